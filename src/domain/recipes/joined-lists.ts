/**
 * Lists the structured data gave as one value, or with fewer steps than the page shows: where the
 * page's own lines (read by a lower layer) take their place.
 */
import { lettersKey, squashed } from './page-blocks';
import { isWebAddress } from './line-roles';
import { numberSteps, type LayerRecipe, type StepGroup } from './layer-recipe';
import type { ExtractionLayer, FieldSources } from './extracted-recipe';
import { ingredientLines, stepLines } from './layer-fill';

/** Lists given as one value (every line joined into one string, or cut to one item) where a list was meant. */
export function joinedLists(r: LayerRecipe): ('ingredients' | 'instructions')[] {
  const out: ('ingredients' | 'instructions')[] = [];
  if (ingredientLines(r).length === 1) out.push('ingredients');
  if (stepLines(r).length === 1) out.push('instructions');
  return out;
}

/** Sentences run together with no space ("in Streifen schneiden.Öl erhitzen", "(if using).Sift"): where a generator dropped the page's line breaks. */
const GLUED_SENTENCES = /(?<=(?:\p{Ll}{2}|\))[.!?]|\p{Ll}[.!?]\))(?=\p{Lu}\p{Ll})/u;

/** A method left as one step whose sentences run together where lines were (no layer read the page's own): one step per run. */
export function splitGlued(r: LayerRecipe) {
  const [group] = r.instructions;
  if (r.instructions.length !== 1 || group!.steps.length !== 1) return;
  const runs = group!.steps[0]!.step.split(GLUED_SENTENCES);
  if (runs.length > 1) r.instructions = [{ name: group!.name, steps: numberSteps(runs.map((step) => ({ step, name: null }))) }];
}

/**
 * Where the structured data gives one value for a list and a lower layer reads the page's own list, the
 * page's lines replace it: ingredients when the page lists three or more (or lines the value holds), steps
 * when at least half the page's lines are inside the one structured step (the same text, split as shown).
 */
export function splitJoined(into: LayerRecipe, sources: FieldSources, from: LayerRecipe, source: ExtractionLayer) {
  const holds = (one: string, lines: string[]) => lines.filter((l) => squashed(one).includes(squashed(l))).length * 2 >= lines.length;
  for (const field of joinedLists(into)) {
    if (field === 'ingredients') {
      const lines = ingredientLines(from);
      if (lines.length >= 3 || (lines.length >= 2 && holds(ingredientLines(into)[0]!, lines)))
        [into.ingredient_groups, sources.ingredients] = [from.ingredient_groups, source];
    } else {
      const lines = stepLines(from);
      if (lines.length >= 2 && holds(stepLines(into)[0]!, lines))
        [into.instructions, sources.instructions] = [insideOf(stepLines(into)[0]!, from.instructions), source];
    }
  }
  if (sources.instructions !== source && (moreStepsShown(stepLines(into), stepLines(from)) || methodWithinPost(stepLines(into), stepLines(from))))
    [into.instructions, sources.instructions] = [from.instructions, source];
}

/**
 * A structured method that is the post's whole text (its paragraphs, an embedded link card's bare web address), the
 * page's method among its lines: three or more page steps, each inside one of the structured lines, fewer than they.
 */
export const holdsPost = (mine: string[]) => mine.length >= 4 && mine.some(isWebAddress);
function methodWithinPost(mine: string[], page: string[]): boolean {
  // A method of a few dozen steps at most: each is looked for in the whole post's text.
  if (!holdsPost(mine) || page.length < 3 || page.length > 60 || page.length >= mine.length) return false;
  // Letters and digits only: the post's text may print its quotes otherwise than the page ("'ie" / "‘ie").
  const lines = mine.map(lettersKey);
  return page.every((p) => lines.some((l) => l.includes(lettersKey(p))));
}

/**
 * The page's steps that split the one structured step, without the page's remarks among them ("Tip: …",
 * "Suggested pairing" / "Malty dark beer.", an advert's label): lines the structured text does not
 * hold are left out when the lines it holds make up that text (nine tenths of it or more).
 */
function insideOf(one: string, groups: StepGroup[]): StepGroup[] {
  const whole = squashed(one);
  const held = (s: string) => whole.includes(squashed(s));
  let heldLength = 0;
  for (const g of groups)
    for (const s of g.steps) {
      const sq = squashed(s.step);
      if (whole.includes(sq)) heldLength += sq.length;
    }
  if (heldLength < whole.length * 0.9) return groups;
  const out: StepGroup[] = [];
  for (const g of groups) {
    const steps = g.steps.filter((s) => held(s.step));
    if (!steps.length) continue;
    // A heading over a remark left out ("Information": a tip) named the remark: the steps after it go on the group before.
    const last = out[out.length - 1];
    if (last && !held(g.steps[0]!.step)) last.steps = numberSteps([...last.steps, ...steps]);
    else out.push({ name: g.name, steps: numberSteps(steps) });
  }
  return out;
}

/**
 * The page shows the structured steps and more: every structured step is one of the page's (the
 * structured list left some out), or every page step is inside a structured one (several run
 * together). A page printing its list twice shows no more.
 */
function moreStepsShown(mine: string[], page: string[]): boolean {
  const [m, p] = [mine.map(squashed), page.map(squashed)];
  if (p.length <= m.length || p.length > m.length * 3 || new Set(p).size < p.length) return false;
  // Steps left out sit between the structured ones: the page's first and last steps are structured steps (notes after them are not steps).
  const isMine = (y: string | undefined) => y !== undefined && m.some((x) => y.includes(x));
  return (m.every((x) => p.some((y) => y.includes(x))) && isMine(p[0]) && isMine(p[p.length - 1])) || p.every((y) => m.some((x) => x.includes(y)));
}
