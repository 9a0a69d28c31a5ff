/**
 * Grams of a parsed ingredient line for a food, from evidence only:
 * - mass units convert by their standard factor (method 'mass'); grams the line writes beside a
 *   volume or count ("1 cup (125 g) flour") are the cook's own weight (method 'stated'); a package
 *   size ("2 (14.5 oz) cans") gives mass directly (method 'package');
 * - volumes scale a household portion measured in a volume unit ("1 cup, chopped = 160 g" → 1 tsp),
 *   choosing the portion whose description fits the line ("chopped", "packed"); that is a density
 *   from the named portion (method 'density' with `portion` and `density_g_per_ml`); without one,
 *   a reviewed density (method 'density', no portion, its source in `assumption`);
 * - counts and sizes use a matching portion as is (method 'portion'):
 *   ("3 cloves", "1 large egg", "2 stalks celery", "juice of 1 lemon": the portion whose measure
 *   names that unit, that size or the food itself; a size never stands in for another size).
 * No evidence → `{grams: null, reason}`: a weight is never guessed. The evidence names the portion row.
 */
import type { NutritionBasis, Portion } from '../foods/food';
import type { ParsedIngredientLine } from './ingredient-line';
import { singularWord } from './synonyms';
import { normaliseIngredientName, REFERENCE_CLASS_HEADS } from './names';
import { VARIETY_ITEM_DIFFERS } from './recipe-synonyms';
import { findUnit, unitByName, VESSEL_UNITS, type UnitDef } from './units';
import { round } from '../round';
import { withoutAsides } from './text';

export interface PortionRef {
  seq: string;
  amount: number;
  measure: string;
  grams: number;
}

export interface GramsEvidence {
  method: 'mass' | 'stated' | 'package' | 'density' | 'portion';
  portion?: PortionRef;
  /** Density used for a volume (reviewed, or derived from the portion named). */
  density_g_per_ml?: number;
  /** Any reading the result depends on: an ambiguous unit, a default portion. */
  assumption?: string;
  /** The portion is a closely related food's (same food, another variety), when the food has none for the unit. */
  related_food?: { id?: string; name: string };
}

export type GramsResult = { grams: number; ml: number | null; evidence: GramsEvidence } | { grams: null; ml: null; reason: string };

/** A reviewed density (g/ml) with where it came from. */
export interface ReviewedDensity {
  g_per_ml: number;
  source: string;
}

/** What a food must offer as evidence; FoodRecord fits. */
export interface GramsFood {
  name: string;
  portions: Portion[];
  nutrition_basis: NutritionBasis;
  /** Food group (SR28); picks the kind of household measure that is one eaten portion. */
  group?: string | null;
  density?: ReviewedDensity | null;
}

/** The parts of a line that decide its weight; ParsedIngredientLine fits. */
export type GramsLine = Pick<ParsedIngredientLine, 'quantity' | 'unit'> &
  Partial<Pick<ParsedIngredientLine, 'unit_text' | 'size' | 'package' | 'name' | 'preparation' | 'stated_grams'>>;

export interface GramsOptions {
  /** The line had no number and stands for one standard portion ("a banana", "coffee"). */
  standardPortion?: boolean;
  /** A reviewed density to use when no volume portion exists. */
  density?: ReviewedDensity | null;
  /**
   * Closely related foods (src/domain/foods/related-foods.ts) whose portions may weigh the unit when the
   * food's own do not; called only then. The evidence names the food used.
   */
  related?: () => readonly (GramsFood & { id?: string })[];
}

// ---------------------------------------------------------------- reading portion measures

const stems = (words: string[]) => new Set(words.map(stem));
const SIZE_WORDS = stems(['small', 'medium', 'large', 'extra', 'jumbo', 'mini', 'miniature', 'big', 'thin', 'thick', 'whole']);
/** Measures a bare count may use: one whole item. */
const ITEM_WORDS = stems(['medium', 'whole', 'each', 'fruit', 'item', 'piece', 'unit']);
/**
 * Count units that are the whole item of the foods measured in them: "2 sausages" are 2 links, "3 corn" 3 ears,
 * "김 2장" (laver) 2 sheets.
 */
