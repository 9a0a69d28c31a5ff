/**
 * Ingredient lines the owned data left without a food (compute-nutrition, meal parsing): the
 * same line resolution (resolveLine, the one name resolver's rules) over the promoted records,
 * and — `data=auto` with FoodData Central configured — FDC for the names still unknown, whose
 * foods pass the import quality gate and are promoted. At most MAX_ASKED names per request go
 * out, all at once, each bounded by the provider timeout.
 */
import type { Services } from '../http/services';
import type { NameSearch } from '../domain/foods/name-index';
import { resolveLine, type ResolvedLine } from '../domain/language/resolve-line';
import { MIN_FALLBACK_MATCH, MIN_FALLBACK_SCORE } from '../domain/foods/name-resolver';
import { FDC_PROVIDER } from '../providers/food-data/fdc';
import { unitByName } from '../domain/language/units';

/** A mass unit weighs a line by its standard factor; counts and volumes need the food's household portions (FDC's detail). */
const weighedByMass = (unit: string | null) => unit !== null && unitByName(unit)?.dimension === 'mass';

/** Provider asks per request: a long list of unknown names must not spend the operator's hourly budget. */
const MAX_ASKED = 10;

export interface ProviderLine extends ResolvedLine {
  /** `fdc` when the food came from FoodData Central in this request, `corpus` when promoted earlier. */
  source?: string;
}

export async function resolveWithProviders(
  services: Services,
  lines: ResolvedLine[],
  options: { eaten?: boolean; data?: 'auto' | 'owned' } = {},
): Promise<ProviderLine[]> {
  const p = services.providers;
  if (!p || lines.every((l) => l.food !== null) || (p.promoted.size === 0 && (!p.names.enabled || options.data === 'owned'))) return lines;
  let budget = options.data === 'owned' ? 0 : MAX_ASKED;
  return Promise.all(
    lines.map(async (line): Promise<ProviderLine> => {
      if (line.food !== null) return line;
      let fresh = new Set<string>();
      const mayAsk = budget > 0 && p.names.enabled;
      if (mayAsk) budget--;
      const promotedOnly = p.names.promotedSearch();
      const search: NameSearch = mayAsk
        ? {
            search: async (name, limit) => {
              const known = await promotedOnly.search(name, limit);
              // The resolver would accept the best promoted food as it is: nothing to ask.
              if (known[0] && known[0].score >= MIN_FALLBACK_SCORE && (known[0].match ?? 0) >= MIN_FALLBACK_MATCH) return known;
              const asked = await p.names.ask(name, { portions: !weighedByMass(line.parsed.unit) });
              if (asked.kind !== 'asked') return known;
              fresh = new Set(asked.ids);
              return promotedOnly.search(name, limit);
            },
          }
        : promotedOnly;
      const again = await resolveLine(p.promoted.nameResolver(search), line.parsed, { eaten: options.eaten });
      if (again.food === null) return line;
      return { ...again, source: fresh.has(again.food.id) ? FDC_PROVIDER : 'corpus' };
    }),
  );
}

/** What a line's food says about where it came from: provider data keeps its attribution and licence. */
export function lineFoodOrigin(line: ProviderLine): Record<string, unknown> {
  if (!line.food || line.food.dataset !== FDC_PROVIDER) return {};
  const x = line.food.extra as { attribution?: string; license?: string } | undefined;
  return { source: line.source ?? 'corpus', dataset: line.food.dataset, attribution: x?.attribution ?? null, license: x?.license ?? null };
}
