/**
 * The reference tables of generic foods and how the catalog reads them. Each table stays its
 * own part and its own records (the same food from two tables is two records, each with its
 * own provenance); the catalog serves the union in the preference order of
 * src/domain/foods/datasets.ts.
 */
import type { FoodRecord } from '../domain/foods/food';
import { REFERENCE_DATASETS } from '../domain/foods/datasets';
import type { BuildContext } from './source';

export interface ReferencePart {
  foods: FoodRecord[];
  citation: string;
  excluded: { source_id: string; name: string; reason: string }[];
}

export { REFERENCE_DATASETS };

/** Every generic reference food of the built parts, in preference order. */
export function referenceFoods(parts: Record<string, unknown>): FoodRecord[] {
  const out: FoodRecord[] = [];
  for (const name of REFERENCE_DATASETS) {
    const foods = (parts[name] as { foods?: unknown } | undefined)?.foods;
    if (Array.isArray(foods)) for (const f of foods as FoodRecord[]) out.push(f);
  }
  return out;
}

/** Codes a subset build keeps for one table (none when the subset names none); undefined: all. */
export function subsetCodes(ctx: BuildContext, dataset: string): ReadonlySet<string> | undefined {
  if (!ctx.subset) return undefined;
  return new Set(ctx.subset.world?.[dataset] ?? []);
}

/** The part of a table a subset build selects nothing from: no file is read. */
export function emptySubsetPart(citation: string) {
  return {
    part: { foods: [], citation, excluded: [] } as ReferencePart,
    manifest: { imported: 0, excluded: {}, notes: ['subset build: no codes of this table selected, nothing read'] },
  };
}
