import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DomainError } from '../../../src/domain/errors';
import { extractRecipes, looksBinary } from '../../../src/domain/recipes/extract';
import { stripSiteName } from '../../../src/domain/recipes/page-title';
import { decodeEntities, parseHtml, MAX_DEPTH } from '../../../src/domain/recipes/html-tree';
import { minutesOf, parseYield } from '../../../src/domain/recipes/page-quantities';
import { languageOfText, sectionOf } from '../../../src/domain/recipes/page-language';
import { linesRight, loadExpectations, PAGES_DIR, scorePage } from '../../helpers/recipe-page-score';

const page = (file: string) => extractRecipes({ html: readFileSync(join(PAGES_DIR, file), 'utf8') }).recipe;

describe('labelled fixture pages (one per layer, plugin and language)', () => {
  const pages = loadExpectations();
  test('the corpus covers every layer and the 13 languages', () => {
    expect(pages.length).toBeGreaterThanOrEqual(40);
    expect(new Set(pages.map((p) => p.language))).toEqual(new Set(['en', 'fr', 'de', 'it', 'es', 'pt', 'nl', 'da', 'sv', 'pl', 'tr', 'hu', 'ja']));
    expect(new Set(pages.map((p) => page(p.file).format))).toEqual(new Set(['json-ld', 'microdata', 'plugin', 'h-recipe', 'headings']));
  });
  test.each(pages.map((p) => [p.file, p] as const))('%s: title, ingredients, steps, yield, total time and language right', (_file, expected) => {
    const s = scorePage(expected);
    expect(s.error).toBeNull();
    expect({ title: s.title, ingredients: s.ingredients, steps: s.steps, yield: s.yield, total: s.total, language: s.language }).toEqual({
      title: true,
      ingredients: true,
      steps: true,
      yield: true,
      total: true,
      language: true,
    });
  });
  test('the scorer fails wrong answers', () => {
    expect(linesRight(['a', 'b', 'c'], ['a b c'])).toBe(false);
    expect(linesRight(['a', 'b'], ['a', 'b', 'Ingredients'])).toBe(false);
    expect(linesRight(['a', 'b'], ['A', 'b.'])).toBe(true);
  });
});

describe('layers and what the answer says about them', () => {
  test('each layer fills only what earlier layers left empty, and says so', () => {
    const r = page('jsonld-partial-pt.html');
    expect(r.format).toBe('json-ld');
    expect(r.field_sources).toMatchObject({
      name: 'json-ld',
      ingredients: 'json-ld',
      instructions: 'headings',
      recipe_yield: 'json-ld',
      total_minutes: 'json-ld',
    });
    expect(r.yield).toEqual({ amount: 20, amount_max: null, unit: 'unidades' });
  });
  test('plugin cards name their plugin; group headings are groups, not ingredients', () => {
    const r = page('wprm-en.html');
    expect(r).toMatchObject({ format: 'plugin', plugin: 'wp-recipe-maker', servings: 4, prep_minutes: 10, total_minutes: 30 });
    expect(r.ingredient_groups.map((g) => g.name)).toEqual(['For the chicken', 'For the sauce']);
    expect(r.ingredients).not.toContain('For the chicken');
    expect(r.ingredients.join(' ')).not.toMatch(/1x|▢/);
  });
  test('sections of steps keep their names and are numbered from 1', () => {
    const r = page('wprm-pl.html');
    expect(r.instructions.map((g) => [g.name, g.steps.map((s) => s.number)])).toEqual([
      ['Ciasto', [1, 2]],
      ['Farsz', [1, 2, 3]],
    ]);
  });
  test('the recipe title wins over the page title; without one, the h1 or a title without " - Site" is used', () => {
    expect(page('mediavine-en.html').name).toBe('Grilled Flank Steak');
    expect(page('jsonld-noname-it.html')).toMatchObject({ name: 'Tiramisù classico', field_sources: { name: 'page' } });
    expect(stripSiteName('Best Brownies - Sally’s Kitchen', [])).toBe('Best Brownies');
    expect(stripSiteName('Sally’s Kitchen | Best Brownies', ['Sally’s Kitchen'])).toBe('Best Brownies');
  });
  test('the language comes from the page, else from the recipe text', () => {
    expect(page('jsonld-ja.html')).toMatchObject({ language: 'ja', language_source: 'text' });
    expect(page('headings-tr.html')).toMatchObject({ language: 'tr', language_source: 'html-lang' });
    expect(languageOfText('Mettre la farine dans un saladier, ajouter les œufs et le lait pour une pâte avec des grumeaux')).toBe('fr');
    expect(languageOfText('Die Butter mit dem Zucker und den Eiern schaumig schlagen, dann das Mehl für den Teig unterheben')).toBe('de');
  });
  test('scripts, event handlers and markup never reach the answer', () => {
    const json = JSON.stringify(page('jsonld-script-en.html'));
    expect(json).not.toMatch(/<script|<img|<b>|onerror|alert|steal/);
  });
  test('a page without a recipe is a 422 saying what was looked for', () => {
    try {
      extractRecipes({ html: '<html lang="en"><body><h1>About us</h1><p>We love food.</p></body></html>' });
      throw new Error('no error');
    } catch (e) {
      expect((e as DomainError).kind).toBe('unresolvable');
      expect((e as DomainError).message).toMatch(/Looked for: JSON-LD.*WP Recipe Maker.*h-recipe.*headings in en, fr/);
    }
  });
});

