/**
 * Words for how a food is cut, sized or served ("broccoli florets", "diced tomatoes", "gammon steak", "salmon
 * fillet", "small apple", "glass of orange juice", "handful of almonds"), for the part of a plant
 * people use ("kale leaves", "celery stalks", "artichoke hearts") or for a spice's form ("jeera
 * powder"): the food is what the other words name. Tables name a cut, size or pack only where it
 * makes another product ("Pineapple, frozen, chunks", "Cheese, cheddar, sharp, sliced", IFCT's
 * "Apple, small"), so such a word that no food's name holds with the rest of the query says nothing
 * about which food is meant.
 */
import { stem, tokenize } from '../domain/language/text';
import { isCookingWord } from './cooking';
import type { Without } from './without-words';

const words = (text: string) => new Set(text.split(' '));

/** Said anywhere: "diced tomatoes", "broccoli florets", "small apple". */
const CUT_OR_SIZE = words(
  'floret florets fillet fillets filet filets patty patties tail tails slice slices sliced dice diced cube cubes cubed chopped minced grated ' +
    'shredded chunk chunks piece pieces halves halved quartered wedge wedges strip strips stick sticks segments spears steak steaks ' +
    'rings julienned spiralized small medium large big jumbo',
);

/**
 * The part of a plant that is used ("asparagus tips", "dill fronds", "mushroom caps"). Not "tops",
 * "greens" or "seeds": a root's tops are its greens, not the root ("turnip tops"), and seeds are
 * foods of their own ("pumpkin seeds"). Read only when no food holds every word: the tables name
 * an animal's heart with the animal ("Chicken, heart"), not a plant's ("romaine hearts").
 */
const PLANT_PARTS = words('leaf leaves stem stems stalk stalks tip tips frond fronds cap caps sprig sprigs heart hearts');

/**
 * The form a spice or seed is bought in, said after its name, often a name from another language
 * ("jeera powder", "methi seeds", "haldi powder"). Read only when no food holds every word, as a plant's part is:
 * seeds and powders that are foods of their own ("pumpkin seeds", "garlic powder") are named so.
 */
const SPICE_FORMS = words('powder seed seeds');

/** Said before "of" ("glass of wine"): after a food they name a dish ("poke bowl", "granola bar"). */
const CONTAINERS = words(
  'glass glasses cup cups mug mugs bowl bowls plate plates handful handfuls scoop scoops bottle bottles can cans tin ' +
    'tins serving servings portion portions tablespoon tablespoons teaspoon teaspoons spoonful spoonfuls pint pints ' +
    'shot shots jar jars packet packets bag bags box carton cartons bar bars',
);

/** Said last, after the food, the pack a food is sold in ("applesauce cup", "custard pot", "hummus tub"). */
const PACKS = words('cup cups pot pots tub tubs pouch pouches carton cartons jar jars packet packets');

/**
 * A little of a food, said before "of" as cooks and diaries say it ("knob of butter", "dollop of
 * cream", "pinch of salt", "splash of milk"): no table names a food by it.
 */
const SMALL_AMOUNTS = words('knob knobs dollop dollops pinch pinches dash dashes splash splashes drizzle pat pats dab dabs');

/**
 * The positions of a query's portion words (`afterStop[i]`: a stop word such as "of" was dropped
 * just before word i), unless every other word only says how it is cooked ("slices" alone asks for
 * nothing else; in "grilled strip steak" the steak is the food).
 */
export function portionWordPositions(query: { tokens: readonly string[]; afterStop: readonly boolean[] }): number[] {
  const { tokens, afterStop } = query;
  const at = tokens.flatMap((w, i) => {
    const word = w.toLowerCase();
    const anywhere = CUT_OR_SIZE.has(word) || PLANT_PARTS.has(word) || SPICE_FORMS.has(word);
    const pack = i > 0 && i === tokens.length - 1 && PACKS.has(word);
    return anywhere || pack || ((CONTAINERS.has(word) || SMALL_AMOUNTS.has(word)) && afterStop[i + 1] === true) ? [i] : [];
  });
  return tokens.some((w, i) => !at.includes(i) && !isCookingWord(w.toLowerCase())) ? at : [];
}

/**
 * Pieces and forms the tables make a food into and name, with the words they name them by ("Beef,
 * ground, …, patty, cooked"; "Spices, mustard seed, ground" for a powder).
 */
const NAMED_FORMS: ReadonlyMap<string, readonly string[]> = new Map(
  (
    [
      ['patty', ['patty']],
      ['powder', ['powder', 'ground']],
    ] as const
  ).map(([form, names]) => [stem(form), names.map(stem)]),
);

/**
 * The foods the other words name, those whose names say the piece or form the query gives first
 * ("90% lean hamburger patty": the ground beef made into patties, before the raw ground beef;
 * "mustard powder": the ground mustard seed, before prepared mustard). Null when the query gives none.
 */
export function pieceSaid(tokens: readonly string[], at: readonly number[]): Without | null {
  // Keyed by the word's stem: "patties" is the patty.
  const formOf = (i: number) => NAMED_FORMS.get(stem(tokens[i]!.toLowerCase()));
  const forms = at.filter((i) => formOf(i) !== undefined);
  if (forms.length === 0) return null;
  const said = new Set(forms.flatMap((i) => formOf(i)!));
  return { at: forms, tier: (name) => (tokenize(name).some((w) => said.has(w)) ? 2 : 1) };
}
