/**
 * Names of generic foods in other languages, from the Open Food Facts ingredient and category
 * taxonomies, which name the same thing in dozens of languages ("cheese" = "Käse" = "fromage" =
 * "queso" = "奶酪" = "चीज़").
 *
 * Linking: a taxonomy entry is linked to the generic food that its English name finds in the
 * English search itself (an exact name/alias, or the food the name heads: "cheese" →
 * "Cheese, cheddar"), the first in the order the search gives its answers. So "Käse" answers
 * what "cheese" answers, and a translation never reaches a food its English name would not.
 * Entries whose English name finds no such food are left out.
 * morsel's reviewed lexicons (Chinese, which ingredient lines are read with, and the languages of
 * src/domain/language/food-lexicons*.ts) are linked the same way: they have everyday names the
 * taxonomies lack ("土豆", "ご飯", "계란", "khoai tây", "หมู", "ντομάτα", "ভাত", "wali").
 * The part maps food ids to names (`source: 'off-taxonomy'` or `'morsel-lexicon'`); the catalog
 * attaches them to the records at load (see `attachLocalNames`).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { LEXICON_NAMES_SOURCE, type FoodRecord, type LocalName } from '../domain/foods/food';
import { normalise, stem, tokenize } from '../domain/language/text';
import { plainOrDefault, searchDocFromFood } from '../search/doc';
import { CONFIDENT, lexicalMatch, settleHits } from '../search/match';
import { round } from '../domain/round';
import { BAND_HEAD, LexicalIndex } from '../search/lexical';
import { FOOD_LEXICONS } from '../domain/language/food-lexicons';
import { AFRICA_LEXICONS } from '../domain/language/food-lexicons-africa';
import { EUROPE_LEXICONS } from '../domain/language/food-lexicons-europe';
import { INDIA_LEXICONS } from '../domain/language/food-lexicons-india';
import { WEST_ASIA_LEXICONS } from '../domain/language/food-lexicons-west-asia';
import { ZH_LEXICON } from '../domain/language/zh-ingredients';
import { addMadeOfNames } from './made-of-names';
import type { CorpusSource } from './source';

const TAXONOMY_NAMES_SOURCE = 'off-taxonomy';

const INPUTS = [
  'openfoodfacts/taxonomies/json_current/ingredients.json',
  'openfoodfacts/taxonomies/json_2022_robotoff/ingredients.full.json.gz',
  'openfoodfacts/taxonomies/json_2022_robotoff/categories.full.json.gz',
];

/** Taxonomy names longer than this are descriptions, not names people type. */
const MAX_NAME_CHARS = 48;
/** Synonyms kept per language and entry (the first ones are the common spellings). */
const MAX_PER_LANG = 4;
/** English names of more words than this are product categories, not foods. */
const MAX_ENGLISH_WORDS = 4;

interface RawEntry {
  name?: Record<string, string>;
  synonyms?: Record<string, string[]>;
  parents?: string[];
}

export interface TaxonomyNamesPart {
  /** Food id → its names in other languages (never English: English names are the food's own). */
  foods: { id: string; names: LocalName[] }[];
  linked_entries: number;
}

/** Names per language of one taxonomy entry. */
type EntryNames = Map<string, string[]>;

export interface TaxonomyEntry {
  names: EntryNames;
  parents: string[];
  /** Where the names come from (LocalName.source); the taxonomies by default. */
  source?: string;
}

function entriesOf(dataDir: string): Map<string, TaxonomyEntry> {
  const out = new Map<string, TaxonomyEntry>();
  for (const rel of INPUTS) {
    const raw = readFileSync(join(dataDir, rel));
    const tax = JSON.parse((rel.endsWith('.gz') ? gunzipSync(raw) : raw).toString('utf8')) as Record<string, RawEntry>;
    for (const [id, e] of Object.entries(tax)) {
      let entry = out.get(id);
      if (!entry) out.set(id, (entry = { names: new Map(), parents: [] }));
      const names = entry.names;
      for (const p of e.parents ?? []) if (!entry.parents.includes(p)) entry.parents.push(p);
      const add = (lang: string, text: string | undefined) => {
        const t = text?.trim();
        if (!t || t.length > MAX_NAME_CHARS || lang === 'xx') return;
        const list = names!.get(lang) ?? [];
        if (list.length < MAX_PER_LANG && !list.some((x) => x.toLowerCase() === t.toLowerCase())) list.push(t);
        names!.set(lang, list);
      };
      for (const [lang, n] of Object.entries(e.name ?? {})) add(lang, n);
      for (const [lang, syn] of Object.entries(e.synonyms ?? {})) for (const s of syn) add(lang, s);
    }
  }
  return out;
}