const ITEM_UNITS = new Set(['link', 'ear', 'sheet']);
const MEDIUM = 'medium';
const WHOLE = stem('whole');

export interface MeasureReading {
  unit: UnitDef | null;
  /** Millilitres of the whole portion (amount × unit) when its unit is a volume. */
  ml: number | null;
  /** Stems of the describing words ("cup, chopped" → ["chop"]). */
  words: string[];
  /** The same without parenthesised notes ("cup, fluid (yields 2 cups whipped)" → ["fluid"]). */
  mainWords: string[];
}

/** "sliced" / "slices" / "slice" → "slic": enough to match descriptions to lines. */
function stem(word: string): string {
  let w = word.toLowerCase().replace(/[^a-z]/g, '');
  if (w.length > 4) w = w.replace(/(?:ies)$/, 'y').replace(/(?:es|ed|s|d)$/, '');
  else if (w.length > 3) w = w.replace(/s$/, '');
  return w.replace(/e$/, '').replace(/([b-df-hj-np-tv-z])\1$/, '$1');
}

function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\([^)]*\)?/g, ' ')
    .split(/[^a-z]+/)
    .filter((w) => w.length > 1 && !['or', 'and', 'of', 'to', 'a', 'an', 'the', 'yields', 'ns', 'as', 'nfs'].includes(w));
}

/** Unit, volume and describing words of a household measure ("cup, chopped", "tbsp", "stalk, large (11"-12" long)"). */
export function readMeasure(p: Portion): MeasureReading {
  const text = p.measure.toLowerCase().replace(/\s+/g, ' ').trim();
  const tokens = text.split(/[\s,]+/);
  let unit: UnitDef | null = null;
  let used = 0;
  for (let n = Math.min(3, tokens.length); n >= 1 && !unit; n--) {
    const candidate = tokens.slice(0, n).join(' ').replace(/[(),]/g, '');
    const u = findUnit(candidate);
    if (u) {
      unit = u;
      used = n;
    }
  }
  const rest = tokens.slice(used).join(' ');
  const ml = unit && unit.dimension === 'volume' && unit.factor !== null ? p.amount * unit.factor : null;
  return { unit, ml, words: wordsOf(rest).map(stem), mainWords: wordsOf(withoutAsides(rest)).map(stem) };
}

/** Grams per millilitre from the first household portion measured in a volume unit; null without one. */
export function volumePortionDensity(portions: Portion[]): { g_per_ml: number; portion: PortionRef } | null {
  for (const p of portions) {
    const m = readMeasure(p);
    if (m.ml && m.ml > 0 && p.grams > 0) return { g_per_ml: p.grams / m.ml, portion: ref(p) };
  }
  return null;
}

function ref(p: Portion): PortionRef {
  return { seq: p.seq, amount: p.amount, measure: p.measure, grams: p.grams };
}

// ---------------------------------------------------------------- choosing a portion

/** Line words that name a measure's description in other words: nut or seed "meal" or "flour" is ground, cracker "crumbs" crushed. */
const DESCRIBED_AS: Record<string, string> = { meal: 'ground', flour: 'ground', crumbs: 'crushed', crumb: 'crushed' };

function lineWords(line: GramsLine): Set<string> {
  return new Set(wordsOf([line.preparation ?? '', line.name ?? '', line.size ?? ''].join(' ')).map((w) => stem(DESCRIBED_AS[w] ?? w)));
}

/** Measure words for food whose volume no longer weighs like the plain food (a cup of whipped cream). */
const RESHAPED = stems([
  'whipped',
  'packed',
  'sifted',
  'melted',
  'crushed',
  'crumbled',
  'mashed',
  'pureed',
  'puree',
  'flaked',
  'heaping',
  'chopped',
  'diced',
  'sliced',
  'shredded',
  'grated',
  'cubed',
  'ground',
  'halves',
  'pieces',
  'slivered',
]);

