/**
 * The MCP server for one HTTP request. The service keeps no conversation state, so each POST /mcp
 * gets a fresh server and a stateless transport (no session id) that answer in JSON and are
 * dropped with the response. Construction is cheap (~50 µs) because the catalog is built once
 * per app and the JSON-schema validator is shared.
 */
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import { AjvJsonSchemaValidator } from '@modelcontextprotocol/sdk/validation/ajv';
import { CallToolRequestSchema, ErrorCode, ListToolsRequestSchema, McpError, type CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { API_VERSION } from '../http/openapi';
import type { ToolCatalog, ToolEntry } from './tool-catalog';
import { TOOLSET_NAMES } from './toolsets';

/** The tool server's own description, sent as `instructions` on initialize. */
const SERVER_INSTRUCTIONS = [
  'morsel nutrition data service. Every REST operation of the API is one tool, named by its operation id; /v1/openapi.json documents the same operations.',
  `Toolsets: ${TOOLSET_NAMES.join(', ')}. Choose with the X-MCP-Toolsets header (foods,recipes or all) or the path /mcp/x/<toolset>; without either, every tool. A session keeps the toolsets it began with.`,
  'Authentication: send your API key in the x-api-key header of every request (401 with a JSON error body otherwise). OAuth is not supported.',
  "Arguments are flat: the operation's path, query, header and body fields by name (edits take if-match, the current revision). The grouped form { path, query, headers, body } is accepted too. Image tools take image_base64 and content_type, at most 5 MiB decoded (413 otherwise, at no cost).",
  'A tool call runs exactly like the REST call: same status, point cost, quota and account scope. structuredContent is { status, body, headers }; the text is the same answer written for reading. Answers with nutrients give energy and macros by default; add nutrients: [keys] for more, or detail: "full" for the whole REST answer. Status ≥ 400 sets isError and carries the error body { status: "failure", code, message }.',
  'Discovery (initialize, tools/list, ping) costs no points but counts toward the per-minute burst limit (HTTP 429 with Retry-After when exceeded). Each tool call counts once, as its REST call does.',
  'Transport: Streamable HTTP, stateless, JSON responses. Only POST is served: GET /mcp answers 405 and the legacy HTTP+SSE transport (GET /sse, POST /messages) answers 404.',
].join('\n\n');

const validator = new AjvJsonSchemaValidator();

export type ToolCaller = (entry: ToolEntry, args: unknown) => Promise<CallToolResult>;

export function createMcpServer(catalog: ToolCatalog, callTool: ToolCaller): Server {
  const server = new Server(
    { name: 'morsel', title: 'morsel nutrition data', version: API_VERSION },
    { capabilities: { tools: { listChanged: false } }, instructions: SERVER_INSTRUCTIONS, jsonSchemaValidator: validator },
  );
  server.setRequestHandler(ListToolsRequestSchema, () => ({ tools: catalog.tools }));
  server.setRequestHandler(CallToolRequestSchema, (request) => {
    const entry = catalog.byName.get(request.params.name);
    if (!entry) {
      const scope = catalog.choice ? ` in the toolsets of this session (${[...catalog.choice].join(', ')})` : '';
      throw new McpError(ErrorCode.InvalidParams, `Unknown tool '${request.params.name}'${scope}; tools/list gives the ${catalog.tools.length} tools.`);
    }
    return callTool(entry, request.params.arguments);
  });
  return server;
}

export function createStatelessTransport(): WebStandardStreamableHTTPServerTransport {
  return new WebStandardStreamableHTTPServerTransport({
    sessionIdGenerator: undefined,
    enableJsonResponse: true,
    // The body was read and size-checked by the endpoint; the transport gets it parsed.
    maxRequestBodySize: Number.MAX_SAFE_INTEGER,
  });
}
