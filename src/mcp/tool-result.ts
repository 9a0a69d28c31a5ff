/**
 * A REST response as a tool result: the body as text (what a model reads) and the whole response
 * as structuredContent `{ status, body, headers }` (what a program reads). Status ≥ 400 sets
 * `isError`, with the spec's error body in both places.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ApiError } from '../http/errors';
import { meterHeaders, type Outcome } from '../http/pipeline';

const NUMERIC_HEADERS = new Set(['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-used', 'x-ratelimit-cost', 'retry-after']);
/** Framing headers say nothing about the call. */
const SKIPPED_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'transfer-encoding', 'keep-alive']);

export type ToolHeaders = Record<string, string | number>;

export function toolHeaders(headers: Record<string, string>): ToolHeaders {
  const out: ToolHeaders = {};
  const add = (value: string, rawName: string) => {
    const name = rawName.toLowerCase();
    if (SKIPPED_HEADERS.has(name)) return;
    const n = Number(value);
    out[name] = NUMERIC_HEADERS.has(name) && value.trim() !== '' && Number.isFinite(n) ? n : value;
  };
  for (const [name, value] of Object.entries(headers)) add(value, name);
  return out;
}

export function resultOf(status: number, text: string, body: unknown, headers: ToolHeaders): CallToolResult {
  return {
    content: [{ type: 'text', text }],
    structuredContent: { status, body, headers },
    ...(status >= 400 ? { isError: true } : {}),
  };
}

export function resultFromOutcome(outcome: Outcome): CallToolResult {
  const { status, text, headers } = outcome;
  if (outcome.raw) return rawResult(outcome);
  return resultOf(status, text, JSON.parse(text), toolHeaders(headers));
}

/**
 * A non-JSON answer: an image as image content (what a model can look at), markup as text; the
 * structured body names the media type (and for an image its size: the bytes are in `content`).
 */
function rawResult({ status, text, headers, raw }: Outcome): CallToolResult {
  const { body, contentType } = raw!;
  if (typeof body === 'string') return resultOf(status, text, { content_type: contentType, text }, toolHeaders(headers));
  return {
    content: [{ type: 'image', data: Buffer.from(body).toString('base64'), mimeType: contentType }],
    structuredContent: { status, body: { content_type: contentType, bytes: body.byteLength }, headers: toolHeaders(headers) },
  };
}

/**
 * The same result as `resultFromOutcome`, already serialized: the JSON body text is spliced in
 * twice (as a string and as a value) instead of being parsed and serialized again, which for a
 * large body costs more than the REST call itself.
 */
export function serializedResultFromOutcome(outcome: Outcome): string {
  if (outcome.raw) return JSON.stringify(rawResult(outcome));
  const { status, text, headers } = outcome;
  return `{"content":[{"type":"text","text":${JSON.stringify(text)}}],"structuredContent":{"status":${status},"body":${text},"headers":${JSON.stringify(toolHeaders(headers))}}${status >= 400 ? ',"isError":true' : ''}}`;
}

/**
 * A call rejected before it reached the pipeline (malformed arguments, oversize image): free,
 * with the usage headers REST sends for rejections before points (zeros, plan unknown).
 */
export function resultFromError(err: ApiError): CallToolResult {
  const body = err.body();
  return resultOf(err.status, JSON.stringify(body), body, toolHeaders({ ...meterHeaders({ quota: null, cost: 0, plan: null }), ...err.headers }));
}
