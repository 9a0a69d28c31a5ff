/**
 * The language of a recipe page, and the section headings of the page languages the heading fallback
 * reads. Declared language first (html lang, og:locale, Content-Language meta, JSON-LD inLanguage),
 * else the recipe's own text: its script (kana, hangul, han, Greek, Cyrillic, Arabic, Hebrew, Thai letters), then
 * stop-word counts for the Latin-script languages.
 */
import { elements, type HtmlElement } from './html-tree';
import { keptPerKey } from '../kept';

export type LanguageSource = 'html-lang' | 'og-locale' | 'content-language' | 'json-ld' | 'text';
export interface PageLanguage {
  language: string | null;
  source: LanguageSource | null;
}

/** The two sections of a recipe a page heads: its ingredients and its method. */
export type SectionKind = 'ingredients' | 'instructions';
interface SectionWords {
  ingredients: string[];
  instructions: string[];
  /** Headings that end a section without starting one we read (notes, tips, nutrition...). */
  stop?: string[];
  /** Method headings that count only as the heading's whole text: words a step may open with ("Process until smooth."). */
  instructionsAlone?: string[];
}

/**
 * Section headings by page language (lower case, no trailing colon); a heading matches when it starts
 * with one, optionally followed by a short tail ("Zutaten für 4 Personen", "材料（2人分）"). The headings
 * added with issue 37 are each as found on real pages: el argiro.gr ("Υλικά", "Εκτέλεση") and
 * alkisaivazis.wixsite.com ("Υλικά / Ingredients", "Εκτέλεση / Execution"); ru cook-talk.com
 * ("Ингредиенты", "Метод", "Примечания") and mama-na-kuhne.ru ("Приготовление"); zh mykitchen101.com
 * ("材料", "做法"), kaser.xyz ("食材明细", "红烧肉的做法步骤"), hbezg.com ("用料清单", "制作步骤"); ko
 * 10000recipe.com ("재료", "조리순서"), onbao.com ("재료"); ar teb21.com ("المكوّنات", "طريقة التحضير"),
 * askones.com ("المكونات", "طريقة عمل ..."), weky.npa7sry.com ("مقادير ..."); fa tabaye.ir and
 * iranian.be ("مواد لازم", "طرز تهیه"); ur kfoods.com ("اجزاء", "ترکیب"). Second batch: cs albert.cz
 * ("Ingredience", "Příprava"); sk kuchynalidla.sk ("Suroviny", "Postup", words cs shares); hr
 * recepti.index.hr ("Sastojci", "Priprema"); no matprat.no ("Ingredienser", "Slik gjør du"). Third batch:
 * sk dobruchut.aktuality.sk ("ingrediencie"), receptyprevas.sk ("Kroky"); nl projectgezond.nl ("Zo maak je
 * het"); de migusto.migros.ch ("So gehts"); it vegolosi.it ("Si cucina!"); pt mundodereceitasbimby.com.pt
 * ("Etapa de preparação"); es hogarmania.com ("Paso a paso"). Sixteenth batch: nl francescakookt.nl ("Wat je nodig
 * hebt voor 4 personen", "Wat je gaat doen"), with the phrases' other common wordings. Pages read without their structured data
 * (recipe-scrapers' saved pages): pt comidinhasdochef.com ("Lista de Ingredientes", "Como preparar …"), it
 * ricetteperbimby.it ("Come fare …"); the same phrases in the sister language beside each; nl culy.nl ("Pruimenjam maken: zo
 * doe je dat"). Saved pages of sites in no labelled set (boterai/recipes-parser's, read for these words only; each word as
 * one of them prints it), and tune pages of the twenty-second to twenty-fourth batches: ro g4food.ro, temananc.ro ("Ingrediente", "Mod de preparare",
 * "Preparare …"); sl oblizniprste.si ("… – sestavine", "… – priprava", "… – pripomočki"); lt avmarket.lt ("Ingredientai",
 * "Gaminimas"); fi ("Ainekset", "Ainesosat", "Raaka-aineet", "Valmistusohje", "Tee näin"); et ("Koostisosad",
 * "Valmistamine"); id resepmasakanlafancy.com ("Bahan", "Bahan-bahan", "Cara membuat"); vi venhaminh.vn ("Chuẩn bị
 * nguyên liệu", "Các bước thực hiện", "Cách làm"); uk glaznews.com, speedinfo.com.ua ("Інгредієнти", "Як приготувати
 * …"); bg ("Необходими продукти", "Начин на приготвяне"); he taimeta.co.il ("רשימת מצרכים", "אופן ההכנה", "הוראות הכנה",
 * "מרכיבים"); th fooded.co, th.women-community.com ("วัตถุดิบ", "ส่วนผสมของไส้", "วิธีทำ"); hr and sr ("Potrebni sastojci",
 * "Način pripreme", "Postupak"); el imommy.gr ("Τα υλικά", "Η διαδικασία", an article before the words, as it
 * pianetagourmet.net's "Gli ingredienti per …"). The layout of povarenok.ru, which other Russian and Ukrainian sites reprint
 * (totrecept.com, speedinfo.com.ua): the method under "Рецепт «…»", a nutrition table under "Пищевая и энергетическая ценность".
 * tl delachieve.com ("Kinakailangang ingredients"), with Tagalog's common "Mga sangkap" and "Paraan ng pagluluto".
 * hu receptmuves.hu ("Praktikák:", its tips after the method).
 */
