/**
 * A regulatory nutrition label as text: every row's words and declared numbers, before any
 * markup. The SVG, HTML and PNG renderings and the JSON answer are all drawn from this one model,
 * so they cannot disagree. A value the data lacks is "not known", never 0; a label for nutrition on
 * an unknown basis shows no number at all and says why.
 *
 * - `fda`: the Nutrition Facts format of the 2016 rule (21 CFR 101.9(d)), per serving, with the
 *   mandatory nutrients in their order; English only.
 * - `eu`: the nutrition declaration of Regulation (EU) No 1169/2011 (Article 30(1), Annex XV order),
 *   per 100 g or 100 ml and per portion when one is known, % reference intake of the portion (of
 *   100 g/ml without one); in the languages of ./eu-text.ts.
 */
import { amountIn, hundredFactor, scaleFacts, servingFactor, type Basis, type NutritionFacts, type ServingSize } from '../foods/nutrition-facts';
import { referenceAmount } from '../foods/reference-intakes';
import { euDeclare, euPercent, fdaBelowTwoPercent, fdaDeclare, fdaPercent, type Declared } from './rounding';
import { EU_TEXT, type EuLanguage } from './eu-text';

export const LABEL_STYLES = ['fda', 'eu'] as const;
export type LabelStyle = (typeof LABEL_STYLES)[number];

export interface LabelSubject {
  name: string;
  basis: Basis;
  /** Nutrition on `basis`. */
  facts: NutritionFacts;
  serving: ServingSize | null;
  /** Where the numbers come from, one line (names of sources are not translated). */
  source: string;
  /** The caller's own numbers: the label says they are not verified. */
  unverified: boolean;
}

export interface LabelRow {
  key: string;
  /** Words before the amount ("Total Fat", "Includes"); empty for a continuation line. */
  label: string;
  /** One text per amount column ("8g", "not known"); "\n" separates lines within a cell. */
  values: string[];
  /** Words after the amount ("Added Sugars"). */
  suffix?: string;
  /** 0 for a nutrient, 1 for "of which", 2 for a part of a part. */
  level: 0 | 1 | 2;
  bold: boolean;
  /** "10%"; null when the nutrient has no percentage or it is not known. */
  percent: string | null;
  known: boolean;
}

export interface Label {
  style: LabelStyle;
  lang: string;
  title: string;
  name: string;
  /** FDA: the serving size line ["Serving size", "1 cup (228g)"]; EU: null. */
  serving: [string, string] | null;
  /** FDA: the calories line, large. */
  calories: string | null;
  calories_known: boolean;
  /** Headers of the amount columns and of the percentage column. */
  columns: string[];
  percent_column: string | null;
  rows: LabelRow[];
  notes: string[];
  source: string;
  nutrition_known: boolean;
}

const NOT_KNOWN_EN = 'not known';

/** A number in a language: decimals as declared, the language's separator. */
function formatNumber(value: number, decimals: number, separator: '.' | ',' = '.'): string {
  const text = value.toFixed(decimals);
  return separator === ',' ? text.replace('.', ',') : text;
}

function fdaText(d: Declared, unit: string): string {
  return d.kind === 'less_than' ? `less than ${d.value}${unit}` : `${formatNumber(d.value, d.value % 1 === 0 ? 0 : d.decimals)}${unit}`;
}

/** "30g" and "250mL" on US labels, "30 g" and "250 ml" on EU ones. */
function quantityText(q: number, unit: string, style: LabelStyle, sep: '.' | ',' = '.'): string {
  const n = formatNumber(q, q % 1 === 0 ? 0 : 1, sep);
  return style === 'fda' ? `${n}${unit === 'ml' ? 'mL' : unit}` : `${n} ${unit}`;
}

// ---------------------------------------------------------------- FDA

interface FdaRowDef {
  key: string;
  label: string;
  unit: string;
  level: 0 | 1 | 2;
  bold: boolean;
  /** Whether the row has a %DV: not trans fat and total sugars (no DV), nor protein (its %DV needs a protein quality figure). */
  dv: boolean;
}

