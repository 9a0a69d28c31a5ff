/**
 * Amounts as people write them in recipes and meals: integers, decimals (also "1,5"), fractions
 * ("1/2", "½"), mixed numbers ("1 ½", "1-1/2", "1 and 1/2", "1 e 1/2"), ranges ("2-3", "2 to 3", "2–3",
 * "2 or 3", "2 à 3", "2 bis 3") and number words ("one", "a dozen", "half a", "a couple of", "two and a half").
 * An amount is read only where one is written: vague words ("a few", "a little", "some") are not
 * numbers, and a quantity is never negative or infinite.
 */

const UNICODE_FRACTIONS: Record<string, string> = {
  '½': '1/2',
  '⅓': '1/3',
  '⅔': '2/3',
  '¼': '1/4',
  '¾': '3/4',
  '⅕': '1/5',
  '⅖': '2/5',
  '⅗': '3/5',
  '⅘': '4/5',
  '⅙': '1/6',
  '⅚': '5/6',
  '⅛': '1/8',
  '⅜': '3/8',
  '⅝': '5/8',
  '⅞': '7/8',
  '⅐': '1/7',
  '⅑': '1/9',
  '⅒': '1/10',
};
/** The value of a character that writes a fraction ("½" → 0.5, "⅓" → 1/3, unrounded); undefined for anything else. */
export function fractionValue(ch: string): number | undefined {
  if (!Object.hasOwn(UNICODE_FRACTIONS, ch)) return undefined;
  const [n, d] = UNICODE_FRACTIONS[ch]!.split('/');
  return Number(n) / Number(d);
}

/** The single characters that write a fraction ("½", "⅔"), for character classes. */
export const VULGAR_FRACTIONS = Object.keys(UNICODE_FRACTIONS).join('');
const FRACTION_CHARS = new RegExp(`[${VULGAR_FRACTIONS}]`, 'g');

/**
 * Number spellings to one form: "1½" and "1 ½" → "1 1/2", "1⁄2" (fraction slash) → "1/2",
 * "1 / 2" → "1/2", dashes → "-" (an em dash between words → " - "), "1,5" → "1.5", "1,000" → "1000". Idempotent.
 */
export function normaliseNumerals(text: string): string {
  return (
    text
      // Before NFKC, which would turn "1½" into "11⁄2".
      .replace(FRACTION_CHARS, (f) => ` ${UNICODE_FRACTIONS[f]}`)
      .normalize('NFKC')
      .replace(/\u2044/g, '/')
      // An em dash between words is a break in the sentence ("butter—washed"), never a hyphen.
      .replace(/(\p{L})\u2014(?=\p{L})/gu, '$1 - ')
      .replace(/[\u2010-\u2015\u2212\uFE58\uFE63\uFF0D]/g, '-')
      .replace(/(\d)\s*\/\s*(\d)/g, '$1/$2')
      // Thousands separators ("1,000 g") before decimal commas ("1,5 kg").
      .replace(/(?<![\d.,])(\d{1,3}),(\d{3})(?![\d,])/g, '$1$2')
      .replace(/(\d),(\d{1,2})(?!\d)/g, '$1.$2')
      .replace(/^\s+/, '')
  );
}

/** Cardinal words. */
export const NUMBER_WORDS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  hundred: 100,
};

/** Words that follow "a"/"an" when no amount is meant: "a few", "a little". */
const VAGUE_AFTER_A =
  /^(?:few|little|bit|lot|lots|touch|tad|teensy|tiny|small amount|good amount|generous amount|number|some|handful or two|drizzle|sprinkle|sprinkling)\b/i;

