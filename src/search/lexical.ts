/**
 * In-memory lexical index over food names and aliases: exact name/alias matches, weighted token
 * matches, prefixes for autocomplete, typo tolerance and a rank prior.
 *
 * Every name and alias of a document is a "variant". SR28 names put the food first and its
 * qualifiers after ("Milk, whole, 3.25% milkfat"), or a class first and the food second ("Nuts,
 * almonds", "Fish, salmon, Atlantic"). So a variant's tokens are zoned: head (first comma segment),
 * sub (second segment), body, and parenthesised text (searchable, but neither head nor length).
 *
 * Ranking is banded, so that a person typing a plain food name gets the reference food:
 *   A  exact name or alias of a generic food, words in order         [0.90, 1]
 *   B  generic food whose head is the query ("milk" → "Milk, whole"), whose class-headed second
 *      segment is ("almonds" → "Nuts, almonds"), or inverted ("brown rice" → "Rice, brown")
 *                                                                    [0.78, 0.90)
 *   C  generic food containing every query word                     [0.60, 0.78)
 *   D  product containing every query word                          [0.45, 0.60)
 *   E  anything matching only part of the query                     [0, 0.45)
 * Within a band the prior (commonness, plain forms), coverage of the name and match quality
 * (typo and prefix readings count less) order the results. Plurals, typos (edit distance 1, or 2
 * from 7 letters), joined words ("low fat" ~ "lowfat") and compound parts ("kiwi" in
 * "kiwifruit") are matched.
 *
 * Query work reuses preallocated typed arrays sized to the corpus, so a query allocates only its
 * small candidate lists and the returned hits.
 */
import type { SearchDoc } from './doc';
import { editDistance, nameKey, stem, surfaceWords, tokenize, withoutAsides } from '../domain/language/text';
import { TypoIndex, type TypoCandidate } from './typo-index';
import { lowerBound } from './lower-bound';
import { cookingFit, cookingWordsAt, isCookingWord, preparationOf, type Cooking } from './cooking';
import { isPlaceWord } from './place-words';
import { flavourWordPositions, saysFlavoured, saysUnaskedFlavour } from './flavour-words';
import { pieceSaid, portionWordPositions } from './portion-words';
import { preparedFood } from '../domain/language/cooking-words';
import { frozenMealPhrase, servedWithPhrase, packedInPhrase, soldDryPhrase, type Without, withoutPhrase } from './without-words';
import { withoutCount } from './query';
import { decodeSnapshot, encodeSnapshot, type SnapshotFields } from './lexical-snapshot';
import {
  accentsOf,
  brandKey,
  buildLexicalFields,
  DERIVED_SUB,
  BENGALI_NAME_KEY,
  HINDI_NAME_KEY,
  LATIN_WORD,
  OWN_NAME_KEY,
  spellingOf,
  ZONE_BODY,
  ZONE_HEAD,
  ZONE_PAREN,
  ZONE_SUB,
} from './lexical-build';
import { hindiKey, isDevanagari, romaniseDevanagari } from '../domain/language/indic';
import { dutchDiminutiveBases } from '../domain/language/diminutives';
import { polishSingulars } from '../domain/language/polish-plurals';
import { romajiReadings } from '../domain/language/romaji';
import { romanisedKoreanToHangul } from '../domain/language/korean-roman';
import { pinyinWords } from '../domain/language/zh-readings';
import { arabicKey } from '../domain/language/arabic-roman';
import { keptPerKey } from '../domain/kept';
import { SYNONYM_ROOTS } from '../domain/language/synonyms';

/**
 * A query's running sums for one variant, in one 32-byte record: a search adds into, reads and
 * clears a few thousand variants spread over the index, and as nine parallel arrays each variant
 * cost nine cache lines. Words (Float32 / Uint32 views): score, head, sub (sums of the gains of the
 * words matched, all, in the name's head, in its second segment), the query words matched (slot
 * mask). Bytes (Uint8 view): the inexact reading (1 typo or prefix, 2 a guess; none then is exact),
 * keyed (a Latin word met only by its Hindi key: a name spelt as typed ranks first), and counts of
 * words matched: counted, in the head, in the sub.
 */
const ACC_WORDS = 8;
const ACC_BYTES = ACC_WORDS * 4;
const ACC_SCORE = 0;
const ACC_HEAD = 1;
const ACC_SUB = 2;
const ACC_MASK = 3;
const ACC_INEXACT = 16;
const ACC_KEYED = 17;
const ACC_COUNT = 18;
const ACC_HEAD_COUNT = 19;
const ACC_SUB_COUNT = 20;
/** Words 0-5 hold every field: clearing them clears the record. */
const ACC_USED_WORDS = 6;

export interface LexicalHit {
  /** Position of the document in the array given to the constructor. */
  doc: number;
  id: string;
  /** Rank signal in 0-1 (see the bands above). */
  score: number;
  /** The name or alias that matched best. */
  text: string;
  /** An exact name or alias match (band A). */
  exact: boolean;
  /** Which kind of text matched: the food's name, an alias, a name in another language, or a brand the food stands in for. */
  via: 'name' | 'alias' | 'translation' | 'stand_in';
  /** Language of the matched translation (`via: 'translation'`). */
  lang?: string;
  /** The matched translation was linked through an English name that answers several foods alike (LocalName.oneOfMany). */
  oneOfMany?: true;
  /** Some word matched only as a typo or prefix reading ("brocoli"). */
  inexact: boolean;
  /** Such a reading of a word of four letters or fewer ("soap" as "soup"): never an answer. */
  guess?: boolean;
  /** The query names the brand that the generic food's name gives ("snickers" → "Candies, …, SNICKERS Bar"). */
  brandNamed?: boolean;
  /** A translation the query meets only through the stemmer, not as written ("fraise" and "Frais"). */
  respelt?: boolean;
  /** Some query word met the name only by its sound (a Hindi phonetic key: "pyaaz" for "Pyaz") or as a diminutive ("eitje" for "ei"). */
  keyed?: boolean;
  /** No food holds every word; this one is named exactly by the query's last words, its head ("tomatoes" of "cherry tomatoes"). */
  queryHead?: boolean;
  /**
   * Some query word that a few names hold also reads as a slip for a far commoner word
   * (commonerSpellings: "omlet", a Turkish name of an omelette and a misspelt "omelet"): which
   * was meant is a guess, so no answer is confident.
   */
  slip?: boolean;
  /** The matched text is written with accents and the query with none ("bắp" for "bap"). */
  unaccented?: boolean;
  /**
   * The query is a whole translation of another food that it spells as a segment of the tables'
   * English names ("citron": French lemon, and "Candied foods, citron"; namesAnotherOwnFood), and
   * names this food's own name only in part: which of the two is meant is a guess.
   */
  rivalled?: boolean;
  /**
   * A taxonomy's translation met whole whose every word is a word of the tables' English names of
   * other foods, not of this one's ("panini": Italian sandwiches, and "Panini bread"): the query may
   * be the English word, so the translation is no sure answer (englishWordsElsewhere).
   */
  englishWords?: boolean;
}

export interface LexicalOptions {
  limit?: number;
  /** Restrict to one kind of document. */
  kind?: 'generic' | 'product';
}

export const BAND_EXACT = 0.9;
export const BAND_HEAD = 0.78;
export const BAND_GENERIC = 0.6;
export const BAND_PRODUCT = 0.45;
/** Share of a band C or D food's fit given to naming the query's words as typed, side by side (saysAsTyped). */
const PHRASE_WEIGHT = 0.05;
/** A generic food named by the query's head alone (see LexicalHit.queryHead): [BAND_QUERY_HEAD, BAND_PRODUCT). */
const BAND_QUERY_HEAD = 0.4;
/** A query-head hit's own fit (0-1) kept below 1, so that it never equals one more query word held. */
const QUERY_HEAD_FIT_MAX = 0.999;

const MAX_SLOTS = 16;
const QUALITY_EXACT = 1;
const QUALITY_PREFIX = 0.8;
const QUALITY_TYPO1 = 0.8;
const QUALITY_TYPO2 = 0.6;
const MAX_PREFIX_TERMS = 64;
/** How many times more common a word must be to be read for a misspelling that changes its consonants rather than one that keeps them. */
const CONSONANT_ODDS = 10;
/** A word held by at most this many foods may be a slip for a commoner word (commonerSpellings). */
const RARE_SPELLING_DF = 8;
/** Words whose typo readings a lexical index keeps (typoCandidates). */
const TYPO_WORDS_KEPT = 20_000;
/** How many times more common that word must be (as for a reading that changes the consonants). */
const RARE_SPELLING_ODDS = CONSONANT_ODDS;
/** Where in band B a name met whole but for a misspelt word starts: above a food whose head is only that word. */
const MISSPELT_EXACT_FLOOR = 0.9;
/** Words this short read as a typo or prefix are guesses: one letter makes another word. */
const SHORT_GUESS_MAX = 4;
/**
 * One word people type for a word of the tables ("decaf" → "decaffeinated", "lite" → "light",
 * "mayo" → "mayonnaise"), by stem: read as that word too, as a word met by its sound is (a name
 * spelt as typed first, never confidently). Generated aliases carry these only where an alias keeps
 * a modifier, which most leave out ("Tea, iced, brewed, black, decaffeinated, unsweetened" is aliased
 * "unsweetened iced tea"), and a noun only at a name's end after states ("vegan mayo" has none).
 */
const SYNONYM_READINGS: ReadonlyMap<string, readonly string[]> = (() => {
  const out = new Map<string, string[]>();
  for (const { term, root } of SYNONYM_ROOTS) {
    const [t, ...moreT] = tokenize(term);
    const [r, ...moreR] = tokenize(root);
    if (!t || !r || moreT.length > 0 || moreR.length > 0) continue;
    out.set(stem(t), [...(out.get(stem(t)) ?? []), r]);
  }
  return out;
})();
/** A term written in Arabic letters only (Arabic, Persian, Urdu names). */
const ARABIC_SCRIPT_TERM = /^[\u0600-\u06ff]+$/;
/** The shortest romaji word read as kana: shorter ones are too often another language's word ("ika", "ume"). */
const ROMAJI_MIN = 4;
/** A score's band, A (exact) to the query head's and below: 5 to 0. */
const bandRank = (score: number): number =>
  score >= BAND_EXACT ? 5 : score >= BAND_HEAD ? 4 : score >= BAND_GENERIC ? 3 : score >= BAND_PRODUCT ? 2 : score >= BAND_QUERY_HEAD ? 1 : 0;
