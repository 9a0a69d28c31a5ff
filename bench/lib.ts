/** Shared benchmark helpers: command-line arguments, start the service in a child process, percentiles, tables, wrk. */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Subprocess } from 'bun';

export const ROOT = new URL('..', import.meta.url).pathname;
export const ADMIN_TOKEN = 'bench-admin-token';

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** Times `fn` n times after a warm-up; returns p50/p95/p99 in ms. */
export async function timeit(n: number, fn: () => unknown, warmup = Math.min(200, n)): Promise<{ p50: number; p95: number; p99: number }> {
  for (let i = 0; i < warmup; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn();
    samples.push(performance.now() - t);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p95: percentile(samples, 95), p99: percentile(samples, 99) };
}

export async function waitFor(url: string, timeoutMs = 300_000): Promise<number> {
  const start = performance.now();
  while (performance.now() - start < timeoutMs) {
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return performance.now() - start;
    } catch {}
    await Bun.sleep(50);
  }
  throw new Error(`timed out waiting for ${url}`);
}

export interface Service {
  port: number;
  base: string;
  proc: Subprocess;
  dataDir: string;
  stop(): Promise<void>;
}

/** Starts `bun src/main.ts` on a free port with a fresh data dir (the built corpus is shared). */
export async function startService(
  env: Record<string, string> = {},
  dataDir = mkdtempSync(join(tmpdir(), 'morsel-bench-')),
): Promise<Service & { readyMs: number }> {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const proc = Bun.spawn([process.execPath, 'src/main.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      MORSEL_DATA_DIR: dataDir,
      MORSEL_ADMIN_TOKEN: ADMIN_TOKEN,
      LOG_LEVEL: 'warn',
      MORSEL_DEV_ACCOUNT: 'false',
      ...env,
    },
    stdout: 'ignore',
    stderr: 'inherit',
  });
  const base = `http://127.0.0.1:${port}`;
  const readyMs = await waitFor(`${base}/readyz`);
  return {
    port,
    base,
    proc,
    dataDir,
    readyMs,
    stop: async () => {
      proc.kill('SIGTERM');
      await proc.exited;
    },
  };
}

/** An account with custom limits so that no measured request is rejected. */
export async function benchAccount(base: string, daily = 1_000_000_000, burst = 1_000_000_000): Promise<string> {
  const auth = { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' };
  const created = (await (
    await fetch(`${base}/admin/accounts`, { method: 'POST', headers: auth, body: JSON.stringify({ plan: 'ultra', channel: 'direct' }) })
  ).json()) as { account_id: string; api_key: string };
  await fetch(`${base}/admin/accounts/${created.account_id}/limits`, {
    method: 'PUT',
    headers: auth,
    body: JSON.stringify({ daily_points: daily, burst_per_minute: burst }),
  });
  return created.api_key;
}

export function table(rows: Record<string, string | number>[]): string {
  if (rows.length === 0) return '';
  const cols = Object.keys(rows[0]!);
  const fmt = (v: string | number) => (typeof v === 'number' ? (Number.isInteger(v) ? String(v) : v.toFixed(3)) : v);
  const widths = cols.map((c) => Math.max(c.length, ...rows.map((r) => fmt(r[c] ?? '').length)));
  const line = (vals: string[]) => `| ${vals.map((v, i) => v.padEnd(widths[i]!)).join(' | ')} |`;
  return [line(cols), line(widths.map((w) => '-'.repeat(w))), ...rows.map((r) => line(cols.map((c) => fmt(r[c] ?? ''))))].join('\n');
}

export interface WrkOptions {
  threads: number;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** A wrk Lua script (e.g. rotating paths). */
  script?: string;
  /** The server's pid: its CPU per answered request is measured from /proc. */
  pid?: number;
}

export interface WrkResult {
  rps: number;
  p50ms: number;
  p99ms: number;
  non2xx: number;
  /** Non-2xx answers plus socket errors. */
  errors: number;
  /** Server CPU (user + system, all threads) per answered request, µs; NaN without `pid`. */
  cpuUs: number;
}

const toMs = (v: string) => {
  const m = v.match(/^([\d.]+)(us|ms|s)$/);
  return m ? Number(m[1]) * (m[2] === 'us' ? 1e-3 : m[2] === 's' ? 1e3 : 1) : NaN;
};

/** Resident memory of a process in bytes (Linux /proc). */
/** The process `npm start` runs in the end (npm → sh → bun): the one to weigh and to signal. */
function childPid(pid: number): number {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean);
    return children.length ? childPid(Number(children[0])) : pid;
  } catch {
    return pid;
  }
}

/** A service started as `npm start` does it, in a fresh process on a random port. */
export interface NpmStarted {
  base: string;
  /** When it was spawned (performance.now()). */
  spawnedAt: number;
  /** The serving bun process (npm is its parent). */
  readonly pid: number;
  stop(): Promise<void>;
}

