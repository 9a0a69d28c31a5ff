/**
 * Barcode lookup over HTTP against the cheapest metered operation (issue 18), same instance, same
 * run: wrk (Debian package `wrk`) at 64 connections on GET /v1/recipes/diets, then on
 * GET /v1/barcode/{code} rotating through 10,000 codes drawn at random from the product store.
 * The instance is the full registry over an empty corpus with the store attached
 * (test/helpers/instance.ts with MORSEL_PRODUCT_STORE), on a fresh embedded usage store (or DATABASE_URL).
 *
 *   npx bun bench/products-http.ts --store /tmp/morsel-products-s7/store-jsonl/products.sqlite [--seconds 10] [--connections 64] [--threads 2]
 *
 * Target: barcode req/s ≥ 80 % of the metered /v1/recipes/diets req/s.
 */
import { Database } from 'bun:sqlite';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ADMIN_TOKEN, ROOT, benchAccount, table } from './lib';

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1]! : fallback;
};
const store = resolve(opt('store', ''));
const seconds = Number(opt('seconds', '10'));
const connections = Number(opt('connections', '64'));
const threads = Number(opt('threads', '2'));

interface WrkResult {
  rps: number;
  p50ms: number;
  p99ms: number;
  non2xx: number;
}

const toMs = (v: string) => {
  const m = v.match(/^([\d.]+)(us|ms|s)$/);
  return m ? Number(m[1]) * (m[2] === 'us' ? 1e-3 : m[2] === 's' ? 1e3 : 1) : NaN;
};

function wrk(url: string, headers: Record<string, string>, script?: string): WrkResult {
  const h = Object.entries(headers).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  const r = spawnSync('wrk', ['-t', String(threads), '-c', String(connections), '-d', `${seconds}s`, '--latency', ...h, ...(script ? ['-s', script] : []), url], { encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`wrk failed: ${r.stderr}`);
  const out = r.stdout;
  return {
    rps: Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1]),
    p50ms: toMs(out.match(/^\s+50%\s+(\S+)/m)?.[1] ?? ''),
    p99ms: toMs(out.match(/^\s+99%\s+(\S+)/m)?.[1] ?? ''),
    non2xx: Number(out.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0),
  };
}

/** A wrk script requesting /v1/barcode/{code} for codes drawn at random from the store. */
function barcodeScript(): string {
  const db = new Database(store, { readonly: true });
  const max = db.query<{ n: number }, []>('SELECT max(rowid) AS n FROM product').get()!.n;
  const pick = db.query<{ key: string }, [number]>('SELECT key FROM product WHERE rowid >= ? LIMIT 1');
  const codes = Array.from({ length: 10_000 }, () => pick.get(1 + Math.floor(Math.random() * max))!.key);
  db.close();
  const path = join(mkdtempSync(join(tmpdir(), 'morsel-products-http-')), 'barcode.lua');
  writeFileSync(path, `local codes = {${codes.map((c) => `"${c}"`).join(',')}}\nlocal i = 0\nrequest = function()\n  i = i + 1\n  return wrk.format("GET", "/v1/barcode/" .. codes[(i % #codes) + 1])\nend\n`);
  return path;
}

const proc = Bun.spawn([process.execPath, 'test/helpers/instance.ts'], {
  cwd: ROOT,
  env: { ...process.env, MORSEL_PRODUCT_STORE: store, MORSEL_ADMIN_TOKEN: ADMIN_TOKEN, MORSEL_DEV_ACCOUNT: 'false', MORSEL_DATA_DIR: mkdtempSync(join(tmpdir(), 'morsel-products-http-')), DATABASE_URL: process.env.DATABASE_URL ?? '' },
  stdout: 'pipe',
  stderr: 'inherit',
});
try {
  const reader = proc.stdout.getReader();
  let out = '';
  while (!out.includes('\n')) {
    const { value, done } = await reader.read();
    if (done) throw new Error('instance exited');
    out += new TextDecoder().decode(value);
  }
  const base = `http://127.0.0.1:${(JSON.parse(out.split('\n')[0]!) as { port: number }).port}`;
  const key = await benchAccount(base);
  const script = barcodeScript();
  for (const path of ['/v1/recipes/diets', '/v1/barcode/5449000000996']) {
    const res = await fetch(base + path, { headers: { 'x-api-key': key } });
    if (path.includes('diets') && !res.ok) throw new Error(`${path} answered ${res.status}`);
  }
  const cheapest = wrk(`${base}/v1/recipes/diets`, { 'x-api-key': key });
  const barcode = wrk(base, { 'x-api-key': key }, script);
  console.log(`wrk -t${threads} -c${connections} -d${seconds}s; store ${store}`);
  console.log(
    table(
      [
        { run: 'metered /v1/recipes/diets (cheapest)', r: cheapest },
        { run: 'GET /v1/barcode/{code} (10,000 stored codes)', r: barcode },
      ].map(({ run, r }) => ({ run, 'req/s': Math.round(r.rps), 'p50 ms': r.p50ms.toFixed(2), 'p99 ms': r.p99ms.toFixed(2), non2xx: r.non2xx, 'vs cheapest': (r.rps / cheapest.rps).toFixed(2) })),
    ),
  );
} finally {
  proc.kill('SIGTERM');
  await proc.exited;
}
