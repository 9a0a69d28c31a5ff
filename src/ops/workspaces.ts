/**
 * Private users and their workspaces (spec "Private users and workspaces"): connected users of a
 * developer account, and per user six kinds of revisioned JSON documents. The five document
 * operations are declared once for every resource kind by `resourceOps`, each kind with its own
 * data schema and server-derived fields. Direct developer keys only; 1 point per request.
 */
import { Type as t, type Static, type TSchema } from '@sinclair/typebox';
import { ApiError, notFound } from '../http/errors';
import { op, result, type AnyOp } from '../http/op';
import { component } from '../render/component';
import type { Services } from '../http/services';
import type { Account } from '../store/accounts';
import type { WorkspaceStore, StoredDocument } from '../store/workspaces';
import { storeCall } from '../http/store-calls';
import { PLANS } from '../domain/plans/service-plans';
import {
  DocumentRejected,
  WORKSPACE_LIMITS,
  canonicalJson,
  checkDays,
  checkFoodPlausibility,
  documentLimit,
  foodDerived,
  jsonBytes,
  logDerived,
  normalizeRecipe,
  normalizeShoppingList,
  planDerived,
  recipeDerived,
  searchKey,
  shoppingListDerived,
  type LogData,
  type LoggedFood,
  type PlanDay,
  type PrivateFoodData,
  type RecipeData,
  type RecipeRef,
  type WorkspaceResource,
} from '../domain/workspaces/workspace-docs';
import { FoodDataSchema, LogDataSchema, MacrosOut, MissingOut, nullableNumber, PlanDataSchema, RecipeDataSchema, ShoppingListDataSchema, TemplateDataSchema } from '../render/workspace-schemas';

const TAG = 'workspaces';
const UserId = t.Object({ user_id: t.String({ format: 'uuid', description: 'User UUID returned by POST /v1/users.' }) });
const UserDocId = t.Object({
  user_id: t.String({ format: 'uuid', description: 'User UUID returned by POST /v1/users.' }),
  id: t.String({ format: 'uuid', description: 'Document UUID (chosen by the caller on create).' }),
});
const IfMatch = t.Object({
  'if-match': t.String({
    minLength: 1,
    maxLength: 40,
    description: 'Expected current revision: the integer (3), or the ETag ("3"), also with a weak prefix (W/"3"). Required: a request without it gets 400.',
    examples: ['3', '"3"', 'W/"3"'],
  }),
});

// ---------------------------------------------------------------- shared plumbing

/** Where a workspace document's data sits in the request: the path its rejections name. */
const DOC = 'body.data.';

/** Workspace store calls: refusals (document rejections included) pass on, anything else is a 503 (src/http/store-calls.ts). */
export const guard = <T>(services: Services, work: () => Promise<T>): Promise<T> => storeCall(services.log, 'Workspace', work);

export function etag(revision: number): string {
  return `"${revision}"`;
}

/** `3`, `"3"` or `W/"3"` → 3. */
export function parseIfMatch(raw: string): number {
  const m = /^\s*(?:(?:W\/)?"(\d{1,9})"|(\d{1,9}))\s*$/.exec(raw);
  const n = m ? Number(m[1] ?? m[2]) : NaN;
  if (!Number.isInteger(n) || n < 1) {
    throw new ApiError(400, `Header If-Match must carry the document revision as 3, "3" or W/"3" (got ${JSON.stringify(raw.slice(0, 40))}).`, { details: { field: 'headers.if-match' } });
  }
  return n;
}

export function storageLimit(account: Account): number {
  return PLANS[account.plan].privateStorageBytes;
}

/** The document as every operation returns it: input under `data`, derived fields beside it. */
function renderDocument(doc: StoredDocument) {
  return { id: doc.id, revision: doc.revision, data: doc.data, ...doc.derived, created_at: doc.created_at, updated_at: doc.updated_at };
}

function expandedBytes(id: string, data: unknown, derived: Record<string, unknown>): number {
  return jsonBytes({ id, data, ...derived });
}

// ---------------------------------------------------------------- resource kinds

interface PrepareContext {
  services: Services;
  workspace: WorkspaceStore;
  accountId: string;
  userId: string;
  now: Date;
}

interface Prepared {
  data: unknown;
  derived: Record<string, unknown>;
  searchName: string | null;
}

