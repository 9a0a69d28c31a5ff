/**
 * The EU nutrition declaration (style `eu`) as a self-contained SVG and HTML page, drawn from a
 * Label (./label.ts): a table in the order of Annex XV, numbers aligned in their columns (Article
 * 34(2)), the reference-intake statement under it. Long words wrap inside their cell, so the
 * table keeps its width in every language.
 */
import { escapeXml as x } from '../recipes/markup';
import type { Label } from './label';
import { LABEL_FONT, textLine, wrapToWidth } from './svg-text';

const W = 320;
const LEFT = 8;
const INNER = W - 2 * LEFT;
const SIZE = 11;
const HEAD_SIZE = 10;
const LINE = 14;
const PAD = 4;
const NOTE_SIZE = 9;
const MUTED = '#555';

/** Column widths: the names take what the amounts leave. */
function widths(amountColumns: number): number[] {
  const amount = amountColumns === 1 ? 96 : 76;
  const percent = 46;
  return [INNER - amountColumns * amount - percent, ...Array(amountColumns).fill(amount), percent];
}

/** The declaration as SVG. */
export function euSvg(label: Label): string {
  const cols = widths(label.columns.length);
  const xs = cols.map((_, i) => LEFT + cols.slice(0, i).reduce((a, b) => a + b, 0));
  const out: string[] = [];
  let y = 0;
  const rule = (weight: number) => out.push(`<rect x="${LEFT}" y="${y}" width="${INNER}" height="${weight}" fill="#000"/>`);
  /** Lines of a cell: right-aligned in amount columns, left (after `indent`) in the name column. */
  const cell = (i: number, lines: string[], top: number, size: number, bold = false, fill?: string, indent = 0) =>
    lines.forEach((l, k) => {
      const baseline = top + (k + 1) * LINE - 3;
      out.push(i === 0 ? textLine(xs[0]! + 2 + indent, baseline, [{ text: l, bold }], { size, fill }) : textLine(xs[i]! + cols[i]! - 3, baseline, [{ text: l, bold }], { size, anchor: 'end', fill }));
    });

  for (const l of wrapToWidth(label.name, INNER, 12, true)) {
    y += 15;
    out.push(textLine(LEFT, y, [{ text: l, bold: true }], { size: 12 }));
  }
  y += 4;
  const boxTop = y;
  for (const l of wrapToWidth(label.title, INNER - 4, 14, true)) {
    y += 18;
    out.push(textLine(LEFT + 2, y, [{ text: l, bold: true }], { size: 14 }));
  }
  y += 6;
  rule(1.5);
  const headers = ['', ...label.columns, label.percent_column ?? ''].map((h, i) => (h ? wrapToWidth(h, cols[i]! - 5, HEAD_SIZE, true) : []));
  out.push('<g data-key="header">');
  headers.forEach((h, i) => cell(i, h, y + PAD / 2, HEAD_SIZE, true));
  out.push('</g>');
  y += Math.max(...headers.map((h) => h.length)) * LINE + PAD;
  rule(1);
  for (const row of label.rows) {
    const indent = row.level ? 10 : 0;
    const name = wrapToWidth(row.label, cols[0]! - 4 - indent, SIZE);
    const values = row.values.map((v, i) => v.split('\n').flatMap((part) => wrapToWidth(part, cols[i + 1]! - 5, SIZE)));
    const fill = row.known ? undefined : MUTED;
    out.push(`<g data-key="${x(row.key)}">`);
    cell(0, name, y + PAD / 2, SIZE, false, undefined, indent);
    values.forEach((v, i) => cell(i + 1, v, y + PAD / 2, SIZE, false, fill));
    if (row.percent !== null) cell(cols.length - 1, [row.percent], y + PAD / 2, SIZE);
    out.push('</g>');
    y += Math.max(name.length, ...values.map((v) => v.length), 1) * LINE + PAD;
    rule(0.5);
  }
  y += 4;
  out.push('<g data-key="notes">');
  for (const note of [...label.notes, label.source]) {
    for (const l of wrapToWidth(note, INNER, NOTE_SIZE)) {
      y += 11;
      out.push(textLine(LEFT, y, [{ text: l }], { size: NOTE_SIZE }));
    }
    y += 2;
  }
  out.push('</g>');
  y += 6;
  const height = Math.ceil(y);
  const title = `${label.title}: ${label.name}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${height}" viewBox="0 0 ${W} ${height}" role="img" aria-label="${x(title)}" xml:lang="${x(label.lang)}">` +
    `<title>${x(title)}</title>` +
    `<rect x="0" y="0" width="${W}" height="${height}" fill="#fff"/>` +
    `<rect x="${LEFT - 4}" y="${boxTop}" width="${INNER + 8}" height="${height - boxTop - 3}" fill="none" stroke="#000" stroke-width="1"/>` +
    `<g font-family="${x(LABEL_FONT)}" style="font-kerning:none" fill="#000">${out.join('')}</g></svg>`
  );
}

