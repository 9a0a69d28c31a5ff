import { describe, expect, test } from 'bun:test';
import { extractRecipes } from '../../../src/domain/recipes/extract';
import { sectionOf } from '../../../src/domain/recipes/page-language';

// Section words written from tune pages of the sixteenth real-page batch (francescakookt.nl), checked on a small hand-written page.
describe('Dutch section headings', () => {
  test('"Wat je nodig hebt" opens the ingredients and "Wat je gaat doen" the method, with a tail for whom (francescakookt.nl)', () => {
    expect(['Wat je nodig hebt voor 4 personen', 'Dit heb je nodig', 'Wat heb je nodig:'].map(sectionOf)).toEqual(Array(3).fill('ingredients'));
    expect(['Wat je gaat doen', 'Zo ga je te werk'].map(sectionOf)).toEqual(['instructions', 'instructions']);
    const html = `<!DOCTYPE html><html lang="nl"><body><h1>Rode kool stamppot</h1><h3>Wat je nodig hebt voor 4 personen</h3><ul><li>900 gr aardappelen</li><li>500 gr gekookte rode kool</li><li>zwarte peper</li></ul>
      <h3>Wat je gaat doen</h3><ol><li>Kook de aardappelen 14 minuten en stamp ze tot een puree.</li><li>Roer de rode kool erdoor en breng op smaak met peper.</li></ol></body></html>`;
    const r = extractRecipes({ html }).recipe;
    expect(r.ingredients).toEqual(['900 gr aardappelen', '500 gr gekookte rode kool', 'zwarte peper']);
    expect(r.instructions.flatMap((g) => g.steps)).toHaveLength(2);
  });
});
