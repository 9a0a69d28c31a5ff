/**
 * Faults at start, on `bun src/main.ts` itself: a data folder on a read-only disk stops the
 * service at once with one line naming the folder and the reason, and a non-zero exit; SIGTERM
 * while it starts stops it cleanly, and the next start on the same data folder serves.
 * The read-only disk is a read-only bind mount (root only; skipped loudly without): permission
 * bits do not stop root, a mount does. The SIGTERM case needs a built corpus (skipped loudly
 * without: a start would build it, minutes).
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../src/config';
import { mountReadOnly, unmount } from '../helpers/read-only-mount';
import { builtCorpusDir, SUITE_CORPUS_DIR } from '../helpers/suite-corpus';

const ROOT = new URL('../..', import.meta.url).pathname;

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
    if (mounted) unmount(disk);
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

/** `bun src/main.ts` with its stdout and stderr gathered in one text, and a wait for a line in it. */
function startMain(env: Record<string, string>) {
  const proc = Bun.spawn([process.execPath, 'src/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, DATABASE_URL: '', PORT: '0', LOG_LEVEL: 'info', MORSEL_EMBEDDING_MODEL: 'none', ...env },
    stdin: 'ignore',
    stdout: 'pipe',
    stderr: 'pipe',
  });
  let text = '';
  const gather = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    const reader = stream.getReader();
    for (let r = await reader.read(); !r.done; r = await reader.read()) text += decoder.decode(r.value, { stream: true });
  };
  const gathered = Promise.all([gather(proc.stdout), gather(proc.stderr)]);
  return {
    proc,
    output: () => text,
    /** Everything written, once the process has exited. */
    finished: async () => {
      const code = await proc.exited;
      await gathered;
      return { code, text };
    },
    async waitFor(pattern: RegExp, ms = 60_000): Promise<RegExpMatchArray> {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = text.match(pattern);
        if (found) return found;
        if (proc.exitCode !== null || Date.now() > deadline) throw new Error(`no ${pattern} in:\n${text}`);
        await Bun.sleep(20);
      }
    },
  };
}

// The suite's corpus (built by the corpus smoke test, which runs before this file) or the repository's.
const corpusDir = builtCorpusDir();
if (!corpusDir)
  console.warn(
    `\n  !! test/scale/start-faults.test.ts SIGTERM during start SKIPPED: no built corpus in ${SUITE_CORPUS_DIR} or ${loadConfig().corpusDir} (npm run corpus:build).\n`,
  );

describe.skipIf(!corpusDir)('SIGTERM while the service starts', () => {
  let data: string;
  beforeAll(() => {
    data = mkdtempSync(join(tmpdir(), 'morsel-sigterm-'));
  });
  afterAll(() => rmSync(data, { recursive: true, force: true }));

  test('a clean exit 0 that goes no further, and the next start on the same data folder serves', async () => {
    // An empty data folder: the embedded store is being created when the signal comes.
    const first = startMain({ MORSEL_DATA_DIR: data, MORSEL_CORPUS_DIR: corpusDir! });
    await first.waitFor(/"msg":"listening"/);
    first.proc.kill('SIGTERM');
    const stopped = await first.finished();
    expect(stopped.code).toBe(0);
    expect(stopped.text).toContain('"msg":"shutting down","signal":"SIGTERM"');
    // Nothing after the signal: not ready, no account created in a store being closed.
    expect(stopped.text).not.toContain('"msg":"ready"');
    expect(stopped.text).not.toContain('Development account');
    expect(stopped.text).not.toMatch(/error|\n\s+at /i);

    const second = startMain({ MORSEL_DATA_DIR: data, MORSEL_CORPUS_DIR: corpusDir! });
    try {
      const port = Number((await second.waitFor(/"msg":"listening","port":(\d+)/))[1]);
      // The store the first start left is whole and empty: this start makes the development account.
      const key = (await second.waitFor(/API key \(shown once, keep it\): (\S+)/))[1]!;
      const base = `http://127.0.0.1:${port}`;
      expect((await fetch(`${base}/readyz`)).status).toBe(200);
      for (const path of ['/v1/ingredients/units', '/v1/foods/search?query=milk']) {
        const res = await fetch(base + path, { headers: { 'x-api-key': key } });
        expect(res.status).toBe(200);
        await res.arrayBuffer();
      }
    } finally {
      second.proc.kill('SIGTERM');
    }
    expect((await second.finished()).code).toBe(0);
  }, 120_000);

  test('SIGHUP during start is held, not fatal: the start goes on, and the product store reopens once ready', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'morsel-sighup-'));
    const started = startMain({ MORSEL_DATA_DIR: folder, MORSEL_CORPUS_DIR: corpusDir! });
    try {
      const port = Number((await started.waitFor(/"msg":"listening","port":(\d+)/))[1]);
      started.proc.kill('SIGHUP');
      await started.waitFor(/"msg":"product store reopened"/);
      expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    } finally {
      started.proc.kill('SIGTERM');
    }
    const stopped = await started.finished();
    expect(stopped.code).toBe(0);
    expect(stopped.text).toContain('"msg":"SIGHUP during start: the product store reopens once ready"');
    expect(stopped.text.indexOf('"msg":"ready"')).toBeLessThan(stopped.text.indexOf('"msg":"product store reopened"'));
    rmSync(folder, { recursive: true, force: true });
  }, 120_000);
});
