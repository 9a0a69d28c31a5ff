/** Daily values, the carbohydrate definitions between tables, and NRF9.3 — worked by hand. */
import { describe, expect, test } from 'bun:test';
import { dailyValues } from '../../../src/domain/foods/daily-values';
import { amountIn, carbsConventionOf, commonConvention, factsOf, type CarbsConvention } from '../../../src/domain/foods/nutrition-facts';
import { nrf93 } from '../../../src/domain/foods/nutrient-density';
import { EU_REFERENCE_INTAKES, US_DAILY_VALUES } from '../../../src/domain/foods/reference-intakes';
import { nutrientByKey } from '../../../src/domain/foods/nutrients';

const facts = (values: Record<string, number>, carbs: CarbsConvention = 'as_given') =>
  factsOf(
    Object.entries(values).map(([key, amount]) => ({ key, name: key, amount, unit: nutrientByKey(key)?.unit ?? 'g' })),
    {},
    carbs,
  );

describe('reference tables', () => {
  test('every key is a nutrient of the table (or salt / added sugars) in the same unit', () => {
    for (const t of [US_DAILY_VALUES, EU_REFERENCE_INTAKES]) {
      for (const r of t.amounts)
        if (r.key !== 'salt' && r.key !== 'added_sugars') expect({ key: r.key, unit: nutrientByKey(r.key)?.unit }).toEqual({ key: r.key, unit: r.unit });
    }
  });
});

describe('carbohydrate, salt and energy as each system declares them', () => {
  test('total ↔ available carbohydrate through fibre; unknown without fibre or when the definitions are mixed', () => {
    expect(amountIn(facts({ carbs: 30, fiber: 5 }, 'total'), 'carbs', 'eu')).toBe(25);
    expect(amountIn(facts({ carbs: 25, fiber: 5 }, 'available'), 'carbs', 'us')).toBe(30);
    expect(amountIn(facts({ carbs: 30 }, 'total'), 'carbs', 'eu')).toBeNull();
    expect(amountIn(facts({ carbs: 30, fiber: 5 }, 'unknown'), 'carbs', 'us')).toBeNull();
    expect(amountIn(facts({ carbs: 30 }, 'total'), 'carbs', 'us')).toBe(30);
    expect(commonConvention(['total', 'total'])).toBe('total');
    expect(commonConvention(['total', 'available'])).toBe('unknown');
    expect(carbsConventionOf('ciqual')).toBe('available');
    expect(carbsConventionOf('usda-fndds')).toBe('total');
    expect(carbsConventionOf('openfoodfacts', ['en:france', 'en:germany'])).toBe('available');
    expect(carbsConventionOf('openfoodfacts', ['en:united-states'])).toBe('total');
    expect(carbsConventionOf('openfoodfacts', ['en:france', 'en:united-states'])).toBe('unknown');
  });

  test('salt is printed salt, else sodium × 2.5; energy converts at 4.184 kJ per kcal', () => {
    expect(amountIn(facts({ sodium: 400 }), 'salt', 'eu')).toBe(1);
    expect(amountIn(facts({ sodium: 400, salt: 0.9 }), 'salt', 'eu')).toBe(0.9);
    expect(amountIn(facts({ salt: 1.5 }), 'sodium', 'us')).toBe(600);
    expect(amountIn(facts({ calories: 100 }), 'energy_kj', 'eu')).toBeCloseTo(418.4, 9);
    expect(amountIn(facts({}), 'salt', 'eu')).toBeNull();
  });
});

describe('dailyValues', () => {
  test('percent of the reference amount to one decimal, per basis and per serving; unknown is null, zero is 0', () => {
    const dv = dailyValues('us', '100g', facts({ fat: 39, sodium: 0, calcium: 130 }), { description: '30 g', quantity: 30, unit: 'g', factor: 0.3 });
    const pct = (rows: typeof dv.nutrients, key: string) => rows.find((r) => r.key === key)!.percent;
    expect(pct(dv.nutrients, 'fat')).toBe(50); // 39/78
    expect(pct(dv.nutrients, 'sodium')).toBe(0);
    expect(pct(dv.nutrients, 'calcium')).toBe(10); // 130/1300
    expect(pct(dv.nutrients, 'iron')).toBeNull();
    expect(pct(dv.serving!.nutrients, 'fat')).toBe(15); // 11.7/78
    expect(dv.nutrients.map((r) => r.key)).toEqual(US_DAILY_VALUES.amounts.map((a) => a.key));
    const eu = dailyValues('eu', '100g', facts({ calories: 250, sugar: 45 }), null);
    expect(pct(eu.nutrients, 'energy_kj')).toBe(12.5); // 1046/8400
    expect(pct(eu.nutrients, 'sugar')).toBe(50); // 45/90
    expect(eu.serving).toBeNull();
  });
});

describe('NRF9.3', () => {
  const all = {
    calories: 200,
    protein: 10,
    fiber: 5,
    vitamin_a_rae: 90,
    vitamin_c: 9,
    vitamin_e: 1.5,
    calcium: 130,
    iron: 1.8,
    magnesium: 42,
    potassium: 470,
    saturated_fat: 2,
    added_sugars: 5,
    sodium: 230,
  };

  test('every input known: NR9 − LIM3 per 100 kcal, worked by hand', () => {
    // Per 100 kcal (× 0.5): protein 5/50 = 10 %, fibre 2.5/28 = 8.93 %, the other seven 5 % each → NR9 53.93;
    // saturated fat 1/20, added sugars 2.5/50, sodium 115/2300: 5 % each → LIM3 15; NRF9.3 38.93.
    expect(nrf93(facts(all))).toEqual({ index: 'NRF9.3', per: '100 kcal', score: 38.9, nr9: 53.9, lim3: 15, missing: [] });
  });

  test('each nutrient to encourage is capped at 100 % DV', () => {
    // 50 kcal with 90 mg vitamin C: 180 mg per 100 kcal = 200 % → 100; the rest 0.
    const zero = Object.fromEntries(Object.keys(all).map((k) => [k, 0]));
    expect(nrf93(facts({ ...zero, calories: 50, vitamin_c: 90 }))).toMatchObject({ score: 100, nr9: 100, lim3: 0 });
  });

  test('an unknown input: no score, the missing inputs listed; no energy: no score at all', () => {
    const { added_sugars: _a, ...withoutAdded } = all;
    expect(nrf93(facts(withoutAdded))).toMatchObject({ score: null, nr9: 53.9, lim3: null, missing: ['added_sugars'] });
    const { iron: _i, ...withoutIron } = all;
    expect(nrf93(facts(withoutIron))).toMatchObject({ score: null, nr9: null, lim3: 15, missing: ['iron'] });
    expect(nrf93(facts({ ...all, calories: 0 }))).toMatchObject({ score: null, reason: expect.stringContaining('no energy') });
  });
});
