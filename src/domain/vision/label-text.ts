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
 *
 * Here the lines are read in order; a line's rows come from line-segments.ts, the kind of panel
 * from panel-layout.ts, and the choice among readings from panel-evidence.ts and field-values.ts.
 */
import { round } from '../round';
import { CORE_LABEL_FIELDS, type LabelField, type LabelReading, type PrintedNutrient, type ServingSize } from './label-fields';
import type { RowDef } from './row-labels';
import { toNumber } from './printed-amounts';
import { FOOTNOTE, normaliseLine, segments } from './line-segments';
import { type ParsedServing, PER_SERVING_LINE, SERVING_SIZE_LINE, SERVINGS_AFTER, SERVINGS_BEFORE, servingSizeFrom } from './serving-lines';
import { detectLayout, type Layout } from './panel-layout';
import { type EnergyReading, energyRows, type PanelRows, type Reading, recordRow } from './panel-rows';
import { chooseReadings, panelEvidence, type ServingReading } from './panel-evidence';
import { crossCheck, fieldValues } from './field-values';

/** One OCR line; `confidence` is the engine's 0-100 score, null when unknown (plain text). */
export interface OcrLine {
  text: string;
  confidence: number | null;
}

/** "Includes 10g Added Sugars": the amount is read as an "Added Sugars" row. */
const ADDED_SUGARS = /\bincl(?:udes|uding|\.)?\s*(<?\s*[0-9OoIlSB][0-9OoIlSB.,]*\s?(?:g|q)?)\s*(?:of\s+)?added\s+sugars?/i;

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
