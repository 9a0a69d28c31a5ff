/**
 * Builds the compact Open Food Facts taxonomy lookup used by the ingredient analyser, once per
 * corpus build (it is serialised into the `openfoodfacts` corpus part).
 *
 * Inputs (under `<dataDir>/openfoodfacts/taxonomies`, see its PROVENANCE.md):
 * - json_current/ingredients.json + additives.json: newest properties (vegan, vegetarian, allergens,
 *   nova, e_number, additive classes, EFSA overexposure risk, red meat, sweeteners), names per language;
 * - json_2022_robotoff/ingredients.full.json.gz: synonyms per language (the 2026 file has none);
 * - txt_2020/*.txt: additive and allergen synonyms, processing words, "ingredients:" prefixes;
 * - nova_markers_2020.tsv: NOVA marker tags.
 * Every property is resolved through the parent hierarchy here, so the analyser does one lookup
 * per ingredient at request time.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { ALLERGEN_BY_OFF_TAG, type Allergen } from '../domain/foods/allergens';
import { DIET_CLASS, type Concern, type DietStatus, type OffTaxonomy, type TaxAdditive, type TaxIngredient } from '../domain/foods/ingredient-taxonomy';
import { normalizeTerm } from '../domain/foods/term-key';

/** Bump when the built lookup changes, so a stored corpus part is rebuilt. */
export const OFF_TAXONOMY_VERSION = 2;

type LangMap = Record<string, string>;
interface RawEntry {
  name?: LangMap;
  synonyms?: Record<string, string[]>;
  parents?: string[];
  [prop: string]: unknown;
}
type RawTaxonomy = Record<string, RawEntry>;

/** Input files, relative to the data dir (for the corpus manifest). */
export const OFF_TAXONOMY_INPUTS = [
  'openfoodfacts/taxonomies/json_current/ingredients.json',
  'openfoodfacts/taxonomies/json_current/additives.json',
  'openfoodfacts/taxonomies/json_2022_robotoff/ingredients.full.json.gz',
  'openfoodfacts/taxonomies/json_2022_robotoff/categories.full.json.gz',
  'openfoodfacts/taxonomies/txt_2020/additives.txt',
  'openfoodfacts/taxonomies/txt_2020/allergens.txt',
  'openfoodfacts/taxonomies/txt_2020/ingredients.txt',
  'openfoodfacts/taxonomies/txt_2020/ingredients_processing.txt',
  'openfoodfacts/taxonomies/nova_markers_2020.tsv',
];

/** Languages whose accents OFF strips in tag ids (Config_off string normalisation). */
const UNACCENTED_ID_LANGS = new Set(['en', 'fr', 'es', 'it', 'pt', 'ca']);

/** OFF tag id for a canonical name: lowercase, hyphenated, unaccented for some languages. */
function tagId(lang: string, name: string): string {
  let s = name.toLowerCase();
  if (UNACCENTED_ID_LANGS.has(lang)) s = s.normalize('NFD').replace(/\p{M}+/gu, '');
  s = s.replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-+|-+$/g, '');
  return `${lang}:${s}`;
}

/** A `.txt` taxonomy entry: names per language, parents, `prop:lang:value` properties. */
interface TxtEntry {
  id: string;
  names: Record<string, string[]>;
  parents: string[];
  props: Record<string, string>;
}

/** Parses OFF's `.txt` taxonomy format (blank-line separated entries, `#` comments, `\,` escapes). */
function parseTxtTaxonomy(text: string): { entries: TxtEntry[]; stopwords: Record<string, string[]> } {
  const entries: TxtEntry[] = [];
  const stopwords: Record<string, string[]> = {};
  const split = (s: string) =>
    s
      .split(/(?<!\\),/)
      .map((x) => x.replace(/\\,/g, ',').trim())
      .filter(Boolean);
  for (const block of text.split(/\r?\n\s*\r?\n/)) {
    const lines = block
      .split(/\r?\n/)
      .map((l) => l.trim())
      .filter((l) => l && !l.startsWith('#'));
    if (lines.length === 0) continue;
    const first = lines[0]!;
    if (first.startsWith('stopwords:')) {
      const m = /^stopwords:(\w+):(.*)$/.exec(first);
      if (m) (stopwords[m[1]!] ??= []).push(...split(m[2]!));
      continue;
    }
    if (first.startsWith('synonyms:')) continue;
    let entry: TxtEntry | null = null;
    const parents: string[] = [];
    for (const line of lines) {
      if (line.startsWith('<')) {
        parents.push(line.slice(1).trim());
        continue;
      }
      const prop = /^([a-z_0-9]+):([a-z]{2}):\s*(.*)$/.exec(line);
      if (prop && prop[1]!.length > 3) {
        if (entry) entry.props[prop[1]!] = prop[3]!;
        continue;
      }
      const names = /^([a-z]{2}(?:_[a-z]{2})?):(.*)$/.exec(line);
      if (!names) continue;
      const lang = names[1]!.slice(0, 2);
      const list = split(names[2]!);
      if (list.length === 0) continue;
      if (!entry) entry = { id: tagId(lang, list[0]!), names: {}, parents: [], props: {} };
      (entry.names[lang] ??= []).push(...list);
    }
    if (entry) {
      entry.parents = parents.map((p) => {
        const m = /^([a-z]{2}):(.*)$/.exec(p);
        return m ? tagId(m[1]!, m[2]!.trim()) : p;
      });
      entries.push(entry);
    }
  }
  return { entries, stopwords };
}