/** Fraction words with their value, longest first. */
const FRACTION_WORDS: [RegExp, number][] = [
  [/^three[- ]quarters?\b/i, 0.75],
  [/^two[- ]thirds?\b/i, 2 / 3],
  [/^(?:one|a)[- ]half\b/i, 0.5],
  [/^(?:one|a)[- ]quarter\b/i, 0.25],
  [/^(?:one|a)[- ]third\b/i, 1 / 3],
  [/^(?:one|an?)[- ]eighth\b/i, 0.125],
  [/^half\b/i, 0.5],
  [/^quarter\b/i, 0.25],
];

export interface QuantityMatch {
  /** The amount, or the lower bound of a range. */
  value: number;
  /** Upper bound of a range, else null. */
  max: number | null;
  /** The text consumed. */
  text: string;
  /** What follows, trimmed. */
  rest: string;
  /** "about", "approx.", "~" preceded the amount. */
  approximate: boolean;
  /** Read from words ("two", "a", "half a") rather than digits. */
  fromWords: boolean;
}

/** "And" in Portuguese and Italian, Spanish, French, German, Dutch, Norwegian and Danish, Swedish. */
export const OTHER_LANGUAGE_AND = ['e', 'y', 'et', 'und', 'en', 'og', 'och'];
/** "and" in a mixed number, in the languages recipes write it in ("1 e 1/2", "1 y 1/2", "1 und 1/2", Polish "1 i 1/2"). */
const MIXED_AND = String.raw`(?:\s+(?:and|i|${OTHER_LANGUAGE_AND.join('|')})\s+|\s+|-)`;
const MIXED_RE = new RegExp(String.raw`^(\d+)${MIXED_AND}(\d+)\/(\d+)$`, 'i');
// Mixed numbers first: alternation takes the first branch that matches, and "1" would stop at "1/2".
const NUM = String.raw`(?:\d+${MIXED_AND}\d+/\d+|\d+/\d+|\d+(?:\.\d+)?|\.\d+)`;
const NUM_RE = new RegExp(`^${NUM}`, 'i');
/** Between the bounds of a range: English, and "à", "a", "bis", "tot", "till", "do", "ou", "o", "oder", "eller", "lub". */
const RANGE_SEP = /^\s*(?:-|–|(?:to|or|through|until|à|a|bis|tot|till|til|do|ou|o|oder|eller|lub)(?![\p{L}\p{N}]))\s*/iu;
const APPROX = /^(?:about|approx\.?|approximately|around|roughly|circa|ca\.|~|±|\+\/-|some)\s*/i;

/** One numeric token: "2", "1.5", "1,5", "1/2", "1 1/2", "1-1/2", "1 and 1/2", "½", "1½". Null when not a finite number ≥ 0. */
export function parseNumber(token: string): number | null {
  const t = normaliseNumerals(String(token)).trim();
  const mixed = t.match(MIXED_RE);
  if (mixed) {
    const den = Number(mixed[3]);
    return den === 0 ? null : clean(Number(mixed[1]) + Number(mixed[2]) / den);
  }
  const frac = t.match(/^(\d+)\/(\d+)$/);
  if (frac) return Number(frac[2]) === 0 ? null : clean(Number(frac[1]) / Number(frac[2]));
  if (!/^(?:\d+(?:\.\d+)?|\.\d+)$/.test(t)) return null;
  const n = Number(t);
  return Number.isFinite(n) ? clean(n) : null;
}

