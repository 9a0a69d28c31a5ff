/**
 * How much of a model's context the tool server takes: characters and tokens of `tools/list`
 * for every tool and for each toolset (X-MCP-Toolsets header; the /mcp/x/<toolset> path is
 * checked to list the same tools), the largest tool, and two sample tool results as the model
 * receives them (the whole CallToolResult JSON): a 5-result food search and compute-nutrition
 * for 10 ingredient lines, by default and with detail: "full".
 *
 * Tokens: o200k_base and cl100k_base (the GPT-4o and GPT-4 encodings) from the npm package
 * gpt-tokenizer. Other models' tokenizers differ by some percent; characters are exact.
 * Targets (issue 38): all tools ≤ 25,000 tokens, each toolset ≤ 6,000, no tool > 1,200;
 * 5-result search ≤ 2,500; compute-nutrition of 10 lines ≤ 3,000.
 *
 *   npx bun bench/mcp-context.ts [--grouped]   (--grouped: sample calls with { query: {...} },
 *                                               for servers from before flat arguments)
 */
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { encode as o200k } from 'gpt-tokenizer/encoding/o200k_base';
import { encode as cl100k } from 'gpt-tokenizer/encoding/cl100k_base';
import { TOOLSET_NAMES } from '../src/mcp/toolsets';
import { args, benchAccount, startService, table } from './lib';

const { grouped } = args({ flags: { grouped: 'sample calls with grouped arguments ({ query: {...} }), for servers from before flat arguments' } }).values;
const LINES = [
  '1 cup cooked rice',
  '2 tbsp olive oil',
  '1 large egg',
  '100 g chicken breast',
  '1 medium onion',
  '2 cloves garlic',
  '200 g canned tomatoes',
  '1 tsp salt',
  '50 g cheddar cheese',
  '1 cup milk',
].join('\n');

const measure = (value: unknown) => {
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return { chars: text.length, o200k: o200k(text).length, cl100k: cl100k(text).length };
};
const verdict = (tokens: number, limit: number) => `${tokens <= limit ? 'ok' : 'OVER'} (≤ ${limit.toLocaleString('en')})`;

const svc = await startService();
const clients: Client[] = [];
async function connect(key: string, path = '/mcp', headers: Record<string, string> = {}): Promise<Client> {
  const client = new Client({ name: 'mcp-context-bench', version: '1.0.0' });
  await client.connect(new StreamableHTTPClientTransport(new URL(`${svc.base}${path}`), { requestInit: { headers: { 'x-api-key': key, ...headers } } }));
  clients.push(client);
  return client;
}

try {
  const key = await benchAccount(svc.base);
  const everything = await connect(key);
  const { tools } = await everything.listTools();
  const rows: Record<string, string | number>[] = [];
  const all = measure(tools);
  rows.push({ listing: `all tools`, tools: tools.length, ...all, target: verdict(all.o200k, 25_000) });
  for (const name of TOOLSET_NAMES) {
    const listed = (await (await connect(key, '/mcp', { 'x-mcp-toolsets': name })).listTools()).tools;
    const byPath = (await (await connect(key, `/mcp/x/${name}`)).listTools()).tools;
    if (JSON.stringify(byPath) !== JSON.stringify(listed)) throw new Error(`/mcp/x/${name} lists other tools than the header`);
    const m = measure(listed);
    rows.push({ listing: `toolset ${name}`, tools: listed.length, ...m, target: verdict(m.o200k, 6_000) });
  }
  const perTool = tools.map((t: Tool) => ({ name: t.name, ...measure(t) })).sort((a, b) => b.o200k - a.o200k);
  const largest = perTool[0]!;
  rows.push({
    listing: `largest: ${largest.name}`,
    tools: 1,
    chars: largest.chars,
    o200k: largest.o200k,
    cl100k: largest.cl100k,
    target: verdict(largest.o200k, 1_200),
  });
  const median = perTool[Math.floor(perTool.length / 2)]!;
  rows.push({ listing: `median tool`, tools: 1, chars: median.chars, o200k: median.o200k, cl100k: median.cl100k, target: '' });
  console.log(`tools/list (${svc.base}; tokens: gpt-tokenizer o200k_base / cl100k_base)\n`);
  console.log(table(rows));

  const args = (query: Record<string, unknown>, extra: Record<string, unknown> = {}) => (grouped ? { query, ...extra } : { ...query, ...extra });
  const samples = [
    { label: 'foods_search "greek yogurt", number 5', name: 'foods_search', args: args({ query: 'greek yogurt', number: 5 }), limit: 2_500 },
    { label: 'foods_search, detail: full', name: 'foods_search', args: args({ query: 'greek yogurt', number: 5 }, { detail: 'full' }), limit: 0 },
    { label: 'compute_nutrition, 10 lines', name: 'compute_nutrition', args: args({ ingredients: LINES }), limit: 3_000 },
    { label: 'compute_nutrition, detail: full', name: 'compute_nutrition', args: args({ ingredients: LINES }, { detail: 'full' }), limit: 0 },
  ];
  const results: Record<string, string | number>[] = [];
  for (const s of samples) {
    const r = await everything.callTool({ name: s.name, arguments: s.args });
    const status = (r.structuredContent as { status?: number } | undefined)?.status;
    if (status !== 200) throw new Error(`${s.name}: status ${status}: ${JSON.stringify(r).slice(0, 300)}`);
    const whole = measure(r);
    const text = measure((r.content as { text: string }[])[0]!.text);
    const structured = measure(r.structuredContent);
    results.push({
      result: s.label,
      ...whole,
      'text o200k': text.o200k,
      'structured o200k': structured.o200k,
      target: s.limit ? verdict(whole.o200k, s.limit) : '',
    });
  }
  console.log(`\ntool results (the whole CallToolResult JSON; text and structuredContent apart)\n`);
  console.log(table(results));
} finally {
  for (const c of clients) await c.close().catch(() => {});
  await svc.stop();
}
