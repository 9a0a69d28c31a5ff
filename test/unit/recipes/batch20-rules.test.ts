import { describe, expect, test } from 'bun:test';
import { extractRecipes } from '../../../src/domain/recipes/extract';

// Rules written from tune pages of the nineteenth and twentieth real-page batches (older blog posts, cocktail sites), each
// checked on a small hand-written page.
const extract = (html: string) => extractRecipes({ html });
const stepTexts = (r: ReturnType<typeof extract>) => r.recipe.instructions.flatMap((g) => g.steps.map((s) => s.step));

describe('structured recipes that give a name only', () => {
  const ld = (data: object) => `<script type="application/ld+json">${JSON.stringify(data)}</script>`;
  const recipe = (name: string, more: object = {}) => ({ '@type': 'Recipe', name, ...more });
  test("an empty stub beside the card's recipe counts for nothing: the card's recipe is the page's (healthy-delicious.com)", () => {
    const list = {
      '@context': 'https://schema.org',
      '@type': 'ItemList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, item: recipe('Crispy Taquitos | Healthy Delicious', { recipeIngredient: [] }) },
        {
          '@type': 'ListItem',
          position: 2,
          item: recipe('Baked Flautas', {
            recipeIngredient: ['1 pound chicken thighs', '5 flour tortillas'],
            recipeInstructions: ['Shred the chicken.', 'Roll and bake.'],
          }),
        },
      ],
    };
    const r = extract(`<!DOCTYPE html><html lang="en"><head>${ld(list)}</head><body></body></html>`);
    expect(r.count).toBe(1);
    expect(r.recipe.name).toBe('Baked Flautas');
    expect(r.recipe.ingredients).toEqual(['1 pound chicken thighs', '5 flour tortillas']);
  });
  test("where no recipe gives lines or steps, the first is the page's, read from its headings; the others are its list of drinks (tuxedono2.com)", () => {
    const related = (name: string) => `<div itemprop="itemListElement" itemscope itemtype="http://schema.org/Recipe"><a itemprop="name">${name}</a></div>`;
    const page = `<!DOCTYPE html><html lang="en"><body><div itemscope itemtype="http://schema.org/Recipe"><h1><span itemprop="name">Negroni</span></h1>
<h2>Ingredients</h2><ul><li>1 oz gin</li><li>1 oz campari</li><li>1 oz sweet vermouth</li></ul>
<h2>Instructions</h2><ol><li>Combine all ingredients with ice and stir</li><li>Strain into an old fashioned over ice</li></ol></div>
<div itemscope itemtype="http://schema.org/ItemList">${related('Hanky Panky')}${related('Gloria')}</div></body></html>`;
    const r = extract(page);
    expect(r.count).toBe(1);
    expect(r.recipe.name).toBe('Negroni');
    expect(r.recipe.ingredients).toEqual(['1 oz gin', '1 oz campari', '1 oz sweet vermouth']);
    expect(stepTexts(r)).toEqual(['Combine all ingredients with ice and stir', 'Strain into an old fashioned over ice']);
  });
});

describe('the end of a method read from the page', () => {
  const post = (after: string) =>
    `<!DOCTYPE html><html lang="en"><body><h1>Broccoli Mac and Cheese</h1><p><b>Ingredients</b></p><ul><li>1 small squash, cut into chunks</li><li>3 cups elbow macaroni</li><li>3.5 oz grated gruyere</li></ul><p><b>Instructions</b></p><ol><li>Preheat oven to 400 with a rack in the middle.</li><li>Bake the squash for 20 minutes or until tender.</li><li>Boil the pasta and stir in the squash and cheese.</li></ol>${after}</body></html>`;
  test("paragraphs under no heading after the method list, then a heading over the post's links, are no steps (joanne-eatswellwithothers.com, kulinariaathome.wordpress.com)", () => {
    const r = extract(
      post(
        '<p>Looking for more mac and cheese inspiration? Check out these recipes:<br><a>Baked Zucchini Macaroni and Cheese</a></p><p>I am submitting this to Presto Pasta Nights.</p><div><h3>More from my site</h3><ul><li><a>Pecan Pie Bars</a></li><li><a>Sweet Cherry Pie</a></li></ul></div>',
      ),
    );
    expect(stepTexts(r)).toEqual([
      'Preheat oven to 400 with a rack in the middle.',
      'Bake the squash for 20 minutes or until tender.',
      'Boil the pasta and stir in the squash and cheese.',
    ]);
  });
  test("a part in sentences under a heading after a remark below the list stays the method's", () => {
    const r = extract(
      post(
        '<p>Keep the oven on while you make the topping.</p><p><b>Topping</b></p><p>Mix the breadcrumbs with the melted butter.</p><p>Scatter them over the dish and bake for 10 minutes more.</p>',
      ),
    );
    expect(stepTexts(r)).toContain('Scatter them over the dish and bake for 10 minutes more.');
  });
  test('a heading right after the method list still heads a part of the method', () => {
    const r = extract(post('<p><b>To Serve</b></p><p>Spoon into bowls and top with the remaining cheese.</p>'));
    expect(r.recipe.instructions.map((g) => g.name)).toEqual([null, 'To Serve']);
  });
});

