import { describe, expect, it } from 'bun:test';
import { isConflict, retryOnConflict } from '../../../src/store/db';

/** An error as drizzle wraps a driver's: the SQLSTATE on its cause. */
const wrapped = (code: string) => Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('deadlock detected'), { code }) });

describe('transactions aborted for a conflict', () => {
  it('are told from other errors by their SQLSTATE, on the error or its cause', () => {
    expect(isConflict(wrapped('40P01'))).toBe(true);
    expect(isConflict({ code: '40001' })).toBe(true);
    expect(isConflict(wrapped('23505'))).toBe(false);
    expect(isConflict(new Error('boom'))).toBe(false);
  });

  it('run again, up to three times in all; other errors are not retried', async () => {
    let calls = 0;
    expect(await retryOnConflict(async () => (++calls < 3 ? Promise.reject(wrapped('40P01')) : 'granted'))).toBe('granted');
    expect(calls).toBe(3);
    calls = 0;
    await expect(retryOnConflict(async () => (++calls, Promise.reject(wrapped('40P01'))))).rejects.toThrow('Failed query');
    expect(calls).toBe(3);
    calls = 0;
    await expect(retryOnConflict(async () => (++calls, Promise.reject(new Error('boom'))))).rejects.toThrow('boom');
    expect(calls).toBe(1);
  });
});
