/**
 * Reading a printed nutrition panel from OCR text: a US "Nutrition Facts" panel (per serving,
 * with % Daily Value) or a per-100 g / per-100 ml declaration (EU, UK, ANZ). Only what is printed
 * is returned: an unreadable field is null, never derived from other fields (no salt↔sodium, no
 * macro→calorie fill-in). Energy printed only in kJ is converted to kcal and flagged.
 *
 * OCR text is noisy, so the reader (1) matches row labels with a confusion-aware edit distance,
 * (2) repairs O↔0, l↔1, S↔5, B↔8 inside numbers, (3) keeps alternative readings where a "g" may
 * have been read as "9" ("(559)", "379g"), and chooses among them with evidence printed on the
 * same panel: the % Daily Value, the serving or 100 g mass, and the calories/macros balance.
 * Each field gets its own confidence (0-1) from the OCR confidence of its line and those checks.
 */
import { round } from '../round';
import {
  CORE_LABEL_FIELDS,
  LABEL_FIELDS,
  type LabelBasis,
  type LabelField,
  type LabelReading,
  type LabelStyle,
  type LabelValues,
  type PrintedNutrient,
  type ServingSize,
} from './label-fields';
import type { RowDef } from './row-labels';
import { type Amount, CANONICAL_UNIT, convert, type Scan, toNumber, type Unit } from './printed-amounts';
import { FOOTNOTE, normaliseLine, segments } from './line-segments';

/** One OCR line; `confidence` is the engine's 0-100 score, null when unknown (plain text). */
export interface OcrLine {
  text: string;
  confidence: number | null;
}

interface Layout {
  style: LabelStyle;
  basis: LabelBasis;
  basisUnit: 'g' | 'ml' | null;
  /** Index of the basis column among the amount columns of a row. */
  column: number;
  /** Number of amount columns announced by the header (1 when unknown). */
  columns: number;
  servingFromHeader: ParsedServing | null;
}

const PER_100 = /(?:per|\/)\s*100\s*(g|ml|m1|mi|gr)\b|\b100\s*(g|ml|m1)\b/i;
const SERVING_HEADER = /\bper\s+(?!100\s*(?:g|ml)\b)([^%|]*?(?:serving|portion|\d+(?:[.,]\d+)?\s*(?:g|ml)\b)[^%|]*?\)?)(?=\s{2,}|\s+per\b|\s*%|$|\s*\|)/gi;

function detectLayout(lines: string[]): Layout {
  const text = lines.join('\n');
  let us = 0;
  let per100 = 0;
  if (/nutrition\s*facts/i.test(text)) us += 3;
  if (/daily\s*value|%\s*dv\b/i.test(text)) us += 2;
  if (/servings?\s*per\s*container|amount\s*per\s*serving/i.test(text)) us += 2;
  if (/\b(saturates|reference intake|typical values|average quantity|avg\.? quantity|of which)\b/i.test(text)) per100 += 2;
  if (/\bkj\b/i.test(text)) per100 += 1;
  let header: { line: string; unit: 'g' | 'ml' } | null = null;
  for (const line of lines) {
    const mm = PER_100.exec(line);
    if (mm && !/serving size/i.test(line) && !FOOTNOTE.test(line)) {
      header = { line, unit: /m/i.test(mm[1] ?? mm[2] ?? '') ? 'ml' : 'g' };
      per100 += 3;
      break;
    }
  }
  const style: LabelStyle = header && per100 >= us ? 'per_100' : us > 0 ? 'us' : per100 > 0 ? 'per_100' : 'unknown';
  if (style !== 'per_100') return { style, basis: 'per_serving', basisUnit: null, column: 0, columns: 1, servingFromHeader: null };
  if (!header) {
    // A per-100 panel whose header did not read: the 100 g column is mandatory and comes first
    // by convention; the column count is unknown, so values are marked uncertain.
    return { style, basis: 'per_100g', basisUnit: 'g', column: 0, columns: 0, servingFromHeader: null };
  }
  const at100 = PER_100.exec(header.line)!.index;
  let before = 0;
  let servingFromHeader: ParsedServing | null = null;
  let servingColumns = 0;
  for (const s of header.line.matchAll(SERVING_HEADER)) {
    servingColumns++;
    if (s.index! < at100) before++;
    servingFromHeader ??= servingSizeFrom(s[1]!.trim());
  }
  return { style, basis: 'per_100g', basisUnit: header.unit, column: before, columns: 1 + servingColumns, servingFromHeader };
}

