/**
 * Japanese typed in Latin letters (romaji, Hepburn or Kunrei: "tamago", "gohan", "jagaimo",
 * "sitake") read back into hiragana ("たまご", "ごはん", "じゃがいも"), the script search folds every
 * kana name to. Null when the word does not spell kana syllables throughout ("bread", "milk").
 * A long vowel left unwritten ("gyunyu" for ぎゅうにゅう) cannot be told apart and is read as spelt.
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
