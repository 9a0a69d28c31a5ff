/**
 * Rules every registered operation must satisfy, generated from the registry so that a new
 * operation is covered the moment it is declared: key required (401, error body, zero usage
 * headers), direct-only operations refuse marketplace keys (403, free), OpenAPI lists it with
 * its cost, and ids are unique snake_case.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { TObject, TSchema } from '@sinclair/typebox';
import { operations } from '../../src/ops';
import { openApiPath, type AnyOp } from '../../src/http/op';
import { body, createHarness, meter, type Harness } from '../helpers/harness';

let h: Harness;
let marketplaceKey: string;
beforeAll(async () => {
  h = await createHarness(operations);
  marketplaceKey = (await h.account('ultra', 'marketplace')).key;
}, 60_000);
afterAll(async () => {
  await h.stop();
});

/** A concrete URL for an operation: plausible path parameter values by their schema. */
function samplePath(op: AnyOp): string {
  const props = ((op.params as TObject | undefined)?.properties ?? {}) as Record<string, TSchema>;
  return op.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const s = props[name];
    if (s?.format === 'uuid') return '0b7f3a1e-1111-4222-8333-444455556666';
    if (s?.type === 'integer') return '1';
    return 'x';
  });
}

function send(op: AnyOp, key?: string) {
  const init: RequestInit & { key?: string; json?: unknown } = { method: op.method, key };
  if (op.body && op.bodyKind !== 'image') init.json = {};
  return h.request(samplePath(op), init);
}

test('operation ids are unique snake_case and (method, path) pairs are unique', () => {
  const ids = operations.map((o) => o.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9_]*$/);
  const routes = operations.map((o) => `${o.method} ${o.path}`);
  expect(new Set(routes).size).toBe(routes.length);
});

describe.each(operations.map((o) => [o.id, o] as const))('%s', (_id, op) => {
  test('401 without a key, with the error body and zero usage headers', async () => {
    const res = await send(op);
    expect(res.status).toBe(401);
    expect(await body(res)).toMatchObject({ status: 'failure', code: 401, message: expect.any(String) });
    expect(meter(res)).toEqual({ limit: 0, remaining: 0, used: 0, cost: 0, plan: 'unknown' });
  });

  if (op.access === 'direct') {
    test('403 for a marketplace key, at no cost', async () => {
      const res = await send(op, marketplaceKey);
      expect(res.status).toBe(403);
      expect(meter(res)).toMatchObject({ cost: 0, plan: 'ultra' });
    });
  }

  test('documented in OpenAPI with its cost', async () => {
    const doc = await body<{ paths: Record<string, Record<string, { operationId: string; 'x-cost': unknown }>> }>(await h.request('/v1/openapi.json'));
    const entry = doc.paths[openApiPath(op.path)]?.[op.method.toLowerCase()];
    expect(entry?.operationId).toBe(op.id);
    expect(entry?.['x-cost']).toEqual(typeof op.cost === 'number' ? op.cost : expect.anything());
  });
});

describe('OpenAPI document', () => {
  test('every $ref resolves, and shared schemas are stated once', async () => {
    const res = await h.request('/v1/openapi.json');
    const text = await res.text();
    const doc = JSON.parse(text) as Record<string, unknown>;
    const refs = [...text.matchAll(/"\$ref":"#\/([^"]+)"/g)].map((m) => m[1]!);
    expect(refs.length).toBeGreaterThan(100);
    for (const ref of new Set(refs)) {
      const target = ref.split('/').reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], doc);
      expect({ ref, found: target !== undefined }).toEqual({ ref, found: true });
    }
    const schemas = (doc.components as { schemas: Record<string, unknown> }).schemas;
    expect(Object.keys(schemas)).toEqual(expect.arrayContaining(['Error', 'Food', 'UserPlan', 'UserPlanData', 'PlanNutrition']));
    // Repeating the workspace schemas inline made the document 700 KB.
    expect(text.length).toBeLessThan(300_000);
  });
});
