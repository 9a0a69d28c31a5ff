import { expect, test } from 'bun:test';
import { LruCache } from '../../../src/domain/lru';

/** Serialized answers weighed by their characters, as the search-foods cache keeps them. */
const textCache = (chars: number) => new LruCache<string, string>(chars, (text) => text.length);

test('evicts the least recently used entries beyond the character budget', () => {
  const cache = textCache(10);
  cache.set('a', 'aaaa');
  cache.set('b', 'bbbb');
  expect(cache.get('a')).toBe('aaaa'); // a is now the most recent
  cache.set('c', 'cccc'); // 12 > 10: b goes
  expect(cache.get('b')).toBeUndefined();
  expect(cache.get('a')).toBe('aaaa');
  expect(cache.get('c')).toBe('cccc');
});

test('a text larger than the whole budget is not kept, and replacing a key frees its old size', () => {
  const cache = textCache(10);
  cache.set('big', 'x'.repeat(11));
  expect(cache.get('big')).toBeUndefined();
  cache.set('a', '123456789');
  cache.set('a', '1');
  cache.set('b', '123456789');
  expect(cache.get('a')).toBe('1');
  expect(cache.get('b')).toBe('123456789');
});
