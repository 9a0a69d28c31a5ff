/**
 * The closed vocabularies of the owned recipe catalogue (cuisines, meal types, diets,
 * intolerances) and the mapping from the sources' free tags onto them.
 *
 * Decisions:
 * - Cuisine and meal-type names follow the widely used recipe-API wording ("main course",
 *   "Eastern European"), lower-cased, so clients written against that vocabulary work.
 * - A specific cuisine also records its region ("chinese" → "asian"; "italian" → "european").
 * - Source tags that name a country without a cuisine of its own map to their region
 *   ("russian" → "eastern european"); tags we cannot place (e.g. "medieval") map to nothing.
 * - HowToCook's category folders are meal types, not cuisines: no cuisine is inferred for them.
 * - Diets are never read from tags: they are recorded from ingredient analysis (see dietary.ts).
 */
import { invalidInput } from './errors';

export const CUISINES = [
  'african',
  'american',
  'asian',
  'british',
  'cajun',
  'caribbean',
  'chinese',
  'eastern european',
  'european',
  'french',
  'german',
  'greek',
  'indian',
  'irish',
  'italian',
  'japanese',
  'jewish',
  'korean',
  'latin american',
  'mediterranean',
  'mexican',
  'middle eastern',
  'nordic',
  'southern',
  'spanish',
  'thai',
  'vietnamese',
] as const;

export const MEAL_TYPES = ['main course', 'side dish', 'dessert', 'appetizer', 'salad', 'bread', 'breakfast', 'soup', 'drink', 'sauce', 'snack'] as const;

/**
 * Diets and "free from" properties recorded per recipe from its ingredients. A recipe has a diet only
 * when every ingredient was classified and none conflicts (see dietary.ts).
 */
export const DIETS = [
  'vegan',
  'vegetarian',
  'pescetarian',
  'gluten_free',
  'dairy_free',
  'egg_free',
  'nut_free',
  'peanut_free',
  'tree_nut_free',
  'soy_free',
  'sesame_free',
  'fish_free',
  'shellfish_free',
] as const;
export type Diet = (typeof DIETS)[number];

/** Intolerance names accepted by filters → the diet property that must be recorded true. */
const INTOLERANCES: Record<string, Diet | Diet[]> = {
  dairy: 'dairy_free',
  egg: 'egg_free',
  gluten: 'gluten_free',
  // Wheat-free is not recorded separately; gluten-free implies it (conservative).
  wheat: 'gluten_free',
  peanut: 'peanut_free',
  'tree nut': 'tree_nut_free',
  nut: 'nut_free',
  sesame: 'sesame_free',
  soy: 'soy_free',
  fish: 'fish_free',
  shellfish: 'shellfish_free',
  seafood: ['fish_free', 'shellfish_free'],
};

/** Region each specific cuisine also belongs to. */
const REGION: Record<string, string> = {
  chinese: 'asian',
  japanese: 'asian',
  korean: 'asian',
  thai: 'asian',
  vietnamese: 'asian',
  indian: 'asian',
  italian: 'european',
  french: 'european',
  spanish: 'european',
  greek: 'european',
  german: 'european',
  british: 'european',
  irish: 'european',
  nordic: 'european',
  'eastern european': 'european',
  mexican: 'latin american',
  cajun: 'american',
  southern: 'american',
};

/** Free source tag → cuisine(s). Keys are lower-case tags. */
const CUISINE_TAGS: Record<string, string[]> = {
  american: ['american'],
  pennsylvania: ['american'],
  pub: ['british'],
  english: ['british'],
  british: ['british'],
  scottish: ['british'],
  irish: ['irish'],
  cajun: ['cajun'],
  southern: ['southern'],
  chinese: ['chinese'],
  japanese: ['japanese'],
  korean: ['korean'],
  thai: ['thai'],
  vietnamese: ['vietnamese'],
  indian: ['indian'],
  asian: ['asian'],
  filipino: ['asian'],
  indonesian: ['asian'],
  uzbek: ['asian'],
  french: ['french'],
  german: ['german'],
  greek: ['greek'],
  italian: ['italian'],
  spanish: ['spanish'],
  galician: ['spanish'],
  mexican: ['mexican'],
  yucatecan: ['mexican'],
  mediterranean: ['mediterranean'],
  'middle eastern': ['middle eastern'],
  lebanese: ['middle eastern'],
  turkish: ['middle eastern'],
  israeli: ['middle eastern', 'jewish'],
  palestinian: ['middle eastern'],
  jewish: ['jewish'],
  russian: ['eastern european'],
  ukrainian: ['eastern european'],
  polish: ['eastern european'],
  romanian: ['eastern european'],
  hungarian: ['eastern european'],
  lithuanian: ['eastern european'],
  baltic: ['eastern european'],
  swedish: ['nordic'],
  finnish: ['nordic'],
  danish: ['nordic'],
  norwegian: ['nordic'],
  swiss: ['european'],
  portuguese: ['european'],
  dutch: ['european'],
  belgian: ['european'],
  austrian: ['european'],
  european: ['european'],
  brazilian: ['latin american'],
  peruvian: ['latin american'],
  argentinian: ['latin american'],
  venezuelan: ['latin american'],
  dominican: ['caribbean'],
  caribbean: ['caribbean'],
  tunisian: ['african'],
  african: ['african'],
};

