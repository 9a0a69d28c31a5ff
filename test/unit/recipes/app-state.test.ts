import { describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appStates, jsonValueAt, nestingWithin, parseState, reviveNuxtPayload, STATE_LIMITS, type StateJson } from '../../../src/domain/recipes/app-state';
import { appStateLayer } from '../../../src/domain/recipes/app-state-recipe';
import { extractRecipes } from '../../../src/domain/recipes/extract';
import { parseHtml } from '../../../src/domain/recipes/html-tree';
import { PAGES_DIR } from '../../helpers/recipe-page-score';

const page = (head: string, body: string) => `<!DOCTYPE html><html lang="en"><head>${head}</head><body>${body}</body></html>`;
const nextData = (state: object, title = 'Lentil Soup | Site') =>
  page(`<title>${title}</title>`, `<div id="__next"></div><script id="__NEXT_DATA__" type="application/json">${JSON.stringify(state)}</script>`);
const soup = {
  title: 'Lentil Soup',
  ingredients: ['1 cup red lentils', '1 onion, chopped', '4 cups stock'],
  steps: ['Fry the onion in a little oil until soft.', 'Add the lentils and the stock and simmer for 20 minutes.'],
};
const read = (html: string) => extractRecipes({ html }).recipe;
const stepTexts = (r: ReturnType<typeof read>) => r.instructions.flatMap((g) => g.steps.map((s) => s.step));
const fixture = (file: string) => readFileSync(join(PAGES_DIR, 'app-state', file), 'utf8');

describe('application state, read as data (app-state.ts)', () => {
  test('Next.js\'s __NEXT_DATA__, an assigned literal, JSON.parse("…") and Inertia\'s data-page attribute are read; a script with src is not', () => {
    const inertia = JSON.stringify({ component: 'Recipe/Show', props: { recipe: { title: 'Inertia', padding: 'x'.repeat(200) } } });
    const html = page(
      '',
      `<script id="__NEXT_DATA__" type="application/json">{"props":{"pageProps":{"a":1}}}</script>
      <script>window.__INITIAL_STATE__ = {"b":[1,2]}; var other = {"c":3};</script>
      <script>window["__APOLLO_STATE__"]=JSON.parse("{\\"d\\":true}")</script>
      <script src="/app.js">window.__PRELOADED_STATE__ = {"e":1}</script>
      <div id="app" data-page="${inertia.replace(/"/g, '&quot;')}"></div>`,
    );
    expect(appStates(parseHtml(html))).toEqual([{ props: { pageProps: { a: 1 } } }, JSON.parse(inertia), { b: [1, 2] }, { d: true }]);
  });
  test("Nuxt 2's window.__NUXT__=(function(a,b){…}(…)) is code: skipped, never run", () => {
    const html = page('', '<script>window.__NUXT__=(function(a,b){return {data:[{title:a,ingredients:[b]}]}}("Soup","salt"));</script>');
    expect(appStates(parseHtml(html))).toEqual([]);
  });
  test('App Router flight data: pushes joined, rows of JSON read, rows of text or modules left', () => {
    const row = `5:${JSON.stringify([['$', 'div', null, { recipe: { name: 'Flight' } }]])}\n`;
    const push = (s: string) => `<script>self.__next_f.push(${JSON.stringify([1, s])})</script>`;
    const html = page(
      '',
      `<script>(self.__next_f=self.__next_f||[]).push([0])</script>${push('1:I[123,["a.js"],"X"]\n2:T5,hello\n')}${push(row.slice(0, 20))}${push(row.slice(20))}`,
    );
    expect(appStates(parseHtml(html))).toEqual([[['$', 'div', null, { recipe: { name: 'Flight' } }]]]);
  });
  test('malformed JSON, too deep or too large: skipped without an exception', () => {
    expect(parseState('{"a": [1, 2,, ]}')).toBeUndefined();
    expect(parseState('{"a": "unclosed')).toBeUndefined();
    const deep = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    expect(nestingWithin(deep, STATE_LIMITS.maxNesting)).toBe(false);
    expect(parseState(deep)).toBeUndefined();
    expect(jsonValueAt(`x=${deep}`, 2)).toBeNull();
    expect(parseState(`"${'a'.repeat(STATE_LIMITS.maxChars)}"`)).toBeUndefined();
    // Brackets inside strings are text, not nesting.
    expect(nestingWithin(`{"a":"${'['.repeat(500)}\\"]"}`, 2)).toBe(true);
    const html = page('', `<script id="__NEXT_DATA__" type="application/json">${deep}</script><script>window.__INITIAL_STATE__ = {"a": [1, 2</script>`);
    expect(appStates(parseHtml(html))).toEqual([]);
  });
  test('a script of many unclosed assignments or pushes, or assignments quoted inside a value, is read once, in bounded time', () => {
    const unclosed = page('', `<script>${'window.__A__ = {"a": ['.repeat(40_000)}</script><script>${'self.__next_f.push([1,"x'.repeat(40_000)}</script>`);
    const t = performance.now();
    expect(appStates(parseHtml(unclosed))).toEqual([]);
    expect(performance.now() - t).toBeLessThan(1000);
    const quoted = page('', `<script>window.__INITIAL_STATE__ = {"note":"window.__X__ = [1]","z":[1]};</script>`);
    expect(appStates(parseHtml(quoted))).toEqual([{ note: 'window.__X__ = [1]', z: [1] }]);
  });
  test('a Nuxt 3 payload (__NUXT_DATA__) is revived: indices resolved, wrappers and dates unwrapped, a cycle read as null', () => {
    const payload: StateJson[] = [
      ['ShallowReactive', 1],
      { data: 2, state: 7 },
      ['Reactive', 3],
      { recipe: 4 },
      { title: 5, made: 6, self: 3 },
      'Soup',
      ['Date', '2024-01-01'],
      ['Set', 5],
    ];
    expect(reviveNuxtPayload(payload)).toEqual({ data: { recipe: { title: 'Soup', made: '2024-01-01', self: null } }, state: ['Soup'] });
    const html = page('', `<script type="application/json" id="__NUXT_DATA__" data-ssr="true">${JSON.stringify(payload)}</script>`);
    expect(appStates(parseHtml(html))).toEqual([{ data: { recipe: { title: 'Soup', made: '2024-01-01', self: null } }, state: ['Soup'] }]);
  });
  test('a payload whose references fan out is revived within a bounded number of values', () => {
    // Each level points twice at the next: 2^40 paths if every reference were expanded anew.
    const payload: StateJson[] = Array.from({ length: 40 }, (_, i) => (i === 39 ? 'leaf' : [i + 1, i + 1]));
    const t = performance.now();
    reviveNuxtPayload(payload);
    expect(performance.now() - t).toBeLessThan(1000);
  });
});

