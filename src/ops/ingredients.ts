/** Ingredient language: compute nutrition of ingredient lines, units, conversion, amount solving. */
import { Type as t } from '@sinclair/typebox';
import { badRequest, notFound, unprocessable } from '../http/errors';
import { op, type AnyOp } from '../http/op';
import { parseIngredientLine, type ParsedIngredientLine } from '../domain/language/ingredient-line';
import { convertUnits, explicitUnits, listUnits, unitByName, UnitConversionError } from '../domain/language/units';
import { densityFromPortions, servingFromPortions } from '../domain/foods/density';
import { sumNutrition } from '../domain/foods/nutrition-totals';
import { catalogNames } from '../catalog/names';
import { resolveLine, type ResolvedLine } from '../domain/language/resolve-line';
import { parseZhIngredientLine } from '../domain/language/zh-ingredients';
import { isJaKoLine, parseJaKoLine } from '../domain/language/ja-ko-ingredients';
import { round } from '../domain/round';
import { lineFoodOrigin, resolveWithProviders, type ProviderLine } from './provider-lines';
import { DailyValuesSchema, FoodRefSchema, GramsEvidenceSchema, nullable, totalsFields } from '../render/nutrition-schemas';
import { dailyValues } from '../domain/foods/daily-values';
import { DvParam, sumFacts, withDailyValues } from './daily-values';

const MAX_LINES = 100;

/**
 * A line in Japanese or Korean ("塩 小さじ1", "玉ねぎ 1/2個", "소금 1작은술") goes through the Japanese and Korean
 * reader, one in Chinese ("鸡蛋 2个", "生抽 15ml") through the Chinese reader, any other through the English one.
 */
export function parseAnyLine(line: string): ParsedIngredientLine {
  if (isJaKoLine(line)) return parseJaKoLine(line);
  return /\p{Script=Han}/u.test(line) ? parseZhIngredientLine(line) : parseIngredientLine(line);
}

/** The response keeps the spec's fields; line counts are already in `lines`. */
export function withoutLineCounts<T extends { lines_used?: unknown; lines_skipped?: unknown }>(totals: T) {
  const { lines_used: _used, lines_skipped: _skipped, ...rest } = totals;
  return rest;
}

export function renderLine(l: ResolvedLine | ProviderLine) {
  return {
    input: l.parsed.input,
    quantity: l.parsed.quantity,
    quantity_max: l.parsed.quantity_max,
    unit: l.parsed.unit,
    name: l.parsed.name,
    preparation: l.parsed.preparation,
    food: l.food ? { id: l.food.id, name: l.food.name, ...lineFoodOrigin(l) } : null,
    grams: l.grams === null ? null : round(l.grams, 1),
    resolved: l.grams !== null,
    ...(l.reason ? { reason: l.reason } : {}),
    evidence: l.evidence,
  };
}

/** One ingredient line as answered (renderLine). */
const LineSchema = t.Object({
  input: t.String(),
  quantity: nullable(t.Number()),
  quantity_max: nullable(t.Number()),
  unit: nullable(t.String()),
  name: t.String(),
  preparation: nullable(t.String()),
  food: nullable(FoodRefSchema),
  grams: nullable(t.Number()),
  resolved: t.Boolean(),
  reason: t.Optional(t.String({ description: 'Why the line has no grams.' })),
  evidence: nullable(GramsEvidenceSchema),
});

