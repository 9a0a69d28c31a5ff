import { describe, expect, it } from 'bun:test';
import type { FoodRecord } from '../../../src/domain/foods/food';
import { addSemantic, createFoodSearch } from '../../../src/search/build';
import type { Embedder } from '../../../src/search/embedder';
import { FoodSearch, SemanticUnavailableError } from '../../../src/search/hybrid';
import { LexicalIndex } from '../../../src/search/lexical';
import { SemanticIndex } from '../../../src/search/semantic';
import { DOCS } from './fixtures';
import type { SearchDoc } from '../../../src/search/doc';

const lexical = new LexicalIndex(DOCS);

/** A test double: 3-d vectors from a few words, so similarities are known. */
class KeywordEmbedder implements Embedder {
  readonly model = 'keyword-test';
  readonly dims = 3;
  failing = false;
  calls = 0;
  async embed(texts: string[]): Promise<Float32Array[]> {
    this.calls++;
    if (this.failing) throw new Error('encoder crashed');
    return texts.map((t) => {
      const s = t.toLowerCase();
      // The third part tells texts apart: an HNSW graph built over equal vectors may prune the edges between them and miss some.
      const v = Float32Array.from([/nut|almond|pecan|walnut|cashew/.test(s) ? 1 : 0, /milk|dairy|yogurt/.test(s) ? 1 : 0, 0.05 + (s.length % 7) * 0.002]);
      const n = Math.hypot(...v);
      return v.map((x) => x / n);
    });
  }
}

describe('FoodSearch without an encoder', () => {
  const search = new FoodSearch(DOCS, lexical, null);

  it('serves hybrid requests lexically and says semantic is unavailable', async () => {
    const res = await search.search('apple', { mode: 'hybrid', limit: 3 });
    expect(res.semantic_available).toBe(false);
    expect(res.model).toBeNull();
    expect(res.hits[0]?.id).toBe('apple-raw');
    expect(res.hits.length).toBe(3);
  });

  it('refuses semantic-only requests with SemanticUnavailableError', async () => {
    await expect(search.search('apple', { mode: 'semantic' })).rejects.toBeInstanceOf(SemanticUnavailableError);
  });

  it('answers lexical requests', async () => {
    const res = await search.search('whole milk', { mode: 'lexical', limit: 1 });
    expect(res.hits).toEqual([
      { id: 'milk-whole', score: expect.any(Number), match: expect.objectContaining({ method: expect.any(String), score: expect.any(Number) }) },
    ]);
  });

  it('autocompletes with distinct names', () => {
    const s = search.autocomplete('alm', 5);
    expect(s[0]).toMatchObject({ id: 'almonds', name: 'Nuts, almonds' });
    expect(new Set(s.map((x) => x.name.toLowerCase())).size).toBe(s.length);
  });
});

describe('FoodSearch with an encoder', async () => {
  const embedder = new KeywordEmbedder();
  const semantic = await SemanticIndex.build(embedder, DOCS);
  const search = new FoodSearch(DOCS, lexical, semantic);

  it('indexes generic foods only', () => {
    const products = DOCS.map((d, i) => [d, i] as const)
      .filter(([d]) => d.kind === 'product')
      .map(([, i]) => i);
    for (const key of products) expect(semantic.similarity(new Float32Array([1, 0, 0]), key)).toBeNull();
  });

  it('returns semantic hits from generic foods with the model name', async () => {
    const res = await search.search('tree nuts', { mode: 'semantic', limit: 4 });
    expect(res.semantic_available).toBe(true);
    expect(res.model).toBe('keyword-test');
    // The nut vectors are all but equal here, so any four of the six nuts may come first.
    const nuts = ['almonds', 'walnuts', 'pecans', 'cashews', 'coconut', 'hazelnuts'];
    expect(res.hits.length).toBe(4);
    for (const h of res.hits) expect(nuts).toContain(h.id);
  });

  it('lets the encoder lead when no generic food has every query word', async () => {
    // "tree nuts": no name has "tree"; the nut vectors are closest.
    const res = await search.search('tree nuts', { limit: 3 });
    expect(['almonds', 'walnuts', 'pecans', 'cashews', 'coconut', 'hazelnuts']).toContain(res.hits[0]!.id);
  });

  it('keeps exact name and alias matches on top', async () => {
    const res = await search.search('whole milk', { limit: 5 });
    expect(res.hits[0]?.id).toBe('milk-whole');
    for (let i = 1; i < res.hits.length; i++) expect(res.hits[i]!.score).toBeLessThanOrEqual(res.hits[i - 1]!.score);
  });

  it('does not call the encoder when the words found a generic food and its weight there is 0', async () => {
    const before = embedder.calls;
    const res = await search.search('milk', { limit: 2 });
    expect(res.semantic_available).toBe(true);
    expect(res.hits[0]?.id).toBe('milk-whole');
    expect(embedder.calls).toBe(before);
  });

  it('caches query vectors', async () => {
    const before = embedder.calls;
    await search.search('pecans please', { limit: 3 });
    await search.search('Pecans, please!', { limit: 3 });
    expect(embedder.calls).toBe(before + 1);
  });

  it('falls back to lexical when the encoder fails at query time', async () => {
    embedder.failing = true;
    try {
      const res = await search.search('bananas', { limit: 2 });
      expect(res.semantic_available).toBe(false);
      expect(res.hits[0]?.id).toBe('banana-raw');
      await expect(search.search('bananas', { mode: 'semantic' })).rejects.toBeInstanceOf(SemanticUnavailableError);
    } finally {
      embedder.failing = false;
    }
  });
});

