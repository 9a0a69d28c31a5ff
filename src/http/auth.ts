/**
 * API-key authentication: the key travels only in the `x-api-key` header.
 * Lookups are cached for one second so the hot path does not query the store per request;
 * a key deleted through this instance is dropped from the cache at once, and other instances
 * stop accepting it within that second.
 */
import { ApiError } from './errors';
import { type Account, type AccountRepo, KEY_PREFIX, hashKey, looksLikeKey } from '../store/accounts';
import type { Clock } from './metering';

const CACHE_TTL_MS = 1_000;
const CACHE_MAX = 50_000;

/** Query parameter names that carry a key when someone puts it in the URL. */
const KEY_PARAM = /^(x[-_]?)?api[-_]?key$|^key$|^apikey$|^token$|^access[-_]?token$/i;

export class KeyStoreUnavailable extends Error {}

interface CacheEntry {
  found: { keyId: string; account: Account } | null;
  expires: number;
}

export class Authenticator {
  private readonly cache = new Map<string, CacheEntry>();

  constructor(
    private readonly repo: AccountRepo,
    private readonly clock: Clock,
  ) {}

  /**
   * Resolves the calling account or throws ApiError 401 (or 503 when the store is unreachable).
   * `url` is checked for keys first: a key in a URL leaks into logs and histories, so it is
   * refused (400) even when the header is also present, and the client is told to rotate it.
   */
  async authenticate(headerKey: string | null, url: URL): Promise<{ keyId: string; account: Account }> {
    for (const [name, value] of url.searchParams) {
      if (KEY_PARAM.test(name) || value.startsWith(KEY_PREFIX)) {
        throw new ApiError(400, `API keys are accepted only in the x-api-key header; query parameter '${name}' looks like a key. Remove it from the URL and rotate the key, since URLs are logged.`);
      }
    }
    if (!headerKey) throw new ApiError(401, 'Missing API key: send it in the x-api-key header.');
    const key = headerKey.trim();
    if (!looksLikeKey(key)) throw new ApiError(401, 'Invalid API key.');
    const hash = hashKey(key);
    const now = this.clock.now();
    let entry = this.cache.get(hash);
    if (!entry || entry.expires <= now) {
      let found: CacheEntry['found'];
      try {
        found = await this.repo.findByKeyHash(hash);
      } catch (err) {
        throw new ApiError(503, 'Authorization is temporarily unavailable (key store unreachable); retry with backoff.');
      }
      entry = { found, expires: now + CACHE_TTL_MS };
      if (this.cache.size >= CACHE_MAX) this.cache.clear();
      this.cache.set(hash, entry);
    }
    if (!entry.found) throw new ApiError(401, 'Invalid or deleted API key.');
    return entry.found;
  }

  /** Drops cached lookups after a key deletion or an account change on this instance. */
  invalidateKeyHash(hash: string): void {
    this.cache.delete(hash);
  }

  invalidateAccount(accountId: string): void {
    for (const [hash, entry] of this.cache) if (entry.found?.account.id === accountId) this.cache.delete(hash);
  }
}
