import { describe, expect, test } from 'bun:test';
import { extractRecipes } from '../../../src/domain/recipes/extract';
import { sectionOf } from '../../../src/domain/recipes/page-language';

// Rules written from tune pages of the eighteenth real-page batch (older blog pages), each checked on a small hand-written page.
const ld = (recipe: object) =>
  `<!DOCTYPE html><html lang="en"><head><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Recipe', ...recipe })}</script></head><body></body></html>`;
const extract = (html: string) => extractRecipes({ html }).recipe;

describe('structured steps', () => {
  test('an ItemList that wraps HowToSections is the method: each section a group of its own steps (chowhound.com)', () => {
    const step = (text: string) => ({ '@type': ['HowToStep', 'ListItem'], text });
    const section = (name: string, texts: string[]) => ({ '@type': ['HowToSection', 'ItemList', 'ListItem'], name, itemListElement: texts.map(step) });
    const r = extract(
      ld({
        name: 'Pie',
        recipeIngredient: ['2 cups flour', '1 cup butter'],
        recipeInstructions: {
          '@type': 'ItemList',
          itemListElement: [
            section('For the crust:', ['Mix the flour and butter.', 'Chill the dough.']),
            section('For the pie:', ['Roll out the dough.', 'Bake for 1 hour.']),
          ],
        },
      }),
    );
    expect(r.instructions.map((g) => [g.name, g.steps.map((s) => s.step)])).toEqual([
      ['For the crust:', ['Mix the flour and butter.', 'Chill the dough.']],
      ['For the pie:', ['Roll out the dough.', 'Bake for 1 hour.']],
    ]);
  });
});

describe('titles', () => {
  const post = (head: string, heading: string) =>
    `<!DOCTYPE html><html><head>${head}</head><body><div class="post hentry">${heading}<div class="post-body entry-content"><h2>Ingredients</h2><ul><li>1 cup wild rice</li><li>3 oz. spinach</li></ul><h2>Directions</h2><ol><li>Cook the rice according to the package directions.</li><li>Toss the rice with the spinach and serve.</li></ol></div></div></body></html>`;
  test("a blog's post heading named the entry's title is the title where the page has no h1 and its <title> holds it (Blogger themes)", () => {
    const heading = '<h3 class="post-title entry-title">\nWild Rice Spinach Salad\n</h3>';
    expect(extract(post('<title>The Garden Grazer: Wild Rice Spinach Salad</title>', heading)).name).toBe('Wild Rice Spinach Salad');
    expect(extract(post('<title>The Iron You - A healthy living blog: Wild Rice Spinach Salad</title>', heading)).name).toBe('Wild Rice Spinach Salad');
    // Another post's heading (a list of posts) is not this page's title.
    expect(extract(post('<title>Spinach Soup | Greens</title>', heading)).name).toBe('Spinach Soup');
  });
  test('hRecipe\'s name class on a heading (<h2 class="title fn">) names the recipe where the page has no h1 and its <title> holds it (somethingnewfordinner.com)', () => {
    const heading = '<h2 class="title fn">Cherry panna cotta</h2>';
    expect(extract(post('<title>Fresh cherry panna cotta - Something New For Dinner</title>', heading)).name).toBe('Cherry panna cotta');
  });
});

describe('ingredient lines', () => {
  test('a line under the ingredients that opens with what the recipe makes ("Makes about 8 popsicles (…)") is no ingredient (theironyou.com)', () => {
    const page = `<!DOCTYPE html><html lang="en"><body><h1>Raspberry Popsicles</h1><div><span>Ingredients</span><br><span>Makes about 8 popsicles (it depends on the size of your mold though)</span><br><br><span>3 cups fresh raspberries</span><br><span>2 cups hibiscus tea, brewed and chilled</span><br><span>2 tablespoons honey</span><br><br><span>Directions</span><br><span>Blend everything in a blender until smooth and creamy.</span><br><span>Divide the mixture between the molds and freeze for 6 hours.</span></div></body></html>`;
    expect(extract(page).ingredients).toEqual(['3 cups fresh raspberries', '2 cups hibiscus tea, brewed and chilled', '2 tablespoons honey']);
  });
});

