/** Meal-plan generation from owned recipes, and shopping lists built from stored plans. */
import { Type as t } from '@sinclair/typebox';
import { ApiError, notFound, unprocessable } from '../http/errors';
import { op, result, type AnyOp } from '../http/op';
import { generatePlan } from '../domain/plans/meal-plan';
import { buildShoppingList, type NeededIngredient, type ShoppingItem } from '../domain/workspaces/shopping-list';
import {
  canonicalJson,
  jsonBytes,
  normalizeShoppingList,
  searchKey,
  shoppingListDerived,
  type PlanData,
  type RecipeData,
  WORKSPACE_LIMITS,
  documentLimit,
} from '../domain/workspaces/workspace-docs';
import { ingredientKey, planRecipes } from '../domain/recipes/catalogue';
import { recipeCatalogue } from './recipes';
import { etag, guard, storageLimit } from './workspaces/documents';
import { ShoppingListDataSchema } from '../render/workspace-schemas';
import { nullable } from '../render/nutrition-schemas';

const Slot = t.String({ description: 'breakfast, lunch, dinner …' });
const PlanResult = t.Object({
  source: t.Literal('corpus'),
  days: t.Integer(),
  target_calories: t.Integer(),
  target_protein_g: nullable(t.Integer()),
  candidates: t.Integer({ description: 'Recipes that passed the filters.' }),
  plan: t.Array(
    t.Object({
      day: t.Integer(),
      meals: t.Array(
        t.Object({ slot: Slot, recipe_id: t.Integer(), title: t.String(), servings: t.Number(), calories: t.Integer(), protein_g: nullable(t.Integer()) }),
      ),
      calories: t.Integer(),
      protein_g: nullable(t.Integer()),
      calorie_deviation: t.Integer(),
      calorie_deviation_pct: t.Number(),
      within_20_percent: t.Boolean(),
      protein_deviation: nullable(t.Integer()),
    }),
  ),
  plan_days: t.Array(t.Object({ day: t.Integer(), meals: t.Array(t.Object({ recipe_id: t.Integer(), servings: t.Number(), slot: Slot })) })),
  note: t.String(),
});

const generateMealPlan = op({
  id: 'generate_meal_plan',
  method: 'POST',
  path: '/v1/meal-plans/generate',
  cost: 1,
  access: 'any',
  tag: 'Meal plans',
  summary: 'Generate a 1- or 7-day plan of owned recipes near a calorie target',
  toolDescription:
    'Plan 1 or 7 days of catalogue recipes near a calorie target (optional protein, diet, time, excluded ingredients). Nothing is saved: save plan_days with create_user_plan.',
  description:
    'Filters: `diet` (recorded recipe metadata), `max_minutes`, `exclude_ingredients` (recorded ingredient names; this does not establish allergy safety). Returns the actual deviation from the target per day, whether each day is within 20 % of it, and `plan_days` ready to save as `data.days` of a plan. Nothing is saved. 422 when no recipe matches.',
  body: t.Object(
    {
      days: t.Union([t.Literal(1), t.Literal(7)]),
      target_calories: t.Integer({ minimum: 800, maximum: 6000 }),
      target_protein_g: t.Optional(t.Integer({ minimum: 1, maximum: 500 })),
      max_minutes: t.Optional(t.Integer({ minimum: 1, maximum: 1440 })),
      diet: t.Optional(t.String({ minLength: 1, maxLength: 40 })),
      exclude_ingredients: t.Optional(t.Array(t.String({ minLength: 1, maxLength: 100 }), { maxItems: 50 })),
    },
    { additionalProperties: false },
  ),
  errors: [422],
  response: PlanResult,
  handler: ({ body, services }) => {
    return generatePlan(planRecipes(recipeCatalogue(services)), body);
  },
});

