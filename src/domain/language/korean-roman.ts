/**
 * Korean typed in Latin letters (Revised Romanization, as people type it: "uyu", "gyeran", "dubu",
 * "kimchi", "samgyeopsal") read back into the Hangul words it may spell ("우유", "계란", "두부"),
 * every way the letters split into syllables. A syllable is an initial consonant or none, a vowel
 * and a final consonant or none; "k", "t" and "p" beginning a syllable are also read as the plain
 * ㄱ, ㄷ and ㅂ, as informal spellings write them ("kimchi" for 김치). Empty when the word does not
 * spell Korean syllables throughout ("milk", "bread"). The reader of the result keeps only the words
 * some food's name holds.
 */

/** Initial consonants: letters → their indices in the Hangul syllable block (ㄱ 0 … ㅎ 18). */
const INITIALS: Record<string, number[]> = {
  kk: [1],
  tt: [4],
  pp: [8],
  ss: [10],
  jj: [13],
  ch: [14],
  g: [0],
  k: [15, 0],
  n: [2],
  d: [3],
  t: [16, 3],
  r: [5],
  l: [5],
  m: [6],
  b: [7],
  p: [17, 7],
  s: [9],
  j: [12],
  h: [18],
};

/** Vowels: letters → index (ㅏ 0 … ㅣ 20). */
const VOWELS: Record<string, number> = {
  a: 0,
  ae: 1,
  ya: 2,
  yae: 3,
  eo: 4,
  e: 5,
  yeo: 6,
  ye: 7,
  o: 8,
  wa: 9,
  wae: 10,
  oe: 11,
  yo: 12,
  u: 13,
  wo: 14,
  we: 15,
  wi: 16,
  yu: 17,
  eu: 18,
  ui: 19,
  i: 20,
};

/** Final consonants as Revised Romanization writes them at a syllable's end: letters → index (ㄱ 1 … ㅇ 21). */
const FINALS: Record<string, number> = { k: 1, n: 4, t: 7, l: 8, m: 16, p: 17, ng: 21 };

const SYLLABLE_BASE = 0xac00;
/** Readings kept at most: a long word splits many ways. */
const MAX_READINGS = 32;
/** The shortest word read (two syllables of one letter each, "uyu"'s three letters, at least). */
const MIN_LETTERS = 3;

function keysByLength(table: Record<string, unknown>): string[] {
  return Object.keys(table).sort((a, b) => b.length - a.length);
}
const INITIAL_KEYS = keysByLength(INITIALS);
const VOWEL_KEYS = keysByLength(VOWELS);
const FINAL_KEYS = keysByLength(FINALS);

/** The Hangul words `word` may spell, at most MAX_READINGS of them; none when it spells no syllables throughout. */
export function romanisedKoreanToHangul(word: string): string[] {
  if (word.length < MIN_LETTERS || !/^[a-z]+$/.test(word)) return [];
  const out: string[] = [];
  const walk = (at: number, made: string): void => {
    if (out.length >= MAX_READINGS) return;
    if (at === word.length) {
      if (made.length >= 2) out.push(made);
      return;
    }
    const initials: [number, number][] = [[11, 0]];
    for (const k of INITIAL_KEYS) if (word.startsWith(k, at)) for (const i of INITIALS[k]!) initials.push([i, k.length]);
    for (const [initial, il] of initials) {
      for (const v of VOWEL_KEYS) {
        if (!word.startsWith(v, at + il)) continue;
        const after = at + il + v.length;
        const syllable = (fin: number) => String.fromCharCode(SYLLABLE_BASE + (initial * 21 + VOWELS[v]!) * 28 + fin);
        walk(after, made + syllable(0));
        for (const f of FINAL_KEYS) if (word.startsWith(f, after)) walk(after + f.length, made + syllable(FINALS[f]!));
      }
    }
  };
  walk(0, '');
  return [...new Set(out)];
}
