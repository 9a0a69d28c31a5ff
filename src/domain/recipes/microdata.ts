/** Microdata (itemscope, itemprop) read into the values a JSON-LD Recipe would give. */
import { elements, parseHtml, textContent, type HtmlElement } from './html-tree';
import { blockItems, lineItems, squashed, type BlockItem } from './page-blocks';
import { instructionGroups as blockStepGroups } from './step-groups';
import type { PageStep } from './layer-recipe';
import { isRecipeType, isUrl, type Json, type Obj } from './schema-values';

const MICRODATA_URL_TAGS = new Set(['a', 'area', 'link', 'img', 'audio', 'video', 'source', 'iframe', 'embed', 'track', 'object']);

function itemValue(el: HtmlElement): Json {
  if ('itemscope' in el.attrs) return microdataItem(el);
  if (el.tag === 'meta') return el.attrs.content ?? '';
  if (MICRODATA_URL_TAGS.has(el.tag)) {
    const u = el.attrs.href ?? el.attrs.src ?? el.attrs.data ?? '';
    return isUrl(u) ? u : textContent(el) || u;
  }
  if (el.tag === 'time' && el.attrs.datetime) return el.attrs.datetime;
  if ((el.tag === 'data' || el.tag === 'meter') && el.attrs.value) return el.attrs.value;
  if (el.attrs.content) return el.attrs.content;
  return textContent(el);
}

/** A <meta>'s content as the element it stands for: a plain line, or the markup it quotes ("<p><b>Sauce</b><br>1 cup stock…") read as a page part. */
function metaContent(el: HtmlElement): HtmlElement {
  const content = el.attrs.content ?? '';
  return /<[a-z][^>]*>/i.test(content) ? parseHtml(content) : { tag: 'span', attrs: {}, children: [content] };
}

/** Ingredient block lines as JSON values: headings become group markers. */
const ingredientValues = (items: BlockItem[]): Json[] => items.map((i) => (i.kind === 'heading' ? { '@group': i.text } : i.text));

/**
 * Step block lines as schema.org values, read as the page layers read a step list (headings are
 * sections, "1 Cook the farro" before its text is the step's title). A list printed twice in a row
 * (a step-by-step view repeating the card) is read once.
 */
function stepValues(items: BlockItem[], oneEach: boolean): Json[] {
  const half = items.length / 2;
  const twice =
    Number.isInteger(half) && half >= 2 && items.slice(0, half).every((it, i) => it.kind === items[half + i]!.kind && it.text === items[half + i]!.text);
  const step = (s: PageStep): Json => ({ '@type': 'HowToStep', text: s.step, ...(s.name ? { name: s.name } : {}) });
  return blockStepGroups(twice ? items.slice(0, half) : items, { notesAreSteps: oneEach }).flatMap((g) =>
    g.name ? [{ '@type': 'HowToSection', name: g.name, itemListElement: g.steps.map(step) }] : g.steps.map(step),
  );
}

/**
 * A step container's lines, none when they are all the item's ingredient lines: the page put the method's
 * property on its ingredient list (a template's slip), which holds no step.
 */
function methodItems(container: HtmlElement, ingredientEls: { el: HtmlElement }[]): BlockItem[] {
  const items = blockItems(container);
  const ingredients = new Set(ingredientEls.map((i) => squashed(textContent(i.el))));
  const lines = lineItems(items);
  if (lines.length && lines.every((l) => ingredients.has(squashed(l.text)))) return [];
  // A container holding the ingredient elements too is the whole article (the method's property on the post's body): its steps are
  // the numbered run it holds ("1 - W jednym garnku…", "2 - …", "3 - …"), where it holds one; the story and notes around it are none.
  const article = ingredientEls.some((i) => elements(container).includes(i.el));
  return (article && numberedRun(lines)) || items;
}

