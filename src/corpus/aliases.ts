/**
 * Names people type, generated from SR28-style descriptions by general rules, then widened with
 * the maintained synonym table (src/domain/language/synonyms.ts). No per-food entries.
 *
 * SR28 writes "Head, qualifier, qualifier, state": "Onions, raw", "Milk, reduced fat, fluid, 2%
 * milkfat, with added vitamin A", "Chicken, broilers or fryers, breast, meat only, cooked,
 * roasted". The rules:
 * - container heads ("Beverages", "Spices", "Fish", "Nuts" …) only file the food: the next
 *   segment is the food ("Spices, pepper, black" → "pepper", "black pepper"); an adjective there
 *   passes the name on ("Beverages, carbonated, cola" → "cola", "carbonated cola");
 *   "X products" heads read as "X" ("Tomato products, canned, sauce" → "tomato sauce");
 * - brand segments (ALL CAPS in the source) are set aside ("GENERAL MILLS, CHEERIOS" →
 *   "cheerios", "general mills cheerios");
 * - cuts join their species ("chicken" + "breast" → "chicken breast"; "ground" → "ground beef");
 * - the first qualifier goes in front ("reduced fat milk", "white rice"), the second in front of
 *   that ("red sweet peppers"); "X or Y" gives both ("cos or romaine" → "cos lettuce", "romaine
 *   lettuce"; a plural alternative stands alone: "spring or scallions" → "scallions"; one word before
 *   "or" in a head also shares the word after it: "macaroni or pasta salad" → "macaroni salad");
 * - percentage grades keep their number ("2% milkfat" → "2% milk", "80% lean meat / 20% fat" →
 *   "80% lean ground beef");
 * - preparation states go in front ("raw onion", "roasted chicken breast", "canned sardine");
 *   a head naming a class by how it is made puts that word before the food ("Candied foods,
 *   cherries" → "candied cherries"), never giving the bare food;
 * - plural names also give the singular ("onions" → "onion");
 * - lower-case parentheticals and the ComName field are other names ("(garbanzo beans)");
 *   capitalised ones are brands or places and are skipped, as are "(includes …)" notes, and so is
 *   a name the table gives another food (`otherFoods`): there the parenthesis lists what the food
 *   holds or comes as ("Fruit cocktail (peach, pear, …)", "Meat drippings (lard, beef tallow, …)",
 *   "… Soft Spread (canola, palm and palm kernel oils)"), not what it is called, and so does any
 *   parenthesis of three things or more ("Apple pie with custard (flour, eggs, cream, sugar, …)");
 * - a food with another food added ("Cheese, cottage, with fruit", not "with salt" or "with added
 *   vitamin D") is named with it ("cottage cheese with fruit"); its bare names stay only where the
 *   table has no plain food of that description ("Shrimp creole, with rice" is "shrimp creole");
 * - synonyms: where an alias ends in a synonym root after only states and adjectives, the
 *   everyday word is added ("raw eggplant" → "raw aubergine"); one-word adjective roots
 *   ("canned", "carbonated") are swapped anywhere ("canned tomatoes" → "tinned tomatoes").
 */
import { SYNONYM_ROOTS, singularTokens, singularWord } from '../domain/language/synonyms';
import { cookingOf } from '../search/cooking';
import { MAIN_FOODS } from '../domain/foods/main-foods';

/** Bump when the rules below change what they generate: every corpus part is rebuilt (build.ts keys on it). 2: products made of a food. 3: FNDDS's "NFS" notes left out. 4: baby foods and formulas keep their kind. 5: the kind before "whole" ("chicken egg"). 6: a container head stays when what follows is no name. 7: the synonym zucchini → zucchini squash. 8: an "X products" head with a product named after it gives no bare X. 9: a parenthetical that names another food of the table is no alias. 10: nor is a parenthetical of three things or more. 11: one word before "or" in a head shares the last word after it. 12: a food in one word before "with …" or "in …" heads a dish, no alias of its own. 13: nor is a parenthetical list cut short ("…", "etc."). 14: nor a parenthetical that ends in a past participle ("honey glazed"). 15: nor does a cooked food in one word before "with …" ("Fried fish with sauce"). 16: two foods before "and …" or "with …" each make the dish ("chicken or turkey and rice" → "chicken and rice"). 17: so do the description's own alternatives before a dish in a common name ("chicken or turkey casserole" → "chicken casserole"). 18: a head naming a class by how it is made files the food made so ("Candied foods, cherries" → "candied cherries", no bare "cherries"). 19: two everyday terms at once ("0% greek yoghurt"). 20: no alias says CNF's filing word "Sweets" ("Sweets, jellies": no "sweets" nor "jellies sweets"). 21: every wording of a food's salt is its state ("without salt added" → "unsalted almond butter"). 22: no qualifier after a flavour too long to say names the food ("Soymilk, chocolate and other flavors, light" → no "light soymilk"). 23: a food made of two main foods is named by neither alone ("Salami, pork, beef": no "beef salami"). 24: a food with another food added ("Cheese, cottage, with fruit") is named with it ("cottage cheese with fruit"), never by the plain food's names when the table holds that food plain; FNDDS's "fat added" names nothing. 25: where that list may go on, no segment after it names the food ("Omelette, with vegetables, cheese, meat" is no "cheese omelette"). */
export const ALIAS_RULES = 25;

