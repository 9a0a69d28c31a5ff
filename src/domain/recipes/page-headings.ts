/**
 * The heading fallback: a page's own "Ingredients" / "Instructions" headings (in the page languages of
 * page-language.ts), the lines under them, and the steps that follow an ingredient list under a heading
 * of another name ("Get started", "Here's how to make it").
 */
import { elements, type HtmlElement, type HtmlNode } from './html-tree';
import {
  blockItems,
  headingLevel,
  isHeadingElement,
  isHeadingTag,
  isList,
  isStepLabel,
  levelOf,
  lineItems,
  normaliseSpace,
  textOf,
  textWithin,
  type BlockItem,
} from './page-blocks';
import { isSectionName, sectionForDish, sectionOf, type SectionKind } from './page-language';
import { READ } from './section-lines';
import { hasWords, isFacts, isLabelledFactsBox, isTimesBox, isTimingLine, leadingFacts } from './fact-boxes';
import { AMOUNT_FIRST, minutesOf } from './page-quantities';
import { emptyLayer, type LayerRecipe } from './layer-recipe';
import { ingredientGroups } from './ingredient-groups';
import { instructionGroups, unnumbered } from './step-groups';
import { endsSentence, mostlySentences, readsAsSentence } from './sentences';

/** A label running on into its sentence after its colon ("Note: we'll be using …"). */
const RUN_IN = /[:：]\s*\S/u;

const LABEL_TAGS = new Set(['p', 'div', 'span', 'strong', 'b', 'dt', 'th', 'label', 'header', 'summary', 'legend']);

