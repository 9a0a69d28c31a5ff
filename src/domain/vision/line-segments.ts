/**
 * One OCR line of a panel split into labelled segments, each with the amounts after its label
 * ("Vitamin A 10% • Vitamin C 8%" gives two).
 */
import { labelKey, matchName, type RowDef } from './row-labels';
import { type Scan, scanValues } from './printed-amounts';

interface Token {
  text: string;
  start: number;
  end: number;
}

function tokens(line: string): Token[] {
  const out: Token[] = [];
  for (const t of line.matchAll(/\S+/g)) out.push({ text: t[0], start: t.index!, end: t.index! + t[0].length });
  return out;
}

/** Unicode, dashes, bullets; "TotalFat8g" → "TotalFat 8g" (a word of 3+ letters glued to a number). */
export function normaliseLine(text: string): string {
  return (
    text
      .normalize('NFKC')
      .replace(/[\u2010-\u2015\u2212]/g, '-')
      .replace(/[•·●▪■]/g, ' • ')
      // Multilingual labels: "Fat/Matières grasses/Fett".
      .replace(/(\p{L})\/(?=\p{L})/gu, '$1 / ')
      .replace(/([A-Za-z]{3,})(\d)/g, '$1 $2')
      // "85¢", "2.5¢g": a g read as a cent sign (sometimes as well as the g).
      .replace(/(\d)\s?¢\s?g?(?![a-z])/gi, '$1g')
      .replace(/(\d)\s*\/\s*(\d)/g, '$1/$2')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

export const FOOTNOTE =
  /(daily values? (are|may)|percent daily values|calorie diet|calories a day|% daily value \(dv\) tells|tells you how much|reference intake of an average|your daily values?|contributes to a daily diet|general nutrition advice)/i;

interface RowHit {
  def: RowDef;
  /** Token index where the label starts and the index after it. */
  from: number;
  to: number;
  distance: number;
}

/** A value token, also with look-alike letters before a unit ("Og", "Smg"), but not "B12". */
const VALUE_TOKEN = /^(<|\d|[OoIlSB|][0-9OoIlSB|.,]*(g|mg|mcg|%)$)/;

/** Closest row label starting at token `at` (up to 5 words); on equal distance the longer. */
function labelAt(toks: Token[], at: number): RowHit | null {
  let best: RowHit | null = null;
  for (let k = 1; k <= 5 && at + k <= toks.length; k++) {
    const words = toks.slice(at, at + k).map((t) => t.text);
    // Labels are words: stop at a value token.
    if (VALUE_TOKEN.test(words[k - 1]!)) break;
    const key = labelKey(words.join(' '));
    if (key.length < 2) continue;
    const hit = matchName(key);
    if (hit && (!best || hit.distance <= best.distance)) best = { def: hit.entry.def, from: at, to: at + k, distance: hit.distance };
  }
  return best;
}

interface Segment {
  def: RowDef;
  scan: Scan;
  labelDistance: number;
  /** Nothing but the label on the line: its values may be on the next line (or column). */
  labelOnly: boolean;
}

/** Splits a line into labelled segments; "Vitamin A 10% • Vitamin C 8%" gives two. */
export function segments(line: string): { segments: Segment[]; leadingValues: Scan | null } {
  const toks = tokens(line);
  const out: Segment[] = [];
  let leadingValues: Scan | null = null;
  let i = 0;
  // A line that starts with values (the rest of a row whose label was on the line before).
  if (toks.length && /^[<\d]/.test(toks[0]!.text) && !labelAt(toks, 0)) {
    const scan = scanValues(line);
    if (scan.amounts.length || scan.percents.length) {
      leadingValues = scan;
      i = toks.findIndex((t) => t.start >= scan.consumed);
      if (i < 0) i = toks.length;
    }
  }
  while (i < toks.length) {
    const hit = labelAt(toks, i);
    if (!hit) {
      i++;
      continue;
    }
    const rest = hit.to < toks.length ? line.slice(toks[hit.to]!.start) : '';
    let scan = scanValues(rest);
    let restStart = hit.to < toks.length ? toks[hit.to]!.start : line.length;
    if (!scan.amounts.length && !scan.percents.length) {
      // Words between a label and its values: other languages ("Fat/Matières grasses/Fett 17g"),
      // leaders, qualifiers. Take the values if no other row label comes first.
      for (let j = hit.to; j < Math.min(toks.length, hit.to + 10); j++) {
        if (labelAt(toks, j)) break;
        if (!/^[<\d]/.test(toks[j]!.text)) continue;
        const later = scanValues(line.slice(toks[j]!.start));
        if (later.amounts.length) {
          scan = later;
          restStart = toks[j]!.start;
        }
        break;
      }
    }
    out.push({ def: hit.def, scan, labelDistance: hit.distance, labelOnly: out.length === 0 && !leadingValues && /^[\s:*()[\]|.-]*$/.test(rest) });
    const next = toks.findIndex((t) => t.start >= restStart + scan.consumed);
    i = next < 0 ? toks.length : Math.max(next, hit.to);
  }
  return { segments: out, leadingValues };
}