/**
 * Heads a table files foods under that name none of them: CNF's "Sweets, …" holds syrups, sugars,
 * jams and toppings (in British English sweets are candies). No alias says the word ("jellies
 * sweets", "chocolate sweets"). Not container heads: the foods' own names then became bare aliases
 * ("chocolate" for a semisweet baking chocolate).
 */
const FILING_HEADS = new Set(['sweets']);

/** Heads that only file a food under a class; the food's own name comes next. */
const CONTAINER_HEADS = new Set([
  'beverages',
  'beverage',
  'alcoholic beverage',
  'alcoholic beverages',
  'spices',
  'snacks',
  'fast foods',
  'fast food',
  'restaurant',
  'babyfood',
  'nuts',
  'seeds',
  'fish',
  'crustaceans',
  'mollusks',
  'game meat',
  'leavening agents',
  'frozen novelties',
  'cereals ready-to-eat',
  'cereals',
  'infant formula',
  'usda commodity',
  'school lunch',
  'formulated bar',
  'sweeteners',
  'sweetener',
  'meal replacement',
  'salad dressing',
]);

/**
 * Container heads that also say who the food is for: every alias keeps the kind ("Babyfood, meat,
 * chicken, strained" → "baby food chicken meat"), so a plain name ("chicken meat", "banana") never
 * reaches a strained baby food or a formula.
 */
const KIND_HEADS: Readonly<Record<string, string>> = { babyfood: 'baby food', 'infant formula': 'infant formula' };

/** A head naming a class of foods by how they are made ("Candied foods"), not a container ("Fast foods"): the made word. */
const MADE_CLASS = /^([a-z]+ed) foods$/;

/** Parts of an animal: they follow the species ("chicken breast"). */
const CUTS = new Set([
  'breast',
  'thigh',
  'wing',
  'wings',
  'drumstick',
  'leg',
  'back',
  'neck',
  'loin',
  'tenderloin',
  'rib',
  'ribs',
  'shoulder',
  'brisket',
  'chuck',
  'flank',
  'round',
  'sirloin',
  'shank',
  'giblets',
  'liver',
  'heart',
  'kidneys',
  'tongue',
  'gizzard',
  'fillet',
  'fillets',
  'steak',
  'chop',
  'chops',
  'ham',
  'bacon',
  'belly',
  'spareribs',
  'patty',
  'patties',
  'roast',
  'tail',
  'feet',
  'dark meat',
  'light meat',
  'white meat',
]);
/** Cuts that precede the species ("ground beef", "whole turkey"). */
const PREFIX_CUTS = new Set(['ground', 'whole']);
/** Parts of an egg ("egg white", "egg yolk"): "white" is a colour for every other food. */
const EGG_PARTS = new Set(['white', 'yolk']);

/** Cuts that are products people name without the species ("bacon", "steak"). */
const STANDALONE_CUTS = new Set([
  'bacon',
  'ham',
  'steak',
  'brisket',
  'sirloin',
  'tenderloin',
  'spareribs',
  'ribs',
  'chop',
  'chops',
  'fillet',
  'fillets',
  'giblets',
]);

/**
 * The species a bare cut word means when said alone: "steak" is beef, "chops" pork. Other species'
 * steaks and chops keep their full names ("pork steak", "lamb chop") but not the bare word.
 */
const BARE_CUT_SPECIES: Readonly<Record<string, string>> = {
  steak: 'beef',
  steaks: 'beef',
  brisket: 'beef',
  sirloin: 'beef',
  chop: 'pork',
  chops: 'pork',
  spareribs: 'pork',
  bacon: 'pork',
  ham: 'pork',
};

/** How a part is sold: after a part they name one piece ("flank, steak" → "flank steak"). */
const PIECES = new Set(['steak', 'steaks', 'chop', 'chops', 'roast', 'ribs', 'fillet', 'fillets', 'patty', 'patties']);

/** Cooking methods: qualifiers after them describe the preparation, not the food. */
const COOKING = new Set([
  'cooked',
  'boiled',
  'roasted',
  'baked',
  'fried',
  'pan-fried',
  'deep-fried',
  'grilled',
  'broiled',
  'pan-broiled',
  'steamed',
  'stewed',
  'braised',
  'simmered',
  'poached',
  'scrambled',
  'hard-boiled',
  'microwaved',
  'toasted',
  'brewed',
]);

/**
 * Products made of a food and named after it ("Potato, french fries", "Chicken, nuggets"): the
 * bare head is not their name ("potato" means the potato), the product's own name is.
 */
const PRODUCT_FORMS = /^(french fries|french fried|fries|chips|crisps|hash browns?|tots|puffs|skins|wedges|nuggets|tenders|fingers)$/;

/** Leading adjectives that make a different product, not a form of the plain one. */
const DIET = /^(low calorie|low-calorie|reduced calorie|diet|sugar-free|nonalcoholic|non-alcoholic)$/;

