/**
 * Ingredient lines in Japanese and Korean: the name comes first and the amount after it, often
 * joined to its measure word ("塩 小さじ1", "玉ねぎ 1/2個", "소금 1작은술", "쌀 2컵", "소금적당량"),
 * sometimes after a dotted leader ("カレー粉……小さじ２") or a group mark ("(A)酒 大さじ1",
 * "★砂糖 大さじ1~", "[양념] 간장 1큰술"). Japanese spoons put the measure before the number
 * (小さじ1, 大さじ1と1/2, 大1); カップ and 컵 are the 200 ml cup of both kitchens (jp_cup).
 * Full-width digits, 〜 ranges, "と"/"과" mixed numbers ("1と1/2", "1과1/2"), "2分の1", 半分 and
 * 반, and Korean native counts before a measure (한줌, 한 큰술) are read. Vague amounts (適量,
 * 少々, 약간, 적당량) leave the quantity null: never guessed.
 */
import type { ParsedIngredientLine } from './ingredient-line';
import { fractionValue } from './numbers';
import { escapeRegExp } from './text';

/** Measure words after the number → canonical unit of the unit table (units.ts). */
const MEASURES: Record<string, string> = {
  // Japanese
  小さじ: 'tsp',
  大さじ: 'tbsp',
  カップ: 'jp_cup',
  個: 'piece',
  本: 'piece',
  枚: 'piece',
  玉: 'piece',
  切れ: 'piece',
  尾: 'piece',
  匹: 'piece',
  丁: 'block',
  かけ: 'clove',
  片: 'clove',
  パック: 'package',
  袋: 'package',
  缶: 'can',
  束: 'bunch',
  キロ: 'kg',
  グラム: 'g',
  つまみ: 'pinch',
  // Korean
  큰술: 'tbsp',
  작은술: 'tsp',
  컵: 'jp_cup',
  개: 'piece',
  마리: 'piece',
  알: 'piece',
  장: 'piece',
  조각: 'piece',
  모: 'block',
  쪽: 'clove',
  톨: 'clove',
  대: 'stalk',
  뿌리: 'stalk',
  줄기: 'stalk',
  줌: 'handful',
  공기: 'bowl',
  봉지: 'package',
  봉: 'package',
  팩: 'package',
  캔: 'can',
  단: 'bunch',
  // Metric, as both write them
  cc: 'ml',
  ml: 'ml',
  l: 'l',
  g: 'g',
  kg: 'kg',
};
/** Korean recipe shorthand: T a tablespoon, t a teaspoon, C a cup (case matters). */
const CASED: Record<string, string> = { T: 'tbsp', t: 'tsp', C: 'jp_cup', Ts: 'tbsp', ts: 'tsp' };

const MEASURE_RE = [...Object.keys(MEASURES), ...Object.keys(CASED)]
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join('|');

/** One number: "1.5", "1/2", "2分の1", "1と1/2", "1・1/2", "1과 2/3", "2와1/2", "1½", "½". */
const NUM = String.raw`(?:\d+(?:\.\d+)?\s*(?:[と과와・]\s*)?(?:\d+\/\d+|[½¼¾⅓⅔⅛])|\d+\/\d+|\d+分の\d+|\d+(?:\.\d+)?|[½¼¾⅓⅔⅛])`;
/** Korean native numbers and 반 (half) before a measure word: 한줌, 한 큰술, 반모, 반 컵. */
const NATIVE: Record<string, number> = { 한: 1, 두: 2, 세: 3, 네: 4, 반: 0.5, ひと: 1 };
const VAGUE = /^(?:好みで|お好みで)?\s*(?:適量|少々|適宜|少量|お好みで|好みで|약간씩?|적당량|적당히|조금씩?|넉넉히)/;

function num(text: string): number {
  const t = text.replace(/\s+/g, '');
  const frac = /^(\d+)分の(\d+)$/.exec(t);
  if (frac) return Number(frac[2]) / Number(frac[1]);
  const mixed = /^(\d+(?:\.\d+)?)[と과와・]?(\d+\/\d+|[½¼¾⅓⅔⅛])$/.exec(t);
  if (mixed) return Number(mixed[1]) + num(mixed[2]!);
  const fraction = fractionValue(t);
  if (fraction !== undefined) return fraction;
  const slash = /^(\d+)\/(\d+)$/.exec(t);
  if (slash) return Number(slash[1]) / Number(slash[2]);
  return Number(t);
}

