/**
 * The tool catalog: one MCP tool per registry operation, derived from the op declaration alone
 * (id → name, summary/description/cost → description, TypeBox schemas → grouped input schema),
 * so the tool server can never list something REST does not serve, or miss something it does.
 */
import type { TSchema } from '@sinclair/typebox';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { IMAGE_TYPES } from '../http/body';
import { openApiPath, type AnyOp } from '../http/op';

/** The spec's tool-server image limit, after base64 decoding. */
export const MAX_TOOL_IMAGE_BYTES = 5 * 1024 * 1024;

export const INPUT_GROUPS = ['path', 'query', 'headers', 'body'] as const;
export type InputGroup = (typeof INPUT_GROUPS)[number];

export interface ToolEntry {
  op: AnyOp;
  tool: Tool;
}

export interface ToolCatalog {
  tools: Tool[];
  byName: Map<string, ToolEntry>;
}

type JsonSchema = Record<string, unknown>;

/** TypeBox schemas are JSON Schema plus symbol keys; a JSON round trip keeps only the former. */
const plain = (schema: TSchema): JsonSchema => JSON.parse(JSON.stringify(schema)) as JsonSchema;

const IMAGE_BODY: JsonSchema = {
  type: 'object',
  description: `The image, base64-encoded (standard alphabet; a data: URL prefix is accepted). At most ${MAX_TOOL_IMAGE_BYTES} bytes (5 MiB) after decoding; larger images are rejected with status 413 at no cost.`,
  properties: {
    image_base64: { type: 'string', description: 'Image bytes, base64-encoded.' },
    content_type: { type: 'string', enum: [...IMAGE_TYPES], description: 'Media type of the image; the bytes are checked too (415 when they are not JPEG, PNG or WebP).' },
  },
  required: ['image_base64', 'content_type'],
  additionalProperties: false,
};

const METER_HEADERS: JsonSchema = {
  type: 'object',
  description: 'Response headers of the same REST call: quota headers as integers, plan and any operation header (ETag, Location...) as strings.',
  properties: {
    'x-ratelimit-limit': { type: 'integer', description: 'Daily points of the account (0 when usage is unavailable).' },
    'x-ratelimit-remaining': { type: 'integer', description: 'Points left today.' },
    'x-ratelimit-used': { type: 'integer', description: 'Points used today.' },
    'x-ratelimit-cost': { type: 'integer', description: 'Points this call reserved.' },
    'x-plan': { type: 'string', description: 'Plan id, or `unknown` when usage is unavailable.' },
    'retry-after': { type: 'integer', description: 'Seconds to wait (429 only).' },
  },
  required: ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-used', 'x-ratelimit-cost', 'x-plan'],
};

/** Every tool answers the same envelope; the body stays loose so an error body always conforms. */
const OUTPUT_SCHEMA = {
  type: 'object' as const,
  properties: {
    status: { type: 'integer', description: 'HTTP status the REST endpoint answers for the same call.' },
    body: { description: 'The REST response body (see /v1/openapi.json); on errors the error body {status: "failure", code, message}.' },
    headers: METER_HEADERS,
  },
  required: ['status', 'body', 'headers'],
};

function inputSchema(op: AnyOp): Tool['inputSchema'] {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  const hasRequired = (s: TSchema) => Array.isArray(s.required) && s.required.length > 0;
  if (op.params) {
    properties.path = { ...plain(op.params), description: 'Path parameters.' };
    required.push('path');
  }
  if (op.query) {
    properties.query = { ...plain(op.query), description: 'Query parameters.' };
    if (hasRequired(op.query)) required.push('query');
  }
  if (op.headers) {
    properties.headers = { ...plain(op.headers), description: 'Request headers (for example If-Match with the current revision for edits).' };
    if (hasRequired(op.headers)) required.push('headers');
  }
  if (op.bodyKind === 'image') {
    properties.body = IMAGE_BODY;
    required.push('body');
  } else if (op.body) {
    // The REST endpoint needs a JSON body whenever it declares one, so the group is required.
    properties.body = { ...plain(op.body), description: (op.body.description as string | undefined) ?? 'JSON request body.' };
    required.push('body');
  }
  return { type: 'object', properties, ...(required.length ? { required } : {}), additionalProperties: false };
}

function costText(op: AnyOp): string {
  if (typeof op.cost === 'number') return op.cost === 0 ? 'Cost: free (0 points).' : `Cost: ${op.cost} point${op.cost === 1 ? '' : 's'} per call.`;
  return `Cost: ${op.costNote ?? 'depends on the input'}.`;
}

function description(op: AnyOp): string {
  const notes = [
    `REST: ${op.method} ${openApiPath(op.path)}. ${costText(op)}`,
    op.access === 'direct' ? 'Needs a direct developer key (403 for marketplace keys).' : '',
    op.bodyKind === 'image' ? `Image input: body.image_base64 + body.content_type, at most 5 MiB decoded.` : '',
  ].filter(Boolean);
  return [op.summary, op.description ?? '', notes.join(' ')].filter(Boolean).join('\n\n');
}

function annotations(op: AnyOp): Tool['annotations'] {
  const base = { title: op.summary };
  switch (op.method) {
    case 'GET':
      return { ...base, readOnlyHint: true, destructiveHint: false, idempotentHint: true };
    case 'DELETE':
      return { ...base, readOnlyHint: false, destructiveHint: true, idempotentHint: true };
    case 'PUT':
      // A PUT replaces the stored document: destructive for what it overwrites, safe to repeat.
      return { ...base, readOnlyHint: false, destructiveHint: true, idempotentHint: true };
    default:
      return { ...base, readOnlyHint: false, destructiveHint: false, idempotentHint: false };
  }
}

export function toolFor(op: AnyOp): Tool {
  return {
    name: op.id,
    title: op.summary,
    description: description(op),
    inputSchema: inputSchema(op),
    outputSchema: OUTPUT_SCHEMA,
    annotations: annotations(op),
  };
}

/** Builds the catalog once per app; a duplicate id is a registry bug and fails at start. */
export function buildToolCatalog(ops: AnyOp[]): ToolCatalog {
  const byName = new Map<string, ToolEntry>();
  for (const op of ops) {
    if (byName.has(op.id)) throw new Error(`Duplicate operation id '${op.id}': MCP tool names must be unique.`);
    byName.set(op.id, { op, tool: toolFor(op) });
  }
  return { tools: [...byName.values()].map((e) => e.tool), byName };
}
