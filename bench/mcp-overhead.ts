/**
 * MCP tool-call overhead: latency of a cheap operation called as an MCP tool vs the same REST
 * call, sequentially, in one run against one listening server (a child process, so the client
 * does not share the server's event loop). Three client paths:
 *   REST            fetch GET with x-api-key
 *   MCP JSON-RPC    fetch POST /mcp with a tools/call message (the server-side overhead)
 *   MCP SDK client  Client.callTool over StreamableHTTPClientTransport (what an agent sees)
 * plus, for reference, the same echo as a REST POST with a body the size of the tools/call message
 * (how much of the difference is just "POST with a body").
 * The operation is a trivial metered echo (cost 1), which makes the ratio a worst case: the MCP
 * overhead is a fixed amount added to whatever the handler costs. Target: MCP p50 ≤ 1.5× REST p50.
 *
 *   npx bun bench/mcp-overhead.ts [--n 1000] [--warmup 200]
 */
import { Type as t } from '@sinclair/typebox';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { loadConfig } from '../src/config';
import { op } from '../src/http/op';
import { createLogger } from '../src/logger';
import { createRuntime } from '../src/runtime';
import { mcpPlugin } from '../src/mcp/endpoint';
import { ADMIN_TOKEN, args, benchAccount, percentile, table } from './lib';

const opt = args({
  flags: { serve: 'child mode: serve the echo operations and print the port' },
  options: {
    n: { description: 'calls per client path', default: 1000 },
    warmup: { description: 'calls before measuring', default: 200 },
  },
}).values;

const benchOps = [
  op({
    id: 'bench_echo',
    method: 'GET',
    path: '/v1/bench/echo',
    cost: 1,
    access: 'any',
    tag: 'bench',
    summary: 'Echo (benchmark)',
    query: t.Object({ query: t.String({ minLength: 1 }) }),
    handler: ({ query }) => ({ query: query.query, length: query.query.length }),
  }),
  // Reference only: the same work behind a POST with a JSON body the size of a tools/call message.
  op({
    id: 'bench_echo_post',
    method: 'POST',
    path: '/v1/bench/echo',
    cost: 1,
    access: 'any',
    tag: 'bench',
    summary: 'Echo via POST (benchmark reference)',
    body: t.Object({ query: t.String({ minLength: 1 }), padding: t.String() }),
    handler: ({ body }) => ({ query: body.query, length: body.query.length }),
  }),
];

if (opt.serve) {
  // Child: the service with the MCP plugin on an in-memory embedded store; prints its port.
  const config = loadConfig({ ...process.env, DATABASE_URL: '', MORSEL_ADMIN_TOKEN: ADMIN_TOKEN, LOG_LEVEL: 'warn' });
  const runtime = await createRuntime(config, benchOps, { inMemoryStore: true, log: createLogger('warn'), extras: { plugins: [mcpPlugin] } });
  runtime.app.listen({ port: 0, hostname: '127.0.0.1' });
  console.log(JSON.stringify({ port: runtime.app.server!.port }));
  process.on('SIGTERM', async () => {
    await runtime.app.stop();
    await runtime.stop();
    process.exit(0);
  });
} else {
  await main();
}