describe('groups', () => {
  test('"{For the dressing}" (a part set in braces or brackets) names a group of the ingredients, no line (thegardengrazer.com)', () => {
    const page = `<!DOCTYPE html><html lang="en"><body><h1>Rice Salad</h1><div><b>Ingredients</b><br>1 cup wild rice<br>3 oz. spinach<br><br><i>{For the dressing}</i><br>Juice from 1 lemon<br>2 Tbsp. olive oil<br><br><b>Directions</b><br>Cook the rice according to the package directions.<br>Whisk the dressing and pour it over the salad.<br></div></body></html>`;
    const r = extract(page);
    expect(r.ingredients).toEqual(['1 cup wild rice', '3 oz. spinach', 'Juice from 1 lemon', '2 Tbsp. olive oil']);
    expect(r.ingredient_groups.map((g) => g.name)).toEqual([null, '{For the dressing}']);
  });
});

describe('end of the method', () => {
  test('a print link after the steps ("Click Here for Printer Friendly Recipe", "{Printer Friendly Version}") ends the method (kalynskitchen.com, thegardengrazer.com)', () => {
    const page = (link: string) =>
      `<!DOCTYPE html><html lang="en"><body><h1>Tomato Salad</h1><div><b>Ingredients:</b><br>6 medium tomatoes, diced<br>2 medium cucumbers, diced<br><br><b>Instructions:</b><br>Cut up the tomatoes and let them drain for a few minutes.<br><br>Combine the tomatoes and cucumbers and stir in the dressing.<br><br>${link}<br><br><span>More salads:</span><br><div>Every one of these salads is perfect for a summer lunch on the patio.</div><a>Cucumber Salad with Lime and Cilantro</a> ~ Another Blog<br></div></body></html>`;
    const steps = ['Cut up the tomatoes and let them drain for a few minutes.', 'Combine the tomatoes and cucumbers and stir in the dressing.'];
    const stepsOf = (html: string) => extract(html).instructions.flatMap((g) => g.steps.map((s) => s.step));
    expect(stepsOf(page('<center><b><a>Click Here for Printer Friendly Recipe</a></b></center>'))).toEqual(steps);
    expect(stepsOf(page('{<a>Printer Friendly Version</a>}'))).toEqual(steps);
  });
});

describe('section words', () => {
  test('"Process:" alone heads the method, also after an ingredient line that reads as a sentence (recipris.com)', () => {
    const page = `<!DOCTYPE html><html lang="en"><body><h1>Tofu Tacos</h1><div><strong>Ingredients:</strong></div><ul><li>cooking oil</li><li>12 oz. firm tofu, cubed</li><li>1 ½ tsp. taco seasoning</li><li>white corn tortillas (I used hand made style corn tortillas and they truly tasted hand made!!)</li></ul><div><strong>Process:</strong></div><ol><li>Heat the oil in a wok and brown the tofu with the seasoning.</li><li>Fill the tortillas with the tofu and serve.</li></ol></body></html>`;
    const r = extract(page);
    expect(r.ingredients).toHaveLength(4);
    expect(r.instructions.flatMap((g) => g.steps.map((s) => s.step))).toEqual([
      'Heat the oil in a wok and brown the tofu with the seasoning.',
      'Fill the tortillas with the tofu and serve.',
    ]);
    // Alone only: the verb opens steps.
    expect(['Process', 'Process:'].map(sectionOf)).toEqual(['instructions', 'instructions']);
    expect(sectionOf('Process the almonds until smooth.')).toBeNull();
  });
});

