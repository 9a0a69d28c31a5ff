/**
 * A product store on a read-only disk (a corpus volume mounted read-only, shared by instances) is
 * served: it is only ever read. A read-only bind mount (root only; skipped loudly without).
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ProductSource } from '../../../src/catalog/product-source';
import { importOffExport } from '../../../src/products/import';
import { mountReadOnly, unmount } from '../../helpers/read-only-mount';
import { taxonomy } from '../foods/shared-taxonomy';
import { ean, jsonl, offRow } from './fixture';

const dir = mkdtempSync(join(tmpdir(), 'morsel-products-ro-'));
const disk = join(dir, 'disk');
const CODE = ean('430000000100');
let mounted = false;

beforeAll(async () => {
  mkdirSync(join(dir, 'source'));
  mkdirSync(disk);
  const file = join(dir, 'export.jsonl.gz');
  writeFileSync(file, Bun.gzipSync(new TextEncoder().encode(jsonl([offRow(CODE, 'Read-only Oatbar'), offRow(ean('430000000200'), 'Hazelnut spread')]))));
  await importOffExport({ file, storePath: join(dir, 'source', 'products.sqlite'), taxonomy: taxonomy() });
  mounted = mountReadOnly(join(dir, 'source'), disk);
  if (!mounted) console.warn('\n  !! test/unit/products/read-only-disk.test.ts SKIPPED: a read-only bind mount needs root.\n');
}, 60_000);
afterAll(() => {
  if (mounted) unmount(disk);
  rmSync(dir, { recursive: true, force: true });
});

test('opened, looked up and searched without writing', async () => {
  if (!mounted) return;
  const source = new ProductSource(join(disk, 'products.sqlite'));
  expect(source.store!.count).toBe(2);
  expect(source.find((s) => s.byBarcodeKey(CODE))!.name).toBe('Read-only Oatbar');
  const answer = await source.answer(CODE);
  expect(JSON.parse(typeof answer === 'string' ? answer : new TextDecoder().decode(answer!))).toMatchObject({ name: 'Read-only Oatbar' });
  expect(source.search('oatbar')[0]!.record.name).toBe('Read-only Oatbar');
  source.store!.close();
});
