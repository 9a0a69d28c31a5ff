/**
 * How a section's block lines become ingredient groups: amounts printed apart from their names joined, the
 * yield and download links left out, group names found, and a list printed again in the other unit system
 * read once.
 */
import { VULGAR_FRACTIONS } from '../language/numbers';
import type { BlockItem } from './page-blocks';
import { isSectionName, isSectionTitle, sectionOf } from './page-language';
import { AMOUNT_FIRST, SPOON_WORDS } from './page-quantities';
import { isYieldLabel, isYieldLine } from './labelled-facts';
import type { IngredientGroup } from './layer-recipe';
import { withoutRepeat } from './repeated-lines';

/** A line that is only an amount: "2", "1/2 φλ.", "150ml", "1 csipet", "2 κ.σ.", "1 cuillère à soupe". */
const AMOUNT_ONLY = new RegExp(
  String.raw`^(?:\d+(?:[.,/]\d+)?|\d*\s*[${VULGAR_FRACTIONS}])(?:\s*[-–]\s*\d+(?:[.,/]\d+)?)?\s*(?:${SPOON_WORDS}|\p{L}{1,10}\.?(?:\p{L}{1,3}\.){0,2})?$`,
  'u',
);

/**
 * Lists that print each amount and its ingredient as separate blocks ("2" / "avocados", "150ml" /
 * "red wine") become one line per ingredient, and a note printed on its own "(40 g packet)" joins
 * the line before. Amounts are joined only when the list shows that layout throughout: two amount
 * lines or more, each followed by a line that is no amount, and most of those naming something first
 * (one may start with a size: "1" / "14½-ounce can tomato puree").
 */
function joinSplitAmounts(items: BlockItem[]): BlockItem[] {
  // A yield above the list ("4 servings") reads like an amount alone but is none.
  const isAmount = (i: number) => items[i]!.kind === 'line' && AMOUNT_ONLY.test(items[i]!.text) && !isYieldLine(items[i]!.text);
  const amounts = items.map((_, i) => i).filter(isAmount);
  const followers = amounts.map((i) => items[i + 1]);
  const split =
    amounts.length >= 2 &&
    followers.every((f) => f?.kind === 'line' && !AMOUNT_ONLY.test(f.text)) &&
    followers.filter((f) => AMOUNT_FIRST.test(f!.text)).length * 4 <= followers.length;
  const out: BlockItem[] = [];
  for (let i = 0; i < items.length; i++) {
    const it = items[i]!;
    const last = out[out.length - 1];
    if (split && isAmount(i)) out.push({ kind: 'line', text: `${it.text} ${items[++i]!.text}` });
    else if (it.kind === 'line' && /^\(.*\)$/.test(it.text) && last?.kind === 'line') last.text = `${last.text} ${it.text}`;
    else out.push({ ...it });
  }
  return out;
}

/** A download link's line: its file size ("4\" x 6\" (344 KB)"). */
const FILE_SIZE = /\(\s*\d+(?:[.,]\d+)?\s*(?:[kmg]i?b)\s*\)$/i;

/**
 * Lines that are no ingredient: the yield ("2 - 4 porcje", or a servings label alone with its number on
 * the next line: "Broj porcija" / "4") and download links ("(344 KB)"), each marked by index; in a list of
 * list items, a short line outside the lists just before one ("do podania" in a highlighted div) is the
 * next group's name.
 */
function ingredientRoles(items: BlockItem[]): ('none' | 'group' | null)[] {
  const roles: ('none' | 'group' | null)[] = items.map(() => null);
  const listed = items.filter((i) => i.listed).length;
  items.forEach((it, i) => {
    if (it.kind !== 'line') return;
    const next = items[i + 1];
    if (isYieldLine(it.text) || YIELD_OPENING.test(it.text) || FILE_SIZE.test(it.text)) roles[i] = 'none';
    else if (isYieldLabel(it.text) && next && /^\d+(?:\s*[-–]\s*\d+)?$/.test(next.text)) roles[i] = roles[i + 1] = 'none';
    else if (listed >= 3 && !it.listed && next?.listed && it.text.length <= 40 && !/\d/.test(it.text)) roles[i] = 'group';
  });
  return roles;
}

