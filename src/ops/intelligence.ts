/** Packaged foods and nutrition intelligence: barcode, ingredient analysis, score, alternatives. */
import { Type as t, type TSchema } from '@sinclair/typebox';
import { ApiError, badRequest, notFound, unprocessable } from '../http/errors';
import { op, type AnyOp } from '../http/op';
import { JsonText } from '../http/compression';
import type { Services } from '../http/services';
import type { Catalog } from '../catalog/types';
import { perCatalog } from '../catalog/per-catalog';
import type { FoodRecord } from '../domain/foods/food';
import { barcodeLookupKeys, parseBarcode } from '../domain/foods/barcode';
import { isGs1Syntax, readGs1, type Gs1Attribute } from '../domain/foods/gs1';
import { analyzeIngredients } from '../domain/foods/ingredient-analysis';
import type { OffTaxonomy } from '../domain/foods/ingredient-taxonomy';
import { CANONICAL_ALLERGENS } from '../domain/foods/allergens';
import { alternativeCategory, rankAlternatives } from '../domain/foods/alternatives';
import { ACCEPTED_DIETS, ACCEPTED_GOALS, productNutriScore, scoreFood, scoreInputFromFood, type ScoreProfile } from '../domain/foods/score';
import type { NutriScoreVersion } from '../domain/foods/nutriscore';
import type { DailyValueSystem } from '../domain/foods/reference-intakes';
import { DvParam, foodDailyValues } from './daily-values';
import { refuseWhileProductStoreLost } from './product-store-lost';
import { offTaxonomyOf } from '../corpus/off-products';
import type { StoredAnswer } from '../products/store';
import { FoodSchema, renderFood } from '../render/food';
import { nullable } from '../render/nutrition-schemas';

const Grade = t.Union(['A', 'B', 'C', 'D', 'E', 'F'].map((g) => t.Literal(g)));

function taxonomy(catalog: Catalog): OffTaxonomy {
  let why = '';
  const tax = offTaxonomyOf(catalog.parts, (message) => (why = message));
  if (!tax) throw new ApiError(503, why ? `The ingredient taxonomy cannot be read: ${why}.` : 'The ingredient taxonomy is not loaded.');
  return tax;
}

/**
 * What a scanned code was read as, when that is not the plain digits given: a GS1 Digital Link or
 * element string (its GTIN, and the other AIs echoed, not used) or a UPC-E expanded to its GTIN.
 */
interface ScanRead {
  gtin: string;
  read_from: 'digital_link' | 'element_string' | 'upc_e';
  ais: Gs1Attribute[];
}

/** The digits to look up, and what was read when the code was GS1 syntax or a UPC-E; 400 when malformed. */
function readCode(code: string): { digits: string; scan: ScanRead | null } {
  if (isGs1Syntax(code)) {
    const r = readGs1(code);
    // A link is not echoed: no outside URL appears in a response (spec data rule 3).
    if (!r.ok) throw badRequest(`Invalid GS1 code${/:\/\//.test(code) ? '' : ` '${code}'`}: ${r.error}`, { problem: 'gs1' });
    return { digits: r.read.gtin, scan: { gtin: r.read.gtin, read_from: r.read.form, ais: r.read.attributes } };
  }
  const parsed = parseBarcode(code);
  return { digits: code, scan: parsed.ok && parsed.barcode.format === 'UPC-E' ? { gtin: parsed.barcode.gtin14, read_from: 'upc_e', ais: [] } : null };
}

