/**
 * The tool server's HTTP side, mounted on the REST app as a plugin:
 *   POST /mcp  → authenticate (401 like REST) → body limit → burst for discovery → MCP server
 *               (a single tools/call skips the SDK server: see fast-call.ts).
 * A tool call is handed, as the REST request it stands for, to the operation's own route handler
 * (`executeOperation`), so it takes the one pipeline (auth, access, burst, points, validation,
 * handler) and its status, cost and quota headers are REST's by construction. Everything else on
 * /mcp, and the legacy SSE endpoints, answer with the spec's error body.
 */
import type { AnyElysia } from 'elysia';
import type { AppContext } from '../http/app';
import { ApiError } from '../http/errors';
import { errorResponse, executeOperation, meterHeaders, type Outcome } from '../http/pipeline';
import type { Services } from '../http/services';
import type { Account } from '../store/accounts';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { buildToolCatalog, MAX_TOOL_IMAGE_BYTES, type ToolCatalog, type ToolEntry } from './tool-catalog';
import { createMcpServer, createStatelessTransport, type ToolCaller } from './server';
import { jsonRpcInternalError, jsonRpcResult, singleToolCall } from './fast-call';
import { buildOperationRequest } from './tool-request';
import { resultFromError, resultFromOutcome, serializedResultFromOutcome } from './tool-result';

/** Room for a 5 MiB image in base64 (~6.7 MiB) plus the JSON-RPC envelope. */
export const MAX_MCP_BODY_BYTES = 8 * 1024 * 1024;

const NO_USAGE = meterHeaders({ quota: null, cost: 0, plan: null });

/** Elysia plugin (AppExtras.plugins): serves the MCP tool server for the app's operations. */
export function mcpPlugin(app: AnyElysia, { ops, services }: AppContext): AnyElysia {
  const catalog = buildToolCatalog(ops);
  const opts = { parse: 'none' as const, detail: { hide: true } };
  let mounted = app
    .all('/mcp', ({ request }) => (request.method === 'POST' ? handlePost(request, catalog, services) : methodNotAllowed(request)), opts)
    .all('/sse', ({ request }) => legacySse(request), opts)
    .all('/messages', ({ request }) => legacySse(request), opts);
  // OAuth-capable clients probe these after a 401; answer plainly instead of a generic 404.
  for (const path of OAUTH_DISCOVERY_PATHS) mounted = mounted.all(path, () => noOAuth(), opts);
  return mounted;
}

function methodNotAllowed(request: Request): Response {
  return errorResponse(
    new ApiError(405, `Method ${request.method} is not allowed on /mcp: this Streamable HTTP server is stateless and answers POST only (no standalone event stream, no sessions to delete).`, {
      headers: { allow: 'POST' },
    }),
    NO_USAGE,
  );
}

function legacySse(request: Request): Response {
  const path = new URL(request.url).pathname;
  return errorResponse(
    new ApiError(404, `The legacy HTTP+SSE MCP transport (${request.method} ${path}) is not supported. Use Streamable HTTP: POST /mcp with the x-api-key header.`),
    NO_USAGE,
  );
}

const OAUTH_DISCOVERY_PATHS = [
  '/.well-known/oauth-protected-resource',
  '/.well-known/oauth-protected-resource/mcp',
  '/.well-known/oauth-authorization-server',
  '/.well-known/openid-configuration',
];

function noOAuth(): Response {
  return errorResponse(new ApiError(404, 'OAuth is not supported by this MCP server: send your API key in the x-api-key header of POST /mcp.'), NO_USAGE);
}

function burstError(account: Account, retryAfter: number): ApiError {
  return new ApiError(429, `Per-minute burst limit of ${account.burstPerMinute} requests reached; retry after ${retryAfter} s.`, {
    headers: { 'retry-after': String(retryAfter) },
  });
}

function jsonRpcError(status: number, code: number, message: string): Response {
  return new Response(JSON.stringify({ jsonrpc: '2.0', error: { code, message }, id: null }), { status, headers: { 'content-type': 'application/json' } });
}

