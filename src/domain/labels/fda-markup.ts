/**
 * The Nutrition Facts panel (style `fda`) as a self-contained SVG and as a self-contained HTML
 * page, drawn from a Label (./label.ts). Layout after 21 CFR 101.9(d) and its sample label: title,
 * serving size, a heavy bar, bold calories, % Daily Value column, thin rules between nutrients, a
 * heavy bar before the vitamins and minerals, the footnote. Every text is escaped; nothing is
 * fetched. Each nutrient row carries `data-key` so a program (or the browser test) can find it.
 */
import { escapeXml as x } from '../recipes/markup';
import { FDA_VITAMIN_ROWS, type Label, type LabelRow } from './label';
import { estimatedWidth, labelPage, notesGroup, runsWidth, wrapToWidth, type Drawing, type DrawOp, type Measure, type Run } from './drawing';

const W = 300;
const LEFT = 8;
const RIGHT = W - 8;
const INNER = RIGHT - LEFT;
const ROW_SIZE = 12.5;
const ROW_LINE = 17;
const DV_WIDTH = 40;
const NOTE_SIZE = 9.5;
const MUTED = '#555';

const indentOf = (row: LabelRow) => row.level * 14;
const amountText = (row: LabelRow) => [row.values[0], row.suffix].filter(Boolean).join(' ');

/** The panel laid out: bars, rules and lines of text; `measure` sets where text wraps. */
export function fdaDrawing(label: Label, measure: Measure = estimatedWidth): Drawing {
  const ops: DrawOp[] = [];
  let target = ops;
  let y = 0;
  const line = (tx: number, ty: number, runs: Run[], size: number, anchor: 'start' | 'end' = 'start', fill = '#000') =>
    target.push({ op: 'text', x: tx, y: ty, runs, size, anchor, fill });
  const bar = (h: number) => {
    target.push({ op: 'rect', x: LEFT, y, w: INNER, h, fill: '#000' });
    y += h;
  };
  const group = (key: string, draw: () => void) => {
    const g: DrawOp = { op: 'group', key, ops: [] };
    ops.push(g);
    target = g.ops;
    draw();
    target = ops;
  };

  for (const l of wrapToWidth(measure, label.name, W - 4, 12, true)) {
    y += 15;
    line(2, y, [{ text: l, bold: true }], 12);
  }
  y += 6;
  const boxTop = y;
  y += 4;
  line(LEFT, y + 26, [{ text: label.title, bold: true }], 28);
  y += 32;
  ops.push({ op: 'rect', x: LEFT, y, w: INNER, h: 1, fill: '#000' });
  const [servingLabel, servingValue] = label.serving!;
  const valueLines = wrapToWidth(measure, servingValue, INNER - measure(servingLabel, 15, true) - 8, 15, true);
  group('serving', () => {
    line(LEFT, y + 18, [{ text: servingLabel, bold: true }], 15);
    valueLines.forEach((l, i) => {
      line(RIGHT, y + 18 + i * 18, [{ text: l, bold: true }], 15, 'end');
    });
  });
  y += 6 + valueLines.length * 18;
  bar(9);
  line(LEFT, y + 13, [{ text: 'Amount per serving', bold: true }], 11);
  y += 15;
  const calories = label.calories!;
  group('calories', () => {
    line(LEFT, y + 26, [{ text: 'Calories', bold: true }], 24);
    const size = measure(calories, 30, true) + measure('Calories', 24, true) + 8 > INNER ? 18 : 30;
    line(RIGHT, y + 27, [{ text: calories, bold: true }], size, 'end', label.calories_known ? '#000' : MUTED);
  });
  y += 33;
  bar(4);
  line(RIGHT, y + 13, [{ text: label.percent_column!, bold: true }], 11, 'end');
  y += 16;

  let vitamins = false;
  for (const row of label.rows) {
    if (!vitamins && FDA_VITAMIN_ROWS.has(row.key)) {
      vitamins = true;
      bar(9);
    } else ops.push({ op: 'rect', x: LEFT + indentOf(row), y, w: INNER - indentOf(row), h: 0.75, fill: '#000' });
    const indent = LEFT + indentOf(row);
    const width = INNER - indentOf(row) - DV_WIDTH;
    const head: Run = { text: row.label, bold: row.bold };
    const rest: Run = { text: amountText(row) };
    const fill = row.known ? '#000' : MUTED;
    const oneLine = runsWidth(measure, [head, rest], ROW_SIZE) <= width;
    const restLines = oneLine ? [] : wrapToWidth(measure, rest.text, width - 8, ROW_SIZE);
    group(row.key, () => {
      if (oneLine) line(indent, y + 13, [head, rest], ROW_SIZE, 'start', fill);
      else {
        line(indent, y + 13, [head], ROW_SIZE);
        restLines.forEach((l, i) => {
          line(indent + 8, y + 13 + (i + 1) * ROW_LINE, [{ text: l }], ROW_SIZE, 'start', fill);
        });
      }
      if (row.percent !== null) line(RIGHT, y + 13, [{ text: row.percent, bold: true }], ROW_SIZE, 'end');
    });
    y += ROW_LINE * (1 + restLines.length) + 1;
  }
  bar(4);
  const notes = notesGroup([...label.notes, label.source], measure, LEFT, INNER, NOTE_SIZE, 12, y + 3);
  ops.push(notes.group);
  y = notes.y + 6;
  const height = Math.ceil(y + 2);
  ops.unshift({ op: 'frame', x: LEFT - 5, y: boxTop, w: INNER + 10, h: height - boxTop - 3, stroke: 1.5 });
  return { width: W, height, title: `${label.title}: ${label.name}`, lang: label.lang, ops };
}

