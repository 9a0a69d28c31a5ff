/** Hand-written OFF export rows for the product store tests (made-up products, OFF field names). */
import { gs1CheckDigit } from '../../../src/domain/foods/barcode';

/** A valid EAN-13 from a 12-digit payload. */
export const ean = (payload: string) => payload + gs1CheckDigit(payload);

export function offRow(code: string, name: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    code,
    product_name: name,
    brands: 'Testbrand',
    quantity: '400 g',
    nutriments: {
      'energy-kcal_100g': 400,
      'energy-kj_100g': 1674,
      fat_100g: 20,
      'saturated-fat_100g': 5,
      carbohydrates_100g: 45,
      sugars_100g: 30,
      proteins_100g: 9,
      salt_100g: 0.5,
      fiber_100g: 3,
    },
    categories_tags: ['en:snacks'],
    countries_tags: ['en:france'],
    ingredients_text: 'sucre, farine de blé, huile de tournesol, lait écrémé en poudre',
    ...extra,
  };
}

export const jsonl = (rows: unknown[]) => `${rows.map((r) => JSON.stringify(r)).join('\n')}\n`;

const CSV_COLUMNS = [
  'code',
  'product_name',
  'brands',
  'quantity',
  'categories_tags',
  'countries_tags',
  'ingredients_text',
  'energy-kcal_100g',
  'energy-kj_100g',
  'fat_100g',
  'saturated-fat_100g',
  'carbohydrates_100g',
  'sugars_100g',
  'proteins_100g',
  'salt_100g',
  'fiber_100g',
];

/** The same rows in the OFF CSV export shape (tab-separated, tag lists comma-joined). */
export function csv(rows: Record<string, unknown>[]): string {
  const cell = (r: Record<string, unknown>, c: string) => {
    const v = c.endsWith('_100g') ? (r.nutriments as Record<string, unknown>)[c] : r[c];
    return v === undefined ? '' : Array.isArray(v) ? v.join(',') : String(v);
  };
  return `${[CSV_COLUMNS.join('\t'), ...rows.map((r) => CSV_COLUMNS.map((c) => cell(r, c)).join('\t'))].join('\n')}\n`;
}
