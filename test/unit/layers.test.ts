/**
 * Rooms with doors: every file under src sits in a layer of the rank table below and imports only from a lower rank
 * or from its own folder (type imports and dynamic imports included), and no import chain comes back to where it
 * started. The picture is ../shared/ARCHITECTURE.md; where the code settled otherwise, the reason is beside the row.
 */
import { expect, test } from 'bun:test';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SRC = resolve(import.meta.dir, '../../src');

/** Rank of each room (a folder or a file under src); the longest matching prefix wins. */
const RANKS: Record<string, number> = {
  domain: 0,
  'config.ts': 0,
  render: 1,
  search: 1,
  store: 1,
  'providers/net': 1,
  products: 2,
  corpus: 3,
  providers: 3,
  catalog: 4,
  http: 5,
  ops: 6,
  mcp: 7,
  admin: 7,
  'runtime.ts': 8,
  'main.ts': 8,
};

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
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
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  return [...code.matchAll(/(?:^|[^\w.$])(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)].map((m) => m[1]!);
}

function resolveImport(from: string, spec: string): string {
  const base = resolve(dirname(join(SRC, from)), spec);
  for (const candidate of [base, base.replace(/\.js$/, '.ts'), `${base}.ts`, join(base, 'index.ts')]) {
    if (candidate.endsWith('.ts') && existsSync(candidate)) return relative(SRC, candidate);
  }
  throw new Error(`${from}: cannot resolve ${spec}`);
}

const all = files(SRC).map((f) => relative(SRC, f)).sort();
const edges = new Map(all.map((f) => [f, [...new Set(importsOf(readFileSync(join(SRC, f), 'utf8')).map((s) => resolveImport(f, s)))]]));

test('every file under src sits in a ranked room', () => {
  expect(all.length).toBeGreaterThan(200);
  expect(all.filter((f) => room(f) === undefined)).toEqual([]);
});

test('no import climbs: a file imports from a lower rank or its own folder', () => {
  const climbs: string[] = [];
  for (const [from, targets] of edges) {
    const fromRoom = room(from)!;
    for (const to of targets) {
      const toRoom = room(to)!;
      if (dirname(from) === dirname(to) || fromRoom === toRoom) continue;
      if (RANKS[toRoom]! >= RANKS[fromRoom]!) climbs.push(`${from} (${fromRoom} ${RANKS[fromRoom]}) → ${to} (${toRoom} ${RANKS[toRoom]})`);
    }
  }
  expect(climbs).toEqual([]);
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
  const inCycle = (component: string[]) => component.flatMap((f) => edges.get(f)!.filter((t) => component.includes(t)).map((t) => `${f} → ${t}`));
  expect(cycles.map(inCycle)).toEqual([]);
});
