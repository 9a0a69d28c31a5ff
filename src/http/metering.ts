/**
 * Points and burst metering with no database round trip on the hot path.
 *
 * Points: each instance leases blocks of an account's daily budget from the `usage_days` row
 * (`reserved`, updated atomically under the limit) and spends them in memory. Several instances
 * therefore never overspend a budget together; the price is that points one instance holds are
 * not available to another until released (idle leases are returned within ~10 s, and all of
 * them at shutdown). Spent points are written to `used` at most ~1 s late, and the lease is
 * already durable, so a crash loses no counted usage.
 *
 * Leases have an owner (this instance) and an expiry that the instance's heartbeat (every third
 * of the TTL) moves forward. When an instance dies without releasing (kill -9), its lease row
 * expires and the next lease of that account returns the unspent part to the budget: until
 * then usage over-reports by at most one block, afterwards it equals what was answered (minus
 * the ≤ 1 s that was spent and not yet flushed). An instance that cannot heartbeat for half the
 * TTL stops spending its leases (503) until the store answers again, and drops any lease that
 * was reclaimed meanwhile, so two instances never spend the same points.
 *
 * Burst: a fixed window per calendar minute, per account and per instance (N instances allow
 * up to N × the burst in total; the daily budget is still shared exactly).
 */
import type { Account } from '../store/accounts';

export interface Clock {
  now(): number;
}
export const systemClock: Clock = { now: () => Date.now() };

export interface UsagePersistence {
  lease(accountId: string, day: string, want: number, limit: number): Promise<{ granted: number; reserved: number }>;
  release(accountId: string, day: string, points: number): Promise<void>;
  addUsed(accountId: string, day: string, points: number): Promise<void>;
  /** Extends this instance's leases; returns the `account:day` keys it still holds. Absent: leases never expire. */
  heartbeat?(): Promise<Set<string>>;
}

export interface LedgerOptions {
  /** Lease lifetime without a heartbeat (ms); 0: no heartbeat. */
  leaseTtlMs?: number;
}

export interface Quota {
  limit: number;
  used: number;
  remaining: number;
}

export type ReserveOutcome = { ok: true; quota: Quota } | { ok: false; quota: Quota };

interface DayEntry {
  accountId: string;
  day: string;
  /** Points this instance holds and has not spent. */
  lease: number;
  /** Budget total reserved by all instances, as of our last lease. */
  reserved: number;
  /** Spent here and not yet written to `used`. */
  unflushed: number;
  lastTouched: number;
  /** When the last lease was granted (a heartbeat that started earlier cannot have seen it). */
  leasedAt: number;
  /** Serialises lease requests of one entry. */
  pending: Promise<void> | null;
}

const IDLE_RELEASE_MS = 10_000;

export function utcDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

const DAY_MS = 86_400_000;

function blockSize(limit: number, cost: number): number {
  // 2 % of the budget: few store trips even for large contracts, little held back from other instances.
  return Math.max(cost, 5, Math.ceil(limit / 50));
}

export class Ledger {
  private readonly days = new Map<string, DayEntry>();
  /** Each account's entry for the current day, looked up without building the `account:day` key. */
  private readonly current = new Map<string, DayEntry>();
  private readonly windows = new Map<string, { minute: number; count: number }>();
  private flushing: Promise<void> | null = null;
  /** The flush queued behind a running one (see flush). */
  private followUp: Promise<void> | null = null;
  /** The current UTC day, recomputed only when the clock crosses midnight (hot path). */
  private day = { start: 0, name: '' };
  private readonly ttl: number;
  private heartbeatOk: number;
  private beating: Promise<void> | null = null;

  constructor(
    private readonly persistence: UsagePersistence,
    private readonly clock: Clock = systemClock,
    options: LedgerOptions = {},
  ) {
    this.ttl = persistence.heartbeat ? (options.leaseTtlMs ?? 30_000) : 0;
    this.heartbeatOk = clock.now();
  }

  /** Counts one request against the per-minute burst; returns seconds to wait when over it. */
  burst(account: Account): { ok: true } | { ok: false; retryAfter: number } {
    const now = this.clock.now();
    const minute = Math.floor(now / 60_000);
    let w = this.windows.get(account.id);
    if (!w || w.minute !== minute) {
      w = { minute, count: 0 };
      this.windows.set(account.id, w);
    }
    if (w.count >= account.burstPerMinute) {
      return { ok: false, retryAfter: Math.max(1, Math.ceil(((minute + 1) * 60_000 - now) / 1000)) };
    }
    w.count += 1;
    return { ok: true };
  }

  /**
   * Reserves `cost` points: synchronously when this instance holds enough of a lease (the hot
   * path: no promise), else after leasing from the store. Throws (or rejects) when the store
   * cannot be reached for a needed lease or heartbeat.
   */
  reserve(account: Account, cost: number): ReserveOutcome | Promise<ReserveOutcome> {
    // Our leases may be reclaimed once they expire: prove they are still ours before spending.
    if (this.ttl > 0 && this.clock.now() - this.heartbeatOk > this.ttl / 2) return this.reserveSlow(account, cost, true);
    const entry = this.entry(account.id);
    // The first touch of the day also reads the row, so headers are right after a restart.
    if (entry.reserved < 0 || entry.lease < cost) return this.reserveSlow(account, cost, false);
    return this.spend(entry, account, cost);
  }

  private async reserveSlow(account: Account, cost: number, beat: boolean): Promise<ReserveOutcome> {
    if (beat) await this.beat();
    const entry = this.entry(account.id);
    if (entry.reserved < 0 || entry.lease < cost) await this.topUp(entry, account.dailyPoints, cost);
    return this.spend(entry, account, cost);
  }