const FDA_ROWS: FdaRowDef[] = [
  { key: 'fat', label: 'Total Fat', unit: 'g', level: 0, bold: true, dv: true },
  { key: 'saturated_fat', label: 'Saturated Fat', unit: 'g', level: 1, bold: false, dv: true },
  { key: 'trans_fat', label: 'Trans Fat', unit: 'g', level: 1, bold: false, dv: false },
  { key: 'cholesterol', label: 'Cholesterol', unit: 'mg', level: 0, bold: true, dv: true },
  { key: 'sodium', label: 'Sodium', unit: 'mg', level: 0, bold: true, dv: true },
  { key: 'carbs', label: 'Total Carbohydrate', unit: 'g', level: 0, bold: true, dv: true },
  { key: 'fiber', label: 'Dietary Fiber', unit: 'g', level: 1, bold: false, dv: true },
  { key: 'sugar', label: 'Total Sugars', unit: 'g', level: 1, bold: false, dv: false },
  { key: 'added_sugars', label: 'Added Sugars', unit: 'g', level: 2, bold: false, dv: true },
  { key: 'protein', label: 'Protein', unit: 'g', level: 0, bold: true, dv: false },
  { key: 'vitamin_d', label: 'Vitamin D', unit: 'mcg', level: 0, bold: false, dv: true },
  { key: 'calcium', label: 'Calcium', unit: 'mg', level: 0, bold: false, dv: true },
  { key: 'iron', label: 'Iron', unit: 'mg', level: 0, bold: false, dv: true },
  { key: 'potassium', label: 'Potassium', unit: 'mg', level: 0, bold: false, dv: true },
];

/** Nutrients below the thick bar: vitamins and minerals. */
export const FDA_VITAMIN_ROWS = new Set(['vitamin_d', 'calcium', 'iron', 'potassium']);

function fdaRow(def: FdaRowDef, value: number | null): LabelRow {
  if (value === null) {
    return { key: def.key, label: def.label, values: [NOT_KNOWN_EN], level: def.level, bold: def.bold, percent: null, known: false };
  }
  const dv = def.dv ? referenceAmount('us', def.key) : undefined;
  let declared = fdaDeclare(def.key, value, dv);
  let percent = dv === undefined ? null : fdaPercent(def.key, value, declared, dv);
  if (dv !== undefined && fdaBelowTwoPercent(def.key, declared, dv)) {
    declared = { kind: 'amount', value: 0, decimals: 0 };
    percent = 0;
  }
  const text = fdaText(declared, def.unit);
  const row: LabelRow = {
    key: def.key,
    label: def.label,
    values: [text],
    level: def.level,
    bold: def.bold,
    percent: percent === null ? null : `${percent}%`,
    known: true,
  };
  // 101.9(d)(7)(i): "Includes Xg Added Sugars".
  return def.key === 'added_sugars' ? { ...row, label: 'Includes', suffix: 'Added Sugars' } : row;
}

export function fdaLabel(s: LabelSubject): Label {
  // Without a stated serving, a per-100 g (or ml) food is labelled for 100 g.
  const factor = servingFactor(s.basis, s.serving) ?? (s.basis === 'per_100g' || s.basis === 'per_100ml' ? 1 : null);
  const known = s.basis !== 'unknown' && factor !== null;
  const facts = known ? scaleFacts(s.facts, factor) : null;
  const value = (key: string) => (facts ? amountIn(facts, key, 'us') : null);
  let serving: string;
  if (s.basis === 'unknown') serving = NOT_KNOWN_EN;
  else if (s.serving && factor !== null && s.basis !== 'per_serving') {
    const q = quantityText(s.serving.quantity!, s.serving.unit!, 'fda');
    // "1 cup (240 ml)" already says its quantity; "1 cup" gets it added.
    const d = s.serving.description;
    serving = d && /\d\s*(g|ml)\b/i.test(d) ? d : d ? `${d} (${q})` : q;
  } else if (s.basis === 'per_serving') {
    serving = s.serving?.description ?? (s.serving?.quantity ? quantityText(s.serving.quantity, s.serving.unit ?? 'g', 'fda') : '1 serving');
  } else serving = s.basis === 'per_100ml' ? '100mL' : '100g';
  const kcal = value('calories');
  const notes = [
    '* The % Daily Value (DV) tells you how much a nutrient in a serving of food contributes to a daily diet. 2,000 calories a day is used for general nutrition advice.',
  ];
  if (!known) notes.unshift('Nutrition not known: the source does not say whether its values are per 100 g, per 100 mL or per serving.');
  if (s.unverified) notes.push('Values as submitted; not verified.');
  return {
    style: 'fda',
    lang: 'en',
    title: 'Nutrition Facts',
    name: s.name,
    serving: ['Serving size', serving],
    calories: kcal === null ? NOT_KNOWN_EN : fdaText(fdaDeclare('calories', kcal), ''),
    calories_known: kcal !== null,
    columns: ['Amount per serving'],
    percent_column: '% Daily Value*',
    rows: FDA_ROWS.map((def) => fdaRow(def, value(def.key))),
    notes,
    source: `Source: ${s.source}`,
    nutrition_known: known,
  };
}