describe('character references', () => {
  test('Latin-1, fractions and punctuation decode; names are case-sensitive; unknown names stay as written', () => {
    expect(decodeEntities('&frac13; oz. Butter, &frac23; cup, &frac18; tsp')).toBe('⅓ oz. Butter, ⅔ cup, ⅛ tsp');
    expect(decodeEntities('&Eacute;clair &eacute;t&eacute;, cr&egrave;me br&ucirc;l&eacute;e, &szlig;, &oslash;')).toBe('Éclair été, crème brûlée, ß, ø');
    expect(decodeEntities('&laquo;Pasta&raquo; &euro;3 &bdquo;x&ldquo; 5&minus;6 &AMP; &amp;')).toBe('«Pasta» €3 „x“ 5−6 & &');
    expect(decodeEntities('&unknownname; &amp &frac13')).toBe('&unknownname; & &frac13');
  });
});

describe('hostile and malformed pages', () => {
  test('deep nesting is flattened, not recursed into', () => {
    const deep = `<div>${'<div><span>'.repeat(5_000)}x${'</span></div>'.repeat(5_000)}</div>`;
    let depth = 0;
    for (let el = parseHtml(deep); el.children.length; el = (el.children.find((c) => typeof c !== 'string') as never) ?? { children: [] }) depth++;
    expect(depth).toBeLessThanOrEqual(MAX_DEPTH + 1);
    const html = `<html><body>${'<div>'.repeat(5_000)}<h2>Ingredients</h2><ul><li>1 egg</li><li>salt</li></ul><h2>Method</h2><p>Boil the egg.</p></body></html>`;
    expect(extractRecipes({ html }).recipe.ingredients).toEqual(['1 egg', 'salt']);
  });
  test('unclosed tags and stray end tags still give the recipe', () => {
    const html =
      '<h1>Toast</h1></span><h2>Ingredients</h2><ul><li>1 slice bread<li>butter</ul></div><h2>Directions</h2><ol><li>Toast the bread.<li>Butter it.</ol>';
    const r = extractRecipes({ html }).recipe;
    expect(r.ingredients).toEqual(['1 slice bread', 'butter']);
    expect(r.instructions[0]!.steps.map((s) => s.step)).toEqual(['Toast the bread.', 'Butter it.']);
  });
  test('a stray quote inside a tag ends no sooner or later than a browser reads it', () => {
    const html = `<svg width="24" height="24 role="img" viewBox="0 0 24 24"><path d="M1 1"/></svg>
      <script type="application/ld+json">{"@type":"Recipe","name":"Jam","recipeIngredient":["1 kg plums"],"recipeInstructions":"Cook the plums."}</script>`;
    const r = extractRecipes({ html }).recipe;
    expect(r.format).toBe('json-ld');
    expect(r.ingredients).toEqual(['1 kg plums']);
    expect(parseHtml('<p title="it\'s" class=x>one</p><p>two</p>').children).toHaveLength(2);
  });
  test('attributes are read as browsers read them: spaced, bare, unclosed, repeated, in capitals', () => {
    const attrs = (html: string) => (parseHtml(html).children[0] as { attrs: Record<string, string> }).attrs;
    expect(attrs('<a B = "c" d= \'e\' f =g h data-x=&amp;y>')).toEqual({ b: 'c', d: 'e', f: 'g', h: '', 'data-x': '&y' });
    // A value quoted but never closed leaves the name bare; the rest of the tag is read on.
    expect(attrs('<a b="c d=e>')).toEqual({ b: '', c: '', d: 'e' });
    expect(attrs('<a id=1 ID=2 Ñame=3>')).toEqual({ id: '1', ñame: '3' });
    expect(attrs('<img src=x/>')).toEqual({ src: 'x' });
    expect(attrs('<br class="a" / >')).toEqual({ class: 'a' });
    expect((parseHtml('<DIV CLASS=x>t</DIV>').children[0] as { tag: string }).tag).toBe('div');
  });
  test("a country's code or Norwegian's written form as the page language reads as the language", () => {
    const page = (lang: string) =>
      `<html lang="${lang}"><body><h1>Kladdkaka</h1><h2>Ingredienser</h2><ul><li>100 g smör</li><li>2 ägg</li></ul><h2>Gör så här</h2><ol><li>Smält smöret.</li></ol></body></html>`;
    expect(extractRecipes({ html: page('se') }).recipe.language).toBe('sv');
    expect(extractRecipes({ html: page('nb-NO') }).recipe.language).toBe('no');
    expect(extractRecipes({ html: page('sv-SE') }).recipe.language).toBe('sv');
  });
  test('binary content is recognised', () => {
    expect(looksBinary('\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR')).toBe(true);
    expect(looksBinary('<html><body>Crème brûlée</body></html>')).toBe(false);
  });
});

