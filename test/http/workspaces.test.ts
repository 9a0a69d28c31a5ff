/**
 * Private users and workspaces over HTTP: users, the five document operations of every resource
 * kind, revisions and If-Match, pagination and search, derived nutrition, limits, isolation and
 * storage failures.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { Value } from '@sinclair/typebox/value';
import { workspacesOps } from '../../src/ops/workspaces';
import type { FoodRecord } from '../../src/domain/foods/food';
import type { PublicRecipeSummary } from '../../src/domain/workspaces/workspace-docs';
import { WorkspaceStore } from '../../src/store/workspaces';
import { ADMIN_TOKEN, body as readBody, createHarness, meter, type Harness } from '../helpers/harness';
import { breakStore } from '../helpers/broken-store';

type Json = Record<string, any>;
const body = (res: Response): Promise<Json> => readBody<Json>(res);
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

function food(
  id: string,
  name: string,
  basis: FoodRecord['nutrition_basis'],
  calories: number | null,
  protein: number | null,
  carbs: number | null,
  fat: number | null,
): FoodRecord {
  return {
    id,
    dataset: 'usda-sr28',
    source_id: name,
    name,
    aliases: [],
    group: null,
    nutrition_basis: basis,
    calories,
    protein_g: protein,
    carbs_g: carbs,
    fat_g: fat,
    nutrients: [],
    estimated_nutrients: [],
    unknown_keys: [],
    unresolved_keys: [],
    provenance: {},
    portions: [],
    confidence: 90,
    validity: 90,
  };
}
const MILK = food('11111111-1111-4111-8111-111111111111', 'Milk, whole', '100ml', 61, 3.2, 4.8, 3.3);
const OATS = food('22222222-2222-4222-8222-222222222222', 'Oats, rolled', '100g', 379, 13.2, 67.7, 6.5);
const SNACK = food('33333333-3333-4333-8333-333333333333', 'Snack bar', 'per_serving', 200, 3, 30, 8);
const PUBLIC_FOODS = new Map([MILK, OATS, SNACK].map((f) => [f.id, f]));
const PUBLIC_RECIPES = new Map<number, PublicRecipeSummary>([
  [715538, { id: 715538, name: 'Bruschetta pasta', nutrition_per_serving: { calories: 500, protein_g: 20, carbs_g: 70, fat_g: 15 } }],
  [42, { id: 42, name: 'Mystery stew', nutrition_per_serving: { calories: 300, protein_g: null, carbs_g: 20, fat_g: 10 } }],
]);

const RECIPE = {
  name: 'Weeknight Chili',
  servings: 4,
  ingredients: [{ name: 'kidney beans', amount: 400, unit: 'g' }, { name: 'onion', amount: 1, unit: null }, { name: 'salt' }],
  instructions: ['Chop the onion.', 'Simmer everything for 30 minutes.'],
  nutrition_per_serving: { calories: 420, protein_g: 22 },
};

let h: Harness;
beforeAll(async () => {
  h = await createHarness(workspacesOps);
  h.runtime.services.foodLookup = (id) => PUBLIC_FOODS.get(id) ?? null;
  h.runtime.services.recipeLookup = async (id) => PUBLIC_RECIPES.get(id) ?? null;
}, 60_000);
afterAll(async () => {
  await h.stop();
});

/** An account with room for many requests (the test clock does not move on its own). */
async function developer(plan: 'free' | 'starter' | 'pro' | 'ultra' = 'starter', channel: 'direct' | 'marketplace' = 'direct') {
  const a = await h.account(plan, channel);
  await h.request(`/admin/accounts/${a.id}/limits`, { method: 'PUT', json: { daily_points: 1_000_000, burst_per_minute: 1_000_000 }, headers: admin });
  return a;
}

async function newUser(key: string, externalId = `ext-${randomUUID()}`): Promise<string> {
  const res = await h.request('/v1/users', { method: 'POST', key, json: { external_id: externalId } });
  expect(res.status).toBe(201);
  return (await body(res)).user_id as string;
}

const post = (key: string, path: string, json: unknown) => h.request(path, { method: 'POST', key, json });
const put = (key: string, path: string, json: unknown, ifMatch?: string) =>
  h.request(path, { method: 'PUT', key, json, headers: ifMatch === undefined ? {} : { 'if-match': ifMatch } });
const del = (key: string, path: string, ifMatch?: string) =>
  h.request(path, { method: 'DELETE', key, headers: ifMatch === undefined ? {} : { 'if-match': ifMatch } });
const get = (key: string, path: string) => h.request(path, { key });

function opSchema(id: string) {
  return workspacesOps.find((o) => o.id === id)!.response!;
}