const SECTION_WORDS: Record<string, SectionWords> = {
  en: {
    ingredients: [
      'ingredients',
      'ingredient list',
      'you will need',
      "you'll need",
      'what you need',
      'what you’ll need',
      "things you'll need",
      'things you’ll need',
      'things you will need',
      'recipe ingredients',
    ],
    instructions: [
      'instructions',
      'directions',
      'method',
      'preparation',
      'steps',
      'how to make',
      'procedure',
      'cooking instructions',
      'make it',
      'step-by-step instructions',
      'step by step instructions',
      'recipe steps',
      'recipe instructions',
      'recipe method',
      'recipe directions',
    ],
    stop: ['notes', 'note', 'tips', 'nutrition', 'comments', 'reviews', 'related', 'you may also like', 'more recipes', 'share', 'equipment'],
    // chinesecookingdemystified.substack.com ("Process"), recipris.com ("Process:").
    instructionsAlone: ['process'],
  },
  fr: {
    ingredients: ['ingrédients'],
    instructions: ['préparation', 'étapes', 'réalisation', 'marche à suivre', 'méthode', 'déroulé'],
    stop: ['remarques', 'astuces', 'conseils'],
  },
  de: {
    ingredients: ['zutaten', 'zutatenliste'],
    instructions: ['zubereitung', 'zubereitungsart', 'anleitung', 'zubereitungsschritte', 'so wird', 'arbeitsschritte', 'so gehts', 'vorbereitung'],
    stop: ['hinweise', 'tipps', 'nährwerte', 'küchengeräte'],
  },
  it: {
    ingredients: ['ingredienti', 'lista degli ingredienti'],
    instructions: ['preparazione', 'procedimento', 'istruzioni', 'come preparare', 'si cucina', 'come fare'],
    stop: ['consigli'],
  },
  es: {
    ingredients: ['ingredientes', 'lista de ingredientes'],
    instructions: ['preparación', 'instrucciones', 'elaboración', 'pasos', 'modo de preparación', 'procedimiento', 'paso a paso', 'cómo preparar'],
    stop: ['notas', 'consejos'],
  },
  pt: {
    ingredients: ['ingredientes', 'lista de ingredientes'],
    instructions: [
      'modo de preparo',
      'modo de preparação',
      'como fazer',
      'como preparar',
      'preparo',
      'preparação',
      'instruções',
      'modo de fazer',
      'etapa de preparação',
    ],
    stop: ['dicas'],
  },
  nl: {
    ingredients: ['ingrediënten', 'ingredienten', 'benodigdheden', 'wat je nodig hebt', 'wat heb je nodig', 'dit heb je nodig'],
    instructions: [
      'bereiding',
      'bereidingswijze',
      'instructies',
      'werkwijze',
      'aan de slag',
      'zo maak je het',
      'zo maak je dat',
      'zo doe je dat',
      'zo doe je het',
      'wat je gaat doen',
      'zo ga je te werk',
    ],
    stop: ['opmerkingen'],
  },
  da: { ingredients: ['ingredienser', 'du skal bruge'], instructions: ['fremgangsmåde', 'sådan gør du', 'tilberedning'], stop: ['noter'] },
  sv: {
    ingredients: ['ingredienser', 'du behöver'],
    instructions: ['gör så här', 'så gör du', 'instruktioner', 'tillagning', 'tillvägagångssätt'],
    stop: ['anteckningar'],
  },
  pl: {
    ingredients: ['składniki', 'czego potrzebujesz'],
    instructions: ['przygotowanie', 'sposób przygotowania', 'instrukcje', 'instrukcja', 'wykonanie'],
    stop: ['uwagi', 'wskazówki'],
  },
  tr: {
    ingredients: ['malzemeler', 'malzeme listesi', 'malzemeleri'],
    instructions: ['yapılışı', 'hazırlanışı', 'yapılış', 'nasıl yapılır', 'hazırlanması'],
    stop: ['notlar', 'püf noktaları'],
  },
  hu: { ingredients: ['hozzávalók'], instructions: ['elkészítés', 'elkészítése', 'elkészítés módja', 'a recept'], stop: ['megjegyzés', 'tippek', 'praktikák'] },
  ja: { ingredients: ['材料', '用意するもの'], instructions: ['作り方', '手順', '調理手順'], stop: ['ポイント', 'コツ', '栄養'] },
  el: { ingredients: ['υλικά'], instructions: ['εκτέλεση', 'διαδικασία'] },
  ru: {
    ingredients: ['ингредиенты'],
    instructions: ['приготовление', 'метод', 'рецепт «'],
    stop: ['примечания', 'пищевая и энергетическая ценность', 'пищевая ценность', 'энергетическая ценность'],
  },
  zh: { ingredients: ['材料', '用料', '食材', '材料准备', '准备食材'], instructions: ['做法', '做法步骤', '制作步骤', '步骤'] },
  ko: { ingredients: ['재료'], instructions: ['조리순서', '조리 순서', '만드는 법', '만드는법', '조리법', '조리 방법'] },
  ar: { ingredients: ['المكونات', 'مكونات', 'المقادير', 'مقادير'], instructions: ['طريقة التحضير', 'طريقة تحضير', 'طريقة العمل', 'طريقة عمل'] },
  fa: { ingredients: ['مواد لازم'], instructions: ['طرز تهیه'] },
  ur: { ingredients: ['اجزاء'], instructions: ['ترکیب'] },
  cs: { ingredients: ['ingredience', 'suroviny'], instructions: ['příprava', 'postup'], stop: ['můj tip'] },
  sk: { ingredients: ['suroviny', 'ingrediencie'], instructions: ['postup', 'kroky'] },
  hr: {
    ingredients: ['sastojci', 'potrebni sastojci'],
    instructions: ['priprema', 'način pripreme', 'postupak pripreme', 'postupak', 'kako napraviti', 'kako pripremiti'],
    stop: ['savjet', 'savjeti', 'saveti', 'pročitajte i', 'pogledajte i'],
  },
  no: { ingredients: ['ingredienser'], instructions: ['slik gjør du', 'fremgangsmåte'] },
  ro: {
    ingredients: ['ingrediente', 'ingredientele', 'de ce ai nevoie', 'de ce ingrediente ai nevoie'],
    instructions: ['mod de preparare', 'preparare'],
    stop: ['citește și'],
  },
  sl: { ingredients: ['sestavine'], instructions: ['priprava', 'postopek', 'navodila'], stop: ['pripomočki', 'nasveti'] },
  lt: { ingredients: ['ingredientai'], instructions: ['gaminimas', 'gaminimo eiga', 'kaip gaminti'] },
  et: { ingredients: ['koostisosad'], instructions: ['valmistamine'] },
  fi: {
    ingredients: ['ainekset', 'ainesosat', 'raaka-aineet'],
    instructions: ['valmistusohje', 'tee näin'],
    stop: ['vinkit', 'ravintoarvot'],
  },
  id: { ingredients: ['bahan', 'bahan-bahan'], instructions: ['cara membuat', 'cara pembuatan'] },
  vi: {
    ingredients: ['nguyên liệu', 'chuẩn bị nguyên liệu', 'thành phần'],
    instructions: ['cách làm', 'các bước thực hiện'],
    stop: ['thành phần dinh dưỡng'],
  },
  uk: {
    ingredients: ['інгредієнти'],
    instructions: ['як приготувати', 'приготування', 'рецепт «'],
    stop: ['читати також', 'харчова та енергетична цінність', 'харчова цінність', 'енергетична цінність'],
  },
  bg: { ingredients: ['необходими продукти'], instructions: ['начин на приготвяне'] },
  he: {
    ingredients: ['מצרכים', 'המצרכים', 'רשימת מצרכים', 'מרכיבים'],
    instructions: ['אופן ההכנה', 'אופן הכנה', 'הוראות הכנה'],
  },
  th: { ingredients: ['วัตถุดิบ', 'ส่วนผสม'], instructions: ['วิธีทำ'] },
  tl: {
    ingredients: ['mga sangkap', 'sangkap', 'kinakailangang ingredients', 'kinakailangang sangkap'],
    instructions: ['paraan ng pagluluto', 'paano lutuin', 'pamamaraan'],
  },
};

