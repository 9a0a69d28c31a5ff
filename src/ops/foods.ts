/** Foods: hybrid search, autocomplete, detail, private foods and logs. */
import { Type as t } from '@sinclair/typebox';
import { notFound } from '../http/errors';
import { op, result, type AnyOp } from '../http/op';
import { JsonText } from '../http/compression';
import type { Catalog } from '../catalog/types';
import { perCatalog } from '../catalog/per-catalog';
import type { Services } from '../http/services';
import type { FoodRecord } from '../domain/foods/food';
import { PLANS } from '../domain/plans/service-plans';
import { KNOWN_REGIONS, type PrimaryPreference } from '../domain/foods/canonical';
import { checkFoodPlausibility, logDerived, type LogData, type PrivateFoodData } from '../domain/workspaces/workspace-docs';
import { foldText } from '../products/fold';
import { mergeWithProducts } from '../products/merge';
import { countryTag } from '../products/store';
import type { SearchHit, SearchResult } from '../search/hybrid';
import { answerOf, type SearchAnswer } from '../search/answer';
import { ANSWER_THRESHOLD } from '../search/match';
import { spelledOut } from '../search/query';
import { FDC_PROVIDER } from '../providers/food-data/fdc';
import type { FoodNameFallback } from '../providers/food-data/food-name-fallback';
import type { PromotedFoods } from '../providers/food-data/promoted-foods';
import { LocalNameSchema, localName, MatchSchema, renderMatch } from '../render/search-match';
import { LruCache } from '../domain/lru';
import { storeCall } from '../http/store-calls';
import { joinBytes } from '../domain/bytes';
import { refuseWhileProductStoreLost } from './product-store-lost';
import { withLexiconAnswer } from './lexicon-answer';
import { FoodSchema, listedFoodBytes, renderFood, scoredListed } from '../render/food';
import { MacrosOut, MissingOut } from '../render/workspace-schemas';
import { DvParam, foodDailyValues, withDailyValues } from './daily-values';
import { DIARY_MAX_DAYS, DIARY_PAGE, diaryCursor, diaryDays, diaryWindow, parseDiaryCursor, type LoggedEntry } from '../domain/workspaces/food-diary';

const Query = t.String({
  minLength: 1,
  maxLength: 200,
  description: 'What the person typed: a food name, synonym, misspelling or branded product name.',
  examples: ['2% milk'],
});
const Number_ = t.Integer({ minimum: 1, maximum: 25, default: 10, description: 'How many results (1-25).' });
const Mode = t.Union([t.Literal('hybrid'), t.Literal('semantic'), t.Literal('lexical')], {
  default: 'hybrid',
  description:
    '`hybrid` fuses exact names/aliases with semantic matches (lexical only when the encoder is unavailable); `semantic` answers 503 without the encoder; `lexical` suits names and branded products.',
});

const Kind = t.Union([t.Literal('all'), t.Literal('generic'), t.Literal('product')], {
  default: 'all',
  description: '`generic` reference foods only, `product` packaged products only, or `all`.',
});
const Brand = t.String({
  minLength: 1,
  maxLength: 100,
  description: 'Packaged products of this brand only (case and accents ignored).',
  examples: ['Ferrero'],
});
const Country = t.String({
  minLength: 2,
  maxLength: 60,
  description: 'Packaged products sold in this country only: an Open Food Facts tag (`en:france`) or an English name (`France`).',
  examples: ['France'],
});

