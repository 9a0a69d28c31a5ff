/**
 * FoodData Central adapter (issue 19): `/foods/search` and `/food/{fdcId}`, the key sent as the
 * `X-Api-Key` header (never in a URL that could be logged), the published 1,000 requests/hour
 * budget by default. Off unless MORSEL_FDC_API_KEY is set.
 *
 * Mapping pitfalls handled (../shared/reference/providers.md): search hits spell nutrients flat
 * (`nutrientNumber`, `value`) and details nested (`nutrient.number`, `amount`); unit names vary in
 * case ("KCAL", "UG"); energy may be 208 (kcal), 268 (kJ) or only 957/958 (Atwater kcal, many
 * Foundation foods); IU values stay on their IU keys; absent nutrients stay absent. Values are per
 * 100 g (100 ml for Branded foods served in ml); Branded `labelNutrients` (per serving) are ignored.
 */
import { parseBarcode } from '../../domain/foods/barcode';
import type { FoodRecord, NutrientAmount, NutritionBasis, Portion, Provenance } from '../../domain/foods/food';
import { EXPECTED_NUTRIENT_KEYS, nutrientBySr28 } from '../../domain/foods/nutrients';
import { confidenceScore } from '../../domain/foods/quality';
import { foodId } from '../../domain/foods/ids';
import { ProviderClient, ProviderError } from '../net/http-client';
import type { ProviderConfig } from '../config';
import type { FoodNameProvider } from './food-name-provider';

export const FDC_PROVIDER = 'fdc';
const FDC_LICENSE = 'CC0-1.0';
const fdcAttribution = (year: number) => `U.S. Department of Agriculture, Agricultural Research Service. FoodData Central, ${year}. fdc.nal.usda.gov.`;

/** Curation trust per FDC data type (confidence's `curation` share). */
const CURATION: Record<string, number> = { Foundation: 1, 'SR Legacy': 1, 'Survey (FNDDS)': 0.9, Branded: 0.5, Experimental: 0.5 };

interface FdcSearchHit {
  fdcId: number;
  description: string;
  dataType: string | null;
  brandOwner: string | null;
  gtinUpc: string | null;
}

/** FDC's own calls, and the food-name port the name fallback uses. */
export interface FdcAdapter extends FoodNameProvider {
  client: ProviderClient;
  search(query: string, pageSize?: number): Promise<FdcSearchHit[]>;
  /** The search's foods as FDC sent them (flat nutrients), for fdcFoodToRecord; a non-200 answer is a ProviderError. */
  searchFoods(query: string, pageSize?: number): Promise<unknown[]>;
  /** Full record, or null when FDC does not know the id. */
  food(fdcId: number): Promise<unknown | null>;
}

