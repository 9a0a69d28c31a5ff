import { beforeAll, describe, expect, test } from 'bun:test';
import type { FoodRecord } from '../../../src/domain/foods/food';
import { analyzeIngredients } from '../../../src/domain/foods/ingredient-analysis';
import type { OffTaxonomy } from '../../../src/domain/foods/ingredient-taxonomy';
import { rankAlternatives } from '../../../src/domain/foods/alternatives';
import {
  ACCEPTED_DIETS,
  ACCEPTED_GOALS,
  baseFromNutriScore,
  gradeFromScore,
  scoreFood,
  scoreInputFromFood,
  type ScoreInput,
  type ScoreNutrition,
} from '../../../src/domain/foods/score';
import { taxonomy } from './shared-taxonomy';

let tax: OffTaxonomy;
beforeAll(() => {
  tax = taxonomy();
}, 60_000);

const nutrition = (v: Partial<ScoreNutrition>): ScoreNutrition => ({
  energy_kj: null,
  calories: null,
  protein_g: null,
  fat_g: null,
  saturated_fat_g: null,
  trans_fat_g: null,
  carbs_g: null,
  sugars_g: null,
  fiber_g: null,
  sodium_mg: null,
  ...v,
});
// Oat flakes per 100 g: Nutri-Score 2023 general food, hand-computed -5 points.
const oats: ScoreInput = {
  name: 'Oat flakes',
  liquid: false,
  nutrition: nutrition({ energy_kj: 1550, calories: 370, protein_g: 13, fat_g: 7, saturated_fat_g: 1.2, carbs_g: 60, sugars_g: 1, fiber_g: 10, sodium_mg: 4 }),
  group: 'Cereal Grains and Pasta',
  nova: 1,
};

describe('base from Nutri-Score points', () => {
  test('each grade owns a 20-point band', () => {
    expect(baseFromNutriScore(-17, 'general')).toBe(100);
    expect(baseFromNutriScore(0, 'general')).toBe(80);
    expect(baseFromNutriScore(1, 'general')).toBe(79);
    expect(baseFromNutriScore(2, 'general')).toBe(60);
    expect(baseFromNutriScore(10, 'general')).toBe(40);
    expect(baseFromNutriScore(18, 'general')).toBe(20);
    expect(baseFromNutriScore(55, 'general')).toBe(0);
    expect(baseFromNutriScore(-6, 'fats')).toBe(80);
    expect(baseFromNutriScore(2, 'beverage')).toBe(60);
    expect(baseFromNutriScore(0, 'water')).toBe(100);
    for (const p of [-10, 0, 1, 2, 3, 10, 11, 18, 19, 40]) {
      const grade = p <= 0 ? 'A' : p <= 2 ? 'B' : p <= 10 ? 'C' : p <= 18 ? 'D' : 'E';
      expect(gradeFromScore(baseFromNutriScore(p, 'general'))).toBe(grade);
    }
  });

  test('oat flakes: Nutri-Score A, no penalty', () => {
    const r = scoreFood(oats);
    // energy 4, sugars 0, sat fat 1, salt 0 = 5; protein 13 g > 12 → 5, fibre 10 g → 5 → -5 → base 100 - (12/17)·20 = 86.
    expect(r.nutriscore).toEqual({ version: '2023', category: 'general', points: -5, grade: 'A', base: 86 });
    expect([r.score, r.grade, r.nova]).toEqual([86, 'A', 1]);
    expect(r.reasons[0]).toBe('Nutri-Score 2023 (general foods): 5 negative and 10 positive points, score -5, grade A; base 86/100.');
    expect(r.summary).toBeUndefined();
  });
});

