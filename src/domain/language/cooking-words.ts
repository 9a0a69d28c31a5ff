/**
 * How a food is cooked or cut, or that it is raw or canned, said in other languages ("ayam goreng", "pollo
 * asado", "cebolla cruda", "petto di pollo", "Hähnchenbrust", "鶏むね肉", "อกไก่"), as the English
 * word the tables and the search use ("fried", "roasted", "raw", "breast"). The tables name a food's forms in English only, and a translation
 * names the plain food ("ayam" is chicken): the other word says which of its forms is meant.
 *
 * Review rules:
 * - An entry is a word for a way of cooking or a cut, not a dish: "Spiegelei" (a fried egg) is
 *   "Spiegel" + "Ei"; "cocido" alone (a Spanish stew) is boiled only beside a food.
 * - A word that is also a food or a plain word of the language beside foods is left out: French
 *   "blanc" (white, as in "riz blanc"), "poitrine" (pork belly), Italian "soda" (hard, and
 *   the drink), Japanese "もも" (peach),
 *   Turkish "but" (English "but"), Chinese "炒" (scrambled as often as fried).
 * - Inflected forms are written out (gender, number, Tagalog's linker "-ng").
 * - Values are words the English search reads: cooking words of src/search/cooking.ts, the states
 *   the tables' names say (raw, scrambled), cut words of their names (breast, thigh, leg, drumstick,
 *   fillet).
 */

import { normalise } from './text';

type CookingWord = 'fried' | 'boiled' | 'hard boiled' | 'steamed' | 'roasted' | 'grilled' | 'baked' | 'cooked' | 'raw' | 'scrambled' | 'hot' | 'canned';
type CutWord = 'breast' | 'thigh' | 'leg' | 'drumstick' | 'fillet';

interface LanguageWords {
  cooking: Record<string, CookingWord>;
  cuts?: Record<string, CutWord>;
  /**
   * Where a word may sit inside another without a space: `affix` at either end of a word (German
   * and Dutch compounds, "Lachsfilet"; Thai and Korean, "ไข่ต้ม"), `inside` anywhere in it (Chinese
   * and Japanese: "鸡胸肉" is 鸡肉 with 胸 inside).
   */
  joined?: 'affix' | 'inside';
}

/** Every inflection of a Romance adjective from its masculine stem ending in -o ("frito" → frita, fritos, fritas). */
const romance = (masculine: string, word: CookingWord): Record<string, CookingWord> => {
  const stem = masculine.slice(0, -1);
  return Object.fromEntries(['o', 'a', 'os', 'as'].map((end) => [stem + end, word]));
};
/** Italian: -o, -a, -i, -e. */
const italian = (masculine: string, word: CookingWord): Record<string, CookingWord> => {
  const stem = masculine.slice(0, -1);
  return Object.fromEntries(['o', 'a', 'i', 'e'].map((end) => [stem + end, word]));
};
/** French: -, -e, -s, -es. */
const french = (masculine: string, word: CookingWord): Record<string, CookingWord> =>
  Object.fromEntries(['', 'e', 's', 'es'].map((end) => [masculine + end, word]));
/** German and Dutch adjective endings. */
const germanic = (base: string, word: CookingWord, ends = ['', 'e', 'er', 'es', 'en', 'em']): Record<string, CookingWord> =>
  Object.fromEntries(ends.map((end) => [base + end, word]));
/** Polish: -y, -a, -e, -i (masculine, feminine, neuter and plural). */
const polish = (masculine: string, word: CookingWord): Record<string, CookingWord> => {
  const stem = masculine.slice(0, -1);
  return Object.fromEntries(['y', 'a', 'e', 'i'].map((end) => [stem + end, word]));
};

/** Russian: the adjective's stem and its masculine ending -ый or -ой ("жарен" → жареный, жареная, жареное, жареные). */
const russian = (stem: string, masculine: 'ый' | 'ой', word: CookingWord): Record<string, CookingWord> =>
  Object.fromEntries([masculine, 'ая', 'ое', 'ые'].map((end) => [stem + end, word]));

