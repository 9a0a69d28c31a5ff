import { describe, expect, it } from 'bun:test';
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LexicalIndex } from '../../../src/search/lexical';
import { cachedLexicalIndex } from '../../../src/search/lexical-cache';
import { searchDocFromFood } from '../../../src/search/doc';
import { FOODS } from '../../fixtures/catalog';
import { fixtureFood } from '../../fixtures/catalog';

const docs = [
  ...Object.values(FOODS),
  fixtureFood('12121212-1212-4212-8212-000000000001', 'Broccoli, raw', '100g', [34, 2.8, 6.6, 0.4], {
    aliases: ['broccoli'],
    names: [{ lang: 'hi', text: 'Hari phool gobhi', source: 'ifct' }],
  }),
  fixtureFood('12121212-1212-4212-8212-000000000002', 'Peanuts, all types, raw', '100g', [567, 25.8, 16.1, 49.2], { aliases: ['peanuts', 'groundnuts'] }),
].map(searchDocFromFood);
const QUERIES = ['broccoli', 'brocoli', 'bro', 'milk', '2% milk', 'groundnut', 'hari phool gobhi', 'oj', 'apple pie', 'cereal test brand'];

describe('the lexical index opened from a snapshot', () => {
  it('answers every query, search and autocomplete, as the index it was taken from', () => {
    const built = new LexicalIndex(docs);
    const restored = new LexicalIndex(docs, built.snapshot());
    for (const q of QUERIES) {
      expect(restored.search(q, { limit: 10 })).toEqual(built.search(q, { limit: 10 }));
      expect(restored.autocomplete(q, 10)).toEqual(built.autocomplete(q, 10));
    }
  });

  it('refuses a snapshot of other documents, of another format or cut short', () => {
    const bytes = new LexicalIndex(docs).snapshot();
    expect(() => new LexicalIndex(docs.slice(1), bytes)).toThrow(/documents/);
    expect(() => new LexicalIndex(docs, bytes.subarray(0, bytes.length - 100))).toThrow(/truncated/);
    expect(() => new LexicalIndex(docs, bytes.subarray(0, 4))).toThrow(/truncated/);
  });

  it("is kept on disk by the documents' hash; a damaged file is replaced, with a warning", () => {
    const dir = mkdtempSync(join(tmpdir(), 'morsel-lexical-'));
    const warnings: string[] = [];
    cachedLexicalIndex(docs, dir, (m) => warnings.push(m));
    const [file] = readdirSync(dir);
    expect(file).toMatch(/^lexical-[0-9a-f]+\.bin$/);
    expect(cachedLexicalIndex(docs, dir, (m) => warnings.push(m)).search('broccoli')[0]!.id).toBe(docs[4]!.id);
    expect(warnings).toEqual([]);
    writeFileSync(join(dir, file!), 'not an index');
    expect(cachedLexicalIndex(docs, dir, (m) => warnings.push(m)).search('broccoli')[0]!.id).toBe(docs[4]!.id);
    expect(warnings[0]).toContain('unreadable');
    // Another corpus: a new file, the old one removed.
    cachedLexicalIndex(docs.slice(0, 3), dir);
    expect(readdirSync(dir).length).toBe(1);
    expect(readdirSync(dir)[0]).not.toBe(file);
  });

  it("is kept by the caller's key of what the documents were made from, when given", () => {
    const dir = mkdtempSync(join(tmpdir(), 'morsel-lexical-'));
    cachedLexicalIndex(docs, dir, undefined, 'build 1');
    const [first] = readdirSync(dir);
    cachedLexicalIndex(docs, dir, undefined, 'build 1');
    expect(readdirSync(dir)).toEqual([first!]);
    // The same documents under another key: indexed again, the old file removed.
    expect(cachedLexicalIndex(docs, dir, undefined, 'build 2').search('broccoli')[0]!.id).toBe(docs[4]!.id);
    expect(readdirSync(dir).length).toBe(1);
    expect(readdirSync(dir)[0]).not.toBe(first);
  });
});