interface ParsedServing {
  size: ServingSize;
  /** The weight was read from a "9" standing for "g". */
  repaired: boolean;
}

function servingSizeFrom(text: string): ParsedServing | null {
  const clean = text.replace(/^[:\s-]+/, '').trim();
  if (!clean || !/\d/.test(clean)) return null;
  const pick = (re: RegExp) => {
    const all = [...clean.matchAll(re)];
    // Prefer the parenthesised weight: "1 cup (240 mL)".
    const inParens = all.find((a) => /\(/.test(clean.slice(Math.max(0, a.index! - 2), a.index! + 1)));
    const hit = inParens ?? all[0];
    return hit ? toNumber(hit[1]!.replace(/[Oo]/g, '0')) : null;
  };
  let grams = pick(/(\d+(?:[.,]\d+)?)\s?(?:g|grams?|gr)\b/gi);
  const ml = pick(/(\d+(?:[.,]\d+)?)\s?(?:ml|mL|m1)\b/gi);
  let repaired = false;
  // "(559)", "2409)", "859": a weight whose "g" was read as "9" (no unit anywhere in the text).
  if (grams === null && ml === null && !/\d\s*(oz|g|ml|l)\b/i.test(clean)) {
    const nine = /(\d+)9\)/.exec(clean) ?? /^(\d+)9$/.exec(clean);
    if (nine) {
      grams = toNumber(nine[1]!);
      repaired = true;
    }
  }
  return { size: { text: clean, grams, ml }, repaired };
}

const SERVING_SIZE_LINE = /^(?:serving|serv\.?|portion)\s*size\s*:?\s*(.*)$/i;
const PER_SERVING_LINE = /^per\s+(?!100\s*(?:g|ml)\b)(.*\d.*)$/i;
const SERVINGS_BEFORE = /(?:about|approx\.?|approximately|ca\.?)?\s*([0-9OoIl][0-9OoIl.,]*)\s*servings?\s*per\s*(?:container|package|pack|pkg|box|bag|bottle)/i;
const SERVINGS_AFTER =
  /servings?\s*per\s*(?:container|package|pack|pkg|box|bag|bottle)\s*:?\s*(?:about|approx\.?|approximately|ca\.?)?\s*([0-9OoIl][0-9OoIl.,]*)/i;
const ADDED_SUGARS = /\bincl(?:udes|uding|\.)?\s*(<?\s*[0-9OoIlSB][0-9OoIlSB.,]*\s?(?:g|q)?)\s*(?:of\s+)?added\s+sugars?/i;

/** US Daily Values (2016 rule first, then the 1993 values older labels use). */
const US_DV: Partial<Record<LabelField, number[]>> = {
  fat_g: [78, 65],
  saturated_fat_g: [20],
  cholesterol_mg: [300],
  sodium_mg: [2300, 2400],
  carbs_g: [275, 300],
  fiber_g: [28, 25],
  added_sugars_g: [50],
  protein_g: [50],
};
/** EU reference intakes (Regulation 1169/2011 Annex XIII). */
const EU_RI: Partial<Record<LabelField, number[]>> = {
  calories: [2000],
  energy_kj: [8400],
  fat_g: [70],
  saturated_fat_g: [20],
  carbs_g: [260],
  sugars_g: [90],
  protein_g: [50],
  salt_g: [6],
};

function dvAgrees(amount: number, dvs: number[] | undefined, percent: number): boolean | null {
  if (!dvs) return null;
  return dvs.some((dv) => {
    const computed = (100 * amount) / dv;
    return Math.abs(computed - percent) <= Math.max(1.5, 0.12 * percent);
  });
}

interface Reading {
  candidates: { value: number; penalty: number; gForNine: boolean }[];
  unit: Unit | null;
  percent: number | null;
  lessThan: boolean;
  lineConfidence: number;
  repaired: boolean;
  unitAssumed: boolean;
  columnUncertain: boolean;
  continuation: boolean;
}

interface EnergyReading {
  kj: number | null;
  kcal: number | null;
  confidence: number;
  columnUncertain: boolean;
}

