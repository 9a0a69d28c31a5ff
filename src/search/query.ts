/**
 * What to search for in a query that is an ingredient line ("1 cup cooked red lentils",
 * "2 large eggs"): the food, without amount, unit and size, keeping the words that choose a form
 * of it ("cooked", "raw", "canned"). Plain names ("2% milk", "7 up") are searched as typed.
 */
import { parseIngredientLine } from '../domain/language/ingredient-line';

/** Preparation words that name a different food, not a kitchen step. */
const FORM_WORDS = /\b(cooked|raw|boiled|fried|roasted|baked|grilled|steamed|canned|dried|frozen|smoked|mashed|toasted)\b/gi;

export function searchText(query: string): string {
  if (!/\d/.test(query)) return query;
  const line = parseIngredientLine(query);
  if (line.quantity === null || (line.unit === null && line.size === null) || !line.name.trim()) return query;
  const forms = (line.preparation ?? '').match(FORM_WORDS) ?? [];
  const name = line.name.trim();
  const missing = forms.filter((f) => !new RegExp(`\\b${f}\\b`, 'i').test(name));
  return [...missing, name].join(' ');
}
