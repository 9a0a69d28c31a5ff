/** The domain takes and returns plain values: no file under src/domain imports HTTP, storage, search, corpus, catalog, provider or product code. */
import { expect, test } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const SRC = resolve(import.meta.dir, '../../src');
const FORBIDDEN = ['http', 'store', 'search', 'corpus', 'catalog', 'providers', 'products'];

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

test('src/domain imports nothing from src/{http,store,search,corpus,catalog,providers,products}', () => {
  const domain = files(join(SRC, 'domain'));
  expect(domain.length).toBeGreaterThan(40);
  const offending: string[] = [];
  for (const file of domain) {
    // Static imports, re-exports and dynamic imports alike.
    for (const m of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
      const target = relative(SRC, resolve(dirname(file), m[1]!)).split('/')[0]!;
      if (FORBIDDEN.includes(target)) offending.push(`${relative(SRC, file)} → ${m[1]}`);
    }
  }
  expect(offending).toEqual([]);
});
