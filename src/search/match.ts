/**
 * How sure a search hit is: the `match` object on every hit.
 *
 * `method` says how the food was found; `score` is a confidence in 0-1, calibrated on the tune
 * half of bench/data/world-queries.json (bench/world-search.ts) so that hits scored ≥ 0.8 are the
 * right food at least 95 % of the time. It is derived from the lexical band of the hit (see
 * lexical.ts), never from the rank alone:
 *   exact name / alias / translation (band A)                 0.90-0.97
 *   the query is the food's head ("milk" → "Milk, whole") (B)  0.78
 *   a product whose brand the query names, every word matched  0.82
 *   a store product named exactly as a query without its brand  0.75 (src/products/merge.ts)
 *   a generic food whose name gives the brand the query names   0.82
 *     ("snickers" → "Candies, MARS SNACKFOOD US, SNICKERS Bar")
 *   a brand the food only stands in for (FNDDS "Kit Kat" for
 *     "Chocolate candy, cookie filled"; alias, band C)          0.67-0.69
 *   a generic food containing every query word (C)             0.55-0.70
 *   a product containing every query word (D)                  0.45-0.55
 *   no food holds every word; the query's head names this one    0.40
 *     ("cherry tomatoes" → "Tomatoes, red, ripe, raw")
 *   semantic similarity only                                   ≤ 0.60
 *   part of the query only (E)                                 < 0.30: never an answer
 *   a short word (≤ 4 letters) read as a typo of another        ≤ 0.25: never an answer
 *   a query word few names hold that also reads as a slip for   ≤ 0.75
 *     a far commoner word ("omlet": a Turkish name, and "omelet")
 *   a one-syllable Vietnamese name typed without its tone mark  ≤ 0.75
 *     ("bap" for "bắp", corn)
 *   a Hindi or Urdu name met by its head word alone             ≤ 0.75
 *     ("mirch", chilli, for "Shimla mirch", capsicum)
 *   a brand's line met (A or B) by words none of its brand's    ≤ 0.75
 *     ("smores" of "KELLOGG'S KRAVE Smores")
 *   a taxonomy's translation met whole whose words the English  ≤ 0.75
 *     names use of other foods ("panini": "Panini bread")
 *   a name only a description gives, no word of the food's own, ≤ 0.75
 *     another food named by the query ("sprinkle" of a doughnut)
 *   a translation linked through an English name that answers   ≤ 0.75
 *     several foods alike ("santan" through "coconut milk")
 * Below ANSWER_THRESHOLD a hit is only a suggestion: the search answers no food.
 */
import { BAND_EXACT, BAND_GENERIC, BAND_HEAD, BAND_PRODUCT, type LexicalHit } from './lexical';
import { round } from '../domain/round';
import { keptPerKey } from '../domain/kept';
import { nameKey, normalise, stem, tokenize, withoutAsides } from '../domain/language/text';
import { brandWordsOf, isPlainWord } from './doc';
import { CONFIDENT_MATCH, type Match, type MatchMethod } from '../domain/foods/name-index';
import { HINDI_KEY_LANGS } from '../domain/language/indic';
import { isCookingWord } from './cooking';
import { sharesWord } from '../domain/foods/stand-ins';
import { saysUnaskedFlavour } from './flavour-words';
import { MADE_UP, NEGATIONS, PLANT_MILK } from './without-words';
import { MAIN_FOODS } from '../domain/foods/main-foods';

/** The query's words as a name's words are read (tokenized, so stemmed once), for comparing with a name's tokens as they are. */
const askedWords = (queryWords: ReadonlySet<string>) => tokenize([...queryWords].join(' '));
/** The same words stemmed again, for comparing with a name's tokens stemmed again (a stem's stem may differ: "chees" → "chee"). */
const askedStems = (queryWords: ReadonlySet<string>) => askedWords(queryWords).map(stem);

/** The most a hit read through a typo or prefix can score. */
export const TYPO_CAP = 0.6;
/** The most a hit can score when a word of four letters or fewer was read as another ("dish soap"). */
const GUESS_CAP = 0.25;

/** A food named by the query's head only ("tomatoes" of "cherry tomatoes"): an answer, never a confident one. */
const QUERY_HEAD_SCORE = 0.4;

/**
 * A food the query is the head of, the rest only qualifying it ("milk" → "Milk, whole"), or whose
 * name says the query's words in another order ("whole milk" → "Milk, whole"): an answer, not a
 * confident one. Of such first answers to the English sets' tune halves asked of each set's code
 * before any rule for it (bench/calibration.ts --first-runs, sets 61-80), 8 of 13 were right:
 * "white eggs" is not "Egg, white", nor "steak quesadilla" "Quesadilla, NFS".
 */
const HEAD_BAND_SCORE = 0.78;

/** Hits scored at or above this are confident (the domain's threshold, one value). */
export const CONFIDENT = CONFIDENT_MATCH;
/** Hits below this are not an answer, only suggestions. */
export const ANSWER_THRESHOLD = 0.3;

/** Confidence of a lexical hit; `namesBrand`: the query names the product's brand; `name`: the food's name, when known. */
export function lexicalMatch(hit: LexicalHit, product: boolean, namesBrand: boolean, name?: string): Match {
  const s = hit.score;
  const method: MatchMethod =
    s >= BAND_EXACT
      ? hit.via === 'name'
        ? 'exact_name'
        : hit.via === 'alias'
          ? 'alias'
          : 'translation'
      : hit.via === 'translation'
        ? 'translation'
        : hit.via === 'stand_in'
          ? 'alias'
          : 'lexical';
  let score: number;
  if (s >= BAND_EXACT) score = hit.via === 'name' ? 0.97 : hit.via === 'alias' ? 0.95 : hit.respelt ? RESPELT_TRANSLATION : 0.92;
  else if (s >= BAND_HEAD) score = hit.brandNamed ? 0.82 : HEAD_BAND_SCORE;
  else if (!product && s >= BAND_GENERIC) score = 0.55 + 0.15 * ((s - BAND_GENERIC) / (BAND_HEAD - BAND_GENERIC));
  else if (product && s >= BAND_PRODUCT) score = namesBrand ? 0.82 : 0.45 + 0.1 * ((s - BAND_PRODUCT) / (BAND_GENERIC - BAND_PRODUCT));
  else if (hit.queryHead) score = QUERY_HEAD_SCORE;
  else score = 0.29 * Math.min(1, s / BAND_PRODUCT);
  // A typo or prefix reading is a guess at the word: never confident; of a short word, no answer.
  if (hit.inexact) score = Math.min(score, hit.guess ? GUESS_CAP : TYPO_CAP);
  // So is a romanised word met only by its sound: an answer, not a confident one.
  if (hit.keyed) score = Math.min(score, KEYED_CAP);
  // And a word a few names hold that also reads as a slip for a far commoner one ("omlet").
  if (hit.slip) score = Math.min(score, SLIP_CAP);
  // And an own name the query spells while naming another food whole in another language ("citron").
  if (hit.rivalled) score = Math.min(score, AMBIGUOUS_CAP);
  // And a taxonomy's translation whose words the tables' English names use of other foods ("panini").
  if (hit.englishWords) score = Math.min(score, ENGLISH_WORDS_CAP);
  // And a name in a tone-marked language typed without its marks.
  if (bareSyllable(hit)) score = Math.min(score, BARE_SYLLABLE_CAP);
  // And a Hindi or Urdu name met by its last word only, the words before it unsaid.
  if (s >= BAND_HEAD && s < BAND_EXACT && hit.via === 'translation' && HINDI_KEY_LANGS.has(hit.lang ?? '')) score = Math.min(score, HINDI_HEAD_CAP);
  // And an alias joining words of two parts of a name written in ';' parts ("hamburger patty").
  if (name !== undefined && aliasAcrossParts(hit, name)) score = Math.min(score, ACROSS_PARTS_CAP);
  // And a translation of an English name that answers several foods alike ("santan" through "coconut
  // milk"): one of them, no surer than the English. Marked when that alone keeps it from confidence.
  const oneOfMany = hit.oneOfMany === true && score >= CONFIDENT;
  if (oneOfMany) score = NAMESAKE_CAP;
  return { method, score: round(score, 3), text: hit.text, ...(hit.lang ? { lang: hit.lang } : {}), ...(oneOfMany ? { oneOfMany } : {}) };
}

/**
 * Confidence of a food found by the sentence encoder alone: never confident (the encoder cannot
 * tell "Milk, whole" from "Milk, dried"), an answer only when quite similar.
 */
export function semanticMatch(similarity: number): Match {
  return { method: 'semantic', score: round(Math.max(0, Math.min(0.6, (similarity - 0.5) * 1.2)), 3) };
}

/**
 * Words that make a food an ingredient of the dish it names ("Salad dressing, caesar", "Cookie
 * crumb topping", "Soup, chicken noodle, dry mix"; not "sauce": "Sauce, pesto" is pesto): unless the query says the word, the dish as
 * eaten is meant, so such a food ranks after foods of the same band and is never confident.
 */
