/**
 * Results sized for a model. Answers that carry nutrients (foods, ingredient lines, recipes,
 * scans) are given by default with what a model needs — names, ids, match, basis, energy and
 * macros, warnings and the unknowns of what was asked — and without the per-nutrient tables,
 * provenance and portions that make a 5-food search 60 KB. `nutrients: [keys]` adds those
 * nutrients; `detail: "full"` gives the REST body unchanged. Which tools shape their results
 * follows from the operation's response schema (a `nutrients` property anywhere in it).
 */
import type { TSchema } from '@sinclair/typebox';
import type { AnyOp } from '../http/op';
import { ApiError } from '../http/errors';
import { MACRO_KEYS, nutrientByKey } from '../domain/foods/nutrients';

export const RESULT_ARGUMENTS = ['detail', 'nutrients'] as const;
const MAX_NUTRIENTS = 40;

/** The tool-only arguments, as JSON Schema (listed with the operation's own). */
export const RESULT_ARGUMENT_SCHEMAS: Record<(typeof RESULT_ARGUMENTS)[number], Record<string, unknown>> = {
  detail: { type: 'string', enum: ['model', 'full'], default: 'model' },
  nutrients: { type: 'array', items: { type: 'string' }, maxItems: MAX_NUTRIENTS },
};

export interface ResultChoice {
  full: boolean;
  nutrients: ReadonlySet<string>;
}

export const FULL: ResultChoice = { full: true, nutrients: new Set() };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** True when the operation's answer carries nutrient tables, so its tool takes `detail` and `nutrients`. */
export function shapesResult(op: AnyOp): boolean {
  const seen = new Set<unknown>();
  const walk = (s: unknown): boolean => {
    if (!isObject(s) || seen.has(s)) return false;
    seen.add(s);
    if (
      isObject(s.properties) &&
      'nutrients' in s.properties &&
      isObject((s.properties as Record<string, TSchema>).nutrients) &&
      (s.properties as Record<string, TSchema>).nutrients!.type === 'array'
    )
      return true;
    return Object.values(s).some((v) => (Array.isArray(v) ? v.some(walk) : walk(v)));
  };
  return walk(op.response);
}

/** `detail` and `nutrients` as given to a tool; a bad value is a 400 naming the argument. */
export function resultChoice(args: Record<string, unknown>): ResultChoice {
  const { detail, nutrients } = args;
  if (detail !== undefined && detail !== 'model' && detail !== 'full') {
    throw new ApiError(400, `Argument 'detail' must be "model" (the default: fields a model needs) or "full" (the whole REST answer).`, {
      details: { field: 'detail' },
    });
  }
  if (nutrients === undefined) return { full: detail === 'full', nutrients: new Set() };
  if (!Array.isArray(nutrients) || nutrients.length > MAX_NUTRIENTS || !nutrients.every((n) => typeof n === 'string')) {
    throw new ApiError(400, `Argument 'nutrients' must be a list of at most ${MAX_NUTRIENTS} nutrient keys, e.g. ["fiber", "sodium", "vitamin_c"].`, {
      details: { field: 'nutrients' },
    });
  }
  const keys = nutrients.map((n) =>
    n
      .trim()
      .toLowerCase()
      .replace(/[\s-]+/g, '_'),
  );
  const unknown = keys.filter((k) => !nutrientByKey(k));
  if (unknown.length) {
    throw new ApiError(
      400,
      `Unknown nutrient key${unknown.length > 1 ? 's' : ''} ${unknown.map((k) => `'${k}'`).join(', ')} in 'nutrients': use the keys of nutrients[].key, e.g. fiber, sugar, saturated_fat, sodium, vitamin_c, calcium, iron.`,
      {
        details: { field: 'nutrients' },
      },
    );
  }
  return { full: detail === 'full', nutrients: new Set(keys) };
}

/** Left out by default; `detail: "full"` gives them. */
const DROPPED = new Set(['provenance', 'nutrient_coverage', 'portions']);
/** Lists of nutrient keys (unknowns, incomplete totals): kept for the macros and the keys asked for. */
const KEY_LISTS = new Set(['unknown_keys', 'unresolved_keys', 'incomplete_nutrients']);
/** Lists of per-nutrient objects with a `key`: kept for the keys asked for. */
const KEYED_LISTS = new Set(['nutrients', 'estimated_nutrients', 'unresolved_nutrients', 'disagreements']);
/** What a model needs of a food's table rows (`sources`): which tables, which row is served; names, licences and attribution on request. */
const SOURCE_FIELDS = ['dataset', 'source_id', 'primary'];

/**
 * The answer a model gets by default, and the names of the fields it left out (so the result can
 * say so). Applied to success bodies of shaping tools only; the REST body is not changed.
 */
export function modelView(body: unknown, choice: ResultChoice): { body: unknown; omitted: string[] } {
  if (choice.full) return { body, omitted: [] };
  const keep = new Set<string>([...MACRO_KEYS, ...choice.nutrients]);
  const omitted = new Set<string>();
  const visit = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(visit);
    if (!isObject(value)) return value;
    const out: Record<string, unknown> = {};
    for (const [key, v] of Object.entries(value)) {
      if (DROPPED.has(key)) {
        omitted.add(key);
      } else if (key === 'sources' && Array.isArray(v) && v.every(isObject)) {
        omitted.add('sources');
        out[key] = (v as Record<string, unknown>[]).map((row) => Object.fromEntries(SOURCE_FIELDS.filter((f) => f in row).map((f) => [f, row[f]])));
      } else if (KEY_LISTS.has(key) && Array.isArray(v)) {
        out[key] = v.filter((k) => typeof k !== 'string' || keep.has(k));
      } else if (KEYED_LISTS.has(key) && Array.isArray(v) && v.every((n) => isObject(n) && typeof n.key === 'string')) {
        // Macros are top-level fields already; the table keeps only what was asked for.
        const asked = (v as Record<string, unknown>[]).filter(
          (n) => choice.nutrients.has(n.key as string) || (key !== 'nutrients' && keep.has(n.key as string)),
        );
        if (asked.length < v.length) omitted.add(key);
        if (asked.length > 0 || key !== 'nutrients' || choice.nutrients.size > 0) out[key] = asked.map(({ name: _name, ...rest }) => rest);
      } else {
        out[key] = visit(v);
      }
    }
    return out;
  };
  const shaped = visit(body);
  return { body: shaped, omitted: [...omitted].sort() };
}
