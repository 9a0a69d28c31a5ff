/**
 * Deterministic analysis of a free-text ingredient list against the compact Open Food Facts
 * taxonomy (built by src/corpus/off-taxonomy.ts): additives with an EFSA-based concern level,
 * allergens, NOVA processing group, and vegan / vegetarian / gluten-free flags.
 *
 * Decisions:
 * - Concern scale, from the EFSA overexposure-risk property of the additive: `high` (EFSA found a
 *   high risk of exceeding the acceptable daily intake), `moderate`, `low` (evaluated, no
 *   overexposure risk found) and `none-known` (no EFSA overexposure assessment recorded).
 * - Allergens use one canonical list (EU 14, which covers the US 9): see CANONICAL_ALLERGENS.
 *   "May contain"/"traces" statements are reported separately in `traces` (and in `reasons`);
 *   they never enter `allergens`, but they do make `gluten_free` false.
 * - NOVA follows OFF's compute_nova_group: start at 1, raise to the group of every marker found
 *   (ingredient/additive markers and `nova` properties, ancestors included; product categories
 *   when given), never moving a group-2 product to group 3.
 * - vegan / vegetarian / gluten_free are true only on positive evidence for every ingredient:
 *   an unrecognised ingredient, an uncertain ("maybe") or unknown status makes them false.
 */

// ---------------------------------------------------------------- canonical allergens

export const CANONICAL_ALLERGENS = [
  'gluten',
  'crustaceans',
  'eggs',
  'fish',
  'peanuts',
  'soybeans',
  'milk',
  'nuts',
  'celery',
  'mustard',
  'sesame',
  'sulphites',
  'lupin',
  'molluscs',
] as const;
export type Allergen = (typeof CANONICAL_ALLERGENS)[number];

/** Open Food Facts allergen tags → canonical names. */
export const ALLERGEN_BY_OFF_TAG: Record<string, Allergen> = {
  'en:gluten': 'gluten',
  'en:crustaceans': 'crustaceans',
  'en:eggs': 'eggs',
  'en:fish': 'fish',
  'en:peanuts': 'peanuts',
  'en:soybeans': 'soybeans',
  'en:milk': 'milk',
  'en:nuts': 'nuts',
  'en:celery': 'celery',
  'en:mustard': 'mustard',
  'en:sesame-seeds': 'sesame',
  'en:sulphur-dioxide-and-sulphites': 'sulphites',
  'en:lupin': 'lupin',
  'en:molluscs': 'molluscs',
};

/** Names people use (EU and US wording) → canonical allergens. "shellfish" covers both groups. */
const ALLERGEN_ALIASES: Record<string, Allergen[]> = {
  gluten: ['gluten'], wheat: ['gluten'], 'cereals containing gluten': ['gluten'], barley: ['gluten'], rye: ['gluten'], spelt: ['gluten'], oats: ['gluten'],
  crustaceans: ['crustaceans'], crustacean: ['crustaceans'], 'crustacean shellfish': ['crustaceans'], shrimp: ['crustaceans'], prawns: ['crustaceans'], crab: ['crustaceans'], lobster: ['crustaceans'],
  shellfish: ['crustaceans', 'molluscs'],
  eggs: ['eggs'], egg: ['eggs'],
  fish: ['fish'],
  peanuts: ['peanuts'], peanut: ['peanuts'], groundnuts: ['peanuts'],
  soybeans: ['soybeans'], soybean: ['soybeans'], soy: ['soybeans'], soya: ['soybeans'],
  milk: ['milk'], dairy: ['milk'], lactose: ['milk'],
  nuts: ['nuts'], nut: ['nuts'], 'tree nuts': ['nuts'], 'tree nut': ['nuts'], almonds: ['nuts'], hazelnuts: ['nuts'], walnuts: ['nuts'], cashews: ['nuts'], pistachios: ['nuts'], pecans: ['nuts'],
  celery: ['celery'], celeriac: ['celery'],
  mustard: ['mustard'],
  sesame: ['sesame'], 'sesame seeds': ['sesame'], 'sesame seed': ['sesame'],
  sulphites: ['sulphites'], sulfites: ['sulphites'], sulphite: ['sulphites'], sulfite: ['sulphites'], 'sulphur dioxide': ['sulphites'], 'sulfur dioxide': ['sulphites'],
  lupin: ['lupin'], lupine: ['lupin'],
  molluscs: ['molluscs'], mollusks: ['molluscs'], mollusc: ['molluscs'], mollusk: ['molluscs'],
};

/** Canonical allergens for a user-supplied name, [] when the name is not an allergen we know. */
export function normalizeAllergenName(name: string): Allergen[] {
  const t = normalizeTerm(name);
  if (ALLERGEN_BY_OFF_TAG[`en:${t.replace(/ /g, '-')}`]) return [ALLERGEN_BY_OFF_TAG[`en:${t.replace(/ /g, '-')}`]!];
  return ALLERGEN_ALIASES[t] ?? ALLERGEN_ALIASES[t.replace(/s$/, '')] ?? [];
}

// ---------------------------------------------------------------- taxonomy shape

export type Concern = 'high' | 'moderate' | 'low' | 'none-known';
export type DietStatus = 'yes' | 'no' | 'maybe' | null;

/** Diet-relevant classes an ingredient belongs to (bit flags, resolved through ancestors). */
export const DIET_CLASS = {
  meat: 1,
  fish: 2,
  seafood: 4,
  dairy: 8,
  egg: 16,
  cereal: 32,
  legume: 64,
  added_sugar: 128,
  alcohol: 256,
} as const;

export interface TaxIngredient {
  id: string;
  name: string;
  /** Ancestor indices (all levels). */
  anc: number[];
  vegan: DietStatus;
  vegetarian: DietStatus;
  allergens: Allergen[];
  /** Highest NOVA marker on the ingredient or an ancestor (0 = none) and the tag that set it. */
  nova: number;
  nova_tag: string | null;
  /** Additive key ("e322i") when the ingredient is, or descends from, an additive. */
  additive: string | null;
  diet: number;
  /** Counts as fruit / vegetable / legume for the Nutri-Score 2023 estimate. */
  fvl: boolean;
  /** Counts as fruit / vegetable / nut / colza-walnut-olive oil (Nutri-Score 2021, OFF property). */
  fvn: boolean;
  /** Milk (for the 2021 rule on dairy drinks with ≥ 80 % milk). */
  milk: boolean;
  red_meat: boolean;
  /** Non-nutritive sweetener (Nutri-Score 2023 beverages). */
  nns: boolean;
  palm: boolean;
}

