/**
 * Nutrition widget (POST /v1/widgets/nutrition): an HTML table and a self-contained SVG label
 * from submitted values.
 *
 * Rules (spec rule 6): energy in kcal, sodium in mg, protein, carbs, fat, fiber and sugar in
 * grams. A missing (or null) value renders as "Not reported"; a submitted 0 renders as 0. The
 * numbers are the caller's and are labelled unverified. Nothing outside the request is fetched.
 */
import { invalidInput } from './errors';
import { escapeXml, formatAmount } from './markup';

export const WIDGET_BASES = ['per_100g', 'per_100ml', 'per_serving'] as const;
type WidgetBasis = (typeof WIDGET_BASES)[number];

interface Row {
  key: string;
  label: string;
  unit: 'kcal' | 'g' | 'mg';
  aliases: string[];
  indent?: boolean;
}

/** Rows in label order; aliases are the accepted input keys. */
const ROWS: Row[] = [
  { key: 'calories', label: 'Energy', unit: 'kcal', aliases: ['calories', 'energy', 'energy_kcal', 'kcal'] },
  { key: 'fat', label: 'Fat', unit: 'g', aliases: ['fat', 'fat_g', 'total_fat', 'total_fat_g'] },
  { key: 'carbs', label: 'Carbohydrates', unit: 'g', aliases: ['carbs', 'carbs_g', 'carbohydrates', 'carbohydrates_g', 'carbohydrate', 'carbohydrate_g'] },
  { key: 'sugar', label: 'Sugar', unit: 'g', aliases: ['sugar', 'sugar_g', 'sugars', 'sugars_g'], indent: true },
  { key: 'fiber', label: 'Fiber', unit: 'g', aliases: ['fiber', 'fiber_g', 'fibre', 'fibre_g'] },
  { key: 'protein', label: 'Protein', unit: 'g', aliases: ['protein', 'protein_g'] },
  { key: 'sodium', label: 'Sodium', unit: 'mg', aliases: ['sodium', 'sodium_mg'] },
];
const BY_ALIAS = new Map(ROWS.flatMap((r) => r.aliases.map((a) => [a, r] as const)));

/** Input key → nutrient key of the widget's nutrients (also accepted by the labels' submitted values). */
export const WIDGET_NUTRIENT_ALIASES: ReadonlyMap<string, string> = new Map([...BY_ALIAS].map(([alias, row]) => [alias, row.key]));

export interface WidgetRequest {
  name: string;
  basis: string;
  nutrients: Record<string, unknown>;
}

interface WidgetRow {
  key: string;
  label: string;
  unit: string;
  /** The submitted number, or null when not reported. */
  amount: number | null;
  display: string;
}

export interface NutritionWidget {
  name: string;
  basis: WidgetBasis;
  rows: WidgetRow[];
  unverified: true;
  html: string;
  svg: string;
}

const BASIS_LABEL: Record<WidgetBasis, string> = { per_100g: 'per 100 g', per_100ml: 'per 100 ml', per_serving: 'per serving' };