/** morsel's reviewed lexicons, by language: native name → English name. */
const LEXICONS: Record<string, Record<string, string>> = {
  zh: ZH_LEXICON,
  ...FOOD_LEXICONS,
  ...INDIA_LEXICONS,
  ...AFRICA_LEXICONS,
  ...WEST_ASIA_LEXICONS,
  ...EUROPE_LEXICONS,
};

/**
 * The lexicons as entries of the same kind: one per language and English name, holding every
 * native name for it. Linked like the taxonomies' entries, so a search for "土豆" finds what a
 * recipe's "土豆" resolves to.
 */
function lexiconEntries(): Map<string, TaxonomyEntry> {
  const out = new Map<string, TaxonomyEntry>();
  for (const [lang, lexicon] of Object.entries(LEXICONS)) {
    for (const [native, en] of Object.entries(lexicon)) {
      const id = `lexicon:${lang}:${en}`;
      const entry = out.get(id) ?? {
        names: new Map([
          ['en', [en]],
          [lang, []],
        ]),
        parents: [],
        source: LEXICON_NAMES_SOURCE,
      };
      entry.names.get(lang)!.push(native);
      out.set(id, entry);
    }
  }
  return out;
}

/**
 * Languages most people search in, most first: where a food has the same word in several
 * languages ("riz" in French and Breton, "melk" in Dutch and Afrikaans), the first name search
 * meets names the query's language.
 */
const LANGUAGE_PRECEDENCE = [
  'en',
  'es',
  'fr',
  'de',
  'pt',
  'it',
  'nl',
  'ru',
  'zh',
  'ja',
  'ko',
  'hi',
  'ar',
  'fa',
  'ur',
  'tr',
  'pl',
  'sv',
  'da',
  'no',
  'fi',
  'cs',
  'el',
  'hu',
  'ro',
  'vi',
  'th',
  'id',
  'ms',
  'uk',
  'he',
  'bn',
];
const precedence = (lang: string) => {
  const i = LANGUAGE_PRECEDENCE.indexOf(lang);
  return i < 0 ? LANGUAGE_PRECEDENCE.length : i;
};
/** A reviewed lexicon's names first (see linkTaxonomyNames), then by language precedence. */
const byPrecedence = (a: LocalName, b: LocalName) =>
  Number(a.source !== LEXICON_NAMES_SOURCE) - Number(b.source !== LEXICON_NAMES_SOURCE) || precedence(a.lang) - precedence(b.lang);

/** Hits of an English name the link settles in the English search's order (its first page). */
const SETTLED_HITS = 20;

/**
 * Links taxonomy entries to `foods` (generic foods) by their English names; see the module doc.
 * (Parents are not followed: "halloumi cheese" is no name for whatever "cheese" finds.)
 */
