/**
 * Barcode miss → outside provider → quality gate → promotion (issue 19, fallback rule for
 * barcodes). The barcode operation calls `lookup` only after its own data missed.
 *
 * - Promoted records are indexed in memory by barcode key: a repeat is a map lookup, labelled
 *   `corpus`. Other instances on the same PostgreSQL pick new rows up by polling `updated_at`
 *   (every `pollMs`, default 1 s; rows are read with a 2 s overlap so a slow commit is not missed).
 * - A barcode the provider does not know, or whose answer was quarantined, is not asked again
 *   for `missTtlMs` (default a day), across instances (provider_misses, read by the same poll).
 * - Concurrent asks for one barcode share a single provider call.
 * - Store writes (promotion, quarantine, misses) happen after the answer: the in-memory index
 *   serves the record at once, and a lost write only means the provider is asked again.
 * - The whole fallback is bounded by the provider timeout: past it the caller gets `unavailable`.
 * - Images are re-hosted in the background after the answer; the record is updated when done.
 */
import type { Barcode } from '../../domain/foods/barcode';
import type { FoodRecord } from '../../domain/foods/food';
import type { OffTaxonomy } from '../../domain/foods/ingredient-taxonomy';
import type { Logger } from '../../logger';
import { ProviderError } from '../net/http-client';
import type { ImageRehoster } from './images';
import { OFF_PROVIDER, offAnswerToRecord, type OffAdapter } from './openfoodfacts';
import type { PromotionStore } from './promotion-store';
import { gateProviderRecord } from './quality-gate';
import { foodId } from '../../domain/foods/ids';
import { MissCache } from './miss-cache';
import type { PromotedFoods } from './promoted-foods';

export type BarcodeFallbackResult =
  | { kind: 'hit'; record: FoodRecord; source: 'corpus' | typeof OFF_PROVIDER }
  | { kind: 'miss' }
  | { kind: 'unavailable'; reason: string };

export interface BarcodeFallbackDeps {
  store: PromotionStore;
  /** The promoted records served by this instance (by barcode and by name). */
  promoted: PromotedFoods;
  off: OffAdapter | null;
  images: ImageRehoster | null;
  /** The ingredient taxonomy of the loaded corpus (allergens, additives); empty when not loaded. */
  taxonomy: () => OffTaxonomy;
  log: Logger;
  missTtlMs: number;
  /** Deadline of one fallback lookup (the provider timeout). */
  timeoutMs: number;
  pollMs?: number;
}

const POLL_OVERLAP_MS = 2_000;

