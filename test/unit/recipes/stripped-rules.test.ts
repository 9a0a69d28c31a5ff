import { describe, expect, test } from 'bun:test';
import { extractRecipes } from '../../../src/domain/recipes/extract';

// Rules written from pages read without their structured data (bench/recipe-scan.ts --stripped), each checked on a small hand-written page.
const page = (lang: string, body: string) => `<!DOCTYPE html><html lang="${lang}"><body><h1>Dish</h1>${body}</body></html>`;
const read = (html: string) => {
  const r = extractRecipes({ html }).recipe;
  return { ingredients: r.ingredients, steps: r.instructions.flatMap((g) => g.steps.map((s) => s.step)) };
};

describe('section headings of pages read without structured data', () => {
  test('"Lista de ingredientes" and "Como preparar …" (pt, es), "Come fare …" (it) (comidinhasdochef.com, ricetteperbimby.it)', () => {
    for (const [lang, ing, steps] of [
      ['pt', 'Lista de Ingredientes', 'Como preparar Bolo de Milho'],
      ['es', 'Lista de ingredientes', 'Cómo preparar tarta de queso'],
      ['it', 'Lista degli ingredienti', 'Come fare la crema veloce'],
    ]) {
      const r = read(
        page(
          lang!,
          `<h2>${ing}</h2><ul><li>2 ovos</li><li>1 l leite</li></ul><h2>Sobre</h2><p>Bom.</p><h2>${steps}</h2><ol><li>Bata os ovos.</li><li>Asse.</li></ol>`,
        ),
      );
      expect([lang, r.ingredients.length, r.steps.length]).toEqual([lang, 2, 2]);
    }
  });
});