/** The volume portion that best fits the line: its description, then the same unit, then the closest volume. */
function bestVolumePortion(portions: Portion[], line: GramsLine, lineMl: number): { p: Portion; ml: number } | null {
  const wanted = lineWords(line);
  let best: { p: Portion; ml: number; score: number } | null = null;
  for (const p of portions) {
    const m = readMeasure(p);
    if (!m.ml || m.ml <= 0 || !(p.grams > 0)) continue;
    let score = 0;
    // Parenthesised words explain a measure ("cup, fluid (yields 2 cups whipped)"); they do not describe it.
    for (const w of m.mainWords) score += wanted.has(w) ? 2 : RESHAPED.has(w) ? -2 : -1;
    if (m.unit && m.unit.name === line.unit) score += 1.5;
    score -= 0.1 * Math.abs(Math.log(lineMl / m.ml));
    if (!best || score > best.score) best = { p, ml: m.ml, score };
  }
  return best;
}

/** Measure words that name the same count as a unit: a head of garlic or fennel is recorded as its "bulb". */
const SAME_COUNT: Record<string, string[]> = { head: ['bulb'] };
/** The same for a fruit only: a lime or orange "wheel" is a round slice (a wheel of cheese is the whole cheese). */
const SAME_COUNT_OF_FRUIT: Record<string, string[]> = { wheel: ['slice'] };

function unitWords(u: UnitDef | null, text: string | null | undefined, fruit = false): Set<string> {
  const out = new Set<string>();
  if (u)
    for (const a of [u.name, ...u.aliases, ...(SAME_COUNT[u.name] ?? []), ...((fruit && SAME_COUNT_OF_FRUIT[u.name]) || [])])
      if (/^[a-z ]+$/i.test(a) && a.length > 2) for (const w of wordsOf(a)) out.add(stem(w));
  if (text) for (const w of wordsOf(text)) out.add(stem(w));
  return out;
}

/** Nouns of the reference food's head ("Peppers, hot chili, red, raw" → pepper): "1 red chilli" weighs "1 pepper". */
function foodHeadNouns(foodName: string): string[] {
  const segments = foodName.split(',').map((x) => x.trim());
  // "Fish, anchovy": the anchovy is the item ("1 anchovy"), not the class.
  const head = REFERENCE_CLASS_HEADS.has(segments[0]!.toLowerCase()) && segments[1] ? `${segments[0]} ${segments[1]}` : (segments[0] ?? '');
  const words = wordsOf(head).map(stem);
  // "Sweet potato" is also written "1 sweetpotato".
  return words.length > 1 ? [...words, stem(words.join(''))] : words;
}

/**
 * The count portion that names the line's unit, size or food (with the assumption it takes); null
 * when none does. A count noun read from the name's last word ("6 anchovy fillets") that no
 * portion names leaves a bare count of the food ("1 anchovy").
 */
function bestCountPortion(portions: Portion[], line: GramsLine, foodName = '', fruit = false): { p: Portion; assumption?: string } | null {
  const first = countPortion(portions, line, foodName, true, fruit);
  if (first || line.unit) return first;
  // Only a noun for the whole item as sold ("fillets" of canned anchovy); a part ("lime wedge") is never the whole.
  const last = stem((line.name ?? '').trim().split(/\s+/).pop() ?? '');
  return WHOLE_ITEM_NOUNS.has(last) ? countPortion(portions, line, foodName, false, fruit) : null;
}

/** Count nouns written after a food that name the whole item as sold, not a part of it. */
const WHOLE_ITEM_NOUNS = stems(['fillet', 'fillets', 'filet', 'filets']);

/** What a counted line asks for: its count unit or noun, its size words and the nouns of its name. */
interface CountAsk {
  countUnit: UnitDef | null;
  /** Words that name the count unit in a portion's measure. */
  uWords: Set<string>;
  /** A noun chosen by the caller for a bare count ("garlic clove" → "clove"). */
  hint: string | null;
  sizeWords: string[];
  nameNouns: Set<string>;
}