const INGREDIENT_OF = /\b(dressing|seasoning|mix|topping|filling|crumbs?|starter|extract|flavou?ring|batter|dough)\b/gi;
/**
 * The INGREDIENT_OF words of a name outside parentheses, lower case. Kept per name (names are the
 * corpus's, so the memo is bounded by them; src/domain/kept.ts): every
 * search asks them of each food it lists, and the same foods are listed again and again.
 */
const ingredientWordsOf = keptPerKey(50_000, (name: string): readonly string[] =>
  (withoutAsides(name).replace(NEGATED, '').match(INGREDIENT_OF) ?? []).map((w) => w.toLowerCase()),
);
/** What a name says the food is without, to its segment's end ("Greek Salad, no dressing", "Potato skins without topping"). */
const NEGATED = /\b(no|without|excluding)\b[^,;]*/gi;
/**
 * Band-C dishes whose names join to the query's foods a meat, fish or pulse the query does not say
 * ("Beef and rice with gravy" for "rice and gravy"): in the first segment, with "and" or "with",
 * not as another of foods said with "or" ("Sweet and sour chicken or turkey").
 */
function addsMainFood(hits: readonly RankedHit[], nameOf: (id: string) => string, queryWords: ReadonlySet<string>): boolean[] {
  const asked = new Set(askedStems(queryWords));
  return hits.map((h) => {
    if (bandOf(h.score) !== 1) return false;
    const first = withoutAsides(nameOf(h.id)).split(',')[0]!.toLowerCase();
    if (!/ (?:and|with) /.test(first)) return false;
    const words = first.split(/[^a-z]+/).filter(Boolean);
    return words.some((w, i) => {
      if (!MAIN_FOODS.has(stem(w)) || asked.has(stem(w))) return false;
      const alternative = (words[i - 1] === 'or' && asked.has(stem(words[i - 2] ?? ''))) || (words[i + 1] === 'or' && asked.has(stem(words[i + 2] ?? '')));
      return !alternative;
    });
  });
}

/** SR28's foods of American Indian and Alaska Native peoples, named by the people in parentheses last. */
const PEOPLES_FOOD = /\((Alaska Native|Navajo|Northern Plains Indians|Shoshone Bannock|Hopi|Apache|Southwest|Klamath)\)\s*$/i;

/** Foods a people's name marks as theirs, for a query that names none of that people's words. */
function peoplesFood(hits: readonly RankedHit[], nameOf: (id: string) => string, queryWords: ReadonlySet<string>): boolean[] {
  return hits.map((h) => {
    const people = PEOPLES_FOOD.exec(nameOf(h.id))?.[1];
    return (
      people !== undefined &&
      !people
        .toLowerCase()
        .split(' ')
        .some((w) => queryWords.has(w))
    );
  });
}

/** What FNDDS says a food is for ("Tomatoes, for use on a sandwich", "Ham, for use with vegetables"). */
const FOR_USE = /\bfor use (?:on|in|with) (?:an? )?([a-z]+)/i;

/**
 * A food the table gives for use on or with the dish the query names ("tomato sandwich": not
 * "Tomatoes, for use on a sandwich"): part of that dish, as a dressing is of a salad.
 */
function forUseOnAsked(name: string, queryWords: ReadonlySet<string>): boolean {
  const dish = FOR_USE.exec(name)?.[1]?.toLowerCase();
  if (dish === undefined) return false;
  const said = stem(dish);
  return queryWords.has(said) || [...queryWords].some((w) => stem(w) === said);
}

/** A shell that a dish is made in, named first ("Cream puff shell", "Taco shells, baked", "Pie shell"; not "Stuffed shells"), or one said alone ("Cream puff, homemade, shell only"). */
const SHELL_OF = /^(?![^,]*\bstuffed\b)[^,]*\bshells?\b|,\s*shell only\b/i;
/** Whether a name is the shell of the dish it names, which the query asks for unless it says "shell" (INGREDIENT_OF). */
const isShellOf = (name: string) => SHELL_OF.test(withoutAsides(name));
/** The most an ingredient-of-a-dish hit can score for a query that does not name the ingredient. */
const INGREDIENT_CAP = 0.7;
/**
 * Words that join a food to the thing made of it in French, Spanish, Italian, Portuguese and
 * Catalan names ("néctares de abacaxi", "gâteau au fromage blanc", "pasta di gamberi"), as
 * normalised (no accents: "à" is "a").
 */
const OF_WORDS = new Set('de del della delle dello dei degli di da do das dos du des au aux a al alla ao con com amb'.split(' '));
/**
 * Heads of those names that are things made of a food, not the food or a part of it: drinks,
 * sweets, bakes, sauces, soups, spreads, fats and flours (normalised, singular). Not a cut or a
 * form ("pechuga de pollo" is chicken), nor a food named by its place ("moutarde de Dijon").
 */
const MADE_OF_HEADS = new Set(
  (
    'nectar nectare jus suco sumo zumo succo boisson bebida bevanda sirop jarabe xarope sciroppo liqueur licor liquore vinaigre vinagre aceto ' +
    'gateau tarte tartelette tarta torta pastel bolo biscuit galleta biscoito bolacha biscotto confiture mermelada marmelada marmellata gelee jalea geleia ' +
    'compote compota glace helado gelado gelato sorbet sorbete sorbetto mousse flan pudding bonbon caramelo caramella ' +
    'soupe sopa zuppa potage veloute sauce salsa molho sugo puree pure pate pasta beurre manteiga mantequilla burro huile aceite azeite oleo olio ' +
    'farine harina farinha farina fecule amidon almidon chips croquette croqueta yaourt yogur iogurte yogurt salade ensalada insalata salada ' +
    'concentre extrait extracto estratto poudre polvo'
  ).split(' '),
);
/** Languages that name a thing made of a food before the food, joined by an OF_WORDS word. */
export const ROMANCE = new Set(['fr', 'es', 'it', 'pt', 'ca', 'gl']);

/** A head word (normalised, singular or plural) that names a thing made of a food (MADE_OF_HEADS). */
export function madeThing(head: string): boolean {
  return MADE_OF_HEADS.has(head) || MADE_OF_HEADS.has(head.replace(/e?s$/, ''));
}
/**
 * The most a translation can score when the query is only what the named thing is made of: the
 * words after "de" ("abacaxi", pineapple, meets only Portuguese "néctares de abacaxi"). Another
 * food, an answer at most, never before a food the query names.
 */
const MADE_OF_CAP = 0.5;

/** Words before what a food is made of, in English names ("Pastry, Chinese, made with rice flour"). */
const MADE_WITH = /\b(?:made (?:with|from)|mainly)\b(.*)/i;

/**
 * A query of several words names a kind of its last word, as an English compound ends with its
 * head ("pastry flour" is a flour): a name that gives that word only as what the food is made of
 * ("Pastry, mainly flour and water, fried") or comes with ("Succotash, (corn and limas), canned,
 * with cream style corn"), its first segment not saying it, is a thing made of it, as a
 * translation "X de Y" is (namesMadeOf). A query joining foods itself asks for the dish ("tea with milk", "rice and peas").
 */
function madeWithHead(name: string, head: string | null, joinsFoods: boolean): boolean {
  if (head === null) return false;
  const made = MADE_WITH.exec(name)?.[1] ?? (joinsFoods ? undefined : COMES_WITH_SEGMENT.exec(name)?.[1]);
  if (!made) return false;
  const says = (text: string) => tokenize(text).includes(head);
  return says(made) && !says(name.split(',')[0]!);
}

/**
 * A query of several words names a kind of its last word ("steak sandwich" is a sandwich): of a
 * band, a name one of whose segments says the two last words the other way round ("Beef, sandwich
 * steaks") and none as asked comes after a name that says them as asked ("Steak sandwich or sub"),
 * as "milk chocolate" is no "chocolate milk". Only reordered: "Soup, chili beef" still answers
 * "beef chili" when no name says it as asked.
 */
function reversedCompound(hits: readonly RankedHit[], nameOf: (id: string) => string, queryWords: ReadonlySet<string>): boolean[] {
  const words = [...queryWords].slice(-2);
  if (words.length < 2 || words.some((w) => CONNECTIVES.has(w))) return hits.map(() => false);
  const [modifier, head] = words.map(stem) as [string, string];
  // Every word, stop words too: "sandwich or sub" joins two names, it makes no compound.
  const order = hits.map((h) => {
    let reversed = false;
    for (const stems of segmentStems(nameOf(h.id))) {
      for (let i = 1; i < stems.length; i++) {
        if (stems[i - 1] === modifier && stems[i] === head) return 'asked';
        if (stems[i - 1] === head && stems[i] === modifier) reversed = true;
      }
    }
    return reversed ? 'reversed' : null;
  });
  return order.map((o, i) => o === 'reversed' && order.some((p, j) => p === 'asked' && bandOf(hits[j]!.score) === bandOf(hits[i]!.score)));
}

