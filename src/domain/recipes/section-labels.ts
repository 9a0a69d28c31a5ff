/**
 * Which elements label a section: a short text (a heading tag or a label element), not a link to elsewhere, a
 * section's name typed alone between line breaks, or a heading right over a list the page names for ingredients.
 */
import { elements, type HtmlElement, type HtmlNode, replaceChildren } from './html-tree';
import { isHeadingTag, isList, normaliseSpace, textOf, textWithin } from './page-blocks';
import type { isSectionName } from './page-language';
import { readsAsSentence } from './sentences';
import { namedFor } from './named-lists';

/** Text of an element if it stays within `max` characters (null otherwise), without walking big subtrees. */
export function shortText(el: HtmlElement, max: number): string | null {
  const parts: string[] = [];
  let len = 0;
  const stack: HtmlNode[] = [el];
  let budget = 40;
  while (stack.length) {
    const x = stack.pop()!;
    if (--budget < 0) return null;
    if (typeof x === 'string') {
      len += x.length;
      if (len > max * 3) return null;
      parts.push(x);
    } else if (x.tag !== 'script' && x.tag !== 'style' && x.tag !== 'svg') for (let i = x.children.length - 1; i >= 0; i--) stack.push(x.children[i]!);
  }
  const t = normaliseSpace(parts.join(''));
  return t.length <= max ? t : null;
}

/**
 * A label that is all one link, or inside one (a menu's "Ingredients" leading to another page), opens no
 * section here. A link to the label's own anchor (<a href="…#ingredients"><h2 id="ingredients">) is the
 * heading's permalink: the heading stays one.
 */
export function isLinkOnly(el: HtmlElement, text: string, parent: Map<HtmlElement, HtmlElement>): boolean {
  const ids = new Set([el, ...elements(el)].map((e) => e.attrs.id).filter(Boolean));
  const elsewhere = (a: HtmlElement) => !!a.attrs.href && !ids.has(a.attrs.href.split('#')[1] ?? '');
  if (
    ancestors(el, parent)
      .slice(0, 4)
      .some((p) => p.tag === 'a' && elsewhere(p))
  )
    return true;
  for (const a of elements(el)) if (a.tag === 'a' && elsewhere(a)) return normaliseSpace(textOf(a)) === text;
  return false;
}

const isBreak = (n: HtmlNode | undefined) => n !== undefined && typeof n !== 'string' && n.tag === 'br';

/**
 * A section's name typed as a line of its own among lines broken by <br>, in no element of its own ("Ingredients:<br>1 cup
 * raspberries<br>…<br>Method:<br>1. Make …", "INGREDIENTS<br>", older blog posts): set in a <span> of its own in the tree, so it
 * heads its section as a label element does. Only the words alone, not a line that starts with them.
 */
export function labelBrokenLines(el: HtmlElement, sectionName: (text: string) => ReturnType<typeof isSectionName>): void {
  if (!el.children.some(isBreak)) return;
  const shown = (n: HtmlNode) => typeof n !== 'string' || n.trim() !== '';
  let labelled: HtmlNode[] | null = null;
  for (const [i, c] of el.children.entries()) {
    if (typeof c !== 'string' || c.length > 80) continue;
    const kind = sectionName(c);
    if (kind !== 'ingredients' && kind !== 'instructions') continue;
    const before = el.children.slice(0, i).findLast(shown);
    const after = el.children.slice(i + 1).find(shown);
    if ((before === undefined || isBreak(before)) && isBreak(after)) (labelled ??= [...el.children])[i] = { tag: 'span', attrs: {}, children: [c] };
  }
  if (labelled) replaceChildren(el, labelled);
}

/**
 * A heading right over a list the page names for ingredients, the list followed by a paragraph of that part's method
 * (<h2>Fertigstellung:</h2><ul class="ingredients">…</ul><p>Die Sprossen abspülen. …</p>: a part of the recipe, ndr.de),
 * heads ingredients whatever its words. A heading over a named list and the next heading names a group of the list.
 */
export function overNamedList(h: HtmlElement, parent: Map<HtmlElement, HtmlElement>): boolean {
  const siblings = parent.get(h)?.children ?? [];
  const [list, after] = siblings.slice(siblings.indexOf(h) + 1).filter((c) => typeof c !== 'string' || c.trim());
  if (!list || typeof list === 'string' || !isList(list) || !namedFor(list, 'ingredients')) return false;
  const text = after && typeof after !== 'string' && after.tag === 'p' ? textWithin(after, 3000) : null;
  return !!text && readsAsSentence(normaliseSpace(text));
}

/** The elements around `el`, nearest first, up to six levels. */
export function ancestors(el: HtmlElement, parent: Map<HtmlElement, HtmlElement>): HtmlElement[] {
  const out: HtmlElement[] = [];
  for (let p = parent.get(el); p && out.length < 6; p = parent.get(p)) out.push(p);
  return out;
}

/**
 * A label that opens a list item with more text after it ("<li><strong>Priprava holandske omake:</strong> V skledi …"): the
 * item's own title, a step's, not a section's heading. Heading tags are headings wherever they stand.
 */
export function leadsItem(el: HtmlElement, text: string, parent: Map<HtmlElement, HtmlElement>): boolean {
  if (isHeadingTag(el.tag)) return false;
  const item = ancestors(el, parent)
    .slice(0, 3)
    .find((a) => a.tag === 'li');
  return item !== undefined && normaliseSpace(textOf(item)).length > text.length + 10;
}
