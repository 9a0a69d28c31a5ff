/**
 * Boxes of facts a page prints under or beside a section's heading ("Préparation" / "15 min", "Prep Time: 0:10",
 * "Servings" / "4"): short lines, times and numbers, no method and no ingredient list.
 */
import { lineItems, type BlockItem } from './page-blocks';
import { labelledFacts } from './labelled-facts';
import { minutesOf } from './page-quantities';
import { readsAsSentence } from './sentences';

/** A line of some letter or digit: not only an icon font's glyph (one beside each time of a box of facts). */
export const hasWords = (l: BlockItem) => /[\p{L}\p{N}]/u.test(l.text);

/** The lines of a box of facts: a few short lines outside any list, none a sentence; null when the items are more. */
function factLines(items: BlockItem[]): BlockItem[] | null {
  const ls = lineItems(items).filter(hasWords);
  return ls.length <= 8 && ls.every((l) => !l.listed && l.text.length <= 30 && !readsAsSentence(l.text)) ? ls : null;
}

/**
 * A box of facts under a method's word ("Préparation 15 min" / "Cuisson 10 min", "Rendimento" / "4
 * porções"): fact lines, half of them times or numbers. No method (one of short steps is written as a
 * list: "Oil the dish", "Bake 10 min").
 */
export function isFacts(items: BlockItem[]): boolean {
  const ls = factLines(items);
  return !!ls && ls.length > 0 && ls.filter((l) => minutesOf(l.text) !== null || /^\d/.test(l.text)).length * 2 >= ls.length;
}

/** A line stating a time or yield under its label ("Prep Time: 0:10", "Serves: 4"), whatever the value's format. */
const isLabelledFact = (l: BlockItem) => {
  const f = labelledFacts([l]);
  return !!(f.prep || f.cook || f.total || f.yields.length);
};

/**
 * A box of facts each under a label of its own ("Prep Time: 0:10" / "Cook Time: 0:00" / "Total Time: 0:10"). Not a
 * value alone ("40 minuti" under a "Preparazione" that is the time's label, not the method's heading).
 */
export function isLabelledFactsBox(items: BlockItem[]): boolean {
  const ls = factLines(items);
  return !!ls && ls.length > 0 && ls.every(isLabelledFact);
}

/**
 * How many lines open a method with the facts beside it (a box of times under the heading: "20 min" /
 * "75 min", "1 Std. 25 Min." / "Gesamtzeit") before its first sentence or the title of its first part:
 * short lines, half of them times. 0 when the method opens otherwise, or has no sentence after them.
 */
export function leadingFacts(items: BlockItem[]): number {
  const sentence = (i: BlockItem) => i.kind === 'line' && readsAsSentence(i.text);
  const k = items.findIndex((i) => sentence(i) || i.kind === 'heading');
  if (k <= 0 || !items.slice(k).some(sentence)) return 0;
  const before = items.slice(0, k).filter((i) => i.kind === 'heading' || hasWords(i));
  const times = before.filter((i) => minutesOf(i.text) !== null).length;
  return before.every((i) => i.kind === 'line' && i.text.length <= 30) && times > 0 && times * 2 >= before.length ? k : 0;
}

/**
 * A box of facts under a label naming the ingredients ("Ingredients & Directions": "Yields" / "1 cake" /
 * "Prep" / "15 Min."; "Ingredienti 11": "Facilità" / "facile" / "Pronto in 45 minuti"): fact lines, one
 * of them a time with its unit. No ingredient list: the page's list is under another label.
 */
export function isTimesBox(items: BlockItem[]): boolean {
  return factLines(items)?.some((l) => minutesOf(l.text) !== null && /\p{L}/u.test(l.text)) ?? false;
}

/** A line of a timing widget: a time and no sentence ("Prep: 15 min."). */
export const isTimingLine = (l: BlockItem) => minutesOf(l.text) !== null && !readsAsSentence(l.text);