interface ResourceDef<S extends TSchema> {
  resource: WorkspaceResource;
  /** For the component name (User<Singular>). */
  singular: string;
  /** The five operation ids, written out so each can be found by grep. */
  ids: { list: string; create: string; get: string; replace: string; delete: string };
  /** For messages and summaries. */
  label: string;
  schema: S;
  derivedSchema: TSchema;
  notes: string;
  /** For models (tool descriptions of create and replace): what `data` holds, in a sentence. */
  dataNote: string;
  /** The stored form of the input (optional fields filled with null); pure, so retries compare without lookups. */
  normalize?: (data: Static<S>) => unknown;
  /** Normalises the input and computes derived fields; `previous` is the stored document on replacement. */
  prepare(ctx: PrepareContext, data: Static<S>, previous: StoredDocument | null): Promise<Prepared>;
}

const PlanNutritionOut = t.Object({
  nutrition: component('PlanNutrition', t.Object(
    {
      totals: MacrosOut('for the whole plan'),
      missing_items: MissingOut,
      unverified_items: t.Integer({ description: 'Meals whose nutrition is the user’s own unverified recipe input.' }),
      days: t.Array(
        t.Object({
          day: t.Integer(),
          totals: MacrosOut('for the day'),
          missing_items: MissingOut,
          meals: t.Array(
            t.Object({
              slot: t.String(),
              recipe_id: t.Union([t.Integer(), t.String()]),
              recipe_name: t.String(),
              servings: t.Number(),
              nutrition_source: t.Union([t.Literal('corpus'), t.Literal('user-provided')]),
              calories: nullableNumber('kcal for the servings eaten.'),
              protein_g: nullableNumber('Protein g for the servings eaten.'),
              carbs_g: nullableNumber('Carbohydrate g for the servings eaten.'),
              fat_g: nullableNumber('Fat g for the servings eaten.'),
            }),
          ),
        }),
      ),
    },
    { description: 'Read-only snapshot computed when the document was saved (1-decimal values).' },
  )),
});

/** Recipe references of plan/template days → snapshot nutrition, 422 naming the first unknown one. */
async function resolvePlanRecipes(ctx: PrepareContext, days: PlanDay[]): Promise<(id: number | string) => RecipeRef> {
  const refs = new Map<string, RecipeRef>();
  const privateIds = new Set<string>();
  const publicIds = new Set<number>();
  for (const d of days) for (const m of d.meals) (typeof m.recipe_id === 'number' ? publicIds.add(m.recipe_id) : privateIds.add(m.recipe_id.toLowerCase()));
  const own = await ctx.workspace.getDocuments(ctx.accountId, ctx.userId, 'recipes', [...privateIds]);
  for (const [id, doc] of own) {
    const r = doc.data as RecipeData;
    refs.set(id, { name: r.name, nutrition_source: 'user-provided', nutrition_per_serving: r.nutrition_per_serving });
  }
  for (const id of publicIds) {
    const found = ctx.services.recipeLookup ? await ctx.services.recipeLookup(id) : null;
    if (found) refs.set(String(id), { name: found.name, nutrition_source: 'corpus', nutrition_per_serving: found.nutrition_per_serving });
  }
  days.forEach((d, i) =>
    d.meals.forEach((m, j) => {
      const key = typeof m.recipe_id === 'number' ? String(m.recipe_id) : m.recipe_id.toLowerCase();
      if (!refs.has(key)) {
        throw new DocumentRejected(
          'unresolvable',
          `${DOC}days.${i}.meals.${j}.recipe_id`,
          typeof m.recipe_id === 'number' ? `Unknown recipe ${m.recipe_id}: no owned public recipe has this id.` : `Unknown recipe ${m.recipe_id}: this user has no private recipe with this id.`,
        );
      }
    }),
  );
  return (id) => refs.get(typeof id === 'number' ? String(id) : id.toLowerCase())!;
}