export function npmStart(o: { dataDir: string; corpusDir: string; databaseUrl?: string }): NpmStarted {
  const port = 20000 + Math.floor(Math.random() * 20000);
  const spawnedAt = performance.now();
  const proc = Bun.spawn(['npm', 'start', '--silent'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      MORSEL_DATA_DIR: o.dataDir,
      MORSEL_CORPUS_DIR: o.corpusDir,
      DATABASE_URL: o.databaseUrl ?? '',
      MORSEL_ADMIN_TOKEN: ADMIN_TOKEN,
      LOG_LEVEL: 'warn',
    },
    stdout: 'ignore',
    stderr: 'inherit',
  });
  return {
    base: `http://127.0.0.1:${port}`,
    spawnedAt,
    get pid() {
      return childPid(proc.pid);
    },
    stop: async () => {
      process.kill(childPid(proc.pid), 'SIGTERM');
      await proc.exited;
    },
  };
}

/** Resident bytes of a process (Linux /proc): all, or of one kind (`RssAnon`: anonymous memory; `RssFile`: pages of mapped files, which the kernel can drop and read again). */
export function rssBytes(pid: number, field: 'VmRSS' | 'RssAnon' | 'RssFile' = 'VmRSS'): number {
  return Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(new RegExp(`${field}:\\s+(\\d+) kB`))?.[1]) * 1024;
}

/** A process's fields of /proc/<pid>/stat after its name (Linux). */
const statFields = (pid: number): string[] => readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');

/** utime + stime of a process in µs (Linux /proc; clock ticks of 10 ms). */
function cpuMicros(pid: number): number {
  const fields = statFields(pid);
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

/** Minor page faults of a process so far (Linux /proc): pages it touched afresh. */
export const minorFaults = (pid: number): number => Number(statFields(pid)[7]);

/** One wrk run (Debian package `wrk`) against `url`, with latency percentiles. */
export function wrk(url: string, o: WrkOptions): WrkResult {
  const cpuBefore = o.pid === undefined ? 0 : cpuMicros(o.pid);
  const h = Object.entries(o.headers ?? {}).flatMap(([k, v]) => ['-H', `${k}: ${v}`]);
  const r = spawnSync(
    'wrk',
    ['-t', String(o.threads), '-c', String(o.connections), '-d', `${o.seconds}s`, '--latency', ...h, ...(o.script ? ['-s', o.script] : []), url],
    { encoding: 'utf8' },
  );
  if (r.status !== 0) throw new Error(`wrk failed: ${r.stderr}`);
  const cpu = o.pid === undefined ? NaN : cpuMicros(o.pid) - cpuBefore;
  const out = r.stdout;
  const non2xx = Number(out.match(/Non-2xx or 3xx responses:\s+(\d+)/)?.[1] ?? 0);
  const sock = out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  return {
    rps: Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1]),
    p50ms: toMs(out.match(/^\s+50%\s+(\S+)/m)?.[1] ?? ''),
    p99ms: toMs(out.match(/^\s+99%\s+(\S+)/m)?.[1] ?? ''),
    non2xx,
    errors: non2xx + (sock ? sock.slice(1).reduce((a, b) => a + Number(b), 0) : 0),
    cpuUs: cpu / Number(out.match(/(\d+) requests in/)?.[1]),
  };
}

/**
 * The first sentence of a script's header comment (its opening `/** … *\/`), on one line of at most
 * `width` characters: what `npm run bench -- --list` and `--help` say a benchmark measures.
 */
