/**
 * Free-text meals → items: "two eggs and a slice of toast with butter" → [2 eggs] [1 slice toast]
 * [butter: one standard portion]. Deterministic: new lines, commas, semicolons, "and", "with",
 * "plus", "&", "+", "along with", "then", and "on" before a bread or rice ("eggs on toast")
 * separate items, and "and" and "with" of other European languages ("dos huevos y una tostada");
 * a split never happens inside a number ("1 and 1/2 cups") or inside a dish name
 * ("mac and cheese", "a ham and cheese sandwich"). Each item is read by the ingredient-line parser;
 * an item without a number counts as one standard portion (`quantity: 1`, `default_portion: true`),
 * which gram resolution takes from the food's reference amount or first household measure (see
 * src/domain/language/grams.ts).
 */
import { normaliseNumerals, OTHER_LANGUAGE_AND } from './numbers';
import { parseIngredientLine, type ParsedIngredientLine } from './ingredient-line';

const MAX_MEAL_CHARS = 1000;
export const MAX_MEAL_ITEMS = 30;

export interface MealItem {
  /** The item phrase as split from the text. */
  text: string;
  /** As written; 1 for an item with no number (see `default_portion`). */
  quantity: number | null;
  quantity_max: number | null;
  unit: string | null;
  name: string;
  preparation: string | null;
  size: string | null;
  /** No number was written: the item stands for one standard portion. */
  default_portion: boolean;
  /** The full parse, with `quantity` and `quantity_known` as used for the item. */
  parsed: EatenLine;
}

/** Names that hold a joiner ("and", "with", "con", "e"): never split ("mac and cheese", "chili con carne", "vitamin e"). */
const COMPOUNDS = [
  'mac and cheese',
  'macaroni and cheese',
  'salt and pepper',
  'fish and chips',
  'peanut butter and jelly',
  'peanut butter and jam',
  'pb and j',
  'bread and butter pudding',
  'sweet and sour',
  'surf and turf',
  'bangers and mash',
  'cookies and cream',
  'half and half',
  'spaghetti and meatballs',
  'rice and peas',
  'franks and beans',
  'pork and beans',
  'biscuits and gravy',
  'chicken and waffles',
  'chicken and dumplings',
  'steak and kidney pie',
  'oil and vinegar',
  'salt and vinegar',
  'sour cream and onion',
  'strawberries and cream',
  'cheese and onion',
  'ham and cheese',
  'shrimp and grits',
  'lox and bagel',
  'pie and mash',
  'hot and sour soup',
  'black and white cookie',
  'rock and rye',
  'gin and tonic',
  'rum and coke',
  'vodka and tonic',
  'whisky and soda',
  'chips and guac',
  'chili con carne',
  'chile con carne',
  'arroz con leche',
  'arroz con pollo',
  'café con leche',
  'pan con tomate',
  'pain et beurre',
  'vitamin e',
];
/** Nouns that end a dish named by two foods: "chicken and rice soup", "ham and cheese sandwich". */
const DISH_NOUNS =
  /\b(?:sandwich(?:es)?|sub|panini|toastie|wrap|burrito|quesadilla|taco|pizza|pie|soup|stew|salad|omelet(?:te)?|curry|stir[- ]fry|casserole|smoothie|bagel|croissant|roll|bowl|pasta|risotto|noodles|fried rice|dumplings|skewers?|kebab)s?$/i;

const MEAL = `(?:breakfast|brunch|lunch|dinner|supper|snack|dessert|tea|meal)s?`;
const FILLER_START = new RegExp(
  String.raw`^(?:for|at)\s+(?:(?:my|a|an)\s+)?${MEAL}\s*(?:today|tonight|this morning)?\s*[:,-]?\s*|^(?:(?:my|a|an)\s+)?${MEAL}\s*(?:today|tonight|this morning)?\s*(?:was|is|:|-)\s*|` +
    String.raw`^(?:today|tonight|this morning|yesterday|earlier)\s*,?\s*|^(?:i|we)\s+(?:just\s+|also\s+|then\s+)?(?:had|ate|have|drank|eat|drink|got|grabbed|made|cooked|snacked on)\s+|^(?:had|ate|drank|also|then|and then|plus)\s+`,
  'i',
);
const FILLER_END = /\s*(?:for (?:breakfast|brunch|lunch|dinner|supper|dessert|a snack)|today|tonight|this morning|earlier|on the side|as a snack)\s*$/i;

/** "eggs on toast", "beans on a bagel": what a food is served on is another item (never "corn on the cob"). */
const SERVED_ON = String.raw`\bon\b(?=\s+(?:(?:a|an|some|two|\d+)\s+)?(?:(?:slices?|pieces?)\s+of\s+)?(?:toast|bread|bagels?|english muffins?|rice|crackers?|buns?|rolls?|pitta|pita|naan|tortillas?|a bed of)\b)`;
/** "And" and "with" in Spanish, Portuguese, Italian, French, German, Dutch and the Scandinavian languages. */
const OTHER_LANGUAGE_JOINERS = [...OTHER_LANGUAGE_AND, 'con', 'com', 'mit', 'avec', 'med'].join('|');
const SEPARATOR = new RegExp(
  String.raw`\s*(?:[\n;,+&]|\s-\s|\bw\/(?=\s)|\b(?:and|with|plus|along with|as well as|followed by|then)\b|(?<![\p{L}\p{N}])(?:${OTHER_LANGUAGE_JOINERS})(?![\p{L}\p{N}])|${SERVED_ON})\s*`,
  'iu',
);
/** SEPARATOR for every match (matchAll reads a copy, so the module's instance keeps no state). */
const SEPARATOR_ALL = new RegExp(SEPARATOR, 'giu');
/** The compounds as patterns, any spacing inside (replace starts each from the beginning). */
const COMPOUND_RES = COMPOUNDS.map((c) => new RegExp(`\\b${c.replace(/ /g, '\\s+')}\\b`, 'gi'));