/** The first run of three lines or more numbered 1, 2, 3… in a row ("1 - …", "2. …", "3) …"), or null. */
function numberedRun(lines: BlockItem[]): BlockItem[] | null {
  const numberOf = (l: BlockItem) => Number(/^\(?(\d{1,2})\s*(?:[.)）．:]-?|-(?=\s+\D))\s+/u.exec(l.text)?.[1] ?? Number.NaN);
  for (let i = 0; i < lines.length; i++) {
    if (numberOf(lines[i]!) !== 1) continue;
    let j = i + 1;
    while (j < lines.length && numberOf(lines[j]!) === j - i + 1) j++;
    if (j - i >= 3) return lines.slice(i, j);
  }
  return null;
}

/** Properties of one item: itemprop descendants, not crossing into nested items. */
function microdataItem(scope: HtmlElement): Obj {
  const o: Obj = {};
  if (scope.attrs.itemtype) o['@type'] = scope.attrs.itemtype.split(/\s+/).filter(Boolean);
  const add = (name: string, value: Json) => {
    const prev = o[name];
    o[name] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  };
  // Step containers' lines are read together once all are found: a step's title and text may sit in one container each.
  const stepContainers: HtmlElement[] = [];
  // Ingredient elements are read once all are found: how to read one depends on how many there are.
  const ingredientEls: { prop: string; el: HtmlElement }[] = [];
  const walk = (el: HtmlElement) => {
    for (const c of el.children) {
      if (typeof c === 'string') continue;
      if (c.attrs.itemprop)
        for (const p of c.attrs.itemprop.split(/\s+/).filter(Boolean)) {
          // A list container carrying the property holds one line per block element, not one joined line.
          if (p === 'recipeInstructions' && !('itemscope' in c.attrs)) stepContainers.push(c);
          else if (p === 'recipeIngredient' || p === 'ingredients') ingredientEls.push({ prop: p, el: c });
          else add(p, itemValue(c));
        }
      if (!('itemscope' in c.attrs)) walk(c);
    }
  };
  walk(scope);
  const several = new Set(ingredientEls.map((i) => i.el)).size > 1;
  for (const { prop, el } of ingredientEls) {
    if ('itemscope' in el.attrs) {
      add(prop, itemValue(el));
      continue;
    }
    // One element of several is one ingredient, however its amount and name are laid out ("<dt>40 gr</dt><dd>ontbijtspek</dd>");
    // one holding a list or more than three blocks is a group of lines.
    const items = blockItems(el.tag === 'meta' ? metaContent(el) : el);
    if (several && items.length <= 3 && !items.some((i) => i.kind === 'heading' || i.listed)) add(prop, items.map((i) => i.text).join(' '));
    else for (const v of ingredientValues(items)) add(prop, v);
  }
  // Each step in an element of its own (<li itemprop="recipeInstructions">, one a "Note: …"): each is a structured step, as a HowToStep is.
  const perContainer = stepContainers.map((c) => methodItems(c, ingredientEls));
  const oneEach = perContainer.length >= 2 && perContainer.every((items) => lineItems(items).length <= 1);
  for (const v of stepValues(perContainer.flat(), oneEach)) add('recipeInstructions', v);
  // Repeated ingredient/step properties are lists even with one value.
  for (const k of ['recipeIngredient', 'ingredients', 'recipeInstructions']) if (o[k] !== undefined && !Array.isArray(o[k])) o[k] = [o[k]!];
  return o;
}

/** The schema.org Recipe items a page's microdata marks, none inside another. */
export function collectMicrodata(root: HtmlElement): Obj[] {
  const out: Obj[] = [];
  const inside = new Set<HtmlElement>();
  for (const el of elements(root)) {
    if (!('itemscope' in el.attrs) || !isRecipeType((el.attrs.itemtype ?? '').split(/\s+/))) continue;
    if (inside.has(el)) continue;
    out.push(microdataItem(el));
    for (const d of elements(el)) inside.add(d);
  }
  return out;
}
