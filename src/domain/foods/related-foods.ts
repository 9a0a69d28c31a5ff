/**
 * Closely related reference foods: the same food in another variety, whose household portions may
 * weigh a unit the matched food does not record ("Cheese, cheddar, sharp, sliced" has no cup; "Cheese,
 * cheddar" has "1 cup, shredded"). Related means: the same first two name segments (the food and
 * its kind), and no difference in a word that changes how much a measure weighs: form and
 * processing (dried, powder, juice, canned, frozen, cooked, …). The closest names come first.
 * Using one is recorded in the gram evidence (`related_food`); nothing is borrowed otherwise.
 */
import type { FoodRecord } from './food';
import { withoutAsides } from '../language/text';

/** Words that change what a cup or an item weighs: a food differing in one is another form. */
const FORM = new Set([
  'dried',
  'dry',
  'dehydrated',
  'freeze',
  'powder',
  'powdered',
  'flakes',
  'flake',
  'granules',
  'concentrate',
  'concentrated',
  'condensed',
  'evaporated',
  'mix',
  'juice',
  'paste',
  'sauce',
  'syrup',
  'puree',
  'pureed',
  'canned',
  'frozen',
  'cooked',
  'boiled',
  'roasted',
  'fried',
  'baked',
  'stewed',
  'braised',
  'grilled',
  'broiled',
  'steamed',
  'microwaved',
  'sauteed',
  'pickled',
  'smoked',
  'cured',
  'drained',
  'solids',
  'liquids',
  'whipped',
  'instant',
  'prepared',
  'reconstituted',
  'diluted',
  'undiluted',
  'sweetened',
  'candied',
  'toasted',
  'oil',
  'water',
  'batter',
  'breaded',
  'stuffed',
  'bone',
  'skin',
  'shell',
  'meat',
  'only',
  'with',
  'without',
  'seeds',
  'peel',
  'peeled',
  'pulp',
  'heads',
  'leaves',
  'stems',
  'tops',
  'spread',
  'substitute',
  'imitation',
]);

/** Whether a word names a form of a food (dried, powder, canned, …) rather than the food. */
export const isFormWord = (w: string): boolean => FORM.has(w);

const words = (name: string) =>
  new Set(
    withoutAsides(name)
      .toLowerCase()
      .split(/[^a-z]+/)
      .filter((w) => w.length > 1),
  );
const kindKey = (name: string) =>
  name
    .toLowerCase()
    .split(',')
    .slice(0, 2)
    .map((s) => s.trim())
    .join(', ');

const cache = new WeakMap<readonly FoodRecord[], Map<string, FoodRecord[]>>();

function byKind(foods: readonly FoodRecord[]): Map<string, FoodRecord[]> {
  let index = cache.get(foods);
  if (!index) {
    index = new Map();
    for (const f of foods) {
      if (f.nutrition_basis !== '100g' || f.portions.length === 0) continue;
      const k = kindKey(f.name);
      if (!k.includes(',')) continue;
      const list = index.get(k);
      if (list) list.push(f);
      else index.set(k, [f]);
    }
    cache.set(foods, index);
  }
  return index;
}

/**
 * Words that say the same form in two tables' wording ("Turmeric, powder" is "Spices, turmeric,
 * ground"; "Spices, cumin seed" is IFCT's "Cumin seeds").
 */
const SAME_FORM: Record<string, string> = { powder: 'ground', powdered: 'ground', uncooked: 'raw', seed: 'seeds', leaf: 'leaves' };
/** Groups whose uncooked form one table calls "raw" and another "dry" ("Rice, parboiled, raw" / "Rice, …, parboiled, dry"). */
const DRY_IS_RAW = /cereal|grain|rice|pasta|legume|pulse/i;

/** Dough sold frozen to be baked at home is the raw dough: "frozen" there is how it is kept, not a form. */
const KEPT_FROZEN = /\b(ready-to-bake|unbaked)\b/;

function formWords(f: Pick<FoodRecord, 'name' | 'group'>): Set<string> {
  // Enrichment ("with added vitamin A and vitamin D") is no form: its "with" would read as one.
  const name = f.name.toLowerCase().replace(/\bwith(?:out)? added [^,]*/g, ' ');
  const dryIsRaw = DRY_IS_RAW.test(f.group ?? '');
  const keptFrozen = KEPT_FROZEN.test(name);
  return new Set(
    [...words(name)]
      .filter((w) => !(keptFrozen && w === 'frozen'))
      .map((w) => SAME_FORM[w] ?? w)
      .map((w) => (dryIsRaw && w === 'dry' ? 'raw' : w)),
  );
}

/**
 * Whether two foods, perhaps from different tables, are in the same form: neither names a form
 * word (dried, canned, cooked, powder, …) the other lacks. Their varieties may differ.
 */
export function sameForm(a: Pick<FoodRecord, 'name' | 'group'>, b: Pick<FoodRecord, 'name' | 'group'>): boolean {
  const x = formWords(a);
  const y = formWords(b);
  return ![...x].some((w) => FORM.has(w) && !y.has(w)) && ![...y].some((w) => FORM.has(w) && !x.has(w));
}

/** Up to `limit` related foods with household portions, closest name first. */
export function relatedFoods(food: Pick<FoodRecord, 'id' | 'name'>, foods: readonly FoodRecord[], limit = 6): FoodRecord[] {
  const candidates = byKind(foods).get(kindKey(food.name));
  if (!candidates) return [];
  const own = words(food.name);
  const scored: { f: FoodRecord; d: number }[] = [];
  for (const f of candidates) {
    if (f.id === food.id) continue;
    const other = words(f.name);
    const diff = [...own].filter((w) => !other.has(w)).concat([...other].filter((w) => !own.has(w)));
    if (diff.some((w) => FORM.has(w))) continue;
    scored.push({ f, d: diff.length });
  }
  return scored
    .sort((a, b) => a.d - b.d || a.f.name.length - b.f.name.length)
    .slice(0, limit)
    .map((x) => x.f);
}
