/** Recipe nutrient calculation with cooking-retention factors, and the profiles to choose from. */
import { Type as t } from '@sinclair/typebox';
import { ApiError } from '../http/errors';
import { op, type AnyOp } from '../http/op';
import { calculateRecipe } from '../domain/recipes/recipe-calculation';
import { densityFromPortions, servingFromPortions } from '../domain/foods/density';
import { sr28NumberOf } from '../domain/foods/nutrients';
import { DailyValuesSchema, nullable, NutrientAmountSchema } from '../render/nutrition-schemas';
import { dailyValues } from '../domain/foods/daily-values';
import { DvParam, sumFacts, withDailyValues } from './daily-values';

const NullableInt = nullable(t.Integer());
const PerBlock = t.Object({
  calories: NullableInt,
  protein_g: NullableInt,
  carbs_g: NullableInt,
  fat_g: NullableInt,
  nutrients: t.Array(NutrientAmountSchema),
});
const CalcResult = t.Object({
  source: t.Literal('corpus'),
  preparation: t.Union([t.Literal('as_recorded'), t.Literal('cooked')]),
  retention: nullable(t.Object({ code: t.Integer(), description: t.String() })),
  servings: t.Number(),
  finished_weight_g: t.Number(),
  input_weight_g: nullable(t.Number()),
  yield_factor: nullable(t.Number()),
  per_recipe: PerBlock,
  per_serving: PerBlock,
  per_100g: PerBlock,
  input_macros: t.Optional(
    t.Object(
      { calories: NullableInt, protein_g: NullableInt, carbs_g: NullableInt, fat_g: NullableInt },
      { description: 'Macros before retention (cooked only).' },
    ),
  ),
  ingredients: t.Array(
    t.Object({
      index: t.Integer(),
      food_id: t.String({ format: 'uuid' }),
      name: t.String(),
      grams: nullable(t.Number()),
      ml: nullable(t.Number()),
      basis: t.String(),
      evidence: t.Object(
        { method: t.String() },
        { additionalProperties: true, description: 'How the grams were found (mass, density, serving), with the values used.' },
      ),
    }),
  ),
  unresolved_nutrients: t.Array(t.Object({ key: t.String(), reason: t.String(), action: t.String() }, { additionalProperties: true })),
  incomplete_nutrient_subtotals: t.Record(t.String(), t.Unknown()),
  daily_values: t.Optional(DailyValuesSchema),
});

const retentionFactors = op({
  id: 'list_retention_factors',
  method: 'GET',
  path: '/v1/recipes/retention-factors',
  cost: 1,
  access: 'any',
  tag: 'Recipes',
  summary: 'Cooking-retention profiles to choose a retention_code from',
  toolDescription: 'USDA cooking-retention profiles, to choose the retention_code of calculate_recipe; query matches their description ("broccoli boiled").',
  description:
    'USDA Table of Nutrient Retention Factors, Release 6 (2007): 270 preparation profiles, true retention in percent per nutrient. There are no calorie or macro factors. `query` matches words of the profile description (e.g. "broccoli boiled").',
  query: t.Object({
    query: t.String({ minLength: 1, maxLength: 100, description: 'Words of the food and preparation, e.g. "beef braised".', examples: ['vegetables boiled'] }),
  }),
  response: t.Object({
    source: t.Literal('corpus'),
    number: t.Integer(),
    profiles: t.Array(
      t.Object({
        retention_code: t.Integer(),
        description: t.String(),
        food_group: t.Integer(),
        factors: t.Integer({ description: 'How many nutrients the profile covers.' }),
      }),
    ),
    citation: t.String(),
  }),
  handler: ({ query, services }) => {
    const words = query.query
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter(Boolean);
    const profiles = [...services.catalog().retention.values()].filter((p) => {
      const d = p.description.toLowerCase();
      return words.every((w) => d.includes(w.replace(/s$/, '')));
    });
    return {
      source: 'corpus',
      number: profiles.length,
      profiles: profiles.map((p) => ({
        retention_code: p.code,
        description: p.description,
        food_group: p.food_group,
        factors: Object.entries(p.factors).filter(([, v]) => v !== null).length,
      })),
      citation: 'USDA Table of Nutrient Retention Factors, Release 6 (2007)',
    };
  },
});

