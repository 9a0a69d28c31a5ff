/**
 * Other foods a line allows: "butter or margarine", "chicken or vegetable stock", "instant yeast or
 * 1 1/4 tsp active dry yeast". The first named is the line's food.
 */
import { ACTION_WORD_RE, COLOURS, MADE_OF, MODIFIERS } from './ingredient-words';
import { tidy } from './line-text';
import { stripQuantityWords } from './measure-readers';
import { readMeasurePart } from './measure-part';

/** Hyphenated describing words: "semi-sweet", "low-fat", "gluten-free", "reduced-sodium". */
const COMPOUND_ADJECTIVE_RE = /^(?:semi|low|reduced|non|full|extra|half)-\p{L}+$|^\p{L}+-(?:free|fat|sodium|sugar|sweet|sweetened)$/u;

export function splitAlternatives(name: string): { name: string; alternatives: string[] } {
  // "instant yeast or 1 1/4 tsp active dry yeast": an alternative with its own amount.
  // Other languages' "or" too: "levadura seca o 20 g de levadura fresca", "Hefe oder 1 Würfel Frischhefe".
  const measured = name.match(/^(\p{L}.*?)\s+(?:or|o|ou|oder|eller|lub|albo|oppure|ofwel)\s+(?=\d)(.+)$/u);
  if (measured) {
    const alt = tidy(readMeasurePart(measured[2]!).rest);
    return { name: tidy(measured[1]!), alternatives: /^\p{L}/u.test(alt) ? [alt] : [] };
  }
  if (/\d\s*\/\s*\d/.test(name)) return { name, alternatives: [] };
  const parts = name
    .split(/\s+or\s+|\s*\/\s*(?=\p{L})/u)
    .map((p) => tidy(stripQuantityWords(p)))
    .filter(Boolean)
    // "red yellow or green bell pepper": colours side by side are a list, each a variety.
    .flatMap((p, i, all) => (i < all.length - 1 && p.split(' ').every((w) => COLOURS.has(w)) ? p.split(' ') : [p]));
  if (parts.length < 2) return { name, alternatives: [] };
  const last = parts[parts.length - 1]!.split(' ');
  // "chicken or vegetable stock" → "chicken stock" / "vegetable stock"; "rye or whole wheat flour" → "rye flour".
  // A describing word before "or" answers the word after it whatever that is ("semi-sweet or dark
  // chocolate chips", "yellow or vanilla cake mix", "caster/superfine sugar"); "honey or maple syrup" stays honey.
  const describes = (w: string) => MODIFIERS.has(w) || ACTION_WORD_RE.test(w) || COMPOUND_ADJECTIVE_RE.test(w);
  if (last.length >= 2 && parts.slice(0, -1).every((p) => !p.includes(' ') && describes(p))) {
    // The first word answers the alternatives; a word naming what the food is made of stays in the
    // head after it ("creamy or crunchy peanut butter", "light or dark brown sugar"; "rye or whole wheat flour" is rye flour),
    // and so does a colour ("fresh or frozen green peas", "liquid or gel red food coloring").
    let i = 1;
    while (i < last.length - 1 && describes(last[i]!) && !MADE_OF.has(last[i]!) && !COLOURS.has(last[i]!)) i++;
    const head = last.slice(i).join(' ');
    return { name: `${parts[0]} ${head}`, alternatives: [...parts.slice(1, -1).map((p) => `${p} ${head}`), parts[parts.length - 1]!] };
  }
  return { name: parts[0]!, alternatives: parts.slice(1) };
}
