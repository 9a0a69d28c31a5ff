/**
 * Open Food Facts adapter (issue 19): product by barcode through `/api/v2/product/{code}` with
 * `fields=` (a few KB instead of ~100 KB), a User-Agent naming the operator, and the published
 * read budget (100 product reads per minute per IP by default). Off unless MORSEL_OFF_API_URL
 * and MORSEL_OFF_USER_AGENT are set.
 *
 * The answer is mapped by the importer's own row mapping (src/domain/foods/off-row.ts): kJ vs kcal,
 * absent vs zero, basis from quantity/serving. Sodium missing beside a salt value is derived
 * (salt / 2.5) and labelled `calculated`.
 */
import { expandUpcE, parseBarcode, type Barcode } from '../../domain/foods/barcode';
import type { FoodRecord } from '../../domain/foods/food';
import type { OffTaxonomy } from '../../domain/foods/ingredient-taxonomy';
import { offProductToRecord, type OffRawProduct } from '../../domain/foods/off-row';
import { ProviderClient, ProviderError } from '../net/http-client';
import type { ProviderConfig } from '../config';

export const OFF_PROVIDER = 'openfoodfacts';

const OFF_FIELDS = [
  'code',
  'product_name',
  'brands',
  'quantity',
  'serving_size',
  'serving_quantity',
  'nutriments',
  'ingredients_text',
  'allergens_tags',
  'traces_tags',
  'additives_tags',
  'categories_tags',
  'labels_tags',
  'countries_tags',
  'nova_group',
  'nutriscore_grade',
  'ecoscore_grade',
  'image_front_url',
] as const;

type OffLookup = { found: true; raw: OffRawProduct & { image_front_url?: string }; answer: unknown } | { found: false };

export interface OffAdapter {
  client: ProviderClient;
  imageHosts: string[];
  productByBarcode(barcode: Barcode): Promise<OffLookup>;
}

/** Codes to ask for, best first: OFF stores codes in their printed form (8, 12 or 13 digits). */
export function offQueryCodes(barcode: Barcode): string[] {
  if (barcode.format === 'EAN-8' || barcode.format === 'UPC-E') {
    const upcA = barcode.format === 'UPC-E' ? expandUpcE(barcode.digits) : null;
    return upcA ? [barcode.digits, upcA] : [barcode.digits];
  }
  const codes = [barcode.key];
  if (barcode.key.length === 13 && barcode.key.startsWith('0')) codes.push(barcode.key.slice(1));
  return codes;
}

export function createOffAdapter(config: ProviderConfig): OffAdapter | null {
  const off = config.off;
  if (!off) return null;
  const client = new ProviderClient({
    name: OFF_PROVIDER,
    timeoutMs: config.timeoutMs,
    breaker: config.breaker,
    limits: { perMinute: off.readsPerMinute, perHour: null },
    headers: { 'user-agent': off.userAgent },
  });
  return {
    client,
    imageHosts: off.imageHosts,
    async productByBarcode(barcode) {
      for (const code of offQueryCodes(barcode)) {
        const r = await client.getJson(`${off.url}/api/v2/product/${code}?fields=${OFF_FIELDS.join(',')}`);
        const body = r.json as { status?: unknown; product?: unknown } | null;
        if (r.status === 200 && body && body.status === 1 && typeof body.product === 'object' && body.product !== null) {
          return {
            found: true,
            raw: { ...(body.product as OffRawProduct), code: String((body.product as { code?: unknown }).code ?? code) },
            answer: body.product,
          };
        }
        // Only OFF's own "not found" (JSON with status 0) is a negative answer worth caching; a
        // 403 (blocked User-Agent) or an HTML 404 (wrong base URL) must not hide barcodes for a day.
        const saysUnknown = (r.status === 200 || r.status === 404) && body !== null && typeof body === 'object' && body.status === 0;
        if (!saysUnknown) throw new ProviderError(OFF_PROVIDER, 'unexpected_status', `product lookup answered ${r.status}`);
      }
      return { found: false };
    },
  };
}

export type OffMapping = { record: FoodRecord; imageUrl: string | null } | { excluded: string };

/** Provider answer → FoodRecord, or why it cannot be one. Wrong types are refused, not coerced. */
export function offAnswerToRecord(raw: OffRawProduct & { image_front_url?: unknown }, asked: Barcode, taxonomy: OffTaxonomy): OffMapping {
  const shapeProblem = checkShape(raw as unknown as Record<string, unknown>);
  if (shapeProblem) return { excluded: shapeProblem };
  const answered = parseBarcode(String(raw.code));
  if (!answered.ok) return { excluded: answered.error.code === 'check_digit' ? 'invalid_barcode_check_digit' : 'invalid_barcode_length' };
  if (answered.barcode.gtin14 !== asked.gtin14 && !offQueryCodes(asked).includes(answered.barcode.digits)) return { excluded: 'barcode_mismatch' };
  const out = offProductToRecord(raw, taxonomy, 'api');
  if ('excluded' in out) return out;
  const record = withSodiumFromSalt(out.record);
  record.extra = { ...record.extra, source_file: 'openfoodfacts api v2', provider: OFF_PROVIDER };
  const image = typeof raw.image_front_url === 'string' ? raw.image_front_url : null;
  return { record, imageUrl: image };
}

const STRING_FIELDS = ['product_name', 'brands', 'quantity', 'serving_size', 'ingredients_text', 'nutriscore_grade', 'ecoscore_grade'] as const;
const ARRAY_FIELDS = ['allergens_tags', 'traces_tags', 'additives_tags', 'categories_tags', 'labels_tags', 'countries_tags'] as const;

function checkShape(raw: Record<string, unknown>): string | null {
  if (typeof raw.code !== 'string' && typeof raw.code !== 'number') return 'malformed_answer: code';
  for (const f of STRING_FIELDS) if (raw[f] != null && typeof raw[f] !== 'string') return `malformed_answer: ${f}`;
  for (const f of ARRAY_FIELDS)
    if (raw[f] != null && !(Array.isArray(raw[f]) && (raw[f] as unknown[]).every((x) => typeof x === 'string'))) return `malformed_answer: ${f}`;
  if (raw.nutriments != null && (typeof raw.nutriments !== 'object' || Array.isArray(raw.nutriments))) return 'malformed_answer: nutriments';
  for (const [k, v] of Object.entries((raw.nutriments as Record<string, unknown>) ?? {})) {
    if (k.endsWith('_100g') && v !== null && typeof v !== 'number' && !(typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))))
      return `malformed_answer: nutriments.${k}`;
  }
  return null;
}

/** Labels print salt; sodium = salt / 2.5 (g) when only salt is given. */
function withSodiumFromSalt(record: FoodRecord): FoodRecord {
  const salt = record.nutrients.find((n) => n.key === 'salt');
  if (!salt || record.nutrients.some((n) => n.key === 'sodium')) return record;
  const mg = Math.round((salt.amount / 2.5) * 1000 * 10) / 10;
  return {
    ...record,
    nutrients: [...record.nutrients, { key: 'sodium', name: 'Sodium', amount: mg, unit: 'mg' }],
    provenance: {
      ...record.provenance,
      sodium: { method: 'calculated', source: record.provenance.salt?.source ?? OFF_PROVIDER, detail: { field: 'salt_100g', conversion: 'salt / 2.5' } },
    },
    unknown_keys: record.unknown_keys.filter((k) => k !== 'sodium'),
    unresolved_keys: record.unresolved_keys.filter((k) => k !== 'sodium'),
  };
}