describe('modifiers', () => {
  test('NOVA 4 subtracts 10, NOVA 3 subtracts 5', () => {
    expect(scoreFood({ ...oats, nova: 4 }).score).toBe(76);
    expect(scoreFood({ ...oats, nova: 3 }).score).toBe(81);
    expect(scoreFood({ ...oats, nova: 4 }).flags).toContainEqual({ type: 'nova', value: '4' });
  });

  test('goals use EU claim and FSA levels', () => {
    expect(scoreFood(oats, { goals: ['high_fiber'] }).score).toBe(96); // 10 g ≥ 6 g: +10
    expect(scoreFood(oats, { goals: ['low_sodium'] }).score).toBe(94); // 4 mg ≤ 40 mg: +8
    expect(scoreFood(oats, { goals: ['low_carb'] }).score).toBe(71); // 60 g > 30 g: −15
    expect(scoreFood(oats, { goals: ['weight_loss'] }).score).toBe(81); // 370 kcal > 250: −5
    const both = scoreFood(oats, { goals: ['low_carb', 'high_fiber', 'not_a_goal'] });
    expect(both.score).toBe(81);
    expect(both.reasons.filter((r) => r.startsWith('low_carb') || r.startsWith('high_fiber'))).toHaveLength(2);
    const unknownSodium = scoreFood({ ...oats, nutrition: { ...oats.nutrition!, sodium_mg: null } }, { goals: ['low_sodium'] });
    expect(unknownSodium.flags).toContainEqual({ type: 'missing_nutrient', value: 'sodium' });
  });

  test('diet conflicts cost 30, unverifiable diets 5', () => {
    const withMeat: ScoreInput = {
      ...oats,
      name: 'Beef stew',
      analysis: analyzeIngredients('beef, potatoes, carrots, water, salt', tax),
      has_ingredients: true,
    };
    const r = scoreFood(withMeat, { diet: 'vegetarian' });
    expect(r.flags).toContainEqual({ type: 'diet', value: 'vegetarian' });
    expect(r.score).toBe(scoreFood(withMeat).score - 30);
    const unverified = scoreFood(oats, { diet: 'vegan' });
    expect(unverified.flags).toContainEqual({ type: 'diet_unverified', value: 'vegan' });
    expect(scoreFood(oats, { diet: 'keto' }).flags).toContainEqual({ type: 'diet', value: 'keto' });
    expect(ACCEPTED_DIETS).toContain('gluten_free');
    expect(ACCEPTED_GOALS).toContain('heart_health');
  });

  test('an allergen, a trace or an avoid-list match forces F with a flag', () => {
    const choc: ScoreInput = {
      ...oats,
      name: 'Milk chocolate',
      analysis: analyzeIngredients('sugar, cocoa butter, whole milk powder, palm oil. May contain hazelnuts.', tax),
      has_ingredients: true,
    };
    const milk = scoreFood(choc, { allergies: ['Dairy'] });
    expect([milk.grade, milk.score]).toEqual(['F', 0]);
    expect(milk.flags).toContainEqual({ type: 'allergen', value: 'milk' });
    const nuts = scoreFood(choc, { allergies: ['tree nuts'] });
    expect(nuts.grade).toBe('F');
    expect(nuts.flags).toContainEqual({ type: 'allergen_trace', value: 'nuts' });
    const avoid = scoreFood(choc, { avoid: ['palm oil'] });
    expect(avoid.grade).toBe('F');
    expect(avoid.flags).toContainEqual({ type: 'avoid', value: 'palm oil' });
    expect(scoreFood(choc, { allergies: ['sesame'], avoid: ['aspartame'] }).grade).not.toBe('F');
  });
});

describe('determinism and explanations', () => {
  test('same input, same result and summary', () => {
    const profile = { goals: ['low_sugar', 'muscle_gain'], diet: 'vegetarian', allergies: ['peanut'], avoid: ['E250'] };
    const a = scoreFood(oats, profile, { explain: true });
    expect(JSON.stringify(a)).toBe(JSON.stringify(scoreFood(oats, profile, { explain: true })));
    expect(a.summary).toMatch(/^Oat flakes scores \d+\/100 \(grade [A-F]\)\./);
  });

  test('unknown nutrition gives a neutral base and a flag', () => {
    const r = scoreFood({ name: 'Mystery', liquid: false, nutrition: null });
    expect([r.score, r.grade]).toEqual([50, 'C']);
    expect(r.flags).toContainEqual({ type: 'insufficient_data', value: 'nutrition' });
  });
});

const food = (id: string, name: string, group: string, n: Record<string, number>, extra?: Record<string, unknown>): FoodRecord => ({
  id,
  dataset: extra ? 'openfoodfacts' : 'usda-sr28',
  source_id: id,
  name,
  aliases: [],
  group,
  nutrition_basis: '100g',
  calories: n.calories ?? null,
  protein_g: n.protein ?? null,
  carbs_g: n.carbs ?? null,
  fat_g: n.fat ?? null,
  nutrients: Object.entries(n).map(([key, amount]) => ({
    key,
    name: key,
    amount,
    unit: key === 'sodium' ? 'mg' : key === 'calories' ? 'kcal' : key === 'energy_kj' ? 'kJ' : 'g',
  })),
  estimated_nutrients: [],
  unknown_keys: [],
  unresolved_keys: [],
  provenance: {},
  portions: [],
  confidence: 90,
  validity: 90,
  extra,
});

