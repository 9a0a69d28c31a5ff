/**
 * Food name miss → a food-name provider (the port in ./food-data/food-name-provider.ts; FoodData
 * Central today) → quality gate → promotion (issue 19, fallback rule for food search and
 * unresolved ingredient lines). Callers ask only after owned data (and the promoted records) gave
 * no confident answer.
 *
 * - The provider's search answer carries nutrients for every hit: each hit comes mapped by the
 *   adapter, is gated, and promoted or quarantined with its reason; what passed is in the
 *   promoted index at once, found by name there (by the search's own match calibration), and
 *   served as `corpus` from then on.
 * - A name the provider answers nothing usable for is not asked again for `missTtlMs` (a day).
 * - Concurrent asks for one name share a call; the whole ask is bounded by the provider timeout.
 */
import type { FoodRecord } from '../../domain/foods/food';
import type { NameSearch } from '../../domain/foods/name-index';
import { normaliseText } from '../../domain/language/names';
import type { Logger } from '../../logger';
import type { FoodNameProvider, ProviderFood } from './food-name-provider';
import { ProviderError } from '../net/http-client';
import type { MissCache } from './miss-cache';
import type { PromotedFoods, PromotedHit } from './promoted-foods';
import type { PromotionStore } from './promotion-store';
import { gateProviderRecord } from './quality-gate';
import { foodId } from '../../domain/foods/ids';

export type NameFallbackResult =
  | { kind: 'asked' /** Ids of the foods promoted by this ask. */; ids: string[] }
  | { kind: 'miss' }
  | { kind: 'unavailable'; reason: string };

export interface FoodNameFallbackDeps {
  /** The configured food-name provider, or null (asks are misses). */
  provider: FoodNameProvider | null;
  promoted: PromotedFoods;
  store: PromotionStore;
  misses: MissCache;
  log: Logger;
  timeoutMs: number;
  /** Promotions of other instances arrive while running (the promotion watcher polls). */
  live: boolean;
  /** Store writes after the answer (promotion, quarantine). */
  track: (write: Promise<unknown>) => void;
}

/** Hits asked of the provider per name: enough for a search page, small enough to gate quickly. */
const PAGE_SIZE = 10;

export class FoodNameFallback {
  private readonly inflight = new Map<string, Promise<NameFallbackResult>>();

  constructor(private readonly deps: FoodNameFallbackDeps) {}

  /** Whether a provider can be asked (one configured). */
  get enabled(): boolean {
    return this.deps.provider !== null;
  }

  /** Whether an answer without a confident food may change while running (a provider, or promotions arriving). */
  get changing(): boolean {
    return this.enabled || this.deps.live || this.deps.promoted.size > 0;
  }

  /** Promoted foods matching the name (owned data: no provider is asked). */
  promoted(query: string, limit: number): PromotedHit[] {
    return this.deps.promoted.search(query, limit);
  }

  /** Asks the provider for the name and promotes what passes the gate; bounded by the provider timeout. */
  async ask(query: string, options: { portions?: boolean } = {}): Promise<NameFallbackResult> {
    const provider = this.deps.provider;
    if (!provider) return { kind: 'miss' };
    const key = `q:${normaliseText(query)}`;
    if (this.deps.misses.has(provider.name, key)) return { kind: 'miss' };
    const shared = this.inflight.get(key);
    if (shared) return shared;
    const run = withDeadline(this.fetch(provider, query, key, options.portions === true), this.deps.timeoutMs).finally(() => this.inflight.delete(key));
    this.inflight.set(key, run);
    return run;
  }

  /** The promoted generic foods as a name search (owned data: no provider is asked). */
  promotedSearch(): NameSearch {
    return {
      search: async (name, limit) =>
        this.promoted(name, limit)
          .filter((h) => h.food.dataset !== 'openfoodfacts')
          .map((h) => ({ food: h.food, score: h.score, match: h.match.score })),
    };
  }

  private async fetch(provider: FoodNameProvider, query: string, key: string, portions: boolean): Promise<NameFallbackResult> {
    let foods: ProviderFood[];
    try {
      foods = await provider.searchByName(query, PAGE_SIZE);
    } catch (err) {
      if (err instanceof ProviderError) {
        this.deps.log.warn('provider unavailable', { provider: provider.name, reason: err.reason });
        return { kind: 'unavailable', reason: err.reason };
      }
      throw err;
    }
    const ids: string[] = [];
    let best: FoodRecord | null = null;
    for (const food of foods) {
      const record = this.admit(provider, food);
      if (!record) continue;
      best ??= record;
      ids.push(record.id);
    }
    if (ids.length === 0) {
      this.deps.misses.remember(provider.name, key);
      return { kind: 'miss' };
    }
    // Ingredient lines weigh cups and pieces by household portions, which only the detail carries.
    if (portions && best && best.portions.length === 0) await this.withPortions(provider, best);
    return { kind: 'asked', ids };
  }

  /** The food gated: promoted (and returned) when it passes, quarantined with its reason when not. */
  private admit(provider: FoodNameProvider, food: ProviderFood): FoodRecord | null {
    const { mapped } = food;
    const gated = 'excluded' in mapped ? { ok: false as const, reason: mapped.excluded, validity: 0 } : gateProviderRecord(mapped.record);
    if (!gated.ok) {
      this.deps.track(
        this.deps.store.quarantine(provider.name, {
          id: foodId(provider.name, food.sourceKey),
          sourceKey: food.sourceKey,
          barcode: null,
          reason: gated.reason,
          validity: gated.validity,
          confidence: 'record' in mapped ? mapped.record.confidence : 0,
          answer: food.raw,
        }),
      );
      return null;
    }
    this.deps.promoted.add(gated.record);
    this.deps.track(this.deps.store.promote(provider.name, food.sourceKey, gated.record));
    return gated.record;
  }

  /** The food's detail (household portions), gated and promoted in place of the search hit; any failure keeps the hit. */
  private async withPortions(provider: FoodNameProvider, hit: FoodRecord): Promise<void> {
    try {
      const detail = await provider.detail(hit.source_id);
      const mapped = detail?.mapped;
      const gated = mapped && 'record' in mapped && mapped.record.id === hit.id ? gateProviderRecord(mapped.record) : null;
      if (!gated?.ok || gated.record.portions.length === 0) return;
      this.deps.promoted.add(gated.record);
      this.deps.track(this.deps.store.promote(provider.name, hit.source_id, gated.record));
    } catch (err) {
      if (!(err instanceof ProviderError)) throw err;
    }
  }
}

function withDeadline(work: Promise<NameFallbackResult>, ms: number): Promise<NameFallbackResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<NameFallbackResult>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'unavailable', reason: 'timeout' }), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