/** Preparation and processing states; they precede the name ("raw onion", "canned tomatoes"). */
const STATES = new Set([
  'raw',
  ...COOKING,
  'canned',
  'frozen',
  'dried',
  'dry',
  'dry roasted',
  'dry-roasted',
  'smoked',
  'fresh',
  'uncooked',
  'unprepared',
  'prepared',
  'drained',
  'instant',
  'dehydrated',
  'cured',
  'pickled',
  'sweetened',
  'unsweetened',
  'salted',
  'unsalted',
  'ready-to-drink',
  'ready-to-eat',
  'ready-to-serve',
  'condensed',
  'mashed',
  'sliced',
  'chopped',
  'shredded',
  'grated',
  'chilled',
  'bottled',
  'refrigerated',
  'unsalted',
]);

/** Descriptors that carry no name a person would type. */
const NOISE = [
  /^(year round average|all areas|all types|all varieties|all commercial varieties|all grades|all classes|choice|select|prime|regular and quick|fat added)$/,
  /^(includes|including|with|without|w\/o|w\/|ns as to|nfs|not|no|made|from|for|in|packed|contains|excluding|other than|and|or|may|prepared from|prepared with|prepared according|enriched|unenriched) /,
  /^(commercial|commercially prepared|home-prepared|home recipe|enriched|unenriched|fortified|unfortified|not fortified|solids and liquids|fluid|mature seeds|immature seeds|edible portion|meat only|meat and skin|separable lean only|separable lean and fat|separable fat|lean only|boneless|bone-in|broilers? or fryers|mixed species|domesticated|wild|farmed|unheated|heated|oven heated|plain|regular|generic|moist heat|dry heat|flesh|flesh and skin|skin only|with skin|without skin|includes skin|skinless|peeled|unpeeled|drained solids|higher fat|lower fat)$/,
  /^(trimmed to|retail|imported|composite of|usda|nfsmi|upc|school|industrial|principal use|ready-to-bake)/,
  /^prepared (with|from|according)/,
  /\d/,
];
/** Adjectives that qualify a food well ("reduced fat milk") but are no name on their own. */
const BARE_ADJECTIVE = /^(fat free|fat-free|low fat|lowfat|nonfat|reduced fat|skim|light|lite|diet|regular|plain|original)$/;
/** Single words that qualify a food but never name one. */
const LONE_QUALIFIERS = new Set([
  'powder',
  'fat',
  'domestic',
  'imported',
  'creamy',
  'hard',
  'soft',
  'unsweetened',
  'sweetened',
  'red',
  'white',
  'baby',
  'classic',
  'instant',
  'mix',
  'mixed',
]);
/** A size alone ("Crackers (large)") names no food. */
const BARE_SIZE = /^(small|medium|large|extra large|jumbo|mini|king size)$/;

/** One-word qualifiers that describe rather than name; after a container they pass the name on. */
const ADJECTIVE =
  /^(carbonated|low calorie|low-calorie|reduced calorie|diet|sugar-free|decaffeinated|nonalcoholic|non-alcoholic|distilled|sparkling|hot|iced|cold|light|dark|red|white|green|black|yellow|brown|fresh|flavored|unflavored|natural|organic|lean|extra|[a-z]+ed)$/;

const clean = (s: string) => s.toLowerCase().replace(/\s+/g, ' ').trim();
const isNoise = (segment: string) => NOISE.some((re) => re.test(segment));
const isBrand = (segment: string) => /[A-Z]{2}/.test(segment) && segment === segment.toUpperCase();

/** Singular of a name: only the last word changes ("green onions" → "green onion"). */
function singularName(name: string): string {
  const words = name.split(' ');
  words[words.length - 1] = singularWord(words[words.length - 1]!);
  return words.join(' ');
}

/** "cooked with water" → "cooked"; "canned in oil" → "canned"; other segments → null. */
function stateOf(segment: string): string | null {
  if (STATES.has(segment)) return segment;
  if (/^(without (added )?salt( added)?|(with )?no (added )?salt( added)?|salt not added in processing)$/.test(segment)) return 'unsalted';
  if (/^(with (added )?salt( added)?|salt added( in processing)?)$/.test(segment)) return 'salted';
  const m = segment.match(/^([a-z-]+) (with|without|in|on|from)\b/);
  return m && STATES.has(m[1]!) ? m[1]! : null;
}

/** A qualifier without trailing detail: "french fried in vegetable oil" → "french fried". */
function qualifierCore(segment: string): string {
  return segment.replace(/\s+(in|with|without|from|made|for)\s.*$/, '').trim();
}

/**
 * What may follow a food in a name's head without making a dish of it: the medium it is packed in,
 * where it comes from, what it has or lacks, whom it is for ("Tuna in water", "Lemon juice from
 * concentrate", "Funnel cake with sugar" is still funnel cake; "Meat loaf made with beef").
 */
