/**
 * What a table's synonym for a food is. FNDDS lists under one food code the names people use for
 * it, the brands it stands in for and notes on what the code covers ("Chocolate candy, cookie
 * filled": "Kit Kat", "Twix"; "Cheese sandwich": "other cheese such as Swiss, mozzarella"), and
 * other foods it is used for ("pollock" on haddock, "elk" on venison). Only the first are names of
 * the food: a brand or another food is a stand-in (the code answers for it, but is not it), and a
 * coverage note names other foods.
 */
import { editDistance, tokenize, withoutAsides } from '../language/text';
import type { FoodRecord, LocalName } from './food';

export type SynonymKind = 'name' | 'stand-in' | 'coverage';

/** Source of a local name that is a brand or another food the food stands in for (not one of its names). */
export const BRAND_STAND_IN_SOURCE = 'fndds-brand';
/** Source of a local name that FNDDS gives among a food's additional descriptions and that names the food (SynonymKind 'name'). */
export const FNDDS_NAME_SOURCE = 'fndds';

/**
 * Notes on what a code covers or leaves open ("other cheese such as …", "NS as to fat", "all
 * flavors"), and on the fat it was cooked with ("cooking spray" on cooked carrots is no name).
 */
const COVERAGE = /^(other|any|all|most|assorted|includes?|including|made with|with or without|NS|NFS)\b|\bsuch as\b|\bNS as to\b|\b(cooking|nonstick) spray\b/i;

/**
 * "X, NFS" or "X, NS as to …" (a synonym, or an FNDDS name): X, not further specified, is coded
 * as this food ("tea, NS as to type" on "Tea, hot, leaf, black"). The note must end the text:
 * "Tomatoes, NS as to form, cooked" is what cooked tomatoes mean, not what "tomatoes" means.
 */
const NOT_SPECIFIED = /^(.+?),?\s+(?:NFS|NS as to\b[^,]*)$/i;

/** X of "X, NFS" or "X, NS as to …", or undefined for any other text. */
export const unspecified = (text: string): string | undefined => NOT_SPECIFIED.exec(text.trim())?.[1];

/** A word one letter away from a word of `name` (both of three letters or more). */
function respells(word: string, name: string): boolean {
  return (
    word.length >= 3 &&
    name
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .some((w) => w.length >= 3 && editDistance(word, w, 1) <= 1)
  );
}

/** Some word of three letters or more of `text` is a word of `name`, or one letter from it ("dal" in "daal soup"). */
export function sharesWord(text: string, name: string): boolean {
  return text.split(/[^\p{L}]+/u).some((w) => w.length >= 3 && respells(w, name));
}

/** A capitalised word ("Velveeta", "McDonald's", "Cap'n"). */
const CAPITALISED = /^[A-Z][\p{L}'’&.-]*$/u;

/**
 * Kind of a synonym, given the lower-case words of the table's own food descriptions
 * (`vocabulary`): a capitalised word the table never uses to describe a food is a brand or a
 * proper name ("Snickers", "Dunkin Donuts"), and so is a Title Case phrase; such a synonym is a
 * stand-in. Some dish names in Title Case ("Caprese Salad") become stand-ins too: unsure, not wrong.
 * `name`: the food's own description, whose words a one-word synonym may respell.
 */
export function synonymKind(text: string, vocabulary: ReadonlySet<string>, name = ''): SynonymKind {
  // X not further specified names the food (see defaultsOf), unless X is a brand ("Kool-Aid, NS as to sweetener").
  const x = unspecified(text);
  if (x !== undefined) return COVERAGE.test(x) ? 'coverage' : isProper(x, vocabulary) ? 'stand-in' : 'name';
  if (COVERAGE.test(text)) return 'coverage';
  // One word is never the table's name for a food. A word it uses for foods is a variant the code
  // covers ("senbei; plain; ginger; seaweed" on a tea cookie, "cheese" on a vegetable wrap); a word
  // it never uses is another food the code is used for ("pollock" on haddock, "elk" on venison,
  // "grouse" on pheasant, "senbei" on the tea cookie), or at most a word for it the table does not
  // otherwise know ("blutwurst"): a stand-in, never a sure answer. Unless it respells a word of the
  // food's own name ("daal" on "Dal", "possum" on "Opossum"): that is the food's name.
  const word = text.trim().toLowerCase();
  if (!/[\s,;/()]/.test(word)) return vocabulary.has(word) ? 'coverage' : respells(word, name) ? 'name' : 'stand-in';
  if (isProper(text, vocabulary)) return 'stand-in';
  // Words none of which the food's own name uses name another thing the code is used for ("sour
  // dough" on "Muffin, English", "pretzel bun" on "Bread, white", "white zinfandel" on "Wine, rose").
  if (name && !text.includes(',') && !sharesWord(word, name)) return 'stand-in';
  // A list is the variants the code covers ("almond, coconut, rice, or soy milk" on a smoothie,
  // "pesto, garlic, or herb sauce" on a pasta), not a name.
  return text.includes(',') ? 'coverage' : 'name';
}

/**
 * Whether a text is a brand or a proper name: a capitalised word the table never uses for a food,
 * or Title Case of plain words ("Frosted Flakes", "Special K"; the table writes its own names in
 * sentence case, "Honey dijon dressing").
 */
function isProper(text: string, vocabulary: ReadonlySet<string>): boolean {
  const words = text.split(/[\s,;/()]+/).filter(Boolean);
  const proper = words.some(
    (w) =>
      CAPITALISED.test(w) &&
      !vocabulary.has(
        w
          .toLowerCase()
          .replace(/[’']s$/, '')
          .replace(/[^\p{L}]/gu, ''),
      ),
  );
  return proper || (words.length > 1 && words.every((w) => CAPITALISED.test(w)));
}

/** Lower-case words of descriptions, parenthesised text left out (it holds brands: "(Red Bull)"). */
export function descriptionVocabulary(descriptions: Iterable<string>): Set<string> {
  const out = new Set<string>();
  for (const d of descriptions) {
    for (const w of withoutAsides(d)
      .toLowerCase()
      .split(/[^\p{L}]+/u))
      if (w) out.add(w);
  }
  return out;
}

/** Whether a food's local name is a brand or another food it stands in for (not one of its names). */
export function isStandIn(name: LocalName): boolean {
  return name.source === BRAND_STAND_IN_SOURCE;
}

/**
 * What a bare name means by the table's own word: "lasagna" is "Lasagna with meat" ("lasagna NFS"),
 * "apple" is "Apple, raw", before pasta whose common names list lasagna among its shapes; and an
 * FNDDS food named "X, NFS" is what X means ("Beans, NFS" for "beans", not green beans). A synonym
 * counts only when it shares a word with the first part of the food's own name: "frozen, NFS" on
 * "Waffle, plain, frozen" says which waffle, not what "frozen" means.
 */
export function defaultsOf(food: FoodRecord): string[] {
  // The food's own name "X, NFS", X one part (not "Cheese, Mozzarella, NFS": which cheese).
  const named = food.dataset === 'usda-fndds' ? unspecified(food.name) : undefined;
  const own = named !== undefined && !named.includes(',') ? [named.trim().toLowerCase()] : [];
  const first = new Set(tokenize(food.name.split(',')[0]!));
  const synonyms = (food.names ?? [])
    .filter((n) => n.source === FNDDS_NAME_SOURCE)
    .map((n) => unspecified(n.text)?.toLowerCase())
    .filter((term): term is string => term !== undefined && tokenize(term).some((w) => first.has(w)));
  return [...new Set([...own, ...synonyms])];
}