const readJson = (path: string) => JSON.parse(readFileSync(path, 'utf8')) as RawTaxonomy;
const readJsonGz = (path: string) => JSON.parse(gunzipSync(readFileSync(path)).toString('utf8')) as RawTaxonomy;
const en = (v: unknown): string | null => {
  if (v && typeof v === 'object' && 'en' in v) return String((v as LangMap).en);
  return null;
};
const tagList = (v: string | null) =>
  v
    ? v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean)
    : [];

/** Allergen words are scanned in these languages only: short words of other languages collide
 * with common words (Estonian "oder" = barley, German "oder" = or). */
const ALLERGEN_SCAN_LANGS = new Set([
  'en',
  'fr',
  'de',
  'it',
  'es',
  'nl',
  'pt',
  'pl',
  'sv',
  'da',
  'fi',
  'nb',
  'no',
  'ro',
  'cs',
  'sk',
  'hu',
  'hr',
  'sl',
  'ca',
  'el',
  'bg',
  'ru',
]);
/** Allergen synonyms broader than the allergen (brassica covers cabbage and broccoli, not only mustard). */
const ALLERGEN_TERM_DENYLIST = new Set(['brassica']);
/** Words that negate a name ("non hydrogenated", "lactose free"). */
const NEGATED_NAME = new Set(['non', 'not', 'no', 'free', 'without', 'un']);

/** `needle` words appear in `hay` in order (gaps allowed). */
function isSubsequence(needle: string[], hay: string[]): boolean {
  let i = 0;
  for (const w of hay) if (w === needle[i]) i++;
  return i === needle.length;
}

/** Languages whose plurals mostly add -s: singular/plural variants are added for their terms. */
const PLURAL_S_LANGS = new Set(['en', 'fr', 'es', 'pt', 'ca']);
const ANIMAL_ALLERGENS: Allergen[] = ['milk', 'eggs', 'fish', 'crustaceans', 'molluscs'];

const CONCERN_BY_RISK: Record<string, Concern> = { 'en:high': 'high', 'en:moderate': 'moderate', 'en:no': 'low' };

/** Ids whose descendants belong to a diet class (bit in DIET_CLASS). */
const DIET_CLASS_ROOTS: [string, number][] = [
  ['en:meat', DIET_CLASS.meat],
  ['en:poultry', DIET_CLASS.meat],
  ['en:animal', DIET_CLASS.meat],
  ['en:animal-fat', DIET_CLASS.meat],
  ['en:fish', DIET_CLASS.fish],
  ['en:crustacean', DIET_CLASS.seafood],
  ['en:mollusc', DIET_CLASS.seafood],
  ['en:shellfish', DIET_CLASS.seafood],
  ['en:dairy', DIET_CLASS.dairy],
  ['en:milk', DIET_CLASS.dairy],
  ['en:egg', DIET_CLASS.egg],
  ['en:cereal', DIET_CLASS.cereal],
  ['en:legume', DIET_CLASS.legume],
  ['en:added-sugar', DIET_CLASS.added_sugar],
  ['en:alcohol', DIET_CLASS.alcohol],
];

/** Nutri-Score 2023 fruits/vegetables/legumes: processed forms do not count (OFF unit tests). */
const NOT_FVL_FORM = /(flour|powder|starch|oil|fat|protein|fib(re|er)|extract|crisps|chips|flakes|concentrate|fried|sugar|syrup)/;

interface Acc {
  id: string;
  /** Names per language; the first of each list is the primary name when `primary` has it. */
  names: Map<string, string[]>;
  primary: Map<string, string>;
  parents: string[];
  props: Record<string, string>;
}

export interface BuildTaxonomyOptions {
  /** Restrict synonyms to these languages (all when omitted). */
  languages?: string[];
}

