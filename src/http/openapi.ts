/** The OpenAPI 3.1 document, derived from the operation registry and nothing else. */
import type { TObject, TSchema } from '@sinclair/typebox';
import { PLANS } from '../domain/service-plans';
import { STATUS_DESCRIPTIONS } from './errors';
import { openApiPath, type AnyOp } from './op';

export const API_VERSION = '1.7.0';

/** Statuses every metered operation can answer. */
const COMMON_ERRORS = [400, 401, 402, 429, 503];

const plain = (schema: TSchema): Record<string, unknown> => JSON.parse(JSON.stringify(schema));

const RATE_HEADERS = {
  'X-RateLimit-Limit': { description: 'Daily points of the account (0 when usage is unavailable).', schema: { type: 'integer' } },
  'X-RateLimit-Remaining': { description: 'Points left today.', schema: { type: 'integer' } },
  'X-RateLimit-Used': { description: 'Points used today.', schema: { type: 'integer' } },
  'X-RateLimit-Cost': { description: 'Points this request actually reserved (0 for rejected auth, quota, burst and invalid uploads).', schema: { type: 'integer' } },
  'X-Plan': { description: 'Plan id (free, starter, pro, ultra), or `unknown` when usage is unavailable.', schema: { type: 'string' } },
};

function parameters(schema: TObject | undefined, location: 'query' | 'path' | 'header'): unknown[] {
  if (!schema) return [];
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(schema.properties as Record<string, TSchema>).map(([name, prop]) => {
    const p = plain(prop);
    return {
      name,
      in: location,
      required: location === 'path' || required.has(name),
      description: p.description,
      schema: p,
      ...(p.examples ? { example: (p.examples as unknown[])[0] } : {}),
    };
  });
}

function operationObject(op: AnyOp): Record<string, unknown> {
  const statuses = [...new Set([...(op.cost === 0 ? COMMON_ERRORS.filter((s) => s !== 402) : COMMON_ERRORS), ...(op.access === 'direct' ? [403] : []), ...(op.errors ?? [])])].sort();
  const responses: Record<string, unknown> = {
    [String(op.successStatus ?? 200)]: {
      description: 'Success',
      headers: RATE_HEADERS,
      content: { 'application/json': { schema: op.response ? plain(op.response) : { type: 'object' } } },
    },
  };
  for (const s of statuses) {
    responses[String(s)] = {
      description: STATUS_DESCRIPTIONS[s] ?? 'Error',
      headers: s === 429 ? { ...RATE_HEADERS, 'Retry-After': { schema: { type: 'integer' }, description: 'Seconds to wait.' } } : RATE_HEADERS,
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    };
  }
  const cost = typeof op.cost === 'number' ? op.cost : null;
  const out: Record<string, unknown> = {
    operationId: op.id,
    summary: op.summary,
    description: [op.description, `Cost: ${cost ?? op.costNote ?? 'depends on input'} point${cost === 1 ? '' : 's'}.`, op.access === 'direct' ? 'Direct developer keys only (403 for marketplace keys).' : '']
      .filter(Boolean)
      .join('\n\n'),
    tags: [op.tag],
    security: [{ apiKey: [] }],
    parameters: [...parameters(op.params, 'path'), ...parameters(op.query, 'query'), ...parameters(op.headers, 'header')],
    responses,
    'x-cost': cost ?? op.costNote ?? 'variable',
    'x-access': op.access,
  };
  if (op.bodyKind === 'image') {
    const image = { schema: { type: 'string', contentMediaType: 'image/*', contentEncoding: 'binary' } };
    out.requestBody = {
      required: true,
      description: 'JPEG, PNG or WebP, at most 5 MB: raw bytes with an image/* content type, or multipart field `image`.',
      content: { 'image/jpeg': image, 'image/png': image, 'image/webp': image, 'multipart/form-data': { schema: { type: 'object', properties: { image: { type: 'string', format: 'binary' } }, required: ['image'] } } },
    };
  } else if (op.body) {
    out.requestBody = { required: true, content: { 'application/json': { schema: plain(op.body) } } };
  }
  return out;
}

export function openApiDocument(ops: AnyOp[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const op of ops) {
    const p = openApiPath(op.path);
    paths[p] ??= {};
    paths[p]![op.method.toLowerCase()] = operationObject(op);
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
        '| Plan | Points per day | Burst per minute |\n|---|---|---|\n' + planRows,
        'Every response carries X-RateLimit-Limit/Remaining/Used/Cost and X-Plan. Budgets reset at UTC midnight.',
      ].join('\n\n'),
      license: { name: 'Service code: see repository. Data: USDA SR28 (public domain), Open Food Facts (ODbL 1.0), recipe sources (public domain / Unlicense).' },
    },
    servers: [{ url: '/' }],
    components: {
      securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'x-api-key' } },
      schemas: {
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
    cost: typeof op.cost === 'number' ? op.cost : op.costNote ?? 'variable',
    access: op.access,
  }));
}