/** Each comma segment of a name, every word stemmed, stop words too; kept per name (the corpus's names, asked of every search's hits). */
const segmentStems = keptPerKey(50_000, (name: string): readonly string[][] => name.split(',').map((segment) => normalise(segment).split(' ').map(stem)));

/** Words that join a query's foods ("rice and beans"), not a compound's. */
const CONNECTIVES = new Set(['and', 'or', 'with', 'in', 'of', 'n']);

/**
 * The stem of a query's last word when it has several (madeWithHead's head), else null; and null
 * when a word joins foods before it: "oatmeal with water" is oatmeal, no kind of water. "Of" joins
 * a food to what is made of it, and the compound stands ("cream of potato soup" is a soup).
 */
function compoundHead(queryWords: ReadonlySet<string>): string | null {
  const words = [...queryWords];
  return words.length < 2 || words.some((w) => w !== 'of' && CONNECTIVES.has(w)) ? null : stem(words.at(-1)!);
}

/**
 * The translation names a thing made of the query's food (MADE_OF_HEADS): the query's first word
 * follows that head, just after a word that joins a food to what is made of it (OF_WORDS; French
 * "d'" is read with its word, "nectar dananas").
 */
function namesMadeOf(match: Match, queryWords: ReadonlySet<string>): boolean {
  if (match.method !== 'translation' || !match.text || !match.lang || !ROMANCE.has(match.lang)) return false;
  const first = [...queryWords][0];
  if (!first) return false;
  const words = normalise(match.text).split(' ');
  const head = words[0]!;
  if (queryWords.has(head) || !madeThing(head)) return false;
  const key = stem(first);
  const i = words.findIndex((w) => stem(w) === key || (w.length > 1 && w[0] === 'd' && stem(w.slice(1)) === key));
  if (i <= 0) return false;
  return stem(words[i]!) !== key || OF_WORDS.has(words[i - 1]!);
}

/**
 * The most a taxonomy's translation met whole can score when its words are words of the tables'
 * English names of other foods (LexicalHit.englishWords: "panini", Italian for sandwiches, and
 * CIQUAL's "Panini bread"): the query may be the English word. An answer, not a confident one.
 */
const ENGLISH_WORDS_CAP = 0.75;
/** The most a translation can score when another food's translation matches as well. */
const AMBIGUOUS_CAP = 0.7;
/**
 * The most a name met only by the sound of a romanised word can score: a guess at its spelling
 * ("pyaaz" meets IFCT's "Pyaz", which names an onion stalk; of such answers on the world queries'
 * tune half, 4 of 6 were right).
 */
const KEYED_CAP = 0.75;
/**
 * The most a Vietnamese name can score when the query leaves out its tone marks: a Vietnamese
 * word is one syllable, told from up to five others by its mark ("bắp", corn, has namesakes
 * without it), and typed bare it meets short words of other languages by chance ("bap", an English
 * bread roll). Names of several syllables typed bare are how other languages write the dishes they
 * borrow ("banh mi" is the sandwich, "bánh mì" bread): an answer, not a confident one.
 */
const BARE_SYLLABLE_CAP = 0.75;
/** Languages that write each syllable as a word and tell words apart by tone marks. */
const TONE_MARKED_SYLLABLES = new Set(['vi']);
const bareSyllable = (hit: LexicalHit) => hit.via === 'translation' && hit.unaccented === true && TONE_MARKED_SYLLABLES.has(hit.lang ?? '');
/**
 * The most a Hindi or Urdu name can score when the query is only its head, the last word: the
 * words before it often make a name of another food, not a kind of this one ("Shimla mirch" is
 * capsicum, not chilli; "Kamal kakdi" lotus root, not cucumber; "Jangal jalebi" a fruit, not
 * the sweet). An answer, not a confident one.
 */
const HINDI_HEAD_CAP = 0.75;
/** The most a hit can score when a query word that a few names hold also reads as a slip for a far commoner word (LexicalHit.slip). */
const SLIP_CAP = 0.75;
/**
 * The most an alias can score whose words a name written in ';' parts (SR28's and CNF's fast foods:
 * "Fast foods, hamburger; double, regular, patty; plain") gives only across two of its parts: it
 * joins the food of one part to a note of another (the patty count is no hamburger patty). An
 * answer, not a confident one.
 */
const ACROSS_PARTS_CAP = 0.75;
/** Whether an alias hit's words are all words of the name but no one ';' part of it holds them all (stemmed). */
function aliasAcrossParts(hit: LexicalHit, name: string): boolean {
  if (hit.via !== 'alias' || !name.includes(';')) return false;
  const words = tokenize(hit.text).map(stem);
  const parts = name.split(';').map((part) => new Set(tokenize(part).map(stem)));
  const all = new Set(parts.flatMap((part) => [...part]));
  return words.length > 1 && words.every((w) => all.has(w)) && !parts.some((part) => words.every((w) => part.has(w)));
}
/** An exact translation met only through the stemmer ("fraises" → "fraise"): confident, less than one spelt as the query. */
const RESPELT_TRANSLATION = 0.88;

interface RankedHit {
  id: string;
  score: number;
  match: Match;
  respelt?: boolean;
  /** The query is a brand the food's name gives, with nothing but its words (LexicalHit.brandNamed). */
  brandNamed?: boolean;
}

/** Lexical band of a rank score (the fused score keeps the bands' order). */
function bandOf(score: number): number {
  return score >= BAND_EXACT ? 3 : score >= BAND_HEAD ? 2 : score >= BAND_GENERIC ? 1 : 0;
}

/**
 * Final order and confidence of a result list (see INGREDIENT_OF), and ambiguity: a translation
 * that also names another kind of food ("miele") is not confident.
 */
