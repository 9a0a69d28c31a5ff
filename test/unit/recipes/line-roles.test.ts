import { describe, expect, test } from 'bun:test';
import { extractRecipes } from '../../../src/domain/recipes/extract';
import { isEquipmentLine } from '../../../src/domain/recipes/line-roles';

// Rules written from tune pages of the seventh real-page batch (carlsbadcravings.com), each checked on a small hand-written page.
const ld = (recipe: object) =>
  `<!DOCTYPE html><html lang="en"><head><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Recipe', ...recipe })}</script></head><body></body></html>`;

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
