/**
 * Japanese typed in Latin letters (romaji, Hepburn or Kunrei: "tamago", "gohan", "jagaimo",
 * "sitake") read back into hiragana ("たまご", "ごはん", "じゃがいも"), the script search folds every
 * kana name to. Null when the word does not spell kana syllables throughout ("bread", "milk").
 * A long vowel left unwritten ("gyunyu" for ぎゅうにゅう, "gyoza" for ぎょうざ) is read by
 * romajiReadings, every way it may be.
 */

/** Syllables as `romaji=kana`, Hepburn and Kunrei spellings both. */
const SYLLABLES: Record<string, string> = Object.fromEntries(
  [
    'a=あ i=い u=う e=え o=お',
    'ka=か ki=き ku=く ke=け ko=こ',
    'ga=が gi=ぎ gu=ぐ ge=げ go=ご',
    'sa=さ shi=し si=し su=す se=せ so=そ',
    'za=ざ ji=じ zi=じ zu=ず ze=ぜ zo=ぞ',
    'ta=た chi=ち ti=ち tsu=つ tu=つ te=て to=と',
    'da=だ de=で do=ど',
    'na=な ni=に nu=ぬ ne=ね no=の',
    'ha=は hi=ひ fu=ふ hu=ふ he=へ ho=ほ',
    'ba=ば bi=び bu=ぶ be=べ bo=ぼ',
    'pa=ぱ pi=ぴ pu=ぷ pe=ぺ po=ぽ',
    'ma=ま mi=み mu=む me=め mo=も',
    'ya=や yu=ゆ yo=よ',
    'ra=ら ri=り ru=る re=れ ro=ろ',
    'wa=わ wo=を',
    'kya=きゃ kyu=きゅ kyo=きょ gya=ぎゃ gyu=ぎゅ gyo=ぎょ',
    'sha=しゃ shu=しゅ sho=しょ sya=しゃ syu=しゅ syo=しょ',
    'ja=じゃ ju=じゅ jo=じょ zya=じゃ zyu=じゅ zyo=じょ',
    'cha=ちゃ chu=ちゅ cho=ちょ tya=ちゃ tyu=ちゅ tyo=ちょ',
    'nya=にゃ nyu=にゅ nyo=にょ hya=ひゃ hyu=ひゅ hyo=ひょ',
    'bya=びゃ byu=びゅ byo=びょ pya=ぴゃ pyu=ぴゅ pyo=ぴょ',
    'mya=みゃ myu=みゅ myo=みょ rya=りゃ ryu=りゅ ryo=りょ',
  ]
    .join(' ')
    .split(' ')
    .map((pair) => pair.split('=') as [string, string]),
);
const LONGEST = 3;

export function romajiToHiragana(word: string): string | null {
  if (!/^[a-z]+$/.test(word)) return null;
  let out = '';
  let i = 0;
  while (i < word.length) {
    const c = word[i]!;
    // A doubled consonant is the small tsu ("natto" → なっと; "matcha" → まっちゃ).
    if (c !== 'n' && /[bcdfghjkmprstwyz]/.test(c) && (word[i + 1] === c || (c === 't' && word[i + 1] === 'c'))) {
      out += 'っ';
      i++;
      continue;
    }
    // "n" that starts no syllable is ん ("ninjin", "gohan"; "n'" and "nn" before a vowel).
    if (c === 'n' && (i + 1 === word.length || !/[aiueoy]/.test(word[i + 1]!))) {
      out += 'ん';
      i += word[i + 1] === 'n' ? 2 : 1;
      continue;
    }
    let kana: string | undefined;
    let len = LONGEST;
    for (; len > 0; len--) if ((kana = SYLLABLES[word.slice(i, i + len)])) break;
    if (!kana) return null;
    out += kana;
    i += len;
  }
  return out;
}

/** Kana ending in an o or u sound, which a long vowel written う may follow ("ぎゅ" → "ぎゅう", "と" → "とう"). */
const LONG_VOWEL_BEFORE = new Set([...'おこごそぞとどのほぼぽもよろょうくぐすずつぬふぶぷむゆるゅ']);
/** Long vowels read at most: each doubles the readings. */
const MAX_LONG = 4;

/**
 * The kana words a romaji word may spell: as spelt, and with each o or u syllable's long vowel
 * that romaji typed without macrons leaves unwritten ("gyunyu" → ぎゅにゅ, ぎゅうにゅ, ぎゅにゅう,
 * ぎゅうにゅう). Empty when the word spells no kana throughout.
 */
export function romajiReadings(word: string): string[] {
  const kana = romajiToHiragana(word);
  if (kana === null) return [];
  const chars = [...kana];
  const at = chars.flatMap((c, i) => (LONG_VOWEL_BEFORE.has(c) && chars[i + 1] !== 'う' && c !== 'う' ? [i] : [])).slice(0, MAX_LONG);
  const out: string[] = [];
  for (let mask = 0; mask < 1 << at.length; mask++) out.push(chars.map((c, i) => (at.some((p, b) => p === i && mask & (1 << b)) ? `${c}う` : c)).join(''));
  return out;
}