async function main(): Promise<void> {
  const { n, warmup } = opt;
  const child = Bun.spawn([process.execPath, import.meta.path, '--serve'], { stdout: 'pipe', stderr: 'inherit' });
  const reader = child.stdout.getReader();
  let out = '';
  while (!out.includes('\n')) {
    const { value, done } = await reader.read();
    if (done) throw new Error('bench server exited before listening');
    out += new TextDecoder().decode(value);
  }
  const base = `http://127.0.0.1:${(JSON.parse(out.split('\n')[0]!) as { port: number }).port}`;

  try {
    const key = await benchAccount(base);
    const restUrl = `${base}/v1/bench/echo?query=apple`;
    const rest = async () => {
      const res = await fetch(restUrl, { headers: { 'x-api-key': key } });
      if (res.status !== 200) throw new Error(`REST ${res.status}`);
      await res.json();
    };
    const postBody = JSON.stringify({ query: 'apple', padding: 'x'.repeat(90) });
    const restPost = async () => {
      const res = await fetch(`${base}/v1/bench/echo`, { method: 'POST', headers: { 'x-api-key': key, 'content-type': 'application/json' }, body: postBody });
      if (res.status !== 200) throw new Error(`REST POST ${res.status}`);
      await res.json();
    };
    let id = 0;
    const rpcHeaders = {
      'x-api-key': key,
      'content-type': 'application/json',
      accept: 'application/json, text/event-stream',
      'mcp-protocol-version': '2025-06-18',
    };
    const rpc = async () => {
      const res = await fetch(`${base}/mcp`, {
        method: 'POST',
        headers: rpcHeaders,
        body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method: 'tools/call', params: { name: 'bench_echo', arguments: { query: { query: 'apple' } } } }),
      });
      const body = (await res.json()) as { result?: { isError?: boolean } };
      if (res.status !== 200 || !body.result || body.result.isError) throw new Error(`MCP ${res.status} ${JSON.stringify(body)}`);
    };
    const client = new Client({ name: 'mcp-overhead-bench', version: '1.0.0' });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${base}/mcp`), { requestInit: { headers: { 'x-api-key': key } } }));
    await client.listTools(); // caches the output-schema validators, as agents do once
    const sdk = async () => {
      const r = await client.callTool({ name: 'bench_echo', arguments: { query: { query: 'apple' } } });
      if (r.isError) throw new Error(`SDK tool error ${JSON.stringify(r.structuredContent)}`);
    };

    // Same answer both ways before timing anything.
    const restBody = await (await fetch(restUrl, { headers: { 'x-api-key': key } })).json();
    const toolBody = ((await client.callTool({ name: 'bench_echo', arguments: { query: { query: 'apple' } } })).structuredContent as { body: unknown }).body;
    if (JSON.stringify(restBody) !== JSON.stringify(toolBody)) throw new Error('REST and MCP bodies differ');

    const paths = {
      'REST GET': rest,
      'REST POST, same-size JSON body (reference)': restPost,
      'MCP tools/call (JSON-RPC over fetch)': rpc,
      'MCP tools/call (SDK Client.callTool)': sdk,
    };
    for (const fn of Object.values(paths)) for (let i = 0; i < warmup; i++) await fn();
    // Interleaved blocks, so drift (GC, CPU sharing with other work) hits every path alike.
    const samples: Record<string, number[]> = Object.fromEntries(Object.keys(paths).map((k) => [k, []]));
    const block = 100;
    for (let done = 0; done < n; done += block) {
      for (const [name, fn] of Object.entries(paths)) {
        for (let i = 0; i < Math.min(block, n - done); i++) {
          const t0 = performance.now();
          await fn();
          samples[name]!.push(performance.now() - t0);
        }
      }
    }
    await client.close();

    const stats = Object.entries(samples).map(([name, s]) => {
      s.sort((a, b) => a - b);
      return { name, p50: percentile(s, 50), p95: percentile(s, 95), p99: percentile(s, 99), n: s.length };
    });
    const restP50 = stats[0]!.p50;
    console.log(`\nMCP tool-call overhead: ${n} sequential calls per path after ${warmup} warm-up, one server (child process), cheap metered op (cost 1)\n`);
    console.log(
      table(
        stats.map((s) => ({
          path: s.name,
          calls: s.n,
          'p50 ms': s.p50,
          'p95 ms': s.p95,
          'p99 ms': s.p99,
          'p50 / REST p50': Number((s.p50 / restP50).toFixed(2)),
        })),
      ),
    );
    const [, , raw, viaSdk] = stats;
    const verdict = (r: number) => (r <= 1.5 ? 'meets' : 'MISSES');
    console.log(
      `\nTarget MCP p50 ≤ 1.5× REST p50: JSON-RPC ${(raw!.p50 / restP50).toFixed(2)}× (${verdict(raw!.p50 / restP50)}), SDK client ${(viaSdk!.p50 / restP50).toFixed(2)}× (${verdict(viaSdk!.p50 / restP50)}).`,
    );
  } finally {
    child.kill('SIGTERM');
    await child.exited;
  }
}