const COOKING_WORDS: Record<string, LanguageWords> = {
  fr: {
    cooking: {
      ...french('roti', 'roasted'),
      ...french('grille', 'grilled'),
      ...french('frit', 'fried'),
      ...french('poele', 'fried'),
      ...french('bouilli', 'boiled'),
      ...french('cuit', 'cooked'),
      cru: 'raw',
      crue: 'raw',
      crus: 'raw',
      crues: 'raw',
      ...french('brouille', 'scrambled'),
      ...french('poche', 'boiled'),
      'a la vapeur': 'steamed',
      vapeur: 'steamed',
      'au four': 'baked',
      // Canned, as the tables' "Fish, tuna, light, canned in water".
      'en conserve': 'canned',
    },
    cuts: { cuisse: 'leg', cuisses: 'leg', pilon: 'drumstick', pilons: 'drumstick', filet: 'fillet', filets: 'fillet' },
  },
  es: {
    cooking: {
      ...romance('frito', 'fried'),
      ...romance('asado', 'roasted'),
      ...romance('hervido', 'boiled'),
      ...romance('cocido', 'boiled'),
      ...romance('crudo', 'raw'),
      ...romance('revuelto', 'scrambled'),
      'a la plancha': 'grilled',
      'a la parrilla': 'grilled',
      'al horno': 'baked',
      'al vapor': 'steamed',
      // Served hot, as the tables' "Hot chocolate", "Tea, hot" (spicy is "picante").
      caliente: 'hot',
      calientes: 'hot',
      'en lata': 'canned',
      ...romance('enlatado', 'canned'),
    },
    cuts: { pechuga: 'breast', pechugas: 'breast', muslo: 'thigh', muslos: 'thigh', contramuslo: 'thigh', filete: 'fillet' },
  },
  it: {
    cooking: {
      ...italian('fritto', 'fried'),
      ...italian('bollito', 'boiled'),
      ...italian('lesso', 'boiled'),
      // Not "soda", the drink.
      sodo: 'hard boiled',
      sodi: 'hard boiled',
      sode: 'hard boiled',
      ...italian('grigliato', 'grilled'),
      ...italian('cotto', 'cooked'),
      ...italian('crudo', 'raw'),
      ...italian('strapazzato', 'scrambled'),
      arrosto: 'roasted',
      'alla griglia': 'grilled',
      'al forno': 'baked',
      'al vapore': 'steamed',
      // Not "caldo": broth in Spanish and Portuguese.
      calda: 'hot',
      caldi: 'hot',
      calde: 'hot',
      'in scatola': 'canned',
    },
    cuts: { petto: 'breast', coscia: 'thigh', cosce: 'thigh', fuso: 'drumstick', filetto: 'fillet' },
  },
  pt: {
    cooking: {
      ...romance('frito', 'fried'),
      ...romance('assado', 'roasted'),
      ...romance('grelhado', 'grilled'),
      ...romance('cozido', 'boiled'),
      cru: 'raw',
      crua: 'raw',
      crus: 'raw',
      cruas: 'raw',
      ...romance('mexido', 'scrambled'),
      'ao vapor': 'steamed',
      'no vapor': 'steamed',
      'no forno': 'baked',
      'ao forno': 'baked',
      quente: 'hot',
      quentes: 'hot',
      'em lata': 'canned',
      ...romance('enlatado', 'canned'),
    },
    cuts: { peito: 'breast', coxa: 'thigh', sobrecoxa: 'thigh', file: 'fillet' },
  },
  de: {
    cooking: {
      ...germanic('gebraten', 'fried'),
      ...germanic('frittiert', 'fried'),
      ...germanic('gekocht', 'boiled'),
      ...germanic('hartgekocht', 'hard boiled'),
      ...germanic('gedampft', 'steamed'),
      ...germanic('gedunstet', 'steamed'),
      ...germanic('gegrillt', 'grilled'),
      ...germanic('gebacken', 'baked'),
      ...germanic('gerostet', 'roasted'),
      ...germanic('roh', 'raw'),
      // Rührei, scrambled egg.
      ruhr: 'scrambled',
      spiegel: 'fried',
      'aus der dose': 'canned',
    },
    cuts: { brust: 'breast', schenkel: 'thigh', keule: 'leg', filet: 'fillet' },
    joined: 'affix',
  },
  nl: {
    cooking: {
      ...germanic('gekookt', 'boiled', ['', 'e']),
      ...germanic('gebakken', 'fried', ['']),
      ...germanic('gegrild', 'grilled', ['', 'e']),
      ...germanic('gestoomd', 'steamed', ['', 'e']),
      ...germanic('geroosterd', 'roasted', ['', 'e']),
      ...germanic('gebraden', 'roasted', ['']),
      ...germanic('rauw', 'raw', ['', 'e']),
      // Roerei, scrambled egg.
      roer: 'scrambled',
      'uit blik': 'canned',
    },
    cuts: { borst: 'breast', dij: 'thigh', filet: 'fillet' },
    joined: 'affix',
  },
  id: {
    cooking: { goreng: 'fried', rebus: 'boiled', bakar: 'grilled', panggang: 'roasted', kukus: 'steamed', mentah: 'raw' },
    cuts: { dada: 'breast', paha: 'thigh' },
  },
  ms: {
    cooking: { goreng: 'fried', rebus: 'boiled', bakar: 'grilled', panggang: 'roasted', kukus: 'steamed', mentah: 'raw' },
    cuts: { dada: 'breast', paha: 'thigh' },
  },
  tl: {
    cooking: {
      prito: 'fried',
      pritong: 'fried',
      pinirito: 'fried',
      piniritong: 'fried',
      nilaga: 'boiled',
      nilagang: 'boiled',
      inihaw: 'grilled',
      'inihaw na': 'grilled',
      pinasingawan: 'steamed',
    },
    cuts: { pitso: 'breast', hita: 'thigh' },
  },
  tr: {
    cooking: {
      kizarmis: 'fried',
      // The noun, said after the food: "patates kızartması" (fried potatoes), "patlıcan kızartması".
      kizartma: 'fried',
      kizartmasi: 'fried',
      haslanmis: 'boiled',
      izgara: 'grilled',
      firinda: 'baked',
      kavrulmus: 'roasted',
      sahanda: 'fried',
      bugulama: 'steamed',
      cig: 'raw',
      konserve: 'canned',
    },
    cuts: { gogsu: 'breast', gogus: 'breast', fileto: 'fillet' },
  },
  pl: {
    cooking: {
      ...polish('smazony', 'fried'),
      ...polish('gotowany', 'boiled'),
      ...polish('pieczony', 'roasted'),
      ...polish('grillowany', 'grilled'),
      ...polish('surowy', 'raw'),
      sadzone: 'fried',
      'na twardo': 'hard boiled',
      'na parze': 'steamed',
      'z grilla': 'grilled',
      'z puszki': 'canned',
    },
    cuts: { piers: 'breast', udko: 'thigh', udka: 'thigh', filet: 'fillet' },
  },
  ru: {
    cooking: {
      ...russian('жарен', 'ый', 'fried'),
      ...russian('варен', 'ый', 'boiled'),
      ...russian('отварн', 'ой', 'boiled'),
      ...russian('запечен', 'ый', 'baked'),
      ...russian('печен', 'ый', 'baked'),
      'на пару': 'steamed',
      'на гриле': 'grilled',
      ...russian('консервированн', 'ый', 'canned'),
    },
    cuts: { грудка: 'breast', грудки: 'breast', бедро: 'thigh', бедрышко: 'thigh', голень: 'drumstick', филе: 'fillet' },
  },
  zh: {
    cooking: { 炸: 'fried', 煎: 'fried', 水煮: 'boiled', 煮: 'boiled', 蒸: 'steamed', 烤: 'roasted' },
    cuts: { 胸: 'breast', 腿: 'leg' },
    joined: 'inside',
  },
  ja: {
    cooking: { 焼き: 'grilled', ゆで: 'boiled', 茹で: 'boiled', 揚げ: 'fried', 蒸し: 'steamed' },
    cuts: { むね: 'breast', 胸: 'breast' },
    joined: 'inside',
  },
  ko: {
    cooking: { 튀긴: 'fried', 삶은: 'boiled', 구운: 'roasted', 찐: 'steamed', 구이: 'grilled' },
    cuts: { 가슴살: 'breast', 다리: 'leg' },
    joined: 'affix',
  },
  th: {
    cooking: { ทอด: 'fried', ต้ม: 'boiled', ย่าง: 'grilled', อบ: 'baked', นึ่ง: 'steamed', ดาว: 'fried' },
    cuts: { อก: 'breast', น่อง: 'drumstick' },
    joined: 'affix',
  },
  // Vietnamese names the cut before the animal, as a word of its own ("ức gà", chicken breast), and
  // the way of cooking after the food ("gà rán", "khoai tây chiên", "trứng luộc"); typed without
  // tone marks alike ("khoai tay chien"): search folds them. Not "sống" (raw), English "song".
  vi: {
    cooking: { chiên: 'fried', rán: 'fried', luộc: 'boiled', nướng: 'grilled', hấp: 'steamed' },
    cuts: { ức: 'breast', đùi: 'leg' },
  },
  // Arabic says the way of cooking after the food, an adjective agreeing with it: masculine and
  // feminine ("دجاج مقلي", "بطاطس مقلية"), ة typed as ه alike (search folds it).
  ar: {
    cooking: {
      مقلي: 'fried',
      مقلية: 'fried',
      مسلوق: 'boiled',
      مسلوقة: 'boiled',
      مشوي: 'grilled',
      مشوية: 'grilled',
      'على البخار': 'steamed',
    },
    cuts: { صدر: 'breast', صدور: 'breast', فخذ: 'thigh', افخاذ: 'thigh', فيليه: 'fillet' },
  },
  // Bengali puts the word before or after the food ("সেদ্ধ ডিম", "ডিম সেদ্ধ", "আলু ভাজা"); সিদ্ধ is
  // the older spelling of boiled.
  bn: {
    cooking: { সেদ্ধ: 'boiled', সিদ্ধ: 'boiled', ভাজা: 'fried', ভাপা: 'steamed', কাঁচা: 'raw' },
  },
};

