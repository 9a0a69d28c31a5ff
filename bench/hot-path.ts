/**
 * The metered hot path in-process (issue 20): µs per `app.handle` of the cheapest metered
 * operation (GET /v1/recipes/diets, embedded store, empty corpus) against a bare Elysia
 * hello-world, in alternating rounds in one process. No sockets and no load generator on the
 * same cores, so it is steadier on a shared host than bench/hardening.ts (wrk), and it can
 * compare two checkouts in the same run:
 *
 *   npx bun bench/hot-path.ts [--against /path/to/other/checkout] [--rounds 12] [--n 50000]
 *   (e.g. git archive <commit> | tar -x -C /tmp/old && ln -s $PWD/node_modules /tmp/old/)
 *
 * Reports min and median over the rounds; the overhead is metered − bare (min).
 */
import { Elysia } from 'elysia';
import { ROOT, args } from './lib';

const { against, rounds, n } = args({
  options: {
    against: { description: 'another checkout to measure in the same process', default: '', value: '<checkout>' },
    rounds: { description: 'alternating rounds', default: 12 },
    n: { description: 'requests per app and round', default: 50000 },
  },
}).values;
const TOKEN = 'hot-path-bench-admin-token-0123456789';
const PATH = 'http://localhost/v1/recipes/diets';

async function meteredApp(root: string): Promise<() => Promise<Response>> {
  const { loadConfig } = await import(`${root}/src/config`);
  const { createRuntime } = await import(`${root}/src/runtime`);
  const { operations } = await import(`${root}/src/ops`);
  const { createLogger } = await import(`${root}/src/logger`);
  const { emptyCatalog } = await import(`${root}/test/helpers/harness`);
  const config = loadConfig({ ...process.env, DATABASE_URL: '', MORSEL_ADMIN_TOKEN: TOKEN, LOG_LEVEL: 'warn' });
  const rt = await createRuntime(config, operations, { inMemoryStore: true, log: createLogger('warn') });
  rt.setCatalog(emptyCatalog());
  const admin = (path: string, body: unknown, method = 'POST') =>
    rt.app
      .handle(
        new Request(`http://localhost${path}`, {
          method,
          headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        }),
      )
      .then((r: Response) => r.json());
  const { account_id, api_key } = (await admin('/admin/accounts', { plan: 'ultra', channel: 'direct' })) as { account_id: string; api_key: string };
  await admin(`/admin/accounts/${account_id}/limits`, { daily_points: 1e9, burst_per_minute: 1e9 }, 'PUT');
  const headers = { 'x-api-key': api_key };
  const check = await rt.app.handle(new Request(PATH, { headers }));
  if (check.status !== 200) throw new Error(`${root}: /v1/recipes/diets answered ${check.status}`);
  return () => rt.app.handle(new Request(PATH, { headers }));
}

const bare = new Elysia().get('/', () => ({ hello: 'world' }));
const apps: [string, () => Promise<Response>][] = [
  ['bare Elysia', () => bare.handle(new Request('http://localhost/'))],
  ['metered (this checkout)', await meteredApp(ROOT.replace(/\/$/, ''))],
];
if (against) apps.push([`metered (${against})`, await meteredApp(against.replace(/\/$/, ''))]);

const samples = new Map<string, number[]>(apps.map(([name]) => [name, []]));
for (let r = 0; r < rounds; r++) {
  for (const [name, call] of apps) {
    const t = Bun.nanoseconds();
    for (let i = 0; i < n; i++) await (await call()).arrayBuffer();
    samples.get(name)!.push((Bun.nanoseconds() - t) / n / 1000);
  }
}
const stat = (a: number[]) => {
  const s = [...a].sort((x, y) => x - y);
  return { min: s[0]!, median: s[Math.floor(s.length / 2)]! };
};
const bareMin = stat(samples.get('bare Elysia')!).min;
console.log(`${rounds} rounds × ${n} calls, in-process app.handle`);
for (const [name, s] of samples) {
  const { min, median } = stat(s);
  console.log(
    `${name.padEnd(32)} min ${min.toFixed(2)} µs  median ${median.toFixed(2)} µs${name === 'bare Elysia' ? '' : `  overhead ${(min - bareMin).toFixed(2)} µs`}`,
  );
}
process.exit(0);