const Lang = t.String({
  pattern: '^[A-Za-z]{2,3}$',
  description:
    'Language of the query (BCP 47 primary subtag, e.g. `de`, `zh`, `hi`); detected when absent. Foods carry `local_name` in it where the data has one.',
  examples: ['de'],
});
const Data = t.Union([t.Literal('auto'), t.Literal('owned')], {
  default: 'auto',
  description:
    '`auto`: when owned data has no confident match, a configured government food database (FoodData Central) is asked and its foods answered with `source: fdc` (promoted: served as `corpus` next time). `owned`: never asks outside.',
});
const Region = t.String({
  pattern: '^[A-Za-z]{2}$',
  description: `The caller's country (ISO 3166-1 alpha-2): a food several tables hold serves the values of this country's table (${KNOWN_REGIONS.join(', ')}; US: SR28 then FNDDS, CA: CNF, FR: CIQUAL, IN: IFCT). Another country falls back to the query's language, then the most complete row; the answer says so in \`region\`.`,
  examples: ['CA'],
});
const searchQuery = t.Object({
  query: Query,
  number: t.Optional(Number_),
  mode: t.Optional(Mode),
  lang: t.Optional(Lang),
  region: t.Optional(Region),
  kind: t.Optional(Kind),
  brand: t.Optional(Brand),
  country: t.Optional(Country),
  data: t.Optional(Data),
});
type SearchQuery = {
  query: string;
  number?: number;
  mode?: 'hybrid' | 'semantic' | 'lexical';
  lang?: string;
  region?: string;
  kind?: 'all' | 'generic' | 'product';
  brand?: string;
  country?: string;
  data?: 'auto' | 'owned';
};

/** What the answer says of a requested region: whether a table of it exists, and the fallback when none does. */
function regionNote(region: string | undefined) {
  if (region === undefined) return {};
  const code = region.toUpperCase();
  return KNOWN_REGIONS.includes(code)
    ? { region: { requested: code, table: true } }
    : {
        region: {
          requested: code,
          table: false,
          note: `No reference table of region ${code} (tables: ${KNOWN_REGIONS.join(', ')}): foods serve the row of the query's language, else their most complete row.`,
        },
      };
}

/** A food as served to this caller: a canonical food's row of the caller's region or language (src/domain/foods/canonical.ts). */
function servedFood(catalog: Catalog, id: string, pref: PrimaryPreference): FoodRecord | undefined {
  const food = catalog.foods.byId.get(id);
  return food && (pref.region || pref.lang) ? (catalog.canonical?.view(id, pref) ?? food) : food;
}

/**
 * Weighed in bytes; a gzipped copy, once made, adds about a tenth. Small: an answer not kept is
 * put together from the listed foods' serialised bytes (below) in well under a millisecond.
 */
const SEARCH_CACHE_BYTES = 16 * 1024 * 1024;
/** Serialized answers per loaded catalog: a new catalog, or its product store reopened, starts empty (answers list products). */
const searchCacheOf = perCatalog((_: Catalog) => new LruCache(SEARCH_CACHE_BYTES, (answer: JsonText) => answer.body.length), { readsProductStore: true });

/**
 * A listed food's bytes: stored once per corpus build (src/catalog/listed-foods.ts, read on use),
 * else rendered on first use and kept per catalog, food and caller preference.
 */
const LISTED_BYTES = 32 * 1024 * 1024;
const renderedOf = perCatalog((_: Catalog) => new LruCache(LISTED_BYTES, (bytes: Uint8Array) => bytes.length), { readsProductStore: true });

function listed(catalog: Catalog, food: FoodRecord, key: string | null): Uint8Array {
  const stored = catalog.listed?.(food);
  if (stored) return stored;
  const cache = renderedOf(catalog);
  let bytes = key === null ? undefined : cache.get(key);
  if (bytes === undefined) {
    bytes = listedFoodBytes(food);
    if (key !== null) cache.set(key, bytes);
  }
  return bytes;
}

const bytesOf = (text: string) => Buffer.from(text);
const COMMA = bytesOf(',');
/** A JSON array's items, each given as pieces of bytes, with commas between. */
const itemsOf = (items: Uint8Array[][]): Uint8Array[] => items.flatMap((pieces, i) => (i === 0 ? pieces : [COMMA, ...pieces]));

