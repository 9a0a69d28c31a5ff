/**
 * The ledger's flush: everything spent before a flush() call is written when it resolves, even
 * when a flush was already running (it took its snapshot earlier). Before this held, a usage read
 * right after the store came back could miss the points spent during a slow flush (issue 20's
 * store-outage race: usage = answered − 1).
 */
import { describe, expect, test } from 'bun:test';
import { Ledger, type UsagePersistence } from '../../../src/http/metering';
import type { Account } from '../../../src/store/accounts';

const account: Account = { id: 'a1', plan: 'ultra', channel: 'direct', dailyPoints: 1_000, burstPerMinute: 1_000, customLimits: false };

/** A store whose addUsed waits until released, recording what was written. */
function slowStore() {
  let used = 0;
  const waiting: (() => void)[] = [];
  const persistence: UsagePersistence = {
    lease: async (_a, _d, want) => ({ granted: want, reserved: want }),
    release: async () => {},
    addUsed: (_a, _d, points) =>
      new Promise<void>((resolve) =>
        waiting.push(() => {
          used += points;
          resolve();
        }),
      ),
  };
  const releaseAll = async () => {
    while (waiting.length) {
      for (const go of waiting.splice(0)) go();
      await Bun.sleep(1);
    }
  };
  return { persistence, used: () => used, releaseAll };
}

describe('ledger flush', () => {
  test('a flush called while another runs also writes what was spent after that one started', async () => {
    const store = slowStore();
    const ledger = new Ledger(store.persistence);
    await ledger.reserve(account, 1);
    const first = ledger.flush(); // snapshot: 1 point, now waiting on the store
    await Bun.sleep(1);
    await ledger.reserve(account, 1); // spent while the first flush is in flight
    const second = ledger.flush();
    const done = Promise.all([first, second]);
    await store.releaseAll();
    await done;
    expect(store.used()).toBe(2);
  });

  test('callers arriving during one flush share a single follow-up flush', async () => {
    const store = slowStore();
    let calls = 0;
    const addUsed = store.persistence.addUsed;
    store.persistence.addUsed = (a, d, p) => {
      calls += 1;
      return addUsed(a, d, p);
    };
    const ledger = new Ledger(store.persistence);
    await ledger.reserve(account, 1);
    const first = ledger.flush();
    await Bun.sleep(1);
    await ledger.reserve(account, 2);
    const followers = [ledger.flush(), ledger.flush(), ledger.flush()];
    const done = Promise.all([first, ...followers]);
    await store.releaseAll();
    await done;
    expect(store.used()).toBe(3);
    expect(calls).toBe(2);
  });
});
