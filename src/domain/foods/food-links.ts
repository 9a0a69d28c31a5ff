/**
 * When two rows of different reference tables describe the same food in the same state: the rules
 * the corpus linker (src/corpus/food-links.ts) applies to the candidates the data gives (CNF's SR28
 * numbers, FNDDS single-ingredient codes) and to rows that share a name.
 *
 * Two tests, both required for every link:
 * - **the names do not contradict each other**: the words that fix a food's state (raw or a
 *   cooking method, canned, frozen, dried, salted, sweetened, a fat level, skin, drained) agree
 *   where both names say them;
 * - **the profiles agree**: energy and the three macros within `LINK_TOLERANCE`. A link that the
 *   data gives may sit farther apart (a Canadian analysis of the same cheese) than one found by
 *   name, which must agree within `AGREE_TOLERANCE`; a linked pair beyond that is a conflict, and
 *   the nutrients that differ are marked on the canonical food.
 */
import { tokenize, withoutAsides } from '../language/text';
import { REFERENCE_CLASS_HEADS } from '../language/names';
import { unspecified } from './stand-ins';

export interface Macros {
  calories: number | null;
  protein_g: number | null;
  carbs_g: number | null;
  fat_g: number | null;
}

/** How far two values may be apart: the larger of an absolute and a relative gap. */
export interface Tolerance {
  kcal: number;
  kcalShare: number;
  grams: number;
  gramsShare: number;
}

/** Values that agree: a rounding or analysis difference, not another food. */
export const AGREE_TOLERANCE: Tolerance = { kcal: 10, kcalShare: 0.1, grams: 1.5, gramsShare: 0.15 };
/** The farthest a link the data gives may be: another sample of the same food, not another food. */
export const LINK_TOLERANCE: Tolerance = { kcal: 25, kcalShare: 0.2, grams: 3, gramsShare: 0.25 };

/** Whether two amounts agree within a gap (unknown agrees with anything: nothing contradicts it). */
function within(a: number | null | undefined, b: number | null | undefined, abs: number, share: number): boolean {
  if (a == null || b == null) return true;
  return Math.abs(a - b) <= Math.max(abs, share * Math.max(Math.abs(a), Math.abs(b)));
}

/** Energy and macros that differ beyond the tolerance (empty: the profiles agree). */
export function macroGaps(a: Macros, b: Macros, tol: Tolerance): (keyof Macros)[] {
  const out: (keyof Macros)[] = [];
  if (!within(a.calories, b.calories, tol.kcal, tol.kcalShare)) out.push('calories');
  for (const k of ['protein_g', 'carbs_g', 'fat_g'] as const) if (!within(a[k], b[k], tol.grams, tol.gramsShare)) out.push(k);
  return out;
}

/**
 * State classes: the words of a name that say which state of a food it is. Within a class, two
 * names contradict each other when each says a word of it and no word is shared; "cooked" is
 * compatible with every cooking method.
 */
const STATE_CLASSES: Record<string, ReadonlySet<string>> = {
  heat: new Set([
    'raw',
    'cooked',
    'boiled',
    'roasted',
    'baked',
    'fried',
    'broiled',
    'grilled',
    'steamed',
    'braised',
    'stewed',
    'simmered',
    'microwaved',
    'sauteed',
    'poached',
    'toasted',
    'scrambled',
    'heated',
    'rotisserie',
    'barbecued',
    'smoked',
  ]),
  form: new Set(['canned', 'frozen', 'dried', 'dehydrated', 'fresh', 'powder', 'powdered', 'concentrate', 'condensed', 'evaporated']),
  salt: new Set(['salted', 'salt', 'unsalted', 'nosalt']),
  sugar: new Set(['sweetened', 'unsweetened']),
  fat: new Set(['nonfat', 'skim', 'lowfat', 'reducedfat', 'fatfree', 'whole', 'lean', 'regular']),
  skin: new Set(['skin', 'skinless', 'meatonly']),
  liquid: new Set(['drained', 'solidsliquids']),
  enrichment: new Set(['enriched', 'unenriched']),
};
/** Fat levels below the standard food's. */
const FAT_DEPARTURES: ReadonlySet<string> = new Set(['nonfat', 'skim', 'lowfat', 'reducedfat', 'fatfree']);
/** Words that name any cooking method: compatible with every specific one. */
const ANY_COOKED = 'cooked';
/** Words written as phrases, read as one state word first. */
const PHRASES: [RegExp, string][] = [
  [/\bwithout (added )?salt\b|\bno salt( added)?\b|\bsalt[- ]free\b/g, ' nosalt '],
  [/\bwith (added )?salt\b/g, ' salted '],
  [/\bwithout skin\b|\bskin not eaten\b|\bmeat only\b/g, ' meatonly '],
  [/\bwith skin\b|\bskin eaten\b|\bmeat and skin\b/g, ' skin '],
  [/\blow[- ]fat\b/g, ' lowfat '],
  [/\breduced[- ]fat\b|\blight\b|\blite\b/g, ' reducedfat '],
  [/\bfat[- ]free\b|\bnon[- ]fat\b/g, ' fatfree '],
  [/\bsolids and liquids?\b/g, ' solidsliquids '],
  [/\bpan[- ]fried\b|\bdeep[- ]fried\b|\bstir[- ]fried\b/g, ' fried '],
  [/\bdry[- ]roasted\b|\boil[- ]roasted\b/g, ' roasted '],
];