async function searchFoods(services: Services, query: SearchQuery) {
  const catalog = services.catalog();
  const mode = query.mode ?? 'hybrid';
  const limit = query.number ?? 10;
  const cache = searchCacheOf(catalog);
  const promoted = services.providers?.promoted;
  // A promotion changes what a query finds: answers are kept per set of promoted records.
  const key = [
    mode,
    limit,
    query.lang ?? '',
    query.region ?? '',
    query.kind ?? 'all',
    query.brand ?? '',
    query.country ?? '',
    query.data ?? 'auto',
    promoted?.version ?? 0,
    query.query,
  ].join('\u0000');
  const cached = cache.get(key);
  if (cached !== undefined) return cached;
  const found = answerOf(catalog.search, query.query, await searchWithProducts(catalog, query, mode, limit, promoted), query.lang);
  const pref = { region: query.region, lang: found.language.lang ?? undefined };
  const render = (hits: SearchHit[]) =>
    hits.flatMap((h) => {
      const owned = servedFood(catalog, h.id, pref);
      const f = owned ?? promoted?.food(h.id);
      if (!f) return [];
      const local = localName(f, found.language.lang, h.match);
      const key = owned ? `${h.id}\u0000${pref.region ?? ''}\u0000${pref.lang ?? ''}` : null;
      return [scoredListed(listed(catalog, f, key), h.score, renderMatch(h.match), local)];
    });
  const foods = render(found.hits);
  const head = JSON.stringify({
    number: foods.length,
    source: 'corpus',
    retrieval: { requested: mode, semantic_available: found.semantic_available, model: found.model },
    language: found.language,
    ...regionNote(query.region),
  });
  const suggested = found.reason
    ? [bytesOf(`,"reason":${JSON.stringify(found.reason)},"suggestions":[`), ...itemsOf(render(found.suggestions)), bytesOf(']')]
    : [];
  const answer = new JsonText(joinBytes([bytesOf(`${head.slice(0, -1)},"foods":[`), ...itemsOf(foods), bytesOf(']'), ...suggested, bytesOf('}')]));
  if (found.reason) {
    const names = services.providers?.names;
    const promoted =
      names && query.kind !== 'product' && query.brand === undefined && query.country === undefined ? await promotedAnswer(names, query, mode, found) : null;
    if (promoted) return promoted;
    // Promoted records arrive at any time: an answer without a confident food is not kept while they may.
    if (names?.changing) return answer;
  }
  // Lexical fallbacks are not kept: the same query answers better once semantic search is in.
  if (found.semantic_available || mode === 'lexical') cache.set(key, answer);
  return answer;
}

/**
 * Owned data had no confident match: the promoted records (owned, `corpus`), else — `data=auto`
 * with FDC configured — FoodData Central, whose foods that pass the gate are promoted and answered
 * with `source: fdc`. Matches use the search's own calibration; null when still nothing is confident.
 */
async function promotedAnswer(names: FoodNameFallback, query: SearchQuery, mode: string, owned: SearchAnswer): Promise<Record<string, unknown> | null> {
  const limit = query.number ?? 10;
  const confident = () =>
    names.promoted(query.query, limit).filter((h) => h.match.score >= ANSWER_THRESHOLD && (query.kind !== 'generic' || h.food.dataset !== 'openfoodfacts'));
  let hits = confident();
  let fresh = new Set<string>();
  if (hits.length === 0 && query.data !== 'owned' && names.enabled) {
    const asked = await names.ask(query.query);
    if (asked.kind === 'asked') {
      hits = confident();
      fresh = new Set(asked.ids);
    }
  }
  if (hits.length === 0) return null;
  // Foods fetched by this request carry the provider's label, as a fresh barcode answer does; promoted ones are `corpus`.
  const source = hits.some((h) => fresh.has(h.food.id)) ? FDC_PROVIDER : 'corpus';
  const foods = hits.map((h) => ({
    ...renderFood(h.food, { match_score: h.score, list: true }),
    ...(fresh.has(h.food.id) ? { source: FDC_PROVIDER } : {}),
    match: renderMatch(h.match),
  }));
  return {
    number: foods.length,
    source,
    retrieval: { requested: mode, semantic_available: owned.semantic_available, model: owned.model },
    language: owned.language,
    foods,
  };
}

const SearchFood = t.Intersect([FoodSchema, t.Object({ match: MatchSchema, local_name: t.Optional(LocalNameSchema) })]);