// ---------------------------------------------------------------- EU

const EU_ROWS: { key: 'fat' | 'saturated_fat' | 'carbs' | 'sugar' | 'fiber' | 'protein' | 'salt'; level: 0 | 1 }[] = [
  { key: 'fat', level: 0 },
  { key: 'saturated_fat', level: 1 },
  { key: 'carbs', level: 0 },
  { key: 'sugar', level: 1 },
  { key: 'fiber', level: 0 },
  { key: 'protein', level: 0 },
  { key: 'salt', level: 0 },
];

/** Ingredients of Annex XIII Part B with a reference intake (fibre has none). */
const EU_RI_KEYS = new Set(['energy_kj', 'calories', 'fat', 'saturated_fat', 'carbs', 'sugar', 'protein', 'salt']);

export function euLabel(s: LabelSubject, lang: EuLanguage): Label {
  const t = EU_TEXT[lang];
  const known = s.basis !== 'unknown';
  const hundred = known ? hundredFactor(s.basis, s.serving) : null;
  const portion = known ? servingFactor(s.basis, s.serving) : null;
  const per100 = hundred === null ? null : scaleFacts(s.facts, hundred);
  const perPortion = portion === null ? null : scaleFacts(s.facts, portion);
  const liquid = s.basis === 'per_100ml' || (s.basis === 'per_serving' && s.serving?.unit === 'ml');
  const columns = [liquid ? t.per100ml : t.per100g];
  if (perPortion) {
    const q = s.serving?.quantity ? quantityText(s.serving.quantity, s.serving.unit ?? 'g', 'eu', t.decimal) : null;
    columns.push(q ? `${t.perPortion} (${q})` : t.perPortion);
  }
  // %RI of the portion when there is one, else of 100 g/ml (Article 32(4) and 33(1)).
  const riFacts = perPortion ?? per100;
  const cell = (facts: NutritionFacts | null, key: string, unit: string) => {
    const v = facts ? amountIn(facts, key, 'eu') : null;
    if (v === null) return t.notKnown;
    const d = euDeclare(key, v);
    const n = formatNumber(d.value, d.decimals, t.decimal);
    return `${d.kind === 'less_than' ? '<' : ''}${n} ${unit}`;
  };
  const percentOf = (key: string) => {
    const v = riFacts ? amountIn(riFacts, key, 'eu') : null;
    return v === null || !EU_RI_KEYS.has(key) ? null : `${euPercent(v, referenceAmount('eu', key))}%`;
  };
  const factsColumns = [per100, ...(perPortion ? [perPortion] : [])];
  const energyKnown = (f: NutritionFacts | null) => f !== null && amountIn(f, 'energy_kj', 'eu') !== null;
  const rows: LabelRow[] = [
    {
      key: 'energy',
      label: t.rows.energy,
      values: factsColumns.map((f) => (energyKnown(f) ? `${cell(f, 'energy_kj', 'kJ')}\n${cell(f, 'calories', 'kcal')}` : t.notKnown)),
      level: 0,
      bold: false,
      percent: percentOf('energy_kj'),
      known: factsColumns.some(energyKnown),
    },
    ...EU_ROWS.flatMap(({ key, level }): LabelRow[] => {
      const values = factsColumns.map((f) => cell(f, key, 'g'));
      const rowKnown = values.some((v) => v !== t.notKnown);
      // Fibre is voluntary (Article 30(2)): shown only when known.
      if (key === 'fiber' && !rowKnown) return [];
      return [{ key, label: t.rows[key], values, level, bold: false, percent: percentOf(key), known: rowKnown }];
    }),
  ];
  const notes: string[] = [];
  if (!known) notes.push(t.nutritionUnknown);
  else if (per100 === null) notes.push(t.portionUnknownWeight);
  notes.push(t.riStatement);
  if (s.unverified) notes.push(t.unverified);
  return {
    style: 'eu',
    lang,
    title: t.title,
    name: s.name,
    serving: null,
    calories: null,
    calories_known: false,
    columns,
    percent_column: t.ri,
    rows,
    notes,
    source: `${t.source}: ${s.source}`,
    nutrition_known: known,
  };
}
