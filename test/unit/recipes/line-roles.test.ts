import { describe, expect, test } from 'bun:test';
import { extractRecipes } from '../../../src/domain/recipes/extract';
import { isEquipmentLine } from '../../../src/domain/recipes/line-roles';

// Rules written from tune pages of the real-page set (carlsbadcravings.com, donnahay.com.au, cdkitchen.com), each checked on a small hand-written page.
const ld = (recipe: object) =>
  `<!DOCTYPE html><html lang="en"><head><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Recipe', ...recipe })}</script></head><body></body></html>`;
const steps = (html: string) => extractRecipes({ html }).recipe.instructions.flatMap((g) => g.steps.map((s) => s.step));

describe('tools listed among the ingredients', () => {
  test('a line that only names a piece of equipment is no ingredient line (carlsbadcravings.com); lines that use one stay', () => {
    const r = extractRecipes({
      html: ld({
        name: 'Glazed Ham',
        recipeIngredient: [
          '1 (8-11 pounds) spiral-sliced ham',
          'Aluminum foil',
          'Roasting pan',
          'Thermometer',
          '2 skewers',
          '1 cup brown sugar',
          'cooking spray',
          '1 sheet of foil',
        ],
        recipeInstructions: ['Glaze the ham.', 'Bake it.'],
      }),
    }).recipe;
    expect(r.ingredients).toEqual(['1 (8-11 pounds) spiral-sliced ham', '1 cup brown sugar', 'cooking spray', '1 sheet of foil']);
  });
  test('the lexicon decides: a tool alone, after a count or an article', () => {
    expect(['Airfryer', 'A thermometer.', 'Parchment paper', '2 Skewers'].map(isEquipmentLine)).toEqual([true, true, true, true]);
    expect(['Potatoes', '1 pan of cornbread', 'Grilled corn', 'Pancakes'].map(isEquipmentLine)).toEqual([false, false, false, false]);
  });
  test('a group left with no line goes', () => {
    const r = extractRecipes({
      html: ld({
        name: 'Kebabs',
        recipeIngredient: ['For the kebabs:', '500 g lamb', 'You will need:', 'Skewers'],
        recipeInstructions: ['Thread the lamb.', 'Grill.'],
      }),
    }).recipe;
    expect(r.ingredient_groups).toEqual([{ name: 'For the kebabs', ingredients: ['500 g lamb'] }]);
  });
});

describe('a yield after the last step', () => {
  test('"Serves 4" closing the method is the yield, not part of the step (donnahay.com.au)', () => {
    const html = `<!DOCTYPE html><html lang="en"><body><h1>Green Soup</h1><h2>Ingredients</h2><ul><li>1 leek, sliced</li><li>6 cups stock</li></ul><h2>Method</h2><ol><li>Cook the leek for 5 minutes.</li><li>Add the stock and simmer for 30 minutes.</li><li>To freeze, allow to cool and freeze for up to 3 months. <b>Serves 4</b></li></ol></body></html>`;
    const r = extractRecipes({ html }).recipe;
    expect(steps(html).at(-1)).toBe('To freeze, allow to cool and freeze for up to 3 months.');
    expect(r.yield?.amount).toBe(4);
  });
  test('a stated yield stays; a sentence that only starts like one stays in the step', () => {
    const made = ld({
      name: 'Cookies',
      recipeYield: '24 cookies',
      recipeIngredient: ['1 cup flour', '1 egg'],
      recipeInstructions: ['Mix.', 'Bake for 12 minutes. Makes 24 cookies.'],
    });
    expect(steps(made).at(-1)).toBe('Bake for 12 minutes.');
    expect(extractRecipes({ html: made }).recipe.recipe_yield).toEqual(['24 cookies']);
    const served = ld({
      name: 'Stew',
      recipeIngredient: ['1 kg beef', '2 onions'],
      recipeInstructions: ['Simmer for 2 hours.', 'Rest it. Serves 4 with rice and a salad.'],
    });
    expect(steps(served).at(-1)).toBe('Rest it. Serves 4 with rice and a salad.');
  });
});

describe('a group name among the lines', () => {
  test('a short line with no amount that the method calls "<line> ingredients" names the lines after it (cdkitchen.com)', () => {
    const r = extractRecipes({
      html: ld({
        name: 'Veal Steaks',
        recipeIngredient: ['2 veal steaks', '1 lemon', 'Seasoning', '2 tablespoons olive oil', '1 teaspoon dried oregano'],
        recipeInstructions: ['Combine seasoning ingredients. Brush half on the steaks.', 'Broil for 12 minutes.'],
      }),
    }).recipe;
    expect(r.ingredient_groups).toEqual([
      { name: null, ingredients: ['2 veal steaks', '1 lemon'] },
      { name: 'Seasoning', ingredients: ['2 tablespoons olive oil', '1 teaspoon dried oregano'] },
    ]);
  });
  test('a line the method names otherwise, or one that ends the list, stays an ingredient', () => {
    const r = extractRecipes({
      html: ld({
        name: 'Salad',
        recipeIngredient: ['Salt', '2 tomatoes', 'Dressing'],
        recipeInstructions: ['Salt the tomatoes.', 'Add the dressing ingredients you like: dressing ingredients vary.'],
      }),
    }).recipe;
    expect(r.ingredients).toEqual(['Salt', '2 tomatoes', 'Dressing']);
  });
});

