/**
 * Negative answers of the providers (a barcode or a food name the provider does not know, or
 * whose answer was quarantined): not asked again until they expire (a day by default), across
 * instances (provider_misses, read by the promotion watcher's poll).
 */
import type { PromotionStore } from './promotion-store';

export class MissCache {
  private readonly until = new Map<string, number>();

  constructor(
    private readonly store: PromotionStore,
    private readonly ttlMs: number,
    private readonly track: (write: Promise<unknown>) => void,
  ) {}

  has(provider: string, key: string): boolean {
    const t = this.until.get(`${provider}\u0000${key}`);
    return t !== undefined && t > Date.now();
  }

  remember(provider: string, key: string): void {
    this.load(provider, key, Date.now() + this.ttlMs);
    this.track(this.store.recordMiss(provider, key, this.ttlMs));
  }

  /** A negative answer read from the store (another instance's, or this one's from before a restart). */
  load(provider: string, key: string, expiresAt: number): void {
    const k = `${provider}\u0000${key}`;
    this.until.set(k, Math.max(this.until.get(k) ?? 0, expiresAt));
  }
}
