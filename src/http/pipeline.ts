/**
 * The one path every operation call takes, REST or MCP:
 *   key in URL? → authenticate → access (direct keys) → burst → body size/type → points → validate → handler.
 * Rejections before the points step cost nothing; once points are reserved, handler errors keep
 * the cost (the spec), except errors flagged `refund` (invalid image uploads).
 */
import { ApiError, fromDomainError } from './errors';
import { DomainError } from '../domain/errors';
import { isResult, RawBody, type AnyOp } from './op';
import { acceptsGzip, GZIP_MIN_BYTES, gzipFast, JsonText } from './compression';
import type { Quota } from './metering';
import type { Services } from './services';
import { readImageUpload, readJsonBody, type OperationRequest } from './body';
import { coerceStrings, validate } from './validate';
import type { Account } from '../store/accounts';
import { isStoreUnavailable } from '../store/db';
import { adminAuthorized } from './auth';

const DEFAULT_MAX_JSON_BYTES = 1024 * 1024;

export interface MeterHeaders {
  quota: Quota | null;
  cost: number;
  plan: string | null;
}

export function meterHeaders({ quota, cost, plan }: MeterHeaders): Record<string, string> {
  // Without usage (unauthenticated, store down) the spec wants zeros and plan `unknown`.
  const known = quota !== null && plan !== null;
  return {
    'x-ratelimit-limit': String(known ? quota.limit : 0),
    'x-ratelimit-remaining': String(known ? quota.remaining : 0),
    'x-ratelimit-used': String(known ? quota.used : 0),
    'x-ratelimit-cost': String(known ? cost : 0),
    'x-plan': known ? plan : 'unknown',
  };
}

/**
 * The headers of an answered call in one fresh object, built once (no spreads on the hot path):
 * content type, usage and, for REST calls, the request id.
 */
function answerHeaders(quota: Quota, cost: number, plan: string, requestId: string | undefined): Record<string, string> {
  const headers: Record<string, string> = {
    'content-type': JSON_TYPE,
    'x-ratelimit-limit': String(quota.limit),
    'x-ratelimit-remaining': String(quota.remaining),
    'x-ratelimit-used': String(quota.used),
    'x-ratelimit-cost': String(cost),
    'x-plan': plan,
  };
  if (requestId !== undefined) headers['x-request-id'] = requestId;
  return headers;
}

/** An operation's answer before it becomes a Response: the MCP tool server splices `text` in as is. */
export interface Outcome {
  status: number;
  /** The JSON body, serialized. */
  text: string;
  headers: Record<string, string>;
  /** The same body when it came from a cache: its compressed form is kept with it. */
  cached?: JsonText;
  /** A body that is not JSON (an image, a page): `text` is then the markup, or empty for bytes. */
  raw?: RawBody;
}

const JSON_TYPE = 'application/json; charset=utf-8';

function jsonOutcome(status: number, body: unknown, headers: Record<string, string>): Outcome {
  return bodyOutcome(status, body, { 'content-type': JSON_TYPE, ...headers });
}

/** Like jsonOutcome, over headers the caller made fresh for this answer (content type included). */
function bodyOutcome(status: number, body: unknown, headers: Record<string, string>): Outcome {
  // `text` decodes a byte body only when read (MCP); a REST response sends the bytes.
  if (body instanceof JsonText)
    return {
      status,
      get text() {
        return body.text;
      },
      headers,
      cached: body,
    };
  if (body instanceof RawBody) return { status, text: typeof body.body === 'string' ? body.body : '', headers: { ...headers, ...body.headers() }, raw: body };
  return { status, text: JSON.stringify(body), headers };
}

function errorOutcome(err: ApiError, headers: Record<string, string>): Outcome {
  return jsonOutcome(err.status, err.body(), { ...headers, ...err.headers });
}

/** The body as it goes out: a kept or stored answer as it is (text or bytes), else the serialized text. */
const payload = (outcome: Outcome): string | Uint8Array<ArrayBuffer> => outcome.raw?.body ?? outcome.cached?.body ?? outcome.text;

const toResponse = (outcome: Outcome): Response => new Response(payload(outcome), { status: outcome.status, headers: outcome.headers });

/** The answer as the client asked for it: gzipped when accepted and worth it. */
function encodedResponse(outcome: Outcome, acceptEncoding: string | null): Response {
  const { status, headers, cached } = outcome;
  const body = payload(outcome);
  // Images are compressed already.
  if (body.length < GZIP_MIN_BYTES || outcome.raw?.binary) return toResponse(outcome);
  const vary = { ...headers, vary: 'accept-encoding' };
  if (!acceptsGzip(acceptEncoding)) return new Response(body, { status, headers: vary });
  return new Response(cached ? cached.gzip() : gzipFast(body), { status, headers: { ...vary, 'content-encoding': 'gzip' } });
}

