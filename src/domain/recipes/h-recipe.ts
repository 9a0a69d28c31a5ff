/**
 * The h-recipe layer: a recipe marked with the microformats2 class names (h-recipe, p-ingredient,
 * e-instructions, …) or the older hRecipe ones.
 */
import type { HtmlElement } from './html-tree';
import { blockItems, type BlockItem } from './page-blocks';
import { findAll, findFirst, foundText, present } from './class-lookup';
import { emptyLayer, type LayerRecipe } from './layer-recipe';
import { instructionGroups } from './step-groups';

/**
 * The step lines of an instructions element. One that wraps further elements of its own class (a
 * story, the ingredient lists and each step in a <p class="instructions">) holds the steps in those:
 * the innermost of them, each read on its own.
 */
function stepItems(ins: HtmlElement, names: string[]): BlockItem[] {
  const inner = findAll(ins, names).filter((el) => el !== ins && !findAll(el, names).some((c) => c !== el));
  return inner.length ? inner.flatMap((el) => blockItems(el)) : blockItems(ins);
}

/** h-recipe (microformats2) and the older hRecipe class names. */
export function hRecipeLayer(root: HtmlElement): LayerRecipe | null {
  const card = present(root, ['h-recipe', 'hrecipe']) ? findFirst(root, ['h-recipe', 'hrecipe']) : null;
  if (!card) return null;
  const r = emptyLayer();
  r.name = foundText(findFirst(card, ['p-name', 'fn']));
  const lines = findAll(card, ['p-ingredient', 'ingredient']);
  if (lines.length) r.ingredient_groups = [{ name: null, ingredients: lines.map((l) => foundText(l)).filter((t): t is string => !!t) }];
  const ins = findFirst(card, ['e-instructions', 'instructions']);
  if (ins) r.instructions = instructionGroups(stepItems(ins, ['e-instructions', 'instructions']));
  const y = findFirst(card, ['p-yield', 'yield']);
  if (y) r.yields = [foundText(y)!].filter(Boolean);
  const d = findFirst(card, ['dt-duration', 'duration']);
  if (d) r.total = d.attrs.datetime ?? d.attrs.title ?? foundText(d);
  return r.ingredient_groups.length || r.instructions.length ? r : null;
}
