import { expect, test } from 'bun:test';
import { baseDescription, estimateFromDonors, indexDonors, type DonorCandidate } from '../../../src/corpus/usda-estimates';

const food = (ndb: string, description: string, water: number | null, fat: number | null, values: Record<string, number>): DonorCandidate => ({
  ndb,
  id: `id-${ndb}`,
  name: description,
  group: '1100',
  description,
  water,
  fat,
  values: Object.entries(values).map(([key, amount]) => ({ key, amount })),
});

test('preparation states that only move water are ignored when matching; salt and processing are not', () => {
  expect(baseDescription('Broccoli, cooked, boiled, drained, without salt')).toBe('broccoli');
  expect(baseDescription('Broccoli, raw')).toBe('broccoli');
  expect(baseDescription('Beans, snap, green, cooked, boiled, drained, with salt')).toBe('beans, snap, green, with salt');
  expect(baseDescription('Beans, snap, green, canned, regular pack')).toBe('beans, snap, green, canned, regular pack');
});

test('borrowed values scale with solids (fatty-acid totals with fat), from the closest donor, labelled', () => {
  const raw = food('1', 'Broccoli, raw', 89.3, 0.37, { vitamin_k: 101.6, saturated_fat: 0.039, sodium: 33 });
  const frozen = food('3', 'Broccoli, frozen, unprepared', 91, 0.3, { vitamin_k: 80 });
  const cooked = food('2', 'Broccoli, cooked, boiled, drained, without salt', 89.25, 0.41, {});
  const index = indexDonors([raw, frozen, cooked]);
  const got = estimateFromDonors(cooked, ['vitamin_k', 'saturated_fat', 'sodium', 'vitamin_d'], index);
  // Raw broccoli (water 89.3) is closer than frozen (91): 101.6 × (100 − 89.25) / (100 − 89.3) = 102.07.
  expect(got.map((g) => [g.estimate.key, g.estimate.amount, g.donor.ndb])).toEqual([
    ['vitamin_k', 102.1, '1'],
    ['saturated_fat', 0.043, '1'], // 0.039 × 0.41 / 0.37
  ]);
  // Sodium needs the same salt wording ("without salt" vs none); vitamin D has no donor.
  expect(got[0]!.estimate).toMatchObject({ unit: 'µg', donor_id: 'id-1', donor_name: 'Broccoli, raw' });
  expect(got[0]!.estimate.method).toContain('solids');
  expect(got[1]!.estimate.method).toContain('fat');
});

test('no estimate without water values or when the states differ too much', () => {
  const dry = food('1', 'Lentils, raw', 8, 1, { vitamin_k: 5 });
  const soup = food('2', 'Lentils, cooked', 98, 0.1, {});
  expect(estimateFromDonors(soup, ['vitamin_k'], indexDonors([dry, soup]))).toEqual([]); // solids ratio 2/92 < 1/4
  const unknownWater = food('3', 'Lentils, boiled', null, 0.4, {});
  expect(estimateFromDonors(unknownWater, ['vitamin_k'], indexDonors([dry, unknownWater]))).toEqual([]);
});