describe('titles', () => {
  test("a page title that puts the site's name first opens with the recipe's h1 once that name is set aside, not with the theme's \"Blog\" h1 before it (pastryaffair.com)", () => {
    const page = `<!DOCTYPE html><html lang="en"><head><title>Pastry Affair | Butterbeer Cupcakes</title><meta property="og:site_name" content="Pastry Affair"></head><body><h1 class="page-title">Blog</h1><article><h1 class="entry-title"><a>Butterbeer Cupcakes</a></h1><h2>Ingredients</h2><ul><li>2 cups flour</li><li>3 large eggs</li></ul><h2>Instructions</h2><ol><li>Beat the eggs into the flour until smooth.</li><li>Bake for 15 minutes until golden.</li></ol></article></body></html>`;
    expect(extract(page).recipe.name).toBe('Butterbeer Cupcakes');
  });
});

describe('a recipe in parts under no headings', () => {
  test("later lists of amounts, each over its step paragraphs, and a part's title over its own, are parts of the same recipe (pastryaffair.com)", () => {
    const page = `<!DOCTYPE html><html lang="en"><body><h1>Butterbeer Cupcakes</h1><p>These are the best cupcakes I have ever made, and I have made many of them.</p>
<p><strong>Butterbeer Cupcakes</strong><br>2 cups flour<br>1 1/2 teaspoons baking powder<br>3 large eggs<br>1/2 cup cream soda</p>
<p>Preheat oven to 350 degrees F. Line a cupcake tin with baking cups.</p><p>Beat the eggs into the flour, then the cream soda, and bake for 15 minutes.</p>
<p><strong>Butterscotch Ganache</strong><br>11 ounces butterscotch chips<br>1 cup heavy cream</p>
<p>In a small saucepan, melt the butterscotch chips into the heavy cream, stirring until smooth.</p>
<p><strong>To Assemble</strong></p><p>Fill each cupcake with butterscotch ganache until it starts to overflow.</p>
<h3>Comments</h3></body></html>`;
    const r = extract(page).recipe;
    expect(r.ingredient_groups.map((g) => [g.name, g.ingredients.length])).toEqual([
      ['Butterbeer Cupcakes', 4],
      ['Butterscotch Ganache', 2],
    ]);
    expect(r.instructions.map((g) => [g.name, g.steps.length])).toEqual([
      ['Butterbeer Cupcakes', 2],
      ['Butterscotch Ganache', 1],
      ['To Assemble', 1],
    ]);
  });
});

describe('drink pages', () => {
  test('a unit toggle\'s twin amounts side by side (<span class="measure oz active">1 oz.</span><span class="measure ml">30ml</span>): only the one marked shown is read (cocktailsdistilled.com)', () => {
    const line = (name: string) => `<li><span class="measure oz active">1 oz.</span><span class="measure ml">30ml</span> ${name}</li>`;
    const page = `<!DOCTYPE html><html lang="en"><body><h1>Kingston Negroni</h1><div class="ingredients"><h2>Ingredients</h2><ul>${line('Jamaican Rum')}${line('Sweet Vermouth')}${line('Campari')}</ul></div><div class="directions"><h2>Instructions</h2><p>Combine all ingredients and stir with ice.</p><p>Strain into an ice-filled rocks glass.</p></div></body></html>`;
    expect(extract(page).recipe.ingredients).toEqual(['1 oz. Jamaican Rum', '1 oz. Sweet Vermouth', '1 oz. Campari']);
  });
});

describe('a method in one sentence', () => {
  test("an element the page names for the method holding one line that reads as a sentence is the method, as a drink's often is (ericscocktailguide.com)", () => {
    const page = `<!DOCTYPE html><html lang="en"><body><h1 class="recipe_header">Negroni</h1><ol class="recipe_recipeIngredients__TMLL2"><li>1 oz gin</li><li>1 oz sweet vermouth</li><li>1 oz campari</li></ol><div class="recipe_recipeInstructions__PCAQS"><p>Pour ingredients into ice-filled rocks glass and stir. Garnish with orange twist.</p></div></body></html>`;
    expect(stepTexts(extract(page))).toEqual(['Pour ingredients into ice-filled rocks glass and stir. Garnish with orange twist.']);
  });
});