/** Where a stand-in (a brand the food only stands in for) lands in band C, exact and partly matched. */
const STAND_IN_EXACT_SHAPE = 0.9;
const STAND_IN_SHAPE = 0.8;
/** Where in band C a taxonomy's translation spelt as another food's own name falls (exactScore). */
const OWN_SEGMENT_TRANSLATION_SHAPE = 0.5;
/** How many foods the rest of a query names are read to find those said to be without what it lacks. */
const WITHOUT_DEPTH = 60;
/** Said to be without it, silent, said to have it (without-words.ts). */
const WITHOUT_TIERS = 3;
/** How many foods a food's words name exactly are read for one in the language of a cooking word beside them. */
const NAMESAKES_READ = 10;
/** How many foods the English of a food cooked as said elsewhere is read for, to find those the food's word names. */
const NAMED_DEPTH = 30;
/** The shortest part of a word cut into two words of names ("hot" of "hotdog"). */
const MIN_PART = 3;
/** How far a food's own word may be spelt from a Devanagari word's romanisation ("ghii" ~ "ghee"). */
const OWN_SPELLING_MAX_EDITS = 2;

interface Candidate {
  term: number;
  /** Query slots this term answers (a joined "low"+"fat" → "lowfat" answers two). */
  mask: number;
  /** Slot weight × match quality, added to the variant's score when the term matches. */
  gain: number;
  exact: boolean;
  quality: number;
  /** 0 for an exact reading, 1 a typo or prefix reading, 2 one of a short word (a guess). */
  inexact: number;
  /** A Latin word read by its Hindi key, not as spelt ("pyaaz" → "Pyaz"), or by the word its diminutive is made of ("eitje" → "ei"). */
  keyed?: boolean;
}

interface QueryPlan {
  candidates: Candidate[];
  /** Exact term id of each slot, or -1: used to check word order. */
  slotTerms: Int32Array;
  /** Sum of slot weights: the score of a variant that matches every slot exactly. */
  total: number;
  slots: number;
  /** The query's words as written (spellingOf), before stemming; 0 unless in Latin script (a Devanagari word meets Hindi names by key). */
  spelling: number;
  /** The query with one word in the plural (spellingOf): names that say the same ("buns" for "bun"). */
  plurals: number[];
  /** The query's words with their accents (accentsOf); 0 when it has none. */
  accents: number;
  /** Terms the query says more than once, with how often ("half and half"); null when none. */
  repeats: Map<number, number> | null;
  /** The query's words as brand keys (lexical-build.ts brandKey): a brand is named as written. */
  brandKeys: string[];
  /** The cooking method the query names (cooking.ts), for foods its head names. */
  cooking: Cooking | null;
  /** Which slots say how the food was cooked (cooking.ts) or where its style comes from (place-words.ts): words no food's name need hold for the query's head to answer. */
  styleSlots: boolean[];
  /** Some word was also read as a slip for a far commoner word (commonerSpellings). */
  slips: boolean;
  /** Set while scoring: the query is a whole translation of a food that its spelling as a segment of English names outranked (exactScore). */
  rivalTranslation: boolean;
}

/**
 * The query with one word put in the plural, as spellings: a name in the plural of what was typed
 * is spelt as typed ("Rolls (buns)" for "bun", before the Somali "bun", coffee), while the
 * singular of a plural typed is not ("crisp", the dessert, is no "crisps").
 */
function pluralSpellings(words: string[]): number[] {
  const out: number[] = [];
  words.forEach((w, i) => {
    const forms = /[^aeiou]y$/.test(w) ? [`${w.slice(0, -1)}ies`] : /(s|x|z|ch|sh|o)$/.test(w) ? [`${w}es`, `${w}s`] : [`${w}s`];
    for (const f of forms) out.push(spellingOf(words.map((x, j) => (j === i ? f : x))));
  });
  return out;
}

/** Languages whose plurals add -s or -es to the word (pluralSpellings' forms). */
const S_PLURALS = new Set(['en', 'fr', 'es', 'pt', 'ca', 'gl', 'nl']);

const LATIN = /^[\p{Script=Latin}\p{N} ]+$/u;

/** A query's words (surfaceWords): each with whether a stop word was dropped just before it. */
interface QueryWords {
  tokens: string[];
  afterStop: boolean[];
  /** The first token of what the food is said to come with ("cottage cheese with peaches": 2), or -1 (surfaceWords). */
  withAt?: number;
}

/** Whether `hit` is a food the query's head names by words that say a cooking word ("mashed potatoes"). */
const headCookedAsSaid = (hit: LexicalHit | undefined): boolean => hit?.queryHead === true && tokenize(hit.text).some(isCookingWord);

export class LexicalIndex {
  readonly docs: readonly SearchDoc[];
  private readonly termIds = new Map<string, number>();
  private readonly termText!: string[];
  private readonly termIdf!: Float32Array;
  /** 1 when the term occurs in a generic food: typo readings are tried for product-only words. */
  private readonly termInGeneric!: Uint8Array;
  /** 1 when the term is a word of a generic food's own name or alias (not of a translation). */
  private readonly termInOwnName!: Uint8Array;
  /** Latin words of generic foods' own names by Hindi key (see ownSpeltClose). */
  private readonly ownWordsByKey!: Map<string, string[]>;
  /** The stemmed words of each segment of the generic foods' own names that give no brand (lexical-build.ts ownSegmentKeys). */
  private readonly ownSegments!: Set<string>;
  /** Per term: variant id × 4 + zone, ascending. */
  private readonly postings!: Int32Array[];
  private readonly variantDoc!: Int32Array;
  /** 1 where an alias is the plain name of a food whose own name departs from the standard ("reduced fat"). */
  private readonly variantPlainOfDeparture!: Uint8Array;
  /** -1 for the name, else the alias index. */
  private readonly variantAlias!: Int16Array;
  /** Counted tokens (all zones but parenthesised). */
  private readonly variantLen!: Uint8Array;
  private readonly variantHeadLen!: Uint8Array;
  private readonly variantSubLen!: Uint8Array;
  /** 1 when the variant's head is a class, so its sub segment names the food. */
  private readonly variantClassHead!: Uint8Array;
  /** For aliases: DERIVED_HEAD/SUB/CLASS_SUB when the alias only repeats part of the name;
   * DERIVED_SUB (under a non-class head) aliases never count as exact or head matches. */
  private readonly variantDerived!: Uint8Array;
  /** Each variant's terms and zones in order (variant v spans seqStart[v]..seqStart[v+1]). */
  private readonly seqTerms!: Int32Array;
  private readonly seqZones!: Uint8Array;
  private readonly seqStart!: Int32Array;
  private readonly prior!: Float32Array;
  private readonly isGeneric!: Uint8Array;
  /** 1 where the variant is a name in another language (linked by table or taxonomy, not the food's own). */
  private readonly variantExternal!: Uint8Array;
  /** 1 where the variant is a brand the food only stands in for. */
  private readonly variantStandIn!: Uint8Array;
  /** 1 where the variant is a name the table codes as this food when nothing more is said (SearchDoc.defaultFor). */
  private readonly variantDefault!: Uint8Array;
  /** For a name in another language: how many languages give the food this name (see languagesByName). */
  private readonly variantAgree!: Uint8Array;
  /** For a name in another language: its spelling (spellingOf); 0 otherwise. */
  private readonly variantSpelling!: Uint32Array;
  /** A variant's words with their accents (accentsOf); 0 when it has none. */
  private readonly variantAccents!: Uint32Array;
  /** Per generic document: the brands its name gives, as brand keys (lexical-build.ts brandWordSets). */
  private readonly docBrands!: (string[][] | null)[];
  /** Sorted distinct surface tokens and their term ids, for prefix lookups. */
  private readonly surfaces!: string[];
  private readonly surfaceTerm!: Int32Array;
  /** 1 where a term may be a typo correction target (words of generic foods, product words seen more than once). */
  private readonly typoTarget!: Uint8Array;
  /** The typo index's deletion table (typo-index.ts typoDeletions), built with the index and kept in its snapshot. */
  private readonly typoDeletionHash!: Uint32Array<ArrayBuffer>;
  private readonly typoDeletionWord!: Int32Array<ArrayBuffer>;
  /** The typo index over that table, made on the first query with an unknown word (a few ms). */
  private typoIndex: TypoIndex | null = null;
  private readonly maxIdf!: number;

  // Scratch space reused by every query.
  /** Each variant's running sums, one record per variant (ACC_*), through three views of one buffer. */
  private accF!: Float32Array;
  private accW!: Uint32Array;
  private accB!: Uint8Array;
  private touched!: Int32Array;
  private docBest!: Float32Array;
  private docVariant!: Int32Array;
  private docInexact!: Uint8Array;
  private docKeyed!: Uint8Array;
  private docBrandNamed!: Uint8Array;
  private docQueryHead!: Uint8Array;
  /** The query words (slot mask) some variant of the document holds as written; and, for a query-head hit, the words besides its head. */
  private docWords!: Uint32Array;
  private docQueryRest!: Uint32Array;
  private docTouched!: Int32Array;
  /** Foods counted by coveredFoods, cleared before it returns. */
  private docCovered!: Uint8Array;

  /**
   * Indexes `docs` (lexical-build.ts), or restores the index a `snapshot()` of the same documents
   * saved (see lexical-snapshot.ts: opened, not recomputed, at start).
   */
  constructor(docs: readonly SearchDoc[], snapshot?: Uint8Array) {
    this.docs = docs;
    Object.assign(this, snapshot ? decodeSnapshot(snapshot, docs.length) : buildLexicalFields(docs));
    // Neither keeps the word → id map: it is termText read backwards.
    for (let t = 0; t < this.termText.length; t++) this.termIds.set(this.termText[t]!, t);
    this.allocateScratch();
  }

  /** The index as bytes: restored by `new LexicalIndex(docs, bytes)` for the same documents. */
  snapshot(): Uint8Array {
    return encodeSnapshot(this as unknown as SnapshotFields);
  }

  private get typos(): TypoIndex {
    return (this.typoIndex ??= new TypoIndex(
      this.termIds,
      this.termText,
      { typoDeletionHash: this.typoDeletionHash, typoDeletionWord: this.typoDeletionWord },
      (id) => this.typoTarget[id] === 1,
      (id) => this.termInGeneric[id] === 1,
    ));
  }

  /** Per-query scratch space, sized to the corpus once. */
  private allocateScratch(): void {
    const nv = this.variantDoc.length;
    const docs = this.docs;
    const acc = new ArrayBuffer(nv * ACC_BYTES);
    this.accF = new Float32Array(acc);
    this.accW = new Uint32Array(acc);
    this.accB = new Uint8Array(acc);
    this.touched = new Int32Array(nv);
    this.docBest = new Float32Array(docs.length).fill(-1);
    this.docVariant = new Int32Array(docs.length);
    this.docInexact = new Uint8Array(docs.length);
    this.docKeyed = new Uint8Array(docs.length);
    this.docBrandNamed = new Uint8Array(docs.length);
    this.docQueryHead = new Uint8Array(docs.length);
    this.docWords = new Uint32Array(docs.length);
    this.docQueryRest = new Uint32Array(docs.length);
    this.docTouched = new Int32Array(docs.length);
    this.docCovered = new Uint8Array(docs.length);
  }

