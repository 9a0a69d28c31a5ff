/**
 * `npm test`: strict type-check, lint and format check (Biome), unused code (knip), then the whole
 * suite on the embedded store, then the suites that touch storage (HTTP and MCP) again on a
 * PostgreSQL server. Ends with one line
 * `N passed, N failed` (totals over both runs).
 *
 * PostgreSQL: DATABASE_URL if set, else postgres://postgres@127.0.0.1:5432/test; when it is not
 * reachable we try to start the local cluster, and otherwise skip that half with a loud message
 * (MORSEL_REQUIRE_POSTGRES=1 turns the skip into a failure).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import postgres from 'postgres';

const root = new URL('..', import.meta.url).pathname;
const bun = process.execPath;
let passed = 0;
let failed = 0;

function run(label: string, cmd: string, args: string[], env: Record<string, string | undefined> = {}): { code: number; out: string } {
  console.log(`\n=== ${label} ===`);
  const r = spawnSync(cmd, args, {
    cwd: root,
    env: { ...process.env, ...env },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 256 * 1024 * 1024,
  });
  const out = (r.stdout ?? '') + (r.stderr ?? '');
  process.stdout.write(out);
  return { code: r.status ?? 1, out };
}

function count(out: string): void {
  const p = out.match(/^\s*(\d+) pass$/m);
  const f = out.match(/^\s*(\d+) fail$/m);
  passed += p ? Number(p[1]) : 0;
  failed += f ? Number(f[1]) : 0;
}

async function reachable(url: string): Promise<boolean> {
  const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => {} });
  try {
    await sql`select 1`;
    return true;
  } catch {
    return false;
  } finally {
    await sql.end({ timeout: 1 }).catch(() => {});
  }
}

async function postgresUrl(): Promise<string | null> {
  const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
  if (await reachable(url)) return url;
  if (existsSync('/etc/postgresql')) {
    for (const version of readdirSync('/etc/postgresql')) {
      spawnSync('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start'], { stdio: 'inherit' });
    }
    for (let i = 0; i < 20; i++) {
      if (await reachable(url)) return url;
      await Bun.sleep(500);
    }
  }
  return null;
}

/** A check before the suite: when it fails, nothing else runs (it counts as one failure). */
function gate(label: string, args: string[]): void {
  if (run(label, bun, ['x', ...args]).code === 0) return;
  console.log(`\n${label} failed`);
  console.log(`${passed} passed, ${failed + 1} failed`);
  process.exit(1);
}

gate('type-check (tsc --noEmit, strict)', ['tsc', '--noEmit', '-p', '.']);
gate('lint and format (biome check)', ['biome', 'check', '--error-on-warnings', '.']);
gate('unused files, exports and dependencies (knip)', ['knip', '--no-progress']);

// bun test reads no timeout from bunfig.toml (its default is 5 s): a store opening on a busy
// 2-core machine can take longer, so the limit is given here, once for both runs.
const TIMEOUT = ['--timeout', '60000'];
const embedded = run('suite on the embedded store (PGlite)', bun, ['test', ...TIMEOUT], { DATABASE_URL: '' });
count(embedded.out);
let code = embedded.code;

const url = await postgresUrl();
if (url) {
  const pg = run(
    `HTTP, MCP and scale-out suites on PostgreSQL (${url.replace(/\/\/[^@]*@/, '//')})`,
    bun,
    ['test', ...TIMEOUT, 'test/http', 'test/mcp', 'test/scale'],
    { DATABASE_URL: url },
  );
  count(pg.out);
  code ||= pg.code;
} else {
  console.log('\n!!! PostgreSQL is not reachable and could not be started: the PostgreSQL half of the suite was SKIPPED. !!!\n');
  if (process.env.MORSEL_REQUIRE_POSTGRES === '1') code ||= 1;
}

console.log(`\n${passed} passed, ${failed} failed`);
process.exit(code !== 0 || failed > 0 ? 1 : 0);
