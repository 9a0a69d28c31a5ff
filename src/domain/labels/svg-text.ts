/**
 * Text of the SVG labels without a font engine: a per-character width estimate that errs wide
 * (measured against DejaVu Sans, the widest of the usual sans-serif fonts, first in the label's
 * font list), a greedy wrap to a width in pixels, and `<text>` markup. A label laid out with these
 * does not overflow its columns in a browser or in the PNG (test/browser checks both).
 */
import { escapeXml } from '../recipes/markup';

export const LABEL_FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

/** A piece of a line: bold or not. */
export interface Run {
  text: string;
  bold?: boolean;
}

export interface TextStyle {
  size: number;
  /** `end`: the line ends at x. */
  anchor?: 'start' | 'end';
  fill?: string;
}

/** Advance of one character in em, rounded up from DejaVu Sans Book. */
function advance(ch: string): number {
  if (ch === ' ' || ch === '\u00a0') return 0.32;
  if (/[ilj.,:;'|!]/.test(ch)) return 0.34;
  if (/[ftrI()[\]\-/*]/.test(ch)) return 0.48;
  if (/[mwMW%]/.test(ch)) return 1.0;
  if (/[A-Z]/.test(ch)) return 0.78;
  if (/[0-9]/.test(ch)) return 0.64;
  if (/[\u2e80-\ua4cf\uac00-\ud7a3\uff00-\uffef]/.test(ch)) return 1.0;
  return 0.64;
}

/** `<text>` markup of one line of runs with its baseline at (x, y). */
export function textLine(x: number, y: number, runs: Run[], style: TextStyle): string {
  const attrs = `${style.anchor === 'end' ? ' text-anchor="end"' : ''}${style.fill ? ` fill="${style.fill}"` : ''}`;
  const body = runs.map((r, i) => `${i > 0 ? ' ' : ''}${r.bold ? `<tspan font-weight="bold">${escapeXml(r.text)}</tspan>` : escapeXml(r.text)}`).join('');
  return `<text x="${x}" y="${y}" font-size="${style.size}"${attrs}>${body}</text>`;
}

export function textWidth(text: string, size: number, bold = false): number {
  let em = 0;
  for (const ch of text) em += advance(ch);
  return em * size * (bold ? 1.12 : 1);
}

/** Width of runs drawn on one line (a space between runs). */
export function runsWidth(runs: Run[], size: number): number {
  return runs.reduce((w, r, i) => w + textWidth(r.text, size, r.bold) + (i > 0 ? textWidth(' ', size) : 0), 0);
}

/** Greedy wrap of `text` into lines no wider than `width` px; a word wider than a line is split. Only plain spaces break. */
export function wrapToWidth(text: string, width: number, size: number, bold = false): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/[ \t]+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (textWidth(candidate, size, bold) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (textWidth(rest, size, bold) > width) {
        let cut = '';
        for (const ch of rest) {
          if (textWidth(cut + ch, size, bold) > width) break;
          cut += ch;
        }
        if (!cut) cut = [...rest][0]!;
        lines.push(cut);
        rest = rest.slice(cut.length);
      }
      line = rest;
    }
    if (line || lines.length === 0) lines.push(line);
  }
  return lines;
}
