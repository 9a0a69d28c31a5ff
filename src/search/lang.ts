/**
 * The language of a query: a `lang` parameter wins; else, for a script several languages write
 * (Han, Arabic, Cyrillic, Devanagari, Bengali), the language of the name the best hit matched when
 * it writes that script; else the script (Han → zh, Hangul → ko; Arabic script → ur, fa or ar by
 * the letters each adds); else the language of the translation the best hit matched, unless the
 * food's own English name says every word of the query too (a word English shares: "parmesan",
 * "cheddar"); else English when the food's own (English) name or alias matched. Null when nothing tells.
 */
import { tokenize } from '../domain/language/text';

/** Scripts, the tag they are reported under, and the other languages that write them. */
const SCRIPTS: [RegExp, string, string, string[]?][] = [
  [/[\u3040-\u30ff]/u, 'ja', 'Japanese kana'],
  [/\p{Script=Hangul}/u, 'ko', 'Hangul'],
  [/\p{Script=Han}/u, 'zh', 'Han', ['ja']],
  [/\p{Script=Devanagari}/u, 'hi', 'Devanagari', ['mr', 'ne', 'sa', 'kok']],
  [/\p{Script=Bengali}/u, 'bn', 'Bengali', ['as', 'mni']],
  [/\p{Script=Tamil}/u, 'ta', 'Tamil'],
  [/\p{Script=Telugu}/u, 'te', 'Telugu'],
  [/\p{Script=Gujarati}/u, 'gu', 'Gujarati'],
  [/\p{Script=Kannada}/u, 'kn', 'Kannada'],
  [/\p{Script=Malayalam}/u, 'ml', 'Malayalam'],
  [/\p{Script=Gurmukhi}/u, 'pa', 'Gurmukhi'],
  [/\p{Script=Thai}/u, 'th', 'Thai'],
  [/\p{Script=Arabic}/u, 'ar', 'Arabic', ['fa', 'ur', 'ks', 'ps']],
  [/\p{Script=Hebrew}/u, 'he', 'Hebrew'],
  [/\p{Script=Greek}/u, 'el', 'Greek'],
  [/\p{Script=Cyrillic}/u, 'ru', 'Cyrillic', ['bg', 'uk', 'sr', 'mk', 'be', 'kk']],
  [/\p{Script=Ethiopic}/u, 'am', 'Ethiopic'],
  [/\p{Script=Georgian}/u, 'ka', 'Georgian'],
  [/\p{Script=Armenian}/u, 'hy', 'Armenian'],
];

export interface QueryScript {
  /** Language tag the script implies (Cyrillic is reported as `ru`; Arabic script by its letters, see ARABIC_SCRIPT_LETTERS). */
  lang: string;
  script: string;
  /** Matches a letter of the script. */
  pattern: RegExp;
  /** Other languages written in the script. */
  others: string[];
}

/**
 * Letters that Urdu and Persian add to the Arabic alphabet: Urdu's retroflex and aspirate letters
 * (ٹ ڈ ڑ ں ے ھ ہ), then Persian's (پ چ ژ گ ک ی, which Urdu shares): "گوشت" is Persian, "گوشت"
 * with "ے" Urdu, "لحم" Arabic.
 */
const ARABIC_SCRIPT_LETTERS: [RegExp, string][] = [
  [/[\u0679\u0688\u0691\u06ba\u06d2\u06be\u06c1]/u, 'ur'],
  [/[\u067e\u0686\u0698\u06af\u06a9\u06cc]/u, 'fa'],
];

/** The non-Latin script of a query, or null for Latin (or digits only). */
export function queryScript(query: string): QueryScript | null {
  for (const [pattern, lang, script, others = []] of SCRIPTS) {
    if (!pattern.test(query)) continue;
    const byLetters = script === 'Arabic' ? ARABIC_SCRIPT_LETTERS.find(([re]) => re.test(query))?.[1] : undefined;
    return { lang: byLetters ?? lang, script, pattern, others: [lang, ...others] };
  }
  return null;
}

export interface DetectedLanguage {
  lang: string | null;
  /** How it was decided. */
  by: 'parameter' | 'script' | 'names' | 'none';
}

/** Whether a (Latin-script) name says every word of the query, as index terms (stemmed). */
export function saysEveryWord(name: string, query: string): boolean {
  const said = new Set(tokenize(name));
  const words = tokenize(query);
  return words.length > 0 && words.every((w) => said.has(w));
}

/**
 * See the module doc; `top` is how the best hit matched; `ownNameSaysIt`, whether its food's own
 * English name says every word of the query, asked only of a match through another language's name
 * or by meaning (a search's hot path need not read the name).
 */
export function detectLanguage(
  query: string,
  param: string | undefined,
  top: { method: string; lang?: string } | undefined,
  ownNameSaysIt: () => boolean = () => false,
): DetectedLanguage {
  if (param) return { lang: param.toLowerCase(), by: 'parameter' };
  const script = queryScript(query);
  // A script several languages write: the language of the name that matched, when it writes it ("鶏肉" is Japanese).
  if (script && top?.lang && top.lang !== script.lang && script.others.includes(top.lang)) return { lang: top.lang, by: 'names' };
  if (script) return { lang: script.lang, by: 'script' };
  if (!top) return { lang: null, by: 'none' };
  const foreign = Boolean(top.lang) || top.method === 'semantic' || top.method === 'translation';
  if (!foreign || ownNameSaysIt()) return { lang: 'en', by: 'names' };
  if (top.lang) return { lang: top.lang, by: 'names' };
  return { lang: null, by: 'none' };
}