  private spend(entry: DayEntry, account: Account, cost: number): ReserveOutcome {
    // The limit is checked as well as the lease: a lowered limit must bite even while points are held.
    if (entry.lease < cost || this.quota(entry, account).used + cost > account.dailyPoints) return { ok: false, quota: this.quota(entry, account) };
    entry.lease -= cost;
    entry.unflushed += cost;
    // Lease the next block before this one runs out, so requests rarely wait on the store.
    if (!entry.pending && cost > 0 && entry.lease < blockSize(account.dailyPoints, cost) / 2) {
      this.topUp(entry, account.dailyPoints, entry.lease + 1).catch(() => {});
    }
    return { ok: true, quota: this.quota(entry, account) };
  }

  /** Gives back points reserved for a request that the spec makes free (invalid uploads). */
  refund(account: Account, cost: number): Quota {
    const entry = this.entry(account.id);
    entry.lease += cost;
    entry.unflushed -= cost;
    return this.quota(entry, account);
  }

  /** Current quota without spending; leases nothing. */
  peek(account: Account): Quota {
    return this.quota(this.entry(account.id), account);
  }

  /**
   * Writes spent points and returns idle or stale leases. Called every second, at shutdown and
   * before usage is read. Everything spent before the call is attempted: a flush already running
   * took its snapshot earlier, so the call waits for it and then runs one more (shared by every
   * caller that arrives meanwhile).
   */
  flush(final = false): Promise<void> {
    if (!this.flushing) return this.startFlush(final);
    if (final) return this.flushing.then(() => this.flush(true));
    this.followUp ??= this.flushing.then(() => {
      this.followUp = null;
      return this.flushing ?? this.startFlush(false);
    });
    return this.followUp;
  }

  private startFlush(final: boolean): Promise<void> {
    this.flushing = this.doFlush(final).finally(() => {
      this.flushing = null;
    });
    return this.flushing;
  }

  private async doFlush(final: boolean): Promise<void> {
    const now = this.clock.now();
    const today = utcDay(now);
    for (const [key, e] of this.days) {
      if (e.pending) await e.pending.catch(() => {});
      if (e.unflushed !== 0) {
        const n = e.unflushed;
        e.unflushed = 0;
        try {
          await this.persistence.addUsed(e.accountId, e.day, n);
        } catch (err) {
          e.unflushed += n; // keep it for the next attempt
          if (final) throw err;
          continue;
        }
      }
      const stale = e.day !== today || final || now - e.lastTouched > IDLE_RELEASE_MS;
      if (stale && e.lease > 0) {
        const n = e.lease;
        e.lease = 0;
        e.reserved -= n;
        try {
          await this.persistence.release(e.accountId, e.day, n);
        } catch {
          // Not returned: the budget is under-spent by n, never over-spent.
        }
      }
      if (e.day !== today && e.unflushed === 0) {
        this.days.delete(key);
        if (this.current.get(e.accountId) === e) this.current.delete(e.accountId);
      }
    }
    for (const [id, w] of this.windows) if (w.minute < Math.floor(now / 60_000)) this.windows.delete(id);
    if (this.ttl > 0 && !final && now - this.heartbeatOk >= this.ttl / 3) await this.beat().catch(() => {});
  }

  /** One heartbeat at a time; leases it no longer finds were reclaimed and are dropped here. */
  private beat(): Promise<void> {
    if (!this.beating) {
      this.beating = this.doBeat().finally(() => {
        this.beating = null;
      });
    }
    return this.beating;
  }

  private async doBeat(): Promise<void> {
    const started = this.clock.now();
    const held = await this.persistence.heartbeat!();
    for (const [key, e] of this.days) {
      if (e.lease > 0 && !held.has(key) && !e.pending && e.leasedAt < started) {
        e.lease = 0;
        e.reserved = -1;
      }
    }
    this.heartbeatOk = started;
  }

  private today(now: number): string {
    if (now < this.day.start || now >= this.day.start + DAY_MS) this.day = { start: now - (now % DAY_MS), name: utcDay(now) };
    return this.day.name;
  }

  private entry(accountId: string): DayEntry {
    const now = this.clock.now();
    const day = this.today(now);
    let e = this.current.get(accountId);
    if (!e || e.day !== day) {
      const key = `${accountId}:${day}`;
      e = this.days.get(key);
      if (!e) {
        e = { accountId, day, lease: 0, reserved: -1, unflushed: 0, lastTouched: now, leasedAt: 0, pending: null };
        this.days.set(key, e);
      }
      this.current.set(accountId, e);
    }
    e.lastTouched = now;
    return e;
  }

  private async topUp(entry: DayEntry, limit: number, cost: number): Promise<void> {
    while (entry.pending) await entry.pending;
    if (entry.reserved >= 0 && entry.lease >= cost) return;
    const want = entry.lease >= cost ? 0 : blockSize(limit, cost) - entry.lease;
    const p = this.persistence.lease(entry.accountId, entry.day, want, limit).then(({ granted, reserved }) => {
      entry.lease += granted;
      entry.reserved = reserved;
      entry.leasedAt = this.clock.now();
    });
    entry.pending = p;
    try {
      await p;
    } finally {
      entry.pending = null;
    }
  }

  private quota(entry: DayEntry, account: Account): Quota {
    // Until the first lease of the day we have not read the row; report what this instance knows.
    const reserved = Math.max(entry.reserved, 0);
    const used = Math.max(0, reserved - entry.lease);
    return { limit: account.dailyPoints, used, remaining: Math.max(0, account.dailyPoints - used) };
  }
}