describe('a method in one sentence, read last', () => {
  test('a widget\'s one line in an element named for the method ("instruction-exists") does not stand in for the steps the page prints after its ingredients (30seconds.com, a recipe-scrapers scan page)', () => {
    const page = `<!DOCTYPE html><html lang="en"><body><h1>Chipotle Chicken</h1><p><strong>Ingredients</strong></p><ul><li>1 pound chicken tenders</li><li>1/4 cup flour</li><li>1/2 cup sour cream</li></ul><p><strong>Here's how to make it:</strong></p><ol><li>Dredge the chicken tenders in the flour and set them aside.</li><li>Cook the chicken in a large skillet until browned, then stir in the sour cream.</li></ol><div class="modal"><div class="instruction-exists hide">Click on collection you would like to add this tip to or create <a>New Collection</a></div></div></body></html>`;
    expect(stepTexts(extract(page))).toHaveLength(2);
  });
});

describe('drink facts after the method', () => {
  const page = (garnish: string) =>
    `<!DOCTYPE html><html lang="en"><body><h1>Strawberry Negroni</h1><p><strong>Ingredients:</strong></p><ul><li>½ oz strawberry syrup</li><li>1 oz gin</li><li>¾ oz Campari</li></ul><p><strong>Instructions:</strong></p><ul><li>Add all ingredients to a mixing glass</li><li>Add ice and stir for 10 seconds</li><li>Strain into a rocks glass over a large ice cube</li></ul><p><strong>Glass:</strong></p><ul><li>rocks</li></ul><p><strong>Garnish:</strong></p><ul><li>${garnish}</li></ul></body></html>`;
  test('a glass or garnish named under a heading of its own after the method is no part of it (liberandcompany.com)', () => {
    const r = extract(page('strawberry'));
    expect(r.recipe.instructions.map((g) => g.name)).toEqual([null]);
    expect(stepTexts(r)).toHaveLength(3);
  });
  test('a garnish told as a sentence stays a step', () => {
    expect(stepTexts(extract(page('Express an orange peel over the drink and drop it in.')))).toHaveLength(4);
  });
});

describe('lists named by their items', () => {
  test('with no ingredients heading, a list whose every item holds an element the page names for the ingredients (<span class="ingredient">) is the list, not a later box of that name (tuxedono2.com)', () => {
    const line = (amount: string, name: string) =>
      `<li><span class="amount">${amount}<span class="unit">oz</span></span><span class="divider"></span><span class="ingredient"> <a>${name}</a></span></li>`;
    const page = `<!DOCTYPE html><html lang="en"><body><h1>Negroni</h1><div class="recipe"><h2>Recipe</h2><ul>${line('1', 'london dry gin')}${line('1', 'campari')}${line('1', 'sweet vermouth')}</ul><h2>Instructions</h2><ol><li>Combine all ingredients with ice and stir</li><li>Strain into an old fashioned over ice</li></ol></div><div class="ingredient-card"><p>Featured Ingredient: gin</p><p>Unified by a liberal use of juniper, the gin family is one of the oldest.</p></div></body></html>`;
    expect(extract(page).recipe.ingredients).toEqual(['1 oz london dry gin', '1 oz campari', '1 oz sweet vermouth']);
  });
});

describe('lists named by their items, by class only', () => {
  test('a tick box named by its id only (id="byc-instruction-5764-body") in each item of a short list of what to do first names no method list: the method named by its container stands (homechef.com, a recipe-scrapers scan page)', () => {
    const hint = (text: string, n: number) =>
      `<li class="meal__hint"><input type="checkbox" id="byc-instruction-${n}-body" class="sr-only"><label><p>${text}</p></label></li>`;
    const page = `<!DOCTYPE html><html lang="en"><body><h1>Prosciutto Pasta</h1><h2>Ingredients</h2><ul><li>6 oz. pasta</li><li>2 oz. prosciutto</li></ul><div><h4>Before You Cook</h4><ul>${hint('Bring 8 cups water to a boil in a medium pot', 1)}${hint('Refrigerate prosciutto until ready to use', 2)}</ul></div><ol class="meal__steps"><li><h4>Cook the Pasta</h4><p>Once water is boiling, add pasta and cook until al dente, 10-12 minutes.</p></li><li><h4>Finish the Dish</h4><p>Stir the prosciutto into the pasta and serve.</p></li></ol></body></html>`;
    expect(stepTexts(extract(page))).toContain('Stir the prosciutto into the pasta and serve.');
  });
});