  get size(): number {
    return this.docs.length;
  }

  get variantCount(): number {
    return this.variantDoc.length;
  }

  /**
   * Ranked documents for a free-text query. A count before a food ("2 bananas") says nothing about
   * which food it is: the food is what the rest names, unless the words as typed name one surely
   * ("3 musketeers", a candy bar) or the rest names none ("7 up"). Nor do the words as typed name a
   * food surely when they are a food and how another language says it is cooked or cut
   * (preparedAsSaidElsewhere).
   */
  search(query: string, options: LexicalOptions = {}): LexicalHit[] {
    const typed = this.searchTyped(query, options);
    const sure = (typed[0]?.score ?? 0) >= BAND_HEAD;
    // A word read as a typo ("filete" as "filets") may be one of another language's cooking or cut words.
    if (!sure || typed[0]!.inexact) {
      const prepared = this.preparedAsSaidElsewhere(query, typed, options);
      if (prepared.length > 0) return prepared;
    }
    const rest = withoutCount(query);
    if (rest === null || sure) return typed;
    const counted = this.searchTyped(rest, options);
    return (counted[0]?.score ?? 0) >= BAND_GENERIC ? counted : typed;
  }

  /**
   * A food cooked or cut as another language says it ("ayam goreng", "pollo asado",
   * "Hähnchenbrust", "鶏むね肉"; cooking-words.ts): when the other words name a food exactly, the
   * foods that the English of both names ("fried chicken", "chicken breast") come first, the rest
   * of `typed` after them. Read through two translations, they are the query-head band's: never
   * confident.
   */
  private preparedAsSaidElsewhere(query: string, typed: LexicalHit[], options: LexicalOptions): LexicalHit[] {
    const prepared = preparedFood(query);
    if (!prepared) return [];
    // Of foods the words name alike in several languages, one in a language of the cooking or cut word.
    const foods = this.exactFoods([prepared.food, ...prepared.unjoined]);
    const food = foods.find((h) => h.via === 'translation' && h.lang !== undefined && prepared.langs.includes(h.lang)) ?? foods[0];
    if (!food) return [];
    const englishFood = englishFoodName(this.docs[food.doc]!);
    const english = [prepared.cooking, englishFood, prepared.cut].filter((w) => w !== null).join(' ');
    // Foods the food's English names, not those it comes with or on ("roasted bread" is no
    // "submarine sandwich on white bread with roast beef", "boiled water" no "Swamp cabbage (…,
    // water convulvolus), boiled").
    const foodWords = tokenize(englishFood);
    const named = this.searchTyped(english, { ...options, limit: Math.max(options.limit ?? 10, NAMED_DEPTH) })
      .filter((h) => h.score >= BAND_QUERY_HEAD && namesFood(this.docs[h.doc]!.name, foodWords))
      .slice(0, options.limit ?? 10);
    if (named.length === 0) return [];
    const width = (BAND_PRODUCT - BAND_QUERY_HEAD) * 0.9;
    const heads: LexicalHit[] = named.map((h) => ({
      ...h,
      exact: false,
      queryHead: true,
      score: BAND_QUERY_HEAD + (width * (h.score - BAND_QUERY_HEAD)) / (1 - BAND_QUERY_HEAD),
      ...(food.via === 'translation' ? { via: food.via, lang: food.lang } : {}),
    }));
    const floor = heads.at(-1)!.score;
    const seen = new Set(heads.map((h) => h.doc));
    const others = typed.filter((h) => !seen.has(h.doc)).map((h) => ({ ...h, exact: false, score: Math.min(h.score, floor * 0.99) }));
    return [...heads, ...others].slice(0, options.limit ?? 10);
  }

  /** The generic foods the first of these texts to name any exactly names. */
  private exactFoods(texts: readonly string[]): LexicalHit[] {
    for (const text of texts) {
      const foods = this.searchTyped(text, { limit: NAMESAKES_READ, kind: 'generic' }).filter((h) => h.exact);
      if (foods.length > 0) return foods;
    }
    return [];
  }

  private searchTyped(query: string, options: LexicalOptions): LexicalHit[] {
    const words = this.splitHindiCompounds(surfaceWords(query));
    const accents = accentsOf(query);
    const plan = this.plan(words, false, accents);
    if (!plan) return [];
    const limit = options.limit ?? 10;
    const hits = this.run(plan, limit, options.kind, false);
    // A reading by typo or prefix ("pecanpie" as "pecans") is a guess: the words it may join come first.
    if ((hits[0]?.score ?? 0) >= BAND_HEAD && !hits[0]!.inexact) return hits;
    const covered = (hits[0]?.score ?? 0) >= BAND_GENERIC;
    const apart = this.namedApart(words, accents, limit, options.kind, covered);
    const named =
      apart.length > 0 || (covered && !this.partsWithout(words, hits[0]!)) ? apart : this.namedByTheRest(words, accents, limit, options.kind, hits[0]);
    if (named.length === 0) return hits;
    const seen = new Set(named.map((h) => h.doc));
    return [...named, ...hits.filter((h) => !seen.has(h.doc))].slice(0, limit);
  }

  /**
   * Whether the query says what a food is without ("dairy free", "zero sugar"; without-words.ts)
   * and the name `hit` met holds those words only apart, each of another phrase ("Yogurt, …, dairy
   * specialty, plain, fat free"; "NOS Zero, energy drink, sugar-free"): it is no food said without
   * it, so the foods the rest of the query names, those said to be without it first, are meant.
   */
  private partsWithout(words: QueryWords, hit: LexicalHit): boolean {
    const without = withoutPhrase(words.tokens);
    if (!without) return false;
    const phrase = nameKey(without.at.map((i) => words.tokens[i]).join(' '));
    return !` ${nameKey(hit.text)} `.includes(` ${phrase} `);
  }

  /**
   * English writes some compounds joined or apart ("meatloaf", FNDDS "Meat loaf"; "hotdog", "hot
   * dog"): when no food's name or head holds a word as typed ("Candies, jellybeans" does), the
   * foods named exactly by it cut into two words of foods' own names; when no name holds the word
   * at all ("cheesesteak"), or no food holds every word of the query as typed (`covered` false:
   * "beef meatloaf", where only "Vegetarian meatloaf" says the word joined), also the foods that
   * hold every word apart ("Cheese steak sandwich", "Meat loaf made with beef").
   */
  private namedApart(words: QueryWords, accents: number, limit: number, kind: LexicalOptions['kind'], covered: boolean): LexicalHit[] {
    for (const { apart, unknown } of this.cutsIntoOwnWords(words)) {
      const plan = this.plan(apart, false, accents);
      // A word no name holds as typed ("cheesesteak") is the two words however they are named ("Cheese steak sandwich"); a known one only names exactly,
      // unless no food holds the query as typed.
      const named = plan ? this.run(plan, limit, kind, false).filter((h) => h.exact || ((unknown || !covered) && h.score >= BAND_GENERIC)) : [];
      if (named.length > 0) return named;
    }
    return [];
  }

  /**
   * A food with a word for how it is cut, sized or served ("broccoli florets", "small apple", "glass
   * of orange juice", portion-words.ts) or with what it is without ("almonds no salt",
   * without-words.ts): when no food holds every word, the foods the other words name, in band C
   * whatever their band without those words (the food was not named as typed, so never a confident
   * answer), those said to be without what the query lacks first. When those words leave no food
   * named, a flavour is left too ("vanilla latte", flavour-words.ts), the flavored foods first; a
   * flavour that names the food with the rest stays ("mug of hot chocolate").
   */
  private namedByTheRest(words: QueryWords, accents: number, limit: number, kind: LexicalOptions['kind'], typedFirst?: LexicalHit): LexicalHit[] {
    const portions = portionWordPositions(words);
    const without =
      withoutPhrase(words.tokens) ??
      packedInPhrase(words, portions) ??
      soldDryPhrase(words.tokens) ??
      frozenMealPhrase(words.tokens) ??
      servedWithPhrase(words);
    const lacked = without?.at ?? [];
    const left = [...portions, ...lacked];
    // Of several such words, one left out at a time first: "large onion rings" are onion rings of a
    // size, not an onion cut in rings.
    const oneAtATime = portions.length > 1 ? portions.map((p) => [p, ...lacked]) : [];
    // Of the foods the rest names, those that say the piece the query asks for first, when it lacks nothing.
    const ranking = without ?? pieceSaid(words.tokens, portions);
    for (const leaving of [...oneAtATime, left]) {
      const named = this.namedLeaving(words, leaving, ranking, false, accents, limit, kind);
      if (named.length > 0) return named;
    }
    // The food as the rest names it, cooked as said: "stewed oxtail" is "Beef, oxtail", the cooked forms first.
    // Not when the query's head names a food by words that say its cooking ("instant pot mashed potatoes").
    const cooked = headCookedAsSaid(typedFirst) ? [] : this.namedCooked(words, left, accents, limit, kind);
    if (cooked.length > 0) return cooked;
    const flavours = flavourWordPositions(words.tokens).filter((i) => !left.includes(i));
    return flavours.length > 0 ? this.namedLeaving(words, [...left, ...flavours], ranking, true, accents, limit, kind) : [];
  }

  /**
   * The foods the words but the cooking words (and those already `left`) name, when no name holds
   * the cooking word with them ("braised oxtail", "stewed oxtail": only "Beef, oxtail, raw"): those
   * cooked as said first, the raw last, in band C.
   */
  private namedCooked(words: QueryWords, left: readonly number[], accents: number, limit: number, kind: LexicalOptions['kind']): LexicalHit[] {
    const lower = words.tokens.map((w) => w.toLowerCase());
    const at = cookingWordsAt(lower).flatMap((c, i) => (c && !left.includes(i) ? [i] : []));
    const cooking = preparationOf(lower);
    if (at.length === 0 || !cooking) return [];
    const tier = (name: string) => {
      const fit = cookingFit(name, cooking);
      return fit >= 1 ? 2 : fit > 0.3 ? 1 : 0;
    };
    return this.namedLeaving(words, [...left, ...at], { at, tier }, false, accents, limit, kind);
  }

