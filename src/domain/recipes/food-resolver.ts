/**
 * Ingredient name → reference food, for recipe import and for every line the service reads
 * (through src/catalog/food-resolver.ts).
 *
 * The interface is `FoodResolver.resolveFood(name)`. The implementation here runs the lexical food
 * index (src/search/lexical.ts) over the generic reference foods and tries, in order:
 *   0. a name in Chinese or a staple in another European language reads as its English name
 *      (./zh-ingredients.ts, ./foreign-names.ts);
 *   1. a reviewed recipe-wording synonym of the name as written, then of its normalised form
 *      ("scallion" → "spring onions"; a synonym may be the exact reference name, which wins;
 *      ./recipe-synonyms.ts);
 *   2. the parsed name, then its normalised form ("extra virgin olive oil" → "olive oil"), accepted
 *      only when the reference food's head is the name (band "head" or better);
 *   3. the name without leading qualifiers ("medium soft cheese" → "cheese", "roma tomatoes" →
 *      "tomatoes"), head match only; a food word is never dropped ("ginger beer" is not beer).
 * Every hit must contain each word of the name in its own name or aliases (no typo readings:
 * "pisco" is not "cisco"), and a prepared-product class ("Soup, tomato", "Snacks, rice cakes")
 * only answers a name that says so. Class words ("fish", "meat") and foods the reference lacks that
 * would read as another ("lime leaves") resolve to nothing, and a dried fruit or vegetable never to
 * its raw form. Anything else stays unresolved: a wrong food is worse than none.
 */
import type { FoodRecord } from '../foods/food';
import { BAND_EXACT, BAND_GENERIC, BAND_HEAD, LexicalIndex } from '../../search/lexical';
import { searchDocFromFood } from '../../search/doc';
import { nameKey, tokenize } from '../language/text';
import { resolveGrams, type GramsLine } from '../language/grams';
import type { ParsedIngredientLine } from '../language/ingredient-line';
import { findUnit, unitByName } from '../language/units';

import { normaliseIngredientName, normaliseText, singular } from '../language/names';
import { englishName } from '../language/foreign-names';
import { RECIPE_SYNONYMS } from '../language/recipe-synonyms';
import { lookupZhIngredient } from '../language/zh-ingredients';
import { relatedFoods } from '../foods/related-foods';

/** A mass or volume unit (not a count such as "clove" or "can"). */
const unitIsMeasure = (unit: string | null) => {
  const u = unit ? unitByName(unit) : null;
  return u !== null && u.dimension !== 'count';
};

export interface ResolvedFood {
  food: FoodRecord;
  /** The name that matched (after normalisation or synonym). */
  matched: string;
  /** How: parsed, normalised, synonym, head. */
  step: 'parsed' | 'normalised' | 'synonym' | 'head';
  score: number;
}

export interface FoodResolver {
  /** Resolves a name, else the first of its alternatives that resolves ("butter or margarine"). */
  resolveFood(name: string, alternatives?: readonly string[]): ResolvedFood | null;
  food(id: string): FoodRecord | null;
  /** Closely related foods whose portions may weigh a unit the food lacks (src/domain/foods/related-foods.ts). */
  related?(food: FoodRecord): FoodRecord[];
}

/**
 * The name to look up for a parsed line: its preparation may say which food is meant. State words
 * join the name ("2 cups chicken, cooked and chopped" is cooked chicken, not raw); a fruit "juiced"
 * is its juice ("2 limes, juiced": the portion "1 lime yields" then weighs the count).
 */
export function lookupWithState(name: string, preparation: string | null | undefined): string {
  if (/\bjuiced\b/i.test(preparation ?? '') && !/\bjuice\b/i.test(name)) return `${singular(name.trim().toLowerCase())} juice`;
  const state = [...new Set((preparation ?? '').match(FOOD_STATES)?.map((w) => w.toLowerCase()) ?? [])];
  // "cooked or raw" leaves the choice open: the name alone decides.
  if (state.length === 0 || (state.length > 1 && state.includes('raw'))) return name;
  return `${state.join(' ')} ${name}`;
}

/**
 * A line's food in context: what its preparation says first ("chicken, cooked and chopped" is
 * cooked chicken, "limes, juiced" lime juice), then the name alone, unless that reads a dried food as fresh; a line measured
 * in cans ("1 (15 oz) can kidney beans, drained") names the canned food when the corpus has one.
 */
