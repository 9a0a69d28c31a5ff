/**
 * Lists a page names for a section by class or id (class="ingredients", id="recipe-directions", "zutaten"): the
 * first such element in a region, the run of like lists it starts (a heading over each group), and the list
 * whose items each hold a named part.
 */
import { elements, type HtmlElement, type HtmlNode } from './html-tree';
import { blockItems, isHeadingElement, isList, lineItems, type BlockItem } from './page-blocks';
import type { SectionKind } from './page-language';
import { READ } from './section-lines';
import { isFacts, isTimingLine } from './fact-boxes';
import { ingredientGroups } from './ingredient-groups';

/** Class or id words pages give the element that holds a section's list (Swedish "steg": taffel.se's "recept_steg"). */
export const LIST_NAMES: Record<SectionKind, RegExp> = {
  ingredients: /ingredient|zutaten/i,
  instructions: /instruction|direction|method|preparation|zubereitung|(?:^|[-_\s])(?:steps?|steg)(?:$|[-_\s])/i,
};
/** Whether the page names an element for a section of `kind` by its id or class. */
export const namedFor = (el: HtmlElement, kind: SectionKind) => LIST_NAMES[kind].test(`${el.attrs.id ?? ''} ${el.attrs.class ?? ''}`);

/**
 * The lines of the first element in a section's region that the page names for the section
 * (id="ingredients", class="recipe-directions"), when it holds two lines or more: what follows it
 * in the region (recipe cards, print links, ads) is not part of the section.
 */
export function namedList(region: HtmlElement[], kind: SectionKind): BlockItem[] | null {
  return namedListAt(region, kind)?.items ?? null;
}

/** namedList with the position in the region of the element that holds the list. */
export function namedListAt(region: HtmlElement[], kind: SectionKind): { items: BlockItem[]; at: number } | null {
  // The region's elements are siblings: one named element among several of its class stands for them all.
  const wrapper: HtmlElement = { tag: 'div', attrs: {}, children: region };
  for (const [at, r] of region.entries()) {
    // Each element with its parent and the parent's own (the region's wrapper above the region).
    const stack: [HtmlElement, HtmlElement, HtmlElement][] = [[r, wrapper, wrapper]];
    while (stack.length) {
      const [el, parent, grand] = stack.pop()!;
      if (namedFor(el, kind)) {
        // The first named element may be one item of the list (li class="ingredient-item"): the list is what holds them all.
        const list = isOneOfSeveral(el, parent) ? listsInARow(el, parent, grand) : el;
        if (list === r && region.length === 1) return null;
        const items = blockItems(list, READ[kind]);
        // A named widget before the list (class="ingredients__serving": "Servings" / "4"; class="directions-timing": "Prep: 15 min.";
        // class="preparation-times": "1 Std. 25 Min." / "Gesamtzeit") is passed over; a step that states a time ("cook for 8 minutes.") is no such widget.
        if (kind === 'ingredients' ? ingredientGroups(items).some((g) => g.ingredients.length) : !lineItems(items).every(isTimingLine) && !isFacts(items))
          return lineItems(items).length >= 2 ? { items, at } : null;
        continue;
      }
      for (let i = el.children.length - 1; i >= 0; i--) {
        const c = el.children[i]!;
        if (typeof c !== 'string') stack.push([c, el, parent]);
      }
    }
  }
  return null;
}

/**
 * The list holding `item` with the lists of like items after it, a heading over each ("For the Salad" /
 * list / "For the Dressing" / list): one list for each group of the ingredients or steps, their like
 * items read. The list alone where no such list follows it.
 */
function listsInARow(item: HtmlElement, list: HtmlElement, around: HtmlElement): HtmlElement {
  const like = (c: HtmlNode) => typeof c !== 'string' && c.tag === item.tag && c.attrs.class === item.attrs.class;
  const siblings = around.children.filter((c): c is HtmlElement => typeof c !== 'string');
  const at = siblings.indexOf(list);
  let end = at;
  for (let j = at + 1; j < siblings.length; j++) {
    const x = siblings[j]!;
    if (x.tag === list.tag && x.children.some(like)) end = j;
    else if (!isHeadingElement(x)) break;
  }
  if (end === at) return list;
  const start = at > 0 && isHeadingElement(siblings[at - 1]!) ? at - 1 : at;
  // Of each list, its like items only: an item of another kind among them is an advert's slot ("Fortsättning efter annonsen").
  const parts = siblings.slice(start, end + 1).map((x) => (x.tag === list.tag ? { ...x, children: x.children.filter(like) } : x));
  return { tag: 'div', attrs: {}, children: parts };
}

/** An element with a class that a sibling shares: an item of a list, not the list. */
export const isOneOfSeveral = (el: HtmlElement, parent: HtmlElement) =>
  !!el.attrs.class && parent.children.filter((c) => typeof c !== 'string' && c.attrs.class === el.attrs.class).length >= 2;

export function parentMap(root: HtmlElement): Map<HtmlElement, HtmlElement> {
  const parent = new Map<HtmlElement, HtmlElement>();
  for (const el of elements(root)) for (const c of el.children) if (typeof c !== 'string') parent.set(c, el);
  return parent;
}

/**
 * The list whose items each hold an element of `el`'s class (the class that names the section), where `el` is inside one
 * of them (its list item within three levels) and the list has two items or more; else null. An element named only by its
 * id (a tick box's id="byc-instruction-5764-body") names no list.
 */
export function listOfNamedParts(el: HtmlElement, parent: Map<HtmlElement, HtmlElement>): HtmlElement | null {
  let item: HtmlElement | undefined = el;
  for (let up = 0; item && item.tag !== 'li' && up < 3; up++) item = parent.get(item);
  const list = item?.tag === 'li' ? parent.get(item) : undefined;
  if (!list || !isList(list) || !el.attrs.class) return null;
  const items = list.children.filter((c): c is HtmlElement => typeof c !== 'string' && c.tag === 'li');
  const holds = (li: HtmlElement) => elements(li).some((d) => d.attrs.class === el.attrs.class);
  return items.length >= 2 && items.every(holds) ? list : null;
}
