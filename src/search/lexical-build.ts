/**
 * Building the lexical index (lexical.ts) from documents: each name, alias, name in another
 * language and stand-in of a document becomes a variant of zoned terms (see zonedTokens), each term
 * gets its postings, weight and flags. What it gives is what a snapshot restores
 * (lexical-snapshot.ts), so a built and a restored index are one.
 */
import { brandWordsOf, departs, docPrior, type SearchDoc } from './doc';
import { typoDeletions } from './typo-index';
import { stem, surfaceTokens, tokenize, withoutAsides } from '../domain/language/text';
import type { LexicalFields } from './lexical-snapshot';
import { HINDI_KEY_LANGS, hindiKey, hindiPhraseKey } from '../domain/language/indic';

export const ZONE_HEAD = 0;
/** The second comma segment: the food itself when the head is a class ("Nuts, almonds"). */
export const ZONE_SUB = 1;
export const ZONE_BODY = 2;
/** Parenthesised text: matchable, but not counted in the variant's length. */
export const ZONE_PAREN = 3;
/**
 * A head shared by at least this many generic names, with a plural noun in it, is a class whose
 * second segment names the food: "Nuts, almonds", "Spices, cinnamon". A singular head is a
 * substance the second segment only qualifies: "Oil, coconut" is coconut oil, not coconut.
 */
const CLASS_HEAD_MIN = 5;
/** Collective nouns whose plural is the singular. */
const INVARIANT_PLURALS = new Set(['fish', 'seafood', 'game']);
/** Singular heads that still name a class: SR28 files drinks as "Alcoholic beverage, wine, …". */
const SINGULAR_CLASS_NOUNS = new Set(['beverage', 'dressing']);
/**
 * Plural heads of things made with or flavoured by what the second segment names: that segment
 * qualifies them, as of a singular head ("Rolls, pumpernickel" is a pumpernickel roll, not
 * pumpernickel; "Syrups, sorghum" and "Puddings, tapioca" are not the grain or the starch).
 */
const MADE_HEADS = new Set(['rolls', 'bagels', 'muffins', 'english muffins', 'pancakes', 'puddings', 'syrups', 'frostings', 'ice creams', 'toaster pastries']);
/** Compound words are split into known words of at least this length ("kiwifruit"). */
const COMPOUND_PART_MIN = 4;
const BRAND_HEAD = /^[^a-z]*[A-Z]{3,}[^a-z]*$/;
/** Normalised Latin-script words, the only ones read with typos and prefixes. */
export const LATIN_WORD = /^[a-z0-9%./]+$/;
const DERIVED_NONE = 0;
const DERIVED_HEAD = 1;
export const DERIVED_SUB = 2;
const DERIVED_CLASS_SUB = 3;
/**
 * A capitalised word in an SR28-style name is a brand ("Candies, MARS SNACKFOOD US, SNICKERS Bar",
 * "McDONALD'S, McFLURRY"); a parenthesis opening with a capital names one ("Energy drink (Red Bull)").
 */
const BRAND_WORD = /^(Mc)?(?=[^A-Z]*[A-Z][^A-Z]*[A-Z])[A-Z0-9'’&.-]+(['’]s)?$/;
const isBrandWord = (w: string) => BRAND_WORD.test(w) && !NOT_BRAND.has(w);
/**
 * Capitals that are not brands: SR28's "USDA commodity", FNDDS's "NFS", "UHT" milk, and abbreviations
 * of foods and nutrients ("Ranch BLT Sandwich", "BBQ Riblets", "with ARA and DHA").
 */
const NOT_BRAND = new Set(['USDA', 'NFS', 'NS', 'UHT', 'II', 'III', 'RTE', 'RTF', 'BLT', 'BBQ', 'ARA', 'DHA']);
const NOTE_PAREN = /^(includ|formerly|made|with|without|see|also|NS|NFS)\b/i;
/**
 * Index terms of Hindi phonetic keys (../domain/language/indic.ts), apart from words: HINDI_NAME
 * for the words of Hindi and Urdu names ("Pyaz", "प्याज़"), OWN_NAME for the Latin words of a
 * generic food's own name and aliases ("Bread, chapati or roti"), which a Devanagari query word
 * reaches through its romanisation ("रोटी").
 */
