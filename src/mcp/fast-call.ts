/**
 * The hot path. Nearly all traffic is one `tools/call` per POST; the SDK server would parse that
 * message with zod three times and validate our own result once more, which costs more than the
 * REST call it wraps (see bench/mcp-overhead.ts). A POST that is exactly one well-formed
 * tools/call for a known tool, with the headers the transport requires, is answered here in the
 * same JSON-RPC shape the SDK produces; everything else (batches, other methods, unknown tools,
 * unusual headers, anything malformed) goes to the SDK, which also owns every protocol error.
 */
import { SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/sdk/types.js';

export interface SingleToolCall {
  id: string | number;
  name: string;
  args: Record<string, unknown> | undefined;
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The call, when the request is one the SDK would accept and route straight to tools/call. */
export function singleToolCall(request: Request, message: unknown): SingleToolCall | null {
  const accept = request.headers.get('accept') ?? '';
  if (!accept.includes('application/json') || !accept.includes('text/event-stream')) return null;
  const version = request.headers.get('mcp-protocol-version');
  if (version !== null && !SUPPORTED_PROTOCOL_VERSIONS.includes(version)) return null;
  if (!isObject(message) || message.jsonrpc !== '2.0' || message.method !== 'tools/call') return null;
  const { id, params } = message;
  if (!(typeof id === 'string' || (typeof id === 'number' && Number.isInteger(id)))) return null;
  if (!isObject(params) || typeof params.name !== 'string' || params.task !== undefined) return null;
  if (params.arguments !== undefined && !isObject(params.arguments)) return null;
  if (params._meta !== undefined && !isObject(params._meta)) return null;
  return { id, name: params.name, args: params.arguments as Record<string, unknown> | undefined };
}

const JSON_HEADERS = { 'content-type': 'application/json' };

/** A JSON-RPC success response around an already serialized CallToolResult. */
export function jsonRpcResult(id: string | number, serializedResult: string): Response {
  return new Response(`{"jsonrpc":"2.0","id":${JSON.stringify(id)},"result":${serializedResult}}`, { status: 200, headers: JSON_HEADERS });
}

export function jsonRpcInternalError(id: string | number): Response {
  return new Response(JSON.stringify({ jsonrpc: '2.0', id, error: { code: -32603, message: 'Internal error; it has been logged.' } }), {
    status: 200,
    headers: JSON_HEADERS,
  });
}