describe('tools listed among the steps', () => {
  test('a step that only names a tool, its size in brackets or not, is the page’s list of what the step uses (kitchenstories.com, app.samsungfood.com); a step that uses one stays', () => {
    const html = `<!DOCTYPE html><html lang="en"><body><h1>Strawberry Jam</h1><h2>Ingredients</h2><ul><li>425 g strawberries</li><li>150 g jam sugar</li></ul><h2>Steps</h2><ul id="steps"><li><h3>Step 1/2</h3><ul><li>cutting board</li><li>knife</li><li>pot (large)</li></ul><p>Cut the strawberries into quarters and put them in a large pot with the sugar.</p></li><li><h3>Step 2/2</h3><div><span>Frying Pan</span></div><p>Bring to a simmer and cook for 5 min, stirring with a knife.</p></li></ul></body></html>`;
    expect(steps(html)).toEqual([
      'Cut the strawberries into quarters and put them in a large pot with the sugar.',
      'Bring to a simmer and cook for 5 min, stirring with a knife.',
    ]);
  });
});

describe('a sign-off after the method', () => {
  const page = (last: string) =>
    `<!DOCTYPE html><html lang="en"><body><h1>Berry Salad</h1><h2>Ingredients</h2><ul><li>1 cup strawberries</li><li>1/2 cup blueberries</li></ul><h2>Directions</h2><ol><li>Toss the berries with the dressing.</li><li>Top with the burrata and pistachios.</li><li>${last}</li></ol></body></html>`;
  test('a last step that is a wish alone ("Dive in!", "Enjoy right away!") is no step of a method read from the page (lahbco.com, angielaeats.com)', () => {
    expect(steps(page('Dive in!'))).toEqual(['Toss the berries with the dressing.', 'Top with the burrata and pistachios.']);
    expect(steps(page('Enjoy right away!'))).toHaveLength(2);
    expect(steps(page('Bon appétit !'))).toHaveLength(2);
  });
  test('a step that asks something of the cook stays, and so does a structured last step', () => {
    expect(steps(page('Serve and enjoy!'))).toHaveLength(3);
    expect(steps(page('Enjoy it with crusty bread.'))).toHaveLength(3);
    expect(
      steps(ld({ name: 'Tea', recipeIngredient: ['1 tea bag', 'water'], recipeInstructions: ['Boil the water.', 'Steep the tea.', 'Enjoy!'] })),
    ).toHaveLength(3);
  });
});

describe('group names set in capitals', () => {
  test('a short line all in capitals with no amount, among lines that are not, names the group after it (tasteatlas.com "TO FINISH", ricetta.it "PER LA BESCIAMELLA"); a list all in capitals keeps its lines', () => {
    const groups = (lines: string[]) =>
      extractRecipes({ html: ld({ name: 'Tarts', recipeIngredient: lines, recipeInstructions: ['Bake.', 'Dust.'] }) }).recipe.ingredient_groups.map((g) => [
        g.name,
        g.ingredients,
      ]);
    expect(groups(['290 g flour', '1/4 tsp salt', '1 egg', 'PER LA BESCIAMELLA', '80 g burro', 'TO FINISH', 'powdered sugar, for sprinkling'])).toEqual([
      [null, ['290 g flour', '1/4 tsp salt', '1 egg']],
      ['PER LA BESCIAMELLA', ['80 g burro']],
      ['TO FINISH', ['powdered sugar, for sprinkling']],
    ]);
    expect(groups(['FLOUR', 'SALT', 'BUTTER', '2 EGGS'])).toEqual([[null, ['FLOUR', 'SALT', 'BUTTER', '2 EGGS']]]);
  });
});

describe('credits after the method', () => {
  test('the credits a method ends with (a copyright notice, "Photography: …", "Ricetta: …, Foto: …" and a name alone after it) are no steps (barefootcontessa.com, usapears.org, lacucinaitaliana.it); a step that speaks of a photo stays', () => {
    const method = (extra: string[]) =>
      steps(ld({ name: 'Tacos', recipeIngredient: ['1 lb pork', '2 pears'], recipeInstructions: ['Cook the pork.', 'Fill the tacos.', ...extra] }));
    expect(method(['Photography: George Barberis (@georgebarberis)', 'Recipe and Styling: Andrea Slonecker'])).toEqual(['Cook the pork.', 'Fill the tacos.']);
    expect(method(['Copyright 2014, Make It Ahead by Ina Garten, Clarkson Potter/Publishers, All Rights Reserved'])).toEqual([
      'Cook the pork.',
      'Fill the tacos.',
    ]);
    expect(method(['Copyright 2020 Jane Doe'])).toEqual(['Cook the pork.', 'Fill the tacos.']);
    expect(method(['Copyrighted recipes are welcome here.'])).toEqual(['Cook the pork.', 'Fill the tacos.', 'Copyrighted recipes are welcome here.']);
    expect(method(['Ricetta: Walter Pedrazzi, Foto: Chiara Cadeddu, Styling: Beatrice Prada', 'Chiara Cadeddu'])).toEqual([
      'Cook the pork.',
      'Fill the tacos.',
    ]);
    expect(method(['Photograph the tacos before you eat them.'])).toEqual(['Cook the pork.', 'Fill the tacos.', 'Photograph the tacos before you eat them.']);
  });
});