const clamp01 = (n: number) => Math.min(1, Math.max(0, n));

/**
 * Parses the OCR lines (or plain text) of one nutrition panel. `rawText` is the engine's verbatim
 * transcription, returned as `raw_text` (default: the input text).
 */
export function parseLabelText(input: string | OcrLine[], rawText?: string): LabelReading {
  const ocr: OcrLine[] = typeof input === 'string' ? input.split(/\r?\n/).map((text) => ({ text, confidence: null })) : input;
  rawText ??= typeof input === 'string' ? input : input.map((l) => l.text).join('\n');
  const lines = ocr.map((l) => ({ text: normaliseLine(l.text), confidence: l.confidence === null ? 0.9 : clamp01(l.confidence / 100) })).filter((l) => l.text);

  const layout = detectLayout(lines.map((l) => l.text));
  const panel: PanelRows = { layout, readings: new Map(), micros: new Map(), energy: null };
  const servingOf = (p: ParsedServing, confidence: number) => ({ value: p.size, confidence: confidence * (p.repaired ? 0.6 : 1), fromHeader: false });
  let servingSize: { value: ServingSize; confidence: number; fromHeader: boolean } | null = layout.servingFromHeader
    ? { ...servingOf(layout.servingFromHeader, 0.8), fromHeader: true }
    : null;
  let servings: { value: number; confidence: number } | null = null;
  const pending: { def: RowDef; confidence: number }[] = [];
  let footnote = false;

  for (const line of lines) {
    let text = line.text;
    if (FOOTNOTE.test(text)) {
      footnote = true;
      continue;
    }
    if (footnote) continue;

    const size = SERVING_SIZE_LINE.exec(text);
    if (size) {
      const s = servingSizeFrom(size[1]!);
      // An explicit "Serving size" line beats the weight named in a column header.
      if (s && (!servingSize || servingSize.fromHeader)) servingSize = servingOf(s, line.confidence);
      // "Serving size 1 cup (228g) Servings per container 2" on one line: keep reading.
      text = text.replace(SERVING_SIZE_LINE, '');
    }
    // Canadian panels: "Per 1 cup (250 mL)" names the serving.
    const perServing = layout.basis === 'per_serving' && !servingSize ? PER_SERVING_LINE.exec(text) : null;
    if (perServing) {
      const s = servingSizeFrom(perServing[1]!);
      if (s && (s.size.grams !== null || s.size.ml !== null)) servingSize = servingOf(s, line.confidence);
    }
    const per = SERVINGS_BEFORE.exec(text) ?? SERVINGS_AFTER.exec(text);
    if (per && !servings) {
      const n = toNumber(per[1]!.replace(/[Oo]/g, '0').replace(/[Il]/g, '1'));
      if (n !== null && n > 0) servings = { value: n, confidence: line.confidence };
      text = text.replace(per[0], ' ');
    }
    const added = ADDED_SUGARS.exec(text);
    if (added) text = text.replace(added[0], ` Added Sugars ${added[1]} `);
    if (!text.trim()) continue;

    const { segments: segs, leadingValues } = segments(text);
    if (leadingValues && pending.length) {
      const p = pending.shift()!;
      recordRow(panel, p.def, leadingValues, Math.min(p.confidence, line.confidence), true);
    } else if (leadingValues && panel.energy && panel.energy.kcal === null && leadingValues.amounts.some((a) => a.unit === 'kcal')) {
      // "Energy 1046 kJ" with "250 kcal" wrapped onto the next line.
      recordRow(panel, { target: { kind: 'energy', unit: null }, names: [] }, leadingValues, line.confidence, true);
    }
    for (const seg of segs) {
      const has = seg.scan.amounts.length > 0 || seg.scan.percents.length > 0;
      if (!has) {
        if (seg.labelOnly && seg.def.target.kind !== 'ignore') pending.push({ def: seg.def, confidence: line.confidence * (seg.labelDistance ? 0.95 : 1) });
        continue;
      }
      pending.length = 0;
      recordRow(panel, seg.def, seg.scan, line.confidence * (seg.labelDistance ? 0.95 : 1), false);
    }
  }

  return finish(layout, panel.readings, panel.micros, panel.energy, servingSize, servings, rawText);
}