describe('a recipe in application state (app-state-recipe.ts), the last layer', () => {
  test('a title beside ingredient lines and steps is the recipe; format and sources say app-state', () => {
    const r = read(nextData({ props: { pageProps: { recipe: soup } } }));
    expect([r.format, r.name, r.ingredients, stepTexts(r)]).toEqual(['app-state', 'Lentil Soup', soup.ingredients, soup.steps]);
    expect(r.field_sources.ingredients).toBe('app-state');
  });
  test('runs only when the other layers miss ingredients or steps: a full JSON-LD recipe is kept as it is', () => {
    const ld = `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Lentil Soup', recipeIngredient: ['2 cups lentils', 'salt'], recipeInstructions: ['Boil the lentils in salted water.'] })}</script>`;
    const html = nextData({ props: { pageProps: { recipe: soup } } }).replace('</head>', `${ld}</head>`);
    const r = read(html);
    expect([r.format, r.ingredients, stepTexts(r), Object.values(r.field_sources).includes('app-state')]).toEqual([
      'json-ld',
      ['2 cups lentils', 'salt'],
      ['Boil the lentils in salted water.'],
      false,
    ]);
  });
  test('ingredient objects become lines: amount, unit (plural past one), prefix, name, note; a given text keeps its line; 0 is no amount', () => {
    const ingredients = [
      {
        amount: 2,
        unit: { name_singular: 'stick', name_plural: 'sticks', abbreviation: null },
        ingredient: { name_singular: 'celery', name_plural: 'celery' },
      },
      { amount: 1, unit: { name_singular: 'clove', name_plural: 'cloves' }, prefix: 'fresh', ingredient: { name_singular: 'garlic' }, suffix: 'crushed' },
      { quantity: '1 1/2', text: 'cups/190 grams flour (see Tip)' },
      { amount: 0, unit: '', name: 'Salt and pepper', usageInfo: ', to taste' },
      { displayIngredientQuantity: 3, displayUnitOfMeasurement: 'Stk.', name: 'Pak Choi' },
      { title: '50g diced olives', amount: 50 },
    ];
    const r = read(nextData({ props: { pageProps: { recipe: { ...soup, ingredients } } } }));
    expect(r.ingredients).toEqual([
      '2 sticks celery',
      '1 clove fresh garlic crushed',
      '1 1/2 cups/190 grams flour (see Tip)',
      'Salt and pepper, to taste',
      '3 Stk. Pak Choi',
      '50g diced olives',
    ]);
  });
  test('an amount and unit inside an object of their own ({ primary_unit }, { measurement: { metric } }); a remark after a comma (tasty.co, kitchenstories.com)', () => {
    const ingredients = [
      { name: 'beef short ribs', extra_comment: 'cut into 2-inch pieces', primary_unit: { quantity: '3', display: 'lb' }, metric_unit: null },
      {
        name: { rendered: 'strawberries', one: 'strawberry' },
        measurement: { metric: { amount: 2, unit: { name: { one: 'lb', many: 'lbs', rendered: 'lbs' } } } },
      },
    ];
    expect(read(nextData({ props: { pageProps: { recipe: { ...soup, ingredients } } } })).ingredients).toEqual([
      '3 lb beef short ribs, cut into 2-inch pieces',
      '2 lbs strawberries',
    ]);
  });
  test('lists of lists are groups (cybercook.com.br); an item of a step list is one step, its line breaks kept inside it; display_text is a step text', () => {
    const recipe = {
      title: 'Lentil Soup',
      ingredients: [[{ text: '1 cup lentils' }, { text: '1 onion' }], [{ text: '2 tbsp yoghurt' }]],
      directions: [['Fry the onion.', 'Add the lentils.']],
      steps: undefined,
    };
    const r = read(nextData({ props: { pageProps: { recipe } } }));
    expect([r.ingredient_groups.map((g) => g.ingredients), stepTexts(r)]).toEqual([
      [['1 cup lentils', '1 onion'], ['2 tbsp yoghurt']],
      ['Fry the onion.', 'Add the lentils.'],
    ]);
    const broken = { ...soup, steps: undefined, instructions: [{ display_text: 'Test the jam on a cold\nplate from the freezer.' }, 'Pour into\njars.'] };
    expect(stepTexts(read(nextData({ props: { pageProps: { recipe: broken } } })))).toEqual([
      'Test the jam on a cold plate from the freezer.',
      'Pour into jars.',
    ]);
  });
  test('groups: objects holding their own list, or header entries, name the lines after them; counts and ids are no lists', () => {
    const recipe = {
      title: 'Lentil Soup',
      ingredientCount: [3, 4],
      ingredientGroups: [
        {
          name: 'Soup',
          items: [
            { ingredientQuantity: 1, unitName: 'cup', name: 'lentils' },
            { ingredientQuantity: 1, name: 'onion' },
          ],
        },
        { name: 'Topping', items: [{ ingredientQuantity: 2, unitName: 'tbsp', name: 'yoghurt' }] },
      ],
      steps: [{ text: 'Simmer the lentils with the onion.', stepIngredients: [{ name: 'lentils' }] }, { text: 'Top with the yoghurt.' }],
    };
    const r = read(nextData({ props: { pageProps: { recipe } } }));
    expect(r.ingredient_groups).toEqual([
      { name: 'Soup', ingredients: ['1 cup lentils', '1 onion'] },
      { name: 'Topping', ingredients: ['2 tbsp yoghurt'] },
    ]);
    // A step's own ingredient list ("stepIngredients") does not make it a group of steps.
    expect(stepTexts(r)).toEqual(['Simmer the lentils with the onion.', 'Top with the yoghurt.']);
    const headers = [{ title: 'Dough', is_header: true }, { title: '200 g flour' }, { title: '1 egg' }];
    expect(read(nextData({ props: { pageProps: { recipe: { ...soup, ingredients: headers } } } })).ingredient_groups).toEqual([
      { name: 'Dough', ingredients: ['200 g flour', '1 egg'] },
    ]);
  });
  test('steps: objects with a text and a title (a bare "Step 1" is none), groups of steps, or one HTML or plain text split at its breaks', () => {
    const withTitles = [
      { header: 'Schritt 1', body: '**2 EL Öl** erhitzen und die Zwiebel anbraten.' },
      { header: 'Tipp', body: 'Mit Sesam bestreuen.' },
    ];
    const r = read(nextData({ props: { pageProps: { recipe: { ...soup, preparationInstructions: withTitles, steps: undefined } } } }));
    expect(r.instructions[0]!.steps.map((s) => [s.step, s.name])).toEqual([
      ['2 EL Öl erhitzen und die Zwiebel anbraten.', null],
      ['Mit Sesam bestreuen.', 'Tipp'],
    ]);
    const grouped = [{ title: 'Soup', instructions: [{ instruction: 'Fry the onion.' }, { instruction: 'Add the lentils.' }] }];
    expect(read(nextData({ props: { pageProps: { recipe: { ...soup, grouped_instructions: grouped, steps: undefined } } } })).instructions).toEqual([
      {
        name: 'Soup',
        steps: [
          { number: 1, step: 'Fry the onion.', name: null },
          { number: 2, step: 'Add the lentils.', name: null },
        ],
      },
    ]);
    // A mode beside the method ("legacy") is no step; the method's numbers ("1)") are not part of its steps.
    const method = {
      method_mode: 'legacy',
      method_legacy: 'Heat the oven to 200&deg;C.\r\n<BR><BR>\r\n1) Mix the filling.\r\n<BR><BR>\r\n2) Bake for 20 minutes.',
    };
    const nested = read(nextData({ props: { recipe: { title: 'Lentil Soup', instructions: { ingredients: soup.ingredients, ...method } } } }));
    expect(stepTexts(nested)).toEqual(['Heat the oven to 200°C.', 'Mix the filling.', 'Bake for 20 minutes.']);
    const plainText = read(nextData({ props: { recipe: { ...soup, steps: undefined, directions: 'Fry the onion.\nAdd the lentils and simmer.' } } }));
    expect(stepTexts(plainText)).toEqual(['Fry the onion.', 'Add the lentils and simmer.']);
  });
  test("two recipes in the state: the one the page's title names; neither named: none (a related recipe is not the page's); no title at all: the first", () => {
    const curry = { title: 'Red Curry', ingredients: ['1 tbsp curry paste', '400 ml coconut milk'], steps: ['Fry the paste, add the milk and simmer.'] };
    const state = { props: { pageProps: { related: [curry], recipe: soup } } };
    expect(read(nextData(state, 'Lentil Soup | Site')).name).toBe('Lentil Soup');
    expect(read(nextData(state, 'Best Red Curry Ever - Site')).name).toBe('Red Curry');
    expect(() => read(nextData(state, 'Ratatouille : recette de Ratatouille'))).toThrow('No recipe found');
    const untitled = page('', `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify(state)}</script>`);
    expect(read(untitled).name).toBe('Red Curry');
  });
  test('a list many objects share (a Nuxt 3 payload pointing 20,000 titled objects at one list of 2,000 lines) is read once', () => {
    const n = 20_000;
    const lines = Array.from({ length: 2000 }, (_, i) => `${i + 1} g flour`);
    // 0: the root list; 1..n: titled objects; n+1: the shared ingredient list; n+2..: its lines; then a title and a step list.
    const title = n + 2 + lines.length;
    const steps = title + 1;
    const payload: StateJson[] = [
      Array.from({ length: n }, (_, i) => i + 1),
      ...Array.from({ length: n }, () => ({ title, ingredients: n + 1, steps })),
      Array.from({ length: lines.length }, (_, i) => n + 2 + i),
      ...lines,
      'Flour Pile',
      [steps + 1],
      'Heap the flour on the board.',
    ];
    const html = page('<title>Flour Pile</title>', `<script type="application/json" id="__NUXT_DATA__">${JSON.stringify(payload)}</script>`);
    const t = performance.now();
    expect(appStateLayer(parseHtml(html))?.ingredient_groups[0]?.ingredients.length).toBe(2000);
    expect(performance.now() - t).toBeLessThan(3000);
  });
  test('the same recipe twice (a summary and the full copy): the fuller one', () => {
    const summary = { ...soup, ingredients: soup.ingredients.slice(0, 2) };
    expect(read(nextData({ a: { recipe: summary }, b: { recipe: soup } })).ingredients).toEqual(soup.ingredients);
  });
  test("Apollo's normalised cache: a { __ref } stands for the entry it names", () => {
    const state = { ROOT_QUERY: { recipe: { __ref: 'Recipe:1' } }, 'Recipe:1': soup };
    const html = page('<title>Lentil Soup</title>', `<script>window.__APOLLO_STATE__ = ${JSON.stringify(state)};</script>`);
    expect(read(html).ingredients).toEqual(soup.ingredients);
  });
  test('no recipe shape, huge or deeply nested state: no recipe, in bounded time', () => {
    expect(() => read(nextData({ props: { title: 'Shop', ingredients: [1, 2, 3], steps: 4 } }))).toThrow('No recipe found');
    // About 1 MB of state, the most a page can hold: parsed, walked within the layer's budget.
    const wide = { props: { items: Array.from({ length: 25_000 }, (_, i) => ({ id: i, title: `Item ${i}`, tags: ['a'] })) } };
    const root = parseHtml(nextData(wide));
    expect(appStates(root).length).toBe(1);
    const t = performance.now();
    expect(appStateLayer(root)).toBeNull();
    expect(performance.now() - t).toBeLessThan(5000);
    // Nested past the layer's depth (within the parse limit): not looked for.
    let deep: object = { recipe: soup };
    for (let i = 0; i < 45; i++) deep = { child: deep };
    expect(appStates(parseHtml(nextData(deep))).length).toBe(1);
    expect(() => read(nextData(deep))).toThrow('No recipe found');
    let shallower: object = { recipe: soup };
    for (let i = 0; i < 30; i++) shallower = { child: shallower };
    expect(read(nextData(shallower)).name).toBe('Lentil Soup');
  });
});