export const HINDI_NAME_KEY = '~';
export const OWN_NAME_KEY = '=';
/**
 * BENGALI_NAME for the words of Bengali names (their script is laid out as Devanagari, letter for
 * letter: indic.ts bengaliAsDevanagari), which a Latin word typed for them reaches ("bhat" → ভাত);
 * apart from Hindi's, as the two languages' words for different foods often sound alike.
 */
export const BENGALI_NAME_KEY = '^';
const isKeyTerm = (term: string) => term[0] === HINDI_NAME_KEY || term[0] === OWN_NAME_KEY || term[0] === BENGALI_NAME_KEY;

/**
 * A text's words as written, in any order, hashed: a name spelt as the query ("fraise", French
 * strawberry; "crisps") comes before one the stemmer makes equal to it ("Frais", fresh; "crisp").
 */
export const spellingOf = (words: string[]) => Bun.hash.crc32([...words].sort().join(' ')) || 1;

const ACCENTED = /[\u00C0-\u024F\u1E00-\u1EFF]/;

/**
 * A text's words with their accents, hashed, or 0 when it has none: folding makes Vietnamese
 * "dừa" (coconut) and "dứa" (pineapple) one word, but a query written with accents means its own.
 */
export function accentsOf(text: string): number {
  if (!ACCENTED.test(text)) return 0;
  return (
    Bun.hash.crc32(
      text
        .normalize('NFC')
        .toLowerCase()
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean)
        .join(' '),
    ) || 1
  );
}

interface VariantToken {
  term: string;
  surface: string;
  zone: number;
}

/**
 * FNDDS's segment saying the kind is not specified ("Fish, NS as to type, fried"): a note, read as a
 * parenthesis is (found, never counted as a word the name says beyond the query).
 */
const UNSAID_NOTE = /^\s*NS as to type\s*$/;

/** Splits one name into zoned tokens. Aliases are one head segment. */
function zonedTokens(text: string, wholeIsHead: boolean): VariantToken[] {
  const out: VariantToken[] = [];
  let zone = ZONE_HEAD;
  let depth = 0;
  let buf = '';
  const flush = (z: number) => {
    for (const surface of surfaceTokens(buf)) out.push({ term: stem(surface), surface, zone: z });
    buf = '';
  };
  for (const ch of text) {
    if (ch === '(' || ch === '[') {
      flush(zone);
      depth++;
    } else if ((ch === ')' || ch === ']') && depth > 0) {
      flush(ZONE_PAREN);
      depth--;
    } else if ((ch === ',' || ch === ';') && depth === 0 && !wholeIsHead) {
      flush(UNSAID_NOTE.test(buf) ? ZONE_PAREN : zone);
      if (zone < ZONE_BODY) zone++;
    } else buf += ch;
  }
  flush(depth > 0 ? ZONE_PAREN : zone);
  return out;
}

/** The index's fields for `docs`, computed (the index restores them from a snapshot otherwise). */
export function buildLexicalFields(docs: readonly SearchDoc[]): LexicalFields {
  const builder = new LexicalBuilder(docs);
  for (let d = 0; d < docs.length; d++) builder.addDocument(d);
  return builder.finish();
}

/** What each text of one document is read against. */
interface DocumentContext {
  d: number;
  doc: SearchDoc;
  generic: boolean;
  /** The name, aliases, names in other languages and stand-ins, in that order (a variant keeps its text's position less one: -1 is the name). */
  texts: string[];
  /** Position of the first stand-in in `texts`. */
  standInFrom: number;
  /** Terms of the names the table codes as this food when nothing more is said (SearchDoc.defaultFor). */
  defaults: Set<string>;
  /** How many languages give the food this name (none for a food without names in other languages). */
  languagesGiving: (text: string) => number;
  /** The document's variants by their terms: a text that repeats one adds none. */
  seen: Map<string, number>;
  /** The name's variant (-1 while it has none) and the terms of its head and second segment. */
  nameVariant: number;
  nameHeadKey: string;
  nameSubKey: string;
}