export const PAGE_LANGUAGES = Object.keys(SECTION_WORDS);

/** Languages that name the dish before the section ("Kek malzemeleri", "김치찌개 재료", "ハンバーグの材料", "红烧肉的做法"): their words also match at a heading's end. */
const DISH_FIRST = new Set(['tr', 'ja', 'zh', 'ko']);

/** Lower case without accents or Arabic vowel marks, so "ΥΛΙΚΑ" is "υλικά" and "المكوّنات" is "المكونات". */
const foldHeading = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[:：;.!*]+\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();

const WORDS = (['ingredients', 'instructions', 'stop'] as const).map((kind) => {
  const starts = new Set<string>();
  const ends = new Set<string>();
  for (const [lang, words] of Object.entries(SECTION_WORDS)) {
    for (const w of words[kind] ?? []) {
      starts.add(foldHeading(w));
      if (DISH_FIRST.has(lang)) ends.add(foldHeading(w));
    }
  }
  return { kind, starts: [...starts], ends: [...ends] };
});

/** Every section word, at a heading's start or (dish-first languages) its end, longest first. */
const BY_LENGTH = WORDS.flatMap(({ kind, starts, ends }) => [
  ...starts.map((word) => ({ word, kind, end: false })),
  ...ends.map((word) => ({ word, kind, end: true })),
]).sort((a, b) => b.word.length - a.word.length);

