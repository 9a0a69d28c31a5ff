/**
 * Group headings that a page's structured lists hold as lines: "Yeast Version" or "To pour over the dough
 * after mixing" among the ingredient lines, "Mixing" or "Baking" among the steps (breadtopia.com's Zip
 * Recipes card writes its headings into its JSON-LD). Where the page prints such a line as a heading (a
 * heading element, or bold or italic words on their own) outside any list item, and lists most of the
 * other structured lines as list items, the line names the group of lines after it. A line the page lists
 * as an item (in bold too: "<li><strong>pinch of salt</strong></li>") stays a line, and so do lines that
 * are most of their list (steps that are titles only).
 */
import { elements, type HtmlElement, type HtmlNode } from './html-tree';
import { isHeadingElement, lettersKey, textWithin } from './page-blocks';
import { endsSentence } from './sentences';
import { type IngredientGroup, type LayerRecipe, numberSteps, type PageStep, regroup, type StepGroup } from './layer-recipe';

/** A short line with no amount and no sentence's end: it could be a group's name. */
const couldName = (line: string) => !/\d/.test(line) && line.length <= 80 && line.split(/\s+/).length <= 12 && !endsSentence(line);

/** Structured lines of which some could name groups: only then is the page read. */
export const mayHoldHeadings = (r: LayerRecipe) =>
  r.ingredient_groups.some((g) => g.ingredients.some(couldName)) || r.instructions.some((g) => g.steps.some((s) => couldName(s.step)));

const EMPHASIS = new Set(['b', 'strong', 'i', 'em']);

/** What the page prints as headings outside list items, by their letters and digits (list items are not entered). */
function headingTexts(root: HtmlElement): Set<string> {
  const out = new Set<string>();
  const stack: HtmlNode[] = root.children.slice();
  while (stack.length) {
    const x = stack.pop()!;
    if (typeof x === 'string' || x.tag === 'li' || x.tag === 'script' || x.tag === 'style') continue;
    if (isHeadingElement(x) || EMPHASIS.has(x.tag)) {
      const t = textWithin(x, 100, 12);
      if (t) out.add(lettersKey(t));
    }
    for (const c of x.children) stack.push(c);
  }
  return out;
}

/** What the page prints as list items. */
function itemTexts(root: HtmlElement): Set<string> {
  const out = new Set<string>();
  for (const el of elements(root)) {
    if (el.tag !== 'li') continue;
    const t = textWithin(el, 200, 40);
    if (t) out.add(lettersKey(t));
  }
  return out;
}

interface Shown {
  headings: () => Set<string>;
  items: () => Set<string>;
}

/** The structured lines the page heads groups with, or null when it heads none or does not list the others. */
function pageNames(mine: string[], page: Shown): Set<string> | null {
  const candidates = mine.filter(couldName);
  if (!candidates.length) return null;
  const headed = candidates.filter((l) => page.headings().has(lettersKey(l)));
  if (!headed.length) return null;
  const items = page.items();
  const named = headed.filter((l) => !items.has(lettersKey(l)));
  const rest = mine.filter((l) => !named.includes(l));
  if (!named.length || rest.length <= named.length || rest.filter((l) => items.has(lettersKey(l))).length * 2 < rest.length) return null;
  return new Set(named.map(lettersKey));
}

export function headingsFromPage(root: HtmlElement, into: LayerRecipe, fields: { ingredients: boolean; instructions: boolean }): void {
  let headings: Set<string> | undefined;
  let items: Set<string> | undefined;
  const page: Shown = { headings: () => (headings ??= headingTexts(root)), items: () => (items ??= itemTexts(root)) };
  const ingredientNames =
    fields.ingredients &&
    pageNames(
      into.ingredient_groups.flatMap((g) => g.ingredients),
      page,
    );
  if (ingredientNames)
    into.ingredient_groups = regroup(
      into.ingredient_groups.map((g) => ({ name: g.name, lines: g.ingredients })),
      (l: string) => l,
      (l) => ingredientNames.has(lettersKey(l)),
    ).map((g): IngredientGroup => ({ name: g.name, ingredients: g.lines }));
  const stepNames =
    fields.instructions &&
    pageNames(
      into.instructions.flatMap((g) => g.steps.map((s) => s.step)),
      page,
    );
  if (stepNames)
    into.instructions = regroup(
      into.instructions.map((g) => ({ name: g.name, lines: g.steps })),
      (s: PageStep) => s.step,
      (s) => stepNames.has(lettersKey(s.step)),
    ).map((g): StepGroup => ({ name: g.name, steps: numberSteps(g.lines) }));
}
