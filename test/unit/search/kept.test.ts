import { describe, expect, test } from 'bun:test';
import { keptPerKey } from '../../../src/domain/kept';

describe('keptPerKey', () => {
  test('answers each key once while kept, and the same answer again', () => {
    const made: string[] = [];
    const upper = keptPerKey(10, (k: string) => {
      made.push(k);
      return { text: k.toUpperCase() };
    });
    const first = upper('a');
    expect(upper('a')).toBe(first);
    expect(upper('b').text).toBe('B');
    expect(made).toEqual(['a', 'b']);
  });

  test('keeps undefined and null answers as answers', () => {
    let calls = 0;
    const nothing = keptPerKey(10, (_: string) => {
      calls++;
      return null;
    });
    expect(nothing('x')).toBeNull();
    expect(nothing('x')).toBeNull();
    expect(calls).toBe(1);
  });

  test('forgets everything once the bound is reached, so it never holds more than its bound', () => {
    const made: number[] = [];
    const twice = keptPerKey(2, (n: number) => {
      made.push(n);
      return n * 2;
    });
    twice(1);
    twice(2);
    twice(3); // full: cleared, then 3 kept
    twice(1); // made again
    twice(3); // still kept
    expect(made).toEqual([1, 2, 3, 1]);
  });
});
