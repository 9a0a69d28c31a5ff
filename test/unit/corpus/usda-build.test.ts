import { beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildCorpus, loadCorpusParts, type BuildResult } from '../../../src/corpus/build';
import { foodId } from '../../../src/domain/foods/ids';
import type { CorpusSource } from '../../../src/corpus/source';
import { usdaSource, type UsdaExtra, type UsdaPart } from '../../../src/corpus/usda-import';
import type { FoodRecord } from '../../../src/domain/foods/food';
import { EXPECTED_NUTRIENT_KEYS } from '../../../src/domain/foods/nutrients';
import { USDA_SUBSET } from '../../fixtures/usda-subset';
import { DATA_DIR } from './shared-data';

// Two foods whose stated energy the macros cannot explain: a sugarless gum (polyols not reported)
// and a stevia powder listed at 0 kcal with 100 g carbohydrate.
const INCONSISTENT = ['43060', '19918'];
const subset = new Set([...USDA_SUBSET, ...INCONSISTENT]);
const sources = [usdaSource as CorpusSource<unknown>];
const buildDir = mkdtempSync(join(tmpdir(), 'morsel-usda-'));
let first: BuildResult;
let foods: FoodRecord[];
const byNdb = (ndb: string) => foods.find((f) => f.source_id === ndb)!;

beforeAll(async () => {
  first = await buildCorpus({ dataDir: DATA_DIR, buildDir, sources, subset: { usda: subset }, log: () => {} });
  foods = (first.parts['usda-sr28'] as UsdaPart).foods;
}, 120_000); // reads the real SR28 files: slow on a loaded 2-core host

describe('subset build from the real SR28 files', () => {
  test('every subset food is imported or excluded under one reason, counted in the manifest', () => {
    const entry = first.manifest.sources[0]!;
    expect(first.rebuilt).toBe(true);
    expect(entry.imported).toBe(foods.length);
    expect(entry.imported + Object.values(entry.excluded).reduce((a, b) => a + b, 0)).toBe(subset.size);
    expect(entry.excluded.inconsistent_energy).toBe(INCONSISTENT.length);
    expect((first.parts['usda-sr28'] as UsdaPart).excluded.map((e) => e.ndb).sort()).toEqual([...INCONSISTENT].sort());
    expect(foods.length).toBeGreaterThan(300);
    expect(entry.files.map((f) => f.path)).toContain('usda/sr28/NUT_DATA.txt.gz');
    expect(entry.files.every((f) => /^[0-9a-f]{64}$/.test(f.sha256) && f.bytes > 0)).toBe(true);
  });

  test('a known food: values at source precision, printed zeros kept, portions, provenance', () => {
    const butter = byNdb('01001');
    expect(butter).toMatchObject({
      id: foodId('usda-sr28', '01001'),
      name: 'Butter, salted',
      group: 'Dairy and Egg Products',
      nutrition_basis: '100g',
      calories: 717,
      protein_g: 0.85,
      carbs_g: 0.06,
      fat_g: 81.11,
    });
    const value = (key: string) => butter.nutrients.find((n) => n.key === key);
    expect(value('fiber')).toEqual({ key: 'fiber', name: 'Fiber, total dietary', amount: 0, unit: 'g' });
    expect(value('vitamin_a_iu')).toMatchObject({ amount: 2499, unit: 'IU' });
    expect(value('cholesterol')).toMatchObject({ amount: 215, unit: 'mg' });
    expect(butter.portions.map((p) => [p.amount, p.measure, p.grams, p.seq])).toEqual([
      [1, 'pat (1" sq, 1/3" high)', 5, '1'],
      [1, 'tbsp', 14.2, '2'],
      [1, 'cup', 227, '3'],
      [1, 'stick', 113, '4'],
    ]);
    expect(butter.provenance.protein).toEqual({
      method: 'reported',
      source: 'USDA SR28 NDB 01001',
      detail: { data_points: 16, std_error: 0.074, src_cd: '1', deriv_cd: null },
    });
    expect(butter.provenance.carbs).toMatchObject({ method: 'calculated', detail: { src_cd: '4', deriv_cd: 'NC' } });
    expect(butter.validity).toBe(100);
    expect(butter.confidence).toBeGreaterThanOrEqual(90);
    expect((butter.extra as unknown as UsdaExtra).atwater_factors).toEqual({ protein: 4.27, fat: 8.79, carbs: 3.87 });
    expect(butter.aliases).toContain('salted butter');
  });

  test('macros equal their nutrients; unknown keys are absent, never 0; estimates stay apart', () => {
    let gaps = 0;
    for (const f of foods) {
      const amount = (key: string) => f.nutrients.find((n) => n.key === key)?.amount ?? null;
      expect([f.calories, f.protein_g, f.carbs_g, f.fat_g]).toEqual([amount('calories'), amount('protein'), amount('carbs'), amount('fat')]);
      for (const key of f.unknown_keys) {
        expect(EXPECTED_NUTRIENT_KEYS).toContain(key);
        expect(amount(key)).toBeNull();
        gaps++;
      }
      for (const n of f.nutrients) expect(f.provenance[n.key]?.method).toMatch(/^(reported|calculated)$/);
      for (const e of f.estimated_nutrients) {
        expect(f.unknown_keys).toContain(e.key);
        expect(amount(e.key)).toBeNull();
        expect(e.donor_id).not.toBe(f.id);
        expect(foods.some((d) => d.id === e.donor_id && d.nutrients.some((n) => n.key === e.key))).toBe(true);
        expect(f.provenance[e.key]?.method).toBe('estimated');
      }
      expect(f.unresolved_keys).toEqual(f.unknown_keys.filter((k) => !f.estimated_nutrients.some((e) => e.key === k)));
    }
    expect(gaps).toBeGreaterThan(0);
    expect(foods.some((f) => f.estimated_nutrients.length > 0)).toBe(true);
  });

  test('unchanged inputs: the next build reuses the part; the folder loads without building', async () => {
    const again = await buildCorpus({ dataDir: DATA_DIR, buildDir, sources, subset: { usda: subset }, log: () => {} });
    expect(again.rebuilt).toBe(false);
    expect((again.parts['usda-sr28'] as UsdaPart).foods.length).toBe(foods.length);
    const loaded = loadCorpusParts(buildDir)!;
    expect(loaded.manifest.sources[0]!.key).toBe(first.manifest.sources[0]!.key);
    expect((loaded.parts['usda-sr28'] as UsdaPart).foods[0]!.id).toBe(foods[0]!.id);
    expect(loadCorpusParts(join(buildDir, 'missing'))).toBeNull();
  });
});
