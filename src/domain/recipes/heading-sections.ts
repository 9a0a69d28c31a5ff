/**
 * The sections of a page under its own headings: each heading whose words name ingredients or instructions in a page
 * language, and the lines of the region it heads (read once per parsed page).
 */
import type { HtmlElement } from './html-tree';
import { mostlySentences, readsAsSentence } from './sentences';
import { blockItems, headingLevel, isHeadingTag, levelOf, lineItems, normaliseSpace, stripStepNumber, textOf, type BlockItem } from './page-blocks';
import { isSectionName, sectionForDish, sectionOf, type SectionKind } from './page-language';
import { READ, withoutLeadIns } from './section-lines';
import { isLabelledFactsBox, leadingFacts } from './fact-boxes';
import { namedList, namedListAt } from './named-lists';
import { ancestors, isLinkOnly, labelBrokenLines, leadsItem, overNamedList, shortText } from './section-labels';
import {
  holdsIngredientList,
  isBesideHeading,
  isInside,
  labelsTime,
  namesIngredientGroup,
  opensWithHeading,
  restOfRun,
  labelledListsAfter,
  sentenceParagraphsAfter,
  tabPanels,
} from './section-regions';

/** A label running on into its sentence after its colon ("Note: we'll be using …"). */
const RUN_IN = /[:：]\s*\S/u;

/** Elements other than heading tags that may label a section ("<p><strong>Ingredients</strong></p>", "<dt>", "<summary>"). */
const LABEL_TAGS = new Set(['p', 'div', 'span', 'strong', 'b', 'dt', 'th', 'label', 'header', 'summary', 'legend']);

/** A section of the page: the heading (or named element) that opens it, its title and the lines it holds. */
export interface Section {
  kind: SectionKind;
  heading: HtmlElement;
  title: string;
  items: BlockItem[];
  /** Ingredients: the lines under the next heading, when it names no section. */
  next: BlockItem[];
  /** Ingredients: that next heading's text, when it is of the section's own level (a part of the list may be under it). */
  nextTitle: string | null;
  /** Ingredients: the lines after the list the page names for the section, before the next heading (steps in paragraphs under no heading of their own). */
  rest: BlockItem[];
  /** The nearest higher heading before it that names no section ("Chocolate cake"), if any. */
  recipe: string | null;
}

