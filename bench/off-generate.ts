/**
 * Synthetic Open Food Facts exports for benchmarks and CI-sized tests.
 *
 *   npx bun bench/off-generate.ts N --format jsonl|csv|parquet --out /tmp/off-N.jsonl.gz [--seed S] [--row-group R]
 *
 * Every product is derived from a real row of ../shared/data/openfoodfacts (the 2,476 rich rows of
 * the OFF CSV export): a new EAN-13 with a valid check digit (GS1 prefix 2, kept for in-store
 * numbers, so it cannot collide with a real product), the name with a variety word, the brand
 * sometimes varied, the nutrients scaled by one factor (which keeps them consistent with each
 * other), and the row's own ingredients, tags, Nutri-Score and NOVA. Output is gzipped, in the
 * shapes of OFF's JSONL export (one product document per line, nutriments with their _100g, unit
 * and value fields) and CSV export (tab-separated, OFF's column names and order), or OFF's Parquet
 * export (bench/off-parquet.ts: row groups of R = 1,024 rows, snappy, as OFF's exporter writes).
 * Streamed: memory stays flat whatever N. Write it under /tmp; never commit it.
 */
import { createWriteStream, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createGzip } from 'node:zlib';
import { gs1CheckDigit } from '../src/domain/foods/barcode';
import type { OffRawProduct } from '../src/domain/foods/off-row';
import { args } from './lib';
import { OFF_PARQUET_ROW_GROUP, OffParquetFile, offParquetRow } from './off-parquet';

const DATA = resolve(process.env.MORSEL_SHARED_DATA ?? resolve(import.meta.dir, '../../shared/data'));

/** OFF CSV export columns, in the export's order (the nutriment columns are the usual _100g ones). */
export const OFF_CSV_COLUMNS = [
  'code',
  'url',
  'creator',
  'created_t',
  'created_datetime',
  'last_modified_t',
  'last_modified_datetime',
  'last_modified_by',
  'last_updated_t',
  'last_updated_datetime',
  'product_name',
  'abbreviated_product_name',
  'generic_name',
  'quantity',
  'packaging',
  'packaging_tags',
  'packaging_en',
  'packaging_text',
  'brands',
  'brands_tags',
  'brands_en',
  'categories',
  'categories_tags',
  'categories_en',
  'origins',
  'origins_tags',
  'origins_en',
  'manufacturing_places',
  'manufacturing_places_tags',
  'labels',
  'labels_tags',
  'labels_en',
  'emb_codes',
  'emb_codes_tags',
  'first_packaging_code_geo',
  'cities',
  'cities_tags',
  'purchase_places',
  'stores',
  'countries',
  'countries_tags',
  'countries_en',
  'ingredients_text',
  'ingredients_tags',
  'ingredients_analysis_tags',
  'allergens',
  'allergens_en',
  'traces',
  'traces_tags',
  'traces_en',
  'serving_size',
  'serving_quantity',
  'no_nutrition_data',
  'additives_n',
  'additives',
  'additives_tags',
  'additives_en',
  'nutriscore_score',
  'nutriscore_grade',
  'nova_group',
  'pnns_groups_1',
  'pnns_groups_2',
  'food_groups',
  'food_groups_tags',
  'food_groups_en',
  'states',
  'states_tags',
  'states_en',
  'brand_owner',
  'environmental_score_score',
  'environmental_score_grade',
  'nutrient_levels_tags',
  'product_quantity',
  'owner',
  'data_quality_errors_tags',
  'unique_scans_n',
  'popularity_tags',
  'completeness',
  'last_image_t',
  'last_image_datetime',
  'main_category',
  'main_category_en',
  'image_url',
  'image_small_url',
  'image_ingredients_url',
  'image_ingredients_small_url',
  'image_nutrition_url',
  'image_nutrition_small_url',
  'energy-kj_100g',
  'energy-kcal_100g',
  'energy_100g',
  'fat_100g',
  'saturated-fat_100g',
  'monounsaturated-fat_100g',
  'polyunsaturated-fat_100g',
  'trans-fat_100g',
  'cholesterol_100g',
  'carbohydrates_100g',
  'sugars_100g',
  'fiber_100g',
  'proteins_100g',
  'salt_100g',
  'sodium_100g',
  'alcohol_100g',
  'vitamin-a_100g',
  'vitamin-d_100g',
  'vitamin-e_100g',
  'vitamin-c_100g',
  'vitamin-b1_100g',
  'vitamin-b2_100g',
  'vitamin-pp_100g',
  'vitamin-b6_100g',
  'vitamin-b9_100g',
  'vitamin-b12_100g',
  'potassium_100g',
  'calcium_100g',
  'phosphorus_100g',
  'iron_100g',
  'magnesium_100g',
  'zinc_100g',
  'fruits-vegetables-nuts-estimate-from-ingredients_100g',
  'nutrition-score-fr_100g',
];