/** The index's lists, grown document by document, and made the index's arrays by finish(). */
class LexicalBuilder {
  private readonly termIds = new Map<string, number>();
  private readonly termText: string[] = [];
  private readonly postingLists: number[][] = [];
  private readonly docFreq: number[] = [];
  /** Generic documents a term occurs in (compound parts must be real words, not one brand's). */
  private readonly genericDf: number[] = [];
  private readonly inGeneric: number[] = [];
  private readonly inOwnName: number[] = [];
  /** The last document counted in a term's frequencies. */
  private readonly lastDocOfTerm: number[] = [];
  private readonly surfaceToTerm = new Map<string, number>();
  private readonly ownWordsByKey = new Map<string, string[]>();
  private readonly variantDoc: number[] = [];
  private readonly variantAlias: number[] = [];
  private readonly variantLen: number[] = [];
  private readonly variantHeadLen: number[] = [];
  private readonly variantSubLen: number[] = [];
  /** A generic name's head that may be a class (see CLASS_HEAD_MIN), else ''. */
  private readonly variantHeadKey: string[] = [];
  private readonly variantDerived: number[] = [];
  /** The variant of its document's name. */
  private readonly variantNameOf: number[] = [];
  private readonly variantPlainOfDeparture: number[] = [];
  private readonly variantExternal: number[] = [];
  private readonly variantStandIn: number[] = [];
  private readonly variantDefault: number[] = [];
  private readonly variantAgree: number[] = [];
  private readonly variantSpelling: number[] = [];
  private readonly variantAccents: number[] = [];
  private readonly seqTerms: number[] = [];
  private readonly seqZones: number[] = [];
  private readonly seqStart: number[] = [0];
  /** How many generic names have each possible class head. */
  private readonly genericHeads = new Map<string, number>();

  constructor(private readonly docs: readonly SearchDoc[]) {}

  addDocument(d: number): void {
    const doc = this.docs[d]!;
    const texts = [doc.name, ...doc.aliases, ...(doc.names ?? []).map((n) => n.text), ...(doc.standIns ?? [])];
    let agreeing: Map<string, Set<string>> | undefined;
    const context: DocumentContext = {
      d,
      doc,
      generic: doc.kind === 'generic',
      texts,
      standInFrom: texts.length - (doc.standIns?.length ?? 0),
      defaults: new Set(
        (doc.defaultFor ?? []).map((t) =>
          zonedTokens(t, true)
            .map((x) => x.term)
            .join(' '),
        ),
      ),
      languagesGiving: (text) => (doc.names ? ((agreeing ??= languagesByName(doc.names)).get(nameKeyOf(text))?.size ?? 0) : 0),
      seen: new Map(),
      nameVariant: -1,
      nameHeadKey: '',
      nameSubKey: '',
    };
    for (let a = 0; a < texts.length; a++) this.addText(context, a);
  }

  /** Text `a` of the document as a new variant, unless one of its variants has the same terms. */
  private addText(c: DocumentContext, a: number): void {
    const { doc, texts, generic, standInFrom } = c;
    const tokens = zonedTokens(texts[a]!, a > 0);
    if (tokens.length === 0) return;
    const own = a <= doc.aliases.length;
    const lang = a > doc.aliases.length && a < standInFrom ? doc.names![a - 1 - doc.aliases.length]!.lang : undefined;
    const keyPrefix = lang !== undefined && HINDI_KEY_LANGS.has(lang) ? HINDI_NAME_KEY : lang === 'bn' ? BENGALI_NAME_KEY : own && generic ? OWN_NAME_KEY : '';
    // A Hindi name is kept beside the same words in another language ("Badam" in Bengali first): only it is keyed.
    const key = tokens.map((t) => t.term).join(' ') + (keyPrefix === HINDI_NAME_KEY ? HINDI_NAME_KEY : '');
    if (keyPrefix === HINDI_NAME_KEY) headFinal(tokens);
    const earlier = c.seen.get(key);
    if (earlier !== undefined) {
      // The food's own names in two spellings one stem apart ("crisp", "crisps"): written either way.
      if (own && this.variantExternal[earlier] === 0 && this.variantSpelling[earlier] !== spellingOf(tokens.map((t) => t.surface)))
        this.variantSpelling[earlier] = 0;
      return;
    }
    const v = this.variantDoc.length;
    c.seen.set(key, v);
    this.describeVariant(c, a, v, tokens, key, lang);
    this.postVariant(c, a, v, tokens, own, keyPrefix);
  }