export function settleHits<H extends RankedHit>(
  hits: H[],
  nameOf: (id: string) => string,
  queryWords: ReadonlySet<string>,
  isPlain: (id: string, text: string) => boolean = () => false,
  isDescribed: (id: string, text: string) => boolean = () => false,
  isStandIn: (id: string, text: string) => boolean = () => false,
): H[] {
  hits = plainerSiblingsFirst(hits, nameOf, queryWords);
  const askedShell = [...queryWords].some((w) => stem(w) === 'shell');
  const part = hits.map(
    (h) =>
      ingredientWordsOf(nameOf(h.id)).some((w) => !queryWords.has(w)) || (!askedShell && isShellOf(nameOf(h.id))) || forUseOnAsked(nameOf(h.id), queryWords),
  );
  const head = compoundHead(queryWords);
  const joinsFoods = [...queryWords].some((w) => CONNECTIVES.has(w));
  const madeOf = hits.map((h) => namesMadeOf(h.match, queryWords) || madeWithHead(nameOf(h.id), head, joinsFoods));
  const oneOfMany = namesakes(hits, nameOf, isPlain);
  // The query names the food the name heads, but the name adds what it comes with: another dish.
  // So does an alias that is the name cut before "with" ("sliced turkey" of "Sliced turkey with
  // mashed potatoes and peas"): the query met the dish's head, not the dish.
  // So does a mixture whose name lists its foods ("Lamb or mutton, rice, and vegetables …"): the
  // query met the first of them only.
  const headMet = hits.map((h) => bandOf(h.score) === 2 || (bandOf(h.score) === 3 && h.match.method === 'alias'));
  const listed = hits.map((h) => {
    const food = listedFood(nameOf(h.id));
    return food !== null && !queryWords.has(food);
  });
  const dish = hits.map(
    (h, i) => headMet[i]! && (listed[i]! || (nameOf(h.id).match(COMES_WITH) ?? []).some((w) => !queryWords.has(w.split(/\s+/)[1]!.toLowerCase()))),
  );
  // A brand's line met by an exact name ("KEEBLER, ZESTA, Saltines, Original" for "saltines") the
  // query does not name: after the unbranded foods of that name, as the rank prior puts it, though
  // its name is spelt as typed. Below band A a brand's line may be the only food of its kind ("Oil,
  // PAM cooking spray") and keeps its place. Met exactly or as the query's head, it is one maker's
  // food of that name, not the food asked for by its own name: an answer, not a confident one
  // (BRAND_LINE_CAP).
  const brandUnsaid = hits.map((h) => {
    if (bandOf(h.score) < 2) return false;
    const brand = brandWordsOf(nameOf(h.id)).flatMap((w) => normalise(w).split(' '));
    return brand.length > 0 && !brand.some((w) => queryWords.has(w));
  });
  const branded = hits.map((h, i) => brandUnsaid[i]! && bandOf(h.score) === 3);
  // Of foods matched as well, the plain or default namesake before the others ("Beets, raw" before "Beets, canned").
  // A name that only the query heads, though an alias says it ("milk chocolate" of "Milk chocolate,
  // filled"), ranks as the head match it is: after the foods that head match answers surely ("Candies, milk chocolate").
  // A food whose name joins as one the words a query parts with "in" ("Pineapple juice" for
  // "pineapple in juice") is another food: after every food of the band below.
  // A dish of X served with a sauce ("Turkey with gravy") for a query naming the sauce made of X
  // ("turkey gravy") is another food too, and goes as far.
  // A food packed in what the query names ("Tomatoes, …, packed in tomato juice" for "tomato juice") goes as far.
  const packedInIt = packedIn(hits, nameOf, queryWords);
  const served = servedWithSauce(hits, nameOf, queryWords).map((w, i) => w || packedInIt[i]!);
  // A name that says it is free of a word the query asks for ("Pretzels, hard, plain, gluten free" for
  // "gluten") is the food without it: another food, gone as far.
  const freeOfAsked = freeOf(hits, nameOf, queryWords);
  const joined = joinsWhatInParts(hits, nameOf, queryWords).map((j, i) => j || served[i]! || freeOfAsked[i]!);
  // A kit whose name says the food the query asks for is not included ("…, Savory Pork Chops with
  // herb stuffing (pork chop not included)" for "baked pork chop") holds everything but that food:
  // after every other food, never confident.
  const leftOut = leavesOutWhatAsked(hits, nameOf, queryWords);
  // A name that says the query's cooking of another food ("Fast Foods, grilled chicken filet
  // sandwich, with lettuce, tomato" for "grilled tomatoes") is a dish of that food: after the
  // foods the query's head names, never confident.
  const cookedOther = cooksAnotherFood(hits, nameOf, queryWords);
  // A food as sold to be made ("…, refrigerated dough") the query does not ask for so: after the generic band.
  const notYetMade = hits.map((h) => unprepared(nameOf(h.id), queryWords));
  // A people's own food ("Corn, white, steamed (Navajo)") for a query that does not name them: one
  // people's way with the food asked, never a confident answer.
  const othersFood = peoplesFood(hits, nameOf, queryWords);
  const band = hits.map((h, i) => {
    if (leftOut[i]) return -1;
    if (cookedOther[i]) return -0.5;
    if (joined[i]) return Math.min(bandOf(h.score), 1) - 0.5;
    if (notYetMade[i]) return Math.min(bandOf(h.score), 1) - 0.25;
    return oneOfMany[i] === 'head' ? 2 : bandOf(h.score);
  });
  // A dish the table codes for the bare name ("Plantain, cooked with oil", FNDDS's plantain) after
  // a food of that band whose own name says only the query and plain-form words ("Plantains, raw").
  // Read only when some hit is a dish (most searches have none): it tokenizes every name.
  const namedPlainly = dish.some(Boolean) ? hits.map((h, i) => !dish[i] && h.match.text !== undefined && saysOnly(nameOf(h.id), h.match.text)) : [];
  const dishAfterPlain = hits.map((_, i) => dish[i]! && namedPlainly.some((p, j) => p && band[j] === band[i]));
  // Of namesakes, a food before the same food with more said ("…, sauce" before "…, sauce, with onions").
  const more = saysMore(hits, oneOfMany, nameOf);
  // Of namesakes, one of no flavour before one in a flavour the query does not say ("Custard
  // dessert, refrigerated (average)" before "Custard dessert, chocolate, refrigerated").
  const flavoured = hits.map((h, i) => oneOfMany[i] === 'shared' && saysUnaskedFlavour(nameOf(h.id), queryWords));
  // Of namesakes, the food before another part of its plant the query does not say ("Balsam-pear
  // (bitter gourd), pods" before "…, leafy tips"; "Plantain, stem"), or one of a size it does not say
  // ("Squash, zucchini, baby, raw" after "Courgette or zucchini, …, raw"; a parenthesis saying what
  // the food includes, "(Includes mini-muffins)", is no size of its own).
  const saysUnasked = (text: string, words: RegExp) => (text.match(words) ?? []).some((w) => !queryWords.has(w.toLowerCase()));
  const otherPartOrSize = hits.map(
    (h, i) => oneOfMany[i] === 'shared' && (saysUnasked(nameOf(h.id), PLANT_PART) || saysUnasked(withoutAsides(nameOf(h.id)), SIZE_WORD)),
  );
  // An organ of the animal the query names, beside its meat matched as well ("wild goose": not
  // "Goose, wild (Canada goose), native, liver, raw"): after the meat, never confident.
  const organ = organsUnasked(hits, band, nameOf, queryWords);
  // A food asked "with skin" is the food and its skin: the skin alone ("Potatoes, baked, skin";
  // "Turkey, skin from whole, roasted") after it, never confident.
  const skinAlone = queryWords.has('with') && queryWords.has('skin') ? hits.map((h) => isSkinAlone(nameOf(h.id))) : hits.map(() => false);
  // A translation met whole only through the stemmer or a word's sound ("Pyaz" for "pyaaz", "मटर"
  // for "matar") after names spelt as typed, though these are namesakes ("Pyaaz": big and small onions).
  const respelt = hits.map((h, i) => band[i] === 3 && h.match.method === 'translation' && !!h.respelt);
  const foreign = foreignAfterOwn(hits, band, nameOf, queryWords);
  // Met by a brand or another food the table codes as this one (a stand-in), not by a name of its own.
  const metByStandIn = hits.map((h) => h.match.method === 'alias' && h.match.text !== undefined && isStandIn(h.id, h.match.text));
  const standsIn = standInAfterFood(hits, band, nameOf, queryWords, metByStandIn);
  const line = brandLine(hits, nameOf, queryWords);
  const saysWith = withWhat(hits, nameOf, queryWords, metByStandIn);
  const keptUnasked = keptAsNotAsked(hits, nameOf, queryWords);
  const notAsPacked = notPackedAsAsked(hits, nameOf, queryWords);
  const toDilute = notInFormAsked(hits, nameOf, queryWords);
  const addsMain = addsMainFood(hits, nameOf, queryWords);
  const reversed = reversedCompound(hits, nameOf, queryWords);
  const order = hits
    .map((_, i) => i)
    .sort(
      (a, b) =>
        band[b]! - band[a]! ||
        Number(addsMain[a]) - Number(addsMain[b]) ||
        Number(keptUnasked[a]) - Number(keptUnasked[b]) ||
        Number(notAsPacked[a]) - Number(notAsPacked[b]) ||
        Number(reversed[a]) - Number(reversed[b]) ||
        Number(part[a] || madeOf[a]) - Number(part[b] || madeOf[b]) ||
        Number(organ[a] || skinAlone[a]) - Number(organ[b] || skinAlone[b]) ||
        Number(respelt[a]) - Number(respelt[b]) ||
        Number(foreign[a] || standsIn[a]) - Number(foreign[b] || standsIn[b]) ||
        line.said[a]! - line.said[b]! ||
        Number(!saysWith[a]) - Number(!saysWith[b]) ||
        Number(listed[a] || branded[a] || dishAfterPlain[a]) - Number(listed[b] || branded[b] || dishAfterPlain[b]) ||
        Number(!!oneOfMany[a]) - Number(!!oneOfMany[b]) ||
        Number(flavoured[a]) - Number(flavoured[b]) ||
        Number(toDilute[a]) - Number(toDilute[b]) ||
        Number(more[a] || otherPartOrSize[a]) - Number(more[b] || otherPartOrSize[b]) ||
        a - b,
    );
  let prev = 1;
  const out = order.map((i) => {
    const h = hits[i]!;
    prev = Math.min(prev, h.score);
    const cap = Math.min(
      part[i] ? INGREDIENT_CAP : 1,
      madeOf[i] || joined[i] || leftOut[i] || cookedOther[i] ? MADE_OF_CAP : 1,
      oneOfMany[i] !== false || dish[i] || line.oneOfLine[i] || organ[i] || skinAlone[i] || othersFood[i] ? NAMESAKE_CAP : 1,
      brandUnsaid[i] ? BRAND_LINE_CAP : 1,
    );
    return { ...h, score: prev, match: { ...h.match, score: Math.min(h.match.score, cap) } };
  });
  // A name met only through a description that shares no word with the food's own name, while
  // another food's own name says every word of the query: which of the two the query means is a guess.
  const said = describedOnly(out, nameOf, queryWords, isDescribed);
  for (const [i, h] of out.entries()) if (said[i]) h.match = { ...h.match, score: Math.min(h.match.score, DESCRIBED_ONLY_CAP) };
  const [first, second] = out;
  // Ambiguous: another kind of food named as surely (a translation spelt as the query is surer than one met through the stemmer).
  if (
    first &&
    second &&
    first.match.method === 'translation' &&
    second.match.method === 'translation' &&
    second.match.score >= Math.min(0.9, first.match.score) &&
    headOf(nameOf(first.id)) !== headOf(nameOf(second.id))
  ) {
    first.match = { ...first.match, score: Math.min(first.match.score, AMBIGUOUS_CAP) };
  }
  if (first && headsOtherLanguage(out, nameOf, queryWords)) first.match = { ...first.match, score: Math.min(first.match.score, AMBIGUOUS_CAP) };
  return out;
}