/** What the rows of a panel have given so far: the first reading of each field, micronutrients, energy. */
interface PanelRows {
  layout: Layout;
  readings: Map<LabelField, Reading>;
  micros: Map<string, PrintedNutrient>;
  energy: EnergyReading | null;
}

/** The amount of the panel's basis column among a row's amounts; uncertain when the row has fewer columns. */
function pickColumn(layout: Layout, amounts: Amount[]): { amount: Amount; uncertain: boolean } | null {
  if (amounts.length === 0) return null;
  if (layout.columns === 0) return { amount: amounts[0]!, uncertain: true };
  if (layout.column < amounts.length) return { amount: amounts[layout.column]!, uncertain: layout.columns > 1 && amounts.length < layout.columns };
  return { amount: amounts[amounts.length - 1]!, uncertain: true };
}

/** Records one row's values: energy (kJ and kcal), a micronutrient, or a field; the first reading of each wins. */
function recordRow(panel: PanelRows, def: RowDef, scan: Scan, confidence: number, continuation: boolean): void {
  const { layout, readings, micros } = panel;
  const t = def.target;
  if (t.kind === 'ignore') return;
  if (t.kind === 'energy' || (t.kind === 'calories' && scan.amounts.some((a) => a.unit === 'kj'))) {
    const unitHint = t.kind === 'energy' ? t.unit : null;
    const kj = scan.amounts.filter((a) => a.unit === 'kj' || (a.unit === null && unitHint === 'kj'));
    const kcal = scan.amounts.filter((a) => a.unit === 'kcal' || (a.unit === null && unitHint === 'kcal'));
    // Unit-less pair "1046 250" on an "Energy" row: the larger is kJ when the ratio says so.
    const bare = scan.amounts.filter((a) => a.unit === null && unitHint === null);
    if (!kj.length && !kcal.length && bare.length >= 2 && Math.abs(bare[0]!.value / bare[1]!.value - 4.184) < 0.3) {
      kj.push(bare[0]!);
      kcal.push(bare[1]!);
    }
    const pk = pickColumn(layout, kj);
    const pc = pickColumn(layout, kcal);
    if (!pk && !pc) return;
    const energy = (panel.energy ??= { kj: null, kcal: null, confidence, columnUncertain: false });
    energy.kj ??= pk?.amount.value ?? null;
    energy.kcal ??= pc?.amount.value ?? null;
    energy.columnUncertain ||= Boolean(pk?.uncertain || pc?.uncertain);
    energy.confidence = Math.min(energy.confidence, confidence);
    return;
  }
  const picked = pickColumn(layout, scan.amounts);
  const percent = scan.percents.length ? scan.percents[0]! : null;
  if (t.kind === 'micro') {
    if (micros.has(t.key) || (!picked && percent === null)) return;
    const a = picked?.amount ?? null;
    micros.set(t.key, {
      key: t.key,
      name: t.name.replace(/\b\w/g, (c) => c.toUpperCase()).replace(/Vitamin (\w+)/, (_, x: string) => `Vitamin ${x.toUpperCase()}`),
      amount: a ? a.value : null,
      unit: a ? a.unit : null,
      percent_dv: layout.basis === 'per_serving' ? percent : null,
      less_than: a?.lessThan ?? false,
      confidence: round(confidence * (a?.repaired ? 0.85 : 1) * (continuation ? 0.9 : 1), 2),
    });
    return;
  }
  const field: LabelField = t.kind === 'calories' ? 'calories' : t.field;
  if (readings.has(field) || !picked) return;
  const a = picked.amount;
  const candidates = [{ value: a.value, penalty: 0, gForNine: false }];
  if (a.gForNine !== null && field !== 'calories' && CANONICAL_UNIT[field] === 'g') candidates.push({ value: a.gForNine, penalty: 1.5, gForNine: true });
  readings.set(field, {
    candidates,
    unit: a.unit,
    percent: layout.basis === 'per_serving' || layout.columns === 1 ? percent : null,
    lessThan: a.lessThan,
    lineConfidence: confidence,
    repaired: a.repaired,
    unitAssumed: a.unit === null,
    columnUncertain: picked.uncertain,
    continuation,
  });
}

