/**
 * FoodRecord → the spec's Food object (search results, food detail, barcode product, private
 * foods). Calories and macros become integers here and only here; `nutrients[]` keeps source
 * precision. Unknown stays null.
 */
import { Type as t } from '@sinclair/typebox';
import { component } from './component';
import type { FoodRecord } from '../domain/foods/food';
import { isCanonical, sourceRows } from '../domain/foods/canonical';
import { isReferenceDataset, OFF_ATTRIBUTION, OFF_LICENSE } from '../domain/foods/datasets';
import { nrf93 } from '../domain/foods/nutrient-density';
import { foodFacts } from '../domain/foods/food-facts';
import { DailyValuesSchema, NutrientDensitySchema } from './nutrition-schemas';

const int = (v: number | null) => (v === null ? null : Math.round(v));

function nutrientCoverage(food: FoodRecord) {
  const reported: string[] = [];
  const calculated: string[] = [];
  for (const n of food.nutrients) (food.provenance[n.key]?.method === 'calculated' ? calculated : reported).push(n.key);
  return {
    reported,
    calculated,
    estimated: food.estimated_nutrients.map((e) => e.key),
    unresolved: food.unresolved_keys,
  };
}

/**
 * Lists (search results) carry provenance for the enriched fields only (calculated or estimated:
 * how the value was made); reported values come from the food's own source record, whose
 * per-nutrient statistics are in the food detail. This keeps a result near 9 KB instead of 20 KB.
 */
function enrichedProvenance(provenance: FoodRecord['provenance']): FoodRecord['provenance'] {
  const out: FoodRecord['provenance'] = {};
  for (const [key, p] of Object.entries(provenance)) if (p.method !== 'reported') out[key] = { method: p.method, source: p.source };
  return out;
}

/**
 * Where a reference food comes from: every row of its canonical food (or the row alone), which one
 * the values are of and why, the nutrients the rows disagree on; a row that belongs to a canonical
 * food names it.
 */
function referenceSources(food: FoodRecord) {
  if (isCanonical(food)) return { sources: food.sources, primary_rule: food.primary_rule, disagreements: food.disagreements };
  if (!isReferenceDataset(food.dataset)) return {};
  return { sources: sourceRows([food], 0), ...(food.canonical_id ? { canonical_id: food.canonical_id } : {}) };
}

export function renderFood(food: FoodRecord, extra: { match_score?: number; list?: boolean } = {}) {
  const unknownBasis = food.nutrition_basis === 'unknown';
  const base = {
    id: food.id,
    name: food.name,
    source: food.dataset === 'private' ? 'private' : 'corpus',
    dataset: food.dataset,
    nutrition_basis: food.nutrition_basis,
    calories: unknownBasis ? null : int(food.calories),
    protein_g: unknownBasis ? null : int(food.protein_g),
    carbs_g: unknownBasis ? null : int(food.carbs_g),
    fat_g: unknownBasis ? null : int(food.fat_g),
    confidence: food.confidence,
    ...(extra.match_score !== undefined ? { match_score: Math.round(extra.match_score * 1000) / 1000 } : {}),
    group: food.group,
    nutrients: unknownBasis ? [] : food.nutrients,
    nutrient_coverage: nutrientCoverage(food),
    estimated_nutrients: food.estimated_nutrients,
    unknown_keys: food.unknown_keys,
    unresolved_keys: food.unresolved_keys,
    provenance: extra.list ? enrichedProvenance(food.provenance) : food.provenance,
    portions: food.portions,
    ...referenceSources(food),
    // A food's own answer only: lists stay small.
    ...(extra.list ? {} : { nutrient_density: nrf93(foodFacts(food)) }),
  };
  // Provider data keeps its attribution and licence (spec data rule 4).
  if (food.dataset === 'fdc') {
    const x = food.extra as { attribution?: string; license?: string; data_type?: string } | undefined;
    return {
      ...base,
      barcode: food.barcode ?? null,
      brand: food.brand ?? null,
      ...(x?.attribution ? { attribution: x.attribution } : {}),
      ...(x?.license ? { license: x.license } : {}),
      data_type: x?.data_type ?? null,
    };
  }
  if (food.dataset !== 'openfoodfacts') return base;
  // Product metadata (attribution, licence, badges, eco-score, NOVA, `resolution_required` when the
  // basis is unknown) travels in `extra`.
  return {
    ...base,
    barcode: food.barcode ?? null,
    brand: food.brand ?? null,
    ...food.extra,
    // Corpora built before the attribution lost its URL still carry the old text: the constant is the one truth.
    ...(food.extra?.license === OFF_LICENSE ? { attribution: OFF_ATTRIBUTION } : {}),
  };
}

