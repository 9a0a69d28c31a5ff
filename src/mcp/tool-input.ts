/**
 * Tool arguments. A tool takes its operation's path, query, header and body fields flat
 * (`{ "query": "greek yogurt", "number": 5 }`), which models get right more often than arguments
 * grouped by HTTP location. Where two locations use the same name the tool is grouped instead
 * (`{ path, query, headers, body }`) and its description says so. The grouped form is accepted
 * from every tool too (the spec's original form), told apart by its shape.
 */
import type { TSchema } from '@sinclair/typebox';
import { ApiError } from '../http/errors';
import type { AnyOp } from '../http/op';
import { IMAGE_TYPES } from '../http/body';
import { compactSchema, shareRepeatedShapes } from './schema-compact';
import { RESULT_ARGUMENTS, RESULT_ARGUMENT_SCHEMAS, shapesResult } from './model-view';

const INPUT_GROUPS = ['path', 'query', 'headers', 'body'] as const;
type InputGroup = (typeof INPUT_GROUPS)[number];

type Json = Record<string, unknown>;
export type Groups = Partial<Record<InputGroup, Record<string, unknown>>> & { body?: unknown };

/** Image tools take the bytes as base64 with their media type (MCP has no binary arguments). */
const IMAGE_BODY = {
  type: 'object',
  properties: { image_base64: { type: 'string' }, content_type: { type: 'string', enum: [...IMAGE_TYPES] } },
  required: ['image_base64', 'content_type'],
  additionalProperties: false,
};

export interface InputLayout {
  /** Flat: each argument name (headers in lower case) → its location; null when grouped. */
  fields: ReadonlyMap<string, InputGroup> | null;
  /** Flat arguments whose schema takes an object (so `{ body: {...} }` can be one of them). */
  objectFields: ReadonlySet<string>;
  /** The tool takes `detail` and `nutrients` (its answer carries nutrient tables). */
  shapes: boolean;
  inputSchema: Json & { type: 'object' };
}

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** TypeBox schemas are JSON Schema plus symbol keys; a JSON round trip keeps only the former. */
const plain = (schema: TSchema): Json => JSON.parse(JSON.stringify(schema)) as Json;

function groupSchemas(op: AnyOp): [InputGroup, Json][] {
  const groups: [InputGroup, Json][] = [];
  if (op.params) groups.push(['path', compactSchema(plain(op.params))]);
  if (op.query) groups.push(['query', compactSchema(plain(op.query))]);
  if (op.headers) groups.push(['headers', compactSchema(plain(op.headers))]);
  if (op.bodyKind === 'image') groups.push(['body', IMAGE_BODY]);
  else if (op.body) groups.push(['body', compactSchema(plain(op.body))]);
  return groups;
}

const takesObject = (s: Json) => s.type === undefined || s.type === 'object' || (Array.isArray(s.type) && s.type.includes('object'));

export function inputLayout(op: AnyOp): InputLayout {
  const groups = groupSchemas(op);
  const shapes = shapesResult(op);
  const reserved = new Set<string>(shapes ? RESULT_ARGUMENTS : []);
  const seen = new Map<string, InputGroup>();
  let collides = false;
  const properties: Record<string, Json> = {};
  const required: string[] = [];
  const objectFields = new Set<string>();
  for (const [group, schema] of groups) {
    const props = (schema.properties ?? {}) as Record<string, Json>;
    for (const [rawName, fieldSchema] of Object.entries(props)) {
      const name = group === 'headers' ? rawName.toLowerCase() : rawName;
      if (seen.has(name) || reserved.has(name)) collides = true;
      seen.set(name, group);
      properties[name] = fieldSchema;
      if (takesObject(fieldSchema)) objectFields.add(name);
    }
    for (const name of (schema.required ?? []) as string[]) required.push(group === 'headers' ? name.toLowerCase() : name);
  }
  const resultArgs = shapes ? RESULT_ARGUMENT_SCHEMAS : {};
  const body = groups.find(([g]) => g === 'body')?.[1];
  const openBody = body !== undefined && body.additionalProperties !== false;
  if (collides) {
    const groupRequired = groups.filter(([g, s]) => g === 'path' || g === 'body' || ((s.required as string[] | undefined)?.length ?? 0) > 0).map(([g]) => g);
    return {
      fields: null,
      objectFields: new Set(),
      shapes,
      inputSchema: shareRepeatedShapes({
        type: 'object',
        properties: { ...Object.fromEntries(groups), ...resultArgs },
        ...(groupRequired.length ? { required: groupRequired } : {}),
        additionalProperties: false,
      }) as InputLayout['inputSchema'],
    };
  }
  return {
    fields: seen,
    objectFields,
    shapes,
    inputSchema: shareRepeatedShapes({
      type: 'object',
      properties: { ...properties, ...resultArgs },
      ...(required.length ? { required } : {}),
      ...(openBody ? {} : { additionalProperties: false }),
    }) as InputLayout['inputSchema'],
  };
}