const NO_DISH_TAIL =
  /^(?:(?:packed )?in (?:(?:light |heavy |extra light |olive |sunflower |vegetable )?(?:water|oil|brine|syrup|juice|vinegar)|(?:its |their )?own juice)|from .*|made .*|for .*|with(?:out)? (?:salt|added .*|skin|bone|peel|sugar|artificial sweetener))$/;

/**
 * A head's food without what follows it ("in …", "with …"), unless that makes a dish of a food
 * named in one word, cooked or not: "Beef with tomato-based sauce", "Fish or seafood in puff pastry",
 * "Snails in puff pastry" and "Fried fish with sauce" are dishes, never "beef", "fish", "snails" or
 * "fried fish"; "Potato salad with egg" is still potato salad.
 */
function headCore(head: string): string {
  const core = qualifierCore(head);
  if (!core || core === head) return head;
  const tail = head.slice(core.length).trim();
  return !NO_DISH_TAIL.test(tail) && alternatives(core).some((a) => uncookedWords(a).length <= 1) ? head : core;
}

/** A food's words without how it is cooked: "fried fish" is one food in one word, as "fish" is. */
const uncookedWords = (text: string) => text.split(' ').filter((w) => cookingOf([w]) === null);

/** "X or Y" → [X, Y] when both are short words; else the segment itself. */
function alternatives(segment: string): string[] {
  const parts = segment.split(/\s+or\s+/).map((p) => p.trim());
  return parts.length > 1 && parts.every((p) => /^[a-z]/.test(p) && p.split(' ').length <= 2) ? parts : [segment];
}

/**
 * A head's alternatives: one word before "or" may share the last word of what follows ("macaroni
 * or pasta salad" → "macaroni salad", "chicken or turkey cacciatore" → "chicken cacciatore") or
 * stand alone ("lard or pork fat", "sake or rice wine"): both readings. Two foods before what a
 * dish joins to them ("chicken or turkey and rice") each make the dish ("chicken and rice").
 */
function headAlternatives(head: string): string[] {
  // Two foods in one word each before what they share ("chicken or turkey and rice"): each with it.
  const pair = /^([a-z]+) or ([a-z]+) ((?:and|with) (?:(?!\bor\b).)+)$/.exec(head);
  if (pair) return [`${pair[1]} ${pair[3]}`, `${pair[2]} ${pair[3]}`];
  const parts = alternatives(head);
  const last = parts.at(-1)!.split(' ');
  if (parts.length < 2 || last.length < 2) return parts;
  const shared = last.at(-1)!;
  return parts.flatMap((p) => (p.includes(' ') ? [p] : [`${p} ${shared}`, p]));
}

/** A percentage grade as people say it: "2% milkfat" → "2%"; "80% lean meat / 20% fat" → "80% lean". */
function percentGrade(segment: string): string | null {
  const m = segment.match(/^(\d+(?:\.\d+)?%)(?:\s+(lean|fat free|fat-free|juice|whole wheat|whole-wheat|protein))?(?=\s|$)/);
  return m ? [m[1], m[2]].filter(Boolean).join(' ') : null;
}

/** A parenthesis listing this many things or more lists what a food holds or comes as ("flour, eggs, cream, sugar"; "sea, igneous or rock"), not its other names. */
const LIST_ITEMS = 3;

/** Other names inside a parenthesis: short, lower-case in the source, not a note, not a list. */
/**
 * A phrase that ends in a past participle or "-based" says how the food is made or treated ("honey
 * glazed", "hydrogenated", "yolk replaced", "oven grilled", "milk-based"): it qualifies, never names
 * ("seed", "reed" are nouns).
 */
const QUALIFYING = /(?:[a-z]{2}[^e]ed|-based)$/;

/** A list that ends by saying it goes on: "…", "...", "etc.". */
const CUT_SHORT = /(…|\.\.\.|etc\.?)\s*$/;

function namesInParenthetical(inner: string): string[] {
  const text = inner.trim();
  if (text !== text.toLowerCase() || /^(includes|including|with|without|made|not|formerly|see|also|may|about|approx)/.test(text)) return [];
  const items = text.split(/,|;|\s+or\s+/);
  // A list cut short ("fat, parsley and garlic…", "onion, sweet pepper…", "…, etc.") holds more things still.
  if (items.length >= LIST_ITEMS || CUT_SHORT.test(text)) return [];
  return items
    .map(clean)
    .filter(
      (p) =>
        p !== '' &&
        !/\d/.test(p) &&
        p.split(' ').length <= 3 &&
        !isNoise(p) &&
        !BARE_ADJECTIVE.test(p) &&
        !BARE_SIZE.test(p) &&
        !STATES.has(p) &&
        !CUTS.has(p) &&
        !QUALIFYING.test(p),
    );
}

/** A segment that is FNDDS's note "NFS" or "NS as to …". */
const NOTE_SEGMENT = /^NF?S\b/;
/** "NFS" and "NS" inside a name or common name ("lasagna NFS"): a note, left out of aliases. */
const NOT_SPECIFIED_WORD = /\bnf?s\b/g;

