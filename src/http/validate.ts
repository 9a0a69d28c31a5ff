/**
 * Input coercion and validation against an operation's TypeBox schemas. Query and path values
 * arrive as strings; they are converted by the declared type before checking, and the first
 * failure becomes a 400 whose message names the field.
 */
import { Kind, type TObject, type TSchema } from '@sinclair/typebox';
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler';
import { ValueErrorType } from '@sinclair/typebox/errors';
import { ApiError } from './errors';

const compiled = new WeakMap<TSchema, TypeCheck<TSchema>>();

function checker(schema: TSchema): TypeCheck<TSchema> {
  let c = compiled.get(schema);
  if (!c) {
    c = TypeCompiler.Compile(schema);
    compiled.set(schema, c);
  }
  return c;
}

/** JSON types a query/path value may be converted to, from its schema (unions: first match wins). */
function scalarTypes(schema: TSchema): string[] {
  if (Array.isArray(schema.anyOf)) return (schema.anyOf as TSchema[]).flatMap(scalarTypes);
  if (schema.const !== undefined) return [typeof schema.const];
  if (schema[Kind] === 'Literal') return [typeof schema.const];
  return typeof schema.type === 'string' ? [schema.type] : [];
}

function convert(raw: string, schema: TSchema): unknown {
  for (const type of scalarTypes(schema)) {
    if ((type === 'integer' || type === 'number') && /^-?\d+(\.\d+)?([eE][-+]?\d+)?$/.test(raw.trim())) return Number(raw);
    if (type === 'boolean') {
      if (raw === 'true' || raw === '1') return true;
      if (raw === 'false' || raw === '0') return false;
    }
    if (type === 'string') return raw;
  }
  return raw;
}

/**
 * Builds the object to validate from URL search params (or path params). Repeated parameters are
 * an error; parameters the schema does not declare are ignored, as most HTTP APIs do.
 */
export function coerceStrings(entries: Iterable<[string, string]>, schema: TObject | undefined, where: 'query' | 'path'): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const props = (schema?.properties ?? {}) as Record<string, TSchema>;
  for (const [name, raw] of entries) {
    const prop = props[name];
    if (!prop) continue;
    // The router hands over null for a segment that is not valid percent-encoding.
    if (typeof raw !== 'string')
      throw new ApiError(400, `${where === 'query' ? 'Query parameter' : 'Path parameter'} '${name}' is not valid percent-encoded text.`);
    if (name in out) throw new ApiError(400, `${where === 'query' ? 'Query parameter' : 'Path parameter'} '${name}' is given more than once.`);
    out[name] = convert(raw, prop);
  }
  return out;
}

const PLACE: Record<string, string> = { query: 'query parameter', path: 'path parameter', body: 'body field', headers: 'header' };

/** Validates `value`; returns it typed, or throws 400 naming the first bad field. */
export function validate<T>(schema: TSchema | undefined, value: unknown, where: 'query' | 'path' | 'body' | 'headers'): T {
  if (!schema) return value as T;
  const check = checker(schema);
  if (check.Check(value)) return value as T;
  const first = check.Errors(value).First();
  if (!first) throw new ApiError(400, `Invalid ${where}.`);
  const field = first.path.replace(/^\//, '').replace(/\//g, '.');
  if (first.type === ValueErrorType.ObjectRequiredProperty) {
    throw new ApiError(400, `Missing required ${PLACE[where]} '${field}'.`, { details: { field: `${where}.${field}` } });
  }
  if (first.type === ValueErrorType.ObjectAdditionalProperties) {
    // TypeBox's path points at the extra property itself, top level or nested.
    throw new ApiError(400, `Unknown ${PLACE[where]} '${field}'.`, { details: { field: `${where}.${field}` } });
  }
  const got = first.value === undefined ? '' : ` (got ${preview(first.value)})`;
  const label = field ? `${PLACE[where]} '${field}'` : where;
  throw new ApiError(400, `Invalid ${label}: ${describe(first.schema, first.message)}${got}.`, { details: { field: field ? `${where}.${field}` : where } });
}

/** The start of a bad value for the message; values too deep or odd to serialise are not shown. */
function preview(value: unknown): string {
  try {
    return String(JSON.stringify(value)).slice(0, 60);
  } catch {
    return typeof value;
  }
}

/** A clearer sentence than TypeBox's for the common constraints. */
function describe(schema: TSchema, fallback: string): string {
  const s = schema as Record<string, unknown>;
  if (Array.isArray(s.anyOf) && (s.anyOf as TSchema[]).every((x) => x.const !== undefined)) {
    return `must be one of ${(s.anyOf as TSchema[]).map((x) => JSON.stringify(x.const)).join(', ')}`;
  }
  const type = s.type as string | undefined;
  const bounds: string[] = [];
  if (typeof s.minimum === 'number') bounds.push(`≥ ${s.minimum}`);
  if (typeof s.exclusiveMinimum === 'number') bounds.push(`> ${s.exclusiveMinimum}`);
  if (typeof s.maximum === 'number') bounds.push(`≤ ${s.maximum}`);
  if (typeof s.minLength === 'number' && s.minLength > 0) bounds.push(`at least ${s.minLength} characters`);
  if (typeof s.maxLength === 'number') bounds.push(`at most ${s.maxLength} characters`);
  if (typeof s.minItems === 'number') bounds.push(`at least ${s.minItems} items`);
  if (typeof s.maxItems === 'number') bounds.push(`at most ${s.maxItems} items`);
  if (s.format === 'uuid') return 'must be a UUID';
  if (s.format === 'date-time') return 'must be an ISO 8601 date-time';
  if (s.format === 'date') return 'must be an ISO date (YYYY-MM-DD)';
  if (type && bounds.length) return `must be ${article(type)} ${type} ${bounds.join(' and ')}`;
  if (type) return `must be ${article(type)} ${type}`;
  return fallback;
}

function article(type: string): string {
  return /^[aeiou]/.test(type) ? 'an' : 'a';
}