const EU_CSS = [
  'body{margin:0;background:#fff}',
  `.morsel-label{font-family:${LABEL_FONT};color:#000;max-width:340px;margin:0;padding:2px;box-sizing:border-box}`,
  '.morsel-label *{box-sizing:border-box;overflow-wrap:anywhere}',
  '.morsel-label figcaption{font-weight:bold;font-size:12px;margin:0 0 4px}',
  '.morsel-label table{width:100%;table-layout:fixed;border-collapse:collapse;border:1px solid #000;font-size:11px}',
  '.morsel-label caption{caption-side:top;text-align:left;font-weight:bold;font-size:14px;padding:4px 0}',
  '.morsel-label th,.morsel-label td{padding:2px 3px;border-bottom:0.5px solid #000;vertical-align:top}',
  '.morsel-label thead th{font-size:10px;border-bottom:1px solid #000;text-align:right}',
  '.morsel-label thead th:first-child,.morsel-label tbody th{text-align:left;font-weight:normal}',
  '.morsel-label td{text-align:right;white-space:pre-line}',
  '.morsel-label .l1 th{padding-left:13px}',
  '.morsel-label .unknown td{color:#555}',
  '.morsel-label .notes{font-size:9px;margin:4px 0 0}.morsel-label .notes p{margin:0 0 2px}',
].join('');

export function euHtml(label: Label): string {
  const amountCols = label.columns.length;
  const nameWidth = amountCols === 1 ? 44 : 34;
  const colgroup = `<colgroup><col style="width:${nameWidth}%">${label.columns.map(() => `<col style="width:${Math.floor((100 - nameWidth - 15) / amountCols)}%">`).join('')}<col style="width:15%"></colgroup>`;
  const head = `<thead><tr data-key="header"><th scope="col"></th>${label.columns.map((c) => `<th scope="col">${x(c)}</th>`).join('')}<th scope="col">${x(label.percent_column ?? '')}</th></tr></thead>`;
  const body = label.rows
    .map((r) => `<tr class="l${r.level}${r.known ? '' : ' unknown'}" data-key="${x(r.key)}"><th scope="row">${x(r.label)}</th>${r.values.map((v) => `<td>${x(v)}</td>`).join('')}<td>${r.percent === null ? '' : x(r.percent)}</td></tr>`)
    .join('');
  return (
    `<!doctype html><html lang="${x(label.lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">` +
    `<title>${x(`${label.title}: ${label.name}`)}</title><style>${EU_CSS}</style></head><body>` +
    `<figure class="morsel-label eu"><figcaption>${x(label.name)}</figcaption>` +
    `<table><caption>${x(label.title)}</caption>${colgroup}${head}<tbody>${body}</tbody></table>` +
    `<div class="notes" data-key="notes">${[...label.notes, label.source].map((n) => `<p>${x(n)}</p>`).join('')}</div>` +
    `</figure></body></html>`
  );
}