export interface TaxAdditive {
  key: string;
  code: string;
  name: string;
  concern: Concern;
  classes: string[];
  vegan: DietStatus;
  vegetarian: DietStatus;
  nova: number;
  parent: string | null;
}

export interface OffTaxonomy {
  version: number;
  ingredients: TaxIngredient[];
  /** Normalised name or synonym (any language) → ingredient index. */
  terms: Record<string, number>;
  additives: Record<string, TaxAdditive>;
  allergen_terms: Record<string, Allergen>;
  /** Normalised additive name or synonym → additive key. */
  additive_terms: Record<string, string>;
  qualifiers: string[];
  stopwords: string[];
  /** Words that open a list ("ingredients", "zutaten"…). */
  list_prefixes: string[];
  category_markers: [string, number][];
  max_term_words: number;
}

/** Lowercase, accents and punctuation removed, single spaces: the key of every lookup. */
export function normalizeTerm(s: string): string {
  return s
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae')
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

interface TaxonomyIndex {
  tax: OffTaxonomy;
  terms: Map<string, number>;
  allergenTerms: Map<string, Allergen>;
  additiveTerms: Map<string, string>;
  /** Words never matched on their own (stopwords, label words). */
  blocked: Set<string>;
  /** Words that do not count when judging whether a phrase was recognised (adds processing words). */
  ignorable: Set<string>;
  prefixes: Set<string>;
  classIds: Set<string>;
  idIndex: Map<string, number>;
}

const indexCache = new WeakMap<OffTaxonomy, TaxonomyIndex>();

/** Lookup structures derived from the serialised taxonomy; built once per taxonomy object. */
function indexTaxonomy(tax: OffTaxonomy): TaxonomyIndex {
  let idx = indexCache.get(tax);
  if (idx) return idx;
  const classIds = new Set<string>();
  for (const a of Object.values(tax.additives)) for (const c of a.classes) classIds.add(`en:${c}`);
  idx = {
    tax,
    terms: new Map(Object.entries(tax.terms)),
    allergenTerms: new Map(Object.entries(tax.allergen_terms)),
    additiveTerms: new Map(Object.entries(tax.additive_terms)),
    blocked: new Set([...tax.stopwords, ...EXTRA_IGNORABLE]),
    ignorable: new Set([...tax.qualifiers, ...tax.stopwords, ...EXTRA_IGNORABLE]),
    prefixes: new Set(tax.list_prefixes),
    classIds,
    idIndex: new Map(tax.ingredients.map((g, i) => [g.id, i])),
  };
  indexCache.set(tax, idx);
  return idx;
}

/** Label words that say nothing about what an ingredient is (organic, origin, quality). */
const EXTRA_IGNORABLE = [
  'organic', 'bio', 'biologico', 'biologica', 'biologici', 'biologiche', 'biologique', 'biologiques', 'ecologico', 'ecologica', 'eco', 'oko', 'ogm', 'gmo',
  'natural', 'naturel', 'naturelle', 'naturale', 'naturali', 'natürlich', 'natuurlijk', 'pure', 'pur', 'puro', 'pura', 'premium', 'extra', 'fine', 'selected',
  'italian', 'italiano', 'italiana', 'italiani', 'italiane', 'french', 'francais', 'francaise', 'france', 'italia', 'italy', 'spain', 'espana', 'ue', 'eu', 'ce', 'non',
  'of', 'de', 'di', 'da', 'del', 'della', 'delle', 'dei', 'degli', 'du', 'des', 'la', 'le', 'les', 'il', 'lo', 'the', 'a', 'an', 'and', 'e', 'et', 'y', 'und', 'en', 'con', 'with', 'avec', 'mit', 'in', 'al', 'alla', 'allo', 'ai', 'agli', 'alle', 'd', 'l',
  // How animals are kept (a free-from claim is caught before words are matched).
  'cage', 'free', 'range', 'barn', 'pastured', 'pasture', 'raised',
  'g', 'kg', 'mg', 'ml', 'cl', 'l', 'per', 'pour', 'for', 'min', 'max', 'ca', 'approx', 'contains', 'contient', 'contiene', 'enthalt', 'or', 'less', 'ou', 'o', 'oder',
];

// ---------------------------------------------------------------- parsing

export interface ParsedIngredient {
  text: string;
  /** Matched taxonomy ids (several when the phrase names several things, e.g. "salt and pepper"). */
  ids: string[];
  percent: number | null;
  /** Most of the phrase matched the taxonomy (used for counts and the unrecognised list). */
  recognized: boolean;
  /** Every word of the phrase is explained (matched, a qualifier, or an E-number): diet flags need this. */
  complete: boolean;
  children: ParsedIngredient[];
}

export interface AdditiveFinding {
  code: string;
  name: string;
  concern: Concern;
}

export interface NovaMarker {
  group: number;
  type: 'ingredients' | 'additives' | 'categories';
  tag: string;
}

export interface IngredientAnalysis {
  additives: AdditiveFinding[];
  allergens: Allergen[];
  /** Allergens from "may contain" / "traces" statements. */
  traces: Allergen[];
  nova: 1 | 2 | 3 | 4;
  nova_reason: string;
  nova_markers: NovaMarker[];
  vegan: boolean;
  vegetarian: boolean;
  gluten_free: boolean;
  reasons: string[];
  ingredients: ParsedIngredient[];
  unrecognized: string[];
  /** Conservative shares (%) estimated from the list order and stated percentages; null without ingredients. */
  estimates: {
    /** Fruits, vegetables, legumes (Nutri-Score 2023). */
    fvl_percent: number | null;
    /** Fruits, vegetables, nuts, colza/walnut/olive oils (Nutri-Score 2021). */
    fvn_percent: number | null;
    milk_percent: number | null;
    red_meat_percent: number | null;
  };
  non_nutritive_sweeteners: boolean;
  /** Diet classes present (DIET_CLASS bits) and their sources, for diet checks in scoring. */
  diet_classes: number;
  /** Ids of every matched ingredient with ancestors, for avoid-list matching. */
  matched_ids: string[];
}

export interface AnalyzeOptions {
  /** Product categories (OFF tags, hierarchy-expanded) for category NOVA markers. */
  categories?: string[];
}

/**
 * Cross-contact statements ("made in a factory that also handles nuts", "produit dans une usine qui
 * utilise…", "confezionato in uno stabilimento che utilizza…", "hergestellt in einem Betrieb, der
 * auch… verarbeitet"): the rest of the sentence names traces, not ingredients.
 */
const FACILITY =
  '(?<!\\p{L})(?:made|produced|manufactured|packed|packaged|processed|prepared|fabriqu[eé]e?s?|produite?s?|[eé]labor[eé]e?s?|conditionn[eé]e?s?|emball[eé]e?s?|prodott[oaie]|confezionat[oaie]|lavorat[oaie]|realizzat[oaie]|elaborad[oa]s?|fabricad[oa]s?|producid[oa]s?|envasad[oa]s?|hergestellt|abgef[uü]llt|verpackt|geproduceerd|vervaardigd|verpakt|produzid[oa]s?|embalad[oa]s?)' +
  '\\s+(?:in|on|at|dans|sur|en|nel|nello|nella|su|sulla|sulle|em|numa|num|na|no|auf|op|bei)\\s[^.,:;()]{0,30}?(?<!\\p{L})(?:factory|facility|facilities|plant|site|premises|equipment|line|usine|atelier|unit[eé]|stabilimento|impianto|laboratorio|reparto|planta|f[aá]brica|instalaci[oó]n(?:es)?|betrieb|werk|produktionsst[aä]tte|bedrijf|fabriek)(?!\\p{L})';
const TRACE_TRIGGERS = new RegExp(
  String.raw`(?:may (?:also )?contain(?: traces of)?|may be present|traces? (?:of|de|di|van|von)|peut contenir(?: des traces de)?|traces eventuelles(?: de)?|traces possibles(?: de)?|pu[oò] contenere(?: tracce di)?|contiene tracce di|tracce di|kann spuren(?: von)?|spuren von|kan sporen(?: van)?(?: bevatten)?|puede contener(?: trazas de)?|trazas de|pode conter(?: vestigios de)?|${FACILITY})\s*:?`, 'iu');
/** Storage and best-before instructions that labels print among the ingredients. */
const STORAGE_TRIGGERS =
  /(?:\bstore (?:in|at|below|frozen|refrigerated)|\bkeep (?:in|refrigerated|frozen|cool|dry)|\bbest before|\buse by|\bonce opened|\bafter opening|(?:^|\s)[aà] conserver|\bconserver (?:[aà]|au|dans|en)\b|(?:^|\s)[aà] consommer (?:de pr[eé]f[eé]rence|avant|jusqu)|\bvoir (?:la )?date|\bapr[eè]s ouverture|\bconservare (?:in|a|al|nel|tra)\b|\bda consumarsi|\bconsumare (?:preferibilmente|entro)|\bdopo l.apertura|\bconservar (?:en|a)\b|\bconsumir (?:preferentemente|antes|de prefer)|\bmindestens haltbar|\bnach dem [oö]ffnen|\b(?:trocken|k[uü]hl) (?:und trocken )?lagern|\bten minste houdbaar|\bkoel en droog)/i;

/** Removes every sentence opened by `trigger` (up to `max`), returning the rest and the sentences' texts after the trigger. */
function cutSentences(body: string, trigger: RegExp, max: number): [string, string[]] {
  const texts: string[] = [];
  for (let guard = 0; guard < max; guard++) {
    const m = trigger.exec(body);
    if (!m) break;
    const after = body.slice(m.index + m[0].length);
    const end = after.search(/\.(\s|$)/);
    texts.push(end >= 0 ? after.slice(0, end) : after);
    body = body.slice(0, m.index) + (end >= 0 ? after.slice(end + 1) : '');
  }
  return [body, texts];
}

/** "Contains: …" anywhere, or "Contains …" opening a sentence (not "contains 2% or less of"). */
const CONTAINS_TRIGGER = /(?:(?:^|[.;]\s*|\s)(?:contains|contient|contiene|enth[aä]lt|bevat|cont[eé]m|allergens?|allerg[eè]nes?|allergeni)\s*:\s*|(?:^|\.\s+)(?:contains|contient|contiene|enth[aä]lt|bevat|cont[eé]m)\s+(?!\d|less\b))/i;
const PERCENT = /(?:[<>≤≥]\s*)?(\d+(?:[.,]\d+)?)\s*%/;

function stripOuter(s: string): string {
  return s.replace(/^[\s.,;:*•·\-–]+|[\s.,;:*•·\-–]+$/g, '');
}

/** Splits at top-level separators, keeping bracketed groups intact. */
function splitTopLevel(text: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c === '(' || c === '[' || c === '{') depth++;
    else if ((c === ')' || c === ']' || c === '}') && depth > 0) depth--;
    // A comma between digits is a decimal separator ("0,5 %").
    const decimal = c === ',' && /\d/.test(text[i - 1] ?? '') && /\d/.test(text[i + 1] ?? '');
    // A full stop followed by a word ends a sentence ("… acido citrico. Senza glutine.").
    const sentence = c === '.' && /\s/.test(text[i + 1] ?? '') && /^\*?\p{L}/u.test(text.slice(i + 1).trimStart()) && !/\b\p{L}{1,3}$/u.test(cur);
    if (depth === 0 && !decimal && (sentence || c === ',' || c === ';' || c === '•' || c === '·')) {
      out.push(cur);
      cur = '';
    } else cur += c;
  }
  out.push(cur);
  return out.map(stripOuter).filter(Boolean);
}