export function resolveLineFood(resolver: FoodResolver, lookup: string, line: { unit?: string | null; alternatives?: readonly string[]; preparation?: string | null }): ResolvedFood | null {
  const stated = lookupWithState(lookup, line.preparation);
  const found = stated !== lookup ? inContext(resolver, stated, line) : null;
  if (found) return found;
  const plain = inContext(resolver, lookup, line);
  return plain && contradictsState(plain.food, stated) ? null : plain;
}

function inContext(resolver: FoodResolver, lookup: string, line: { unit?: string | null; alternatives?: readonly string[] }): ResolvedFood | null {
  const plain = resolver.resolveFood(lookup, line.alternatives ?? []);
  const isCanned = (hit: ResolvedFood | null) => hit !== null && /\bcanned\b/i.test(hit.food.name);
  if (line.unit !== 'can' || isCanned(plain)) return plain;
  const canned = resolver.resolveFood(`canned ${lookup}`);
  return isCanned(canned) ? canned : plain;
}

/** Groups whose raw foods are fresh, so a dried form is another food. */
const FRESH_PRODUCE = new Set(['Vegetables and Vegetable Products', 'Fruits and Fruit Juices']);

/**
 * A dried fruit or vegetable is not its raw form by the gram ("dried tomatoes" are not tomatoes);
 * raw pulses and grains are the dry ones ("dried chickpeas").
 */
function contradictsState(food: FoodRecord, name: string): boolean {
  return /\bdried\b/i.test(name) && FRESH_PRODUCE.has(food.group ?? '') && RAW_FORM.test(food.name);
}

const HEAD_STOP = new Set(['of', 'and', 'or', 'with', 'in', 'for']);

/**
 * Qualifiers that may be dropped to reach the food ("aged rum" → rum, "medium soft cheese" →
 * cheese). Food words are never dropped: "ginger beer", "apricot brandy" and "coconut milk" are
 * other foods than beer, brandy and milk.
 */
const SAFE_QUALIFIERS = new Set([
  'red', 'green', 'yellow', 'white', 'black', 'brown', 'golden', 'gold', 'dark', 'light', 'silver', 'amber', 'pink', 'purple',
  'italian', 'french', 'mexican', 'english', 'spanish', 'greek', 'chinese', 'japanese', 'thai', 'indian', 'jamaican', 'cuban',
  'puerto', 'rican', 'london', 'american', 'german', 'swiss', 'dutch', 'turkish', 'korean', 'vietnamese', 'russian', 'polish',
  'dry', 'sweet', 'aged', 'old', 'young', 'blended', 'premium', 'good', 'quality', 'large', 'small', 'medium', 'big', 'extra', 'fine',
  'coarse', 'sharp', 'mild', 'hot', 'soft', 'hard', 'semi', 'firm', 'fresh', 'plain', 'regular', 'whole', 'fat', 'full', 'low',
  'lean', 'natural', 'organic', 'homemade', 'wild', 'baby', 'mature', 'ripe', 'long', 'short', 'grain', 'thick', 'thin', 'flat',
  'leaf', 'leaves', 'overproof', 'free', 'range', 'cage', 'sodium', 'reduced', 'enriched', 'pastured', 'pasture', 'farm', 'grass', 'fed', 'high', 'unbleached', 'bleached', 'hungarian', 'italian', 'sicilian', 'greek', 'french', 'canned', 'tinned', 'demerara', 'spiced', 'smoked', 'raw', 'cold', 'warm', 'strong', 'double', 'single', 'heavy', 'cracked', 'spicy',
]);

/**
 * Heads that other words turn into a different food ("irish cream", "fish sauce", "almond milk"):
 * a qualifier before them is only dropped when it is on the safe list.
 */
const COMPOUND_HEADS = new Set(['cream', 'milk', 'sauce', 'juice', 'oil', 'butter', 'paste', 'powder', 'syrup', 'liqueur', 'beer', 'wine', 'water', 'soda', 'cheese', 'vinegar', 'extract', 'essence', 'flour', 'sugar', 'salt', 'seasoning', 'stock', 'broth', 'jam', 'tea', 'spread', 'mix', 'dressing', 'bean', 'beans', 'seed', 'seeds', 'nut', 'nuts', 'pepper', 'peppers']);