/** Owned data first; on a miss, the configured outside provider (src/providers/food-data/barcode-fallback.ts). */
export async function productByBarcode(services: Services, code: string): Promise<{ food: FoodRecord; source: string | null }> {
  const catalog = services.catalog();
  const parsed = parseBarcode(code);
  if (!parsed.ok) throw badRequest(`Invalid barcode '${code}': ${parsed.error.message}`, { problem: parsed.error.code });
  // An 8-digit code reads as EAN-8 or UPC-E: try every reading.
  const product = barcodeLookupKeys(code)
    .map((k) => catalog.foods.byBarcode.get(k))
    .find(Boolean);
  if (product) return { food: product, source: null };
  const outside = await services.providers?.barcode.lookup(parsed.barcode);
  if (outside?.kind === 'hit') return { food: outside.record, source: outside.source };
  refuseWhileProductStoreLost(catalog, `barcode ${parsed.barcode.digits} may be in it`);
  const note = outside?.kind === 'unavailable' ? ' The outside product database did not answer usably just now; retry later.' : '';
  throw notFound(`No product with barcode ${parsed.barcode.digits} in the corpus (the catalogue does not hold every barcode).${note}`);
}

/**
 * GET /v1/barcode's answer: a product store's pre-rendered one when it holds the code (no decode
 * or render; synchronous from the answer cache, so the pipeline awaits nothing, else one read off
 * the event loop), else the payload below. A scanned form's reading is added as `scan`.
 */
function barcodeAnswer(services: Services, code: string): JsonText | Promise<unknown> {
  const { digits, scan } = readCode(code);
  // The code's own key, the reading productByBarcode tries first; an invalid code has none, and a
  // code found elsewhere (another reading, an in-memory record, a provider) takes the path below.
  const parsed = parseBarcode(digits);
  const stored = parsed.ok ? (services.catalog().foods.barcodeAnswer?.(parsed.barcode.key) ?? null) : null;
  if (stored === null) return payload(services, digits, scan);
  const body = (answer: StoredAnswer) => (scan ? withScan(answer, scan) : storedBody(answer));
  return stored instanceof Promise ? stored.then(body) : body(stored);
}

/** A store's answer: its stored bytes, or JSON rendered now (stale stored answers). */
const storedBody = (answer: StoredAnswer): JsonText => (typeof answer === 'string' ? new JsonText(answer, false) : JsonText.stored(answer));

/** A stored answer (a JSON object) with the scan reading as its last member. */
function withScan(answer: StoredAnswer, scan: ScanRead): JsonText {
  const text = typeof answer === 'string' ? answer : new TextDecoder().decode(answer);
  return new JsonText(`${text.slice(0, text.lastIndexOf('}'))},"scan":${JSON.stringify(scan)}}`, false);
}

async function payload(services: Services, digits: string, scan: ScanRead | null, views: ProductViews = {}) {
  const { food, source } = await productByBarcode(services, digits);
  return {
    ...renderFood(food),
    ...(source ? { source } : {}),
    ...(views.nutriscore_version === '2021' ? { nutriscore_computed: productNutriScore(food, '2021') } : {}),
    ...(views.dv ? { daily_values: foodDailyValues(food, views.dv) } : {}),
    ...(scan ? { scan } : {}),
  };
}

/** GET /v1/barcode's payload (also used by POST /v1/identify). A fresh provider answer carries the provider's label. */
export async function barcodePayload(services: Services, code: string, views: ProductViews = {}) {
  const { digits, scan } = readCode(code);
  return payload(services, digits, scan, views);
}

/** What a product answer may add on request. */
interface ProductViews {
  dv?: DailyValueSystem;
  nutriscore_version?: NutriScoreVersion;
}

const NutriScoreVersionParam = t.Optional(
  t.Union([t.Literal('2023'), t.Literal('2021')], {
    default: '2023',
    description:
      'Nutri-Score algorithm: `2023` (current: Santé publique France 2022 for foods, 2023 for beverages) or the previous `2021` one, to compare with grades computed before the update.',
  }),
);