const computeNutrition = op({
  id: 'compute_nutrition',
  method: 'GET',
  path: '/v1/compute-nutrition',
  cost: 1,
  access: 'any',
  tag: 'Foods',
  summary: 'Nutrition of a free-text ingredient list (one ingredient per line)',
  toolDescription:
    'Total nutrition of ingredient lines, one per line ("1 cup cooked rice\\n2 tbsp olive oil"): each line is parsed, matched to a reference food and weighed from evidence; lines it cannot weigh are listed in unresolved, never guessed. For a meal sentence use parse_meal; for foods by id with grams use calculate_recipe.',
  description: [
    'Each line is parsed (quantity, unit, name, preparation), matched to a reference food and converted to grams from evidence only: mass units directly, grams written beside a volume or count ("1 cup (125 g) flour": the cook\'s own weight, method `stated`), volumes through a household measure that pairs volume and weight, counts and sizes through a matching household portion. When the matched food records no portion for the unit, a portion of the same food in another variety (never another form such as dried or canned) may serve; the evidence then names it in `related_food`. Bare "cup" is read as a US cup and the assumption is recorded in the evidence. A line without a stated quantity is never guessed: it stays unresolved with the reason. A name for a kind of food ("stock", "fish") is never matched to an arbitrary member.',
    'Lines in Chinese ("鸡蛋 2个", "苹果 半斤") are read by a Chinese reader (市斤 jin and 市两 liang are units of the unit table); Chinese names, and everyday staples named in French, Spanish, Italian, Portuguese, German, Dutch or Swedish ("beurre doux", "Kartoffeln"), are matched through their English names.',
    "A line no owned food matches is looked up among the foods promoted from outside providers, and — unless `data=owned` — in a configured government food database (FoodData Central; at most 10 names per request, within the provider timeout): its foods pass the import quality gate, are promoted, and the line's `food` then carries `source` (`fdc` when fetched now, `corpus` once promoted), `dataset`, `attribution` and `license`.",
    'A nutrient total appears only when every resolved line supplies it (others are listed in `incomplete_nutrients`). Unresolved lines are listed in `unresolved`. 404 when no line resolves. `lines[]` follows the input order.',
    'With `dv`, `daily_values` gives the percentages of the totals (basis `total`: the listed quantities together).',
  ].join('\n\n'),
  query: t.Object({
    ingredients: t.String({
      minLength: 1,
      maxLength: 10_000,
      description: 'Ingredient lines separated by newlines.',
      examples: ['1 cup rice\n2 tbsp olive oil\n1 large egg'],
    }),
    data: t.Optional(
      t.Union([t.Literal('auto'), t.Literal('owned')], { default: 'auto', description: '`owned` never asks an outside provider for unresolved lines.' }),
    ),
    dv: DvParam,
  }),
  errors: [404],
  response: t.Object({
    source: t.Literal('corpus-parser'),
    ...totalsFields,
    confidence: t.Integer({ minimum: 0, maximum: 100 }),
    lines: t.Array(LineSchema),
    unresolved: t.Array(t.String()),
    daily_values: t.Optional(DailyValuesSchema),
  }),
  handler: async ({ query, services }) => {
    const lines = query.ingredients
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter(Boolean);
    if (lines.length === 0) throw badRequest("Query parameter 'ingredients' has no non-empty line.");
    if (lines.length > MAX_LINES) throw badRequest(`At most ${MAX_LINES} ingredient lines per request (got ${lines.length}).`);
    const names = catalogNames(services.catalog());
    const resolved = await resolveWithProviders(services, await Promise.all(lines.map((l) => resolveLine(names, parseAnyLine(l)))), { data: query.data });
    const ok = resolved.filter((l) => l.grams !== null);
    if (ok.length === 0)
      throw notFound(
        `No ingredient line could be resolved to a reference food with a weight: ${resolved.map((l) => `'${l.parsed.input}' (${l.reason})`).join('; ')}.`,
      );
    const confidence = Math.round((100 * ok.reduce((a, l) => a + l.parsed.confidence * (l.food!.confidence / 100), 0)) / resolved.length);
    const totals = withoutLineCounts(sumNutrition(resolved));
    const answer = {
      source: 'corpus-parser',
      ...totals,
      confidence,
      lines: resolved.map(renderLine),
      unresolved: resolved.filter((l) => l.grams === null).map((l) => l.parsed.input),
    };
    return withDailyValues(answer, query.dv, (dv) =>
      dailyValues(
        dv,
        'total',
        sumFacts(
          totals,
          ok.map((l) => l.food!),
        ),
        null,
      ),
    );
  },
});

const units = op({
  id: 'list_units',
  method: 'GET',
  path: '/v1/ingredients/units',
  cost: 1,
  access: 'any',
  tag: 'Ingredients',
  summary: 'Supported units with their standard factors',
  toolDescription:
    'Every unit the line parsers and convert_units accept, with factors, aliases and the assumptions made for ambiguous names (bare cup = US cup).',
  description:
    'Mass factors are grams, volume factors millilitres. Ambiguous bare names (cup, pint, quart, gallon; pinch, dash and smidgen as 1/16, 1/8 and 1/32 US tsp, a spoon(ful) as a tablespoon) are accepted in free text with the assumption recorded, but conversion needs explicit names (us_cup, metric_cup, imperial_cup, tsp …). Counts have no standard weight.',
  response: t.Object({
    source: t.Literal('corpus'),
    units: t.Array(
      t.Object({
        name: t.String(),
        dimension: t.String(),
        factor: nullable(t.Number()),
        base_unit: nullable(t.Union([t.Literal('g'), t.Literal('ml')])),
        aliases: t.Array(t.String()),
        ambiguous: t.Boolean(),
        ambiguous_spellings: t.Array(t.String()),
        assumed: nullable(t.String()),
        explicit_units: nullable(t.Array(t.String())),
        convertible: t.Boolean(),
        system: nullable(t.String()),
        description: t.String(),
      }),
    ),
  }),
  handler: () => ({ source: 'corpus', units: listUnits() }),
});

