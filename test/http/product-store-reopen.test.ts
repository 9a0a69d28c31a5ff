/**
 * SIGHUP under traffic: a new product store, written by the import beside the live one and
 * renamed into place, is opened while barcode and search requests run. No request fails during
 * the swap; afterwards barcodes and searches answer from the new store, a cached search answer
 * included. The reopen is triggered through the handler main.ts installs (reopenProductStoreOnSighup),
 * by emitting the signal's event rather than sending a signal to the test runner.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reopenProductStoreOnSighup } from '../../src/catalog/product-reopen';
import type { Catalog } from '../../src/catalog/types';
import { foodsOps } from '../../src/ops/foods';
import { intelligenceOps } from '../../src/ops/intelligence';
import { attachProductStore } from '../../src/catalog/open-products';
import { ProductSource } from '../../src/catalog/product-source';
import { importOffExport } from '../../src/products/import';
import { ADMIN_TOKEN, body, createHarness, type Harness } from '../helpers/harness';
import { fixtureCatalog } from '../fixtures/catalog';
import { taxonomy } from '../unit/foods/shared-taxonomy';
import { ean, jsonl, offRow } from '../unit/products/fixture';

const dir = mkdtempSync(join(tmpdir(), 'morsel-reopen-'));
const storePath = join(dir, 'products.sqlite');
const IN_BOTH = ean('410000000100');
const OLD_ONLY = ean('410000000200');
const NEW_ONLY = ean('410000000300');
/** Lexical: hybrid answers are not cached without semantic search, lexical ones are. */
const SEARCH = '/v1/foods/search?query=crunchy%20oatbar&mode=lexical&kind=product';

const oldRows = [offRow(IN_BOTH, 'Hazelnut spread', { brands: 'Spreadco' }), offRow(OLD_ONLY, 'Crunchy Oatbar', { brands: 'Oldbrand' })];
const newRows = [offRow(IN_BOTH, 'Hazelnut spread', { brands: 'Spreadco' }), offRow(NEW_ONLY, 'Crunchy Oatbar', { brands: 'Newbrand' })];

/** Writes `rows` as the live store the way `corpus:import` does: a new file renamed over the path. */
async function importStore(name: string, rows: Record<string, unknown>[]): Promise<void> {
  const file = join(dir, `${name}.jsonl.gz`);
  writeFileSync(file, Bun.gzipSync(new TextEncoder().encode(jsonl(rows))));
  await importOffExport({ file, storePath, taxonomy: taxonomy() });
}

let h: Harness;
let key: string;
let catalog: Catalog;
const logged: { msg: string; fields?: Record<string, unknown> }[] = [];
let stopListening = () => {};

beforeAll(async () => {
  await importStore('old', oldRows);
  catalog = fixtureCatalog();
  attachProductStore(catalog, new ProductSource(storePath));
  h = await createHarness([...foodsOps, ...intelligenceOps], { catalog });
  const account = await h.account('starter');
  key = account.key;
  // Limits no test traffic reaches: a 429 here would hide a failed swap.
  await h.request(`/admin/accounts/${account.id}/limits`, {
    method: 'PUT',
    json: { daily_points: 1_000_000_000, burst_per_minute: 1_000_000_000 },
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  const log = (msg: string, fields?: Record<string, unknown>) => void logged.push({ msg, fields });
  stopListening = reopenProductStoreOnSighup(catalog, { info: log, error: log });
}, 120_000);

afterAll(async () => {
  stopListening();
  await h.stop();
  rmSync(dir, { recursive: true, force: true });
});

type Found = { foods: { brand?: string | null }[] };
/** Which of the two stores' oat bars a search lists (the fixture catalog's own foods aside). */
const oatbars = async (res: Response) => (await body<Found>(res)).foods.flatMap((f) => (f.brand === 'Oldbrand' || f.brand === 'Newbrand' ? [f.brand] : []));

test('the store reopens under traffic: no request fails, and every answer after it is the new store’s', async () => {
  expect((await h.request(`/v1/barcode/${NEW_ONLY}`, { key })).status).toBe(404);
  expect((await h.request(`/v1/barcode/${OLD_ONLY}`, { key })).status).toBe(200);
  // Asked twice: the second answer comes from the search answer cache.
  for (let i = 0; i < 2; i++) expect(await oatbars(await h.request(SEARCH, { key }))).toEqual(['Oldbrand']);

  let running = true;
  const failures: string[] = [];
  let answered = 0;
  const client = async () => {
    while (running) {
      for (const path of [`/v1/barcode/${IN_BOTH}`, SEARCH]) {
        const res = await h.request(path, { key });
        answered++;
        if (res.status !== 200) failures.push(`${path}: ${res.status}`);
        else await res.arrayBuffer();
      }
      // A cached answer resolves without leaving the microtask queue: yield so the import's I/O runs.
      await Bun.sleep(0);
    }
  };
  const clients = Array.from({ length: 8 }, client);

  await importStore('new', newRows);
  const before = answered;
  process.emit('SIGHUP');
  // Let the clients go on against the new store for a while before stopping them.
  while (answered < before + 200) await Bun.sleep(1);
  running = false;
  await Promise.all(clients);

  expect(before).toBeGreaterThan(0); // requests ran while the new store was written
  expect(failures).toEqual([]);
  expect(logged).toEqual([{ msg: 'product store reopened', fields: { products: newRows.length } }]);
  const found = await h.request(`/v1/barcode/${NEW_ONLY}`, { key });
  expect(found.status).toBe(200);
  expect(await body(found)).toMatchObject({ name: 'Crunchy Oatbar', brand: 'Newbrand' });
  expect((await h.request(`/v1/barcode/${OLD_ONLY}`, { key })).status).toBe(404);
  expect(await oatbars(await h.request(SEARCH, { key }))).toEqual(['Newbrand']);
}, 120_000);

test('an unreadable new file leaves the current store serving, and says so', async () => {
  logged.length = 0;
  // Renamed into place as an import would: the open store keeps its own file.
  writeFileSync(join(dir, 'broken.sqlite'), 'not a product store');
  renameSync(join(dir, 'broken.sqlite'), storePath);
  process.emit('SIGHUP');
  expect(logged.map((l) => l.msg)).toEqual(['product store reopen failed; the previous store keeps serving']);
  expect((await h.request(`/v1/barcode/${NEW_ONLY}`, { key })).status).toBe(200);
  expect(await oatbars(await h.request(SEARCH, { key }))).toEqual(['Newbrand']);
});
