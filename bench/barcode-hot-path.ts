/**
 * GET /v1/barcode/{code} in-process (issue 18): CPU µs per `app.handle` of a barcode answer over
 * 10,000 codes drawn at random from a product store, against the cheapest metered operation
 * (GET /v1/recipes/diets), in alternating rounds in one process (embedded usage store, empty corpus
 * with the store attached). CPU time, not wall time, so other jobs on the host move it less.
 * `--against` runs another checkout (with its own store, e.g. one of the previous format) in the
 * same process, for a before/after:
 *
 *   npx bun bench/barcode-hot-path.ts --store <products.sqlite> [--against <checkout> --against-store <products.sqlite>] [--rounds 6] [--n 20000]
 *   (e.g. git archive <commit> | tar -x -C /tmp/old && ln -s $PWD/node_modules /tmp/old/)
 */
import { Database } from 'bun:sqlite';
import { resolve } from 'node:path';
import { args, ROOT } from './lib';

const { values: opt } = args({
  options: {
    store: { description: 'the product store to serve', required: true, value: '<products.sqlite>' },
    against: { description: 'another checkout to measure in the same process', value: '<checkout>' },
    'against-store': { description: "the other checkout's product store (with --against)", default: '', value: '<products.sqlite>' },
    rounds: { description: 'alternating rounds', default: 6 },
    n: { description: 'requests per operation and round', default: 20000 },
  },
});
const { rounds, n } = opt;
const TOKEN = 'barcode-hot-path-admin-token-0123456789';

function storedCodes(store: string, count: number): string[] {
  const db = new Database(store, { readonly: true });
  const max = db.query<{ n: number }, []>('SELECT max(rowid) AS n FROM product').get()!.n;
  const pick = db.query<{ key: string }, [number]>('SELECT key FROM product WHERE rowid >= ? LIMIT 1');
  const codes = Array.from({ length: count }, () => pick.get(1 + Math.floor(Math.random() * max))!.key);
  db.close();
  return codes;
}

/** One checkout's app over `store`: a call per operation, each answering 200 or throwing. */
async function app(root: string, store: string): Promise<{ diets: () => Promise<unknown>; barcode: (i: number) => Promise<unknown> }> {
  const { loadConfig } = await import(`${root}/src/config`);
  const { createRuntime } = await import(`${root}/src/runtime`);
  const { operations } = await import(`${root}/src/ops`);
  const { createLogger } = await import(`${root}/src/logger`);
  const { emptyCatalog } = await import(`${root}/test/helpers/harness`);
  const { ProductSource } = await import(`${root}/src/catalog/product-source`);
  const { attachProductStore } = await import(`${root}/src/catalog/open-products`);
  const config = loadConfig({ ...process.env, DATABASE_URL: '', MORSEL_ADMIN_TOKEN: TOKEN, LOG_LEVEL: 'warn' });
  const rt = await createRuntime(config, operations, { inMemoryStore: true, log: createLogger('warn') });
  const catalog = emptyCatalog();
  attachProductStore(catalog, new ProductSource(store));
  rt.setCatalog(catalog);
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
  const urls = storedCodes(store, 10_000).map((c) => `http://localhost/v1/barcode/${c}`);
  const call = async (url: string) => {
    const res: Response = await rt.app.handle(new Request(url, { headers }));
    if (res.status !== 200) throw new Error(`${root}: ${url} answered ${res.status}`);
    return res.arrayBuffer();
  };
  return { diets: () => call('http://localhost/v1/recipes/diets'), barcode: (i) => call(urls[i % urls.length]!) };
}

const runs: [string, Awaited<ReturnType<typeof app>>][] = [[`this checkout, ${opt.store}`, await app(ROOT.replace(/\/$/, ''), resolve(opt.store))]];
if (opt.against !== undefined) runs.push([`${opt.against}, ${opt['against-store']}`, await app(resolve(opt.against), resolve(opt['against-store']))]);

const cpuUs = async (f: (i: number) => Promise<unknown>) => {
  const t = process.cpuUsage();
  for (let i = 0; i < n; i++) await f(i);
  const c = process.cpuUsage(t);
  return (c.user + c.system) / n;
};
const samples = runs.map(() => ({ diets: [] as number[], barcode: [] as number[] }));
for (let r = 0; r < rounds; r++) {
  for (const [i, [, a]] of runs.entries()) {
    samples[i]!.diets.push(await cpuUs(a.diets));
    samples[i]!.barcode.push(await cpuUs(a.barcode));
  }
}
const median = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)]!;
const min = (a: number[]) => Math.min(...a);
console.log(`${rounds} rounds × ${n} calls, in-process app.handle, CPU µs per call (min / median)`);
for (const [i, [name]] of runs.entries()) {
  const { diets, barcode } = samples[i]!;
  console.log(
    `${name}\n  /v1/recipes/diets ${min(diets).toFixed(1)} / ${median(diets).toFixed(1)}   /v1/barcode/{code} ${min(barcode).toFixed(1)} / ${median(barcode).toFixed(1)}   diets/barcode (median) ${(median(diets) / median(barcode)).toFixed(2)}`,
  );
}
process.exit(0);
