import { describe, expect, test } from 'bun:test';
import { parseIngredientLine } from '../../../src/domain/language/ingredient-line';
import { repairMojibake } from '../../../src/domain/language/mojibake';
import { extractRecipes } from '../../../src/domain/recipes/extract';

describe('UTF-8 read as Windows-1252', () => {
  test.each([
    ['1Â¼ cups flour', '1¼ cups flour'],
    ['crÃ¨me fraÃ®che', 'crème fraîche'],
    ['itâ€™s done', 'it’s done'],
    ['bake at 180 Â°C', 'bake at 180 °C'],
    // A no-break space so read, its second byte already folded into a space.
    ['2/3 cupÂ orange juice', '2/3 cup orange juice'],
  ])('%s is repaired', (text, repaired) => {
    expect(repairMojibake(text)).toBe(repaired);
  });
  test.each(['crème fraîche', 'ÂGE', 'naïve Ã©', 'Café — 2 €'])('%s, which is not, is left alone', (text) => {
    expect(repairMojibake(text)).toBe(text);
  });
  test('ingredient lines and extracted recipes are read repaired', () => {
    expect(parseIngredientLine('1Â½ cups flour')).toMatchObject({ quantity: 1.5, unit: 'cup', name: 'flour' });
    const html = `<script type="application/ld+json">{"@type":"Recipe","name":"CrÃ¨me brÃ»lÃ©e","recipeIngredient":["2 cupsÂ cream","5 egg yolks"],"recipeInstructions":["Bake at 150 Â°C."]}</script>`;
    const r = extractRecipes({ html }).recipe;
    expect([r.name, ...r.ingredients, r.instructions[0]!.steps[0]!.step]).toEqual(['Crème brûlée', '2 cups cream', '5 egg yolks', 'Bake at 150 °C.']);
  });
});
