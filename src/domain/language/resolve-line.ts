/**
 * One parsed line → the food meant and its grams, from evidence only: the name through the name
 * resolver, then grams by ./grams.ts. Used by compute-nutrition and meal parsing.
 */
import type { FoodRecord } from '../foods/food';
import { sharesWord } from '../foods/stand-ins';
import { lookupWithState, type NameResolver } from '../foods/name-resolver';
import { boneRefuse } from './bone-refuse';
import { resolveGrams, type GramsEvidence } from './grams';
import type { ParsedIngredientLine } from './ingredient-line';
import { eatenDishName } from './meal-text';

export interface ResolvedLine {
  parsed: ParsedIngredientLine;
  food: FoodRecord | null;
  grams: number | null;
  ml: number | null;
  evidence: GramsEvidence | null;
  reason: string | null;
}

/** Evidence methods whose weight is the food as bought, not an edible household portion. */
const AS_BOUGHT = new Set<GramsEvidence['method']>(['mass', 'stated', 'package']);

/** Eaten cooked: in a meal, "a cup of rice" is cooked rice and "a steak" a cooked steak. */
const EATEN_COOKED_GROUPS = new Set([
  'Cereal Grains and Pasta',
  'Legumes and Legume Products',
  'Beef Products',
  'Pork Products',
  'Poultry Products',
  'Finfish and Shellfish Products',
  'Lamb, Veal, and Game Products',
]);
const DRY_FORM = /\b(raw|dry|uncooked|unprepared|mature seeds)\b/i;
/** A mix, a condensed soup or an unprepared product is not what is eaten ("Pancakes, plain, dry mix, incomplete"). */
const UNPREPARED = /\b(dry,? mix|incomplete|unprepared|unbaked|uncooked|condensed|dough)\b/i;

/**
 * The form a food is eaten in, when the name says no state: a dry grain or pulse, meat or fish is
 * eaten cooked ("rice" in a meal is cooked rice, "a steak" a cooked steak), a mix prepared
 * ("pancakes" are not pancake mix) — when the corpus has that form of the same food.
 */
function eatenForm(names: NameResolver, food: FoodRecord, name: string): FoodRecord {
  const swap = (lookup: string, ok: RegExp) => {
    const other = names.resolveFood(lookup)?.food;
    return other && other.id !== food.id && other.group === food.group && ok.test(other.name) ? (names.food(other.id) ?? other) : null;
  };
  if (EATEN_COOKED_GROUPS.has(food.group ?? '') && DRY_FORM.test(food.name)) return swap(`cooked ${name}`, /\bcooked\b/i) ?? food;
  if (UNPREPARED.test(food.name)) return swap(`prepared ${name}`, /\b(prepared|ready-to-heat|ready-to-eat|ready-to-serve|baked|cooked)\b/i) ?? food;
  return food;
}

/**
 * Resolves one parsed line: the food meant (NameResolver.find), then grams by evidence. `eaten`:
 * the line describes food as eaten (a meal), not a recipe ingredient; a dry grain or pulse named
 * without a state is then its cooked form, when the corpus has one.
 */
export async function resolveLine(names: NameResolver, parsed: ParsedIngredientLine, options: { eaten?: boolean } = {}): Promise<ResolvedLine> {
  const none = (reason: string, food: FoodRecord | null = null): ResolvedLine => ({ parsed, food, grams: null, ml: null, evidence: null, reason });
  if (!parsed.name || !/[\p{L}]/u.test(parsed.name)) return none('no ingredient name found');
  // State words of the preparation change which food is meant ("rice, cooked" is not raw rice).
  const match = await names.find(options.eaten ? eatenDishName(parsed.name) : parsed.name, parsed);
  if (!match.food) {
    const c = match.closest;
    if (match.kind) return none(`'${parsed.name}' names a kind of food, not one food: name which one`);
    return none(
      c ? `no confident reference food for '${parsed.name}' (closest: '${c.name}', match_score ${c.score})` : `no reference food matches '${parsed.name}'`,
    );
  }
  let food = match.food;
  const stateless = lookupWithState(parsed.name, parsed.preparation) === parsed.name;
  if (options.eaten && stateless) food = eatenForm(names, food, parsed.name);
  // Portions of the same food in another table may weigh a unit its own do not ("1 mango").
  const weighed = food;
  // The line's other names count too: "atta (whole wheat flour)" is weighed by a cup of whole wheat flour.
  const written = [lookupWithState(parsed.name, parsed.preparation), ...(parsed.alternatives ?? [])];
  // A name in another language ("오징어" for CIQUAL's 'Squid, raw') shares no word with the food:
  // its twins are those of the food's own name, as an English line's are ("1/2 squid").
  if (!written.some((n) => sharesWord(n, weighed.name))) written.push(weighed.name);
  const related = () => [...names.related(weighed), ...written.flatMap((n) => names.twins?.(weighed, n) ?? [])];
  const g = resolveGrams(parsed, food, { standardPortion: (parsed as { standard_portion?: boolean }).standard_portion === true, related });
  if (g.grams === null) return none(g.reason, food);
  // A weight as bought (a mass, the cook's stated weight, a package) of a bone-in item includes its bone.
  const bone = AS_BOUGHT.has(g.evidence.method) ? boneRefuse(food, [parsed.size ?? '', parsed.name, parsed.preparation ?? ''].join(' ')) : null;
  if (bone) {
    const evidence = { ...g.evidence, assumption: [g.evidence.assumption, bone.note].filter(Boolean).join('; ') };
    return { parsed, food, grams: g.grams * bone.edible, ml: g.ml === null ? null : g.ml * bone.edible, evidence, reason: null };
  }
  return { parsed, food, grams: g.grams, ml: g.ml, evidence: g.evidence, reason: null };
}