const barcode = op({
  id: 'get_barcode',
  method: 'GET',
  path: '/v1/barcode/:code',
  cost: 1,
  access: 'any',
  tag: 'Packaged foods',
  summary: 'Packaged product by UPC/EAN barcode or scanned GS1 code',
  toolDescription:
    'A packaged product by UPC/EAN barcode, or a scanned GS1 code (Digital Link URL, element string, UPC-E), with nutrition on its label basis; 404 when unknown, 400 for a bad check digit or a malformed code.',
  description:
    "Non-digit characters are ignored. EAN-13, EAN-8, UPC-A, UPC-E (expanded) and GTIN-14 are accepted; a wrong length or check digit is 400 naming the problem. GS1 codes as scanners deliver them are read to their GTIN (AI 01) and answered as that code: a GS1 Digital Link URI, URL-encoded into the path (any host; `https%3A%2F%2Fid.gs1.org%2F01%2F09506000134352%2F10%2FABC123`), or an element string with parentheses (`(01)09506000134352(17)261231`) or raw with FNC1 as the GS character (%1D), optionally after its symbology identifier (`]d2`, `]Q3`, `]C1`, `]e0`). The answer then has `scan`: the GTIN read, what it was read from (`digital_link`, `element_string`, or `upc_e` for an 8-digit code read as UPC-E) and the other AIs (batch, expiry, weights…) as given, not used. A malformed one (bad check digit, a primary key other than a GTIN, an unknown AI, a variable-length AI without its separator) is 400 with the reason. Nutrition keeps the source basis (100g, 100ml or per_serving); an unknown basis returns product metadata only with `resolution_required`. Open Food Facts records carry attribution and the ODbL licence. When the corpus misses and an outside product database is configured (MORSEL_OFF_API_URL), the product is fetched, checked by the import quality gate and promoted: that first answer has `source: openfoodfacts`, repeats are served from the promoted record as `corpus`; answers that fail the gate are quarantined and the barcode stays 404. An imported product store whose file was removed under the running service answers on from its open file until SIGHUP; after that, until the file is back and SIGHUP reopens it, a code no other source holds is 503 (the store is unavailable: unknown, not absent). `nutriscore_computed` is the Nutri-Score the service computed (2023, at import, from the source values and ingredient list); `nutriscore_version=2021` computes the 2021 algorithm now from the record's values and categories. `nutrient_density` is NRF9.3 per 100 kcal where every input is known; `dv` adds `daily_values` per basis and per stated serving.",
  params: t.Object({
    code: t.String({
      minLength: 1,
      maxLength: 1024,
      description: 'UPC/EAN digits (spaces and dashes are ignored), or a URL-encoded GS1 Digital Link or element string.',
      examples: ['3017620422003', '(01)03017620422003(17)261231'],
    }),
  }),
  query: t.Object({ dv: DvParam, nutriscore_version: NutriScoreVersionParam }),
  response: FoodSchema,
  errors: [404],
  // The stored answer is the default view; a requested view is rendered now.
  handler: ({ params, query, services }) =>
    query.dv || query.nutriscore_version === '2021' ? barcodePayload(services, params.code, query) : barcodeAnswer(services, params.code),
});