const ADDITIVE_ID = /^en:e\d{2,4}[a-z]*$/;

/** The taxonomy files, read. */
interface Sources {
  current: RawTaxonomy;
  additivesJson: RawTaxonomy;
  robotoff: RawTaxonomy;
  categories: RawTaxonomy;
  additivesTxt: ReturnType<typeof parseTxtTaxonomy>;
  allergensTxt: ReturnType<typeof parseTxtTaxonomy>;
  ingredientsTxt: ReturnType<typeof parseTxtTaxonomy>;
  processingTxt: ReturnType<typeof parseTxtTaxonomy>;
  markers: { type: string; tag: string; group: number }[];
}

/** The merged entries and what every later step asks of them. */
interface Merged {
  acc: Map<string, Acc>;
  ids: string[];
  isAdditiveId: (id: string) => boolean;
  keepLang: Set<string> | null;
}

/** Normalised names and synonyms → entry index, with the language each term came from. */
interface Terms {
  terms: Record<string, number>;
  termLang: Record<string, string>;
  maxTermWords: number;
}

/** NOVA markers by kind of tag. */
interface NovaMarkers {
  novaByIngredient: Map<string, number>;
  novaByAdditive: Map<string, number>;
  categoryMarkers: [string, number][];
  multiWordMarkers: [string, string[], number][];
}

/** Reads the taxonomy files under `dataDir` and returns the compact lookup. */
export function buildOffTaxonomy(dataDir: string, opts: BuildTaxonomyOptions = {}): OffTaxonomy {
  const src = readSources(dataDir);
  const m = mergeEntries(src, opts.languages ? new Set(opts.languages) : null);
  const t = buildTerms(m);
  const { additiveTerms, additiveTermsEn } = buildAdditiveTerms(m, t, src.additivesJson);
  const nova = readNovaMarkers(src, m, t);
  const allergens = allergenNaming(m, t, src.allergensTxt);
  const { ingredients, additives } = resolveEntries(m, nova, allergens, additiveTermsEn, src.additivesJson);
  const words = listWords(src);
  return {
    version: OFF_TAXONOMY_VERSION,
    ingredients,
    terms: t.terms,
    additives,
    allergen_terms: allergens.allergenTerms,
    additive_terms: additiveTerms,
    qualifiers: words.qualifiers,
    stopwords: words.stopwords,
    list_prefixes: words.prefixes,
    category_markers: nova.categoryMarkers,
    max_term_words: Math.min(t.maxTermWords, 8),
  };
}

function readSources(dataDir: string): Sources {
  const dir = join(dataDir, 'openfoodfacts', 'taxonomies');
  const current = readJson(join(dir, 'json_current', 'ingredients.json'));
  const additivesJson = readJson(join(dir, 'json_current', 'additives.json'));
  const robotoff = readJsonGz(join(dir, 'json_2022_robotoff', 'ingredients.full.json.gz'));
  const categories = readJsonGz(join(dir, 'json_2022_robotoff', 'categories.full.json.gz'));
  const additivesTxt = parseTxtTaxonomy(readFileSync(join(dir, 'txt_2020', 'additives.txt'), 'utf8'));
  const allergensTxt = parseTxtTaxonomy(readFileSync(join(dir, 'txt_2020', 'allergens.txt'), 'utf8'));
  const ingredientsTxt = parseTxtTaxonomy(readFileSync(join(dir, 'txt_2020', 'ingredients.txt'), 'utf8'));
  const processingTxt = parseTxtTaxonomy(readFileSync(join(dir, 'txt_2020', 'ingredients_processing.txt'), 'utf8'));
  const markers = readFileSync(join(dir, 'nova_markers_2020.tsv'), 'utf8')
    .split('\n')
    .slice(1)
    .map((l) => l.split('\t'))
    .filter((c) => c.length >= 4)
    .map((c) => ({ type: c[1]!, tag: c[2]!, group: Number(c[3]) }));
  return { current, additivesJson, robotoff, categories, additivesTxt, allergensTxt, ingredientsTxt, processingTxt, markers };
}

/**
 * 1. Merge entries: current properties win, 2022 adds synonyms and 2022-only entries,
 *    additives.json adds additive entries, txt files add more synonyms for known ids.
 */