/** A log's food: the user's private food first, then a public food. */
async function resolveLogFood(ctx: PrepareContext, foodId: string): Promise<LoggedFood> {
  const own = (await ctx.workspace.getDocuments(ctx.accountId, ctx.userId, 'foods', [foodId.toLowerCase()])).get(foodId.toLowerCase());
  if (own) {
    const f = own.data as PrivateFoodData;
    return { id: own.id, name: f.name, source: 'private', nutrition_basis: f.nutrition_basis, calories: f.calories, protein_g: f.protein_g, carbs_g: f.carbs_g, fat_g: f.fat_g };
  }
  const pub = ctx.services.foodLookup ? await ctx.services.foodLookup(foodId.toLowerCase()) : null;
  if (!pub) throw new DocumentRejected('unresolvable', `${DOC}food_id`, `Unknown food ${foodId}: not one of this user's private foods nor a public food.`);
  return { id: pub.id, name: pub.name, source: 'corpus', nutrition_basis: pub.nutrition_basis, calories: pub.calories, protein_g: pub.protein_g, carbs_g: pub.carbs_g, fat_g: pub.fat_g };
}

function planLike<S extends TSchema>(def: Omit<ResourceDef<S>, 'prepare' | 'derivedSchema'>): ResourceDef<S> {
  return {
    ...def,
    derivedSchema: PlanNutritionOut,
    prepare: async (ctx, data) => {
      const d = data as unknown as { name: string; days: PlanDay[] };
      checkDays(d.days, DOC);
      const resolve = await resolvePlanRecipes(ctx, d.days);
      return { data, derived: planDerived(d.days, resolve), searchName: searchKey(d.name) };
    },
  };
}