type Reading = { p: Portion; m: MeasureReading };

const measureWords = (m: MeasureReading) => [...(m.unit ? [stem(m.unit.name)] : []), ...m.words];

function countAsk(readings: Reading[], line: GramsLine, foodName: string, nounFromName: boolean, fruit: boolean): CountAsk {
  const unit = line.unit ? unitByName(line.unit) : null;
  // The count may also be named after the food: "3 garlic cloves", "2 celery stalks", or by a caller's hint.
  const named = (w: string | null | undefined) => {
    const u = w ? findUnit(w) : null;
    return u && u.dimension === 'count' && u.name !== 'piece' ? u : null;
  };
  const lastWord = (line.name ?? '').trim().split(/\s+/).pop();
  // A piece written as a count unit of its own ("鮭 1切れ", a cut: a slice) is weighed as that unit,
  // never by a whole-item portion ("1 fish").
  const countUnit = unit
    ? unit.dimension === 'count' && unit.name !== 'piece'
      ? unit
      : unit.name === 'piece'
        ? named(line.unit_text)
        : null
    : (named(line.unit_text) ?? (nounFromName ? named(lastWord) : null));
  const uWords = countUnit ? unitWords(countUnit, line.unit_text, fruit) : new Set<string>();
  const hint = !countUnit && line.unit_text && !findUnit(line.unit_text) ? stem(line.unit_text) : null;
  let sizeWords = (line.size ?? '')
    .toLowerCase()
    .split(/[^a-z]+/)
    .map(stem)
    .filter((w) => SIZE_WORDS.has(w));
  // "1 whole egg": "whole" names the item, not a size, when no portion is described as whole.
  if (sizeWords.length === 1 && sizeWords[0] === WHOLE && !readings.some(({ m }) => measureWords(m).includes(sizeWords[0]!))) sizeWords = [];
  const nameNouns = new Set([...wordsOf(line.name ?? '').map(stem), ...foodHeadNouns(foodName)]);
  return { countUnit, uWords, hint, sizeWords, nameNouns };
}

/** How well a recorded portion fits the ask; null when nothing in it answers the ask or it contradicts it. */
function countFit(ask: CountAsk, m: MeasureReading): number | null {
  const { countUnit, uWords, hint, sizeWords, nameNouns } = ask;
  if (m.unit && m.unit.dimension !== 'count') return null;
  const words = measureWords(m);
  const has = (w: string) => words.includes(w);
  let score = 0;
  let evidence = false;
  if (countUnit) {
    if (!(m.unit?.name === countUnit.name || words.some((w) => uWords.has(w)))) return null;
    score += 5;
    evidence = true;
  } else if (m.unit && m.unit.name !== 'piece') {
    // A bare count does not weigh a slice, clove or can; it does weigh a sausage by its link.
    if (!ITEM_UNITS.has(m.unit.name)) return null;
    score += 1;
    evidence = true;
  }
  if (hint && has(hint)) {
    score += 4;
    evidence = true;
  }
  // "whole" marks an item ("medium whole"), not a size, unless the line asks for it.
  const measureSizes = words.filter((w) => SIZE_WORDS.has(w) && (w !== WHOLE || sizeWords.includes(WHOLE)));
  if (sizeWords.length > 0) {
    const all = sizeWords.every((w) => has(w)) && measureSizes.length === sizeWords.length;
    if (all) {
      score += 3;
      evidence = true;
    } else if (measureSizes.length > 0) return null;
  } else if (measureSizes.length > 0) {
    score += has(MEDIUM) && measureSizes.length === 1 ? 1 : -0.5;
  }
  if (!countUnit && [...nameNouns].some((n) => has(n))) {
    score += 2;
    evidence = true;
  }
  if (!countUnit && sizeWords.length === 0 && words.some((w) => ITEM_WORDS.has(w))) {
    score += 1;
    evidence = true;
  }
  // Other describing words ("crust not eaten") make a portion a worse fit.
  score -= 0.2 * words.filter((w) => !SIZE_WORDS.has(w) && !ITEM_WORDS.has(w) && !uWords.has(w) && !nameNouns.has(w)).length;
  return evidence ? score : null;
}

