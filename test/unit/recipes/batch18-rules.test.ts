import { describe, expect, test } from 'bun:test';
import { extractRecipes } from '../../../src/domain/recipes/extract';

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
