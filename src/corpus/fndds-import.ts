/**
 * USDA FNDDS 2021-2023 foods as eaten → FoodRecord (dataset `usda-fndds`), with their household
 * portions (shared/data/usda/fndds/PROVENANCE.md).
 *
 * - Values are per 100 g, calculated by USDA from SR Legacy / Foundation ingredients and
 *   retention factors, so every value's provenance is `calculated` (source: the Food code).
 * - Columns are mapped by header to canonical keys (FNDDS_COLUMNS); FNDDS has no kJ column and
 *   gives vitamin A as RAE µg and vitamin D as µg (no IU). Fatty-acid columns named only by chain
 *   (`18:2 (g)`) map to the undifferentiated keys.
 * - Portions: every `Portion description` with a weight > 0 (`Quantity not specified` included,
 *   it is USDA's typical amount); 0 g rows are skipped and counted.
 * - The `Additional food description` (`;`-separated synonyms, Spanish names, brands, notes):
 *   synonyms that name the food become aliases and `names` with source `fndds`; brands and other
 *   foods it stands in for become names with source `fndds-brand` only (never confident, see
 *   src/domain/foods/stand-ins.ts); coverage notes stay in `extra.additional_descriptions`.
 * - WWEIA category 9999 ("Not included in a food category") holds ingredient codes (dry milk,
 *   raw oats, wheat bran, industrial oil); they are real foods with valid values, so they are
 *   kept, with the category number in `extra.wweia_category`.
 */
import { REFERENCE_TABLES } from '../domain/foods/datasets';
import { join } from 'node:path';
import type { FoodDataset, LocalName, Portion } from '../domain/foods/food';
import { BRAND_STAND_IN_SOURCE, descriptionVocabulary, FNDDS_NAME_SOURCE, sharesWord, synonymKind, unspecified } from '../domain/foods/stand-ins';
import { generateAliases, namesOfFoods } from './aliases';
import { MAIN_FOODS } from '../domain/foods/main-foods';
import { singularWord, termsFor } from '../domain/language/synonyms';
import { csvRecordsOfFile } from './csv-stream';
import { ImportTally, portionOf, referenceFood, type SourceValue } from './reference-food';
import { parseTableCell } from './table-value';
import { referenceTableSource, type ReferencePart } from './reference-parts';
import { withoutAsides } from '../domain/language/text';

const FNDDS_DATASET: FoodDataset = 'usda-fndds';
const DIR = 'usda/fndds';
const FILES = {
  nutrients: 'fndds_2021_2023_nutrient_values.csv',
  foods: 'fndds_2021_2023_foods_and_beverages.csv',
  portions: 'fndds_2021_2023_portions_and_weights.csv',
};

const FNDDS_CITATION = REFERENCE_TABLES['usda-fndds'].attribution;