/** Validates the request and renders; throws a 400 RecipeError naming the offending field. */
export function renderNutritionWidget(req: WidgetRequest): NutritionWidget {
  const name = typeof req.name === 'string' ? req.name.trim() : '';
  if (!name) throw invalidInput('name must be a non-empty string.', { parameter: 'name' });
  if (name.length > 200) throw invalidInput('name must be at most 200 characters.', { parameter: 'name' });
  if (!(WIDGET_BASES as readonly string[]).includes(req.basis))
    throw invalidInput(`Unknown basis '${req.basis}'.`, { parameter: 'basis', accepted: [...WIDGET_BASES] });
  const basis = req.basis as WidgetBasis;
  if (typeof req.nutrients !== 'object' || req.nutrients === null || Array.isArray(req.nutrients))
    throw invalidInput('nutrients must be an object.', { parameter: 'nutrients' });
  const values = new Map<string, number | null>();
  for (const [k, v] of Object.entries(req.nutrients)) {
    const row = BY_ALIAS.get(k.toLowerCase());
    if (!row) throw invalidInput(`Unknown nutrient '${k}'.`, { parameter: 'nutrients', accepted: ROWS.flatMap((r) => r.aliases) });
    if (v !== null && (typeof v !== 'number' || !Number.isFinite(v) || v < 0))
      throw invalidInput(`nutrients.${k} must be a non-negative number or null.`, { parameter: `nutrients.${k}` });
    if (values.has(row.key) && values.get(row.key) !== v)
      throw invalidInput(`nutrients.${k} repeats ${row.key} with a different value.`, { parameter: `nutrients.${k}` });
    values.set(row.key, v as number | null);
  }
  const rows: WidgetRow[] = ROWS.map((r) => {
    const amount = values.get(r.key) ?? null;
    return { key: r.key, label: r.label, unit: r.unit, amount, display: amount === null ? 'Not reported' : `${formatAmount(amount)} ${r.unit}` };
  });
  return { name, basis, rows, unverified: true, html: widgetHtml(name, basis, rows), svg: widgetSvg(name, basis, rows) };
}

function widgetHtml(name: string, basis: WidgetBasis, rows: WidgetRow[]): string {
  const body = rows
    .map((r) => {
      const indent = ROWS.find((x) => x.key === r.key)?.indent ? ' style="padding-left:1em"' : '';
      const cls = r.amount === null ? ' class="not-reported"' : '';
      return `<tr${cls}><th scope="row"${indent}>${escapeXml(r.label)}</th><td>${escapeXml(r.display)}</td></tr>`;
    })
    .join('');
  return (
    `<figure class="morsel-nutrition" style="font-family:system-ui,sans-serif;border:1px solid #222;padding:8px;max-width:320px;margin:0">` +
    `<figcaption><strong>${escapeXml(name)}</strong><br><small>Nutrition ${escapeXml(BASIS_LABEL[basis])}</small></figcaption>` +
    `<table style="width:100%;border-collapse:collapse">${body}</table>` +
    `<p style="font-size:11px;margin:4px 0 0">Values as submitted; not verified.</p></figure>`
  );
}

function widgetSvg(name: string, basis: WidgetBasis, rows: WidgetRow[]): string {
  const width = 320;
  const rowH = 24;
  const top = 64;
  const height = top + rows.length * rowH + 28;
  const title = name.length > 36 ? `${name.slice(0, 35)}…` : name;
  const lines = rows
    .map((r, i) => {
      const y = top + i * rowH + 16;
      const x = ROWS.find((x) => x.key === r.key)?.indent ? 24 : 12;
      return (
        `<line x1="8" y1="${top + i * rowH}" x2="${width - 8}" y2="${top + i * rowH}" stroke="#999" stroke-width="1"/>` +
        `<text x="${x}" y="${y}">${escapeXml(r.label)}</text>` +
        `<text x="${width - 12}" y="${y}" text-anchor="end"${r.amount === null ? ' fill="#666" font-style="italic"' : ''}>${escapeXml(r.display)}</text>`
      );
    })
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(`Nutrition for ${name}`)}">` +
    `<title>${escapeXml(`Nutrition for ${name}`)}</title>` +
    `<rect x="1" y="1" width="${width - 2}" height="${height - 2}" fill="#fff" stroke="#222" stroke-width="2"/>` +
    `<g font-family="system-ui, sans-serif" font-size="13" fill="#111">` +
    `<text x="12" y="26" font-size="16" font-weight="bold">${escapeXml(title)}</text>` +
    `<text x="12" y="46" font-size="12">${escapeXml(`Nutrition ${BASIS_LABEL[basis]}`)}</text>` +
    lines +
    `<text x="12" y="${height - 10}" font-size="10" fill="#444">Values as submitted; not verified.</text>` +
    `</g></svg>`
  );
}