const RESOURCE_DEFS = [
  {
    resource: 'recipes',
    singular: 'recipe',
    ids: { list: 'list_user_recipes', create: 'create_user_recipe', get: 'get_user_recipe', replace: 'replace_user_recipe', delete: 'delete_user_recipe' },
    label: 'recipe',
    schema: RecipeDataSchema,
    normalize: normalizeRecipe,
    derivedSchema: t.Object({
      nutrition_per_serving_source: t.Union([t.Literal('user-provided-unverified'), t.Null()], { description: 'Label of data.nutrition_per_serving: unverified user input (null when none given).' }),
    }),
    notes: 'Ingredient quantities are for the whole recipe. Optional per-serving nutrition is stored as unverified user input; missing quantities and nutrients stay null.',
    dataNote: 'data: name, servings, ingredients with quantities for the whole recipe, instruction steps, optional nutrition per serving.',
    prepare: async (_ctx, data) => {
      const recipe = normalizeRecipe(data);
      return { data: recipe, derived: recipeDerived(recipe), searchName: searchKey(recipe.name) };
    },
  } satisfies ResourceDef<typeof RecipeDataSchema>,
  planLike({
    resource: 'plans',
    singular: 'plan',
    ids: { list: 'list_user_plans', create: 'create_user_plan', get: 'get_user_plan', replace: 'replace_user_plan', delete: 'delete_user_plan' },
    label: 'plan',
    schema: PlanDataSchema,
    dataNote: 'data: name, start_date and days of meals (recipe_id: a catalogue recipe id or a private recipe UUID; servings; slot). Nutrition is computed on save.',
    notes:
      'recipe_id is an integer for an owned public recipe or the UUID of one of this user’s private recipes (422 when unknown). Stored plans are snapshots: per-meal, per-day and plan nutrition is computed on save; a nutrient missing for one meal makes its total null and is counted in missing_items. Clear a day by replacing its meals with [].',
  }),
  planLike({
    resource: 'templates',
    singular: 'template',
    ids: { list: 'list_user_templates', create: 'create_user_template', get: 'get_user_template', replace: 'replace_user_template', delete: 'delete_user_template' },
    label: 'template',
    schema: TemplateDataSchema,
    notes: 'Same days input as a plan, without start_date; nutrition is snapshotted the same way.',
    dataNote: 'data: a plan without start_date (name and days of meals), to reuse.',
  }),
  {
    resource: 'shopping-lists',
    singular: 'shopping_list',
    ids: { list: 'list_user_shopping_lists', create: 'create_user_shopping_list', get: 'get_user_shopping_list', replace: 'replace_user_shopping_list', delete: 'delete_user_shopping_list' },
    label: 'shopping list',
    schema: ShoppingListDataSchema,
    normalize: (data) => normalizeShoppingList(data, DOC),
    derivedSchema: t.Object({
      item_count: t.Integer(),
      checked_count: t.Integer(),
      plan_id: t.Union([t.String(), t.Null()], { description: 'Plan a generated list was built from (kept across replacements); null for hand-made lists.' }),
      plan_revision: t.Union([t.Integer(), t.Null()], { description: 'Revision of that plan.' }),
    }),
    notes: `At most ${WORKSPACE_LIMITS.shoppingListItems} items (422 above); item_id must be unique within the list (422).`,
    dataNote: `data: name and items (item_id unique, name, amount, unit, checked), at most ${WORKSPACE_LIMITS.shoppingListItems}.`,
    prepare: async (_ctx, data, previous) => {
      const list = normalizeShoppingList(data, DOC);
      const prev = previous?.derived as { plan_id?: string | null; plan_revision?: number | null } | undefined;
      const origin = prev?.plan_id && prev.plan_revision ? { plan_id: prev.plan_id, plan_revision: prev.plan_revision } : null;
      return { data: list, derived: shoppingListDerived(list, origin), searchName: searchKey(list.name) };
    },
  } satisfies ResourceDef<typeof ShoppingListDataSchema>,
  {
    resource: 'foods',
    singular: 'food',
    ids: { list: 'list_user_foods', create: 'create_user_food', get: 'get_user_food', replace: 'replace_user_food', delete: 'delete_user_food' },
    label: 'food',
    schema: FoodDataSchema,
    derivedSchema: t.Object({ source: t.Literal('private'), verified: t.Literal(false) }),
    dataNote: 'data: name, nutrition_basis (100g or 100ml), calories, protein_g, carbs_g, fat_g per basis; implausible values are 422.',
    notes:
      'Plausibility (422 naming the field): values non-negative; each macro and their sum (+2 g rounding) at most 100 g per 100 g or 150 g per 100 ml; calories between 80 % of 4·protein + 9·fat minus 10 kcal (carbohydrate may be fibre or polyols) and 120 % of 4·protein + 4·carbs + 9·fat plus 10 kcal plus room for alcohol at 7 kcal/g (up to 10 g per 100 g, 50 g per 100 ml, within the mass the macros leave), never above 900 kcal.',
    prepare: async (_ctx, data) => {
      checkFoodPlausibility(data, DOC);
      return { data, derived: foodDerived(), searchName: searchKey(data.name) };
    },
  } satisfies ResourceDef<typeof FoodDataSchema>,
  {
    resource: 'logs',
    singular: 'log',
    ids: { list: 'list_user_logs', create: 'create_user_log', get: 'get_user_log', replace: 'replace_user_log', delete: 'delete_user_log' },
    label: 'log',
    schema: LogDataSchema,
    derivedSchema: t.Object({
      food: t.Object({ id: t.String(), name: t.String(), source: t.Union([t.Literal('private'), t.Literal('corpus')]), nutrition_basis: t.String() }),
      quantity: t.Object({ amount: t.Number(), unit: t.Union([t.Literal('g'), t.Literal('ml')]) }),
      nutrition: MacrosOut('for the logged quantity'),
      logged_at: t.String({ description: 'data.logged_at, or when the log was first saved.' }),
    }),
    dataNote: 'data: food_id (a public or this user’s private food) with grams, or amount and unit; optional logged_at. Nutrition is computed on save.',
    notes:
      'food_id is this user’s private food or a public food (422 when unknown). Give grams (food per 100 g) or amount with unit g/ml matching the food basis (422 otherwise; no density is assumed). Nutrition is computed by the server when saved (1-decimal values; unknown stays null); the list query searches the food name.',
    prepare: async (ctx, data, previous) => {
      const food = await resolveLogFood(ctx, data.food_id);
      const prevLoggedAt = (previous?.derived as { logged_at?: string } | undefined)?.logged_at;
      const derived = logDerived(data as LogData, food, prevLoggedAt ?? ctx.now.toISOString(), DOC);
      return { data, derived, searchName: searchKey(food.name) };
    },
  } satisfies ResourceDef<typeof LogDataSchema>,
] as ResourceDef<TSchema>[];

// ---------------------------------------------------------------- operations

const pascal = (snake: string) => snake.replace(/(^|_)([a-z])/g, (_, __, c: string) => c.toUpperCase());

