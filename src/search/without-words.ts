/**
 * What a query says a food is without ("almonds no salt", "popcorn without salt", "sugar free
 * gelatin", "zero sugar cola", "chicken drumstick no skin", "fat free cottage cheese", "dairy free yogurt"). The tables
 * word it otherwise ("without salt added", "unsalted", "meat only", "skin not eaten", "nonfat"), so
 * no name holds the query's words, and a name holding the negated word alone is the opposite food
 * ("Salt, table"; "Peanuts, with salt"). Such a phrase leaves the food to the other words, and of
 * the foods they name, those said to be without it come first and those said to have it last.
 */

type Lacking = 'salt' | 'sodium' | 'lessFat' | 'sugar' | 'skin' | 'fat' | 'caffeine' | 'dairy' | 'cookingFat' | 'alcohol' | 'animal';

/** A milk made of plants, as people and the tables name it ("almond milk", "oat milk"). */
export const PLANT_MILK = '(?:almond|coconut|oat|rice|soy|soya|cashew|hemp|pea) milk';

/** What the tables say a food is made of in place of milk or meat ("SILK Vanilla soy yogurt", "Tofu yogurt", "Plant-based ham"). */
const MADE_OF_PLANTS = String.raw`non-?dairy|dairy[- ]free|soy|soya|tofu|plant[- ]based|vegan`;

/** The tables' words for a food without it, and with it (tested after the first: "unsalted" holds "salted"). */
const WORDING: Record<Lacking, { without: RegExp; with?: RegExp }> = {
  salt: { without: /\b(without (added )?salt|no (added )?salt|unsalted|salt[- ]free)\b/i, with: /\b(with (added )?salt|salted|salt added)\b/i },
  // Less salt, as labels say it ("low sodium", "reduced sodium"); a food without salt has less too.
  sodium: {
    without: /\b((low|reduced|lower|less)[- ](sodium|salt)|very low sodium|without (added )?salt|no (added )?salt|unsalted|salt[- ]free)\b/i,
    with: /\b(with (added )?salt|salted|salt added)\b/i,
  },
  // Less fat, as labels say it ("low fat custard", "reduced fat margarine"); a fat-free food has less too.
  lessFat: {
    without: /\b((low|reduced|lower|less|half)[- ]fat|lowfat|light|lite|fat[- ]free|nonfat|non-fat|skim(med)?|part[- ]skim)\b/i,
    with: /\b(full[- ]fat|whole milk|regular fat)\b/i,
  },
  sugar: {
    // SR28's "special dietary" and "dietetic" foods are those made without sugar for diabetics.
    without: /\b(unsweetened|without (added )?sugar|no (added )?sugar|sugar[- ]free|sugarless|low[- ]calorie sweetener|aspartame|special dietary|dietetic)\b/i,
    with: /\b(sweetened|with (added )?sugar|sugar added)\b/i,
  },
  // A vegetable's or fruit's flesh is it without its skin ("Potatoes, baked, flesh, without salt"; not "flesh and skin").
  skin: {
    without: /\b(meat only|skin not eaten|skinless|without skin|flesh(?! and skin))\b/i,
    with: /\b(meat and skin|skin eaten|flesh and skin|with skin)\b/i,
  },
  fat: { without: /\b(nonfat|non-fat|fat[- ]free|skim|0% fat|uncreamed)\b/i },
  caffeine: { without: /\b(decaffeinated|without caffeine|caffeine[- ]free)\b/i },
  // A food made without milk is named by what it is made of instead.
  dairy: {
    without: new RegExp(String.raw`\b(${MADE_OF_PLANTS}|soymilk|${PLANT_MILK})\b`, 'i'),
    with: /\b(milk|dairy|cream|cheese|butter)\b/i,
  },
  // A dish cooked without butter or oil: FNDDS says "no added fat", and "made with butter" of the others.
  cookingFat: {
    without: /\b(no (added )?fat( added)?|fat not added|without (added )?(fat|oil|butter))\b/i,
    with: /\b((made|fried|cooked) (with|in)|with added) (\w+ )?(butter|oil|margarine|lard|fat|shortening|ghee)\b|\bbuttered\b|\bin oil\b/i,
  },
  // A drink without alcohol, as the tables word it ("Wine, nonalcoholic", "Beverages, Wine, non-alcoholic").
  alcohol: { without: /\b(non-?alcoholic|alcohol[- ]free|without alcohol|de-?alcoholi[sz]ed)\b/i, with: /\balcoholic\b/i },
  // A food made without animals ("vegan ham"), named by what it is made of instead.
  animal: { without: new RegExp(String.raw`\b(${MADE_OF_PLANTS}|meatless|vegetarian)\b`, 'i') },
};