/** "chocolate 20% (sugar, cocoa)" → head "chocolate 20%" and inner "sugar, cocoa" (all bracket groups). */
function splitHead(item: string): { head: string; inner: string[] } {
  let depth = 0;
  let head = '';
  let cur = '';
  const inner: string[] = [];
  for (const c of item) {
    if (c === '(' || c === '[' || c === '{') {
      if (depth > 0) cur += c;
      depth++;
    } else if ((c === ')' || c === ']' || c === '}') && depth > 0) {
      depth--;
      if (depth === 0) {
        inner.push(cur);
        cur = '';
      } else cur += c;
    } else if (depth > 0) cur += c;
    else head += c;
  }
  if (depth > 0 && cur) inner.push(cur); // unbalanced: keep what we have
  return { head: head.trim(), inner };
}

interface Match {
  index: number;
  start: number;
  end: number;
}

/** Greedy longest-first matching of word n-grams against the term map. */
function matchWords(words: string[], idx: TaxonomyIndex): Match[] {
  const out: Match[] = [];
  const maxN = idx.tax.max_term_words;
  let i = 0;
  while (i < words.length) {
    let found: Match | null = null;
    for (let n = Math.min(maxN, words.length - i); n >= 1; n--) {
      const t = n === 1 ? words[i]! : words.slice(i, i + n).join(' ');
      const hit = idx.terms.get(t);
      if (hit !== undefined && !(n === 1 && idx.blocked.has(t))) {
        found = { index: hit, start: i, end: i + n };
        break;
      }
    }
    if (found) {
      out.push(found);
      i = found.end;
    } else i++;
  }
  return out;
}

