/**
 * The pipeline's rules at HTTP level, on small test operations so that they hold for every
 * real operation: auth, access, burst, points, costs, headers, validation, errors, uploads.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { Type as t } from '@sinclair/typebox';
import { op } from '../../src/http/op';
import { ApiError, notFound } from '../../src/http/errors';
import { ADMIN_TOKEN, body, createHarness, meter, type Harness } from '../helpers/harness';
import { KEY_PREFIX } from '../../src/store/accounts';

let calls = 0;
const ops = [
  op({
    id: 'echo',
    method: 'GET',
    path: '/v1/test/echo',
    cost: 1,
    access: 'any',
    tag: 'test',
    summary: 'Echo',
    query: t.Object({ query: t.String({ minLength: 1 }), number: t.Optional(t.Integer({ minimum: 1, maximum: 25 })), flag: t.Optional(t.Boolean()) }),
    handler: ({ query }) => {
      calls++;
      return { query };
    },
  }),
  op({ id: 'costly', method: 'GET', path: '/v1/test/costly', cost: 5, access: 'any', tag: 'test', summary: 'Costs 5', handler: () => ({ ok: true }) }),
  op({ id: 'free', method: 'GET', path: '/v1/test/free', cost: 0, access: 'any', tag: 'test', summary: 'Costs 0', handler: () => ({ ok: true }) }),
  op({ id: 'direct', method: 'GET', path: '/v1/test/direct', cost: 1, access: 'direct', tag: 'test', summary: 'Direct only', handler: () => ({ ok: true }) }),
  op({
    id: 'item',
    method: 'GET',
    path: '/v1/test/items/:id',
    cost: 1,
    access: 'any',
    tag: 'test',
    summary: 'Item',
    params: t.Object({ id: t.String({ format: 'uuid' }) }),
    handler: () => {
      throw notFound('No such item');
    },
  }),
  op({
    id: 'create',
    method: 'POST',
    path: '/v1/test/items',
    cost: 1,
    access: 'any',
    tag: 'test',
    summary: 'Create',
    successStatus: 201,
    maxBodyBytes: 4096,
    body: t.Object({ name: t.String({ minLength: 1 }), grams: t.Number({ exclusiveMinimum: 0, maximum: 3000 }) }, { additionalProperties: false }),
    handler: ({ body }) => ({ created: body.name }),
  }),
  op({
    id: 'upload',
    method: 'POST',
    path: '/v1/test/upload',
    cost: 10,
    access: 'any',
    tag: 'test',
    summary: 'Upload',
    bodyKind: 'image',
    handler: ({ upload }) => {
      if (upload!.bytes.length < 20) throw new ApiError(422, 'Image could not be decoded.', { refund: true });
      return { bytes: upload!.bytes.length, type: upload!.contentType };
    },
  }),
];

let h: Harness;
beforeAll(async () => {
  h = await createHarness(ops);
}, 60_000);
afterAll(async () => {
  await h.stop();
});

describe('authentication', () => {
  test('missing key → 401 with error body and zero usage headers', async () => {
    const res = await h.request('/v1/test/echo?query=x');
    expect(res.status).toBe(401);
    expect(await body(res)).toMatchObject({ status: 'failure', code: 401 });
    expect(meter(res)).toEqual({ limit: 0, remaining: 0, used: 0, cost: 0, plan: 'unknown' });
  });

  test('invalid and malformed keys → 401', async () => {
    for (const key of ['nope', KEY_PREFIX + 'A'.repeat(32), KEY_PREFIX + '!'.repeat(32)]) {
      const res = await h.request('/v1/test/echo?query=x', { key });
      expect(res.status).toBe(401);
    }
  });

  test('key in the URL is rejected with 400, even with a valid header key, and costs nothing', async () => {
    const { key } = await h.account('starter');
    for (const q of [`api_key=${key}`, `x-api-key=${key}`, `apikey=abc`, `other=${key}`]) {
      const res = await h.request(`/v1/test/echo?query=x&${q}`, { key });
      expect(res.status).toBe(400);
      expect((await body(res)).message).toContain('x-api-key header');
    }
    const ok = await h.request('/v1/test/echo?query=x', { key });
    expect(meter(ok).used).toBe(1);
  });

  test('deleted key stops working on the next request', async () => {
    const { id, key } = await h.account('starter');
    expect((await h.request('/v1/test/free', { key })).status).toBe(200);
    const list = await body<{ keys: { key_id: string }[] }>(
      await h.request(`/admin/accounts/${id}/keys`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } }),
    );
    const del = await h.request(`/admin/keys/${list.keys[0]!.key_id}`, { method: 'DELETE', headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    expect(del.status).toBe(200);
    expect((await h.request('/v1/test/free', { key })).status).toBe(401);
  });

  test('at most 5 keys per account (409 on the sixth)', async () => {
    const { id } = await h.account('free');
    const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
    for (let i = 0; i < 4; i++) expect((await h.request(`/admin/accounts/${id}/keys`, { method: 'POST', headers: auth })).status).toBe(201);
    const sixth = await h.request(`/admin/accounts/${id}/keys`, { method: 'POST', headers: auth });
    expect(sixth.status).toBe(409);
  });

  test('marketplace keys get 403 on direct-only operations, at no cost', async () => {
    const { key } = await h.account('starter', 'marketplace');
    const res = await h.request('/v1/test/direct', { key });
    expect(res.status).toBe(403);
    expect(meter(res).cost).toBe(0);
    const direct = await h.account('starter', 'direct');
    expect((await h.request('/v1/test/direct', { key: direct.key })).status).toBe(200);
  });
});

describe('metering', () => {
  test('headers on success carry limit, remaining, used, cost and plan', async () => {
    const { key } = await h.account('free');
    const res = await h.request('/v1/test/costly', { key });
    expect(res.status).toBe(200);
    expect(meter(res)).toEqual({ limit: 50, remaining: 45, used: 5, cost: 5, plan: 'free' });
  });

  test('402 when the daily budget is spent; 0-point operations still work; reset at UTC midnight', async () => {
    const { key } = await h.account('free');
    for (let i = 0; i < 10; i++) expect((await h.request('/v1/test/costly', { key })).status).toBe(200);
    const over = await h.request('/v1/test/echo?query=a', { key });
    expect(over.status).toBe(402);
    expect(meter(over)).toMatchObject({ used: 50, remaining: 0, cost: 0 });
    expect((await h.request('/v1/test/free', { key })).status).toBe(200);
    h.clock.t = Date.UTC(2026, 10, 23, 0, 0, 1);
    const next = await h.request('/v1/test/echo?query=a', { key });
    expect(next.status).toBe(200);
    expect(meter(next)).toMatchObject({ used: 1, remaining: 49 });
  });

  test('429 with Retry-After over the per-minute burst, at no cost', async () => {
    const { id, key } = await h.account('free');
    await h.request(`/admin/accounts/${id}/limits`, {
      method: 'PUT',
      json: { daily_points: 1000, burst_per_minute: 3 },
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    for (let i = 0; i < 3; i++) expect((await h.request('/v1/test/free', { key })).status).toBe(200);
    const res = await h.request('/v1/test/echo?query=a', { key });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(meter(res).cost).toBe(0);
    h.clock.advance(60_000);
    expect((await h.request('/v1/test/echo?query=a', { key })).status).toBe(200);
  });

  test('handler errors (404) and validation errors (400) keep the reserved cost', async () => {
    const { key } = await h.account('starter');
    const nf = await h.request('/v1/test/items/0b7f3a1e-1111-4222-8333-444455556666', { key });
    expect(nf.status).toBe(404);
    expect(meter(nf).cost).toBe(1);
    const bad = await h.request('/v1/test/echo?query=a&number=99', { key });
    expect(bad.status).toBe(400);
    expect(meter(bad)).toMatchObject({ cost: 1, used: 2 });
  });

  test('a rejected key changes no counter', async () => {
    const { id, key } = await h.account('starter');
    await h.request('/v1/test/echo?query=a', { key });
    await h.request('/v1/test/echo?query=a', { key: key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A') });
    const usage = await body<{ used: number }>(await h.request(`/admin/accounts/${id}/usage`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } }));
    expect(usage.used).toBe(1);
  });

  test('usage survives a flush and is read back from the store', async () => {
    const { id, key } = await h.account('starter');
    for (let i = 0; i < 3; i++) await h.request('/v1/test/costly', { key });
    await h.runtime.services.ledger.flush(true);
    const usage = await body<{ used: number; remaining: number }>(
      await h.request(`/admin/accounts/${id}/usage`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } }),
    );
    expect(usage).toMatchObject({ used: 15, remaining: 985 });
  });

  test('plan change applies on the next request', async () => {
    const { id, key } = await h.account('free');
    expect(meter(await h.request('/v1/test/free', { key })).limit).toBe(50);
    await h.request(`/admin/accounts/${id}/plan`, { method: 'PUT', json: { plan: 'ultra' }, headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    const res = await h.request('/v1/test/free', { key });
    expect(meter(res)).toMatchObject({ limit: 100000, plan: 'ultra' });
  });
});

describe('validation and errors', () => {
  test('missing and out-of-range parameters name the field', async () => {
    const { key } = await h.account('starter');
    const missing = await body(await h.request('/v1/test/echo', { key }));
    expect(missing).toMatchObject({ status: 'failure', code: 400 });
    expect(String(missing.message)).toContain("'query'");
    const range = await body(await h.request('/v1/test/echo?query=a&number=0', { key }));
    expect(String(range.message)).toContain("'number'");
    const type = await body(await h.request('/v1/test/echo?query=a&number=abc', { key }));
    expect(String(type.message)).toContain('integer');
    const dup = await h.request('/v1/test/echo?query=a&query=b', { key });
    expect(dup.status).toBe(400);
  });

  test('query values are coerced by the schema', async () => {
    const { key } = await h.account('starter');
    const res = await body<{ query: unknown }>(await h.request('/v1/test/echo?query=a&number=7&flag=true', { key }));
    expect(res.query).toEqual({ query: 'a', number: 7, flag: true });
  });

  test('malformed UUID in the path → 400', async () => {
    const { key } = await h.account('starter');
    const res = await h.request('/v1/test/items/not-a-uuid', { key });
    expect(res.status).toBe(400);
    expect((await body(res)).message).toContain('UUID');
  });

  test('JSON bodies: created 201, malformed 400, unknown field 400, oversize 413 free', async () => {
    const { key } = await h.account('starter');
    const ok = await h.request('/v1/test/items', { method: 'POST', key, json: { name: 'x', grams: 10 } });
    expect(ok.status).toBe(201);
    const malformed = await h.request('/v1/test/items', { method: 'POST', key, body: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    const extra = await body(await h.request('/v1/test/items', { method: 'POST', key, json: { name: 'x', grams: 1, color: 'red' } }));
    expect(String(extra.message)).toContain("'color'");
    const big = await h.request('/v1/test/items', { method: 'POST', key, json: { name: 'x'.repeat(5000), grams: 1 } });
    expect(big.status).toBe(413);
    expect(meter(big).cost).toBe(0);
  });

  test('unknown path → 404, wrong method → 405 with Allow, both with the error body', async () => {
    const nf = await h.request('/v1/nope');
    expect(nf.status).toBe(404);
    expect(await body(nf)).toMatchObject({ status: 'failure', code: 404 });
    const wm = await h.request('/v1/test/echo?query=a', { method: 'DELETE' });
    expect(wm.status).toBe(405);
    expect(wm.headers.get('allow')).toBe('GET');
    expect(meter(wm).plan).toBe('unknown');
  });

  test('image uploads: wrong type 415 and oversize 413 are free; undecodable is refunded', async () => {
    const { key } = await h.account('starter');
    const text = await h.request('/v1/test/upload', { method: 'POST', key, body: 'hello', headers: { 'content-type': 'text/plain' } });
    expect(text.status).toBe(415);
    expect(meter(text).cost).toBe(0);
    const gif = await h.request('/v1/test/upload', {
      method: 'POST',
      key,
      body: new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]),
      headers: { 'content-type': 'image/gif' },
    });
    expect(gif.status).toBe(415);
    const huge = new Uint8Array(5_000_001);
    huge.set([0xff, 0xd8, 0xff]);
    const big = await h.request('/v1/test/upload', { method: 'POST', key, body: huge, headers: { 'content-type': 'image/jpeg' } });
    expect(big.status).toBe(413);
    expect(meter(big).cost).toBe(0);
    const tiny = await h.request('/v1/test/upload', {
      method: 'POST',
      key,
      body: new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(tiny.status).toBe(422);
    expect(meter(tiny)).toMatchObject({ cost: 0, used: 0 });
    const form = new FormData();
    const jpeg = new Uint8Array(64);
    jpeg.set([0xff, 0xd8, 0xff]);
    form.set('image', new Blob([jpeg], { type: 'image/jpeg' }), 'a.jpg');
    const multi = await h.request('/v1/test/upload', { method: 'POST', key, body: form });
    expect(multi.status).toBe(200);
    expect(await body(multi)).toEqual({ bytes: 64, type: 'image/jpeg' });
  });
});

describe('health, docs and admin', () => {
  test('healthz and readyz need no key and are not metered', async () => {
    expect((await h.request('/healthz')).status).toBe(200);
    const ready = await h.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await body(ready)).toMatchObject({ store: true, corpus: true });
  });

  test('readyz is 503 until the corpus is loaded', async () => {
    const catalog = h.runtime.services.catalog();
    h.runtime.setCatalog(null);
    expect((await h.request('/readyz')).status).toBe(503);
    h.runtime.setCatalog(catalog);
  });

  test('openapi.json lists every operation with method, parameters, responses and x-cost', async () => {
    const doc = await body<{
      paths: Record<string, Record<string, { operationId: string; 'x-cost': number; parameters: { name: string }[]; responses: Record<string, unknown> }>>;
    }>(await h.request('/v1/openapi.json'));
    const found = Object.values(doc.paths).flatMap((p) => Object.values(p));
    expect(found.map((o) => o.operationId).sort()).toEqual(ops.map((o) => o.id).sort());
    const echo = doc.paths['/v1/test/echo']!.get!;
    expect(echo['x-cost']).toBe(1);
    expect(echo.parameters.map((p) => p.name)).toEqual(['query', 'number', 'flag']);
    expect(Object.keys(echo.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '402', '429']));
    expect(doc.paths['/v1/test/items/{id}']).toBeDefined();
  });

  test('admin API needs the bearer token and validates its input', async () => {
    expect((await h.request('/admin/accounts', { method: 'POST', json: { plan: 'free', channel: 'direct' } })).status).toBe(401);
    const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
    const bad = await h.request('/admin/accounts', { method: 'POST', json: { plan: 'gold', channel: 'direct' }, headers: auth });
    expect(bad.status).toBe(400);
    const created = await h.request('/admin/accounts', { method: 'POST', json: { plan: 'pro', channel: 'marketplace' }, headers: auth });
    expect(created.status).toBe(201);
    const acc = await body<{ account_id: string; api_key: string; plan: string; channel: string }>(created);
    expect(acc).toMatchObject({ plan: 'pro', channel: 'marketplace' });
    expect(acc.api_key.startsWith(KEY_PREFIX)).toBe(true);
    expect((await h.request('/admin/accounts/0b7f3a1e-1111-4222-8333-444455556666/usage', { headers: auth })).status).toBe(404);
    const limits = await h.request(`/admin/accounts/${acc.account_id}/limits`, {
      method: 'PUT',
      json: { daily_points: null, burst_per_minute: null },
      headers: auth,
    });
    expect(await body(limits)).toMatchObject({ daily_points: 10000, burst_per_minute: 300, custom_limits: false });
  });
});

test('handler call count sanity: rejected requests never reach the handler', () => {
  expect(calls).toBeGreaterThan(0);
});

test('a lowered daily limit applies on the next request even while points are leased', async () => {
  const { id, key } = await h.account('starter');
  expect((await h.request('/v1/test/echo?query=a', { key })).status).toBe(200);
  await h.request(`/admin/accounts/${id}/limits`, {
    method: 'PUT',
    json: { daily_points: 1, burst_per_minute: null },
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  expect((await h.request('/v1/test/echo?query=a', { key })).status).toBe(402);
});

test('unknown nested body fields are named with their path', async () => {
  const nested = [
    op({
      id: 'nested',
      method: 'POST',
      path: '/v1/test/nested',
      cost: 1,
      access: 'any',
      tag: 'test',
      summary: 'Nested',
      body: t.Object({ data: t.Object({ a: t.String() }, { additionalProperties: false }) }),
      handler: () => ({}),
    }),
  ];
  const n = await createHarness(nested);
  const { key } = await n.account('starter');
  const res = await body(await n.request('/v1/test/nested', { method: 'POST', key, json: { data: { a: 'x', zz: 1 } } }));
  expect(res.message).toContain("'data.zz'");
  await n.stop();
});
