/**
 * A REST response as a tool result: the response as structuredContent `{ status, body, headers }`
 * (what a program, and clients that pass structured results, read) and the answer as text
 * written for reading (what clients that show only text give the model), never a copy of the JSON.
 */
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import type { ApiError } from '../http/errors';
import { meterHeaders, type Outcome } from '../http/pipeline';
import { FULL, modelView, type ResultChoice } from './model-view';
import { asText } from './text-render';

const NUMERIC_HEADERS = new Set(['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-used', 'x-ratelimit-cost', 'retry-after']);
/** Framing headers say nothing about the call. */
const SKIPPED_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'transfer-encoding', 'keep-alive']);

type ToolHeaders = Record<string, string | number>;

function toolHeaders(headers: Record<string, string>): ToolHeaders {
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

/**
 * The result a tool answers: structuredContent `{ status, body, headers }` (and `omitted`, the
 * fields a model view left out), and as text the same answer written for reading (text-render.ts),
 * for clients that show the model only the text. Status ≥ 400 sets `isError`.
 */
function resultOf(status: number, body: unknown, headers: ToolHeaders, omitted: string[] = []): CallToolResult {
  const note = omitted.length ? `\nomitted: ${omitted.join(', ')} (ask with nutrients: [keys] or detail: full)` : '';
  return {
    content: [{ type: 'text', text: asText(body) + note }],
    structuredContent: { status, body, headers, ...(omitted.length ? { omitted } : {}) },
    ...(status >= 400 ? { isError: true } : {}),
  };
}

/** A REST outcome as a tool result; a success of a shaping tool is given in its model view unless asked in full. */
export function resultFromOutcome(outcome: Outcome, view: ResultChoice = FULL): CallToolResult {
  if (outcome.raw) return rawResult(outcome);
  const { status, text, headers } = outcome;
  const { body, omitted } = status < 400 ? modelView(JSON.parse(text), view) : { body: JSON.parse(text), omitted: [] };
  return resultOf(status, body, toolHeaders(headers), omitted);
}

/**
 * A non-JSON answer: an image as image content (what a model can look at), markup as text; the
 * structured body names the media type (and for an image its size: the bytes are in `content`).
 */
function rawResult({ status, headers, raw }: Outcome): CallToolResult {
  const { body, contentType } = raw!;
  if (typeof body === 'string') {
    return {
      content: [{ type: 'text', text: body }],
      structuredContent: { status, body: { content_type: contentType, text: body }, headers: toolHeaders(headers) },
      ...(status >= 400 ? { isError: true } : {}),
    };
  }
  return {
    content: [{ type: 'image', data: Buffer.from(body).toString('base64'), mimeType: contentType }],
    structuredContent: { status, body: { content_type: contentType, bytes: body.byteLength }, headers: toolHeaders(headers) },
  };
}

/**
 * A call rejected before it reached the pipeline (malformed arguments, oversize image): free,
 * with the usage headers REST sends for rejections before points (zeros, plan unknown).
 */
export function resultFromError(err: ApiError): CallToolResult {
  return resultOf(err.status, err.body(), toolHeaders({ ...meterHeaders({ quota: null, cost: 0, plan: null }), ...err.headers }));
}
