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
});
