import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { recipeImportOps } from '../../src/ops/recipe-import';
import { body, createHarness, meter, type Harness } from '../helpers/harness';

let h: Harness;
beforeAll(async () => {
  h = await createHarness(recipeImportOps, { env: { MORSEL_IMPORT_HOSTS: 'www.example.org, Recipes.Example.com' } });
}, 60_000);
afterAll(async () => {
  await h.stop();
});

describe('GET /v1/recipes/import-sources', () => {
  test('lists the exact allowlist and limits; costs 1 point', async () => {
    const { key } = await h.account('free');
    const res = await h.request('/v1/recipes/import-sources', { key });
    expect(res.status).toBe(200);
    expect(await body(res)).toMatchObject({
      hosts: ['www.example.org', 'recipes.example.com'],
      url_import_enabled: true,
      limits: { max_html_bytes: 1048576, max_recipes_per_page: 20 },
    });
    expect(meter(res)).toMatchObject({ cost: 1, used: 1, plan: 'free' });
  });

  test('402 when the budget is spent, at no cost', async () => {
    const { key } = await h.account('free');
    for (let i = 0; i < 50; i++) await h.request('/v1/recipes/import-sources', { key });
    const res = await h.request('/v1/recipes/import-sources', { key });
    expect(res.status).toBe(402);
    expect(meter(res)).toMatchObject({ cost: 0, remaining: 0 });
  });
});