/** Longest-first matching of word n-grams against any term map; empty words break n-grams. */
function matchTermMap<V>(words: string[], map: Map<string, V>, idx: TaxonomyIndex, maxN: number): { value: V; start: number; end: number }[] {
  const out: { value: V; start: number; end: number }[] = [];
  let i = 0;
  while (i < words.length) {
    let hit: { value: V; start: number; end: number } | null = null;
    if (words[i]) {
      for (let n = Math.min(maxN, words.length - i); n >= 1 && !hit; n--) {
        const slice = words.slice(i, i + n);
        if (slice.some((w) => !w)) continue;
        const t = slice.join(' ');
        if (n === 1 && (idx.blocked.has(t) || t.length < 3)) continue;
        const v = map.get(t);
        if (v !== undefined) hit = { value: v, start: i, end: i + n };
      }
    }
    if (hit) {
      out.push(hit);
      i = hit.end;
    } else i++;
  }
  return out;
}

/** Words that turn a phrase into a claim ("sans gluten", "senza glutine", "no added sugar"). */
const NEGATIONS = new Set(['sans', 'senza', 'without', 'ohne', 'sin', 'sem', 'zonder', 'uden', 'utan', 'bez', 'privo', 'priva', 'privi']);
const FREE_FROM = /\b\p{L}+(?:[- ]free|frei)\b|\bfree from\b/iu;
/** How hens are kept ("cage-free eggs", "pasteurized free range egg") is no free-from claim. */
const HUSBANDRY = /\b(?:cage|crate)[- ]free\b|\bfree[- ](?:range|run|roaming)\b/giu;
const isFreeFromClaim = (text: string) => FREE_FROM.test(text.replace(HUSBANDRY, ' '));

const E_NUMBER = /(?:^|[^\p{L}\p{N}])(?:e|ins)\s?[-.]?\s?(\d{3,4})\s?(\(?\s?[a-z]{1,4}\s?\)?)?(?![\p{L}\p{N}])/giu;
const ORIGIN = /\b(origin|origine|origen|origem|herkunft|provenienza|provenance|product of|made in|produced in|from concentrate|da concentrato|a base de concentre|aus konzentrat)\b/i;

interface Collected {
  idx: TaxonomyIndex;
  additives: Map<string, { finding: AdditiveFinding; via: string }>;
  allergens: Map<Allergen, string>;
  traces: Map<Allergen, string>;
  nova: NovaMarker[];
  unknown: string[];
  ingredientIdx: Set<number>;
}

function additiveKey(idx: TaxonomyIndex, num: string, suffix: string): string | null {
  const s = suffix.replace(/[^a-z]/g, '');
  const base = `e${num}`;
  if (s && idx.tax.additives[base + s]) return base + s;
  return idx.tax.additives[base] ? base : null;
}

function addAdditive(c: Collected, key: string, via: string) {
  const a = c.idx.tax.additives[key];
  if (!a || c.additives.has(key)) return;
  c.additives.set(key, { finding: { code: a.code, name: a.name, concern: a.concern }, via });
  if (a.nova > 1) c.nova.push({ group: a.nova, type: 'additives', tag: `en:${key}` });
  // Sub-codes (E322i) also carry the markers of their parent code (E322).
  if (a.parent && c.idx.tax.additives[a.parent] && c.idx.tax.additives[a.parent]!.nova > a.nova) {
    c.nova.push({ group: c.idx.tax.additives[a.parent]!.nova, type: 'additives', tag: `en:${a.parent}` });
  }
}

/**
 * Additives that are also vitamins or minerals (riboflavin, ascorbic acid, tocopherols, niacin,
 * carotene): named alone they are nutrients, as OFF reads them;
 * they count as additives when written as an E-number or under an additive class.
 */
const NUTRIENT_ADDITIVES = /^e(101|160a|300|301|302|306|307|308|309|375)/;

/**
 * Refined soybean oil is exempt from allergen labelling in the EU (Reg. 1169/2011 Annex II 6(a))
 * and the US (FALCPA, highly refined oils): refining removes the protein. Not when sold unrefined.
 */
const REFINED_OIL_EXEMPT: [string, Allergen][] = [['en:soya-oil', 'soybeans']];
const UNREFINED = /\b(cold[- ]pressed|unrefined|virgin|vierge|vergine|virgen|kaltgepresst|nativ|press[eé]e? [aà] froid|spremut[oa] a freddo)\b/i;

function exemptAllergen(g: TaxIngredient, idx: TaxonomyIndex, text: string): Allergen | null {
  for (const [id, al] of REFINED_OIL_EXEMPT) {
    if ((g.id === id || g.anc.some((a) => idx.tax.ingredients[a]!.id === id)) && !UNREFINED.test(text)) return al;
  }
  return null;
}

