/**
 * Sustained mixed load (issue 20): search, compute-nutrition, barcode, recipe search and
 * workspace writes (create, then delete) in rotation from 64 keep-alive clients for 2 minutes against `npm start`
 * (the built corpus), sampling the server's resident memory. Reports answers per operation,
 * errors (anything but 2xx, or a failed connection) and the RSS growth from minute 1 to minute 2.
 *
 *   npx bun bench/mixed-load.ts [--seconds 120] [--connections 64]
 *   (env as for npm start: MORSEL_CORPUS_DIR, DATABASE_URL, MORSEL_EMBEDDING_MODEL, ...)
 *
 * Targets: 0 errors; RSS growth ≤ 10 % from minute 1 to minute 2 (printed at the two instants, and
 * between each minute's highest sample, which the collector's saw-tooth does not move).
 */
import { randomUUID } from 'node:crypto';
import { args, benchAccount, rssBytes, startService, table } from './lib';

const { seconds, connections } = args({
  options: {
    seconds: { description: 'length of the run', default: 120 },
    connections: { description: 'keep-alive clients', default: 64 },
  },
}).values;

const SEARCHES = ['apple', 'chicken breast', 'brown rice', 'olive oil', 'greek yogurt', 'banana', 'cheddar cheese', 'salmon', 'oat flakes', 'lentils'];
const LINES = [
  '1 cup rice\n2 tbsp olive oil\n1 large egg',
  '200 g chicken breast\n1 onion',
  '2 slices bread\n1 tbsp butter',
  '100 g spinach\n1 clove garlic\n1 tsp salt',
];
const RECIPES = ['chicken', 'pasta', 'soup', 'salad', 'curry'];

