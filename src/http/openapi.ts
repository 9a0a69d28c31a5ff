/** The OpenAPI 3.1 document, derived from the operation registry and nothing else. */
import type { TObject, TSchema } from '@sinclair/typebox';
import { PLANS } from '../domain/plans/service-plans';
import { componentName } from '../render/component';
import { GZIP_MIN_BYTES } from './compression';
import { STATUS_DESCRIPTIONS } from './errors';
import { openApiPath, type AnyOp } from './op';

export const API_VERSION = '1.7.0';

/** Statuses every metered operation can answer. */
const COMMON_ERRORS = [400, 401, 402, 429, 503];

type Json = Record<string, unknown>;

/**
 * A TypeBox schema as plain JSON Schema (TypeBox's symbol keys dropped); a schema marked with
 * `component()` becomes a $ref and is added to `shared` once.
 */
function plain(schema: unknown, shared: Json): Json {
  const convert = (x: unknown): unknown => {
    if (Array.isArray(x)) return x.map(convert);
    if (x === null || typeof x !== 'object') return x;
    const out: Json = {};
    for (const [k, v] of Object.entries(x)) if (v !== undefined) out[k] = convert(v);
    const name = componentName(x);
    if (!name) return out;
    const known = shared[name];
    if (known && JSON.stringify(known) !== JSON.stringify(out)) throw new Error(`OpenAPI component ${name} names two different schemas`);
    shared[name] = out;
    return { $ref: `#/components/schemas/${name}` };
  };
  return convert(schema) as Json;
}

