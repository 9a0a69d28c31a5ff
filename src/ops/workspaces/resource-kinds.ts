/**
 * The six kinds of workspace documents (recipes, plans, templates, shopping lists, foods, logs):
 * each with its operation ids, data schema, server-derived fields and notes.
 */
import { Type as t, type TSchema } from '@sinclair/typebox';
import { component } from '../../render/component';
import {
  FoodDataSchema,
  LogDataSchema,
  MacrosOut,
  MissingOut,
  nullableNumber,
  PlanDataSchema,
  RecipeDataSchema,
  ShoppingListDataSchema,
  TemplateDataSchema,
} from '../../render/workspace-schemas';
import {
  WORKSPACE_LIMITS,
  checkDays,
  checkFoodPlausibility,
  foodDerived,
  logDerived,
  normalizeRecipe,
  normalizeShoppingList,
  planDerived,
  recipeDerived,
  searchKey,
  shoppingListDerived,
  type LogData,
  type PlanDay,
} from '../../domain/workspaces/workspace-docs';
import { DOC } from './documents';
import { resolveLogFood, resolvePlanRecipes } from './references';
import type { ResourceDef } from './resource-def';

const PlanNutritionOut = t.Object({
  nutrition: component(
    'PlanNutrition',
    t.Object(
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
    ),
  ),
});

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

export const RESOURCE_DEFS = [
  {
    resource: 'recipes',
    singular: 'recipe',
    ids: { list: 'list_user_recipes', create: 'create_user_recipe', get: 'get_user_recipe', replace: 'replace_user_recipe', delete: 'delete_user_recipe' },
    label: 'recipe',
    schema: RecipeDataSchema,
    normalize: normalizeRecipe,
    derivedSchema: t.Object({
      nutrition_per_serving_source: t.Union([t.Literal('user-provided-unverified'), t.Null()], {
        description: 'Label of data.nutrition_per_serving: unverified user input (null when none given).',
      }),
    }),
    notes:
      'Ingredient quantities are for the whole recipe. Optional per-serving nutrition is stored as unverified user input; missing quantities and nutrients stay null.',
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
    dataNote:
      'data: name, start_date and days of meals (recipe_id: a catalogue recipe id or a private recipe UUID; servings; slot). Nutrition is computed on save.',
    notes:
      'recipe_id is an integer for an owned public recipe or the UUID of one of this user’s private recipes (422 when unknown). Stored plans are snapshots: per-meal, per-day and plan nutrition is computed on save; a nutrient missing for one meal makes its total null and is counted in missing_items. Clear a day by replacing its meals with [].',
  }),
  planLike({
    resource: 'templates',
    singular: 'template',
    ids: {
      list: 'list_user_templates',
      create: 'create_user_template',
      get: 'get_user_template',
      replace: 'replace_user_template',
      delete: 'delete_user_template',
    },
    label: 'template',
    schema: TemplateDataSchema,
    notes: 'Same days input as a plan, without start_date; nutrition is snapshotted the same way.',
    dataNote: 'data: a plan without start_date (name and days of meals), to reuse.',
  }),
  {
    resource: 'shopping-lists',
    singular: 'shopping_list',
    ids: {
      list: 'list_user_shopping_lists',
      create: 'create_user_shopping_list',
      get: 'get_user_shopping_list',
      replace: 'replace_user_shopping_list',
      delete: 'delete_user_shopping_list',
    },
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
