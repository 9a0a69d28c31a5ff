/**
 * Rooms with doors: every file under src sits in a room of the rank table below and imports only from a lower rank
 * or from its own room (type imports and dynamic imports included), and no import chain comes back to where it
 * started. The picture is ../shared/ARCHITECTURE.md; where the code settled otherwise, the reason is beside the row.
 */
import { expect, test } from 'bun:test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SRC = resolve(import.meta.dir, '../../src');

/**
 * Rank of each room (a folder or a single file under src); a file belongs to the longest key that
 * is itself or one of its folders. The picture's table, settled by the code; departures:
 * - the logger is src/logger.ts, not in http: catalog, products and providers log too;
 * - providers/config.ts sits at 0 and config.ts at 1: config.ts reads the provider settings with
 *   its own, so they sit below it (plain env parsing, no outside calls);
 * - scans (image scans: model calls, the memory of scans) gets a rank of its own between http and
 *   ops: it builds on http's services and errors, and the vision and scans operations call it;
 * - products/cli.ts is a command line, ranked with main: it builds the OFF taxonomy (corpus) for
 *   the product import;
 * - main.ts sits above runtime.ts, which it starts (tests start the runtime without main);
 * - admin holds only the admin command line; the account administration the admin operations and
 *   the CLI share is http/account-admin.ts, since the services bag carries it.
 */
const RANKS: Record<string, number> = {
  domain: 0,
  'logger.ts': 0,
  'providers/config.ts': 0,
  'config.ts': 1,
  render: 1,
  search: 1,
  store: 1,
  'providers/net': 1,
  products: 2,
  corpus: 3,
  providers: 3,
  catalog: 4,
  http: 5,
  scans: 6,
  ops: 7,
  mcp: 8,
  admin: 8,
  'runtime.ts': 9,
  'main.ts': 10,
  'products/cli.ts': 9,
};

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** The room a file belongs to: the longest key of RANKS that is the file or one of its folders. */
function room(file: string): string | undefined {
  let best: string | undefined;
  for (const key of Object.keys(RANKS)) {
    if ((file === key || file.startsWith(`${key}/`)) && (best === undefined || key.length > best.length)) best = key;
  }
  return best;
}

/** Relative imports of one file, comments removed: `import … from`, `import type`, `export … from`, bare `import '…'`, `import('…')`. */
function importsOf(source: string): string[] {
  // Comments that open a line only: a `/*` inside a string ('image/*') must not swallow code.
  const code = source.replace(/^\s*\/\*[\s\S]*?\*\//gm, '').replace(/^\s*\/\/.*$/gm, '');
  return [...code.matchAll(/(?:^|[^\w.$])(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]!);
}

function resolveImport(from: string, spec: string): string {
  const base = resolve(dirname(join(SRC, from)), spec);
  for (const candidate of [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, join(base, 'index.ts')]) {
    if (candidate.endsWith('.ts') && existsSync(candidate)) return relative(SRC, candidate);
  }
  throw new Error(`${from}: cannot resolve ${spec}`);
}

const all = files(SRC)
  .map((f) => relative(SRC, f))
  .sort();
const edges = new Map(all.map((f) => [f, [...new Set(importsOf(readFileSync(join(SRC, f), 'utf8')).map((s) => resolveImport(f, s)))]]));

test('the import reader sees type-only, re-exported, multi-line and dynamic imports, and no commented ones', () => {
  const sample = [
    "import type { A } from './a';",
    "import { type B, C } from '../b';",
    'import {\n  D,\n  E,\n} from "./d";',
    "export { F } from './f';",
    "export * from './g';",
    "import './h';",
    "const i = await import('./i');",
    "// import { J } from './j';",
    "/** import { K } from './k'; */",
    "const media = 'image/*';",
    "import { L } from './l';",
  ].join('\n');
  expect(importsOf(sample)).toEqual(['./a', '../b', './d', './f', './g', './h', './i', './l']);
});

test('the import reader finds every relative import Bun finds (Bun leaves out type-only ones)', () => {
  const bun = new Bun.Transpiler({ loader: 'ts' });
  const missed: string[] = [];
  for (const f of all) {
    const source = readFileSync(join(SRC, f), 'utf8');
    const ours = new Set(importsOf(source));
    for (const i of bun.scanImports(source)) if (i.path.startsWith('.') && !ours.has(i.path)) missed.push(`${f}: ${i.path}`);
  }
  expect(missed).toEqual([]);
});

test('every file under src sits in a ranked room', () => {
  expect(all.length).toBeGreaterThan(200);
  expect(all.filter((f) => room(f) === undefined)).toEqual([]);
});

test('no import climbs: a file imports from a lower rank or its own room', () => {
  const climbs: string[] = [];
  for (const [from, targets] of edges) {
    const fromRoom = room(from)!;
    for (const to of targets) {
      const toRoom = room(to)!;
      if (fromRoom !== toRoom && RANKS[toRoom]! >= RANKS[fromRoom]!) climbs.push(`${from} → ${to}`);
    }
  }
  expect(
    climbs.map(
      (c) =>
        `${c} (${c
          .split(' → ')
          .map((f) => `${room(f)} ${RANKS[room(f)!]}`)
          .join(' → ')})`,
    ),
  ).toEqual([]);
});

test('no import cycle among files', () => {
  // Tarjan's strongly connected components: every component of more than one file is a cycle.
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string): void => {
    index.set(v, next);
    low.set(v, next++);
    stack.push(v);
    onStack.add(v);
    for (const w of edges.get(v)!) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const f of all) if (!index.has(f)) visit(f);
  const inCycle = (component: string[]) =>
    component.flatMap((f) =>
      edges
        .get(f)!
        .filter((t) => component.includes(t))
        .map((t) => `${f} → ${t}`),
    );
  expect(cycles.map(inCycle)).toEqual([]);
});