/** FNDDS column header (as in the CSV) → canonical nutrient key; units match the table's. */
const FNDDS_COLUMNS: Record<string, string> = {
  'Energy (kcal)': 'calories',
  'Protein (g)': 'protein',
  'Carbohydrate (g)': 'carbs',
  'Sugars, total (g)': 'sugar',
  'Fiber, total dietary (g)': 'fiber',
  'Total Fat (g)': 'fat',
  'Fatty acids, total saturated (g)': 'saturated_fat',
  'Fatty acids, total monounsaturated (g)': 'monounsaturated_fat',
  'Fatty acids, total polyunsaturated (g)': 'polyunsaturated_fat',
  'Cholesterol (mg)': 'cholesterol',
  'Retinol (mcg)': 'retinol',
  'Vitamin A, RAE (mcg_RAE)': 'vitamin_a_rae',
  'Carotene, alpha (mcg)': 'alpha_carotene',
  'Carotene, beta (mcg)': 'beta_carotene',
  'Cryptoxanthin, beta (mcg)': 'beta_cryptoxanthin',
  'Lycopene (mcg)': 'lycopene',
  'Lutein + zeaxanthin (mcg)': 'lutein_zeaxanthin',
  'Thiamin (mg)': 'thiamin',
  'Riboflavin (mg)': 'riboflavin',
  'Niacin (mg)': 'niacin',
  'Vitamin B-6 (mg)': 'vitamin_b6',
  'Folic acid (mcg)': 'folic_acid',
  'Folate, food (mcg)': 'folate_food',
  'Folate, DFE (mcg_DFE)': 'folate_dfe',
  'Folate, total (mcg)': 'folate',
  'Choline, total (mg)': 'choline',
  'Vitamin B-12 (mcg)': 'vitamin_b12',
  'Vitamin B-12, added (mcg)': 'vitamin_b12_added',
  'Vitamin C (mg)': 'vitamin_c',
  'Vitamin D (D2 + D3) (mcg)': 'vitamin_d',
  'Vitamin E (alpha-tocopherol) (mg)': 'vitamin_e',
  'Vitamin E, added (mg)': 'vitamin_e_added',
  'Vitamin K (phylloquinone) (mcg)': 'vitamin_k',
  'Calcium (mg)': 'calcium',
  'Phosphorus (mg)': 'phosphorus',
  'Magnesium (mg)': 'magnesium',
  'Iron (mg)': 'iron',
  'Zinc (mg)': 'zinc',
  'Copper (mg)': 'copper',
  'Selenium (mcg)': 'selenium',
  'Potassium (mg)': 'potassium',
  'Sodium (mg)': 'sodium',
  'Caffeine (mg)': 'caffeine',
  'Theobromine (mg)': 'theobromine',
  'Alcohol (g)': 'alcohol',
  '4:0 (g)': 'fa_4_0',
  '6:0 (g)': 'fa_6_0',
  '8:0 (g)': 'fa_8_0',
  '10:0 (g)': 'fa_10_0',
  '12:0 (g)': 'fa_12_0',
  '14:0 (g)': 'fa_14_0',
  '16:0 (g)': 'fa_16_0',
  '18:0 (g)': 'fa_18_0',
  '16:1 (g)': 'fa_16_1',
  '18:1 (g)': 'fa_18_1',
  '20:1 (g)': 'fa_20_1',
  '22:1 (g)': 'fa_22_1',
  '18:2 (g)': 'fa_18_2',
  '18:3 (g)': 'fa_18_3',
  '18:4 (g)': 'fa_18_4',
  '20:4 (g)': 'fa_20_4',
  '20:5 n-3 (g)': 'fa_20_5_n3',
  '22:5 n-3 (g)': 'fa_22_5_n3',
  '22:6 n-3 (g)': 'fa_22_6_n3',
  'Water (g)': 'water',
};

const CODE = 'Food code';
const NAME = 'Main food description';
const MORE = 'Additional food description';
const CATEGORY = 'WWEIA Category description';
const CATEGORY_NR = 'WWEIA Category number';

export async function buildFndds(
  dir: string,
  keep?: ReadonlySet<string>,
): Promise<ReferencePart & { manifest: { imported: number; excluded: Record<string, number>; notes: string[] } }> {
  const { synonyms, descriptions } = await readDescriptions(dir, keep);
  // Words FNDDS uses to describe foods, with how many descriptions use each: a capitalised synonym
  // outside them is a brand (stand-ins.ts); a word only one uses may name that food (ownAlternatives).
  const wordUses = descriptionWordUses(descriptions);
  const vocabulary = new Set(wordUses.keys());
  // What descriptions start with ("Soy milk", "Sour cream"): a synonym that is another food's head
  // says what the code is made with or covers ("almond milk; soy milk" on an oatmeal made with
  // non-dairy milk, "sour cream" on mashed potato), not its name.
  const heads = new Set(descriptions.map(headOf));
  const phrases = descriptions.map(phraseOf);
  const tableNames = namesOfFoods(descriptions.map((description) => ({ description })));
  const { portions, zeroPortions, portionRows } = await readPortions(dir, keep);

  const tally = new ImportTally();
  const seen = new Set<string>();
  let header: string[] | null = null;
  for await (const r of csvRecordsOfFile(join(dir, FILES.nutrients))) {
    const code = r[CODE]!;
    if (keep && !keep.has(code)) continue;
    const name = r[NAME]!;
    if (seen.has(code)) {
      tally.exclude(code, name, 'duplicate_code');
      continue;
    }
    seen.add(code);
    header ??= Object.keys(r);
    const unmapped = header.filter((h) => ![CODE, NAME, CATEGORY, CATEGORY_NR].includes(h) && !FNDDS_COLUMNS[h]);
    if (unmapped.length) throw new Error(`usda-fndds: columns without a nutrient key: ${unmapped.join(', ')}`);
    const { values, flagged } = rowValues(r, tally);
    const more = synonyms.get(code) ?? [];
    const { ownNames, names } = synonymNames(more, name, vocabulary, heads, phrases);
    tally.add(
      code,
      name,
      referenceFood({
        dataset: FNDDS_DATASET,
        sourceId: code,
        name,
        aliases: [...new Set([...generateAliases(name, ownNames.join(', '), tableNames), ...ownAlternatives(name, wordUses)])],
        names,
        group: r[CATEGORY] || null,
        values,
        flagged,
        portions: portions.get(code) ?? [],
        sourceLabel: `USDA FNDDS 2021-2023 food code ${code}`,
        // Curated national survey database; values are recipe calculations, not analyses.
        curation: 1,
        carbsIncludeFiber: true,
        extra: { food_code: code, wweia_category: r[CATEGORY_NR] ?? null, additional_descriptions: more },
      }),
    );
  }
  const portionCount = tally.foods.reduce((n, f) => n + f.portions.length, 0);
  return {
    foods: tally.foods,
    citation: FNDDS_CITATION,
    excluded: tally.excludedList,
    manifest: {
      imported: tally.foods.length,
      excluded: tally.excluded,
      notes: [
        `${portionRows} portion rows read; ${portionCount} portions attached to admitted foods; ${zeroPortions} with 0 g skipped`,
        tally.flagNote(),
        'values are USDA calculations from SR Legacy / Foundation ingredients: provenance method `calculated`',
        'licence: U.S. Government work, public domain (CC0 1.0 in FoodData Central)',
        `attribution: ${FNDDS_CITATION}`,
      ],
    },
  };
}

