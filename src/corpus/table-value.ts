/**
 * Value cells of national food tables, read without inventing numbers.
 *
 * - A number (`45.4`, or with a decimal comma `45,4`) is a measured value; `0` stays 0.
 * - `traces` (present, too little to quantify), `< x` (below the limit of quantification x) and
 *   `-` (not determined) are NOT zero: the amount is null and the cell is flagged, with the
 *   limit kept as `upper_bound` for `< x`. They never enter `nutrients` or the macros, so a food
 *   whose fat is `traces` is unknown for fat (and the quality gate treats it as such).
 * - Empty cells are missing (null, no flag). Anything else is `malformed`.
 */

export type CellFlag = 'traces' | 'below_limit' | 'not_determined' | 'malformed';

export interface TableCell {
  amount: number | null;
  flag?: CellFlag;
  /** For `< x`: the value is below x (same unit as the column). */
  upper_bound?: number;
  /** The cell used a decimal comma (counted, not an error). */
  decimal_comma?: boolean;
}

const NUMBER = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)([eE][+-]?\d+)?$/;

function toNumber(text: string): { value: number; comma: boolean } | null {
  const t = text.replace(/\s+/g, '');
  if (!NUMBER.test(t)) return null;
  const comma = t.includes(',');
  const value = Number(comma ? t.replace(',', '.') : t);
  return Number.isFinite(value) ? { value, comma } : null;
}

export function parseTableCell(raw: string | undefined): TableCell {
  const text = (raw ?? '').trim();
  if (text === '') return { amount: null };
  if (text === '-' || text === '–') return { amount: null, flag: 'not_determined' };
  if (/^traces?$/i.test(text)) return { amount: null, flag: 'traces' };
  if (text.startsWith('<')) {
    const bound = toNumber(text.slice(1));
    return bound
      ? { amount: null, flag: 'below_limit', upper_bound: bound.value, ...(bound.comma ? { decimal_comma: true } : {}) }
      : { amount: null, flag: 'malformed' };
  }
  const n = toNumber(text);
  if (!n) return { amount: null, flag: 'malformed' };
  return n.comma ? { amount: n.value, decimal_comma: true } : { amount: n.value };
}
