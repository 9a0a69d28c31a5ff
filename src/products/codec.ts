/**
 * Compact row encoding of an Open Food Facts product record for the on-disk product store.
 *
 * A full FoodRecord as JSON is ~2 KB, mostly repeated text: nutrient names and units, one
 * provenance object per nutrient that only restates the OFF field it came from, the licence and
 * attribution. Those are dropped when they equal what can be derived again and restored on read,
 * so `decodeProduct(encodeProduct(r))` deep-equals `r`.
 */
import type { FoodRecord, NutrientAmount, Provenance } from '../domain/foods/food';
import { foodId } from '../domain/foods/ids';
import { OFF_ATTRIBUTION, OFF_LICENSE } from '../domain/foods/datasets';
import { OFF_NUTRIENT_MAP } from '../domain/foods/off-row';

const ENERGY: Record<string, [name: string, unit: string, field: string]> = {
  calories: ['Energy', 'kcal', 'energy-kcal_100g'],
  energy_kj: ['Energy', 'kJ', 'energy-kj_100g'],
};
const NUTRIENT: Map<string, [name: string, unit: string, field: string]> = new Map([
  ...Object.entries(ENERGY),
  ...OFF_NUTRIENT_MAP.map(([field, key, name, unit]) => [key, [name, unit, `${field}_100g`]] as [string, [string, string, string]]),
]);

/** The provenance the importer writes for a nutrient read straight from its OFF field. */
function defaultProvenance(key: string, sourceFile: string): Provenance | null {
  const n = NUTRIENT.get(key);
  return n ? { method: 'reported', source: `openfoodfacts:${sourceFile}`, detail: { field: n[2] } } : null;
}

/** Whether `v` is exactly the default provenance of `key` (same fields, same order: what decode rebuilds). */
function isDefault(v: Provenance, key: string, sourceFile: string): boolean {
  const n = NUTRIENT.get(key);
  if (!n || v === null || typeof v !== 'object') return false;
  const o = v as unknown as Record<string, unknown>;
  const detail = o.detail as Record<string, unknown> | null;
  if (o.method !== 'reported' || o.source !== `openfoodfacts:${sourceFile}` || typeof detail !== 'object' || detail === null || detail.field !== n[2])
    return false;
  const keys = Object.keys(o);
  const dk = Object.keys(detail);
  return keys.length === 3 && keys[0] === 'method' && keys[1] === 'source' && keys[2] === 'detail' && dk.length === 1;
}

interface Packed {
  r: Omit<FoodRecord, 'id' | 'dataset' | 'barcode' | 'nutrients' | 'provenance' | 'extra'>;
  /** [key, amount] pairs, or a full NutrientAmount when its name or unit is not the usual one. */
  n: (readonly [string, number] | NutrientAmount)[];
  /** Provenance entries that differ from the derived default. */
  p: Record<string, Provenance>;
  x: Record<string, unknown>;
  /** Whether the licence and attribution were the OFF ones. */
  l: boolean;
}

export function encodeProduct(record: FoodRecord): string {
  const { id: _id, dataset: _ds, barcode: _bc, nutrients, provenance, extra, ...rest } = record;
  const { attribution, license, ...x } = (extra ?? {}) as Record<string, unknown>;
  const sourceFile = String(x.source_file ?? '');
  const p: Record<string, Provenance> = {};
  for (const [k, v] of Object.entries(provenance)) if (!isDefault(v, k, sourceFile)) p[k] = v;
  // A nutrient without provenance must not get a default one on read.
  for (const n of nutrients) if (!(n.key in provenance) && NUTRIENT.has(n.key)) p[n.key] = null as unknown as Provenance;
  const n = nutrients.map((a) => {
    const known = NUTRIENT.get(a.key);
    return known && known[0] === a.name && known[1] === a.unit ? ([a.key, a.amount] as const) : a;
  });
  const l = attribution === OFF_ATTRIBUTION && license === OFF_LICENSE;
  if (!l) Object.assign(x, { attribution, license });
  const packed: Packed = { r: rest, n, p, x, l };
  return JSON.stringify(packed);
}

export function decodeProduct(key: string, text: string): FoodRecord {
  const { r, n, p, x, l } = JSON.parse(text) as Packed;
  const sourceFile = String(x.source_file ?? '');
  const nutrients: NutrientAmount[] = n.map((a) => {
    if (!Array.isArray(a)) return a as NutrientAmount;
    const [k, amount] = a as [string, number];
    const [name, unit] = NUTRIENT.get(k)!;
    return { key: k, name, amount, unit };
  });
  const provenance: Record<string, Provenance> = {};
  // Keys in the order the importer writes them: nutrients first, then any other entry.
  for (const a of nutrients) {
    if (a.key in p) {
      if (p[a.key] !== null) provenance[a.key] = p[a.key]!;
    } else {
      const d = defaultProvenance(a.key, sourceFile);
      if (d) provenance[a.key] = d;
    }
  }
  for (const [k, v] of Object.entries(p)) if (!(k in provenance) && v !== null) provenance[k] = v;
  const extra = l ? { attribution: OFF_ATTRIBUTION, license: OFF_LICENSE, ...x } : x;
  const full: Record<string, unknown> = { id: foodId('openfoodfacts', key), dataset: 'openfoodfacts', ...r, nutrients, provenance, barcode: key, extra };
  // Fields in the importer's order, so a product serialises byte for byte as the corpus build wrote it.
  const out: Record<string, unknown> = {};
  for (const k of RECORD_ORDER) if (k in full) out[k] = full[k];
  for (const k of Object.keys(full)) if (!(k in out)) out[k] = full[k];
  return out as unknown as FoodRecord;
}

/** Key order of the records src/domain/foods/off-row.ts builds. */
const RECORD_ORDER = [
  'id',
  'dataset',
  'source_id',
  'name',
  'aliases',
  'group',
  'nutrition_basis',
  'calories',
  'protein_g',
  'carbs_g',
  'fat_g',
  'nutrients',
  'estimated_nutrients',
  'unknown_keys',
  'unresolved_keys',
  'provenance',
  'portions',
  'confidence',
  'validity',
  'barcode',
  'brand',
  'extra',
];