const SmallBody = { maxBodyBytes: 4096 } as const;

const convert = op({
  id: 'convert_units',
  method: 'POST',
  path: '/v1/ingredients/convert',
  cost: 1,
  access: 'any',
  tag: 'Ingredients',
  summary: "Convert an amount between units (mass↔volume with a food's evidence)",
  toolDescription:
    'Convert an amount between units; mass to volume (or back) needs food_id, whose household measures give the density. Use explicit names (us_cup, not cup).',
  description:
    'Same-dimension conversions use standard factors. Mass↔volume needs `food_id` of a public food with a household measure pairing volume and weight (its density); otherwise 422. Explicit unit names only: bare "cup" is ambiguous (use us_cup, metric_cup or imperial_cup). Bodies over 4096 bytes are rejected.',
  ...SmallBody,
  body: t.Object(
    {
      amount: t.Number({ exclusiveMinimum: 0, maximum: 1_000_000 }),
      from_unit: t.String({ minLength: 1, maxLength: 40 }),
      to_unit: t.String({ minLength: 1, maxLength: 40 }),
      food_id: t.Optional(t.String({ format: 'uuid' })),
    },
    { additionalProperties: false },
  ),
  errors: [404, 422],
  response: t.Object({
    source: t.Literal('corpus'),
    amount: t.Number(),
    from_unit: t.String(),
    to_unit: t.String(),
    result: t.Number(),
    method: t.Union([t.Literal('standard factors'), t.Literal('density')]),
    food: t.Optional(FoodRefSchema),
    evidence: t.Optional(t.Object({ g_per_ml: t.Number(), method: t.String(), portion: t.Unknown() })),
  }),
  handler: ({ body, services }) => {
    const from = unitByName(body.from_unit);
    const to = unitByName(body.to_unit);
    const crossDimension = from && to && from.dimension !== to.dimension && from.factor !== null && to.factor !== null;
    if (!crossDimension) {
      const value = convertUnits(body.amount, body.from_unit, body.to_unit);
      return { source: 'corpus', amount: body.amount, from_unit: body.from_unit, to_unit: body.to_unit, result: round(value, 6), method: 'standard factors' };
    }
    if (from!.assumed || to!.assumed)
      throw new UnitConversionError(
        `'${from!.assumed ? body.from_unit : body.to_unit}' is ambiguous; use an explicit unit such as '${(from!.assumed ? (from!.explicit?.[0] ?? from!.assumed) : (to!.explicit?.[0] ?? to!.assumed))!}'.`,
        { accepted_units: explicitUnits().map((u) => u.name) },
      );
    if (!body.food_id) throw unprocessable(`Converting ${from!.dimension} to ${to!.dimension} needs a food_id with density evidence.`);
    const food = services.catalog().foods.byId.get(body.food_id.toLowerCase());
    if (!food || food.dataset === 'private') throw notFound(`No public food ${body.food_id}.`);
    const d = densityFromPortions(food);
    if (!d) throw unprocessable(`'${food.name}' has no household measure pairing volume and weight, so its density is unknown.`);
    const grams = from!.dimension === 'mass' ? body.amount * from!.factor! : body.amount * from!.factor! * d.g_per_ml;
    const result = to!.dimension === 'mass' ? grams / to!.factor! : grams / d.g_per_ml / to!.factor!;
    return {
      source: 'corpus',
      amount: body.amount,
      from_unit: body.from_unit,
      to_unit: body.to_unit,
      result: round(result, 6),
      method: 'density',
      food: { id: food.id, name: food.name },
      evidence: d,
    };
  },
});

const MASS_IN_G: Record<string, number> = { g: 1, mg: 0.001, µg: 0.000001, ug: 0.000001 };
const ENERGY: Record<string, number> = { kcal: 1, kJ: 1 / 4.184 };

