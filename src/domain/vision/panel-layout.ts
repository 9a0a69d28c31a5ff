/**
 * Which kind of panel the text is (US per serving, or per 100 g / 100 ml) and, on a per-100 panel,
 * which of a row's amount columns is the 100 g one.
 */
import type { LabelBasis, LabelStyle } from './label-fields';
import { FOOTNOTE } from './line-segments';
import { type ParsedServing, servingSizeFrom } from './serving-lines';

export interface Layout {
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

export function detectLayout(lines: string[]): Layout {
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