function mergeEntries(src: Sources, keepLang: Set<string> | null): Merged {
  const acc = new Map<string, Acc>();
  const get = (id: string): Acc => {
    let a = acc.get(id);
    if (!a) acc.set(id, (a = { id, names: new Map(), primary: new Map(), parents: [], props: {} }));
    return a;
  };
  const addNames = (a: Acc, lang: string, names: string[]) => {
    const list = a.names.get(lang) ?? [];
    for (const n of names) if (n && !list.includes(n)) list.push(n);
    a.names.set(lang, list);
  };
  const mergeJson = (tax: RawTaxonomy, withProps: boolean) => {
    for (const [id, e] of Object.entries(tax)) {
      const a = get(id);
      for (const [lang, n] of Object.entries(e.name ?? {})) {
        addNames(a, lang, [n]);
        if (!a.primary.has(lang)) a.primary.set(lang, n);
      }
      for (const [lang, syn] of Object.entries(e.synonyms ?? {})) addNames(a, lang, syn);
      if (a.parents.length === 0 && e.parents) a.parents = [...e.parents];
      for (const [k, v] of Object.entries(e)) {
        if (k === 'name' || k === 'synonyms' || k === 'parents' || k === 'children') continue;
        const val = en(v);
        if (val !== null && (withProps || !(k in a.props))) a.props[k] = val;
      }
    }
  };
  mergeJson(src.current, true);
  mergeJson(src.additivesJson, true);
  mergeJson(src.robotoff, false);
  for (const t of [src.additivesTxt.entries, src.ingredientsTxt.entries]) {
    for (const e of t) {
      const a = acc.get(e.id);
      if (!a) continue; // 2020-only ids are outdated; their synonyms would point nowhere reliable
      for (const [lang, names] of Object.entries(e.names)) addNames(a, lang, names);
    }
  }
  const ids = [...acc.keys()];
  const isAdditiveId = (c: string) => ADDITIVE_ID.test(c) && (acc.get(c)?.props.e_number !== undefined || c in src.additivesJson);
  return { acc, ids, isAdditiveId, keepLang };
}

/**
 * 2. Terms: every name and synonym, normalised. On collisions: English first, then primary names
 *    over synonyms, then foods over additives (additives are also found by name, step 3), then
 *    the shorter (more generic) id.
 */
function buildTerms({ acc, ids, isAdditiveId, keepLang }: Merged): Terms {
  const terms: Record<string, number> = Object.create(null);
  const termRank: Record<string, number[]> = Object.create(null);
  const termLang: Record<string, string> = Object.create(null);
  let maxTermWords = 1;
  const better = (a: number[], b: number[]) => {
    for (let k = 0; k < a.length; k++) if (a[k] !== b[k]) return a[k]! < b[k]!;
    return false;
  };
  for (const [i, id] of ids.entries()) {
    const a = acc.get(id)!;
    for (const [lang, names] of a.names) {
      if (keepLang && !keepLang.has(lang) && lang !== 'xx') continue;
      for (const n of names) {
        const t = normalizeTerm(n);
        if (!t || t.length > 60) continue;
        const rank = [lang === 'en' ? 0 : lang === 'xx' ? 1 : 2, a.primary.get(lang) === n ? 0 : 1, isAdditiveId(id) ? 1 : 0, id.length];
        if (terms[t] !== undefined && !better(rank, termRank[t]!)) continue;
        terms[t] = i;
        termRank[t] = rank;
        termLang[t] = lang;
        maxTermWords = Math.max(maxTermWords, t.split(' ').length);
      }
    }
  }
  // Plural/singular variants for languages that mark plurals with -s, only where the variant is
  // not already a term of its own ("sodium citrates" ↔ "sodium citrate", "émulsifiants").
  for (const [t, i] of Object.entries(terms)) {
    if (t.length < 3) continue;
    for (const v of numberVariants(t, termLang[t]!)) if (!(v in terms)) terms[v] = i;
  }
  return { terms, termLang, maxTermWords };
}

/**
 * 3. Additive names → additive key. Additives are found by name independently of the food
 *    match (OFF extracts them separately), and a food entry whose English name is an additive
 *    name ("sodium citrate") is linked to that additive (`additiveTermsEn`).
 */