export interface PreparedFood {
  /** The words that name the food, as typed but normalised ("pollo"). */
  food: string;
  /**
   * The food's part of a compound without the letters that join it to the rest ("Putenbrust":
   * "pute"; "Rinderfilet": "rind"), to read when the part as written names no food.
   */
  unjoined: string[];
  cooking: CookingWord | null;
  cut: CutWord | null;
  /**
   * The languages whose words were read ("cozida": Portuguese): of foods the food's words name
   * alike in several languages ("batata": potato in Portuguese, sweet potato in Spanish), theirs.
   */
  langs: string[];
}

interface Entry {
  word: CookingWord | CutWord;
  kind: 'cooking' | 'cut';
  /** The languages that say it so. */
  langs: string[];
  joined?: 'affix' | 'inside';
}

/**
 * Every language's words in one table, normalised as queries are. A word two languages give
 * different senses is no sure word of either, and is left out.
 */
const ENTRIES: ReadonlyMap<string, Entry> = (() => {
  const out = new Map<string, Entry | null>();
  for (const [lang, { cooking, cuts = {}, joined }] of Object.entries(COOKING_WORDS)) {
    const pairs: [string, Entry][] = [
      ...Object.entries(cooking).map(([k, word]): [string, Entry] => [k, { word, kind: 'cooking', langs: [lang], joined }]),
      ...Object.entries(cuts).map(([k, word]): [string, Entry] => [k, { word, kind: 'cut', langs: [lang], joined }]),
    ];
    for (const [key, entry] of pairs) {
      const k = normalise(key);
      const had = out.get(k);
      if (had === undefined) out.set(k, entry);
      else if (had && had.word !== entry.word) out.set(k, null);
      else if (had) out.set(k, { ...had, langs: [...had.langs, lang], joined: had.joined ?? entry.joined });
    }
  }
  return new Map([...out].filter((e): e is [string, Entry] => e[1] !== null));
})();