/** A line that opens by saying what the recipe makes ("Makes about 8 popsicles (it depends on …)", "Serves 4 as a side"): a yield with a remark, no ingredient. */
const YIELD_OPENING = /^(?:makes|serves|yields?)\s*:?\s*(?:about|approximately|approx\.|around|roughly|up to)?\s*\d/i;

/** A unit-system toggle's label ("US", "Metric", "Imperial"): neither an ingredient nor a group's name (the lists it labels are one group's). */
const UNIT_SYSTEM_LABEL = /^(?:us|u\.s\.|us customary|metric|imperial)$/i;
/** A line's leading amount ("1.5", "1 ½", "2-3"). */
const AMOUNT = `[\\d${VULGAR_FRACTIONS}][\\d\\s.,/${VULGAR_FRACTIONS}-]*`;
const METRIC_AMOUNT = new RegExp(String.raw`^${AMOUNT}(?:g|kg|mg|ml|cl|dl|l|grams?|gr)\b`, 'iu');
const IMPERIAL_AMOUNT = new RegExp(String.raw`^${AMOUNT}(?:oz|fl\.?\s*oz|lbs?|pounds?|ounces?|cups?|pints?|quarts?)\b`, 'iu');
const AMOUNT_AND_UNIT = new RegExp(String.raw`^${AMOUNT}(?:fl\.?\s*oz|\p{L}{1,6}\.?(?=\s))?`, 'u');
/** An ingredient line's words without its amount and unit, for matching a line to its converted twin. */
const nameWords = (line: string) =>
  line
    .toLowerCase()
    .replace(AMOUNT_AND_UNIT, '')
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 4);

/**
 * A group's lines printed again in the other unit system right after them ("40g sesame seeds" …
 * "1.5oz sesame seeds" …; a toggle shows one list at a time): the first list only. The second must
 * follow the first in order, each line sharing a word with its twin and most naming the same thing,
 * with at least one pair in metric and imperial units; two versions of a dish in the same units stay.
 */
function withoutUnitTwin(lines: string[]): string[] {
  const names = lines.map(nameWords);
  for (let k = Math.ceil(lines.length / 2); k <= lines.length - 2; k++) {
    const [first, second] = [lines.slice(0, k), lines.slice(k)];
    if (second.length < first.length * 0.75) break;
    let i = 0;
    let same = 0;
    let converted = false;
    const matched = second.every((b, j) => {
      const words = names[k + j]!;
      while (i < k && !names[i]!.some((w) => words.includes(w))) i++;
      if (i >= k) return false;
      const a = first[i]!;
      if (names[i++]!.join(' ') === words.join(' ')) same++;
      converted ||= (METRIC_AMOUNT.test(a) && IMPERIAL_AMOUNT.test(b)) || (IMPERIAL_AMOUNT.test(a) && METRIC_AMOUNT.test(b));
      return true;
    });
    if (matched && converted && same * 2 >= second.length) return first;
  }
  return lines;
}

/** Ingredient groups from a section's items; a list printed twice in a row (one copy per screen size) is read once. */
export function ingredientGroups(items: BlockItem[]): IngredientGroup[] {
  const groups: IngredientGroup[] = [];
  let current: IngredientGroup = { name: null, ingredients: [] };
  const joined = joinSplitAmounts(withoutRepeat(items));
  const roles = ingredientRoles(joined);
  for (const [i, it] of joined.entries()) {
    if (roles[i] === 'none' || UNIT_SYSTEM_LABEL.test(it.text)) continue;
    // A heading of what follows the list ("Nutrition: Per serving", "Notes", "Equipment") ends it.
    if ((it.kind === 'heading' || roles[i] === 'group') && sectionOf(it.text) === 'stop' && (groups.length || current.ingredients.length)) break;
    if (it.kind === 'heading' || roles[i] === 'group') {
      if (isSectionTitle(it.text) && groups.length === 0 && current.ingredients.length === 0) continue;
      if (current.ingredients.length) groups.push(current);
      current = { name: it.text, ingredients: [] };
    } else if (isSectionName(it.text) !== 'ingredients') current.ingredients.push(it.text);
  }
  if (current.ingredients.length) groups.push(current);
  for (const g of groups) g.ingredients = withoutUnitTwin(g.ingredients);
  return groups;
}
