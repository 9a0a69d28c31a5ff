/**
 * The EU nutrition declaration (style `eu`) as a self-contained SVG and HTML page, drawn from a
 * Label (./label.ts): a table in the order of Annex XV, numbers aligned in their columns (Article
 * 34(2)), the reference-intake statement under it. Long words wrap inside their cell, so the
 * table keeps its width in every language.
 */
import { escapeXml as x } from '../recipes/markup';
import type { Label } from './label';
import { estimatedWidth, labelPage, notesGroup, wrapToWidth, type Drawing, type DrawOp, type Measure } from './drawing';

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

/** The declaration laid out as a table; `measure` sets where text wraps. */
export function euDrawing(label: Label, measure: Measure = estimatedWidth): Drawing {
  const cols = widths(label.columns.length);
  const xs = cols.map((_, i) => LEFT + cols.slice(0, i).reduce((a, b) => a + b, 0));
  const ops: DrawOp[] = [];
  let y = 0;
  const rule = (weight: number) => ops.push({ op: 'rect', x: LEFT, y, w: INNER, h: weight, fill: '#000' });
  /** Lines of a cell: right-aligned in amount columns, left (after `indent`) in the name column. */
  const cell = (into: DrawOp[], i: number, lines: string[], top: number, size: number, bold = false, fill = '#000', indent = 0) =>
    lines.forEach((l, k) => {
      const baseline = top + (k + 1) * LINE - 3;
      const start = i === 0;
      into.push({
        op: 'text',
        x: start ? xs[0]! + 2 + indent : xs[i]! + cols[i]! - 3,
        y: baseline,
        runs: [{ text: l, bold }],
        size,
        anchor: start ? 'start' : 'end',
        fill,
      });
    });

  for (const l of wrapToWidth(measure, label.name, INNER, 12, true)) {
    y += 15;
    ops.push({ op: 'text', x: LEFT, y, runs: [{ text: l, bold: true }], size: 12, anchor: 'start', fill: '#000' });
  }
  y += 4;
  const boxTop = y;
  for (const l of wrapToWidth(measure, label.title, INNER - 4, 14, true)) {
    y += 18;
    ops.push({ op: 'text', x: LEFT + 2, y, runs: [{ text: l, bold: true }], size: 14, anchor: 'start', fill: '#000' });
  }
  y += 6;
  rule(1.5);
  const headers = ['', ...label.columns, label.percent_column ?? ''].map((h, i) => (h ? wrapToWidth(measure, h, cols[i]! - 5, HEAD_SIZE, true) : []));
  const header: DrawOp[] = [];
  headers.forEach((h, i) => {
    cell(header, i, h, y + PAD / 2, HEAD_SIZE, true);
  });
  ops.push({ op: 'group', key: 'header', ops: header });
  y += Math.max(...headers.map((h) => h.length)) * LINE + PAD;
  rule(1);
  for (const row of label.rows) {
    const indent = row.level ? 10 : 0;
    const name = wrapToWidth(measure, row.label, cols[0]! - 4 - indent, SIZE);
    const values = row.values.map((v, i) => v.split('\n').flatMap((part) => wrapToWidth(measure, part, cols[i + 1]! - 5, SIZE)));
    const fill = row.known ? '#000' : MUTED;
    const g: DrawOp[] = [];
    cell(g, 0, name, y + PAD / 2, SIZE, false, '#000', indent);
    values.forEach((v, i) => {
      cell(g, i + 1, v, y + PAD / 2, SIZE, false, fill);
    });
    if (row.percent !== null) cell(g, cols.length - 1, [row.percent], y + PAD / 2, SIZE);
    ops.push({ op: 'group', key: row.key, ops: g });
    y += Math.max(name.length, ...values.map((v) => v.length), 1) * LINE + PAD;
    rule(0.5);
  }
  const notes = notesGroup([...label.notes, label.source], measure, LEFT, INNER, NOTE_SIZE, 11, y + 4);
  ops.push(notes.group);
  y = notes.y + 6;
  const height = Math.ceil(y);
  ops.unshift({ op: 'frame', x: LEFT - 4, y: boxTop, w: INNER + 8, h: height - boxTop - 3, stroke: 1 });
  return { width: W, height, title: `${label.title}: ${label.name}`, lang: label.lang, ops };
}

const EU_CSS = [
  '.morsel-label table{width:100%;table-layout:fixed;border-collapse:collapse;border:1px solid #000;font-size:11px}',
  '.morsel-label caption{caption-side:top;text-align:left;font-weight:bold;font-size:14px;padding:4px 0}',
  '.morsel-label th,.morsel-label td{padding:2px 3px;border-bottom:0.5px solid #000;vertical-align:top}',
  '.morsel-label thead th{font-size:10px;border-bottom:1px solid #000;text-align:right}',
  '.morsel-label thead th:first-child,.morsel-label tbody th{text-align:left;font-weight:normal}',
  '.morsel-label td{text-align:right;white-space:pre-line}',
  '.morsel-label .l1 th{padding-left:13px}',
  '.morsel-label .unknown td{color:#555}',
  '.morsel-label .notes{font-size:9px;margin:4px 0 0}',
].join('');

export function euHtml(label: Label): string {
  const amountCols = label.columns.length;
  const nameWidth = amountCols === 1 ? 44 : 34;
  const colgroup = `<colgroup><col style="width:${nameWidth}%">${label.columns.map(() => `<col style="width:${Math.floor((100 - nameWidth - 15) / amountCols)}%">`).join('')}<col style="width:15%"></colgroup>`;
  const head = `<thead><tr data-key="header"><th scope="col"></th>${label.columns.map((c) => `<th scope="col">${x(c)}</th>`).join('')}<th scope="col">${x(label.percent_column ?? '')}</th></tr></thead>`;
  const body = label.rows
    .map(
      (r) =>
        `<tr class="l${r.level}${r.known ? '' : ' unknown'}" data-key="${x(r.key)}"><th scope="row">${x(r.label)}</th>${r.values.map((v) => `<td>${x(v)}</td>`).join('')}<td>${r.percent === null ? '' : x(r.percent)}</td></tr>`,
    )
    .join('');
  return labelPage(label, 340, EU_CSS, `<table><caption>${x(label.title)}</caption>${colgroup}${head}<tbody>${body}</tbody></table>`);
}
