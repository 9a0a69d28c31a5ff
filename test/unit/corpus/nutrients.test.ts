import { expect, test } from 'bun:test';
import { readSr28Table, sr28Columns } from '../../../src/corpus/sr28-reader';
import {
  CORE_NUTRIENT_KEYS,
  EXPECTED_NUTRIENT_KEYS,
  MACRO_KEYS,
  NUTRIENTS,
  nutrientByKey,
  nutrientBySr28,
  sr28NumberOf,
} from '../../../src/domain/foods/nutrients';
import { SR28_DIR } from './shared-data';

test('every NUTR_DEF nutrient has exactly one canonical key with its unit and precision', async () => {
  const col = sr28Columns('NUTR_DEF');
  const seen = new Set<string>();
  for await (const r of readSr28Table(SR28_DIR, 'NUTR_DEF')) {
    const def = nutrientBySr28(r[col.Nutr_No]!);
    expect(def, `Nutr_No ${r[col.Nutr_No]} ${r[col.NutrDesc]}`).toBeDefined();
    expect(def!.unit).toBe(r[col.Units]!);
    expect(def!.decimals).toBe(Number(r[col.Num_Dec]));
    seen.add(def!.key);
  }
  expect(seen.size).toBe(150);
  expect(NUTRIENTS).toHaveLength(150);
});

test('keys are unique snake_case; SR28 numbers are unique', () => {
  expect(new Set(NUTRIENTS.map((d) => d.key)).size).toBe(NUTRIENTS.length);
  expect(new Set(NUTRIENTS.flatMap((d) => d.sr28)).size).toBe(NUTRIENTS.length);
  for (const d of NUTRIENTS) expect(d.key).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
});

test('fixed core keys map to their SR28 numbers and units', () => {
  const expected: [string, string, string][] = [
    ['calories', '208', 'kcal'],
    ['energy_kj', '268', 'kJ'],
    ['protein', '203', 'g'],
    ['fat', '204', 'g'],
    ['carbs', '205', 'g'],
    ['fiber', '291', 'g'],
    ['sugar', '269', 'g'],
    ['saturated_fat', '606', 'g'],
    ['monounsaturated_fat', '645', 'g'],
    ['polyunsaturated_fat', '646', 'g'],
    ['trans_fat', '605', 'g'],
    ['cholesterol', '601', 'mg'],
    ['sodium', '307', 'mg'],
    ['potassium', '306', 'mg'],
    ['calcium', '301', 'mg'],
    ['iron', '303', 'mg'],
    ['magnesium', '304', 'mg'],
    ['phosphorus', '305', 'mg'],
    ['zinc', '309', 'mg'],
    ['vitamin_c', '401', 'mg'],
    ['vitamin_a_iu', '318', 'IU'],
    ['vitamin_a_rae', '320', 'µg'],
    ['vitamin_d', '328', 'µg'],
    ['vitamin_d_iu', '324', 'IU'],
    ['vitamin_e', '323', 'mg'],
    ['vitamin_k', '430', 'µg'],
    ['thiamin', '404', 'mg'],
    ['riboflavin', '405', 'mg'],
    ['niacin', '406', 'mg'],
    ['vitamin_b6', '415', 'mg'],
    ['folate_dfe', '435', 'µg'],
    ['vitamin_b12', '418', 'µg'],
    ['caffeine', '262', 'mg'],
    ['alcohol', '221', 'g'],
    ['water', '255', 'g'],
  ];
  for (const [key, nr, unit] of expected) {
    expect(nutrientByKey(key)).toMatchObject({ key, unit, sr28: [nr] });
    expect(sr28NumberOf(key)).toBe(nr);
  }
  expect(CORE_NUTRIENT_KEYS).toHaveLength(expected.length);
  expect(nutrientBySr28('618')?.key).toBe('fa_18_2');
  expect(nutrientBySr28('501')?.key).toBe('tryptophan');
  expect(nutrientByKey('nope')).toBeUndefined();
  expect(sr28NumberOf('salt')).toBeNull();
  expect([...MACRO_KEYS]).toEqual(['calories', 'protein', 'carbs', 'fat']);
  // Alternate units and occasional constituents are not gaps.
  expect(EXPECTED_NUTRIENT_KEYS).not.toContain('vitamin_a_iu');
  expect(EXPECTED_NUTRIENT_KEYS).not.toContain('caffeine');
  expect(EXPECTED_NUTRIENT_KEYS).toContain('vitamin_d');
});
