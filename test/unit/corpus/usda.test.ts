import { describe, expect, test } from 'bun:test';
import { resolve } from 'node:path';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assessGenericFood } from '../../../src/corpus/food-quality';
import { foodAliases } from '../../../src/corpus/food-aliases';
import { stableFoodId } from '../../../src/corpus/stable-id';
import { srFields, usdaSource, type UsdaPart } from '../../../src/corpus/usda-sr28';
import { buildCorpus } from '../../../src/corpus/build';
import { nutrientKey } from '../../../src/domain/nutrient-keys';
import { USDA_SUBSET } from '../../fixtures/usda-subset';

const DATA = process.env.MORSEL_SHARED_DATA ?? resolve(import.meta.dir, '../../../../shared/data');
const base = { alcohol_g: null, water_g: 50, ash_g: 1, factors: { protein: null, fat: null, carbs: null }, expectedPresent: 1, analyticalCoreShare: 1, dataPoints: 20, portionCount: 3 };

describe('quality gate', () => {
  test('consistent food passes with high validity and confidence', () => {
    const v = assessGenericFood({ ...base, calories: 200, protein_g: 10, carbs_g: 20, fat_g: 8.9 });
    expect(v).toMatchObject({ servable: true, reason: null });
    expect(v.validity).toBeGreaterThanOrEqual(95);
    expect(v.confidence).toBe(100);
  });
  test('missing calories or macros, inconsistent energy, mass over the basis are excluded by reason', () => {
    expect(assessGenericFood({ ...base, calories: null, protein_g: 1, carbs_g: 1, fat_g: 1 }).reason).toBe('missing_calories');
    expect(assessGenericFood({ ...base, calories: 100, protein_g: null, carbs_g: 1, fat_g: 1 }).reason).toBe('missing_macros');
    expect(assessGenericFood({ ...base, calories: 500, protein_g: 10, carbs_g: 20, fat_g: 5 }).reason).toBe('inconsistent_nutrition');
    expect(assessGenericFood({ ...base, water_g: 80, calories: 200, protein_g: 10, carbs_g: 20, fat_g: 8.9 }).reason).toBe('macros_exceed_basis');
  });
  test('a measured zero is not missing', () => {
    expect(assessGenericFood({ ...base, water_g: 0, ash_g: 0, calories: 0, protein_g: 0, carbs_g: 0, fat_g: 0 }).servable).toBe(true);
  });
});

test('ids are stable UUIDs per source and id', () => {
  expect(stableFoodId('usda-sr28', '01001')).toBe(stableFoodId('usda-sr28', '01001'));
  expect(stableFoodId('usda-sr28', '01001')).not.toBe(stableFoodId('openfoodfacts', '01001'));
  expect(stableFoodId('usda-sr28', '01001')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
});

test('aliases people type', () => {
  expect(foodAliases('Milk, reduced fat, fluid, 2% milkfat, with added vitamin A')).toEqual(expect.arrayContaining(['2% milk', 'reduced fat milk']));
  expect(foodAliases('Spices, pepper, black')).toContain('black pepper');
  expect(foodAliases('Chickpeas (garbanzo beans, bengal gram), mature seeds, raw')).toEqual(expect.arrayContaining(['chickpea', 'garbanzo beans']));
  expect(foodAliases('Eggplant, raw')).toContain('aubergine');
});

test('field parsing strips ~ quotes, keeps empty fields', () => {
  expect(srFields('~01001~^~203~^0.85^^~1~\r')).toEqual(['01001', '203', '0.85', '', '1']);
  expect(nutrientKey('318', 'Vitamin A, IU')).toBe('vitamin_a_iu');
  expect(nutrientKey('675', '18:2 n-6 c,c')).toBe('fa_18_2_n_6_c_c');
});

test('subset build from the real files: values at source precision, zeros kept, portions, manifest counts', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'usda-'));
  const { parts, manifest } = await buildCorpus({ dataDir: DATA, buildDir: dir, sources: [usdaSource as never], subset: { usda: USDA_SUBSET }, log: () => {} });
  const foods = (parts['usda-sr28'] as UsdaPart).foods;
  expect(foods.length).toBeGreaterThan(50);
  const butter = foods.find((f) => f.source_id === '01001')!;
  expect(butter).toMatchObject({ name: 'Butter, salted', nutrition_basis: '100g', calories: 717, fat_g: 81.11 });
  expect(butter.nutrients.find((n) => n.key === 'fiber')?.amount).toBe(0);
  expect(butter.portions.find((p) => p.measure === 'tbsp')?.grams).toBe(14.2);
  expect(butter.provenance.protein?.detail).toMatchObject({ data_points: 16, src_cd: '1' });
  expect(manifest.sources[0]!.imported).toBe(foods.length);
  expect(manifest.sources[0]!.files.every((f) => /^[0-9a-f]{64}$/.test(f.sha256))).toBe(true);
  // A second build with unchanged inputs reuses the part.
  const again = await buildCorpus({ dataDir: DATA, buildDir: dir, sources: [usdaSource as never], subset: { usda: USDA_SUBSET }, log: () => {} });
  expect(again.rebuilt).toEqual([]);
});
