/**
 * Turns a tool call's arguments, sorted into request locations (tool-input.ts), into the REST
 * request they stand for. The fields themselves are validated by the pipeline, so a bad value
 * gets the very same 400 (and cost) as over REST.
 */
import { ApiError } from '../http/errors';
import type { AnyOp } from '../http/op';
import type { OperationRequest } from '../http/body';
import type { Groups } from './tool-input';
import { decodeImageInput } from '../http/image-input';

export interface CallerContext {
  /** Origin of the /mcp request, so the synthetic request looks like a REST call to this server. */
  origin: string;
  apiKey: string;
}

/** Headers a tool argument may never set: they carry identity or framing, not operation input. */
const RESERVED_HEADERS = new Set(['x-api-key', 'authorization', 'host', 'content-type', 'content-length', 'transfer-encoding', 'cookie']);

function scalar(value: unknown): string {
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function buildPath(op: AnyOp, path: Record<string, unknown>, params: Record<string, string>): string {
  return op.path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = path[name];
    if (value === undefined || value === null || value === '') {
      throw new ApiError(400, `Missing required path parameter '${name}'.`, { details: { field: `path.${name}` } });
    }
    const text = scalar(value);
    // Dot segments would be resolved away by URL parsing and could land on another route.
    if (text === '.' || text === '..') throw new ApiError(400, `Invalid path parameter '${name}'.`, { details: { field: `path.${name}` } });
    params[name] = text;
    return encodeURIComponent(text);
  });
}

function buildQuery(query: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    // Arrays become repeated parameters, which the pipeline reports clearly if the op takes one value.
    for (const v of Array.isArray(value) ? value : [value]) params.append(name, scalar(v));
  }
  const qs = params.toString();
  return qs ? `?${qs}` : '';
}

function buildHeaders(op: AnyOp, given: Record<string, unknown>, apiKey: string): Record<string, string> {
  const headers: Record<string, string> = { 'x-api-key': apiKey };
  const declared = op.headers ? new Set(Object.keys(op.headers.properties).map((n) => n.toLowerCase())) : null;
  for (const [name, value] of Object.entries(given)) {
    const lower = name.toLowerCase();
    // Undeclared headers are ignored, as REST ignores them; reserved ones are never forwarded.
    if (value === undefined || value === null || RESERVED_HEADERS.has(lower) || !declared?.has(lower)) continue;
    const text = scalar(value);
    // HTTP field values cannot hold control characters (other than tab); REST could not send them either.
    if (/[\u0000-\u0008\u000a-\u001f\u007f]/.test(text)) {
      throw new ApiError(400, `Arguments cannot form an HTTP request: header '${lower}' holds a control character.`, {
        details: { field: `headers.${lower}` },
      });
    }
    headers[lower] = text;
  }
  return headers;
}

/** The REST request for a tool call (and its decoded path parameters), or an ApiError for arguments that cannot form one. */
export function buildOperationRequest(op: AnyOp, args: Groups, caller: CallerContext): { request: OperationRequest; params: Record<string, string> } {
  const params: Record<string, string> = {};
  const url = caller.origin + buildPath(op, args.path ?? {}, params) + buildQuery(args.query ?? {});
  const headers = buildHeaders(op, args.headers ?? {}, caller.apiKey);
  let body: Uint8Array | undefined;
  if (op.bodyKind === 'image') {
    const image = decodeImageInput(args.body);
    headers['content-type'] = image.contentType;
    body = image.bytes;
  } else if (op.body && args.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = new TextEncoder().encode(JSON.stringify(args.body));
  }
  if (body) headers['content-length'] = String(body.byteLength);
  const bytes = body ?? new Uint8Array(0);
  const request: OperationRequest = {
    url,
    headers: { get: (name) => headers[name.toLowerCase()] ?? null },
    arrayBuffer: async () => bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    // Tool bodies are JSON or base64 images, never multipart.
    formData: async () => {
      throw new ApiError(400, 'Tool image bodies are base64 data with a content type, not multipart forms.');
    },
  };
  return { request, params };
}