const Ingredient = t.Object(
  {
    food_id: t.String({ format: 'uuid', description: 'A public food id.' }),
    grams: t.Optional(t.Number({ minimum: 0.000001, maximum: 100000 })),
    amount: t.Optional(t.Number({ minimum: 0.000001, maximum: 100000, description: 'With `unit`; at most 1000 for `serving`.' })),
    unit: t.Optional(t.Union([t.Literal('g'), t.Literal('ml'), t.Literal('serving')])),
  },
  { additionalProperties: false },
);

const calculate = op({
  id: 'calculate_recipe',
  method: 'POST',
  path: '/v1/recipes/calculate',
  cost: 1,
  access: 'any',
  tag: 'Recipes',
  summary: 'Nutrition of a recipe from public foods, optionally with cooking retention',
  toolDescription:
    'Nutrition of a recipe from public food ids with grams (or amount and unit), total, per serving and per 100 g, optionally with cooking retention (retention_code). For free-text ingredient lines use compute_nutrition.',
  description: [
    'Each ingredient is a public food with `grams`, or `amount` + `unit` (`g`, `ml`, `serving`). Millilitres need density evidence (a household measure with both volume and weight) unless the food is per 100 ml; `serving` needs a recorded serving weight; otherwise 422 lists the ingredients, the accepted units and the evidence needed.',
    '`servings` and `finished_weight_g` (the measured weight of the finished dish) are required. `preparation` is `as_recorded` (no further loss beyond the state of each food record) or `cooked` with a `retention_code` from GET /v1/recipes/retention-factors: retention then applies to the nutrients the profile covers, other nutrients move to `unresolved_nutrients`, and final macros are null with the original totals in `input_macros`.',
    'A nutrient total appears only when every positive-weight ingredient supplies it; otherwise it is listed in `unresolved_nutrients` with a recovery action and its partial sum in `incomplete_nutrient_subtotals`. Calculated on request, never saved.',
    'With `dv`, `daily_values` gives the percentages per 100 g of the finished dish and per serving (`finished_weight_g` / `servings`).',
  ].join('\n\n'),
  maxBodyBytes: 16_384,
  query: t.Object({ dv: DvParam }),
  body: t.Object(
    {
      ingredients: t.Array(Ingredient, { minItems: 1, maxItems: 40 }),
      preparation: t.Union([t.Literal('as_recorded'), t.Literal('cooked')]),
      retention_code: t.Optional(t.Integer({ minimum: 1 })),
      servings: t.Number({ minimum: 0.000001, maximum: 10000 }),
      finished_weight_g: t.Number({ minimum: 0.000001, maximum: 1000000 }),
    },
    { additionalProperties: false },
  ),
  errors: [404, 422],
  response: CalcResult,
  handler: ({ body, query, services }) => {
    const catalog = services.catalog();
    body.ingredients.forEach((ing, i) => {
      const hasGrams = ing.grams !== undefined;
      const hasAmount = ing.amount !== undefined || ing.unit !== undefined;
      if (hasGrams === hasAmount || (hasAmount && (ing.amount === undefined || ing.unit === undefined))) {
        throw new ApiError(400, `ingredients[${i}]: give either grams, or amount with unit (g, ml or serving).`);
      }
      if (ing.unit === 'serving' && ing.amount! > 1000) throw new ApiError(400, `ingredients[${i}].amount: at most 1000 servings.`);
    });
    const answer = calculateRecipe(body, {
      food: (id) => {
        const f = catalog.foods.byId.get(id.toLowerCase());
        return f && f.dataset !== 'private' ? f : null;
      },
      density: densityFromPortions,
      serving: servingFromPortions,
      retention: (code) => catalog.retention.get(code) ?? null,
      sr28Number: sr28NumberOf,
    });
    return withDailyValues(answer, query.dv, (dv) => {
      const facts = sumFacts(
        answer.per_100g,
        body.ingredients.map((i) => catalog.foods.byId.get(i.food_id.toLowerCase())),
      );
      const grams = body.finished_weight_g / body.servings;
      return dailyValues(dv, '100g', facts, { description: `1 serving (1/${body.servings} of the dish)`, quantity: grams, unit: 'g', factor: grams / 100 });
    });
  },
});

export const recipeCalculationOps: AnyOp[] = [retentionFactors, calculate];
