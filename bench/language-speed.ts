/**
 * Speed of the ingredient and meal language: one ingredient line, ten lines, one free-text meal,
 * unit conversion, and grams for a parsed line (a food with SR28-like household portions).
 * Lines rotate through the labelled set so caches and branch predictors see varied input.
 *
 * Run: npx bun bench/language-speed.ts
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { args, timeit } from './lib';
import { parseIngredientLine } from '../src/domain/language/ingredient-line';
import { parseMeal } from '../src/domain/language/meal-text';
import { convertUnits } from '../src/domain/language/units';
import { resolveGrams } from '../src/domain/language/grams';

// No arguments: --help, and a refusal of unknown flags.
args({});

const lines: string[] = readFileSync(join(import.meta.dir, 'data/ingredient-lines.jsonl'), 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => (JSON.parse(l) as { line: string }).line);

const meals = [
  'two eggs and a slice of toast with butter',
  'a bowl of oatmeal, a banana and coffee with milk',
  '200g chicken breast, 1 cup rice',
  'For lunch I had a ham and cheese sandwich, an apple and a glass of orange juice.',
  '2 slices of pepperoni pizza, a side of fries & a diet coke',
];

const onion = {
  name: 'Onions, raw',
  nutrition_basis: '100g' as const,
  portions: [
    { seq: '1', amount: 1, measure: 'cup, chopped', grams: 160 },
    { seq: '2', amount: 1, measure: 'cup, sliced', grams: 115 },
    { seq: '3', amount: 1, measure: 'tbsp chopped', grams: 10 },
    { seq: '4', amount: 1, measure: 'large', grams: 150 },
    { seq: '6', amount: 1, measure: 'medium (2-1/2" dia)', grams: 110 },
    { seq: '8', amount: 1, measure: 'small', grams: 70 },
  ],
};
const onionLine = parseIngredientLine('1 ½ cups chopped onion');

let i = 0;
const next = () => lines[i++ % lines.length]!;
const N = 20_000;

const rows: [string, { p50: number; p95: number; p99: number }][] = [
  ['parse 1 ingredient line', await timeit(N, () => parseIngredientLine(next()), 2000)],
  [
    'parse 10 ingredient lines',
    await timeit(
      N / 10,
      () => {
        for (let k = 0; k < 10; k++) parseIngredientLine(next());
      },
      200,
    ),
  ],
  ['parse 1 free-text meal', await timeit(N / 4, () => parseMeal(meals[i++ % meals.length]!), 500)],
  ['convert units (us_cup → ml)', await timeit(N, () => convertUnits(1.5, 'us_cup', 'ml'), 2000)],
  ['grams of a parsed line (portions)', await timeit(N, () => resolveGrams(onionLine, onion), 2000)],
];

const us = (ms: number) => `${(ms * 1000).toFixed(1)} µs`.padStart(11);
console.log(`\nIngredient and meal language speed (${lines.length} rotating lines; bun ${Bun.version})\n`);
console.log(`${'operation'.padEnd(36)}${'p50'.padStart(11)}${'p95'.padStart(11)}${'p99'.padStart(11)}`);
for (const [label, t] of rows) console.log(`${label.padEnd(36)}${us(t.p50)}${us(t.p95)}${us(t.p99)}`);
