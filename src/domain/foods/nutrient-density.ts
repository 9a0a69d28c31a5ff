/**
 * Nutrient density: NRF9.3 as published (definition and reference amounts in ./reference-intakes.ts).
 * Scored only when every input is known: energy and all twelve nutrients. Otherwise the score is
 * null and `missing` lists what is unknown; the nutrients-to-encourage part (NR9) is still given
 * when its nine inputs are known, since it does not depend on the three to limit.
 */
import { amountIn, type NutritionFacts } from './nutrition-facts';
import { NRF93, referenceAmount } from './reference-intakes';
import { round } from '../round';

export interface NutrientDensity {
  index: 'NRF9.3';
  per: '100 kcal';
  /** NR9 − LIM3; null unless every input is known and the food has energy. */
  score: number | null;
  /** Sum of the nine capped % daily values per 100 kcal. */
  nr9: number | null;
  /** Sum of the three % maximum recommended values per 100 kcal. */
  lim3: number | null;
  /** Inputs with no known amount. */
  missing: string[];
  /** Set when the score cannot exist for this food whatever is known (no energy). */
  reason?: string;
}

const sumOf = (parts: (number | null)[]) => (parts.some((p) => p === null) ? null : parts.reduce<number>((s, p) => s + p!, 0));
const oneDecimal = (v: number | null) => (v === null ? null : round(v, 1));

export function nrf93(facts: NutritionFacts): NutrientDensity {
  const kcal = amountIn(facts, 'calories', 'us');
  const missing = [...(kcal === null ? ['calories'] : []), ...[...NRF93.encourage, ...NRF93.limit].filter((k) => amountIn(facts, k, 'us') === null)];
  const base = { index: 'NRF9.3' as const, per: '100 kcal' as const, missing };
  if (kcal === 0) return { ...base, score: null, nr9: null, lim3: null, reason: 'The food has no energy: a score per 100 kcal does not exist.' };
  const perHundredKcal = (key: string) => {
    const v = amountIn(facts, key, 'us');
    return v === null || kcal === null ? null : (100 * ((v * NRF93.per_kcal) / kcal)) / referenceAmount('us', key);
  };
  const nr9 = sumOf(
    NRF93.encourage.map((k) => {
      const p = perHundredKcal(k);
      return p === null ? null : Math.min(NRF93.cap_percent, p);
    }),
  );
  const lim3 = sumOf(NRF93.limit.map(perHundredKcal));
  return { ...base, score: nr9 === null || lim3 === null ? null : round(nr9 - lim3, 1), nr9: oneDecimal(nr9), lim3: oneDecimal(lim3) };
}