function protect(text: string): { text: string; restore: (s: string) => string } {
  const saved: string[] = [];
  let out = text;
  for (const re of COMPOUND_RES) {
    out = out.replace(re, (m) => {
      saved.push(m);
      return `\u0000${saved.length - 1}\u0000`;
    });
  }
  // "1 and 1/2 cups", "2 and a half slices": one number.
  out = out.replace(/\b(\d+)\s+and\s+(?=(?:\d+\/\d+|a\s+half|a\s+quarter)\b)/gi, (m) => {
    saved.push(m);
    return `\u0000${saved.length - 1}\u0000`;
  });
  const restore = (s: string) => s.replace(/\u0000(\d+)\u0000/g, (_m, i: string) => saved[Number(i)]!);
  return { text: out, restore };
}

function stripFiller(s: string): string {
  let out = s.trim();
  for (let i = 0; i < 3; i++) {
    const next = out.replace(FILLER_START, '').replace(FILLER_END, '').trim();
    if (next === out) break;
    out = next;
  }
  return out
    .replace(/^(?:a\s+)?side\s+of\s+/i, '')
    .replace(/[.!?]+$/, '')
    .trim();
}

/** The item phrases of a meal, in order. */
export function splitMeal(text: string): string[] {
  const clean = normaliseNumerals(String(text ?? '').slice(0, MAX_MEAL_CHARS))
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f\ufffd]/g, ' ')
    // Sentence ends separate items; "1 tbsp. honey" keeps its abbreviation.
    .replace(/[.!?]+(?=\s+[A-Z]|\s*$)/g, ',');
  const { text: guarded, restore } = protect(clean);
  const raw = guarded.split(SEPARATOR).map((s) => restore(s ?? ''));
  // "a ham and cheese sandwich" split above as "a ham" | "cheese sandwich": join a dish back.
  const parts: string[] = [];
  const joiners = [...guarded.matchAll(SEPARATOR_ALL)].map((m) => m[0].trim().toLowerCase());
  raw.forEach((part, i) => {
    const prev = parts[parts.length - 1];
    const sep = joiners[i - 1];
    const item = part.trim();
    // Only a dish named by a food before its noun ("cheese sandwich"); "steak and salad" are two items.
    if (
      prev !== undefined &&
      sep === 'and' &&
      DISH_NOUNS.test(item) &&
      item.split(/\s+/).length >= 2 &&
      !/^\s*(?:\d|an?\s|one\s|two\s|some\s)/i.test(item) &&
      prev.split(/\s+/).length <= 3
    ) {
      parts[parts.length - 1] = `${prev} and ${item}`;
    } else parts.push(item);
  });
  return parts
    .map(stripFiller)
    .filter((s) => /\p{L}/u.test(s))
    .slice(0, MAX_MEAL_ITEMS);
}

/** A meal item's parse as eaten food. */
export type EatenLine = ParsedIngredientLine & {
  /** No number was written ("coffee"): quantity 1 stands for one standard portion. */
  default_portion: boolean;
  /** The amount is one standard portion: no number, or only an article ("a coke" is a can). */
  standard_portion: boolean;
};

/** Names that in a recipe are an ingredient and on a plate a dish: "a bowl of chili" is not peppers. */
const EATEN_DISHES: Record<string, string> = { chili: 'chili with beans', chilli: 'chili with beans', 'chili con carne': 'chili con carne with beans' };

/** The name to look up for food as eaten: the dish a name means on a plate, else the name. */
export const eatenDishName = (name: string): string => EATEN_DISHES[name.trim().toLowerCase()] ?? name;

/** An item phrase read as eaten food; "a banana" stays one banana where the food records one. */
export function eatenLine(phrase: string): EatenLine {
  const p = parseIngredientLine(phrase);
  if (p.quantity === null && p.name) return { ...p, quantity: 1, quantity_max: null, quantity_known: true, default_portion: true, standard_portion: true };
  const article = p.quantity === 1 && p.unit === null && /^\s*(?:a|an)\s/i.test(p.input);
  return { ...p, default_portion: false, standard_portion: article };
}

/** The items of a meal with quantity, unit and name; unnumbered items count as one standard portion. */
export function parseMeal(text: string): MealItem[] {
  return splitMeal(text)
    .map((phrase): MealItem | null => {
      const parsed = eatenLine(phrase);
      if (!parsed.name) return null;
      const defaulted = parsed.default_portion;
      return {
        text: phrase,
        quantity: parsed.quantity,
        quantity_max: parsed.quantity_max,
        unit: parsed.unit,
        name: parsed.name,
        preparation: parsed.preparation,
        size: parsed.size,
        default_portion: defaulted,
        parsed,
      };
    })
    .filter((i): i is MealItem => i !== null);
}
