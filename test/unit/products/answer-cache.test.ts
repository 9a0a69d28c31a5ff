/**
 * The barcode answer cache (src/products/answer-cache.ts): it never holds more bytes than its
 * budget, the least recently used answer leaves first, and an answer larger than the budget is
 * not kept.
 */
import { describe, expect, test } from 'bun:test';
import { AnswerCache } from '../../../src/products/answer-cache';

const bytes = (n: number, fill = 1) => new Uint8Array(n).fill(fill);

describe('the answer cache', () => {
  test('keeps answers up to its budget and drops the least recently used first', () => {
    const cache = new AnswerCache(300);
    cache.set(1, bytes(100, 1));
    cache.set(2, bytes(100, 2));
    cache.set(3, bytes(100, 3));
    expect(cache.get(1)?.[0]).toBe(1); // 1 is now the most recent: 2 goes first
    cache.set(4, bytes(100, 4));
    expect(cache.get(2)).toBeUndefined();
    expect([1, 3, 4].map((code) => cache.get(code)?.[0])).toEqual([1, 3, 4]);
    expect(cache.size).toBe(3);
  });

  test('makes room for a large answer by dropping as many as it takes', () => {
    const cache = new AnswerCache(300);
    for (const code of [1, 2, 3]) cache.set(code, bytes(100));
    cache.set(9, bytes(250));
    expect(cache.size).toBe(1);
    expect(cache.get(9)?.length).toBe(250);
  });

  test('does not keep an answer larger than the budget, nor count one twice', () => {
    const cache = new AnswerCache(300);
    cache.set(1, bytes(301));
    expect(cache.get(1)).toBeUndefined();
    cache.set(2, bytes(200));
    cache.set(2, bytes(200));
    cache.set(3, bytes(100)); // fits only if the repeated 2 was counted once
    expect([2, 3].map((code) => cache.get(code)?.length)).toEqual([200, 100]);
  });

  test('agrees with a plain least-recently-used list over a long mixed run', () => {
    const cache = new AnswerCache(1000);
    const model: { code: number; length: number }[] = []; // oldest first
    let seed = 7;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 5000; i++) {
      const code = Math.floor(next() * 60);
      const at = model.findIndex((e) => e.code === code);
      const hit = cache.get(code);
      expect(hit?.length).toBe(at >= 0 ? model[at]!.length : undefined);
      if (at >= 0) model.push(...model.splice(at, 1));
      else {
        const length = 1 + Math.floor(next() * 300);
        cache.set(code, bytes(length, code));
        model.push({ code, length });
        while (model.reduce((n, e) => n + e.length, 0) > 1000) model.shift();
      }
      expect(cache.size).toBe(model.length);
    }
  });
});