describe('layering orders', () => {
  test('a layer a method repeats ("1/3 nut mixture" twice between "5 phyllo sheets, buttered" lines) is a step each time, no widget label (cooks.com)', () => {
    const page = `<!DOCTYPE html><html lang="en"><body><div class="hrecipe"><h1 class="fn">Baklava</h1><span class="ingredient">1 box phyllo pastry</span><br><span class="ingredient">1 1/2 c. finely cut walnuts</span><br><span class="ingredient">1/3 c. sugar</span><div class="instructions">Place 10 buttered sheets of phyllo in the pan and spread with a third of the nut mixture.<p>5 phyllo sheets, buttered</p><p>1/3 nut mixture</p><p>6 phyllo sheets, buttered</p><p>1/3 nut mixture</p><p>Top with phyllo sheets.</p><p>Cut into diamond shapes and bake at 350 degrees for 30 minutes.</p></div></div></body></html>`;
    expect(extract(page).instructions.flatMap((g) => g.steps.map((s) => s.step))).toEqual([
      'Place 10 buttered sheets of phyllo in the pan and spread with a third of the nut mixture.',
      '5 phyllo sheets, buttered',
      '1/3 nut mixture',
      '6 phyllo sheets, buttered',
      '1/3 nut mixture',
      'Top with phyllo sheets.',
      'Cut into diamond shapes and bake at 350 degrees for 30 minutes.',
    ]);
  });
});

describe("a post's terms", () => {
  test('a line of the post\'s terms after the steps ("Recipe Type: Dairy, Sweets Tags: cherries, …") is no step (somethingnewfordinner.com)', () => {
    const page = `<!DOCTYPE html><html lang="en"><body><h1>Panna cotta</h1><div><h3>Ingredients</h3><ul><li>2 cups whipping cream</li><li>1/2 cup sugar</li></ul><h3>Instructions</h3><p>Heat the cream and sugar until the sugar dissolves.</p><p>Pour into cups and chill for 3 hours.</p><div class="recipe-tags"><span class="type"> Recipe Type: <a>Dairy</a>, <a>Sweets</a></span> <span class="tags">Tags: <a>cherries</a>, <a>panna cotta</a></span></div></div></body></html>`;
    expect(extract(page).instructions.flatMap((g) => g.steps.map((s) => s.step))).toEqual([
      'Heat the cream and sugar until the sugar dissolves.',
      'Pour into cups and chill for 3 hours.',
    ]);
  });
});

describe('sections of lines broken by <br>', () => {
  test('"Ingredients:" and "Method:" typed as lines of their own between <br>s, in no element, head their sections (harrietemilysmith.blogspot.com)', () => {
    const page = `<!DOCTYPE html><html lang="en"><body><h1>Ganache Pots</h1><div class="post-body">This is a perfect dinner party dessert.<br>
<br>
Ingredients:<br>
<br>
Raspberry Base:<br>
1 cup raspberries<br>
<br>
Chocolate Top:<br>
1/3 cup cacao powder<br>
1/3 cup coconut oil<br>
<br>
Method:<br>
<br>
1. Blend the raspberries until smooth and pour them into 3 pots.<br>
2. Melt the chocolate ingredients together and pour them over the raspberries.<br>
</div></body></html>`;
    const r = extract(page);
    expect(r.ingredient_groups).toEqual([
      { name: 'Raspberry Base', ingredients: ['1 cup raspberries'] },
      { name: 'Chocolate Top', ingredients: ['1/3 cup cacao powder', '1/3 cup coconut oil'] },
    ]);
    expect(r.instructions.flatMap((g) => g.steps.map((s) => s.step))).toEqual([
      'Blend the raspberries until smooth and pour them into 3 pots.',
      'Melt the chocolate ingredients together and pour them over the raspberries.',
    ]);
  });
});