const SearchResponse = t.Object({
  number: t.Integer(),
  source: t.String(),
  retrieval: t.Object({ requested: t.String(), semantic_available: t.Boolean(), model: t.Union([t.String(), t.Null()]) }),
  language: t.Object(
    { lang: t.Union([t.String(), t.Null()]), by: t.Union([t.Literal('parameter'), t.Literal('script'), t.Literal('names'), t.Literal('none')]) },
    {
      description:
        'Language of the query: the `lang` parameter, the script (Han → zh, Devanagari → hi …), or the language of the name that matched (English when the best food\'s own English name says every word of the query too: "parmesan", "cheddar"); null when nothing tells.',
    },
  ),
  region: t.Optional(
    t.Object(
      { requested: t.String(), table: t.Boolean(), note: t.Optional(t.String()) },
      { description: 'With `region`: the country asked for, whether a reference table describes it, and the fallback when none does.' },
    ),
  ),
  foods: t.Array(SearchFood),
  reason: t.Optional(t.String({ description: "Present when `foods` is empty: why (no confident match; no names in the query's script)." })),
  suggestions: t.Optional(t.Array(SearchFood, { description: 'With `reason`: the closest foods, none confident enough to be an answer (match.score < 0.3).' })),
});

const searchDescription =
  'Generic reference foods (USDA SR28, FNDDS, CNF, CIQUAL, IFCT, with names in other languages from those tables and the Open Food Facts taxonomies) and packaged products (Open Food Facts, from the corpus and the product store; lexical only). A query naming a product or its brand ranks that product first; a generic name keeps the reference food first, and of foods it names exactly, the one the table codes for it when nothing more is said (FNDDS "lasagna, NFS": the dish, not pasta that lists lasagna among its shapes). `kind`, `brand` and `country` filter the results. Every food carries `match` {method, score}: how it matched and a calibrated confidence (≥ 0.8: right about 97 % of the time on the labelled queries held out from tuning); `match_score` is only a rank signal. When no food matches well enough (best match.score < 0.3), `foods` is empty and `reason` and `suggestions` say why and what came closest: an uncertain answer is never given as a confident one. Then, unless `data=owned`, a configured government food database (FoodData Central) is asked: its foods that pass the import quality gate are answered with `source: fdc`, `dataset: fdc`, `attribution` and `license` (CC0-1.0), and are served as `corpus` from then on. `language` is the query\'s language; `lang` (or the detected language) chooses `local_name`. One food is one result: the rows of the national tables that describe the same food in the same state are joined into one food whose `sources` lists them; it serves the values of one row (the `region`\'s table, else the query language\'s, else the most complete row; see `primary_rule`), and two foods of the same name are shown once. Of several foods that answer a name alike ("bacon", "peas"), only the plain form or the one the table codes for the bare name is confident (match.score ≥ 0.8); the others score at most 0.75. Ingredient lines ("1 cup cooked rice") are searched by their food, and a diary\'s shorthand by the words it stands for ("chx breast w/ rice", "lf milk", "mac n cheese"). Queries over 200 characters answer 400. Unknown nutrient values are null.';

const searchFoodsOp = op({
  id: 'search_foods',
  method: 'GET',
  path: '/v1/search-foods',
  cost: 1,
  access: 'any',
  tag: 'Foods',
  summary: 'Search foods (hybrid lexical + semantic)',
  toolDescription:
    'Find foods by name: generic reference foods and packaged products, with calories and macros per basis. Each food has match {method, score}: score ≥ 0.8 is reliable; when nothing is confident, foods is empty and suggestions and reason say why. Prefer this over foods_search (the same search). For quantities use compute_nutrition; for barcodes get_barcode.',
  description: searchDescription,
  query: searchQuery,
  response: SearchResponse,
  errors: [503],
  handler: ({ query, services }) => searchFoods(services, query),
});

const foodsSearchAlias = op({
  ...searchFoodsOp,
  id: 'foods_search',
  path: '/v1/foods/search',
  summary: 'Search foods (alias of /v1/search-foods)',
  toolDescription: "The same search as search_foods (same arguments and answer, the spec's second path): prefer search_foods.",
  query: searchQuery,
  handler: ({ query, services }) => searchFoods(services, query as never),
});

