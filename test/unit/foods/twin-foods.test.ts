import { describe, expect, test } from 'bun:test';
import type { FoodRecord } from '../../../src/domain/foods/food';
import { fixtureFood } from '../../fixtures/catalog';
import { foodNameResolver } from '../../../src/search/name-index';
import { sameForm } from '../../../src/domain/foods/related-foods';

const food = (id: string, name: string, portions: [number, string, number][] = [], group: string | null = null): FoodRecord => ({
  ...fixtureFood(id, name, '100g', [100, 1, 1, 1], {
    portions: portions.map(([amount, measure, grams], i) => ({ amount, measure, grams, seq: String(i + 1) })),
  }),
  group,
});

// Shaped like the tables: IFCT and CIQUAL record no household portions, SR28, FNDDS and CNF do.
const FOODS = [
  food('mango-ifct', 'Mango, ripe, banganapalli'),
  food('mango-sr', 'Mangos, raw', [
    [1, 'cup pieces', 165],
    [1, 'fruit without refuse', 336],
  ]),
  food('mango-dried', 'Mango, dried', [[1, 'slice/chunk', 8]]),
  food('turmeric-ciqual', 'Turmeric, powder'),
  food('turmeric-sr', 'Spices, turmeric, ground', [[1, 'tsp', 3]]),
  food('rice-ciqual', 'Rice, parboiled, raw', [], 'pasta, rice and grains, raw'),
  food('rice-dry', 'Rice, white, long-grain, parboiled, enriched, dry', [[1, 'cup', 185]], 'Cereal Grains and Pasta'),
  food('rice-cooked', 'Rice, white, long-grain, parboiled, enriched, cooked', [[1, 'cup', 158]], 'Cereal Grains and Pasta'),
  food('ginger', 'Ginger root, raw', [[1, 'tsp', 2]]),
  food('ginger-ale', 'Soft drink, ginger ale', [[1, 'piece', 512]]),
  food('cinnamon', 'Spices, cinnamon, ground', [[1, 'tsp', 2.6]]),
  food('doughnut', 'Doughnut, cake type, cinnamon sugar', [[1, 'stick/twist', 65]]),
  food('puff-ciqual', 'Puff pastry, raw'),
  food('puff-cnf', 'Puff pastry, frozen, ready-to-bake', [[1, 'sheet', 245]]),
  food('puff-baked', 'Puff pastry, frozen, ready-to-bake, baked', [[1, 'sheet', 208]]),
];
const resolver = foodNameResolver(FOODS);
const byId = (id: string) => FOODS.find((f) => f.id === id)!;
const twins = (id: string, name: string) => resolver.twins!(byId(id), name).map((f) => f.id);

describe('twin foods: the same food in another table weighs a unit the food records none for', () => {
  test('the same food, another table and variety', () => {
    expect(twins('mango-ifct', 'ripe mango')).toEqual(['mango-sr']);
    expect(twins('turmeric-ciqual', 'turmeric powder')).toEqual(['turmeric-sr']);
  });
  test('dough kept frozen to be baked is the raw dough; how it is sold is no word of the food', () => {
    expect(twins('puff-ciqual', 'ready-rolled puff pastry')).toEqual(['puff-cnf']);
  });
  test('never another form: raw is the dry grain, not the cooked one; dried is not fresh', () => {
    expect(twins('rice-ciqual', 'long grain parboiled rice')).toEqual(['rice-dry']);
    expect(twins('mango-ifct', 'mango')).not.toContain('mango-dried');
  });
  test('never another food that merely names it', () => {
    expect(twins('ginger', 'ginger')).toEqual([]);
    expect(twins('cinnamon', 'cinnamon stick')).toEqual([]);
  });
});

describe('sameForm', () => {
  test('powder is ground; enrichment is no form; dried, cooked and canned are', () => {
    expect(sameForm({ name: 'Turmeric, powder', group: null }, { name: 'Spices, turmeric, ground', group: null })).toBe(true);
    expect(sameForm({ name: 'Milk, semi-skimmed, UHT', group: null }, { name: 'Milk, whole, 3.25% milkfat, with added vitamin D', group: null })).toBe(true);
    expect(sameForm({ name: 'Mangos, raw', group: null }, { name: 'Mango, dried', group: null })).toBe(false);
    expect(sameForm({ name: 'Milk, raw', group: null }, { name: 'Milk, dry, nonfat', group: null })).toBe(false);
    expect(sameForm({ name: 'Peas, green, raw', group: null }, { name: 'Peas, green, frozen, unprepared', group: null })).toBe(false);
    expect(sameForm({ name: 'Puff pastry, raw', group: null }, { name: 'Puff pastry, frozen, ready-to-bake', group: null })).toBe(true);
  });
  test('one seed or leaf is the form many are: a table writes the singular, another the plural', () => {
    expect(sameForm({ name: 'Cumin seeds', group: null }, { name: 'Spices, cumin seed', group: null })).toBe(true);
    expect(sameForm({ name: 'Bay leaves', group: null }, { name: 'Spices, bay leaf', group: null })).toBe(true);
    expect(sameForm({ name: 'Cumin seeds', group: null }, { name: 'Spices, cumin, ground', group: null })).toBe(false);
  });
});