/** The word a query says a food is without, and what it says of the food. */
const LACKING: Readonly<Record<string, Lacking>> = {
  salt: 'salt',
  sugar: 'sugar',
  skin: 'skin',
  fat: 'fat',
  caffeine: 'caffeine',
  dairy: 'dairy',
  butter: 'cookingFat',
  oil: 'cookingFat',
  margarine: 'cookingFat',
  lard: 'cookingFat',
  ghee: 'cookingFat',
  alcohol: 'alcohol',
  alcoholic: 'alcohol',
};

/** One word that says what a food is without, as labels say it ("unsalted peanut butter", "unsweetened dried mango", "skinless chicken thigh"). */
const LACKING_WORD: Readonly<Record<string, Lacking>> = {
  unsalted: 'salt',
  unsweetened: 'sugar',
  sugarless: 'sugar',
  skinless: 'skin',
  nonfat: 'fat',
  lowfat: 'lessFat',
};

/** Words that say a food has less of a thing ("low sodium", "reduced fat", "half fat"), and what each thing it is said of is. */
const LESS = new Set(['low', 'reduced', 'lower', 'less', 'half']);
const LESS_OF: Readonly<Record<string, Lacking>> = { sodium: 'sodium', salt: 'sodium', fat: 'lessFat' };

/** What "virgin" says is pressed, not refined, before it: an oil, not a drink without alcohol. */
const PRESSED = new Set(['olive', 'coconut', 'oil', 'avocado', 'rapeseed', 'canola', 'sesame', 'argan']);

// 'zero', '0' and '0%' as drinks' labels say it: "zero sugar", "0 sugar", "0% alcohol".
export const NEGATIONS: ReadonlySet<string> = new Set(['no', 'without', 'non', 'zero', '0', '0%']);
const lackingOf = (w: string | undefined): Lacking | null => (w !== undefined && Object.hasOwn(LACKING, w) ? LACKING[w]! : null);

export interface Without {
  /** The positions of the phrase's words ("no", "salt", and an "added" after them). */
  at: number[];
  /** Where a food's name ranks: 2 said to be without it, 1 silent, 0 said to have it. */
  tier(name: string): number;
}

/** The first "no X", "without X", "no added X", "X free" of a query's words, X a thing the tables say a food is without, one word that says so ("unsalted"), or "vegan", "plant based" (no animal), "virgin" (no alcohol). */
export function withoutPhrase(tokens: readonly string[]): Without | null {
  const words = tokens.map((t) => t.toLowerCase());
  for (let i = 0; i < words.length; i++) {
    let at: number[] | null = null;
    let what: Lacking | null = null;
    if (NEGATIONS.has(words[i]!)) {
      const j = words[i + 1] === 'added' ? i + 2 : i + 1;
      what = lackingOf(words[j]);
      if (what) at = [...new Set([i, i + 1, j])];
    } else if (words[i + 1] === 'free') {
      what = lackingOf(words[i]);
      if (what) at = [i, i + 1];
    } else if (LESS.has(words[i]!) && Object.hasOwn(LESS_OF, words[i + 1] ?? '')) {
      // "low sodium soup", "reduced fat margarine": less of it, as labels say.
      [at, what] = [[i, i + 1], LESS_OF[words[i + 1]!]!];
    } else if (Object.hasOwn(LACKING_WORD, words[i]!)) {
      [at, what] = [[i], LACKING_WORD[words[i]!]!];
    } else if (words[i] === 'vegan' || (words[i] === 'plant' && words[i + 1] === 'based')) {
      // "vegan X", "plant based X": X made without animals, said without a negation.
      [at, what] = [words[i] === 'vegan' ? [i] : [i, i + 1], 'animal'];
    } else if (words[i] === 'virgin' && words[i - 1] !== 'extra' && !PRESSED.has(words[i + 1] ?? '')) {
      // "virgin mojito": the drink made without alcohol ("virgin olive oil" is pressed, not refined).
      [at, what] = [[i], 'alcohol'];
    }
    if (!at || !what) continue;
    if (words[at[at.length - 1]! + 1] === 'added') at.push(at[at.length - 1]! + 1);
    const wording = WORDING[what];
    return { at, tier: (name) => (wording.without.test(name) ? 2 : wording.with?.test(name) ? 0 : 1) };
  }
  return null;
}

/** What a food is packed, cooked or served in, said last after "in" or "with" ("albacore tuna in water", "peaches in syrup", "snails in garlic butter"). */
const PACKED_IN = new Set(['water', 'oil', 'brine', 'syrup', 'juice', 'sauce', 'gravy', 'vinegar', 'butter']);

/**
 * The medium a query says a food is packed or served in, said last after a stop word with the
 * words that qualify it ("tuna in water", "salmon in sorrel sauce"): when no food holds every word,
 * the food is what the words before it name, and of those foods the names that say the medium and
 * its words come first, then those that say some of them. Read as a phrase of what a food is
 * without is.
 */