const autocompleteFoods = op({
  id: 'autocomplete_foods',
  method: 'GET',
  path: '/v1/foods/autocomplete',
  cost: 1,
  access: 'any',
  tag: 'Foods',
  summary: 'Food name suggestions for what has been typed so far',
  description:
    "Distinct names that complete what was typed, the last word read as a prefix. Names a user can see as what they typed come first: a name completing every typed word in the food's own name, an alias or English, then such a name in another language, then names met only by a slip or by their sound. Products of the product store join the list ranked as search ranks them. `id` is the first food met with that name; search the name for the food it answers first.",
  toolDescription: 'Food name suggestions (id, name, kcal) for a partly typed name, e.g. for a search box. To look a food up use search_foods.',
  query: t.Object({ query: Query, number: t.Optional(Number_) }),
  response: t.Object({
    number: t.Integer(),
    source: t.String(),
    suggestions: t.Array(t.Object({ id: t.String(), name: t.String(), calories: t.Union([t.Integer(), t.Null()]) })),
  }),
  handler: ({ query, services }) => {
    const catalog = services.catalog();
    const limit = query.number ?? 10;
    const memory = catalog.search.autocomplete(query.query, limit).flatMap((s) => {
      const f = catalog.foods.byId.get(s.id);
      return f ? [{ food: f, name: s.name, score: s.score }] : [];
    });
    // Store products join the list ranked as search ranks them (a named product first).
    const fromStore = catalog.products?.search(query.query, { limit }) ?? [];
    const calories = (f: FoodRecord) => (f.calories === null || f.nutrition_basis === 'unknown' ? null : Math.round(f.calories));
    if (fromStore.length === 0)
      return { number: memory.length, source: 'corpus', suggestions: memory.map((m) => ({ id: m.food.id, name: m.name, calories: calories(m.food) })) };
    const ranked = mergeWithProducts(
      query.query,
      memory.map((m) => ({ id: m.food.id, score: m.score, kind: m.food.dataset === 'openfoodfacts' ? ('product' as const) : ('generic' as const) })),
      fromStore,
      limit,
    );
    const stored = new Map(fromStore.map((s) => [s.id, s] as const));
    const remembered = new Map([...memory].reverse().map((m) => [m.food.id, m] as const));
    const suggestions = ranked.flatMap((r) => {
      const s = stored.get(r.id);
      if (s) return [{ id: s.id, name: s.name, calories: calories(s.record) }];
      const m = remembered.get(r.id);
      return m ? [{ id: m.food.id, name: m.name, calories: calories(m.food) }] : [];
    });
    return { number: suggestions.length, source: 'corpus', suggestions };
  },
});

/**
 * The in-memory search (generic foods and the corpus's own products) merged with the packaged
 * products of the product store and, ranked the same way, the products promoted from a provider's
 * answers. Brand and country filters keep packaged products only (generic foods have neither).
 */
async function searchWithProducts(catalog: Catalog, query: SearchQuery, mode: 'hybrid' | 'semantic' | 'lexical', limit: number, promoted?: PromotedFoods) {
  const kind = query.kind ?? 'all';
  const productsOnly = kind === 'product' || query.brand !== undefined || query.country !== undefined;
  const text = spelledOut(query.query);
  const found = await catalog.search.search(text, {
    mode,
    limit: productsOnly ? Math.max(limit, 25) : limit,
    kind: productsOnly ? 'product' : kind === 'all' ? undefined : kind,
  });
  const memory = found.hits.flatMap((h) => {
    const f = catalog.foods.byId.get(h.id);
    if (!f) return [];
    const isProduct = f.dataset === 'openfoodfacts';
    if (productsOnly && !productMatches(f, query.brand, query.country)) return [];
    return [{ ...h, kind: isProduct ? ('product' as const) : ('generic' as const) }];
  });
  const stores = catalog.products;
  // Semantic mode covers generic foods only (see Mode's description).
  const wanted = kind !== 'generic' && mode !== 'semantic';
  const options = { limit, brand: query.brand, country: query.country };
  const products = [...(stores && wanted ? stores.search(text, options) : []), ...(promoted && wanted ? promoted.products(text, options) : [])];
  const hits = mergeWithProducts(text, memory, products, limit).map(({ id, score, match }) => ({ id, score, match: match! }));
  // Generic foods only: the lexicon names reference foods, never a product or a brand.
  const generic = !productsOnly && mode !== 'semantic';
  return { ...found, hits: generic ? withLexiconAnswer(catalog, text, hits).slice(0, limit) : hits } satisfies SearchResult;
}

