/** Generic foods of a usda part in whatever shape it was serialised (array or `{ foods }`). */
import type { FoodRecord } from '../domain/foods/food';

export function foodsOfPart(part: unknown): FoodRecord[] {
  if (Array.isArray(part)) return part as FoodRecord[];
  if (part && typeof part === 'object') {
    const o = part as Record<string, unknown>;
    for (const k of ['foods', 'records', 'items']) if (Array.isArray(o[k])) return o[k] as FoodRecord[];
  }
  return [];
}