export function createFdcAdapter(config: ProviderConfig): FdcAdapter | null {
  const fdc = config.fdc;
  if (!fdc) return null;
  const client = new ProviderClient({
    name: FDC_PROVIDER,
    timeoutMs: config.timeoutMs,
    breaker: config.breaker,
    limits: { perMinute: fdc.perMinute, perHour: fdc.perHour },
    headers: { 'x-api-key': fdc.apiKey },
  });
  const adapter: FdcAdapter = {
    client,
    async search(query, pageSize = 10) {
      const q = new URLSearchParams({ query, pageSize: String(Math.min(200, Math.max(1, pageSize))), dataType: 'Foundation,SR Legacy,Survey (FNDDS),Branded' });
      const r = await client.getJson(`${fdc.url}/foods/search?${q}`);
      const foods = (r.json as { foods?: unknown } | null)?.foods;
      if (r.status !== 200 || !Array.isArray(foods)) return [];
      return foods.flatMap((f: Record<string, unknown>) =>
        typeof f?.fdcId === 'number' && typeof f.description === 'string'
          ? [{ fdcId: f.fdcId, description: f.description, dataType: str(f.dataType), brandOwner: str(f.brandOwner), gtinUpc: str(f.gtinUpc) }]
          : [],
      );
    },
    async searchFoods(query, pageSize = 10) {
      const q = new URLSearchParams({ query, pageSize: String(Math.min(200, Math.max(1, pageSize))), dataType: 'Foundation,SR Legacy,Survey (FNDDS),Branded' });
      const r = await client.getJson(`${fdc.url}/foods/search?${q}`);
      // A 403 (bad key) or 400 must not read as "FDC knows no such food" (that would be cached).
      if (r.status !== 200) throw new ProviderError(FDC_PROVIDER, 'unexpected_status', `food search answered ${r.status}`);
      const foods = (r.json as { foods?: unknown } | null)?.foods;
      if (!Array.isArray(foods)) throw new ProviderError(FDC_PROVIDER, 'unexpected_status', 'food search answer has no foods[]');
      return foods;
    },
    async food(fdcId) {
      if (!Number.isInteger(fdcId) || fdcId <= 0) return null;
      const r = await client.getJson(`${fdc.url}/food/${fdcId}?format=full`);
      return r.status === 200 ? r.json : null;
    },
    name: FDC_PROVIDER,
    async searchByName(query, limit) {
      return (await adapter.searchFoods(query, limit)).flatMap((raw) => {
        const fdcId = (raw as { fdcId?: unknown } | null)?.fdcId;
        // Without an id there is nothing to key a promotion or a quarantine row on.
        return typeof fdcId === 'number' ? [{ sourceKey: String(fdcId), mapped: fdcFoodToRecord(raw), raw }] : [];
      });
    },
    async detail(sourceKey) {
      const raw = await adapter.food(Number(sourceKey));
      return raw === null ? null : { sourceKey, mapped: fdcFoodToRecord(raw), raw };
    },
  };
  return adapter;
}

const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/** One nutrient row in either spelling → number, amount, unit; null when unusable. */
function readNutrient(row: Record<string, unknown>): { number: string; amount: number; unit: string } | null {
  const nested = row.nutrient as Record<string, unknown> | undefined;
  const number = str(nested?.number) ?? str(row.nutrientNumber);
  const amount = num(row.amount) ?? num(row.value);
  const unit = str(nested?.unitName) ?? str(row.unitName);
  return number && amount !== null && unit ? { number, amount, unit: normalizeUnit(unit) } : null;
}

function normalizeUnit(u: string): string {
  const l = u.trim().toLowerCase();
  return l === 'ug' || l === 'µg' || l === 'mcg' ? 'µg' : l === 'kj' ? 'kJ' : l === 'iu' ? 'IU' : l;
}

const MASS_IN_G: Record<string, number> = { g: 1, mg: 1e-3, µg: 1e-6 };

/** Amount in `from` units → `to` units, for mass units and identical units only. */
function convert(amount: number, from: string, to: string): number | null {
  if (from === to) return amount;
  const a = MASS_IN_G[from];
  const b = MASS_IN_G[to];
  return a !== undefined && b !== undefined ? (amount * a) / b : null;
}

export type FdcMapping = { record: FoodRecord } | { excluded: string };