function noteIngredient(c: Collected, index: number, text: string, additiveContext: boolean, plantAnalogue = false) {
  c.ingredientIdx.add(index);
  const g = c.idx.tax.ingredients[index]!;
  const nutrient = g.additive !== null && NUTRIENT_ADDITIVES.test(g.additive) && !additiveContext;
  if (g.nova > 1 && g.nova_tag && !(nutrient && g.nova_tag === `en:${g.additive}`)) c.nova.push({ group: g.nova, type: 'ingredients', tag: g.nova_tag });
  const exempt = g.allergens.length > 0 ? exemptAllergen(g, c.idx, text) : null;
  for (const al of g.allergens) if (!c.allergens.has(al) && !(plantAnalogue && al === 'milk') && al !== exempt) c.allergens.set(al, text);
  if (g.additive && !nutrient) addAdditive(c, g.additive, text);
}

/** "of" in the languages whose dairy words name plant preparations ("crème de marrons", "crema di cacao"). */
const OF_WORDS = new Set(['of', 'de', 'd', 'du', 'des', 'di', 'del', 'della', 'dello', 'delle', 'dei', 'degli', 'von', 'van']);

/** Cream soups ("cream of mushroom", "crème de légumes") usually do contain dairy. */
const SOUP_BASES = ['en:vegetable', 'en:mushroom'];

/**
 * A dairy word followed by "of" and a plant food names the plant preparation, not dairy: "crème
 * d'orge", "crema di cacao", "lait de coco", "burro di arachidi" (not "crème de lait", "latte di capra").
 */
function isPlantAnalogue(m: Match, matches: Match[], words: string[], idx: TaxonomyIndex): boolean {
  if (!(idx.tax.ingredients[m.index]!.diet & DIET_CLASS.dairy) || !OF_WORDS.has(words[m.end] ?? '')) return false;
  const next = matches.find((n) => n.start === m.end + 1);
  const plant = next && idx.tax.ingredients[next.index]!;
  if (!plant || plant.vegan !== 'yes') return false;
  return ![plant.id, ...plant.anc.map((a) => idx.tax.ingredients[a]!.id)].some((id) => SOUP_BASES.includes(id));
}

/** A bracketed remark giving a purpose ("to protect color", "for freshness"), not an ingredient. */
const PURPOSE = /^(to|for|as|used|added|pour|per|para|zum|zur|preserves?|helps?|maintains?|prevents?|protects?|retains?|processed|treated)\b|\b(to|for) (preserve|prevent|protect|maintain|retain|promote|keep)\b|\bfor (freshness|colou?r|flavou?r)\b/i;
/** A bracketed remark naming a source ("from milk", "a milk derivative"): allergens only. */
const SOURCE_NOTE = /^(from|made from|derived from|obtained from|issu[es]? de|da|aus)\b|\bderivatives?\b|\bderivato\b|\bderiv[ée]s?\b/i;