function countPortion(
  portions: Portion[],
  line: GramsLine,
  foodName: string,
  nounFromName: boolean,
  fruit: boolean,
): { p: Portion; assumption?: string } | null {
  const readings = portions.filter((p) => p.grams > 0 && p.amount > 0).map((p) => ({ p, m: readMeasure(p) }));
  const ask = countAsk(readings, line, foodName, nounFromName, fruit);
  let best: { p: Portion; score: number } | null = null;
  for (const { p, m } of readings) {
    const score = countFit(ask, m);
    if (score !== null && (!best || score > best.score)) best = { p, score };
  }
  if (best) return { p: best.p };
  return ask.hint ? null : assumedItem(ask, readings);
}

/** No portion answers the count: an item the food records stands for it, and the answer says so. */
function assumedItem({ countUnit, sizeWords, nameNouns }: CountAsk, readings: Reading[]): { p: Portion; assumption: string } | null {
  // FNDDS weighs sliced dishes (pizza, cake, pie) by the piece ("1 piece, NFS"): with no slice
  // recorded, an unsized piece is the slice.
  if (countUnit) {
    if (countUnit.name !== 'slice' || sizeWords.length > 0) return null;
    const piece = readings.find(({ m }) => m.unit?.name === 'piece' && !m.words.some((w) => SIZE_WORDS.has(w)));
    return piece ? { p: piece.p, assumption: `no slice recorded: '${piece.p.amount} ${piece.p.measure}' taken as a slice` } : null;
  }
  // "A medium orange" where SR28 records large, small and an unsized "fruit": the unsized item is
  // the typical one. Small and large never borrow it.
  if (sizeWords.length === 1 && sizeWords[0] === MEDIUM) {
    const typical = readings.find(
      ({ m }) => (!m.unit || m.unit.name === 'piece') && !m.words.some((w) => SIZE_WORDS.has(w)) && m.words.some((w) => ITEM_WORDS.has(w) || nameNouns.has(w)),
    );
    if (typical) return { p: typical.p, assumption: `no medium portion recorded: the unsized item '${typical.p.measure}' taken as medium` };
  }
  // A bare count where the only whole-item portions are one size ("Egg, yolk": "1 large"): that
  // size is the food's recorded item. A stated size never borrows it.
  const items = readings.filter(({ m }) => !m.unit || m.unit.name === 'piece');
  const sized = items.filter(({ m }) => m.words.length > 0 && m.words.every((w) => SIZE_WORDS.has(w)) && m.words.length === 1);
  if (
    sizeWords.length === 0 &&
    sized.length > 0 &&
    new Set(sized.map(({ m }) => m.words[0])).size === 1 &&
    sized.length === items.filter(({ m }) => m.words.some((w) => SIZE_WORDS.has(w))).length
  ) {
    const only = sized[0]!;
    return { p: only.p, assumption: `no size stated: '${only.p.measure}' is the only item size recorded for this food` };
  }
  return null;
}

// ---------------------------------------------------------------- resolving

function none(reason: string): GramsResult {
  return { grams: null, ml: null, reason };
}

