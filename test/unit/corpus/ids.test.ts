import { expect, test } from 'bun:test';
import { foodId, uuidV5 } from '../../../src/domain/foods/ids';

test('RFC 4122 version 5: the standard DNS-namespace example', () => {
  const dns = Buffer.from('6ba7b8109dad11d180b400c04fd430c8', 'hex');
  expect(uuidV5('python.org', dns)).toBe('886313e1-3b8a-5372-9b90-0c9aee199e5d');
});

test('food ids are stable across builds and releases, and differ by dataset', () => {
  // Pinned: changing the namespace or the name format would orphan every stored reference.
  expect(foodId('usda-sr28', '01001')).toBe('ac0ff513-b2d7-5d1b-9791-5e2f15362b91');
  expect(foodId('usda-sr28', '01001')).toBe(foodId('usda-sr28', '01001'));
  expect(foodId('openfoodfacts', '01001')).not.toBe(foodId('usda-sr28', '01001'));
  expect(foodId('usda-sr28', '01002')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
});