/** A name's state words by class, with its percentages ("2%", "3.25%") and its other words. */
export interface NameState {
  classes: Map<string, Set<string>>;
  percents: Set<string>;
  words: Set<string>;
}

/**
 * The state words of a food name. FNDDS notes ("NFS", "NS as to form", "100%") leave nothing:
 * they say the state is open.
 */
export function nameState(name: string): NameState {
  let text = ` ${withoutAsides(name.toLowerCase())} `;
  text = text
    .replace(/,?\s*\bns as to [^,]*/g, ' ')
    .replace(/\bnfs\b/g, ' ')
    .replace(/\b100%/g, ' ');
  for (const [re, word] of PHRASES) text = text.replace(re, word);
  const classes = new Map<string, Set<string>>();
  const percents = new Set<string>();
  const words = new Set<string>();
  for (const t of tokenize(text)) {
    if (/^\d+(\.\d+)?%$/.test(t)) {
      percents.add(String(Number(t.slice(0, -1))));
      continue;
    }
    let classed = false;
    for (const [cls, set] of Object.entries(STATE_CLASSES)) {
      if (!set.has(t)) continue;
      let s = classes.get(cls);
      if (!s) classes.set(cls, (s = new Set()));
      s.add(t === 'salt' ? 'salted' : t === 'powdered' ? 'powder' : t === 'dehydrated' ? 'dried' : t);
      classed = true;
    }
    if (!classed) words.add(t);
  }
  return { classes, percents, words };
}

/** State classes where the two names contradict each other (empty: compatible). */
export function stateConflicts(a: NameState, b: NameState): string[] {
  const out: string[] = [];
  for (const [cls, sa] of a.classes) {
    const sb = b.classes.get(cls);
    if (!sb) continue;
    if (cls === 'heat') {
      const rawA = sa.has('raw');
      const rawB = sb.has('raw');
      if (rawA !== rawB && !(rawA && sa.size > 1) && !(rawB && sb.size > 1)) {
        out.push(cls);
        continue;
      }
      // Two cooking methods: one of them says only "cooked", or they share one.
      const methodsA = [...sa].filter((w) => w !== ANY_COOKED && w !== 'raw');
      const methodsB = [...sb].filter((w) => w !== ANY_COOKED && w !== 'raw');
      if (methodsA.length && methodsB.length && !methodsA.some((w) => methodsB.includes(w))) out.push(cls);
      continue;
    }
    if (![...sa].some((w) => sb.has(w))) out.push(cls);
  }
  // A fat level that departs from the standard food ("light", "reduced fat", "skim") is said by
  // both names or by neither: "Muscle Milk, light" is not "Muscle Milk".
  const departs = (s: NameState) => [...(s.classes.get('fat') ?? [])].some((w) => FAT_DEPARTURES.has(w));
  if (departs(a) !== departs(b) && !out.includes('fat')) out.push('fat');
  // Raw or fresh against canned, frozen or dried: "Raspberries, raw" is not "Raspberries, frozen".
  const preserved = (s: NameState) => [...(s.classes.get('form') ?? [])].some((w) => w !== 'fresh');
  const plain = (s: NameState) => !preserved(s) && (s.classes.get('heat')?.has('raw') || s.classes.get('form')?.has('fresh'));
  if (((preserved(a) && plain(b)) || (preserved(b) && plain(a))) && !out.includes('form')) out.push('form');
  if (a.percents.size && b.percents.size && ![...a.percents].some((p) => b.percents.has(p))) out.push('percent');
  return out;
}

/**
 * Order-free key of a name's food words and states: two rows whose names have it equal name the
 * same food. A first segment that only files the food under a class ("Spices, cumin seed", "Fish,
 * salmon, raw") is left out: other tables write "Cumin seeds", "Salmon, raw".
 */
export function sameNameKey(name: string): string {
  const segments = name.split(',');
  const filed = segments.length > 1 && REFERENCE_CLASS_HEADS.has(segments[0]!.trim().toLowerCase());
  const s = nameState(filed ? segments.slice(1).join(',') : name);
  const states = [...s.classes.values()].flatMap((set) => [...set]);
  return [...s.words, ...states, ...[...s.percents].map((p) => `${p}%`)].sort().join(' ');
}

/**
 * Whether every food word of `part` is a word of `whole` ("Eggplant, raw" within "Eggplant, raw,
 * peeled"), states aside: an FNDDS food made of one SR28 ingredient is that ingredient only when
 * its name adds nothing ("Watermelon juice" is made of raw watermelon but is juice).
 */
export function wordsWithin(part: NameState, whole: NameState): boolean {
  for (const w of part.words) if (!whole.words.has(w)) return false;
  return part.words.size > 0;
}

/** An FNDDS name without its "NFS" / "NS as to …" note: what the name itself says. */
export function withoutNote(name: string): string {
  return unspecified(name) ?? name;
}
