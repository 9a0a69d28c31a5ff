/**
 * What to search for in a query that is an ingredient line ("1 cup cooked red lentils",
 * "2 large eggs", "half cup cottage cheese", "two slices bread"): the food, without amount, unit and
 * size, keeping the words that choose a form of it ("cooked", "raw", "canned"). The amount may be
 * a figure or a word of how many. Plain names ("2% milk", "7 up", "half and half") are searched as typed.
 */
import { parseIngredientLine } from '../domain/language/ingredient-line';
import { NUMBER_WORDS, VULGAR_FRACTIONS } from '../domain/language/numbers';

/** Preparation words that name a different food, not a kitchen step. */
const FORM_WORDS = /\b(cooked|raw|boiled|fried|roasted|baked|grilled|steamed|canned|dried|frozen|smoked|mashed|toasted)\b/gi;

export function searchText(typed: string): string {
  if (!/\d/.test(typed) && !COUNT_START.test(typed)) return typed;
  const query = typed.replace(LEAN_RATIO, (ratio, lean: string, fat: string) =>
    Number(lean) + Number(fat) === 100 && Number(lean) > Number(fat) ? `${lean}% lean ${fat}% fat` : ratio,
  );
  const line = parseIngredientLine(query);
  const name = line.name.trim();
  // A name that starts with a number was no line: "3 in 1 coffee" is no 3 inches of "1 coffee".
  if (line.quantity === null || (line.unit === null && line.size === null) || !name || /^\d/.test(name)) return query;
  const forms = (line.preparation ?? '').match(FORM_WORDS) ?? [];
  const missing = forms.filter((f) => !new RegExp(`\\b${f}\\b`, 'i').test(name));
  return [...missing, name].join(' ');
}

/**
 * A diary's shorthand spelt out as the tables' names say it: words written with signs ("bagel w/
 * cream cheese", "coffee w/o sugar", "chicken n waffles", "rice + beans", "o/n oats"), clipped
 * words and initials (SHORTHAND: "chx breast", "lf milk"), and who the food was for, left out
 * ("steamed broccoli for baby"). A lone "w" is left: it is Polish for "in" ("śledź w oleju"). The
 * query as typed when it has none.
 */
export function spelledOut(typed: string): string {
  const out = typed
    .replace(/\bw\/(?:o|out)\b/gi, ' without ')
    .replace(/\bw\/\s*/gi, ' with ')
    .replace(/\bo\/n\b/gi, ' overnight ')
    .replace(MADE_WITH, ' with ')
    .replace(/(?<=\p{L})\s*\+\s*(?=\p{L})/gu, ' and ')
    .replace(/(?<=\p{L})\s+'?n'?\s+(?=\p{L})/gu, ' and ')
    .replace(SHORTHAND_WORD, (word) => SHORTHAND[word.toLowerCase()]!)
    .replace(FOR_WHOM, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return out === typed.replace(/\s{2,}/g, ' ').trim() ? typed : out;
}

/**
 * "Made with" and "prepared with" say what a food was made with, as "with" does: the tables say it
 * either way ("Soup, cream of potato, canned, prepared with equal volume milk"; FNDDS's "made with
 * water"), so the verb is no word a name must hold. "Cooked with" keeps its state word.
 */
const MADE_WITH = /\b(?:made|prepared)\s+with\b/gi;

/** Who a food was for, said last ("mashed banana for baby", "pasta for the kids"): the food is the same. */
const FOR_WHOM = /\s+for\s+(?:my\s+|the\s+|a\s+)?(?:bab(?:y|ies)|toddlers?|kids?|child(?:ren)?|infants?)\s*$/i;

/**
 * Clipped words and initials people type for a food's words, each with one meaning in a food
 * diary ("chx", "lf"), spelt out before the search reads the query. Words people say, not only
 * write ("sarnie", "shrooms"), are synonyms (src/domain/language/synonyms.ts), read as the tables'
 * word where typed and carried by aliases where a name allows.
 */
const SHORTHAND: Readonly<Record<string, string>> = {
  chx: 'chicken',
  chkn: 'chicken',
  chz: 'cheese',
  cinn: 'cinnamon',
  choco: 'chocolate',
  pepp: 'pepperoni',
  broc: 'broccoli',
  yog: 'yogurt',
  bfast: 'breakfast',
  pwdr: 'powder',
  dbl: 'double',
  lf: 'low fat',
  nf: 'nonfat',
  rf: 'reduced fat',
  sf: 'sugar free',
};
const SHORTHAND_WORD = new RegExp(`(?<![\\p{L}\\p{N}])(?:${Object.keys(SHORTHAND).join('|')})(?![\\p{L}\\p{N}])`, 'giu');

/**
 * Ground meat's lean-to-fat ratio as the packs print it ("85/15 ground turkey", "93/7"): the tables
 * say "85% lean, 15% fat", and the line parser would read a fraction, a count of 5.7.
 */
const LEAN_RATIO = /\b(\d{2})\s*\/\s*(\d{1,2})\b/g;

/**
 * How a count may start: a digit, a number word, or an article before a word of how many ("a
 * dozen eggs", "a couple of bananas", "a pair of kiwis"), which the ingredient-line parser reads as
 * 12 and 2. A bare "a" before the food is no count to take off: it is a stop word already.
 */
const COUNT_START = new RegExp(
  String.raw`^\s*(?:[\d${VULGAR_FRACTIONS}]|(?:${[...Object.keys(NUMBER_WORDS), 'half', 'quarter', 'dozen'].join('|')})\b|an?\s+(?:dozen|couple|pair)\b)`,
  'i',
);

/**
 * The query without a leading count of the food ("2 bananas", "three eggs", "half a grapefruit"
 * → the food), or null when it has none. A number that belongs to a name ("7 up", "3 musketeers")
 * is told apart by the search, which keeps what the words as typed name surely; a percentage
 * ("2% milk") and a zero ("zero sugar cola") are never a count.
 */
export function withoutCount(query: string): string | null {
  // Most queries start with a word: the parser is asked only when the first could be a count.
  if (!COUNT_START.test(query)) return null;
  const line = parseIngredientLine(query);
  const name = line.name.trim();
  // Nobody logs none of a food: "zero sugar cola", "0 calorie drink" say what it is without.
  if (line.quantity === null || line.quantity === 0 || line.unit !== null || line.size !== null || !name || /^(%|percent\b)/i.test(name)) return null;
  return name.toLowerCase() === query.trim().toLowerCase() ? null : name;
}
