/**
 * The hand-worked label cases (test/fixtures/label-cases.ts) through the label builder: every
 * printed amount and percentage must be exact. The cases are split once by a hash of their id
 * into a tune half and a held-out half; both must be 100 % exact, and the counts say how many.
 */
import { describe, expect, test } from 'bun:test';
import { factsOf } from '../../../src/domain/foods/nutrition-facts';
import { euLabel, fdaLabel, type LabelSubject } from '../../../src/domain/labels/label';
import { SUBMITTED_UNITS } from '../../../src/domain/labels/submitted';
import { LABEL_CASES, type LabelCase } from '../../fixtures/label-cases';

/** Held out: cases whose id hashes odd. Decided once, before the code was run on them. */
const heldOut = (c: LabelCase) => Bun.hash.crc32(c.id) % 2 === 1;

function printed(c: LabelCase): { text: string; percent: string | null } {
  const nutrients = Object.entries(c.input).map(([key, amount]) => ({ key, name: key, amount, unit: SUBMITTED_UNITS[key]! }));
  const facts = factsOf(nutrients, {}, c.carbs ?? 'as_given');
  const subject: LabelSubject = { name: c.id, basis: c.style === 'fda' ? 'per_serving' : 'per_100g', facts, serving: null, source: 'test', unverified: false };
  const label = c.style === 'fda' ? fdaLabel(subject) : euLabel(subject, c.lang ?? 'en');
  if (c.key === 'calories' && c.style === 'fda') return { text: label.calories!, percent: null };
  const row = label.rows.find((r) => r.key === c.key)!;
  return { text: row.values[0]!, percent: row.percent };
}

describe('hand-worked label cases', () => {
  test('at least 40 cases, with both halves populated and every rule cited', () => {
    expect(LABEL_CASES.length).toBeGreaterThanOrEqual(40);
    expect(new Set(LABEL_CASES.map((c) => c.id)).size).toBe(LABEL_CASES.length);
    expect(LABEL_CASES.filter(heldOut).length).toBeGreaterThan(10);
    expect(LABEL_CASES.filter((c) => !heldOut(c)).length).toBeGreaterThan(10);
    for (const c of LABEL_CASES) expect(c.rule.length).toBeGreaterThan(10);
  });

  for (const [half, pick] of [
    ['tune', (c: LabelCase) => !heldOut(c)],
    ['held-out', heldOut],
  ] as const) {
    test(`${half} half: 100 % exact`, () => {
      const cases = LABEL_CASES.filter(pick);
      const wrong = cases
        .map((c) => ({ id: c.id, expected: { text: c.text, percent: c.percent }, got: printed(c) }))
        .filter((r) => r.got.text !== r.expected.text || r.got.percent !== r.expected.percent);
      expect(wrong).toEqual([]);
      console.log(`label cases, ${half}: ${cases.length - wrong.length}/${cases.length} exact`);
    });
  }
});