const planToShoppingList = op({
  id: 'plan_to_shopping_list',
  method: 'POST',
  path: '/v1/users/:user_id/plans/:plan_id/shopping-list',
  cost: 1,
  access: 'direct',
  tag: 'Meal plans',
  summary: 'Build a shopping list document from a stored plan',
  toolDescription: "Turn an end user's stored plan (at plan_revision) into a shopping list document: quantities scaled to the planned servings and combined.",
  description:
    "Reads the plan at `plan_revision` (409 when the plan has changed since), scales each recipe's recorded quantities to the planned servings and combines items with the same normalised name and matching unit (kg and mg become g, l becomes ml; g and ml stay apart; cups and spoons keep their unit; unknown quantities stay separate). Creates the shopping list `id` (201) recording the plan revision; when `id` exists, its checked items are kept and it is replaced. At most 500 items.",
  params: t.Object({ user_id: t.String({ format: 'uuid' }), plan_id: t.String({ format: 'uuid' }) }),
  body: t.Object(
    { id: t.String({ format: 'uuid' }), name: t.String({ minLength: 1, maxLength: 200 }), plan_revision: t.Integer({ minimum: 1 }) },
    { additionalProperties: false },
  ),
  errors: [404, 409, 422],
  response: t.Object({
    id: t.String({ format: 'uuid' }),
    revision: t.Integer(),
    data: ShoppingListDataSchema,
    item_count: t.Integer(),
    checked_count: t.Integer(),
    plan_id: nullable(t.String()),
    plan_revision: nullable(t.Integer()),
    missing_recipes: t.Array(t.String(), { description: 'Planned recipes no longer found.' }),
  }),
  handler: async ({ params, body, account, services }) => {
    const store = services.workspaces;
    const now = new Date(services.clock.now());
    const plan = await guard(services, () => store.getDocument(account.id, params.user_id, 'plans', params.plan_id.toLowerCase()));
    if (!plan) throw notFound(`No plan ${params.plan_id} for user ${params.user_id}.`);
    if (plan.revision !== body.plan_revision)
      throw new ApiError(409, `The plan is at revision ${plan.revision}, not ${body.plan_revision}; fetch it and retry.`);
    const cat = recipeCatalogue(services);
    const needed: NeededIngredient[] = [];
    const missing: string[] = [];
    for (const day of (plan.data as PlanData).days) {
      for (const meal of day.meals) {
        if (typeof meal.recipe_id === 'number') {
          const r = cat.byId.get(meal.recipe_id);
          if (!r) {
            missing.push(String(meal.recipe_id));
            continue;
          }
          const factor = r.yield.servings ? meal.servings / r.yield.servings : null;
          for (const i of r.ingredients)
            needed.push({ name: ingredientKey(i) || i.name, quantity: factor !== null && i.quantity !== null ? i.quantity * factor : null, unit: i.unit });
        } else {
          const doc = await guard(services, () => store.getDocument(account.id, params.user_id, 'recipes', String(meal.recipe_id).toLowerCase()));
          if (!doc) {
            missing.push(String(meal.recipe_id));
            continue;
          }
          const r = doc.data as RecipeData;
          const factor = r.servings ? meal.servings / r.servings : null;
          for (const i of r.ingredients) needed.push({ name: i.name, quantity: factor !== null && i.amount !== null ? i.amount * factor : null, unit: i.unit });
        }
      }
    }
    const existing = await guard(services, () => store.getDocument(account.id, params.user_id, 'shopping-lists', body.id.toLowerCase()));
    const built = buildShoppingList(needed, (existing?.data as { items?: ShoppingItem[] } | undefined)?.items ?? []);
    if (built.truncated) throw unprocessable(`The plan needs more than ${WORKSPACE_LIMITS.shoppingListItems} shopping-list items.`);
    const data = normalizeShoppingList({ name: body.name, items: built.items });
    const derived = { ...shoppingListDerived(data, { plan_id: plan.id, plan_revision: plan.revision }), missing_recipes: missing };
    const bytes = jsonBytes({ id: body.id, data, ...derived });
    const input = { data, derived, searchName: searchKey(data.name), bytes };
    const saved = existing
      ? await guard(services, () =>
          store.replaceDocument(
            account.id,
            params.user_id,
            'shopping-lists',
            existing.id,
            existing.revision,
            input,
            { storageBytes: storageLimit(account) },
            now,
          ),
        )
      : (
          await guard(services, () =>
            store.createDocument(
              account.id,
              params.user_id,
              'shopping-lists',
              body.id.toLowerCase(),
              input,
              { storageBytes: storageLimit(account), documents: documentLimit('shopping-lists') },
              now,
              (s) => canonicalJson(s) === canonicalJson(data),
            ),
          )
        ).document;
    return result(existing ? 200 : 201, { id: saved.id, revision: saved.revision, data: saved.data, ...saved.derived }, { etag: etag(saved.revision) });
  },
});

export const mealPlanOps: AnyOp[] = [generateMealPlan, planToShoppingList];