function documentResponse(def: ResourceDef<TSchema>): TSchema {
  return t.Composite([
    t.Object({
      id: t.String({ format: 'uuid' }),
      revision: t.Integer({ minimum: 1, description: 'Current revision; also the ETag header ("3").' }),
      data: def.schema,
    }),
    def.derivedSchema as ReturnType<typeof t.Object>,
    t.Object({ created_at: t.String({ format: 'date-time' }), updated_at: t.String({ format: 'date-time' }) }),
  ]);
}

function context(services: Services, account: Account, userId: string): PrepareContext {
  return { services, workspace: services.workspaces, accountId: account.id, userId: userId.toLowerCase(), now: new Date(services.clock.now()) };
}

function checkInputSize(label: string, data: unknown): void {
  const bytes = jsonBytes(data);
  if (bytes > WORKSPACE_LIMITS.inputBytes) {
    throw new ApiError(422, `The ${label} document is ${bytes} bytes of JSON; the limit is ${WORKSPACE_LIMITS.inputBytes} bytes (80 KB) per document.`, {
      details: { field: 'body.data', limit_bytes: WORKSPACE_LIMITS.inputBytes },
    });
  }
}

function checkExpandedSize(label: string, bytes: number): void {
  if (bytes > WORKSPACE_LIMITS.expandedBytes) {
    throw new ApiError(422, `The ${label} document with its derived fields is ${bytes} bytes of JSON; the limit is ${WORKSPACE_LIMITS.expandedBytes} bytes (95 KB) per document.`, {
      details: { field: 'body.data', limit_bytes: WORKSPACE_LIMITS.expandedBytes },
    });
  }
}

