/**
 * The per-minute burst. Without REDIS_URL it is the ledger's per-instance window. With it, one
 * fixed window per account and calendar minute is shared by every instance: one atomic Lua
 * script call (EVALSHA) per account at a time on each instance, admitting the calls that arrived
 * while the previous one was in flight together, so N instances admit exactly the burst per
 * minute between them. A minute already refused is refused locally, without Redis.
 *
 * Redis unreachable or slower than REDIS_TIMEOUT_MS → that request, and every request for the
 * next FALLBACK_MS, is counted per instance instead (a warning once per outage and the metric
 * morsel_redis_fallback_total): the burst is then up to N × its value, never a 5xx.
 */
import { createHash } from 'node:crypto';
import { RedisClient } from 'bun';
import type { Account } from '../store/accounts';
import type { Logger } from '../logger';
import type { Clock, Ledger } from './metering';
import type { Metrics } from './metrics';

export type BurstVerdict = { ok: true } | { ok: false; retryAfter: number };

export interface BurstLimiter {
  check(account: Account): BurstVerdict | Promise<BurstVerdict>;
  /** False while calls fall back to per instance (Redis unreachable). */
  healthy(): boolean;
  close(): void;
}

/** Per instance: the ledger's in-memory window. */
export function localBurst(ledger: Ledger): BurstLimiter {
  return { check: (account) => ledger.burst(account), healthy: () => true, close: () => {} };
}

// Admits up to ARGV[2] calls at once (the calls of one account waiting on this instance) and
// returns how many it admitted; counts only admitted calls, like the local window; the key
// lives a little over its minute.
const SCRIPT = `local n = tonumber(redis.call('GET', KEYS[1]) or '0')
local room = tonumber(ARGV[1]) - n
if room <= 0 then return 0 end
local k = math.min(tonumber(ARGV[2]), room)
n = redis.call('INCRBY', KEYS[1], k)
if n == k then redis.call('EXPIRE', KEYS[1], 70) end
return k`;
const SHA = createHash('sha1').update(SCRIPT).digest('hex');

interface Slot {
  running: boolean;
  queue: { resolve: (admitted: boolean) => void; reject: (err: unknown) => void }[];
}

const REDIS_TIMEOUT_MS = 250;
const FALLBACK_MS = 5_000;
const SWEEP_MS = 50;

export class RedisBurst implements BurstLimiter {
  private readonly redis: RedisClient;
  private downUntil = 0;
  private warned = false;
  /** `account` → the minute Redis refused it in; later calls that minute are refused here. */
  private readonly refused = new Map<string, number>();
  /** Per window key: whether a script call is in flight, and the calls waiting for the next one. */
  private readonly slots = new Map<string, Slot>();
  /** Calls waiting on Redis, with the time they give up (see withTimeout). */
  private readonly waiting = new Set<{ deadline: number; reject: (err: Error) => void }>();
  private sweeper: ReturnType<typeof setInterval> | null = null;

  constructor(
    url: string,
    /** Key prefix, so several deployments (or test runs) can share one Redis. */
    private readonly prefix: string,
    private readonly ledger: Ledger,
    private readonly clock: Clock,
    private readonly log: Logger,
    private readonly metrics: Metrics,
  ) {
    // No offline queue: while Redis is away a call must fail fast and fall back, not wait.
    this.redis = new RedisClient(url, { enableOfflineQueue: false, autoReconnect: true, connectionTimeout: 2_000, maxRetries: 3 });
    this.redis.connect().catch(() => {});
  }

  check(account: Account): BurstVerdict | Promise<BurstVerdict> {
    const now = this.clock.now();
    const minute = Math.floor(now / 60_000);
    const retryAfter = Math.max(1, Math.ceil(((minute + 1) * 60_000 - now) / 1000));
    if (this.refused.get(account.id) === minute) return { ok: false, retryAfter };
    if (now < this.downUntil) return this.fallback(account);
    if (!this.redis.connected) {
      // Reconnect in the background; this call is counted here meanwhile.
      this.redis.connect().catch(() => {});
      this.down('not connected');
      return this.fallback(account);
    }
    return this.ask(`${this.prefix}burst:${account.id}:${minute}`, account.burstPerMinute).then(
      (admitted): BurstVerdict => {
        if (this.warned) this.up();
        if (admitted) return { ok: true };
        if (this.refused.size > 100_000) this.refused.clear();
        this.refused.set(account.id, minute);
        return { ok: false, retryAfter };
      },
      (err: unknown) => {
        this.down(err instanceof Error ? err.message : String(err));
        return this.fallback(account);
      },
    );
  }

