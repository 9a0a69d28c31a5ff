/**
 * Faults at start, on `bun src/main.ts` itself: a data folder on a read-only disk stops the
 * service at once with one line naming the folder and the reason, and a non-zero exit.
 * The read-only disk is a read-only bind mount (root only; skipped loudly without): permission
 * bits do not stop root, a mount does.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = new URL('../..', import.meta.url).pathname;

/** Mounts `from` read-only at `at`; false when this host does not let us (not root, no mount namespace rights). */
function mountReadOnly(from: string, at: string): boolean {
  if (spawnSync('mount', ['--bind', from, at]).status !== 0) return false;
  if (spawnSync('mount', ['-o', 'remount,ro,bind', at]).status === 0) return true;
  spawnSync('umount', [at]);
  return false;
}

describe('a data folder on a read-only disk', () => {
  let dir: string;
  let disk: string;
  let mounted = false;

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'morsel-rodisk-'));
    disk = join(dir, 'disk');
    mkdirSync(join(dir, 'source', 'data'), { recursive: true });
    mkdirSync(disk);
    mounted = mountReadOnly(join(dir, 'source'), disk);
    if (!mounted) console.warn('\n  !! test/scale/start-faults.test.ts read-only disk SKIPPED: a read-only bind mount needs root.\n');
  });
  afterAll(() => {
    if (mounted) spawnSync('umount', [disk]);
    rmSync(dir, { recursive: true, force: true });
  });

  // An existing folder (a volume mounted read-only) and one start would have to create.
  for (const folder of ['data', 'new']) {
    test(`MORSEL_DATA_DIR=<read-only>/${folder}: one line naming the folder and the reason, exit 2, at once`, async () => {
      if (!mounted) return;
      const started = performance.now();
      const proc = Bun.spawn([process.execPath, 'src/main.ts'], {
        cwd: ROOT,
        // A corpus folder of its own: the service must stop before the corpus matters.
        env: { ...process.env, DATABASE_URL: '', MORSEL_DATA_DIR: join(disk, folder), MORSEL_CORPUS_DIR: join(dir, 'corpus'), PORT: '0', LOG_LEVEL: 'warn' },
        stdout: 'pipe',
        stderr: 'pipe',
      });
      const code = await proc.exited;
      const err = await new Response(proc.stderr).text();
      expect(code).toBe(2);
      expect(performance.now() - started).toBeLessThan(10_000);
      expect(err.trim().split('\n')).toEqual([
        `morsel: the store could not be opened: The embedded store folder ${join(disk, folder, 'pglite')} cannot be created or written (EROFS: read-only file system). Set MORSEL_DATA_DIR to a writable folder, or DATABASE_URL to use a PostgreSQL server.`,
      ]);
    }, 30_000);
  }
});
