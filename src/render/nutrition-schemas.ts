/**
 * Response schemas shared by the nutrition answers (ingredient lines, meal text, recipes): the
 * shapes src/domain returns, stated once for OpenAPI and for the response checks of the tests.
 */
import { Type as t, type TSchema } from '@sinclair/typebox';
import { component } from './component';

export const nullable = <T extends TSchema>(schema: T, description?: string) => t.Union([schema, t.Null()], description ? { description } : {});

export const NutrientAmountSchema = t.Object({ key: t.String(), name: t.String(), amount: t.Number(), unit: t.String() });

export const FoodRefSchema = t.Object({ id: t.String({ format: 'uuid' }), name: t.String() });

/** How a line's grams were found (src/domain/language/grams.ts GramsEvidence). */
export const GramsEvidenceSchema = t.Object(
  {
    method: t.Union([t.Literal('mass'), t.Literal('stated'), t.Literal('package'), t.Literal('density'), t.Literal('portion')]),
    portion: t.Optional(t.Object({}, { additionalProperties: true })),
    density_g_per_ml: t.Optional(t.Number()),
    assumption: t.Optional(t.String()),
    related_food: t.Optional(t.Object({ id: t.Optional(t.String()), name: t.String() })),
  },
  { additionalProperties: false },
);

/** Totals over lines (src/domain/foods/nutrition-totals.ts), without the line counts. */
export const totalsFields = {
  calories: nullable(t.Integer(), 'kcal; null unless every resolved line supplies it.'),
  protein_g: nullable(t.Integer()),
  carbs_g: nullable(t.Integer()),
  fat_g: nullable(t.Integer()),
  nutrients: t.Array(NutrientAmountSchema),
  incomplete_nutrients: t.Array(t.String(), { description: 'Keys some contributing lines lack: no total is given for them.' }),
  caloric_breakdown: nullable(t.Object({ percent_protein: t.Number(), percent_carbs: t.Number(), percent_fat: t.Number() })),
};

export const MacrosSchema = t.Object({
  calories: nullable(t.Number()),
  protein_g: nullable(t.Number()),
  carbs_g: nullable(t.Number()),
  fat_g: nullable(t.Number()),
});

const DailyValueRowSchema = t.Object({
  key: t.String(),
  name: t.String({ description: 'The name the regulation uses.' }),
  amount: nullable(t.Number(), 'Amount in `unit`; null when unknown.'),
  unit: t.String(),
  reference_amount: t.Number({ description: 'The Daily Value (us) or reference intake (eu) in `unit`.' }),
  percent: nullable(t.Number(), 'Percent of the reference amount, unrounded amount, one decimal; null when the amount is unknown (never 0 for unknown).'),
  note: t.Optional(t.String({ description: "Where the key's definition differs from the regulation's." })),
});

/** `daily_values` of an answer asked with `dv=us|eu` (src/domain/foods/daily-values.ts). */
export const DailyValuesSchema = component(
  'DailyValues',
  t.Object(
    {
      system: t.Union([t.Literal('us'), t.Literal('eu')]),
      percent_name: t.String(),
      source: t.String({ description: 'The regulation the reference amounts come from.' }),
      basis: t.String({ description: "What `nutrients` are for: the answer's basis (`100g`, `100ml`, `per_serving`, `total`, `meal`)." }),
      nutrients: t.Array(DailyValueRowSchema),
      serving: nullable(
        t.Object({
          description: nullable(t.String()),
          quantity: nullable(t.Number()),
          unit: nullable(t.Union([t.Literal('g'), t.Literal('ml')])),
          nutrients: t.Array(DailyValueRowSchema),
        }),
        'The same for one serving, when the answer knows one and its basis is not already a serving.',
      ),
    },
    {
      description:
        "With `dv=us`: % Daily Value of the FDA reference amounts for adults and children 4 years and older (21 CFR 101.9(c)). With `dv=eu`: % reference intake of Regulation (EU) 1169/2011 Annex XIII (Part B: energy in kJ and kcal, fat, saturates, carbohydrate, sugars, protein, salt from sodium × 2.5 unless the source printed salt; Part A: vitamins and minerals). For the answer's basis and, when a serving is known, for that serving. An unknown amount has an unknown (null) percentage, never 0. Carbohydrate is total carbohydrate for `us` and available carbohydrate (fibre excluded) for `eu`: a table of the other kind converts with its fibre, and is null without it.",
    },
  ),
);

/** `nutrient_density` of a food (src/domain/foods/nutrient-density.ts). */
export const NutrientDensitySchema = component(
  'NutrientDensity',
  t.Object(
    {
      index: t.Literal('NRF9.3'),
      per: t.Literal('100 kcal'),
      score: nullable(t.Number(), 'NR9 − LIM3; null unless every input is known.'),
      nr9: nullable(
        t.Number(),
        'Sum of % Daily Value per 100 kcal of protein, fiber, vitamins A, C, E, calcium, iron, magnesium and potassium, each capped at 100.',
      ),
      lim3: nullable(t.Number(), 'Sum of % maximum recommended value per 100 kcal of saturated fat, added sugars and sodium.'),
      missing: t.Array(t.String(), { description: 'Inputs with no known amount.' }),
      reason: t.Optional(t.String()),
    },
    { description: 'NRF9.3 nutrient density (Drewnowski 2009), with the current FDA Daily Values as reference amounts.' },
  ),
);