/** Entries of several words first: "a la plancha" before a "plancha" alone; each with its words. */
const PHRASES = [...ENTRIES.keys()]
  .sort((a, b) => b.split(' ').length - a.split(' ').length || b.length - a.length)
  .map((phrase) => ({ entry: ENTRIES.get(phrase)!, parts: phrase.split(' ') }));

/** Words joining a cut or a way of cooking to the food: "pechuga de pollo", "petto di pollo", "inihaw na manok". */
const LINKERS = new Set(['de', 'del', 'di', 'da', 'do', 'du', 'z', 'na', 'ng', 'von']);

/** The shortest Latin part of a compound left for the food ("ei" of "Spiegelei"); in other scripts one sign will do ("鸡" of "烤鸡"). */
const MIN_LATIN_FOOD_PART = 2;
/** The shortest Latin word read inside a compound: "brust", "filet"; not "dij" in any word ending so. */
const MIN_LATIN_AFFIX = 4;

/**
 * The food and what the query says of its cooking or cut ("pollo asado" → pollo, roasted; "鸡胸肉"
 * → 鸡肉, breast), or null when it says neither or nothing is left for the food. Whole words are read
 * first, then words joined to the food (compounds, scripts without spaces).
 */
export function preparedFood(query: string): PreparedFood | null {
  let words = normalise(query).split(' ').filter(Boolean);
  const found: PreparedFood = { food: '', unjoined: [], cooking: null, cut: null, langs: [] };
  const take = (entry: Entry): boolean => {
    if (entry.kind === 'cooking' ? found.cooking : found.cut) return false;
    if (entry.kind === 'cooking') found.cooking = entry.word as CookingWord;
    else found.cut = entry.word as CutWord;
    // Both words read: the languages that say both, when some do.
    const both = found.langs.filter((l) => entry.langs.includes(l));
    found.langs = found.langs.length === 0 ? entry.langs : both.length > 0 ? both : [...found.langs, ...entry.langs];
    return true;
  };
  for (const { entry, parts } of PHRASES) {
    if (!words.includes(parts[0]!)) continue;
    const at = words.findIndex((_, i) => parts.every((p, j) => words[i + j] === p));
    if (at >= 0 && take(entry)) words = [...words.slice(0, at), ...words.slice(at + parts.length)];
  }
  words = words.map((w) => {
    const part = joinedPart(w, take);
    if (part !== w && /^[a-z]+$/.test(part)) found.unjoined = unjoined(part);
    return part;
  });
  while (words.length > 0 && LINKERS.has(words[0]!)) words.shift();
  while (words.length > 0 && LINKERS.has(words.at(-1)!)) words.pop();
  if ((!found.cooking && !found.cut) || words.length === 0) return null;
  const food = words.join(' ');
  return { ...found, food, unjoined: words.length === 1 ? found.unjoined : [] };
}