type ServingReading = { value: ServingSize; confidence: number } | null;
type Choice = Map<LabelField, { value: number; gForNine: boolean }>;
/** Score of one candidate value of a field from evidence on the panel: 0 fits, ≥ 5 exceeds the basis mass. */
type LocalScore = (field: LabelField, r: Reading, value: number) => number;

function finish(
  layout: Layout,
  readings: Map<LabelField, Reading>,
  micros: Map<string, PrintedNutrient>,
  energy: EnergyReading | null,
  servingSize: ServingReading,
  servings: { value: number; confidence: number } | null,
  rawText: string,
): LabelReading {
  const warnings: string[] = [];
  const caloriesFromKj = energyRows(energy, readings);
  const { refs, local } = panelEvidence(layout, servingSize);
  const choice = chooseReadings(readings, local);
  const { values, confidence, percentDv, lessThan } = fieldValues(layout, readings, choice, refs, local, warnings);
  if (caloriesFromKj) warnings.push('calories: no kcal printed; converted from kJ (1 kcal = 4.184 kJ).');
  crossCheck(layout, values, confidence, warnings);

  if (servingSize) confidence.serving_size = servingSize.confidence;
  if (servings) confidence.servings_per_container = servings.confidence;
  for (const k of Object.keys(confidence) as (keyof typeof confidence)[]) if (confidence[k] !== null) confidence[k] = round(clamp01(confidence[k]!), 2);

  const v = values;
  const mandatory: string[] =
    layout.style === 'us'
      ? ['serving_size', 'calories', 'fat_g', 'saturated_fat_g', 'trans_fat_g', 'cholesterol_mg', 'sodium_mg', 'carbs_g', 'fiber_g', 'sugars_g', 'protein_g']
      : ['calories', 'fat_g', 'saturated_fat_g', 'carbs_g', 'sugars_g', 'protein_g', 'salt_or_sodium'];
  const has = (k: string) =>
    k === 'serving_size' ? servingSize !== null : k === 'salt_or_sodium' ? v.salt_g !== null || v.sodium_mg !== null : v[k as LabelField] !== null;
  const missing = mandatory.filter((k) => !has(k));
  const coreMissing = CORE_LABEL_FIELDS.filter((k) => v[k] === null);

  return {
    status: coreMissing.length ? 'unreadable' : missing.length ? 'partial' : 'complete',
    style: layout.style,
    basis: layout.basis,
    basis_unit: layout.basisUnit,
    serving_size: servingSize?.value ?? null,
    servings_per_container: servings?.value ?? null,
    ...values,
    calories_from_kj: caloriesFromKj,
    percent_daily_value: percentDv,
    less_than: lessThan,
    nutrients: [...micros.values()],
    field_confidence: confidence,
    missing_fields: missing,
    core_missing: coreMissing,
    warnings,
    raw_text: rawText,
  };
}

/** Energy rows feed calories (kcal) and energy_kj unless a "Calories" row was read. True when calories came from kJ. */
function energyRows(energy: EnergyReading | null, readings: Map<LabelField, Reading>): boolean {
  let caloriesFromKj = false;
  if (energy) {
    const conf = energy.confidence * (energy.columnUncertain ? 0.7 : 1);
    if (energy.kj !== null && !readings.has('energy_kj')) readings.set('energy_kj', single(energy.kj, 'kj', conf));
    if (!readings.has('calories')) {
      if (energy.kcal !== null) readings.set('calories', single(energy.kcal, 'kcal', conf));
      else if (energy.kj !== null) {
        readings.set('calories', single(energy.kj / 4.184, 'kcal', conf * 0.95));
        caloriesFromKj = true;
      }
    }
  }
  return caloriesFromKj;
}

