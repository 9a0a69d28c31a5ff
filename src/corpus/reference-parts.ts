/**
 * The reference tables of generic foods and how the catalog reads them. Each table stays its
 * own part and its own records (the same food from two tables is two records, each with its
 * own provenance); the catalog serves the union in the preference order of
 * src/domain/foods/datasets.ts.
 */
import type { FoodRecord } from '../domain/foods/food';
import { REFERENCE_DATASETS } from '../domain/foods/datasets';
import type { BuildContext, CorpusSource, SourceManifest } from './source';

export interface ReferencePart {
  foods: FoodRecord[];
  citation: string;
  excluded: { source_id: string; name: string; reason: string }[];
}

/** Every generic reference food of the built parts, in preference order. */
export function referenceFoods(parts: Record<string, unknown>): FoodRecord[] {
  const out: FoodRecord[] = [];
  for (const name of REFERENCE_DATASETS) {
    const foods = (parts[name] as { foods?: unknown } | undefined)?.foods;
    if (Array.isArray(foods)) for (const f of foods as FoodRecord[]) out.push(f);
  }
  return out;
}

/** What a table importer returns: the part and its manifest entry. */
export type BuiltTable = ReferencePart & { manifest: Omit<SourceManifest, 'files'> };

/**
 * A reference table as a corpus source. A subset build keeps only the codes it names for this
 * table, and a subset that names none of them reads no file at all.
 */
export function referenceTableSource(table: {
  name: string;
  version: string;
  citation: string;
  inputs: (dataDir: string) => string[];
  build: (ctx: BuildContext, keep: ReadonlySet<string> | undefined) => BuiltTable | Promise<BuiltTable>;
}): CorpusSource<ReferencePart> {
  return {
    name: table.name,
    version: table.version,
    inputs: table.inputs,
    build: async (ctx) => {
      const keep = ctx.subset ? new Set(ctx.subset.world?.[table.name] ?? []) : undefined;
      if (keep?.size === 0) {
        return {
          part: { foods: [], citation: table.citation, excluded: [] },
          manifest: { imported: 0, excluded: {}, notes: ['subset build: no codes of this table selected, nothing read'] },
        };
      }
      const { manifest, ...part } = await table.build(ctx, keep);
      ctx.progress(`foods ${manifest.imported}`);
      return { part, manifest };
    },
  };
}