/**
 * The words of BY_LENGTH, in its order, that a text with this first and last character may hold:
 * a word it starts with begins as it does, one it ends with ends as it does. Kept per pair: the
 * headings of a page are read against hundreds of words.
 */
const wordsByEnds = keptPerKey(10_000, (key: string): typeof BY_LENGTH =>
  BY_LENGTH.filter(({ word, end }) => (end ? word.at(-1) === key[1] : word[0] === key[0])),
);
const wordsFor = (t: string) => wordsByEnds(t.length === 0 ? '' : String.fromCharCode(t.charCodeAt(0), t.charCodeAt(t.length - 1)));

const ALONE = new Set(Object.values(SECTION_WORDS).flatMap((w) => (w.instructionsAlone ?? []).map(foldHeading)));

/** Scripts whose section words run into the next word with no space ("材料准备", "ส่วนผสมของไส้": Thai's "ingredients of the filling"). */
const runsOn = (w: string) => /[\u0e00-\u0e7f\u3040-\u9fff\uac00-\ud7af]/.test(w);

/** "Wikinger-Auflauf – Die Zutaten", "Pruimenjam maken: zo doe je dat": the part after the dish's name and a separator, without its article. */
const ARTICLE = '(?:the|die|der|das|le|la|les|il|lo|gli|i|el|los|las|de|het|o|a|os|as|τα|το|η|οι|ο)\\s+';
const AFTER_DISH = new RegExp(`^.{2,}?(?:\\s[-–—:|]|[:：])\\s+(?:${ARTICLE})?(.+)$`, 'u');
/** "Gli ingredienti per i cannelloni …", "Τα υλικά", "Η διαδικασία": the section's words after an article. */
const AFTER_ARTICLE = new RegExp(`^${ARTICLE}(.+)$`, 'u');

