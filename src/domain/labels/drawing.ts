/**
 * A label as drawing operations: filled and outlined rectangles and lines of text, grouped by row.
 * The layout (./fda-markup.ts, ./eu-markup.ts) is done once; the same drawing becomes the SVG
 * (`svgOf`) and the PNG (src/render/label-png.ts), so the two cannot disagree.
 *
 * Text is measured by a `Measure`: the default estimates each character's width erring wide
 * (measured against DejaVu Sans, the widest of the usual sans-serif fonts, first in the label's
 * font list); the service passes one that reads the font file (exact). Kerning is off in the SVG
 * (`font-kerning: none`) because the measures and the PNG do not kern.
 */
import { escapeXml } from '../recipes/markup';

const LABEL_FONT = "'DejaVu Sans', 'Liberation Sans', Arial, Helvetica, sans-serif";

/** A piece of a line of text: bold or not. */
export interface Run {
  text: string;
  bold?: boolean;
}

export type DrawOp =
  | { op: 'rect'; x: number; y: number; w: number; h: number; fill: string }
  | { op: 'frame'; x: number; y: number; w: number; h: number; stroke: number }
  | { op: 'text'; x: number; y: number; runs: Run[]; size: number; anchor: 'start' | 'end'; fill: string }
  | { op: 'group'; key: string; ops: DrawOp[] };

export interface Drawing {
  width: number;
  height: number;
  title: string;
  lang: string;
  ops: DrawOp[];
}

/** Width in px of `text` at `size` px. */
export type Measure = (text: string, size: number, bold?: boolean) => number;

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

export const estimatedWidth: Measure = (text, size, bold = false) => {
  let em = 0;
  for (const ch of text) em += advance(ch);
  return em * size * (bold ? 1.12 : 1);
};

/** Width of runs on one line (a space between runs). */
export function runsWidth(measure: Measure, runs: Run[], size: number): number {
  return runs.reduce((w, r, i) => w + measure(r.text, size, r.bold) + (i > 0 ? measure(' ', size) : 0), 0);
}

/** Greedy wrap of `text` into lines no wider than `width` px; a word wider than a line is split. Only plain spaces break. */
export function wrapToWidth(measure: Measure, text: string, width: number, size: number, bold = false): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/[ \t]+/).filter(Boolean)) {
      const candidate = line ? `${line} ${word}` : word;
      if (measure(candidate, size, bold) <= width) {
        line = candidate;
        continue;
      }
      if (line) lines.push(line);
      line = '';
      let rest = word;
      while (measure(rest, size, bold) > width) {
        let cut = '';
        for (const ch of rest) {
          if (measure(cut + ch, size, bold) > width) break;
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

/** The label's notes and source as a group of text lines from `y` down; returns the group and where it ends. */
export function notesGroup(lines: string[], measure: Measure, x: number, width: number, size: number, step: number, y: number): { group: DrawOp; y: number } {
  const ops: DrawOp[] = [];
  for (const note of lines) {
    for (const l of wrapToWidth(measure, note, width, size)) {
      y += step;
      ops.push({ op: 'text', x, y, runs: [{ text: l }], size, anchor: 'start', fill: '#000' });
    }
    y += 2;
  }
  return { group: { op: 'group', key: 'notes', ops }, y };
}

/** Rules every label page shares; `maxWidth` in px. */
const baseCss = (maxWidth: number) =>
  [
    'body{margin:0;background:#fff}',
    `.morsel-label{font-family:${LABEL_FONT};color:#000;max-width:${maxWidth}px;margin:0;padding:2px;box-sizing:border-box}`,
    '.morsel-label *{box-sizing:border-box;overflow-wrap:anywhere}',
    '.morsel-label figcaption{font-weight:bold;font-size:12px;margin:0 0 4px}',
    '.morsel-label .notes p{margin:0 0 2px}',
  ].join('');

/**
 * A label as a complete HTML page, styles inline and no script: its name, then `body` with the
 * notes and source inserted before `bodyEnd` (inside the panel, when the body is one).
 */
export function labelPage(
  label: { style: string; lang: string; title: string; name: string; notes: string[]; source: string },
  maxWidth: number,
  css: string,
  body: string,
  bodyEnd = '',
): string {
  return (
    `<!doctype html><html lang="${escapeXml(label.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${escapeXml(`${label.title}: ${label.name}`)}</title><style>${baseCss(maxWidth)}${css}</style></head><body>` +
    `<figure class="morsel-label ${escapeXml(label.style)}"><figcaption>${escapeXml(label.name)}</figcaption>${body}` +
    `<div class="notes" data-key="notes">${[...label.notes, label.source].map((n) => `<p>${escapeXml(n)}</p>`).join('')}</div>${bodyEnd}</figure></body></html>`
  );
}

function svgOp(o: DrawOp): string {
  switch (o.op) {
    case 'rect':
      return `<rect x="${o.x}" y="${o.y}" width="${o.w}" height="${o.h}" fill="${o.fill}"/>`;
    case 'frame':
      return `<rect x="${o.x}" y="${o.y}" width="${o.w}" height="${o.h}" fill="none" stroke="#000" stroke-width="${o.stroke}"/>`;
    case 'group':
      return `<g data-key="${escapeXml(o.key)}">${o.ops.map(svgOp).join('')}</g>`;
    case 'text': {
      const attrs = `${o.anchor === 'end' ? ' text-anchor="end"' : ''}${o.fill !== '#000' ? ` fill="${o.fill}"` : ''}`;
      const body = o.runs.map((r, i) => `${i > 0 ? ' ' : ''}${r.bold ? `<tspan font-weight="bold">${escapeXml(r.text)}</tspan>` : escapeXml(r.text)}`).join('');
      return `<text x="${o.x}" y="${o.y}" font-size="${o.size}"${attrs}>${body}</text>`;
    }
  }
}

/** The drawing as a self-contained SVG: text stays text (selectable, read by screen readers). */
export function svgOf(d: Drawing): string {
  const title = escapeXml(d.title);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${d.width}" height="${d.height}" viewBox="0 0 ${d.width} ${d.height}" role="img" aria-label="${title}" xml:lang="${escapeXml(d.lang)}">` +
    `<title>${title}</title><rect x="0" y="0" width="${d.width}" height="${d.height}" fill="#fff"/>` +
    `<g font-family="${escapeXml(LABEL_FONT)}" style="font-kerning:none" fill="#000">${d.ops.map(svgOp).join('')}</g></svg>`
  );
}
