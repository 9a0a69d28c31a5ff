/**
 * Text normalisation and tokenisation shared by every index that compares food names.
 *
 * `normalise` gives a lowercase, accent-free, punctuation-free string that keeps numerics such as
 * "2%", "3.25%" and "1/2". `stem` folds English plurals and a few inflections into one key
 * (tomatoes→tomato, berries→berry, leaves→leaf); the key is an index term, not always a word.
 */
import { keptPerKey } from '../kept';

/** Words that carry no food identity; dropped from index terms and queries. */
const STOP_WORDS: ReadonlySet<string> = new Set([
  'a',
  'an',
  'and',
  'as',
  'at',
  'by',
  'de',
  'for',
  'from',
  'in',
  'into',
  'is',
  'of',
  'on',
  'or',
  'some',
  'the',
  'to',
  'w',
  'with',
  // FNDDS's notes "NFS" (not further specified), "NS as to type": they qualify no food.
  'nfs',
  'ns',
  // French and Portuguese "à" ("pâte à tartiner"), as written: see accentedStopWords.
  'à',
]);

/** Letters that NFKD does not decompose into a base letter plus a mark. */
const LIGATURES: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', þ: 'th', ı: 'i' };
const LIGATURE_RE = /[ßæœøđłþı]/g;

/**
 * Traditional Chinese characters of everyday food words folded to their simplified form, so that
 * "蘋果" finds "苹果" and "米飯" finds "米饭" (the OFF taxonomy mixes both). A small table of the
 * characters food names use, not a full converter: pairs from the Unicode Unihan
 * kTraditionalVariant/kSimplifiedVariant data.
 */
const HAN_FOLD: Record<string, string> = Object.fromEntries(
  '蘋苹 飯饭 雞鸡 麵面 醬酱 魚鱼 豬猪 湯汤 蝦虾 蘿萝 蔔卜 麥麦 餅饼 乾干 燒烧 鹹咸 鴨鸭 鵝鹅 蠔蚝 餃饺 饅馒 頭头 捲卷 腸肠 醃腌 滷卤 鮮鲜 鳳凤 蓮莲 髮发 筍笋 薑姜 蔥葱 綠绿 紅红 黃黄 檸柠 萵莴 荳豆 漿浆 鹽盐 麩麸 糰团 餡馅 燉炖 熱热 涼凉 凍冻 鳥鸟 黴霉 糧粮 穀谷 類类 貝贝 蠣蛎 鰻鳗 鱈鳕 鮭鲑 鯖鲭 鱸鲈 鯉鲤 蝸蜗 馬马 鈴铃 藍蓝 棗枣 欖榄 櫻樱 蘆芦 蕎荞 烏乌 龍龙 餛馄 飩饨 蘇苏 濃浓 葉叶 脫脱 無无 魷鱿 蠶蚕 蘭兰 燻熏 臘腊 開开 鷹鹰 鵪鹌 鶉鹑 鴿鸽 煉炼 參参 樂乐 槍枪 礦矿 氣气 軟软 絲丝 帶带 線线 條条 點点 鍋锅 燴烩 燜焖 燙烫 釀酿 調调 藥药 雜杂 薩萨 漢汉 義义 賣卖 車车 釐厘 鬆松 圓圆 貢贡 饃馍 餑饽 飴饴 鹵卤 蠟蜡 內内 腳脚 腎肾 臟脏 槤梿 鮪鲔 鱒鳟 鮑鲍 鱔鳝 鰱鲢 鯽鲫 鯛鲷 鰹鲣 鯊鲨 鰍鳅 鱉鳖 蟶蛏 蜆蚬 膠胶 純纯 鈣钙 優优 飲饮 營营 養养 減减 輕轻 羅罗 檳槟 寶宝 縮缩 裝装'
    .split(' ')
    .map((pair) => [pair[0]!, pair[1]!]),
);
const HAN_FOLD_RE = new RegExp(`[${Object.keys(HAN_FOLD).join('')}]`, 'g');

