/**
 * A weight as bought of an item with its bone ("2 lbs bone-in pork chops", "1 whole chicken
 * (1.5 kg)") is not all food: the reference's nutrition is per 100 g of the edible part. When
 * SR28 records the refuse of the food matched and its description names bone, the refuse share
 * comes off; otherwise nothing does (no share is ever guessed).
 */
import type { FoodRecord } from '../foods/food';

/** The line says the item is sold with its bone. */
const WITH_BONE = /\bbone[- ]?in\b|\bon the bone\b|\bwhole\b/i;

export interface BoneRefuse {
  /** Edible share of the weight as bought (0–1). */
  edible: number;
  note: string;
}

/** The edible share of `food` bought with its bone, from its SR28 refuse; null when it does not apply. */
export function boneRefuse(food: Pick<FoodRecord, 'name' | 'extra'>, lineText: string): BoneRefuse | null {
  if (!WITH_BONE.test(lineText) && !/\bbone-in\b/i.test(food.name)) return null;
  const pct = food.extra?.refuse_pct;
  const description = food.extra?.refuse_description;
  if (typeof pct !== 'number' || !(pct > 0 && pct < 100) || typeof description !== 'string' || !/\bbones?\b/i.test(description)) return null;
  return { edible: 1 - pct / 100, note: `weight as bought with bone: SR28 refuse ${pct} % (${description.trim()}) taken off` };
}