describe('users', () => {
  test('POST /v1/users: 201 new, 200 with the same UUID on a matching retry, cost 1', async () => {
    const { key } = await developer();
    const first = await post(key, '/v1/users', { external_id: 'alice' });
    expect(first.status).toBe(201);
    expect(meter(first).cost).toBe(1);
    const a = await body(first);
    expect(Value.Check(opSchema('create_user'), a)).toBe(true);
    const again = await post(key, '/v1/users', { external_id: 'alice' });
    expect(again.status).toBe(200);
    expect((await body(again)).user_id).toBe(a.user_id);
    const bob = await body(await post(key, '/v1/users', { external_id: 'bob' }));
    expect(bob.user_id).not.toBe(a.user_id);
  });

  test('the same external_id in another developer account is another user', async () => {
    const one = await developer();
    const two = await developer();
    const a = await body(await post(one.key, '/v1/users', { external_id: 'shared' }));
    const b = await body(await post(two.key, '/v1/users', { external_id: 'shared' }));
    expect(a.user_id).not.toBe(b.user_id);
  });

  test('400 for missing, empty or extra fields; 401 without key; 403 for marketplace keys at no cost', async () => {
    const { key } = await developer();
    expect((await post(key, '/v1/users', {})).status).toBe(400);
    expect((await post(key, '/v1/users', { external_id: '' })).status).toBe(400);
    const extra = await post(key, '/v1/users', { external_id: 'x', email: 'a@b.c' });
    expect(extra.status).toBe(400);
    expect((await body(extra)).message).toContain("'email'");
    expect((await h.request('/v1/users', { method: 'POST', json: { external_id: 'x' } })).status).toBe(401);
    const market = await developer('pro', 'marketplace');
    const res = await post(market.key, '/v1/users', { external_id: 'x' });
    expect(res.status).toBe(403);
    expect(meter(res).cost).toBe(0);
    expect((await del(market.key, `/v1/users/${randomUUID()}`)).status).toBe(403);
    expect((await get(market.key, `/v1/users/${randomUUID()}/recipes`)).status).toBe(403);
  });

  test('422 at 10,000 connected users; a retry of an existing user still works', async () => {
    const { id, key } = await developer();
    await post(key, '/v1/users', { external_id: 'bulk-1' });
    await h.runtime.store.db.execute(
      sql.raw(`insert into end_users (id, account_id, external_id) select gen_random_uuid(), '${id}', 'bulk-' || g from generate_series(2, 10000) g`),
    );
    const over = await post(key, '/v1/users', { external_id: 'one-too-many' });
    expect(over.status).toBe(422);
    expect((await body(over)).message).toContain('10000');
    expect((await post(key, '/v1/users', { external_id: 'bulk-5' })).status).toBe(200);
  });

  test('DELETE /v1/users/:id erases the workspace and frees storage; 404 afterwards and for unknown users', async () => {
    const { id, key } = await developer();
    const user = await newUser(key, 'to-erase');
    for (let i = 0; i < 3; i++) expect((await post(key, `/v1/users/${user}/recipes`, { id: randomUUID(), data: RECIPE })).status).toBe(201);
    expect(
      (
        await post(key, `/v1/users/${user}/foods`, {
          id: randomUUID(),
          data: { name: 'Bread', nutrition_basis: '100g', calories: 265, protein_g: 9, carbs_g: 49, fat_g: 3.2 },
        })
      ).status,
    ).toBe(201);
    const store = new WorkspaceStore(h.runtime.store.db);
    expect(await store.storageUsed(id)).toBeGreaterThan(0);
    const res = await del(key, `/v1/users/${user}`);
    expect(res.status).toBe(200);
    expect(meter(res).cost).toBe(1);
    expect(await body(res)).toEqual({ deleted: true, user_id: user, documents_deleted: 4 });
    expect(await store.storageUsed(id)).toBe(0);
    const rows = await h.runtime.store.db.execute(sql.raw(`select count(*)::int as n from documents where user_id = '${user}'`));
    expect(Number((Array.isArray(rows) ? rows : (rows as { rows: Json[] }).rows)[0]!.n)).toBe(0);
    expect((await get(key, `/v1/users/${user}/recipes`)).status).toBe(404);
    expect((await del(key, `/v1/users/${user}`)).status).toBe(404);
    const again = await newUser(key, 'to-erase');
    expect(again).not.toBe(user);
    expect((await body(await get(key, `/v1/users/${again}/recipes`))).items).toEqual([]);
    expect((await del(key, '/v1/users/not-a-uuid')).status).toBe(400);
  });
});

