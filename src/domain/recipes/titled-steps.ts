/**
 * Structured steps that carry only each step's title ("Cook the rice noodles", "Serve") while the page
 * prints each title over the step's text (sunbasket.com's HowToSteps). Where every title is an element
 * of its own on the page with the step's text after it (the elements that follow it in its parent, up
 * to the next title), those texts are the steps and the titles their names. All or nothing: a title not
 * found, or found with no sentence after it, leaves the structured steps as they are.
 */
import { elements, type HtmlElement, type HtmlNode } from './html-tree';
import { isHeadingTag, normaliseSpace, squashed, stripStepNumber, textOf, textWithin } from './page-blocks';
import { numberSteps, type StepGroup } from './layer-recipe';
import { readsAsSentence } from './sentences';

/** A short phrase with no sentence's end: a title, not a step's text. */
const isTitleOnly = (t: string) => t.length <= 60 && t.split(/\s+/).length <= 8 && !/[.!?。！:：]["”)]?$/u.test(t);
const key = (t: string) => normaliseSpace(t).toLowerCase();

export function stepsUnderTitles(root: HtmlElement, groups: StepGroup[]): StepGroup[] | null {
  const titles = groups.flatMap((g) => g.steps.map((s) => s.step));
  const wanted = new Set(titles.map(key));
  if (titles.length < 2 || wanted.size < titles.length || !titles.every(isTitleOnly)) return null;
  const found = new Map<string, string>();
  const titleOf = (n: HtmlNode) => (typeof n === 'string' ? null : textWithin(n, 80, 40));
  for (const el of elements(root)) {
    if (el.tag === 'script' || el.tag === 'head') continue;
    el.children.forEach((child, i) => {
      const t = titleOf(child);
      if (!t || !wanted.has(key(t)) || found.has(key(t))) return;
      const after: HtmlNode[] = [];
      for (const next of el.children.slice(i + 1)) {
        const nt = titleOf(next);
        if (nt && wanted.has(key(nt))) break;
        after.push(next);
      }
      const text = textOf({ tag: 'div', attrs: {}, children: after });
      if (readsAsSentence(text)) found.set(key(t), text);
    });
    if (found.size === wanted.size) break;
  }
  if (found.size < wanted.size) return null;
  return groups.map((g) => ({ name: g.name, steps: numberSteps(g.steps.map((s) => ({ step: found.get(key(s.step))!, name: s.step }))) }));
}

/**
 * Structured steps that begin with the step's heading, joined to its text with no stop ("Make the cake
 * Preheat oven…"), where the page prints that heading (h1-h6) over the rest of the step (foodandwine.com's
 * HowToSteps, which join each step's subheading to its paragraph): the heading is the step's name and the
 * paragraph (or paragraphs, up to the next heading), as the page prints it, its text; a heading that opens with the
 * step's label ("Krok 1: NAMACZAMY BUŁKĘ") is read without it. Step by step: a step without such a heading, or one
 * already named, stays as it is.
 */
export function headedSteps(root: HtmlElement, groups: StepGroup[]): StepGroup[] | null {
  const following = new Map<string, Map<string, string>>();
  for (const el of elements(root)) {
    if (el.tag === 'script' || el.tag === 'head') continue;
    const blocks = el.children.filter((c): c is HtmlElement => typeof c !== 'string');
    blocks.forEach((h, i) => {
      const heading = isHeadingTag(h.tag) && blocks[i + 1] ? textWithin(h, 80, 40) : null;
      // A heading that prints the step's label before its title ("Krok 1: NAMACZAMY BUŁKĘ"): the title is the rest.
      const t = heading ? stripStepNumber(heading) || heading : null;
      if (!t || !isTitleOnly(t)) return;
      const texts = following.get(key(t)) ?? new Map<string, string>();
      // The step's text is the paragraph after the heading, or the paragraphs up to the next heading (kuchnialidla.pl prints
      // a step's remark as a paragraph of its own); a paragraph, not a page's worth: longer runs are not read.
      let after = '';
      for (const next of blocks.slice(i + 1)) {
        const part = isHeadingTag(next.tag) ? null : textWithin(next, 3000);
        if (!part || after.length + part.length > 3000) break;
        after = after ? `${after} ${part}` : part;
        // Compared squashed (no spaces or stops): structured text written from markup may set a space before a stop ("over top . Slice").
        texts.set(squashed(after), after);
      }
      if (texts.size) following.set(key(t), texts);
    });
  }
  if (!following.size) return null;
  let changed = false;
  const split = (step: string, name: string | null) => {
    if (name) return { step, name };
    for (const [title, texts] of following) {
      const rest = key(step).startsWith(`${title} `) ? normaliseSpace(normaliseSpace(step).slice(title.length)) : '';
      const shown = rest && readsAsSentence(rest) ? texts.get(squashed(rest)) : undefined;
      if (shown) {
        changed = true;
        return { step: shown, name: normaliseSpace(step).slice(0, title.length) };
      }
    }
    return { step, name };
  };
  const out = groups.map((g) => ({ name: g.name, steps: numberSteps(g.steps.map((s) => split(s.step, s.name))) }));
  return changed ? out : null;
}

/**
 * An element that breaks the line where it stands: a <br>, or an empty block between two runs of text (a recipe card's
 * `<div class="wprm-spacer"></div>` between the parts of one step: ditchthecarbs.com).
 */
const breaksLine = (el: HtmlElement) =>
  el.tag === 'br' || ((el.tag === 'div' || el.tag === 'p' || el.tag === 'hr') && !el.children.some((c) => typeof c !== 'string' || c.trim()));

/** The longest page text (trimmed) a structured step is compared with. */
const SHOWN_MAX = 5000;

/**
 * An element's text with each <br> (or empty block: breaksLine) as a line break (script and style not read), trimmed; null once it runs
 * past `max` characters, so that every wrapper of a long page (each <td> of nested tables) is not read whole.
 */
function textWithBreaks(el: HtmlElement, max: number): string | null {
  let out = '';
  // Where the trimmed text starts and ends so far: later text can only lengthen it.
  let start = -1;
  let end = 0;
  const stack: HtmlNode[] = [el];
  while (stack.length) {
    const x = stack.pop()!;
    if (typeof x !== 'string' && !breaksLine(x)) {
      if (x.tag !== 'script' && x.tag !== 'style') for (let i = x.children.length - 1; i >= 0; i--) stack.push(x.children[i]!);
      continue;
    }
    const at = out.length;
    out += typeof x === 'string' ? x : '\n';
    const first = out.slice(at).search(/\S/);
    if (first < 0) continue;
    if (start < 0) start = at + first;
    end = at + out.slice(at).trimEnd().length;
    if (end - start > max) return null;
  }
  return out.slice(Math.max(start, 0), end);
}

/**
 * `step` with a space where the page's `shown` text breaks the line (<br>) between two of its characters
 * and `step` has none ("in alarge storage tub" for "in a<br>large storage tub"); null when the two differ
 * otherwise, or no space is missing.
 */
function spacedAt(step: string, shown: string): string | null {
  let out = '';
  let i = 0;
  let j = 0;
  let added = false;
  while (i < step.length && j < shown.length) {
    if (step[i] === shown[j]) {
      out += step[i++];
      j++;
    } else if (/\s/.test(shown[j]!)) {
      const run = /^\s+/.exec(shown.slice(j))![0];
      j += run.length;
      if (/\s/.test(step[i]!)) continue;
      if (!run.includes('\n')) return null;
      out += ' ';
      added = true;
    } else if (/\s/.test(step[i]!)) {
      out += step[i++];
    } else return null;
  }
  return added && i === step.length && !shown.slice(j).trim() ? out : null;
}

/**
 * Structured steps written from markup that dropped its line breaks, running two words together where the
 * card breaks the line ("yeast and sugar in alarge storage tub" for "in a<br>large storage tub"): the space
 * the page shows there. Only where the page prints the step (an element with a <br> of its own), the same
 * text but for those spaces. Null when no step changes.
 */
export function spacedAtBreaks(root: HtmlElement, groups: StepGroup[]): StepGroup[] | null {
  const shown = new Map<string, string>();
  for (const el of elements(root)) {
    if (el.tag === 'script' || el.tag === 'head' || !el.children.some((c) => typeof c !== 'string' && breaksLine(c))) continue;
    const text = textWithBreaks(el, SHOWN_MAX);
    if (text !== null) shown.set(squashed(text), text);
  }
  if (!shown.size) return null;
  let changed = false;
  const out = groups.map((g) => ({
    name: g.name,
    steps: g.steps.map((s) => {
      const page = shown.get(squashed(s.step));
      const spaced = page ? spacedAt(s.step, page) : null;
      if (!spaced) return s;
      changed = true;
      return { ...s, step: spaced };
    }),
  }));
  return changed ? out : null;
}
