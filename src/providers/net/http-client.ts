/**
 * The one way morsel talks to a food-data provider (FDC, Open Food Facts, recipes, their image
 * hosts). Every call is bounded so a slow, broken or hostile provider can never hold a request
 * past its deadline or get the operator's key or IP blocked:
 *
 * - deadline: `timeoutMs` (default 2 s) covers queueing, every attempt and reading the body;
 * - retries: GET only, on network errors and 5xx, with jittered back-off, inside the deadline;
 * - circuit breaker (circuit-breaker.ts): opens after consecutive failures, probes after a cool-down;
 * - concurrency: at most `concurrency` calls in flight, the rest wait (within their deadline);
 * - rate limit (rate-limit.ts): the provider's published per-minute / per-hour budget, never exceeded;
 * - 429 / 402: the provider is left alone for Retry-After (or the configured default);
 * - bodies: larger than `maxBodyBytes` rejected while streaming; JSON calls reject non-JSON
 *   content types (an HTML error page) and unparsable JSON;
 * - redirects: followed only to an allowed host (the request's own by default), at most 3.
 *
 * Each attempt goes through the guarded door (./net/guarded-fetch.ts), which enforces the host
 * allowlist, addresses, redirects, the body limit and the attempt's share of the deadline.
 */
import { DomainError } from '../../domain/errors';
import { CircuitBreaker, DEFAULT_BREAKER, type BreakerOptions, type BreakerState } from './circuit-breaker';
import { SlidingWindowLimiter, type RateLimits } from './rate-limit';
import { guardedFetch, type NetHooks } from './guarded-fetch';
import { NetError, type NetRefusal } from './net-error';

export type ProviderFailure =
  | 'timeout'
  | 'network'
  | 'server_error'
  | 'circuit_open'
  | 'rate_limited'
  | 'backoff'
  | 'body_too_large'
  | 'not_json'
  | 'bad_content_type'
  | 'redirect_refused'
  | 'host_refused'
  | 'internal_address'
  | 'unexpected_status';

/** The guarded door's refusals in the providers' vocabulary (logged, quarantined, benchmarked). */
const FAILURE: Record<NetRefusal, ProviderFailure> = {
  host_refused: 'host_refused',
  internal_address: 'internal_address',
  unresolvable: 'network',
  redirect_refused: 'redirect_refused',
  too_large: 'body_too_large',
  bad_content_type: 'bad_content_type',
  timeout: 'timeout',
  unreachable: 'network',
};

/** Failures where the provider was not asked because it must be left alone for now: 503; every other failure is the provider's answer (or silence): 502. */
const WAITING: ReadonlySet<ProviderFailure> = new Set(['circuit_open', 'rate_limited', 'backoff']);

/**
 * A provider call that produced no usable answer; `reason` says why (logged, quarantined,
 * benchmarked). A DomainError, so one that reaches the pipeline is a 502 or 503 by the kind table.
 */
export class ProviderError extends DomainError {
  constructor(
    readonly provider: string,
    readonly reason: ProviderFailure,
    message: string,
  ) {
    super(WAITING.has(reason) ? 'unavailable' : 'upstream', `${provider}: ${message}`);
    this.name = 'ProviderError';
  }
}

export interface ProviderClientOptions {
  /** Label used in errors and logs (`openfoodfacts`, `fdc`, …). */
  name: string;
  /** Whole-call deadline in ms. */
  timeoutMs?: number;
  /** Extra attempts for idempotent calls. */
  retries?: number;
  maxBodyBytes?: number;
  concurrency?: number;
  limits: RateLimits;
  breaker?: BreakerOptions;
  /** Back-off after a 429 without Retry-After (ms). */
  backoff429Ms?: number;
  /** Back-off after a 402 (quota exhausted) without Retry-After (ms). */
  backoff402Ms?: number;
  /** Sent with every request (User-Agent, API key headers). */
  headers?: Record<string, string>;
  now?: () => number;
  /** Resolver, address rule and CA of the guarded fetch (tests reach local servers through them). */
  net?: NetHooks;
}

const CLIENT_DEFAULTS = {
  timeoutMs: 2_000,
  retries: 1,
  maxBodyBytes: 2 * 1024 * 1024,
  concurrency: 8,
  backoff429Ms: 60_000,
  backoff402Ms: 3_600_000,
} as const;

const MAX_REDIRECTS = 3;

export interface CallOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  /** Hosts (`host[:port]`) a request or redirect may reach; default: the request's own host. */
  allowedHosts?: string[];
  /** Allowed hosts whose addresses are not checked; default: all of them (the provider's configured base URL). */
  trustedHosts?: string[];
  /** Override of the client's body limit (images). */
  maxBodyBytes?: number;
  /** Content types accepted for a 2xx answer (prefix match); JSON calls default to JSON types. */
  accept?: string[];
}