const RATE_HEADERS = {
  'X-RateLimit-Limit': { description: 'Daily points of the account (0 when usage is unavailable).', schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Points left today.', schema: { type: 'integer' } },
  'X-RateLimit-Used': { description: 'Points used today.', schema: { type: 'integer' } },
  'X-RateLimit-Cost': {
    description: 'Points this request actually reserved (0 for rejected auth, quota, burst and invalid uploads).',
    schema: { type: 'integer' },
  },
  'X-Plan': { description: 'Plan id (free, starter, pro, ultra), or `unknown` when usage is unavailable.', schema: { type: 'string' } },
  'X-Request-Id': {
    description:
      "The id of this call in the service logs: the request's own `X-Request-Id` when it is sane (`[A-Za-z0-9._:-]{1,128}`), so logs join across services, else one the service made.",
    schema: { type: 'string' },
  },
};

// Shared once under components: every operation's responses refer to them.
const RATE_HEADER_REFS = Object.fromEntries(Object.keys(RATE_HEADERS).map((h) => [h, { $ref: `#/components/headers/${h}` }]));
const errorResponseName = (status: number) => `Error${status}`;

function errorResponses(statuses: Iterable<number>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const s of [...statuses].sort()) {
    out[errorResponseName(s)] = {
      description: STATUS_DESCRIPTIONS[s] ?? 'Error',
      headers: s === 429 ? { ...RATE_HEADER_REFS, 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait.' } } : RATE_HEADER_REFS,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  return out;
}

function parameters(schema: TObject | undefined, location: 'query' | 'path' | 'header', shared: Json): unknown[] {
  if (!schema) return [];
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(schema.properties as Record<string, TSchema>).map(([name, prop]) => {
    // The description and example go on the parameter, once, not again in its schema.
    const { description, examples, ...p } = plain(prop, shared);
    return {
      name,
      in: location,
      required: location === 'path' || required.has(name),
      description,
      schema: p,
      ...(examples ? { example: (examples as unknown[])[0] } : {}),
    };
  });
}

function operationObject(op: AnyOp, shared: Json): Json {
  const statuses = [
    ...new Set([...(op.cost === 0 ? COMMON_ERRORS.filter((s) => s !== 402) : COMMON_ERRORS), ...(op.access === 'direct' ? [403] : []), ...(op.errors ?? [])]),
  ].sort();
  const responses: Record<string, unknown> = {
    [String(op.successStatus ?? 200)]: {
      description: 'Success',
      headers: RATE_HEADER_REFS,
      content: {
        'application/json': { schema: op.response ? plain(op.response, shared) : { type: 'object' } },
        ...Object.fromEntries(
          (op.produces ?? []).map((type) => [
            type,
            {
              schema:
                type.startsWith('image/') && type !== 'image/svg+xml'
                  ? { type: 'string', contentMediaType: type, contentEncoding: 'binary' }
                  : { type: 'string', contentMediaType: type },
            },
          ]),
        ),
      },
    },
  };
  for (const s of statuses) responses[String(s)] = { $ref: `#/components/responses/${errorResponseName(s)}` };
  const cost = typeof op.cost === 'number' ? op.cost : null;
  const out: Record<string, unknown> = {
    operationId: op.id,
    summary: op.summary,
    description: [
      op.description,
      `Cost: ${cost ?? op.costNote ?? 'depends on input'} point${cost === 1 ? '' : 's'}.`,
      op.access === 'direct' ? 'Direct developer keys only (403 for marketplace keys).' : '',
    ]
      .filter(Boolean)
      .join('\n\n'),
    tags: [op.tag],
    security: [{ apiKey: [] }],
    parameters: [...parameters(op.params, 'path', shared), ...parameters(op.query, 'query', shared), ...parameters(op.headers, 'header', shared)],
    responses,
    'x-cost': cost ?? op.costNote ?? 'variable',
    'x-access': op.access,
  };
  if (op.bodyKind === 'image') {
    const image = { schema: { type: 'string', contentMediaType: 'image/*', contentEncoding: 'binary' } };
    out.requestBody = {
      required: true,
      description: 'JPEG, PNG or WebP, at most 5 MB: raw bytes with an image/* content type, or multipart field `image`.',
      content: {
        'image/jpeg': image,
        'image/png': image,
        'image/webp': image,
        'multipart/form-data': { schema: { type: 'object', properties: { image: { type: 'string', format: 'binary' } }, required: ['image'] } },
      },
    };
  } else if (op.body) {
    out.requestBody = { required: true, content: { 'application/json': { schema: plain(op.body, shared) } } };
  }
  return out;
}

export function openApiDocument(ops: AnyOp[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const statuses = new Set<number>();
  const shared: Json = {};
  for (const op of ops) {
    const p = openApiPath(op.path);
    const operation = operationObject(op, shared);
    for (const s of Object.keys(operation.responses as object)) if (Number(s) >= 400) statuses.add(Number(s));
    paths[p] ??= {};
    paths[p]![op.method.toLowerCase()] = operation;
  }
  const planRows = Object.entries(PLANS)
    .map(([id, p]) => `| ${p.name} (\`${id}\`) | ${p.dailyPoints.toLocaleString('en-US')} | ${p.burstPerMinute} |`)
    .join('\n');
  return {
    openapi: '3.1.0',
    info: {
      title: 'morsel nutrition data API',
      version: API_VERSION,
      description: [
        'A curated, confidence-scored nutrition reference: generic foods, packaged products, recipes and drinks, with computation, scoring and private workspaces.',
        'Authenticate with the header `x-api-key`. A key in the URL query is rejected with 400 (and should be rotated).',
        'Errors: `{status:"failure", code, message}`; `code` repeats the HTTP status.',
        'Unknown values are null, never zero; measured zeros stay zero.',
        `| Plan | Points per day | Burst per minute |\n|---|---|---|\n${planRows}`,
        'Every response carries X-RateLimit-Limit/Remaining/Used/Cost and X-Plan. Budgets reset at UTC midnight.',
        'Every operation answer carries `X-Request-Id`; send your own (`[A-Za-z0-9._:-]{1,128}`) to find the call in the service logs under that id. Logs never hold keys, bodies or URL queries.',
        'Operations outside this list, without a key: `GET /healthz` (alive), `GET /readyz` (200 when the store answers and the corpus is loaded: `{status, store, corpus, redis}`), and `GET /metrics`, Prometheus text (format 0.0.4): calls and latency per operation and status, points spent, burst and quota rejections, store latency, Redis fallbacks and state, resident memory. Keep `/metrics` off the public network.',
        `Answers of ${GZIP_MIN_BYTES} bytes or more are sent gzipped (\`Content-Encoding: gzip\`, \`Vary: Accept-Encoding\`) when the request's \`Accept-Encoding\` allows gzip; ten search results are about 100 KB as JSON and 8-19 KB gzipped.`,
      ].join('\n\n'),
      license: {
        name: 'Service code: see repository. Data: USDA SR28 (public domain), Open Food Facts (ODbL 1.0), recipe sources (public domain / Unlicense).',
      },
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' } },
      headers: RATE_HEADERS,
      responses: errorResponses(statuses),
      schemas: {
        ...shared,
        Error: {
          type: 'object',
          required: ['status', 'code', 'message'],
          properties: {
            status: { type: 'string', const: 'failure' },
            code: { type: 'integer', description: 'The HTTP status.' },
            message: { type: 'string', description: 'What went wrong; names the offending field where there is one.' },
          },
        },
      },
    },
    paths,
  };
}

/** The cost table (README and docs): derived, never written by hand. */
export function costTable(ops: AnyOp[]): { id: string; method: string; path: string; cost: number | string; access: string }[] {
  return ops.map((op) => ({
    id: op.id,
    method: op.method,
    path: openApiPath(op.path),
    cost: typeof op.cost === 'number' ? op.cost : (op.costNote ?? 'variable'),
    access: op.access,
  }));
}
