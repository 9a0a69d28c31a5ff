/**
 * The one name resolver: a food name as people write it (ingredient lines, meals, recipe import,
 * photo items) → the reference food meant. It depends only on a `NameIndex` (./name-index.ts);
 * the lexical and hybrid adapters live in src/search/name-index.ts, and the catalog builds the
 * service's resolver once (src/catalog/names.ts).
 *
 * `resolveFood(name)` applies reviewed rules in order:
 *   0. a name in Chinese or a staple in another European language reads as its English name
 *      (../language/zh-ingredients.ts, ../language/foreign-names.ts);
 *   1. a reviewed recipe-wording synonym of the name as written, then of its normalised form
 *      ("scallion" → "spring onions"; a synonym may be the exact reference name, which wins;
 *      ../language/recipe-synonyms.ts);
 *   2. the parsed name, then its normalised form ("extra virgin olive oil" → "olive oil"), accepted
 *      only when the reference food's head is the name (band "head" or better);
 *   3. the name without leading qualifiers ("medium soft cheese" → "cheese", "roma tomatoes" →
 *      "tomatoes"), head match only; a food word is never dropped ("ginger beer" is not beer).
 * Every hit must contain each word of the name in its own name or aliases (no typo readings:
 * "pisco" is not "cisco"), and a prepared-product class ("Soup, tomato", "Snacks, rice cakes")
 * only answers a name that says so. Class words ("fish", "meat") and foods the reference lacks that
 * would read as another ("lime leaves") resolve to nothing, and a dried fruit or vegetable never to
 * its raw form. `find(name, context)` adds the line's context (state, cans) and, for names the
 * rules do not know, free search when confident, then a Japanese or Korean name by its English
 * name ("有塩バター" salted butter; ../language/ja-ko-names.ts). Anything else stays unresolved: a
 * wrong food is worse than none.
 */
import type { FoodRecord } from './food';
import { BAND_RANK, CONFIDENT_MATCH, type MatchBand, type NameHit, type NameIndex, type NameSearch } from './name-index';
import { editDistance, tokenize, withoutAsides } from '../language/text';
import { normaliseIngredientName, normaliseText, REFERENCE_CLASS_HEADS, singular } from '../language/names';
import { englishName } from '../language/foreign-names';
import { jaKoEnglishName } from '../language/ja-ko-names';
import { recipeSynonym } from '../language/recipe-synonyms';
import { isFormWord, sameForm } from './related-foods';
import { rowsWithOtherMeasures } from './canonical';
import { lookupZhIngredient } from '../language/zh-ingredients';
import { isStandIn } from './stand-ins';
import { LruCache } from '../lru';

export interface ResolvedFood {
  food: FoodRecord;
  /** The name that matched (after normalisation or synonym). */
  matched: string;
  /** How: parsed, normalised, synonym, head. */
  step: 'parsed' | 'normalised' | 'synonym' | 'head';
  score: number;
}

/** What a line or item says besides its name: the unit ("can" names the canned food), alternatives, preparation. */
export interface NameContext {
  unit?: string | null;
  alternatives?: readonly string[];
  preparation?: string | null;
}

/** A written name → the reference food meant, or why none: it names a kind of food, or the closest is not confident. */
type FoodMatch = { food: FoodRecord } | { food: null; closest: { name: string; score: number } | null; kind?: true };

