/**
 * The searchable view of a food and its rank prior.
 *
 * The prior answers "which of several equally matching foods does a person most likely mean?":
 * common, plain, unbranded foods before baby foods, restaurant dishes and brand lines. It is
 * derived from the data (portions measured, survey use, food group, name shape), never from a list
 * of favoured foods.
 */
import { datasetDeduction } from '../domain/foods/datasets';
import { LEXICON_NAMES_SOURCE, type FoodRecord } from '../domain/foods/food';
import { defaultsOf, FNDDS_NAME_SOURCE, isStandIn, unspecified } from '../domain/foods/stand-ins';
import { preferHindiNames } from '../domain/language/indic';
import { tokenize, withoutAsides } from '../domain/language/text';
import { synonymRoots } from '../domain/language/synonyms';
import { rowsOf } from '../domain/foods/canonical';

export interface SearchDoc {
  id: string;
  name: string;
  aliases: string[];
  kind: 'generic' | 'product';
  group?: string | null;
  /** Commonness in 0-1 from the data (see `searchDocFromFood`); 0.5 when unknown. */
  commonness?: number;
  /** A product's (first) brand. */
  brand?: string | null;
  /** Prior deduction of the food's reference table (src/domain/foods/datasets.ts); 0 when absent. */
  tableDeduction?: number;
  /** Names in other languages (matched like aliases, reported as translations); `reviewed`: from one of morsel's reviewed lexicons, not the taxonomies. */
  names?: { lang: string; text: string; reviewed?: boolean; oneOfMany?: true }[];
  /** Brands the food stands in for (src/domain/foods/stand-ins.ts): matched, never confidently. */
  standIns?: string[];
  /** Names the table codes as this food when nothing more is said (stand-ins.ts defaultsOf): among exact matches of one, it comes first. */
  defaultFor?: string[];
  /**
   * Names the table gives only among what the food covers (FNDDS additional descriptions, "sprinkle,
   * NFS" on a yeast doughnut), lower case, "X, NFS" read as X: matched as aliases.
   */
  described?: string[];
}

/** Groups people rarely mean when they type a plain food name. */
const RARELY_MEANT: [RegExp, number][] = [
  [/baby ?food/i, 0.35],
  [/american indian|alaska native/i, 0.35],
  [/restaurant/i, 0.25],
  [/fast food/i, 0.2],
  [/meals?, entrees|side dishes/i, 0.1],
];

