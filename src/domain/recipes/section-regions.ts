/**
 * The region under a section's heading: what may stand beside the heading in its wrapper (links, controls), what
 * ends the region (a box opening with a heading, a label of times), whether it holds an ingredient list or a
 * further group of it, and the run of like blocks a heading inside the first one heads.
 */
import { elements, type HtmlElement, type HtmlNode } from './html-tree';
import { blockItems, headingLevel, isHeadingTag, isList, isStepLabel, lineItems, looksLikeGroupLabel, normaliseSpace, textOf, textWithin } from './page-blocks';
import { READ } from './section-lines';
import { AMOUNT_FIRST, minutesOf } from './page-quantities';
import { readsAsSentence } from './sentences';
import { isOneOfSeveral } from './named-lists';
import { shortText } from './section-labels';

/**
 * What a page sets beside its heading, inside the heading's wrapper: links ("[edit | edit source]"
 * of a wiki, a "#" anchor) or a control (a servings stepper "− 6 port +"). No content, so the
 * wrapper still holds only the heading.
 */
export function isBesideHeading(el: HtmlElement): boolean {
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
  const fields = elements(el).filter((c) => c.tag === 'button' || c.tag === 'input' || c.tag === 'select');
  return fields.length > 0 && !(fields.every(isTickBox) && AMOUNT_FIRST.test(normaliseSpace(text)));
}

const isTickBox = (input: HtmlElement) => (input.attrs.type ?? '').toLowerCase() === 'checkbox';

/** A short element whose words are all its links' ("[edit | edit source]"; a box holding a "Cook Along" link beside the heading). */
function isHeadingLinks(el: HtmlElement): boolean {
  if (el.tag !== 'span' && el.tag !== 'a' && el.tag !== 'small' && el.tag !== 'div') return false;
  const text = shortText(el, 40);
  if (text === null) return false;
  const linked = elements(el)
    .filter((a) => a.tag === 'a' && a.attrs.href)
    .map((a) => normaliseSpace(textOf(a)));
  let rest = text;
  for (const l of linked) rest = rest.replace(l, '');
  return linked.length > 0 && !/[\p{L}\p{N}]/u.test(rest);
}

/**
 * A label element that states a time with its method word (a box of facts under the method's heading: "Préparation : 20min
 * Cuisson : 15min"): it ends no method section it sits in. Not a heading tag ("So gehts – Zubereitung: ca. 50 Minuten").
 */
export function labelsTime(el: HtmlElement): boolean {
  if (isHeadingTag(el.tag)) return false;
  const text = textWithin(el, 60, 40);
  return text !== null && minutesOf(text) !== null;
}

/**
 * Whether a heading's region reads as an ingredient list: two lines or more, not all sentences, written
 * as a list or table or three lines or more. Not a label beside the heading and its servings ("Složení" /
 * "8 porcí"), nor a remark on the list ("When you change the servings, the times may change."). A region
 * with no line at all (a menu's links) counts as a list here: it is no content to pass over.
 */
export function holdsIngredientList(region: HtmlElement[]): boolean {
  const found = lineItems(blockItems({ tag: 'div', attrs: {}, children: region }, READ.ingredients));
  const listed = region.some((r) => [r, ...elements(r)].some((e) => e.tag === 'ul' || e.tag === 'ol' || e.tag === 'table'));
  return found.length === 0 || (found.length >= 2 && !found.every((l) => readsAsSentence(l.text)) && (listed || found.length >= 3));
}

/**
 * Whether the siblings after a heading, up to the next heading of its level or higher, hold a list of
 * ingredient lines: two or more short lines, most starting with an amount, none a sentence. Such a
 * heading names a part of the ingredients ("Crosses", "Glaze"), not a new section.
 */