/** Every description (for the word uses and heads), and the additional descriptions of the kept codes. */
async function readDescriptions(dir: string, keep?: ReadonlySet<string>): Promise<{ synonyms: Map<string, string[]>; descriptions: string[] }> {
  const synonyms = new Map<string, string[]>();
  const descriptions: string[] = [];
  for await (const r of csvRecordsOfFile(join(dir, FILES.foods))) {
    descriptions.push(r[NAME] ?? '');
    if (keep && !keep.has(r[CODE]!)) continue;
    const more = (r[MORE] ?? '')
      .split(';')
      .map((s) => s.trim())
      .filter(Boolean);
    if (more.length) synonyms.set(r[CODE]!, more);
  }
  return { synonyms, descriptions };
}

/** Portions per food code; rows of 0 g are counted and skipped. */
async function readPortions(dir: string, keep?: ReadonlySet<string>): Promise<{ portions: Map<string, Portion[]>; zeroPortions: number; portionRows: number }> {
  const portions = new Map<string, Portion[]>();
  let zeroPortions = 0;
  let portionRows = 0;
  for await (const r of csvRecordsOfFile(join(dir, FILES.portions))) {
    const code = r[CODE]!;
    if (keep && !keep.has(code)) continue;
    portionRows++;
    const grams = Number(r['Portion weight (g)']);
    if (!(grams > 0)) {
      zeroPortions++;
      continue;
    }
    const list = portions.get(code) ?? [];
    list.push(portionOf(r['Portion description']!, grams, r['Seq num']!));
    portions.set(code, list);
  }
  return { portions, zeroPortions, portionRows };
}

type FlaggedValue = { key: string; flag: 'traces' | 'below_limit' | 'not_determined' | 'malformed'; upper_bound?: number };

/** A nutrient row's values (USDA calculations) and the cells flagged instead of given. */
function rowValues(r: Record<string, string>, tally: ImportTally): { values: Map<string, SourceValue>; flagged: FlaggedValue[] } {
  const values = new Map<string, SourceValue>();
  const flagged: FlaggedValue[] = [];
  for (const [column, key] of Object.entries(FNDDS_COLUMNS)) {
    const cell = parseTableCell(r[column]);
    if (cell.amount !== null) values.set(key, { amount: cell.amount, method: 'calculated' });
    else if (cell.flag) {
      flagged.push({ key, flag: cell.flag, ...(cell.upper_bound !== undefined ? { upper_bound: cell.upper_bound } : {}) });
      tally.flag(cell.flag);
    }
  }
  return { values, flagged };
}

/**
 * Synonyms that name the food become aliases; brands and other foods it stands in for only
 * stand-in names; notes on what the code covers stay in `extra` ("other cheese such as Swiss,
 * mozzarella").
 */