  /** The foods the query's words but those `left` name, in band C (see namedByTheRest). */
  private namedLeaving(
    words: QueryWords,
    leftAt: readonly number[],
    without: Without | null,
    flavoured: boolean,
    accents: number,
    limit: number,
    kind: LexicalOptions['kind'],
  ): LexicalHit[] {
    const left = new Set(leftAt);
    if (left.size === 0 || left.size >= words.tokens.length) return [];
    const kept = (_: unknown, i: number) => !left.has(i);
    const plan = this.plan({ tokens: words.tokens.filter(kept), afterStop: words.afterStop.filter(kept) }, false, accents);
    if (!plan) return [];
    // The forms said to be without it, or flavored, may rank below others of the food: read further than asked.
    const fetched = this.run(plan, without || flavoured ? Math.max(limit, WITHOUT_DEPTH) : limit, kind, false);
    // Band C holds them in order of their band without those words, within tiers of what the name says of the lacked thing and of a flavour.
    // Of flavours: said to be flavored, then plain, then in a flavour the query does not say ("vanilla cupcake": not the chocolate one).
    const flavourTiers = flavoured ? 3 : 1;
    const asked = new Set(words.tokens.map((w) => w.toLowerCase()));
    const tiers = (without ? WITHOUT_TIERS : 1) * flavourTiers;
    return fetched
      .filter((h) => h.score >= BAND_GENERIC)
      .map((h) => {
        const within = (h.score - BAND_GENERIC) / (1 - BAND_GENERIC);
        const name = this.docs[h.doc]!.name;
        const flavour = !flavoured ? 0 : saysFlavoured(name) ? 2 : saysUnaskedFlavour(name, asked) ? 0 : 1;
        const tier = (without ? without.tier(name) : 0) * flavourTiers + flavour;
        return { ...h, exact: false, score: BAND_GENERIC + ((BAND_HEAD - BAND_GENERIC) * (tier + within)) / tiers };
      })
      .sort((a, b) => b.score - a.score)
      .slice(0, limit);
  }

  /** The query with one Latin word cut into two words of foods' own names, each way it cuts; `unknown` when no name holds the word itself. */
  private cutsIntoOwnWords(words: QueryWords): { apart: QueryWords; unknown: boolean }[] {
    const known = (w: string) => this.termIds.has(stem(w));
    const ownWord = (w: string) => this.termInOwnName[this.termIds.get(stem(w)) ?? -1] === 1;
    const out: { apart: QueryWords; unknown: boolean }[] = [];
    words.tokens.forEach((word, i) => {
      if (!LATIN_WORD.test(word)) return;
      const unknown = !known(word);
      for (let cut = MIN_PART; cut <= word.length - MIN_PART; cut++) {
        const left = word.slice(0, cut);
        const right = word.slice(cut);
        if (!ownWord(left) || !ownWord(right)) continue;
        out.push({
          apart: {
            tokens: [...words.tokens.slice(0, i), left, right, ...words.tokens.slice(i + 1)],
            afterStop: [...words.afterStop.slice(0, i + 1), false, ...words.afterStop.slice(i + 1)],
          },
          unknown,
        });
      }
    });
    return out;
  }

  /**
   * Hindi writes compounds joined or apart ("मूंगफली", "फूलगोभी"; IFCT "Moog phali", "Phul gobi"):
   * a word that no name holds, whole or by its key, is read as two words that Hindi names hold.
   */
  private splitHindiCompounds(words: QueryWords): QueryWords {
    const parts = words.tokens.map((surface) => this.hindiCompoundParts(surface));
    if (parts.every((p) => p.length === 1)) return words;
    return {
      tokens: parts.flat(),
      afterStop: parts.flatMap((p, i) => p.map((_, j) => j === 0 && words.afterStop[i]!)),
    };
  }

  /** A word as the two words of a Hindi name it joins, or as itself (see splitHindiCompounds). */
  private hindiCompoundParts(surface: string): string[] {
    const devanagari = isDevanagari(surface);
    if (!devanagari && !LATIN_WORD.test(surface)) return [surface];
    if (this.termIds.has(stem(surface))) return [surface];
    const key = hindiKey(surface);
    if (key && (this.termIds.has(HINDI_NAME_KEY + key) || this.termIds.has(OWN_NAME_KEY + key))) return [surface];
    const word = devanagari ? romaniseDevanagari(surface) : surface;
    const known = (part: string) => {
      const k = hindiKey(part);
      return k !== null && k.length >= 2 && this.termIds.has(HINDI_NAME_KEY + k);
    };
    for (let cut = 3; cut <= word.length - 3; cut++) {
      const left = word.slice(0, cut);
      const right = word.slice(cut);
      if (known(left) && known(right)) return [left, right];
    }
    return [surface];
  }

  /** Completions for what the user is typing: the last word may be a prefix. */
  autocomplete(query: string, limit = 10, kind?: 'generic' | 'product'): LexicalHit[] {
    const plan = this.plan(surfaceWords(query), true, accentsOf(query));
    return plan ? this.run(plan, limit, kind, true) : [];
  }

  /**
   * How a name meets a Latin-script query: spelt as written, or only through the stemmer ("Frais"
   * for "fraise"); null for a name written in two spellings, stand-ins and other scripts.
   */
  private spelling(v: number, plan: QueryPlan): 'as_written' | 'respelt' | null {
    const own = this.variantSpelling[v]!;
    if (plan.spelling === 0) return null;
    // Written with accents, the query is spelt as the names with the same accents ("dừa", not "dứa").
    if (plan.accents !== 0) return this.variantAccents[v] === plan.accents ? 'as_written' : 'respelt';
    if (own === 0) return null;
    if (own === plan.spelling) return 'as_written';
    // The plural of what was typed says the same only in a language that makes plurals so
    // ("buns" for "bun"; Turkish "Melas", molasses, is no plural of the Italian "mela").
    const lang = this.translationOf(v)?.lang;
    return plan.plurals.includes(own) && (lang === undefined || S_PLURALS.has(lang)) ? 'as_written' : 'respelt';
  }

  /** The name, alias or translation text of a variant. */
  private variantText(v: number): string {
    const doc = this.docs[this.variantDoc[v]!]!;
    const a = this.variantAlias[v]!;
    if (a < 0) return doc.name;
    if (a < doc.aliases.length) return doc.aliases[a]!;
    const n = a - doc.aliases.length;
    return n < (doc.names?.length ?? 0) ? doc.names![n]!.text : doc.standIns![n - (doc.names?.length ?? 0)]!;
  }

  /** The translation a variant is (SearchDoc names), if it is one. */
  private translationOf(v: number): NonNullable<SearchDoc['names']>[number] | undefined {
    const doc = this.docs[this.variantDoc[v]!]!;
    const n = this.variantAlias[v]! - doc.aliases.length;
    return n >= 0 ? doc.names?.[n] : undefined;
  }

  /** What kind of text a variant is, and the language of a translation. */
  private variantVia(v: number): { via: LexicalHit['via']; lang?: string; oneOfMany?: true } {
    const a = this.variantAlias[v]!;
    if (a < 0) return { via: 'name' };
    if (a < this.docs[this.variantDoc[v]!]!.aliases.length) return { via: 'alias' };
    const name = this.translationOf(v);
    if (!name) return { via: 'stand_in' };
    return { via: 'translation', lang: name.lang, ...(name.oneOfMany ? { oneOfMany: true as const } : {}) };
  }

  private plan(words: QueryWords, prefixLast: boolean, accents: number): QueryPlan | null {
    const surface = words.tokens;
    if (surface.length === 0) return null;
    const slots = surface.slice(0, MAX_SLOTS);
    const terms = slots.map(stem);
    const candidates: Candidate[] = [];
    const weights: number[] = [];
    let total = 0;
    let slips = false;
    // A word only translations hold, beside words of the tables' own English names, may be a slip
    // for an English word ("brocoli soup": Spanish brócoli, French brocoli; the soup is English).
    const ownWordElsewhere = (i: number) => terms.some((t, j) => j !== i && this.termInOwnName[this.termIds.get(t) ?? -1] === 1);
    for (let i = 0; i < slots.length; i++) {
      const term = terms[i]!;
      const exact = this.termIds.get(term);
      const isLast = i === slots.length - 1;
      const slotCands: { term: number; quality: number; keyed?: boolean }[] = [];
      if (exact !== undefined) slotCands.push({ term: exact, quality: QUALITY_EXACT });
      const singular = this.pluralOfOwnWord(slots[i]!, term, exact);
      if (singular !== undefined) {
        slotCands.push({ term: singular, quality: QUALITY_EXACT });
        // A word no name holds as typed is that singular, as a plural the stemmer folds would be.
        if (exact === undefined) terms[i] = this.termText[singular]!;
      }
      if (prefixLast && isLast) this.prefixTerms(slots[i]!, slotCands);
      // A word no generic food uses may be a misspelling of one that does ("brocoli").
      // Not for other scripts: one character apart is another word there ("牛奶" milk, "牛肉" beef).
      const latin = LATIN_WORD.test(term);
      const english = latin && ownWordElsewhere(i);
      if ((exact === undefined || !this.termInGeneric[exact] || (this.termInOwnName[exact] !== 1 && english)) && latin) {
        this.typoTerms(term, slotCands, english);
        // The stemmer reads a final s as a plural ("hummas" as "humma"): a slip in a word that ends in s is sought as typed too.
        if (slots[i] !== term) this.typoTerms(slots[i]!, slotCands, english);
      } else if (exact !== undefined && latin && this.commonerSpellings(term, exact, slotCands)) slips = true;
      this.hindiKeyTerms(slots[i]!, term, exact, slotCands);
      if (latin) this.diminutiveTerms(slots[i]!, slotCands);
      if (latin) for (const word of SYNONYM_READINGS.get(term) ?? []) this.keyedReading(word, slotCands);
      if (latin && (exact === undefined || this.termInOwnName[exact] !== 1)) {
        this.romajiTerms(slots[i]!, slotCands);
        this.koreanTerms(slots[i]!, slotCands);
        // Pinyin typed without tones ('mifan'): the Chinese lexicon word it reads, never confidently, as romaji.
        for (const zh of pinyinWords(slots[i]!)) this.keyedReading(zh, slotCands);
        for (const singular of polishSingulars(slots[i]!)) this.keyedReading(singular, slotCands);
      }
      // In plain search an unknown final word may still be a word being typed.
      if (!prefixLast && isLast && slotCands.length === 0 && slots[i]!.length >= 3 && latin) this.prefixTerms(slots[i]!, slotCands);
      // A Latin word read no other way may be an Arabic-script name typed in Latin letters ("haleeb");
      // so may one that only other languages' names hold, and none alone ("ruz": Breton "kaol ruz",
      // red cabbage; رز, rice).
      if (latin && (slotCands.length === 0 || (slotCands.length === 1 && exact !== undefined && this.onlyInsideTranslations(exact))))
        this.arabicScriptTerms(slots[i]!, slotCands);
      // A slot weighs what its word is worth: its own idf, or the rarest reading of it.
      let weight = this.maxIdf;
      if (exact !== undefined) weight = this.termIdf[exact]!;
      else if (slotCands.length > 0) weight = Math.min(...slotCands.map((c) => this.termIdf[c.term]!));
      weights.push(weight);
      total += weight;
      slotCands.sort((a, b) => b.quality - a.quality);
      // A short word read as another ("soap" as "soup", "hose") is a guess, not a reading.
      const guess = slots[i]!.length <= SHORT_GUESS_MAX ? 2 : 1;
      for (const c of slotCands)
        candidates.push({
          term: c.term,
          mask: 1 << i,
          gain: weight * c.quality,
          exact: c.quality === QUALITY_EXACT,
          quality: c.quality,
          inexact: c.quality === QUALITY_EXACT ? 0 : guess,
          keyed: c.keyed,
        });
    }
    // "low fat" also matches "lowfat", "ice berg" matches "iceberg"; "rice and beans" is no "ricebean".
    for (let i = 0; i + 1 < slots.length; i++) {
      if (words.afterStop[i + 1]) continue;
      const joined = this.termIds.get(stem(slots[i]! + slots[i + 1]!));
      if (joined !== undefined) {
        candidates.push({ term: joined, mask: (1 << i) | (1 << (i + 1)), gain: weights[i]! + weights[i + 1]!, exact: true, quality: 1.01, inexact: 0 });
      }
    }
    // Better readings first: a slot keeps the first reading that matched it.
    candidates.sort((a, b) => b.quality - a.quality);
    const slotTerms = Int32Array.from(terms, (t) => this.termIds.get(t) ?? -1);
    let repeats: Map<number, number> | null = null;
    for (const t of slotTerms) if (t >= 0 && slotTerms.indexOf(t) !== slotTerms.lastIndexOf(t)) (repeats ??= new Map()).set(t, (repeats.get(t) ?? 0) + 1);
    const latin = LATIN.test(slots.join(' '));
    return {
      candidates,
      total,
      slots: slots.length,
      slotTerms,
      spelling: latin ? spellingOf(slots) : 0,
      plurals: latin ? pluralSpellings(slots) : [],
      accents,
      repeats,
      brandKeys: slots.map(brandKey),
      cooking: preparationOf(slots),
      styleSlots: cookingWordsAt(slots).map((cooking, i) => cooking || isPlaceWord(slots[i]!)),
      slips,
      rivalTranslation: false,
    };
  }