/** Float noise off (1 + 1/3 → 1.333333), never beyond what anyone weighs. */
function clean(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

interface Read {
  value: number;
  length: number;
  words: boolean;
}

/** One amount at the start of `s` (digits or words), without ranges. */
function readOne(s: string): Read | null {
  const m = s.match(NUM_RE);
  if (m) {
    let text = m[0];
    let value = parseNumber(text);
    // "1-1/2" is mixed only when the fraction is proper; "1/2-1" is a range, read by the caller.
    if (value === null) {
      const whole = text.match(/^\d+(?:\.\d+)?/)![0];
      text = whole;
      value = parseNumber(whole);
    } else {
      const parts = text.match(MIXED_RE);
      if (parts && Number(parts[2]) >= Number(parts[3])) {
        text = parts[1]!;
        value = Number(parts[1]);
      }
    }
    if (value === null) return null;
    let length = text.length;
    // "1 and a half", "2 and a quarter", "1 e meia", "1 y media".
    const andFrac = s.slice(length).match(/^\s+(?:and\s+(a\s+half|a\s+quarter|three\s+quarters)|(?:e|y)\s+(meia|meio|media|medio|mezzo|mezza))\b/i);
    if (andFrac && /^\d+$/.test(text)) {
      value += andFrac[2] || /half/i.test(andFrac[1]!) ? 0.5 : /three/i.test(andFrac[1]!) ? 0.75 : 0.25;
      length += andFrac[0].length;
    }
    // "2 dozen".
    const dozen = s.slice(length).match(/^\s+dozen\b/i);
    if (dozen) {
      value *= 12;
      length += dozen[0].length;
    }
    return { value: clean(value), length, words: false };
  }
  return readWords(s);
}

/**
 * Small numbers and "half" as recipes and meals in Portuguese, Spanish, Italian, French, German,
 * Dutch and the Scandinavian languages start an item with them ("meia xícara", "un bote", "dos
 * huevos", "zwei Eier"). Words English uses otherwise are left out (Norwegian "to", Danish "et", French "demi": demi-glace).
 */
const OTHER_LANGUAGE_WORDS: Record<string, number> = {
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  dois: 2,
  duas: 2,
  três: 3,
  quatro: 4,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  twee: 2,
  drie: 3,
  due: 2,
  tre: 3,
  quattro: 4,
  två: 2,
  ett: 1,
  en: 1,
  um: 1,
  uma: 1,
  un: 1,
  una: 1,
  uno: 1,
  une: 1,
  ein: 1,
  eine: 1,
  einen: 1,
  een: 1,
  meia: 0.5,
  meio: 0.5,
  media: 0.5,
  medio: 0.5,
  mezzo: 0.5,
  mezza: 0.5,
  halbe: 0.5,
  halber: 0.5,
  halb: 0.5,
};

/** Counted sets after "one" in those languages: a dozen, about ten, about twenty. */
const COLLECTIVES: Record<string, number> = {
  douzaine: 12,
  docena: 12,
  dúzia: 12,
  dozzina: 12,
  dutzend: 12,
  dizaine: 10,
  decena: 10,
  dezena: 10,
  quinzaine: 15,
  vingtaine: 20,
  veintena: 20,
  trentaine: 30,
};
const COLLECTIVE_RE = new RegExp(`^\\s+(${Object.keys(COLLECTIVES).join('|')})(?![\\p{L}])(?:\\s+(?:de|di)(?=\\s)|\\s*d['’](?=\\p{L}))?`, 'u');

/** First words an amount in words can start with; anything else is not one (a cheap early exit). */
const FIRST_WORDS = new Set([...Object.keys(NUMBER_WORDS), ...Object.keys(OTHER_LANGUAGE_WORDS), 'a', 'an', 'half', 'quarter', 'dozen', 'couple']);

function readWords(s: string): Read | null {
  const first = /^\p{L}+/u.exec(s);
  if (!first || !FIRST_WORDS.has(first[0].toLowerCase())) return null;
  const lower = s.toLowerCase();
  const fixed: [RegExp, number][] = [
    [/^half\s+(?:a\s+)?dozen\b/, 6],
    [/^(?:a|one)\s+dozen\b/, 12],
    [/^dozen\b/, 12],
    [/^(?:a\s+)?couple(?:\s+of)?\b/, 2],
    [/^a\s+pair\s+of\b/, 2],
    [/^half\s+(?:an?)\b/, 0.5],
    [/^(?:a|one)\s+and\s+a\s+half\b/, 1.5],
  ];
  for (const [re, v] of fixed) {
    const m = lower.match(re);
    if (m) return { value: v, length: m[0].length, words: true };
  }
  for (const [re, v] of FRACTION_WORDS) {
    const m = lower.match(re);
    if (m) return { value: clean(v), length: m[0].length, words: true };
  }
  const w = lower.match(/^(\p{L}+)(?:-(\p{L}+))?(?![\p{L}\p{N}])/u);
  if (!w) return null;
  // "ten-der" is no number; "twenty-four" is.
  if (w[2] !== undefined && NUMBER_WORDS[w[2]] === undefined) return null;
  if (w[1] === 'a' || w[1] === 'an') {
    const after = s.slice(w[1].length).trimStart();
    if (after === '' || VAGUE_AFTER_A.test(after)) return null;
    return { value: 1, length: w[1].length, words: true };
  }
  const other = OTHER_LANGUAGE_WORDS[w[1]!];
  if (other !== undefined) {
    if (w[2] !== undefined || !s.slice(w[1]!.length).trim()) return null;
    // "une douzaine d'œufs", "una docena de huevos": the word after "one" is the number.
    const many = lower.slice(w[1]!.length).match(COLLECTIVE_RE);
    if (many && other === 1) return { value: COLLECTIVES[many[1]!]!, length: w[1]!.length + many[0].length, words: true };
    return { value: other, length: w[1]!.length, words: true };
  }
  let value = NUMBER_WORDS[w[1]!];
  if (value === undefined) return null;
  let length = w[1]!.length;
  // "twenty-five", "twenty five".
  const unitWord = lower.slice(length).match(/^[- ](one|two|three|four|five|six|seven|eight|nine)\b/);
  if (unitWord && value >= 20 && value % 10 === 0 && value < 100) {
    value += NUMBER_WORDS[unitWord[1]!]!;
    length += unitWord[0].length;
  }
  const andFrac = lower.slice(length).match(/^\s+and\s+(?:a\s+)?(half|quarter|three\s+quarters)\b/);
  if (andFrac) {
    value += andFrac[1] === 'half' ? 0.5 : andFrac[1] === 'quarter' ? 0.25 : 0.75;
    length += andFrac[0].length;
  }
  const dozen = lower.slice(length).match(/^\s+dozen\b/);
  if (dozen) {
    value *= 12;
    length += dozen[0].length;
  }
  return { value: clean(value), length, words: true };
}

/**
 * The amount at the start of `text`, with what follows. Ranges give `max` (only when it is larger
 * than `value`). Null when the text does not start with an amount.
 */
export function readQuantity(text: string): QuantityMatch | null {
  return readNormalisedQuantity(normaliseNumerals(String(text)));
}

/** `readQuantity` for text already passed through `normaliseNumerals` (parsers call it in loops). */
export function readNormalisedQuantity(s0: string): QuantityMatch | null {
  const approx = s0.match(APPROX);
  // "some" only counts as an approximation before digits ("some 200 g"), not "some milk".
  const approximate = !!approx && (approx[0].trim().toLowerCase() !== 'some' || /^\d/.test(s0.slice(approx[0].length)));
  const s = approximate ? s0.slice(approx![0].length) : s0;
  const first = readOne(s);
  if (!first) return null;
  let length = first.length;
  let max: number | null = null;
  const sep = s.slice(length).match(RANGE_SEP);
  if (sep) {
    const second = readOne(s.slice(length + sep[0].length));
    // Word ranges need word or digit bounds ("two to three"); "a" is never an upper bound.
    if (second && second.value > first.value && !(second.words && /^an?\b/i.test(s.slice(length + sep[0].length)))) {
      max = second.value;
      length += sep[0].length + second.length;
    }
  }
  const consumed = (approximate ? approx![0] : '') + s.slice(0, length);
  return { value: first.value, max, text: consumed.trim(), rest: s.slice(length).trim(), approximate, fromWords: first.words };
}
