/**
 * Amounts printed after a row label ("8g", "<1 mg", "10%"), read through OCR look-alikes (O for 0,
 * l for 1), and the units they are converted between.
 */
import type { LabelField } from './label-fields';

export type Unit = 'g' | 'mg' | 'mcg' | 'kcal' | 'kj' | 'ml' | 'iu' | '%';

export interface Amount {
  value: number;
  unit: Unit | null;
  lessThan: boolean;
  /** A look-alike letter was read as a digit (O→0 …). */
  repaired: boolean;
  /** Alternative reading where a trailing "9" was the unit "g". */
  gForNine: number | null;
}

const UNIT_ALIASES: [RegExp, Unit][] = [
  [/^(kcal|kcai|kca1|kcaI|kcals|cal)$/i, 'kcal'],
  [/^(kj|k\)|k\]|k3|kl)$/i, 'kj'],
  [/^(mcg|meg|µg|μg|ug|pg|mcgs)$/i, 'mcg'],
  [/^(mg|rng|mq|mgs)$/i, 'mg'],
  [/^(ml|m1|mi)$/i, 'ml'],
  [/^(g|q|gr|grams?)$/i, 'g'],
  [/^(iu|i\.u\.)$/i, 'iu'],
  [/^%$/, '%'],
];

function unitOf(text: string | undefined): Unit | null {
  if (!text) return null;
  for (const [re, unit] of UNIT_ALIASES) if (re.test(text)) return unit;
  return null;
}

const LOOKALIKE_DIGITS: Record<string, string> = {
  O: '0',
  o: '0',
  Q: '0',
  D: '0',
  I: '1',
  l: '1',
  '|': '1',
  '!': '1',
  i: '1',
  S: '5',
  s: '5',
  B: '8',
  Z: '2',
  z: '2',
};

/** "1,046" → 1046 (thousands), "5,1" → 5.1 (decimal comma). */
export function toNumber(digits: string): number | null {
  let s = digits.replace(/[.,]+$/, '');
  if (/^[1-9]\d{0,2}(,\d{3})+$/.test(s)) s = s.replace(/,/g, '');
  else s = s.replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(s) && !/^\.\d+$/.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

// A number (digits and look-alikes, at least one real digit unless a unit follows) and a unit.
const VALUE_RE =
  /(<|less\s+than|lt\.?\s)?\s*([0-9OoQDIl|!SBZz][0-9OoQDIl|!SBZz.,]*)\s?(kcal|kcai|kca1|kj|k\)|k\]|k3|kl|mcg|meg|µg|μg|ug|pg|mg|rng|mq|ml|m1|g|q|iu|%)?(?![a-z0-9])/giy;

export interface Scan {
  amounts: Amount[];
  percents: number[];
  /** Characters consumed from the start of the text. */
  consumed: number;
}

// Between amounts: spaces, punctuation and OCR specks ("~~", "»"), and a few words.
const FILLER = /^(\s+|\(g\)|\(mg\)|\(kj\)|\(kcal\)|[^\p{L}\p{N}<%\s]|about|approx\.?|approximately|per|serving|portion)/iu;

/**
 * Reads amounts from the text right after a row label, until something that is neither an amount
 * nor filler. An amount printed without a unit keeps unit null: its row decides what it is (panel-rows.ts).
 */
export function scanValues(text: string): Scan {
  const amounts: Amount[] = [];
  const percents: number[] = [];
  let i = 0;
  while (i < text.length) {
    const filler = FILLER.exec(text.slice(i));
    if (filler && filler[0].length > 0) {
      i += filler[0].length;
      continue;
    }
    VALUE_RE.lastIndex = i;
    const v = VALUE_RE.exec(text);
    if (!v) break;
    const [whole, lt, rawDigits, rawUnit] = v;
    const unit = unitOf(rawUnit);
    const realDigit = /\d/.test(rawDigits!);
    // Look-alike letters alone are a number only when a unit follows ("Og", "Smg").
    if (!realDigit && (!unit || rawDigits!.length > 2)) break;
    const repairedText = rawDigits!.replace(/[OoQDIl|!iSsBZz]/g, (c) => LOOKALIKE_DIGITS[c] ?? c);
    const value = toNumber(repairedText);
    if (value === null) break;
    i += whole!.length;
    if (unit === '%') {
      percents.push(value);
      continue;
    }
    // "(559)" / "379g": a "g" read as "9"; keep the shorter reading as an alternative.
    let gForNine: number | null = null;
    const plain = repairedText.replace(/[.,]+$/, '');
    if (/\d9$/.test(plain) && (unit === null || unit === 'g')) gForNine = toNumber(plain.slice(0, -1));
    amounts.push({ value, unit, lessThan: Boolean(lt), repaired: repairedText !== rawDigits, gForNine });
  }
  return { amounts, percents, consumed: i };
}

/** The unit each field is returned in. */
export const CANONICAL_UNIT: Record<LabelField, Unit> = {
  calories: 'kcal',
  energy_kj: 'kj',
  fat_g: 'g',
  saturated_fat_g: 'g',
  trans_fat_g: 'g',
  cholesterol_mg: 'mg',
  sodium_mg: 'mg',
  salt_g: 'g',
  carbs_g: 'g',
  fiber_g: 'g',
  sugars_g: 'g',
  added_sugars_g: 'g',
  protein_g: 'g',
};

const MASS_IN_G: Partial<Record<Unit, number>> = { g: 1, mg: 1e-3, mcg: 1e-6 };

export function convert(value: number, from: Unit | null, to: Unit): number | null {
  if (from === null || from === to) return value;
  const a = MASS_IN_G[from];
  const b = MASS_IN_G[to];
  if (a !== undefined && b !== undefined) return (value * a) / b;
  return null;
}