interface Amount {
  quantity: number | null;
  quantity_max: number | null;
  unitText: string | null;
  size: string | null;
  rest: string;
}

const SPOON_FIRST = new RegExp(String.raw`^(小さじ|大さじ|小匙|大匙|小|大|カップ)\s*(${NUM})(?:\s*~\s*(${NUM})?)?\s*杯?`);
const NUMBER_FIRST = new RegExp(String.raw`^(中|大|小)?\s*(${NUM})(?:\s*~\s*(${NUM})?)?\s*(${MEASURE_RE})?(?:分(?!の))?\s*杯?`, 'i');
const NATIVE_FIRST = new RegExp(String.raw`^(한|두|세|네|반|ひと)\s*(${MEASURE_RE})`);

/** The amount at the start of `text`, or null. */
function readAmount(text: string): Amount | null {
  const a = text.replace(/^(?:各|각|正味|計|約|약)\s*/, '');
  const vague = VAGUE.exec(a);
  if (vague) return { quantity: null, quantity_max: null, unitText: null, size: null, rest: a.slice(vague[0].length) };
  const spoon = SPOON_FIRST.exec(a);
  if (spoon) {
    const word = spoon[1]!;
    const unitText = word === '小' || word === '小匙' ? '小さじ' : word === '大' || word === '大匙' ? '大さじ' : word;
    return { quantity: num(spoon[2]!), quantity_max: spoon[3] ? num(spoon[3]) : null, unitText, size: null, rest: a.slice(spoon[0].length) };
  }
  const native = NATIVE_FIRST.exec(a);
  if (native) return { quantity: NATIVE[native[1]!]!, quantity_max: null, unitText: native[2]!, size: null, rest: a.slice(native[0].length) };
  if (/^半分/.test(a)) return { quantity: 0.5, quantity_max: null, unitText: null, size: null, rest: a.slice(2) };
  const n = NUMBER_FIRST.exec(a);
  if (n) {
    const max = n[3] ? num(n[3]) : null;
    return { quantity: num(n[2]!), quantity_max: max, unitText: n[4] ?? null, size: n[1] ?? null, rest: a.slice(n[0].length) };
  }
  return null;
}

function unitOf(unitText: string | null, name: string): string | null {
  if (!unitText) return null;
  const unit = CASED[unitText] ?? MEASURES[unitText] ?? MEASURES[unitText.toLowerCase()] ?? null;
  // Sliced foods count in slices; ginger in knobs; ribs in racks.
  if (unit === 'piece' && /^(?:枚|장)$/.test(unitText) && /ベーコン|チーズ|ハム|食パン|베이컨|치즈|햄|식빵/.test(name)) return 'slice';
  if (unit === 'clove' && /しょうが|生姜|ショウガ|생강/.test(name)) return 'knob';
  if (unit === 'stalk' && unitText === '대' && /갈비/.test(name)) return 'rack';
  return unit;
}

/** Preparation written into the name: "にんにくのみじん切り", "おろししょうが", "다진마늘", "마늘다진것". */
function splitPreparation(name: string): { name: string; preparation: string[] } {
  const preparation: string[] = [];
  let n = name;
  const after = /^(.+?)の(みじん切り|粗みじん切り|薄切り|せん切り|千切り|すりおろし|小口切り)$/.exec(n);
  if (after) {
    n = after[1]!;
    preparation.push(after[2]!);
  }
  const before = /^(おろし|すりおろし|あれば|温かい|冷たい|다진|채썬)\s*(.+)$/.exec(n);
  if (before && before[2]!.length >= 1) {
    n = before[2]!;
    preparation.push(before[1]!);
  }
  const koAfter = /^(.+?)\s*(다진것|채썬것|간것)$/.exec(n);
  if (koAfter) {
    n = koAfter[1]!;
    preparation.push(koAfter[2]!);
  }
  const suffix = /^(.+?)・(好みで|お好みで)$/.exec(n);
  if (suffix) {
    n = suffix[1]!;
    preparation.push(suffix[2]!);
  }
  return { name: n, preparation };
}