describe('a method of one paragraph', () => {
  const page = (after: string) =>
    `<!DOCTYPE html><html lang="en"><body><h1>Blueberry Smoothie</h1><div><h2>Ingredients</h2><p>1 ½ c frozen blueberries<br>1 c dandelion greens<br>1 c hemp milk<br>¼ cup coconut cream</p>${after}</div></body></html>`;
  test('one paragraph of several sentences after the ingredient lines, under no heading, is a method of one step (wellnesting.com)', () => {
    const method = 'Blend everything except the coconut cream until smooth. Pour 1 cup into a glass. Top with the coconut cream and the rest of the smoothie.';
    const r = extract(page(`<p>${method}</p>`));
    expect(r.ingredients).toHaveLength(4);
    expect(r.instructions.flatMap((g) => g.steps.map((s) => s.step))).toEqual([method]);
    // One sentence there is a remark, as before: no method.
    expect(extract(page('<p>Adapted from a smoothie my friend Anna makes every summer.</p>')).instructions).toEqual([]);
  });
});

describe('microdata steps', () => {
  test('a remark the page marks as a step of its own (<li itemprop="recipeInstructions">Note: …</li>) is a step, as a HowToStep is (cookingquinoa.net, ZipList)', () => {
    const page = `<!DOCTYPE html><html lang="en"><body><div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Quinoa Wrap</h1><ul><li itemprop="ingredients">1 cup cooked quinoa</li><li itemprop="ingredients">1/2 cup Greek yogurt</li></ul><ol><li itemprop="recipeInstructions">Spread the yogurt over the tortillas.</li><li itemprop="recipeInstructions">Top with the quinoa and roll up.</li><li itemprop="recipeInstructions">Note: If you want a thinner dressing, reduce the yogurt to 1/3 cup.</li></ol></div></body></html>`;
    expect(extract(page).instructions.flatMap((g) => g.steps.map((s) => s.step))).toEqual([
      'Spread the yogurt over the tortillas.',
      'Top with the quinoa and roll up.',
      'Note: If you want a thinner dressing, reduce the yogurt to 1/3 cup.',
    ]);
  });
});

describe('a sign-off after the method', () => {
  test('"Drink the goodness!", "Drink up!", "Cheers!" closing a method read from the page are wishes, no steps (from-thelionsden.com)', () => {
    const page = (last: string) =>
      `<!DOCTYPE html><html lang="en"><body><h1>Peach Smoothie</h1><h2>Ingredients</h2><ul><li>1/2 cup peach, diced</li><li>1 medium banana</li></ul><h2>Instructions</h2><ol><li>Throw all ingredients into a blender.</li><li>Blend until smooth.</li><li>${last}</li></ol></body></html>`;
    const steps = (html: string) => extract(html).instructions.flatMap((g) => g.steps.map((s) => s.step));
    for (const last of ['Drink the goodness!', 'Drink up!', 'Cheers!'])
      expect(steps(page(last))).toEqual(['Throw all ingredients into a blender.', 'Blend until smooth.']);
    expect(steps(page('Drink it within a day.'))).toHaveLength(3);
  });
});

describe('group names in structured lines', () => {
  test('an ingredient element whose words are all set in a class named "bold" (ZipList: <span class="bold">Dressing</span>) names a group, no line (cookingquinoa.net)', () => {
    const li = (inner: string) => `<li class="ingredient" itemprop="ingredients">${inner}</li>`;
    const page = `<!DOCTYPE html><html lang="en"><body><div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Quinoa Wrap</h1><ul>${li('<span class="bold">Wraps</span> ')}${li('6 tortillas, warmed')}${li('1 cup cooked quinoa')}${li('<span class="bold">Dressing</span> ')}${li('1/3 cup buttermilk')}${li('1/2 cup Greek yogurt')}</ul><ol><li itemprop="recipeInstructions">Whisk the dressing together.</li><li itemprop="recipeInstructions">Fill the tortillas with the quinoa and the dressing.</li></ol></div></body></html>`;
    const r = extract(page);
    expect(r.ingredient_groups).toEqual([
      { name: 'Wraps', ingredients: ['6 tortillas, warmed', '1 cup cooked quinoa'] },
      { name: 'Dressing', ingredients: ['1/3 cup buttermilk', '1/2 cup Greek yogurt'] },
    ]);
  });
});