export function packedInPhrase(words: { tokens: readonly string[]; afterStop: readonly boolean[] }, portions: readonly number[] = []): Without | null {
  const last = words.tokens.length - 1;
  const medium = words.tokens[last]?.toLowerCase();
  if (last < 1 || !medium || !PACKED_IN.has(medium)) return null;
  const from = words.afterStop.lastIndexOf(true);
  // Not a container said before "of" ("glass of orange juice"): the words before must name a food.
  if (from < 1 || Array.from({ length: from }, (_, i) => i).every((i) => portions.includes(i))) return null;
  const { at, said } = saidFrom(words.tokens, from);
  return { at, tier: said };
}

/** The query's words from `from` on, and how many of them a name says: all 2, some 1, none 0. */
function saidFrom(tokens: readonly string[], from: number): { at: number[]; said: (name: string) => number } {
  const at = Array.from({ length: tokens.length - from }, (_, i) => from + i);
  const says = at.map((i) => new RegExp(`\\b${tokens[i]!.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')}`, 'i'));
  return { at, said: (name) => (says.every((r) => r.test(name)) ? 2 : says.some((r) => r.test(name)) ? 1 : 0) };
}

/**
 * What a food is said to come with, after "with" ("cottage cheese with peaches", "meatloaf with
 * ketchup"): English names the food first. When no food holds every word, the food is what the
 * words before "with" name, those that say what it comes with first, then those that say they come
 * with something ("Cheese, cottage, with fruit"), then the plain food. Read as a phrase of what a
 * food is without is.
 */
export function servedWithPhrase(words: { tokens: readonly string[]; withAt?: number }): Without | null {
  const from = words.withAt ?? -1;
  if (from < 1 || from >= words.tokens.length) return null;
  const { at, said } = saidFrom(words.tokens, from);
  return { at, tier: (name) => Math.max(said(name), /\bwith\b/i.test(name) ? 1 : 0) };
}

/** How the tables say a food is sold to be made up ("Gravy, brown, dry", "Soup, onion, dehydrated"). */
const SOLD_DRY = /\b(dry|dehydrated|mix|powder|powdered)\b/i;
/** How they say it was made up from what was sold so ("…, dry mix, prepared", "…, condensed, water added"). */
export const MADE_UP = /\b(prepared|reconstituted|water added|diluted)\b/i;

/**
 * "Mix" said after a food ("brown gravy mix", "mushroom soup mix"): the food as sold to be made up,
 * which the tables call dry, dehydrated or a powder more often than a mix. "Instant" ("instant
 * onion soup"): the food made up from what is sold so, unless the query says it dry or a powder.
 * Read as a phrase of what a food is without is: when no food holds every word, the foods the
 * other words name, in that order, those said otherwise last. Not "instant pot", a cooker.
 */
export function soldDryPhrase(tokens: readonly string[]): Without | null {
  const words = tokens.map((t) => t.toLowerCase());
  const mix = words.findIndex((w, i) => i > 0 && /^mix(?:es)?$/.test(w));
  const instant = words.findIndex((w, i) => w === 'instant' && words[i + 1] !== 'pot' && i < words.length - 1);
  const dryFirst = (name: string) => (MADE_UP.test(name) ? 0 : SOLD_DRY.test(name) ? 2 : 1);
  if (mix >= 0) return { at: [mix], tier: dryFirst };
  if (instant < 0) return null;
  if (words.some((w) => SOLD_DRY.test(w))) return { at: [instant], tier: dryFirst };
  return { at: [instant], tier: (name) => (!SOLD_DRY.test(name) ? 0 : MADE_UP.test(name) ? 2 : 1) };
}

/** How the tables name a meal sold frozen ("…, frozen meal", "…, diet frozen entree", "Chicken dinner, NFS, frozen meal"). */
const FROZEN_MEAL = /\bfrozen (?:meal|dinner|entree)\b|\bdinner\b/i;
const MEAL_WORDS = new Set(['meal', 'meals', 'dinner', 'dinners', 'entree', 'entrees']);

/**
 * A meal sold frozen, said around the food ("fried chicken frozen dinner", "frozen chicken enchilada
 * meal", "chicken tv dinner"): "frozen" or "tv" with a meal word last. Read as a phrase of what a
 * food is without is: when no food holds every word, the foods the other words name, the frozen
 * meals first.
 */
export function frozenMealPhrase(tokens: readonly string[]): Without | null {
  const words = tokens.map((t) => t.toLowerCase());
  const last = words.length - 1;
  if (last < 2 || !MEAL_WORDS.has(words[last]!)) return null;
  const by = words.findIndex((w, i) => i < last && (w === 'frozen' || w === 'tv'));
  return by < 0 ? null : { at: [by, last], tier: (name) => (FROZEN_MEAL.test(name) ? 2 : 1) };
}
