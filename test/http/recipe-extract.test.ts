import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { recipeOps } from '../../src/ops/recipes';
import { IMPORT_LIMITS } from '../../src/domain/recipes/recipe-import-limits';
import { body, createHarness, meter, type Harness } from '../helpers/harness';
import { PAGES_DIR } from '../helpers/recipe-page-score';
import { fixtureCatalog } from '../fixtures/catalog';
import { selfSignedCert } from '../helpers/tls-cert';

let h: Harness;
beforeAll(async () => {
  // localhost is allowlisted on purpose: the allowlist alone must not let a request reach a loopback address.
  h = await createHarness(recipeOps, { catalog: fixtureCatalog(), env: { MORSEL_IMPORT_HOSTS: 'localhost, 127.0.0.1, www.example.org' } });
}, 60_000);
afterAll(async () => {
  await h.stop();
});

const post = async (json: unknown) => {
  const { key } = await h.account('free');
  return h.request('/v1/recipes/extract', { method: 'POST', key, json });
};
type Err = { status: string; code: number; message: string };

describe('POST /v1/recipes/extract', () => {
  test('a plugin page without JSON-LD: layered answer with field sources, groups, yield and language; costs 1 point', async () => {
    const res = await post({ html: readFileSync(join(PAGES_DIR, 'tasty-fr.html'), 'utf8') });
    expect(res.status).toBe(200);
    const b = await body<{ recipe: Record<string, unknown> }>(res);
    expect(b.recipe).toMatchObject({
      format: 'plugin',
      plugin: 'tasty-recipes',
      name: 'Pâte à crêpes inratable',
      language: 'fr',
      language_source: 'html-lang',
      total_minutes: 80,
      yield: { amount: 15, unit: 'crêpes' },
      field_sources: { name: 'plugin', ingredients: 'plugin', instructions: 'plugin', total_minutes: 'plugin' },
      ingredient_groups: [{ name: null, ingredients: ['250 g de farine', '3 œufs', '50 cl de lait', '1 pincée de sel', '30 g de beurre fondu'] }],
    });
    expect(meter(res)).toMatchObject({ cost: 1, used: 1 });
  });

  test('ingredient lines go through the compute-nutrition parser where the page language is read', async () => {
    const html =
      '<html lang="en"><body><h1>Apple milk</h1><h2>Ingredients</h2><ul><li>200 g apple</li><li>1 cup 2% milk</li><li>salt to taste</li></ul><h2>Method</h2><p>Blend.</p></body></html>';
    const b = await body<{ ingredient_nutrition: Record<string, any> }>(await post({ html }));
    expect(b.ingredient_nutrition).toMatchObject({ supported: true, source: 'corpus-parser', unresolved: ['salt to taste'] });
    expect(b.ingredient_nutrition.lines.map((l: { input: string; resolved: boolean }) => [l.input, l.resolved])).toEqual([
      ['200 g apple', true],
      ['1 cup 2% milk', true],
      ['salt to taste', false],
    ]);
    expect(typeof b.ingredient_nutrition.calories).toBe('number');
  });

  test('a page with plain headings only (Japanese)', async () => {
    const res = await post({ html: readFileSync(join(PAGES_DIR, 'headings-ja.html'), 'utf8') });
    expect(res.status).toBe(200);
    const b = await body<{ recipe: Record<string, unknown>; ingredient_nutrition: Record<string, unknown> }>(res);
    expect(b.recipe).toMatchObject({ format: 'headings', name: '基本の卵焼き', language: 'ja', yield: { amount: 2, unit: '人分' }, total_minutes: 15 });
    expect(b.ingredient_nutrition).toMatchObject({ supported: false });
  });

  test('step titles come back as name on each step (null without one), as the response schema says', async () => {
    const html = `<script type="application/ld+json">{"@type":"Recipe","name":"Short ribs","recipeIngredient":["2 lb short ribs","1 tbsp salt"],
      "recipeInstructions":[{"@type":"HowToStep","name":"Brine","text":"Season the ribs the night before."},{"@type":"HowToStep","name":"Smoke the ribs for 4 hours.","text":"Smoke the ribs for 4 hours."}]}</script>`;
    const res = await post({ html });
    expect(res.status).toBe(200);
    const b = await body<{ recipe: { instructions: { steps: { name: string | null; step: string }[] }[] } }>(res);
    expect(b.recipe.instructions[0]!.steps.map((s) => [s.name, s.step])).toEqual([
      ['Brine', 'Season the ribs the night before.'],
      [null, 'Smoke the ribs for 4 hours.'],
    ]);
  });

  test('two recipes the page does not tell apart: both listed with their counts; select_index picks; an index past them is a 400', async () => {
    const card = (ing: string) =>
      `<div class="tasty-recipes"><h2 class="tasty-recipes-title">Crêpes</h2><div class="tasty-recipes-ingredients"><ul><li>${ing}</li><li>3 œufs</li></ul></div><div class="tasty-recipes-instructions"><ol><li>Mélanger.</li><li>Cuire.</li></ol></div></div>`;
    const html = `<html lang="fr"><body>${card('250 g de farine')}${card('200 g de farine de sarrasin')}</body></html>`;
    const b = await body<{ count: number; selected_index: number; candidates: unknown[]; recipe: { ingredients: string[] } }>(
      await post({ html, select_index: 1 }),
    );
    expect(b).toMatchObject({ count: 2, selected_index: 1, recipe: { ingredients: ['200 g de farine de sarrasin', '3 œufs'] } });
    expect(b.candidates).toEqual([
      { index: 0, name: 'Crêpes', format: 'plugin', ingredient_count: 2, step_count: 2 },
      { index: 1, name: 'Crêpes', format: 'plugin', ingredient_count: 2, step_count: 2 },
    ]);
    const bad = await post({ html, select_index: 5 });
    expect(bad.status).toBe(400);
    expect((await body<Err>(bad)).message).toMatch(/select_index must be an integer from 0 to 1/);
  });

  test('a 1 MB page of nested tables is answered, not refused', async () => {
    const cell = '<table><tr><td>Layout<br>';
    const tail = '<h2>Ingredients</h2><ul><li>1 egg</li><li>salt</li></ul><h2>Method</h2><p>Boil the egg.</p></body></html>';
    const html = `<html lang="en"><body>${cell.repeat(Math.floor((IMPORT_LIMITS.max_html_bytes - 50_000) / cell.length))}${tail}`;
    const res = await post({ html });
    expect(res.status).toBe(200);
    expect((await body<{ recipe: { ingredients: string[] } }>(res)).recipe.ingredients).toEqual(['1 egg', 'salt']);
  });

  test('scripts and event handlers are never echoed', async () => {
    const res = await post({ html: readFileSync(join(PAGES_DIR, 'jsonld-script-en.html'), 'utf8') });
    expect(res.status).toBe(200);
    expect(await res.text()).not.toMatch(/<script|onerror|alert\(/);
  });

  test('413 for a 10 MB page, with the limit in the message, at no cost', async () => {
    const res = await post({ html: `<html><body>${'x'.repeat(10 * 1024 * 1024)}</body></html>` });
    expect(res.status).toBe(413);
    expect((await body<Err>(res)).message).toContain(String(IMPORT_LIMITS.max_html_bytes + 16_384));
    expect(meter(res).cost).toBe(0);
  });

  test('413 for a page just over the HTML limit, naming the limit', async () => {
    const res = await post({ html: 'x'.repeat(IMPORT_LIMITS.max_html_bytes + 1) });
    expect(res.status).toBe(413);
    const b = await body<Err>(res);
    expect(b).toMatchObject({ status: 'failure', code: 413 });
    expect(b.message).toContain(`limit is ${IMPORT_LIMITS.max_html_bytes} bytes`);
  });

  test('415 for binary content', async () => {
    const res = await post({ html: '\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR\u0000\u0000\u0001' });
    expect(res.status).toBe(415);
    expect((await body<Err>(res)).message).toMatch(/binary/);
  });

  test('422 when no layer finds a recipe, saying what was looked for; costs 1 point', async () => {
    const res = await post({ html: '<html lang="en"><body><h1>About us</h1><p>We are a small team.</p></body></html>' });
    expect(res.status).toBe(422);
    expect((await body<Err>(res)).message).toMatch(/Looked for: JSON-LD or microdata.*h-recipe.*headings/);
    expect(meter(res).cost).toBe(1);
  });

  test('url: a host off the allowlist, a host resolving to loopback, a literal private address: all refused', async () => {
    const off = await post({ url: 'https://evil.example.net/recipe' });
    expect(off.status).toBe(400);
    expect((await body<Err>(off)).message).toMatch(/not allowed/);
    for (const url of ['https://localhost/recipe', 'https://127.0.0.1/recipe']) {
      const res = await post({ url });
      expect(res.status).toBe(400);
      expect((await body<Err>(res)).message).toMatch(/private or internal address/);
    }
  });

  describe('by url from a page server (a local HTTPS server standing in for recipes.test)', () => {
    const tls = selfSignedCert('recipes.test');
    let server: ReturnType<typeof Bun.serve>;
    beforeAll(() => {
      const page = readFileSync(join(PAGES_DIR, 'tasty-fr.html'), 'utf8');
      server = Bun.serve({
        hostname: '127.0.0.1',
        port: 0,
        tls,
        fetch: async (req) =>
          new URL(req.url).pathname === '/slow'
            ? (await Bun.sleep(2_000), new Response(page))
            : new Response(page, { headers: { 'content-type': 'text/html; charset=utf-8' } }),
      });
      // Only for this test: recipes.test resolves to the loopback server, which counts as public here.
      h.runtime.services.pageFetch = { resolve: async () => ['127.0.0.1'], isRefused: () => false, ca: tls.cert, timeoutMs: 500 };
      h.runtime.services.config.importHosts.push('recipes.test');
    });
    afterAll(() => {
      h.runtime.services.pageFetch = undefined;
      server.stop(true);
    });

    test('a page fetched by url is extracted like sent html; costs 1 point', async () => {
      const res = await post({ url: `https://recipes.test:${server.port}/crepes` });
      expect(res.status).toBe(200);
      expect((await body<{ recipe: { name: string } }>(res)).recipe.name).toBe('Pâte à crêpes inratable');
      expect(meter(res)).toMatchObject({ cost: 1 });
    });

    test('502 when the page does not answer in time, naming the limit; the point is kept (handler error)', async () => {
      const res = await post({ url: `https://recipes.test:${server.port}/slow` });
      expect(res.status).toBe(502);
      expect((await body<Err>(res)).message).toContain('500 ms');
      expect(meter(res)).toMatchObject({ cost: 1 });
    });
  });

  test('400 for both or neither of html and url', async () => {
    expect((await post({ html: '<p>x</p>', url: 'https://www.example.org/r' })).status).toBe(400);
    expect((await post({})).status).toBe(400);
  });
});