function productMatches(f: FoodRecord, brand: string | undefined, country: string | undefined): boolean {
  if (f.dataset !== 'openfoodfacts') return false;
  if (brand !== undefined && foldText(f.brand ?? '') !== foldText(brand)) return false;
  const countries = ((f.extra as { countries?: string[] } | undefined)?.countries ?? []).map((c) => c.toLowerCase());
  return country === undefined || countries.includes(countryTag(country));
}

const foodStore = (services: Services) => services.privateFoods;

/** Private food store calls: refusals pass on, anything else is a 503 (src/http/store-calls.ts). */
const guarded = <T>(services: Services, work: () => Promise<T>): Promise<T> => storeCall(services.log, 'Private', work);

/**
 * A public food (the catalogue's or a promoted provider food), or a private food of the calling
 * account; null otherwise (other accounts' too), or 503 while an imported product store is missing.
 */
export async function findFood(services: Services, accountId: string, id: string): Promise<FoodRecord | null> {
  const id_ = id.toLowerCase();
  const catalog = services.catalog();
  const found =
    catalog.foods.byId.get(id_) ?? services.providers?.promoted.food(id_) ?? (await guarded(services, () => foodStore(services).getFood(accountId, id_)));
  if (!found) refuseWhileProductStoreLost(catalog, `food ${id_} may be one of its products`);
  return found;
}

const getFood = op({
  id: 'get_food',
  method: 'GET',
  path: '/v1/foods/:id',
  cost: 1,
  access: 'any',
  tag: 'Foods',
  summary: 'A reference food, or a private food of the calling account',
  toolDescription:
    'One food by id (from search, barcode or create_private_food): calories and macros per basis. Ask nutrients: [keys] for vitamins, minerals, fiber and the like, or detail: "full" for every nutrient with provenance and portions. region (US, CA, FR, IN) picks the table whose values a food of several tables serves.',
  description:
    '`nutrient_density` is NRF9.3 per 100 kcal where every input is known (null otherwise, with the inputs it lacks). With `dv`, `daily_values` gives % Daily Value or % reference intake per basis and per serving when the source states one.',
  params: t.Object({
    id: t.String({
      format: 'uuid',
      description: "Food id from search, barcode or POST /v1/foods; a row id (a food's `sources[].id`) answers that row of its table, with `canonical_id`.",
    }),
  }),
  query: t.Object({ region: t.Optional(Region), lang: t.Optional(Lang), dv: DvParam }),
  response: FoodSchema,
  errors: [404],
  handler: async ({ params, query, account, services }) => {
    const found = await findFood(services, account.id, params.id);
    if (!found) throw notFound(`No food ${params.id} (reference foods, their rows in each table, and your own private foods only).`);
    const food = servedFood(services.catalog(), found.id, { region: query.region, lang: query.lang }) ?? found;
    return withDailyValues(renderFood(food), query.dv, (system) => foodDailyValues(food, system));
  },
});

const MACRO_NAMES = {
  calories: ['Energy', 'kcal'],
  protein: ['Protein', 'g'],
  carbs: ['Carbohydrate, by difference', 'g'],
  fat: ['Total lipid (fat)', 'g'],
} as const;

function privateFoodRecord(id: string, data: PrivateFoodData): FoodRecord {
  const values = { calories: data.calories, protein: data.protein_g, carbs: data.carbs_g, fat: data.fat_g };
  return {
    id,
    dataset: 'private',
    source_id: id,
    name: data.name,
    aliases: [],
    group: null,
    nutrition_basis: data.nutrition_basis,
    calories: data.calories,
    protein_g: data.protein_g,
    carbs_g: data.carbs_g,
    fat_g: data.fat_g,
    nutrients: (Object.keys(values) as (keyof typeof values)[]).map((key) => ({
      key,
      name: MACRO_NAMES[key][0],
      amount: values[key],
      unit: MACRO_NAMES[key][1],
    })),
    estimated_nutrients: [],
    unknown_keys: [],
    unresolved_keys: [],
    provenance: Object.fromEntries(Object.keys(values).map((k) => [k, { method: 'reported' as const, source: 'user input (unverified)' }])),
    portions: [],
    // User input is not scored: 0 would read as a measured quality, so the record says unverified instead.
    confidence: 0,
    validity: 0,
    extra: { verified: false },
  };
}