/** Class words that name no one food ("fish", "meat"): never resolved to an arbitrary member. */
const TOO_GENERIC = new Set(['fish', 'meat', 'nut', 'nuts', 'seafood', 'vegetable', 'vegetables', 'fruit', 'fruits', 'herb', 'herbs', 'spice', 'spices', 'seasoning', 'stock', 'broth', 'sauce', 'cheese blend', 'berries', 'berry', 'greens', 'shellfish', 'poultry', 'game', 'bean', 'beans', 'liqueur', 'juice', 'syrup', 'soup', 'salad', 'green salad', 'side salad', 'mixed salad', 'garden salad']);

/**
 * Names of foods the reference does not hold that the rules would otherwise read as another food:
 * lime leaves are not limes, curry leaves not curry powder, custard powder not custard-apple.
 */
const NO_REFERENCE = new Set([
  'kaffir lime leaves', 'kaffir lime leaf', 'makrut lime leaves', 'lime leaves', 'lime leaf', 'curry leaves', 'curry leaf', 'banana leaves', 'banana leaf',
  'custard powder', 'sweet chili sauce', 'sweet chilli sauce', 'golden syrup', 'simple syrup', 'sugar syrup', 'almond flour', 'vegetable stock cube', 'vegetable bouillon cube', 'pizza dough', 'pizza base', 'latte', 'cappuccino', 'flat white', 'macchiato', 'caffe latte',
  'pomegranate molasses', 'tamarind concentrate', 'tamarind paste', 'salt and pepper', 'salt pepper', 'salt and black pepper', 'salt black pepper',
]);

/**
 * Why a name must not resolve to any reference food: it names a kind of food ("fish", "stock"),
 * or a food the reference lacks that would read as another ("almond flour"); null otherwise. Free
 * search must not pick a food for it either.
 */
export function namesNoReferenceFood(name: string): 'kind' | 'absent' | null {
  const key = normaliseText(name);
  const norm = normaliseIngredientName(name);
  if (TOO_GENERIC.has(key) || TOO_GENERIC.has(norm)) return 'kind';
  return NO_REFERENCE.has(key) || NO_REFERENCE.has(norm) ? 'absent' : null;
}

const stemOf = (w: string) => tokenize(w)[0] ?? w;

/** Frequent misspellings in recipe text, word for word (reviewed: each is one word's only reading). */
const MISSPELLINGS: Record<string, string> = {
  sause: 'sauce', tumeric: 'turmeric', parsely: 'parsley', mayonnese: 'mayonnaise', mayonaise: 'mayonnaise', cannelini: 'cannellini',
  broccli: 'broccoli', brocoli: 'broccoli', cinamon: 'cinnamon', cinnamom: 'cinnamon', jalepeno: 'jalapeno', jalepenos: 'jalapenos',
  zuchini: 'zucchini', zuccini: 'zucchini', parmesean: 'parmesan', tomatos: 'tomatoes', potatos: 'potatoes', vanila: 'vanilla',
  cummin: 'cumin', oregeno: 'oregano', garbonzo: 'garbanzo', rasberries: 'raspberries', rasberry: 'raspberry', worchestershire: 'worcestershire',
};

/**
 * States that make another reference food ("cooked rice" is not raw rice, "mashed potatoes" not
 * potatoes): kept when a name is normalised, and carried from a line's preparation into its lookup.
 * The one list of them.
 */
export const FOOD_STATES = /\b(?:cooked|raw|boiled|roasted|baked|fried|grilled|broiled|steamed|canned|dried|frozen|smoked|toasted|mashed|stewed|braised|poached)\b/gi;
/** The same as a test (a global regex would keep its place between calls). */
const NAMES_A_STATE = new RegExp(FOOD_STATES.source, 'i');
/** A reference name for the raw form ("Kale, raw"). */
const RAW_FORM = /(^|, )raw(,|$)/i;

/** Count nouns written after a food ("cinnamon stick", "celery rib"); never "leaf" (bay leaf, curry leaves are foods). */
const TRAILING_COUNT = new Set(['stick', 'stalk', 'rib', 'pod', 'sprig', 'clove', 'fillet', 'filet', 'cube', 'strip', 'slice', 'wedge', 'head', 'bunch', 'piece', 'chunk', 'floret', 'ball']);

/**
 * Reference names whose head is a class of prepared products ("Soup, tomato, canned", "Snacks,
 * rice cakes"): they answer a plain ingredient name only when the name says so ("tomato soup").
 */
const PRODUCT_HEADS = new Set(['soup', 'sauce', 'snack', 'candy', 'candies', 'fast food', 'babyfood', 'restaurant', 'infant formula', 'cereals ready-to-eat', 'salad dressing', 'cracker', 'cookie', 'pie', 'cake', 'pizza', 'sandwich', 'beverages', 'dessert', 'frozen novelty', 'ice cream', 'pudding']);

