/**
 * Structured data that gives only the first part of a recipe's lists: where the page's lists, which
 * open with the same lines and go on, take their place.
 */
import { squashed } from './page-blocks';
import type { LayerRecipe } from './layer-recipe';
import { AMOUNT_FIRST } from './page-quantities';
import type { ExtractionLayer, FieldSources } from './extracted-recipe';
import { ingredientLines, stepLines } from './layer-fill';

/**
 * Structured data that gives the first part of a recipe only (two steps of many, the ingredients of the
 * first part): where the page's method opens with the two structured steps, in order, and goes on for
 * three steps or more, the page's lists replace them: the steps, and the ingredients when the page's
 * list opens with the structured lines too.
 */
export function cutShort(into: LayerRecipe, sources: FieldSources, from: LayerRecipe, source: ExtractionLayer) {
  const [mine, page] = [stepLines(into).map(squashed), stepLines(from).map(squashed)];
  if (sources.instructions === source || mine.length !== 2 || page[0] !== mine[0]) return;
  const second = page.indexOf(mine[1]!, 1);
  if (second < 0 || page.length - second - 1 < 3) return;
  [into.instructions, sources.instructions] = [from.instructions, source];
  const [myLines, pageLines] = [ingredientLines(into).map(squashed), ingredientLines(from).map(squashed)];
  if (pageLines.length > myLines.length && myLines.every((x, i) => pageLines[i] === x))
    [into.ingredient_groups, sources.ingredients] = [from.ingredient_groups, source];
}

/**
 * Structured ingredient lines that are the first part of the page's list only (the first group's, where
 * the page lists two): where the page's list opens with them, in order, and goes on for three lines or
 * more, three in four of them opening with an amount, or goes on with whole groups the page names
 * (wholeGroupsLeft), the page's list replaces them. Other lines without amounts after the list (a "Cook
 * Mode" switch, equipment, notes) are no part of it.
 */
export function restOfList(into: LayerRecipe, sources: FieldSources, from: LayerRecipe, source: ExtractionLayer) {
  if (sources.ingredients === source) return;
  const [mine, page] = [ingredientLines(into).map(squashed), ingredientLines(from)];
  const rest = page.slice(mine.length);
  if (mine.length < 2 || !rest.length || !mine.every((x, i) => squashed(page[i]!) === x)) return;
  if ((rest.length >= 3 && rest.filter((l) => AMOUNT_FIRST.test(l)).length * 4 >= rest.length * 3) || wholeGroupsLeft(from, mine.length))
    [into.ingredient_groups, sources.ingredients] = [from.ingredient_groups, source];
}

/**
 * The page's lines after the first `n` are whole groups of its own, every group named (gracessweetlife.com: the
 * structured lines are the shells' and the filling's, the page's "Assembling Cannoli" group is left out, "Finely
 * chopped unsalted pistachios", "Sifted confectioners' sugar for dusting": lines with no amount).
 */
function wholeGroupsLeft(from: LayerRecipe, n: number): boolean {
  const groups = from.ingredient_groups;
  if (groups.length < 2 || !groups.every((g) => g.name)) return false;
  let read = 0;
  for (const g of groups) if ((read += g.ingredients.length) === n) return true;
  return false;
}