function parseItem(raw: string, c: Collected, parentIsClass: boolean): ParsedIngredient {
  let { head, inner } = splitHead(raw);
  // "emulsifier: soy lecithin" / "Garniture 53%: …" → head and a sub-list.
  const colon = head.indexOf(':');
  const bracketed = inner.length;
  if (colon > 0 && colon < head.length - 1) {
    inner = [head.slice(colon + 1), ...inner];
    head = head.slice(0, colon);
  }
  // "sorbic acid as a preservative", "vitamin A palmitate added": keep the ingredient, note the class.
  const purpose = /\s+(?:(?:as an?|added (?:as|to|for)|used (?:as|to|for)|to (?:prevent|preserve|protect|maintain|retain|promote|keep))\b.*|added)$/i.exec(head);
  if (purpose && purpose.index > 0) {
    if (/\bas an?\b/i.test(purpose[0])) inner = [...inner, purpose[0].replace(/^\s*as an?\s+/i, '')];
    head = head.slice(0, purpose.index);
  }
  // "ascorbic acid (antioxidant)": a class in brackets puts the head in additive context.
  const innerItems = inner.flatMap((s) => splitTopLevel(s));
  const classChild = innerItems.some((s) => {
    const i = c.idx.terms.get(normalizeTerm(s.replace(/^(an?|the)\s+/i, '')));
    return i !== undefined && c.idx.classIds.has(c.idx.tax.ingredients[i]!.id);
  });
  const additiveContext = parentIsClass || classChild;
  const pm = PERCENT.exec(head);
  const percent = pm ? Number(pm[1]!.replace(',', '.')) : null;
  const text = stripOuter(head.replace(PERCENT, ' ').replace(/\s+/g, ' '));
  const norm = normalizeTerm(text.replace(/\d+(?:[.,]\d+)?\s*(?:g|kg|mg|ml|cl|l)\b/gi, ' '));
  const ids: string[] = [];
  let recognized = false;
  let complete = false;
  let isClass = false;

  // E-numbers written in the phrase ("colour E150d", "E 330", "e-471").
  const eHits: string[] = [];
  for (const m of text.matchAll(E_NUMBER)) {
    const key = additiveKey(c.idx, m[1]!, (m[2] ?? '').toLowerCase());
    if (key) eHits.push(key);
  }
  // A bare number under an additive class ("emulsifier: 471").
  if (parentIsClass && /^\d{3,4}[a-z]{0,4}$/.test(norm.replace(/ /g, ''))) {
    const m = /^(\d{3,4})([a-z]{0,4})$/.exec(norm.replace(/ /g, ''))!;
    const key = additiveKey(c.idx, m[1]!, m[2]!);
    if (key) eHits.push(key);
  }
  for (const key of eHits) {
    addAdditive(c, key, text);
    const i = c.idx.idIndex.get(`en:${key}`);
    if (i !== undefined) {
      noteIngredient(c, i, text, true);
      ids.push(`en:${key}`);
    }
  }

  const words = norm ? norm.split(' ') : [];
  // "sans gluten", "without added sugar", "gluten-free": a claim, not an ingredient.
  if ((words.some((w) => NEGATIONS.has(w)) || isFreeFromClaim(text)) && inner.length === 0) {
    return { text, ids, percent, recognized: true, complete: true, children: [] };
  }
  if (norm) {
    const whole = words.length === 1 && c.idx.blocked.has(norm) ? undefined : c.idx.terms.get(norm);
    const matches: Match[] = whole !== undefined ? [{ index: whole, start: 0, end: words.length }] : matchWords(words, c.idx);
    const consumed = new Uint8Array(words.length);
    for (const m of matches) consumed.fill(1, m.start, m.end);
    // A modifier separated from its noun ("partially hydrogenated palm kernel oil" → "hydrogenated
    // oil", "olio di palma idrogenato" → "olio idrogenato") names a second ingredient.
    const paired: Match[] = [];
    for (let j = 0; j < words.length && matches.length > 0; j++) {
      if (consumed[j] || c.idx.ignorable.has(words[j]!) || /^\d/.test(words[j]!)) continue;
      const next = matches.find((m) => m.start > j);
      const prev = matches.findLast((m) => m.end <= j);
      for (const t of [next && `${words[j]} ${words[next.end - 1]}`, prev && `${words[prev.start]} ${words[j]}`]) {
        const hit = t ? c.idx.terms.get(t) : undefined;
        if (hit !== undefined) {
          paired.push({ index: hit, start: j, end: j + 1 });
          consumed[j] = 1;
          break;
        }
      }
    }
    const all = [...matches, ...paired];
    const classInPhrase = all.some((m) => c.idx.classIds.has(c.idx.tax.ingredients[m.index]!.id));
    let covered = 0;
    for (const m of all) {
      noteIngredient(c, m.index, text, additiveContext || classInPhrase, isPlantAnalogue(m, matches, words, c.idx));
      const id = c.idx.tax.ingredients[m.index]!.id;
      if (!ids.includes(id)) ids.push(id);
      covered += m.end - m.start;
      if (c.idx.classIds.has(id)) isClass = true;
    }
    // Additive names and allergen words among the words no ingredient explained
    // ("metabisolfito di sodio (solfiti)").
    const rest = words.map((w, i) => (consumed[i] ? '' : w));
    for (const m of matchTermMap(rest, c.idx.additiveTerms, c.idx, 6)) {
      if (!NUTRIENT_ADDITIVES.test(m.value) || additiveContext) addAdditive(c, m.value, text);
    }
    for (const m of matchTermMap(rest, c.idx.allergenTerms, c.idx, 4)) if (!c.allergens.has(m.value)) c.allergens.set(m.value, text);
    const isContent = (w: string) => !c.idx.ignorable.has(w) && !/^\d+$/.test(w) && !(eHits.length > 0 && /^e?\d{3,4}[a-z]*$/.test(w));
    const content = words.filter(isContent).length;
    const uncovered = words.filter((w, i) => !consumed[i] && isContent(w)).length;
    recognized = all.length > 0 && (content === 0 || covered / Math.max(content, 1) >= 0.5);
    if (!recognized && eHits.length > 0) recognized = content <= 2;
    if (!recognized && all.length === 0 && eHits.length === 0 && (content === 0 || ORIGIN.test(text))) recognized = true;
    complete = (all.length > 0 || eHits.length > 0 || content === 0) && uncovered === 0;
  } else recognized = complete = eHits.length > 0 || text === '';

  const children: ParsedIngredient[] = [];
  for (const s of innerItems) {
    if (PURPOSE.test(s.trim())) continue;
    if (SOURCE_NOTE.test(s.trim())) {
      collectStatement(s, c.allergens, c);
      continue;
    }
    // "butter (milk)", "wheat flour (gluten)", "lecithin [soy]": a lone allergen word in brackets
    // names the allergen of its head; it is not a further ingredient.
    const al = innerItems.length === 1 && bracketed === 1 && inner.length === 1 && norm && !isClass ? c.idx.allergenTerms.get(normalizeTerm(s)) : undefined;
    if (al) {
      if (!c.allergens.has(al)) c.allergens.set(al, `${text} (${s.trim()})`);
      continue;
    }
    children.push(parseItem(s, c, isClass));
  }
  // A head that only qualifies its list ("garniture", "filling") is fine when its children are known.
  if (!recognized && children.length > 0 && children.every((ch) => ch.recognized)) recognized = true;
  if (!complete && children.length > 0 && children.every((ch) => ch.complete) && (recognized || ids.length === 0)) complete = true;
  if (!complete && norm && !ORIGIN.test(text) && !(recognized && children.length > 0)) c.unknown.push(text);
  return { text, ids, percent, recognized, complete, children };
}

function collectStatement(text: string, into: Map<Allergen, string>, c: Collected) {
  for (const part of splitTopLevel(text.replace(/\b(and|et|und|e|y|en|og|och|ja|i|oraz|and\/or|or|ou|o|oder|of)\b/gi, ','))) {
    const words = normalizeTerm(part).split(' ').filter(Boolean);
    // "…, sin gluten", "gluten-free": a claim inside a statement names no allergen.
    if (words.length === 0 || words.some((w) => NEGATIONS.has(w)) || isFreeFromClaim(part)) continue;
    for (const m of matchTermMap(words, c.idx.allergenTerms, c.idx, 4)) if (!into.has(m.value)) into.set(m.value, part);
    for (const m of matchWords(words, c.idx)) for (const al of c.idx.tax.ingredients[m.index]!.allergens) if (!into.has(al)) into.set(al, part);
  }
}

const STATUS_RANK: Record<string, number> = { no: 0, unknown: 1, maybe: 2, yes: 3 };

/** Worst diet status over a parsed tree (children decide for compound ingredients). */
function dietStatus(items: ParsedIngredient[], idx: TaxonomyIndex, prop: 'vegan' | 'vegetarian', notes: string[]): number {
  let worst = 3;
  for (const it of items) {
    let s: number;
    const own = it.ids.map((id) => idx.tax.ingredients[idx.idIndex.get(id)!]?.[prop] ?? null);
    const ownRank = own.length ? Math.min(...own.map((v) => STATUS_RANK[v ?? 'unknown']!)) : 1;
    if (it.children.length > 0) {
      const childRank = dietStatus(it.children, idx, prop, notes);
      s = ownRank === 0 ? 0 : childRank;
      if (ownRank === 0) notes.push(`${it.text}: ${describe(0)}`);
    } else if (!it.complete) {
      s = ownRank === 0 ? 0 : 1;
      notes.push(`${it.text}: ${ownRank === 0 ? describe(0) : it.recognized ? 'not fully recognised' : 'not a recognised ingredient'}`);
    } else {
      s = ownRank;
      if (s < 3) notes.push(`${it.text}: ${describe(s)}`);
    }
    worst = Math.min(worst, s);
  }
  return worst;
}

