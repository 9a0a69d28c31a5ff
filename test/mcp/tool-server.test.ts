/**
 * The MCP tool server end to end: the SDK's own client over Streamable HTTP against a listening
 * server. Tools must match the registry one to one, and a tool call must be the REST call
 * (status, body, cost, quota headers, account) — on small test operations that exercise every
 * input group, and on the real registry for the tool list.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { Type as t } from '@sinclair/typebox';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport, StreamableHTTPError } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { McpError, type CallToolResult, type Tool } from '@modelcontextprotocol/sdk/types.js';
import { validateToolName } from '@modelcontextprotocol/sdk/shared/toolNameValidation.js';
import { op, result } from '../../src/http/op';
import { ApiError } from '../../src/http/errors';
import { operations } from '../../src/ops';
import { mcpPlugin } from '../../src/mcp/endpoint';
import { MAX_TOOL_IMAGE_BYTES } from '../../src/mcp/tool-catalog';
import { ADMIN_TOKEN, createHarness, meter, type Harness } from '../helpers/harness';

const FOOD = {
  id: 'f1',
  name: 'Test food',
  calories: 59,
  protein_g: 10,
  carbs_g: 4,
  fat_g: 0,
  nutrients: [
    { key: 'calories', name: 'Energy', amount: 59, unit: 'kcal' },
    { key: 'fiber', name: 'Fiber', amount: 0, unit: 'g' },
    { key: 'vitamin_c', name: 'Vitamin C', amount: 1.2, unit: 'mg' },
  ],
  unknown_keys: [],
  provenance: { fiber: { method: 'reported' } },
  nutrient_coverage: { reported: ['fiber'] },
  portions: [{ amount: 1, measure: 'cup', grams: 245 }],
};

const ops = [
  op({
    id: 'echo',
    method: 'GET',
    path: '/v1/test/echo',
    cost: 1,
    access: 'any',
    tag: 'test',
    summary: 'Echo the query',
    query: t.Object({ query: t.String({ minLength: 1, description: 'Text' }), number: t.Optional(t.Integer({ minimum: 1, maximum: 25 })) }),
    handler: ({ query }) => ({ query }),
  }),
  op({ id: 'free', method: 'GET', path: '/v1/test/free', cost: 0, access: 'any', tag: 'test', summary: 'Costs nothing', handler: () => ({ ok: true }) }),
  op({ id: 'costly', method: 'GET', path: '/v1/test/costly', cost: 5, access: 'any', tag: 'test', summary: 'Costs five', handler: () => ({ ok: true }) }),
  op({
    id: 'direct',
    method: 'GET',
    path: '/v1/test/direct',
    cost: 1,
    access: 'direct',
    tag: 'test',
    summary: 'Direct keys only',
    handler: () => ({ ok: true }),
  }),
  op({
    id: 'nested_item',
    method: 'GET',
    path: '/v1/test/shelves/:shelf/items/:item',
    cost: 1,
    access: 'any',
    tag: 'test',
    summary: 'Path parameters',
    params: t.Object({ shelf: t.String(), item: t.String() }),
    handler: ({ params }) => ({ params }),
  }),
  op({
    id: 'create_item',
    method: 'POST',
    path: '/v1/test/items',
    cost: 2,
    access: 'any',
    tag: 'test',
    summary: 'Create an item',
    successStatus: 201,
    body: t.Object({ name: t.String({ minLength: 1 }), grams: t.Number({ exclusiveMinimum: 0, maximum: 3000 }) }, { additionalProperties: false }),
    handler: ({ body }) => ({ created: body.name, grams: body.grams }),
  }),
  op({
    id: 'replace_item',
    method: 'PUT',
    path: '/v1/test/items/:id',
    cost: 1,
    access: 'any',
    tag: 'test',
    summary: 'Replace an item (If-Match)',
    params: t.Object({ id: t.String() }),
    headers: t.Object({ 'if-match': t.String({ description: 'Current revision' }) }),
    body: t.Object({ name: t.String() }),
    handler: ({ params, headers, body }) => result(200, { id: params.id, if_match: headers['if-match'], name: body.name }, { etag: '"8"' }),
  }),
  op({
    id: 'clash',
    method: 'PUT',
    path: '/v1/test/clash/:id',
    cost: 1,
    access: 'any',
    tag: 'test',
    summary: 'Path and body both name id',
    params: t.Object({ id: t.String() }),
    body: t.Object({ id: t.String(), note: t.Optional(t.String()) }, { additionalProperties: false }),
    handler: ({ params, body }) => ({ path_id: params.id, body_id: body.id }),
  }),
  op({
    id: 'food_like',
    method: 'GET',
    path: '/v1/test/food',
    cost: 1,
    access: 'any',
    tag: 'test',
    summary: 'An answer with nutrient tables',
    response: t.Object({
      foods: t.Array(
        t.Object(
          { id: t.String(), nutrients: t.Array(t.Object({ key: t.String(), name: t.String(), amount: t.Number(), unit: t.String() })) },
          { additionalProperties: true },
        ),
      ),
    }),
    handler: () => ({ foods: [FOOD, { ...FOOD, id: 'f2', unknown_keys: ['calories', 'vitamin_c', 'zinc'] }] }),
  }),
  op({
    id: 'delete_item',
    method: 'DELETE',
    path: '/v1/test/items/:id',
    cost: 1,
    access: 'any',
    tag: 'test',
    summary: 'Delete',
    params: t.Object({ id: t.String() }),
    handler: ({ params }) => ({ deleted: params.id }),
  }),
  op({
    id: 'upload_image',
    method: 'POST',
    path: '/v1/test/upload',
    cost: 10,
    access: 'any',
    tag: 'test',
    summary: 'Upload an image',
    bodyKind: 'image',
    handler: ({ upload }) => {
      if (upload!.bytes.length < 20) throw new ApiError(422, 'Image could not be decoded.', { refund: true });
      return { bytes: upload!.bytes.length, type: upload!.contentType };
    },
  }),
];

const auth = { authorization: `Bearer ${ADMIN_TOKEN}` };
let h: Harness;
let base: string;
const clients: Client[] = [];

/** Served through the harness, so every response is checked for outside URLs too. */
async function listen(harness: Harness): Promise<string> {
  return harness.listen();
}