/** The references a printed % can be checked against, and the per-candidate score from the panel's evidence. */
function panelEvidence(layout: Layout, servingSize: ServingReading): { refs: Partial<Record<LabelField, number[]>>; local: LocalScore } {
  // %DV / %RI refer to the basis only on per-serving panels (a per-100 g panel's % column is per serving).
  const refs: Partial<Record<LabelField, number[]>> = {};
  if (layout.basis === 'per_serving' || layout.columns === 1) {
    for (const k of LABEL_FIELDS) {
      const all = [...(US_DV[k] ?? []), ...(EU_RI[k] ?? [])];
      if (all.length) refs[k] = all;
    }
  }
  const massLimit = layout.basis === 'per_100g' ? 100 : (servingSize?.value.grams ?? servingSize?.value.ml ?? null);

  // Per-candidate score from evidence on the panel: % Daily Value, and the mass of the basis.
  const local: LocalScore = (field, r, value) => {
    let score = 0;
    const canonical = convert(value, r.unit, CANONICAL_UNIT[field]) ?? value;
    if (r.percent !== null) {
      const agree = dvAgrees(canonical, refs[field], r.percent);
      if (agree === false) score += 2;
    }
    if (massLimit !== null && CANONICAL_UNIT[field] === 'g' && canonical > massLimit * 1.05 + 0.5) score += 5;
    if (field === 'calories' && massLimit !== null && value > massLimit * 9.5 + 10) score += 5;
    return score;
  };
  return { refs, local };
}

/** The reading of each field: as printed, or a unit-less "…9" read as "… g"; macros that balance the calories. */
function chooseReadings(readings: Map<LabelField, Reading>, local: LocalScore): Choice {
  // Where the panel prints units on its rows, a unit-less number ending in 9 ("0.59", "89")
  // is far more often "0.5g"/"8g" with the g read as 9: prefer that reading.
  const rows = [...readings.entries()].filter(([k]) => k !== 'calories' && k !== 'energy_kj');
  const unitRate = rows.length ? rows.filter(([, r]) => !r.unitAssumed).length / rows.length : 0;
  // Where nearly every unit-less number ends in 9, the 9 is the g (real values end in 9 about
  // one time in ten).
  const bare = rows.filter(([, r]) => r.unitAssumed);
  const ninesRate = bare.length >= 3 ? bare.filter(([, r]) => r.candidates.length > 1).length / bare.length : 0;
  if (unitRate >= 0.5 || ninesRate >= 0.6) {
    for (const [, r] of rows) {
      if (r.unitAssumed && r.candidates.length > 1) {
        r.candidates[0]!.penalty = 1.5;
        r.candidates[1]!.penalty = 0;
      }
    }
  }

  const choice: Choice = new Map();
  for (const [field, r] of readings) {
    let best = r.candidates[0]!;
    let bestScore = Infinity;
    for (const c of r.candidates) {
      const s = c.penalty + local(field, r, c.value);
      if (s < bestScore) {
        best = c;
        bestScore = s;
      }
    }
    choice.set(field, best);
  }
  // Calories and macros together: where a macro has two readings, prefer the one that balances.
  const core = ['fat_g', 'carbs_g', 'protein_g'] as const;
  if (readings.has('calories') && core.every((k) => readings.has(k)) && core.some((k) => readings.get(k)!.candidates.length > 1)) {
    let best: { score: number; pick: Choice } | null = null;
    const options = core.map((k) => readings.get(k)!.candidates);
    for (const a of options[0]!)
      for (const b of options[1]!)
        for (const c of options[2]!) {
          const cal = choice.get('calories')!.value;
          const est = 9 * a.value + 4 * b.value + 4 * c.value;
          const dev = Math.abs(cal - est) / Math.max(cal, est, 20);
          const score =
            a.penalty +
            b.penalty +
            c.penalty +
            local('fat_g', readings.get('fat_g')!, a.value) +
            local('carbs_g', readings.get('carbs_g')!, b.value) +
            local('protein_g', readings.get('protein_g')!, c.value) +
            6 * Math.max(0, dev - 0.1);
          if (!best || score < best.score)
            best = {
              score,
              pick: new Map([
                ['fat_g', a],
                ['carbs_g', b],
                ['protein_g', c],
              ]),
            };
        }
    for (const [k, v] of best!.pick) choice.set(k, v);
  }
  return choice;
}