/**
 * The one-word query is the first hit's name in one language and, in another, met only with its
 * accent marks dropped, the first word of the names of two or more other kinds of food ("soju", a
 * Croatian form of "soja", is the Lithuanian "sojų" of "sojų padažas" and "sojų aliejus"): the
 * query, typed bare, is as much that word, which says what foods are made of, so the food answered
 * is a guess. Where the other language spells the word as the query does, it is that language's
 * name of a food too, and the answer keeps its confidence ("patate", "udang", "капуста"), as does a
 * name met with its own marks ("café").
 */
function headsOtherLanguage(hits: readonly RankedHit[], nameOf: (id: string) => string, queryWords: ReadonlySet<string>): boolean {
  const [first, ...rest] = hits;
  if (first?.match.method !== 'translation' || !first.match.lang || queryWords.size !== 1) return false;
  // A query typed with its marks ("café") is spelt as one language writes it, not a bare typing of another's.
  const typed = first.match.text?.toLowerCase() ?? '';
  if (typed !== normalise(typed)) return false;
  const word = stem([...queryWords][0]!);
  const firstHead = headOf(nameOf(first.id));
  const heads = new Set<string>();
  for (const h of rest) {
    if (h.match.method !== 'translation' || !h.match.text || !h.match.lang || h.match.lang === first.match.lang) continue;
    const words = tokenize(h.match.text);
    const spelt = h.match.text.toLowerCase().split(/\s+/)[0]!;
    const marked = spelt !== normalise(spelt);
    const head = headOf(nameOf(h.id));
    if (words.length > 1 && words[0] === word && marked && head !== firstHead) heads.add(head);
  }
  return heads.size >= 2;
}

/**
 * The most an exact alias can score when the table gives it only among what the food covers
 * (FNDDS's additional descriptions: "sprinkle, NFS" on "Doughnut, yeast type"), it shares no word
 * with the food's own name, and another kind of food's own name says every word of the query
 * ("Candy, sprinkles"): which of the two is meant is a guess. An answer, not a confident one.
 */
const DESCRIBED_ONLY_CAP = 0.75;

/**
 * The most a brand's line can score when met exactly or as the query's head by words that are none
 * of its brand's ("smores" of "Cereals ready-to-eat, KELLOGG'S KRAVE Smores", "vanilla wafers" of
 * "MURRAY, JACKS Vanilla Wafers", "beef broth" of "CAMPBELL'S Red and White, Beef Broth,
 * condensed"): one maker's food of that name, as a store product named without its brand is
 * (src/products/merge.ts). An answer, not a confident one.
 */
const BRAND_LINE_CAP = 0.75;

/**
 * Band-A aliases from a description (`isDescribed`) no word of which is a word of the food's name
 * (one letter apart counts: "whisky" of "Whiskey"), when another hit's own name holds every query
 * word (stemmed) and no word of the first segment of this one's. False for all when no such
 * other name is among the hits.
 */
function describedOnly(
  hits: readonly RankedHit[],
  nameOf: (id: string) => string,
  queryWords: ReadonlySet<string>,
  isDescribed: (id: string, text: string) => boolean,
): boolean[] {
  const asked = askedWords(queryWords);
  const described = hits.map((h) => {
    const text = h.match.text;
    return bandOf(h.score) === 3 && h.match.method === 'alias' && text !== undefined && isDescribed(h.id, text) && !sharesWord(text, nameOf(h.id));
  });
  // Most searches meet no name through a description alone: the other names are read only when one does.
  if (asked.length === 0 || !described.some(Boolean)) return hits.map(() => false);
  const words = hits.map((h) => new Set(tokenize(nameOf(h.id))));
  const holdsAll = words.map((w) => asked.every((a) => w.has(a)));
  return hits.map((h, i) => {
    if (!described[i]) return false;
    // The other food is another kind: its name says nothing of this one's head ("Chickpeas (garbanzo beans, …)" is the food of "Chickpeas, NFS").
    const head = tokenize(nameOf(h.id).split(',')[0]!);
    return holdsAll.some((held, j) => held && j !== i && !head.some((w) => words[j]!.has(w)));
  });
}

/** Words that join a cooking word to what it is cooked in or with, not to another food ("baked in skin"). */
const COOKING_LINKS = new Set(['in', 'with', 'and', 'or', 'without', 'no', 'from', 'as', 'to']);

/**
 * A query that says how a food is cooked ("grilled tomatoes", "roasted broccoli") asks for that
 * food so cooked: a name below band A whose segment says the query's cooking word before a word
 * the query does not say ("Club sandwich with grilled chicken, bacon, tomato") cooks another food.
 * All false when the query says no cooking word.
 */
function cooksAnotherFood(hits: readonly RankedHit[], nameOf: (id: string) => string, queryWords: ReadonlySet<string>): boolean[] {
  const cooking = [...queryWords].filter(isCookingWord);
  if (cooking.length === 0) return hits.map(() => false);
  const asked = new Set(askedWords(queryWords));
  return hits.map((h) => {
    if (bandOf(h.score) === 3) return false;
    return nameOf(h.id)
      .split(',')
      .some((segment) => {
        const words = tokenize(segment);
        return words.some((w, k) => {
          const next = words[k + 1];
          return cooking.includes(w) && next !== undefined && /^\p{L}+$/u.test(next) && !COOKING_LINKS.has(next) && !asked.has(next);
        });
      });
  });
}

/** Words after "with" that say what is added to or left on a food, not a food it comes with ("with added vitamin D", "with skin"). */
const NOT_COMES_WITH = String.raw`(?!added\b|salt\b|skin\b|bone\b|peel\b)`;

/** States a food is kept or sold in that a fresh one is not ("Fish, sardine, Atlantic, canned in oil", "Beverages, Lemonade, powder"). */
const KEPT_STATE = /\b(?:canned|tinned|dried|dehydrated|powder|powdered|concentrated?|smoked|pickled|salted|cured|frozen|preserved)\b/gi;

/**
 * A query that says "fresh" asks for the food as it is before it is kept: of a band, a food whose
 * name gives a kept state the query does not say ("…, canned in oil" for "fresh sardines") comes
 * after those whose names give none. All false when the query does not say "fresh".
 */
function keptAsNotAsked(hits: RankedHit[], nameOf: (id: string) => string, queryWords: ReadonlySet<string>): boolean[] {
  if (!queryWords.has('fresh')) return hits.map(() => false);
  return hits.map((h) => (nameOf(h.id).match(KEPT_STATE) ?? []).some((w) => !queryWords.has(w.toLowerCase())));
}

/**
 * Below the exact band, a food met through another language's name ("Biscotti con gocce di
 * cioccolato", Italian for chocolate chip cookies) comes after a food of its band whose own name
 * says every word of the query ("Cookie, biscotti"): a word the tables use as a food's name means
 * that food, not the class another language calls by it. All false when no such own name is there.
 */
function foreignAfterOwn(hits: readonly RankedHit[], band: readonly number[], nameOf: (id: string) => string, queryWords: ReadonlySet<string>): boolean[] {
  if (!hits.some((h, i) => band[i]! < 3 && h.match.method === 'translation')) return hits.map(() => false);
  const asked = askedStems(queryWords);
  if (asked.length === 0) return hits.map(() => false);
  const says = hits.map((h) => {
    const words = new Set(tokenize(withoutAsides(nameOf(h.id))).map(stem));
    return asked.every((w) => words.has(w));
  });
  const own = hits.map((h, i) => says[i]! && band[i]! < 3 && h.match.method !== 'translation');
  // A food met through a translation whose own name says the query too ("Candies, REESE'S Peanut Butter Cups") is no stranger.
  return hits.map((h, i) => band[i]! < 3 && h.match.method === 'translation' && !says[i] && own.some((o, j) => o && band[j] === band[i]));
}

/**
 * Below the exact band, a food met only through a kind the table codes as it, sharing no word with
 * its name (FNDDS's "Pheasant, cooked" for "grouse", "Fish, perch, NFS" for "walleye"), comes after
 * a food of its band that is that kind by its own name: an unbranded name one of whose parts says
 * every query word and at most one word more ("Ruffed Grouse, breast meat", "Fish, pike, walleye").
 * A part that says more ("Pâté, country style cognac") names another food. All false when no such
 * food is there.
 */