function productMismatch(food: FoodRecord, query: string): boolean {
  const head = food.name.split(',')[0]!.trim().toLowerCase();
  const singularHead = head.replace(/(?:ies)$/, 'y').replace(/s$/, '');
  if (!PRODUCT_HEADS.has(head) && !PRODUCT_HEADS.has(singularHead)) return false;
  const q = new Set(tokenize(query));
  return !tokenize(head).every((t) => q.has(t));
}

/** The lexical rank band a score falls in (src/search/lexical.ts). */
const bandOf = (score: number) => (score >= BAND_EXACT ? 3 : score >= BAND_HEAD ? 2 : score >= BAND_GENERIC ? 1 : 0);

/** Query terms must all be in the food's own name or aliases: no typo readings ("pisco" ≠ "cisco"). */
function coversAll(food: FoodRecord, query: string): boolean {
  const have = new Set(tokenize([food.name, ...food.aliases].join(' ')));
  return tokenize(query).every((t) => have.has(t));
}

/** Generic foods of a usda part in whatever shape it was serialised (array or `{ foods }`). */
export function foodsOfPart(part: unknown): FoodRecord[] {
  if (Array.isArray(part)) return part as FoodRecord[];
  if (part && typeof part === 'object') {
    const o = part as Record<string, unknown>;
    for (const k of ['foods', 'records', 'items']) if (Array.isArray(o[k])) return o[k] as FoodRecord[];
  }
  return [];
}

