/**
 * Structured steps that carry only each step's title ("Cook the rice noodles", "Serve") while the page
 * prints each title over the step's text (sunbasket.com's HowToSteps). Where every title is an element
 * of its own on the page with the step's text after it (the elements that follow it in its parent, up
 * to the next title), those texts are the steps and the titles their names. All or nothing: a title not
 * found, or found with no sentence after it, leaves the structured steps as they are.
 */
import { elements, type HtmlElement, type HtmlNode } from './html-tree';
import { normaliseSpace, textOf, textWithin } from './page-blocks';
import { numberSteps, readsAsSentence, type StepGroup } from './page-layers';

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