function standInAfterFood(
  hits: readonly RankedHit[],
  band: readonly number[],
  nameOf: (id: string) => string,
  queryWords: ReadonlySet<string>,
  metByStandIn: readonly boolean[],
): boolean[] {
  const standIn = hits.map((h, i) => band[i]! < 3 && metByStandIn[i]! && !sharesWord(h.match.text!, nameOf(h.id)));
  if (!standIn.some(Boolean)) return standIn;
  const asked = askedStems(queryWords);
  const isKind = hits.map((h, i) => {
    if (standIn[i] || band[i]! >= 3 || asked.length === 0 || brandWordsOf(nameOf(h.id)).length > 0) return false;
    return withoutAsides(nameOf(h.id))
      .split(',')
      .some((part) => {
        const words = tokenize(part).map(stem);
        return words.length <= asked.length + 1 && asked.every((w) => words.includes(w));
      });
  });
  return standIn.map((s, i) => s && isKind.some((k, j) => k && band[j] === band[i]));
}

/**
 * Words for a food not as people eat it: not yet made into what it names, as sold to be cooked
 * ("Pancakes, dry mix", "…, refrigerated dough", "Tempura batter"), or sold to food makers ("Oil,
 * industrial, palm kernel, confection fat").
 */
const NOT_YET_MADE = /\b(mix|dough|batter|industrial)\b/gi;
/** A name that says the food was made from what it was sold as ("…, refrigerated dough with frosting, baked"). */
const MADE = /\b(?:baked|prepared|cooked|fried)\b/i;

/**
 * A food as sold to be made ("PILLSBURY, Cinnamon Rolls with Icing, refrigerated dough") or to
 * food makers ("Oil, industrial, palm kernel, …") for a query that does not say so ("cinnamon
 * rolls", "palm kernel oil") is not the food asked for, eaten: after every food of the generic band
 * (C) that names it. Parentheses aside; a name that says it was then baked, cooked or prepared is
 * the food made.
 */
function unprepared(name: string, queryWords: ReadonlySet<string>): boolean {
  const own = withoutAsides(name);
  return (own.match(NOT_YET_MADE) ?? []).some((w) => !queryWords.has(w.toLowerCase())) && !MADE.test(own);
}

/** Words a query says how much of a thing a food holds by: then a name saying it is free of it may be the food asked for. */
const SAYS_HOW_MUCH = new Set([...NEGATIONS, 'free', 'less', 'low', 'reduced', 'light', 'lite']);

/** Hits whose names, or the names they were met by, say they are free of a word the query asks for ("gluten free", "sugar-free", "without salt"), when the query says nothing of how much of it. */
function freeOf(hits: readonly RankedHit[], nameOf: (id: string) => string, queryWords: ReadonlySet<string>): boolean[] {
  const words = [...queryWords];
  if (words.some((w) => SAYS_HOW_MUCH.has(w))) return hits.map(() => false);
  const asked = new Set(words.filter((w) => /^[a-z]{3,}$/.test(w)));
  if (asked.size === 0) return hits.map(() => false);
  const says = (text: string | undefined) => text !== undefined && freeWordsOf(text).some((w) => asked.has(w));
  return hits.map((h) => says(nameOf(h.id)) || says(h.match.text));
}

/**
 * The words a name says its food is free of, in lower case as the tables say them (a brand in
 * capitals, "KRAFT FREE", says nothing of it); not "with or without cheese", which is either food.
 * Kept per name, not per query: most queries are new, and a pattern built of their words cost a
 * compilation each (~50 µs).
 */
const freeWordsOf = keptPerKey(50_000, (text: string): readonly string[] => {
  const out: string[] = [];
  const lowerFirst = (w: string) => w[0]!.toLowerCase() + w.slice(1);
  for (const m of text.matchAll(SAID_FREE)) out.push(lowerFirst(m[1]!));
  for (const m of text.matchAll(SAID_WITHOUT)) {
    if (m[1]) out.push('added');
    out.push(lowerFirst(m[2]!));
  }
  return out;
});
/** "gluten free", "Sugar-free": a word in lower case but perhaps its first letter, then free. Read ahead, not taken: matches may overlap. */
const SAID_FREE = /\b(?=([A-Za-z][a-z]*)[- ]free\b)/g;
/** "without salt", "no added sugar" ("added" is then said too), "Non-dairy"; both of "ou non non gazeuse". */
const SAID_WITHOUT = /(?<!\bor )\b(?:[Ww]ithout|[Nn]o|[Nn]on)[- ](?=(added )?([A-Za-z][a-z]*)\b)/g;

/** A can or a tin said as what the food comes in ("can of tuna", "tin of beans"): the food canned. */
const CAN_OF = /(?:^| )(?:cans?|tins?) of /;
/** A name that says the food is canned. */
const CANNED = /\b(?:canned|tinned)\b/i;

/**
 * A query "a can of X" ("can of tuna", "tin of tomatoes") asks for X as it is sold in a can: of a
 * band, a food whose name does not say it is canned ("Fish, tuna, fresh, yellowfin, raw") comes
 * after those whose names do ("Fish, tuna, light, canned in water"). All false when the query says
 * no can or tin before "of", or no name says canned.
 */
function notPackedAsAsked(hits: readonly RankedHit[], nameOf: (id: string) => string, queryWords: ReadonlySet<string>): boolean[] {
  if (!CAN_OF.test([...queryWords].join(' '))) return hits.map(() => false);
  const canned = hits.map((h) => CANNED.test(nameOf(h.id)));
  return canned.some(Boolean) ? canned.map((c) => !c) : hits.map(() => false);
}

/** A food as sold to be diluted ("Soup, scotch broth, canned, condensed"), not as it is eaten ("…, condensed, water added"). */
const AS_SOLD_TO_DILUTE = /\b(?:condensed|undiluted)\b/i;
/** Query words that ask for a food as sold to be made up ("grape juice concentrate", "egg custard mix"). */
const ASKS_AS_SOLD = /^(?:condensed|concentrated?|concentrates|undiluted|mix|mixes|powder|powdered|dough|batter)$/;
/** Query words that say it was made up all the same ("pancakes from a mix", "cocoa mix made with milk"). */
const SAYS_MADE_UP = /^(?:from|made|prepared|reconstituted|diluted|water|milk)$/;

/**
 * A food in the other form than the query asks, of its band, behind a food named as it is up to
 * the word that tells the forms apart. A query that does not say "condensed" (or concentrate, mix,
 * powder) asks for the food as eaten: a condensed soup or an undiluted concentrate as sold comes
 * after the same food diluted ("Soup, scotch broth, canned, condensed" after "…, condensed, water
 * added"; "Soup, chicken with rice, canned, condensed" after "…, canned, prepared with equal volume
 * water"). One that does, and says nothing of making it up, asks for it as sold: the food diluted
 * or prepared comes after it ("…, frozen concentrate, …, diluted" after "…, undiluted"; "Egg
 * custards, dry mix, prepared with whole milk" after "Egg custards, dry mix"; "…, refrigerated dough,
 * baked" after the dough); one that says it was
 * made up from it, the reverse ("pancakes from a mix").
 */
function notInFormAsked(hits: readonly RankedHit[], nameOf: (id: string) => string, queryWords: ReadonlySet<string>): boolean[] {
  const words = [...queryWords];
  if (!words.some((w) => ASKS_AS_SOLD.test(w))) return soldToDilute(hits, nameOf);
  return words.some((w) => SAYS_MADE_UP.test(w)) ? stillAsSold(hits, nameOf) : madeUp(hits, nameOf);
}

function soldToDilute(hits: readonly RankedHit[], nameOf: (id: string) => string): boolean[] {
  // Most answers name nothing sold to dilute: their names are neither lowered nor compared.
  if (!hits.some((h) => AS_SOLD_TO_DILUTE.test(nameOf(h.id)))) return hits.map(() => false);
  const names = hits.map((h) => nameOf(h.id).toLowerCase());
  return names.map((name, i) => {
    const at = name.search(AS_SOLD_TO_DILUTE);
    if (at < 0 || MADE_UP.test(name)) return false;
    const before = name.slice(0, at);
    return names.some((other, j) => j !== i && bandOf(hits[j]!.score) === bandOf(hits[i]!.score) && other.startsWith(before) && MADE_UP.test(other.slice(at)));
  });
}

/** A name that says the food is as sold: a mix, a powder, a concentrate not made up. */
const AS_SOLD = /\b(?:mix|powder|concentrate|condensed|undiluted|unprepared|incomplete)\b/i;

/** Asked made up from a mix ("pancakes from a mix"): the mix as sold, after a food of its band said to be made up ("…, dry mix, complete, prepared"). */
function stillAsSold(hits: readonly RankedHit[], nameOf: (id: string) => string): boolean[] {
  const names = hits.map((h) => withoutAsides(nameOf(h.id)));
  const made = names.map((name) => MADE_UP.test(name) || MADE.test(name));
  return names.map((name, i) => AS_SOLD.test(name) && !made[i] && made.some((m, j) => m && bandOf(hits[j]!.score) === bandOf(hits[i]!.score)));
}

/** A name that says the food as sold was made up: diluted, prepared, or baked, cooked or fried from its dough or batter. */
const MADE_UP_FROM = new RegExp(`${MADE_UP.source}|${MADE.source}`, 'i');