function buildAdditiveTerms(
  { acc, ids, isAdditiveId, keepLang }: Merged,
  { terms }: Terms,
  additivesJson: RawTaxonomy,
): { additiveTerms: Record<string, string>; additiveTermsEn: Map<string, string> } {
  const additiveTerms: Record<string, string> = Object.create(null);
  const additiveRank: Record<string, number> = Object.create(null);
  const additiveTermsEn = new Map<string, string>();
  const additiveRankEn = new Map<string, number>();
  const primaryNames = new Map<string, string>();
  for (const id of ids) {
    if (!isAdditiveId(id)) continue;
    for (const n of Object.values(additivesJson[id]?.name ?? {})) primaryNames.set(normalizeTerm(n.replace(/^E\s?\d{2,4}[a-z]*\s*-\s*/i, '')), id.slice(3));
  }
  for (const id of ids) {
    if (!isAdditiveId(id)) continue;
    const key = id.slice(3);
    for (const [lang, names] of acc.get(id)!.names) {
      if (keepLang && !keepLang.has(lang) && lang !== 'xx') continue;
      for (const raw of names) {
        const t = normalizeTerm(raw.replace(/^E\s?\d{2,4}[a-z]*\s*-\s*/i, ''));
        if (!t || t.length < 4 || /^e ?\d/.test(t)) continue;
        for (const form of lang === 'en' ? [t, ...englishNumberVariant(t)] : [t]) {
          if (!form) continue;
          // A name the ingredients taxonomy gives to a food is not an additive name ("carote").
          const food = terms[form];
          if (food !== undefined && !isAdditiveId(ids[food]!) && lang !== 'en') continue;
          // An additive's own primary name wins; otherwise the generic code (E331 over E331iii).
          const rank = (primaryNames.get(form) === key ? 0 : 100) + key.length;
          const prev = additiveTerms[form];
          if (prev === undefined || rank < additiveRank[form]!) [additiveTerms[form], additiveRank[form]] = [key, rank];
          if (lang === 'en' && (!additiveTermsEn.has(form) || rank < additiveRankEn.get(form)!)) {
            additiveTermsEn.set(form, key);
            additiveRankEn.set(form, rank);
          }
        }
      }
    }
  }
  return { additiveTerms, additiveTermsEn };
}

/**
 * 4. NOVA markers. Marker tags missing from the current taxonomy (renamed since 2020, e.g.
 *    en:lecithin) are resolved through their English name.
 */
function readNovaMarkers(src: Sources, { acc, ids }: Merged, { terms }: Terms): NovaMarkers {
  const novaByIngredient = new Map<string, number>();
  const novaByAdditive = new Map<string, number>();
  const categoryMarkers: [string, number][] = [];
  for (const m of src.markers) {
    if (m.type === 'categories') {
      categoryMarkers.push([m.tag, m.group]);
      continue;
    }
    const map = m.type === 'ingredients' ? novaByIngredient : m.type === 'additives' ? novaByAdditive : null;
    if (!map) continue;
    let tag = m.tag;
    if (!acc.has(tag)) {
      const viaName = terms[normalizeTerm(tag.slice(3).replace(/-/g, ' '))];
      if (viaName !== undefined) tag = ids[viaName]!;
    }
    map.set(tag, Math.max(map.get(tag) ?? 0, m.group));
  }
  const multiWordMarkers: [string, string[], number][] = [];
  for (const [tag, g] of novaByIngredient) {
    const words = normalizeTerm(acc.get(tag)?.primary.get('en') ?? tag.slice(3).replace(/-/g, ' ')).split(' ');
    if (words.length >= 2) multiWordMarkers.push([tag, words, g]);
  }
  // Categories carrying a nova property (OFF step 4: taxonomy properties after the config markers).
  for (const [id, e] of Object.entries(src.categories)) {
    const g = Number(en(e.nova) ?? 0);
    if (g >= 2) categoryMarkers.push([id, g]);
  }
  return { novaByIngredient, novaByAdditive, categoryMarkers, multiWordMarkers };
}

/** The parents of an entry, all levels, breadth first. */
function ancestorsOf(acc: Map<string, Acc>, id: string): string[] {
  const out: string[] = [];
  const queue = [...(acc.get(id)?.parents ?? [])];
  while (queue.length) {
    const p = queue.shift()!;
    if (out.includes(p) || p === id) continue;
    out.push(p);
    queue.push(...(acc.get(p)?.parents ?? []));
  }
  return out;
}

/** The first value of `prop` walking up the chain (the entry, then its ancestors). */
function inherited(acc: Map<string, Acc>, chain: string[], prop: string): string | null {
  for (const id of chain) {
    const v = acc.get(id)?.props[prop];
    if (v !== undefined) return v;
  }
  return null;
}

/** How entries' allergens are read: the allergen words, the curated property, and names. */
interface AllergenNaming {
  allergenTerms: Record<string, Allergen>;
  propertyAllergens: (chain: string[]) => Allergen[];
  allergensInNames: (id: string, exactOnly: boolean, nested?: boolean) => Allergen[];
}

/**
 * Allergen words per language (OFF allergens taxonomy). They name the allergens of ingredients the
 * ingredients taxonomy leaves without an `allergens` property (almonds, walnuts…); a name is only
 * compared with allergen words of its own language (Guarani "pira" is fish, Slovenian "pira" spelt).
 */
