/**
 * Names of foods that the taxonomies give only inside the name of a thing made of them: Portuguese
 * "abacaxi" (pineapple) is in "xarope de abacaxi" (pineapple syrup) and "sabor de abacaxi"
 * (pineapple flavouring), never as the fruit's own name. A Romance name "<thing> de <word>" beside
 * the English "<food> <thing>" says that <word> names <food>, when the thing is one made of a food
 * (a drink, a sweet, a sauce, a flour: match.ts madeThing); when the taxonomies have an entry
 * whose English name is <food>, the word becomes one of its names in that language.
 *
 * Kept only when it is sure: the word is one word, no entry has it already in that language, every
 * compound that holds it points to the same food, and two different things made of it say so (one
 * compound alone is a slip too often: "succo di cocomero", watermelon juice, is "cucumber juice").
 */
import { normalise } from '../domain/language/text';
import { madeThing, ROMANCE } from '../search/match';

/** "<thing> <of> <word>": the thing made (one word), then the food it is made of (one word). */
const MADE_OF = /^(\p{L}+)\s+(?:(?:de|di|da|do|du|del|della|dello|delle|dei|degli|des|das|dos)\s+|d['’])(\p{L}+)$/iu;

/** Adds to `entries` the names their compounds' names give (see the module doc); returns how many. */
export function addMadeOfNames(entries: ReadonlyMap<string, { names: Map<string, string[]> }>): number {
  const byEnglish = new Map<string, string>();
  const known = new Set<string>();
  for (const [id, entry] of entries) {
    for (const en of entry.names.get('en') ?? []) byEnglish.set(en.toLowerCase(), id);
    for (const [lang, texts] of entry.names) for (const t of texts) known.add(`${lang}\u0000${t.toLowerCase()}`);
  }
  // (language, word) → the food entries its compounds point to, and the things made (singular).
  const found = new Map<string, { lang: string; word: string; foods: Set<string>; things: Set<string> }>();
  for (const entry of entries.values()) {
    for (const en of entry.names.get('en') ?? []) {
      const words = en.toLowerCase().split(/\s+/);
      if (words.length < 2) continue;
      const stem = words.slice(0, -1).join(' ');
      const food = byEnglish.get(stem) ?? byEnglish.get(stem.replace(/s$/, ''));
      if (!food) continue;
      for (const [lang, texts] of entry.names) {
        if (!ROMANCE.has(lang)) continue;
        for (const text of texts) {
          const [, thing, word] = MADE_OF.exec(text.trim()) ?? [];
          // Only a thing made of the food ("xarope", "néctares"), not a kind of it ("noix de Queensland").
          if (!thing || !word || !madeThing(normalise(thing))) continue;
          const key = `${lang}\u0000${word.toLowerCase()}`;
          if (known.has(key)) continue;
          const seen = found.get(key) ?? { lang, word, foods: new Set<string>(), things: new Set<string>() };
          seen.foods.add(food);
          seen.things.add(normalise(thing).replace(/e?s$/, ''));
          found.set(key, seen);
        }
      }
    }
  }
  let added = 0;
  for (const { lang, word, foods, things } of found.values()) {
    if (foods.size !== 1 || things.size < 2) continue;
    const names = entries.get([...foods][0]!)!.names;
    names.set(lang, [...(names.get(lang) ?? []), word]);
    added++;
  }
  return added;
}
