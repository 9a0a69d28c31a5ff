import { describe, expect, it } from 'bun:test';
import type { CorpusManifest } from '../../../src/corpus/build';
import { searchDocsKey } from '../../../src/catalog/search-key';

const source = (name: string, key: string, built_at = '2026-11-29T10:00:00.000Z') =>
  ({ name, version: '1', key, built_at, files: [], build_ms: 1, imported: 1, excluded: {} }) as unknown as CorpusManifest['sources'][number];
const manifest = (over: Partial<CorpusManifest> = {}): CorpusManifest => ({
  built_at: '2026-11-29T10:00:00.000Z',
  data_dir: '/data',
  subset: false,
  sources: [source('usda-sr28', 'a'), source('cnf', 'b')],
  ...over,
});

describe('the key of what search documents are made from', () => {
  it('is the same for the same build, another for any rebuilt or changed part', () => {
    expect(searchDocsKey(manifest())).toBe(searchDocsKey(manifest()));
    expect(searchDocsKey(manifest({ built_at: '2026-11-29T11:00:00.000Z' }))).not.toBe(searchDocsKey(manifest()));
    expect(searchDocsKey(manifest({ sources: [source('usda-sr28', 'a'), source('cnf', 'c')] }))).not.toBe(searchDocsKey(manifest()));
    expect(searchDocsKey(manifest({ sources: [source('usda-sr28', 'a'), source('cnf', 'b', '2026-11-29T12:00:00.000Z')] }))).not.toBe(
      searchDocsKey(manifest()),
    );
    expect(searchDocsKey(manifest({ subset: true }))).not.toBe(searchDocsKey(manifest()));
    // Not where the data folder is: a moved folder serves the same documents.
    expect(searchDocsKey(manifest({ data_dir: '/elsewhere' }))).toBe(searchDocsKey(manifest()));
  });
});
