/**
 * Elements found by their class or id names (the names of recipe plugins and microformats): whether a page
 * holds a name at all (its every class and id token read once per page), the first or every element that
 * carries one, and the text such an element shows.
 */
import { classes, elements, type HtmlElement } from './html-tree';
import { normaliseSpace, textOf } from './page-blocks';

const hasName = (el: HtmlElement, names: string[]) => {
  const { id, class: cls } = el.attrs;
  if (id && names.includes(id)) return true;
  // Most elements hold none of the names even as part of a class: their classes are not split.
  if (!cls || !names.some((n) => cls.includes(n))) return false;
  const cs = classes(el);
  return names.some((n) => cs.includes(n));
};
/** Every class and id token of a page, computed once per parsed page: plugins absent from it are skipped without a walk. */
const TOKENS = new WeakMap<HtmlElement, Set<string>>();
function tokensOf(root: HtmlElement): Set<string> {
  let set = TOKENS.get(root);
  if (!set) {
    set = new Set();
    for (const el of elements(root)) {
      if (el.attrs.class) for (const c of el.attrs.class.split(/\s+/)) if (c) set.add(c);
      if (el.attrs.id) set.add(el.attrs.id);
    }
    TOKENS.set(root, set);
  }
  return set;
}
export const present = (root: HtmlElement, names: string[]) => {
  const set = tokensOf(root);
  return names.some((n) => set.has(n));
};

/** The first element carrying the first of `names` that occurs (names are in order of preference). */
export function findFirst(root: HtmlElement, names: string[]): HtmlElement | null {
  for (const n of names) {
    if (hasName(root, [n])) return root;
    for (const el of elements(root)) if (hasName(el, [n])) return el;
  }
  return null;
}
export function findAll(root: HtmlElement, names: string[]): HtmlElement[] {
  const out: HtmlElement[] = [];
  for (const el of elements(root)) if (hasName(el, names)) out.push(el);
  return out;
}

/** The text an element found by its class shows; null for none found or one without text. */
export const foundText = (el: HtmlElement | null) => (el ? normaliseSpace(textOf(el)) || null : null);