/** Which section a heading opens, if it is one of the known words (optionally with a short tail, or after the dish's name: at the end in dish-first languages, after a separator in all). */
export function sectionOf(text: string): SectionKind | 'stop' | null {
  const whole = foldHeading(text);
  if (!whole || whole.length > 60) return null;
  const after = AFTER_DISH.exec(whole)?.[1];
  const bare = AFTER_ARTICLE.exec(whole)?.[1];
  return sectionOfFolded(whole) ?? (bare ? sectionOfFolded(bare) : null) ?? (after ? sectionOfFolded(after, true) : null);
}

/** Section titles ("Ingredients", "Zubereitung") that open a block are not group names. */
export const isSectionTitle = (text: string) => sectionOf(text) !== null && sectionOf(text) !== 'stop';

/**
 * A heading tag's text that names a section and then the whole dish, longer than a label runs ("Come preparare: Pesce
 * spada al miele millefiori, pomodorini e patatine novelle", "Ingredients for …"): the section, when the dish's name
 * follows the section's words after a colon or "for"; null otherwise (and for any text sectionOf reads).
 */
export function sectionForDish(text: string): SectionKind | null {
  const whole = foldHeading(text);
  if (whole.length <= 60 || whole.length > 120) return null;
  const dishAfter = (w: string) => whole.startsWith(w) && (/^\s?[:：]\s/u.test(whole.slice(w.length)) || FOR_THE_DISH.test(whole.slice(w.length)));
  for (const { kind, starts } of WORDS) if (kind !== 'stop' && starts.some(dishAfter)) return kind;
  return null;
}

/** A line that is only a section's name ("Ingredients", "Zutaten:"), not content that starts with one. */
export const isSectionName = (text: string): SectionKind | 'stop' | null => sectionOfFolded(foldHeading(text), true);

/** A tail (folded) saying which dish the section is for ("… para hacer crema de calabaza con thermomix", "… für …"): it may run longer than others. */
const FOR_THE_DISH = /^ (?:for|to make|para|pour|per|fur|zum|zur|voor|til|till|de|del|della|do|da|dla|na|za|pentru|для) /u;