const SECTIONS = new WeakMap<HtmlElement, Section[]>();
/** headingSections once per parsed page: the heading layer and the several-recipes check both read them. */
export function sectionsOf(root: HtmlElement): Section[] {
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
function headingSections(root: HtmlElement): Section[] {
  // A page repeats its short texts (a layout's label in every cell): each is read as a section's name once.
  const names = new Map<string, ReturnType<typeof isSectionName>>();
  const sectionName = (text: string) => {
    let kind = names.get(text);
    if (kind === undefined) names.set(text, (kind = isSectionName(text)));
    return kind;
  };
  const parent = new Map<HtmlElement, HtmlElement>();
  const marks = new Map<HtmlElement, SectionKind | 'stop'>();
  // Walked in document order: marks, and the other headings, are kept in the order the page shows them.
  const headings: HtmlElement[] = [];
  // Tabs that name sections head the panels they open, not what follows them.
  const panels = new Map<HtmlElement, HtmlElement>();
  const stack: HtmlElement[] = [root];
  while (stack.length) {
    const el = stack.pop()!;
    // A tab that names a section was marked with its list: nothing inside it heads anything.
    if (marks.has(el)) continue;
    if (el.attrs.role === 'tablist') {
      for (const [tab, panel] of tabPanels(el, parent)) {
        const kind = sectionName(normaliseSpace(textOf(tab)));
        if (!kind) continue;
        marks.set(tab, kind);
        headings.push(tab);
        if (panel) panels.set(tab, panel);
      }
    }
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
      const kind =
        named && !isLinkOnly(el, t!, parent) && !leadsItem(el, t!, parent)
          ? named
          : short && isHeadingTag(el.tag) && overNamedList(el, parent)
            ? 'ingredients'
            : null;
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
        // A heading of its level right under the method's, nothing between them, is its subtitle ("Préparation" / "Comment
        // faire les pommes de terre rôties …?"): the steps follow it. Not a first step's numbered title ("1. Prepare the Pie Crust").
        if (!region.length && anchor === h && marks.get(h) === 'instructions' && isSubtitle(s, level)) continue;
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
        const run = cut ? [] : restOfRun(p, parent, lone ? holders : null);
        region.push(...run);
        // A label opening a paragraph over the method's first step ("<p><strong>Начин на приготвяне:</strong><br>Опечените …</p>"):
        // the next steps are the sentence paragraphs after that paragraph, an ad's empty box between them passed over.
        if (!cut && lone && !run.length && anchor === h && p.tag === 'p' && !isHeadingTag(h.tag)) region.push(...sentenceParagraphsAfter(p, parent));
        // A label opening a paragraph of ingredient lines ("<p>Sastojci:<br>3 jaja<br>…</p>"): the groups labelled so after it ("<p>Posip:<br>…</p>").
        if (!cut && !run.length && underIngredients && p.tag === 'p' && !isHeadingTag(h.tag)) region.push(...labelledListsAfter(p, parent, holders));
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
  const isSubtitle = (s: HtmlElement, level: number) => {
    if (!isHeadingTag(s.tag) || marks.has(s) || headingLevel(s) !== level) return false;
    const t = normaliseSpace(textOf(s));
    return t !== '' && stripStepNumber(t) === t;
  };
  const itemsOf = (region: HtmlElement[], kind: SectionKind) =>
    (namedList(region, kind) ?? blockItems({ tag: 'div', attrs: {}, children: region }, READ[kind])).slice(0, 400);
  /** What the region holds after the ingredient list the page names (none when it names none). */
  const afterNamedList = (region: HtmlElement[]) => {
    const named = namedListAt(region, 'ingredients');
    return named ? blockItems({ tag: 'div', attrs: {}, children: region.slice(named.at + 1) }, READ.instructions).slice(0, 400) : [];
  };

  /**
   * The lines under a heading that names no section, and when they read as sentences, the parts after it: each next heading of
   * its level beside it, naming no section, over sentences of its own ("Dinstanje luka", "Kuvanje gulaša", "Završni deo": a
   * method in parts under the titles of its stages), as a heading and its lines.
   */
  const methodInParts = (first: HtmlElement): BlockItem[] => {
    const level = headingLevel(first);
    const items = itemsOf(regionAfter(first, level), 'instructions');
    if (!mostlySentences(lineItems(items).map((l) => l.text))) return items;
    for (const h of headings.slice(headings.indexOf(first) + 1)) {
      if (marks.has(h) || parent.get(h) !== parent.get(first) || headingLevel(h) !== level) break;
      const part = itemsOf(regionAfter(h, level), 'instructions');
      const lines = lineItems(part);
      if (!(lines.length === 1 ? readsAsSentence(lines[0]!.text) : mostlySentences(lines.map((l) => l.text)))) break;
      items.push({ kind: 'heading', text: normaliseSpace(textOf(h)) }, ...part);
    }
    return items;
  };

  const sections: Section[] = [];
  for (const [h, kind] of marks) {
    if (kind === 'stop') continue;
    const level = levelOf(h);
    const panel = panels.get(h);
    const region = panel ? [panel] : regionAfter(h, level);
    // A heading inside a list item titles that item (a step's title over its text): what follows it is no lead-in.
    const titlesItem = ancestors(h, parent).some((a) => a.tag === 'li');
    const read = titlesItem ? itemsOf(region, kind) : withoutLeadIns(itemsOf(region, kind));
    const items = kind === 'instructions' ? read.slice(leadingFacts(read)) : read;
    if (!items.some((i) => i.kind === 'line')) continue;
    // The lines under the next heading when it names no section ("Get started"): where steps without a known heading sit.
    const following = headings[headings.indexOf(h) + 1];
    const next = kind === 'ingredients' && following && !marks.has(following) ? methodInParts(following) : [];
    // The heading above the section that names no section: the name of the recipe it belongs to.
    const above = headings
      .slice(0, headings.indexOf(h))
      .reverse()
      .find((x) => !marks.has(x) && headingLevel(x) < level);
    const rest = kind === 'ingredients' ? afterNamedList(region) : [];
    const nextTitle = next.length && headingLevel(following!) === headingLevel(h) ? shortText(following!, 60) : null;
    sections.push({ kind, heading: h, title: shortText(h, 60) ?? '', items, next, nextTitle, rest, recipe: above ? normaliseSpace(textOf(above)) : null });
  }
  return sections;
}
