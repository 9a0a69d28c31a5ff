/**
 * Toolsets end to end on the real registry: the X-MCP-Toolsets header and the /mcp/x/<toolset>
 * path list the tools of the chosen areas; without a choice every tool is listed (the spec); a
 * tool outside the choice is the protocol's unknown-tool error; bad names are refused with the
 * known ones; a session keeps the toolsets it began with whatever later requests send.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { McpError } from '@modelcontextprotocol/sdk/types.js';
import { operations } from '../../src/ops';
import { mcpPlugin } from '../../src/mcp/endpoint';
import { TOOLSET_NAMES, toolsetOf } from '../../src/mcp/toolsets';
import { createHarness, type Harness } from '../helpers/harness';

let h: Harness;
let base: string;
let key: string;
const clients: Client[] = [];

beforeAll(async () => {
  h = await createHarness(operations, { extras: { plugins: [mcpPlugin] } });
  base = await h.listen();
  ({ key } = await h.account('ultra'));
}, 60_000);
afterAll(async () => {
  for (const c of clients) await c.close().catch(() => {});
  await h.stop();
});

async function connect(path = '/mcp', headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: 'toolsets-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}${path}`), { requestInit: { headers: { 'x-api-key': key, ...headers } } }));
  clients.push(client);
  return client;
}

function rpc(message: unknown, headers: Record<string, string> = {}, path = '/mcp'): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json', accept: 'application/json, text/event-stream', ...headers },
    body: JSON.stringify(message),
  });
}

const INITIALIZE = {
  jsonrpc: '2.0',
  id: 1,
  method: 'initialize',
  params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
};
const LIST = { jsonrpc: '2.0', id: 2, method: 'tools/list' };
const idsOf = (name: string) =>
  operations
    .filter((o) => toolsetOf(o) === name)
    .map((o) => o.id)
    .sort();
const listed = async (res: Response) => ((await res.json()) as { result: { tools: { name: string }[] } }).result.tools.map((t) => t.name).sort();

describe('choosing toolsets', () => {
  test('every registry operation belongs to a toolset', () => {
    expect(operations.filter((o) => toolsetOf(o) === undefined).map((o) => o.id)).toEqual([]);
  });

  test('the header lists the tools of the named toolsets; the path lists one toolset', async () => {
    for (const name of TOOLSET_NAMES) {
      const byHeader = (await (await connect('/mcp', { 'X-MCP-Toolsets': name })).listTools()).tools.map((t) => t.name).sort();
      expect(byHeader).toEqual(idsOf(name));
      const byPath = (await (await connect(`/mcp/x/${name}`)).listTools()).tools.map((t) => t.name).sort();
      expect(byPath).toEqual(idsOf(name));
    }
    const two = (await (await connect('/mcp', { 'x-mcp-toolsets': ' Foods , recipes,' })).listTools()).tools.map((t) => t.name).sort();
    expect(two).toEqual([...idsOf('foods'), ...idsOf('recipes')].sort());
  });

  test('no choice, an empty header and `all` list every tool', async () => {
    const every = operations.map((o) => o.id).sort();
    for (const headers of [
      {} as Record<string, string>,
      { 'x-mcp-toolsets': '' },
      { 'x-mcp-toolsets': ' , ' },
      { 'x-mcp-toolsets': 'all' },
      { 'x-mcp-toolsets': 'foods,all' },
    ]) {
      expect(await listed(await rpc(LIST, headers))).toEqual(every);
    }
    expect(await listed(await rpc(LIST, {}, '/mcp/x/all'))).toEqual(every);
  });

  test('an unknown toolset is refused with the known ones, before anything is listed', async () => {
    const header = await rpc(LIST, { 'x-mcp-toolsets': 'foods,snacks' });
    expect(header.status).toBe(400);
    const body = (await header.json()) as { status: string; code: number; message: string };
    expect(body).toMatchObject({ status: 'failure', code: 400 });
    expect(body.message).toContain("'snacks'");
    for (const name of [...TOOLSET_NAMES, 'all']) expect(body.message).toContain(name);
    const path = await rpc(LIST, {}, '/mcp/x/snacks');
    expect(path.status).toBe(404);
    expect(((await path.json()) as { message: string }).message).toContain('foods, products');
    const err = await connect('/mcp', { 'x-mcp-toolsets': 'snacks' }).catch((e) => e);
    expect(err).toBeInstanceOf(StreamableHTTPError);
    expect((err as StreamableHTTPError).code).toBe(400);
  });

  test('a tool outside the chosen toolsets is the protocol unknown-tool error, on the fast path and in batches', async () => {
    const client = await connect('/mcp/x/recipes');
    const err = await client.callTool({ name: 'search_foods', arguments: { query: 'apple' } }).catch((e) => e);
    expect(err).toBeInstanceOf(McpError);
    expect((err as McpError).code).toBe(-32602);
    expect((err as McpError).message).toContain('recipes');
    const call = { jsonrpc: '2.0', id: 7, method: 'tools/call', params: { name: 'search_foods', arguments: { query: 'apple' } } };
    for (const message of [call, [call]]) {
      const answer = (await (await rpc(message, { 'x-mcp-toolsets': 'recipes' })).json()) as { error?: { code: number } } | { error?: { code: number } }[];
      expect((Array.isArray(answer) ? answer[0] : answer)!.error?.code).toBe(-32602);
    }
    // The same call inside the chosen sets reaches the operation.
    const inside = await rpc(call, { 'x-mcp-toolsets': 'foods' });
    expect(((await inside.json()) as { result: { structuredContent: { status: number } } }).result.structuredContent.status).toBe(200);
  });
});

describe('sessions keep their toolsets', () => {
  test('initialize with a choice answers a session id that carries it; without one, none (stateless)', async () => {
    expect((await rpc(INITIALIZE)).headers.get('mcp-session-id')).toBeNull();
    expect((await rpc(INITIALIZE, { 'x-mcp-toolsets': '' })).headers.get('mcp-session-id')).toBeNull();
    const session = (await rpc(INITIALIZE, { 'x-mcp-toolsets': 'vision,foods' })).headers.get('mcp-session-id');
    expect(session).toMatch(/^toolsets\.foods\+vision\.[0-9a-f-]{36}$/);
    expect((await rpc(INITIALIZE, {}, '/mcp/x/plans')).headers.get('mcp-session-id')).toMatch(/^toolsets\.plans\./);
  });

  test('later requests with another header, or none, still get the toolsets the session began with', async () => {
    const session = (await rpc(INITIALIZE, { 'x-mcp-toolsets': 'ingredients' })).headers.get('mcp-session-id')!;
    const mine = idsOf('ingredients');
    expect(await listed(await rpc(LIST, { 'mcp-session-id': session }))).toEqual(mine);
    expect(await listed(await rpc(LIST, { 'mcp-session-id': session, 'x-mcp-toolsets': 'recipes' }))).toEqual(mine);
    expect(await listed(await rpc(LIST, { 'mcp-session-id': session }, '/mcp/x/foods'))).toEqual(mine);
    const outside = await rpc(
      { jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'get_recipe', arguments: { id: 1 } } },
      { 'mcp-session-id': session, 'x-mcp-toolsets': 'recipes' },
    );
    expect(((await outside.json()) as { error: { code: number } }).error.code).toBe(-32602);
  });

  test('the SDK client keeps the session id it was given and sends it on later requests', async () => {
    const transport = new StreamableHTTPClientTransport(new URL(`${base}/mcp`), {
      requestInit: { headers: { 'x-api-key': key, 'x-mcp-toolsets': 'products' } },
    });
    const client = new Client({ name: 'toolsets-test', version: '1.0.0' });
    await client.connect(transport);
    clients.push(client);
    expect(transport.sessionId).toMatch(/^toolsets\.products\./);
    expect((await client.listTools()).tools.map((t) => t.name)).toEqual(idsOf('products'));
  });

  test('a session id naming an unknown toolset is refused; a foreign session id is ignored', async () => {
    const forged = await rpc(LIST, { 'mcp-session-id': 'toolsets.snacks.x' });
    expect(forged.status).toBe(400);
    expect(((await forged.json()) as { message: string }).message).toContain('foods');
    expect((await listed(await rpc(LIST, { 'mcp-session-id': 'some-other-server-session' }))).length).toBe(operations.length);
  });
});