function groupsOf(op: AnyOp): Set<InputGroup> {
  const groups = new Set<InputGroup>();
  if (op.params) groups.add('path');
  if (op.query) groups.add('query');
  if (op.headers) groups.add('headers');
  if (op.body || op.bodyKind === 'image') groups.add('body');
  return groups;
}

/**
 * Arguments in the grouped form: only group names (and result arguments), each an object, and
 * none of them a flat argument that itself takes an object.
 */
function looksGrouped(layout: InputLayout, args: Json): boolean {
  const given = Object.entries(args).filter(([, v]) => v !== undefined);
  const isResultArg = (k: string) => layout.shapes && (RESULT_ARGUMENTS as readonly string[]).includes(k);
  return (
    given.some(([k]) => (INPUT_GROUPS as readonly string[]).includes(k)) &&
    given.every(([k, v]) => isResultArg(k) || ((INPUT_GROUPS as readonly string[]).includes(k) && isObject(v) && !layout.objectFields.has(k)))
  );
}

function checkGroups(op: AnyOp, args: Json): void {
  const groups = groupsOf(op);
  for (const [name, value] of Object.entries(args)) {
    if (value === undefined) continue;
    const known = (INPUT_GROUPS as readonly string[]).includes(name);
    // An empty group the operation does not have is harmless (clients often send all four).
    if (known && !groups.has(name as InputGroup) && isObject(value) && Object.keys(value).length === 0) continue;
    if (!known || !groups.has(name as InputGroup)) {
      const accepted = [...groups];
      throw new ApiError(
        400,
        `Unknown argument '${name}' for tool ${op.id}: arguments are grouped as ${accepted.length ? accepted.join(', ') : 'nothing (this tool takes no input)'}.`,
        {
          details: { field: name },
        },
      );
    }
    if (name !== 'body' && !isObject(value)) {
      throw new ApiError(
        400,
        `Argument '${name}' must be an object of ${name === 'path' ? 'path parameters' : name === 'query' ? 'query parameters' : 'headers'}, e.g. { "${name}": { ... } }.`,
        {
          details: { field: name },
        },
      );
    }
  }
}

/** A tool call's arguments sorted into the operation's request locations, plus the result arguments. */
export function sortArguments(op: AnyOp, layout: InputLayout, rawArgs: unknown): { groups: Groups; result: Json } {
  const args = rawArgs === undefined || rawArgs === null ? {} : rawArgs;
  if (!isObject(args)) throw new ApiError(400, `Tool arguments must be a JSON object.`);
  const result: Json = {};
  const rest: Json = {};
  for (const [k, v] of Object.entries(args)) {
    if (layout.shapes && (RESULT_ARGUMENTS as readonly string[]).includes(k)) result[k] = v;
    else rest[k] = v;
  }
  if (!layout.fields || looksGrouped(layout, rest)) {
    checkGroups(op, rest);
    return { groups: rest as Groups, result };
  }
  const groups: Record<InputGroup, Json> = { path: {}, query: {}, headers: {}, body: {} };
  const names = [...layout.fields.keys()];
  for (const [name, value] of Object.entries(rest)) {
    if (value === undefined) continue;
    const group = layout.fields.get(name) ?? (layout.fields.get(name.toLowerCase()) === 'headers' ? 'headers' : undefined);
    if (group) groups[group][group === 'headers' ? name.toLowerCase() : name] = value;
    // The pipeline names an unknown body field exactly as REST does.
    else if (op.body && op.bodyKind !== 'image') groups.body[name] = value;
    else
      throw new ApiError(400, `Unknown argument '${name}' for tool ${op.id}: it takes ${names.length ? names.join(', ') : 'no arguments'}.`, {
        details: { field: name },
      });
  }
  const hasBody = Object.keys(groups.body).length > 0;
  return { groups: { path: groups.path, query: groups.query, headers: groups.headers, ...(hasBody ? { body: groups.body } : {}) }, result };
}
