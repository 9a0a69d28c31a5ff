/**
 * An imported product store removed while serving. The open file stays readable (Linux keeps an
 * unlinked or renamed file for the descriptors open on it), so answers stay right until SIGHUP
 * asks for what is at the path now: then a barcode no other source holds answers 503 with the
 * reason (unknown, not absent), while the corpus's own products, search and other operations keep
 * answering; once the file is back, SIGHUP serves it again. SIGHUP goes through the handler
 * main.ts installs (reopenProductStoreOnSighup), by emitting the signal's event.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { reopenProductStoreOnSighup } from '../../src/catalog/product-reopen';
import { attachProductStore } from '../../src/catalog/open-products';
import { ProductSource } from '../../src/catalog/product-source';
import { foodsOps } from '../../src/ops/foods';
import { intelligenceOps } from '../../src/ops/intelligence';
import { ingredientOps } from '../../src/ops/ingredients';
import { importOffExport } from '../../src/products/import';
import { body, createHarness, meter, type Harness } from '../helpers/harness';
import { fixtureCatalog } from '../fixtures/catalog';
import { taxonomy } from '../unit/foods/shared-taxonomy';
import { ean, jsonl, offRow } from '../unit/products/fixture';

const dir = mkdtempSync(join(tmpdir(), 'morsel-removed-'));
const storePath = join(dir, 'products.sqlite');
const aside = join(dir, 'products.sqlite.aside');
const IMPORTED = ean('420000000100');
const CORPUS = ean('420000000200');
const NOWHERE = ean('420000000300');
const SEARCH = '/v1/foods/search?query=milk&mode=lexical';

/** Writes `rows` as a product store at `path`, the way `corpus:import` does. */
async function importStore(path: string, rows: Record<string, unknown>[]): Promise<void> {
  const file = join(dir, `${rows.length}-${Math.random()}.jsonl.gz`);
  writeFileSync(file, Bun.gzipSync(new TextEncoder().encode(jsonl(rows))));
  await importOffExport({ file, storePath: path, taxonomy: taxonomy() });
}

let h: Harness;
let key: string;
const logged: { msg: string; fields?: Record<string, unknown> }[] = [];
let stopListening = () => {};

beforeAll(async () => {
  await importStore(storePath, [offRow(IMPORTED, 'Imported Hazelnut Spread')]);
  // The corpus build's own products: a second store, asked after the imported one.
  const corpusStore = join(dir, 'corpus-products.sqlite');
  await importStore(corpusStore, [offRow(CORPUS, 'Corpus Oatbar')]);
  const catalog = fixtureCatalog();
  attachProductStore(catalog, new ProductSource(storePath, corpusStore));
  h = await createHarness([...foodsOps, ...intelligenceOps, ...ingredientOps], { catalog });
  key = (await h.account('starter')).key;
  const log = (msg: string, fields?: Record<string, unknown>) => void logged.push({ msg, fields });
  stopListening = reopenProductStoreOnSighup(catalog, { info: log, error: log });
}, 60_000);

afterAll(async () => {
  stopListening();
  await h.stop();
  rmSync(dir, { recursive: true, force: true });
});

const status = async (path: string) => {
  const res = await h.request(path, { key });
  await res.arrayBuffer();
  return res.status;
};

/** Operations that do not need the imported store: all answer whatever happens to it. */
async function othersAnswer(): Promise<void> {
  expect(await status(`/v1/barcode/${CORPUS}`)).toBe(200);
  expect(await status(SEARCH)).toBe(200);
  expect(await status('/v1/ingredients/units')).toBe(200);
  expect(await status('/v1/barcode/123')).toBe(400);
}

/** The imported product's food id, as its barcode answers it. */
let importedId = '';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

test('removed under a running service: the open file keeps answering, right, until SIGHUP', async () => {
  importedId = ((await body(await h.request(`/v1/barcode/${IMPORTED}`, { key }))) as { id: string }).id;
  expect(await status(`/v1/foods/${importedId}`)).toBe(200);
  renameSync(storePath, aside);
  const res = await h.request(`/v1/barcode/${IMPORTED}`, { key });
  expect(res.status).toBe(200);
  expect(await body(res)).toMatchObject({ name: 'Imported Hazelnut Spread' });
  expect(await status(`/v1/barcode/${NOWHERE}`)).toBe(404);
  await othersAnswer();
});

test('after SIGHUP with the file gone: 503 with the reason for barcodes it may hold, the rest answers', async () => {
  process.emit('SIGHUP');
  expect(logged).toEqual([
    {
      msg: 'product store missing: barcodes only it held answer 503 until it is back and SIGHUP reopens it',
      fields: { path: storePath, reason: 'its file was removed' },
    },
  ]);
  for (const code of [IMPORTED, NOWHERE]) {
    const res = await h.request(`/v1/barcode/${code}`, { key });
    expect(res.status).toBe(503);
    // The points step came first: the call costs its point, as other storage failures do.
    expect(meter(res).cost).toBe(1);
    expect(await body(res)).toEqual({
      status: 'failure',
      code: 503,
      message: `The product store is unavailable (its file was removed); barcode ${code} may be in it. Retry later.`,
    });
  }
  // A food id found nowhere may be one of its products too: the same 503, not 404.
  for (const id of [importedId, UNKNOWN_ID]) {
    const res = await h.request(`/v1/foods/${id}`, { key });
    expect(res.status).toBe(503);
    expect(await body(res)).toEqual({
      status: 'failure',
      code: 503,
      message: `The product store is unavailable (its file was removed); food ${id} may be one of its products. Retry later.`,
    });
  }
  await othersAnswer();
  // Still gone at the next SIGHUP: still unavailable.
  process.emit('SIGHUP');
  expect(await status(`/v1/barcode/${IMPORTED}`)).toBe(503);
});

test('the file back and SIGHUP: the store serves again', async () => {
  logged.length = 0;
  renameSync(aside, storePath);
  process.emit('SIGHUP');
  expect(logged).toEqual([{ msg: 'product store reopened', fields: { products: 1 } }]);
  const res = await h.request(`/v1/barcode/${IMPORTED}`, { key });
  expect(res.status).toBe(200);
  expect(await body(res)).toMatchObject({ name: 'Imported Hazelnut Spread' });
  expect(await status(`/v1/barcode/${NOWHERE}`)).toBe(404);
  expect(await status(`/v1/foods/${importedId}`)).toBe(200);
  expect(await status(`/v1/foods/${UNKNOWN_ID}`)).toBe(404);
  await othersAnswer();
});
