import { describe, expect, test } from 'bun:test';
import { extractRecipes } from '../../../src/domain/recipes/extract';
import { recipeName } from '../../../src/domain/recipes/page-title';

// Rules written from tune pages of the second real-page batch, each checked on a small hand-written page.
const ld = (recipe: object) =>
  `<!DOCTYPE html><html lang="en"><head><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Recipe', ...recipe })}</script></head><body></body></html>`;
const stepsOf = (html: string) => extractRecipes({ html }).recipe.instructions;

describe('steps in structured data', () => {
  test('a HowToStep whose text is several sentences on lines of their own is one step per line (pastificiosorrentino.com)', () => {
    const groups = stepsOf(
      ld({
        name: 'Pasta',
        recipeIngredient: ['320 g pasta', '1 aubergine'],
        recipeInstructions: [{ '@type': 'HowToStep', name: 'Sauce', text: 'Dice the aubergine and fry it.\nBlend it with the tomatoes until smooth.' }],
      }),
    );
    expect(groups[0]!.steps.map((s) => [s.step, s.name])).toEqual([
      ['Dice the aubergine and fry it.', 'Sauce'],
      ['Blend it with the tomatoes until smooth.', null],
    ]);
  });
  test('lines that are not sentences stay one step (cookpad.com writes "完成♡♡" on a line of its own)', () => {
    const groups = stepsOf(
      ld({ name: 'Curry', recipeIngredient: ['rice'], recipeInstructions: [{ '@type': 'HowToStep', text: '生クリームを加えて混ぜます♪\n完成♡♡' }] }),
    );
    expect(groups[0]!.steps.map((s) => s.step)).toEqual(['生クリームを加えて混ぜます♪ 完成♡♡']);
  });
  test('a step that is only a label ("Sponge:") names the steps after it (sobors.hu)', () => {
    const groups = stepsOf(
      ld({
        name: 'Roll',
        recipeIngredient: ['6 eggs', '1 dl cream'],
        recipeInstructions: ['Sponge:', 'Beat the eggs with the sugar.', 'Bake for 12 minutes.', 'Cream:', 'Warm the cream with the sugar.'].map((text) => ({
          '@type': 'HowToStep',
          text,
        })),
      }),
    );
    expect(groups.map((g) => [g.name, g.steps.map((s) => s.step)])).toEqual([
      ['Sponge', ['Beat the eggs with the sugar.', 'Bake for 12 minutes.']],
      ['Cream', ['Warm the cream with the sugar.']],
    ]);
  });
});

describe('step lists read from the page', () => {
  test('a line that only titles the list ("Pasos a seguir") is no step (velocidadcuchara.com, plugin markup)', () => {
    const html = `<!DOCTYPE html><html lang="es"><body><div class="wprm-recipe-container"><div class="wprm-recipe"><h2 class="wprm-recipe-name">Salsa</h2>
      <div class="wprm-recipe-ingredients-container"><ul><li class="wprm-recipe-ingredient">150 gr de zanahoria</li><li class="wprm-recipe-ingredient">1 diente de ajo</li></ul></div>
      <div class="wprm-recipe-instructions-container"><ul><li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Pasos a seguir</div></li>
      <li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Tritura la zanahoria 15 segundos.</div></li><li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Cocina 8 minutos.</div></li></ul></div></div></div></body></html>`;
    expect(stepsOf(html).flatMap((g) => g.steps.map((s) => s.step))).toEqual(['Tritura la zanahoria 15 segundos.', 'Cocina 8 minutos.']);
  });
});

describe('recipe names', () => {
  test("a segment holds the site's name only from one of its words on: 'grundrecept' is no 'RECEPT' (recept.se)", () => {
    expect(recipeName('Chokladbollar – grundrecept', ['RECEPT', 'recept'])).toBe('Chokladbollar – grundrecept');
    expect(recipeName('Chokladbollar – Recept.se', ['RECEPT', 'recept'])).toBe('Chokladbollar');
    expect(recipeName('Gingerbread Pancakes - Donal Skehan', ['donalskehan'])).toBe('Gingerbread Pancakes');
  });
});

describe('ingredient lists read from the page', () => {
  const item = (amount: string, text: string) =>
    `<li class="ingredient-item"><div class="ingredient-item__amount">${amount}</div><div class="ingredient-item__description"><p>${text}</p></div></li>`;
  const page = `<!DOCTYPE html><html lang="en"><body><h1>Killer Spaghetti</h1><h2>Ingredients</h2>
    <ul class="ingredient-list">${item('1', '14½-ounce can tomato puree')}${item('3', 'cups boiling water')}${item('¼', 'cup olive oil')}${item('12', 'ounces spaghetti')}
    <li class="ingredient-item"><div class="ingredient-item__description"><p>Kosher salt</p></div></li></ul>
    <h2>Method</h2><ol><li>Combine the puree and the water in a bowl.</li><li>Fry the spaghetti in the oil until charred.</li></ol></body></html>`;
  test('a named element that is one item of several (li class="ingredient-item") stands for the whole list (177milkstreet.com)', () => {
    expect(extractRecipes({ html: page }).recipe.ingredients).toEqual([
      '1 14½-ounce can tomato puree',
      '3 cups boiling water',
      '¼ cup olive oil',
      '12 ounces spaghetti',
      'Kosher salt',
    ]);
  });
});

describe("structured ingredient lines that say less than the page's", () => {
  const page = (ingredients: string[], shown: string[]) =>
    ld({ name: 'Gin Fizz', recipeIngredient: ingredients, recipeInstructions: ['Shake the gin with the lemon juice and sugar.', 'Top with soda.'] }).replace(
      '<body></body>',
      `<body><h2>Ingredients</h2><ul>${shown.map((l) => `<li>${l}</li>`).join('')}</ul><h2>Method</h2><ol><li>Shake.</li></ol></body>`,
    );
  const shown = ['16 cl gin, Beefeater', '5 lemons', '4 tsp sugar', 'soda water'];
  test('a list with no amount on any line gives way to the same lines with amounts (tasteline.com)', () => {
    expect(extractRecipes({ html: page(['gin', 'lemons', 'sugar', 'soda water'], shown) }).recipe.ingredients).toEqual(shown);
  });
  test('a line where a script wrote "undefined" for the amount gives way to the page\'s (recepti.index.hr)', () => {
    const r = extractRecipes({ html: page(['650 g pastry', 'undefined tsp salt'], ['650 g pastry', '½ tsp salt']) }).recipe;
    expect(r.ingredients).toEqual(['650 g pastry', '½ tsp salt']);
  });
  test("a line running on into the next ingredient gives way to the page's two lines (pastificiosorrentino.com)", () => {
    const r = extractRecipes({
      html: page(['320 g paccheri', '250 g swordfish 1 garlic clove'], ['320 g paccheri', '250 g swordfish', '1 garlic clove']),
    }).recipe;
    expect(r.ingredients).toEqual(['320 g paccheri', '250 g swordfish', '1 garlic clove']);
  });
  test('amounts and lines as the page shows them stay structured: a page list that does not hold them is not taken', () => {
    expect(extractRecipes({ html: page(['gin', 'lemons', 'sugar', 'soda water'], ['1 cup flour', '2 eggs']) }).recipe.ingredients).toEqual([
      'gin',
      'lemons',
      'sugar',
      'soda water',
    ]);
    expect(extractRecipes({ html: page(['16 cl gin', '5 lemons'], ['16 cl gin, Beefeater', '5 lemons']) }).recipe.ingredients).toEqual([
      '16 cl gin',
      '5 lemons',
    ]);
  });
});