function resourceOps(def: ResourceDef<TSchema>): AnyOp[] {
  const base = `/v1/users/:user_id/${def.resource}`;
  const limit = documentLimit(def.resource);
  const common = { access: 'direct' as const, tag: TAG, cost: 1 };
  const Doc = component(`User${pascal(def.singular)}`, documentResponse(def));
  const limitsNote = `Limits: ${limit} ${def.resource} per user; ${WORKSPACE_LIMITS.inputBytes} bytes of input JSON and ${WORKSPACE_LIMITS.expandedBytes} bytes with derived fields per document; private JSON storage per developer by plan (1 MiB Free, 16 MiB Starter, 64 MiB Pro, 256 MiB Ultra). Exceeding one is 422; deleting or shrinking documents frees capacity.`;
  const notFoundDoc = (id: string) => notFound(`No ${def.label} ${id} for this user.`);

  return [
    op({
      ...common,
      id: def.ids.list,
      method: 'GET',
      path: base,
      summary: `List a user's private ${def.label}s`,
      toolDescription: `An end user's private ${def.label}s, a page at a time (after = next_cursor); query filters by ${def.resource === 'logs' ? 'food name' : 'name'}.`,
      description: `UUID-ordered page of the user's ${def.label} documents (full documents). Pass next_cursor as \`after\` for the next page; next_cursor is null on the last page. ${def.notes}`,
      params: UserId,
      query: t.Object({
        query: t.Optional(t.String({ minLength: 1, maxLength: 200, description: `Literal, case-insensitive substring of the ${def.resource === 'logs' ? 'food name' : 'name'}.`, examples: ['chili'] })),
        limit: t.Optional(t.Integer({ minimum: 1, maximum: 50, default: 20, description: 'Page size, 1-50 (default 20).' })),
        after: t.Optional(t.String({ format: 'uuid', description: 'Cursor: return documents whose id sorts after this UUID (next_cursor of the previous page).' })),
      }),
      response: t.Object({ items: t.Array(Doc), next_cursor: t.Union([t.String({ format: 'uuid' }), t.Null()], { description: 'Cursor for the next page; null when there is none.' }) }),
      errors: [404],
      handler: async ({ params, query, account, services }) => {
        const ctx = context(services, account, params.user_id);
        const page = await guard(services, () =>
          ctx.workspace.listDocuments(ctx.accountId, ctx.userId, def.resource, { query: query.query ?? null, limit: query.limit ?? 20, after: query.after?.toLowerCase() ?? null }),
        );
        return { items: page.items.map(renderDocument), next_cursor: page.nextCursor };
      },
    }),
    op({
      ...common,
      id: def.ids.create,
      method: 'POST',
      path: base,
      successStatus: 201,
      summary: `Create a private ${def.label}`,
      toolDescription: `Save a new private ${def.label} for an end user (user_id from create_user) at an id you choose; repeating the call with the same data is safe. ${def.dataNote}`,
      description: `Creates the document at revision 1 with the caller's UUID (201, ETag "1"). Repeating the same id with identical data returns the stored document unchanged (200); different data at an existing id is 409. ${def.notes} ${limitsNote}`,
      params: UserId,
      body: t.Object(
        { id: t.String({ format: 'uuid', description: 'Document UUID chosen by the caller (makes retries safe).' }), data: def.schema },
        { additionalProperties: false },
      ),
      response: Doc,
      errors: [404, 409, 422],
      handler: async ({ params, body, account, services }) => {
        const ctx = context(services, account, params.user_id);
        const id = body.id.toLowerCase();
        checkInputSize(def.label, body.data);
        return guard(services, async () => {
          // Decide identical/changed before any lookups: a retry must not depend on referenced data.
          const existing = await ctx.workspace.getDocument(ctx.accountId, ctx.userId, def.resource, id);
          const normalised = def.normalize ? def.normalize(body.data) : body.data;
          const same = (stored: unknown) => canonicalJson(stored) === canonicalJson(normalised);
          if (existing) {
            if (same(existing.data)) return result(200, renderDocument(existing), { etag: etag(existing.revision) });
            throw new ApiError(409, `A ${def.label} with id ${id} already exists with different content; use PUT with If-Match to change it.`, { details: { revision: existing.revision } });
          }
          const p = await def.prepare(ctx, body.data, null);
          const bytes = expandedBytes(id, p.data, p.derived);
          checkExpandedSize(def.label, bytes);
          const { document, created } = await ctx.workspace.createDocument(
            ctx.accountId,
            ctx.userId,
            def.resource,
            id,
            { data: p.data, derived: p.derived, searchName: p.searchName, bytes },
            { storageBytes: storageLimit(account), documents: limit },
            ctx.now,
            same,
          );
          return result(created ? 201 : 200, renderDocument(document), { etag: etag(document.revision), location: `/v1/users/${ctx.userId}/${def.resource}/${id}` });
        });
      },
    }),
    op({
      ...common,
      id: def.ids.get,
      method: 'GET',
      path: `${base}/:id`,
      summary: `Get a private ${def.label}`,
      toolDescription: `One private ${def.label} of an end user, with its derived fields and its revision (the if-match of replace and delete).`,
      description: `Returns id, data, revision and the derived fields; the ETag header carries the revision ("3") for If-Match. ${def.notes}`,
      params: UserDocId,
      response: Doc,
      errors: [404],
      handler: async ({ params, account, services }) => {
        const ctx = context(services, account, params.user_id);
        const doc = await guard(services, () => ctx.workspace.getDocument(ctx.accountId, ctx.userId, def.resource, params.id.toLowerCase()));
        if (!doc) throw notFoundDoc(params.id);
        return result(200, renderDocument(doc), { etag: etag(doc.revision) });
      },
    }),
    op({
      ...common,
      id: def.ids.replace,
      method: 'PUT',
      path: `${base}/:id`,
      summary: `Replace a private ${def.label}`,
      toolDescription: `Replace a private ${def.label} whole; if-match is its current revision (409 when stale). ${def.dataNote}`,
      description: `Replaces the whole input document when If-Match names the current revision; the revision becomes N+1 and derived fields are recomputed. A stale If-Match is 409 and changes nothing; a missing If-Match is 400. Send only the documented input fields (derived fields are read-only). ${def.notes} ${limitsNote}`,
      params: UserDocId,
      headers: IfMatch,
      body: t.Object({ data: def.schema }, { additionalProperties: false }),
      response: Doc,
      errors: [404, 409, 422],
      handler: async ({ params, headers, body, account, services }) => {
        const expected = parseIfMatch(headers['if-match']);
        const ctx = context(services, account, params.user_id);
        const id = params.id.toLowerCase();
        checkInputSize(def.label, body.data);
        return guard(services, async () => {
          const current = await ctx.workspace.getDocument(ctx.accountId, ctx.userId, def.resource, id);
          if (!current) throw notFoundDoc(params.id);
          // Early answer for the common stale case; the transaction checks again under its lock.
          if (current.revision !== expected) {
            throw new ApiError(409, `Stale If-Match: the ${def.label} is at revision ${current.revision}, not ${expected}; fetch it again before retrying.`, { details: { revision: current.revision } });
          }
          const p = await def.prepare(ctx, body.data, current);
          const bytes = expandedBytes(id, p.data, p.derived);
          checkExpandedSize(def.label, bytes);
          const doc = await ctx.workspace.replaceDocument(ctx.accountId, ctx.userId, def.resource, id, expected, { data: p.data, derived: p.derived, searchName: p.searchName, bytes }, { storageBytes: storageLimit(account) }, ctx.now);
          return result(200, renderDocument(doc), { etag: etag(doc.revision) });
        });
      },
    }),
    op({
      ...common,
      id: def.ids.delete,
      method: 'DELETE',
      path: `${base}/:id`,
      summary: `Delete a private ${def.label}`,
      toolDescription: `Delete a private ${def.label}; if-match is its current revision.`,
      description: 'Deletes only when If-Match names the current revision (409 when stale, nothing deleted; 400 when missing). Frees its storage.',
      params: UserDocId,
      headers: IfMatch,
      response: t.Object({ deleted: t.Boolean(), id: t.String({ format: 'uuid' }), revision: t.Integer({ description: 'The revision that was deleted.' }) }),
      errors: [404, 409],
      handler: async ({ params, headers, account, services }) => {
        const expected = parseIfMatch(headers['if-match']);
        const ctx = context(services, account, params.user_id);
        const doc = await guard(services, () => ctx.workspace.deleteDocument(ctx.accountId, ctx.userId, def.resource, params.id.toLowerCase(), expected));
        return { deleted: true, id: doc.id, revision: doc.revision };
      },
    }),
  ];
}

