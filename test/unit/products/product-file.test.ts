/**
 * The product file (src/products/product-file.ts) on its own: every record and answer comes back
 * byte for byte, a code added twice keeps its newest product, a delta starts from the products of
 * the file before it, and a file that is not one is refused.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ProductFile, ProductFileWriter } from '../../../src/products/product-file';

const dir = mkdtempSync(join(tmpdir(), 'morsel-product-file-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const utf8 = new TextEncoder();
const text = (bytes: Uint8Array | string | null) => (bytes === null || typeof bytes === 'string' ? bytes : new TextDecoder().decode(bytes));
/** An answer of about `size` bytes that names its code (non-ASCII included). */
const answer = (code: number, size: number, tag = '') => JSON.stringify({ code, tag, name: 'Crème brûlée '.repeat(Math.ceil(size / 16)).slice(0, size) });
/** The record stored with it. */
const record = (code: number, tag = '') => JSON.stringify({ r: { code, tag } });
const add = (w: ProductFileWriter, code: number, size: number, tag = '') => w.add(code, utf8.encode(record(code, tag)), utf8.encode(answer(code, size, tag)));

describe('a product file', () => {
  const path = join(dir, 'full.records-1');
  const sizes = new Map<number, number>();
  for (let i = 0; i < 300; i++) sizes.set(3_000_000_000_000 + 7919 * ((i * 37) % 300), 20 + ((i * 613) % 3000));
  const writer = new ProductFileWriter(path);
  for (const [code, size] of sizes) add(writer, code, size);
  // The newest product of a code added twice wins.
  const twice = [...sizes.keys()][10]!;
  add(writer, twice, 100, 'newer');
  const written = writer.finish();
  const file = new ProductFile(path);

  test('gives back every record and answer byte for byte', () => {
    expect(written).toEqual({ count: 300, replaced: 1 });
    expect(file.count).toBe(300);
    for (const [code, size] of sizes) {
      if (code === twice) continue;
      expect(text(file.answer(code))).toBe(answer(code, size));
      expect(text(file.record(code))).toBe(record(code));
    }
    expect(text(file.answer(twice))).toBe(answer(twice, 100, 'newer'));
    expect(text(file.record(twice))).toBe(record(twice, 'newer'));
  });

  test('lists its entries in code order and answers null for a code it lacks', () => {
    const codes = [...file.entries()].map(([code]) => code);
    expect(codes).toEqual([...sizes.keys()].sort((a, b) => a - b));
    expect(file.answer(1)).toBeNull();
    expect(file.record(9_999_999_999_999)).toBeNull();
  });

  test('reads an answer the page cache holds at once, every one byte for byte', () => {
    // Just written: the page cache holds the whole file (Linux; elsewhere every read is a promise).
    if (process.platform !== 'linux') return;
    for (const [code, size] of sizes) {
      const now = file.readAnswer(code);
      expect(now).toBeInstanceOf(Uint8Array);
      expect(text(now as Uint8Array)).toBe(code === twice ? answer(twice, 100, 'newer') : answer(code, size));
    }
    expect(file.readAnswer(1)).toBeNull();
  });

  test('reads an answer off the event loop when the page cache cannot give it, and a file closed under the read waits for it', async () => {
    const [code, size] = [...sizes].find(([c]) => c !== twice)!;
    const other = new ProductFile(path, null);
    const reading = other.readAnswer(code) as Promise<Uint8Array>;
    expect(reading).toBeInstanceOf(Promise);
    expect(other.readAnswer(1)).toBeNull();
    other.close();
    expect(text(await reading)).toBe(answer(code, size));
    expect(() => other.answer(code)).toThrow(); // closed once the read was done
  });

  test('a delta keeps the answers before it, replaces the updated ones and adds the new', () => {
    const deltaPath = join(dir, 'delta.records-2');
    const delta = new ProductFileWriter(deltaPath, { base: file });
    const updated = [...sizes.keys()][0]!;
    add(delta, updated, 50, 'delta');
    add(delta, 42, 2500, 'new');
    expect(delta.finish()).toEqual({ count: 301, replaced: 1 });
    const after = new ProductFile(deltaPath);
    expect(text(after.answer(updated))).toBe(answer(updated, 50, 'delta'));
    expect(text(after.record(updated))).toBe(record(updated, 'delta'));
    expect(text(after.answer(42))).toBe(answer(42, 2500, 'new'));
    for (const [code, size] of sizes) if (code !== twice && code !== updated) expect(text(after.answer(code))).toBe(answer(code, size));
    // The file before it is unchanged.
    expect(text(file.answer(updated))).toBe(answer(updated, sizes.get(updated)!));
  });

  test('a product larger than the write buffer is written as it is', () => {
    const large = join(dir, 'large.records-6');
    const w = new ProductFileWriter(large);
    add(w, 7, 100);
    add(w, 8, 5_000_000);
    add(w, 9, 100);
    w.finish();
    const f = new ProductFile(large);
    for (const [code, size] of [
      [7, 100],
      [8, 5_000_000],
      [9, 100],
    ] as const)
      expect(text(f.answer(code))).toBe(answer(code, size));
    expect(text(f.record(8))).toBe(record(8));
  });

  test('an empty file has no answers', () => {
    const empty = join(dir, 'empty.records-3');
    expect(new ProductFileWriter(empty).finish()).toEqual({ count: 0, replaced: 0 });
    expect(new ProductFile(empty).answer(42)).toBeNull();
  });

  test('a size limit is a disk-full error and the file is removed on discard', () => {
    const small = join(dir, 'small.records-4');
    const w = new ProductFileWriter(small, { maxBytes: 10_000 });
    add(w, 1, 1000);
    expect(() => w.finish()).not.toThrow();
    const tight = new ProductFileWriter(small, { maxBytes: 4200 });
    add(tight, 1, 1000);
    expect(() => tight.finish()).toThrow(/ENOSPC/);
    tight.discard();
    expect(() => statSync(small)).toThrow();
  });

  test('a file that is not one is refused', () => {
    const bogus = join(dir, 'bogus.records-5');
    writeFileSync(bogus, 'x'.repeat(5000));
    expect(() => new ProductFile(bogus)).toThrow(/is not a product records file/);
  });
});
