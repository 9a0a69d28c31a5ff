/**
 * Recipe card (GET /v1/recipes/{id}/card): escaped HTML and a self-contained SVG, generated on
 * demand and not persisted.
 *
 * Decisions:
 * - Every recorded string (title, ingredient lines, attribution) is escaped; nothing from the
 *   record is ever emitted as markup, and no element references anything outside the document
 *   (no <img>, <link>, <script>, href or url()). The image path is returned beside the markup.
 * - Ingredients are listed as recorded (the source language is kept); at most 14 lines with a
 *   "+ N more" line, so the SVG stays a card.
 */
import { escapeXml, formatAmount, wrapText } from './markup';
import type { RecipeRecord } from './types';

const MAX_LINES = 14;

export interface RecipeCard {
  id: number;
  title: string;
  image: string | null;
  html: string;
  svg: string;
  width: number;
  height: number;
}

function facts(r: RecipeRecord): string[] {
  const out: string[] = [];
  if (r.ready_in_minutes !== null) out.push(`Ready in ${r.ready_in_minutes} min`);
  if (r.yield.servings !== null) out.push(`${r.yield.servings}${r.yield.servings_max ? `–${r.yield.servings_max}` : ''} servings`);
  const n = r.nutrition;
  if (n && n.calories !== null) out.push(`${Math.round(n.calories)} kcal per serving`);
  return out;
}

function macros(r: RecipeRecord): string | null {
  const n = r.nutrition;
  if (!n) return null;
  const part = (label: string, v: number | null) => `${label} ${v === null ? 'not reported' : `${formatAmount(Math.round(v))} g`}`;
  return [part('Protein', n.protein_g), part('Carbs', n.carbs_g), part('Fat', n.fat_g)].join(' · ');
}

function attribution(r: RecipeRecord): string {
  return `${r.attribution} (${r.license})`;
}

export function renderRecipeCard(r: RecipeRecord): RecipeCard {
  const shown = r.ingredients.slice(0, MAX_LINES).map((i) => i.original);
  const more = r.ingredients.length - shown.length;
  const factLine = facts(r).join(' · ');
  const macroLine = macros(r);

  const html =
    `<article class="morsel-recipe-card" lang="${r.language}" style="font-family:system-ui,sans-serif;max-width:560px;border:1px solid #ccc;border-radius:8px;padding:16px">` +
    `<h2 style="margin:0 0 8px">${escapeXml(r.title)}</h2>` +
    (factLine ? `<p style="margin:0 0 4px">${escapeXml(factLine)}</p>` : '') +
    (macroLine ? `<p style="margin:0 0 8px;color:#444">${escapeXml(macroLine)}</p>` : '') +
    `<h3 style="margin:8px 0 4px;font-size:1em">Ingredients</h3><ul>` +
    shown.map((l) => `<li>${escapeXml(l)}</li>`).join('') +
    (more > 0 ? `<li>${escapeXml(`+ ${more} more`)}</li>` : '') +
    `</ul>` +
    `<p style="margin:8px 0 0;font-size:12px;color:#555">${escapeXml(`${r.instructions.reduce((s, g) => s + g.steps.length, 0)} steps · ${attribution(r)}`)}</p>` +
    `</article>`;

  const width = 600;
  const lineH = 20;
  const titleLines = wrapText(r.title, 44, 3);
  const body: { text: string; size: number; weight?: string; fill?: string; gap?: number }[] = [];
  for (const t of titleLines) body.push({ text: t, size: 22, weight: 'bold' });
  if (factLine) body.push({ text: factLine, size: 14, gap: 6 });
  if (macroLine) body.push({ text: macroLine, size: 13, fill: '#444' });
  body.push({ text: 'Ingredients', size: 15, weight: 'bold', gap: 8 });
  for (const l of shown) for (const [k, w] of wrapText(l, 70, 2).entries()) body.push({ text: k === 0 ? `• ${w}` : `  ${w}`, size: 13 });
  if (more > 0) body.push({ text: `+ ${more} more`, size: 13, fill: '#444' });
  for (const w of wrapText(attribution(r), 84, 2)) body.push({ text: w, size: 11, fill: '#555', gap: 6 });

  let y = 20;
  const texts: string[] = [];
  for (const b of body) {
    y += (b.gap ?? 0) + Math.max(lineH, b.size + 6);
    const attrs = [`x="20"`, `y="${y}"`, `font-size="${b.size}"`];
    if (b.weight) attrs.push(`font-weight="${b.weight}"`);
    if (b.fill) attrs.push(`fill="${b.fill}"`);
    texts.push(`<text ${attrs.join(' ')} xml:space="preserve">${escapeXml(b.text)}</text>`);
  }
  const height = y + 20;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(r.title)}">` +
    `<title>${escapeXml(r.title)}</title>` +
    `<rect x="1" y="1" width="${width - 2}" height="${height - 2}" rx="10" fill="#fffdf8" stroke="#ccc" stroke-width="2"/>` +
    `<g font-family="system-ui, 'Noto Sans', 'Noto Sans CJK SC', sans-serif" fill="#111">${texts.join('')}</g></svg>`;
  return { id: r.id, title: r.title, image: r.image, html, svg, width, height };
}