function madeUp(hits: readonly RankedHit[], nameOf: (id: string) => string): boolean[] {
  if (!hits.some((h) => MADE_UP_FROM.test(nameOf(h.id)))) return hits.map(() => false);
  const names = hits.map((h) => nameOf(h.id).toLowerCase());
  return names.map((name, i) => {
    const at = name.search(MADE_UP_FROM);
    if (at < 0) return false;
    const before = name.slice(0, at).replace(/[\s,;]+$/, '');
    return names.some((other, j) => j !== i && bandOf(hits[j]!.score) === bandOf(hits[i]!.score) && other.startsWith(before) && !MADE_UP_FROM.test(other));
  });
}

/** A segment of a name that gives a food the food comes with (", with franks"; see COMES_WITH), lower case. */
const WITH_SEGMENT = new RegExp(`, with ${NOT_COMES_WITH}([a-z]+)`);
/** Whether a name has a ", with " segment in any case: most do not, and are neither lowered nor read further. */
const HAS_WITH_SEGMENT = /, with /i;

/**
 * A food whose name adds, as a segment of its own, a food it comes with that the query does not say
 * ("Beans, baked, canned, with franks" for "canned baked beans") is that food and more: a food of
 * its band named as it is up to that segment, with no such food ("Beans, baked, canned, plain or
 * vegetarian"), is moved up to just before it. Others keep their places.
 */
function plainerSiblingsFirst<H extends RankedHit>(hits: H[], nameOf: (id: string) => string, queryWords: ReadonlySet<string>): H[] {
  const withAt = hits.map((h) => {
    if (!HAS_WITH_SEGMENT.test(nameOf(h.id))) return null;
    const name = nameOf(h.id).toLowerCase();
    const m = WITH_SEGMENT.exec(name);
    return m && !queryWords.has(m[1]!) ? name.slice(0, m.index) : null;
  });
  if (withAt.every((p) => p === null)) return hits;
  const out = [...hits];
  hits.forEach((h, i) => {
    const prefix = withAt[i];
    if (prefix === null) return;
    const at = out.indexOf(h);
    const sibling = out.findIndex(
      (o, j) => j > at && bandOf(o.score) === bandOf(h.score) && withAt[hits.indexOf(o)] === null && nameOf(o.id).toLowerCase().startsWith(`${prefix},`),
    );
    if (sibling < 0) return;
    const [moved] = out.splice(sibling, 1);
    out.splice(at, 0, moved!);
  });
  return out;
}

/** Words a brand gives its standard product ("SPAGHETTIOS, SpaghettiOs Original"): they say no kind. */
const STANDARD_PRODUCT = new Set(tokenize('original classic regular plain'));

/**
 * A brand names a maker's line, not one food ("spaghettios": the original, with meatballs, mini
 * ravioli, A to Z's): when several of the foods whose names give the brand the query names answer
 * it, the one that says least beyond the brand comes first (`said`: how many words it says beyond
 * the query, the brand's words, plain-form and standard-product words, parentheses aside), and
 * only one that says nothing another of them does not also say is a sure answer; the others are
 * one of the line (`oneOfLine`). Hits the query does not name as a brand are left alone (said 0).
 */
function brandLine(hits: readonly RankedHit[], nameOf: (id: string) => string, queryWords: ReadonlySet<string>): { said: number[]; oneOfLine: boolean[] } {
  const said = hits.map(() => 0);
  const oneOfLine = hits.map(() => false);
  // Cheap test first: a line needs two hits of the head band.
  if (hits.filter((h) => bandOf(h.score) === 2).length < 2) return { said, oneOfLine };
  const asked = askedWords(queryWords);
  const askedSet = new Set(asked);
  const brandOf = hits.map((h) => new Set(tokenize(brandWordsOf(nameOf(h.id)).join(' '))));
  // The brand met by the food's name, whether as its head ("SPAGHETTIOS, …"), under a class
  // ("Beverages, POWERADE, …") or in parentheses ("Sports drink (Powerade)").
  const members = hits.flatMap((h, i) => (bandOf(h.score) === 2 && (h.brandNamed || (asked.length > 0 && asked.every((w) => brandOf[i]!.has(w)))) ? [i] : []));
  if (members.length < 2) return { said, oneOfLine };
  const saysOf = (i: number): Set<string> =>
    new Set(tokenize(withoutAsides(nameOf(hits[i]!.id))).filter((w) => !askedSet.has(w) && !brandOf[i]!.has(w) && !isPlainWord(w) && !STANDARD_PRODUCT.has(w)));
  const says = new Map(members.map((i) => [i, saysOf(i)]));
  const least = Math.min(...members.map((i) => says.get(i)!.size));
  for (const i of members) {
    const mine = says.get(i)!;
    said[i] = mine.size - least;
    oneOfLine[i] = members.some((j) => j !== i && [...mine].some((w) => !says.get(j)!.has(w)));
  }
  return { said, oneOfLine };
}

/**
 * A query "X in Y" ("pineapple in juice", "tuna in oil", "peaches in syrup") names X as it is
 * packed or cooked in Y. A name whose first segment says "X Y" as one food ("Pineapple juice,
 * canned") is that other food, not X in Y. All false when the query says no "in" between words.
 */
function joinsWhatInParts(hits: readonly RankedHit[], nameOf: (id: string) => string, queryWords: ReadonlySet<string>): boolean[] {
  const words = [...queryWords];
  const at = words.indexOf('in');
  if (at <= 0 || at === words.length - 1) return hits.map(() => false);
  const [before, after] = [tokenize(words[at - 1]!)[0], tokenize(words[at + 1]!)[0]];
  if (!before || !after) return hits.map(() => false);
  const pair = ` ${before} ${after} `;
  return hits.map((h) => ` ${tokenize(nameOf(h.id).split(',')[0]!).join(' ')} `.includes(pair));
}

/** Words that name a sauce or a dressing: the head of a query that ends with one. */
const SAUCE_WORDS = new Set(['gravy', 'sauce', 'sauces', 'dressing', 'dip', 'syrup', 'glaze', 'marinade']);

/**
 * A query "X <sauce>" ("turkey gravy", "cheese sauce") names the sauce made of or for X, as an
 * English compound ends with its head: a name whose first segment joins the two with "with"
 * ("Turkey with gravy") is X served with it, a dish. All false when the query says "with" itself
 * or does not end with a sauce word.
 */
function servedWithSauce(hits: readonly RankedHit[], nameOf: (id: string) => string, queryWords: ReadonlySet<string>): boolean[] {
  const words = [...queryWords];
  const last = words.at(-1);
  if (words.length < 2 || !last || !SAUCE_WORDS.has(last) || words.includes('with')) return hits.map(() => false);
  const said = ` ${words.at(-2)} with ${last} `;
  return hits.map((h) => ` ${normalise(nameOf(h.id).split(',')[0]!)} `.includes(said));
}

/**
 * Names that say the query's last word only after "in", what the food is packed or cooked in
 * ("Tomatoes, red, ripe, canned, packed in tomato juice" for "tomato juice"): another food. All
 * false when the query itself says "in".
 */
function packedIn(hits: readonly RankedHit[], nameOf: (id: string) => string, queryWords: ReadonlySet<string>): boolean[] {
  const words = [...queryWords];
  const last = words.at(-1);
  if (words.length < 2 || !last || queryWords.has('in')) return hits.map(() => false);
  const head = stem(last);
  return hits.map((h) => {
    // Most names say no "in" at all: they are neither cleaned nor split.
    if (!/\bin\b/i.test(nameOf(h.id))) return false;
    const name = normalise(withoutAsides(nameOf(h.id)));
    const at = name.search(/\bin /);
    const saysHead = (text: string) => text.split(/[^a-z]+/).some((w) => stem(w) === head);
    return at >= 0 && saysHead(name.slice(at)) && !saysHead(name.slice(0, at));
  });
}

/** A name's note of a food its kit leaves out: "(chicken not included)". */
const NOT_INCLUDED = /\(([^()]+?)\s+not included\)/i;

/** Whether a name says a food the query names is not included in it (see NOT_INCLUDED). */
function leavesOutWhatAsked(hits: readonly RankedHit[], nameOf: (id: string) => string, queryWords: ReadonlySet<string>): boolean[] {
  let asked: Set<string> | undefined;
  return hits.map((h) => {
    const note = nameOf(h.id).match(NOT_INCLUDED)?.[1];
    if (note === undefined) return false;
    asked ??= new Set(askedWords(queryWords));
    return tokenize(note).some((w) => asked!.has(w));
  });
}

