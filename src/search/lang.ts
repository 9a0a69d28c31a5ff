/**
 * The language of a query: a `lang` parameter wins; else the script (Han → zh, Devanagari → hi,
 * Hangul → ko …); else the language of the translation the best hit matched; else English when
 * the food's own (English) name or alias matched. Null when nothing tells.
 */

/** Scripts that name one language (or that the service reports under one tag). */
const SCRIPTS: [RegExp, string, string][] = [
  [/[\u3040-\u30ff]/u, 'ja', 'Japanese kana'],
  [/\p{Script=Hangul}/u, 'ko', 'Hangul'],
  [/\p{Script=Han}/u, 'zh', 'Han'],
  [/\p{Script=Devanagari}/u, 'hi', 'Devanagari'],
  [/\p{Script=Bengali}/u, 'bn', 'Bengali'],
  [/\p{Script=Tamil}/u, 'ta', 'Tamil'],
  [/\p{Script=Telugu}/u, 'te', 'Telugu'],
  [/\p{Script=Gujarati}/u, 'gu', 'Gujarati'],
  [/\p{Script=Kannada}/u, 'kn', 'Kannada'],
  [/\p{Script=Malayalam}/u, 'ml', 'Malayalam'],
  [/\p{Script=Gurmukhi}/u, 'pa', 'Gurmukhi'],
  [/\p{Script=Thai}/u, 'th', 'Thai'],
  [/\p{Script=Arabic}/u, 'ar', 'Arabic'],
  [/\p{Script=Hebrew}/u, 'he', 'Hebrew'],
  [/\p{Script=Greek}/u, 'el', 'Greek'],
  [/\p{Script=Cyrillic}/u, 'ru', 'Cyrillic'],
  [/\p{Script=Ethiopic}/u, 'am', 'Ethiopic'],
  [/\p{Script=Georgian}/u, 'ka', 'Georgian'],
  [/\p{Script=Armenian}/u, 'hy', 'Armenian'],
];

export interface QueryScript {
  /** Language tag the script implies (Cyrillic is reported as `ru`). */
  lang: string;
  script: string;
  /** Matches a letter of the script. */
  pattern: RegExp;
}

/** The non-Latin script of a query, or null for Latin (or digits only). */
export function queryScript(query: string): QueryScript | null {
  for (const [pattern, lang, script] of SCRIPTS) if (pattern.test(query)) return { lang, script, pattern };
  return null;
}

export interface DetectedLanguage {
  lang: string | null;
  /** How it was decided. */
  by: 'parameter' | 'script' | 'names' | 'none';
}

/** See the module doc; `top` is how the best hit matched. */
export function detectLanguage(query: string, param: string | undefined, top: { method: string; lang?: string } | undefined): DetectedLanguage {
  if (param) return { lang: param.toLowerCase(), by: 'parameter' };
  const script = queryScript(query);
  if (script) return { lang: script.lang, by: 'script' };
  if (top?.lang) return { lang: top.lang, by: 'names' };
  if (top && top.method !== 'semantic' && top.method !== 'translation') return { lang: 'en', by: 'names' };
  return { lang: null, by: 'none' };
}