  /** Records what variant `v` is: which text of which document, how it is spelt, how many languages give it, what part of the name it repeats. */
  private describeVariant(c: DocumentContext, a: number, v: number, tokens: VariantToken[], key: string, lang: string | undefined): void {
    const { doc, texts, standInFrom } = c;
    this.variantDoc.push(c.d);
    this.variantAlias.push(a - 1);
    const bag = bagOf(tokens.map((t) => t.term));
    this.variantStandIn.push(a >= standInFrom ? 1 : 0);
    this.variantDefault.push(a <= doc.aliases.length && c.defaults.has(key) ? 1 : 0);
    this.variantExternal.push(a > doc.aliases.length && a < standInFrom ? 1 : 0);
    this.variantSpelling.push(a < standInFrom ? spellingOf(tokens.map((t) => t.surface)) : 0);
    this.variantAccents.push(accentsOf(texts[a]!));
    // How many languages give the food this name: of foods sharing a translation, the one more
    // languages mean ("лук" is onion in Russian and Bulgarian, garlic only in Macedonian).
    this.variantAgree.push(lang !== undefined ? Math.min(255, Math.max(1, c.languagesGiving(texts[a]!))) : 0);
    if (a === 0) {
      c.nameVariant = v;
      c.nameHeadKey = bagOf(tokens.filter((t) => t.zone === ZONE_HEAD).map((t) => t.term));
      c.nameSubKey = bagOf(tokens.filter((t) => t.zone === ZONE_SUB).map((t) => t.term));
    }
    // An alias that only repeats the second segment of a name whose head is not a class
    // ("steak" for "Sauce, steak", "coconut" for "Oil, coconut") names a modifier, not the food,
    // unless other languages name the food so: "pita" is "Bread, pita" in eighteen.
    const derived = bag === c.nameHeadKey ? DERIVED_HEAD : bag === c.nameSubKey && c.languagesGiving(texts[a]!) < 2 ? DERIVED_SUB : DERIVED_NONE;
    this.variantDerived.push(a === 0 || c.nameVariant < 0 ? DERIVED_NONE : derived);
    this.variantNameOf.push(c.nameVariant);
    // "mayonnaise" for "Mayonnaise, reduced fat": the plain word of a departing food is no exact name.
    this.variantPlainOfDeparture.push(a > 0 && c.generic && departs(doc.name) && !departs(texts[a]!) ? 1 : 0);
  }