function synonymNames(
  more: string[],
  name: string,
  vocabulary: Set<string>,
  heads: Set<string>,
  phrases: readonly string[],
): { ownNames: string[]; names: LocalName[] } {
  const kinds = more.map((text) => {
    const kind = synonymKind(text, vocabulary, name);
    return kind === 'name' && (namesAnotherFood(text, name, heads) || describesVariant(text, name, phrases)) ? 'coverage' : kind;
  });
  const ownNames = more.filter((_, i) => kinds[i] === 'name');
  const covered = mainFoodsCovered(name, more);
  const names: LocalName[] = [
    ...ownNames.map((text) => ({ lang: 'en', text, source: FNDDS_NAME_SOURCE })),
    ...more.filter((_, i) => kinds[i] === 'stand-in').map((text) => ({ lang: 'en', text, source: BRAND_STAND_IN_SOURCE })),
    ...[...covered, ...curryStyles([name, ...covered])].map((text) => ({ lang: 'en', text, source: BRAND_STAND_IN_SOURCE })),
  ];
  return { ownNames, names };
}

/**
 * Another meat, fish or pulse a dish's code also covers, listed as one word ("Beef curry": "lamb",
 * "mutton"; "Fish curry": "shrimp"; "Lentil curry": "chickpea") or as one-word alternatives
 * ("Quesadilla, chicken": "fish or shrimp"), names the dish made with it ("lamb
 * curry", and by the synonym table's words, "prawn curry"): the code stands in for that dish, which
 * is not its name (a stand-in, never confident).
 */
export function mainFoodsCovered(name: string, more: readonly string[]): string[] {
  const dish = dishOfMainFood(name);
  if (!dish) return [];
  return (
    more
      .map((text) => text.trim().toLowerCase())
      // Listed alone or as alternatives of one word each ("fish or shrimp" on "Quesadilla, chicken").
      .flatMap((text) => {
        const words = text.split(/\s+or\s+/);
        return words.every((word) => /^\p{L}+$/u.test(word) && MAIN_FOODS.has(singularWord(word))) ? words : [];
      })
      .filter((word) => singularWord(word) !== dish.main)
      // And by the words people use for it ("prawn" for shrimp), as aliases get them.
      .flatMap((word) => [word, ...termsFor(word).filter((term) => !term.includes(' '))])
      .map((word) => `${word} ${dish.rest}`)
  );
}

/**
 * The main food a dish's name gives and the dish without it: "Beef curry" (the food first),
 * "Taco, fish" (the dish, then the food alone after the comma, as FNDDS names its Mexican dishes)
 * or "Chili with chicken" (the dish, then the food alone after 'with').
 */
function dishOfMainFood(name: string): { main: string; rest: string } | undefined {
  const segments = name.split(',').map((s) => s.trim());
  const [first, ...rest] = segments[0]!.split(/\s+/);
  const main = singularWord(first!.toLowerCase());
  if (rest.length > 0 && MAIN_FOODS.has(main)) return { main, rest: rest.join(' ') };
  const after = singularWord((segments[1] ?? '').toLowerCase());
  if (segments.length === 2 && MAIN_FOODS.has(after)) return { main: after, rest: segments[0]!.toLowerCase() };
  // "Chili with chicken": the dish, then its food after 'with' and nothing more, as people say it food first.
  const withMain = segments.length === 1 ? /^(\p{L}+(?: \p{L}+)*) with (\p{L}+)$/u.exec(segments[0]!.toLowerCase()) : null;
  if (withMain && MAIN_FOODS.has(singularWord(withMain[2]!))) return { main: singularWord(withMain[2]!), rest: withMain[1]! };
  return undefined;
}

/** How curry houses name a curry by its style ("chicken korma", "lamb rogan josh"); the tables name it by its main food. */
const CURRY_STYLES = ['korma', 'vindaloo', 'jalfrezi', 'balti', 'madras', 'bhuna', 'dopiaza', 'pasanda', 'dhansak', 'pathia', 'rogan josh'];

/**
 * The names a curry named by its main food ("Chicken curry", "lamb curry with rice") gets by each
 * style a menu gives it ("chicken korma", "lamb vindaloo with rice"): FNDDS codes a curry of any
 * style as the curry of its food, which is not its name (a stand-in, never confident).
 */
export function curryStyles(names: readonly string[]): string[] {
  return names.flatMap((name) => {
    const curry = /^(\p{L}+) curry\b(.*)$/iu.exec(name.trim());
    if (!curry || !MAIN_FOODS.has(singularWord(curry[1]!.toLowerCase()))) return [];
    return CURRY_STYLES.map((style) => `${curry[1]!.toLowerCase()} ${style}${curry[2]}`);
  });
}