const createPrivateFood = op({
  id: 'create_private_food',
  method: 'POST',
  path: '/v1/foods',
  cost: 1,
  access: 'direct',
  tag: 'Foods',
  summary: 'Create a private food for the calling account',
  toolDescription:
    "Save a food of your own for this API account: name, basis 100g or 100ml, calories, protein_g, carbs_g, fat_g (implausible values are 422). Not idempotent. For an end user's foods use create_user_food.",
  description:
    'Basis `100g` or `100ml` only. Values must be plausible (non-negative, macros within the basis, calories consistent with 4/4/9 kcal per gram of protein/carbs/fat within a tolerance); otherwise 422 names the field. Not idempotent: do not retry blindly after an uncertain response.',
  successStatus: 201,
  maxBodyBytes: 4096,
  body: t.Object(
    {
      name: t.String({ minLength: 1, maxLength: 200 }),
      nutrition_basis: t.Union([t.Literal('100g'), t.Literal('100ml')]),
      calories: t.Number({ description: 'kcal per basis' }),
      protein_g: t.Number(),
      carbs_g: t.Number(),
      fat_g: t.Number(),
    },
    { additionalProperties: false },
  ),
  response: FoodSchema,
  errors: [422],
  handler: async ({ body, account, services }) => {
    checkFoodPlausibility(body, 'body.');
    const record = await guarded(services, () =>
      foodStore(services).createFood(account.id, (id) => privateFoodRecord(id, body), PLANS[account.plan].privateStorageBytes),
    );
    return renderFood(record);
  },
});

const LogRecord = t.Object({
  id: t.String({ format: 'uuid' }),
  food: t.Object({ id: t.String(), name: t.String(), source: t.String(), nutrition_basis: t.String() }),
  quantity: t.Object({ amount: t.Number(), unit: t.String() }),
  nutrition: MacrosOut('for the logged quantity'),
  logged_at: t.String({ format: 'date-time' }),
});

const createLog = op({
  id: 'create_log',
  method: 'POST',
  path: '/v1/logs',
  cost: 1,
  access: 'direct',
  tag: 'Foods',
  summary: 'Log an eaten quantity of a food; nutrition is calculated by the server',
  toolDescription:
    "Log an eaten quantity of a food for this API account: food_id with grams, or amount and unit (g or ml) matching its basis; the server calculates nutrition. Not idempotent. For an end user's diary use create_user_log.",
  description:
    "`food_id` is a public food or one of your private foods. Give `grams` (0-3000, zero excluded) or `amount` with `unit` (`g` or `ml`) matching the food's basis; no density is assumed. Not idempotent: do not retry blindly after an uncertain response.",
  successStatus: 201,
  maxBodyBytes: 4096,
  body: t.Object(
    {
      food_id: t.String({ format: 'uuid' }),
      grams: t.Optional(t.Number({ exclusiveMinimum: 0, maximum: 3000 })),
      amount: t.Optional(t.Number({ exclusiveMinimum: 0, maximum: 3000 })),
      unit: t.Optional(t.Union([t.Literal('g'), t.Literal('ml')])),
      logged_at: t.Optional(t.String({ format: 'date-time' })),
    },
    { additionalProperties: false },
  ),
  errors: [404, 422],
  response: LogRecord,
  handler: async ({ body, account, services }) => {
    const food = await findFood(services, account.id, body.food_id);
    if (!food) throw notFound(`No food ${body.food_id} (reference foods and your own private foods only).`);
    const logged = {
      id: food.id,
      name: food.name,
      source: food.dataset === 'private' ? 'private' : 'corpus',
      nutrition_basis: food.nutrition_basis,
      calories: food.calories,
      protein_g: food.protein_g,
      carbs_g: food.carbs_g,
      fat_g: food.fat_g,
    } as const;
    const derived = logDerived(body as LogData, logged, new Date(services.clock.now()).toISOString(), 'body.');
    const stored = await guarded(services, () =>
      foodStore(services).createLog(account.id, { source: 'corpus', ...derived }, PLANS[account.plan].privateStorageBytes),
    );
    return result(201, stored);
  },
});