export function createFoodResolver(foods: FoodRecord[]): FoodResolver {
  const usable = foods.filter((f) => f.nutrition_basis === '100g' && f.calories !== null);
  const index = new LexicalIndex(usable.map(searchDocFromFood));
  const byId = new Map(foods.map((f) => [f.id, f]));
  const cache = new Map<string, ResolvedFood | null>();

  const byName = new Map(usable.map((f) => [nameKey(f.name), f]));
  // Words that name a food somewhere (the first two comma segments of a reference name).
  const foodWords = new Set(usable.flatMap((f) => tokenize(f.name.split(',').slice(0, 2).join(' '))));

  const tryName = (q: string, min: number, step: ResolvedFood['step']): ResolvedFood | null => {
    if (!q.trim()) return null;
    // A synonym may name the reference food exactly ("Oil, soybean, salad or cooking").
    const exact = step === 'synonym' ? byName.get(nameKey(q)) : undefined;
    if (exact) return { food: exact, matched: q, step, score: 1 };
    const found: { food: FoodRecord; score: number }[] = [];
    for (const hit of index.search(q, { kind: 'generic', limit: 8 })) {
      if (hit.score < min) break;
      const food = usable[hit.doc]!;
      if (step !== 'synonym' && productMismatch(food, q)) continue;
      if (coversAll(food, q)) found.push({ food, score: hit.score });
    }
    if (found.length === 0) return null;
    // An ingredient named without a state is the raw food ("2 cups kale" is not frozen cooked kale)
    // when a raw one ranks in the same band as the best.
    const band = bandOf(found[0]!.score);
    const raw = NAMES_A_STATE.test(q) ? undefined : found.find((f) => bandOf(f.score) === band && RAW_FORM.test(f.food.name));
    const best = raw ?? found[0]!;
    return { food: best.food, matched: q, step, score: Math.round(best.score * 1000) / 1000 };
  };

  const resolve = (name: string): ResolvedFood | null => {
    const raw = name
      .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
      .replace(/[（(][^（）()]*[）)]/g, ' ')
      .replace(/[a-z]+/gi, (w) => MISSPELLINGS[w.toLowerCase()] ?? w)
      .trim();
    // A staple named in another language ("beurre doux", "鸡蛋") by its English name.
    const english = /\p{Script=Han}/u.test(raw) ? (lookupZhIngredient(raw)?.english ?? null) : englishName(raw);
    if (english) return resolve(english);
    const norm = normaliseIngredientName(raw);
    // The wording as written first ("unsalted butter", "minced beef"), then its normalised form.
    // A state the cook wrote ("cooked chicken", "dried cranberries") must survive normalisation:
    // the synonym of the bare name is the raw food.
    const states: string[] = raw.toLowerCase().match(FOOD_STATES) ?? [];
    // SR28 writes the dried form of grains and pasta as "dry" ("Pasta, dry, enriched").
    const keepsState = (target: string) => states.every((w) => (w === 'dried' ? /\b(dried|dry)\b/ : new RegExp(`\\b${w}\\b`)).test(target.toLowerCase()));
    const direct = RECIPE_SYNONYMS[raw.toLowerCase()];
    // "cooked spaghetti": the synonym names the dry or raw form; its cooked form is the food meant.
    const cookedForm = (target: string | undefined) => {
      const swapped = target && states.length === 1 && states[0] === 'cooked' ? target.replace(/\b(dry|raw)\b/i, 'cooked') : undefined;
      return swapped && swapped !== target && !swapped.includes(',') ? swapped : undefined;
    };
    const ofNorm = RECIPE_SYNONYMS[norm];
    const synonym = direct ?? (ofNorm && keepsState(ofNorm) ? ofNorm : cookedForm(ofNorm));
    if (synonym) {
      const s = tryName(synonym, BAND_GENERIC, 'synonym');
      if (s) return s;
    }
    // A cheese is named by its variety with or without the word: "gouda cheese" is "gouda".
    const variety = RECIPE_SYNONYMS[/^(.+) cheese$/.exec(norm)?.[1] ?? ''];
    if (variety && /^cheese\b/i.test(variety)) {
      const s = tryName(variety, BAND_GENERIC, 'synonym');
      if (s) return s;
    }
    if (namesNoReferenceFood(raw)) return null;
    const parsed = tryName(raw, BAND_HEAD, 'parsed');
    if (parsed) return parsed;
    if (states.length > 0) {
      const withState = tryName(normaliseIngredientName(raw.toLowerCase().replace(FOOD_STATES, ' ')) + ' ' + states.join(' '), BAND_HEAD, 'normalised');
      if (withState) return withState;
    }
    if (norm && norm !== raw.toLowerCase()) {
      const n = tryName(norm, BAND_HEAD, 'normalised');
      if (n) return n;
    }
    // What the food comes with or in ("mushrooms with liquid", "beans in their juice"): the food is before it.
    const clause = /^(.+?)\s+(?:with|in|without|per)\s+\S.*$/.exec(norm);
    if (clause && !COMPOUND_HEADS.has(norm.split(' ').pop()!)) {
      const r = resolve(clause[1]!);
      if (r) return r;
    }
    // A ground spice written as "X powder" ("turmeric powder"): the spice, only when it is one.
    if (/\s+powder$/.test(norm)) {
      const r = resolve(`ground ${norm.replace(/\s+powder$/, '')}`);
      if (r && /^spices,/i.test(r.food.name)) return r;
    }
    // A count noun after the food ("cinnamon sticks", "celery ribs", "cardamom pods"): the food is
    // the rest; the noun stays on the line for its weight.
    const tail = norm.split(' ');
    if (tail.length > 1 && TRAILING_COUNT.has(tail[tail.length - 1]!)) {
      const r = resolve(tail.slice(0, -1).join(' '));
      if (r) return r;
    }
    // Drop leading qualifiers one at a time; only a head match is accepted then.
    const words = norm.split(' ').filter((w) => w && !HEAD_STOP.has(w));
    const head = words[words.length - 1] ?? '';
    for (let i = 1; i < words.length; i++) {
      const w = words[i - 1]!;
      if (!SAFE_QUALIFIERS.has(w) && (foodWords.has(stemOf(w)) || COMPOUND_HEADS.has(head))) break;
      const rest = words.slice(i).join(' ');
      if (TOO_GENERIC.has(rest)) break; // "golden syrup" is not just any syrup
      const syn = RECIPE_SYNONYMS[rest];
      const h = (syn && tryName(syn, BAND_GENERIC, 'synonym')) || tryName(rest, BAND_HEAD, 'head');
      if (h) return h;
    }
    return null;
  };

  return {
    resolveFood(name: string, alternatives: readonly string[] = []) {
      for (const n of [name, ...alternatives]) {
        const key = n.trim().toLowerCase();
        if (!key) continue;
        if (!cache.has(key)) {
          const hit = resolve(n);
          cache.set(key, hit && contradictsState(hit.food, n) ? null : hit);
        }
        const hit = cache.get(key)!;
        if (hit) return hit;
      }
      return null;
    },
    food: (id) => byId.get(id) ?? null,
    related: (food) => relatedFoods(food, foods),
  };
}

// ---------------------------------------------------------------- weights