/** A section word that ends by opening a quote runs on into the dish's name ("Рецепт «Кофейные канеле»"). */
const OPENS_QUOTE = /[«„“"]$/u;

/** `exact`: the words alone, without a tail ("Ingredients for a Happy Life" after a site's name is a tagline). */
function sectionOfFolded(t: string, exact = false): SectionKind | 'stop' | null {
  if (ALONE.has(t)) return 'instructions';
  const tail = (w: string) => t.slice(w.length);
  const starts = (w: string) =>
    t === w ||
    (!exact &&
      t.startsWith(w) &&
      (/^[\s(（:：\-–—,/]/.test(tail(w)) || runsOn(w) || OPENS_QUOTE.test(w)) &&
      (tail(w).length <= 40 || FOR_THE_DISH.test(tail(w))));
  const ends = (w: string) => !exact && t.endsWith(w) && t.length - w.length <= 40 && (runsOn(w) || /\s$/.test(t.slice(0, -w.length)));
  // The longest word that matches decides: "thành phần dinh dưỡng" (nutrition, a stop) over "thành phần" (ingredients).
  for (const { word, kind, end } of wordsFor(t)) if (end ? ends(word) : starts(word)) return kind;
  // A part of the method named by one word before "steps" ("Finishing Steps", "Final Steps"): not a section's name alone.
  if (!exact && /^\p{L}+ steps$/u.test(t)) return 'instructions';
  return null;
}

/**
 * Common words of each Latin-script language's recipes. English's "or" ("or until golden", "325°F (fan) or
 * 360°F") is a word of no other listed language: without it a short English card naming a French dish's herbs
 * ("herbes de Provence", "to a bowl") ties with Portuguese on "de" and "a".
 */
const STOP: Record<string, string[]> = {
  en: ['the', 'and', 'with', 'until', 'into', 'minutes', 'cup', 'add', 'of', 'or'],
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
  // Serbian, Croatian and Bosnian in Latin letters share these: which of the three bcsLanguage tells.
  sh: ['i', 'je', 'se', 'u', 'sa', 'pa', 'ili', 'kao', 'dok', 'kada'],
  sl: ['in', 'je', 'se', 'v', 'za', 'ki', 'so', 'pa', 'ali', 'z'],
  ro: ['și', 'si', 'cu', 'în', 'pe', 'din', 'se', 'la', 'de', 'apoi'],
  fi: ['ja', 'on', 'tai', 'kun', 'kanssa', 'sekä', 'noin', 'minuuttia', 'lisää', 'ovat'],
  tl: ['ang', 'ng', 'mga', 'sa', 'at', 'ay', 'ito', 'para', 'kung', 'na'],
};

/** Serbian, Croatian and Bosnian: one list of stop words (STOP's `sh`), told apart by bcsLanguage. */
const BCS = new Set(['sr', 'hr', 'bs']);
const stopKey = (lang: string) => (BCS.has(lang) ? 'sh' : lang);

/** Words Serbian writes with e where Croatian and Bosnian write ije or je ("mleko" / "mlijeko", "pre" / "prije"). */
const EKAVIAN =
  /^(?:pre|posle|mlek[aou]m?|beli?|bel[aeo]|belog|test[ao]|vreme|lepo|ceo|celi|deo|hleba?|mesi(?:ti|te)|umesi(?:ti|te)|(?:pro|u)?meša(?:ti|jte))$/u;
const IJEKAVIAN =
  /^(?:prije|poslije|mlijek[aou]m?|bijeli?|bijel[aeo]|bijelog|tijest[ao]|vrijeme|lijepo|cijeli?|cijelo|dio|hljeba?|mijesi(?:ti|te)|umijesi(?:ti|te)|(?:pro|u)?miješa(?:ti|jte))$/u;
/** Croatian's own kitchen words, where Serbian and Bosnian say kašika, paradajz, pavlaka, biber, hleb or hljeb. */
const CROATIAN = /^(?:žlic[aeu]|žličic[aeu]|rajčic[aeu]|vrhnj[ae]|kruha?|tav[aiu]|juh[aeu]|češnja(?:k|ka)|papra?|mrkv[aeu])$/u;
const SERBIAN_BOSNIAN = /^(?:kašik[aeu]|kašičic[aeu]|paradajza?|pavlak[aeu]|bibera?|šargarep[aeu]|tiganj[au]?|sup[aeu])$/u;

/** Serbian (ekavian), else Croatian (its own kitchen words) or Bosnian (ijekavian with Serbian's), for text in their shared words. */
function bcsLanguage(words: string[]): 'sr' | 'hr' | 'bs' {
  let [e, ije, hr, srbs] = [0, 0, 0, 0];
  for (const w of words) {
    if (EKAVIAN.test(w)) e++;
    else if (IJEKAVIAN.test(w)) ije++;
    else if (CROATIAN.test(w)) hr++;
    else if (SERBIAN_BOSNIAN.test(w)) srbs++;
  }
  if (e > ije) return 'sr';
  if (hr >= srbs) return 'hr';
  return ije > e ? 'bs' : 'sr';
}

/** Scripts that name their language outright (kana before han: Japanese writes both). */
const SCRIPTS: [string, RegExp][] = [
  ['ja', /[\u3040-\u30ff]/gu],
  ['ko', /[\uac00-\ud7af]/gu],
  ['zh', /[\u4e00-\u9fff]/gu],
  ['el', /[\u0370-\u03ff]/gu],
  ['ru', /[\u0400-\u04ff]/gu],
  ['ar', /[\u0600-\u06ff]/gu],
  ['he', /[\u0590-\u05ff]/gu],
  ['th', /[\u0e00-\u0e7f]/gu],
];

/** Arabic script: Urdu and Persian by the letters only they use. */
const arabicScript = (text: string) => (/[ٹڈڑںےۓ]/u.test(text) ? 'ur' : /[پچژگیک]/u.test(text) ? 'fa' : 'ar');

/** The language a non-Latin script names in `text` (most of its letters, or five kana), else null. */
function scriptLanguage(text: string): string | null {
  const letters = (text.match(/\p{L}/gu) ?? []).length;
  for (const [lang, re] of SCRIPTS) {
    const n = (text.match(re) ?? []).length;
    // Kana decide Japanese even among many han; other scripts must be most of the letters.
    if (lang === 'ja' ? n >= 5 : n >= 5 && n >= letters / 2) return lang === 'ar' ? arabicScript(text) : lang === 'ru' && /[іїєґ]/u.test(text) ? 'uk' : lang;
  }
  return null;
}

/** The writing system of a language subtag, to tell a declaration the text contradicts. */
const SCRIPT_OF: Record<string, string> = {
  ja: 'cjk',
  zh: 'cjk',
  ko: 'hangul',
  el: 'greek',
  ru: 'cyrillic',
  uk: 'cyrillic',
  bg: 'cyrillic',
  sr: 'cyrillic',
  si: 'sinhala',
  ar: 'arabic',
  fa: 'arabic',
  ur: 'arabic',
  he: 'hebrew',
  th: 'thai',
};
const scriptOf = (lang: string) => SCRIPT_OF[lang] ?? 'latin';
/** A declared language whose writing system the text's language does not use: Serbian is written in Cyrillic and in Latin letters. */
const otherScript = (declared: string, guessed: string) => scriptOf(guessed) !== scriptOf(declared) && !(declared === 'sr' && scriptOf(guessed) === 'latin');

/** Letters only one language uses, which tip close calls. */
const MARKS: Record<string, RegExp> = {
  pl: /[ąęłńśźż]/,
  tr: /[ğış]/,
  hu: /[őű]/,
  da: /[æø]/,
  sv: /[åäö]/,
  de: /[äöüß]/,
  pt: /[ãõ]/,
  es: /[ñ¿¡]/,
  fr: /[èêç]/,
  it: /[àù]/,
};

/** Each Latin-script language's stop words counted in `text` (plus 2 for letters only it uses); empty when too little text. */
function stopWordScores(text: string): Map<string, number> {
  const scores = new Map<string, number>();
  const words = text.toLowerCase().match(/[\p{L}]+/gu) ?? [];
  if (words.length < 8) return scores;
  const counts = new Map<string, number>();
  for (const w of words.slice(0, 4000)) counts.set(w, (counts.get(w) ?? 0) + 1);
  for (const [lang, stops] of Object.entries(STOP)) {
    let score = 0;
    for (const s of new Set(stops)) score += counts.get(s) ?? 0;
    if (MARKS[lang]?.test(text)) score += 2;
    scores.set(lang, score);
  }
  return scores;
}

/** The language of `text` by its script, else by stop-word counts; null when too little text or no clear winner. */
export function languageOfText(text: string): string | null {
  const byScript = scriptLanguage(text);
  if (byScript) return byScript;
  let best: string | null = null;
  let bestScore = 0;
  let second = 0;
  for (const [lang, score] of stopWordScores(text)) {
    if (score > bestScore) [second, bestScore, best] = [bestScore, score, lang];
    else if (score > second) second = score;
  }
  if (bestScore < 3 || bestScore <= second) return null;
  return best === 'sh' ? bcsLanguage(text.toLowerCase().match(/\p{L}+/gu) ?? []) : best;
}

/**
 * Tags pages write for a language that is not theirs: Norwegian's written forms (nb, nn) are
 * reported as Norwegian (no), and a country's code used as its language's ("se" on Swedish pages,
 * "dk", "gr", "cz", "jp" …) as that language. None of these codes is a language of recipe pages.
 */
const TAG_LANGUAGE: Record<string, string> = {
  nb: 'no',
  nn: 'no',
  se: 'sv',
  dk: 'da',
  gr: 'el',
  cz: 'cs',
  jp: 'ja',
  kr: 'ko',
  cn: 'zh',
  ua: 'uk',
  ee: 'et',
  rs: 'sr',
  vn: 'vi',
  il: 'he',
  ir: 'fa',
  gb: 'en',
  us: 'en',
};

const primary = (tag: string | undefined) => {
  const m = /^\s*([a-z]{2,3})(?:[-_][a-z0-9]+)*\s*$/i.exec(tag ?? '');
  const code = m?.[1]?.toLowerCase();
  return code ? (TAG_LANGUAGE[code] ?? code) : null;
};

/** Stop words of the text's language counted, and words of text read, before a declared language with none of its own loses to it: a recipe's text, not a phrase. */
const PLAIN_USE = 5;
const PLAIN_WORDS = 40;

/**
 * Whether a recipe text holds none of a declared Latin-script language's stop words while it uses
 * another's plainly ("en-US" around "Das Fleisch mit der Sahne und den Pilzen …"): a template's default,
 * not the recipe's language. A declared language without a stop-word list (cs, no) is never judged.
 */
function usesNoneOf(declared: string, guessed: string, text: string): boolean {
  if ((text.match(/\p{L}+/gu) ?? []).length < PLAIN_WORDS) return false;
  const scores = stopWordScores(text);
  return scores.get(stopKey(declared)) === 0 && (scores.get(stopKey(guessed)) ?? 0) >= PLAIN_USE;
}

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
      if ((el.attrs['http-equiv'] ?? '').toLowerCase() === 'content-language' && contentLanguage === null)
        contentLanguage = primary(el.attrs.content?.split(',')[0]);
    } else if (el.tag === 'body') break;
  }
  const guessed = languageOfText(text);
  const declared: [string | null, LanguageSource][] = [
    [htmlLang, 'html-lang'],
    [ogLocale, 'og-locale'],
    [contentLanguage, 'content-language'],
    [primary(jsonLdLanguage ?? undefined), 'json-ld'],
  ];
  for (const [language, source] of declared) {
    // A template's default ("en-US" around a recipe written in Urdu or Chinese) loses to the script of the recipe's own text,
    // and to a Latin-script language the text plainly uses when it holds none of the declared one's common words.
    if (language)
      return guessed && (otherScript(language, guessed) || usesNoneOf(language, guessed, text)) ? { language: guessed, source: 'text' } : { language, source };
  }
  return guessed ? { language: guessed, source: 'text' } : { language: null, source: null };
}
