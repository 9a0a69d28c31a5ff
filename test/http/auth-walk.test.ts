/**
 * Auth walk over every operation of the registry: no key, malformed keys, a deleted key, a key
 * in the query string, a marketplace key on direct-only operations, and another account's key
 * on private resources (404, never the other account's data); the admin API with no, a wrong
 * and a rotated-out token. Counts bypasses (any 2xx, or a foreign resource's data in a body)
 * and expects 0. The whole log of the run is captured and must hold no key and no request body.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { randomUUID } from 'node:crypto';
import type { TObject, TSchema } from '@sinclair/typebox';
import { operations } from '../../src/ops';
import type { AnyOp } from '../../src/http/op';
import { createLogger } from '../../src/logger';
import { ADMIN_TOKEN, createHarness, type Harness } from '../helpers/harness';

const logLines: string[] = [];
let h: Harness;
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
let owner: { id: string; key: string };
let other: { id: string; key: string };
let market: { id: string; key: string };
let deletedKey: string;
const SECRET_NAME = `Secret Chili ${randomUUID()}`;
const SECRET_EXTERNAL = `ext-secret-${randomUUID()}`;
let userId: string;
let recipeId: string;

beforeAll(async () => {
  h = await createHarness(operations, { log: createLogger('debug', (line) => logLines.push(line)) });
  owner = await h.account('ultra', 'direct');
  other = await h.account('ultra', 'direct');
  market = await h.account('ultra', 'marketplace');
  for (const a of [owner, other, market]) {
    await h.request(`/admin/accounts/${a.id}/limits`, { method: 'PUT', json: { daily_points: 1_000_000, burst_per_minute: 1_000_000 }, headers: admin });
  }
  const created = (await (await h.request('/v1/users', { method: 'POST', key: owner.key, json: { external_id: SECRET_EXTERNAL } })).json()) as {
    id?: string;
    user_id?: string;
  };
  userId = String(created.user_id ?? created.id);
  recipeId = randomUUID();
  const doc = await h.request(`/v1/users/${userId}/recipes`, {
    method: 'POST',
    key: owner.key,
    json: {
      id: recipeId,
      data: {
        name: SECRET_NAME,
        servings: 2,
        ingredients: [{ name: 'kidney beans', amount: 400, unit: 'g' }],
        instructions: ['Simmer.'],
        nutrition_per_serving: { calories: 420, protein_g: 22 },
      },
    },
  });
  expect(`${doc.status} ${await doc.text()}`).toStartWith('201');
  // A second key of the owner, deleted: it must stop working at once.
  const k = (await (await h.request(`/admin/accounts/${owner.id}/keys`, { method: 'POST', headers: admin })).json()) as { api_key: string; key_id: string };
  deletedKey = k.api_key;
  expect((await h.request(`/admin/keys/${k.key_id}`, { method: 'DELETE', headers: admin })).status).toBe(200);
}, 60_000);
afterAll(async () => {
  await h.stop();
});

/** The owner's ids where the path names them; plausible ids elsewhere. */
function pathOf(op: AnyOp): string {
  const props = ((op.params as TObject | undefined)?.properties ?? {}) as Record<string, TSchema>;
  return op.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    if (name === 'user_id') return userId;
    if (name === 'id' && op.path.includes('/recipes/:id') && op.path.startsWith('/v1/users/')) return recipeId;
    if (props[name]?.format === 'uuid') return randomUUID();
    if (props[name]?.type === 'integer') return '1';
    return 'x';
  });
}

function call(op: AnyOp, key: string | null, extra: { query?: string; headers?: Record<string, string> } = {}): Promise<Response> {
  // Writes of existing documents need If-Match (400 without, before any lookup).
  const ifMatch: Record<string, string> = op.method === 'PUT' || op.method === 'DELETE' ? { 'if-match': '"1"' } : {};
  const init: RequestInit & { key?: string | null; json?: unknown } = { method: op.method, key, headers: { ...ifMatch, ...extra.headers } };
  if (op.body && op.bodyKind !== 'image') init.json = {};
  return h.request(pathOf(op) + (extra.query ? `?${extra.query}` : ''), init);
}

const MALFORMED = [
  '',
  'msl_live_',
  'msl_live_short',
  `msl_test_${'a'.repeat(32)}`,
  `msl_live_${'a'.repeat(31)}!`,
  `Bearer msl_live_${'a'.repeat(32)}`,
  `msl_live_${'a'.repeat(33)}`,
  'x'.repeat(4096),
  "msl_live_' OR '1'='1'--aaaaaaaaaaaaaa",
];

