/** Store products merged into the search's list: a product the query names goes first, confident only with its brand. */
import { describe, expect, it } from 'bun:test';
import { mergeWithProducts } from '../../../src/products/merge';

describe('mergeWithProducts', () => {
  it('a product named exactly as a query that does not name its brand is an answer, not a confident one', () => {
    const [bare] = mergeWithProducts('skyr', [], [{ id: 'p', name: 'Skyr', brand: 'Danone', score: 1 }], 5);
    expect(bare!.id).toBe('p');
    expect(bare!.match!.score).toBeGreaterThanOrEqual(0.3);
    expect(bare!.match!.score).toBeLessThan(0.8);
    const [branded] = mergeWithProducts('danone skyr', [], [{ id: 'p', name: 'Skyr', brand: 'Danone', score: 1 }], 5);
    expect(branded!.match!.score).toBeGreaterThanOrEqual(0.8);
  });

  it('a product asked by its brand alone, its name saying more, is an answer, not a confident one, after a generic food named exactly', () => {
    const product = { id: 'p', name: 'Marmite Original Yeast Extract 250G', brand: 'Marmite', score: 0.8 };
    const [alone] = mergeWithProducts('marmite', [], [product], 5);
    expect(alone!.id).toBe('p');
    expect(alone!.match!.score).toBeGreaterThanOrEqual(0.3);
    expect(alone!.match!.score).toBeLessThan(0.8);
    const generic = { id: 'g', score: 0.97, kind: 'generic' as const, match: { method: 'alias' as const, score: 0.95 } };
    expect(mergeWithProducts('marmite', [generic], [product], 5)[0]!.id).toBe('g');
    // With more of its name, the query names the product.
    const [more] = mergeWithProducts('marmite original', [generic], [product], 5);
    expect(more!.id).toBe('p');
    expect(more!.match!.score).toBeGreaterThanOrEqual(0.8);
  });

  it("a generic food the tables give the brand as a name, though met below the exact band, comes before the brand's product", () => {
    const product = { id: 'p', name: 'Marmite Original Pate A Tartiner 125G', brand: 'Marmite', score: 0.8 };
    // CNF's "Yeast extract spread" says "Marmite" as a stand-in: matched, never confidently (band C).
    const spread = { id: 'g', score: 0.7, kind: 'generic' as const, match: { method: 'alias' as const, score: 0.685, text: 'Marmite' } };
    expect(mergeWithProducts('marmite', [spread], [product], 5)[0]!.id).toBe('g');
    // A generic food that only holds the query's words is no such name: the product the brand names goes first.
    const other = { id: 'o', score: 0.7, kind: 'generic' as const, match: { method: 'lexical' as const, score: 0.68, text: 'marmite spread' } };
    expect(mergeWithProducts('marmite', [other], [product], 5)[0]!.id).toBe('p');
  });
});