async function connect(key: string, at = base): Promise<Client> {
  const client = new Client({ name: 'morsel-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${at}/mcp`), { requestInit: { headers: { 'x-api-key': key } } }));
  clients.push(client);
  return client;
}

function rpc(key: string | null, message: unknown, path = '/mcp'): Promise<Response> {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json, text/event-stream' };
  if (key) headers['x-api-key'] = key;
  return fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(message) });
}

function rest(path: string, key: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${base}${path}`, { ...init, headers: { ...(init.headers as Record<string, string>), 'x-api-key': key } });
}

interface Structured {
  status: number;
  body: Record<string, unknown>;
  headers: Record<string, string | number>;
}
// callTool's declared result is a union with the pre-2024 shape; ours is always CallToolResult.
const structured = (r: unknown) => (r as CallToolResult).structuredContent as unknown as Structured;
const text = (r: unknown) => ((r as CallToolResult).content[0] as { type: 'text'; text: string }).text;

async function usage(id: string): Promise<{ used: number }> {
  return (await (await h.request(`/admin/accounts/${id}/usage`, { headers: auth })).json()) as { used: number };
}

async function setLimits(id: string, daily_points: number, burst_per_minute: number): Promise<void> {
  const res = await h.request(`/admin/accounts/${id}/limits`, { method: 'PUT', json: { daily_points, burst_per_minute }, headers: auth });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  h = await createHarness(ops, { extras: { plugins: [mcpPlugin] } });
  base = await listen(h);
}, 60_000);
afterAll(async () => {
  for (const c of clients) await c.close().catch(() => {});
  await h.stop();
});

describe('discovery', () => {
  test('tools/list has exactly one tool per operation, named by its id', async () => {
    const { key } = await h.account('starter');
    const { tools } = await (await connect(key)).listTools();
    expect(tools.map((x) => x.name).sort()).toEqual(ops.map((o) => o.id).sort());
  });

  test('input schemas are flat: the op fields by name, constraints kept, prose left to OpenAPI', async () => {
    const { key } = await h.account('starter');
    const { tools } = await (await connect(key)).listTools();
    const byName = new Map(tools.map((x) => [x.name, x] as [string, Tool]));
    const props = (name: string) => byName.get(name)!.inputSchema.properties as Record<string, Record<string, unknown>>;

    expect(Object.keys(props('echo'))).toEqual(['query', 'number']);
    expect(byName.get('echo')!.inputSchema.required).toEqual(['query']);
    expect(props('echo').number!.maximum).toBe(25);
    expect(props('echo').query!.description).toBeUndefined();
    expect(Object.keys(props('free'))).toEqual([]);
    expect(byName.get('free')!.inputSchema.required).toBeUndefined();
    expect(Object.keys(props('nested_item'))).toEqual(['shelf', 'item']);
    expect(Object.keys(props('create_item'))).toEqual(['name', 'grams']);
    expect(byName.get('create_item')!.inputSchema.additionalProperties).toBe(false);
    expect(props('create_item').grams).toMatchObject({ type: 'number', exclusiveMinimum: 0, maximum: 3000 });
    expect(Object.keys(props('replace_item'))).toEqual(['id', 'if-match', 'name']);
    expect(byName.get('replace_item')!.inputSchema.required).toEqual(['id', 'if-match', 'name']);
    expect(byName.get('upload_image')!.inputSchema.required).toEqual(['image_base64', 'content_type']);
    expect(props('upload_image').content_type!.enum).toEqual(['image/jpeg', 'image/png', 'image/webp']);
    // Names that collide between locations keep the grouped form, and the description says so.
    expect(Object.keys(props('clash'))).toEqual(['path', 'body']);
    expect(byName.get('clash')!.description).toContain('grouped as path, query, headers, body');
  });

  test('descriptions carry summary and cost; annotations follow the method', async () => {
    const { key } = await h.account('starter');
    const { tools } = await (await connect(key)).listTools();
    const byName = new Map(tools.map((x) => [x.name, x] as [string, Tool]));
    expect(byName.get('costly')!.description).toContain('Costs five');
    expect(byName.get('costly')!.description).toContain('Cost: 5 points');
    expect(byName.get('free')!.description).toContain('free (0 points)');
    expect(byName.get('direct')!.description).toContain('direct developer key');
    expect(byName.get('nested_item')!.description).toContain('GET /v1/test/shelves/{shelf}/items/{item}');
    expect(byName.get('echo')!.annotations).toMatchObject({ readOnlyHint: true });
    expect(byName.get('create_item')!.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: false });
    expect(byName.get('delete_item')!.annotations).toMatchObject({ readOnlyHint: false, destructiveHint: true, idempotentHint: true });
  });

  test('initialize is stateless (no session id) and describes the server; discovery costs no points', async () => {
    const { id, key } = await h.account('free');
    const res = await rpc(key, {
      jsonrpc: '2.0',
      id: 1,
      method: 'initialize',
      params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'raw', version: '1' } },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('mcp-session-id')).toBeNull();
    const init = (await res.json()) as { result: { serverInfo: { name: string }; instructions: string; capabilities: { tools: unknown } } };
    expect(init.result.serverInfo.name).toBe('morsel');
    expect(init.result.capabilities.tools).toBeDefined();
    expect(init.result.instructions).toContain('x-api-key');
    const client = await connect(key);
    await client.listTools();
    await client.ping();
    expect((await usage(id)).used).toBe(0);
  });
});

describe('tool calls are REST calls', () => {
  test('free tool: same status, body and headers as REST', async () => {
    const { key } = await h.account('starter');
    const restRes = await rest('/v1/test/free', key);
    const restBody = await restRes.json();
    const r = await (await connect(key)).callTool({ name: 'free', arguments: {} });
    expect(r.isError).toBeFalsy();
    const s = structured(r);
    expect(s.status).toBe(restRes.status);
    expect(s.body).toEqual(restBody);
    // The text is the answer written for reading, not a second copy of the JSON.
    expect(text(r)).toBe('ok: true');
    const m = meter(restRes);
    expect(s.headers).toEqual({
      'x-ratelimit-limit': m.limit,
      'x-ratelimit-remaining': m.remaining,
      'x-ratelimit-used': m.used,
      'x-ratelimit-cost': 0,
      'x-plan': 'starter',
    });
  });

  test('metered tool: same body, status and cost; usage lands on the caller account', async () => {
    const { id, key } = await h.account('starter');
    const restRes = await rest('/v1/test/echo?query=apple%20pie&number=3', key);
    const restBody = await restRes.json();
    const m = meter(restRes);
    const r = await (await connect(key)).callTool({ name: 'echo', arguments: { query: { query: 'apple pie', number: 3 } } });
    const s = structured(r);
    expect(s.status).toBe(200);
    expect(s.body).toEqual(restBody);
    expect(s.headers).toMatchObject({
      'x-ratelimit-limit': m.limit,
      'x-ratelimit-cost': m.cost,
      'x-ratelimit-used': m.used + 1,
      'x-ratelimit-remaining': m.remaining - 1,
      'x-plan': m.plan!,
    });
    await h.runtime.services.ledger.flush(true);
    expect((await usage(id)).used).toBe(2);
  });

  test('validation errors are tool errors with the same body and cost as REST', async () => {
    const { key } = await h.account('starter');
    const restRes = await rest('/v1/test/echo?query=a&number=99', key);
    const restBody = await restRes.json();
    const r = await (await connect(key)).callTool({ name: 'echo', arguments: { query: { query: 'a', number: 99 } } });
    expect(r.isError).toBe(true);
    const s = structured(r);
    expect(s.status).toBe(400);
    expect(s.body).toEqual(restBody as Record<string, unknown>);
    expect(String(s.body.message)).toContain("'number'");
    expect(s.headers['x-ratelimit-cost']).toBe(meter(restRes).cost);
  });

  test('path parameters are substituted URL-encoded', async () => {
    const { key } = await h.account('starter');
    const client = await connect(key);
    const params = { shelf: 'a b/c?d#e&f', item: 'crème brûlée 100%' };
    const r = await client.callTool({ name: 'nested_item', arguments: { path: params } });
    expect(structured(r)).toMatchObject({ status: 200, body: { params } });
    const missing = await client.callTool({ name: 'nested_item', arguments: { path: { shelf: 'x' } } });
    expect(missing.isError).toBe(true);
    expect(structured(missing)).toMatchObject({ status: 400, body: { status: 'failure', code: 400 }, headers: { 'x-ratelimit-cost': 0 } });
    expect(String(structured(missing).body.message)).toContain("'item'");
    const dots = await client.callTool({ name: 'nested_item', arguments: { path: { shelf: '..', item: 'x' } } });
    expect(structured(dots).status).toBe(400);
  });

  test('JSON bodies: 201 like REST; unknown fields named; cost kept as REST keeps it', async () => {
    const { key } = await h.account('starter');
    const client = await connect(key);
    const ok = await client.callTool({ name: 'create_item', arguments: { body: { name: 'oats', grams: 40 } } });
    expect(structured(ok)).toMatchObject({ status: 201, body: { created: 'oats', grams: 40 }, headers: { 'x-ratelimit-cost': 2 } });
    const extra = await client.callTool({ name: 'create_item', arguments: { body: { name: 'oats', grams: 40, color: 'red' } } });
    expect(extra.isError).toBe(true);
    expect(structured(extra).status).toBe(400);
    expect(String(structured(extra).body.message)).toContain("'color'");
    const none = await client.callTool({ name: 'create_item', arguments: {} });
    expect(structured(none).status).toBe(400);
  });

  test('headers group carries If-Match; operation headers (ETag) come back', async () => {
    const { key } = await h.account('starter');
    const client = await connect(key);
    const r = await client.callTool({ name: 'replace_item', arguments: { path: { id: 'x1' }, headers: { 'If-Match': '"7"' }, body: { name: 'new' } } });
    expect(structured(r)).toMatchObject({ status: 200, body: { id: 'x1', if_match: '"7"', name: 'new' }, headers: { etag: '"8"' } });
    const missing = await client.callTool({ name: 'replace_item', arguments: { path: { id: 'x1' }, body: { name: 'new' } } });
    expect(structured(missing).status).toBe(400);
    expect(String(structured(missing).body.message)).toContain('if-match');
    // Identity cannot be switched through the headers group.
    const other = await h.account('free');
    const spoof = await client.callTool({
      name: 'replace_item',
      arguments: { path: { id: 'x1' }, headers: { 'if-match': '"7"', 'x-api-key': other.key }, body: { name: 'n' } },
    });
    expect(structured(spoof).headers['x-plan']).toBe('starter');
  });

  test('flat arguments answer as the grouped form does; unknown arguments are free errors naming them', async () => {
    const { id, key } = await h.account('starter');
    const client = await connect(key);
    const flat = await client.callTool({ name: 'echo', arguments: { query: 'apple', number: 2 } });
    const grouped = await client.callTool({ name: 'echo', arguments: { query: { query: 'apple', number: 2 } } });
    expect(structured(flat)).toMatchObject({ status: 200, body: { query: { query: 'apple', number: 2 } } });
    expect(structured(flat).body).toEqual(structured(grouped).body);
    const replaced = await client.callTool({ name: 'replace_item', arguments: { id: 'x1', 'If-Match': '"7"', name: 'new' } });
    expect(structured(replaced)).toMatchObject({ status: 200, body: { id: 'x1', if_match: '"7"', name: 'new' }, headers: { etag: '"8"' } });
    const clash = await client.callTool({ name: 'clash', arguments: { path: { id: 'p' }, body: { id: 'b' } } });
    expect(structured(clash)).toMatchObject({ status: 200, body: { path_id: 'p', body_id: 'b' } });
    await h.runtime.services.ledger.flush(true);
    const used = (await usage(id)).used;

    const unknown = await client.callTool({ name: 'echo', arguments: { query: 'apple', colour: 'red' } });
    expect(structured(unknown)).toMatchObject({ status: 400, headers: { 'x-ratelimit-cost': 0 } });
    expect(String(structured(unknown).body.message)).toContain("'colour'");
    expect(String(structured(unknown).body.message)).toContain('query, number');
    const notAGroup = await client.callTool({ name: 'echo', arguments: { body: { query: 'apple' } } });
    expect(String(structured(notAGroup).body.message)).toContain('grouped as query');
    const clashFlat = await client.callTool({ name: 'clash', arguments: { id: 'p' } });
    expect(String(structured(clashFlat).body.message)).toContain('grouped as path, body');
    const emptyGroups = await client.callTool({ name: 'free', arguments: { path: {}, query: {}, headers: {} } });
    expect(structured(emptyGroups).status).toBe(200);
    await h.runtime.services.ledger.flush(true);
    expect((await usage(id)).used).toBe(used);
  });

  test('a single tools/call (fast path) and the same call in a batch (SDK server) answer identically', async () => {
    const { key } = await h.account('starter');
    const calls = [
      { name: 'free', arguments: {} },
      { name: 'echo', arguments: { query: { query: 'a "quoted" \\ value', number: 2 } } },
      { name: 'nested_item', arguments: { path: { shelf: 'x' } } }, // rejected before the pipeline
      { name: 'direct', arguments: {} },
    ];
    const marketplace = await h.account('starter', 'marketplace');
    for (const [i, params] of calls.entries()) {
      const who = params.name === 'direct' ? marketplace.key : key;
      const single = (await (await rpc(who, { jsonrpc: '2.0', id: `s${i}`, method: 'tools/call', params })).json()) as { id: string; result: CallToolResult };
      // The SDK answers a batch of one with a bare object.
      const answered = (await (await rpc(who, [{ jsonrpc: '2.0', id: `b${i}`, method: 'tools/call', params }])).json()) as {
        id: string;
        result: CallToolResult;
      };
      const batch = Array.isArray(answered) ? answered : [answered];
      expect(single.id).toBe(`s${i}`);
      expect(batch[0]!.id).toBe(`b${i}`);
      const strip = (r: CallToolResult) => {
        const s = structured(r);
        const { 'x-ratelimit-used': _u, 'x-ratelimit-remaining': _r, ...headers } = s.headers;
        return { ...r, structuredContent: { ...s, headers } };
      };
      expect(strip(single.result)).toEqual(strip(batch[0]!.result));
    }
  });

  test('an unsupported protocol version header is refused by the transport', async () => {
    const { key } = await h.account('starter');
    const res = await fetch(`${base}/mcp`, {
      method: 'POST',
      headers: { 'x-api-key': key, 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'mcp-protocol-version': '1999-01-01' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'free', arguments: {} } }),
    });
    expect(res.status).toBe(400);
  });

  test('unknown tool is a JSON-RPC invalid-params error', async () => {
    const { key } = await h.account('starter');
    const err = await (await connect(key)).callTool({ name: 'no_such_tool', arguments: {} }).catch((e) => e);
    expect(err).toBeInstanceOf(McpError);
    expect((err as McpError).code).toBe(-32602);
  });

  test('account scope: marketplace keys get 403 on direct-only tools, at no cost', async () => {
    const { key } = await h.account('starter', 'marketplace');
    const r = await (await connect(key)).callTool({ name: 'direct', arguments: {} });
    expect(r.isError).toBe(true);
    expect(structured(r)).toMatchObject({ status: 403, body: { status: 'failure', code: 403 }, headers: { 'x-ratelimit-cost': 0 } });
  });
});

describe('results sized for a model', () => {
  test('by default: energy, macros and the unknowns of what was asked; tables, provenance and portions left out and named', async () => {
    const { key } = await h.account('starter');
    const r = await (await connect(key)).callTool({ name: 'food_like', arguments: {} });
    const s = structured(r) as Structured & { omitted: string[] };
    const [first, second] = s.body.foods as Record<string, unknown>[];
    expect(first).toEqual({ id: 'f1', name: 'Test food', calories: 59, protein_g: 10, carbs_g: 4, fat_g: 0, unknown_keys: [] });
    expect(second!.unknown_keys).toEqual(['calories']);
    expect(s.omitted).toEqual(['nutrient_coverage', 'nutrients', 'portions', 'provenance']);
    expect(text(r)).toContain('omitted: nutrient_coverage, nutrients, portions, provenance');
  });

  test('nutrients: [keys] adds those nutrients (and their unknowns); detail: full is the REST body unchanged', async () => {
    const { key } = await h.account('starter');
    const client = await connect(key);
    const asked = structured(await client.callTool({ name: 'food_like', arguments: { nutrients: ['Vitamin C', 'zinc'] } }));
    const foods = asked.body.foods as Record<string, unknown>[];
    expect(foods[0]!.nutrients).toEqual([{ key: 'vitamin_c', amount: 1.2, unit: 'mg' }]);
    expect(foods[1]!.unknown_keys).toEqual(['calories', 'vitamin_c', 'zinc']);
    const restBody = await (await rest('/v1/test/food', key)).json();
    const full = await client.callTool({ name: 'food_like', arguments: { detail: 'full' } });
    expect(structured(full).body).toEqual(restBody as Record<string, unknown>);
    expect((structured(full) as Structured & { omitted?: unknown }).omitted).toBeUndefined();
  });

  test('result arguments are listed only for tools whose answers carry nutrients; bad values are free 400s', async () => {
    const { id, key } = await h.account('starter');
    const client = await connect(key);
    const { tools } = await client.listTools();
    const props = (name: string) => Object.keys(tools.find((x) => x.name === name)!.inputSchema.properties ?? {});
    expect(props('food_like')).toEqual(['detail', 'nutrients']);
    expect(props('echo')).not.toContain('detail');
    const badKey = await client.callTool({ name: 'food_like', arguments: { nutrients: ['vitamin_q'] } });
    expect(structured(badKey)).toMatchObject({ status: 400, headers: { 'x-ratelimit-cost': 0 } });
    expect(String(structured(badKey).body.message)).toContain("'vitamin_q'");
    const badDetail = await client.callTool({ name: 'food_like', arguments: { detail: 'everything' } });
    expect(structured(badDetail).status).toBe(400);
    await h.runtime.services.ledger.flush(true);
    expect((await usage(id)).used).toBe(0);
  });
});

describe('authentication and limits', () => {
  test('missing or invalid key on /mcp → HTTP 401 with the REST error body; the SDK client fails to connect', async () => {
    for (const key of [null, 'nope', `msl_live_${'A'.repeat(32)}`]) {
      const res = await rpc(key, { jsonrpc: '2.0', id: 1, method: 'tools/list' });
      expect(res.status).toBe(401);
      expect(await res.json()).toMatchObject({ status: 'failure', code: 401 });
      expect(res.headers.get('x-plan')).toBe('unknown');
    }
    const err = await connect('invalid-key').catch((e) => e);
    expect(err).toBeInstanceOf(StreamableHTTPError);
    expect((err as StreamableHTTPError).code).toBe(401);
  });

  test('a key in the /mcp URL is refused like on REST (400)', async () => {
    const { key } = await h.account('starter');
    const res = await rpc(key, { jsonrpc: '2.0', id: 1, method: 'tools/list' }, `/mcp?api_key=${key}`);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toContain('x-api-key header');
  });

  test('quota exhausted: 402 as a tool error; free tools and discovery still work', async () => {
    const { key } = await h.account('free');
    for (let i = 0; i < 10; i++) expect((await rest('/v1/test/costly', key)).status).toBe(200);
    const client = await connect(key);
    const r = await client.callTool({ name: 'echo', arguments: { query: { query: 'a' } } });
    expect(r.isError).toBe(true);
    expect(structured(r)).toMatchObject({
      status: 402,
      body: { status: 'failure', code: 402 },
      headers: { 'x-ratelimit-used': 50, 'x-ratelimit-remaining': 0, 'x-ratelimit-cost': 0 },
    });
    expect(text(r)).toContain('code: 402');
    expect((await client.listTools()).tools.length).toBe(ops.length);
    expect(structured(await client.callTool({ name: 'free', arguments: {} })).status).toBe(200);
  });

  test('burst: discovery counts (HTTP 429 with Retry-After); tool calls count once, as on REST', async () => {
    const { id, key } = await h.account('free');
    await setLimits(id, 1000, 4);
    const client = await connect(key); // initialize: 1
    await client.listTools(); // 2
    await client.callTool({ name: 'free', arguments: {} }); // 3 (counted by the pipeline only)
    await client.ping(); // 4
    const err = await client.listTools().catch((e) => e);
    expect(err).toBeInstanceOf(StreamableHTTPError);
    expect((err as StreamableHTTPError).code).toBe(429);
    const res = await rpc(key, { jsonrpc: '2.0', id: 9, method: 'tools/list' });
    expect(res.status).toBe(429);
    // A call of an unknown tool never reaches the pipeline, so it is counted up front too.
    expect((await rpc(key, { jsonrpc: '2.0', id: 10, method: 'tools/call', params: { name: 'nope', arguments: {} } })).status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await res.json()).toMatchObject({ status: 'failure', code: 429 });
    const call = await client.callTool({ name: 'echo', arguments: { query: { query: 'a' } } });
    expect(call.isError).toBe(true);
    expect(structured(call).status).toBe(429);
    expect(Number(structured(call).headers['retry-after'])).toBeGreaterThan(0);
    await h.runtime.services.ledger.flush(true);
    expect((await usage(id)).used).toBe(0);
    h.clock.advance(60_000);
    expect((await client.listTools()).tools.length).toBe(ops.length);
  });
});

describe('image tools', () => {
  const jpeg = (n: number) => {
    const b = new Uint8Array(n);
    b.set([0xff, 0xd8, 0xff, 0xe0]);
    return b;
  };

  test('base64 image: same status, body and cost as the REST upload; data URLs accepted', async () => {
    const { key } = await h.account('starter');
    const bytes = jpeg(64);
    const restRes = await rest('/v1/test/upload', key, { method: 'POST', body: bytes, headers: { 'content-type': 'image/jpeg' } });
    const restBody = await restRes.json();
    const client = await connect(key);
    const b64 = Buffer.from(bytes).toString('base64');
    const r = await client.callTool({ name: 'upload_image', arguments: { body: { image_base64: b64, content_type: 'image/jpeg' } } });
    expect(structured(r)).toMatchObject({ status: restRes.status, body: restBody, headers: { 'x-ratelimit-cost': 10 } });
    const dataUrl = await client.callTool({
      name: 'upload_image',
      arguments: { body: { image_base64: `data:image/jpeg;base64,${b64}`, content_type: 'image/jpeg' } },
    });
    expect(structured(dataUrl).status).toBe(200);
  });

  test('oversize base64 image → 413 tool error before any cost', async () => {
    const { id, key } = await h.account('starter');
    const client = await connect(key);
    const big = Buffer.from(jpeg(MAX_TOOL_IMAGE_BYTES + 1)).toString('base64');
    const r = await client.callTool({ name: 'upload_image', arguments: { body: { image_base64: big, content_type: 'image/jpeg' } } });
    expect(r.isError).toBe(true);
    expect(structured(r)).toMatchObject({ status: 413, body: { status: 'failure', code: 413 }, headers: { 'x-ratelimit-cost': 0 } });
    expect(String(structured(r).body.message)).toContain('5 MiB');
    await h.runtime.services.ledger.flush(true);
    expect((await usage(id)).used).toBe(0);
  });

  test('invalid base64, wrong type and undecodable images are free, like REST', async () => {
    const { id, key } = await h.account('starter');
    const client = await connect(key);
    const bad = await client.callTool({ name: 'upload_image', arguments: { body: { image_base64: 'not base64!', content_type: 'image/jpeg' } } });
    expect(structured(bad).status).toBe(400);
    const gif = Buffer.from([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]).toString('base64');
    const wrong = await client.callTool({ name: 'upload_image', arguments: { body: { image_base64: gif, content_type: 'image/gif' } } });
    expect(structured(wrong).status).toBe(415);
    const tiny = await client.callTool({
      name: 'upload_image',
      arguments: { body: { image_base64: Buffer.from(jpeg(4)).toString('base64'), content_type: 'image/jpeg' } },
    });
    expect(structured(tiny)).toMatchObject({ status: 422, headers: { 'x-ratelimit-cost': 0 } });
    await h.runtime.services.ledger.flush(true);
    expect((await usage(id)).used).toBe(0);
  });
});

describe('unsupported transports', () => {
  test('GET and DELETE /mcp → 405 with Allow: POST and the error body', async () => {
    for (const method of ['GET', 'DELETE']) {
      const res = await fetch(`${base}/mcp`, { method, headers: { accept: 'text/event-stream' } });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe('POST');
      expect(await res.json()).toMatchObject({ status: 'failure', code: 405 });
    }
  });

  test('legacy SSE endpoints → 404 with a message pointing to POST /mcp', async () => {
    const sse = await fetch(`${base}/sse`, { headers: { accept: 'text/event-stream' } });
    expect(sse.status).toBe(404);
    expect(((await sse.json()) as { message: string }).message).toContain('POST /mcp');
    const messages = await fetch(`${base}/messages?sessionId=x`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(messages.status).toBe(404);
    expect(((await messages.json()) as { message: string }).message).toContain('legacy');
  });

  test('OAuth discovery paths say OAuth is not supported', async () => {
    for (const path of ['/.well-known/oauth-protected-resource', '/.well-known/oauth-protected-resource/mcp', '/.well-known/oauth-authorization-server']) {
      const res = await fetch(`${base}${path}`);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { message: string }).message).toContain('OAuth is not supported');
    }
  });

  test('header values that cannot go on the wire are a 400 tool error, not a crash', async () => {
    const { key } = await h.account('starter');
    const r = await (await connect(key)).callTool({
      name: 'replace_item',
      arguments: { path: { id: 'x' }, headers: { 'if-match': 'a\r\nx-api-key: other' }, body: { name: 'n' } },
    });
    expect(structured(r)).toMatchObject({ status: 400, headers: { 'x-ratelimit-cost': 0 } });
  });

  test('non-JSON and malformed bodies get JSON-RPC errors', async () => {
    const { key } = await h.account('starter');
    const plain = await fetch(`${base}/mcp`, {
      method: 'POST',
      body: 'hi',
      headers: { 'x-api-key': key, 'content-type': 'text/plain', accept: 'application/json, text/event-stream' },
    });
    expect(plain.status).toBe(415);
    const broken = await fetch(`${base}/mcp`, {
      method: 'POST',
      body: '{"jsonrpc":',
      headers: { 'x-api-key': key, 'content-type': 'application/json', accept: 'application/json, text/event-stream' },
    });
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { error: { code: number } }).error.code).toBe(-32700);
  });
});

describe('the real operation registry', () => {
  let real: Harness;
  let realBase: string;
  beforeAll(async () => {
    real = await createHarness(operations, { extras: { plugins: [mcpPlugin] } });
    realBase = await listen(real);
  }, 60_000);
  afterAll(async () => {
    await real.stop();
  });

  test('tools/list names equal the registry operation ids and the OpenAPI operation ids', async () => {
    const { key } = await real.account('starter');
    const { tools } = await (await connect(key, realBase)).listTools();
    const names = tools.map((x) => x.name).sort();
    expect(names).toEqual(operations.map((o) => o.id).sort());
    const doc = (await (await real.request('/v1/openapi.json')).json()) as { paths: Record<string, Record<string, { operationId: string }>> };
    const fromOpenApi = Object.values(doc.paths ?? {})
      .flatMap((p) => Object.values(p).map((o) => o.operationId))
      .sort();
    expect(names).toEqual(fromOpenApi);
  });

  test('every GET tool without required input answers like its REST call (status, cost, body shape)', async () => {
    const { key } = await real.account('ultra');
    const client = await connect(key, realBase);
    const simple = operations.filter(
      (o) => o.method === 'GET' && !o.params && !(o.query?.required as string[] | undefined)?.length && !(o.headers?.required as string[] | undefined)?.length,
    );
    for (const o of simple) {
      const restRes = await fetch(`${realBase}${o.path}`, { headers: { 'x-api-key': key } });
      const restBody = (await restRes.json()) as Record<string, unknown>;
      const s = structured(await client.callTool({ name: o.id, arguments: {} }));
      expect({ id: o.id, status: s.status, cost: s.headers['x-ratelimit-cost'] }).toEqual({ id: o.id, status: restRes.status, cost: meter(restRes).cost });
      expect(Object.keys(s.body).sort()).toEqual(Object.keys(restBody).sort());
    }
  });

  test('a workspace round trip with flat arguments: path, header and body fields by name', async () => {
    const { key } = await real.account('ultra');
    const client = await connect(key, realBase);
    const user = structured(await client.callTool({ name: 'create_user', arguments: { external_id: 'mcp-flat' } }));
    expect(user.status).toBe(201);
    const user_id = user.body.user_id as string;
    const id = crypto.randomUUID();
    const data = { name: 'Chili', servings: 4, ingredients: [{ name: 'beans', amount: 400, unit: 'g' }], instructions: ['Simmer.'] };
    const created = structured(await client.callTool({ name: 'create_user_recipe', arguments: { user_id, id, data } }));
    expect(created).toMatchObject({ status: 201, body: { id, revision: 1 }, headers: { etag: '"1"' } });
    const stale = structured(await client.callTool({ name: 'replace_user_recipe', arguments: { user_id, id, 'if-match': '7', data } }));
    expect(stale.status).toBe(409);
    const replaced = structured(
      await client.callTool({ name: 'replace_user_recipe', arguments: { user_id, id, 'if-match': '1', data: { ...data, servings: 6 } } }),
    );
    expect(replaced).toMatchObject({ status: 200, body: { revision: 2, data: { servings: 6 } } });
    const restDoc = await (await fetch(`${realBase}/v1/users/${user_id}/recipes/${id}`, { headers: { 'x-api-key': key } })).json();
    expect(structured(await client.callTool({ name: 'get_user_recipe', arguments: { user_id, id } })).body).toEqual(restDoc as Record<string, unknown>);
    expect(structured(await client.callTool({ name: 'delete_user_recipe', arguments: { user_id, id, 'if-match': '2' } })).body).toMatchObject({
      deleted: true,
    });
  });

  test('every tool has a valid name, an object input schema, its model description and annotations', async () => {
    const { key } = await real.account('starter');
    const { tools } = await (await connect(key, realBase)).listTools();
    for (const tool of tools) {
      const op = operations.find((o) => o.id === tool.name)!;
      expect(validateToolName(tool.name).isValid).toBe(true);
      expect(tool.inputSchema.type).toBe('object');
      expect(tool.description!.startsWith(op.toolDescription!)).toBe(true);
      expect(tool.title).toBe(op.summary);
      expect(tool.annotations?.readOnlyHint).toBe(op.method === 'GET');
      expect(tool.outputSchema?.required).toEqual(['status', 'body', 'headers']);
    }
  });
});