/** The line names a variety whose item weighs otherwise than the generic food's ("3 Thai chilies" are no 45 g chili peppers). */
function itemOfAnotherVariety(name: string | undefined, food: GramsFood): boolean {
  const written = (name ?? '').toLowerCase().trim();
  const variety = [written, normaliseIngredientName(written)].find((n) => VARIETY_ITEM_DIFFERS.has(n));
  // A table that records the variety itself weighs its item.
  return variety !== undefined && !food.name.toLowerCase().includes(variety.split(' ')[0]!.replace(/'s$/, ''));
}

export function resolveGrams(line: GramsLine, food: GramsFood, options: boolean | GramsOptions = false): GramsResult {
  const found = resolveAny(line, food, options);
  if (found.grams !== null && found.evidence.method === 'portion' && itemOfAnotherVariety(line.name, food)) {
    return none(`one '${line.name}' does not weigh as one item of '${food.name}': no item weight is recorded for this variety`);
  }
  return found;
}

function resolveAny(line: GramsLine, food: GramsFood, options: boolean | GramsOptions): GramsResult {
  const opts: GramsOptions = typeof options === 'boolean' ? { standardPortion: options } : options;
  const own = resolveOwn(line, food, opts);
  if (own.grams !== null || !opts.related || line.quantity === null || line.quantity === undefined) return own;
  // Only a unit the food has no portion for: a volume or a count (mass and packages never get here).
  for (const r of opts.related()) {
    if (r.nutrition_basis !== '100g') continue;
    const g = resolveOwn(line, r, { standardPortion: opts.standardPortion });
    if (g.grams === null || !g.evidence.portion) continue;
    const note = `'${food.name}' records no portion for this unit: portion of the related food '${r.name}'`;
    return {
      ...g,
      evidence: {
        ...g.evidence,
        related_food: { ...(r.id ? { id: r.id } : {}), name: r.name },
        assumption: [g.evidence.assumption, note].filter(Boolean).join('; '),
      },
    };
  }
  return own;
}

function resolveOwn(line: GramsLine, food: GramsFood, opts: GramsOptions): GramsResult {
  const q = line.quantity;
  if (q === null || q === undefined) return none('no quantity stated');
  if (!Number.isFinite(q) || q < 0) return none(`quantity ${q} is not a usable amount`);
  const unit = line.unit ? unitByName(line.unit) : null;
  if (line.unit && !unit) return none(`unknown unit '${line.unit}'`);
  const portions = food.portions ?? [];
  const density = opts.density ?? food.density ?? null;

  // Mass: the standard factor.
  if (unit?.dimension === 'mass') {
    const grams = q * unit.factor!;
    const d = volumePortionDensity(portions);
    return { grams, ml: d ? grams / d.g_per_ml : density ? grams / density.g_per_ml : null, evidence: { method: 'mass' } };
  }
  // Grams the cook wrote beside a volume or count ("1 cup (125 g) flour") weigh the whole amount.
  if (line.stated_grams && line.stated_grams > 0) {
    const d = volumePortionDensity(portions);
    return {
      grams: line.stated_grams,
      ml: d ? line.stated_grams / d.g_per_ml : null,
      evidence: { method: 'stated', assumption: `${line.stated_grams} g written beside the amount` },
    };
  }
  // A package size: "2 (14.5 oz) cans" weighs 2 × 14.5 oz; a volume package goes on as a volume.
  let volumeMl: number | null = null;
  let assumption: string | undefined = unit?.ambiguous ? `'${line.unit_text ?? unit.name}' read as ${unit.assumed} (${round(unit.factor!, 1)} ml)` : undefined;
  if (line.package) {
    const pu = unitByName(line.package.unit);
    if (pu?.dimension === 'mass') return { grams: q * line.package.quantity * pu.factor!, ml: null, evidence: { method: 'package' } };
    if (pu?.dimension === 'volume') {
      volumeMl = q * line.package.quantity * pu.factor!;
      assumption = pu.ambiguous ? `'${pu.name}' read as ${pu.assumed}` : undefined;
    }
  }
  if (volumeMl === null && unit?.dimension === 'volume') volumeMl = q * unit.factor!;

  if (volumeMl !== null) return byVolume(volumeMl, assumption, line, food, density);
  return byCount(q, unit, line, food, opts);
}

/** A volume weighed by the food's own volume measures, else a reviewed density, else (per-100 ml foods) at 1 g/ml. */
function byVolume(volumeMl: number, assumption: string | undefined, line: GramsLine, food: GramsFood, density: GramsFood['density']): GramsResult {
  const portions = food.portions ?? [];
  const best = bestVolumePortion(portions, line, volumeMl || 1);
  if (best) {
    const grams = (volumeMl / best.ml) * best.p.grams;
    return {
      grams,
      ml: volumeMl,
      evidence: { method: 'density', portion: ref(best.p), density_g_per_ml: round(best.p.grams / best.ml, 4), ...(assumption ? { assumption } : {}) },
    };
  }
  if (density && density.g_per_ml > 0) {
    return {
      grams: volumeMl * density.g_per_ml,
      ml: volumeMl,
      evidence: {
        method: 'density',
        density_g_per_ml: density.g_per_ml,
        assumption: [assumption, `reviewed density from ${density.source}`].filter(Boolean).join('; '),
      },
    };
  }
  if (food.nutrition_basis === '100ml') {
    // Nutrition scales by volume here; the gram figure is the volume at 1 g/ml and says so.
    return {
      grams: volumeMl,
      ml: volumeMl,
      evidence: {
        method: 'density',
        density_g_per_ml: 1,
        assumption: [assumption, 'per-100 ml food: nutrition scales by volume; grams shown at 1 g/ml'].filter(Boolean).join('; '),
      },
    };
  }
  return none(`no household measure of '${food.name}' pairs a volume with a weight, and no reviewed density is known`);
}

/** A count or size (or no unit): a household portion that names it, else a standard portion. */
function byCount(q: number, unit: UnitDef | null, line: GramsLine, food: GramsFood, opts: GramsOptions): GramsResult {
  const portions = food.portions ?? [];
  // Counts and sizes: a household portion that names them. With no amount stated, one whole item
  // ("a banana") is the portion unless it is a morsel ("almonds" is not one almond), the name is a
  // plural ("fries": a serving, not one fry) or a reference amount applies ("a coke": a can, not
  // the medium fast-food cup).
  const c = bestCountPortion(portions, line, food.name, /fruit/i.test(food.group ?? ''));
  // "a glass of milk", "a bowl of oatmeal": a vessel one eats or drinks from holds one portion.
  const vessel = unit !== null && VESSEL_UNITS.has(unit.name);
  const standard = (opts.standardPortion && !line.unit) || vessel ? standardPortion(food) : null;
  // A whole item ("a chicken breast": "1 piece") or one the line names ("1 steak") still wins over a
  // reference amount.
  const named = c !== null && wordsOf(c.p.measure).some((w) => lineWords(line).has(stem(w)) || ITEM_NOUNS.has(stem(w)));
  // A vessel the food's own measures name ("1 glass (5 fl oz)") is weighed by that measure.
  if (c && (vessel || !(standard && ((standard.ruled && !named) || c.p.grams / c.p.amount < MORSEL_G || namesPlural(line.name))))) {
    const p = c.p;
    return {
      grams: (q * p.grams) / p.amount,
      ml: null,
      evidence: { method: 'portion', portion: ref(p), ...(c.assumption ? { assumption: c.assumption } : {}) },
    };
  }
  if (standard) {
    const stated = vessel ? `a ${unit!.name} holds one standard portion` : 'no amount stated: one standard portion';
    return { grams: q * standard.p.grams, ml: null, evidence: { method: 'portion', portion: ref(standard.p), assumption: `${stated}, ${standard.why}` } };
  }
  const wanted = [line.size, line.unit_text ?? line.unit].filter(Boolean).join(' ') || 'one item';
  return none(`no household portion of '${food.name}' matches '${wanted}'`);
}

// ---------------------------------------------------------------- one eaten portion

/** An item lighter than this is a morsel, not a portion. */
const MORSEL_G = 5;

/** "fries", "grapes": a name whose last word is a plural ("hummus", "oats", "molasses" are not). */
function namesPlural(name: string | undefined): boolean {
  const last = (name ?? '').trim().toLowerCase().split(/\s+/).pop() ?? '';
  return last.length > 3 && singularWord(last) !== last;
}

/**
 * Household measures that hold one eaten portion, after the FDA reference amounts customarily
 * consumed (21 CFR 101.12): a spoonful of fats, cream, sweets, spreads and sauces, a teaspoon of spices,
 * an ounce of nuts and snacks, a slice or an ounce of cheese and cold cuts. Other foods take their
 * first household measure (SR28 lists the common one first: a cup of rice, a slice of bread).
 */
const PORTION_MEASURES: { test: (food: GramsFood) => boolean; measures: RegExp[]; why: string; ounces?: number }[] = [
  { test: (f) => f.group === 'Spices and Herbs', measures: [/^tsp\b/], why: 'a teaspoon of a spice or herb' },
  {
    test: (f) =>
      f.group === 'Fats and Oils' ||
      f.group === 'Sweets' ||
      /^(sauce|salad dressing|catsup|mustard|syrups?|jams?|jellies|honey|gravy|mayonnaise|peanut butter|cream)\b/i.test(f.name),
    measures: [/^(tbsp|pat|packet)\b/],
    why: 'a spoonful of a fat, cream, sweet, spread or sauce',
  },
  { test: (f) => f.group === 'Nut and Seed Products' || f.group === 'Snacks', measures: [/^oz\b/], why: 'an ounce of nuts, seeds or snacks' },
  {
    test: (f) => /^cheese\b/i.test(f.name) || f.group === 'Sausages and Luncheon Meats',
    measures: [/^(slice|oz)\b/],
    why: 'a slice or an ounce of cheese or cold cuts',
  },
  {
    test: (f) => /^(Beef|Pork|Poultry|Finfish and Shellfish|Lamb, Veal, and Game) Products$/.test(f.group ?? ''),
    measures: [/^3 oz\b/],
    ounces: 3,
    why: 'three ounces of cooked meat, poultry or fish',
  },
  {
    test: (f) => f.group === 'Beverages' || /^(milk|[a-z ]*juice)\b/i.test(f.name),
    // In order of preference (every rule's list is): a 12 fl oz can before a 16 fl oz "can or bottle".
    measures: [/^1 (?:cup\b|can\b.*\b12 fl oz|fl oz can \(12)/, /^1 can\b/],
    why: 'a cup of a drink, or a 12 fl oz can of a soft drink or beer',
  },
];

/** Nouns of a whole item in a household measure ("1 piece", "1 each"); not sizes such as "medium". */
const ITEM_NOUNS = stems(['piece', 'each', 'item', 'unit', 'fruit', 'whole']);

/**
 * One eaten portion of a food: the whole household measure row ("3 oz" is 85 g, "10 fries" 76 g).
 * `ruled`: a reference-amount rule chose it (it then outranks an item the line's name might count).
 */
function standardPortion(food: GramsFood): { p: Portion; why: string; ruled: boolean } | null {
  const usable = (food.portions ?? []).filter((p) => p.grams > 0 && p.amount > 0);
  for (const rule of PORTION_MEASURES) {
    if (!rule.test(food)) continue;
    for (const re of rule.measures) {
      const p = usable.find((x) => re.test(`${x.amount} ${x.measure.trim().toLowerCase()}`) || re.test(x.measure.trim().toLowerCase()));
      if (p) return { p, why: `${rule.why} ('${p.amount} ${p.measure}')`, ruled: true };
    }
    // The reference amount in ounces from the food's ounce row ("1 oz = 28.35 g" → 3 oz).
    const oz = rule.ounces ? usable.find((x) => x.measure.trim().toLowerCase() === 'oz') : undefined;
    if (oz)
      return {
        p: { ...oz, amount: rule.ounces!, grams: round((oz.grams * rule.ounces!) / oz.amount, 2) },
        why: `${rule.why} (from '${oz.amount} oz = ${oz.grams} g')`,
        ruled: true,
      };
  }
  return usable[0] ? { p: usable[0], why: `the first household measure ('${usable[0].amount} ${usable[0].measure}')`, ruled: false } : null;
}