describe('documents: revisions and If-Match', () => {
  test('create 201 at revision 1 with ETag; get returns data, revision, derived fields and ETag', async () => {
    const { key } = await developer();
    const user = await newUser(key);
    const id = randomUUID();
    const res = await post(key, `/v1/users/${user}/recipes`, { id, data: RECIPE });
    expect(res.status).toBe(201);
    expect(res.headers.get('etag')).toBe('"1"');
    expect(res.headers.get('location')).toBe(`/v1/users/${user}/recipes/${id}`);
    expect(meter(res).cost).toBe(1);
    const created = await body(res);
    expect(created).toMatchObject({ id, revision: 1, nutrition_per_serving_source: 'user-provided-unverified' });
    // Missing quantities and nutrients stay null.
    expect(created.data.ingredients[2]).toEqual({ name: 'salt', amount: null, unit: null });
    expect(created.data.nutrition_per_serving).toEqual({ calories: 420, protein_g: 22, carbs_g: null, fat_g: null });
    const got = await get(key, `/v1/users/${user}/recipes/${id}`);
    expect(got.status).toBe(200);
    expect(got.headers.get('etag')).toBe('"1"');
    expect(meter(got).cost).toBe(1);
    const doc = await body(got);
    expect(doc).toEqual(created);
    expect(Value.Check(opSchema('get_user_recipe'), doc)).toBe(true);
  });

  test('identical re-POST returns the stored document unchanged (200); changed content is 409 and changes nothing', async () => {
    const { key } = await developer();
    const user = await newUser(key);
    const id = randomUUID();
    await post(key, `/v1/users/${user}/recipes`, { id, data: RECIPE });
    // Same content, other key order and explicit nulls for absent optional fields.
    const same = { ...RECIPE, ingredients: RECIPE.ingredients.map((i) => ({ unit: null, amount: null, ...i })), name: RECIPE.name };
    const retry = await post(key, `/v1/users/${user}/recipes`, { data: same, id });
    expect(retry.status).toBe(200);
    expect((await body(retry)).revision).toBe(1);
    const changed = await post(key, `/v1/users/${user}/recipes`, { id, data: { ...RECIPE, servings: 6 } });
    expect(changed.status).toBe(409);
    expect(meter(changed).cost).toBe(1);
    const doc = await body(await get(key, `/v1/users/${user}/recipes/${id}`));
    expect(doc.revision).toBe(1);
    expect(doc.data.servings).toBe(4);
  });

  test('PUT with If-Match: integer, ETag and weak ETag all accepted; whole document replaced', async () => {
    const { key } = await developer();
    const user = await newUser(key);
    const id = randomUUID();
    const path = `/v1/users/${user}/recipes/${id}`;
    await post(key, `/v1/users/${user}/recipes`, { id, data: RECIPE });
    const r2 = await put(key, path, { data: { ...RECIPE, name: 'Chili v2' } }, '1');
    expect(r2.status).toBe(200);
    expect(r2.headers.get('etag')).toBe('"2"');
    expect(meter(r2).cost).toBe(1);
    const r3 = await put(key, path, { data: { ...RECIPE, name: 'Chili v3' } }, '"2"');
    expect((await body(r3)).revision).toBe(3);
    const noNutrition = { name: 'Chili v4', servings: 2, ingredients: [], instructions: [] };
    const r4 = await put(key, path, { data: noNutrition }, 'W/"3"');
    expect(r4.status).toBe(200);
    const doc = await body(r4);
    expect(doc).toMatchObject({ revision: 4, data: { ...noNutrition, nutrition_per_serving: null }, nutrition_per_serving_source: null });
    expect(Value.Check(opSchema('replace_user_recipe'), doc)).toBe(true);
  });

  test('stale If-Match is 409 and leaves the document unchanged; missing or malformed If-Match is 400', async () => {
    const { key } = await developer();
    const user = await newUser(key);
    const id = randomUUID();
    const path = `/v1/users/${user}/recipes/${id}`;
    await post(key, `/v1/users/${user}/recipes`, { id, data: RECIPE });
    await put(key, path, { data: { ...RECIPE, name: 'Second' } }, '1');
    const stale = await put(key, path, { data: { ...RECIPE, name: 'Lost update' } }, 'W/"1"');
    expect(stale.status).toBe(409);
    expect(await body(stale)).toMatchObject({ status: 'failure', code: 409, revision: 2 });
    const missing = await put(key, path, { data: RECIPE });
    expect(missing.status).toBe(400);
    expect((await body(missing)).message).toContain('if-match');
    for (const bad of ['*', 'abc', '"1', '1, 2', '0']) expect((await put(key, path, { data: RECIPE }, bad)).status).toBe(400);
    const doc = await body(await get(key, path));
    expect(doc).toMatchObject({ revision: 2, data: { name: 'Second' } });
  });

  test('PUT rejects derived (read-only) and unknown fields with 400 naming them; 404 for a missing document', async () => {
    const { key } = await developer();
    const user = await newUser(key);
    const id = randomUUID();
    const path = `/v1/users/${user}/recipes/${id}`;
    await post(key, `/v1/users/${user}/recipes`, { id, data: RECIPE });
    const extra = await put(key, path, { data: RECIPE, revision: 1 }, '1');
    expect(extra.status).toBe(400);
    expect((await body(extra)).message).toContain("'revision'");
    const derivedInData = await put(key, path, { data: { ...RECIPE, nutrition_per_serving_source: 'x' } }, '1');
    expect(derivedInData.status).toBe(400);
    expect((await put(key, `/v1/users/${user}/recipes/${randomUUID()}`, { data: RECIPE }, '1')).status).toBe(404);
    expect((await body(await get(key, path))).revision).toBe(1);
  });

  test('DELETE only at the expected revision; stale 409 keeps it; then 404', async () => {
    const { key } = await developer();
    const user = await newUser(key);
    const id = randomUUID();
    const path = `/v1/users/${user}/recipes/${id}`;
    await post(key, `/v1/users/${user}/recipes`, { id, data: RECIPE });
    await put(key, path, { data: RECIPE }, '1');
    const stale = await del(key, path, '1');
    expect(stale.status).toBe(409);
    expect((await get(key, path)).status).toBe(200);
    expect((await del(key, path)).status).toBe(400);
    const ok = await del(key, path, 'W/"2"');
    expect(ok.status).toBe(200);
    expect(meter(ok).cost).toBe(1);
    expect(await body(ok)).toEqual({ deleted: true, id, revision: 2 });
    const gone = await get(key, path);
    expect(gone.status).toBe(404);
    expect(meter(gone).cost).toBe(1);
    expect((await del(key, path, '2')).status).toBe(404);
  });

  test('400 for malformed ids and bodies, and the stored data stays untouched', async () => {
    const { key } = await developer();
    const user = await newUser(key);
    const id = randomUUID();
    await post(key, `/v1/users/${user}/recipes`, { id, data: RECIPE });
    const cases: unknown[] = [
      { id: 'nope', data: RECIPE },
      { id: randomUUID() },
      { id: randomUUID(), data: { ...RECIPE, servings: 0 } },
      { id: randomUUID(), data: { ...RECIPE, ingredients: [{ name: 'x', amount: -1 }] } },
      { id: randomUUID(), data: { ...RECIPE, colour: 'red' } },
    ];
    for (const c of cases) {
      const res = await post(key, `/v1/users/${user}/recipes`, c);
      expect(res.status).toBe(400);
      expect(meter(res).cost).toBe(1);
    }
    const malformed = await h.request(`/v1/users/${user}/recipes`, { method: 'POST', key, body: '{"id":', headers: { 'content-type': 'application/json' } });
    expect(malformed.status).toBe(400);
    expect((await get(key, `/v1/users/${user}/recipes/not-a-uuid`)).status).toBe(400);
    const list = await body(await get(key, `/v1/users/${user}/recipes`));
    expect(list.items.map((d: Json) => d.id)).toEqual([id]);
  });
});

