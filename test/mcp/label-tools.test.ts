/**
 * Label tools over MCP: a PNG label comes back as image content (what a model can look at), an SVG
 * as text; both through the same pipeline as REST, at the same cost. Both the single-call fast
 * path and a batch (the SDK server) are asked.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { mcpPlugin } from '../../src/mcp/endpoint';
import { labelOps } from '../../src/ops/labels';
import { foodsOps } from '../../src/ops/foods';
import { createHarness, meter, type Harness } from '../helpers/harness';
import { FOODS, fixtureCatalog } from '../fixtures/catalog';

let h: Harness;
let base: string;
let key: string;
let client: Client;
beforeAll(async () => {
  h = await createHarness([...labelOps, ...foodsOps], { catalog: fixtureCatalog(), extras: { plugins: [mcpPlugin] } });
  base = h.listen();
  key = (await h.account('pro')).key;
  client = new Client({ name: 'morsel-test', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { requestInit: { headers: { 'x-api-key': key } } }));
}, 60_000);
afterAll(async () => {
  await client.close().catch(() => {});
  await h.stop();
});

const PNG = [0x89, 0x50, 0x4e, 0x47];

test('get_food_label with format png: image content, the REST bytes and cost', async () => {
  const rest = await fetch(`${base}/v1/foods/${FOODS.milk.id}/label?style=fda&format=png`, { headers: { 'x-api-key': key } });
  const restBytes = new Uint8Array(await rest.arrayBuffer());
  const r = (await client.callTool({
    name: 'get_food_label',
    arguments: { path: { id: FOODS.milk.id }, query: { style: 'fda', format: 'png' } },
  })) as CallToolResult;
  expect(r.isError).toBeUndefined();
  const image = r.content[0] as { type: string; data: string; mimeType: string };
  expect(image).toMatchObject({ type: 'image', mimeType: 'image/png' });
  const bytes = Buffer.from(image.data, 'base64');
  expect([...bytes.subarray(0, 4)]).toEqual(PNG);
  expect(bytes.length).toBe(restBytes.length);
  expect(r.structuredContent).toMatchObject({
    status: 200,
    body: { content_type: 'image/png', bytes: bytes.length },
    headers: { 'x-ratelimit-cost': meter(rest).cost },
  });
});

test('an SVG label is text content; a bad style is a tool error with the REST body', async () => {
  const svg = (await client.callTool({
    name: 'get_food_label',
    arguments: { path: { id: FOODS.milk.id }, query: { style: 'eu', lang: 'fr' } },
  })) as CallToolResult;
  expect((svg.content[0] as { text: string }).text).toStartWith('<svg');
  const bad = (await client.callTool({ name: 'get_food_label', arguments: { path: { id: FOODS.milk.id }, query: { style: 'uk' } } })) as CallToolResult;
  expect(bad.isError).toBe(true);
  expect(bad.structuredContent).toMatchObject({ status: 400, body: { status: 'failure', code: 400 } });
});

test('the same PNG call in a batch (SDK server path) answers image content too', async () => {
  const call = (id: number) => ({
    jsonrpc: '2.0',
    id,
    method: 'tools/call',
    params: { name: 'get_food_label', arguments: { path: { id: FOODS.apple.id }, query: { style: 'fda', format: 'png' } } },
  });
  const res = await fetch(`${base}/mcp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'x-api-key': key },
    body: JSON.stringify([call(1), call(2)]),
  });
  const answers = (await res.json()) as { result: CallToolResult }[];
  expect(answers).toHaveLength(2);
  for (const a of answers) expect(a.result.content[0]).toMatchObject({ type: 'image', mimeType: 'image/png' });
});