export function jsonResponse(status: number, body: unknown, headers: Record<string, string>): Response {
  return toResponse(jsonOutcome(status, body, headers));
}

export function errorResponse(err: ApiError, headers: Record<string, string>): Response {
  return toResponse(errorOutcome(err, headers));
}

/** The REST route of every operation: request id, metrics, then the pipeline. */
export async function runOperation(op: AnyOp, request: Request, params: Record<string, string>, services: Services): Promise<Response> {
  const started = performance.now();
  const requestId = requestIdOf(request.headers.get('x-request-id'));
  const outcome = await executeOperation(op, request, params, services, requestId);
  const seconds = (performance.now() - started) / 1000;
  services.metrics.request(op.id, outcome.status, seconds);
  // Never the URL (its query may hold anything) nor the body: the operation id says what was called.
  // The level is checked first so the fields are not even built on the hot path.
  if (services.log.debugEnabled)
    services.log.debug('request', { request_id: requestId, op: op.id, status: outcome.status, ms: Math.round(seconds * 1e5) / 100 });
  return encodedResponse(outcome, request.headers.get('accept-encoding'));
}

/** A caller's id when it is sane (so logs can join across services), else ours: instance prefix + counter. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;
const ID_PREFIX = Math.random().toString(36).slice(2, 8);
let idCounter = 0;
function requestIdOf(incoming: string | null): string {
  if (incoming !== null && SANE_REQUEST_ID.test(incoming)) return incoming;
  idCounter += 1;
  return `${ID_PREFIX}-${idCounter.toString(36)}`;
}

export async function executeOperation(
  op: AnyOp,
  request: OperationRequest,
  params: Record<string, string>,
  services: Services,
  requestId?: string,
): Promise<Outcome> {
  if (op.access === 'admin') return executeAdmin(op, request, params, services, requestId);
  const search = searchParams(request.url);
  let account: Account | null = null;
  let quota: Quota | null = null;
  let reserved = 0;
  try {
    // Auth, burst and points answer synchronously on the hot path (cached key, local window,
    // leased points); they are awaited only when they return a promise.
    let authed = services.auth.authenticate(request.headers.get('x-api-key'), search);
    if (authed instanceof Promise) authed = await authed;
    account = authed.account;
    if (op.access === 'direct' && account.channel !== 'direct') {
      throw new ApiError(403, 'A direct developer key is required for this operation; marketplace keys cannot use it.');
    }
    let burst = services.burst.check(account);
    if (burst instanceof Promise) burst = await burst;
    if (!burst.ok) {
      services.metrics.add('morsel_burst_rejections_total');
      throw new ApiError(429, `Per-minute burst limit of ${account.burstPerMinute} requests reached; retry after ${burst.retryAfter} s.`, {
        headers: { 'retry-after': String(burst.retryAfter) },
      });
    }

    // Size and media-type checks come before points: oversize or wrong-type uploads are free.
    const upload = op.bodyKind === 'image' ? await readImageUpload(request) : null;
    const json = op.body && op.bodyKind !== 'image' ? await readJsonBody(request, op.maxBodyBytes ?? DEFAULT_MAX_JSON_BYTES) : undefined;

    const cost = typeof op.cost === 'function' ? op.cost({ body: json?.ok ? json.value : undefined }) : op.cost;
    let outcome: Awaited<ReturnType<typeof services.ledger.reserve>>;
    try {
      const reserved = services.ledger.reserve(account, cost);
      outcome = reserved instanceof Promise ? await reserved : reserved;
    } catch {
      throw new ApiError(503, 'Usage metering is temporarily unavailable (store unreachable); retry with backoff.');
    }
    quota = outcome.quota;
    if (!outcome.ok) {
      services.metrics.add('morsel_quota_rejections_total');
      throw new ApiError(402, `Daily point limit of ${account.dailyPoints} reached (this call costs ${cost}); it resets at UTC midnight.`);
    }
    reserved = cost;
    services.metrics.add('morsel_points_spent_total', cost);

    if (json && !json.ok) throw json.error;
    let out = op.handler({ ...validInput(op, request, search, params, json), account, services, upload });
    // Any thenable, not only promises (a handler may hand back a query builder).
    if (typeof (out as PromiseLike<unknown> | null)?.then === 'function') out = await out;
    const answer = answerHeaders(quota, reserved, account.plan, requestId);
    if (!isResult(out)) return bodyOutcome(op.successStatus ?? 200, out, answer);
    if (out.headers) for (const name in out.headers) answer[name] = out.headers[name]!;
    return bodyOutcome(out.status, out.body, answer);
  } catch (err) {
    const apiErr = toApiError(err, op, services, requestId);
    // Rejected before reserving (403, 429, 413/415): the account is known, so report its usage.
    if (account && quota === null && apiErr.status !== 503) quota = services.ledger.peek(account);
    if (apiErr.refund && account && reserved > 0) {
      quota = services.ledger.refund(account, reserved);
      services.metrics.add('morsel_points_spent_total', -reserved);
      reserved = 0;
    }
    const headers = meterHeaders({ quota, cost: reserved, plan: account?.plan ?? null });
    if (requestId !== undefined) headers['x-request-id'] = requestId;
    return errorOutcome(apiErr, headers);
  }
}

/** The validated inputs of a call: query, path, headers and JSON body, each against the op's schema. */
function validInput(
  op: AnyOp,
  request: OperationRequest,
  search: URLSearchParams | null,
  params: Record<string, string>,
  json: { ok: true; value: unknown } | { ok: false } | undefined,
) {
  // Operations without query or path parameters skip coercion (it would only ignore extras).
  const query = op.query ? validate<Record<string, unknown>>(op.query, coerceStrings(search ?? [], op.query, 'query'), 'query') : {};
  const path = op.params ? validate<Record<string, unknown>>(op.params, coerceStrings(Object.entries(params), op.params, 'path'), 'path') : {};
  const headers = op.headers ? validate<Record<string, unknown>>(op.headers, headerObject(request.headers, op), 'headers') : {};
  const body = op.body && op.bodyKind !== 'image' ? validate(op.body, json?.ok ? json.value : undefined, 'body') : undefined;
  return { query, params: path, body, headers };
}