/** Each field's value in its canonical unit and its confidence, with the printed % and "less than". */
function fieldValues(
  layout: Layout,
  readings: Map<LabelField, Reading>,
  choice: Choice,
  refs: Partial<Record<LabelField, number[]>>,
  local: LocalScore,
  warnings: string[],
): { values: LabelValues; confidence: LabelReading['field_confidence']; percentDv: Partial<Record<LabelField, number>>; lessThan: LabelField[] } {
  const values = Object.fromEntries(LABEL_FIELDS.map((k) => [k, null])) as LabelValues;
  const confidence = Object.fromEntries([...LABEL_FIELDS, 'serving_size', 'servings_per_container'].map((k) => [k, null])) as LabelReading['field_confidence'];
  const percentDv: Partial<Record<LabelField, number>> = {};
  const lessThan: LabelField[] = [];
  for (const [field, r] of readings) {
    const c = choice.get(field)!;
    const canonical = convert(c.value, r.unit, CANONICAL_UNIT[field]);
    if (canonical === null) {
      warnings.push(`${field}: printed unit '${r.unit}' does not fit; left unread.`);
      continue;
    }
    values[field] = field === 'calories' || field === 'energy_kj' ? Math.round(canonical) : round(canonical, 2);
    let conf = r.lineConfidence;
    if (r.repaired) conf *= 0.85;
    if (c.gForNine) conf *= 0.6;
    if (r.unitAssumed && field !== 'calories' && !(layout.style === 'per_100' && layout.columns > 1)) conf *= 0.85;
    if (r.columnUncertain) conf *= 0.7;
    if (r.continuation) conf *= 0.9;
    if (r.percent !== null) {
      const agree = dvAgrees(canonical, refs[field], r.percent);
      if (agree === true) conf += (1 - conf) * 0.6;
      else if (agree === false) {
        conf *= 0.6;
        warnings.push(`${field}: ${values[field]} does not match the printed ${r.percent}%.`);
      }
      percentDv[field] = r.percent;
    }
    if (local(field, r, c.value) >= 5) {
      conf *= 0.5;
      warnings.push(`${field}: ${values[field]} exceeds the ${layout.basis === 'per_100g' ? '100 g' : 'serving'} mass.`);
    }
    if (r.lessThan) lessThan.push(field);
    confidence[field] = conf;
  }
  return { values, confidence, percentDv, lessThan };
}

/** Cross-checks between printed fields lower the confidence of the fields involved. */
function crossCheck(layout: Layout, v: LabelValues, confidence: LabelReading['field_confidence'], warnings: string[]): void {
  const lower = (fields: LabelField[], factor: number, message: string) => {
    for (const k of fields) if (confidence[k] !== null) confidence[k] = confidence[k]! * factor;
    warnings.push(message);
  };
  if (v.calories !== null && v.fat_g !== null && v.carbs_g !== null && v.protein_g !== null) {
    const fiberKcal = layout.style === 'per_100' && v.fiber_g !== null ? 2 * v.fiber_g : 0;
    const est = 9 * v.fat_g + 4 * v.carbs_g + 4 * v.protein_g + fiberKcal;
    if (Math.abs(v.calories - est) > Math.max(20, 0.25 * Math.max(v.calories, est))) {
      lower(['calories', 'fat_g', 'carbs_g', 'protein_g'], 0.75, `calories ${v.calories} differ from 9·fat + 4·carbs + 4·protein = ${Math.round(est)} kcal.`);
    }
  }
  if (v.fat_g !== null && v.saturated_fat_g !== null && v.saturated_fat_g > v.fat_g + 0.5)
    lower(['fat_g', 'saturated_fat_g'], 0.7, 'saturated fat is larger than total fat.');
  if (v.carbs_g !== null && v.sugars_g !== null && v.sugars_g > v.carbs_g + 0.5) lower(['carbs_g', 'sugars_g'], 0.7, 'sugars are larger than carbohydrate.');
  if (v.sugars_g !== null && v.added_sugars_g !== null && v.added_sugars_g > v.sugars_g + 0.5)
    lower(['sugars_g', 'added_sugars_g'], 0.7, 'added sugars are larger than total sugars.');
  if (layout.style === 'us' && v.carbs_g !== null && v.fiber_g !== null && v.fiber_g > v.carbs_g + 0.5)
    lower(['carbs_g', 'fiber_g'], 0.7, 'fiber is larger than total carbohydrate.');
}

function single(value: number, unit: Unit, confidence: number): Reading {
  return {
    candidates: [{ value, penalty: 0, gForNine: false }],
    unit,
    percent: null,
    lessThan: false,
    lineConfidence: confidence,
    repaired: false,
    unitAssumed: false,
    columnUncertain: false,
    continuation: false,
  };
}