const analyze = op({
  id: 'analyze_ingredients',
  method: 'POST',
  path: '/v1/analyze-ingredients',
  cost: 2,
  access: 'any',
  tag: 'Nutrition intelligence',
  summary: 'Additives, allergens, NOVA group and diet flags of an ingredient list',
  toolDescription:
    "Read a product's ingredient list text: additives with concern level, allergens, traces, NOVA group, and vegan, vegetarian and gluten-free flags (false when unsure).",
  description:
    'Deterministic and local, from the Open Food Facts taxonomies. Handles nested parentheses, percentages, "contains …" and "may contain …" statements (the latter reported as `traces`, not allergens), and E-numbers written as `E 330`, `e330`, `E330a` or by name. Additive `concern` follows EFSA overexposure risk: `high`, `moderate`, `low` or `none-known`. `vegan`, `vegetarian` and `gluten_free` are false whenever evidence is missing or contrary (an unrecognised ingredient is not vegan).',
  maxBodyBytes: 32_768,
  errors: [503],
  response: t.Object({
    source: t.Literal('corpus'),
    additives: t.Array(
      t.Object({ code: t.String(), name: t.String(), concern: t.Union([t.Literal('high'), t.Literal('moderate'), t.Literal('low'), t.Literal('none-known')]) }),
    ),
    allergens: t.Array(t.String()),
    traces: t.Array(t.String()),
    nova: t.Union([t.Literal(1), t.Literal(2), t.Literal(3), t.Literal(4)]),
    nova_reason: t.String(),
    vegan: t.Boolean(),
    vegetarian: t.Boolean(),
    gluten_free: t.Boolean(),
    reasons: t.Array(t.String()),
    unrecognized: t.Array(t.String()),
  }),
  body: t.Object(
    {
      ingredients: t.String({
        minLength: 1,
        maxLength: 4000,
        description: 'Comma-separated ingredient list.',
        examples: ['Sugar, palm oil, hazelnuts 13%, skimmed milk powder 8.7%, fat-reduced cocoa 7.4%, emulsifier: lecithins (soya), vanillin'],
      }),
    },
    { additionalProperties: false },
  ),
  handler: ({ body, services }) => {
    if (body.ingredients.trim() === '') throw badRequest("Body field 'ingredients' is empty.");
    const a = analyzeIngredients(body.ingredients, taxonomy(services.catalog()));
    return {
      source: 'corpus',
      additives: a.additives,
      allergens: a.allergens,
      traces: a.traces,
      nova: a.nova,
      nova_reason: a.nova_reason,
      vegan: a.vegan,
      vegetarian: a.vegetarian,
      gluten_free: a.gluten_free,
      reasons: a.reasons,
      unrecognized: a.unrecognized,
    };
  },
});

/** `food` reference: exactly one of name, barcode, id. */
const FoodRef = {
  name: t.Optional(t.String({ minLength: 1, maxLength: 200, description: 'Food name, resolved by search (best match).' })),
  barcode: t.Optional(t.String({ minLength: 1, maxLength: 64 })),
  id: t.Optional(t.String({ format: 'uuid' })),
};

async function resolveFood(services: Services, ref: { name?: string; barcode?: string; id?: string }, where: string): Promise<FoodRecord> {
  const given = (['name', 'barcode', 'id'] as const).filter((k) => ref[k] !== undefined);
  if (given.length !== 1) throw badRequest(`${where} needs exactly one of name, barcode or id (got ${given.length === 0 ? 'none' : given.join(' and ')}).`);
  const catalog = services.catalog();
  if (ref.barcode !== undefined) return (await productByBarcode(services, ref.barcode)).food;
  if (ref.id !== undefined) {
    const f = catalog.foods.byId.get(ref.id.toLowerCase());
    if (!f) throw notFound(`No reference food ${ref.id}.`);
    return f;
  }
  const found = await catalog.search.search(ref.name!, { mode: 'hybrid', limit: 1 });
  const f = found.hits[0] ? catalog.foods.byId.get(found.hits[0].id) : undefined;
  if (!f) throw notFound(`No food matches '${ref.name}'.`);
  return f;
}

/**
 * A product whose per-100 g values look like one serving's (src/domain/foods/basis-check.ts) is not
 * scored: a score of wrong-basis values would be confidently wrong. 422 with the reason.
 */
function assertScorable(food: FoodRecord): void {
  const suspect = (food.extra as { basis_suspect?: { message: string } } | undefined)?.basis_suspect;
  if (suspect)
    throw unprocessable(`'${food.name}' is not scored: its per-100 g values look like one serving's (${suspect.message}).`, { basis_suspect: suspect });
}
const isSuspect = (food: FoodRecord) => (food.extra as { basis_suspect?: unknown } | undefined)?.basis_suspect !== undefined;

const listOf = (values: readonly string[], description: string): TSchema =>
  t.Array(t.String({ minLength: 1, maxLength: 100 }), { minItems: 1, maxItems: 50, description: `${description} Accepted: ${values.join(', ')}.` });

