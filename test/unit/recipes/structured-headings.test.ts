import { describe, expect, test } from 'bun:test';
import { extractRecipes } from '../../../src/domain/recipes/extract';

// Written from a tune page of the eighth real-page batch (breadtopia.com: a Zip Recipes card whose JSON-LD lists its group labels as lines).
const page = (ingredients: string[], steps: string[], body: string) =>
  `<!DOCTYPE html><html lang="en"><head><script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Kubaneh',
    recipeIngredient: ingredients,
    recipeInstructions: steps,
  })}</script></head><body><h1>Kubaneh</h1>${body}</body></html>`;

const card = `<h3>Ingredients</h3><ul><p><b>Yeast Version</b></p><li>450g bread flour</li><li>9g instant yeast</li><li>225g water</li>
  <p><i>To pour over the dough after mixing</i></p><li>1 Tbsp of oil</li><li>Salt</li></ul>
  <h3>Instructions</h3><ol><p><b>Mixing</b></p><li>Whisk the flour, yeast and salt in a large bowl.</li><li>Add the water and mix until smooth.</li>
  <p><b>Baking</b></p><li>Preheat your oven to 350F.</li><li>Bake for 30 minutes uncovered.</li></ol>`;

describe('group labels the structured lists hold as lines', () => {
  test("lines the page's own list heads groups with are the groups' names, not ingredients or steps (breadtopia.com)", () => {
    const r = extractRecipes({
      html: page(
        ['Yeast Version', '450g bread flour', '9g instant yeast', '225g water', 'To pour over the dough after mixing', '1 Tbsp of oil', 'Salt'],
        [
          'Mixing',
          'Whisk the flour, yeast and salt in a large bowl.',
          'Add the water and mix until smooth.',
          'Baking',
          'Preheat your oven to 350F.',
          'Bake for 30 minutes uncovered.',
        ],
        card,
      ),
    }).recipe;
    expect(r.ingredient_groups).toEqual([
      { name: 'Yeast Version', ingredients: ['450g bread flour', '9g instant yeast', '225g water'] },
      { name: 'To pour over the dough after mixing', ingredients: ['1 Tbsp of oil', 'Salt'] },
    ]);
    expect(r.instructions.map((g) => [g.name, g.steps.map((s) => s.step)])).toEqual([
      ['Mixing', ['Whisk the flour, yeast and salt in a large bowl.', 'Add the water and mix until smooth.']],
      ['Baking', ['Preheat your oven to 350F.', 'Bake for 30 minutes uncovered.']],
    ]);
    expect(r.field_sources).toMatchObject({ ingredients: 'json-ld', instructions: 'json-ld' });
  });
  test('a short line the page lists as a line of its own stays a line, in bold too (im-worthy.com); without such a list nothing changes', () => {
    const lines = ['450g bread flour', '9g instant yeast', '225g water', '1 Tbsp of oil', 'Salt'];
    const steps = ['Whisk the flour, yeast and salt in a large bowl.', 'Add the water and mix until smooth.', 'Serve'];
    expect(extractRecipes({ html: page(lines, steps, card) }).recipe.ingredients).toEqual(lines);
    const bold = card.replace('<li>Salt</li>', '<li><strong>pinch of salt</strong></li><li>1 tsp sugar</li>');
    const withBold = [...lines.slice(0, 4), 'pinch of salt', '1 tsp sugar'];
    expect(extractRecipes({ html: page(withBold, steps, bold) }).recipe.ingredients).toEqual(withBold);
    const bare = extractRecipes({ html: page(['Yeast Version', ...lines], ['Mixing', ...steps], '<p>A story about bread.</p>') }).recipe;
    expect(bare.ingredients).toEqual(['Yeast Version', ...lines]);
    expect(bare.instructions[0]!.steps.map((s) => s.step)).toEqual(['Mixing', ...steps]);
  });
});