describe('concurrency', () => {
  test('concurrent identical creates make one document; concurrent PUTs at one revision let exactly one win', async () => {
    const { key } = await developer();
    const user = await newUser(key);
    const id = randomUUID();
    const creates = await Promise.all(Array.from({ length: 8 }, () => post(key, `/v1/users/${user}/recipes`, { id, data: RECIPE })));
    expect(creates.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    const puts = await Promise.all(
      Array.from({ length: 6 }, (_, i) => put(key, `/v1/users/${user}/recipes/${id}`, { data: { ...RECIPE, name: `v${i}` } }, '1')),
    );
    expect(puts.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await body(await get(key, `/v1/users/${user}/recipes/${id}`))).revision).toBe(2);
    const users = await Promise.all(Array.from({ length: 5 }, () => post(key, '/v1/users', { external_id: 'racer' })));
    expect(new Set(await Promise.all(users.map(async (r) => (await body(r)).user_id))).size).toBe(1);
  });
});

describe('listing', () => {
  test('UUID-ordered pages with next_cursor, limit 1-50, literal case-insensitive name search', async () => {
    const { key } = await developer();
    const user = await newUser(key);
    const names = ['Apple pie', 'Banana bread', 'apple crumble', 'Cherry 100% tart', 'Plain toast'];
    const ids: string[] = [];
    for (const name of names) {
      const id = randomUUID();
      ids.push(id);
      expect((await post(key, `/v1/users/${user}/recipes`, { id, data: { ...RECIPE, name } })).status).toBe(201);
    }
    ids.sort();
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res = await get(key, `/v1/users/${user}/recipes?limit=2${cursor ? `&after=${cursor}` : ''}`);
      expect(res.status).toBe(200);
      expect(meter(res).cost).toBe(1);
      const page = await body(res);
      expect(Value.Check(opSchema('list_user_recipes'), page)).toBe(true);
      seen.push(...page.items.map((d: Json) => d.id));
      cursor = page.next_cursor;
      pages++;
    } while (cursor);
    expect(seen).toEqual(ids);
    expect(pages).toBe(3);

    const apple = await body(await get(key, `/v1/users/${user}/recipes?query=APPLE`));
    expect(apple.items.map((d: Json) => d.data.name).sort()).toEqual(['Apple pie', 'apple crumble']);
    expect(apple.next_cursor).toBeNull();
    // Literal: % and _ are ordinary characters, not wildcards.
    expect((await body(await get(key, `/v1/users/${user}/recipes?query=${encodeURIComponent('100%')}`))).items).toHaveLength(1);
    expect((await body(await get(key, `/v1/users/${user}/recipes?query=${encodeURIComponent('%')}`))).items).toHaveLength(1);
    expect((await body(await get(key, `/v1/users/${user}/recipes?query=_`))).items).toHaveLength(0);

    for (const bad of ['limit=0', 'limit=51', 'limit=x', 'after=nope']) expect((await get(key, `/v1/users/${user}/recipes?${bad}`)).status).toBe(400);
    // Other resources of the same user are separate collections.
    expect((await body(await get(key, `/v1/users/${user}/plans`))).items).toEqual([]);
  });
});

describe('isolation', () => {
  test("another developer account cannot see or touch a user's workspace (404)", async () => {
    const owner = await developer();
    const other = await developer();
    const user = await newUser(owner.key);
    const id = randomUUID();
    await post(owner.key, `/v1/users/${user}/recipes`, { id, data: RECIPE });
    const path = `/v1/users/${user}/recipes/${id}`;
    expect((await get(other.key, `/v1/users/${user}/recipes`)).status).toBe(404);
    expect((await get(other.key, path)).status).toBe(404);
    expect((await put(other.key, path, { data: RECIPE }, '1')).status).toBe(404);
    expect((await del(other.key, path, '1')).status).toBe(404);
    expect((await post(other.key, `/v1/users/${user}/recipes`, { id: randomUUID(), data: RECIPE })).status).toBe(404);
    expect((await del(other.key, `/v1/users/${user}`)).status).toBe(404);
    const doc = await body(await get(owner.key, path));
    expect(doc.revision).toBe(1);
  });
});