const FDA_CSS = [
  '.morsel-label .panel{border:1.5px solid #000;padding:4px 6px}',
  '.morsel-label h1{font-size:28px;font-weight:bold;line-height:1.1;margin:0;border-bottom:1px solid #000}',
  '.morsel-label p,.morsel-label ul{margin:0;padding:0;list-style:none}',
  '.morsel-label .line{display:flex;justify-content:space-between;align-items:baseline;gap:8px}',
  '.morsel-label .line>:first-child{min-width:0}',
  '.morsel-label .line>:last-child{text-align:right;flex:none;max-width:60%}',
  '.morsel-label .serving{font-weight:bold;font-size:15px;padding:2px 0 3px;border-bottom:9px solid #000}',
  '.morsel-label .per{font-weight:bold;font-size:11px;padding-top:2px}',
  '.morsel-label .calories{font-weight:bold;font-size:24px;border-bottom:4px solid #000}',
  '.morsel-label .calories>:last-child{font-size:30px}',
  '.morsel-label .dv-head{font-weight:bold;font-size:11px;text-align:right}',
  '.morsel-label .row{font-size:12.5px;border-top:0.75px solid #000;padding:1px 0}',
  '.morsel-label .row.l1{margin-left:14px}.morsel-label .row.l2{margin-left:28px}',
  '.morsel-label .row .dv{font-weight:bold}',
  '.morsel-label .unknown .amount{color:#555}',
  '.morsel-label .vitamins{border-top:9px solid #000}.morsel-label .vitamins .row:first-child{border-top:0}',
  '.morsel-label .notes{border-top:4px solid #000;font-size:9.5px;padding-top:3px}',
].join('');

function htmlRow(row: LabelRow): string {
  const head = row.bold ? `<b>${x(row.label)}</b>` : x(row.label);
  return (
    `<li class="row line l${row.level}${row.known ? '' : ' unknown'}" data-key="${x(row.key)}">` +
    `<span>${head} <span class="amount">${x(amountText(row))}</span></span>` +
    `<span class="dv">${row.percent === null ? '' : x(row.percent)}</span></li>`
  );
}

/** A complete HTML page holding the panel (styles inline, no script). */
export function fdaHtml(label: Label): string {
  const nutrients = label.rows
    .filter((r) => !FDA_VITAMIN_ROWS.has(r.key))
    .map(htmlRow)
    .join('');
  const vitamins = label.rows
    .filter((r) => FDA_VITAMIN_ROWS.has(r.key))
    .map(htmlRow)
    .join('');
  const [servingLabel, servingValue] = label.serving!;
  return labelPage(
    label,
    320,
    FDA_CSS,
    `<section class="panel"><h1>${x(label.title)}</h1>` +
      `<p class="serving line" data-key="serving"><span>${x(servingLabel)}</span><span>${x(servingValue)}</span></p>` +
      `<p class="per">Amount per serving</p>` +
      `<p class="calories line" data-key="calories"><span>Calories</span><span>${x(label.calories!)}</span></p>` +
      `<p class="dv-head">${x(label.percent_column!)}</p>` +
      `<ul class="nutrients">${nutrients}</ul><ul class="vitamins">${vitamins}</ul>`,
    '</section>',
  );
}