export interface JsonAnswer {
  status: number;
  /** Parsed body for 2xx; for other statuses the parsed body when it was JSON, else null. */
  json: unknown;
  headers: Headers;
}

export interface BytesAnswer {
  status: number;
  bytes: Uint8Array;
  contentType: string;
  headers: Headers;
}

export class ProviderClient {
  readonly name: string;
  readonly breaker: CircuitBreaker;
  readonly limiter: SlidingWindowLimiter;
  private readonly o: Required<Omit<ProviderClientOptions, 'headers' | 'now' | 'breaker' | 'limits' | 'net'>>;
  private readonly net: NetHooks;
  private readonly headers: Record<string, string>;
  private readonly now: () => number;
  private inFlight = 0;
  private readonly waiting: (() => void)[] = [];
  private blockedUntil = 0;
  /** Requests actually sent (attempts), for the benchmark and the admin view. */
  sent = 0;

  constructor(options: ProviderClientOptions) {
    this.name = options.name;
    this.o = {
      name: options.name,
      timeoutMs: options.timeoutMs ?? CLIENT_DEFAULTS.timeoutMs,
      retries: options.retries ?? CLIENT_DEFAULTS.retries,
      maxBodyBytes: options.maxBodyBytes ?? CLIENT_DEFAULTS.maxBodyBytes,
      concurrency: options.concurrency ?? CLIENT_DEFAULTS.concurrency,
      backoff429Ms: options.backoff429Ms ?? CLIENT_DEFAULTS.backoff429Ms,
      backoff402Ms: options.backoff402Ms ?? CLIENT_DEFAULTS.backoff402Ms,
    };
    this.headers = options.headers ?? {};
    this.now = options.now ?? Date.now;
    this.net = options.net ?? {};
    this.breaker = new CircuitBreaker(options.breaker ?? DEFAULT_BREAKER);
    this.limiter = new SlidingWindowLimiter(options.limits);
  }

  get timeoutMs(): number {
    return this.o.timeoutMs;
  }

  status(): { breaker: BreakerState; blocked_until: string | null; sent: number; window: { minute: number; hour: number } } {
    const now = this.now();
    return {
      breaker: this.breaker.state(now),
      blocked_until: this.blockedUntil > now ? new Date(this.blockedUntil).toISOString() : null,
      sent: this.sent,
      window: this.limiter.usage(now),
    };
  }

  async getJson(url: string, options: CallOptions = {}): Promise<JsonAnswer> {
    const r = await this.call(url, { ...options, accept: options.accept ?? ['application/json', 'application/problem+json', 'text/json'] });
    const text = new TextDecoder().decode(r.bytes);
    const isJson =
      (options.accept ?? ['application/json', 'application/problem+json', 'text/json']).some((a) => r.contentType.startsWith(a)) ||
      /\+json/.test(r.contentType);
    if (r.status >= 200 && r.status < 300) {
      try {
        return { status: r.status, json: JSON.parse(text), headers: r.headers };
      } catch {
        throw new ProviderError(this.name, 'not_json', 'answer was not valid JSON');
      }
    }
    let json: unknown = null;
    if (isJson) {
      try {
        json = JSON.parse(text);
      } catch {
        json = null;
      }
    }
    return { status: r.status, json, headers: r.headers };
  }

  /** Bytes of a resource (images): the content type must start with one of `accept`. */
  async getBytes(url: string, options: CallOptions & { accept: string[] }): Promise<BytesAnswer> {
    return this.call(url, options);
  }