function splitDescription(description: string): { segments: string[]; parentheticals: string[] } {
  const parentheticals: string[] = [];
  const withoutParens = description.replace(/\(([^()]*)\)/g, (_, inner: string) => {
    parentheticals.push(inner);
    return ' ';
  });
  // FNDDS's notes "NFS" (not further specified) and "NS as to type" say what the code leaves open, not a name.
  const segments = withoutParens.split(/[,;]/).map((s) => s.replace(/\s+/g, ' ').trim());
  return { segments: segments.filter((s) => s !== '' && !NOTE_SEGMENT.test(s)), parentheticals };
}

/**
 * Aliases for one description. `commonNames` is SR28's ComName field (comma-separated);
 * `table`, what its table calls its foods (namesOfFoods). The description itself is not
 * repeated; at most `limit` aliases, most useful first.
 */
export function generateAliases(description: string, commonNames = '', table: TableNames = NO_TABLE, limit = 24): string[] {
  const out: string[] = [];
  const { segments: original, parentheticals } = splitDescription(description);
  const species = clean(original[0] ?? '');
  const add = (a: string) => {
    const v = clean(a)
      .replace(/\s*\/\s*/g, ' ')
      .replace(NOT_SPECIFIED_WORD, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    const bareCutOf = BARE_CUT_SPECIES[v];
    if (bareCutOf && bareCutOf !== species) return;
    // A lone qualifier left over from a brand or a note ("Original", "powder", "(red)") names nothing.
    if (STATES.has(v) || BARE_ADJECTIVE.test(v) || BARE_SIZE.test(v) || LONE_QUALIFIERS.has(v)) return;
    if (v.length > 1 && v.length <= 60 && !out.includes(v)) out.push(v);
  };
  // A dish of the food ("Cheese, cottage, with fruit") is named with what it adds; its bare names
  // are the plain food's where the table has it ("Cheese, cottage, low fat"), its own where not ("Shrimp creole, with rice").
  const added = addedFood(original);
  const { rest, brands, leading, kind, made } = fileSegments(added?.others ?? original);
  if (rest[0]) {
    const r = readHead(rest, brands);
    const food: string[] = [];
    const addFood = added ? (a: string) => food.push(a) : add;
    for (const base of r.bases) addBaseAliases(base, r, leading, brands, addFood, made === undefined);
    if (r.cut && !PREFIX_CUTS.has(r.cut)) addFood(r.head);
    if (added) {
      if (!table.plainFoods.has(added.food)) for (const a of food) add(a);
      // The dish is named on the food's fullest names: "beef taco with beans", never "taco with beans" for a beef one.
      const said = (a: string) => r.named.slice(0, 2).filter((q) => alternatives(q).some((alt) => ` ${clean(a)} `.includes(` ${alt} `))).length;
      const most = Math.max(...food.map(said));
      if (added.adds !== null) for (const a of food) if (said(a) === most) add(`${a} with ${added.adds}`);
    }
  }
  for (const inner of parentheticals) for (const name of namesInParenthetical(inner)) if (!table.otherFoods.has(name)) add(name);
  // A piece named in parentheses is how the cut is sold: "loin, center loin (chops)" → "pork chops".
  for (const inner of parentheticals) {
    const p = clean(inner);
    if (PIECES.has(p) && species && !CONTAINER_HEADS.has(species)) {
      add(`${species} ${p}`);
      add(singularName(`${species} ${p}`));
    }
  }
  for (const c of commonNames.split(',')) {
    const name = clean(c);
    if (name && !/\d/.test(name) && !STATES.has(name) && !isNoise(name) && !BARE_ADJECTIVE.test(name) && !BARE_SIZE.test(name)) {
      add(name);
      // The description's own alternatives before a dish ("Chicken or turkey and noodles …": "chicken or
      // turkey casserole"): each makes the dish ("chicken casserole", "turkey casserole").
      const pair = /^([a-z]+) or ([a-z]+) (?!or\b)([a-z][a-z ]*)$/.exec(name);
      if (pair && ` ${clean(description)} `.includes(` ${pair[1]} or ${pair[2]} `)) for (const one of [pair[1], pair[2]]) add(`${one} ${pair[3]}`);
    }
  }
  widenWithSynonyms(out, add);
  const full = clean(description);
  const filed = FILING_HEADS.has(species) ? new RegExp(`\\b(?:${species}|${singularWord(species)})\\b`) : null;
  const kept = out.filter((a) => a !== full && !filed?.test(a));
  return (kind ? [...new Set(kept.map((a) => (a.includes(kind) ? a : `${kind} ${a}`)))] : kept).slice(0, limit);
}

/** What a table's own foods are called, read before any alias is made (namesOfFoods). */
export interface TableNames {
  /**
   * Names the table gives its foods outside parentheses: each description's segments ("Oil, canola"
   * → "oil", "canola") and the aliases they generate. A parenthetical that is one of them names
   * another food of the table.
   */
  otherFoods: ReadonlySet<string>;
  /** The foods it holds plain, as their descriptions' leading segments ("cheese, cottage" for "Cheese, cottage, low fat"), but none that adds a food ("…, with fruit"). */
  plainFoods: ReadonlySet<string>;
}

const NO_TABLE: TableNames = { otherFoods: new Set(), plainFoods: new Set() };

export function namesOfFoods(foods: { description: string; commonNames?: string }[]): TableNames {
  const otherFoods = new Set<string>();
  const plainFoods = new Set<string>();
  for (const { description, commonNames } of foods) {
    const { segments } = splitDescription(description);
    for (const seg of segments) otherFoods.add(clean(seg));
    for (const a of generateAliases(description.replace(/\([^()]*\)/g, ' '), commonNames ?? '', undefined, Infinity)) otherFoods.add(a);
    if (!addedFood(segments)) for (let n = 1; n <= segments.length; n++) plainFoods.add(leadingSegments(segments, n));
  }
  return { otherFoods, plainFoods };
}

/**
 * What "with …" may say a food has without making another food of it: salt, nutrients, sweeteners,
 * the skin or bone it keeps, the milk or oil it is made or packed with, its seasoning.
 */
const NO_OTHER_FOOD =
  /^(?:(?:no |added )?salt(?: added)?|added .*|.* added|skin|bone|peel|(?:added )?sugars?|artificial sweeteners?|aspartame|sucralose|saccharin|stevia|(?:low )?iron|ara|dha|.*\bvitamins?\b.*|.*\bcalcium\b.*|(?:added )?nutrients|(?:added )?fib(?:er|re)|bifidus|probiotics?|seasonings?|condiments|.*\bmilk(?: powder)?|.*\boil)$/;

/** A description's first `n` segments, as plainFoods holds them. */
const leadingSegments = (segments: string[], n: number) => segments.slice(0, n).map(clean).join(', ');

/** "with A and B" adds another food unless each thing it names is one of NO_OTHER_FOOD. */
const addsOtherFood = (segment: string) =>
  /^with /.test(segment) &&
  !segment
    .slice('with '.length)
    .split(/\s+and\s+/)
    .every((part) => NO_OTHER_FOOD.test(part));

/**
 * The foods a qualifier after the head adds, and the food they are added to ("Egg omelet or scrambled
 * egg, with cheese, meat, and vegetables": "cheese meat and vegetables" to "egg omelet or scrambled
 * egg"). `adds` is null where a segment after it may list one more or say something of the food
 * ("Taco, corn tortilla, with beans, cheese"; "Pasta, …, with tomato-based sauce, restaurant").
 */
function addedFood(segments: string[]): { adds: string | null; food: string; others: string[] } | undefined {
  const lower = segments.map(clean);
  const at = lower.findIndex((q, i) => i > 0 && addsOtherFood(q));
  if (at < 0) return undefined;
  const says = (q: string) => !isNoise(q) && stateOf(q) === null && !/\badded$/.test(q);
  // A list the description closes itself: "with A, B, and C".
  const closing = lower.findIndex((q, i) => i > at && q.startsWith('and ') && lower.slice(at + 1, i).every(says));
  const end = closing < 0 ? at + 1 : closing + 1;
  const open = end < lower.length && says(lower[end]!);
  return {
    adds: open ? null : lower.slice(at, end).join(' ').slice('with '.length),
    food: leadingSegments(segments, at),
    // The segments that say something else of the food ("from restaurant", "fat added"); where the list may go on, none that could be more of it.
    others: [...segments.slice(0, at), ...segments.slice(end).filter((_, i) => !open || !says(lower[end + i]!))],
  };
}

/**
 * Container heads file the food (their kind kept: "Beverages, …"); brands are set aside; adjectives
 * after a container pass on. `rest` starts with the food's own head.
 */
function fileSegments(original: string[]): { rest: string[]; brands: string[]; leading: string[]; kind: string | undefined; made?: string } {
  let rest = [...original];
  const brands: string[] = [];
  let filed = false;
  let kind: string | undefined;
  // Unless what follows is no name: "Salad dressing, NFS, for salads" is salad dressing, not "for salads".
  while (rest.length > 1 && CONTAINER_HEADS.has(clean(rest[0]!)) && !isNoise(clean(rest[1]!))) {
    kind ??= KIND_HEADS[clean(rest[0]!)];
    rest = rest.slice(1);
    filed = true;
  }
  while (rest.length > 1 && isBrand(rest[0]!)) brands.push(clean(rest.shift()!));
  const leading: string[] = [];
  // A class of foods named by how they are made ("Candied foods, cherries"): the food that follows, made so ("candied cherries").
  const made = rest.length > 1 && !isNoise(clean(rest[1]!)) ? MADE_CLASS.exec(clean(rest[0]!))?.[1] : undefined;
  if (made) {
    rest = rest.slice(1);
    leading.push(made);
    filed = true;
  }
  while (filed && rest.length > 1 && ADJECTIVE.test(clean(rest[0]!)) && !isNoise(clean(rest[1]!))) leading.push(clean(rest.shift()!));
  return { rest, brands, leading, kind, ...(made ? { made } : {}) };
}

/** The head segment and its qualifiers, read: the bases aliases are built on, a cut, states, naming qualifiers, grades. */
interface HeadReading {
  head: string;
  /** "Tomato products, …": the head names a class of products. */
  productClass: boolean;
  bases: string[];
  cut: string | null;
  states: string[];
  named: string[];
  grades: string[];
}

/** Reads the head and qualifiers of `rest` (a brand in capitals inside the head joins `brands`). */
function readHead(rest: string[], brands: string[]): HeadReading {
  // Leading capitals inside the head are a brand too: "KELLOGG'S Corn Flakes" → "corn flakes".
  const rawHead = rest[0]!.replace(/^(?:[A-Z0-9'&.-]{2,}\s+)+(?=[A-Za-z])/, (b) => {
    if (b.trim() !== rest[0]!.trim()) brands.push(clean(b));
    return '';
  });
  let head = clean(headCore(clean(rawHead)) || rawHead);
  const qualifiers = rest
    .slice(1)
    .map(clean)
    .filter((q) => !isNoise(q) || stateOf(q) !== null || percentGrade(q) !== null || CUTS.has(q) || PREFIX_CUTS.has(q));
  const productClass = head.match(/^(.+) products?$/);
  const bases: string[] = [];
  const cutIndex = qualifiers.findIndex((q, i) => i <= 2 && (CUTS.has(q) || PREFIX_CUTS.has(q) || (EGG_PARTS.has(q) && /^eggs?$/.test(head))));
  // Two cuts in a row name one piece: "flank, steak" → "flank steak".
  const nextCut = cutIndex >= 0 && PIECES.has(qualifiers[cutIndex + 1] ?? '') && !PREFIX_CUTS.has(qualifiers[cutIndex]!) ? qualifiers[cutIndex + 1]! : null;
  const cut = cutIndex >= 0 ? (nextCut ? `${qualifiers[cutIndex]} ${nextCut}` : qualifiers[cutIndex]!) : null;
  for (const h of headAlternatives(head)) {
    if (productClass) bases.push(productClass[1]!);
    else bases.push(cut ? (PREFIX_CUTS.has(cut) ? `${cut} ${h}` : `${h} ${cut}`) : h);
  }
  head = productClass ? productClass[1]! : head;

  // Salt wording last: "baked potato" before "unsalted potato".
  const states = qualifiers
    .map(stateOf)
    .filter((s): s is string => s !== null && s !== cut)
    .sort((a, b) => Number(/salted$/.test(a)) - Number(/salted$/.test(b)));
  // Qualifiers after the cooking method describe the preparation ("…, fried, flour" is a batter).
  const cooked = qualifiers.findIndex((q) => COOKING.has(stateOf(q) ?? ''));
  const said = qualifiers
    .filter((q, i) => i !== cutIndex && (cooked < 0 || i < cooked) && stateOf(q) === null && !CUTS.has(q))
    .map(qualifierCore)
    .filter((q) => q !== '' && !isNoise(q));
  // A flavour too long to say ("chocolate and other flavors") still names the food: no qualifier
  // after it names it without it ("Soymilk, chocolate and other flavors, light" is no "light soymilk").
  const unsaid = said.findIndex((q) => q.split(' ').length > 3 && NAMES_FLAVOURS.test(q));
  const named = (unsaid < 0 ? said : said.slice(0, unsaid)).filter((q) => q.split(' ').length <= 3);
  const grades = qualifiers.map(percentGrade).filter((g): g is string => g !== null);
  return { head, productClass: productClass !== null, bases, cut, states, named, grades };
}

/** The aliases on one base: the base itself, with leading adjectives, qualifiers, grades, states, the cut and brands. */
function addBaseAliases(
  base: string,
  { head, productClass, cut, states, named, grades }: HeadReading,
  leading: string[],
  brands: string[],
  add: (a: string) => void,
  /** The base alone names the food (not so of a candied fruit: "cherries"). */
  bare = true,
): void {
  const compose = (q: string) => (productClass ? `${base} ${q}` : q.endsWith(singularName(head)) || q.endsWith(head) ? q : `${q} ${base}`);
  // A diet variant is not the plain food: "low calorie cola" but no bare "cola"; nor is a product made of it.
  const madeOf = named[0] !== undefined && PRODUCT_FORMS.test(named[0]);
  // The product's own name when it is one in two words ("french fries", "hash brown"; not SR28's "french fried").
  if (madeOf && named[0]!.includes(' ') && !/ed$/.test(named[0]!)) add(named[0]!);
  // "Tomato products, canned, paste" is tomato paste, never "tomato".
  if (bare && !leading.some((a) => DIET.test(a)) && !madeOf && !(productClass && named.length > 0)) {
    add(base);
    add(singularName(base));
  }
  for (const adj of leading) add(compose(adj));
  const [q1, q2] = named;
  let specific = base;
  // "Salami, pork, beef": made of both meats; neither alone names it ("beef salami" is another food).
  const mixed = q1 !== undefined && q2 !== undefined && MAIN_FOODS.has(singularWord(q1)) && MAIN_FOODS.has(singularWord(q2));
  if (q1) {
    const alts = alternatives(q1);
    for (const alt of alts) {
      // A plural alternative names the food by itself ("spring or scallions" → "scallions").
      if (alts.length > 1 && alt !== alts[0] && /[^s]s$/.test(alt) && !ADJECTIVE.test(alt)) add(alt);
      else if (!mixed) add(compose(alt));
    }
    if (alts.length === 1) {
      specific = compose(q1);
      if (q2 && alternatives(q2).length === 1 && q1.split(' ').length + q2.split(' ').length <= 3) {
        add(`${q2} ${specific}`);
        // "Squash, summer, zucchini" → "zucchini squash": a variety named after its type.
        if (!q2.includes(' ') && !ADJECTIVE.test(q2) && !mixed) add(compose(q2));
      }
    }
  }
  // "2% milkfat" on reduced fat milk → "2% milk"; on evaporated milk → "2% evaporated milk".
  for (const g of grades) add(`${g} ${!q1 || BARE_ADJECTIVE.test(q1) ? base : specific}`);
  for (const st of states.slice(0, 2)) {
    add(`${st} ${singularName(base)}`);
    if (specific !== base) add(`${st} ${specific}`);
    if (cut === 'whole') add(`${st} ${singularName(head)}`);
  }
  if (cut === 'whole') add(singularName(head));
  // The kind before "whole" is the food's own: "Egg, chicken, whole" → "chicken egg".
  if (cut === 'whole' && q1 && /^[a-z]+$/.test(q1)) add(`${q1} ${singularName(head)}`);
  // Product cuts are names by themselves: "bacon", "ham", "flank steak".
  const piece = cut && !PREFIX_CUTS.has(cut) ? (STANDALONE_CUTS.has(cut.split(' ').pop()!) ? cut : null) : null;
  if (piece) {
    add(piece);
    for (const st of states.slice(0, 2)) add(`${st} ${piece}`);
  }
  for (const b of brands) add(`${b} ${base}`);
}

/** A qualifier that names the food's flavours ("chocolate and other flavors"). */
const NAMES_FLAVOURS = /\bflavou?rs?\b/;

/** Tokens allowed before a noun root: states, adjectives, grades ("raw", "red", "80%", "lean"). */
const isPrefixToken = (t: string) => STATES.has(t) || ADJECTIVE.test(t) || /^\d+(\.\d+)?%$/.test(t);

/** Synonym roots as singular token lists, prepared once. */
const ROOTS = SYNONYM_ROOTS.map((r) => ({ ...r, tokens: singularTokens(r.root), termTokens: r.term.split(' ') }));

/**
 * Adds, for every alias containing a synonym root, the alias with the everyday term instead; then,
 * after all of those, the alias with two everyday terms at once ("fat free greek yoghurt"), last so
 * that the alias limit drops them first.
 */
function widenWithSynonyms(aliases: string[], add: (a: string) => void): void {
  const twice: string[] = [];
  for (const alias of aliases.slice()) {
    const tokens = alias.split(' ');
    for (const first of substitutions(tokens)) {
      const once = substituted(tokens, first);
      add(once.join(' '));
      // The second term is read on the alias the first made: "0% greek yogurt" takes "yoghurt", which
      // "nonfat" before it (not a word allowed before a noun) would have refused.
      const made = { at: first.at, end: first.at + first.termTokens.length };
      for (const second of substitutions(once)) if (second.end <= made.at || second.at >= made.end) twice.push(substituted(once, second).join(' '));
    }
  }
  for (const a of twice) add(a);
}

interface Substitution {
  at: number;
  end: number;
  termTokens: string[];
}

/** Where an everyday term may stand for a synonym root in an alias's tokens. */
function substitutions(tokens: string[]): Substitution[] {
  const singular = tokens.map(singularWord);
  const out: Substitution[] = [];
  for (const { tokens: rootTokens, termTokens, modifier } of ROOTS) {
    if (!singular.includes(rootTokens[0]!)) continue;
    const at = indexOfSequence(singular, rootTokens);
    if (at < 0) continue;
    const end = at + rootTokens.length;
    if (!modifier && (end !== tokens.length || !tokens.slice(0, at).every(isPrefixToken))) continue;
    // "green snap beans" + "green bean" would read "green green bean"; "club soda" needs no "soda".
    const outside = [...tokens.slice(0, at), '|', ...tokens.slice(end)];
    if (repeatsAWord([...tokens.slice(0, at), ...termTokens, ...tokens.slice(end)]) || indexOfSequence(outside, termTokens) >= 0) continue;
    out.push({ at, end, termTokens });
  }
  return out;
}

const substituted = (tokens: string[], s: Substitution): string[] => [...tokens.slice(0, s.at), ...s.termTokens, ...tokens.slice(s.end)];

const repeatsAWord = (tokens: string[]) => tokens.some((t, k) => k > 0 && t === tokens[k - 1]);

function indexOfSequence(haystack: string[], needle: string[]): number {
  outer: for (let i = 0; i + needle.length <= haystack.length; i++) {
    for (let j = 0; j < needle.length; j++) if (haystack[i + j] !== needle[j]) continue outer;
    return i;
  }
  return -1;
}
