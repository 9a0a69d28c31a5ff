/**
 * Ingredient and text normalisation shared by the importer (recorded `normalized_name`) and the
 * request side (pantry items, include/exclude filters, queries), so both sides meet on the same
 * exact form.
 *
 * The normalised ingredient name is lower-case, unaccented, without bracketed notes, punctuation,
 * quantities or preparation/size descriptors ("2 large ripe tomatoes, diced" → "tomato"), with the
 * last word in the singular.
 */

/** Descriptors that say how much, what size or how it is cut, never what the food is. */
const DESCRIPTORS = new Set([
  'fresh',
  'freshly',
  'large',
  'small',
  'medium',
  'big',
  'extra',
  'jumbo',
  'whole',
  'chopped',
  'diced',
  'minced',
  'sliced',
  'grated',
  'shredded',
  'crushed',
  'finely',
  'roughly',
  'coarsely',
  'thinly',
  'thickly',
  'peeled',
  'boneless',
  'skinless',
  'ripe',
  'organic',
  'raw',
  'cold',
  'warm',
  'hot',
  'softened',
  'melted',
  'unsalted',
  'salted',
  'plain',
  'packed',
  'heaping',
  'heaped',
  'level',
  'good',
  'quality',
  'homemade',
  'optional',
  'cubed',
  'halved',
  'quartered',
  'trimmed',
  'rinsed',
  'drained',
  'cooked',
  'uncooked',
  'frozen',
  'thawed',
  'room',
  'temperature',
  'beaten',
  'lightly',
  'well',
  'cut',
  'into',
  'pieces',
  'piece',
  'about',
  'approximately',
  'some',
  'few',
  'handful',
  'pinch',
  'dash',
  'splash',
  'of',
  'a',
  'an',
  'the',
  'and',
  'or',
  'to',
  'taste',
  'for',
  'serving',
  'garnish',
  'divided',
  'separated',
  'sifted',
  'toasted',
  'roasted',
  'mashed',
  'smashed',
  'torn',
  'julienned',
  'deseeded',
  'seeded',
  'pitted',
  'stemmed',
  'cored',
  'zested',
  'juiced',
  'firmly',
  'loosely',
  'tightly',
  'fine',
  'coarse',
  'thin',
  'thick',
  'dry',
  'dried',
  'bunch',
  'sprigs',
  'sprig',
  'stalks',
  'stalk',
  'head',
  'heads',
  'cloves',
  'clove',
  'leaves',
  'can',
  'cans',
  'jar',
  'jars',
  'package',
  'packages',
  'bag',
  'bags',
  'tin',
  'tins',
  'store',
  'bought',
  'storebought',
  'baby',
  'young',
  'new',
  'your',
  'virgin',
  'favorite',
  'favourite',
  'choice',
  'any',
  'kind',
  'preferably',
  'very',
  'if',
  'needed',
  'more',
  'as',
  'needed',
  'plus',
  'extra',
  'additional',
]);

/** Words a name may be made of only (all descriptors) keep their last word: "cloves" of garlic is handled by the parser. */
const INVARIANT = /(?:ss|us|is|ous|ics)$/;
const IRREGULAR: Record<string, string> = {
  leaves: 'leaf',
  loaves: 'loaf',
  halves: 'half',
  knives: 'knife',
  potatoes: 'potato',
  tomatoes: 'tomato',
  mangoes: 'mango',
  berries: 'berry',
  cherries: 'cherry',
  anchovies: 'anchovy',
  chilies: 'chili',
  chillies: 'chilli',
  radishes: 'radish',
  peaches: 'peach',
  dishes: 'dish',
  sandwiches: 'sandwich',
  squashes: 'squash',
  molasses: 'molasses',
  hummus: 'hummus',
  couscous: 'couscous',
  asparagus: 'asparagus',
  swiss: 'swiss',
  grits: 'grits',
  oats: 'oats',
  greens: 'greens',
  noodles: 'noodle',
  chickpeas: 'chickpea',
  peas: 'pea',
  eggs: 'egg',
  olives: 'olive',
  cloves: 'clove',
  // Plurals in -is that the invariant rule would keep.
  zucchinis: 'zucchini',
  kiwis: 'kiwi',
  chilis: 'chili',
  martinis: 'martini',
  paninis: 'panini',
  salamis: 'salami',
  rotis: 'roti',
};

const GROUND_MEATS = /^(?:beef|pork|lamb|turkey|chicken|meat|veal|sausage|bison|venison)$/;

export function singular(word: string): string {
  if (IRREGULAR[word]) return IRREGULAR[word];
  if (word.length <= 3 || INVARIANT.test(word)) return word;
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:ches|shes|xes|zes|sses)$/.test(word)) return word.slice(0, -2);
  if (/oes$/.test(word)) return word.slice(0, -2);
  if (/s$/.test(word) && !/ss$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Lower-case, accents removed, punctuation to spaces, single spaces (CJK kept as is). */
export function normaliseText(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[’']/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The exact form pantry matching and ingredient filters compare ("Fresh Tomatoes (ripe)" → "tomato"). */
export function normaliseIngredientName(name: string): string {
  const base = normaliseText(name.replace(/[（(][^（）()]*[）)]/g, ' ').replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'));
  if (/\p{Script=Han}/u.test(base)) return base.replace(/\s+/g, '');
  const words = base.split(' ').filter((w) => w && !/^\d/.test(w));
  // "ground cinnamon" is cinnamon; "ground beef" is its own food.
  const kept = words.filter((w, i) => !DESCRIPTORS.has(w) && !(w === 'ground' && !GROUND_MEATS.test(words[i + 1] ?? '')));
  const out = kept.length ? kept : words;
  if (out.length === 0) return '';
  out[out.length - 1] = singular(out[out.length - 1]!);
  return out.join(' ');
}

/** Comma-separated request lists → distinct normalised names (empty items dropped). */
export function parseNameList(raw: string | string[] | undefined | null): string[] {
  if (raw === undefined || raw === null) return [];
  const items = (Array.isArray(raw) ? raw : raw.split(',')).map((x) => normaliseIngredientName(x)).filter(Boolean);
  return [...new Set(items)];
}

/** Query tokens: normalised words, singular; CJK runs kept whole for substring matching. */
export function queryTokens(q: string): string[] {
  return normaliseText(q)
    .split(' ')
    .filter(Boolean)
    .map((t) => (/\p{Script=Han}/u.test(t) ? t : singular(t)));
}

/**
 * First name segments of reference foods that name a class, the food following ("Spices, turmeric",
 * "Fish, anchovy", "Cookies, ladyfingers"): the food's own noun is the second segment.
 */
export const REFERENCE_CLASS_HEADS: ReadonlySet<string> = new Set([
  'spices',
  'spice',
  'grains',
  'grain',
  'fish',
  'cookies',
  'cookie',
  'crackers',
  'beverages',
  'beverage',
  'alcoholic beverage',
  'crustaceans',
  'mollusks',
  'candies',
  'nuts',
  'seeds',
  'game meat',
]);