function allergenNaming({ acc, ids }: Merged, { terms, termLang }: Terms, allergensTxt: Sources['allergensTxt']): AllergenNaming {
  const allergenTermsByLang = new Map<string, Map<string, Allergen>>();
  const allergenTerms: Record<string, Allergen> = Object.create(null);
  for (const e of allergensTxt.entries) {
    const al = ALLERGEN_BY_OFF_TAG[e.id];
    if (!al) continue;
    for (const [lang, names] of Object.entries(e.names)) {
      const byLang = allergenTermsByLang.get(lang) ?? new Map<string, Allergen>();
      allergenTermsByLang.set(lang, byLang);
      for (const n of names) {
        const t = normalizeTerm(n);
        if (!t || ALLERGEN_TERM_DENYLIST.has(t)) continue;
        if (!byLang.has(t)) byLang.set(t, al);
        if (ALLERGEN_SCAN_LANGS.has(lang) && !(t in allergenTerms)) allergenTerms[t] = al;
      }
    }
  }
  /** Allergens of the `allergens` property nearest on the chain (the entry, then its ancestors). */
  const propertyAllergens = (chain: string[]): Allergen[] => {
    for (const c of chain) {
      const found = tagList(acc.get(c)?.props.allergens ?? null).flatMap((tag) => ALLERGEN_BY_OFF_TAG[tag] ?? []);
      if (found.length > 0) return found;
    }
    return [];
  };
  /**
   * Allergen words naming an entry: whole names in any language; when none, allergen words inside
   * its English names ("durum wheat semolina pasta"). `exactOnly`: whole English names only.
   * A whole name that is an allergen word in one language only, not English, is a homograph of
   * that language (German "Eiweiß" is protein and egg white, Slovak "cirok" sorghum), not
   * evidence: then the foods its English name is made of decide ("oat protein" → oat).
   */
  const allergensInNames = (id: string, exactOnly: boolean, nested = false): Allergen[] => {
    const wholeLangs = new Map<Allergen, Set<string>>();
    const partial = new Set<Allergen>();
    for (const [lang, names] of acc.get(id)?.names ?? []) {
      if (exactOnly && lang !== 'en') continue;
      const words = allergenTermsByLang.get(lang);
      if (!words) continue;
      for (const n of names) {
        const t = normalizeTerm(n);
        const al = words.get(t);
        if (al) (wholeLangs.get(al) ?? wholeLangs.set(al, new Set()).get(al)!).add(lang);
        if (exactOnly || lang !== 'en') continue;
        const nameWords = t.split(' ');
        for (let i = 0; i < nameWords.length; i++) {
          for (let k = Math.min(4, nameWords.length - i); k >= 1; k--) {
            const p = words.get(nameWords.slice(i, i + k).join(' '));
            if (p) partial.add(p);
          }
        }
      }
    }
    const whole = [...wholeLangs].filter(([, langs]) => langs.has('en') || langs.size >= 2).map(([al]) => al);
    if (whole.length > 0 || nested) return whole.length > 0 ? whole : [...partial];
    if (wholeLangs.size > 0 && partial.size === 0) {
      for (const n of acc.get(id)?.names.get('en') ?? []) {
        const words = normalizeTerm(n).split(' ');
        for (let i = 0; i < words.length; i++) {
          for (let k = Math.min(4, words.length - i - (i === 0 ? 1 : 0)); k >= 1; k--) {
            const sub = words.slice(i, i + k).join(' ');
            const part = termLang[sub] === 'en' ? ids[terms[sub]!] : undefined;
            if (!part || part === id) continue;
            const found = propertyAllergens([part, ...ancestorsOf(acc, part)]);
            for (const al of found.length > 0 ? found : allergensInNames(part, false, true)) partial.add(al);
          }
        }
      }
    }
    return [...partial];
  };
  return { allergenTerms, propertyAllergens, allergensInNames };
}

const dietStatus = (v: string | null): DietStatus => (v === 'yes' || v === 'no' || v === 'maybe' ? v : null);