const dateOrTime = (what: string, example: string) =>
  t.String({ minLength: 10, maxLength: 40, description: `${what}: a date (midnight in \`utc_offset\`) or a timestamp with its offset.`, examples: [example] });

/** The window and cursor a diary request names; a malformed one is a 400 naming the parameter. */
function diaryQuery(query: { from: string; to: string; utc_offset?: string; after?: string }) {
  return { window: diaryWindow(query.from, query.to, query.utc_offset, 'query.'), after: query.after ? parseDiaryCursor(query.after, 'query.') : null };
}

const listLogs = op({
  id: 'list_logs',
  method: 'GET',
  path: '/v1/logs',
  cost: 1,
  access: 'direct',
  tag: 'Foods',
  summary: "Read back the account's food logs for a period, with daily totals",
  toolDescription:
    "This API account's food logs from `from` to `to` (at most 31 days), with daily macro totals; a total is null when a log lacks that nutrient. Page with after = next_cursor.",
  description: `Logs made with POST /v1/logs with \`from\` ≤ logged_at < \`to\` (at most ${DIARY_MAX_DAYS} days), oldest first, grouped into days of \`utc_offset\` with macro totals. A total is null when one log lacks that nutrient (\`missing_items\` counts them). Totals cover the logs of this page: \`complete\` is false and \`next_cursor\` is set when more follow (pass it as \`after\`).`,
  query: t.Object({
    from: dateOrTime('Start, inclusive', '2026-11-22'),
    to: dateOrTime('End, exclusive', '2026-11-23'),
    utc_offset: t.Optional(
      t.String({ pattern: '^[+-]\\d{2}:\\d{2}$', default: '+00:00', description: 'Time zone of dates and day grouping, e.g. +01:00.', examples: ['+01:00'] }),
    ),
    limit: t.Optional(t.Integer({ minimum: 1, maximum: DIARY_PAGE.max, default: DIARY_PAGE.default, description: 'Logs per page.' })),
    after: t.Optional(t.String({ maxLength: 80, description: '`next_cursor` of the previous page.' })),
  }),
  response: t.Object({
    from: t.String({ format: 'date-time' }),
    to: t.String({ format: 'date-time' }),
    utc_offset: t.String(),
    count: t.Integer(),
    logs: t.Array(LogRecord),
    days: t.Array(t.Object({ date: t.String({ format: 'date' }), count: t.Integer(), totals: MacrosOut('for the day'), missing_items: MissingOut })),
    totals: MacrosOut('for the logs of this page'),
    missing_items: MissingOut,
    complete: t.Boolean({ description: 'False when further pages follow; totals then cover this page only.' }),
    next_cursor: t.Union([t.String(), t.Null()]),
  }),
  handler: async ({ query, account, services }) => {
    const { window, after } = diaryQuery(query);
    const limit = query.limit ?? DIARY_PAGE.default;
    const rows = await guarded(services, () => foodStore(services).listLogs(account.id, window, after, limit + 1));
    const logs = rows.slice(0, limit) as unknown as LoggedEntry[];
    const last = logs[logs.length - 1];
    const more = rows.length > limit && last !== undefined;
    return {
      from: window.from.toISOString(),
      to: window.to.toISOString(),
      utc_offset: query.utc_offset ?? '+00:00',
      count: logs.length,
      logs,
      ...diaryDays(logs, window.offsetMinutes),
      complete: !more,
      next_cursor: more ? diaryCursor(last) : null,
    };
  },
});

export const foodsOps: AnyOp[] = [searchFoodsOp, foodsSearchAlias, autocompleteFoods, getFood, createPrivateFood, createLog, listLogs];