describe('plans and templates', () => {
  test('plan nutrition is computed from public and private recipes and frozen as a snapshot', async () => {
    const { key } = await developer();
    const user = await newUser(key);
    const recipeId = randomUUID();
    await post(key, `/v1/users/${user}/recipes`, {
      id: recipeId,
      data: { ...RECIPE, nutrition_per_serving: { calories: 400, protein_g: 30, carbs_g: 40, fat_g: 12 } },
    });
    const planId = randomUUID();
    const plan = {
      name: 'Week 1',
      start_date: '2026-11-23',
      days: [
        { day: 2, meals: [{ recipe_id: 715538, servings: 1, slot: 'dinner' }] },
        {
          day: 1,
          meals: [
            { recipe_id: recipeId.toUpperCase(), servings: 1.5, slot: 'lunch' },
            { recipe_id: 715538, servings: 2, slot: 'dinner' },
          ],
        },
      ],
    };
    const res = await post(key, `/v1/users/${user}/plans`, { id: planId, data: plan });
    expect(res.status).toBe(201);
    const doc = await body(res);
    expect(Value.Check(opSchema('create_user_plan'), doc)).toBe(true);
    const n = doc.nutrition;
    expect(n.days.map((d: Json) => d.day)).toEqual([1, 2]);
    expect(n.days[0].totals).toEqual({ calories: 600 + 1000, protein_g: 45 + 40, carbs_g: 60 + 140, fat_g: 18 + 30 });
    expect(n.days[0].meals[0]).toMatchObject({ recipe_name: 'Weeknight Chili', nutrition_source: 'user-provided', calories: 600 });
    expect(n.totals).toEqual({ calories: 2100, protein_g: 105, carbs_g: 270, fat_g: 63 });
    expect(n.missing_items).toEqual({ calories: 0, protein_g: 0, carbs_g: 0, fat_g: 0 });
    expect(n.unverified_items).toBe(1);

    // Changing the private recipe later does not alter the stored plan.
    await put(key, `/v1/users/${user}/recipes/${recipeId}`, { data: { ...RECIPE, nutrition_per_serving: { calories: 1 } } }, '1');
    const again = await body(await get(key, `/v1/users/${user}/plans/${planId}`));
    expect(again.nutrition.totals.calories).toBe(2100);
  });

  test('a partial nutrient makes its total unknown with a missing-item count; clearing a day with []', async () => {
    const { key } = await developer();
    const user = await newUser(key);
    const noNutrition = randomUUID();
    await post(key, `/v1/users/${user}/recipes`, { id: noNutrition, data: { ...RECIPE, nutrition_per_serving: undefined } });
    const plan = {
      name: 'Partial',
      start_date: '2026-11-23',
      days: [
        {
          day: 1,
          meals: [
            { recipe_id: 42, servings: 1, slot: 'lunch' },
            { recipe_id: 715538, servings: 1, slot: 'dinner' },
          ],
        },
        { day: 2, meals: [{ recipe_id: noNutrition, servings: 1, slot: 'dinner' }] },
        { day: 3, meals: [] },
      ],
    };
    const doc = await body(await post(key, `/v1/users/${user}/plans`, { id: randomUUID(), data: plan }));
    const [d1, d2, d3] = doc.nutrition.days;
    expect(d1.totals).toEqual({ calories: 800, protein_g: null, carbs_g: 90, fat_g: 25 });
    expect(d1.missing_items).toEqual({ calories: 0, protein_g: 1, carbs_g: 0, fat_g: 0 });
    expect(d2.totals).toEqual({ calories: null, protein_g: null, carbs_g: null, fat_g: null });
    expect(d3.totals).toEqual({ calories: 0, protein_g: 0, carbs_g: 0, fat_g: 0 });
    expect(doc.nutrition.missing_items).toEqual({ calories: 1, protein_g: 2, carbs_g: 1, fat_g: 1 });
    expect(doc.nutrition.totals.protein_g).toBeNull();
  });

  test('422 for unknown recipes and duplicate days, naming the field; nothing is stored', async () => {
    const { key } = await developer();
    const user = await newUser(key);
    const base = { name: 'P', start_date: '2026-11-23' };
    const unknownPublic = await post(key, `/v1/users/${user}/plans`, {
      id: randomUUID(),
      data: { ...base, days: [{ day: 1, meals: [{ recipe_id: 999, servings: 1, slot: 'x' }] }] },
    });
    expect(unknownPublic.status).toBe(422);
    expect(await body(unknownPublic)).toMatchObject({ field: 'body.data.days.0.meals.0.recipe_id' });
    const unknownPrivate = await post(key, `/v1/users/${user}/plans`, {
      id: randomUUID(),
      data: { ...base, days: [{ day: 1, meals: [{ recipe_id: randomUUID(), servings: 1, slot: 'x' }] }] },
    });
    expect(unknownPrivate.status).toBe(422);
    const dup = await post(key, `/v1/users/${user}/plans`, {
      id: randomUUID(),
      data: {
        ...base,
        days: [
          { day: 1, meals: [] },
          { day: 1, meals: [] },
        ],
      },
    });
    expect(dup.status).toBe(422);
    expect((await body(dup)).field).toBe('body.data.days.1.day');
    const badDate = await post(key, `/v1/users/${user}/plans`, { id: randomUUID(), data: { ...base, start_date: '23/11/2026', days: [] } });
    expect(badDate.status).toBe(400);
    expect((await body(await get(key, `/v1/users/${user}/plans`))).items).toEqual([]);
  });

  test('templates take days without start_date', async () => {
    const { key } = await developer();
    const user = await newUser(key);
    const days = [{ day: 1, meals: [{ recipe_id: 715538, servings: 1, slot: 'dinner' }] }];
    const ok = await post(key, `/v1/users/${user}/templates`, { id: randomUUID(), data: { name: 'Template', days } });
    expect(ok.status).toBe(201);
    expect((await body(ok)).nutrition.totals.calories).toBe(500);
    const withDate = await post(key, `/v1/users/${user}/templates`, { id: randomUUID(), data: { name: 'T', start_date: '2026-11-23', days } });
    expect(withDate.status).toBe(400);
    expect((await body(withDate)).field).toBe('body.data.start_date');
  });
});

