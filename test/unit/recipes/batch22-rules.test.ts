import { describe, expect, test } from 'bun:test';
import { extractRecipes } from '../../../src/domain/recipes/extract';
import { stripStepNumber } from '../../../src/domain/recipes/page-blocks';

const steps = (html: string) => extractRecipes({ html }).recipe.instructions.flatMap((g) => g.steps.map((s) => s.step));

// Rules written from tune pages of the twenty-second real-page batch and saved pages of sites in no labelled set.
describe('twenty-second batch rules', () => {
  test("a sentence closing on a colon right before a section's list is its lead-in, no line (laferta.lt)", () => {
    const html = `<!DOCTYPE html><html lang="lt"><body><h1>Grybų sriuba</h1><h2>Ingredientai</h2><p>Norint pagaminti gardžią grybų sriubą, jums reikės šių ingredientų:</p><ul><li>300 g šviežių grybų</li><li>2 bulvių</li></ul>
      <h2>Kaip gaminti</h2><p>Dabar, kai turite visus ingredientus, štai žingsniai:</p><ol><li>Nuvalykite grybus ir supjaustykite juos.</li><li>Virkite sriubą apie 20 minučių.</li></ol></body></html>`;
    const r = extractRecipes({ html }).recipe;
    expect(r.ingredients).toEqual(['300 g šviežių grybų', '2 bulvių']);
    expect(steps(html)).toEqual(['Nuvalykite grybus ir supjaustykite juos.', 'Virkite sriubą apie 20 minučių.']);
  });

  test('a paragraph that is the section itself still counts when no list follows it', () => {
    const html = `<!DOCTYPE html><html lang="en"><body><h1>Toast</h1><h2>Ingredients</h2><ul><li>1 slice bread</li><li>1 tsp butter</li></ul><h2>Method</h2><p>Toast the bread until golden, then do this:</p><p>Spread the butter over it while warm.</p></body></html>`;
    expect(steps(html)).toHaveLength(2);
  });

  test('step numbers printed in Hebrew, Vietnamese, Russian, Romanian and Serbian words are no part of the step', () => {
    expect(
      ['שלב 1: ראשית, חממו את התנור.', 'Bước 3: Hầm rau củ.', 'Шаг 2. Смешайте муку.', 'Pasul 1: Amestecăm.', 'Korak 4: Pecite.'].map(stripStepNumber),
    ).toEqual(['ראשית, חממו את התנור.', 'Hầm rau củ.', 'Смешайте муку.', 'Amestecăm.', 'Pecite.']);
  });

  test("the end of a tag left in front of a structured step is no part of it (repassansgluten.com: 'd=”instruction-step-2″>2. …')", () => {
    const ld = {
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Pain au banane',
      recipeIngredient: ['3 bananes', '2 œufs'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Préchauffez le four à 180 °C.' },
        { '@type': 'HowToStep', text: 'd=&#8221;instruction-step-2&#8243;>2. Mélangez la poudre d’amandes et la fécule.' },
      ],
    };
    const html = `<!DOCTYPE html><html lang="fr"><head><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body><h1>Pain au banane</h1></body></html>`;
    expect(steps(html)).toEqual(['Préchauffez le four à 180 °C.', 'Mélangez la poudre d’amandes et la fécule.']);
  });
});
