/**
 * TypeBox input schemas of the six workspace document kinds (spec "Private documents"). They
 * become the OpenAPI request bodies and MCP tool inputs; checks a schema cannot express
 * (plausibility, duplicates, limits that answer 422) live in src/domain/workspaces/workspace-docs.ts.
 */
import { Type as t, type TSchema } from '@sinclair/typebox';
import { WORKSPACE_LIMITS } from '../domain/workspaces/workspace-docs';
import { component } from './component';

const strict = { additionalProperties: false } as const;
const nullable = <T extends TSchema>(schema: T, description: string) => t.Union([schema, t.Null()], { description });

const Name = (what: string) =>
  t.String({
    minLength: 1,
    maxLength: 200,
    description: `Name of the ${what}; searchable with the list operation's \`query\`.`,
    examples: ['Weeknight chili'],
  });

const UserMacros = t.Object(
  {
    calories: t.Optional(nullable(t.Number({ minimum: 0, maximum: 20_000 }), 'kcal per serving; null or absent when unknown.')),
    protein_g: t.Optional(nullable(t.Number({ minimum: 0, maximum: 2_000 }), 'Grams of protein per serving; null or absent when unknown.')),
    carbs_g: t.Optional(nullable(t.Number({ minimum: 0, maximum: 2_000 }), 'Grams of carbohydrate per serving; null or absent when unknown.')),
    fat_g: t.Optional(nullable(t.Number({ minimum: 0, maximum: 2_000 }), 'Grams of fat per serving; null or absent when unknown.')),
  },
  { ...strict, description: 'Per-serving nutrition typed by the user. Stored as unverified user input; missing values stay null.' },
);

export const RecipeDataSchema = component(
  'UserRecipeData',
  t.Object(
    {
      name: Name('recipe'),
      servings: t.Number({ exclusiveMinimum: 0, maximum: 10_000, description: 'Yield: how many servings the whole recipe makes.', examples: [4] }),
      ingredients: t.Array(
        t.Object(
          {
            name: t.String({ minLength: 1, maxLength: 200, description: 'Ingredient name as written.', examples: ['kidney beans'] }),
            amount: t.Optional(
              nullable(t.Number({ exclusiveMinimum: 0, maximum: 1_000_000 }), 'Quantity for the whole recipe; null or absent when not stated.'),
            ),
            unit: t.Optional(
              nullable(t.String({ minLength: 1, maxLength: 40 }), 'Unit of amount (g, ml, cup, tbsp...); null or absent for counts or when not stated.'),
            ),
          },
          strict,
        ),
        { maxItems: 500, description: 'Ingredients with quantities for the whole recipe.' },
      ),
      instructions: t.Array(t.String({ minLength: 1, maxLength: 10_000 }), { maxItems: 500, description: 'Ordered instruction steps.' }),
      nutrition_per_serving: t.Optional(nullable(UserMacros, 'Optional per-serving nutrition, unverified user input.')),
    },
    { ...strict, description: 'A private recipe.' },
  ),
);

const PlanDays = component(
  'PlanDays',
  t.Array(
    t.Object(
      {
        day: t.Integer({ minimum: 1, maximum: 366, description: 'Day number within the plan, starting at 1; each day once.', examples: [1] }),
        meals: t.Array(
          t.Object(
            {
              recipe_id: t.Union([t.Integer({ minimum: 1 }), t.String({ format: 'uuid' })], {
                description: 'An integer for an owned public recipe, or the UUID of one of this user’s private recipes.',
                examples: [715538, '3f1c2b9e-4d5a-4e6f-8a7b-9c0d1e2f3a4b'],
              }),
              servings: t.Number({ exclusiveMinimum: 0, maximum: 100, description: 'Servings of the recipe eaten at this meal.', examples: [1.5] }),
              slot: t.String({ minLength: 1, maxLength: 40, description: 'Meal slot, e.g. breakfast, lunch, dinner, snack.', examples: ['dinner'] }),
            },
            strict,
          ),
          { maxItems: 50, description: 'Meals of the day; an empty array clears the day.' },
        ),
      },
      strict,
    ),
    { maxItems: 366, description: 'Days of the plan (the `plan_days` of meal-plan generation can be saved here as is).' },
  ),
);

