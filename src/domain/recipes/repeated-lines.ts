/** Lines a page prints twice: a whole list run through again, and short labels repeated between the steps. */
import { PRINTED_NUMBER, type BlockItem } from './page-blocks';
import { AMOUNT_FIRST, minutesOf } from './page-quantities';

/**
 * Short lines the page repeats between the steps of one part, the same three words or fewer twice or more,
 * no sentence ("Klar" and "Hotové" on each step's done box, a photo credit under each picture, a step counter "/8",
 * the tool of each step "Knife"): widgets, no steps. A step that says the same twice ("Set aside.") stays,
 * as does one each part of the method repeats ("Cut date in half lengthwise" for each kind of stuffed date).
 */
export function repeatedLabels(items: BlockItem[]): Set<string> {
  // A layer of a layering order ("5 phyllo sheets, buttered" / "1/3 nut mixture" / … / "1/3 nut mixture"): an amount and what it is, no time.
  const isLayer = (t: string) => AMOUNT_FIRST.test(t) && minutesOf(t) === null && (t.match(/\p{L}{2,}/gu) ?? []).length >= 2;
  const out = new Set<string>();
  let seen = new Set<string>();
  for (const it of items) {
    if (it.kind === 'heading') seen = new Set();
    else if (it.text.length <= 30 && it.text.split(' ').length <= 3 && !/[.!?。！:：]["”)]?$/u.test(it.text) && !isLayer(it.text)) {
      if (seen.has(it.text)) out.add(it.text);
      seen.add(it.text);
    }
  }
  return out;
}

/**
 * A method or an ingredient list whose lines run through twice, one copy right after the other (a preview
 * of the steps and then all of them, one list for each screen size), without the second copy: two lines or
 * more repeated in order, no heading among them.
 */
export function withoutRepeat(items: BlockItem[]): BlockItem[] {
  // A step's number printed apart ("1", "2.") is left out of the comparison: the preview may lack the first.
  const at = items.flatMap((it, i) => (it.kind === 'line' && !PRINTED_NUMBER.test(it.text) ? [i] : []));
  const text = (k: number) => items[at[k]!]!.text;
  const later = new Map<string, number[]>();
  at.forEach((_, k) => {
    const seen = later.get(text(k));
    if (seen) seen.push(k);
    else later.set(text(k), [k]);
  });
  for (let i = 0; i < at.length; i++) {
    for (const j of later.get(text(i))!) {
      if (j < i + 2) continue;
      if (2 * j - i > at.length) break;
      let k = 1;
      while (k < j - i && text(i + k) === text(j + k)) k++;
      // Parts under headings of their own that say the same ("Grilled" / "Fried": each its steps) are no copy.
      const copy = k === j - i && !items.slice(at[i], at[j + k - 1]).some((it) => it.kind === 'heading');
      if (copy) return [...items.slice(0, at[j]), ...items.slice(at[j + k - 1]! + 1)];
    }
  }
  return items;
}