/** Letters German and Dutch put between the parts of a compound ("Kalbs-", "Puten-", "Schweine-", "Rinder-"), fewest first: the least taken off. */
const LINKING_LETTERS = ['s', 'n', 'e', 'en', 'er', 'es', 'ens'];

/** A compound's first part without each linking ending it may have, keeping three letters at least. */
function unjoined(part: string): string[] {
  return LINKING_LETTERS.filter((end) => part.endsWith(end) && part.length - end.length >= 3).map((end) => part.slice(0, -end.length));
}

/** The entries that may sit joined to a food, in table order, with whether each is Latin (short Latin words are never read inside another). */
const JOINED = [...ENTRIES]
  .map(([key, entry]) => ({ key, entry, latin: /^[a-z]+$/.test(key) }))
  .filter(({ key, entry, latin }) => entry.joined && !(latin && key.length < MIN_LATIN_AFFIX));

/** A word without the cooking or cut word joined to it, taken by `take`; the word itself when none is. */
function joinedPart(word: string, take: (entry: Entry) => boolean): string {
  for (const { key, entry, latin } of JOINED) {
    if (key === word) continue;
    let rest: string | null = null;
    if (word.startsWith(key)) rest = word.slice(key.length);
    else if (word.endsWith(key)) rest = word.slice(0, -key.length);
    else if (entry.joined === 'inside' && word.includes(key)) rest = word.replace(key, '');
    if (rest !== null && rest.length >= (latin ? MIN_LATIN_FOOD_PART : 1) && take(entry)) return rest;
  }
  return word;
}