/** A food detail (or search hit) → FoodRecord with dataset `fdc`, or why it cannot be one. */
export function fdcFoodToRecord(food: unknown, year = new Date().getUTCFullYear()): FdcMapping {
  if (typeof food !== 'object' || food === null) return { excluded: 'malformed_answer' };
  const f = food as Record<string, unknown>;
  const fdcId = num(f.fdcId);
  const name = str(f.description);
  if (fdcId === null || !Number.isInteger(fdcId)) return { excluded: 'malformed_answer: fdcId' };
  if (!name) return { excluded: 'missing_name' };
  if (f.foodNutrients != null && !Array.isArray(f.foodNutrients)) return { excluded: 'malformed_answer: foodNutrients' };
  const dataType = str(f.dataType) ?? 'unknown';
  const src = `fdc:${fdcId}`;
  const byNumber = new Map<string, { amount: number; unit: string }>();
  for (const row of (f.foodNutrients as Record<string, unknown>[] | undefined) ?? []) {
    const n = typeof row === 'object' && row !== null ? readNutrient(row) : null;
    if (n && !byNumber.has(n.number)) byNumber.set(n.number, n);
  }
  if ([...byNumber.values()].some((n) => n.amount < 0)) return { excluded: 'invalid_values' };

  const nutrients: NutrientAmount[] = [];
  const provenance: Record<string, Provenance> = {};
  const put = (key: string, name: string, amount: number, unit: string, p: Provenance) => {
    if (nutrients.some((x) => x.key === key)) return;
    nutrients.push({ key, name, amount: Math.round(amount * 1e4) / 1e4, unit });
    provenance[key] = p;
  };
  // Energy: kcal as reported, else Atwater-specific/general kcal, else kJ converted (labelled calculated).
  const kcal = ['208', '958', '957'].map((nr) => [nr, byNumber.get(nr)] as const).find(([, v]) => v && v.unit === 'kcal');
  const kj = byNumber.get('268');
  if (kcal) put('calories', 'Energy', kcal[1]!.amount, 'kcal', { method: 'reported', source: src, detail: { nutrient_number: kcal[0] } });
  else if (kj && kj.unit === 'kJ')
    put('calories', 'Energy', kj.amount / 4.184, 'kcal', { method: 'calculated', source: src, detail: { nutrient_number: '268', conversion: 'kJ / 4.184' } });
  for (const [nr, v] of byNumber) {
    const def = nutrientBySr28(nr);
    if (!def || def.key === 'calories') continue;
    const amount = convert(v.amount, v.unit, def.unit);
    if (amount === null) continue; // IU on a mass key or an unknown unit: never converted blindly
    put(def.key, def.name, amount, def.unit, { method: 'reported', source: src, detail: { nutrient_number: nr } });
  }
  const value = (k: string) => nutrients.find((n) => n.key === k)?.amount ?? null;
  const unitText = (str(f.servingSizeUnit) ?? '').toLowerCase();
  const basis: NutritionBasis = dataType === 'Branded' && (unitText === 'ml' || unitText === 'mlt') ? '100ml' : '100g';
  const portions: Portion[] = Array.isArray(f.foodPortions)
    ? (f.foodPortions as Record<string, unknown>[]).flatMap((p, i) => {
        const grams = num(p?.gramWeight);
        const measure = str(p?.portionDescription) ?? str(p?.modifier) ?? str((p?.measureUnit as Record<string, unknown> | undefined)?.name);
        return grams && grams > 0 && measure && measure !== 'undetermined'
          ? [{ amount: num(p.amount) ?? 1, measure, grams, seq: String(num(p.sequenceNumber) ?? i + 1) }]
          : [];
      })
    : [];
  const present = new Set(nutrients.map((n) => n.key));
  const unknown = EXPECTED_NUTRIENT_KEYS.filter((k) => !present.has(k));
  const gtin = str(f.gtinUpc);
  const bc = gtin ? parseBarcode(gtin) : null;
  const confidence = confidenceScore({
    curation: CURATION[dataType] ?? 0.3,
    analyticalShare: 0,
    dataPoints: 0,
    completeness: EXPECTED_NUTRIENT_KEYS.length ? (EXPECTED_NUTRIENT_KEYS.length - unknown.length) / EXPECTED_NUTRIENT_KEYS.length : 0,
    hasPortions: portions.length > 0,
  });
  const category = (f.foodCategory as Record<string, unknown> | undefined)?.description;
  return {
    record: {
      id: foodId(FDC_PROVIDER, String(fdcId)),
      dataset: 'fdc',
      source_id: String(fdcId),
      name,
      aliases: [],
      group: str(category) ?? str(f.brandedFoodCategory),
      nutrition_basis: basis,
      calories: value('calories'),
      protein_g: value('protein'),
      carbs_g: value('carbs'),
      fat_g: value('fat'),
      nutrients,
      estimated_nutrients: [],
      unknown_keys: unknown,
      unresolved_keys: unknown,
      provenance,
      portions,
      confidence,
      // The gate (quality-gate.ts) sets validity from the Atwater check.
      validity: 100,
      barcode: bc?.ok ? bc.barcode.key : null,
      brand: str(f.brandName) ?? str(f.brandOwner),
      extra: { attribution: fdcAttribution(year), license: FDC_LICENSE, data_type: dataType, provider: FDC_PROVIDER },
    },
  };
}