const service = await startService({ LOG_LEVEL: 'warn' });
try {
  const key = await benchAccount(service.base);
  const headers = { 'x-api-key': key };
  const json = { ...headers, 'content-type': 'application/json' };
  const user = (await (
    await fetch(`${service.base}/v1/users`, { method: 'POST', headers: json, body: JSON.stringify({ external_id: `bench-${randomUUID()}` }) })
  ).json()) as { id?: string; user_id?: string };
  const userId = user.user_id ?? user.id;
  // Barcodes that the corpus holds, found through its own product search.
  const barcodes = new Set<string>();
  for (const q of ['nutella', 'chocolate', 'milk', 'yogurt', 'cereal']) {
    const res = await fetch(`${service.base}/v1/search-foods?query=${encodeURIComponent(q)}&number=25`, { headers });
    const text = await res.text();
    for (const m of text.matchAll(/"(?:barcode|code)":"(\d{8,14})"/g)) barcodes.add(m[1]!);
  }
  const codes = [...barcodes];
  if (codes.length === 0) throw new Error('no barcode found through search-foods: is the corpus built with Open Food Facts products?');

  type Call = { name: string; url: string; init: RequestInit; ok: (status: number) => boolean; done?: (status: number) => unknown };
  const calls: ((i: number) => Call)[] = [
    (i) => ({
      name: 'search-foods',
      url: `/v1/search-foods?query=${encodeURIComponent(SEARCHES[i % SEARCHES.length]!)}`,
      init: { headers },
      ok: (s) => s === 200,
    }),
    (i) => ({
      name: 'compute-nutrition',
      url: `/v1/compute-nutrition?ingredients=${encodeURIComponent(LINES[i % LINES.length]!)}`,
      init: { headers },
      ok: (s) => s === 200,
    }),
    (i) => ({ name: 'barcode', url: `/v1/barcode/${codes[i % codes.length]}`, init: { headers }, ok: (s) => s === 200 }),
    (i) => ({ name: 'recipes/search', url: `/v1/recipes/search?query=${RECIPES[i % RECIPES.length]}`, init: { headers }, ok: (s) => s === 200 }),
    (i) => create(i),
    (i) => {
      // Deletes a food an earlier write created (revision 1), so the workspace stays within its per-user
      // document limit however long the run (none answered yet: one more create instead).
      const id = created.shift();
      if (id === undefined) return create(i);
      return {
        name: 'workspace delete',
        url: `/v1/users/${userId}/foods/${id}`,
        init: { method: 'DELETE', headers: { ...headers, 'if-match': '1' } },
        ok: (s) => s === 200,
      };
    },
  ];
  const created: string[] = [];
  function create(i: number): Call {
    const id = randomUUID();
    const body = JSON.stringify({ id, data: { name: `Bread ${i}`, nutrition_basis: '100g', calories: 265, protein_g: 9, carbs_g: 49, fat_g: 3.2 } });
    return {
      name: 'workspace write',
      url: `/v1/users/${userId}/foods`,
      init: { method: 'POST', headers: json, body },
      ok: (s) => s === 201,
      done: (s) => s === 201 && created.push(id),
    };
  }
  const stats = new Map<string, { ok: number; errors: number; statuses: Map<string, number> }>();
  const started = performance.now();
  const endAt = started + seconds * 1000;
  const rss: { at: number; bytes: number }[] = [];
  const sampler = setInterval(() => rss.push({ at: (performance.now() - started) / 1000, bytes: rssBytes(service.proc.pid) }), 5_000);
  let n = 0;
  const client = async () => {
    while (performance.now() < endAt) {
      const i = n++;
      const call = calls[i % calls.length]!(Math.floor(i / calls.length));
      let s = stats.get(call.name);
      if (!s) stats.set(call.name, (s = { ok: 0, errors: 0, statuses: new Map() }));
      let status: string;
      try {
        const res = await fetch(service.base + call.url, call.init);
        await res.arrayBuffer();
        status = String(res.status);
        call.done?.(res.status);
        if (call.ok(res.status)) s.ok += 1;
        else s.errors += 1;
      } catch (err) {
        status = `failed (${(err as Error).message})`;
        s.errors += 1;
      }
      s.statuses.set(status, (s.statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: connections }, client));
  clearInterval(sampler);
  const elapsed = (performance.now() - started) / 1000;
  const at = (t: number) => rss.reduce((best, r) => (Math.abs(r.at - t) < Math.abs(best.at - t) ? r : best), rss[0]!);
  const m1 = at(60);
  const m2 = at(Math.min(120, elapsed));
  console.log(`${connections} clients, ${elapsed.toFixed(0)} s, store ${process.env.DATABASE_URL ? 'PostgreSQL' : 'embedded'}, ${codes.length} barcodes`);
  console.log(
    table(
      [...stats].map(([name, s]) => ({
        operation: name,
        answered: s.ok,
        'req/s': (s.ok / elapsed).toFixed(0),
        errors: s.errors,
        statuses: [...s.statuses].map(([k, v]) => `${k}×${v}`).join(' '),
      })),
    ),
  );
  const errors = [...stats.values()].reduce((a, s) => a + s.errors, 0);
  const growth = ((m2.bytes - m1.bytes) / m1.bytes) * 100;
  console.log(
    `errors ${errors}; RSS at ${m1.at.toFixed(0)} s ${(m1.bytes / 2 ** 20).toFixed(0)} MB, at ${m2.at.toFixed(0)} s ${(m2.bytes / 2 ** 20).toFixed(0)} MB: growth ${growth.toFixed(1)} % (target ≤ 10 %)`,
  );
  // RSS saw-tooths with the collector by ~15 %: a point sample can land on a trough, then a peak.
  // A leak raises every peak, so each minute's highest sample is compared too.
  const peak = (from: number, to: number) => Math.max(...rss.filter((r) => r.at > from && r.at <= to).map((r) => r.bytes));
  const [p1, p2] = [peak(0, 60), peak(60, 120)];
  console.log(
    `highest RSS in minute 1 ${(p1 / 2 ** 20).toFixed(0)} MB, in minute 2 ${(p2 / 2 ** 20).toFixed(0)} MB: growth ${(((p2 - p1) / p1) * 100).toFixed(1)} %`,
  );
  console.log(`RSS samples (s: MB): ${rss.map((r) => `${r.at.toFixed(0)}: ${(r.bytes / 2 ** 20).toFixed(0)}`).join(', ')}`);
} finally {
  await service.stop();
}
