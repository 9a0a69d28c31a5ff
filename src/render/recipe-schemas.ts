/**
 * Response schemas of the owned recipe and drink operations: the shapes src/domain/recipes
 * returns, for OpenAPI and for the response checks of the tests. Records keep their documented
 * fields; deep source detail (dietary evidence, raw times) stays open.
 */
import { Type as t, type TProperties } from '@sinclair/typebox';
import { DailyValuesSchema, nullable, NutrientAmountSchema } from './nutrition-schemas';

const open = (properties: TProperties, description?: string) => t.Object(properties, { additionalProperties: true, ...(description ? { description } : {}) });
const NullableInt = nullable(t.Integer());
const NullableNumber = nullable(t.Number());
const Image = nullable(t.String({ description: "The service's own image URL; null without one." }));

/** A recorded ingredient line (RecipeIngredient). */
const IngredientLine = open({
  original: t.String(),
  name: t.String(),
  quantity: NullableNumber,
  unit: nullable(t.String()),
  quantity_known: t.Boolean(),
  grams: NullableNumber,
});

const Yield = open({ servings: NullableNumber, servings_max: NullableNumber, text: nullable(t.String()) });
const Steps = t.Array(t.Object({ number: t.Integer(), step: t.String() }));
const InstructionGroups = t.Array(t.Object({ name: nullable(t.String()), steps: Steps }));

/** A whole recipe record (GET /v1/recipes/{id}, bulk, random). */
export const RecipeRecordSchema = open({
  id: t.Integer(),
  title: t.String(),
  language: t.String(),
  license: t.String(),
  attribution: t.String(),
  yield: Yield,
  servings: NullableNumber,
  ready_in_minutes: NullableInt,
  prep_minutes: NullableInt,
  cook_minutes: NullableInt,
  ingredients: t.Array(IngredientLine),
  instructions: InstructionGroups,
  cuisines: t.Array(t.String()),
  meal_types: t.Array(t.String()),
  diets: t.Array(t.String()),
  image: Image,
  nutrition: nullable(
    open({
      basis: t.String(),
      calories: NullableNumber,
      protein_g: NullableNumber,
      carbs_g: NullableNumber,
      fat_g: NullableNumber,
      nutrients: t.Array(NutrientAmountSchema),
    }),
  ),
  source: t.Literal('corpus'),
  dataset: t.String(),
  discoverable: t.Boolean(),
  vegan: nullable(t.Boolean(), 'Null when the recorded ingredients do not settle it.'),
  vegetarian: nullable(t.Boolean()),
  gluten_free: nullable(t.Boolean()),
  dairy_free: nullable(t.Boolean()),
  daily_values: t.Optional(DailyValuesSchema),
});

const listEnvelope = (recipes: ReturnType<typeof t.Object>, extra: TProperties = {}) =>
  t.Object({ number: t.Integer(), source: t.String(), ...extra, recipes: t.Array(recipes) });

const OwnedRecipeSearch = listEnvelope(t.Object({ id: t.Integer(), title: t.String(), image: Image, ready_in_minutes: NullableInt, calories: NullableInt }), {
  offset: t.Integer(),
  totalResults: t.Integer(),
  coverage_scope: t.Literal('owned_recipes'),
  catalogue_complete: t.Boolean(),
});
/** An owned miss answered live by the recipe provider (`data=auto`): never stored, so no ids and no images. */
const ProviderRecipeSearch = listEnvelope(
  t.Object({ id: t.Null(), title: t.String(), image: t.Null(), ready_in_minutes: NullableInt, calories: NullableInt }),
  {
    offset: t.Integer(),
    totalResults: t.Integer(),
    attribution: t.String(),
  },
);
export const RecipeSearchResult = t.Union([OwnedRecipeSearch, ProviderRecipeSearch]);
export const RandomRecipesResult = listEnvelope(RecipeRecordSchema);
export const AutocompleteResult = t.Object({ number: t.Integer(), source: t.String(), suggestions: t.Array(t.Object({ id: t.Integer(), title: t.String() })) });
export const ByNutrientsResult = listEnvelope(
  t.Object({ id: t.Integer(), title: t.String(), image: Image, calories: NullableInt, protein_g: NullableInt, carbs_g: NullableInt, fat_g: NullableInt }),
  {
    totalResults: t.Integer(),
    catalogue_complete: t.Boolean(),
  },
);
export const vocabulary = (field: string) => t.Object({ source: t.String(), [field]: t.Array(t.String()) });
export const BulkResult = t.Object({ source: t.String(), number: t.Integer(), recipes: t.Array(RecipeRecordSchema), not_found: t.Array(t.Integer()) });

