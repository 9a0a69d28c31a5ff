/**
 * % Daily Value (`us`) and % reference intake (`eu`) of an answer's nutrition: one row per
 * nutrient of the system's table (./reference-intakes.ts), for the answer's basis and, when a
 * serving is known, for that serving. An unknown amount has an unknown percentage (null), never 0.
 * Percentages are of the unrounded amount, to one decimal: they are data, not label text (labels
 * round by their own rules, src/domain/labels).
 */
import { amountIn, scaleFacts, type NutritionFacts } from './nutrition-facts';
import { REFERENCE_TABLES, type DailyValueSystem } from './reference-intakes';
import { roundNutrientAmount } from './nutrition-totals';
import { roundToStep } from '../round';

interface DailyValueRow {
  key: string;
  name: string;
  amount: number | null;
  unit: string;
  reference_amount: number;
  percent: number | null;
  note?: string;
}

/** A serving of the answer: `factor` times its basis (30 g on a 100 g basis: 0.3). */
export interface Serving {
  description: string | null;
  quantity: number | null;
  unit: 'g' | 'ml' | null;
  factor: number;
}

export interface DailyValues {
  system: DailyValueSystem;
  percent_name: string;
  source: string;
  basis: string;
  nutrients: DailyValueRow[];
  serving: { description: string | null; quantity: number | null; unit: 'g' | 'ml' | null; nutrients: DailyValueRow[] } | null;
}

function dailyValueRows(system: DailyValueSystem, facts: NutritionFacts): DailyValueRow[] {
  return REFERENCE_TABLES[system].amounts.map((ref) => {
    const amount = amountIn(facts, ref.key, system);
    return {
      key: ref.key,
      name: ref.name,
      amount: amount === null ? null : roundNutrientAmount(amount),
      unit: ref.unit,
      reference_amount: ref.amount,
      percent: amount === null ? null : roundToStep((100 * amount) / ref.amount, 0.1),
      ...(ref.note ? { note: ref.note } : {}),
    };
  });
}

export function dailyValues(system: DailyValueSystem, basis: string, facts: NutritionFacts, serving: Serving | null): DailyValues {
  const table = REFERENCE_TABLES[system];
  return {
    system,
    percent_name: table.percent_name,
    source: table.source,
    basis,
    nutrients: dailyValueRows(system, facts),
    serving: serving
      ? {
          description: serving.description,
          quantity: serving.quantity,
          unit: serving.unit,
          nutrients: dailyValueRows(system, scaleFacts(facts, serving.factor)),
        }
      : null,
  };
}