export function linkTaxonomyNames(entries: Map<string, TaxonomyEntry>, foods: readonly FoodRecord[]): TaxonomyNamesPart {
  // The doc without the food's own names; not a spread of the food, which would read its
  // nutrients and provenance from disk (src/corpus/food-part-file.ts).
  const docs = foods.map((f) => {
    const { names: _names, ...doc } = searchDocFromFood(f);
    return doc;
  });
  const index = new LexicalIndex(docs);
  const byFood = new Map<number, Map<string, LocalName>>();
  const docIndex = new Map(docs.map((d, i) => [d.id, i]));
  const nameOf = (id: string) => docs[docIndex.get(id)!]!.name;
  const isPlain = (id: string, text: string) => plainOrDefault(docs[docIndex.get(id)!]!, text);
  /**
   * The food an English name finds, if it finds one surely: the food the English search answers
   * first, in the order it gives its answers (settleHits: the plain kind before the one a word sets
   * apart, "cooked rice" white rice before brown; "mangosteen" the fruit before the canned one).
   * A reviewed lexicon's English name is read so too: its word means what that name means to a search.
   */
  const foodOf = (en: string): { doc: number; sure: boolean } | undefined => {
    if (en.split(/\s+/).length > MAX_ENGLISH_WORDS) return undefined;
    const hits = index.search(en, { limit: SETTLED_HITS, kind: 'generic' }).map((h) => ({
      id: h.id,
      score: round(h.score, 4),
      match: lexicalMatch(h, false, false),
      hit: h,
      ...(h.respelt ? { respelt: true } : {}),
    }));
    const settled = settleHits(hits, nameOf, new Set(normalise(en).split(' ')), isPlain)[0];
    const top = settled?.hit;
    // Every word read as written: a typo reading links "Smetana" (sour cream) to "sultana" raisins.
    // A translation is no surer than its English name: one the English search answers with namesakes
    // or a food it only heads ("coconut milk": the drink, canned, raw) names one of them, not surely this one.
    return top && top.score >= BAND_HEAD && !top.inexact ? { doc: top.doc, sure: settled.match.score >= CONFIDENT } : undefined;
  };
  const targets = new Map<string, { doc: number; sure: boolean }>();
  // Words of the foods' own English names and aliases, as stems.
  const englishWords = new Set(docs.flatMap((d) => [d.name, ...d.aliases].flatMap((t) => tokenize(t).map(stem))));
  const stems = (text: string) => tokenize(text).map(stem);
  // English names tried before the one that linked the entry, that found no food though they are
  // phrases of the foods' English words, and share no word with the linking name: an English phrase
  // for a thing the tables lack ("golden syrup", before "treacle", which finds molasses). One word
  // is often the same thing under another spelling ("compotes" before "stewed fruit").
  const unlinkedEnglish = new Map<string, Set<string>>();
  for (const [id, { names }] of entries) {
    const tried: string[] = [];
    for (const en of names.get('en') ?? []) {
      const found = foodOf(en);
      if (found === undefined) {
        tried.push(en);
        continue;
      }
      targets.set(id, found);
      const linkWords = new Set(stems(en));
      const other = tried.filter((t) => {
        const words = stems(t);
        return words.length > 1 && words.every((w) => englishWords.has(w) && !linkWords.has(w));
      });
      if (other.length > 0) unlinkedEnglish.set(id, new Set(other.map(normalise)));
      break;
    }
  }
  const nameKey = (lang: string, text: string) => `${lang}\u0000${text.toLowerCase()}`;
  // A name a reviewed lexicon gives one food is that food's alone: the taxonomies link "برنج" (rice)
  // through the English "rice" to brown rice, the Persian lexicon to white rice.
  // So is its spelling in another language of the taxonomies: Kazakh and Bulgarian "Вафли" link
  // breakfast waffles, Russian "вафли" (reviewed) the wafer biscuits; one word typed, one food.
  const reviewed = new Set<string>();
  const reviewedText = new Set<string>();
  for (const [id, { names, source }] of entries)
    if (source === LEXICON_NAMES_SOURCE && targets.has(id))
      for (const [lang, texts] of names)
        if (lang !== 'en')
          for (const text of texts) {
            reviewed.add(nameKey(lang, text));
            reviewedText.add(text.toLowerCase());
          }
  let linked = 0;
  for (const [id, { names, source = TAXONOMY_NAMES_SOURCE }] of entries) {
    const target = targets.get(id);
    if (target === undefined) continue;
    linked++;
    let acc = byFood.get(target.doc);
    if (!acc) byFood.set(target.doc, (acc = new Map()));
    for (const [lang, texts] of names) {
      if (lang === 'en') continue;
      for (const text of texts) {
        const key = nameKey(lang, text);
        if (source !== LEXICON_NAMES_SOURCE && (reviewed.has(key) || reviewedText.has(text.toLowerCase()))) continue;
        // A name spelt as one of those English names is that English word borrowed (German "Golden
        // Syrup"): it names what the English name names, not the food a later synonym found
        // ("treacle" → molasses).
        if (unlinkedEnglish.get(id)?.has(normalise(text))) continue;
        if (!acc.has(key)) acc.set(key, { lang, text, source, ...(target.sure ? {} : { oneOfMany: true as const }) });
      }
    }
  }
  return {
    foods: [...byFood].map(([d, acc]) => ({ id: docs[d]!.id, names: [...acc.values()].sort(byPrecedence) })),
    linked_entries: linked,
  };
}