export interface NameResolver {
  /** Resolves a name by the reviewed rules, else the first of its alternatives that resolves ("butter or margarine"). */
  resolveFood(name: string, alternatives?: readonly string[]): ResolvedFood | null;
  /**
   * A food name as people write it → the reference food meant: the reviewed rules first, in the
   * line's context (resolveLineFood), free search only for names they do not know, and only when
   * confident. Every path from a written name to nutrition (ingredient lines, meals, photo items)
   * goes through here.
   */
  find(name: string, context?: NameContext): Promise<FoodMatch>;
  food(id: string): FoodRecord | null;
  /** Closely related foods whose portions may weigh a unit the food lacks (./related-foods.ts). */
  related(food: FoodRecord): FoodRecord[];
  /**
   * The same food as written (`name`) in other tables, in the same form as `food`: their household
   * portions may weigh a unit `food` records none for ("1 mango" for IFCT's mango, which has no
   * portions). Nutrition stays `food`'s; only the weight is borrowed, and the evidence says so.
   */
  twins?(food: FoodRecord, name: string): FoodRecord[];
  /**
   * Whether resolveFood could answer `name` by a synonym of the reviewed lexicon: false when none of
   * the rules' paths reaches one. No search runs, so a caller that wants only synonym answers asks
   * this first.
   */
  mayResolveBySynonym(name: string): boolean;
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
export function resolveLineFood(resolver: Pick<NameResolver, 'resolveFood'>, lookup: string, line: NameContext): ResolvedFood | null {
  const stated = lookupWithState(lookup, line.preparation);
  const found = stated !== lookup ? inContext(resolver, stated, line) : null;
  if (found) return found;
  const plain = inContext(resolver, lookup, line);
  if (plain && !contradictsState(plain.food, stated)) return plain;
  return COOKED_STATE.test(stated) ? cookedForm(resolver, stated) : null;
}

/** States that mean the food was cooked (its water, and so its weight per cup, changed). */
const COOKED_STATE = /\b(?:cooked|boiled|steamed|stewed|simmered)\b/i;

/**
 * A cooked measure of a food whose own name resolved to its raw form: the cooked food of the
 * same head ("cooked red lentils" → "Lentils, … cooked, boiled"), or nothing. Never the raw food:
 * a cup of cooked lentils weighs about a third as much dry.
 */
function cookedForm(resolver: Pick<NameResolver, 'resolveFood'>, stated: string): ResolvedFood | null {
  const words = stated.toLowerCase().replace(FOOD_STATES, ' ').split(/\s+/).filter(Boolean);
  const head = words[words.length - 1];
  if (!head) return null;
  const hit = resolver.resolveFood(`cooked ${head}`);
  // The head must name the food found ("lentils" → "Lentils, …"), not merely occur in it.
  const first = hit ? hit.food.name.split(',')[0]!.toLowerCase() : '';
  return hit && first.includes(singular(head)) && !RAW_FORM.test(hit.food.name) && COOKED_STATE.test(hit.food.name) ? hit : null;
}

function inContext(resolver: Pick<NameResolver, 'resolveFood'>, lookup: string, line: NameContext): ResolvedFood | null {
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
 * raw pulses and grains are the dry ones ("dried chickpeas"); a cooked food is not its raw form.
 */
function contradictsState(food: FoodRecord, name: string): boolean {
  if (/\bdried\b/i.test(name) && FRESH_PRODUCE.has(food.group ?? '') && RAW_FORM.test(food.name)) return true;
  // A cooked measure is never weighed as the raw food.
  return COOKED_STATE.test(name) && RAW_FORM.test(food.name);
}

const HEAD_STOP = new Set(['of', 'and', 'or', 'with', 'in', 'for']);

/**
 * Qualifiers that may be dropped to reach the food ("aged rum" → rum, "medium soft cheese" →
 * cheese). Food words are never dropped: "ginger beer", "apricot brandy" and "coconut milk" are
 * other foods than beer, brandy and milk.
 */
const SAFE_QUALIFIERS = new Set([
  'red',
  'green',
  'yellow',
  'white',
  'black',
  'brown',
  'golden',
  'gold',
  'dark',
  'light',
  'silver',
  'amber',
  'pink',
  'purple',
  'italian',
  'french',
  'mexican',
  'english',
  'spanish',
  'greek',
  'chinese',
  'japanese',
  'thai',
  'indian',
  'jamaican',
  'cuban',
  'puerto',
  'rican',
  'london',
  'american',
  'german',
  'swiss',
  'dutch',
  'turkish',
  'korean',
  'vietnamese',
  'russian',
  'polish',
  'dry',
  'sweet',
  'aged',
  'old',
  'young',
  'blended',
  'premium',
  'good',
  'quality',
  'large',
  'small',
  'medium',
  'big',
  'extra',
  'fine',
  'coarse',
  'sharp',
  'mild',
  'hot',
  'soft',
  'hard',
  'semi',
  'firm',
  'fresh',
  'plain',
  'regular',
  'whole',
  'fat',
  'full',
  'low',
  'lean',
  'natural',
  'organic',
  'streaky',
  'homemade',
  'wild',
  'baby',
  'mature',
  'ripe',
  'long',
  'short',
  'grain',
  'thick',
  'thin',
  'flat',
  'leaf',
  'leaves',
  'overproof',
  'free',
  'range',
  'cage',
  'sodium',
  'reduced',
  'enriched',
  'pastured',
  'pasture',
  'farm',
  'grass',
  'fed',
  'high',
  'unbleached',
  'bleached',
  'hungarian',
  'italian',
  'sicilian',
  'greek',
  'french',
  'canned',
  'tinned',
  'demerara',
  'spiced',
  'smoked',
  'raw',
  'cold',
  'warm',
  'strong',
  'double',
  'single',
  'heavy',
  'cracked',
  'spicy',
]);

/**
 * Heads that other words turn into a different food ("irish cream", "fish sauce", "almond milk"):
 * a qualifier before them is only dropped when it is on the safe list.
 */
const COMPOUND_HEADS = new Set([
  'cream',
  'milk',
  'sauce',
  'juice',
  'oil',
  'butter',
  'paste',
  'powder',
  'syrup',
  'liqueur',
  'beer',
  'wine',
  'water',
  'soda',
  'cheese',
  'vinegar',
  'extract',
  'essence',
  'flour',
  'sugar',
  'salt',
  'seasoning',
  'stock',
  'broth',
  'jam',
  'tea',
  'spread',
  'mix',
  'dressing',
  'bean',
  'beans',
  'seed',
  'seeds',
  'nut',
  'nuts',
  'pepper',
  'peppers',
]);

/** Class words that name no one food ("fish", "meat"): never resolved to an arbitrary member. */
const TOO_GENERIC = new Set([
  'fish',
  'meat',
  'nut',
  'nuts',
  'seafood',
  'vegetable',
  'vegetables',
  'fruit',
  'fruits',
  'herb',
  'herbs',
  'spice',
  'spices',
  'seasoning',
  'sauce',
  'cheese blend',
  'berries',
  'berry',
  'greens',
  'shellfish',
  'poultry',
  'game',
  'bean',
  'beans',
  'liqueur',
  'juice',
  'syrup',
  'soup',
  'salad',
  'green salad',
  'side salad',
  'mixed salad',
  'garden salad',
]);

/**
 * Names of foods the reference does not hold that the rules would otherwise read as another food:
 * lime leaves are not limes, curry leaves not curry powder, custard powder not custard-apple, the
 * spice blend garam masala not a garam masala sauce.
 */
const NO_REFERENCE = new Set([
  'kaffir lime leaves',
  'kaffir lime leaf',
  'makrut lime leaves',
  'lime leaves',
  'lime leaf',
  'curry leaves',
  'curry leaf',
  'banana leaves',
  'banana leaf',
  'custard powder',
  'sweet chili sauce',
  'sweet chilli sauce',
  'golden syrup',
  'almond flour',
  'vegetable stock cube',
  'vegetable bouillon cube',
  'pizza dough',
  'pizza base',
  'latte',
  'cappuccino',
  'flat white',
  'macchiato',
  'caffe latte',
  'pomegranate molasses',
  'tamarind concentrate',
  'tamarind paste',
  'garam masala',
  'salt and pepper',
  'salt pepper',
  'salt and black pepper',
  'salt black pepper',
]);

/**
 * Why a name must not resolve to any reference food: it names a kind of food ("fish", "herbs"),
 * or a food the reference lacks that would read as another ("almond flour"); null otherwise. Free
 * search must not pick a food for it either.
 */
export function namesNoReferenceFood(name: string): 'kind' | 'absent' | null {
  const key = normaliseText(name);
  const norm = normaliseIngredientName(name);
  if (TOO_GENERIC.has(key) || TOO_GENERIC.has(norm)) return 'kind';
  return NO_REFERENCE.has(key) || NO_REFERENCE.has(norm) ? 'absent' : null;
}

/** Frequent misspellings in recipe text, word for word (reviewed: each is one word's only reading). */
const MISSPELLINGS: Record<string, string> = {
  sause: 'sauce',
  tumeric: 'turmeric',
  parsely: 'parsley',
  mayonnese: 'mayonnaise',
  mayonaise: 'mayonnaise',
  cannelini: 'cannellini',
  broccli: 'broccoli',
  brocoli: 'broccoli',
  cinamon: 'cinnamon',
  cinnamom: 'cinnamon',
  jalepeno: 'jalapeno',
  jalepenos: 'jalapenos',
  zuchini: 'zucchini',
  zuccini: 'zucchini',
  parmesean: 'parmesan',
  tomatos: 'tomatoes',
  potatos: 'potatoes',
  vanila: 'vanilla',
  cummin: 'cumin',
  oregeno: 'oregano',
  garbonzo: 'garbanzo',
  rasberries: 'raspberries',
  rasberry: 'raspberry',
  worchestershire: 'worcestershire',
  // British one-word spellings of two-word names.
  shortcrust: 'short crust',
};

/** How a food is sold, not which food it is: "ready-rolled puff pastry" is puff pastry. */
const SOLD_AS = /\bready[- ]rolled\b/gi;

/**
 * States that make another reference food ("cooked rice" is not raw rice, "mashed potatoes" not
 * potatoes): kept when a name is normalised, and carried from a line's preparation into its lookup.
 * The one list of them.
 */
const FOOD_STATES = /\b(?:cooked|raw|boiled|roasted|baked|fried|grilled|broiled|steamed|canned|dried|frozen|smoked|toasted|mashed|stewed|braised|poached)\b/gi;
/** The same as a test (a global regex would keep its place between calls). */
const NAMES_A_STATE = new RegExp(FOOD_STATES.source, 'i');
/** A reference name for the raw form ("Kale, raw"). */
const RAW_FORM = /(^|, )raw(,|$)/i;

/** Count nouns written after a food ("cinnamon stick", "celery rib", "bacon rashers", "gammon joint"); never "leaf" (bay leaf, curry leaves are foods). */
const TRAILING_COUNT = new Set([
  'stick',
  'stalk',
  'rib',
  'pod',
  'sprig',
  'clove',
  'fillet',
  'filet',
  'cube',
  'strip',
  'slice',
  'wedge',
  'wheel',
  'head',
  'bunch',
  'piece',
  'chunk',
  'floret',
  'ball',
  'rasher',
  'joint',
  'half',
]);

/**
 * Reference names whose head is a class of prepared products ("Soup, tomato, canned", "Snacks,
 * rice cakes"): they answer a plain ingredient name only when the name says so ("tomato soup").
 */
const PRODUCT_HEADS = new Set([
  'soup',
  'sauce',
  'snack',
  'candy',
  'candies',
  'fast food',
  'babyfood',
  'restaurant',
  'infant formula',
  'cereals ready-to-eat',
  'salad dressing',
  'cracker',
  'cookie',
  'pie',
  'cake',
  'pizza',
  'sandwich',
  'beverages',
  'dessert',
  'frozen novelty',
  'ice cream',
  'pudding',
]);

function productMismatch(food: FoodRecord, query: string): boolean {
  const head = food.name.split(',')[0]!.trim().toLowerCase();
  const singularHead = head.replace(/(?:ies)$/, 'y').replace(/s$/, '');
  if (!PRODUCT_HEADS.has(head) && !PRODUCT_HEADS.has(singularHead)) return false;
  const q = new Set(tokenize(query));
  return !tokenize(head).every((t) => q.has(t));
}

/** Query terms must all be in the food's own name or aliases: no typo readings ("pisco" ≠ "cisco"). */
function coversAll(food: FoodRecord, query: string): boolean {
  const have = new Set(tokenize([food.name, ...food.aliases].join(' ')));
  return tokenize(query).every((t) => have.has(t));
}

/**
 * A free-search match below this score is more often another food than the one meant
 * ("kecap manis" → infant formula, "matcha powder" → a formula powder): a wrong food would be
 * invented nutrition, so such a name finds nothing and reports the closest candidate instead.
 */
export const MIN_FALLBACK_SCORE = 0.5;
/**
 * Below this calibrated match confidence the search itself gives no answer (it matched only part of
 * the name, or only the encoder found it): the line is uncertain, never weighed as that food.
 */
export const MIN_FALLBACK_MATCH = 0.3;

/**
 * One written word must be the food's, or a slip of it ("onoin" → onion). A slip keeps its first
 * letter: "hing" is not "ling", "dashi" not "kashi", "harissa" not "carissa".
 */
function sharesAWord(food: FoodRecord, lookup: string): boolean {
  const own = tokenize([food.name, ...food.aliases].join(' '));
  return tokenize(lookup).some((t) => own.some((w) => w === t || (t.length >= 4 && w[0] === t[0] && editDistance(t, w, 1) <= 1)));
}

/**
 * The written name is one of the food's names in another language, word for word ("ajwain" is
 * IFCT's Omum, "crème fraîche" a French name of heavy cream): taken only when the search itself
 * is confident, and without the slip tolerance of the food's own names.
 */
function isALocalName(food: FoodRecord, lookup: string): boolean {
  const written = tokenize(lookup).join(' ');
  return (food.names ?? []).some((n) => !isStandIn(n) && tokenize(n.text).join(' ') === written);
}

/** Words that name the same thing in two tables' wording, for a twin's name to cover the line's. */
const SAME_WORD: Record<string, string> = { powder: 'ground', powdered: 'ground' };

/** The noun a reference name is headed by: "Mangos, raw" → mango, "Spices, turmeric, ground" → turmeric, "Ice cream, vanilla" → cream. */
function headNoun(name: string): string {
  const segments = withoutAsides(name)
    .toLowerCase()
    .split(',')
    .map((x) => x.trim());
  const head = REFERENCE_CLASS_HEADS.has(segments[0]!) && segments[1] ? segments[1] : segments[0]!;
  return tokenize(head).at(-1) ?? '';
}

/**
 * Foods of other tables (or other entries) that are `food` as the line names it: each word of the
 * name but its safe qualifiers and a trailing count noun ("ripe mango" → mango, "lime wedge" →
 * lime) is in the twin's name or aliases, both names are headed by the same noun, the twin matches the name (generic band or better), is not a
 * prepared product the name does not say, has household portions and is in the same form as
 * `food` (./related-foods.ts: never dried for fresh, cooked for raw). Closest match first.
 */
function twinFoods(index: NameIndex, food: FoodRecord, name: string, limit = 12): FoodRecord[] {
  const all = tokenize(normaliseIngredientName(name.replace(SOLD_AS, ' ')).replace(FOOD_STATES, ' ')).map((w) => SAME_WORD[w] ?? w);
  const kept = all.filter((w) => !SAFE_QUALIFIERS.has(w));
  if (kept.length > 1 && TRAILING_COUNT.has(kept[kept.length - 1]!)) kept.pop();
  if (kept.length === 0) return [];
  const query = kept.join(' ');
  const headWord = [...kept].reverse().find((w) => !isFormWord(w) && !Object.values(SAME_WORD).includes(w));
  if (!headWord) return [];
  const out: FoodRecord[] = [];
  for (const hit of index.search(query, 24)) {
    // Every word covered, the head shared and the form the same: a generic match suffices.
    if (BAND_RANK[hit.band] < BAND_RANK.generic) break;
    const f = hit.food;
    if (f.id === food.id || f.nutrition_basis !== '100g' || f.portions.length === 0 || productMismatch(f, query)) continue;
    const have = new Set(tokenize([f.name, ...f.aliases].join(' ')).map((w) => SAME_WORD[w] ?? w));
    // Both are the same kind of food: their heads end in the same noun ("cinnamon" is no cinnamon doughnut, "ginger" no ginger ale).
    if (!kept.every((w) => have.has(w)) || headNoun(f.name) !== headNoun(food.name) || !sameForm(food, f)) continue;
    // A twin joined from several tables brings each row's measures.
    out.push(f, ...rowsWithOtherMeasures(f));
    if (out.length >= limit) break;
  }
  return out;
}

type TryName = (q: string, min: MatchBand, step: ResolvedFood['step']) => ResolvedFood | null;

/** What the rules of a resolution use: the index, a name tried on it, and resolution itself (rules recurse on shorter names). */
interface Resolving {
  index: NameIndex;
  tryName: TryName;
  resolve: (name: string) => ResolvedFood | null;
}

/** Names whose rule answers a resolver remembers: lines come from callers, so the memory is bounded. */
const NAMES_REMEMBERED = 20_000;

/**
 * The resolver over one source: reviewed rules on `index`, free search on `fallback` (optional:
 * the corpus build resolves by the rules alone). Answers of the rules are remembered per name, the
 * `remembered` most recently used.
 */
export function createNameResolver(index: NameIndex, fallback?: NameSearch, remembered = NAMES_REMEMBERED): NameResolver {
  const cache = new LruCache<string, ResolvedFood | null>(remembered);
  const rules: Resolving = { index, tryName: (q, min, step) => tryNameOn(index, q, min, step), resolve: (name) => resolveByRules(rules, name) };

  const resolver: NameResolver = {
    resolveFood(name: string, alternatives: readonly string[] = []) {
      for (const n of [name, ...alternatives]) {
        const key = n.trim().toLowerCase();
        if (!key) continue;
        let hit = cache.get(key);
        if (hit === undefined) {
          const found = rules.resolve(n);
          hit = found && contradictsState(found.food, n) ? null : found;
          cache.set(key, hit);
        }
        if (hit) return hit;
      }
      return null;
    },
    async find(lookup, context = {}) {
      const known = resolveLineFood(resolver, lookup, context);
      if (known) return { food: index.food(known.food.id) ?? known.food };
      const none = namesNoReferenceFood(lookup);
      if (none) return none === 'kind' ? { food: null, closest: null, kind: true } : { food: null, closest: null };
      const english = () => byJaKoEnglish(resolver, lookup, context);
      const byEnglish = (f: ResolvedFood | null) => (f ? { food: index.food(f.food.id) ?? f.food } : null);
      if (!fallback) return byEnglish(english()) ?? { food: null, closest: null };
      // The name as written first; then the line's other names ("twaróg (farmer's cheese)").
      let closest: { name: string; score: number } | null = null;
      for (const [i, name] of [lookup, ...(context.alternatives ?? [])].entries()) {
        if (i > 0 && namesNoReferenceFood(name)) continue;
        const hit = (await fallback.search(i === 0 ? lookupWithState(lookup, context.preparation) : name, 1))[0];
        if (!hit) continue;
        const uncertain = hit.score < MIN_FALLBACK_SCORE || (hit.match !== undefined && hit.match < MIN_FALLBACK_MATCH);
        // A local name that names one of several foods alike weighs as any of them ("santan": coconut milk).
        const sure = (hit.match ?? 0) >= CONFIDENT_MATCH || hit.oneOfMany === true;
        if (!uncertain && (sharesAWord(hit.food, name) || (sure && isALocalName(hit.food, name)))) return { food: hit.food };
        if (i === 0) closest = { name: hit.food.name, score: hit.score };
      }
      return byEnglish(english()) ?? { food: null, closest };
    },
    food: (id) => index.food(id),
    related: (food) => index.related(food),
    twins: (food, name) => twinFoods(index, food, name),
    mayResolveBySynonym: (name) => reachesSynonym(index, name),
  };
  return resolver;
}

/**
 * The rules walked with every search failing but a synonym's, which stops the walk: a failed search
 * only leads on to the next rule, so these paths hold every path the real rules take.
 */
function reachesSynonym(index: NameIndex, name: string): boolean {
  let reached = false;
  const walk: Resolving = {
    // Only whether a word names a food changes the path; every search finds nothing.
    index: { food: () => null, byName: () => null, search: () => [], isFoodWord: (w) => index.isFoodWord(w), related: () => [] },
    tryName: (_q, _min, step) => {
      if (step === 'synonym') reached = true;
      return null;
    },
    resolve: (n) => (reached ? null : resolveByRules(walk, n)),
  };
  walk.resolve(name);
  return reached;
}

/** One name on the index: the food in band `min` or better that the name covers, the raw form first. */
function tryNameOn(index: NameIndex, q: string, min: MatchBand, step: ResolvedFood['step']): ResolvedFood | null {
  if (!q.trim()) return null;
  // A synonym may name the reference food exactly ("Oil, soybean, salad or cooking").
  const exact = step === 'synonym' ? index.byName(q) : null;
  if (exact) return { food: exact, matched: q, step, score: 1 };
  const found: NameHit[] = [];
  for (const hit of index.search(q, 8)) {
    if (BAND_RANK[hit.band] < BAND_RANK[min]) break;
    if (step !== 'synonym' && productMismatch(hit.food, q)) continue;
    if (coversAll(hit.food, q)) found.push(hit);
  }
  if (found.length === 0) return null;
  // An ingredient named without a state is the raw food ("2 cups kale" is not frozen cooked kale)
  // when a raw one ranks in the same band as the best.
  const band = found[0]!.band;
  const raw = NAMES_A_STATE.test(q) ? undefined : found.find((f) => f.band === band && RAW_FORM.test(f.food.name));
  const best = raw ?? found[0]!;
  return { food: best.food, matched: q, step, score: Math.round(best.score * 1000) / 1000 };
}

/** The reviewed rules in order: synonyms, the wording as written, shorter names, dropped qualifiers. */
function resolveByRules(rules: Resolving, name: string): ResolvedFood | null {
  const raw = name
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[（(][^（）()]*[）)]/g, ' ')
    .replace(/[a-z]+/gi, (w) => MISSPELLINGS[w.toLowerCase()] ?? w)
    .replace(SOLD_AS, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // A staple named in another language ("beurre doux", "鸡蛋") by its English name.
  const english = /\p{Script=Han}/u.test(raw) ? (lookupZhIngredient(raw)?.english ?? null) : englishName(raw);
  if (english) return rules.resolve(english);
  const norm = normaliseIngredientName(raw);
  // The wording as written first ("unsalted butter", "minced beef"), then its normalised form.
  // A state the cook wrote ("cooked chicken", "dried cranberries") must survive normalisation:
  // the synonym of the bare name is the raw food.
  const states: string[] = raw.toLowerCase().match(FOOD_STATES) ?? [];
  const bySynonym = synonymRules(rules, raw, norm, states);
  if (bySynonym) return bySynonym;
  if (namesNoReferenceFood(raw)) return null;
  const parsed = rules.tryName(raw, 'head', 'parsed');
  if (parsed) return parsed;
  if (states.length > 0) {
    const withState = rules.tryName(`${normaliseIngredientName(raw.toLowerCase().replace(FOOD_STATES, ' '))} ${states.join(' ')}`, 'head', 'normalised');
    if (withState) return withState;
  }
  if (norm && norm !== raw.toLowerCase()) {
    const n = rules.tryName(norm, 'head', 'normalised');
    if (n) return n;
  }
  return shorterNameRules(rules, norm) ?? qualifierRules(rules, norm);
}

/**
 * A Japanese or Korean name that neither the rules nor a confident search found, by its English
 * name: the lexicon's, or a qualifier before a listed name ("有塩バター" salted butter;
 * ../language/ja-ko-names.ts). After search, which meets the lexicon's own food first.
 */
function byJaKoEnglish(resolver: Pick<NameResolver, 'resolveFood'>, lookup: string, context: NameContext): ResolvedFood | null {
  if (!/[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(lookup)) return null;
  const english = jaKoEnglishName(lookup);
  return english ? resolveLineFood(resolver, english, context) : null;
}

/** Whether the reviewed recipe lexicon names `raw` as written or normalised (the names synonymRules reads first). */
export const isRecipeSynonymName = (raw: string): boolean =>
  recipeSynonym(raw.toLowerCase()) !== undefined || recipeSynonym(normaliseIngredientName(raw)) !== undefined;

/** A reviewed synonym of the name as written or normalised, its state kept; a cheese by its variety. */
function synonymRules({ tryName }: Resolving, raw: string, norm: string, states: string[]): ResolvedFood | null {
  // SR28 writes the dried form of grains and pasta as "dry" ("Pasta, dry, enriched").
  const keepsState = (target: string) => states.every((w) => (w === 'dried' ? /\b(dried|dry)\b/ : new RegExp(`\\b${w}\\b`)).test(target.toLowerCase()));
  const direct = recipeSynonym(raw.toLowerCase());
  // "cooked spaghetti": the synonym names the dry or raw form; its cooked form is the food meant.
  const cookedForm = (target: string | undefined) => {
    const swapped = target && states.length === 1 && states[0] === 'cooked' ? target.replace(/\b(dry|raw)\b/i, 'cooked') : undefined;
    return swapped && swapped !== target && !swapped.includes(',') ? swapped : undefined;
  };
  const ofNorm = recipeSynonym(norm);
  const synonym = direct ?? (ofNorm && keepsState(ofNorm) ? ofNorm : cookedForm(ofNorm));
  if (synonym) {
    const s = tryName(synonym, 'generic', 'synonym');
    if (s) return s;
  }
  // A cheese is named by its variety with or without the word: "gouda cheese" is "gouda".
  const variety = recipeSynonym(/^(.+) cheese$/.exec(norm)?.[1] ?? '');
  if (variety && /^cheese\b/i.test(variety)) {
    const s = tryName(variety, 'generic', 'synonym');
    if (s) return s;
  }
  return null;
}

/** The food inside a longer name: before "with"/"in", a ground spice, before a count noun, crumbs of a cracker. */
function shorterNameRules({ resolve }: Resolving, norm: string): ResolvedFood | null {
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
  // Crumbs of a cracker or cookie are the food crushed ("graham cracker crumbs": its "cup, crushed"); bread crumbs are their own food.
  if (tail.length > 1 && tail[tail.length - 1] === 'crumb') {
    const r = resolve(tail.slice(0, -1).join(' '));
    if (r && !/^bread\b/i.test(r.food.name)) return r;
  }
  return null;
}

/** Leading qualifiers dropped one at a time (a head match only); one word naming the variety of a class. */
function qualifierRules({ index, tryName }: Resolving, norm: string): ResolvedFood | null {
  // Drop leading qualifiers one at a time; only a head match is accepted then.
  const words = norm.split(' ').filter((w) => w && !HEAD_STOP.has(w));
  const head = words[words.length - 1] ?? '';
  for (let i = 1; i < words.length; i++) {
    const w = words[i - 1]!;
    if (!SAFE_QUALIFIERS.has(w) && (index.isFoodWord(w) || COMPOUND_HEADS.has(head))) break;
    const rest = words.slice(i).join(' ');
    if (TOO_GENERIC.has(rest)) break; // "golden syrup" is not just any syrup
    const syn = recipeSynonym(rest);
    const h = (syn && tryName(syn, 'generic', 'synonym')) || tryName(rest, 'head', 'head');
    if (h) return h;
  }
  // One word naming the variety of a class ("prosciutto" → "Ham, prosciutto"): the food whose
  // second name segment is exactly that word, when only one food's is.
  if (words.length === 1) {
    const own = index
      .search(head, 8)
      .filter((h) => BAND_RANK[h.band] >= BAND_RANK.generic && singular(h.food.name.split(',')[1]?.trim().toLowerCase() ?? '') === singular(head));
    if (own.length > 0 && own.every((h) => h.food.name.split(',')[0] === own[0]!.food.name.split(',')[0])) {
      const best = own.find((h) => RAW_FORM.test(h.food.name)) ?? own[0]!;
      if (!productMismatch(best.food, head)) return { food: best.food, matched: head, step: 'head', score: Math.round(best.score * 1000) / 1000 };
    }
  }
  return null;
}