  /**
   * Whether Redis admits one call under `key`. One script call per key is in flight at a time;
   * calls arriving meanwhile wait and go together in the next one (the script admits up to their
   * number, in arrival order), so a busy account costs one round trip per batch, not per call,
   * and the window stays exact.
   */
  private ask(key: string, limit: number): Promise<boolean> {
    let slot = this.slots.get(key);
    if (!slot) this.slots.set(key, (slot = { running: false, queue: [] }));
    const s = slot;
    return new Promise<boolean>((resolve, reject) => {
      s.queue.push({ resolve, reject });
      if (!s.running) this.drain(key, s, limit);
    });
  }

  private drain(key: string, slot: Slot, limit: number): void {
    const batch = slot.queue.splice(0);
    slot.running = true;
    const args = [SHA, '1', key, String(limit), String(batch.length)];
    const call = this.redis.send('EVALSHA', args).catch((err: Error) => {
      if (!String(err?.message).includes('NOSCRIPT')) throw err;
      return this.redis.send('EVAL', [SCRIPT, ...args.slice(1)]);
    });
    this.withTimeout(call)
      .then(
        (n: unknown) => {
          const admitted = Number(n);
          batch.forEach((w, i) => {
            w.resolve(i < admitted);
          });
        },
        (err: unknown) => {
          for (const w of batch) w.reject(err);
        },
      )
      .finally(() => {
        if (slot.queue.length > 0) this.drain(key, slot, limit);
        else {
          slot.running = false;
          this.slots.delete(key);
        }
      });
  }

  /**
   * `p`, or a rejection once it has waited REDIS_TIMEOUT_MS. One sweep timer serves every call
   * in flight (a per-call setTimeout/clearTimeout and Promise.race cost more than the script), so
   * a stalled call fails between REDIS_TIMEOUT_MS and REDIS_TIMEOUT_MS + SWEEP_MS.
   */
  private withTimeout<T>(p: Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const waiter = { deadline: performance.now() + REDIS_TIMEOUT_MS, reject };
      this.waiting.add(waiter);
      if (!this.sweeper) {
        this.sweeper = setInterval(() => this.sweep(), SWEEP_MS);
        this.sweeper.unref?.();
      }
      p.then(
        (v) => {
          this.waiting.delete(waiter);
          resolve(v);
        },
        (err: unknown) => {
          this.waiting.delete(waiter);
          reject(err);
        },
      );
    });
  }

  private sweep(): void {
    const now = performance.now();
    for (const w of this.waiting) {
      if (w.deadline > now) continue;
      this.waiting.delete(w);
      w.reject(new Error(`no answer within ${REDIS_TIMEOUT_MS} ms`));
    }
    if (this.waiting.size === 0 && this.sweeper) {
      clearInterval(this.sweeper);
      this.sweeper = null;
    }
  }

  private fallback(account: Account): BurstVerdict {
    this.metrics.add('morsel_redis_fallback_total');
    return this.ledger.burst(account);
  }

  private down(reason: string): void {
    this.downUntil = this.clock.now() + FALLBACK_MS;
    if (!this.warned) {
      this.warned = true;
      this.log.warn('redis unreachable: per-minute burst counted per instance until it answers', { reason });
    }
  }

  /** Back to the shared window: the next outage warns again. */
  private up(): void {
    this.warned = false;
    this.log.info('redis answering again: per-minute burst shared across instances');
  }

  close(): void {
    if (this.sweeper) clearInterval(this.sweeper);
    this.sweeper = null;
    this.redis.close();
  }

  healthy(): boolean {
    return this.redis.connected && this.clock.now() >= this.downUntil;
  }
}