/** Generic (reference-table) food records of every part built so far. */
function genericFoodsOf(parts: Record<string, unknown>): FoodRecord[] {
  const out: FoodRecord[] = [];
  for (const part of Object.values(parts)) {
    const foods = (part as { foods?: unknown } | undefined)?.foods;
    if (!Array.isArray(foods)) continue;
    for (const f of foods as FoodRecord[])
      if (f && typeof f.name === 'string' && f.dataset && f.dataset !== 'openfoodfacts' && f.dataset !== 'private') out.push(f);
  }
  return out;
}

/** Adds the part's names to the records they belong to (once; a record's own names come first). */
export function attachLocalNames(foods: Iterable<FoodRecord>, part: unknown): void {
  const list = (part as TaxonomyNamesPart | undefined)?.foods;
  if (!Array.isArray(list)) return;
  const byId = new Map(list.map((x) => [x.id, x.names]));
  for (const f of foods) {
    const extra = byId.get(f.id);
    if (!extra) continue;
    const own = f.names ?? [];
    if (own.some((n) => n.source === TAXONOMY_NAMES_SOURCE || n.source === LEXICON_NAMES_SOURCE)) continue;
    f.names = [...own, ...extra];
  }
}

export const taxonomyNamesSource: CorpusSource<TaxonomyNamesPart> = {
  name: 'food-names',
  // The lexicons are code, not input files: their content is part of the version, so an edit rebuilds.
  // The major number moves when the English search that links the entries changes, or how names are kept (8: a reviewed lexicon's name is its food's alone; 10: a food's names in order of precedence; 11: the second segment of a made thing's plural head, "Rolls, pumpernickel", is no head match; 12: an abbreviation in capitals, "BLT", is no brand the English name could name; 13: names read from what is made of a food, made-of-names.ts; 14: a name spelt as an English phrase of its entry that found no food, sharing no word with the later synonym that linked it, is left out; 15: a taxonomy's English name links the English search's first answer in the order it gives them, "cooked rice" white rice before brown; 16: of namesakes, one of no flavour before one in a flavour the name does not say, "custard desserts"; 17: a reviewed lexicon's name is its food's alone in every language that spells it so, "вафли"; 18: a reviewed lexicon's English name links the English search's first answer too, "มังคุด" the fruit, not the canned one; 19: a name linked through an English name the search answers with namesakes or a food it only heads is marked as one of many).
  version: `19.${createHash('sha256').update(JSON.stringify(LEXICONS)).digest('hex').slice(0, 8)}`,
  inputs: (dataDir) => INPUTS.map((p) => join(dataDir, p)),
  async build(ctx) {
    const foods = genericFoodsOf(ctx.parts);
    ctx.progress(`linking taxonomy names to ${foods.length} generic foods`);
    const taxonomy = entriesOf(ctx.dataDir);
    const derived = addMadeOfNames(taxonomy);
    const part = linkTaxonomyNames(new Map([...taxonomy, ...lexiconEntries()]), foods);
    const names = part.foods.reduce((n, f) => n + f.names.length, 0);
    return {
      part,
      manifest: {
        imported: part.foods.length,
        excluded: {},
        notes: [
          `${part.linked_entries} taxonomy entries linked by English name; ${names} names in other languages on ${part.foods.length} foods; ${derived} names read from what is made of a food`,
        ],
      },
    };
  },
};
