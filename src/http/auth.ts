/**
 * API-key authentication: the key travels only in the `x-api-key` header.
 * Lookups are cached for one second, by the presented key, so the hot path neither queries the
 * store nor hashes per request (refreshed ahead of expiry, one query per key at a time);
 * a key deleted through this instance is dropped from the cache at once, and other instances
 * stop accepting it within that second. While the store is unreachable, keys verified in the
 * last minute keep working (stale-if-error); unknown keys get 503.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { ApiError } from './errors';
import { type Account, type AccountRepo, KEY_PREFIX, hashKey, looksLikeKey } from '../store/accounts';
import type { Clock } from './metering';

const CACHE_TTL_MS = 1_000;
const CACHE_MAX = 50_000;
const REFRESH_AHEAD_MS = 250;
const STALE_IF_ERROR_MS = 60_000;

/** Query parameter names that carry a key when someone puts it in the URL. */
const KEY_PARAM = /^(x[-_]?)?api[-_]?key$|^key$|^apikey$|^token$|^access[-_]?token$/i;

export interface Authenticated {
  keyId: string;
  account: Account;
}

function found(entry: CacheEntry): Authenticated {
  if (!entry.found) throw new ApiError(401, 'Invalid or deleted API key.');
  return entry.found;
}

interface CacheEntry {
  hash: string;
  found: Authenticated | null;
  expires: number;
}

export class Authenticator {
  private readonly cache = new Map<string, CacheEntry>();
  private readonly inflight = new Map<string, Promise<CacheEntry>>();
  private generation = 0;

  constructor(
    private readonly repo: AccountRepo,
    private readonly clock: Clock,
  ) {}

  /**
   * Resolves the calling account or throws ApiError 401 (or 503 when the store is unreachable);
   * synchronously when the key is cached, else through a promise.
   * `url` is checked for keys first: a key in a URL leaks into logs and histories, so it is
   * refused (400) even when the header is also present, and the client is told to rotate it.
   */
  authenticate(headerKey: string | null, query: URLSearchParams | null): Authenticated | Promise<Authenticated> {
    if (query) {
      for (const [name, value] of query) {
        if (KEY_PARAM.test(name) || value.startsWith(KEY_PREFIX)) {
          throw new ApiError(
            400,
            `API keys are accepted only in the x-api-key header; query parameter '${name}' looks like a key. Remove it from the URL and rotate the key, since URLs are logged.`,
          );
        }
      }
    }
    if (!headerKey) throw new ApiError(401, 'Missing API key: send it in the x-api-key header.');
    const key = headerKey.trim();
    const now = this.clock.now();
    // Hot path: a cached key was shape-checked when it was first looked up, and is answered
    // without a promise (no await, no microtask).
    const entry = this.cache.get(key);
    if (entry && entry.expires > now) {
      // Refresh before expiry, so busy keys never wait on the store and the 1 s bound still holds.
      if (entry.expires - now < REFRESH_AHEAD_MS) this.lookup(key).catch(() => {});
      return found(entry);
    }
    if (!looksLikeKey(key)) throw new ApiError(401, 'Invalid API key.');
    return this.lookup(key).then(found);
  }

  /** One store query per key at a time: concurrent misses share it instead of stampeding. */
  private lookup(key: string): Promise<CacheEntry> {
    let pending = this.inflight.get(key);
    if (!pending) {
      const generation = this.generation;
      const hash = hashKey(key);
      pending = this.repo
        .findByKeyHash(hash)
        .then(
          (found) => {
            const entry = { hash, found, expires: this.clock.now() + CACHE_TTL_MS };
            // A deletion or account change during the query must not be undone by its stale answer.
            if (generation !== this.generation) return entry;
            if (this.cache.size >= CACHE_MAX) this.cache.clear();
            this.cache.set(key, entry);
            return entry;
          },
          () => {
            // Store outage: a key this instance verified within the last minute stays accepted, so
            // corpus operations keep answering on points already leased (deletions still apply once it is back).
            const stale = this.cache.get(key);
            if (stale?.found && this.clock.now() - stale.expires < STALE_IF_ERROR_MS) return stale;
            throw new ApiError(503, 'Authorization is temporarily unavailable (key store unreachable); retry with backoff.');
          },
        )
        .finally(() => this.inflight.delete(key));
      this.inflight.set(key, pending);
    }
    return pending;
  }

  /** Drops cached lookups after a key deletion or an account change on this instance. */
  invalidateKeyHash(hash: string): void {
    this.invalidate((entry) => entry.hash === hash);
  }

  invalidateAccount(accountId: string): void {
    this.invalidate((entry) => entry.found?.account.id === accountId);
  }

  private invalidate(matches: (entry: CacheEntry) => boolean): void {
    this.generation += 1;
    for (const [key, entry] of this.cache) if (matches(entry)) this.cache.delete(key);
  }
}

/** The admin bearer token, compared in constant time (length included: both sides are hashed first). */
export function adminAuthorized(header: string | null, token: string | null): boolean {
  if (!token) return false;
  const digest = (v: string) => createHash('sha256').update(v).digest();
  return timingSafeEqual(digest(header ?? ''), digest(`Bearer ${token}`));
}
