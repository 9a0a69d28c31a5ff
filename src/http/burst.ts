/**
 * The per-minute burst. Without REDIS_URL it is the ledger's per-instance window. With it, one
 * fixed window per account and calendar minute is shared by every instance: one atomic Lua
 * script per request (EVALSHA, auto-pipelined by Bun's client), so N instances admit exactly
 * the burst per minute between them. A minute already refused is refused locally, without Redis.
 *
 * Redis unreachable or slower than REDIS_TIMEOUT_MS → that request, and every request for the
 * next FALLBACK_MS, is counted per instance instead (a warning once per outage and the metric
 * morsel_redis_fallback_total): the burst is then up to N × its value, never a 5xx.
 */
import { createHash } from 'node:crypto';
import { RedisClient } from 'bun';
import type { Account } from '../store/accounts';
import type { Logger } from './log';
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

// Counts only admitted calls, like the local window; the key lives a little over its minute.
const SCRIPT = `local n = tonumber(redis.call('GET', KEYS[1]) or '0')
if n >= tonumber(ARGV[1]) then return -1 end
n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('EXPIRE', KEYS[1], 70) end
return n`;
const SHA = createHash('sha1').update(SCRIPT).digest('hex');

const REDIS_TIMEOUT_MS = 250;
const FALLBACK_MS = 5_000;
const SWEEP_MS = 50;

export class RedisBurst implements BurstLimiter {
  private readonly redis: RedisClient;
  private downUntil = 0;
  private warned = false;
  /** `account` → the minute Redis refused it in; later calls that minute are refused here. */
  private readonly refused = new Map<string, number>();
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
    const args = [SHA, '1', `${this.prefix}burst:${account.id}:${minute}`, String(account.burstPerMinute)];
    return this.withTimeout(this.redis.send('EVALSHA', args).catch((err: Error) => {
      if (!String(err?.message).includes('NOSCRIPT')) throw err;
      return this.redis.send('EVAL', [SCRIPT, ...args.slice(1)]);
    })).then(
      (n: unknown): BurstVerdict => {
        if (this.warned) this.up();
        if (Number(n) >= 0) return { ok: true };
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
