/** Request ids, GET /metrics (Prometheus text) and /readyz. */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { operations } from '../../src/ops';
import { ADMIN_TOKEN, createHarness, type Harness } from '../helpers/harness';

let h: Harness;
let acct: { id: string; key: string };
beforeAll(async () => {
  h = await createHarness(operations);
  acct = await h.account('free', 'direct');
  await h.request(`/admin/accounts/${acct.id}/limits`, {
    method: 'PUT',
    json: { daily_points: 1000, burst_per_minute: 3 },
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
}, 60_000);
afterAll(async () => {
  await h.stop();
});

test('X-Request-Id: a sane incoming id is kept, an insane one replaced, none generated', async () => {
  const kept = await h.request('/v1/recipes/diets', { key: acct.key, headers: { 'x-request-id': 'abc-123.trace:9' } });
  expect(kept.headers.get('x-request-id')).toBe('abc-123.trace:9');
  const replaced = await h.request('/v1/recipes/diets', { key: acct.key, headers: { 'x-request-id': 'a b<script>' } });
  expect(replaced.headers.get('x-request-id')).toMatch(/^[a-z0-9]+-[a-z0-9]+$/);
  const fresh = await h.request('/v1/recipes/diets', { key: acct.key });
  const again = await h.request('/v1/recipes/diets', { key: acct.key });
  expect(fresh.headers.get('x-request-id')).not.toBe(again.headers.get('x-request-id'));
  // Errors carry it too.
  expect((await h.request('/v1/recipes/diets')).headers.get('x-request-id')).toBeTruthy();
});

test('/metrics: requests and latency per operation, points spent, burst rejections, store latency', async () => {
  // The previous test used the burst of 3 in this minute (its 4th keyed call was a 429, plus one 401): another 429.
  expect((await h.request('/v1/recipes/diets', { key: acct.key })).status).toBe(429);
  await h.runtime.services.ledger.flush();
  const res = await h.request('/metrics');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toStartWith('text/plain; version=0.0.4');
  const text = await res.text();
  expect(text).toContain('morsel_requests_total{op="list_recipe_diets",status="200"} 3');
  expect(text).toContain('morsel_requests_total{op="list_recipe_diets",status="429"} 2');
  expect(text).toContain('morsel_request_duration_seconds_bucket{op="list_recipe_diets",le="+Inf"} 6');
  expect(text).toMatch(/^morsel_points_spent_total 3$/m);
  expect(text).toMatch(/^morsel_burst_rejections_total 2$/m);
  expect(text).toMatch(/morsel_store_duration_seconds_count\{kind="lease"\} [1-9]/);
  expect(text).toMatch(/^morsel_process_resident_bytes \d+$/m);
  expect(text).not.toContain('morsel_redis_up'); // no REDIS_URL here
  expect(text).not.toContain(acct.key);
});

test('/readyz reflects the store and the corpus', async () => {
  const ready = await h.request('/readyz');
  expect(ready.status).toBe(200);
  expect(await ready.json()).toMatchObject({ status: 'ready', store: true, corpus: true });
  h.runtime.setCatalog(null);
  const loading = await h.request('/readyz');
  expect(loading.status).toBe(503);
  expect(await loading.json()).toMatchObject({ status: 'not_ready', store: true, corpus: false });
});

test('the OpenAPI document describes X-Request-Id on every operation answer, and /metrics', async () => {
  const doc = (await (await h.request('/v1/openapi.json')).json()) as {
    info: { description: string };
    components: { headers: Record<string, { description: string }> };
    paths: Record<string, Record<string, { responses: Record<string, { headers?: Record<string, unknown>; $ref?: string }> }>>;
  };
  expect(doc.components.headers['X-Request-Id']?.description).toContain('[A-Za-z0-9._:-]{1,128}');
  const diets = doc.paths['/v1/recipes/diets']!.get!.responses['200']!;
  expect(diets.headers).toHaveProperty('X-Request-Id');
  expect(doc.info.description).toContain('GET /metrics');
  expect(doc.info.description).toContain('X-Request-Id');
});