const isJsonContentType = (value: string | null) => (value ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json';

async function readBody(request: Request): Promise<string> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  const tooLarge = () =>
    new ApiError(413, `MCP request body is larger than the limit of ${MAX_MCP_BODY_BYTES} bytes (images: at most ${MAX_TOOL_IMAGE_BYTES} bytes decoded).`);
  if (Number.isFinite(declared) && declared > MAX_MCP_BODY_BYTES) throw tooLarge();
  const text = await request.text();
  // Without a declared length the check comes after reading (the server's own body limit bounds it).
  if (!Number.isFinite(declared) && Buffer.byteLength(text) > MAX_MCP_BODY_BYTES) throw tooLarge();
  return text;
}

/**
 * Burst units a POST costs up front: each JSON-RPC request except a tools/call of a known tool
 * (discovery is free of points but counted; known tool calls are counted once by the pipeline;
 * a call of an unknown tool never reaches it, so it is counted here). Notifications are free.
 */
function upfrontBurstUnits(messages: unknown[], catalog: ToolCatalog): number {
  let n = 0;
  for (const m of messages) {
    if (typeof m !== 'object' || m === null) continue;
    const { method, id, params } = m as { method?: unknown; id?: unknown; params?: { name?: unknown } };
    if (typeof method !== 'string' || id === undefined) continue;
    const knownCall = method === 'tools/call' && typeof params?.name === 'string' && catalog.byName.has(params.name);
    if (!knownCall) n++;
  }
  return n;
}

async function handlePost(request: Request, catalog: ToolCatalog, services: Services): Promise<Response> {
  const url = new URL(request.url);
  let account: Account;
  let parsed: unknown;
  try {
    ({ account } = await services.auth.authenticate(request.headers.get('x-api-key'), url.searchParams));
    // Anything else is the transport's to refuse (415), before we read a byte.
    if (isJsonContentType(request.headers.get('content-type'))) {
      const text = await readBody(request);
      try {
        parsed = JSON.parse(text);
      } catch {
        return jsonRpcError(400, -32700, 'Parse error: Invalid JSON');
      }
      const messages = Array.isArray(parsed) ? parsed : [parsed];
      // Through services.burst, like REST calls: shared across instances when REDIS_URL is set.
      for (let i = upfrontBurstUnits(messages, catalog); i > 0; i--) {
        const burst = await services.burst.check(account);
        if (!burst.ok) throw burstError(account, burst.retryAfter);
      }
    }
  } catch (err) {
    if (err instanceof ApiError) return errorResponse(err, NO_USAGE);
    throw err;
  }

  const apiKey = request.headers.get('x-api-key')!;
  /** The REST outcome of a tool call, or the result of a call rejected before the pipeline. */
  const runTool = async (entry: ToolEntry, args: unknown): Promise<Outcome | CallToolResult> => {
    let synthetic: ReturnType<typeof buildOperationRequest>;
    try {
      synthetic = buildOperationRequest(entry.op, args, { origin: url.origin, apiKey });
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      // Rejected before the pipeline: never charged, but counted toward the burst like any call.
      const burst = await services.burst.check(account);
      return resultFromError(burst.ok ? err : burstError(account, burst.retryAfter));
    }
    return executeOperation(entry.op, synthetic.request, synthetic.params, services);
  };
  const isOutcome = (out: Outcome | CallToolResult): out is Outcome => 'text' in out;

  const single = singleToolCall(request, parsed);
  const entry = single ? catalog.byName.get(single.name) : undefined;
  if (single && entry) {
    try {
      const out = await runTool(entry, single.args);
      return jsonRpcResult(single.id, isOutcome(out) ? serializedResultFromOutcome(out) : JSON.stringify(out));
    } catch (err) {
      services.log.error('mcp tool call failed', { tool: single.name, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
      return jsonRpcInternalError(single.id);
    }
  }

  const callTool: ToolCaller = async (e, args) => {
    const out = await runTool(e, args);
    return isOutcome(out) ? resultFromOutcome(out) : out;
  };
  const server = createMcpServer(catalog, callTool);
  const transport = createStatelessTransport();
  try {
    await server.connect(transport);
    return await transport.handleRequest(request, parsed === undefined ? undefined : { parsedBody: parsed });
  } catch (err) {
    services.log.error('mcp request failed', { error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
    return jsonRpcError(500, -32603, 'Internal error; it has been logged.');
  } finally {
    // JSON response mode: the response is complete once handleRequest resolves.
    await server.close().catch(() => {});
  }
}
