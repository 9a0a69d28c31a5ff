/**
 * The language of a recipe page, and the section words of the 13 languages the heading fallback
 * reads. Declared language first (html lang, og:locale, Content-Language meta, JSON-LD inLanguage),
 * else a stop-word count over the page text (kana decide Japanese).
 */
import { elements, type HtmlElement } from './html-tree';

export type LanguageSource = 'html-lang' | 'og-locale' | 'content-language' | 'json-ld' | 'text';
export interface PageLanguage {
  language: string | null;
  source: LanguageSource | null;
}

export const PAGE_LANGUAGES = ['en', 'fr', 'de', 'it', 'es', 'pt', 'nl', 'da', 'sv', 'pl', 'tr', 'hu', 'ja'] as const;

/** Heading words (lower case, no trailing colon); a heading matches when it starts with one. */
export const SECTION_WORDS: Record<'ingredients' | 'instructions', string[]> = {
  ingredients: [
    'ingredients', 'ingredient list', 'you will need', "you'll need", 'what you need', 'what you’ll need',
    'ingrédients', 'ingredients', 'zutaten', 'zutatenliste', 'ingredienti', 'ingredientes', 'ingrediënten', 'ingredienten', 'benodigdheden',
    'ingredienser', 'du skal bruge', 'du behöver', 'składniki', 'skladniki', 'malzemeler', 'malzeme listesi', 'malzemeleri', 'hozzávalók', 'hozzavalok', '材料', '用意するもの',
  ],
  instructions: [
    'instructions', 'directions', 'method', 'preparation', 'steps', 'how to make', 'procedure', 'cooking instructions', 'make it',
    'préparation', 'preparation', 'étapes', 'etapes', 'instructions', 'réalisation', 'marche à suivre', 'méthode', 'déroulé',
    'zubereitung', 'anleitung', 'zubereitungsschritte', 'so wird', 'arbeitsschritte',
    'preparazione', 'procedimento', 'istruzioni', 'come preparare',
    'preparación', 'instrucciones', 'elaboración', 'pasos', 'modo de preparación', 'procedimiento',
    'modo de preparo', 'modo de preparação', 'modo de preparacao', 'como fazer', 'preparo', 'preparação', 'instruções', 'modo de fazer',
    'bereiding', 'bereidingswijze', 'instructies', 'werkwijze',
    'fremgangsmåde', 'sådan gør du', 'tilberedning', 'gör så här', 'så gör du', 'instruktioner', 'tillagning', 'tillvägagångssätt',
    'przygotowanie', 'sposób przygotowania', 'instrukcje', 'wykonanie', 'yapılışı', 'hazırlanışı', 'yapılış', 'nasıl yapılır', 'hazırlanması',
    'elkészítés', 'elkészítése', 'elkészítés módja', '作り方', '手順', '調理手順',
  ],
};
/** Headings that end a section without starting one we read. */
export const STOP_WORDS = [
  'notes', 'note', 'tips', 'nutrition', 'comments', 'reviews', 'related', 'you may also like', 'more recipes', 'share', 'equipment',
  'remarques', 'astuces', 'conseils', 'hinweise', 'tipps', 'nährwerte', 'note', 'consigli', 'notas', 'consejos', 'dicas', 'tips', 'opmerkingen',
  'noter', 'tips', 'anteckningar', 'uwagi', 'wskazówki', 'notlar', 'püf noktaları', 'megjegyzés', 'tippek', 'ポイント', 'コツ', '栄養',
];

function normHeading(text: string): string {
  return text.toLowerCase().replace(/[:：.!]+\s*$/, '').replace(/\s+/g, ' ').trim();
}