describe('shopping lists', () => {
  test('items default to unchecked; duplicates and more than 500 items are 422', async () => {
    const { key } = await developer();
    const user = await newUser(key);
    const id = randomUUID();
    const res = await post(key, `/v1/users/${user}/shopping-lists`, {
      id,
      data: {
        name: 'Groceries',
        items: [
          { item_id: 'milk:ml', name: 'milk', amount: 1000, unit: 'ml', checked: true },
          { item_id: 'eggs', name: 'eggs' },
        ],
      },
    });
    expect(res.status).toBe(201);
    const doc = await body(res);
    expect(doc.data.items[1]).toEqual({ item_id: 'eggs', name: 'eggs', amount: null, unit: null, checked: false });
    expect(doc).toMatchObject({ item_count: 2, checked_count: 1, plan_id: null, plan_revision: null });
    expect(Value.Check(opSchema('get_user_shopping_list'), doc)).toBe(true);
    const dup = await post(key, `/v1/users/${user}/shopping-lists`, {
      id: randomUUID(),
      data: {
        name: 'D',
        items: [
          { item_id: 'a', name: 'a' },
          { item_id: 'a', name: 'b' },
        ],
      },
    });
    expect(dup.status).toBe(422);
    const many = Array.from({ length: 501 }, (_, i) => ({ item_id: `i${i}`, name: `item ${i}` }));
    const over = await post(key, `/v1/users/${user}/shopping-lists`, { id: randomUUID(), data: { name: 'Big', items: many } });
    expect(over.status).toBe(422);
    expect((await body(over)).message).toContain('500');
    expect((await post(key, `/v1/users/${user}/shopping-lists`, { id: randomUUID(), data: { name: 'Max', items: many.slice(0, 500) } })).status).toBe(201);
    const upd = await put(key, `/v1/users/${user}/shopping-lists/${id}`, { data: { name: 'Groceries', items: [] } }, '1');
    expect(await body(upd)).toMatchObject({ revision: 2, item_count: 0 });
  });
});

describe('private foods', () => {
  test('plausible foods are stored (including drinks with alcohol); implausible values are 422 naming the field', async () => {
    const { key } = await developer();
    const user = await newUser(key);
    const bread = { name: 'Sourdough', nutrition_basis: '100g', calories: 265, protein_g: 9, carbs_g: 49, fat_g: 3.2 };
    const ok = await post(key, `/v1/users/${user}/foods`, { id: randomUUID(), data: bread });
    expect(ok.status).toBe(201);
    expect(await body(ok)).toMatchObject({ source: 'private', verified: false, data: bread });
    const vodka = { name: 'Vodka', nutrition_basis: '100ml', calories: 231, protein_g: 0, carbs_g: 0, fat_g: 0 };
    expect((await post(key, `/v1/users/${user}/foods`, { id: randomUUID(), data: vodka })).status).toBe(201);
    const bad: [Json, string][] = [
      [{ ...bread, protein_g: -1 }, 'body.data.protein_g'],
      [{ ...bread, calories: -5 }, 'body.data.calories'],
      [{ ...bread, carbs_g: 120 }, 'body.data.carbs_g'],
      [{ ...bread, protein_g: 50, carbs_g: 50, fat_g: 20 }, 'body.data.fat_g'],
      [{ ...bread, calories: 1109 }, 'body.data.calories'],
      [{ ...bread, calories: 20 }, 'body.data.calories'],
    ];
    for (const [data, field] of bad) {
      const res = await post(key, `/v1/users/${user}/foods`, { id: randomUUID(), data });
      expect(res.status).toBe(422);
      expect((await body(res)).field).toBe(field);
    }
    expect((await post(key, `/v1/users/${user}/foods`, { id: randomUUID(), data: { ...bread, nutrition_basis: 'per_serving' } })).status).toBe(400);
    expect((await post(key, `/v1/users/${user}/foods`, { id: randomUUID(), data: { ...bread, calories: null } })).status).toBe(400);
    expect((await body(await get(key, `/v1/users/${user}/foods`))).items).toHaveLength(2);
  });
});