const userOps: AnyOp[] = [
  op({
    id: 'create_user',
    method: 'POST',
    path: '/v1/users',
    cost: 1,
    access: 'direct',
    tag: TAG,
    successStatus: 201,
    summary: 'Connect an end user',
    toolDescription: 'Register one of your end users by your own identifier; answers the user_id every workspace tool takes. Retrying with the same identifier is safe.',
    description: `Registers one of your users by your own opaque identifier and returns its UUID (201). A matching retry returns the same UUID (200). The UUID is not a login credential: authorize your users yourself before proxying their requests. At most ${WORKSPACE_LIMITS.usersPerAccount} users per developer account (422).`,
    body: t.Object(
      { external_id: t.String({ minLength: 1, maxLength: 256, description: 'Your opaque identifier of the user (do not send personal data).', examples: ['user-8841'] }) },
      { additionalProperties: false },
    ),
    response: t.Object({ user_id: t.String({ format: 'uuid' }), external_id: t.String(), created_at: t.String({ format: 'date-time' }) }),
    errors: [422],
    handler: async ({ body, account, services }) => {
      const store = services.workspaces;
      const { user, created } = await guard(services, () => store.ensureUser(account.id, body.external_id, WORKSPACE_LIMITS.usersPerAccount, new Date(services.clock.now())));
      return result(created ? 201 : 200, user);
    },
  }),
  op({
    id: 'delete_user',
    method: 'DELETE',
    path: '/v1/users/:user_id',
    cost: 1,
    access: 'direct',
    tag: TAG,
    summary: 'Erase an end user and their workspace',
    toolDescription: 'Erase an end user and every private document of theirs. Permanent.',
    description: 'Permanently erases the user and every private document of theirs (recipes, plans, templates, shopping lists, foods, logs), freeing the storage they used.',
    params: UserId,
    response: t.Object({ deleted: t.Boolean(), user_id: t.String({ format: 'uuid' }), documents_deleted: t.Integer() }),
    errors: [404],
    handler: async ({ params, account, services }) => {
      const store = services.workspaces;
      const userId = params.user_id.toLowerCase();
      const gone = await guard(services, () => store.deleteUser(account.id, userId));
      if (!gone) throw notFound(`No user ${params.user_id} in this developer account.`);
      return { deleted: true, user_id: userId, documents_deleted: gone.documents };
    },
  }),
];

export const workspacesOps: AnyOp[] = [...userOps, ...RESOURCE_DEFS.flatMap(resourceOps)];
