import { describe, expect, test } from 'bun:test';
import { extractRecipes } from '../../../src/domain/recipes/extract';

// Rules written from tune pages of the sixteenth real-page batch (chejorge.com), each checked on a small hand-written page.
const ld = (recipe: object) =>
  `<!DOCTYPE html><html lang="en"><head><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Recipe', ...recipe })}</script></head><body></body></html>`;

describe('JSON escapes that lost their backslash', () => {
  test('"u0026" standing apart is the "&" it escaped, in steps, lines and names (chejorge.com)', () => {
    const r = extractRecipes({
      html: ld({
        name: 'Rice u0026 Beans',
        recipeIngredient: ['1 cup rice', 'salt u0026 pepper'],
        recipeInstructions: [
          { '@type': 'HowToStep', text: 'Cook the rice until tender u0026 fluffy.' },
          { '@type': 'HowToStep', text: 'Season it.' },
        ],
      }),
    }).recipe;
    expect(r.name).toBe('Rice & Beans');
    expect(r.ingredients).toEqual(['1 cup rice', 'salt & pepper']);
    expect(r.instructions[0]!.steps[0]!.step).toBe('Cook the rice until tender & fluffy.');
  });
  test('a letter it would stand for, or the code inside a word, stays as written', () => {
    const r = extractRecipes({
      html: ld({ name: 'Caf u00e9 mix', recipeIngredient: ['1 cup flour', '2 tbsp mu0026m candies'], recipeInstructions: ['Mix.', 'Bake.'] }),
    }).recipe;
    expect(r.name).toBe('Caf u00e9 mix');
    expect(r.ingredients).toEqual(['1 cup flour', '2 tbsp mu0026m candies']);
  });
});
