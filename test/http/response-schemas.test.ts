/**
 * Response schemas: every operation (the spec's 80 and the admin ones) declares one, OpenAPI
 * shows it, and real responses are checked against it. The harness checks every success body
 * any HTTP test gets (test/helpers/response-check.ts); this file walks the operations the other
 * files never answer with a success, and proves the check fails when a schema and a real
 * response disagree.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { randomUUID } from 'node:crypto';
import { Type as t } from '@sinclair/typebox';
import { operations } from '../../src/ops';
import { adminOps } from '../../src/ops/admin';
import { labelOps } from '../../src/ops/labels';
import { op, openApiPath } from '../../src/http/op';
import { body, createHarness, type Harness } from '../helpers/harness';
import { checkedOps, ResponseSchemaMismatch } from '../helpers/response-check';
import { fixtureCatalog } from '../fixtures/catalog';
import { part, recipe } from '../unit/recipes/fixtures';
import { rejection } from '../helpers/rejection';

const pasta = recipe({
  title: 'Spaghetti aglio e olio',
  ingredients: [
    ['320 g spaghetti', 'spaghetti', 320, 'g'],
    ['Salt to taste', 'salt', null, null],
  ],
  cuisines: ['italian'],
  meal_types: ['main course'],
  calories: 550,
  protein: 14,
  ready: 20,
  popularity: 80,
});
const omelette = recipe({
  title: 'Cheese omelette',
  ingredients: [
    ['3 eggs', 'eggs', 3, null],
    ['50 g cheddar', 'cheddar', 50, 'g'],
  ],
  cuisines: ['french'],
  meal_types: ['breakfast'],
  calories: 450,
  protein: 28,
  ready: 10,
  popularity: 60,
});

let h: Harness;
let key: string;
beforeAll(async () => {
  const catalog = fixtureCatalog();
  h = await createHarness(operations, { catalog: { ...catalog, parts: { ...catalog.parts, recipes: part([pasta, omelette]) } } });
  key = (await h.account('ultra')).key;
}, 60_000);
afterAll(async () => {
  await h.stop();
});

const call = async (method: string, path: string, json?: unknown, ifMatch?: string) => {
  const res = await h.request(path, { method, key, json, headers: ifMatch ? { 'if-match': ifMatch } : {} });
  expect({ method, path, ok: res.status === 200 || res.status === 201 }).toEqual({ method, path, ok: true });
  return body(res);
};

test('every operation declares a response schema: the 80 of the spec, those issues added and the admin ones', () => {
  expect(operations).toHaveLength(80 + labelOps.length);
  expect([...operations, ...adminOps].filter((o) => !o.response).map((o) => o.id)).toEqual([]);
});

test("OpenAPI shows each operation's response schema", async () => {
  const doc = await body<{
    paths: Record<string, Record<string, { responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }> }>>;
  }>(await h.request('/v1/openapi.json'));
  const generic = operations.filter((o) => {
    const ok = doc.paths[openApiPath(o.path)]![o.method.toLowerCase()]!.responses[String(o.successStatus ?? 200)];
    const schema = ok?.content?.['application/json']?.schema;
    return !schema || (schema.type === 'object' && schema.properties === undefined && schema.$ref === undefined);
  });
  expect(generic.map((o) => o.id)).toEqual([]);
});

describe('operations no other HTTP test answers with a success', () => {
  test('recipe listings, vocabularies and scaled ingredients', async () => {
    await call('GET', '/v1/recipes/random?number=2');
    await call('GET', '/v1/recipes/autocomplete?query=sp');
    await call('GET', '/v1/recipes/by-nutrients?minProtein=1');
    await call('GET', '/v1/recipes/cuisines');
    await call('GET', '/v1/recipes/meal-types');
    await call('GET', `/v1/recipes/${pasta.id}/ingredients?servings=2`);
  });

  test('the document operations of plans, templates, shopping lists, foods and logs', async () => {
    const user = ((await call('POST', '/v1/users', { external_id: `ext-${randomUUID()}` })) as { user_id: string }).user_id;
    const food = { name: 'Bread', nutrition_basis: '100g', calories: 265, protein_g: 9, carbs_g: 49, fat_g: 3.2 };
    const docs: [string, Record<string, unknown>, Record<string, unknown>][] = [
      ['plans', { name: 'Week', start_date: '2026-11-23', days: [] }, { name: 'Week 2', start_date: '2026-11-30', days: [] }],
      ['templates', { name: 'Template', days: [] }, { name: 'Template 2', days: [] }],
      ['shopping-lists', { name: 'Groceries', items: [{ item_id: 'a', name: 'eggs' }] }, { name: 'Groceries', items: [] }],
      ['foods', food, { ...food, name: 'Rye bread' }],
    ];
    let foodId = '';
    for (const [resource, data, replacement] of docs) {
      const id = randomUUID();
      await call('POST', `/v1/users/${user}/${resource}`, { id, data });
      await call('GET', `/v1/users/${user}/${resource}`);
      await call('GET', `/v1/users/${user}/${resource}/${id}`);
      await call('PUT', `/v1/users/${user}/${resource}/${id}`, { data: replacement }, '1');
      if (resource === 'foods') foodId = id;
      else await call('DELETE', `/v1/users/${user}/${resource}/${id}`, undefined, '2');
    }
    const logId = randomUUID();
    await call('POST', `/v1/users/${user}/logs`, { id: logId, data: { food_id: foodId, grams: 50 } });
    await call('GET', `/v1/users/${user}/logs/${logId}`);
    await call('DELETE', `/v1/users/${user}/logs/${logId}`, undefined, '1');
    await call('DELETE', `/v1/users/${user}/foods/${foodId}`, undefined, '2');
  });

  test('each of them was checked against its schema', () => {
    const walked = [
      'random_recipes',
      'autocomplete_recipes',
      'recipes_by_nutrients',
      'list_recipe_cuisines',
      'list_recipe_meal_types',
      'get_recipe_ingredients',
    ];
    for (const r of ['plan', 'template', 'shopping_list', 'food']) walked.push(`list_user_${r}s`, `get_user_${r}`, `replace_user_${r}`, `delete_user_${r}`);
    walked.push('get_user_log', 'delete_user_log');
    expect(walked.filter((id) => !checkedOps.has(id))).toEqual([]);
  });
});

test('a schema that disagrees with the real response fails the request that got it', async () => {
  const liar = op({
    id: 'schema_liar',
    method: 'GET',
    path: '/v1/test/liar',
    cost: 0,
    access: 'any',
    tag: 'Test',
    summary: 'Declares an integer count, answers a string',
    response: t.Object({ count: t.Integer() }),
    handler: () => ({ count: 'three' }),
  });
  const honest = { ...liar, id: 'schema_honest', path: '/v1/test/honest', response: t.Object({ count: t.String() }) };
  const h2 = await createHarness([liar, honest]);
  try {
    const k = (await h2.account('ultra')).key;
    expect((await h2.request('/v1/test/honest', { key: k })).status).toBe(200);
    expect(await rejection(h2.request('/v1/test/liar', { key: k }))).toBeInstanceOf(ResponseSchemaMismatch);
  } finally {
    await h2.stop();
  }
});
