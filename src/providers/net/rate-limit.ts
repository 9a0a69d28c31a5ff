/**
 * Client-side request budget for one outside provider: at most `perMinute` requests in any
 * 60-second window and `perHour` in any hour. A sliding log (timestamps of the requests sent) is
 * stricter than the providers' own fixed or sliding windows, so staying inside it never trips
 * theirs. A request that does not fit is refused at once rather than queued: a caller waiting a
 * minute for a slot would miss its own deadline anyway.
 */
export interface RateLimits {
  perMinute: number | null;
  perHour: number | null;
}

const MINUTE = 60_000;
const HOUR = 3_600_000;

export class SlidingWindowLimiter {
  /** Send times, oldest first; kept for an hour (or a minute when there is no hourly limit). */
  private sent: number[] = [];
  private head = 0;

  constructor(readonly limits: RateLimits) {
    for (const [name, v] of Object.entries(limits)) {
      if (v !== null && !(Number.isInteger(v) && v > 0)) throw new Error(`rate limit ${name} must be a positive integer or null, got ${v}`);
    }
  }

  /** Takes a slot when one is free at `now`; false when either window is full. */
  tryAcquire(now: number): boolean {
    const keep = this.limits.perHour !== null ? HOUR : MINUTE;
    while (this.head < this.sent.length && this.sent[this.head]! <= now - keep) this.head++;
    if (this.head > 1024 && this.head * 2 > this.sent.length) {
      this.sent = this.sent.slice(this.head);
      this.head = 0;
    }
    const inHour = this.sent.length - this.head;
    if (this.limits.perHour !== null && inHour >= this.limits.perHour) return false;
    if (this.limits.perMinute !== null && this.countSince(now - MINUTE) >= this.limits.perMinute) return false;
    this.sent.push(now);
    return true;
  }

  /** Requests sent in the last minute and hour (for tests and the admin view). */
  usage(now: number): { minute: number; hour: number } {
    return { minute: this.countSince(now - MINUTE), hour: this.countSince(now - HOUR) };
  }

  private countSince(t: number): number {
    // Binary search: first entry after t.
    let lo = this.head;
    let hi = this.sent.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.sent[mid]! > t) hi = mid;
      else lo = mid + 1;
    }
    return this.sent.length - lo;
  }
}