export function namesIngredientGroup(after: HtmlNode[], level: number): boolean {
  const end = after.findIndex((n) => typeof n !== 'string' && isHeadingTag(n.tag) && headingLevel(n) <= level);
  const part = (end < 0 ? after : after.slice(0, end)).filter((n): n is HtmlElement => typeof n !== 'string');
  if (!part.some(isList)) return false;
  const found = lineItems(blockItems({ tag: 'div', attrs: {}, children: part })).map((l) => l.text);
  return (
    found.length >= 2 && found.every((t) => t.length <= 100 && !readsAsSentence(t)) && found.filter((t) => AMOUNT_FIRST.test(t)).length >= found.length * 0.6
  );
}

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
export function restOfRun(inner: HtmlElement, parent: Map<HtmlElement, HtmlElement>, holders: Set<HtmlElement> | null): HtmlElement[] {
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
export function opensWithHeading(el: HtmlElement, level: number): boolean {
  if (isHeadingTag(el.tag)) return false;
  for (const c of elements(el)) {
    if (isHeadingTag(c.tag)) return headingLevel(c) <= level && textOf(c).trim() !== '' && !isStepLabel(textOf(c));
    if (c.children.some((x) => typeof x === 'string' && x.trim())) return false;
  }
  return false;
}

const holdsHeading = (el: HtmlElement) => elements(el).some((h) => isHeadingTag(h.tag) && textOf(h).trim() !== '');

export function isInside(el: HtmlElement, container: HtmlElement, parent: Map<HtmlElement, HtmlElement>): boolean {
  for (let p = parent.get(el); p; p = parent.get(p)) if (p === container) return true;
  return false;
}

/**
 * The tabs of a tab list (role="tab") with the panel each opens (role="tabpanel"), the panels in the order of the tabs,
 * found beside the list in its wrapper ("ainekset" / "valmistusohje" over the two panels holding the list and the method).
 */
export function tabPanels(list: HtmlElement, parent: Map<HtmlElement, HtmlElement>): [HtmlElement, HtmlElement | undefined][] {
  const tabs = elements(list).filter((e) => e.attrs.role === 'tab');
  const wrapper = parent.get(list);
  const all = wrapper ? elements(wrapper).filter((e) => e.attrs.role === 'tabpanel') : [];
  return tabs.map((t, i) => [t, all.length === tabs.length ? all[i] : undefined]);
}

/**
 * The elements after `p` among its siblings that `takes` (given each with its text), up to the first other one with text;
 * elements without text (an ad's empty box) are passed over.
 */
function takenAfter(p: HtmlElement, parent: Map<HtmlElement, HtmlElement>, takes: (s: HtmlElement, text: string) => boolean): HtmlElement[] {
  const siblings = parent.get(p)?.children ?? [];
  const out: HtmlElement[] = [];
  for (const s of siblings.slice(siblings.indexOf(p) + 1)) {
    if (typeof s === 'string') {
      if (s.trim()) break;
      continue;
    }
    const text = normaliseSpace(textOf(s));
    if (!text) continue;
    if (!takes(s, text)) break;
    out.push(s);
  }
  return out;
}

/** The paragraphs after `p` among its siblings that read as sentences, up to the first other element with text. */
export const sentenceParagraphsAfter = (p: HtmlElement, parent: Map<HtmlElement, HtmlElement>): HtmlElement[] =>
  takenAfter(p, parent, (s, text) => s.tag === 'p' && readsAsSentence(text));

/** A paragraph that opens with a group's label and breaks into lines (<p>Posip:<br>3 kašika brašna<br>…</p>). */
function opensGroup(s: HtmlElement): boolean {
  const shown = s.children.filter((c) => typeof c !== 'string' || c.trim());
  const [label, br] = shown;
  const labelText = label === undefined ? '' : normaliseSpace(typeof label === 'string' ? label : textOf(label));
  return s.tag === 'p' && looksLikeGroupLabel(labelText) && typeof br !== 'string' && br?.tag === 'br' && shown.length >= 3;
}

/**
 * Paragraphs right after `p` that each open with a group's label and break into lines: further groups of the ingredient list
 * a label opens `p` with, an ad's empty box between them passed over. One holding a section's label (`holders`:
 * "<p><strong>Начин на приготвяне:</strong><br>…") opens that section instead.
 */
export const labelledListsAfter = (p: HtmlElement, parent: Map<HtmlElement, HtmlElement>, holders: Set<HtmlElement>): HtmlElement[] =>
  takenAfter(p, parent, (s) => !holders.has(s) && opensGroup(s));