  /** Posts variant `v`'s terms (and their Hindi keys), and keeps its term sequence, its lengths and its head as a possible class. */
  private postVariant(c: DocumentContext, a: number, v: number, tokens: VariantToken[], own: boolean, keyPrefix: string): void {
    let len = 0;
    let headLen = 0;
    let subLen = 0;
    const head: string[] = [];
    let headPlural = false;
    /** Each term of the variant and its most important zone. */
    const inVariant = new Map<number, number>();
    for (const t of tokens) {
      if (t.zone !== ZONE_PAREN) len++;
      if (t.zone === ZONE_HEAD) {
        headLen++;
        head.push(t.term);
        if ((t.surface.endsWith('s') && t.surface !== t.term) || INVARIANT_PLURALS.has(t.surface) || SINGULAR_CLASS_NOUNS.has(t.surface)) headPlural = true;
      }
      if (t.zone === ZONE_SUB) subLen++;
      const id = this.termOf(t.term, t.zone, c, inVariant);
      if (own && c.generic) this.inOwnName[id] = 1;
      if (!this.surfaceToTerm.has(t.surface)) this.surfaceToTerm.set(t.surface, id);
      this.seqTerms.push(id);
      this.seqZones.push(t.zone);
      // The word's Hindi key is posted as well: matchable, never counted as a word of its own.
      const key = keyPrefix && (keyPrefix !== OWN_NAME_KEY || LATIN_WORD.test(t.surface)) ? hindiKey(t.surface) : null;
      if (key) this.termOf(keyPrefix + key, t.zone, c, inVariant);
      if (key && keyPrefix === OWN_NAME_KEY) {
        const words = this.ownWordsByKey.get(key);
        if (!words) this.ownWordsByKey.set(key, [t.surface]);
        else if (!words.includes(t.surface)) words.push(t.surface);
      }
    }
    for (const [id, zone] of inVariant) this.postingLists[id]!.push(v * 4 + zone);
    this.variantLen.push(Math.min(255, len));
    this.variantHeadLen.push(Math.min(255, headLen));
    this.variantSubLen.push(Math.min(255, subLen));
    this.seqStart.push(this.seqTerms.length);
    // Brand names in capitals head many SR28 names but are not food classes.
    const written = c.texts[0]!.split(',')[0]!;
    const headKey =
      a === 0 && c.generic && subLen > 0 && headPlural && !BRAND_HEAD.test(written) && !MADE_HEADS.has(written.trim().toLowerCase()) ? head.join(' ') : '';
    this.variantHeadKey.push(headKey);
    if (headKey) this.genericHeads.set(headKey, (this.genericHeads.get(headKey) ?? 0) + 1);
  }

