/**
 * Shopping lists from stored plans (spec "Shopping list rules"): items with the same normalised
 * name and a matching unit are combined; kg and mg become g, l becomes ml; g and ml stay apart
 * without density evidence; cups and spoons keep their unit; unknown quantities stay separate;
 * checked items of an earlier list are kept as they were; at most 500 items.
 */

import { round } from '../round';

export interface NeededIngredient {
  name: string;
  quantity: number | null;
  unit: string | null;
}

export interface ShoppingItem {
  item_id: string;
  name: string;
  amount: number | null;
  unit: string | null;
  checked: boolean;
}

const MAX_SHOPPING_ITEMS = 500;

const TO_BASE: Record<string, { unit: string; factor: number }> = {
  kg: { unit: 'g', factor: 1000 },
  mg: { unit: 'g', factor: 0.001 },
  g: { unit: 'g', factor: 1 },
  l: { unit: 'ml', factor: 1000 },
  dl: { unit: 'ml', factor: 100 },
  cl: { unit: 'ml', factor: 10 },
  ml: { unit: 'ml', factor: 1 },
};

function normaliseName(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9\u4e00-\u9fff ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Deterministic item id from name and unit, so regenerated lists keep item identity. */
function itemId(name: string, unit: string | null, unknown: boolean): string {
  return `${normaliseName(name).replace(/ /g, '-')}${unit ? `:${unit}` : ''}${unknown ? ':unknown' : ''}`;
}

export function buildShoppingList(needed: NeededIngredient[], previous: ShoppingItem[] = []): { items: ShoppingItem[]; truncated: boolean } {
  const combined = new Map<string, ShoppingItem>();
  let unknownCount = 0;
  for (const n of needed) {
    const base = n.unit ? TO_BASE[n.unit.toLowerCase()] : undefined;
    const unit = base ? base.unit : n.unit;
    if (n.quantity === null) {
      // Unknown quantities are never merged into a number.
      const id = `${itemId(n.name, unit, true)}:${unknownCount++}`;
      combined.set(id, { item_id: id, name: n.name, amount: null, unit, checked: false });
      continue;
    }
    const amount = base ? n.quantity * base.factor : n.quantity;
    const id = itemId(n.name, unit, false);
    const existing = combined.get(id);
    if (existing) existing.amount = round(existing.amount! + amount, 3);
    else combined.set(id, { item_id: id, name: n.name, amount: round(amount, 3), unit, checked: false });
  }
  // Checked items of the previous list win over what the plan now says.
  const prevChecked = new Map(previous.filter((p) => p.checked).map((p) => [p.item_id, p]));
  const items = [...combined.values()].map((i) => prevChecked.get(i.item_id) ?? i);
  for (const p of prevChecked.values()) if (!combined.has(p.item_id)) items.push(p);
  return { items: items.slice(0, MAX_SHOPPING_ITEMS), truncated: items.length > MAX_SHOPPING_ITEMS };
}
