/**
 * JSON Schema as a model reads it in tools/list: every constraint kept (types, enums, bounds,
 * patterns, formats, required, additionalProperties, defaults), the prose for people left to the
 * OpenAPI document, and TypeBox's long forms written short:
 *   anyOf of literals           → enum
 *   anyOf [X, {type: 'null'}]   → X with type [T, 'null'] (and null in its enum)
 *   a shape used twice or more  → one entry in $defs, referenced
 */
type Json = Record<string, unknown>;

/** Prose and samples: for people, and already in the OpenAPI document. */
const PROSE = new Set(['description', 'examples', 'example', 'title', '$id', '$comment']);
/** Keys whose value is a map of names to schemas (the names themselves are not schemas). */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'definitions']);
/** Keys whose value is a schema or a list of schemas. */
const SCHEMA_KEYS = new Set(['items', 'additionalProperties', 'not', 'contains', 'anyOf', 'oneOf', 'allOf', 'prefixItems']);

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Short form of one schema (recursively); the input is plain JSON and is not changed. */
export function compactSchema(schema: Json): Json {
  const out = mapChildren(Object.fromEntries(Object.entries(schema).filter(([key]) => !PROSE.has(key))), compactSchema);
  return Array.isArray(out.anyOf) ? shortUnion(out) : out;
}

function shortUnion(schema: Json): Json {
  const { anyOf, ...rest } = schema as Json & { anyOf: Json[] };
  const literals = anyOf.every((b) => 'const' in b && Object.keys(b).every((k) => k === 'const' || k === 'type'));
  if (literals) {
    const types = new Set(anyOf.map((b) => b.type));
    return { ...(types.size === 1 && !types.has(undefined) ? { type: [...types][0] } : {}), enum: anyOf.map((b) => b.const), ...rest };
  }
  const nulls = anyOf.filter((b) => b.type === 'null' && Object.keys(b).length === 1);
  const others = anyOf.filter((b) => !nulls.includes(b));
  const [only] = others;
  if (nulls.length === 1 && others.length === 1 && only && typeof only.type === 'string' && !('anyOf' in only) && !('$ref' in only)) {
    const merged: Json = { ...only, type: [only.type, 'null'] };
    if (Array.isArray(only.enum)) merged.enum = [...only.enum, null];
    return { ...merged, ...rest };
  }
  return schema;
}

const MIN_SHARED_CHARS = 120;

/**
 * Moves every subschema of at least MIN_SHARED_CHARS that occurs more than once into `$defs`,
 * replacing each occurrence by a `$ref`: a shape a tool repeats is spelled out once.
 */
export function shareRepeatedShapes(root: Json): Json {
  const counts = new Map<string, number>();
  const visit = (schema: Json, top: boolean) => {
    const text = JSON.stringify(schema);
    if (!top && text.length >= MIN_SHARED_CHARS) counts.set(text, (counts.get(text) ?? 0) + 1);
    forEachChild(schema, (child) => visit(child, false));
  };
  visit(root, true);
  const shared = [...counts].filter(([, n]) => n > 1).map(([text]) => text);
  if (shared.length === 0) return root;
  // Largest first, so a shared shape inside another shared shape is referenced from its def.
  shared.sort((a, b) => b.length - a.length);
  const names = new Map(shared.map((text, i) => [text, `s${i + 1}`]));
  const replace = (schema: Json, top: boolean): Json => {
    const name = top ? undefined : names.get(JSON.stringify(schema));
    if (name) return { $ref: `#/$defs/${name}` };
    return mapChildren(schema, (child) => replace(child, false));
  };
  const defs = Object.fromEntries(shared.map((text) => [names.get(text)!, mapChildren(JSON.parse(text) as Json, (child) => replace(child, false))]));
  return { ...replace(root, true), $defs: defs };
}

function forEachChild(schema: Json, fn: (child: Json) => void): void {
  mapChildren(schema, (child) => {
    fn(child);
    return child;
  });
}

function mapChildren(schema: Json, fn: (child: Json) => Json): Json {
  const out: Json = {};
  for (const [key, value] of Object.entries(schema)) {
    if (SCHEMA_MAPS.has(key) && isObject(value)) out[key] = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, isObject(v) ? fn(v) : v]));
    else if (SCHEMA_KEYS.has(key)) out[key] = Array.isArray(value) ? value.map((v) => (isObject(v) ? fn(v) : v)) : isObject(value) ? fn(value) : value;
    else out[key] = value;
  }
  return out;
}