  /** A term's id, made on first sight; counts the document in its frequencies and keeps its most important zone in the variant. */
  private termOf(term: string, zone: number, c: DocumentContext, inVariant: Map<number, number>): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      id = this.postingLists.length;
      this.termIds.set(term, id);
      this.termText.push(term);
      this.postingLists.push([]);
      this.docFreq.push(0);
      this.genericDf.push(0);
      this.inGeneric.push(0);
      this.inOwnName.push(0);
      this.lastDocOfTerm.push(-1);
    }
    if (c.generic) this.inGeneric[id] = 1;
    // One posting per (variant, term), in its most important zone.
    const prev = inVariant.get(id);
    if (prev === undefined || zone < prev) inVariant.set(id, zone);
    if (this.lastDocOfTerm[id] !== c.d) {
      this.lastDocOfTerm[id] = c.d;
      this.docFreq[id]!++;
      if (c.generic) this.genericDf[id]!++;
    }
    return id;
  }

  /** The lists as the index's arrays, with what is known only once every document is in: weights, classes, compound parts. */
  finish(): LexicalFields {
    const { docs, termText, inGeneric, docFreq, surfaceToTerm } = this;
    this.addCompoundParts();
    const variantClassHead = Uint8Array.from(this.variantHeadKey, (k) => (k && (this.genericHeads.get(k) ?? 0) >= CLASS_HEAD_MIN ? 1 : 0));
    const surfaces = [...surfaceToTerm.keys()].sort();
    // Typo targets: words of generic foods, and product words seen more than once.
    const typoTarget = Uint8Array.from(termText, (term, id) => (!isKeyTerm(term) && (inGeneric[id] === 1 || docFreq[id]! >= 2) ? 1 : 0));
    return {
      ...this.termWeights(),
      termText,
      termInGeneric: Uint8Array.from(inGeneric),
      termInOwnName: Uint8Array.from(this.inOwnName),
      typoTarget,
      ...typoDeletions(termText, (id) => typoTarget[id] === 1),
      ownWordsByKey: this.ownWordsByKey,
      ownSegments: ownSegmentKeys(docs),
      postings: this.postingLists.map((p) => Int32Array.from(p)),
      variantDoc: Int32Array.from(this.variantDoc),
      variantPlainOfDeparture: Uint8Array.from(this.variantPlainOfDeparture),
      variantAlias: Int16Array.from(this.variantAlias),
      variantLen: Uint8Array.from(this.variantLen),
      variantHeadLen: Uint8Array.from(this.variantHeadLen),
      variantSubLen: Uint8Array.from(this.variantSubLen),
      variantClassHead,
      // A bare-sub alias of a class-headed name stands for the food ("almonds" of "Nuts, almonds").
      variantDerived: Uint8Array.from(this.variantDerived, (kind, v) =>
        kind === DERIVED_SUB && variantClassHead[this.variantNameOf[v]!] === 1 ? DERIVED_CLASS_SUB : kind,
      ),
      variantExternal: Uint8Array.from(this.variantExternal),
      variantStandIn: Uint8Array.from(this.variantStandIn),
      variantDefault: Uint8Array.from(this.variantDefault),
      variantAgree: Uint8Array.from(this.variantAgree),
      variantSpelling: Uint32Array.from(this.variantSpelling),
      variantAccents: Uint32Array.from(this.variantAccents),
      seqTerms: Int32Array.from(this.seqTerms),
      seqZones: Uint8Array.from(this.seqZones),
      seqStart: Int32Array.from(this.seqStart),
      prior: Float32Array.from(docs, (doc) => docPrior(doc)),
      isGeneric: Uint8Array.from(docs, (doc) => (doc.kind === 'generic' ? 1 : 0)),
      docBrands: docs.map((doc) => {
        if (doc.kind !== 'generic') return null;
        const sets = brandWordSets(doc.name);
        return sets.length ? sets : null;
      }),
      surfaces,
      surfaceTerm: Int32Array.from(surfaces, (s) => surfaceToTerm.get(s)!),
    };
  }

  /** Each term's idf, and the largest: the weight of a query word that no name holds. */
  private termWeights() {
    const n = Math.max(1, this.docs.length);
    const termIdf = new Float32Array(this.docFreq.length);
    let maxIdf = 0;
    for (let t = 0; t < this.docFreq.length; t++) {
      const df = this.docFreq[t]!;
      const idf = Math.log(1 + (n - df + 0.5) / (df + 0.5));
      termIdf[t] = idf;
      if (idf > maxIdf) maxIdf = idf;
    }
    return { termIdf, maxIdf: maxIdf || 1 };
  }

  /**
   * "kiwifruit", "cheeseburger", "peppermint": a word made of two known words is also found by
   * each part (as parenthesised text: matchable, never the head). Parts must be words of generic
   * foods of at least COMPOUND_PART_MIN letters, which keeps "hamburger" from meaning "ham", and
   * words of more than one generic food, which keeps a brand's "choco" + "late" out of "chocolate".
   */
  private addCompoundParts(): void {
    const { termIds, postingLists, genericDf, seqTerms, seqStart } = this;
    const parts = new Map<number, [number, number]>();
    const word = (id: number | undefined): id is number => id !== undefined && genericDf[id]! >= 2;
    for (const [term, id] of termIds) {
      if (!genericDf[id] || term.length < 2 * COMPOUND_PART_MIN || /[0-9]/.test(term) || isKeyTerm(term)) continue;
      for (let cut = COMPOUND_PART_MIN; cut <= term.length - COMPOUND_PART_MIN; cut++) {
        const a = termIds.get(term.slice(0, cut));
        const b = termIds.get(stem(term.slice(cut)));
        if (word(a) && word(b)) {
          parts.set(id, [a, b]);
          break;
        }
      }
    }
    if (parts.size === 0) return;
    for (let v = 0; v + 1 < seqStart.length; v++) {
      const own = new Set<number>();
      for (let i = seqStart[v]!; i < seqStart[v + 1]!; i++) own.add(seqTerms[i]!);
      for (const t of own) {
        const split = parts.get(t);
        if (!split) continue;
        for (const p of split) {
          if (own.has(p)) continue;
          own.add(p);
          postingLists[p]!.push(v * 4 + ZONE_PAREN);
        }
      }
    }
  }
}