describe('times, yields and section words', () => {
  test('ISO 8601 and free-text durations in the page languages', () => {
    expect([minutesOf('PT1H30M'), minutesOf('P0DT0H20M'), minutesOf('P0Y0M0DT0H35M0.000S'), minutesOf('PT90M'), minutesOf('P1Y')]).toEqual([
      90,
      20,
      35,
      90,
      null,
    ]);
    expect([
      minutesOf('1 hr 15 mins'),
      minutesOf('1 Std. 30 Min.'),
      minutesOf('45 minutos'),
      minutesOf('1 óra 20 perc'),
      minutesOf('30分'),
      minutesOf('2 uur'),
      minutesOf('1 godz. 10 min'),
      minutesOf('40 dakika'),
      minutesOf('Varies'),
    ]).toEqual([75, 90, 45, 80, 30, 120, 70, 40, null]);
  });
  test('yields become a number with a unit', () => {
    expect(parseYield(['4', '4 servings'])).toEqual({ amount: 4, amount_max: null, unit: 'servings' });
    expect(parseYield(['Serves 4-6'])).toEqual({ amount: 4, amount_max: 6, unit: 'servings' });
    expect(parseYield(['1 loaf (12 slices)'])).toEqual({ amount: 1, amount_max: null, unit: 'loaf' });
    expect(parseYield(['2人分'])).toEqual({ amount: 2, amount_max: null, unit: '人分' });
    expect(parseYield(['Portionen: 4'])).toEqual({ amount: 4, amount_max: null, unit: 'servings' });
    expect(parseYield(['a big pot'])).toBeNull();
  });
  test('section words in every language, with the tails pages add', () => {
    expect(['Zutaten für 4 Personen', '材料（2人分）', 'Hozzávalók:', 'Składniki', 'Malzemeler', 'Ingrediënten'].map(sectionOf)).toEqual(
      Array(6).fill('ingredients'),
    );
    expect(['Zubereitung', '作り方', 'Yapılışı', 'Elkészítés', 'Gör så här', 'Fremgangsmåde', 'Modo de preparo', 'Procedimento'].map(sectionOf)).toEqual(
      Array(8).fill('instructions'),
    );
    expect(['Ingredients of a good life and many other long things to say', 'Recipe notes'].map(sectionOf)).toEqual([null, null]);
  });
  test("English headings that say 'recipe' before the section's word ('Recipe Ingredients', 'RECIPE STEPS': magimix.com, culinaryhill.com, cleaneatingkitchen.com)", () => {
    expect(['Recipe Ingredients', 'Recipe ingredients:'].map(sectionOf)).toEqual(['ingredients', 'ingredients']);
    expect(['RECIPE STEPS', 'Recipe Instructions', 'Recipe Method', 'Recipe directions'].map(sectionOf)).toEqual(Array(4).fill('instructions'));
  });
  test('a section word with a long tail naming the dish it is for opens the section (hogarmania.com); a long tail of other words does not', () => {
    const forTheDish = [
      'Ingredientes para hacer crema de calabaza con Thermomix',
      'Ingredients for the roasted pumpkin soup with sage butter',
      'Zubereitung für den schnellen Apfelstrudel mit Vanillesauce',
    ];
    expect(forTheDish.map(sectionOf)).toEqual(['ingredients', 'ingredients', 'instructions']);
    // A tab bar's text: the section word, then the other tabs' words.
    expect(sectionOf('Ingredienser personer Sådan gør du IngredienserSådan gør du')).toBeNull();
  });
});