describe('createFoodSearch / addSemantic', () => {
  const record = (id: string, dataset: FoodRecord['dataset'], name: string, extra: Partial<FoodRecord> = {}): FoodRecord => ({
    id,
    dataset,
    source_id: id,
    name,
    aliases: [],
    group: null,
    nutrition_basis: '100g',
    calories: null,
    protein_g: null,
    carbs_g: null,
    fat_g: null,
    nutrients: [],
    estimated_nutrients: [],
    unknown_keys: [],
    unresolved_keys: [],
    provenance: {},
    portions: [],
    confidence: 50,
    validity: 50,
    ...extra,
  });
  const foods = [
    record('a', 'usda-sr28', 'Nuts, almonds', { aliases: ['almonds'], extra: { survey: true } }),
    record('b', 'usda-sr28', 'Milk, whole, 3.25% milkfat', { aliases: ['whole milk'] }),
    record('p', 'openfoodfacts', 'Almond Drink', { brand: 'Acme', barcode: '0000000000017' }),
  ];

  it('starts lexical-only, then switches to hybrid with the same lexical index', async () => {
    const lexicalOnly = createFoodSearch(foods);
    expect(lexicalOnly.semanticAvailable).toBe(false);
    expect((await lexicalOnly.search('acme almond drink')).hits[0]?.id).toBe('p');
    const hybrid = await addSemantic(lexicalOnly, new KeywordEmbedder());
    const res = await hybrid.search('almonds', { limit: 2 });
    expect(res).toMatchObject({ semantic_available: true, model: 'keyword-test' });
    expect(res.hits[0]?.id).toBe('a');
    // Semantic covers generic foods only.
    const sem = await hybrid.search('almond drink', { mode: 'semantic', limit: 5 });
    expect(sem.hits.map((h) => h.id)).not.toContain('p');
  });

  it('answers a product named with its brand from the words, not from the encoder', async () => {
    const embedder = new KeywordEmbedder();
    const hybrid = await addSemantic(createFoodSearch(foods), embedder);
    const before = embedder.calls;
    const res = await hybrid.search('Acme Almond Drink', { limit: 2 });
    expect(res.hits[0]?.id).toBe('p');
    expect(embedder.calls).toBe(before);
    expect((await hybrid.search('almond drink', { limit: 2 })).hits[0]?.id).not.toBe('p');
  });
});

describe('FoodSearch autocomplete order', () => {
  const docs: SearchDoc[] = [
    { id: 'apples', name: 'Apples, raw, with skin', aliases: ['apples'], kind: 'generic', group: 'Fruits', commonness: 0.5 },
    { id: 'apricots', name: 'Apricots, raw', aliases: [], kind: 'generic', group: 'Fruits', commonness: 0.9, names: [{ lang: 'fi', text: 'Appi' }] },
    { id: 'tea', name: 'Tea, brewed', aliases: [], kind: 'generic', group: 'Beverages', commonness: 0.9, names: [{ lang: 'hi', text: 'चाय' }] },
  ];
  const search = new FoodSearch(docs, new LexicalIndex(docs), null);

  it('puts names that complete what was typed in English before such names in other languages', () => {
    expect(search.autocomplete('app', 5).map((s) => s.name)).toEqual(['apples', 'Appi']);
  });

  it('keeps scores in the order it gives, so a merge by score keeps it', () => {
    const scores = search.autocomplete('app', 5).map((s) => s.score);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('keeps a name met in another language when it alone completes the typing', () => {
    expect(search.autocomplete('appi', 5).map((s) => s.name)).toEqual(['Appi']);
  });
});