/** Which section a heading opens, if it is one of the known words (optionally followed by a short tail: "Zutaten für 4 Personen", "材料（2人分）"). */
export function sectionOf(text: string): 'ingredients' | 'instructions' | 'stop' | null {
  const t = normHeading(text);
  if (!t || t.length > 60) return null;
  const starts = (w: string) => t === w || (t.startsWith(w) && (/^[\s(（:：\-–—,]/.test(t.slice(w.length)) || /[\u3040-\u9fff]/.test(w)) && t.length - w.length <= 40);
  for (const kind of ['ingredients', 'instructions'] as const) if (SECTION_WORDS[kind].some(starts)) return kind;
  if (STOP_WORDS.some(starts)) return 'stop';
  return null;
}

const STOP: Record<string, string[]> = {
  en: ['the', 'and', 'with', 'until', 'into', 'minutes', 'cup', 'add', 'of'],
  fr: ['le', 'la', 'les', 'et', 'avec', 'dans', 'pour', 'une', 'des', 'du'],
  de: ['und', 'die', 'der', 'mit', 'den', 'das', 'auf', 'ein', 'eine', 'für'],
  it: ['il', 'di', 'e', 'con', 'la', 'per', 'in', 'un', 'una', 'della'],
  es: ['el', 'la', 'de', 'y', 'con', 'los', 'las', 'en', 'una', 'del'],
  pt: ['o', 'a', 'de', 'e', 'com', 'os', 'as', 'em', 'uma', 'do', 'até'],
  nl: ['de', 'het', 'en', 'een', 'met', 'van', 'in', 'op', 'tot', 'voor'],
  da: ['og', 'i', 'med', 'en', 'et', 'til', 'på', 'af', 'det', 'den'],
  sv: ['och', 'i', 'med', 'en', 'ett', 'till', 'på', 'av', 'det', 'den'],
  pl: ['i', 'z', 'w', 'na', 'do', 'się', 'oraz', 'ze', 'lub', 'łyżka'],
  tr: ['ve', 'bir', 'ile', 'için', 'kadar', 'sonra', 'bu', 'da', 'de', 'olarak'],
  hu: ['a', 'az', 'és', 'egy', 'hogy', 'meg', 'majd', 'ha', 'is', 'fel'],
};

/** The language of `text` by stop-word counts; null when too little text or no clear winner. */
export function languageOfText(text: string): string | null {
  const kana = (text.match(/[\u3040-\u30ff]/g) ?? []).length;
  if (kana >= 5) return 'ja';
  const words = text.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  if (words.length < 8) return null;
  const counts = new Map<string, number>();
  for (const w of words.slice(0, 4000)) counts.set(w, (counts.get(w) ?? 0) + 1);
  let best: string | null = null;
  let bestScore = 0;
  let second = 0;
  for (const [lang, stops] of Object.entries(STOP)) {
    let score = 0;
    for (const s of new Set(stops)) score += counts.get(s) ?? 0;
    // Letters only one language uses tip close calls.
    const marks: Record<string, RegExp> = { pl: /[ąęłńśźż]/, tr: /[ğış]/, hu: /[őű]/, da: /[æø]/, sv: /[åäö]/, de: /[äöüß]/, pt: /[ãõ]/, es: /[ñ¿¡]/, fr: /[èêç]/, it: /[àù]/ };
    if (marks[lang]?.test(text)) score += 2;
    if (score > bestScore) [second, bestScore, best] = [bestScore, score, lang];
    else if (score > second) second = score;
  }
  return bestScore >= 3 && bestScore > second ? best : null;
}

const primary = (tag: string | undefined) => {
  const m = /^\s*([a-z]{2,3})(?:[-_][a-z0-9]+)*\s*$/i.exec(tag ?? '');
  return m ? m[1]!.toLowerCase() : null;
};

/** The page's language from its declarations, else from `text` (the recipe's own text). */
export function detectLanguage(root: HtmlElement, jsonLdLanguage: string | null, text: string): PageLanguage {
  let ogLocale: string | null = null;
  let contentLanguage: string | null = null;
  let htmlLang: string | null = null;
  for (const el of elements(root)) {
    if (el.tag === 'html' && htmlLang === null) htmlLang = primary(el.attrs.lang ?? el.attrs['xml:lang']);
    else if (el.tag === 'meta') {
      const prop = (el.attrs.property ?? el.attrs.name ?? '').toLowerCase();
      if (prop === 'og:locale' && ogLocale === null) ogLocale = primary(el.attrs.content);
      if ((el.attrs['http-equiv'] ?? '').toLowerCase() === 'content-language' && contentLanguage === null) contentLanguage = primary(el.attrs.content?.split(',')[0]);
    } else if (el.tag === 'body') break;
  }
  if (htmlLang) return { language: htmlLang, source: 'html-lang' };
  if (ogLocale) return { language: ogLocale, source: 'og-locale' };
  if (contentLanguage) return { language: contentLanguage, source: 'content-language' };
  const ld = primary(jsonLdLanguage ?? undefined);
  if (ld) return { language: ld, source: 'json-ld' };
  const guessed = languageOfText(text);
  return guessed ? { language: guessed, source: 'text' } : { language: null, source: null };
}