export class BarcodeFallback {
  /** Negative answers of every provider (shared with the food-name fallback). */
  readonly misses: MissCache;
  private readonly inflight = new Map<string, Promise<BarcodeFallbackResult>>();
  private readonly background = new Set<Promise<unknown>>();
  private since: Date | null = null;
  private missesSeen: Date | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly deps: BarcodeFallbackDeps) {
    this.misses = new MissCache(deps.store, deps.missTtlMs, (p) => this.track(p));
  }

  /** Loads the promoted records and starts watching for other instances' promotions. */
  async start(): Promise<void> {
    await this.poll();
    const every = this.deps.pollMs ?? 1000;
    if (every > 0) {
      this.timer = setInterval(() => this.poll().catch((err) => this.deps.log.warn('promoted-records poll failed', { error: String(err) })), every);
      this.timer.unref?.();
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Reads promoted rows changed since the last poll into the index. */
  async poll(): Promise<number> {
    const since = this.since ? new Date(this.since.getTime() - POLL_OVERLAP_MS) : null;
    const { records, newest } = await this.deps.store.changedSince(since);
    for (const r of records) this.index(r);
    if (newest) this.since = newest;
    const misses = await this.deps.store.missesAfter(this.missesSeen ? new Date(this.missesSeen.getTime() - POLL_OVERLAP_MS) : null);
    for (const m of misses) this.misses.load(m.provider, m.sourceKey, m.expiresAt.getTime());
    if (misses.length) this.missesSeen = misses[misses.length - 1]!.expiresAt;
    return records.length;
  }

  /** A promoted record for the code, in memory. */
  promoted(code: string): FoodRecord | null {
    return this.deps.promoted.byCode(code);
  }

  /** Waits for background work (image re-hosting) to finish: tests and shutdown. */
  async idle(): Promise<void> {
    while (this.background.size) await Promise.allSettled([...this.background]);
  }

  async lookup(barcode: Barcode): Promise<BarcodeFallbackResult> {
    const promoted = this.promoted(barcode.digits);
    if (promoted) return { kind: 'hit', record: promoted, source: 'corpus' };
    if (!this.deps.off) return { kind: 'miss' };
    const key = barcode.key;
    if (this.misses.has(OFF_PROVIDER, key)) return { kind: 'miss' };
    const shared = this.inflight.get(key);
    if (shared) return shared;
    const run = withDeadline(this.ask(this.deps.off, barcode), this.deps.timeoutMs).finally(() => this.inflight.delete(key));
    this.inflight.set(key, run);
    return run;
  }

  private async ask(off: OffAdapter, barcode: Barcode): Promise<BarcodeFallbackResult> {
    const key = barcode.key;
    let found: Awaited<ReturnType<typeof off.productByBarcode>>;
    try {
      found = await off.productByBarcode(barcode);
    } catch (err) {
      if (err instanceof ProviderError) {
        this.deps.log.warn('provider unavailable', { provider: OFF_PROVIDER, reason: err.reason });
        return { kind: 'unavailable', reason: err.reason };
      }
      throw err;
    }
    if (!found.found) {
      this.rememberMiss(key);
      return { kind: 'miss' };
    }
    const mapped = offAnswerToRecord(found.raw, barcode, this.deps.taxonomy());
    const gated =
      'excluded' in mapped ? { ok: false as const, reason: mapped.excluded, validity: 0 } : gateProviderRecord(mapped.record, { carbsIncludeFiber: undefined });
    if (!gated.ok) {
      this.track(
        this.deps.store.quarantine(OFF_PROVIDER, {
          id: foodId(OFF_PROVIDER, key),
          sourceKey: key,
          barcode: key,
          reason: gated.reason,
          validity: gated.validity,
          confidence: 'record' in mapped ? mapped.record.confidence : 0,
          answer: found.answer,
        }),
      );
      this.rememberMiss(key);
      this.deps.log.info('provider answer quarantined', { provider: OFF_PROVIDER, reason: gated.reason });
      return { kind: 'miss' };
    }
    const record: FoodRecord = { ...gated.record, extra: { ...gated.record.extra, image: null } };
    this.index(record);
    const imageUrl = 'record' in mapped ? mapped.imageUrl : null;
    this.track(
      this.deps.store.promote(OFF_PROVIDER, key, record).then(() => {
        if (imageUrl && this.deps.images) return this.attachImage(key, record, imageUrl);
      }),
    );
    return { kind: 'hit', record, source: OFF_PROVIDER };
  }

  private async attachImage(key: string, record: FoodRecord, url: string): Promise<void> {
    const own = await this.deps.images!.rehost(url);
    if (!own) return;
    const updated: FoodRecord = { ...record, extra: { ...record.extra, image: own } };
    await this.deps.store.promote(OFF_PROVIDER, key, updated);
    this.index(updated);
  }

  /** Runs a store write after the answer; failures are logged, and `idle` waits for it. */
  track(p: Promise<unknown>): void {
    const guarded = p.catch((err) => this.deps.log.warn('provider fallback write failed', { error: String(err) }));
    this.background.add(guarded);
    guarded.finally(() => this.background.delete(guarded));
  }

  private rememberMiss(key: string): void {
    this.misses.remember(OFF_PROVIDER, key);
  }

  private index(record: FoodRecord): void {
    this.deps.promoted.add(record);
  }
}

/** The fallback's answer, or `unavailable` once `ms` have passed (the work itself goes on). */
function withDeadline(work: Promise<BarcodeFallbackResult>, ms: number): Promise<BarcodeFallbackResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<BarcodeFallbackResult>((resolve) => {
    timer = setTimeout(() => resolve({ kind: 'unavailable', reason: 'timeout' }), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