/** SR28 writes brand names in capitals ("KELLOGG'S", "OSCAR MAYER"); "USDA" is not a brand, nor CNF's "M.F." (milk fat). */
const BRAND_WORD = /\b(?!USDA\b|NFS\b|NS\b|UHT\b|II\b|III\b|M\.F\b)[A-Z][A-Z'&.-]{2,}\b/;
const BRAND_WORDS = new RegExp(BRAND_WORD.source, 'g');

/** The brand words a name gives in capitals (BRAND_WORD), lower case: "KEEBLER, ZESTA, Saltines" → keebler, zesta. */
export function brandWordsOf(name: string): string[] {
  return (name.match(BRAND_WORDS) ?? []).map((w) => w.toLowerCase());
}

/**
 * Words that mark a plain, unprocessed form, or the average of all forms ("Wine, table, all",
 * "Beer, regular, all", "Onions, all varieties"): what a bare name means. A word offered as one
 * choice of two ("Cookies, graham crackers, plain or honey") marks no plain form.
 */
const PLAIN_FORM = /(^|[ ,])(?<!\bor )(raw|plain|fresh)(,|$| (?!or\b))|, all( (types|varieties|commercial varieties|kinds|grades|classes))?$/i;

/**
 * Words that mark a departure from the standard food ("Bacon, meatless", "Coffee, decaffeinated",
 * "Wine, non-alcoholic", "Mayonnaise, reduced fat"): a person typing the plain name means the
 * standard one ("Mayonnaise, made with tofu" is not mayonnaise). A query that says the word still
 * matches it on the word itself.
 */
const DEPARTURE =
  /\b(made with tofu|tofu-based|eggless|meatless|imitation|substitutes?|decaffeinated|without caffeine|non-?alcoholic|alcohol-free|reduced[- ](fat|calorie|sodium|sugar)|low[- ](fat|calorie|sodium|carb(ohydrate)?)|light|lite|diet|dietetic|fat[- ]free|sugar[- ]free|calorie[- ]free|no (added )?sugar( added)?|without (added )?sugar)\b/i;

/**
 * Preparations that make another dish of the food ("Zucchini, battered and fried", "Zucchini,
 * pickled", "Beans, navy, sprouted", "Chicken breast, grilled with sauce", "Meatballs, sweet and
 * sour"): a bare name means the food itself, so among foods that answer it alike these come later.
 * A query that says the word matches it on the word.
 */
const MADE_INTO = /\b(battered|breaded|fried|pickled|candied|glazed|sprouted)\b|\b(with|in) (sauce|gravy|glaze)\b|\bsweet and sour\b/i;

/**
 * Forms not eaten as they are ("Soup, chicken noodle, dry, mix", "Pancakes, dry mix",
 * "Soup, tomato, condensed", "Lasagna, frozen, unprepared", "Cocoa, dry powder"): a dish's name
 * means it as eaten ("hot chocolate" is the drink, though a table names cocoa powder so).
 */
const NOT_AS_EATEN = /\b(dry,? mix|mix,? dry|box mix|dry mix|dry powder|unprepared|condensed|dehydrated|incomplete)\b/i;

/** Words that say a food is in its plain form, or stands for all its kinds ("Wine, table, all"). */
const PLAIN_WORDS = new Set(tokenize('raw plain fresh all types varieties kinds commercial year round average areas regular'));

/** A word that says a food is in its plain form, or stands for all its kinds (PLAIN_WORDS). */
export const isPlainWord = (word: string): boolean => PLAIN_WORDS.has(word);

/** Per document, the words of its name beyond plain-form words and parentheses: search asks them of every namesake it lists. */
const saidWordsCache = new WeakMap<SearchDoc, readonly string[]>();
function saidWordsOf(doc: SearchDoc): readonly string[] {
  let words = saidWordsCache.get(doc);
  if (words === undefined) saidWordsCache.set(doc, (words = tokenize(withoutAsides(doc.name)).filter((w) => !PLAIN_WORDS.has(w))));
  return words;
}

/**
 * Whether a food is what `text`, a name it shares with other foods, means by itself: the one its
 * table codes for the bare name ("X, NFS"), or a food whose name says nothing beyond `text` but
 * plain-form words ("Kale, raw" for "kale"; not "Cauliflower, green, raw", nor "Peas,
 * edible-podded, raw", nor "Beets, canned"). A word people say for another names what the other
 * names, all of it ("jacket potato": "Potato, baked, NFS", as "baked potato" does; "prunes", dried
 * plums, not "Plum, raw").
 */
export function plainOrDefault(doc: SearchDoc, text: string): boolean {
  if ((doc.defaultFor ?? []).includes(text.toLowerCase())) return true;
  const words = saidWordsOf(doc);
  const said = new Set(tokenize(text));
  if (words.every((w) => said.has(w))) return true;
  return synonymRoots(text).some((root) => {
    const meant = new Set(tokenize(root));
    return words.length === meant.size && words.every((w) => meant.has(w));
  });
}

/** Whether a name (or alias) says the food departs from the standard one ("reduced fat", "diet"). */
export function departs(text: string): boolean {
  return DEPARTURE.test(withoutAsides(text));
}

/**
 * Rank prior in 0-1 for a document (0.5 neutral). Products sit lower than generic foods so that
 * a generic name finds the reference food first; their own names still match exactly.
 */
export function docPrior(doc: SearchDoc): number {
  let p = 0.35 + 0.4 * (doc.commonness ?? 0.5);
  if (doc.kind === 'product') return Math.max(0, p - 0.15);
  for (const [re, penalty] of RARELY_MEANT) if (doc.group && re.test(doc.group)) p -= penalty;
  if (BRAND_WORD.test(doc.name)) p -= 0.2;
  // Parentheses explain a name ("Milk, nonfat, fluid (fat free or skim)"); they do not qualify it.
  if (departs(doc.name)) p -= 0.15;
  if (NOT_AS_EATEN.test(doc.name)) p -= 0.15;
  if (MADE_INTO.test(doc.name)) p -= 0.1;
  if (PLAIN_FORM.test(doc.name)) p += 0.1;
  p -= doc.tableDeduction ?? 0;
  return Math.min(1, Math.max(0, p));
}

/** The SR28 importer keeps FOOD_DES "Survey" (used in dietary surveys, i.e. eaten) in `extra.survey`. */
function surveyFlag(extra: Record<string, unknown> | undefined): boolean | null {
  const v = extra?.survey;
  return typeof v === 'boolean' ? v : null;
}

/**
 * Commonness from evidence in the record: household portions measured for it (common foods
 * have cups, slices and pieces) and, for SR28, whether dietary surveys use it.
 */
export function commonnessOf(portionCount: number, survey: boolean | null): number {
  // Log scale: the step from 1 to 4 measures says more than the step from 9 to 12.
  const portions = Math.min(1, Math.log2(1 + portionCount) / Math.log2(13));
  if (survey === null) return portions;
  return 0.5 * portions + (survey ? 0.5 : 0);
}

/**
 * A text that begins with a connective ("with marshmallows", "and cheese", "in oil") tells what a
 * food has or comes with, not what it is: no name of the food ("marshmallows" is not a cereal that
 * comes with them).
 */
const CONNECTIVE = /^\s*(with|without|w\/o?|and|or|in|on|of|for|plus|no|from|including|includes|made with|made from)\b/i;
const isName = (text: string) => !CONNECTIVE.test(text);

export function searchDocFromFood(food: FoodRecord): SearchDoc {
  const kind = food.dataset === 'openfoodfacts' ? 'product' : 'generic';
  const aliases = food.aliases.filter(isName);
  // A product is also found by "brand name" (unless the importer or the name already says it).
  const brand = food.brand?.trim();
  if (
    kind === 'product' &&
    brand &&
    !food.name.toLowerCase().includes(brand.toLowerCase()) &&
    !aliases.some((a) => a.toLowerCase().includes(brand.toLowerCase()))
  ) {
    aliases.push(`${brand} ${food.name}`);
  }
  const names = preferHindiNames((food.names ?? []).filter((n) => !isStandIn(n) && isName(n.text)));
  const standIns = (food.names ?? []).filter(isStandIn);
  // A food of several tables has every table's evidence: the most common reading, the preferred table, each table's defaults.
  const rows = rowsOf(food);
  const defaultFor = [...new Set(rows.flatMap(defaultsOf))];
  for (const term of defaultFor) if (!aliases.some((a) => a.toLowerCase() === term)) aliases.push(term);
  const deduction = Math.min(...rows.map((r) => datasetDeduction(r.dataset)));
  const described = [
    ...new Set((food.names ?? []).filter((n) => n.source === FNDDS_NAME_SOURCE).map((n) => (unspecified(n.text) ?? n.text).trim().toLowerCase())),
  ];
  return {
    id: food.id,
    name: food.name,
    aliases,
    kind,
    group: food.group,
    commonness: Math.max(...rows.map((r) => commonnessOf(r.portions.length, surveyFlag(r.extra)))),
    ...(deduction > 0 ? { tableDeduction: deduction } : {}),
    ...(kind === 'product' && brand ? { brand: brand.split(',')[0]!.trim() } : {}),
    ...(names.length
      ? {
          names: names.map((n) => ({
            lang: n.lang,
            text: n.text,
            ...(n.source === LEXICON_NAMES_SOURCE ? { reviewed: true } : {}),
            ...(n.oneOfMany ? { oneOfMany: true as const } : {}),
          })),
        }
      : {}),
    ...(standIns.length ? { standIns: standIns.map((n) => n.text) } : {}),
    ...(defaultFor.length ? { defaultFor } : {}),
    ...(described.length ? { described } : {}),
  };
}
