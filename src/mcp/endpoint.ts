/**
 * The tool server's HTTP side, mounted on the REST app as a plugin:
 *   POST /mcp, POST /mcp/x/<toolset>
 *              → authenticate (401 like REST) → toolsets (toolsets.ts) → body limit → burst for
 *                discovery → MCP server over the chosen tools (a single tools/call skips the SDK
 *                server: see fast-call.ts).
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
import { buildToolCatalog, MAX_TOOL_IMAGE_BYTES, type ToolCatalog } from './tool-catalog';
import { createMcpServer, createStatelessTransport, type ToolCaller } from './server';
import { jsonRpcInternalError, jsonRpcResult, singleToolCall } from './fast-call';
import { buildOperationRequest } from './tool-request';
import { sortArguments } from './tool-input';
import { FULL, resultChoice } from './model-view';
import { resultFromError, resultFromOutcome } from './tool-result';
import { sessionIdFor, toolsetFromPath, toolsetsFromHeader, toolsetsFromSession, TOOLSETS_HEADER, type ToolsetChoice } from './toolsets';

/** Room for a 5 MiB image in base64 (~6.7 MiB) plus the JSON-RPC envelope. */
const MAX_MCP_BODY_BYTES = 8 * 1024 * 1024;

const NO_USAGE = meterHeaders({ quota: null, cost: 0, plan: null });

/** Elysia plugin (AppExtras.plugins): serves the MCP tool server for the app's operations. */
export function mcpPlugin(app: AnyElysia, { ops, services }: AppContext): AnyElysia {
  const catalog = buildToolCatalog(ops);
  const opts = { parse: 'none' as const, detail: { hide: true } };
  const serve = (request: Request, pathToolset?: string) =>
    request.method === 'POST' ? handlePost(request, catalog, services, pathToolset) : methodNotAllowed(request);
  let mounted = app
    .all('/mcp', ({ request }) => serve(request), opts)
    .all('/mcp/x/:toolset', ({ request, params }) => serve(request, params.toolset), opts)
    .all('/sse', ({ request }) => legacySse(request), opts)
    .all('/messages', ({ request }) => legacySse(request), opts);
  // OAuth-capable clients probe these after a 401; answer plainly instead of a generic 404.
  for (const path of OAUTH_DISCOVERY_PATHS) mounted = mounted.all(path, () => noOAuth(), opts);
  return mounted;
}

function methodNotAllowed(request: Request): Response {
  return errorResponse(
    new ApiError(
      405,
      `Method ${request.method} is not allowed on /mcp: this Streamable HTTP server is stateless and answers POST only (no standalone event stream, no sessions to delete).`,
      {
        headers: { allow: 'POST' },
      },
    ),
    NO_USAGE,
  );
}

function legacySse(request: Request): Response {
  const path = new URL(request.url).pathname;
  return errorResponse(
    new ApiError(
      404,
      `The legacy HTTP+SSE MCP transport (${request.method} ${path}) is not supported. Use Streamable HTTP: POST /mcp with the x-api-key header.`,
    ),
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

/**
 * The toolsets a request works with: a session keeps the ones it began with (its id carries them,
 * see toolsets.ts), whatever later requests send; otherwise the path's, else the header's, else all.
 */
function chooseToolsets(request: Request, pathToolset: string | undefined): { choice: ToolsetChoice; fromSession: boolean } {
  const session = toolsetsFromSession(request.headers.get('mcp-session-id'));
  if (session !== undefined) return { choice: session, fromSession: true };
  if (pathToolset !== undefined) return { choice: toolsetFromPath(pathToolset), fromSession: false };
  return { choice: toolsetsFromHeader(request.headers.get(TOOLSETS_HEADER)), fromSession: false };
}

const isInitialize = (parsed: unknown) =>
  (Array.isArray(parsed) ? parsed : [parsed]).some((m) => typeof m === 'object' && m !== null && (m as { method?: unknown }).method === 'initialize');

async function handlePost(request: Request, allTools: ReturnType<typeof buildToolCatalog>, services: Services, pathToolset?: string): Promise<Response> {
  const url = new URL(request.url);
  let account: Account;
  let parsed: unknown;
  let catalog: ToolCatalog;
  let sessionId: string | null = null;
  try {
    ({ account } = await services.auth.authenticate(request.headers.get('x-api-key'), url.searchParams));
    const { choice, fromSession } = chooseToolsets(request, pathToolset);
    catalog = allTools.select(choice);
    if (!fromSession) sessionId = sessionIdFor(choice);
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
  /** The result of a tool call: the REST outcome, or an error for a call rejected before the pipeline. */
  const callTool: ToolCaller = async (entry, args) => {
    let outcome: Outcome;
    let view = FULL;
    try {
      const { groups, result } = sortArguments(entry.op, entry.layout, args);
      if (entry.layout.shapes) view = resultChoice(result);
      const synthetic = buildOperationRequest(entry.op, groups, { origin: url.origin, apiKey });
      outcome = await executeOperation(entry.op, synthetic.request, synthetic.params, services);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      // Rejected before the pipeline: never charged, but counted toward the burst like any call.
      const burst = await services.burst.check(account);
      return resultFromError(burst.ok ? err : burstError(account, burst.retryAfter));
    }
    return resultFromOutcome(outcome, view);
  };

  const single = singleToolCall(request, parsed);
  const entry = single ? catalog.byName.get(single.name) : undefined;
  if (single && entry) {
    try {
      return jsonRpcResult(single.id, JSON.stringify(await callTool(entry, single.args)));
    } catch (err) {
      services.log.error('mcp tool call failed', { tool: single.name, error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
      return jsonRpcInternalError(single.id);
    }
  }

  const server = createMcpServer(catalog, callTool);
  const transport = createStatelessTransport();
  try {
    await server.connect(transport);
    const response = await transport.handleRequest(request, parsed === undefined ? undefined : { parsedBody: parsed });
    return sessionId && response.ok && isInitialize(parsed) ? withSessionId(response, sessionId) : response;
  } catch (err) {
    services.log.error('mcp request failed', { error: err instanceof Error ? (err.stack ?? err.message) : String(err) });
    return jsonRpcError(500, -32603, 'Internal error; it has been logged.');
  } finally {
    // JSON response mode: the response is complete once handleRequest resolves.
    await server.close().catch(() => {});
  }
}

/** The initialize answer of a session that chose toolsets, carrying them in its session id. */
function withSessionId(response: Response, sessionId: string): Response {
  const headers = new Headers(response.headers);
  headers.set('mcp-session-id', sessionId);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}
