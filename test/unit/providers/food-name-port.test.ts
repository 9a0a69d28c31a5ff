/**
 * The food-name port: the name fallback works with any adapter implementing FoodNameProvider.
 * A second provider here is a few lines in this file (answers from a map), with a store that
 * records the writes: what passes the gate is promoted under the provider's own name, what does
 * not is quarantined with its reason, a name answering nothing is not asked again, and a provider
 * failure is `unavailable` with its reason.
 */
import { describe, expect, test } from 'bun:test';
import { createLogger } from '../../../src/logger';
import { FoodNameFallback } from '../../../src/providers/food-data/food-name-fallback';
import type { FoodNameProvider, ProviderFood } from '../../../src/providers/food-data/food-name-provider';
import { ProviderError } from '../../../src/providers/net/http-client';
import { MissCache } from '../../../src/providers/food-data/miss-cache';
import { PromotedFoods } from '../../../src/providers/food-data/promoted-foods';
import type { PromotionStore } from '../../../src/providers/food-data/promotion-store';
import { fixtureFood } from '../../fixtures/catalog';

const good = fixtureFood('77777777-7777-4777-8777-777777777777', 'Teff flour', '100g', [366, 12, 73, 2], { dataset: 'ciqual', confidence: 80, validity: 100 });
const incoherent = { ...good, id: '77777777-7777-4777-8777-777777777778', name: 'Teff flour, odd', calories: 40 };

/** A second food-name provider: its answers from a map, counting the asks. */
function mapProvider(answers: Record<string, ProviderFood[]>): FoodNameProvider & { asked: string[] } {
  const asked: string[] = [];
  return {
    name: 'unit-test',
    asked,
    async searchByName(query) {
      asked.push(query);
      if (query === 'down') throw new ProviderError('unit-test', 'timeout', 'no answer within 10 ms');
      return answers[query] ?? [];
    },
    async detail() {
      return null;
    },
  };
}

function fallbackWith(provider: FoodNameProvider | null) {
  const writes: string[] = [];
  const store = {
    promote: async (p: string, key: string) => void writes.push(`promote ${p} ${key}`),
    quarantine: async (p: string, e: { sourceKey: string; reason: string }) => void writes.push(`quarantine ${p} ${e.sourceKey} ${e.reason}`),
    recordMiss: async (p: string, key: string) => void writes.push(`miss ${p} ${key}`),
  } as unknown as PromotionStore;
  const promoted = new PromotedFoods();
  const names = new FoodNameFallback({
    provider,
    promoted,
    store,
    misses: new MissCache(store, 60_000, () => {}),
    log: createLogger('silent'),
    timeoutMs: 1_000,
    live: false,
    track: () => {},
  });
  return { names, writes, promoted };
}

describe('food-name port', () => {
  test('a second provider needs no edits to the fallback: gated, promoted or quarantined under its own name', async () => {
    const provider = mapProvider({
      teff: [
        { sourceKey: 't1', mapped: { record: good }, raw: {} },
        { sourceKey: 't2', mapped: { record: incoherent }, raw: {} },
        { sourceKey: 't3', mapped: { excluded: 'missing_name' }, raw: {} },
      ],
    });
    const { names, writes, promoted } = fallbackWith(provider);
    expect(names.enabled).toBe(true);
    expect(await names.ask('teff')).toEqual({ kind: 'asked', ids: [good.id] });
    expect(writes).toEqual(['promote unit-test t1', 'quarantine unit-test t2 inconsistent_energy', 'quarantine unit-test t3 missing_name']);
    expect(promoted.search('teff flour', 1)[0]?.food.id).toBe(good.id);
  });

  test('a name answering nothing is remembered and not asked again; a failure is unavailable with its reason', async () => {
    const provider = mapProvider({});
    const { names, writes } = fallbackWith(provider);
    expect(await names.ask('nothing')).toEqual({ kind: 'miss' });
    expect(await names.ask('nothing')).toEqual({ kind: 'miss' });
    expect(provider.asked).toEqual(['nothing']);
    expect(writes).toEqual(['miss unit-test q:nothing']);
    expect(await names.ask('down')).toEqual({ kind: 'unavailable', reason: 'timeout' });
  });

  test('no provider configured: every ask is a miss', async () => {
    const { names } = fallbackWith(null);
    expect(names.enabled).toBe(false);
    expect(await names.ask('teff')).toEqual({ kind: 'miss' });
  });
});