/**
 * Arabic-script letter forms people type interchangeably, folded to one: short vowels, the
 * superscript alef and the tatweel dropped, a hamza seat (أ إ آ ؤ ئ, split by NFKD into letter and
 * mark) as its letter, ٱ as ا, alef maksura and Arabic yeh as the Persian yeh, Arabic kaf as the
 * Persian kaf (Persian and Arabic keyboards write the same word with either), ة, ۀ and Urdu's ہ as
 * ه. "أرز" and "ارز", "بيضة" and "بيضه", "سيب زميني" and "سیب زمینی" meet.
 */
const ARABIC_MARKS_RE = /[\u064b-\u065f\u0670\u0640]/g;
const ARABIC_LETTERS: Record<string, string> = { ٱ: 'ا', ى: 'ی', ي: 'ی', ك: 'ک', ة: 'ه', ە: 'ه', ہ: 'ه' };
const ARABIC_LETTERS_RE = /[ٱىيكةەہ]/g;
const ARABIC_SCRIPT_RE = /[\u0600-\u06ff]/;

/**
 * Katakana folded to hiragana: Japanese writes a food in either ("ジャガイモ" and "じゃがいも" are
 * both potato), and the OFF taxonomy gives one. Half-width katakana are made full-width by NFKD first.
 */
const KATAKANA_RE = /[\u30a1-\u30f6]/g;
const toHiragana = (c: string) => String.fromCharCode(c.charCodeAt(0) - 0x60);

/**
 * Lowercase, strip accents, turn punctuation into spaces, keep numeric forms ("2%", "3.25", "1/2";
 * a ratio adding up to 100, "80/20", reads as two percentages).
 * Apostrophes vanish without splitting ("McDonald's" → "mcdonalds"); "&" becomes "and".
 */