/** Free source tag → meal type(s). */
const MEAL_TAGS: Record<string, string[]> = {
  breakfast: ['breakfast'],
  brunch: ['breakfast'],
  dessert: ['dessert'],
  cake: ['dessert'],
  cookies: ['dessert'],
  pudding: ['dessert'],
  icecream: ['dessert'],
  pie: ['dessert'],
  side: ['side dish'],
  snack: ['snack'],
  soup: ['soup'],
  stew: ['main course'],
  drink: ['drink'],
  salad: ['salad'],
  bread: ['bread'],
  sourdough: ['bread'],
  sauce: ['sauce'],
  dressing: ['sauce'],
  spread: ['sauce'],
  appetizer: ['appetizer'],
  lunch: ['main course'],
  supper: ['main course'],
  dinner: ['main course'],
  // HowToCook category folders.
  meat_dish: ['main course'],
  aquatic: ['main course'],
  vegetable_dish: ['side dish'],
  staple: ['main course'],
  condiment: ['sauce'],
};

/** Main-ingredient and dish tags that mean a main course when no course tag is present. */
const MAIN_COURSE_HINTS = new Set([
  'beef',
  'chicken',
  'pork',
  'lamb',
  'fish',
  'seafood',
  'pasta',
  'curry',
  'pizza',
  'rabbit',
  'venison',
  'duck',
  'mutton',
  'turkey',
  'steak',
  'shrimp',
  'salmon',
  'tuna',
  'noodles',
  'meat',
  'roast',
  'slowcooked',
]);

const normTag = (t: string) => t.trim().toLowerCase().replace(/[_-]+/g, ' ').replace(/\s+/g, ' ');

/** Cuisines and meal types for a recipe's free tags. */
export function normaliseTags(tags: string[]): { cuisines: string[]; meal_types: string[] } {
  const cuisines = new Set<string>();
  const meals = new Set<string>();
  let mainHint = false;
  for (const raw of tags) {
    const t = raw.trim().toLowerCase();
    for (const c of CUISINE_TAGS[t] ?? CUISINE_TAGS[normTag(t)] ?? []) {
      cuisines.add(c);
      if (REGION[c]) cuisines.add(REGION[c]);
    }
    for (const m of MEAL_TAGS[t] ?? MEAL_TAGS[normTag(t)] ?? []) meals.add(m);
    if (MAIN_COURSE_HINTS.has(t)) mainHint = true;
  }
  if (meals.size === 0 && mainHint) meals.add('main course');
  return { cuisines: [...cuisines].sort(), meal_types: [...meals].sort() };
}

/** Accepted aliases of meal-type names in filters. */
const MEAL_ALIASES: Record<string, string> = {
  main: 'main course',
  'main dish': 'main course',
  entree: 'main course',
  side: 'side dish',
  beverage: 'drink',
  starter: 'appetizer',
  fingerfood: 'snack',
  condiment: 'sauce',
  marinade: 'sauce',
  lunch: 'main course',
  dinner: 'main course',
};

function closed(kind: string, value: string, accepted: readonly string[], aliases: Record<string, string> = {}): string {
  const n = normTag(value);
  const hit = accepted.find((a) => normTag(a) === n) ?? aliases[n];
  if (!hit) throw invalidInput(`Unknown ${kind} '${value}'.`, { parameter: kind, accepted: [...accepted] });
  return hit;
}

/** Canonical cuisine for a filter value; typed 400 error listing accepted values otherwise. */
export const parseCuisine = (v: string) => closed('cuisine', v, CUISINES);
export const parseMealType = (v: string) => closed('type', v, MEAL_TYPES, MEAL_ALIASES);
/** Accepts "gluten free", "gluten-free", "gluten_free", "Vegan"... */
export const parseDiet = (v: string) =>
  closed(
    'diet',
    v.replace(/ /g, '_'),
    DIETS.map((d) => d),
    {},
  ) as Diet;

export function parseIntolerance(v: string): Diet[] {
  const n = normTag(v)
    .replace(/s$/, '')
    .replace(/^tree nut$/, 'tree nut');
  const hit = INTOLERANCES[n] ?? INTOLERANCES[normTag(v)];
  if (!hit) throw invalidInput(`Unknown intolerance '${v}'.`, { parameter: 'intolerances', accepted: Object.keys(INTOLERANCES) });
  return Array.isArray(hit) ? hit : [hit];
}