function describe(rank: number): string {
  return rank === 0 ? 'of animal origin' : rank === 2 ? 'status uncertain' : 'status unknown';
}

/**
 * Share (%) of the ingredients matching `pick`, from stated percentages and list order (labels list
 * ingredients by decreasing weight): each unstated share lies between a minimum (the first of n
 * weighs ≥ 100/n; any ingredient ≥ a later stated one) and a maximum (≤ 100/(i+1), ≤ an earlier
 * stated one). `min` gives the conservative estimate (Nutri-Score 2023), `mid` the midpoints scaled
 * to fill what stated percentages leave (OFF's percent estimate for the 2021 algorithm).
 */
function estimatePercent(items: ParsedIngredient[], pick: (it: ParsedIngredient) => boolean, mode: 'min' | 'mid'): number | null {
  const n = items.length;
  if (n === 0) return null;
  const stated = items.map((it) => (it.percent !== null && it.percent <= 100 ? it.percent : null));
  // Largest stated share after i and smallest stated share before i, in linear time.
  const laterMax = new Array<number>(n + 1).fill(0);
  for (let i = n - 1; i >= 0; i--) laterMax[i] = Math.max(laterMax[i + 1]!, stated[i] ?? 0);
  const min: number[] = [];
  const max: number[] = [];
  let earlierMin = 100;
  for (let i = 0; i < n; i++) {
    if (stated[i] !== null) {
      min.push(stated[i]!);
      max.push(stated[i]!);
      earlierMin = Math.min(earlierMin, stated[i]!);
      continue;
    }
    min.push(Math.max(i === 0 ? 100 / n : 0, laterMax[i + 1]!));
    max.push(Math.max(min[i]!, Math.min(100 / (i + 1), earlierMin)));
  }
  let shares = mode === 'min' ? min : items.map((_, i) => (min[i]! + max[i]!) / 2);
  if (mode === 'mid') {
    const statedSum = stated.reduce<number>((s, v) => s + (v ?? 0), 0);
    const unknownSum = shares.reduce((s, v, i) => s + (stated[i] === null ? v : 0), 0);
    const room = Math.max(0, 100 - statedSum);
    if (unknownSum > 0) shares = shares.map((v, i) => (stated[i] === null ? (v * room) / unknownSum : v));
  }
  let total = 0;
  for (let i = 0; i < n; i++) if (pick(items[i]!)) total += shares[i]!;
  return Math.min(100, Math.round(total * 10) / 10);
}