  /**
   * English makes the plural of a word ending in a vowel with a bare "-s" ("rotis", "chapatis",
   * "martinis"), which the stemmer leaves on words in "-is" and "-us" (it cannot tell them from
   * singulars: "anis", "radis", "asparagus"). A word the stemmer kept whole that no food's own
   * name holds, whose form without the "-s" is a word of foods' own names, is read as that word too,
   * as surely as a plural the stemmer folds: otherwise only another language's plural meets it
   * (French "rôtis", roasted, for "2 rotis") or a typo reading ("martini" at typo strength).
   */
  private pluralOfOwnWord(surface: string, term: string, exact: number | undefined): number | undefined {
    if (term !== surface || !surface.endsWith('s') || !LATIN_WORD.test(surface)) return undefined;
    if (exact !== undefined && this.termInOwnName[exact] === 1) return undefined;
    const singular = this.termIds.get(stem(surface.slice(0, -1)));
    return singular !== undefined && singular !== exact && this.termInOwnName[singular] === 1 ? singular : undefined;
  }

  /**
   * Readings of a word by its Hindi key: a Devanagari word meets Hindi names in either script
   * ("प्याज़" → "Pyaz", "प्याज") and the food's own words it romanises to ("रोटी" → "roti"); a
   * Latin word meets Hindi names spelt otherwise ("pyaaz" → "Pyaz"), unless it is a word of a
   * food's own name ("feta" is the cheese, not the sweet "Petha").
   */
  private hindiKeyTerms(surface: string, term: string, exact: number | undefined, out: { term: number; quality: number; keyed?: boolean }[]): void {
    const devanagari = isDevanagari(surface);
    if (!devanagari && (!LATIN_WORD.test(term) || (exact !== undefined && this.termInOwnName[exact] === 1))) return;
    const key = hindiKey(surface);
    if (!key) return;
    const have = new Set(out.map((c) => c.term));
    const named = this.termIds.get(HINDI_NAME_KEY + key);
    if (named !== undefined && !have.has(named)) out.push({ term: named, quality: QUALITY_EXACT, keyed: !devanagari });
    // A Latin word no Hindi name sounds like may be a Bengali name typed in Latin letters ("bhat", ভাত): never confidently.
    const bengali = devanagari || named !== undefined ? undefined : this.termIds.get(BENGALI_NAME_KEY + key);
    if (bengali !== undefined && !have.has(bengali)) out.push({ term: bengali, quality: QUALITY_EXACT, keyed: true });
    // A food's own word met by romanisation must also be spelt close to it: "रोटी" (rotii) is
    // "roti", but "सौंफ" (saunph, fennel) is not "soup", though their keys meet. A word some food
    // is named by whole, as written, is that name, not an English word it sounds like ("हाँस",
    // Nepali duck, is not "hash"; "पीठ", Marathi flour, not "pitta").
    const own = devanagari && (exact === undefined || !this.namesWhole(exact)) ? this.termIds.get(OWN_NAME_KEY + key) : undefined;
    if (own !== undefined && !have.has(own) && this.ownSpeltClose(key, romaniseDevanagari(surface))) out.push({ term: own, quality: QUALITY_EXACT });
  }

  /**
   * Readings of a Dutch diminutive no food's name holds as typed by the word it is made of
   * ("eitje" → "ei", "worteltjes" → "wortel"): read as that word, but, as a form the index only
   * guessed, never confidently (keyed, like a word met by its sound).
   */
  private diminutiveTerms(surface: string, out: { term: number; quality: number; keyed?: boolean }[]): void {
    for (const base of dutchDiminutiveBases(surface)) this.keyedReading(base, out);
  }

  /**
   * A Latin word that spells Japanese syllables throughout ("tamago", "jagaimo") is also read as the
   * kana word it spells, when some food's name is that word ("たまご", egg): never confidently, as
   * the letters may be another language's word; not a word of a food's own name ("sake" is the
   * rice wine, not さけ, salmon), as for Hindi keys.
   */
  private romajiTerms(surface: string, out: { term: number; quality: number; keyed?: boolean }[]): void {
    if (surface.length < ROMAJI_MIN) return;
    // As spelt first, then with the long vowels romaji leaves unwritten ("gyunyu", ぎゅうにゅう).
    for (const kana of romajiReadings(surface)) this.keyedReading(kana, out);
  }

  /**
   * A Latin word that spells Korean syllables throughout ("uyu", "gyeran", "dubu") is also read as
   * the Hangul words it may spell, those some food's name is ("우유", milk): never confidently, as for
   * romaji.
   */
  private koreanTerms(surface: string, out: { term: number; quality: number; keyed?: boolean }[]): void {
    for (const hangul of romanisedKoreanToHangul(surface)) this.keyedReading(hangul, out);
  }

  /** No food's own name holds the term, and no name is the term alone. */
  private onlyInsideTranslations(term: number): boolean {
    if (this.termInOwnName[term] === 1) return false;
    const list = this.postings[term]!;
    for (let k = 0; k < list.length; k++) if (this.variantLen[list[k]! >>> 2] === 1) return false;
    return true;
  }

  /** Arabic-script words of generic foods' names by their consonant key (arabicKey), built when first asked. */
  private arabicByKey: Map<string, string[]> | undefined;

  /**
   * A Latin word no generic food's name holds, read as the Arabic-script words whose consonants it
   * spells ("haleeb" حلیب, "ruz" رز): never confidently, as a word met by its sound.
   */
  private arabicScriptTerms(surface: string, out: { term: number; quality: number; keyed?: boolean }[]): void {
    const key = arabicKey(surface);
    if (key === null) return;
    if (!this.arabicByKey) {
      this.arabicByKey = new Map();
      for (const [term, id] of this.termIds) {
        if (this.termInGeneric[id] !== 1 || !ARABIC_SCRIPT_TERM.test(term)) continue;
        const k = arabicKey(term);
        if (k === null) continue;
        const words = this.arabicByKey.get(k);
        if (words) words.push(term);
        else this.arabicByKey.set(k, [term]);
      }
    }
    for (const word of this.arabicByKey.get(key) ?? []) this.keyedReading(word, out);
  }

  /** `word` as a reading of a slot's word, when a generic food's name holds it and no reading has it yet: never confident (keyed). */
  private keyedReading(word: string, out: { term: number; quality: number; keyed?: boolean }[]): void {
    const id = this.termIds.get(stem(word));
    if (id !== undefined && this.termInGeneric[id] === 1 && !out.some((c) => c.term === id)) out.push({ term: id, quality: QUALITY_EXACT, keyed: true });
  }

  /** Whether some food's name in another language is this one word, whole. */
  private namesWhole(term: number): boolean {
    for (const p of this.postings[term]!) {
      const v = p >>> 2;
      if (this.variantLen[v] === 1 && this.translationOf(v) !== undefined) return true;
    }
    return false;
  }

  /**
   * Some own word under Hindi key `key` is within two edits of the romanised word (vowel length
   * folded), and a short word closer still: "खीरा" (khira, cucumber) is not the cocktail "Kir".
   */
  private ownSpeltClose(key: string, romanised: string): boolean {
    const folded = romanised.replace(/aa/g, 'a').replace(/ii/g, 'i').replace(/uu/g, 'u');
    return (this.ownWordsByKey.get(key) ?? []).some((w) => {
      const max = Math.min(OWN_SPELLING_MAX_EDITS, w.length - 2);
      return max >= 0 && editDistance(folded, w, max) <= max;
    });
  }

  private prefixTerms(prefix: string, out: { term: number; quality: number }[]): void {
    const s = this.surfaces;
    const lo = lowerBound(s, prefix);
    const have = new Set(out.map((c) => c.term));
    const found: number[] = [];
    for (let i = lo; i < s.length && s[i]!.startsWith(prefix); i++) {
      const t = this.surfaceTerm[i]!;
      if (!have.has(t)) {
        have.add(t);
        found.push(t);
      }
    }
    // Keep the most common completions when a short prefix opens a wide range.
    const max = prefix.length < 3 ? MAX_PREFIX_TERMS / 4 : MAX_PREFIX_TERMS;
    if (found.length > max) {
      found.sort((a, b) => this.termIdf[a]! - this.termIdf[b]!);
      found.length = max;
    }
    for (const t of found) out.push({ term: t, quality: QUALITY_PREFIX });
  }

