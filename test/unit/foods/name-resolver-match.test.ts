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

  it('a local name that names one of several foods alike resolves to the one the search gives, though not confidently', async () => {
    const canned = fixtureFood('88888888-8888-4888-8888-000000000003', 'Nuts, coconut milk, canned', '100g', [197, 2, 2.8, 21], {
      names: [{ lang: 'id', text: 'santan', source: 'morsel-lexicon', oneOfMany: true }],
    });
    const giving = (oneOfMany: boolean): NameSearch => ({
      search: async () => [{ food: canned, score: 0.91, match: 0.75, ...(oneOfMany ? { oneOfMany: true as const } : {}) }],
    });
    const resolver = (oneOfMany: boolean) => createNameResolver(lexicalNameIndex([canned]), giving(oneOfMany));
    expect((await resolver(true).find('santan')).food?.id).toBe(canned.id);
    // The same score for any other reason is no answer.
    expect((await resolver(false).find('santan')).food).toBeNull();
  });
});

describe('a Japanese or Korean name the rules and search do not find', () => {
  const salted = fixtureFood('88888888-8888-4888-8888-000000000011', 'Butter, salted', '100g', [717, 0.9, 0.1, 81], { aliases: ['butter', 'salted butter'] });
  const unsalted = fixtureFood('88888888-8888-4888-8888-000000000012', 'Butter, without salt', '100g', [717, 0.9, 0.1, 81], { aliases: ['unsalted butter'] });
  const farmed = fixtureFood('88888888-8888-4888-8888-000000000013', 'Fish, salmon, Atlantic, farmed, raw', '100g', [208, 20, 0, 13], { aliases: ['salmon'] });
  const sockeye = fixtureFood('88888888-8888-4888-8888-000000000014', 'Fish, salmon, sockeye, raw', '100g', [131, 22, 0, 4.7], {
    names: [{ lang: 'ja', text: '生ざけ', source: 'morsel-lexicon' }],
  });
  const index = lexicalNameIndex([salted, unsalted, farmed, sockeye]);
  const nothing: NameSearch = { search: async () => [] };

  it('is read by its English name, the qualifier before a listed name included ("有塩バター" salted butter)', async () => {
    expect((await createNameResolver(index, nothing).find('有塩バター')).food?.id).toBe(salted.id);
    expect((await createNameResolver(index, nothing).find('無塩バター')).food?.id).toBe(unsalted.id);
    expect((await createNameResolver(index).find('무염버터')).food?.id).toBe(unsalted.id);
    expect((await createNameResolver(index, nothing).find('生ざけ')).food?.id).toBe(farmed.id);
  });

  it("comes after a confident search, which meets the lexicon's own food first", async () => {
    const search: NameSearch = { search: async (q) => (q === '生ざけ' ? [{ food: sockeye, score: 0.95, match: 0.95 }] : []) };
    expect((await createNameResolver(index, search).find('生ざけ')).food?.id).toBe(sockeye.id);
  });
});

describe('the name resolver remembers a bounded number of names', () => {
  it('answers again from the index a name pushed out by newer ones, the same food', () => {
    let asked = 0;
    const counting = new Proxy(index, {
      get: (target, key, receiver) => {
        const v = Reflect.get(target, key, receiver);
        return typeof v === 'function' ? (...a: unknown[]) => (asked++, v.apply(target, a)) : v;
      },
    });
    const resolver = createNameResolver(counting, undefined, 2);
    const first = resolver.resolveFood('kale')?.food.id;
    const askedOnce = asked;
    expect(resolver.resolveFood('kale')?.food.id).toBe(first);
    expect(asked).toBe(askedOnce); // remembered
    resolver.resolveFood('raw kale');
    resolver.resolveFood('kale leaves');
    const before = asked;
    expect(resolver.resolveFood('kale')?.food.id).toBe(first);
    expect(asked).toBeGreaterThan(before); // forgotten: two newer names filled the memory
  });
});