test('every operation, every bad credential: 0 bypasses', async () => {
  const bypasses: string[] = [];
  let checks = 0;
  const expectStatus = async (what: string, res: Promise<Response>, status: number, alsoFine: number[] = []) => {
    checks += 1;
    const r = await res;
    const text = await r.text();
    if (r.status !== status && !alsoFine.includes(r.status)) bypasses.push(`${what}: ${r.status}, expected ${status}`);
    if (text.includes(SECRET_NAME) || text.includes(SECRET_EXTERNAL)) bypasses.push(`${what}: another account's data in the body`);
  };
  for (const op of operations) {
    await expectStatus(`${op.id} no key`, call(op, null), 401);
    for (const k of MALFORMED) await expectStatus(`${op.id} malformed key ${k.slice(0, 16)}`, call(op, null, { headers: { 'x-api-key': k } }), 401);
    await expectStatus(`${op.id} deleted key`, call(op, deletedKey), 401);
    await expectStatus(`${op.id} key in query`, call(op, owner.key, { query: `api_key=${owner.key}` }), 400);
    await expectStatus(`${op.id} key-like query value`, call(op, null, { query: `q=${owner.key}` }), 400);
    if (op.access === 'direct') await expectStatus(`${op.id} marketplace key`, call(op, market.key), 403);
    // With a body, `{}` may fail validation first (400): that reveals nothing about the resource.
    if (op.path.includes(':user_id')) await expectStatus(`${op.id} another account's key`, call(op, other.key), 404, op.body ? [400] : []);
  }
  expect(bypasses).toEqual([]);
  expect(checks).toBeGreaterThan(operations.length * 12);
}, 120_000);

test("the owner's own key reaches the same private resource (so the 404s above mean something)", async () => {
  const res = await h.request(`/v1/users/${userId}/recipes/${recipeId}`, { key: owner.key });
  expect(res.status).toBe(200);
  expect(await res.text()).toContain(SECRET_NAME);
});

test('admin API: no token, a wrong token and a rotated-out token are refused everywhere', async () => {
  const routes: [string, string][] = [
    ['POST', '/admin/accounts'],
    ['POST', `/admin/accounts/${owner.id}/keys`],
    ['GET', `/admin/accounts/${owner.id}/keys`],
    ['DELETE', `/admin/keys/${randomUUID()}`],
    ['PUT', `/admin/accounts/${owner.id}/plan`],
    ['PUT', `/admin/accounts/${owner.id}/limits`],
    ['GET', `/admin/accounts/${owner.id}/usage`],
  ];
  // A second runtime on a new token: the harness's token is the old, rotated-out one there.
  const rotated = await createHarness(operations, { env: { MORSEL_ADMIN_TOKEN: 'rotated-admin-token-2' } });
  try {
    for (const [method, path] of routes) {
      const body = method === 'POST' || method === 'PUT' ? JSON.stringify({ plan: 'ultra', channel: 'direct' }) : undefined;
      for (const auth of [null, 'Bearer wrong', `Bearer ${ADMIN_TOKEN}x`, ADMIN_TOKEN, `bearer ${ADMIN_TOKEN.toUpperCase()}`]) {
        const res = await h.request(path, { method, body, headers: auth === null ? {} : { authorization: auth } });
        expect(res.status).toBe(401);
      }
      const old = await rotated.request(path, { method, body, headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
      expect(old.status).toBe(401);
    }
  } finally {
    await rotated.stop();
  }
});

test("another account's key on a valid write to the owner's recipe: 404, and the recipe is unchanged", async () => {
  const data = { name: 'Overwritten', servings: 1, ingredients: [{ name: 'salt' }], instructions: ['x'] };
  expect(
    (await h.request(`/v1/users/${userId}/recipes/${recipeId}`, { method: 'PUT', key: other.key, json: { data }, headers: { 'if-match': '"1"' } })).status,
  ).toBe(404);
  expect((await h.request(`/v1/users/${userId}/recipes`, { method: 'POST', key: other.key, json: { id: randomUUID(), data } })).status).toBe(404);
  expect((await h.request(`/v1/users/${userId}/recipes/${recipeId}`, { method: 'DELETE', key: other.key, headers: { 'if-match': '"1"' } })).status).toBe(404);
  expect(await (await h.request(`/v1/users/${userId}/recipes/${recipeId}`, { key: owner.key })).text()).toContain(SECRET_NAME);
});

test('the log of the whole run holds no key and no request body', () => {
  const log = logLines.join('\n');
  expect(logLines.length).toBeGreaterThan(0);
  for (const k of [owner.key, other.key, market.key, deletedKey]) expect(log).not.toContain(k);
  expect(log).not.toMatch(/msl_live_[0-9A-Za-z]{8}/);
  expect(log).not.toContain(SECRET_NAME);
  expect(log).not.toContain(SECRET_EXTERNAL);
});