  /**
   * Readings of a misspelt word. A misspelling mostly gets the vowels wrong: when some words of
   * generic foods keep its consonants ("cantelope" → "cantaloupe"), they are read as surely as one
   * edit, and others ("antelope", one letter away) only when far more common (CONSONANT_ODDS:
   * "chiken" is "chicken", not the rare "chikn"). Beside English words (`english`), the words of
   * the tables' own names are read before other languages' ("camomile tea": chamomile, not camomilla).
   */
  private typoTerms(term: string, out: { term: number; quality: number }[], english = false): void {
    const have = new Set(out.map((c) => c.term));
    let found = this.typoCandidates(term);
    if (english && found.some((c) => this.termInOwnName[c.term] === 1)) found = found.filter((c) => this.termInOwnName[c.term] === 1);
    const kept = (c: TypoCandidate) => c.sameConsonants && this.termInGeneric[c.term] === 1;
    const keptIdf = Math.min(...found.filter(kept).map((c) => this.termIdf[c.term]!));
    if (Number.isFinite(keptIdf)) found = found.filter((c) => kept(c) || this.termIdf[c.term]! < keptIdf - Math.log(CONSONANT_ODDS));
    for (const c of found) {
      if (!have.has(c.term)) out.push({ term: c.term, quality: c.distance === 1 || kept(c) ? QUALITY_TYPO1 : QUALITY_TYPO2 });
    }
  }

  /**
   * A word that only a few foods' names hold may still be a slip for a far commoner word with its
   * consonants: a table's own misspelling ("Bluberries, canned"), a brand's ("Turk'y Burger"), an
   * alias's ("Chicken Fettucini"). The commoner word is read too, as a typo, beside the word as typed.
   */
  private commonerSpellings(term: string, exact: number, out: { term: number; quality: number }[]): boolean {
    if (this.termIdf[exact]! < this.maxIdf - Math.log(RARE_SPELLING_DF)) return false;
    const commoner = this.commonerCandidates(term);
    for (const c of commoner) out.push({ term: c.term, quality: QUALITY_TYPO1 });
    return commoner.length > 0;
  }

  /**
   * Typo readings of a word, kept per word: the index never changes, and people type the same
   * words again and again (a tenth of a search went to finding them anew).
   */
  private readonly typoCandidates = keptPerKey(TYPO_WORDS_KEPT, (term: string) => this.typos.candidates(term));
  /** commonerSpellings' readings of a word (its floor follows from the word), kept as typoCandidates are. */
  private readonly commonerCandidates = keptPerKey(TYPO_WORDS_KEPT, (term: string) => {
    const floor = this.termIdf[this.termIds.get(term)!]! - Math.log(RARE_SPELLING_ODDS);
    // Only a commoner word of a food's own name can be kept: no other is verified.
    return this.typos.candidates(term, (id) => this.termInOwnName[id] === 1 && this.termIdf[id]! < floor).filter((c) => c.sameConsonants);
  });

  private inOrderAllZones(plan: QueryPlan, v: number): boolean {
    return this.inOrder(plan, v, ZONE_HEAD) && this.inOrder(plan, v, ZONE_SUB) && this.inOrder(plan, v, ZONE_BODY);
  }

  /** True when the query's words found in `zone` of variant `v` appear there in query order. */
  private inOrder(plan: QueryPlan, v: number, zone: number): boolean {
    if (plan.slots < 2) return true;
    let last = -1;
    for (let i = this.seqStart[v]!, end = this.seqStart[v + 1]!; i < end; i++) {
      if (this.seqZones[i] !== zone) continue;
      const slot = plan.slotTerms.indexOf(this.seqTerms[i]!);
      if (slot < 0) continue;
      if (slot < last) return false;
      last = slot;
    }
    return true;
  }

  /** The query's words stand in variant `v` side by side and in the order typed (one word always does). */
  private saysAsTyped(plan: QueryPlan, v: number): boolean {
    const n = plan.slots;
    if (n < 2) return true;
    const terms = plan.slotTerms;
    for (let i = this.seqStart[v]!, end = this.seqStart[v + 1]! - n; i <= end; i++) {
      let k = 0;
      while (k < n && this.seqTerms[i + k] === terms[k]) k++;
      if (k === n) return true;
    }
    return false;
  }

  /**
   * The query is variant `v` with its first word put last ("white rice cooked", "chicken breast
   * grilled"): a qualifier said after the food, as in a list. Only from three words: in two, the
   * order is the meaning ("milk chocolate" is no "chocolate milk"). And only when that word is the
   * whole of the name's first comma part, or the name has no other part: a first word that begins a
   * longer first part is a word of the food's own name, not a qualifier ("Almond milk, chocolate" is
   * no "milk chocolate almonds": the query joins "milk" to the next part's word).
   */
  private postposes(plan: QueryPlan, v: number): boolean {
    const start = this.seqStart[v]!;
    const n = this.seqStart[v + 1]! - start;
    if (plan.slots < 3 || n !== plan.slots) return false;
    const headLen = this.variantHeadLen[v]!;
    if (headLen > 1 && headLen < this.variantLen[v]!) return false;
    for (let i = 0; i < n; i++) if (this.seqTerms[start + i] !== plan.slotTerms[(i + n - 1) % n]) return false;
    return true;
  }

  /** Variant `v` says each repeated query term at least as often as the query does. */
  private holdsRepeats(repeats: Map<number, number>, v: number): boolean {
    for (const [term, times] of repeats) {
      let n = 0;
      for (let i = this.seqStart[v]!, end = this.seqStart[v + 1]!; i < end; i++) if (this.seqTerms[i] === term) n++;
      if (n < times) return false;
    }
    return true;
  }

  /**
   * English puts the head last: "cherry tomatoes" are tomatoes, "strawberry jam" is jam. When no
   * food holds every word, a food whose own name or alias is exactly the query's last words (`mask`,
   * read as written) is what was meant, of a kind the tables lack; only when every other word is a
   * word of foods' names too ("motor oil" is no oil) or says how it was cooked or where its style
   * comes from ("pan seared salmon", "punjabi samosa").
   */
  private namesQueryHead(plan: QueryPlan, v: number, mask: number, fullMask: number): boolean {
    const rest = fullMask ^ mask;
    if (plan.spelling === 0 || mask === 0 || rest === 0 || (rest & (rest + 1)) !== 0) return false;
    // Most variants that reach here fail the first test, on the scratch the query just filled: it comes first.
    const b = v * ACC_BYTES;
    if (this.accB[b + ACC_COUNT] !== this.variantLen[v] || this.accB[b + ACC_INEXACT] !== 0) return false;
    if (this.variantExternal[v] === 1 || this.variantStandIn[v] === 1 || this.variantDerived[v] === DERIVED_SUB || this.variantPlainOfDeparture[v] === 1)
      return false;
    if (!this.inOrderAllZones(plan, v)) return false;
    for (let i = 0; i < plan.slots; i++) {
      const t = plan.slotTerms[i]!;
      if ((t < 0 || this.termInOwnName[t] !== 1) && !plan.styleSlots[i]) return false;
    }
    return true;
  }

  /** Every word of one of the document's brands is a query word (read exactly). */
  private namesBrandOf(d: number, plan: QueryPlan): boolean {
    const sets = this.docBrands[d];
    if (!sets) return false;
    return sets.some((set) => set.every((w) => plan.brandKeys.includes(w)));
  }

  private run(plan: QueryPlan, limit: number, kind: 'generic' | 'product' | undefined, prefixMode: boolean): LexicalHit[] {
    const nTouched = this.accumulate(plan);
    const nDocs = this.keepBestPerDocument(plan, nTouched, kind, prefixMode, limit);
    const { topDoc, topScore } = this.topDocuments(nDocs, limit);
    const { docVariant } = this;
    return topDoc.map((d, i) => ({
      doc: d,
      id: this.docs[d]!.id,
      score: topScore[i]!,
      text: this.variantText(docVariant[d]!),
      exact: topScore[i]! >= BAND_EXACT,
      ...this.variantVia(docVariant[d]!),
      inexact: this.docInexact[d]! > 0,
      guess: this.docInexact[d] === 2,
      brandNamed: this.docBrandNamed[d] === 1,
      ...(this.docQueryHead[d] === 1 ? { queryHead: true } : {}),
      ...(this.docKeyed[d] === 1 ? { keyed: true } : {}),
      respelt: this.spelling(docVariant[d]!, plan) === 'respelt',
      ...(plan.slips ? { slip: true } : {}),
      ...(plan.accents === 0 && this.variantAccents[docVariant[d]!] !== 0 ? { unaccented: true } : {}),
      // And an own name that outranked it without being met whole is as likely not meant ("peas" is the English food).
      ...(plan.rivalTranslation && topScore[i]! < BAND_EXACT && this.variantExternal[docVariant[d]!] !== 1 ? { rivalled: true } : {}),
      ...(topScore[i]! >= BAND_EXACT && this.englishWordsElsewhere(plan, docVariant[d]!) ? { englishWords: true } : {}),
    }));
  }

  /** Adds every candidate's postings into the scratch of the variants they reach; returns how many variants it listed in `touched`. */
  private accumulate(plan: QueryPlan): number {
    const { accF, accW, accB, touched } = this;
    let nTouched = 0;
    for (const c of plan.candidates) {
      const list = this.postings[c.term]!;
      for (let k = 0; k < list.length; k++) {
        const p = list[k]!;
        const v = p >>> 2;
        const zone = p & 3;
        const w = v * ACC_WORDS;
        const b = v * ACC_BYTES;
        const mask = accW[w + ACC_MASK]!;
        if (mask === 0) touched[nTouched++] = v;
        if ((mask & c.mask) !== 0) continue;
        accW[w + ACC_MASK] = mask | c.mask;
        if (!c.exact) accB[b + ACC_INEXACT] = Math.max(accB[b + ACC_INEXACT]!, c.inexact);
        if (c.keyed) accB[b + ACC_KEYED] = 1;
        accF[w + ACC_SCORE] += c.gain;
        if (zone === ZONE_HEAD) {
          accF[w + ACC_HEAD] += c.gain;
          accB[b + ACC_HEAD_COUNT]++;
        } else if (zone === ZONE_SUB) {
          accF[w + ACC_SUB] += c.gain;
          accB[b + ACC_SUB_COUNT]++;
        }
        if (zone !== ZONE_PAREN) accB[b + ACC_COUNT]++;
      }
    }
    return nTouched;
  }

