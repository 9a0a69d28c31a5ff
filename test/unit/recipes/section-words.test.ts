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

// Section words of languages the heading fallback did not read, each as found on saved pages of sites in no labelled set.
describe('section headings of further languages', () => {
  test.each([
    ['Ingrediente', 'ingredients'],
    ['Mod de preparare', 'instructions'],
    ['Tržaška omaka – sestavine:', 'ingredients'],
    ['Tržaška omaka – priprava:', 'instructions'],
    ['Tržaška omaka – pripomočki:', 'stop'],
    ['Ingredientai:', 'ingredients'],
    ['Gaminimas:', 'instructions'],
    ['Gaminimo eiga', 'instructions'],
    ['Ainekset', 'ingredients'],
    ['Tee näin', 'instructions'],
    ['Koostisosad', 'ingredients'],
    ['Bahan-bahan', 'ingredients'],
    ['Cara membuat', 'instructions'],
    ['Chuẩn Bị Nguyên Liệu', 'ingredients'],
    ['Thành phần đậu phông luộc', 'ingredients'],
    ['Thành Phần Dinh Dưỡng Thiết Yếu', 'stop'],
    ['FREMGANGSMÅTE', 'instructions'],
    ['De ce ai nevoie pentru ravioli cu ciuperci', 'ingredients'],
    ['Czego potrzebujesz – składniki i sprzęt', 'ingredients'],
    ['Instrukcja krok po kroku', 'instructions'],
    ['Kako napraviti kolače?', 'instructions'],
    ['Читати також:', 'stop'],
    ['Citește și', 'stop'],
    ['Pogledajte i ove recepte', 'stop'],
    ['Các bước thực hiện', 'instructions'],
    ['Інгредієнти:', 'ingredients'],
    ['Як приготувати булочки «Гнізда»:', 'instructions'],
    ['Необходими продукти:', 'ingredients'],
    ['Начин на приготвяне:', 'instructions'],
    ['רשימת מצרכים', 'ingredients'],
    ['אופן ההכנה', 'instructions'],
    ['ส่วนผสมของไส้', 'ingredients'],
    ['วิธีทำ', 'instructions'],
    ['Način pripreme', 'instructions'],
    ['Τα υλικά', 'ingredients'],
    ['Η διαδικασία', 'instructions'],
    ['Gli ingredienti per i cannelloni con funghi porcini', 'ingredients'],
    ['Il procedimento', 'instructions'],
  ] as const)('%s opens %s', (heading, kind) => expect(sectionOf(heading)).toBe(kind));

  test('words that only start a longer word or a nutrition heading open nothing', () => {
    expect(['Valmistusaika', 'Час приготування', 'Ingredientes', 'The Methodist Church'].map(sectionOf)).toEqual([null, null, 'ingredients', null]);
  });

  test('a Romanian page headed "Ingrediente" and "Preparare …" is read, its language from the declaration', () => {
    const html = `<!DOCTYPE html><html lang="ro-RO"><body><h1>Ravioli cu sos de ciuperci</h1><h2>Ingrediente</h2><p>Ravioli (între 5 și 8 bucăți de persoană)</p><p>Smântână de gătit cam 100 de g</p><p>Sare și piper proaspăt măcinat.</p>
      <h2>Preparare ravioli cu sos de ciuperci</h2><p>Punem crema de ciuperci într-o tigaie și adăugăm smântână de gătit până obținem un sos omogen.</p><p>Fierbem ravioli câteva minute, apoi îi punem peste sos.</p><h2>Citește și</h2><p>Alte rețete</p></body></html>`;
    const r = extractRecipes({ html }).recipe;
    expect(r.ingredients).toEqual(['Ravioli (între 5 și 8 bucăți de persoană)', 'Smântână de gătit cam 100 de g', 'Sare și piper proaspăt măcinat.']);
    expect(r.instructions.flatMap((g) => g.steps)).toHaveLength(2);
    expect(r.language).toBe('ro');
  });

  test('Hebrew and Thai text name their language when the page declares none', () => {
    const page = (h1: string, ing: string, steps: string, lines: string[], step: string) =>
      `<!DOCTYPE html><html><body><h1>${h1}</h1><h2>${ing}</h2><ul>${lines.map((l) => `<li>${l}</li>`).join('')}</ul><h2>${steps}</h2><ol><li>${step}</li></ol></body></html>`;
    const he = extractRecipes({
      html: page('מדליוני פילה בקר', 'רשימת מצרכים', 'אופן ההכנה', ['2 מדליוני פילה בקר', '2 כפות חמאה'], 'מחממים מחבת ומוסיפים את החמאה והבשר.'),
    }).recipe;
    expect([he.language, he.ingredients.length]).toEqual(['he', 2]);
    const th = extractRecipes({ html: page('ขนมจีบหมูกุ้ง', 'ส่วนผสมของไส้', 'วิธีทำ', ['หมูสับ 300 กรัม', 'กุ้ง 200 กรัม'], 'ผสมหมูสับและกุ้งให้เข้ากัน แล้วนำไปนึ่ง') }).recipe;
    expect([th.language, th.ingredients.length]).toEqual(['th', 2]);
  });
});