describe('logs', () => {
  test('nutrition is computed from a private food (grams) and a public food (amount in ml)', async () => {
    const { key } = await developer();
    const user = await newUser(key);
    const foodId = randomUUID();
    await post(key, `/v1/users/${user}/foods`, {
      id: foodId,
      data: { name: 'Granola', nutrition_basis: '100g', calories: 450, protein_g: 10, carbs_g: 60, fat_g: 18 },
    });
    const logId = randomUUID();
    const res = await post(key, `/v1/users/${user}/logs`, { id: logId, data: { food_id: foodId, grams: 50 } });
    expect(res.status).toBe(201);
    const log = await body(res);
    expect(log).toMatchObject({
      food: { id: foodId, name: 'Granola', source: 'private', nutrition_basis: '100g' },
      quantity: { amount: 50, unit: 'g' },
      nutrition: { calories: 225, protein_g: 5, carbs_g: 30, fat_g: 9 },
      logged_at: new Date(h.clock.now()).toISOString(),
    });
    expect(Value.Check(opSchema('create_user_log'), log)).toBe(true);
    const milk = await body(
      await post(key, `/v1/users/${user}/logs`, { id: randomUUID(), data: { food_id: MILK.id, amount: 250, unit: 'ml', logged_at: '2026-11-22T08:30:00Z' } }),
    );
    expect(milk).toMatchObject({
      food: { source: 'corpus', name: 'Milk, whole' },
      nutrition: { calories: 152.5, protein_g: 8, carbs_g: 12, fat_g: 8.3 },
      logged_at: '2026-11-22T08:30:00Z',
    });
    const oats = await body(await post(key, `/v1/users/${user}/logs`, { id: randomUUID(), data: { food_id: OATS.id, amount: 40, unit: 'g' } }));
    expect(oats.nutrition.calories).toBe(151.6);
    // Search by food name.
    expect((await body(await get(key, `/v1/users/${user}/logs?query=milk`))).items).toHaveLength(1);
    // Replacement keeps the first logged_at when none is given and recomputes nutrition.
    h.clock.advance(3_600_000);
    const upd = await body(await put(key, `/v1/users/${user}/logs/${logId}`, { data: { food_id: foodId, grams: 100 } }, '1'));
    expect(upd).toMatchObject({ revision: 2, nutrition: { calories: 450 }, logged_at: log.logged_at });
  });

  test('quantity rules: 400 for grams and amount together, zero or over 3000; 422 for unit mismatch, unknown food, unloggable basis', async () => {
    const { key } = await developer();
    const user = await newUser(key);
    const logs = `/v1/users/${user}/logs`;
    const cases: [Json, number, string?][] = [
      [{ food_id: OATS.id, grams: 10, amount: 10, unit: 'g' }, 400],
      [{ food_id: OATS.id }, 400],
      [{ food_id: OATS.id, amount: 10 }, 400],
      [{ food_id: OATS.id, grams: 0 }, 400],
      [{ food_id: OATS.id, grams: 3001 }, 400],
      [{ food_id: OATS.id, amount: 10, unit: 'cup' }, 400],
      [{ food_id: OATS.id, grams: 10, logged_at: 'yesterday' }, 400],
      [{ food_id: MILK.id, grams: 100 }, 422, 'body.data.grams'],
      [{ food_id: OATS.id, amount: 100, unit: 'ml' }, 422, 'body.data.unit'],
      [{ food_id: randomUUID(), grams: 100 }, 422, 'body.data.food_id'],
      [{ food_id: SNACK.id, grams: 100 }, 422, 'body.data.food_id'],
    ];
    for (const [data, status, field] of cases) {
      const res = await post(key, logs, { id: randomUUID(), data });
      expect(res.status).toBe(status);
      expect(meter(res).cost).toBe(1);
      if (field) expect((await body(res)).field).toBe(field);
    }
    expect((await post(key, logs, { id: randomUUID(), data: { food_id: OATS.id, grams: 3000 } })).status).toBe(201);
    expect((await body(await get(key, logs))).items).toHaveLength(1);
  });

  test('without a public food lookup, public food ids are unknown (422)', async () => {
    const lookup = h.runtime.services.foodLookup;
    h.runtime.services.foodLookup = undefined;
    try {
      const { key } = await developer();
      const user = await newUser(key);
      const res = await post(key, `/v1/users/${user}/logs`, { id: randomUUID(), data: { food_id: OATS.id, grams: 10 } });
      expect(res.status).toBe(422);
      expect((await body(res)).message).toContain('Unknown food');
    } finally {
      h.runtime.services.foodLookup = lookup;
    }
  });
});

