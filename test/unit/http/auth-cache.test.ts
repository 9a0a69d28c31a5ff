import { describe, expect, test } from 'bun:test';
import { Authenticator } from '../../../src/http/auth';
import { ApiError } from '../../../src/http/errors';
import { generateKey, hashKey, type Account, type AccountRepo } from '../../../src/store/accounts';

const account = { id: 'a1', plan: 'pro', channel: 'direct', dailyPoints: 10_000, burstPerMinute: 300 } as Account;
const url = null; // no query string

/** A key store whose queries stay open until released, counting how many were made. */
function slowRepo(known: Set<string>) {
  let queries = 0;
  const waiting: (() => void)[] = [];
  const repo = {
    findByKeyHash: (hash: string) => {
      queries++;
      const answer = known.has(hash) ? { keyId: 'k1', account } : null; // as the store saw it when asked
      return new Promise((resolve) => waiting.push(() => resolve(answer)));
    },
  } as unknown as AccountRepo;
  return {
    repo,
    queries: () => queries,
    release: () => {
      for (const go of waiting.splice(0)) go();
    },
  };
}

describe('key cache', () => {
  test('concurrent requests with an uncached key share one store query', async () => {
    const key = generateKey();
    const store = slowRepo(new Set([hashKey(key)]));
    const auth = new Authenticator(store.repo, { now: () => 0 });
    const calls = Array.from({ length: 64 }, () => auth.authenticate(key, url));
    store.release();
    const results = await Promise.all(calls);
    expect(store.queries()).toBe(1);
    expect(results.every((r) => r.account.id === 'a1')).toBe(true);
  });

  test('a key about to expire is refreshed in the background while requests keep being served', async () => {
    const key = generateKey();
    const store = slowRepo(new Set([hashKey(key)]));
    let now = 0;
    const auth = new Authenticator(store.repo, { now: () => now });
    const first = auth.authenticate(key, url);
    store.release();
    await first;
    now = 900; // inside the refresh-ahead window, still valid
    await auth.authenticate(key, url); // answered from the cache, without waiting for the store
    expect(store.queries()).toBe(2);
    store.release();
  });

  test('a deletion during an in-flight lookup is not undone by its answer', async () => {
    const key = generateKey();
    const known = new Set([hashKey(key)]);
    const store = slowRepo(known);
    let now = 0;
    const auth = new Authenticator(store.repo, { now: () => now });
    const before = auth.authenticate(key, url);
    known.delete(hashKey(key));
    auth.invalidateKeyHash(hashKey(key));
    store.release();
    await before; // started before the deletion: may still pass
    now = 10;
    const after = auth.authenticate(key, url);
    store.release();
    await expect(after).rejects.toBeInstanceOf(ApiError);
    expect(store.queries()).toBe(2);
  });
});