/** Text of an element if it stays within `max` characters (null otherwise), without walking big subtrees. */
function shortText(el: HtmlElement, max: number): string | null {
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

interface Section {
  kind: SectionKind;
  heading: HtmlElement;
  title: string;
  items: BlockItem[];
  /** Ingredients: the lines under the next heading, when it names no section. */
  next: BlockItem[];
  /** Ingredients: the lines after the list the page names for the section, before the next heading (steps in paragraphs under no heading of their own). */
  rest: BlockItem[];
  /** The nearest higher heading before it that names no section ("Chocolate cake"), if any. */
  recipe: string | null;
}

const SECTIONS = new WeakMap<HtmlElement, Section[]>();
/** headingSections once per parsed page: the heading layer and the several-recipes check both read them. */
function sectionsOf(root: HtmlElement): Section[] {
  let s = SECTIONS.get(root);
  if (!s) SECTIONS.set(root, (s = headingSections(root)));
  return s;
}

/**
 * Sections opened by a heading (h1-h6, or a short label element) whose words name ingredients or
 * instructions in one of the page languages; a section runs over the following siblings (climbing
 * out of a wrapper that holds only the heading) up to the next section heading or a heading of the
 * same or higher level.
 */
/**
 * A label that is all one link, or inside one (a menu's "Ingredients" leading to another page), opens no
 * section here. A link to the label's own anchor (<a href="…#ingredients"><h2 id="ingredients">) is the
 * heading's permalink: the heading stays one.
 */
function isLinkOnly(el: HtmlElement, text: string, parent: Map<HtmlElement, HtmlElement>): boolean {
  const ids = new Set([el, ...elements(el)].map((e) => e.attrs.id).filter(Boolean));
  const elsewhere = (a: HtmlElement) => !!a.attrs.href && !ids.has(a.attrs.href.split('#')[1] ?? '');
  for (let p = parent.get(el), up = 0; p && up < 4; p = parent.get(p), up++) if (p.tag === 'a' && elsewhere(p)) return true;
  for (const a of elements(el)) if (a.tag === 'a' && elsewhere(a)) return normaliseSpace(textOf(a)) === text;
  return false;
}

/**
 * What a page sets beside its heading, inside the heading's wrapper: links ("[edit | edit source]"
 * of a wiki, a "#" anchor) or a control (a servings stepper "− 6 port +"). No content, so the
 * wrapper still holds only the heading.
 */
function isBesideHeading(el: HtmlElement): boolean {
  return isHeadingLinks(el) || isControl(el);
}

/**
 * Buttons or fields with a few words of their own (a servings stepper, a "keep the screen on" switch).
 * A checkbox beside an amount is not one: it ticks off an ingredient ("☐ 200 gr de molho de tomate").
 */
function isControl(el: HtmlElement): boolean {
  // Markup spaces count while reading: a few words may be written across many indented lines.
  const text = textWithin(el, 1000);
  if (text === null || text.length > 40) return false;
  const fields = [...elements(el)].filter((c) => c.tag === 'button' || c.tag === 'input' || c.tag === 'select');
  return fields.length > 0 && !(fields.every(isTickBox) && AMOUNT_FIRST.test(normaliseSpace(text)));
}

const isTickBox = (input: HtmlElement) => (input.attrs.type ?? '').toLowerCase() === 'checkbox';

/** A short element whose words are all its links' ("[edit | edit source]"; a box holding a "Cook Along" link beside the heading). */
function isHeadingLinks(el: HtmlElement): boolean {
  if (el.tag !== 'span' && el.tag !== 'a' && el.tag !== 'small' && el.tag !== 'div') return false;
  const text = shortText(el, 40);
  if (text === null) return false;
  const linked = [...elements(el)].filter((a) => a.tag === 'a' && a.attrs.href).map((a) => normaliseSpace(textOf(a)));
  let rest = text;
  for (const l of linked) rest = rest.replace(l, '');
  return linked.length > 0 && !/[\p{L}\p{N}]/u.test(rest);
}

/**
 * A label element that states a time with its method word (a box of facts under the method's heading: "Préparation : 20min
 * Cuisson : 15min"): it ends no method section it sits in. Not a heading tag ("So gehts – Zubereitung: ca. 50 Minuten").
 */
function labelsTime(el: HtmlElement): boolean {
  if (isHeadingTag(el.tag)) return false;
  const text = textWithin(el, 60, 40);
  return text !== null && minutesOf(text) !== null;
}

const isBreak = (n: HtmlNode | undefined) => n !== undefined && typeof n !== 'string' && n.tag === 'br';

/**
 * A section's name typed as a line of its own among lines broken by <br>, in no element of its own ("Ingredients:<br>1 cup
 * raspberries<br>…<br>Method:<br>1. Make …", "INGREDIENTS<br>", older blog posts): set in a <span> of its own in the tree, so it
 * heads its section as a label element does. Only the words alone, not a line that starts with them.
 */
function labelBrokenLines(el: HtmlElement, sectionName: (text: string) => ReturnType<typeof isSectionName>): void {
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
  if (labelled) el.children = labelled;
}

function headingSections(root: HtmlElement): Section[] {
  // A page repeats its short texts (a layout's label in every cell): each is read as a section's name once.
  const names = new Map<string, ReturnType<typeof isSectionName>>();
  const sectionName = (text: string) => {
    let kind = names.get(text);
    if (kind === undefined) names.set(text, (kind = isSectionName(text)));
    return kind;
  };
  const parent = new Map<HtmlElement, HtmlElement>();
  const marks = new Map<HtmlElement, 'ingredients' | 'instructions' | 'stop'>();
  // Walked in document order: marks, and the other headings, are kept in the order the page shows them.
  const headings: HtmlElement[] = [];
  const stack: HtmlElement[] = [root];
  while (stack.length) {
    const el = stack.pop()!;
    labelBrokenLines(el, sectionName);
    if (el !== root && (isHeadingTag(el.tag) || LABEL_TAGS.has(el.tag))) {
      const short = shortText(el, 60);
      // A heading tag may name the dish after the section's words ("Come preparare: <the dish's name>"), longer than a label runs.
      const long = short === null && isHeadingTag(el.tag) ? shortText(el, 120) : null;
      const t = short ?? long;
      // A label that runs on into its sentence ("<span>Note: we'll be using </span><strong>the steaming method</strong>…") is a
      // remark inside the method, not the notes' heading: outside heading tags, a stop label with words after its colon counts
      // as the label's whole text only ("Nutrition facts" on a line of its own still ends the method).
      const found = short ? sectionOf(short) : long ? sectionForDish(long) : null;
      const named = found === 'stop' && !isHeadingTag(el.tag) && RUN_IN.test(t!) && !isSectionName(t!) ? null : found;
      const kind = named && !isLinkOnly(el, t!, parent) ? named : short && isHeadingTag(el.tag) && overNamedList(el, parent) ? 'ingredients' : null;
      if (kind) {
        marks.set(el, kind);
        headings.push(el);
        continue;
      }
      if (short && isHeadingTag(el.tag)) headings.push(el);
    }
    for (let i = el.children.length - 1; i >= 0; i--) {
      const c = el.children[i]!;
      // A <nav> is the site's menu: its "Ingredients" entry opens no section.
      if (typeof c === 'string' || c.tag === 'script' || c.tag === 'style' || c.tag === 'head' || c.tag === 'nav') continue;
      parent.set(c, el);
      stack.push(c);
    }
  }
  // A label of the same section right after a heading, nothing between them, is the heading's subtitle ("Como preparar Coxa de
  // Frango" / "Modo de Preparo em 7 passos."): one heading, not a second section that ends the first before its steps. For the
  // method, a heading tag too ("<h2>Preparazione</h2><h2>Come fare le Lasagne …</h2>"); an ingredients heading may name a group.
  const subtitles = new Set<HtmlElement>();
  for (const [m, kind] of marks) {
    const p = parent.get(m);
    const prev = p?.children
      .slice(0, p.children.indexOf(m))
      .filter((c) => typeof c !== 'string' || c.trim())
      .at(-1);
    if (prev && typeof prev !== 'string' && isHeadingTag(prev.tag) && marks.get(prev) === kind && (!isHeadingTag(m.tag) || kind === 'instructions'))
      subtitles.add(m);
  }
  for (const m of subtitles) {
    marks.delete(m);
    headings.splice(headings.indexOf(m), 1);
  }
  // Elements that hold a section heading somewhere inside end the section before them.
  const holders = new Set<HtmlElement>();
  for (const h of marks.keys()) for (let p = parent.get(h); p && !holders.has(p); p = parent.get(p)) holders.add(p);
  /**
   * A method's list whose items are titled by headings of a lower level that read as method words ("Préparation" over
   * an <ol> of steps, each under its <h4>: "Cuisson des carottes", "Préparation de la salade"): the headings title
   * parts of the method (as sibling headings do: `part` below), they end no section.
   */
  const holdsOnlyParts = (s: HtmlElement, h: HtmlElement, level: number) =>
    marks.get(h) === 'instructions' &&
    [...marks.keys()].filter((m) => isInside(m, s, parent)).every((m) => marks.get(m) === 'instructions' && isHeadingTag(m.tag) && headingLevel(m) > level);

  /** The elements after heading `h` up to the next section or heading of its level, climbing out of wrappers that hold only the heading. */
  const regionAfter = (h: HtmlElement, level: number): HtmlElement[] => {
    const region: HtmlElement[] = [];
    let anchor: HtmlElement = h;
    // What the heading's wrapper holds beside it when that is no list ("Složení", a hidden remark): used if nothing after the wrapper is one.
    let besideHeading: HtmlElement[] | null = null;
    for (let climb = 0; climb < 4 && region.length === 0; climb++) {
      const p = parent.get(anchor);
      if (!p) break;
      // A heading in a <header> heads what follows the header: the rest of the header is about it (facts, buttons).
      if (p.tag === 'header' && marks.has(h)) {
        anchor = p;
        continue;
      }
      let seen = false;
      // Ingredient groups named by headings of the section heading's own level ("Ingredients",
      // "Skewers", list, "Salsa", list): when one follows the heading at once, such headings name
      // groups, not sections.
      let grouped = false;
      // Whether the region stopped before the end of the wrapper (a heading, another section).
      let cut = false;
      const underIngredients = anchor === h && marks.get(h) === 'ingredients';
      for (const [i, s] of p.children.entries()) {
        if (s === anchor) {
          seen = true;
          continue;
        }
        if (!seen) continue;
        if (typeof s === 'string') {
          if (s.trim()) region.push({ tag: 'span', attrs: {}, children: [s] });
          continue;
        }
        if (!region.length && (isBesideHeading(s) || subtitles.has(s))) continue;
        const sameLevelHeading = isHeadingTag(s.tag) && headingLevel(s) === level && !marks.has(s);
        if (sameLevelHeading && underIngredients && !region.some((r) => textOf(r))) grouped = true;
        // After the first list, a heading of that level over a list of amounts ("Glaze": "1/3 cup sugar", …) names a further group.
        const laterGroup = sameLevelHeading && underIngredients && namesIngredientGroup(p.children.slice(i + 1), level);
        // Steps in parts under headings of a lower level ("Method": "Preparation", …, "Cooking", …): the parts are groups of the section.
        const part = marks.get(h) === 'instructions' && marks.get(s) === 'instructions' && isHeadingTag(s.tag) && headingLevel(s) > level;
        // An empty heading (a placeholder the template left) ends nothing.
        if (
          (marks.has(s) && !part && !(marks.get(h) === 'instructions' && labelsTime(s))) ||
          (holders.has(s) && !holdsOnlyParts(s, h, level)) ||
          (isHeadingTag(s.tag) && headingLevel(s) <= level && textOf(s) && !((grouped && sameLevelHeading) || laterGroup)) ||
          (marks.get(h) === 'instructions' && level <= 6 && opensWithHeading(s, level))
        ) {
          cut = true;
          break;
        }
        region.push(s);
      }
      if (region.some((r) => textOf(r))) {
        // A method's heading over one paragraph in its block: the next steps may sit in like blocks after the block's wrappers.
        const lone = marks.get(h) === 'instructions' && lineItems(blockItems({ tag: 'div', attrs: {}, children: region })).length === 1;
        if (!cut) region.push(...restOfRun(p, parent, lone ? holders : null));
        const unlisted = marks.get(h) === 'ingredients' && !holdsIngredientList(region);
        // A method's heading whose wrapper holds only the method's facts beside it ("Prep Time: 0:10", …) heads what follows the wrapper.
        const factsOnly = marks.get(h) === 'instructions' && isLabelledFactsBox(blockItems({ tag: 'div', attrs: {}, children: region }));
        if (besideHeading && unlisted) region.length = 0;
        else if ((unlisted || factsOnly) && !cut) besideHeading = region.splice(0);
        else break;
      }
      region.length = 0;
      anchor = p;
      if (holders.has(p) && [...marks.keys()].filter((m) => isInside(m, p, parent)).length > 1) break;
    }
    return region.length ? region : (besideHeading ?? []);
  };
  const itemsOf = (region: HtmlElement[], kind: SectionKind) =>
    (namedList(region, kind) ?? blockItems({ tag: 'div', attrs: {}, children: region }, READ[kind])).slice(0, 400);
  /** What the region holds after the ingredient list the page names (none when it names none). */
  const afterNamedList = (region: HtmlElement[]) => {
    const named = namedListAt(region, 'ingredients');
    return named ? blockItems({ tag: 'div', attrs: {}, children: region.slice(named.at + 1) }, READ.instructions).slice(0, 400) : [];
  };

  const sections: Section[] = [];
  for (const [h, kind] of marks) {
    if (kind === 'stop') continue;
    const level = levelOf(h);
    const region = regionAfter(h, level);
    const read = itemsOf(region, kind);
    const items = kind === 'instructions' ? read.slice(leadingFacts(read)) : read;
    if (!items.some((i) => i.kind === 'line')) continue;
    // The lines under the next heading when it names no section ("Get started"): where steps without a known heading sit.
    const following = headings[headings.indexOf(h) + 1];
    const next = kind === 'ingredients' && following && !marks.has(following) ? itemsOf(regionAfter(following, headingLevel(following)), 'instructions') : [];
    // The heading above the section that names no section: the name of the recipe it belongs to.
    const above = headings
      .slice(0, headings.indexOf(h))
      .reverse()
      .find((x) => !marks.has(x) && headingLevel(x) < level);
    const rest = kind === 'ingredients' ? afterNamedList(region) : [];
    sections.push({ kind, heading: h, title: shortText(h, 60) ?? '', items, next, rest, recipe: above ? normaliseSpace(textOf(above)) : null });
  }
  return sections;
}

/**
 * Whether a heading's region reads as an ingredient list: two lines or more, not all sentences, written
 * as a list or table or three lines or more. Not a label beside the heading and its servings ("Složení" /
 * "8 porcí"), nor a remark on the list ("When you change the servings, the times may change."). A region
 * with no line at all (a menu's links) counts as a list here: it is no content to pass over.
 */
function holdsIngredientList(region: HtmlElement[]): boolean {
  const found = lineItems(blockItems({ tag: 'div', attrs: {}, children: region }, READ.ingredients));
  const listed = region.some((r) => [r, ...elements(r)].some((e) => e.tag === 'ul' || e.tag === 'ol' || e.tag === 'table'));
  return found.length === 0 || (found.length >= 2 && !found.every((l) => readsAsSentence(l.text)) && (listed || found.length >= 3));
}

/**
 * Whether the siblings after a heading, up to the next heading of its level or higher, hold a list of
 * ingredient lines: two or more short lines, most starting with an amount, none a sentence. Such a
 * heading names a part of the ingredients ("Crosses", "Glaze"), not a new section.
 */
function namesIngredientGroup(after: HtmlNode[], level: number): boolean {
  const end = after.findIndex((n) => typeof n !== 'string' && isHeadingTag(n.tag) && headingLevel(n) <= level);
  const part = (end < 0 ? after : after.slice(0, end)).filter((n): n is HtmlElement => typeof n !== 'string');
  if (!part.some(isList)) return false;
  const found = lineItems(blockItems({ tag: 'div', attrs: {}, children: part })).map((l) => l.text);
  return (
    found.length >= 2 && found.every((t) => t.length <= 100 && !readsAsSentence(t)) && found.filter((t) => AMOUNT_FIRST.test(t)).length >= found.length * 0.6
  );
}

/**
 * A heading right over a list the page names for ingredients, the list followed by a paragraph of that part's method
 * (<h2>Fertigstellung:</h2><ul class="ingredients">…</ul><p>Die Sprossen abspülen. …</p>: a part of the recipe, ndr.de),
 * heads ingredients whatever its words. A heading over a named list and the next heading names a group of the list.
 */
function overNamedList(h: HtmlElement, parent: Map<HtmlElement, HtmlElement>): boolean {
  const siblings = parent.get(h)?.children ?? [];
  const [list, after] = siblings.slice(siblings.indexOf(h) + 1).filter((c) => typeof c !== 'string' || c.trim());
  if (!list || typeof list === 'string' || !isList(list) || !namedFor(list, 'ingredients')) return false;
  const text = after && typeof after !== 'string' && after.tag === 'p' ? textWithin(after, 3000) : null;
  return !!text && readsAsSentence(normaliseSpace(text));
}

/** Class or id words pages give the element that holds a section's list. */
const LIST_NAMES: Record<SectionKind, RegExp> = {
  ingredients: /ingredient|zutaten/i,
  instructions: /instruction|direction|method|preparation|zubereitung|(?:^|[-_\s])steps?(?:$|[-_\s])/i,
};
/** Whether the page names an element for a section of `kind` by its id or class. */
const namedFor = (el: HtmlElement, kind: SectionKind) => LIST_NAMES[kind].test(`${el.attrs.id ?? ''} ${el.attrs.class ?? ''}`);

/**
 * The lines of the first element in a section's region that the page names for the section
 * (id="ingredients", class="recipe-directions"), when it holds two lines or more: what follows it
 * in the region (recipe cards, print links, ads) is not part of the section.
 */
function namedList(region: HtmlElement[], kind: SectionKind): BlockItem[] | null {
  return namedListAt(region, kind)?.items ?? null;
}

/** namedList with the position in the region of the element that holds the list. */
function namedListAt(region: HtmlElement[], kind: SectionKind): { items: BlockItem[]; at: number } | null {
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

/**
 * A method's word with a time after it ("Preparação 30 min", "Preparation Time: 45 minutes") or under it
 * ("Elaboración" / "10 m", "Préparation" / "20 min"): the label of the preparation time in a box of facts,
 * not the method's heading, unless sentences follow it (a heading "So gehts – Zubereitung: ca. 50
 * Minuten" over the steps).
 */
const isTimeLabel = (s: Section) => {
  const first = lineItems(s.items).find(hasWords)?.text;
  const timed = minutesOf(s.title) !== null || (first !== undefined && first.length <= 20 && minutesOf(first) !== null);
  return timed && !lineItems(s.items).some((l) => readsAsSentence(l.text));
};

/** An element with a class that a sibling shares: an item of a list, not the list. */
const isOneOfSeveral = (el: HtmlElement, parent: HtmlElement) =>
  !!el.attrs.class && parent.children.filter((c) => typeof c !== 'string' && c.attrs.class === el.attrs.class).length >= 2;

/** The element's one child element when it holds nothing else but blank text (a wrapper), else null. */
const onlyChild = (el: HtmlElement) => {
  const kids = el.children.filter((c) => typeof c !== 'string' || c.trim());
  return kids.length === 1 && typeof kids[0] !== 'string' ? kids[0]! : null;
};

/**
 * A section heading printed inside the first of a run of like items (each step a <div class="step">, the
 * first one holding "Instructions" above its text): the items after it, which the section runs over too.
 * The item may be the outer box of a few wrappers around the heading's block (a site builder's "html-block"
 * holding "Method" and one paragraph, the steps in like blocks after it, rules between them).
 */
function restOfRun(inner: HtmlElement, parent: Map<HtmlElement, HtmlElement>, holders: Set<HtmlElement> | null): HtmlElement[] {
  let item = inner;
  let list = parent.get(item);
  for (let climb = 0; holders && climb < 3 && list && !isOneOfSeveral(item, list) && onlyChild(list) === item; climb++) {
    item = list;
    list = parent.get(item);
  }
  if (!list || !isOneOfSeveral(item, list)) return [];
  const run = list.children.filter((c): c is HtmlElement => typeof c !== 'string' && c.attrs.class === item.attrs.class);
  // Later items with headings of their own are sections of the page that share a class, not items of one list.
  const rest = item === inner ? run.slice(1) : nextInRow(item, list, holders!);
  return run[0] === item && !rest.some(holdsHeading) ? rest : [];
}

/**
 * The like blocks right after `item`, blocks without words between them (rules, spacers) passed over; a block
 * of other words, or one holding a section's label (`holders`), ends them.
 */
function nextInRow(item: HtmlElement, list: HtmlElement, holders: Set<HtmlElement>): HtmlElement[] {
  const row: HtmlElement[] = [];
  for (const c of list.children.slice(list.children.indexOf(item) + 1)) {
    if (typeof c === 'string') continue;
    if (holders.has(c)) break;
    if (c.attrs.class === item.attrs.class) row.push(c);
    else if (textOf(c).trim()) break;
  }
  return row;
}

/**
 * A box whose first words are a heading of `level` or higher (<div class="video"><h2>Watch the video</h2>…, <div
 * class="rate"><h2>Rate this recipe</h2>…): the next part of the page, as that heading alone would be; it ends a method
 * under a heading tag. Not a box of one step under its number ("<div class="step"><h4>Schritt 1</h4>…").
 */
function opensWithHeading(el: HtmlElement, level: number): boolean {
  if (isHeadingTag(el.tag)) return false;
  for (const c of elements(el)) {
    if (isHeadingTag(c.tag)) return headingLevel(c) <= level && textOf(c).trim() !== '' && !isStepLabel(textOf(c));
    if (c.children.some((x) => typeof x === 'string' && x.trim())) return false;
  }
  return false;
}

const holdsHeading = (el: HtmlElement) => [...elements(el)].some((h) => isHeadingTag(h.tag) && textOf(h).trim() !== '');

function isInside(el: HtmlElement, container: HtmlElement, parent: Map<HtmlElement, HtmlElement>): boolean {
  for (let p = parent.get(el); p; p = parent.get(p)) if (p === container) return true;
  return false;
}

const linesAreSentences = (items: BlockItem[]) => mostlySentences(lineItems(items).map((l) => l.text));

/**
 * Steps a page prints after its ingredient list without an instructions heading we know: inside the
 * ingredients section after a label of another name ("Here's how to make it:") or after the last
 * ingredient line, or under the next heading when it names no section ("Get started", "Recipe"). Taken
 * only when they read as sentences and the ingredient lines before them do not.
 */
function stepsAfterIngredients(ing: Section): { ingredients: BlockItem[]; steps: BlockItem[] } | null {
  const { items } = ing;
  for (let k = 1; k < items.length; k++) {
    const before = items.slice(0, k);
    const after = items.slice(items[k]!.kind === 'heading' ? k + 1 : k);
    const opens = items[k]!.kind === 'heading' || (readsAsSentence(items[k]!.text) && !readsAsSentence(items[k - 1]!.text));
    // One paragraph of several sentences that ends the section ("Blend everything … Pour 1 cup … Garnish with …") is a method of one
    // step, unless sentences under the next heading are the method.
    const oneParagraph = after.length === 1 && sentenceCount(after[0]!.text) >= 2 && !linesAreSentences(ing.next);
    if (
      opens &&
      lineItems(before).length >= 2 &&
      !lineItems(before).some((l) => readsAsSentence(l.text)) &&
      (linesAreSentences(after) || oneParagraph) &&
      readsAsSentence(lineItems(after)[0]!.text)
    )
      return { ingredients: before, steps: after };
  }
  // Sentences right after the list the page names for its ingredients, under no heading (ndr.de: "<ul class="ingredients">", then a paragraph of steps).
  // A lone remark there ("Serves 4 as a side.") gives way to a method under the next heading.
  const rest = lineItems(ing.rest);
  if (rest.length && rest.every((l) => readsAsSentence(l.text)) && (rest.length >= 2 || !linesAreSentences(ing.next)))
    return { ingredients: items, steps: ing.rest };
  return linesAreSentences(ing.next) ? { ingredients: items, steps: ing.next } : null;
}

/** How many sentences a text holds: its marks that end one before a space and a capital, and its end. */
const sentenceCount = (t: string) => (t.match(/[.!?](?=\s+\p{Lu})/gu) ?? []).length + (endsSentence(t) ? 1 : 0);

/** An ingredients section whose lines are all sentences ("What you'll need": a post's remarks on them): a list of ingredients comes first. */
const inSentences = (s: Section) => lineItems(s.items).every((l) => readsAsSentence(l.text));

const PAGE_FRAME = new Set(['html', 'body', 'main', 'article', 'form']);

/**
 * A section with no heading, in an element the page names for it (class="Ingredients",
 * id="recipe-directions"): the first such element, outside the page's frame, holding two lines or more. Else, with
 * `single`, for the method, the first holding one line that reads as a sentence: a drink's method is often one ("Pour
 * ingredients into ice-filled rocks glass and stir. Garnish with orange twist.", ericscocktailguide.com).
 */
function namedSection(root: HtmlElement, kind: SectionKind, single = false): Section | null {
  let one: Section | null = null;
  let parent: Map<HtmlElement, HtmlElement> | undefined;
  const seen = new Set<HtmlElement>();
  for (const el of elements(root)) {
    if (PAGE_FRAME.has(el.tag) || !namedFor(el, kind)) continue;
    // A named part of each item of a list (<li><span class="amount">…</span><span class="ingredient">gin</span></li>) names the list's items.
    const list = LIST_NAMES[kind].test(el.attrs.class ?? '') ? listOfNamedParts(el, (parent ??= parentMap(root))) : null;
    if (list && seen.has(list)) continue;
    if (list) seen.add(list);
    const items = blockItems(list ?? el, READ[kind]).slice(0, 400);
    const found = lineItems(items);
    const section: Section = { kind, heading: el, title: '', items, next: [], rest: [], recipe: null };
    if (found.length >= 2) return section;
    if (single && found.length === 1 && readsAsSentence(found[0]!.text)) one ??= section;
  }
  return one;
}

/**
 * A method written as a list (two items or more, every line before its end an item) ends with the list:
 * paragraphs right after it, under no heading, are the page's remarks ("From Tesco Real Food", "Serves 4").
 * So does an ingredient list, when what follows it is shorter than it ("View cart (0) Checkout", "SAVE
 * RECIPE", "Allergens: soy", "See notes below."): a unit toggle written as a list ("US" / "METRIC") over
 * lines that are no items does not end the lines it toggles.
 */
function endOfList(items: BlockItem[], kind: SectionKind = 'instructions'): BlockItem[] {
  const end = items.findLastIndex((i) => i.kind === 'line' && i.listed);
  const [before, after] = [lineItems(items.slice(0, end + 1)), items.slice(end + 1)];
  // Parts under headings of their own after the list ("Serving": a paragraph) are groups of the method.
  if (before.length < 2 || before.some((l) => !l.listed) || !after.length || after.some((i) => i.kind === 'heading'))
    return kind === 'instructions' ? postAfterList(items) : items;
  if (kind === 'ingredients' && after.length > before.length) return items;
  return items.slice(0, end + 1);
}

function parentMap(root: HtmlElement): Map<HtmlElement, HtmlElement> {
  const parent = new Map<HtmlElement, HtmlElement>();
  for (const el of elements(root)) for (const c of el.children) if (typeof c !== 'string') parent.set(c, el);
  return parent;
}

/**
 * The list whose items each hold an element of `el`'s class (the class that names the section), where `el` is inside one
 * of them (its list item within three levels) and the list has two items or more; else null. An element named only by its
 * id (a tick box's id="byc-instruction-5764-body") names no list.
 */
function listOfNamedParts(el: HtmlElement, parent: Map<HtmlElement, HtmlElement>): HtmlElement | null {
  let item: HtmlElement | undefined = el;
  for (let up = 0; item && item.tag !== 'li' && up < 3; up++) item = parent.get(item);
  const list = item?.tag === 'li' ? parent.get(item) : undefined;
  if (!list || !isList(list) || !el.attrs.class) return null;
  const items = list.children.filter((c): c is HtmlElement => typeof c !== 'string' && c.tag === 'li');
  const holds = (li: HtmlElement) => [...elements(li)].some((d) => d.attrs.class === el.attrs.class);
  return items.length >= 2 && items.every(holds) ? list : null;
}

/**
 * A method list followed by paragraphs under no heading and then a heading over lines that are mostly no sentences
 * ("Looking for more…? Check out these recipes:" / links / "More from my site" over a list of posts; "(Quelle: …)" /
 * "About these ads" / "Gefällt mir:"): the list is the method, the rest the post's. A heading right after the list heads a
 * part of the method; lines with no heading after them are read as before (endOfList).
 */
function postAfterList(items: BlockItem[]): BlockItem[] {
  const first = items.findIndex((i) => i.kind === 'line');
  if (first < 0 || !items[first]!.listed) return items;
  let end = first;
  while (items[end + 1]?.kind === 'line' && items[end + 1]!.listed) end++;
  const heading = items.findIndex((i, k) => k > end && i.kind === 'heading');
  if (end - first < 1 || heading < 0 || items[end + 1]?.kind === 'heading' || items.slice(0, first).some((i) => i.kind === 'heading')) return items;
  // Parts in sentences under the later headings are the method's (a list of what to do first, a remark, then "Cook the
  // Pasta" over its steps): the list is then no whole method.
  if (linesAreSentences(items.slice(heading))) return items;
  return items.slice(0, end + 1);
}

/**
 * A recipe in parts, each an ingredients heading over the list the page names and that part's method in sentences right
 * after the list, with no method heading (ndr.de: "Zutaten für die Brötchen:", list, paragraph; "Zutaten für die
 * Bratlinge:", list, paragraph): the ingredient sections after the first that are such parts, up to the first that is not.
 */
function laterParts(sections: Section[], first: Section): Section[] {
  const out: Section[] = [];
  for (const s of sections.slice(sections.indexOf(first) + 1)) {
    if (s.kind !== 'ingredients') continue;
    const rest = lineItems(s.rest);
    if (lineItems(s.items).length < 2 || !rest.length || !rest.every((l) => readsAsSentence(l.text))) break;
    out.push(s);
  }
  return out;
}

/**
 * Method sections right after the method `ins`, their headings of its level or higher, that name a part of it, not the
 * method itself ("Directions", then "Finishing Steps" in a block of its own: recipes.anovaculinary.com): their steps, under
 * those names, go on the method. Lower headings title parts inside the method's own list (750g.com): read with it already.
 */
function methodPartsAfter(sections: Section[], ins: Section): BlockItem[] {
  const out: BlockItem[] = [];
  for (const s of sections.slice(sections.indexOf(ins) + 1)) {
    if (s.kind !== 'instructions' || levelOf(s.heading) > levelOf(ins.heading) || isSectionName(s.title)) break;
    if (!lineItems(s.items).some((l) => readsAsSentence(l.text))) break;
    out.push({ kind: 'heading', text: s.title }, ...endOfList(s.items));
  }
  return out;
}

/** The heading fallback: the first ingredients section with content, and the instructions after it. */
export function headingLayer(root: HtmlElement): { recipe: LayerRecipe; ingredientsTitle: string | null } | null {
  const found = sectionsOf(root);
  // Without a heading for one kind, an element the page names for it stands in (ingredients first, steps last). A method
  // word that only labels facts ("Preparation" / "20 min" / "Baking" / "0 min") is no heading of the method.
  const heads = (s: Section) => s.kind === 'ingredients' || (!isFacts(s.items) && !isTimeLabel(s));
  const named = (['ingredients', 'instructions'] as const)
    .filter((k) => !found.some((s) => s.kind === k && heads(s)))
    .map((k) => namedSection(root, k))
    .filter((s): s is Section => s !== null);
  const sections = named.length ? [...named.filter((s) => s.kind === 'ingredients'), ...found, ...named.filter((s) => s.kind === 'instructions')] : found;
  const listOf = (s: Section) => s.kind === 'ingredients' && lineItems(s.items).length >= 2 && !isTimesBox(s.items);
  const ing = sections.find((s) => listOf(s) && !inSentences(s)) ?? sections.find(listOf) ?? sections.find((s) => s.kind === 'ingredients') ?? null;
  // Instructions after the ingredient list come first: a page's title ("طريقة عمل الكبسة", "红烧肉的做法") can read like an instructions heading.
  const instructions = sections.filter((s) => s.kind === 'instructions' && !isFacts(s.items) && !isTimeLabel(s));
  const after = ing ? instructions.filter((s) => sections.indexOf(s) > sections.indexOf(ing)) : [];
  // A section of facts ("Preparación" / "35 m" / "Cocinado" / "35 m") has lines but no sentence: one with sentences comes first.
  const withLines = [...after, ...instructions].filter((s) => lineItems(s.items).length >= 2);
  // A step's number glued to its text ("<span class="num">1</span>Peel apples, …") does not keep the step from reading as a sentence.
  const ins = withLines.find((s) => lineItems(s.items).some((l) => readsAsSentence(unnumbered(l.text)))) ?? withLines[0] ?? after[0] ?? instructions[0] ?? null;
  let ingItems = ing?.items ?? [];
  let steps = ins ? [...endOfList(ins.items), ...methodPartsAfter(sections, ins)] : [];
  let parts: Section[] = [];
  if (ing && !after.length) {
    const split = stepsAfterIngredients(ing);
    if (split) [ingItems, steps] = [split.ingredients, endOfList(split.steps)];
    if (split && split.steps === ing.rest) parts = laterParts(sections, ing);
  }
  if (!ing && !steps.length) return null;
  // A method of one sentence in an element named for it, where the page gives no other (a drink's), is read last: a widget's
  // one line of that name ("instruction-exists": "Click on collection you would like to add this tip to…") is none.
  if (ing && !steps.length) steps = namedSection(root, 'instructions', true)?.items ?? [];
  const r = emptyLayer();
  r.ingredient_groups = ingredientGroups(endOfList(ingItems, 'ingredients'));
  for (const part of parts) {
    r.ingredient_groups.push(...ingredientGroups([{ kind: 'heading', text: part.title }, ...endOfList(part.items, 'ingredients')] as BlockItem[]));
    steps = [...steps, ...endOfList(part.rest)];
  }
  r.instructions = instructionGroups(steps);
  return { recipe: r, ingredientsTitle: ing?.title ?? null };
}

/**
 * Several recipes one after another, each an ingredient list followed by its instructions before the
 * next ingredient list (two versions of a dish, a main and its side). Named by the heading above each
 * list, which may be the same for both or missing: the caller lists them all and `select_index` picks.
 * Fewer than two such pairs: [] (one recipe, read by headingLayer).
 */
export function headingRecipes(root: HtmlElement): LayerRecipe[] {
  const out: LayerRecipe[] = [];
  let open: { ing: Section; ins: Section | null } | null = null;
  const close = () => {
    if (open?.ins)
      out.push({
        ...emptyLayer(),
        name: open.ing.recipe,
        ingredient_groups: ingredientGroups(open.ing.items),
        instructions: instructionGroups(open.ins.items),
      });
  };
  for (const s of sectionsOf(root)) {
    if (s.kind === 'ingredients' && lineItems(s.items).length >= 2 && !inSentences(s)) {
      close();
      open = { ing: s, ins: null };
    } else if (s.kind === 'instructions' && open && !open.ins && !isFacts(s.items) && !isTimeLabel(s)) open.ins = s;
  }
  close();
  // The same recipe printed twice (the page's print version above or below it) is one recipe.
  const key = (r: LayerRecipe) =>
    [...r.ingredient_groups.flatMap((g) => g.ingredients), ...r.instructions.flatMap((g) => g.steps.map((s) => s.step))].join('\n');
  const distinct = out.filter((r, i) => out.findIndex((o) => key(o) === key(r)) === i);
  return distinct.length >= 2 ? distinct : [];
}