describe('limits', () => {
  test('document input over 80 KB is 422 and nothing is stored', async () => {
    const { key } = await developer();
    const user = await newUser(key);
    const big = { ...RECIPE, instructions: Array.from({ length: 10 }, () => 'x'.repeat(8_100)) };
    const res = await post(key, `/v1/users/${user}/recipes`, { id: randomUUID(), data: big });
    expect(res.status).toBe(422);
    expect((await body(res)).message).toContain('80000');
    expect((await body(await get(key, `/v1/users/${user}/recipes`))).items).toEqual([]);
  });

  test('private storage limit (1 MiB on Free) is 422; deleting or shrinking frees capacity', async () => {
    const { id, key } = await developer('free');
    const user = await newUser(key);
    // About 79.5 KB each: 13 fit in 1 MiB.
    const big = (n: number) => ({ ...RECIPE, instructions: Array.from({ length: 8 }, (_, i) => `${n}-${i}-${'y'.repeat(9_900)}`) });
    const created: string[] = [];
    let over: Response | null = null;
    for (let i = 0; i < 20; i++) {
      const docId = randomUUID();
      const res = await post(key, `/v1/users/${user}/recipes`, { id: docId, data: big(i) });
      if (res.status !== 201) {
        over = res;
        break;
      }
      created.push(docId);
    }
    expect(over?.status).toBe(422);
    expect((await body(over!)).message).toContain('storage limit');
    expect(created.length).toBe(13);
    const store = new WorkspaceStore(h.runtime.store.db);
    const used = await store.storageUsed(id);
    expect(used).toBeLessThanOrEqual(1024 * 1024);
    // Shrinking one document frees room for another.
    expect((await put(key, `/v1/users/${user}/recipes/${created[0]}`, { data: RECIPE }, '1')).status).toBe(200);
    expect(await store.storageUsed(id)).toBeLessThan(used);
    expect((await post(key, `/v1/users/${user}/recipes`, { id: randomUUID(), data: big(100) })).status).toBe(201);
    // Growing it back does not fit; deleting another frees room.
    expect((await put(key, `/v1/users/${user}/recipes/${created[0]}`, { data: big(0) }, '2')).status).toBe(422);
    expect((await body(await get(key, `/v1/users/${user}/recipes/${created[0]}`))).revision).toBe(2);
    expect((await del(key, `/v1/users/${user}/recipes/${created[1]}`, '1')).status).toBe(200);
    expect((await put(key, `/v1/users/${user}/recipes/${created[0]}`, { data: big(0) }, '2')).status).toBe(200);
    // The counter matches the stored documents.
    const rows = await h.runtime.store.db.execute(sql.raw(`select coalesce(sum(bytes), 0)::int as n from documents where account_id = '${id}'`));
    expect(Number((Array.isArray(rows) ? rows : (rows as { rows: Json[] }).rows)[0]!.n)).toBe(await store.storageUsed(id));
  });

  test('500 documents per resource per user (422), counted per resource', async () => {
    const { id, key } = await developer();
    const user = await newUser(key);
    await h.runtime.store.db.execute(
      sql.raw(
        `insert into documents (account_id, user_id, resource, id, data, derived, revision, bytes, search_name) select '${id}', '${user}', 'foods', gen_random_uuid(), '{}'::jsonb, '{}'::jsonb, 1, 2, 'x' from generate_series(1, 500)`,
      ),
    );
    const food = { name: 'Rice', nutrition_basis: '100g', calories: 130, protein_g: 2.7, carbs_g: 28, fat_g: 0.3 };
    const res = await post(key, `/v1/users/${user}/foods`, { id: randomUUID(), data: food });
    expect(res.status).toBe(422);
    expect((await body(res)).message).toContain('500');
    expect((await post(key, `/v1/users/${user}/recipes`, { id: randomUUID(), data: RECIPE })).status).toBe(201);
  });

  test('bodies over 1 MiB are 413 at no cost', async () => {
    const { key } = await developer();
    const user = await newUser(key);
    const res = await post(key, `/v1/users/${user}/recipes`, { id: randomUUID(), data: { ...RECIPE, name: 'x'.repeat(1_100_000) } });
    expect(res.status).toBe(413);
    expect(meter(res).cost).toBe(0);
  });
});

describe('metering and failures', () => {
  test('every workspace request costs 1 point; 402 when the budget is spent; 429 over the burst', async () => {
    const { id, key } = await h.account('free');
    await h.request(`/admin/accounts/${id}/limits`, { method: 'PUT', json: { daily_points: 3, burst_per_minute: 1000 }, headers: admin });
    const user = await newUser(key);
    const res = await get(key, `/v1/users/${user}/recipes`);
    expect(meter(res)).toMatchObject({ cost: 1, used: 2, limit: 3, plan: 'free' });
    expect((await get(key, `/v1/users/${user}/recipes`)).status).toBe(200);
    const spent = await get(key, `/v1/users/${user}/recipes`);
    expect(spent.status).toBe(402);
    expect(meter(spent).cost).toBe(0);
    await h.request(`/admin/accounts/${id}/limits`, { method: 'PUT', json: { daily_points: 1000, burst_per_minute: 1 }, headers: admin });
    h.clock.advance(60_000);
    expect((await get(key, `/v1/users/${user}/recipes`)).status).toBe(200);
    const burst = await get(key, `/v1/users/${user}/recipes`);
    expect(burst.status).toBe(429);
    expect(burst.headers.get('retry-after')).not.toBeNull();
  });

  test('store failure is 503 with the error body, never 500', async () => {
    const { key } = await developer();
    const user = await newUser(key);
    const restore = breakStore(h.runtime.services);
    try {
      for (const res of [
        await get(key, `/v1/users/${user}/recipes`),
        await post(key, `/v1/users/${user}/recipes`, { id: randomUUID(), data: RECIPE }),
        await post(key, '/v1/users', { external_id: 'x' }),
        await del(key, `/v1/users/${user}`),
      ]) {
        expect(res.status).toBe(503);
        expect(await body(res)).toMatchObject({ status: 'failure', code: 503 });
      }
    } finally {
      restore();
    }
    expect((await get(key, `/v1/users/${user}/recipes`)).status).toBe(200);
  });

  test('every workspace operation is direct-only, costs 1 and is declared once per resource', () => {
    expect(workspacesOps).toHaveLength(2 + 6 * 5);
    expect(new Set(workspacesOps.map((o) => o.id)).size).toBe(workspacesOps.length);
    for (const o of workspacesOps) {
      expect(o.access).toBe('direct');
      expect(o.cost).toBe(1);
    }
    expect(workspacesOps.map((o) => o.id)).toContain('replace_user_shopping_list');
  });
});