/** The one conversion of a thrown error into the spec's error: DomainError kinds through the table. */
function toApiError(err: unknown, op: AnyOp, services: Services, requestId?: string): ApiError {
  return err instanceof ApiError ? err : err instanceof DomainError ? fromDomainError(err) : internalError(err, op, services, requestId);
}

/**
 * Admin operations: the bearer MORSEL_ADMIN_TOKEN instead of an API key; no burst, no points and
 * no usage headers (they are the operator's, not an account's). Validation and errors as above.
 */
async function executeAdmin(op: AnyOp, request: OperationRequest, params: Record<string, string>, services: Services, requestId?: string): Promise<Outcome> {
  try {
    if (!adminAuthorized(request.headers.get('authorization'), services.config.adminToken)) {
      throw new ApiError(401, 'Admin API needs header authorization: Bearer <MORSEL_ADMIN_TOKEN>.');
    }
    const json = op.body ? await readJsonBody(request, op.maxBodyBytes ?? DEFAULT_MAX_JSON_BYTES) : undefined;
    if (json && !json.ok) throw json.error;
    // Admin calls act for no account: their handlers never read it.
    const out = await op.handler({ ...validInput(op, request, searchParams(request.url), params, json), account: null as never, services, upload: null });
    if (isResult(out)) return jsonOutcome(out.status, out.body, out.headers ?? {});
    return jsonOutcome(op.successStatus ?? 200, out, {});
  } catch (err) {
    return errorOutcome(toApiError(err, op, services, requestId), {});
  }
}

/** The query of a request URL, or null without one (cheaper than a whole URL on the hot path). */
function searchParams(url: string): URLSearchParams | null {
  const at = url.indexOf('?');
  return at < 0 || at === url.length - 1 ? null : new URLSearchParams(url.slice(at + 1));
}

function headerObject(headers: OperationRequest['headers'], op: AnyOp): Record<string, string> {
  const out: Record<string, string> = {};
  for (const name of Object.keys(op.headers?.properties ?? {})) {
    const v = headers.get(name);
    if (v !== null) out[name] = v;
  }
  return out;
}

function internalError(err: unknown, op: AnyOp, services: Services, requestId?: string): ApiError {
  if (isStoreUnavailable(err)) {
    services.log.warn('store unreachable', { request_id: requestId, op: op.id, code: String((err as { code?: unknown }).code ?? '') });
    // The spec keeps the cost of storage failures, like other handler errors.
    return new ApiError(503, 'Private storage is temporarily unavailable; retry with backoff.');
  }
  services.log.error('unhandled error in operation', {
    request_id: requestId,
    op: op.id,
    error: err instanceof Error ? (err.stack ?? err.message) : String(err),
  });
  return new ApiError(500, 'Unexpected server error; it has been logged.');
}