  private async call(url: string, options: CallOptions): Promise<BytesAnswer> {
    const deadline = performance.now() + this.o.timeoutMs;
    const method = options.method ?? 'GET';
    const idempotent = method === 'GET';
    const now = this.now();
    if (this.blockedUntil > now)
      throw new ProviderError(this.name, 'backoff', `backing off until ${new Date(this.blockedUntil).toISOString()} after the provider's 429/402`);
    if (!this.breaker.allow(now)) throw new ProviderError(this.name, 'circuit_open', 'circuit open after repeated failures');
    let admitted = false;
    try {
      await this.acquire(deadline);
      admitted = true;
      for (let attempt = 0; ; attempt++) {
        // Calls that queued for a slot or wait to retry while the breaker opened go no further.
        if (this.breaker.state(this.now()) === 'open') throw new ProviderError(this.name, 'circuit_open', 'circuit open after repeated failures');
        if (!this.limiter.tryAcquire(this.now())) {
          throw new ProviderError(this.name, 'rate_limited', `client-side limit reached (${fmtLimits(this.limiter.limits)})`);
        }
        try {
          const answer = await this.attempt(url, method, options, deadline);
          if (answer.status === 429 || answer.status === 402) {
            this.blockedUntil =
              this.now() + (retryAfterMs(answer.headers.get('retry-after'), this.now()) ?? (answer.status === 429 ? this.o.backoff429Ms : this.o.backoff402Ms));
            this.breaker.success(this.now()); // the provider is alive; it asked us to wait
            throw new ProviderError(this.name, 'backoff', `provider answered ${answer.status}; backing off`);
          }
          if (answer.status >= 500) throw new ProviderError(this.name, 'server_error', `provider answered ${answer.status}`);
          this.breaker.success(this.now());
          return answer;
        } catch (err) {
          const e = err instanceof ProviderError ? err : new ProviderError(this.name, 'network', (err as Error).message);
          const retriable = idempotent && (e.reason === 'network' || e.reason === 'server_error');
          const pause = 25 + Math.random() * 75 * (attempt + 1);
          if (retriable && attempt < this.o.retries && performance.now() + pause < deadline - 50) {
            await sleep(pause);
            continue;
          }
          if (e.reason === 'backoff') throw e;
          // Refused before the provider was asked (or where it pointed inside): not the provider failing.
          if (e.reason === 'rate_limited' || e.reason === 'circuit_open' || e.reason === 'internal_address') {
            this.breaker.release();
            throw e;
          }
          this.breaker.failure(this.now());
          throw e;
        }
      }
    } catch (err) {
      if (!admitted) this.breaker.release();
      throw err;
    } finally {
      if (admitted) this.releaseSlot();
    }
  }

  private async attempt(url: string, method: string, options: CallOptions, deadline: number): Promise<BytesAnswer> {
    const remaining = deadline - performance.now();
    if (remaining <= 0) throw new ProviderError(this.name, 'timeout', `no answer within ${this.o.timeoutMs} ms`);
    const accept = options.accept ?? ['application/json'];
    let own: string;
    try {
      own = new URL(url).host.toLowerCase();
    } catch {
      throw new ProviderError(this.name, 'host_refused', `'${url}' is not a URL`);
    }
    const allowedHosts = (options.allowedHosts ?? [own]).map((h) => h.toLowerCase());
    try {
      const r = await guardedFetch(url, {
        ...this.net,
        allowedHosts,
        trustedHosts: options.trustedHosts?.map((h) => h.toLowerCase()) ?? allowedHosts,
        maxRedirects: MAX_REDIRECTS,
        accept: accept.includes('application/json') ? [...accept, '+json'] : accept,
        maxBytes: options.maxBodyBytes ?? this.o.maxBodyBytes,
        timeoutMs: remaining,
        method,
        headers: { accept: accept.join(', '), ...this.headers, ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}) },
        body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
        onRequest: () => this.sent++,
      });
      return { status: r.status, bytes: r.bytes, contentType: r.contentType, headers: r.headers };
    } catch (err) {
      if (err instanceof NetError)
        throw new ProviderError(this.name, FAILURE[err.reason], err.reason === 'timeout' ? `no answer within ${this.o.timeoutMs} ms` : err.message);
      throw err;
    }
  }

  private acquire(deadline: number): Promise<void> {
    if (this.inFlight < this.o.concurrency) {
      this.inFlight++;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const grant = () => {
        clearTimeout(timer);
        this.inFlight++;
        resolve();
      };
      const timer = setTimeout(
        () => {
          const i = this.waiting.indexOf(grant);
          if (i >= 0) this.waiting.splice(i, 1);
          reject(new ProviderError(this.name, 'timeout', `no free connection slot within ${this.o.timeoutMs} ms`));
        },
        Math.max(0, deadline - performance.now()),
      );
      this.waiting.push(grant);
    });
  }

  private releaseSlot(): void {
    this.inFlight--;
    this.waiting.shift()?.();
  }
}

/** Retry-After as seconds or an HTTP date → ms from now; null when absent or unreadable. */
export function retryAfterMs(value: string | null, now: number): number | null {
  if (!value) return null;
  const s = Number(value.trim());
  if (Number.isFinite(s) && s >= 0) return Math.min(s, 86_400) * 1000;
  const t = Date.parse(value);
  return Number.isFinite(t) ? Math.max(0, Math.min(t - now, 86_400_000)) : null;
}

function fmtLimits(l: RateLimits): string {
  return [l.perMinute !== null ? `${l.perMinute}/min` : null, l.perHour !== null ? `${l.perHour}/hour` : null].filter(Boolean).join(', ') || 'none';
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