export function headerSummary(source: string, width = 110): string {
  const header = source.match(/^\s*\/\*\*([\s\S]*?)\*\//)?.[1];
  if (!header) return '';
  const lines = header.split('\n').map((l) => l.replace(/^\s*\*\s?/, '').trim());
  // The first paragraph, up to a blank line or a list.
  const paragraph = lines
    .slice(lines.findIndex((l) => l !== ''))
    .join('\n')
    .split(/\n\s*\n|\n- /)[0]!
    .replace(/\s+/g, ' ')
    .trim();
  // A sentence ends at a full stop before a space or the end, not at "e.g." or "vs.".
  const sentence = paragraph.match(/^.*?(?<!\be\.g|\bi\.e|\bvs)\.(?=\s|$)/)?.[0] ?? paragraph;
  if (sentence.length <= width) return sentence;
  // One character more than is kept: a word that ends just at the width stays whole.
  const cut = sentence.slice(0, width);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[\s,;:(]+$/, '')}…`;
}

/** One option of a benchmark's command line that takes a value. */
export interface OptionSpec {
  description: string;
  /** The value when the option is absent. A number makes the value a number. */
  default?: string | number;
  /** A number with no default: undefined when absent. */
  number?: true;
  /** Must be given (a usage error otherwise). */
  required?: true;
  /** May be given again: the values in order. */
  multiple?: true;
  /** One-letter form, e.g. `H` for `-H`. */
  short?: string;
  /** Placeholder for the value in the usage text (default `<value>`, `<n>` for numbers). */
  value?: string;
}

type OptionValue<S extends OptionSpec> = S extends { multiple: true }
  ? string[]
  : S extends { default: number }
    ? number
    : S extends { number: true }
      ? number | undefined
      : S extends { default: string } | { required: true }
        ? string
        : string | undefined;

export interface ArgsSpec<F extends string, O extends Record<string, OptionSpec>> {
  /** Switches: name → what it does. */
  flags?: Record<F, string>;
  options?: O;
  /** The positional arguments as the usage line shows them (e.g. `[N=2000000]`); none are taken without it. */
  positionals?: string;
}

export interface Args<F extends string, O extends Record<string, OptionSpec>> {
  values: { [K in F]: boolean } & { [K in keyof O]: OptionValue<O[K]> };
  positionals: string[];
}

/** `--help` (exit code 0) or a command line that does not parse (2): the message ends with the usage. */
export class UsageError extends Error {
  constructor(
    message: string,
    readonly exitCode: 0 | 2,
  ) {
    super(message);
    this.name = 'UsageError';
  }
}

/** The usage text of a script: its header's first sentence, its command line, its flags and options. */
function usage(script: string, spec: ArgsSpec<string, Record<string, OptionSpec>>, summary = ''): string {
  const rows: [string, string][] = [
    ...Object.entries(spec.flags ?? {}).map(([name, what]): [string, string] => [`--${name}`, what]),
    ...Object.entries(spec.options ?? {}).map(([name, o]): [string, string] => [
      `${o.short ? `-${o.short}, ` : ''}--${name} ${o.value ?? (o.number || typeof o.default === 'number' ? '<n>' : '<value>')}`,
      `${o.description}${o.default !== undefined && o.default !== '' ? ` (default ${o.default})` : ''}${o.required ? ' (required)' : ''}${o.multiple ? ' (repeatable)' : ''}`,
    ]),
    ['-h, --help', 'this text'],
  ];
  const width = Math.max(...rows.map(([left]) => left.length));
  return [
    ...(summary ? [summary, ''] : []),
    `usage: npx bun bench/${script}.ts [options]${spec.positionals ? ` ${spec.positionals}` : ''}`,
    '',
    ...rows.map(([left, right]) => `  ${left.padEnd(width)}  ${right}`),
  ].join('\n');
}

/**
 * A benchmark's command line read with node:util `parseArgs` (strict): flags as booleans, options
 * as strings or numbers with their defaults, and positionals when the spec names them. Throws a
 * UsageError on `--help`, an unknown flag, a missing value or a value that is not a number.
 */
export function readArgs<const F extends string = never, const O extends Record<string, OptionSpec> = Record<never, OptionSpec>>(
  spec: ArgsSpec<F, O>,
  argv: string[],
  script = 'script',
  summary = '',
): Args<F, O> {
  const text = () => usage(script, spec as ArgsSpec<string, Record<string, OptionSpec>>, summary);
  const flags = Object.keys(spec.flags ?? {});
  const options = Object.entries<OptionSpec>(spec.options ?? {});
  let parsed: ReturnType<typeof parseArgs>;
  try {
    parsed = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: spec.positionals !== undefined,
      options: {
        help: { type: 'boolean', short: 'h' },
        ...Object.fromEntries(flags.map((name) => [name, { type: 'boolean' as const }])),
        ...Object.fromEntries(
          options.map(([name, o]) => [name, { type: 'string' as const, multiple: o.multiple ?? false, ...(o.short ? { short: o.short } : {}) }]),
        ),
      },
    });
  } catch (err) {
    throw new UsageError(`${(err as Error).message}\n\n${text()}`, 2);
  }
  if (parsed.values.help) throw new UsageError(text(), 0);
  const values: Record<string, unknown> = {};
  for (const name of flags) values[name] = parsed.values[name] === true;
  for (const [name, o] of options) {
    if (o.required && parsed.values[name] === undefined) throw new UsageError(`--${name} is required\n\n${text()}`, 2);
    if (o.multiple) {
      values[name] = parsed.values[name] ?? [];
      continue;
    }
    const given = parsed.values[name] as string | undefined;
    if (o.number || typeof o.default === 'number') {
      const n = given === undefined ? o.default : Number(given);
      if (given !== undefined && (given.trim() === '' || !Number.isFinite(n))) throw new UsageError(`--${name} takes a number, not "${given}"\n\n${text()}`, 2);
      values[name] = n;
    } else values[name] = given ?? o.default;
  }
  return { values: values as Args<F, O>['values'], positionals: parsed.positionals };
}

/**
 * The running benchmark's command line (see readArgs). `--help` prints the usage and exits 0; an
 * unknown flag or a bad value prints the reason and the usage and exits 2.
 */
export function args<const F extends string = never, const O extends Record<string, OptionSpec> = Record<never, OptionSpec>>(
  spec: ArgsSpec<F, O>,
  argv = process.argv.slice(2),
): Args<F, O> {
  const script = process.argv[1] ?? '';
  try {
    return readArgs(spec, argv, basename(script, '.ts'), headerSummary(readFileSync(script, 'utf8'), Infinity));
  } catch (err) {
    if (!(err instanceof UsageError)) throw err;
    (err.exitCode === 0 ? console.log : console.error)(err.message);
    process.exit(err.exitCode);
  }
}