function targetInNutrientUnit(target: number, targetUnit: string, nutrientUnit: string): number | null {
  if (targetUnit === nutrientUnit) return target;
  if (MASS_IN_G[targetUnit] !== undefined && MASS_IN_G[nutrientUnit] !== undefined) return (target * MASS_IN_G[targetUnit]!) / MASS_IN_G[nutrientUnit]!;
  if (ENERGY[targetUnit] !== undefined && ENERGY[nutrientUnit] !== undefined) return (target * ENERGY[targetUnit]!) / ENERGY[nutrientUnit]!;
  return null;
}

const amount = op({
  id: 'solve_amount',
  method: 'POST',
  path: '/v1/ingredients/amount',
  cost: 1,
  access: 'any',
  tag: 'Ingredients',
  summary: 'How much of a food reaches a nutrient target',
  toolDescription: 'How much of a food (food_id) gives a nutrient target, e.g. 30 g of protein: grams, plus ml and servings when the food records them.',
  description:
    '`nutrient_key` is a key from food detail (`calories`, `protein`, `fiber`, `iron` …; `protein_g`-style names are accepted too). Answers grams (or millilitres for per-100 ml foods), plus millilitres when density evidence exists and servings when a serving portion exists. 422 for a missing value, zero content, a borrowed estimate, or a unit that does not match the nutrient. Bodies over 4096 bytes are rejected.',
  ...SmallBody,
  body: t.Object(
    {
      food_id: t.String({ format: 'uuid' }),
      nutrient_key: t.String({ minLength: 1, maxLength: 60 }),
      target_amount: t.Number({ exclusiveMinimum: 0, maximum: 1_000_000 }),
      target_unit: t.String({ minLength: 1, maxLength: 10, description: 'g, mg, µg, kcal, kJ, IU … compatible with the nutrient.' }),
    },
    { additionalProperties: false },
  ),
  errors: [404, 422],
  response: t.Object({
    source: t.Literal('corpus'),
    food: t.Object({ id: t.String({ format: 'uuid' }), name: t.String(), nutrition_basis: t.String() }),
    nutrient: t.Object({ key: t.String(), amount_per_basis: t.Number(), unit: t.String() }),
    grams: nullable(t.Number()),
    millilitres: nullable(t.Number()),
    servings: nullable(t.Number()),
    serving_evidence: nullable(t.String()),
  }),
  handler: ({ body, services }) => {
    const food = services.catalog().foods.byId.get(body.food_id.toLowerCase());
    if (!food) throw notFound(`No public food ${body.food_id}.`);
    if (food.nutrition_basis !== '100g' && food.nutrition_basis !== '100ml')
      throw unprocessable(`'${food.name}' has nutrition ${food.nutrition_basis}, not per 100 g or 100 ml.`);
    const key = body.nutrient_key.replace(/_g$/, '');
    const n = food.nutrients.find((x) => x.key === key);
    if (!n) {
      const estimated = food.estimated_nutrients.some((e) => e.key === key);
      throw unprocessable(
        estimated ? `'${key}' of '${food.name}' is a borrowed estimate, not a reported value.` : `'${food.name}' has no reported value for '${key}'.`,
      );
    }
    if (n.amount === 0) throw unprocessable(`'${food.name}' contains no ${key} (measured zero): no amount reaches the target.`);
    const target = targetInNutrientUnit(body.target_amount, body.target_unit, n.unit);
    if (target === null) throw unprocessable(`Target unit '${body.target_unit}' does not match the nutrient's unit '${n.unit}'.`);
    const basisAmount = (100 * target) / n.amount;
    const perMl = food.nutrition_basis === '100ml';
    const d = perMl ? null : densityFromPortions(food);
    const serving = perMl ? null : servingFromPortions(food);
    return {
      source: 'corpus',
      food: { id: food.id, name: food.name, nutrition_basis: food.nutrition_basis },
      nutrient: { key, amount_per_basis: n.amount, unit: n.unit },
      grams: perMl ? null : round(basisAmount, 1),
      millilitres: perMl ? round(basisAmount, 1) : d ? round(basisAmount / d.g_per_ml, 1) : null,
      servings: serving ? round(basisAmount / serving.grams, 2) : null,
      serving_evidence: serving?.evidence ?? null,
    };
  },
});

export const ingredientOps: AnyOp[] = [computeNutrition, units, convert, amount];