/** 5. Per-entry resolved properties (first value walking up the parents, breadth first). */
function resolveEntries(
  m: Merged,
  nova: NovaMarkers,
  allergens: AllergenNaming,
  additiveTermsEn: Map<string, string>,
  additivesJson: RawTaxonomy,
): { ingredients: TaxIngredient[]; additives: Record<string, TaxAdditive> } {
  const index = new Map(m.ids.map((id, i) => [id, i]));
  const ingredients: TaxIngredient[] = [];
  const additives: Record<string, TaxAdditive> = {};
  for (const id of m.ids) {
    const ancestors = ancestorsOf(m.acc, id);
    const chain = [id, ...ancestors];
    ingredients.push(resolveIngredient(m, id, ancestors, index, nova, allergens, additiveTermsEn));
    if (m.isAdditiveId(id)) {
      const a = m.acc.get(id)!;
      const key = id.slice(3);
      const enName = additivesJson[id]?.name?.en ?? a.primary.get('en') ?? a.names.get('en')?.[0] ?? key;
      const parent = a.parents.find((p) => /^en:e\d/.test(p));
      additives[key] = {
        key,
        code: `E${key.slice(1)}`,
        name: enName.replace(/^E\s?\d{2,4}[a-z]*\s*-\s*/i, '') || key.toUpperCase(),
        concern:
          CONCERN_BY_RISK[a.props.efsa_evaluation_overexposure_risk ?? inherited(m.acc, chain, 'efsa_evaluation_overexposure_risk') ?? ''] ?? 'none-known',
        classes: tagList(inherited(m.acc, chain, 'additives_classes')).map((c) => c.replace(/^en:/, '')),
        vegan: dietStatus(inherited(m.acc, chain, 'vegan')),
        vegetarian: dietStatus(inherited(m.acc, chain, 'vegetarian')),
        nova: Math.max(nova.novaByAdditive.get(id) ?? 0, Number(a.props.nova ?? 0)),
        parent: parent ? parent.slice(3) : null,
      };
    }
  }
  return { ingredients, additives };
}

/** One entry as the analyser reads it: allergens, NOVA marker, diet classes, additive, Nutri-Score flags. */
function resolveIngredient(
  { acc, isAdditiveId }: Merged,
  id: string,
  ancestors: string[],
  index: Map<string, number>,
  { novaByIngredient, multiWordMarkers }: NovaMarkers,
  { propertyAllergens, allergensInNames }: AllergenNaming,
  additiveTermsEn: Map<string, string>,
): TaxIngredient {
  const a = acc.get(id)!;
  const chain = [id, ...ancestors];
  const inheritedProp = (prop: string) => inherited(acc, chain, prop);
  // Allergens of the nearest node (the ingredient itself first) that names any: its `allergens`
  // property, else (the ingredient itself) allergen words in its names.
  // The property is curated; names are only a fallback (some synonyms are loose: ro "alune").
  // Additive entries list source-specific synonyms ("soya lecithin" under E322): whole names only.
  // Names count for the entry itself only: an ancestor's name can be a broad word ("cereales").
  const own = a.props.allergens !== undefined ? propertyAllergens([id]) : [];
  const fromNames = own.length > 0 ? [] : allergensInNames(id, isAdditiveId(id));
  const allergenTags = new Set<Allergen>(own.length > 0 ? own : fromNames.length > 0 ? fromNames : propertyAllergens(ancestors));
  // E220-E228 are sulphur dioxide and sulphites (EU Regulation 1169/2011, Annex II item 12).
  if (chain.some((c) => /^en:e22[0-8][a-z]*$/.test(c))) allergenTags.add('sulphites');
  // A vegan ingredient cannot carry an animal allergen ("coconut cream" is not cream).
  if (inheritedProp('vegan') === 'yes') for (const al of ANIMAL_ALLERGENS) allergenTags.delete(al);
  // NOVA: markers on the ingredient or any ancestor, plus nova:en properties.
  let nova = 0;
  let novaTag: string | null = null;
  for (const c of chain) {
    const g = Math.max(novaByIngredient.get(c) ?? 0, Number(acc.get(c)?.props.nova ?? 0));
    if (g > nova) [nova, novaTag] = [g, c];
  }
  // Entries the hierarchy leaves unlinked still carry a multi-word marker in their English name
  // ("hydrogenated palm kernel oil" ⊇ "hydrogenated … oil"), unless negated ("non-hydrogenated").
  const enWords = normalizeTerm(a.primary.get('en') ?? '').split(' ');
  if (!enWords.some((w) => NEGATED_NAME.has(w))) {
    for (const [tag, words, g] of multiWordMarkers) {
      if (g > nova && isSubsequence(words, enWords)) [nova, novaTag] = [g, tag];
    }
  }
  let diet = 0;
  for (const [root, bit] of DIET_CLASS_ROOTS) if (chain.includes(root)) diet |= bit;
  // The additive this entry is, descends from, or is named like in English ("sodium citrate").
  let additiveId: string | null = null;
  for (const c of chain) {
    if (isAdditiveId(c)) additiveId = c.slice(3);
    else for (const n of acc.get(c)?.names.get('en') ?? []) additiveId ??= additiveTermsEn.get(normalizeTerm(n)) ?? null;
    if (additiveId) break;
  }
  const fvlProp = inheritedProp('nutriscore_fruits_vegetables_nuts');
  const fvl =
    fvlProp === 'yes' ||
    (fvlProp !== 'no' && (chain.includes('en:fruit') || chain.includes('en:vegetable')) && !chain.includes('en:potato') && !NOT_FVL_FORM.test(id));
  return {
    id,
    name: displayName(a),
    anc: ancestors.map((p) => index.get(p)).filter((i): i is number => i !== undefined),
    vegan: dietStatus(inheritedProp('vegan')),
    vegetarian: dietStatus(inheritedProp('vegetarian')),
    allergens: [...allergenTags],
    nova,
    nova_tag: novaTag,
    additive: additiveId,
    diet,
    fvl,
    fvn: fvlProp === 'yes',
    milk: chain.includes('en:milk'),
    red_meat: inheritedProp('nutriscore_red_meat') === 'yes',
    nns: inheritedProp('non_nutritive_sweetener') === 'yes',
    palm: inheritedProp('from_palm_oil') === 'yes',
  };
}