/** Analyses a comma-separated ingredient list. Pure and deterministic. */
export function analyzeIngredients(text: string, taxonomy: OffTaxonomy, opts: AnalyzeOptions = {}): IngredientAnalysis {
  const idx = indexTaxonomy(taxonomy);
  const c: Collected = { idx, additives: new Map(), allergens: new Map(), traces: new Map(), nova: [], unknown: [], ingredientIdx: new Set() };
  let body = text.normalize('NFC').replace(/\r?\n+/g, ', ');

  // Storage and date instructions are not ingredients ("conserver en lieu frais": lieu is a fish).
  body = cutSentences(body, STORAGE_TRIGGERS, 5)[0];
  // "May contain …" statements run to the end of their sentence.
  const [rest, traceTexts] = cutSentences(body, TRACE_TRIGGERS, 5);
  body = rest;
  for (const t of traceTexts) collectStatement(t, c.traces, c);

  // OFF marks allergens with underscores: "_milk_" (after traces: "may contain _nuts_" is a trace).
  for (const m of body.matchAll(/_([^_]{2,40})_/g)) collectStatement(m[1]!, c.allergens, c);
  body = body.replace(/_/g, ' ');

  // "Contains: milk, soy." allergen statements (not "contains 2% or less of:").
  const containsTexts: string[] = [];
  for (let guard = 0; guard < 5; guard++) {
    const m = CONTAINS_TRIGGER.exec(body);
    if (!m) break;
    const after = body.slice(m.index + m[0].length);
    const end = after.search(/\.(\s|$)/);
    containsTexts.push(end >= 0 ? after.slice(0, end) : after);
    body = body.slice(0, m.index) + (end >= 0 ? ', ' + after.slice(end + 1) : '');
  }
  for (const t of containsTexts) collectStatement(t, c.allergens, c);
  // US labels: "contains 2% or less of:", "contains less than 2% of".
  body = body.replace(/\b(?:contains?\s+)?(?:less than\s+)?\d+(?:[.,]\d+)?\s*%\s*(?:or less\s+)?of\b\s*(?:each of\s*)?(?:the following\s*)?:?|\bcontains?\s+less than\s+\d+(?:[.,]\d+)?\s*%\s*(?:of)?\s*:?|\bless than\s+\d+(?:[.,]\d+)?\s*%\s*(?:of)?\s*:?/gi, ', ');

  // "Ingredients:" prefix.
  const colon = body.indexOf(':');
  if (colon > 0 && colon < 40) {
    const pre = normalizeTerm(body.slice(0, colon));
    if (pre.split(' ').some((w) => idx.prefixes.has(w)) || idx.prefixes.has(pre)) body = body.slice(colon + 1);
  }

  const items = splitTopLevel(body).map((s) => parseItem(s, c, false));

  // Category markers (products only).
  const categories = new Set(opts.categories ?? []);
  for (const [tag, group] of taxonomy.category_markers) if (categories.has(tag)) c.nova.push({ group, type: 'categories', tag });

  // NOVA: groups in ascending order; a group-2 product never moves to 3.
  let nova = 1;
  const used: NovaMarker[] = [];
  const seen = new Set<string>();
  for (const group of [2, 3, 4]) {
    for (const m of c.nova.filter((x) => x.group === group)) {
      if (group >= nova && !(group === 3 && nova === 2)) {
        nova = group;
        const k = `${m.type}:${m.tag}`;
        if (!seen.has(k)) {
          seen.add(k);
          used.push(m);
        }
      }
    }
  }
  const top = used.filter((m) => m.group === nova);
  const recognizedCount = countItems(items, true);
  const totalCount = countItems(items, false);
  let nova_reason =
    nova === 1
      ? `NOVA 1: no processing markers among ${recognizedCount} recognised of ${totalCount} ingredients.`
      : `NOVA ${nova}: ${NOVA_NAMES[nova]} ${listMarkers([...new Set(top.map(describeMarker(idx)))])}.`;
  if (c.unknown.length > 0 && nova < 4) nova_reason += ` ${c.unknown.length} ingredient${c.unknown.length > 1 ? 's' : ''} not recognised, so the group may be higher.`;

  const notesVegan: string[] = [];
  const notesVeg: string[] = [];
  const vegan = items.length > 0 && dietStatus(items, idx, 'vegan', notesVegan) === 3;
  const vegetarian = items.length > 0 && dietStatus(items, idx, 'vegetarian', notesVeg) === 3;
  const allComplete = (xs: ParsedIngredient[]): boolean => xs.every((x) => x.complete && allComplete(x.children));
  const glutenFree = items.length > 0 && allComplete(items) && !c.allergens.has('gluten') && !c.traces.has('gluten');

  const additives = [...c.additives.values()].map((a) => a.finding).sort((a, b) => additiveOrder(a.code) - additiveOrder(b.code) || a.code.localeCompare(b.code));
  const allergens = CANONICAL_ALLERGENS.filter((a) => c.allergens.has(a));
  const traces = CANONICAL_ALLERGENS.filter((a) => c.traces.has(a) && !c.allergens.has(a));

  const reasons: string[] = [];
  for (const a of additives) reasons.push(`Additive ${a.code} (${a.name}): concern ${a.concern}.`);
  for (const al of allergens) reasons.push(`Contains ${al} (from "${c.allergens.get(al)}").`);
  for (const al of traces) reasons.push(`May contain ${al} (precautionary statement).`);
  reasons.push(nova_reason);
  reasons.push(vegan ? 'Vegan: every ingredient is recognised as vegan.' : `Not vegan: ${firstNotes(notesVegan, items.length)}.`);
  reasons.push(vegetarian ? 'Vegetarian: every ingredient is recognised as vegetarian.' : `Not vegetarian: ${firstNotes(notesVeg, items.length)}.`);
  reasons.push(
    glutenFree
      ? 'Gluten-free: no gluten source among recognised ingredients.'
      : c.allergens.has('gluten')
        ? `Not gluten-free: contains gluten (from "${c.allergens.get('gluten')}").`
        : c.traces.has('gluten')
          ? 'Not gluten-free: may contain gluten.'
          : items.length === 0
            ? 'Not gluten-free: no ingredients to check.'
            : 'Not gluten-free: cannot confirm, not every ingredient is fully recognised.',
  );
  if (c.unknown.length > 0) reasons.push(`Not recognised: ${c.unknown.slice(0, 5).join(', ')}${c.unknown.length > 5 ? ', …' : ''}.`);

  let dietClasses = 0;
  const matched = new Set<string>();
  for (const i of c.ingredientIdx) {
    const g = taxonomy.ingredients[i]!;
    dietClasses |= g.diet;
    matched.add(g.id);
    for (const a of g.anc) matched.add(taxonomy.ingredients[a]!.id);
  }
  const all = (flag: 'fvl' | 'fvn' | 'milk') => (it: ParsedIngredient) => it.ids.length > 0 && it.ids.every((id) => taxonomy.ingredients[idx.idIndex.get(id)!]?.[flag]);
  return {
    additives,
    allergens,
    traces,
    nova: nova as 1 | 2 | 3 | 4,
    nova_reason,
    nova_markers: used,
    vegan,
    vegetarian,
    gluten_free: glutenFree,
    reasons,
    ingredients: items,
    unrecognized: c.unknown,
    estimates: {
      fvl_percent: estimatePercent(items, all('fvl'), 'min'),
      fvn_percent: estimatePercent(items, all('fvn'), 'mid'),
      milk_percent: estimatePercent(items, all('milk'), 'mid'),
      red_meat_percent: estimatePercent(items, (it) => it.ids.some((id) => taxonomy.ingredients[idx.idIndex.get(id)!]?.red_meat), 'mid'),
    },
    non_nutritive_sweeteners: [...c.ingredientIdx].some((i) => taxonomy.ingredients[i]!.nns),
    diet_classes: dietClasses,
    matched_ids: [...matched].sort(),
  };
}

const NOVA_NAMES: Record<number, string> = { 2: 'processed culinary ingredient', 3: 'processed food', 4: 'ultra-processed' };

function describeMarker(idx: TaxonomyIndex) {
  const tax = idx.tax;
  return (m: NovaMarker): string => {
    if (m.type === 'additives') {
      const a = tax.additives[m.tag.slice(3)];
      return a ? `additive ${a.code} (${a.name})` : `additive ${m.tag}`;
    }
    if (m.type === 'categories') return `category ${m.tag.slice(3).replace(/-/g, ' ')}`;
    const add = tax.additives[m.tag.slice(3)];
    if (add) return `additive ${add.code} (${add.name})`;
    const g = tax.ingredients[idx.idIndex.get(m.tag) ?? -1];
    return `ingredient ${(g?.name ?? m.tag.slice(3).replace(/-/g, ' ')).toLowerCase()}`;
  };
}

function listMarkers(names: string[]): string {
  const shown = names.slice(0, 4).join(', ');
  return `marker${names.length > 1 ? 's' : ''} ${shown}${names.length > 4 ? ` and ${names.length - 4} more` : ''}`;
}

function additiveOrder(code: string): number {
  return Number(/\d+/.exec(code)?.[0] ?? 0);
}

function countItems(items: ParsedIngredient[], recognizedOnly: boolean): number {
  let n = 0;
  for (const it of items) {
    if (it.children.length > 0) n += countItems(it.children, recognizedOnly);
    else if (!recognizedOnly || it.recognized) n++;
  }
  return n;
}

function firstNotes(notes: string[], n: number): string {
  if (n === 0) return 'no ingredients to check';
  const uniq = [...new Set(notes)];
  return uniq.slice(0, 3).join('; ') + (uniq.length > 3 ? '; …' : '');
}
