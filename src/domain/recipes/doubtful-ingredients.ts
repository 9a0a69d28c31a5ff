/**
 * Structured ingredient lines that may say less than the page (a broken value, no amounts, lines run
 * together or split at their commas): where the page's own lines take their place.
 */
import { squashed } from './page-blocks';
import type { LayerRecipe } from './layer-recipe';
import type { ExtractionLayer, FieldSources } from './extracted-recipe';
import { COMMA_SPLIT, JOINED_VALUES } from './schema-recipe';
import { ingredientLines } from './layer-fill';

/**
 * Structured ingredient lines that may say less than the page: a script's "undefined" where the amount
 * was, no amount on any line of a longer list, or a line running on into the next ingredient
 * ("250 g pesce spada 1 spicchio di aglio"). Only a reason to compare with the page's own list.
 */
export function doubtfulIngredients(r: LayerRecipe): boolean {
  const lines = ingredientLines(r);
  return (
    lines.some((l) => BROKEN_VALUE.test(l) || /\p{Ll}{2,}\s+\d+(?:[.,]\d+)?\s*\p{L}/u.test(l.replace(/\([^)]*\)/g, ''))) ||
    (lines.length >= 3 && !lines.some((l) => /[\d½¼¾⅓⅔]/.test(l)))
  );
}

const BROKEN_VALUE = /\b(?:undefined|NaN|null)\b|\[object Object\]/;

/**
 * The page's own ingredient lines replace doubtful structured ones when they say what those say and
 * more: line for line with amounts added (each line of either list inside one of the other's), or the
 * same lines split where the structured ones ran together (each page line inside a structured one).
 */
export function fullerPageLines(into: LayerRecipe, sources: FieldSources, from: LayerRecipe, source: ExtractionLayer) {
  const doubtful = doubtfulIngredients(into);
  if (sources.ingredients === source || !(doubtful || JOINED_VALUES.has(into.ingredient_groups))) return;
  const mine = ingredientLines(into).map((l) => squashed(l.replace(BROKEN_VALUE, '')));
  const page = ingredientLines(from).map(squashed);
  // Joined values are replaced only for a number cut off where the page shows it ("5 tsp" for "1.5 tsp").
  const numberCut = page.length === mine.length && mine.some((x, i) => page[i] !== x && page[i]!.endsWith(x) && /^\d+$/.test(page[i]!.slice(0, -x.length)));
  // Every line of `a` inside a line of `b`.
  const inside = (a: string[], b: string[]) => a.every((x) => b.some((y) => y.includes(x)));
  const [pageText, myText] = [page.join('').length, mine.join('').length];
  const covers = inside(mine, page) && page.every((y) => mine.some((x) => y.includes(x))) && pageText > myText;
  const lineForLine = page.length === mine.length && covers;
  // Bare names listed once each may stand for lines the page gives twice ("4 msk olivolja" for the fish, "4 msk olivolja" for the dressing).
  const namesOnce = page.length > mine.length && new Set(mine).size === mine.length && covers;
  // Run-together lines hold the names of the groups they ran together too ("Salsa 2 pickles …").
  const groupNames = from.ingredient_groups.reduce((n, g) => n + squashed(g.name ?? '').length, 0);
  const split = page.length > mine.length && inside(page, mine) && pageText + groupNames >= myText * 0.9;
  if ((doubtful && (lineForLine || namesOnce || split)) || (numberCut && lineForLine))
    [into.ingredient_groups, sources.ingredients] = [from.ingredient_groups, source];
}

/**
 * Lines split at their commas (COMMA_SPLIT) give way to the page's when each page line is the next few of them
 * joined, all of them used; one page line after them (the dish it bakes in) may be one the structured data left out.
 */
export function commaSplitLines(into: LayerRecipe, sources: FieldSources, from: LayerRecipe, source: ExtractionLayer) {
  if (sources.ingredients === source || !COMMA_SPLIT.has(into.ingredient_groups)) return;
  const [mine, page] = [ingredientLines(into).map(squashed), ingredientLines(from).map(squashed)];
  let i = 0;
  let read = 0;
  for (const line of page) {
    if (i === mine.length) break;
    let joined = '';
    while (i < mine.length && joined.length < line.length) joined += mine[i++];
    if (joined !== line) return;
    read++;
  }
  if (i === mine.length && read < mine.length && page.length - read <= 1) [into.ingredient_groups, sources.ingredients] = [from.ingredient_groups, source];
}
