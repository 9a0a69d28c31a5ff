import { describe, expect, it } from 'bun:test';
import { createNameResolver } from '../../../src/domain/foods/name-resolver';
import type { NameSearch } from '../../../src/domain/foods/name-index';
import { lexicalNameIndex } from '../../../src/search/name-index';
import { fixtureFood } from '../../fixtures/catalog';

const kale = fixtureFood('88888888-8888-4888-8888-000000000001', 'Kale, raw', '100g', [49, 4.3, 8.8, 0.9], { aliases: ['kale'] });
const index = lexicalNameIndex([kale]);
const searchGiving = (score: number, match: number | undefined): NameSearch => ({
  search: async () => [{ food: kale, score, ...(match === undefined ? {} : { match }) }],
});

describe("the name resolver takes the search's match confidence", () => {
  it('a fallback hit the search itself would not answer is reported uncertain, with the closest food', async () => {
    const found = await createNameResolver(index, searchGiving(0.62, 0.2)).find('kale crisps zorblax');
    expect(found).toEqual({ food: null, closest: { name: 'Kale, raw', score: 0.62 } });
  });

  it('the same hit with a confident match resolves', async () => {
    const found = await createNameResolver(index, searchGiving(0.62, 0.82)).find('kale crisps zorblax');
    expect(found.food?.id).toBe(kale.id);
  });

  it('when the name finds nothing confident, the line\'s other names are searched ("zorblax (kale qqq)")', async () => {
    const byName: NameSearch = {
      search: async (name) => (name === 'kale qqq' ? [{ food: kale, score: 0.9, match: 0.95 }] : [{ food: kale, score: 0.3, match: 0.2 }]),
    };
    expect((await createNameResolver(index, byName).find('zorblax', { alternatives: ['kale qqq'] })).food?.id).toBe(kale.id);
    // The closest reported is the written name's.
    expect(await createNameResolver(index, byName).find('zorblax', { alternatives: ['quux'] })).toEqual({
      food: null,
      closest: { name: 'Kale, raw', score: 0.3 },
    });
  });

  it('a name of the food in another language resolves only when the search is confident, word for word', async () => {
    const omum = fixtureFood('88888888-8888-4888-8888-000000000002', 'Omum', '100g', [305, 17.1, 24.5, 21.8], {
      names: [{ lang: 'hi', text: 'Ajwain', source: 'ifct' }],
    });
    const giving = (confident: boolean): NameSearch => ({ search: async () => [{ food: omum, score: 0.91, match: confident ? 0.92 : 0.6 }] });
    const resolver = (confident: boolean) => createNameResolver(lexicalNameIndex([omum]), giving(confident));
    expect((await resolver(true).find('ajwain')).food?.id).toBe(omum.id);
    expect((await resolver(false).find('ajwain')).food).toBeNull();
    // Part of a local name is not the name ("ajwain seeds" may be another food).
    expect((await resolver(true).find('ajwain pickle')).food).toBeNull();
  });
});