describe('generic foods and alternatives', () => {
  test('a generic food is categorised by its group and its name gives allergen evidence', () => {
    const cheddar = food('c', 'Cheese, cheddar', 'Dairy and Egg Products', {
      calories: 403,
      energy_kj: 1686,
      protein: 24.9,
      fat: 33.1,
      saturated_fat: 21.1,
      carbs: 1.3,
      sugar: 0.5,
      fiber: 0,
      sodium: 621,
    });
    const input = scoreInputFromFood(cheddar, tax);
    const r = scoreFood(input, { allergies: ['milk'] });
    expect(r.grade).toBe('F');
    expect(scoreFood(input).nutriscore?.category).toBe('cheese');
  });

  test('rankAlternatives: same group only, better scores first, never F', () => {
    const base = food('b', 'Cereal, frosted', 'Breakfast Cereals', {
      calories: 375,
      energy_kj: 1569,
      protein: 5,
      fat: 1,
      saturated_fat: 0.2,
      carbs: 88,
      sugar: 37,
      fiber: 2,
      sodium: 400,
    });
    const better = food('x', 'Cereal, bran flakes', 'Breakfast Cereals', {
      calories: 330,
      energy_kj: 1380,
      protein: 10,
      fat: 2,
      saturated_fat: 0.4,
      carbs: 66,
      sugar: 16,
      fiber: 15,
      sodium: 300,
    });
    const best = food('y', 'Cereal, plain oats', 'Breakfast Cereals', {
      calories: 370,
      energy_kj: 1550,
      protein: 13,
      fat: 7,
      saturated_fat: 1.2,
      carbs: 60,
      sugar: 1,
      fiber: 10,
      sodium: 4,
    });
    const otherGroup = food('z', 'Apples, raw', 'Fruits and Fruit Juices', {
      calories: 52,
      energy_kj: 218,
      protein: 0.3,
      fat: 0.2,
      saturated_fat: 0,
      carbs: 14,
      sugar: 10,
      fiber: 2.4,
      sodium: 1,
    });
    const worse = food('w', 'Cereal, chocolate frosted', 'Breakfast Cereals', {
      calories: 390,
      energy_kj: 1630,
      protein: 4,
      fat: 3,
      saturated_fat: 1.5,
      carbs: 88,
      sugar: 45,
      fiber: 2,
      sodium: 500,
    });
    const r = rankAlternatives(base, [worse, otherGroup, better, best, base], {}, { taxonomy: tax, number: 5 });
    expect(r.alternatives.map((a) => a.id)).toEqual(['y', 'x']);
    expect(r.alternatives[0]!.score).toBeGreaterThan(r.alternatives[1]!.score);
    expect(r.alternatives[1]!.score).toBeGreaterThan(r.base_score);
    expect(rankAlternatives(base, [better, best], { avoid: ['oats'] }, { taxonomy: tax }).alternatives.map((a) => a.id)).toEqual(['x']);
  });

  test('rankAlternatives: swaps of the same kind come before the rest of the group', () => {
    const whole = food('m', 'Milk, whole', 'Dairy and Egg Products', {
      calories: 61,
      energy_kj: 255,
      protein: 3.2,
      fat: 3.3,
      saturated_fat: 1.9,
      carbs: 4.8,
      sugar: 5.1,
      fiber: 0,
      sodium: 43,
    });
    const skim = food('s', 'Milk, nonfat, fluid', 'Dairy and Egg Products', {
      calories: 34,
      energy_kj: 142,
      protein: 3.4,
      fat: 0.1,
      saturated_fat: 0.1,
      carbs: 5,
      sugar: 5,
      fiber: 0,
      sodium: 42,
    });
    const yogurt = food('g', 'Yogurt, Greek, plain, nonfat', 'Dairy and Egg Products', {
      calories: 59,
      energy_kj: 247,
      protein: 10.2,
      fat: 0.4,
      saturated_fat: 0.1,
      carbs: 3.6,
      sugar: 3.2,
      fiber: 0,
      sodium: 36,
    });
    const r = rankAlternatives(whole, [yogurt, skim], {}, { taxonomy: tax });
    expect(r.alternatives.map((a) => a.id)).toEqual(['s', 'g']);
  });
});