const PantryLine = t.Object({ name: t.String(), original: t.String() });
export const ByIngredientsResult = listEnvelope(
  t.Object({
    id: t.Integer(),
    title: t.String(),
    image: Image,
    used_ingredient_count: t.Integer(),
    missed_ingredient_count: t.Integer(),
    used_ingredients: t.Array(PantryLine),
    missed_ingredients: t.Array(PantryLine),
    unused_ingredients: t.Array(t.String()),
  }),
  { ranking: t.Integer(), ignore_pantry: t.Boolean(), totalResults: t.Integer(), coverage_scope: t.Literal('owned_recipes'), catalogue_complete: t.Boolean() },
);
export const SimilarResult = listEnvelope(
  t.Object({ id: t.Integer(), title: t.String(), ready_in_minutes: NullableInt, servings: NullableNumber, source_url: nullable(t.String()) }),
);

const Head = { id: t.Integer(), title: t.String(), source: t.String() };
export const ScaledIngredientsResult = t.Object({
  ...Head,
  source_servings: NullableNumber,
  source_servings_max: NullableNumber,
  source_yield: nullable(t.String()),
  servings: NullableNumber,
  scale_factor: t.Number(),
  ingredients: t.Array(open({ original: t.String(), name: t.String(), quantity_known: t.Boolean() })),
});
export const RecipeNutritionResult = t.Object({
  ...Head,
  computed_by: t.String(),
  nutrition_basis: t.String(),
  servings: NullableNumber,
  calories: nullable(t.Number(), 'Per serving at source precision; null when unknown.'),
  protein_g: NullableNumber,
  carbs_g: NullableNumber,
  fat_g: NullableNumber,
  nutrients: t.Array(NutrientAmountSchema),
  incomplete_keys: t.Array(t.String()),
  coverage: nullable(open({})),
  per_recipe: nullable(open({})),
  reason: nullable(t.String()),
  ingredients: t.Array(open({})),
  daily_values: t.Optional(DailyValuesSchema),
});
export const InstructionsResult = t.Object({ ...Head, language: t.String(), groups: InstructionGroups, step_count: t.Integer() });
export const EquipmentResult = t.Object({ ...Head, equipment: t.Array(t.Unknown()), steps: t.Array(open({ number: t.Integer() })) });
export const SummaryResult = t.Object({
  ...Head,
  summary: t.String(),
  yield: Yield,
  servings: NullableNumber,
  ready_in_minutes: NullableInt,
  prep_minutes: NullableInt,
  cook_minutes: NullableInt,
  calories: NullableInt,
  protein_g: NullableInt,
  carbs_g: NullableInt,
  fat_g: NullableInt,
  ingredients: t.Array(t.Unknown()),
  steps: t.Array(t.Unknown()),
});
export const CardResult = t.Object({
  id: t.Integer(),
  title: t.String(),
  image: Image,
  html: t.String(),
  svg: t.String(),
  width: t.Integer(),
  height: t.Integer(),
  source: t.String(),
});
export const DrinksResult = t.Object({
  number: t.Integer(),
  source: t.Literal('corpus'),
  totalResults: t.Integer(),
  drinks: t.Array(open({ name: t.String() })),
});

const Span = { text: t.String(), start: t.Integer(), end: t.Integer() };
export const InstructionAnalysisResult = t.Object({
  source: t.Literal('corpus'),
  steps: t.Array(
    t.Object({
      number: t.Integer(),
      step: t.String(),
      equipment: t.Array(open({ name: t.String(), ...Span, negated: t.Boolean() })),
      timers: t.Array(open({ ...Span, min_minutes: t.Number(), max_minutes: t.Number(), is_range: t.Boolean() })),
      temperatures: t.Array(open({ ...Span, value: t.Number(), unit: t.String(), celsius: t.Number(), fahrenheit: t.Number() })),
    }),
  ),
  equipment: t.Array(t.String()),
});
export const ExtractResult = t.Object({
  source: t.Literal('corpus'),
  count: t.Integer(),
  selected_index: t.Integer(),
  recipe: open({
    name: nullable(t.String()),
    ingredients: t.Array(t.String()),
    instructions: t.Array(
      t.Object({
        name: nullable(t.String()),
        steps: t.Array(
          t.Object({
            number: t.Integer(),
            step: t.String(),
            name: nullable(
              t.String(),
              "The step's own title as the page gives it (a HowToStep name such as 'Make the marinade'); null when the page gives none, or the name only repeats the step or labels it ('Step 2').",
            ),
          }),
        ),
      }),
    ),
  }),
  candidates: t.Array(
    open(
      { index: t.Integer(), name: nullable(t.String()), format: t.String(), ingredient_count: t.Integer(), step_count: t.Integer() },
      'Every recipe on the page; the counts tell apart recipes the page names alike.',
    ),
  ),
  truncated: t.Boolean(),
  ingredient_nutrition: open({ supported: t.Boolean() }),
});
export const WidgetResult = t.Object({
  source: t.Literal('corpus'),
  name: t.String(),
  basis: t.String(),
  rows: t.Array(t.Object({ key: t.String(), label: t.String(), unit: t.String(), amount: NullableNumber, display: t.String() })),
  unverified: t.Boolean(),
  html: t.String(),
  svg: t.String(),
});