/**
 * A query "X with Y" ("tea with milk") names X as it comes with Y: of hits of one band, a name that
 * says "with Y" ("Tea, hot, with milk") comes before one that holds Y otherwise ("milk tea", bubble
 * tea). A food met by a brand it only stands in for is not said to come with Y by its own name
 * ("Beef and macaroni with cheese sauce", met as "Hamburger Helper Nacho Cheese", is no "nachos
 * with cheese"). All false when the query says no "with" between words, or no name says it.
 */
function withWhat(hits: readonly RankedHit[], nameOf: (id: string) => string, queryWords: ReadonlySet<string>, metByStandIn: readonly boolean[]): boolean[] {
  const words = [...queryWords];
  const at = words.indexOf('with');
  if (at <= 0 || at === words.length - 1) return hits.map(() => false);
  const what = words.slice(at + 1).join(' ');
  // FNDDS names every plant milk a drink is made with "non-dairy milk" ("Coffee, Latte, with non-dairy milk").
  const said = PLANT_MILK_ONLY.test(what) ? [` with ${what} `, ' with non dairy milk '] : [` with ${what} `];
  return hits.map((h, i) => !metByStandIn[i] && said.some((s) => ` ${normalise(nameOf(h.id))} `.includes(s)));
}

/** What a query says a drink comes with is a plant milk and nothing more. */
const PLANT_MILK_ONLY = new RegExp(`^${PLANT_MILK}$`);

/**
 * "…, with vegetables and meat": what a dish comes with (not what is added to or left on a food:
 * "with added vitamin D", "with salt", "with skin"). A name the query only heads is then another dish.
 */
const COMES_WITH = new RegExp(`\\bwith ${NOT_COMES_WITH}[a-z]+`, 'gi');
/** A name's last segments from one that opens with what the dish comes with (COMES_WITH; madeWithHead). */
const COMES_WITH_SEGMENT = new RegExp(`,\\s*with ${NOT_COMES_WITH}(.*)`, 'i');

/**
 * FNDDS's mixtures list their foods after the first: "Beef, rice, and vegetables including …" (head,
 * item, ", and" item). The item after "and" is the food the list adds; the one between may only
 * qualify the head ("Liver, beef or calves, and onions").
 */
const FOOD_LIST = /^[^,(]+, [^,(]+, and ([a-z-]+)/i;

/** The first word of the last food a mixture's name lists, lower case, if the name is such a list. */
function listedFood(name: string): string | null {
  const m = FOOD_LIST.exec(name);
  return m ? m[1]!.toLowerCase() : null;
}

/** An animal's organs and offal, which its bare name does not mean. */
const ORGAN =
  /\b(livers?|hearts?|kidneys?|gizzards?|giblets|tongues?|brains?|tripe|lungs?|spleen|pancreas|thymus|sweetbreads?|chitterlings|intestines?|stomach)\b/gi;
/** Names where those words are a plant's ("Beans, kidney", "Hearts of palm", "Artichokes, hearts"). */
const ORGAN_OF_PLANT = /\b(beans?|palm|artichokes?|apples?|cereals?)\b/i;

/** The organ words of a name outside parentheses (none for a plant's), kept per name as ingredientWordsOf is: every search asks them of each food it lists. */
const organWordsOf = keptPerKey(50_000, (name: string): readonly string[] => {
  const said = withoutAsides(name);
  return ORGAN_OF_PLANT.test(said) ? [] : (said.match(ORGAN) ?? []);
});

/**
 * Hits whose name says an organ the query does not ("liver" of "wild goose") while another hit of
 * the same band, of a food of the same first word, says none: the query names the animal, whose
 * meat it means. Read only when some hit names an organ (most searches have none).
 */
function organsUnasked(hits: readonly RankedHit[], band: readonly number[], nameOf: (id: string) => string, queryWords: ReadonlySet<string>): boolean[] {
  const organs = hits.map((h) => organWordsOf(nameOf(h.id)));
  if (organs.every((o) => o.length === 0)) return hits.map(() => false);
  const asked = new Set(askedStems(queryWords));
  const unasked = organs.map((words) => words.some((w) => !asked.has(stem(w.toLowerCase()))));
  const heads = hits.map((h) => headOf(nameOf(h.id)));
  return hits.map((_, i) => unasked[i]! && hits.some((_, j) => j !== i && organs[j]!.length === 0 && band[j] === band[i] && heads[j] === heads[i]));
}

/** A name of a food's skin alone: it says "skin" but not with what it covers ("meat and skin", "flesh and skin", "skin eaten", "with skin"). */
const isSkinAlone = (name: string) => /\bskin\b/i.test(name) && !/\b(and|with) skin\b|\bskin (eaten|on)\b/i.test(name);

/** Parts of a plant other than the one a vegetable's bare name means: its leaves, shoots, flowers, stems. */
const PLANT_PART = /\b(leaf|leaves|tips|shoots?|flowers?|blossoms?|stems?|stalks?)\b/gi;
/** Words a name says of a food's size. */
const SIZE_WORD = /\b(baby|mini|miniature|jumbo|petite)\b/gi;

/** The most a food can score when other foods answer the same name as exactly and it is not the plain or default one. */
export const NAMESAKE_CAP = 0.75;

/**
 * Namesakes: several foods answer one name exactly ("bacon": a dozen cuts and cookings, "peas":
 * green, split, snow). The rank prior picks among them; only the plain form ("Beets, raw") or the
 * one the table codes for the bare name ("X, NFS") is a confident answer, the others are one of
 * many (NAMESAKE_CAP) and comes after them. A food's exact own name is never capped.
 */
function namesakes(hits: readonly RankedHit[], nameOf: (id: string) => string, isPlain: (id: string, text: string) => boolean): ('shared' | 'head' | false)[] {
  // One name however it is spelt: "tomato" and "tomatoes" are namesakes.
  const textOf = (h: RankedHit) =>
    bandOf(h.score) === 3 && (h.match.method === 'alias' || h.match.method === 'translation') && h.match.text ? nameKey(h.match.text) : undefined;
  const texts = hits.map(textOf);
  const shared = new Map<string, RankedHit[]>();
  hits.forEach((h, i) => {
    const t = texts[i];
    if (t === undefined) return;
    const list = shared.get(t);
    if (list) list.push(h);
    else shared.set(t, [h]);
  });
  return hits.map((h, i) => {
    const t = texts[i];
    if (t === undefined) return false as const;
    const others = shared.get(t)!.filter((o) => o !== h);
    // A translation spelt as typed, beside namesakes met only through the stemmer ("fraise" beside
    // "Frais"), is told apart by its spelling.
    if (h.match.method === 'translation' && h.match.lang !== 'en' && !h.respelt && others.every((o) => o.respelt)) return false as const;
    // A name shared with other foods, or only the head of the food's own name ("milk chocolate" of
    // "Milk chocolate, filled"): the food is one of the kinds that name covers.
    const name = nameOf(h.id);
    const kind = others.length > 0 ? 'shared' : name.includes(',') && nameKey(name.split(',')[0]!) === t ? 'head' : false;
    // Unless it is the plain form or the default: asked last, as it is the dearest test (it reads the lexicon).
    return kind !== false && !isPlain(h.id, h.match.text!) ? kind : (false as const);
  });
}

/**
 * Namesakes (of one name shared) whose name is another namesake's with segments added that are not
 * plain-form words: "Tomato products, canned, sauce, with onions" is the food of "Tomato products,
 * canned, sauce" with more said than the query did. Parentheses only explain a name, save one that
 * says the fat was hydrogenated ("Oil, soybean, salad or cooking, (partially hydrogenated)"): a
 * processed fat, not the plain oil.
 */
function saysMore(hits: readonly RankedHit[], oneOfMany: readonly ('shared' | 'head' | false)[], nameOf: (id: string) => string): boolean[] {
  const names = hits.map((h, i) =>
    oneOfMany[i] === 'shared'
      ? nameOf(h.id)
          .replace(/\s*\((?![^)]*hydrogenated)[^)]*\)/g, '')
          .toLowerCase()
      : null,
  );
  return names.map((mine, i) => {
    if (mine === null) return false;
    return names.some(
      (theirs, j) =>
        j !== i &&
        theirs !== null &&
        bandOf(hits[j]!.score) === bandOf(hits[i]!.score) &&
        mine.startsWith(`${theirs},`) &&
        tokenize(mine.slice(theirs.length)).some((w) => !isPlainWord(w)),
    );
  });
}

/** Whether a name says nothing but the words of `text` and plain-form words ("Plantains, raw" of "plantain"), parentheses aside. */
function saysOnly(name: string, text: string): boolean {
  const said = new Set(tokenize(text).map(stem));
  return tokenize(withoutAsides(name)).every((w) => isPlainWord(w) || said.has(stem(w)));
}

/** The first word of a name: what kind of food it is ("Bread", "Honey", "Leavening"). */
function headOf(name: string): string {
  // IFCT numbers varieties ("Brinjal-1", "Brinjal-2"): one kind of food.
  return (name.toLowerCase().split(/[\s,]+/)[0] ?? '').replace(/-\d+$/, '');
}