export function normalise(text: string): string {
  let s = text.toLowerCase();
  // Fast path for plain ASCII: skip Unicode decomposition.
  const ascii = !/[^\x00-\x7f]/.test(s);
  if (!ascii) {
    // Only Latin-style accents go: Devanagari vowel signs are letters of the word, not accents.
    s = s
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]+/g, '')
      .normalize('NFC')
      .replace(LIGATURE_RE, (c) => LIGATURES[c] ?? c)
      .replace(HAN_FOLD_RE, (c) => HAN_FOLD[c] ?? c)
      .replace(KATAKANA_RE, toHiragana);
    if (ARABIC_SCRIPT_RE.test(s))
      s = s
        .normalize('NFKD')
        .replace(ARABIC_MARKS_RE, '')
        .replace(ARABIC_LETTERS_RE, (c) => ARABIC_LETTERS[c] ?? c);
  }
  s = s
    .replace(/['’‘`´]/g, '')
    .replace(/&/g, ' and ')
    // A decimal comma between digits ("3,5%") becomes a point; a list comma keeps its space.
    .replace(/(\d),(\d)/g, '$1.$2')
    // A percentage spelled out is the sign the tables write: "1 percent milk" is "1% milk".
    .replace(/(\d)\s*(?:per\s?cent|pct)\b/g, '$1%')
    // A percent range applies to both ends: "70-85% cacao" is found by "70%" and "85%".
    .replace(/(\d+(?:\.\d+)?)\s*-\s*(\d+(?:\.\d+)?)\s*%/g, '$1% $2%')
    // A lean/fat ratio is two percentages: "80/20 ground beef" is "80% lean / 20% fat".
    .replace(/\b(\d{1,2})\/(\d{1,2})\b/g, (m, a: string, b: string) => (Number(a) + Number(b) === 100 ? `${a}% ${b}%` : m))
    // Letters of every script stay ("käse" → "kase", "鸡蛋", "दूध"); the rest separates words.
    .replace(ascii ? /[^a-z0-9%./]+/g : /[^\p{L}\p{M}\p{N}%./]+/gu, ' ')
    // "." and "/" survive only between digits ("3.25", "1/2"); "%" only after a digit.
    .replace(/[./%]/g, (c, i: number, str: string) => {
      const before = i > 0 && isDigit(str.charCodeAt(i - 1));
      if (c === '%') return before ? c : ' ';
      return before && i + 1 < str.length && isDigit(str.charCodeAt(i + 1)) ? c : ' ';
    })
    .replace(/\s+/g, ' ')
    .trim();
  return s;
}

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

/** Irregular plurals that the suffix rules would fold wrongly. */
const IRREGULAR: Record<string, string> = {
  leaves: 'leaf',
  loaves: 'loaf',
  halves: 'half',
  calves: 'calf',
  knives: 'knife',
  geese: 'goose',
  feet: 'foot',
  teeth: 'tooth',
  mice: 'mouse',
  children: 'child',
  men: 'man',
  women: 'woman',
  shelves: 'shelf',
  wolves: 'wolf',
  dice: 'die',
  oxen: 'ox',
  fungi: 'fungus',
  cacti: 'cactus',
};

/** A cooking verb and its participle meet ("roast chicken" ~ "Chicken, …, roasted"). Not "stew": a dish. */
const COOKED: Record<string, string> = {
  roast: 'roasted',
  grill: 'grilled',
  fry: 'fried',
  boil: 'boiled',
  steam: 'steamed',
  poach: 'poached',
  smoke: 'smoked',
  toast: 'toasted',
  braise: 'braised',
  scramble: 'scrambled',
  mash: 'mashed',
  broil: 'broiled',
  saute: 'sauteed',
  bake: 'baked',
  // A preserving noun-verb and its participle meet too: "pickled cucumbers" ~ "Pickles, cucumber, dill",
  // "powdered egg" ~ "Egg, powder".
  pickle: 'pickled',
  powder: 'powdered',
};

/** Words ending in "s" that are not plurals ("-ss", "-us" and "-is" endings are kept by rule). */
const KEEP_S = new Set(['brussels', 'series', 'species', 'gras', 'lens', 'anis', 'gas', 'yes', 'its', 'this', 'pancreas', 'ananas', 'molasses']);

/**
 * Folds a normalised token to its index key: plurals and "-ie"/"-y" spellings meet, so that
 * "berries"/"berry", "cookies"/"cookie", "tomatoes"/"tomato", "peaches"/"peach" share a key.
 * Numeric tokens are returned unchanged.
 */
export function stem(token: string): string {
  const n = token.length;
  if (n <= 3 || /[0-9]/.test(token)) return COOKED[token] ?? token;
  const irregular = IRREGULAR[token];
  if (irregular) return irregular;
  let w = token;
  if (KEEP_S.has(w)) return w;
  if (w.endsWith('ies') && n > 4) w = `${w.slice(0, -3)}y`;
  else if (w.endsWith('oes') && n >= 6) w = w.slice(0, -2);
  else if (w.endsWith('s') && !w.endsWith('ss') && !w.endsWith('us') && !w.endsWith('is')) w = w.slice(0, -1);
  // "-ie" and "-y" spellings of the same word ("cookie", "cooky") meet on "-y".
  if (w.length > 4 && w.endsWith('ie')) w = `${w.slice(0, -2)}y`;
  // After "ch", "sh", "s", "x", "z" the plural adds "es": drop a bare final "e" so that
  // "peaches"→"peach" and "quiches"→"quich"/"quiche"→"quich" both meet.
  if (w.length > 4 && /(ch|sh|[sxz])e$/.test(w)) w = w.slice(0, -1);
  return COOKED[w] ?? w;
}

/** Normalised surface tokens, stop words removed. */
export function surfaceTokens(text: string): string[] {
  return surfaceWords(text).tokens;
}

/**
 * Normalised surface tokens, stop words removed, each with whether a stop word was dropped just
 * before it: "rice and beans" names two foods, so its words are never read as one ("ricebean");
 * `withAt`, the first token after the last "with" between words ("cottage cheese with peaches": 2), else -1.
 */
export function surfaceWords(text: string): { tokens: string[]; afterStop: boolean[]; withAt: number } {
  const tokens: string[] = [];
  const afterStop: boolean[] = [];
  const norm = normalise(text);
  let kept: Set<string> | null | undefined;
  let dropped = false;
  let withAt = -1;
  for (const t of norm.split(' ')) {
    if (t === '') continue;
    if (STOP_WORDS.has(t)) {
      kept ??= /[^\x00-\x7f]/.test(text) ? accentedStopWords(text) : null;
      if (!kept?.has(t)) {
        dropped = true;
        if (t === 'with') withAt = tokens.length;
        continue;
      }
    }
    tokens.push(t);
    afterStop.push(dropped);
    dropped = false;
  }
  return { tokens, afterStop, withAt: withAt > 0 && withAt < tokens.length ? withAt : -1 };
}

/**
 * Words of a text that read as a stop word only once their accents are gone: a word, not a stop
 * word ("sữa dê" is goat milk in Vietnamese, not "milk of").
 */
function accentedStopWords(text: string): Set<string> | null {
  let out: Set<string> | null = null;
  for (const word of text.toLowerCase().split(/[^\p{L}\p{M}]+/u)) {
    if (word === '' || STOP_WORDS.has(word)) continue;
    const plain = normalise(word);
    if (STOP_WORDS.has(plain)) (out ??= new Set()).add(plain);
  }
  return out;
}

/**
 * Terms of texts seen lately. A search settles its candidates by their names, the same few
 * thousand names over and over; normalising and stemming them again was a quarter of a search.
 */
const termsSeen = keptPerKey(20_000, (text: string): readonly string[] => surfaceTokens(text).map(stem));

/** Index terms of a text: normalised, stop words removed, stemmed. Kept and shared: never changed by callers. */
export function tokenize(text: string): readonly string[] {
  return termsSeen(text);
}

/** A canonical key for whole-string comparison: stemmed terms in their order, joined by a space. */
export function nameKey(text: string): string {
  return tokenize(text).join(' ');
}

/** Order-free key: "breast chicken" and "chicken breast" compare equal. */
export function bagKey(text: string): string {
  return [...tokenize(text)].sort().join(' ');
}

/** editDistance's rows, grown to the longest word seen. */
let editRows: Int32Array[] = [0, 1, 2].map(() => new Int32Array(64));

/**
 * Restricted Damerau-Levenshtein distance with an early exit above `max` (returns max + 1).
 * Works on short tokens, in three rows reused from call to call: a typo search verifies hundreds
 * of words, and fresh rows for each were most of its garbage.
 */
export function editDistance(a: string, b: string, max: number): number {
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > max) return max + 1;
  if (lb + 1 > editRows[0]!.length) editRows = [0, 1, 2].map(() => new Int32Array(2 * (lb + 1)));
  let prevPrev = editRows[0]!;
  let prev = editRows[1]!;
  let cur = editRows[2]!;
  for (let j = 0; j <= lb; j++) prev[j] = j;
  for (let i = 1; i <= la; i++) {
    cur[0] = i;
    let rowMin = i;
    const ca = a.charCodeAt(i - 1);
    for (let j = 1; j <= lb; j++) {
      const cb = b.charCodeAt(j - 1);
      let v = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (ca === cb ? 0 : 1));
      if (i > 1 && j > 1 && ca === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === cb) v = Math.min(v, prevPrev[j - 2]! + 1);
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    const t = prevPrev;
    prevPrev = prev;
    prev = cur;
    cur = t;
  }
  return prev[lb]!;
}

/** `text` as a regular expression that matches it literally. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A name without its parenthesised asides ("Yogurt, plain (Greek style)" → "Yogurt, plain  "): where a name's own words are read. */
export const withoutAsides = (text: string): string => text.replace(/\([^)]*\)/g, ' ');