/** 6. Words that qualify an ingredient without changing what it is ("dried", "organic"…), stopwords and list prefixes. */
function listWords(src: Sources): { qualifiers: string[]; stopwords: string[]; prefixes: string[] } {
  const qualifiers = new Set<string>();
  for (const e of src.processingTxt.entries) for (const names of Object.values(e.names)) for (const n of names) qualifiers.add(normalizeTerm(n));
  const stopwords = new Set<string>();
  for (const list of Object.values(src.allergensTxt.stopwords)) for (const w of list) stopwords.add(normalizeTerm(w));
  const prefixes = new Set<string>();
  const ingredientWord = src.ingredientsTxt.entries.find((e) => e.id === 'en:ingredient');
  for (const names of Object.values(ingredientWord?.names ?? {})) for (const n of names) prefixes.add(normalizeTerm(n));
  return {
    qualifiers: [...qualifiers].filter(Boolean).sort(),
    stopwords: [...stopwords].filter(Boolean).sort(),
    prefixes: [...prefixes].filter(Boolean).sort(),
  };
}

/**
 * Other grammatical numbers of a term: English on its last word; French, Spanish, Portuguese and
 * Catalan (-s) and Italian (-o/-a/-e ↔ -i/-e) on the first word, where the head noun stands.
 */
function numberVariants(t: string, lang: string): string[] {
  const words = t.split(' ');
  const swapFirst = (w: string | null) => (w ? [w, ...words.slice(1)].join(' ') : null);
  const out: (string | null)[] = [];
  if (lang === 'en') out.push(...englishNumberVariant(t));
  else if (PLURAL_S_LANGS.has(lang)) {
    out.push(swapFirst(sVariant(words[0]!)));
    if (words.length > 1) out.push([...words.slice(0, -1), sVariant(words[words.length - 1]!) ?? ''].join(' '));
  } else if (lang === 'it') {
    const w = words[0]!;
    const m = /^(.*[^aeiou])([oaei])$/.exec(w);
    if (m) {
      const forms: Record<string, string[]> = { o: ['i'], a: ['e'], e: ['i'], i: ['o', 'e'] };
      for (const end of forms[m[2]!] ?? []) out.push(swapFirst(m[1]! + end));
    }
  }
  return out.filter((v): v is string => !!v && v !== t && !v.endsWith(' '));
}

/** The last word with a final -s toggled (French/Spanish/Portuguese/Catalan plurals). */
function sVariant(t: string): string | null {
  if (/(ss|us|x|z)$/.test(t)) return null;
  return t.endsWith('s') ? t.slice(0, -1) : `${t}s`;
}

/** The other grammatical number(s) of an English term's last word (none for -ss, -us, -is words). */
function englishNumberVariant(t: string): string[] {
  if (/(ss|us|is)$/.test(t)) return [];
  if (t.endsWith('ies')) return [`${t.slice(0, -3)}y`];
  if (t.endsWith('oes')) return [t.slice(0, -2), t.slice(0, -1)];
  if (t.endsWith('ches') || t.endsWith('shes') || t.endsWith('xes')) return [t.slice(0, -2)];
  if (t.endsWith('s')) return [t.slice(0, -1)];
  if (t.endsWith('y') && !/[aeiou]y$/.test(t)) return [`${t.slice(0, -1)}ies`];
  if (t.endsWith('o')) return [`${t}s`, `${t}es`];
  return /(ch|sh|x)$/.test(t) ? [`${t}es`] : [`${t}s`];
}

function displayName(a: Acc): string {
  const n = a.names.get('en')?.[0] ?? a.names.get('xx')?.[0] ?? [...a.names.values()][0]?.[0] ?? a.id.slice(3);
  return n;
}
