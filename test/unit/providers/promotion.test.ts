import { PromotedFoods } from '../../../src/providers/food-data/promoted-foods';
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { openStore, type Store } from '../../../src/store/db';
import { PromotionStore } from '../../../src/providers/food-data/promotion-store';
import { BarcodeFallback } from '../../../src/providers/food-data/barcode-fallback';
import { gateProviderRecord } from '../../../src/providers/food-data/quality-gate';
import { createLogger } from '../../../src/logger';
import { parseBarcode } from '../../../src/domain/foods/barcode';
import { fixtureFood } from '../../fixtures/catalog';
import type { OffAdapter } from '../../../src/providers/food-data/openfoodfacts';
import { ProviderClient } from '../../../src/providers/net/http-client';
import { taxonomy } from '../foods/shared-taxonomy';
import { rejection } from '../../helpers/rejection';

let store: Store;
beforeAll(async () => {
  store = await openStore({ databaseUrl: process.env.DATABASE_URL || null, dataDir: null });
  taxonomy(); // built once from the shared data: slow the first time
}, 60_000);
afterAll(async () => {
  await store.exec(
    "delete from provider_records where provider = 'unit-test' or source_key like '99%'; delete from provider_misses where source_key like '99%'",
  );
  await store.close();
});

const product = (code: string) => ({
  code,
  product_name: 'Test soda',
  quantity: '330 ml',
  categories_tags: ['en:beverages'],
  nutriments: { 'energy-kcal_100g': 40, proteins_100g: 0, carbohydrates_100g: 10, fat_100g: 0 },
});

/** An OFF adapter that answers from a map and counts calls, without HTTP. */
function fakeOff(known: Record<string, unknown>): OffAdapter & { calls: number } {
  const a = {
    calls: 0,
    client: new ProviderClient({ name: 'openfoodfacts', limits: { perMinute: null, perHour: null } }),
    imageHosts: [],
    async productByBarcode(b: { key: string }) {
      a.calls++;
      const p = known[b.key];
      return p ? { found: true as const, raw: p as never, answer: p } : { found: false as const };
    },
  };
  return a;
}

const fallback = (off: OffAdapter | null) =>
  new BarcodeFallback({
    store: new PromotionStore(store.db),
    promoted: new PromotedFoods(),
    off,
    images: null,
    taxonomy,
    log: createLogger('silent'),
    missTtlMs: 86_400_000,
    timeoutMs: 2000,
    pollMs: 0,
  });

describe('promotion across instances', () => {
  test('a record promoted by one instance is served by another after its poll', async () => {
    const code = '9912345678909';
    const bc = parseBarcode(code);
    if (!bc.ok) throw bc.error;
    const offA = fakeOff({ [bc.barcode.key]: product(code) });
    const a = fallback(offA);
    const b = fallback(null);
    await a.start();
    await b.start();
    expect((await a.lookup(bc.barcode)).kind).toBe('hit');
    expect(b.promoted(code)).toBeNull();
    await a.idle(); // the store write follows the answer
    expect(await b.poll()).toBeGreaterThan(0);
    expect(b.promoted(code)?.name).toBe('Test soda');
    expect(await b.lookup(bc.barcode)).toMatchObject({ kind: 'hit', source: 'corpus' });
  });

  test('a miss recorded by one instance stops the other from asking', async () => {
    const code = '9912345678916';
    const bc = parseBarcode(code);
    if (!bc.ok) throw bc.error;
    const offA = fakeOff({});
    const offB = fakeOff({});
    const a = fallback(offA);
    expect((await a.lookup(bc.barcode)).kind).toBe('miss');
    await a.idle();
    const b = fallback(offB);
    await b.poll();
    expect((await b.lookup(bc.barcode)).kind).toBe('miss');
    expect([offA.calls, offB.calls]).toEqual([1, 0]);
  });

  test('concurrent asks for one barcode share one provider call', async () => {
    const code = '9912345678923';
    const bc = parseBarcode(code);
    if (!bc.ok) throw bc.error;
    const off = fakeOff({ [bc.barcode.key]: product(code) });
    const f = fallback(off);
    const all = await Promise.all(Array.from({ length: 16 }, () => f.lookup(bc.barcode)));
    expect(all.every((r) => r.kind === 'hit')).toBe(true);
    expect(off.calls).toBe(1);
  });

  test('private records never enter promotion', async () => {
    const mine = fixtureFood('88888888-8888-4888-8888-888888888888', 'My secret recipe', '100g', [100, 1, 20, 1], { dataset: 'private' });
    expect(String(await rejection(new PromotionStore(store.db).promote('unit-test', 'x', mine)))).toMatch(/private/);
  });
});

describe('quality gate for provider records', () => {
  const ok = fixtureFood('99999999-9999-4999-8999-999999999999', 'Soda', '100ml', [40, 0, 10, 0], {
    dataset: 'openfoodfacts',
    barcode: '4006381333931',
    confidence: 80,
    validity: 100,
  });
  test('passes a consistent record and keeps its validity', () => {
    expect(gateProviderRecord(ok)).toMatchObject({ ok: true });
  });
  test('refuses a bad check digit, missing macros, inconsistent energy, low confidence', () => {
    expect(gateProviderRecord({ ...ok, barcode: '4006381333932' })).toMatchObject({ ok: false, reason: 'invalid_barcode_check_digit' });
    expect(gateProviderRecord({ ...ok, fat_g: null })).toMatchObject({ ok: false, reason: 'missing_macros' });
    expect(gateProviderRecord({ ...ok, calories: 167 })).toMatchObject({ ok: false, reason: 'inconsistent_energy' });
    expect(gateProviderRecord({ ...ok, confidence: 30 })).toMatchObject({ ok: false, reason: 'low_confidence' });
    expect(gateProviderRecord({ ...ok, name: ' ' })).toMatchObject({ ok: false, reason: 'missing_name' });
  });
});