/** Bracketed notes: "(60g 程度)", "[青い部分]" out of the text, kept as preparation. */
function takeBrackets(text: string, notes: string[]): string {
  return text.replace(/\(([^()]*)\)|\[([^\]]*)\]/g, (_m, a: string | undefined, b: string | undefined) => {
    const note = (a ?? b ?? '').trim();
    if (note) notes.push(note);
    return ' ';
  });
}

const GRAMS_NOTE = /^(?:約|약|計)?\s*(\d+(?:\.\d+)?)\s*g(?:ほど|程度|前後)?$/i;

/** Japanese or Korean line → the English parser's shape. */
export function parseJaKoLine(line: string): ParsedIngredientLine {
  const input = line;
  let s = line
    .normalize('NFKC')
    .replace(/⁄/g, '/')
    .replace(/[〜~～]/g, '~')
    .replace(/[…‥]+|\.{3,}/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // Group marks before the name: "(A)", "【A】", "★", "♥", "＊", "[양념]", "a."
  s = s.replace(/^(?:[♥♡★☆*＊※◎●◆■・]+|\([A-Za-z]\)|【[^】]*】|\[[^\]]*\]|<[^>]*>|[A-Za-z]\.(?=\S))\s*/, '').trim();

  // The amount: the last part, after a space, or joined to the name ("소금적당량", "마늘다진것 2g").
  let nameText = s;
  let amount: Amount | null = null;
  const parts = s.split(' ');
  for (let i = parts.length - 1; i >= 1 && !amount; i--) {
    const a = readAmount(parts.slice(i).join(' '));
    if (a && (a.quantity !== null || a.rest === '' || /^[(\s※]/.test(a.rest) || a.unitText === null)) {
      amount = a;
      nameText = parts.slice(0, i).join(' ');
    }
  }
  if (!amount) {
    // Joined: the first point where the rest reads as an amount.
    for (let i = 1; i < s.length && !amount; i++) {
      if (/[\d½¼¾⅓⅔⅛]/.test(s[i]!) || VAGUE.test(s.slice(i)) || SPOON_FIRST.test(s.slice(i))) {
        const a = readAmount(s.slice(i));
        if (a) {
          amount = a;
          nameText = s.slice(0, i);
        }
      }
    }
  }

  const notes: string[] = [];
  let name = takeBrackets(nameText, notes).replace(/\s+/g, ' ').trim();
  const prep = splitPreparation(name);
  name = prep.name;
  let stated: number | null = null;
  if (amount) {
    let rest = amount.rest.replace(/^~\s*/, '');
    rest = takeBrackets(rest, notes);
    for (const r of rest
      .split(/[※,、]/)
      .map((x) => x.replace(/^(?:前後|ほど|程度)/, '').trim())
      .filter(Boolean))
      notes.push(r);
  }
  for (const n of notes) {
    const g = GRAMS_NOTE.exec(n);
    if (g && stated === null && amount?.unitText && MEASURES[amount.unitText] !== 'g') stated = Number(g[1]);
  }
  const unit = amount ? unitOf(amount.unitText, name) : null;
  const preparation = [...prep.preparation, ...notes].join(', ') || null;
  const quantity = amount?.quantity ?? null;
  return {
    input,
    quantity,
    quantity_max: amount?.quantity_max ?? null,
    unit,
    unit_text: amount?.unitText ?? null,
    name,
    preparation,
    size: amount?.size ?? null,
    package: null,
    alternatives: [],
    stated_grams: stated,
    quantity_known: quantity !== null,
    confidence: amount ? (quantity !== null ? 0.9 : 0.6) : 0.3,
  };
}

/** Kana, Hangul or 々 mark a line as Japanese or Korean; so do Japanese count words after a number ("卵 1/2個"). */
export function isJaKoLine(line: string): boolean {
  return /[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}々]/u.test(line) || /\d\s*(?:個|丁|玉|本)/.test(line.normalize('NFKC'));
}