/** A listed food's bytes hold this `match_score` until a search puts its own there. */
const SCORE_MARK = -7777777;
const MARK = Buffer.from(`"match_score":${SCORE_MARK}`);

/**
 * A food as a search lists it, serialised once as UTF-8 (12 KB of nutrients and provenance:
 * rendering, stringifying and encoding it was most of a search's time); stored once per corpus
 * build (src/catalog/listed-foods.ts).
 */
export const listedFoodBytes = (food: FoodRecord): Buffer => Buffer.from(JSON.stringify(renderFood(food, { match_score: SCORE_MARK, list: true })));

/** A listed food with one search's score, `match` and `local_name`, in the places renderFood gives them: pieces of the answer's bytes. */
export function scoredListed(listed: Uint8Array, score: number, match: unknown, local: unknown): Uint8Array[] {
  const bytes = Buffer.from(listed.buffer, listed.byteOffset, listed.byteLength);
  const at = bytes.indexOf(MARK);
  return [
    bytes.subarray(0, at),
    Buffer.from(`"match_score":${JSON.stringify(Math.round(score * 1000) / 1000)}`),
    bytes.subarray(at + MARK.length, bytes.length - 1),
    Buffer.from(`,"match":${JSON.stringify(match)}${local ? `,"local_name":${JSON.stringify(local)}` : ''}}`),
  ];
}

/**
 * A food's GET /v1/barcode/{code} answer, serialised: what the product
 * store pre-renders for every product at import (src/products/writer.ts), so serving a barcode is
 * one row read. The store checks its stored answers against this at open (src/products/store.ts).
 */
export const foodAnswerText = (food: FoodRecord): string => JSON.stringify(renderFood(food));