describe('saved pages whose recipe is in application state (fixtures in recipe-pages/app-state/)', () => {
  test('picnic.app: Next.js App Router flight data, no other layer finds a recipe', () => {
    const r = read(fixture('picnic-app-de.html'));
    expect([r.format, r.name, r.ingredients.length, r.ingredients.slice(0, 3), r.ingredients[10]]).toEqual([
      'app-state',
      'Udon Nudeln-Bowl mit Pak Choi',
      15,
      ['3 Stk. Pak Choi', '0.5 Bund Frühlingszwiebeln', 'Ingwer gemahlen'],
      'Sriracha',
    ]);
    const steps = r.instructions.flatMap((g) => g.steps);
    expect(steps.length).toBe(6);
    expect(steps[0]!.step.startsWith('2 Pack Choi waschen, Strunk dünn abschneiden')).toBe(true);
    expect(steps[0]!.step.endsWith('1 Glas Mungobohnen in ein Sieb abgießen.')).toBe(true);
    expect([steps[0]!.name, steps[5]!.name]).toEqual([null, 'Tipp']);
  });
  test("foodnetwork.co.uk: Inertia's data-page gives the steps the JSON-LD recipe lacks; its name and ingredients stay the JSON-LD's", () => {
    const r = read(fixture('foodnetwork-co-uk-en.html'));
    expect([r.format, r.name, r.ingredients.length, r.field_sources.ingredients, r.field_sources.instructions]).toEqual([
      'json-ld',
      'Tuscan mushrooms',
      9,
      'json-ld',
      'app-state',
    ]);
    expect(stepTexts(r)).toEqual([
      'Preheat the oven to 200°C/gas mark 6.',
      'In a medium bowl mix together the roasted red peppers, olives, cheese, spring onions, olive oil, salt, and pepper.',
      'On a greaseproof paper-lined baking tray place the mushrooms, cavity side up. Spoon the filling into the cavity of the mushrooms. Bake until the mushrooms are tender, about 20 minutes.',
      'Transfer the mushrooms to a serving platter, sprinkle with chopped basil, and serve.',
    ]);
  });
});