function checkProfile(profile: ScoreProfile | undefined): void {
  if (!profile) return;
  const bad = (profile.goals ?? []).filter((g) => !(ACCEPTED_GOALS as readonly string[]).includes(g));
  if (bad.length)
    throw badRequest(`Unknown goal${bad.length > 1 ? 's' : ''} ${bad.map((b) => `'${b}'`).join(', ')}; accepted: ${ACCEPTED_GOALS.join(', ')}.`, {
      accepted: ACCEPTED_GOALS,
    });
  if (profile.diet != null && !(ACCEPTED_DIETS as readonly string[]).includes(profile.diet)) {
    throw badRequest(`Unknown diet '${profile.diet}'; accepted: ${ACCEPTED_DIETS.join(', ')}.`, { accepted: ACCEPTED_DIETS });
  }
  const allergens = (profile.allergies ?? []).filter((a) => !(CANONICAL_ALLERGENS as readonly string[]).includes(a.toLowerCase()));
  if (allergens.length)
    throw badRequest(
      `Unknown allerg${allergens.length > 1 ? 'ens' : 'en'} ${allergens.map((a) => `'${a}'`).join(', ')}; accepted: ${CANONICAL_ALLERGENS.join(', ')}.`,
      { accepted: CANONICAL_ALLERGENS },
    );
}

const Profile = t.Object(
  {
    goals: t.Optional(listOf(ACCEPTED_GOALS, 'Goals that adjust the score.')),
    diet: t.Optional(t.String({ description: `Diet. Accepted: ${ACCEPTED_DIETS.join(', ')}.` })),
    allergies: t.Optional(listOf(CANONICAL_ALLERGENS, 'Allergens: a match forces grade F and adds a flag.')),
    avoid: t.Optional(
      t.Array(t.String({ minLength: 1, maxLength: 100 }), {
        minItems: 1,
        maxItems: 50,
        description: 'Ingredients or words to avoid: a match forces grade F and adds a flag.',
      }),
    ),
  },
  { additionalProperties: false },
);

const score = op({
  id: 'score_food',
  method: 'POST',
  path: '/v1/score',
  cost: 3,
  access: 'any',
  tag: 'Nutrition intelligence',
  summary: 'Score a food 0-100 with a grade for a profile',
  toolDescription:
    'Score a food 0-100 with a grade for a profile (goals, diet, allergens): 2023 Nutri-Score points, a NOVA penalty, goal and diet modifiers. explain: true adds a summary.',
  description:
    'Base 0-100 from the Nutri-Score points (2023 algorithm by default, the 2021 one with `nutriscore_version=2021`; linear inside each grade band of that version: A 80-100, B 60-79, C 40-59, D 20-39, E 0-19), minus a NOVA penalty (group 4: 10, group 3: 5), then goal and diet modifiers. An allergen or avoid-list match forces grade F and adds a flag. A barcode reference adds additives, NOVA and eco-score data. `explain` adds a deterministic summary. `nutriscore` gives the version, category, points and grade the base came from (null when nutrition is unknown).',
  maxBodyBytes: 16_384,
  query: t.Object({ nutriscore_version: NutriScoreVersionParam }),
  body: t.Object(
    {
      food: t.Object(FoodRef, { additionalProperties: false, description: 'Exactly one of name, barcode, id.' }),
      profile: t.Optional(Profile),
      explain: t.Optional(t.Boolean()),
    },
    { additionalProperties: false },
  ),
  errors: [404, 422],
  response: t.Object({
    source: t.Literal('corpus'),
    food: t.String(),
    food_id: t.String({ format: 'uuid' }),
    score: t.Number({ minimum: 0, maximum: 100 }),
    grade: Grade,
    reasons: t.Array(t.String()),
    flags: t.Array(t.Object({ type: t.String(), value: t.String() })),
    eco_score: nullable(t.String()),
    nova: nullable(t.Integer()),
    nutriscore: nullable(
      t.Object({ version: t.Union([t.Literal('2023'), t.Literal('2021')]), category: t.String(), points: t.Integer(), grade: t.String(), base: t.Number() }),
    ),
    summary: t.Optional(t.String({ description: 'With `explain`.' })),
  }),
  handler: async ({ body, query, services }) => {
    checkProfile(body.profile as ScoreProfile | undefined);
    const food = await resolveFood(services, body.food, "Body field 'food'");
    assertScorable(food);
    const tax = offTaxonomyOf(services.catalog().parts);
    const r = scoreFood(scoreInputFromFood(food, tax), body.profile as ScoreProfile | undefined, {
      explain: body.explain,
      nutriscoreVersion: query.nutriscore_version,
    });
    return {
      source: 'corpus',
      food: food.name,
      food_id: food.id,
      score: r.score,
      grade: r.grade,
      reasons: r.reasons,
      flags: r.flags,
      eco_score: r.eco_score,
      nova: r.nova,
      nutriscore: r.nutriscore,
      ...(body.explain ? { summary: r.summary } : {}),
    };
  },
});