/** How many descriptions use each word (lower case, parenthesised text left out). */
function descriptionWordUses(descriptions: string[]): Map<string, number> {
  const uses = new Map<string, number>();
  for (const d of descriptions) for (const w of descriptionVocabulary([d])) uses.set(w, (uses.get(w) ?? 0) + 1);
  return uses;
}

/** The first part of a description, lower-case: "Soy milk, sweetened" → "soy milk". */
export const headOf = (description: string): string => description.split(',')[0]!.trim().toLowerCase();

/**
 * Whether a synonym of the food `name` names another food: the head of another food's description
 * (`heads`, headOf of each), or what the food comes on or with, "X, NFS" read by its X ("bun, NFS"
 * on "Cheeseburger, on white bun" says which bun, not that the burger is a bun), or a kind of it
 * ("imitation mayonnaise", "light ranch dressing" on "Potato salad, made with mayonnaise-type salad
 * dressing"; "chili with cheese" on "Potato, french fries, with chili and cheese"): a synonym sharing
 * no word with the name's head whose own head is a word of what the food comes on or with.
 */
export function namesAnotherFood(synonym: string, name: string, heads: ReadonlySet<string>): boolean {
  const text = synonym.trim().toLowerCase();
  if (text === headOf(name)) return false;
  const servedWith =
    name
      .toLowerCase()
      .match(/\b(?:on|with)\b[^,]*/g)
      ?.join(' ') ?? '';
  if (heads.has(text) || ` ${servedWith} `.includes(` ${(unspecified(synonym) ?? synonym).trim().toLowerCase()} `)) return true;
  return !sharesWord(text, headOf(name)) && phraseOf(servedWith).includes(` ${headWordOf(text)} `);
}

/** The last word of a phrase before what it comes with or on ("chili" of "chili with cheese"). */
const headWordOf = (phrase: string): string =>
  phraseOf(phrase.split(/\b(?:with|on|in)\b/)[0]!)
    .trim()
    .split(' ')
    .at(-1) ?? '';

/** A description's words, lower case, space-bounded, parenthesised text left out: where a phrase is looked for. */
export const phraseOf = (text: string): string =>
  ` ${withoutAsides(text)
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter(Boolean)
    .join(' ')} `;

/**
 * Whether a synonym of several words is only a variant the code covers or what it is made with:
 * it shares no word with the head of the food's description, and other descriptions use it as
 * their qualifier (`phrases`, phraseOf of each). "white chocolate" on "Cookie, chocolate chip"
 * ("Pretzels, hard, white chocolate coated"), "white sauce" on "Rice, white, with cheese and/or
 * cream based sauce", "low sodium" on "Soup, bean, canned, reduced sodium": no name of the food,
 * as "sticky rice" is of "Rice, white, cooked, glutinous".
 */
export function describesVariant(synonym: string, name: string, phrases: readonly string[]): boolean {
  const phrase = phraseOf(synonym);
  if (!phrase.trim().includes(' ') || synonym.includes(',') || sharesWord(phrase, headOf(name))) return false;
  const own = phraseOf(name);
  return phrases.some((p) => p !== own && p.includes(phrase));
}

/**
 * "Bread, chappatti or roti", "Cheese, Gouda or Edam": two alternatives that no other description
 * uses are the food's own names, each alone ("roti"); the general rule only gives "roti bread".
 * Words used elsewhere qualify the head instead ("Bread, french or vienna", "Liver, beef or calves").
 */
export function ownAlternatives(name: string, wordUses: ReadonlyMap<string, number>): string[] {
  const second = withoutAsides(name).split(',')[1]?.trim().toLowerCase() ?? '';
  const pair = /^(\p{L}+) or (\p{L}+)$/u.exec(second);
  return pair && wordUses.get(pair[1]!) === 1 && wordUses.get(pair[2]!) === 1 ? [pair[1]!, pair[2]!] : [];
}

export const fnddsSource = referenceTableSource({
  name: FNDDS_DATASET,
  version: '1.21',
  citation: FNDDS_CITATION,
  inputs: (dataDir) => Object.values(FILES).map((f) => join(dataDir, DIR, f)),
  build: (ctx, keep) => buildFndds(join(ctx.dataDir, DIR), keep),
});
