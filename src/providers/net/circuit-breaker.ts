/**
 * Circuit breaker for one outside provider.
 *
 * closed → open after `failureThreshold` consecutive failures (network error, timeout, 5xx,
 * malformed body); while open every call is refused at once. After `coolDownMs` the breaker is
 * half-open: one probe call is let through (others are refused); its success closes the
 * breaker, its failure opens it for another cool-down.
 */
export type BreakerState = 'closed' | 'open' | 'half-open';

export interface BreakerOptions {
  failureThreshold: number;
  coolDownMs: number;
}

export const DEFAULT_BREAKER: BreakerOptions = { failureThreshold: 5, coolDownMs: 30_000 };

export class CircuitBreaker {
  private failures = 0;
  private openedAt: number | null = null;
  private probing = false;
  /** State changes, newest last (bounded), for the benchmark and the admin view. */
  readonly transitions: { at: number; to: BreakerState }[] = [];

  constructor(readonly options: BreakerOptions = DEFAULT_BREAKER) {}

  state(now: number): BreakerState {
    if (this.openedAt === null) return 'closed';
    return now - this.openedAt >= this.options.coolDownMs ? 'half-open' : 'open';
  }

  /** Whether a call may go out now; a half-open breaker admits one probe at a time. */
  allow(now: number): boolean {
    const s = this.state(now);
    if (s === 'closed') return true;
    if (s === 'open' || this.probing) return false;
    this.probing = true;
    this.note(now, 'half-open');
    return true;
  }

  success(now: number): void {
    this.failures = 0;
    this.probing = false;
    if (this.openedAt !== null) {
      this.openedAt = null;
      this.note(now, 'closed');
    }
  }

  failure(now: number): void {
    this.failures++;
    const wasProbe = this.probing;
    this.probing = false;
    if (wasProbe || (this.openedAt === null && this.failures >= this.options.failureThreshold)) {
      this.openedAt = now;
      this.note(now, 'open');
    }
  }

  /** A call that was admitted but never reached the provider (refused locally): frees the probe slot. */
  release(): void {
    this.probing = false;
  }

  private note(at: number, to: BreakerState): void {
    this.transitions.push({ at, to });
    if (this.transitions.length > 100) this.transitions.shift();
  }
}