  /**
   * Scores each touched variant and keeps the best per document of `kind`, clearing the variant's
   * scratch as it passes; returns how many documents it listed in `docTouched`.
   */
  private keepBestPerDocument(plan: QueryPlan, nTouched: number, kind: 'generic' | 'product' | undefined, prefixMode: boolean, limit: number): number {
    const fullMask = plan.slots >= 31 ? 0x7fffffff : (1 << plan.slots) - 1;
    const total = plan.total || 1;
    const { touched, accW, accB, docBest, docVariant, docTouched, variantDoc, prior, isGeneric } = this;
    // Scores of foods holding every query word start at BAND_PRODUCT, above every partial or
    // query-head score: with `limit` such foods, the others cannot be listed and are not scored.
    const listed = Math.max(1, limit);
    const coveredOnly = this.coveredFoods(plan, nTouched, kind, fullMask, listed) >= listed;
    let nDocs = 0;
    // Whether any variant was read as named by the query's head: only then are those hits reordered.
    let anyQueryHead = false;
    for (let i = 0; i < nTouched; i++) {
      const v = touched[i]!;
      const d = variantDoc[v]!;
      const b = v * ACC_BYTES;
      const mask = accW[v * ACC_WORDS + ACC_MASK]!;
      // One word of a name answers one word of the query: "half smoke" does not cover "half and half".
      const covered = this.holdsEveryWord(plan, v, mask, fullMask);
      if (coveredOnly && !covered) {
        this.clearVariant(v);
        continue;
      }
      const generic = isGeneric[d] === 1;
      let score: number;
      let brandNamed = 0;
      let queryHead = 0;
      if (covered) score = this.coveredScore(plan, v, d, generic, total, prefixMode);
      else if (generic && this.namesQueryHead(plan, v, mask, fullMask)) {
        queryHead = 1;
        anyQueryHead = true;
        const fit = plan.cooking ? cookingFit(this.docs[d]!.name, plan.cooking) : 1;
        score = BAND_QUERY_HEAD + (BAND_PRODUCT - BAND_QUERY_HEAD) * 0.9 * fit * (0.8 * prior[d]! + 0.2 / this.countedLength(v));
      } else score = this.partialScore(v, d, generic, total);
      if (this.variantStandIn[v] === 1 && score >= BAND_HEAD) score = BAND_GENERIC + (BAND_HEAD - BAND_GENERIC) * STAND_IN_SHAPE;
      else if (generic && covered && score < BAND_HEAD && accB[b + ACC_INEXACT] === 0 && this.variantStandIn[v] === 0 && this.namesBrandOf(d, plan)) {
        // The query is the brand the food's name gives, with nothing but its words: the product.
        brandNamed = 1;
        score = BAND_HEAD + (BAND_EXACT - BAND_HEAD) * 0.9 * Math.max(0, (score - BAND_GENERIC) / (BAND_HEAD - BAND_GENERIC));
      }
      if (prefixMode && accB[b + ACC_HEAD_COUNT]! > 0) score = Math.min(1, score + 0.005);
      const inexact = accB[b + ACC_INEXACT]!;
      const keyed = accB[b + ACC_KEYED]!;
      this.clearVariant(v);
      if (kind && this.docs[d]!.kind !== kind) continue;
      if (docBest[d]! < 0) {
        docTouched[nDocs++] = d;
        this.docWords[d] = 0;
      }
      if (inexact === 0) this.docWords[d] |= mask;
      if (this.beats(score, keyed, d)) {
        docBest[d] = score;
        docVariant[d] = v;
        this.docInexact[d] = inexact;
        this.docKeyed[d] = keyed;
        this.docBrandNamed[d] = brandNamed;
        this.docQueryHead[d] = queryHead;
        if (queryHead === 1) this.docQueryRest[d] = fullMask ^ mask;
      }
    }
    if (anyQueryHead) this.rankQueryHeads(nDocs, plan.slots);
    return nDocs;
  }

  /** Whether variant `v`, whose words met the query's `mask`, holds every query word, each as often as the query says it. */
  private holdsEveryWord(plan: QueryPlan, v: number, mask: number, fullMask: number): boolean {
    return (mask & fullMask) === fullMask && (plan.repeats === null || this.holdsRepeats(plan.repeats, v));
  }

  /** How many foods of `kind` a touched variant holding every query word reaches, counted up to `enough`. */
  private coveredFoods(plan: QueryPlan, nTouched: number, kind: 'generic' | 'product' | undefined, fullMask: number, enough: number): number {
    const { touched, accW, variantDoc, docCovered } = this;
    const counted: number[] = [];
    for (let i = 0; i < nTouched && counted.length < enough; i++) {
      const v = touched[i]!;
      const d = variantDoc[v]!;
      if (!this.holdsEveryWord(plan, v, accW[v * ACC_WORDS + ACC_MASK]!, fullMask) || docCovered[d] === 1 || (kind && this.docs[d]!.kind !== kind)) continue;
      docCovered[d] = 1;
      counted.push(d);
    }
    for (const d of counted) docCovered[d] = 0;
    return counted.length;
  }

  /**
   * Whether a variant scored `score` is food `d`'s best reading so far. One met by a word's sound or
   * synonym (keyed) gives way to one met as spelt of the same band, and beats it only from a higher
   * band: "prawns" is the shrimp's alias "prawns", not its name read through "shrimp".
   */
  private beats(score: number, keyed: number, d: number): boolean {
    const best = this.docBest[d]!;
    if (best < 0 || keyed === this.docKeyed[d]) return score > best;
    return keyed === 1 ? bandRank(score) > bandRank(best) : bandRank(score) >= bandRank(best);
  }

  /**
   * Of the foods the query's head names, those whose other names hold more of the query's other
   * words come first: "broccoli cheddar soup" is the soup whose name says "broccoli cheese soup"
   * before a broth, though both are "soup" and neither says "cheddar". A longer head named ranks
   * first ("green beans" of "sauteed green beans" before "beans"), then the other words held, then
   * the fit the head's own score gives (cooking, how common, how short), within the band.
   */
  private rankQueryHeads(nDocs: number, slots: number): void {
    const { docBest, docTouched, docQueryHead, docWords, docQueryRest } = this;
    for (let i = 0; i < nDocs; i++) {
      const d = docTouched[i]!;
      if (docQueryHead[d] !== 1) continue;
      const rest = docQueryRest[d]!;
      const head = slots - bitCount(rest);
      const held = bitCount(docWords[d]! & rest);
      const fit = Math.min(QUERY_HEAD_FIT_MAX, (docBest[d]! - BAND_QUERY_HEAD) / ((BAND_PRODUCT - BAND_QUERY_HEAD) * 0.9));
      const key = head * (slots + 1) + held + fit;
      docBest[d] = BAND_QUERY_HEAD + (BAND_PRODUCT - BAND_QUERY_HEAD) * 0.9 * (key / (slots * (slots + 1)));
    }
  }

  /** Bands A to D, for a variant that holds every query word. */
  private coveredScore(plan: QueryPlan, v: number, d: number, generic: boolean, total: number, prefixMode: boolean): number {
    const { accF, accB, variantSubLen, variantDerived } = this;
    const w = v * ACC_WORDS;
    const b = v * ACC_BYTES;
    const accScore = accF[w + ACC_SCORE]!;
    const accHead = accF[w + ACC_HEAD]!;
    const accSub = accF[w + ACC_SUB]!;
    const accInexact = accB[b + ACC_INEXACT]!;
    const accCount = accB[b + ACC_COUNT]!;
    const accSubCount = accB[b + ACC_SUB_COUNT]!;
    const len = this.countedLength(v);
    const pr = this.prior[d]!;
    const headFull = this.headFull(v);
    const docCover = this.nameCover(v);
    const quality = this.matchQuality(v, total);
    const derived = variantDerived[v]!;
    // How well a head-band food fits: common, named by little more than the query, read exactly.
    const headShape = 0.65 * pr + 0.1 * docCover + 0.25 * quality;
    const exactVariant =
      generic && accInexact === 0 && accCount === len && derived !== DERIVED_SUB && this.variantPlainOfDeparture[v] === 0 && this.inOrderAllZones(plan, v);
    // A brand the food only stands in for ("kit kat" → "Chocolate candy, cookie filled"): a
    // fair answer when nothing is named after the brand, never a confident one.
    if (exactVariant && this.variantStandIn[v] === 1) return BAND_GENERIC + (BAND_HEAD - BAND_GENERIC) * STAND_IN_EXACT_SHAPE;
    if (exactVariant) return this.exactScore(plan, v, pr, len);
    // A name met whole but for a misspelt word ("lemonaid" → "Lemonade", "lasanga" → "Lasagna"):
    // the food the word it reads names exactly, before foods that only hold that word.
    if (
      !prefixMode &&
      generic &&
      accInexact === 1 &&
      accCount === len &&
      derived !== DERIVED_SUB &&
      this.variantPlainOfDeparture[v] === 0 &&
      this.variantStandIn[v] === 0 &&
      this.inOrderAllZones(plan, v)
    )
      return this.misspeltExactScore(v, pr, len);
    if (generic && derived !== DERIVED_SUB && this.variantPlainOfDeparture[v] === 0 && headFull && accHead === accScore && this.inOrder(plan, v, ZONE_HEAD))
      // The query is the food (the head) and the rest only qualifies it: "milk" → "Milk, whole".
      return BAND_HEAD + (BAND_EXACT - BAND_HEAD) * headShape;
    if (
      generic &&
      accInexact === 0 &&
      accCount === len &&
      derived !== DERIVED_SUB &&
      this.variantPlainOfDeparture[v] === 0 &&
      this.variantExternal[v] === 0 &&
      this.postposes(plan, v)
    )
      // The name with its first word said last: "white rice cooked" for "cooked white rice".
      return BAND_HEAD + (BAND_EXACT - BAND_HEAD) * headShape;
    if (generic && this.variantClassHead[v] === 1 && accSubCount === variantSubLen[v] && accSub === accScore && this.inOrder(plan, v, ZONE_SUB))
      // The head is a class and the sub names the food: "almonds" → "Nuts, almonds".
      return BAND_HEAD + (BAND_EXACT - BAND_HEAD) * 0.85 * headShape;
    if (
      generic &&
      headFull &&
      accSubCount > 0 &&
      accSubCount === variantSubLen[v] &&
      Math.abs(accHead + accSub - accScore) < 1e-4 &&
      this.inOrder(plan, v, ZONE_HEAD)
    )
      // SR28's inverted names: "whole milk" → "Milk, whole", "brown rice" → "Rice, brown".
      return BAND_HEAD + (BAND_EXACT - BAND_HEAD) * 0.9 * headShape;
    const headShare = accHead / total;
    // The query is exactly the second segment under a singular head: "Cheese, mozzarella".
    const subExact = accSubCount > 0 && accSubCount === variantSubLen[v] && accSub === accScore ? 1 : 0;
    const fit = 0.4 * pr + 0.15 * docCover + 0.1 * (headFull ? 1 : 0) + 0.1 * headShare + 0.1 * subExact + 0.15 * quality;
    // A name that says the query's words side by side, as typed, before one that parts them with
    // its own ("French dip sandwich" before "french onion dip" for "french dip").
    const shape = (1 - PHRASE_WEIGHT) * fit + PHRASE_WEIGHT * (this.saysAsTyped(plan, v) ? 1 : 0);
    return generic ? BAND_GENERIC + (BAND_HEAD - BAND_GENERIC) * shape : BAND_PRODUCT + (BAND_GENERIC - BAND_PRODUCT) * shape;
  }