/** OpenAPI shape of a food (documented; records may carry more product metadata). */
export const FoodSchema = component(
  'Food',
  t.Object(
    {
      id: t.String({
        format: 'uuid',
        description:
          "Stable id, survives rebuilds: of a food in one table, derived from table and source id; of a food joined from several tables, derived from its first row (SR28, FNDDS, CNF, CIQUAL, IFCT order). Every row's own id keeps resolving.",
      }),
      name: t.String(),
      source: t.String({ description: "`corpus` (reference data) or `private` (your account's food)." }),
      dataset: t.String({
        description:
          "The table the values come from: `usda-sr28` (USDA SR28), `usda-fndds` (USDA FNDDS 2021-2023, foods as eaten), `cnf` (Canadian Nutrient File 2015), `ciqual` (ANSES-CIQUAL 2020), `ifct` (Indian Food Composition Tables 2017), `openfoodfacts` (packaged products), `fdc` (USDA FoodData Central, promoted from the outside-provider fallback) or `private` (your account's food). The same food in several tables is one food: see `sources`.",
      }),
      nutrition_basis: t.String({ description: '`100g`, `100ml`, `per_serving` or `unknown` (then nutrition is null and `resolution_required` is set).' }),
      calories: t.Union([t.Integer(), t.Null()], { description: 'kcal per basis; null when unknown.' }),
      protein_g: t.Union([t.Integer(), t.Null()]),
      carbs_g: t.Union([t.Integer(), t.Null()]),
      fat_g: t.Union([t.Integer(), t.Null()]),
      confidence: t.Integer({ minimum: 0, maximum: 100, description: 'Data quality signal (see corpus/README.md), not measured accuracy.' }),
      match_score: t.Optional(t.Number({ description: 'Search rank signal 0-1, not an accuracy percentage.' })),
      group: t.Union([t.String(), t.Null()]),
      nutrients: t.Array(t.Object({ key: t.String(), name: t.String(), amount: t.Number(), unit: t.String() }), {
        description: 'Source facts at source precision, printed zeros kept; legacy vitamin A in IU stays `vitamin_a_iu`.',
      }),
      nutrient_coverage: t.Object({
        reported: t.Array(t.String()),
        calculated: t.Array(t.String()),
        estimated: t.Array(t.String()),
        unresolved: t.Array(t.String()),
      }),
      estimated_nutrients: t.Array(t.Object({}, { additionalProperties: true }), {
        description: 'Values borrowed from a compatible reference food, labelled with donor and method; never in nutrients[] or macros.',
      }),
      unknown_keys: t.Array(t.String(), { description: 'Expected nutrient keys with no value in nutrients[].' }),
      unresolved_keys: t.Array(t.String(), { description: 'Unknown keys no estimate covers.' }),
      provenance: t.Record(t.String(), t.Object({}, { additionalProperties: true }), {
        description:
          'Per nutrient: method (reported/calculated/estimated), source and source codes. Search results list only the enriched (calculated or estimated) fields, with method and source; GET /v1/foods/{id} lists every field with its source statistics.',
      }),
      portions: t.Array(t.Object({ amount: t.Number(), measure: t.String(), grams: t.Number(), seq: t.String() }), {
        description: 'Household measures with gram weights (evidence for unit conversion).',
      }),
      attribution: t.Optional(
        t.String({
          description:
            'Records whose licence requires credit (datasets `openfoodfacts`, `fdc`): who to credit, by name ("Open Food Facts contributors"; the USDA FoodData Central citation). Never a link: no outside URL appears in any response; the sources\' home pages are in the README.',
        }),
      ),
      license: t.Optional(
        t.String({ description: "Licence id of the record's data: `ODbL-1.0` (Open Food Facts; images CC BY-SA), `CC0-1.0` (FoodData Central)." }),
      ),
      sources: t.Optional(
        t.Array(
          t.Object({
            id: t.String({ description: "The row's own id: GET /v1/foods/{id} answers that row." }),
            dataset: t.String(),
            source_id: t.String({ description: "The row's code in its table (SR28 NDB number, FNDDS food code, CNF FoodID, CIQUAL alim_code, IFCT code)." }),
            name: t.String({ description: "The table's own name for the food." }),
            license: t.Union([t.String(), t.Null()]),
            attribution: t.Union([t.String(), t.Null()]),
            primary: t.Boolean({ description: 'The row whose values the food serves.' }),
          }),
          {
            description:
              "Reference foods: the rows of the national tables (USDA SR28, FNDDS, CNF, CIQUAL, IFCT) that describe this food in this state, joined at corpus build (links from the data first: CNF's SR28 numbers, FNDDS single-ingredient codes; then names with agreeing energy and macros). The food serves the values of one row, never an average; a nutrient only another row reports is in `estimated_nutrients` (method `same_food_other_table`).",
          },
        ),
      ),
      primary_rule: t.Optional(
        t.Union([t.Literal('only_row'), t.Literal('region'), t.Literal('language'), t.Literal('most_complete')], {
          description:
            "Why the primary row was chosen: the only row; the table of the `region` asked for (US: SR28, FNDDS; CA: CNF; FR: CIQUAL; IN: IFCT); a table naming foods in the query's language; else the row reporting the most nutrients (ties: SR28, FNDDS, CNF, CIQUAL, IFCT).",
        }),
      ),
      disagreements: t.Optional(
        t.Array(t.Object({ key: t.String(), unit: t.String(), values: t.Array(t.Object({ dataset: t.String(), id: t.String(), amount: t.Number() })) }), {
          description:
            "Nutrients whose rows differ by more than the larger of 20 % and a floor in the unit (10 kcal, 1.5 g, 5 mg, 5 µg), with every row's amount.",
        }),
      ),
      canonical_id: t.Optional(t.String({ description: "A row asked for by its own id that is one of several rows of a food: that food's id." })),
      nutrient_density: t.Optional(NutrientDensitySchema),
      daily_values: t.Optional(DailyValuesSchema),
    },
    { additionalProperties: true },
  ),
);
