/**
 * The read that never waits for the disk (src/products/read-now.ts): the bytes when the page cache
 * holds them all, null when it cannot give them (past the end, longer than it reads at once).
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adviseRandom, readNow } from '../../../src/products/read-now';

const dir = mkdtempSync(join(tmpdir(), 'morsel-read-now-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe.if(process.platform === 'linux')('a read from the page cache', () => {
  const path = join(dir, 'bytes');
  const bytes = Uint8Array.from({ length: 300_000 }, (_, i) => (i * 7919) % 251);
  writeFileSync(path, bytes);
  const fd = openSync(path, 'r');
  afterAll(() => closeSync(fd));
  adviseRandom(fd);

  test('gives the bytes of a file the page cache holds, each read its own copy', () => {
    const first = readNow!(fd, 5000, 4090)!;
    expect(first).toEqual(bytes.subarray(4090, 9090));
    const second = readNow!(fd, 10, 0)!;
    expect(second).toEqual(bytes.subarray(0, 10));
    expect(first).toEqual(bytes.subarray(4090, 9090)); // not overwritten by the next read
  });

  test('gives null past the end of the file, and for a read longer than it takes at once', () => {
    expect(readNow!(fd, 100, bytes.length - 50)).toBeNull();
    expect(readNow!(fd, 290_000, 0)).toBeNull();
  });
});