  /** Band A: every query word matched and nothing else is in the name, an exact name or alias. */
  private exactScore(plan: QueryPlan, v: number, pr: number, len: number): number {
    // A taxonomy's translation spelt as what the tables' own English names call another food
    // ("latte": Italian milk, and the tables' "Coffee, Latte"): that food is as likely meant, so
    // the translation is no exact answer.
    if (this.variantExternal[v] === 1 && !this.translationOf(v)?.reviewed && this.namesAnotherOwnFood(plan, this.variantDoc[v]!)) {
      plan.rivalTranslation = true;
      return BAND_GENERIC + (BAND_HEAD - BAND_GENERIC) * OWN_SEGMENT_TRANSLATION_SHAPE;
    }
    // A food's own name or alias before a linked translation ("empanada" is the empanada before
    // the pie whose Spanish name is "empanadas").
    const { fit, agree } = this.exactNameFit(v, pr, len);
    // A name spelt as the Latin query ("mela", Italian apple) before one met by its Hindi key.
    const spelt = this.accB[v * ACC_BYTES + ACC_KEYED] === 1 ? 0 : 1;
    const asWritten = this.spelling(v, plan) === 'as_written' ? 1 : 0;
    // The food's own name met only by folding the accents typed ("bún", Vietnamese rice noodles,
    // is no "bun"): after a translation written with them.
    const folded = plan.accents !== 0 && this.variantAccents[v] !== plan.accents;
    // An own name met only through the stemmer ("crisp", the dessert, for "crisps") after one
    // spelt as typed ("crisps", potato chips).
    // Of translations spelt alike in two languages ("kanin": Tagalog cooked rice, Danish rabbit), the
    // name a reviewed lexicon gives before one the taxonomies give.
    return this.variantExternal[v] === 1
      ? BAND_EXACT + 0.015 * asWritten + 0.015 * (0.5 * fit + 0.5 * agree) + 0.015 * (this.translationOf(v)?.reviewed ? 1 : 0) - 0.001 * (1 - spelt)
      : folded || this.spelling(v, plan) === 'respelt'
        ? BAND_EXACT + 0.01 * fit
        : BAND_EXACT + 0.03 + 0.07 * fit;
  }

  /**
   * Whether the query's words are a whole segment of a generic food's own name, brands' names
   * aside ("Coffee, Latte" for "latte"), while food `d`'s own name and aliases do not hold them.
   */
  private namesAnotherOwnFood(plan: QueryPlan, d: number): boolean {
    const words = this.queryWords(plan);
    // A word typed with accents ("tôm", Vietnamese shrimp) is none of the tables' English words.
    if (plan.accents !== 0 || !words?.length || !this.ownSegments.has(words.join(' '))) return false;
    return !this.ownNameHolds(d, words);
  }

  /**
   * Whether variant `v` is a taxonomy's translation (no reviewed lexicon's) while every query word,
   * typed without accents, is a word of some generic food's own English name or alias and the food
   * of `v`'s own name and aliases do not hold them all (englishWords).
   */
  private englishWordsElsewhere(plan: QueryPlan, v: number): boolean {
    if (this.variantExternal[v] !== 1 || plan.accents !== 0 || this.translationOf(v)?.reviewed) return false;
    const words = this.queryWords(plan, (t) => this.termInOwnName[t] === 1);
    return !!words?.length && !this.ownNameHolds(this.variantDoc[v]!, words);
  }

  /** The query's words as the index's terms, or null when one is no term (or fails `keep`). */
  private queryWords(plan: QueryPlan, keep: (term: number) => boolean = () => true): string[] | null {
    const words: string[] = [];
    for (const t of plan.slotTerms) {
      if (t < 0 || !keep(t)) return null;
      words.push(this.termText[t]!);
    }
    return words;
  }

  /** Whether food `d`'s own name and aliases hold every one of `words` (stemmed terms). */
  private ownNameHolds(d: number, words: readonly string[]): boolean {
    const doc = this.docs[d]!;
    const own = new Set(tokenize([doc.name, ...doc.aliases].join(' ')).map(stem));
    return words.every((w) => own.has(w));
  }

  /**
   * How well a name met whole fits (0-1): the name the table codes as this food when nothing more is
   * said best ("lasagna NFS"), then common and short; and, of foods sharing a translation ("Palak":
   * spinach, Basella), how many languages give it.
   */
  private exactNameFit(v: number, pr: number, len: number): { fit: number; agree: number } {
    return {
      fit: this.variantDefault[v] === 1 ? 1 : 0.8 * pr + 0.2 / len,
      agree: Math.min(1, Math.max(0, this.variantAgree[v]! - 1) / 4),
    };
  }

  /**
   * A name or alias the query meets whole but for a misspelt word: at the top of band B, never in
   * band A (the name was not typed), ordered as band A orders exact names: own names before
   * translations, the name the table codes when nothing more is said, then common and short.
   */
  private misspeltExactScore(v: number, pr: number, len: number): number {
    const { fit, agree } = this.exactNameFit(v, pr, len);
    const shape = this.variantExternal[v] === 1 ? 0.3 * (0.5 * fit + 0.5 * agree) : 0.3 + 0.7 * fit;
    return BAND_HEAD + (BAND_EXACT - BAND_HEAD) * (MISSPELT_EXACT_FLOOR + (1 - MISSPELT_EXACT_FLOOR) * 0.999 * shape);
  }

  /** Band E, for a variant that holds only some query words: below every food that holds them all. */
  private partialScore(v: number, d: number, generic: boolean, total: number): number {
    const q = this.matchedShare(v, total);
    const headShare = this.accF[v * ACC_WORDS + ACC_HEAD]! / total;
    const shape = 0.6 * q + 0.1 * (this.headFull(v) ? q : 0) + 0.1 * headShare + 0.1 * this.nameCover(v) * q + 0.1 * this.prior[d]!;
    return Math.min(BAND_QUERY_HEAD, BAND_PRODUCT * shape * (generic ? 1 : 0.9));
  }

  /** Share of the query's weight that variant `v` matched, discounted for typo and prefix readings. */
  private matchedShare(v: number, total: number): number {
    return this.accF[v * ACC_WORDS + ACC_SCORE]! / total;
  }

  /** The matched share rescaled: nothing at half the query's weight or less, 1 for all of it. */
  private matchQuality(v: number, total: number): number {
    return Math.max(0, Math.min(1, (this.matchedShare(v, total) - 0.5) * 2));
  }

  /** Variant `v`'s counted words (never 0: a divisor). */
  private countedLength(v: number): number {
    return this.variantLen[v]! || 1;
  }

  /** Share of variant `v`'s counted words that the query matched. */
  private nameCover(v: number): number {
    return Math.min(1, this.accB[v * ACC_BYTES + ACC_COUNT]! / this.countedLength(v));
  }

  /** Every word of variant `v`'s head matched. */
  private headFull(v: number): boolean {
    const headLen = this.variantHeadLen[v]!;
    return headLen > 0 && this.accB[v * ACC_BYTES + ACC_HEAD_COUNT] === headLen;
  }

  /** Clears variant `v`'s scratch for the next query. */
  private clearVariant(v: number): void {
    // Zero bits are 0 in every field; the record's used words, as whole words.
    const w = v * ACC_WORDS;
    const { accW } = this;
    for (let i = 0; i < ACC_USED_WORDS; i++) accW[w + i] = 0;
  }

  /**
   * The `limit` best of the listed documents, best first (ties: earlier document first, for stable
   * results), by a min-heap on score; clears each document's best as it passes.
   */
  private topDocuments(nDocs: number, limit: number): { topDoc: number[]; topScore: number[] } {
    const { docBest, docTouched } = this;
    const k = Math.max(1, limit);
    const heapDoc: number[] = [];
    const heapScore: number[] = [];
    const worse = (a: number, b: number) => heapScore[a]! < heapScore[b]! || (heapScore[a] === heapScore[b] && heapDoc[a]! > heapDoc[b]!);
    const swap = (a: number, b: number) => {
      const d = heapDoc[a]!;
      heapDoc[a] = heapDoc[b]!;
      heapDoc[b] = d;
      const sc = heapScore[a]!;
      heapScore[a] = heapScore[b]!;
      heapScore[b] = sc;
    };
    const siftDown = (i: number) => {
      for (;;) {
        const l = 2 * i + 1;
        const r = l + 1;
        let m = i;
        if (l < heapDoc.length && worse(l, m)) m = l;
        if (r < heapDoc.length && worse(r, m)) m = r;
        if (m === i) return;
        swap(i, m);
        i = m;
      }
    };
    for (let i = 0; i < nDocs; i++) {
      const d = docTouched[i]!;
      const s = docBest[d]!;
      docBest[d] = -1;
      if (heapDoc.length < k) {
        heapDoc.push(d);
        heapScore.push(s);
        for (let c = heapDoc.length - 1; c > 0; ) {
          const parent = (c - 1) >> 1;
          if (!worse(c, parent)) break;
          swap(c, parent);
          c = parent;
        }
      } else if (s > heapScore[0]! || (s === heapScore[0] && d < heapDoc[0]!)) {
        heapDoc[0] = d;
        heapScore[0] = s;
        siftDown(0);
      }
    }
    const order = heapDoc.map((_, i) => i).sort((a, b) => heapScore[b]! - heapScore[a]! || heapDoc[a]! - heapDoc[b]!);
    return { topDoc: order.map((i) => heapDoc[i]!), topScore: order.map((i) => heapScore[i]!) };
  }
}

/** How many bits of `x` are set. */
function bitCount(x: number): number {
  let n = 0;
  for (let m = x >>> 0; m !== 0; m &= m - 1) n++;
  return n;
}

/**
 * The plainest English name of a food: of its aliases and its name's head, the one of fewest words
 * that its own name says ("chicken" of "Chicken, broilers or fryers, leg, …", "salmon" of "Fish,
 * salmon, sockeye, raw"; "tempeh", not the "soybean" a linked table's name gives "Tempeh").
 */
function englishFoodName(doc: SearchDoc): string {
  const own = new Set(tokenize(doc.name));
  const head = doc.name.split(',')[0]!;
  const said = [...doc.aliases, head].filter((a) => {
    const words = tokenize(a);
    return words.length > 0 && words.every((w) => own.has(w));
  });
  return said.reduce((best, a) => (a.split(' ').length < best.split(' ').length ? a : best), said[0] ?? head);
}

/** The words of a name that say what the food is (not a note in parentheses, nor what it comes with, on or in) hold all of `words`. */
function namesFood(name: string, words: readonly string[]): boolean {
  const own = new Set(tokenize(withoutAsides(name).split(/\b(?:with|on|in)\b/i)[0]!));
  return words.every((w) => own.has(w));
}
