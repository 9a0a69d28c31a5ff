/**
 * The Open Food Facts corpus source: the sample product rows, mapped by the shared row mapping
 * (src/domain/foods/off-row.ts), plus the compact OFF taxonomy the ingredient analyser needs
 * (serialised in the same corpus part).
 *
 * Inputs (`<dataDir>/openfoodfacts/products`, see PROVENANCE.md):
 * - products_off_csv_samples.jsonl: rich rows of the OFF CSV export (2020, 2021, 2024 vintages);
 * - products_lifyzer_2019_sample.jsonl.gz (streamed): 2019 rows without any energy value, so
 *   excluded as `missing_calories` and counted by reason in the manifest.
 */
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import { parseBarcode } from '../domain/foods/barcode';
import type { FoodRecord } from '../domain/foods/food';
import type { OffTaxonomy } from '../domain/foods/ingredient-taxonomy';
import { OFF_ATTRIBUTION, OFF_LICENSE } from '../domain/foods/datasets';
import { offProductToRecord, type OffRawProduct } from '../domain/foods/off-row';
import { buildOffTaxonomy, OFF_TAXONOMY_INPUTS, OFF_TAXONOMY_VERSION } from './off-taxonomy';
import type { BuildContext, CorpusSource } from './source';

const PRODUCTS_DIR = 'openfoodfacts/products';
const RICH_FILE = 'products_off_csv_samples.jsonl';
const LIFYZER_FILE = 'products_lifyzer_2019_sample.jsonl.gz';

export interface OffProductsPart {
  /** Imported products (metadata-only ones included, with null nutrition). */
  products: FoodRecord[];
  taxonomy: OffTaxonomy;
  attribution: string;
  license: string;
}

/**
 * The Open Food Facts taxonomy of a corpus's parts, read from its own file on first use
 * (deferred-fields.ts): null when the corpus has none, or when that file can no longer be read
 * (`onError` is told why).
 */
export function offTaxonomyOf(parts: Record<string, unknown>, onError?: (message: string) => void): OffTaxonomy | null {
  try {
    return (parts.openfoodfacts as OffProductsPart | undefined)?.taxonomy ?? null;
  } catch (err) {
    onError?.((err as Error).message);
    return null;
  }
}

async function* readJsonl(path: string, gz: boolean): AsyncGenerator<OffRawProduct> {
  const stream = gz ? createReadStream(path).pipe(createGunzip()) : createReadStream(path);
  const lines = createInterface({ input: stream, crlfDelay: Infinity });
  for await (const line of lines) if (line.trim()) yield JSON.parse(line) as OffRawProduct;
}

export const openFoodFactsSource: CorpusSource<OffProductsPart> = {
  name: 'openfoodfacts',
  // 9: wrong basis read from a US label's rounding steps and from flour-led lists without water; 8: the taxonomy in a file of its own, parsed on first use; 7: other animals' milks kept out of cow's milk's spans; 6: wrong basis read from salt in ready-to-eat soups (and sugars in milks) and from lactose and protein in plain milk, concentrated soups and broths left alone; 5: more wrong-basis families (cheeses, breads, bars…), joined parent tags name none; 4: per-serving values entered per 100 g flagged (basis_suspect); 3: analyser reads cage-free and free-range eggs; 2: product ids come from the shared foodId.
  version: `9.${OFF_TAXONOMY_VERSION}`,
  deferred: ['taxonomy'],
  inputs: (dataDir: string) => [
    join(dataDir, PRODUCTS_DIR, RICH_FILE),
    join(dataDir, PRODUCTS_DIR, LIFYZER_FILE),
    ...OFF_TAXONOMY_INPUTS.map((p) => join(dataDir, p)),
  ],
  async build(ctx: BuildContext) {
    ctx.progress('openfoodfacts: building taxonomy lookup');
    const taxonomy = buildOffTaxonomy(ctx.dataDir);
    const products: FoodRecord[] = [];
    const excluded: Record<string, number> = {};
    const seen = new Set<string>();
    const wanted = ctx.subset?.offCodes;
    const limit = ctx.subset?.limitProducts ?? Infinity;
    let metadataOnly = 0;
    for (const [file, gz] of [
      [RICH_FILE, false],
      [LIFYZER_FILE, true],
    ] as const) {
      let rows = 0;
      for await (const raw of readJsonl(join(ctx.dataDir, PRODUCTS_DIR, file), gz)) {
        if (products.length >= limit) break;
        rows++;
        if (rows % 5000 === 0) ctx.progress(`openfoodfacts: ${file}`, rows);
        const code = String(raw.code ?? '');
        if (wanted) {
          const key = parseBarcode(code);
          if (!wanted.has(code) && !(key.ok && (wanted.has(key.barcode.key) || wanted.has(key.barcode.digits)))) continue;
        }
        const out = offProductToRecord(raw, taxonomy, file);
        if ('excluded' in out) {
          excluded[out.excluded] = (excluded[out.excluded] ?? 0) + 1;
          continue;
        }
        if (seen.has(out.record.barcode!)) {
          excluded.duplicate_barcode = (excluded.duplicate_barcode ?? 0) + 1;
          continue;
        }
        seen.add(out.record.barcode!);
        if (out.record.nutrition_basis === 'unknown') metadataOnly++;
        products.push(out.record);
      }
    }
    return {
      part: { products, taxonomy, attribution: OFF_ATTRIBUTION, license: OFF_LICENSE },
      manifest: {
        imported: products.length,
        excluded,
        notes: [
          `${metadataOnly} products have an unknown nutrition basis and keep metadata only (resolution_required).`,
          'Lifyzer 2019 rows carry no energy value; energy is never derived from macros, so they are excluded as missing_calories.',
          `Taxonomy lookup v${OFF_TAXONOMY_VERSION}: ${taxonomy.ingredients.length} ingredients, ${Object.keys(taxonomy.terms).length} terms, ${Object.keys(taxonomy.additives).length} additives.`,
          `Attribution: ${OFF_ATTRIBUTION}; licence ${OFF_LICENSE}.`,
        ],
      },
    };
  },
};
