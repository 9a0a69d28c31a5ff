/**
 * The row labels of a nutrition panel ("Total Fat", "Saturates", "Vitamin D") and how an OCR'd
 * label is matched to one: a confusion-aware edit distance, since OCR misreads letters.
 */
import { editDistance } from '../language/text';
import type { LabelField } from './label-fields';

type Target =
  | { kind: 'field'; field: Exclude<LabelField, 'calories' | 'energy_kj'> }
  | { kind: 'calories' }
  | { kind: 'energy'; unit: 'kj' | 'kcal' | null }
  | { kind: 'micro'; key: string; name: string }
  | { kind: 'ignore' };

export interface RowDef {
  target: Target;
  names: string[];
}

const f = (field: Exclude<LabelField, 'calories' | 'energy_kj'>, ...names: string[]): RowDef => ({ target: { kind: 'field', field }, names });
const m = (key: string, name: string, ...names: string[]): RowDef => ({ target: { kind: 'micro', key, name }, names: [name, ...names] });

const ROWS: RowDef[] = [
  { target: { kind: 'calories' }, names: ['calories', 'calorie', 'total calories', 'calories per serving'] },
  { target: { kind: 'ignore' }, names: ['calories from fat', 'cal from fat', 'fat calories', 'calories from saturated fat'] },
  { target: { kind: 'energy', unit: null }, names: ['energy', 'energy value', 'energie'] },
  { target: { kind: 'energy', unit: 'kj' }, names: ['energy kj', 'kj'] },
  { target: { kind: 'energy', unit: 'kcal' }, names: ['energy kcal', 'kcal'] },
  f('fat_g', 'total fat', 'fat', 'fats', 'fat total', 'total lipid', 'lipids'),
  f('saturated_fat_g', 'saturated fat', 'sat fat', 'saturates', 'saturated', 'saturated fatty acids', 'fat saturated'),
  f('trans_fat_g', 'trans fat', 'trans', 'trans fatty acids', 'fat trans'),
  f('cholesterol_mg', 'cholesterol', 'cholest'),
  f('sodium_mg', 'sodium'),
  f('salt_g', 'salt'),
  f(
    'carbs_g',
    'total carbohydrate',
    'total carbohydrates',
    'total carb',
    'total carbs',
    'carbohydrate',
    'carbohydrates',
    'carbs',
    'carb',
    'total carbohydrate by difference',
  ),
  f('fiber_g', 'dietary fiber', 'dietary fibre', 'fiber', 'fibre', 'total fiber', 'total dietary fiber'),
  f('sugars_g', 'total sugars', 'sugars', 'sugar', 'total sugar'),
  f('added_sugars_g', 'added sugars', 'added sugar', 'incl added sugars', 'includes added sugars'),
  f('protein_g', 'protein', 'proteins'),
  m('monounsaturated_fat', 'monounsaturated fat', 'monounsaturates', 'monounsaturated', 'monounsat fat', 'mono fat', 'mono unsaturated fat'),
  m('polyunsaturated_fat', 'polyunsaturated fat', 'polyunsaturates', 'polyunsaturated', 'polyunsat fat', 'poly fat', 'poly unsaturated fat'),
  m('polyols', 'polyols'),
  m('sugar_alcohol', 'sugar alcohol', 'sugar alcohols'),
  m('starch', 'starch'),
  m('soluble_fiber', 'soluble fiber', 'soluble fibre'),
  m('insoluble_fiber', 'insoluble fiber', 'insoluble fibre'),
  m('vitamin_a', 'vitamin a'),
  m('vitamin_c', 'vitamin c'),
  m('vitamin_d', 'vitamin d'),
  m('vitamin_e', 'vitamin e'),
  m('vitamin_k', 'vitamin k'),
  m('thiamin', 'thiamin', 'thiamine', 'vitamin b1'),
  m('riboflavin', 'riboflavin', 'vitamin b2'),
  m('niacin', 'niacin', 'vitamin b3'),
  m('vitamin_b6', 'vitamin b6'),
  m('folate', 'folate', 'folic acid', 'folate dfe'),
  m('vitamin_b12', 'vitamin b12'),
  m('biotin', 'biotin'),
  m('pantothenic_acid', 'pantothenic acid'),
  m('calcium', 'calcium'),
  m('iron', 'iron'),
  m('potassium', 'potassium'),
  m('magnesium', 'magnesium'),
  m('zinc', 'zinc'),
  m('phosphorus', 'phosphorus'),
  m('iodine', 'iodine'),
  m('selenium', 'selenium'),
  m('copper', 'copper'),
  m('manganese', 'manganese'),
  m('chromium', 'chromium'),
  m('molybdenum', 'molybdenum'),
  m('chloride', 'chloride'),
  m('choline', 'choline'),
];

/**
 * Comparison key: lower case, letters and digits only, with OCR look-alikes folded to one
 * character on both sides (rn→m, 1/i/!/|→l, 0→o, 5→s) so "Tota1 Fat" and "Sodiurn" compare equal.
 */
export function labelKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w')
    .replace(/[^a-z0-9|!]/g, '')
    .replace(/[1i!|]/g, 'l')
    .replace(/0/g, 'o')
    .replace(/5/g, 's');
}

interface NameEntry {
  def: RowDef;
  key: string;
  /** Vitamins differ in one letter: that tail must match exactly. */
  exactTail: string | null;
}

const NAMES: NameEntry[] = ROWS.flatMap((def) =>
  def.names.map((name) => {
    const key = labelKey(name);
    const tail = /^vitamin /.test(name) ? labelKey(name.slice('vitamin '.length)) : null;
    return { def, key, exactTail: tail };
  }),
);

const VITAMIN_KEY = labelKey('vitamin');

function allowedEdits(len: number): number {
  return len <= 4 ? 0 : len <= 7 ? 1 : 2;
}

/** Best row label for a candidate key, or null (ties between different rows are refused). */
export function matchName(candidate: string): { entry: NameEntry; distance: number } | null {
  let best: { entry: NameEntry; distance: number } | null = null;
  let tie = false;
  for (const entry of NAMES) {
    let d: number;
    if (entry.exactTail !== null) {
      if (!candidate.endsWith(entry.exactTail)) continue;
      const head = candidate.slice(0, candidate.length - entry.exactTail.length);
      d = editDistance(head, VITAMIN_KEY, 1);
      if (d > 1) continue;
    } else {
      const max = allowedEdits(entry.key.length);
      d = editDistance(candidate, entry.key, max);
      if (d > max) continue;
    }
    if (!best || d < best.distance) {
      best = { entry, distance: d };
      tie = false;
    } else if (d === best.distance && best.entry.def !== entry.def) tie = true;
  }
  return best && !tie ? best : null;
}
