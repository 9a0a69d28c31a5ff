/**
 * Choosing among a field's readings with evidence printed on the same panel: the % Daily Value,
 * the mass of the basis, and whether the macros balance the calories.
 */
import { LABEL_FIELDS, type LabelField, type ServingSize } from './label-fields';
import { CANONICAL_UNIT, convert } from './printed-amounts';
import type { Layout } from './panel-layout';
import { dvAgrees, EU_RI, type References, US_DV } from './daily-values';
import type { Reading } from './panel-rows';

export type ServingReading = { value: ServingSize; confidence: number } | null;

export type Choice = Map<LabelField, { value: number; gForNine: boolean }>;

/** Score of one candidate value of a field from evidence on the panel: 0 fits, ≥ 5 exceeds the basis mass. */
export type LocalScore = (field: LabelField, r: Reading, value: number) => number;

/** The references a printed % can be checked against, and the per-candidate score from the panel's evidence. */
export function panelEvidence(layout: Layout, servingSize: ServingReading): { refs: References; local: LocalScore } {
  // %DV / %RI refer to the basis only on per-serving panels (a per-100 g panel's % column is per serving).
  const refs: References = {};
  if (layout.basis === 'per_serving' || layout.columns === 1) {
    for (const k of LABEL_FIELDS) {
      const all = [...(US_DV[k] ?? []), ...(EU_RI[k] ?? [])];
      if (all.length) refs[k] = all;
    }
  }
  const massLimit = layout.basis === 'per_100g' ? 100 : (servingSize?.value.grams ?? servingSize?.value.ml ?? null);

  // Per-candidate score from evidence on the panel: % Daily Value, and the mass of the basis.
  const local: LocalScore = (field, r, value) => {
    let score = 0;
    const canonical = convert(value, r.unit, CANONICAL_UNIT[field]) ?? value;
    if (r.percent !== null) {
      const agree = dvAgrees(canonical, refs[field], r.percent);
      if (agree === false) score += 2;
    }
    if (massLimit !== null && CANONICAL_UNIT[field] === 'g' && canonical > massLimit * 1.05 + 0.5) score += 5;
    if (field === 'calories' && massLimit !== null && value > massLimit * 9.5 + 10) score += 5;
    return score;
  };
  return { refs, local };
}

/** The reading of each field: as printed, or a unit-less "…9" read as "… g"; macros that balance the calories. */
export function chooseReadings(readings: Map<LabelField, Reading>, local: LocalScore): Choice {
  // Where the panel prints units on its rows, a unit-less number ending in 9 ("0.59", "89")
  // is far more often "0.5g"/"8g" with the g read as 9: prefer that reading.
  const rows = [...readings.entries()].filter(([k]) => k !== 'calories' && k !== 'energy_kj');
  const unitRate = rows.length ? rows.filter(([, r]) => !r.unitAssumed).length / rows.length : 0;
  // Where nearly every unit-less number ends in 9, the 9 is the g (real values end in 9 about
  // one time in ten).
  const bare = rows.filter(([, r]) => r.unitAssumed);
  const ninesRate = bare.length >= 3 ? bare.filter(([, r]) => r.candidates.length > 1).length / bare.length : 0;
  if (unitRate >= 0.5 || ninesRate >= 0.6) {
    for (const [, r] of rows) {
      if (r.unitAssumed && r.candidates.length > 1) {
        r.candidates[0]!.penalty = 1.5;
        r.candidates[1]!.penalty = 0;
      }
    }
  }

  const choice: Choice = new Map();
  for (const [field, r] of readings) {
    let best = r.candidates[0]!;
    let bestScore = Infinity;
    for (const c of r.candidates) {
      const s = c.penalty + local(field, r, c.value);
      if (s < bestScore) {
        best = c;
        bestScore = s;
      }
    }
    choice.set(field, best);
  }
  // Calories and macros together: where a macro has two readings, prefer the one that balances.
  const core = ['fat_g', 'carbs_g', 'protein_g'] as const;
  if (readings.has('calories') && core.every((k) => readings.has(k)) && core.some((k) => readings.get(k)!.candidates.length > 1)) {
    let best: { score: number; pick: Choice } | null = null;
    const options = core.map((k) => readings.get(k)!.candidates);
    for (const a of options[0]!)
      for (const b of options[1]!)
        for (const c of options[2]!) {
          const cal = choice.get('calories')!.value;
          const est = 9 * a.value + 4 * b.value + 4 * c.value;
          const dev = Math.abs(cal - est) / Math.max(cal, est, 20);
          const score =
            a.penalty +
            b.penalty +
            c.penalty +
            local('fat_g', readings.get('fat_g')!, a.value) +
            local('carbs_g', readings.get('carbs_g')!, b.value) +
            local('protein_g', readings.get('protein_g')!, c.value) +
            6 * Math.max(0, dev - 0.1);
          if (!best || score < best.score)
            best = {
              score,
              pick: new Map([
                ['fat_g', a],
                ['carbs_g', b],
                ['protein_g', c],
              ]),
            };
        }
    for (const [k, v] of best!.pick) choice.set(k, v);
  }
  return choice;
}