export const PlanDataSchema = component(
  'UserPlanData',
  t.Object(
    {
      name: Name('plan'),
      start_date: t.String({ format: 'date', description: 'Date of day 1 (YYYY-MM-DD).', examples: ['2026-11-23'] }),
      days: PlanDays,
    },
    { ...strict, description: 'A meal plan. Stored plans are snapshots: recipe nutrition is captured when the plan is saved.' },
  ),
);

export const TemplateDataSchema = component(
  'UserTemplateData',
  t.Object({ name: Name('template'), days: PlanDays }, { ...strict, description: 'A reusable plan template: a plan without start_date.' }),
);

export const ShoppingListDataSchema = component(
  'UserShoppingListData',
  t.Object(
    {
      name: Name('shopping list'),
      items: t.Array(
        t.Object(
          {
            item_id: t.String({
              minLength: 1,
              maxLength: 200,
              description: 'Caller-chosen item identity, unique within the list.',
              examples: ['kidney-beans:g'],
            }),
            name: t.String({ minLength: 1, maxLength: 200, description: 'Item name.', examples: ['kidney beans'] }),
            amount: t.Optional(nullable(t.Number({ minimum: 0, maximum: 1_000_000 }), 'Quantity; null or absent when unknown.')),
            unit: t.Optional(nullable(t.String({ minLength: 1, maxLength: 40 }), 'Unit; null or absent for counts or unknown quantities.')),
            checked: t.Optional(t.Boolean({ description: 'Ticked off; default false.' })),
          },
          strict,
        ),
        { description: `At most ${WORKSPACE_LIMITS.shoppingListItems} items (422 above).` },
      ),
    },
    { ...strict, description: 'A shopping list.' },
  ),
);

export const FoodDataSchema = component(
  'UserFoodData',
  t.Object(
    {
      name: Name('food'),
      nutrition_basis: t.Union([t.Literal('100g'), t.Literal('100ml')], { description: 'Values are per 100 g or per 100 ml.' }),
      calories: t.Number({
        description: 'kcal per basis. Must be consistent with the macros (422 otherwise, see the operation description).',
        examples: [164],
      }),
      protein_g: t.Number({ description: 'Grams of protein per basis; non-negative, at most the basis mass.', examples: [6.9] }),
      carbs_g: t.Number({ description: 'Grams of carbohydrate per basis; non-negative.', examples: [27.4] }),
      fat_g: t.Number({ description: 'Grams of fat per basis; non-negative.', examples: [2.6] }),
    },
    { ...strict, description: 'A private food with plausible values.' },
  ),
);

export const LogDataSchema = component(
  'UserLogData',
  t.Object(
    {
      food_id: t.String({ format: 'uuid', description: 'A public food UUID, or the UUID of one of this user’s private foods.' }),
      grams: t.Optional(
        t.Number({
          exclusiveMinimum: 0,
          maximum: WORKSPACE_LIMITS.logMaxAmount,
          description: 'Grams eaten (0-3000, zero excluded); the food must be per 100 g.',
          examples: [150],
        }),
      ),
      amount: t.Optional(
        t.Number({
          exclusiveMinimum: 0,
          maximum: WORKSPACE_LIMITS.logMaxAmount,
          description: 'Amount eaten with `unit` instead of grams (0-3000, zero excluded).',
          examples: [250],
        }),
      ),
      unit: t.Optional(t.Union([t.Literal('g'), t.Literal('ml')], { description: 'Unit of amount; must match the food basis (g for 100g, ml for 100ml).' })),
      logged_at: t.Optional(t.String({ format: 'date-time', description: 'When it was eaten (ISO 8601); default: when the log was first saved.' })),
    },
    { ...strict, description: 'A food log entry: grams, or amount with unit. Nutrition is computed by the server.' },
  ),
);

// ---------------------------------------------------------------- derived (read-only) output

export const nullableNumber = (description: string) => t.Union([t.Number(), t.Null()], { description });
export const MacrosOut = (what: string) =>
  t.Object({
    calories: nullableNumber(`kcal ${what}; null when unknown.`),
    protein_g: nullableNumber(`Protein g ${what}; null when unknown.`),
    carbs_g: nullableNumber(`Carbohydrate g ${what}; null when unknown.`),
    fat_g: nullableNumber(`Fat g ${what}; null when unknown.`),
  });
export const MissingOut = t.Object(
  { calories: t.Integer(), protein_g: t.Integer(), carbs_g: t.Integer(), fat_g: t.Integer() },
  { description: 'Per nutrient, how many items (meals, logs) lack it; its total is then null.' },
);