/** Foods by comparison category, built once per catalog. */
const categoryIndex = perCatalog((catalog: Catalog): Map<string, FoodRecord[]> => {
  const index = new Map<string, FoodRecord[]>();
  // The corpus's products live in their store file; the category lists hold them as before.
  for (const f of [...catalog.foods.byId.values(), ...(catalog.products?.corpusProducts() ?? [])]) {
    const c = alternativeCategory(f);
    if (c === null || f.nutrition_basis === 'unknown' || isSuspect(f)) continue;
    const list = index.get(c) ?? [];
    list.push(f);
    index.set(c, list);
  }
  return index;
});

const alternatives = op({
  id: 'get_alternatives',
  method: 'GET',
  path: '/v1/alternatives',
  cost: 1,
  access: 'any',
  tag: 'Nutrition intelligence',
  summary: 'Higher-scoring foods from the same category',
  toolDescription: 'Higher-scoring foods of the same category as one food, given by exactly one of name, barcode or id.',
  description:
    'Exactly one of name, barcode, id. Alternatives score higher and come from the same food group (generic foods) or main category (products): foods of the same kind first ("Milk, …" for whole milk), then the rest of the category, each best first. Products flagged `basis_suspect` are never offered, and one asked about is 422 with the reason.',
  query: t.Object({ ...FoodRef, number: t.Optional(t.Integer({ minimum: 1, maximum: 10, default: 5 })) }),
  errors: [404, 422],
  response: t.Object({
    source: t.Literal('corpus'),
    for: t.String(),
    base_score: t.Number(),
    base_grade: Grade,
    alternatives: t.Array(
      t.Object({
        id: t.String({ format: 'uuid' }),
        name: t.String(),
        calories: nullable(t.Integer()),
        protein_g: nullable(t.Integer()),
        carbs_g: nullable(t.Integer()),
        fat_g: nullable(t.Integer()),
        score: t.Number(),
        grade: Grade,
      }),
    ),
  }),
  handler: async ({ query, services }) => {
    const catalog = services.catalog();
    const food = await resolveFood(services, query, 'Query');
    assertScorable(food);
    const tax = offTaxonomyOf(catalog.parts);
    const cat = alternativeCategory(food);
    const r = rankAlternatives(food, cat ? (categoryIndex(catalog).get(cat) ?? []) : [], {}, { taxonomy: tax, number: query.number ?? 5 });
    const int = (v: number | null) => (v === null ? null : Math.round(v));
    return {
      source: 'corpus',
      for: food.name,
      base_score: r.base_score,
      base_grade: r.base_grade,
      alternatives: r.alternatives.map((a) => ({
        id: a.id,
        name: a.name,
        calories: int(a.calories),
        protein_g: int(a.protein_g),
        carbs_g: int(a.carbs_g),
        fat_g: int(a.fat_g),
        score: a.score,
        grade: a.grade,
      })),
    };
  },
});

export const intelligenceOps: AnyOp[] = [barcode, analyze, score, alternatives];