/** A translation compared across languages: by its Hindi key where it has one (hi "Pyaz" and ur "Pyaaz" agree), else by its words. */
function nameKeyOf(text: string): string {
  return hindiPhraseKey(text) ?? bagOf(surfaceTokens(text).map(stem));
}

/** The languages that give a food each of its names (by nameKeyOf). */
function languagesByName(names: readonly { lang: string; text: string }[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const n of names) {
    const key = nameKeyOf(n.text);
    let langs = out.get(key);
    if (!langs) out.set(key, (langs = new Set()));
    langs.add(n.lang);
  }
  return out;
}

/**
 * Hindi puts the head noun last: "सफेद चीनी" (white sugar) is sugar, "Hari pyaaz" (green onion)
 * an onion. The last word of a Hindi or Urdu name is its head, the words before it qualify it.
 */
function headFinal(tokens: VariantToken[]): void {
  const head = tokens.filter((t) => t.zone === ZONE_HEAD);
  for (let i = 0; i + 1 < head.length; i++) head[i]!.zone = ZONE_BODY;
}

/** Order-free key of a list of terms. */
function bagOf(terms: string[]): string {
  return [...new Set(terms)].sort().join(' ');
}

/**
 * A brand word as typed or written, without a possessive or plural s ("KELLOGG'S", "kelloggs" and
 * "kellogg" alike); never stemmed: "TOASTEDS" is no "toast", "JACKS" no "jack".
 */
export const brandKey = (surface: string): string => surface.replace(/s$/, '');

/**
 * The brands an SR28-style name gives, as lists of brand keys (brandKey): in each comma segment,
 * its capitalised words other than the maker's (a segment of capitals alone: "MARS SNACKFOOD US",
 * "KELLOGG"); and a parenthesis opening with a capital ("(Red Bull)", "(Cheez-It)").
 * "Candies, MARS SNACKFOOD US, SNICKERS Bar" → [[snicker]]; "McDONALD'S, McFLURRY with OREO
 * cookies" → [[mcflurry, oreo]]; "Cereals ready-to-eat, KELLOGG, KELLOGG'S RICE KRISPIES" → [[rice, krispie]].
 */
export function brandWordSets(name: string): string[][] {
  const out: string[][] = [];
  const termsOf = (words: string[]) => words.flatMap((w) => surfaceTokens(w)).map(brandKey);
  for (const m of name.matchAll(/\(([^)]*)\)/g)) {
    const inner = m[1]!.trim();
    if (/^[A-Z]/.test(inner) && !NOTE_PAREN.test(inner)) {
      const terms = termsOf([inner]);
      if (terms.length) out.push(terms);
    }
  }
  const segments = withoutAsides(name)
    .split(/[,;]/)
    .map((x) => x.trim().split(/\s+/).filter(Boolean));
  // The last segment with capitals is the product; segments of capitals alone before it, makers.
  let product = -1;
  segments.forEach((words, i) => {
    if (words.some(isBrandWord)) product = i;
  });
  const makers = new Set<string>();
  segments.forEach((words, i) => {
    if (i !== product && words.length && words.every(isBrandWord)) for (const t of termsOf(words)) makers.add(t);
  });
  segments.forEach((words, i) => {
    if (!words.some(isBrandWord) || (i !== product && words.every(isBrandWord))) return;
    const brand = termsOf(words.filter(isBrandWord)).filter((t) => !makers.has(t));
    if (brand.length) out.push(brand);
  });
  return out;
}

/**
 * The stemmed words of each segment of the generic foods' own names that give no brand ("coffee",
 * "latte" of "Coffee, Latte"): a taxonomy translation spelt as one names another food of the tables.
 */
function ownSegmentKeys(docs: readonly SearchDoc[]): Set<string> {
  const keys = new Set<string>();
  for (const doc of docs) {
    if (doc.kind !== 'generic' || brandWordsOf(doc.name).length > 0) continue;
    for (const segment of doc.name.split(',')) {
      const key = tokenize(segment).map(stem).join(' ');
      if (key) keys.add(key);
    }
  }
  return keys;
}