/** The parts of a parsed ingredient line that decide its weight (ParsedIngredientLine fits). */
export interface WeighableLine {
  quantity: number | null;
  /** Canonical unit from the unit table (g, ml, tbsp, clove, piece...) or null for a bare count. */
  unit: string | null;
  unit_text?: string | null;
  size?: string | null;
  package?: ParsedIngredientLine['package'];
  /** Grams the source states beside another unit ("1/2 cup (110g)", "1 只（约 300g）"). */
  stated_grams?: number | null;
  /** The line's ingredient name (its nouns can name a portion of a bare count). */
  name?: string;
}

export interface LineWeight {
  grams: number;
  method: string;
  detail: string;
}

/**
 * Weight of a line's recorded quantity of `food` with its evidence; null when unknown.
 * Mass units need no food; a weight the source states beside a count or volume is the cook's
 * own measurement and wins; everything else goes through the shared evidence rules of
 * src/domain/language/grams.ts (density from household measures, matching portions for counts).
 */
export function lineGrams(line: WeighableLine, food: FoodRecord | null, related?: () => readonly FoodRecord[]): LineWeight | null {
  const q = line.quantity;
  if (q === null || !(q >= 0)) return null;
  const def = line.unit ? unitByName(line.unit) : null;
  if (def?.dimension === 'mass' && def.factor !== null) return { grams: q * def.factor, method: 'mass', detail: `${q} ${line.unit_text ?? line.unit}` };
  if (line.stated_grams !== null && line.stated_grams !== undefined && line.stated_grams > 0) {
    return { grams: line.stated_grams, method: 'stated', detail: `${line.stated_grams} g written beside the amount` };
  }
  if (!food) return null;
  // A generic "piece" (Chinese 个/只/块) is a bare count: the food's default portion decides.
  const bare = line.unit === null || line.unit === 'piece';
  // For a bare count the line's own nouns may name the portion: "3 garlic cloves" (clove),
  // "juice of 1 lemon" (1 lemon yields 48 g).
  // Only nouns some portion is named after ("clove", "lemon yields") count, never a word inside a
  // volume measure ("1 cup (4.86 large eggs)").
  const nouns = bare ? (line.name ?? '').toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 2) : [];
  const named = (w: string) => food.portions.some((p) => new RegExp(`^(?:${w}|${w.replace(/(?:es|s)$/, '')})s?\\b`).test(p.measure.toLowerCase()));
  const countNoun = (w: string) => { const u = findUnit(w); return u !== null && u.dimension === 'count' && u.name !== 'piece'; };
  const tries = [...new Set([nouns[nouns.length - 1], nouns[0]])].filter((w): w is string => w !== undefined && (named(w) || countNoun(w)));
  // "1 lime wedge", "2 celery sticks": counted in a noun the food has no portion for; the whole
  // item ("1 fruit") would be a wrong weight.
  const countedIn = nouns.length > 0 && countNoun(nouns[nouns.length - 1]!);
  const readings = [...tries, ...(countedIn ? [] : [null])].map((word): GramsLine => ({
    quantity: q,
    unit: bare ? null : line.unit,
    unit_text: bare ? word : (line.unit_text ?? null),
    name: food.name,
    size: line.size ?? null,
    package: line.package ?? null,
  }));
  // The food's own portions for every reading first; a closely related food's only when none weighs.
  let r: ReturnType<typeof resolveGrams> = { grams: null, ml: null, reason: '' };
  for (const options of related ? [{}, { related }] : [{}]) {
    for (const reading of readings) {
      r = resolveGrams(reading, food, options);
      if (r.grams !== null) break;
    }
    if (r.grams !== null) break;
  }
  if (r.grams === null) return null;
  const e = r.evidence;
  // A count must not be read through a volume or mass portion ("6 slices" of ginger through
  // "0.25 cup slices"): no weight is better than a wrong one.
  if (e.method === 'portion' && e.portion && !unitIsMeasure(line.unit)) {
    const first = e.portion.measure.toLowerCase().trim().split(/[\s,(]+/)[0] ?? '';
    const u = findUnit(first);
    if (u && u.dimension !== 'count') return null;
  }
  const portion = e.portion ? `${e.portion.amount} ${e.portion.measure} = ${e.portion.grams} g (portion ${e.portion.seq})` : null;
  const detail = [r.ml !== null ? `${Math.round(r.ml * 1000) / 1000} ml` : null, e.related_food ? `${portion} of '${e.related_food.name}'` : portion, e.assumption ?? null].filter(Boolean).join('; ');
  return { grams: r.grams, method: e.method, detail: detail || e.method };
}
