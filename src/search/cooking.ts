/**
 * A cooking method the query names where no food's name says it the same way ("sauteed spinach",
 * "steamed kale": the tables write "cooked with oil", "cooked, no added fat", "boiled"). When the
 * search falls back to the food the query's head names, the raw food is not what was meant, and
 * of its cooked forms, those cooked as said come first.
 */

/** Said of food cooked in fat ("stir fried", "pan fried" end in "fried"; onions are caramelised in it; vegetables are roasted in oil; food is made crispy by frying or roasting; meat and fish are seared in a hot pan). */
const IN_FAT = new Set(['sauteed', 'fried', 'caramelized', 'caramelised', 'roasted', 'roast', 'crispy', 'seared']);
/** Said of food cooked or dressed with butter ("buttered corn", "buttered peas": FNDDS's "cooked with butter or margarine"). */
const IN_BUTTER = new Set(['buttered']);
/** Said of food cooked in water or steam. */
const IN_WATER = new Set(['steamed', 'boiled', 'poached', 'blanched']);
/**
 * Cooked otherwise: mashed and toasted foods are cooked too; and the ways of cooking no table names,
 * read as cooked ("chargrilled", "charred"; a slow cooker, "crock pot"; "sous vide").
 */
const OTHER_COOKED = new Set([
  'cooked',
  'baked',
  'grilled',
  'broiled',
  'braised',
  'stewed',
  'microwaved',
  'mashed',
  'toasted',
  'barbecued',
  'chargrilled',
  'charred',
  'crockpot',
  'sous',
  'vide',
]);

/**
 * Said of food coated before it is cooked: FNDDS says "coated" for breaded or battered ("Fish,
 * tilapia, baked or broiled, coated"; "Chicken breast, baked, coated"), so no name says the query's word.
 */
const COATED = new Set(['breaded', 'battered', 'crumbed', 'coated']);

export type Cooking = 'in_butter' | 'in_fat' | 'in_water' | 'cooked' | 'coated' | 'battered';

/** Whether a (normalised) word says how a food is cooked ("grilled", "roast", "steamed"). */
export function isCookingWord(word: string): boolean {
  return IN_BUTTER.has(word) || IN_FAT.has(word) || IN_WATER.has(word) || OTHER_COOKED.has(word);
}

/** Words that say with what or how a food was cooked before a cooking word ("pan seared", "air fried", "slow cooked", "crock pot"). */
const METHOD_BEFORE = new Set(['pan', 'air', 'deep', 'stir', 'shallow', 'oven', 'slow', 'pressure', 'crock', 'instant']);
const METHOD_AFTER = new Set(['pot', 'cooker', 'fryer']);

/** Which of a query's (normalised) words say how the food was cooked: cooking words and the words of a method said with them. */
export function cookingWordsAt(words: readonly string[]): boolean[] {
  return words.map(
    (w, i) =>
      isCookingWord(w) ||
      (METHOD_BEFORE.has(w) && (isCookingWord(words[i + 1] ?? '') || METHOD_AFTER.has(words[i + 1] ?? ''))) ||
      (METHOD_AFTER.has(w) && METHOD_BEFORE.has(words[i - 1] ?? '')),
  );
}

/**
 * How a food named by the query's head is asked for: its cooking method (cookingOf), else battered
 * ("battered cod"), else coated when the query says it is breaded or crumbed ("breaded tilapia").
 */
export function preparationOf(words: readonly string[]): Cooking | null {
  return cookingOf(words) ?? (words.includes('battered') ? 'battered' : words.some((w) => COATED.has(w)) ? 'coated' : null);
}

/** The cooking method among a query's words (normalised), if any. */
export function cookingOf(words: readonly string[]): Cooking | null {
  if (words.some((w) => IN_BUTTER.has(w))) return 'in_butter';
  // An air fryer roasts with little or no fat: cooked, not fried.
  if (words.some((w, i) => w === 'air' && words[i + 1] === 'fried')) return 'cooked';
  if (words.some((w) => IN_FAT.has(w))) return 'in_fat';
  if (words.some((w) => IN_WATER.has(w))) return 'in_water';
  // Cooked otherwise, or by a method said in words of its own ("crock pot").
  return cookingWordsAt(words).some(Boolean) ? 'cooked' : null;
}

/** Said of a food not yet cooked: raw, or sold dry ("Noodles, egg, dry, enriched"; not "dry heat", "dry roasted"). */
const RAW = /\b(raw|uncooked|unprepared)\b|(?:^|, )dry(?:,|$)/i;
const COOKED_NAMED = /\b(cooked|roasted|baked|grilled|broiled|braised|stewed|boiled|steamed|fried|sauteed|sautéed|microwaved|mashed|toasted)\b/i;
const BUTTER_NAMED = /\b(with butter|buttered)\b/i;
const FAT_NAMED = /\b(with oil|with butter|fat added|sauteed|sautéed|stir-fried|fried)\b/i;
const COATED_NAMED = new RegExp(`\\b(${[...COATED].join('|')})\\b`, 'i');

/**
 * How well a food named by the query's head fits the cooking the query names: 1 when it does, less
 * for another cooking of it, least for the raw food.
 */
export function cookingFit(name: string, cooking: Cooking): number {
  if (RAW.test(name)) return 0.3;
  // A coated food is one the name says is coated, then one fried (fish and chicken are breaded or battered to be fried).
  if (cooking === 'coated') return COATED_NAMED.test(name) ? 1 : FAT_NAMED.test(name) ? 0.85 : 0.7;
  // Batter is for frying: a food the name says is fried ("Fish, cod, fried") before one coated and baked.
  if (cooking === 'battered') return FAT_NAMED.test(name) ? 1 : COATED_NAMED.test(name) ? 0.85 : 0.7;
  // A food kept canned or dried, its cooking unsaid, after one the name says is cooked.
  if (cooking === 'cooked') return COOKED_NAMED.test(name) ? 1 : 0.7;
  // Butter is a fat: a food the name says is cooked with butter first, then one cooked in another fat.
  if (cooking === 'in_butter') return BUTTER_NAMED.test(name) ? 1 : FAT_NAMED.test(name) ? 0.85 : 0.7;
  if (FAT_NAMED.test(name) !== (cooking === 'in_fat')) return 0.7;
  // Cooked in water: a name that says it is cooked before one that says nothing of it ("Noodles, egg, enriched, cooked").
  return cooking === 'in_fat' || COOKED_NAMED.test(name) ? 1 : 0.85;
}
