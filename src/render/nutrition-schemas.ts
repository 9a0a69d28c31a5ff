/**
 * Response schemas shared by the nutrition answers (ingredient lines, meal text, recipes): the
 * shapes src/domain returns, stated once for OpenAPI and for the response checks of the tests.
 */
import { Type as t, type TSchema } from '@sinclair/typebox';

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

export const MacrosSchema = t.Object({ calories: nullable(t.Number()), protein_g: nullable(t.Number()), carbs_g: nullable(t.Number()), fat_g: nullable(t.Number()) });