const VARIETIES = [
  '',
  '',
  '',
  'Classic',
  'Original',
  'Bio',
  'Light',
  'Family pack',
  'Mini',
  'XL',
  'Extra',
  'Premium',
  'Gold',
  'Nature',
  'Vanilla',
  'Chocolate',
  'Lemon',
  'Strawberry',
  'Hazelnut',
  'Spicy',
  'Tradition',
  'Maxi',
];
const BRAND_SUFFIX = ['', '', '', '', ' Foods', ' Bio', ' & Co', ' Gourmet', ' Select'];

/** Deterministic PRNG (mulberry32), so one seed gives one file. */
function rng(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** The i-th synthetic EAN-13: prefix 2, then i, then the check digit. */
export const syntheticCode = (i: number) => {
  const payload = `2${String(i).padStart(11, '0')}`;
  return payload + gs1CheckDigit(payload);
};

export function loadBaseRows(dataDir = DATA): OffRawProduct[] {
  return readFileSync(join(dataDir, 'openfoodfacts/products/products_off_csv_samples.jsonl'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((l) => JSON.parse(l) as OffRawProduct);
}

const UNIT: Record<string, string> = { 'energy-kcal': 'kcal', 'energy-kj': 'kJ', energy: 'kJ', cholesterol: 'mg', sodium: 'g' };

/** Product i of the synthetic export, as an OFF JSONL document. */
export function syntheticProduct(base: OffRawProduct, i: number, random: () => number): Record<string, unknown> {
  const variety = VARIETIES[Math.floor(random() * VARIETIES.length)]!;
  const name = (base.product_name ?? '').trim();
  const brand = base.brands ? base.brands.split(',')[0]!.trim() + BRAND_SUFFIX[Math.floor(random() * BRAND_SUFFIX.length)] : undefined;
  const factor = 0.9 + random() * 0.2;
  const nutriments: Record<string, number | string> = {};
  for (const [k, v] of Object.entries(base.nutriments ?? {})) {
    const field = k.replace(/_100g$/, '');
    const n = typeof v === 'number' ? v : Number(v);
    if (!Number.isFinite(n)) continue;
    // Percent-like fields cap at 100 g per 100 g; scaling all by one factor keeps Atwater and sugars ≤ carbs.
    const scaled = Math.round(n * factor * 1000) / 1000;
    const value = field.startsWith('energy') || field.startsWith('nutrition-score') ? scaled : Math.min(100, scaled);
    nutriments[`${field}_100g`] = value;
    nutriments[field] = value;
    nutriments[`${field}_unit`] = UNIT[field] ?? 'g';
  }
  const now = 1_700_000_000 + i;
  return {
    code: syntheticCode(i),
    product_name: variety && name ? `${name} ${variety}` : name,
    brands: brand,
    brands_tags: brand ? [brand.toLowerCase().replace(/[^a-z0-9]+/g, '-')] : [],
    quantity: base.quantity,
    serving_size: base.serving_size,
    serving_quantity: base.serving_quantity,
    categories_tags: base.categories_tags ?? [],
    labels_tags: base.labels_tags ?? [],
    countries_tags: base.countries_tags ?? [],
    ingredients_text: base.ingredients_text,
    allergens_tags: base.allergens_tags ?? [],
    traces_tags: base.traces_tags ?? [],
    additives_tags: base.additives_tags ?? [],
    additives_n: (base.additives_tags ?? []).length,
    nova_group: base.nova_group,
    nutriscore_grade: base.nutriscore_grade,
    nutriscore_score: base.nutriscore_score,
    ecoscore_grade: base.ecoscore_grade,
    nutriments,
    lang: 'en',
    created_t: now,
    last_modified_t: now,
    states_tags: ['en:to-be-completed'],
  };
}

/** The same product as one line of OFF's CSV export. */
export function csvLine(p: Record<string, unknown>): string {
  const n = p.nutriments as Record<string, unknown>;
  return OFF_CSV_COLUMNS.map((c) => {
    let v: unknown = c.endsWith('_100g') ? n[c] : c === 'allergens' ? p.allergens_tags : p[c];
    if (c === 'url') v = `https://world.openfoodfacts.org/product/${p.code}`;
    if (c === 'countries') v = (p.countries_tags as string[] | undefined)?.join(',');
    if (v === undefined || v === null) return '';
    // The export has no quoting: tabs and line breaks inside values become spaces.
    return (Array.isArray(v) ? v.join(',') : String(v)).replace(/[\t\r\n]+/g, ' ');
  }).join('\t');
}

async function main() {
  const { values, positionals } = args({
    positionals: '<N>',
    options: {
      format: { description: 'export shape', default: 'jsonl', value: '<jsonl|csv|parquet>' },
      out: { description: 'the file to write (under /tmp)', required: true, value: '<file>' },
      seed: { description: 'random seed', default: 18 },
      'row-group': { description: 'Parquet rows per row group', default: OFF_PARQUET_ROW_GROUP },
    },
  });
  const n = Number(positionals[0]);
  const { format, out, 'row-group': rowGroup } = values;
  if (!Number.isInteger(n) || n < 1 || !['jsonl', 'csv', 'parquet'].includes(format) || !(Number.isInteger(rowGroup) && rowGroup >= 1)) {
    process.stderr.write('usage: npx bun bench/off-generate.ts N --format jsonl|csv|parquet --out FILE [--seed S] [--row-group R]\n');
    process.exit(2);
  }
  const random = rng(values.seed);
  const rows = loadBaseRows();
  const started = performance.now();
  const progress = (i: number) =>
    i > 0 && i % 200_000 === 0 && process.stderr.write(`[generate] ${i}/${n} ${Math.round(i / ((performance.now() - started) / 1000))}/s\n`);
  if (format === 'parquet') {
    const file = new OffParquetFile(out, rowGroup);
    for (let i = 0; i < n; i++) {
      const p = syntheticProduct(rows[i % rows.length]!, i, random);
      // OFF documents repeat the main language's name under its own code.
      file.add(offParquetRow({ ...p, product_name_en: p.product_name, ingredients_text_en: p.ingredients_text }));
      progress(i);
    }
    file.close();
    process.stdout.write(`${n} products (parquet, row groups of ${rowGroup}) → ${out} in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
    return;
  }
  const gzip = createGzip({ level: 6 });
  const file = createWriteStream(out);
  gzip.pipe(file);
  const write = (s: string) => (gzip.write(s) ? null : new Promise((r) => gzip.once('drain', r)));
  if (format === 'csv') await write(`${OFF_CSV_COLUMNS.join('\t')}\n`);
  let buf: string[] = [];
  for (let i = 0; i < n; i++) {
    const p = syntheticProduct(rows[i % rows.length]!, i, random);
    buf.push(format === 'jsonl' ? JSON.stringify(p) : csvLine(p));
    if (buf.length === 1000 || i === n - 1) {
      await write(`${buf.join('\n')}\n`);
      buf = [];
    }
    progress(i);
  }
  await new Promise<void>((r) => {
    file.on('close', () => r());
    gzip.end();
  });
  process.stdout.write(`${n} products (${format}) → ${out} in ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
}

if (import.meta.main) await main();
