/**
 * The owned recipe catalogue and drinks. Handlers only translate: the domain functions in
 * src/domain/recipes/ do the work and throw DomainErrors, which the pipeline maps to statuses.
 */
import { Type as t, type TProperties, type TSchema } from '@sinclair/typebox';
import { ApiError } from '../http/errors';
import { op, type AnyOp } from '../http/op';
import { JsonText } from '../http/compression';
import type { Services } from '../http/services';
import type { Catalog } from '../catalog/types';
import { perCatalog } from '../catalog/per-catalog';
import { buildRecipeCatalogue, type RecipeCatalogue } from '../domain/recipes/catalogue';
import { buildDrinkIndex, searchDrinks, type DrinkIndex } from '../domain/recipes/drinks';
import { recipeNotFound } from '../domain/recipes/errors';
import {
  autocompleteRecipes,
  randomRecipes,
  recipesByNutrients,
  referenceCuisines,
  referenceDiets,
  referenceMealTypes,
  searchRecipes,
} from '../domain/recipes/filters';
import { bulkRecipes, recipeCard, recipeDetail, recipeEquipment, recipeInstructions, recipeNutrition, recipeSummary } from '../domain/recipes/detail';
import { recipesByIngredients } from '../domain/recipes/pantry';
import { similarRecipes } from '../domain/recipes/similar';
import { scaleIngredients } from '../domain/recipes/scaling';
import { analyzeInstructions } from '../domain/recipes/instruction-analysis';
import { extractRecipes, looksBinary } from '../domain/recipes/extract';
import { PAGE_LANGUAGES } from '../domain/recipes/page-language';
import { fetchRecipePage } from '../providers/net/recipe-page-fetch';
import { recipeSearchWithProvider } from './provider-recipes';
import { parseAnyLine, renderLine, withoutLineCounts } from './ingredients';
import { catalogNames } from '../catalog/names';
import { resolveLine } from '../domain/language/resolve-line';
import { sumNutrition } from '../domain/foods/nutrition-totals';
import { renderNutritionWidget, WIDGET_BASES } from '../domain/recipes/widget';
import { dailyValues } from '../domain/foods/daily-values';
import { NO_FACTS } from '../domain/foods/nutrition-facts';
import type { DailyValueSystem } from '../domain/foods/reference-intakes';
import { DvParam, recipeFacts, withDailyValues } from './daily-values';

import type { DrinksPart, RecipesPart } from '../domain/recipes/types';
import { IMPORT_LIMITS } from '../domain/recipes/recipe-import-limits';
import {
  AutocompleteResult,
  BulkResult,
  ByIngredientsResult,
  ByNutrientsResult,
  CardResult,
  DrinksResult,
  EquipmentResult,
  ExtractResult,
  InstructionAnalysisResult,
  InstructionsResult,
  RandomRecipesResult,
  RecipeNutritionResult,
  RecipeRecordSchema,
  RecipeSearchResult,
  ScaledIngredientsResult,
  SimilarResult,
  SummaryResult,
  WidgetResult,
  vocabulary,
} from '../render/recipe-schemas';

const catalogueOf = perCatalog((catalog: Catalog): RecipeCatalogue => {
  const part = catalog.parts.recipes as RecipesPart | undefined;
  if (!part) throw new ApiError(503, 'The recipe catalogue is not loaded.');
  return buildRecipeCatalogue(part);
});

const drinkIndexOf = perCatalog((catalog: Catalog): DrinkIndex => {
  const part = catalog.parts.drinks as DrinksPart | undefined;
  if (!part) throw new ApiError(503, 'The drinks catalogue is not loaded.');
  return buildDrinkIndex(part);
});

export function recipeCatalogue(services: Services): RecipeCatalogue {
  return catalogueOf(services.catalog());
}

function drinkIndex(services: Services): DrinkIndex {
  return drinkIndexOf(services.catalog());
}

/** Page languages whose ingredient lines the compute-nutrition parser and name matching read (README: ingredient lines). */
const LINE_LANGUAGES = new Set(['en', 'fr', 'es', 'it', 'pt', 'de', 'nl', 'sv', 'zh']);
const MAX_NUTRITION_LINES = 100;

const Number25 = (dflt: number) => t.Optional(t.Integer({ minimum: 1, maximum: 25, default: dflt, description: 'How many results.' }));
const Data = t.Optional(
  t.Union([t.Literal('auto'), t.Literal('owned')], {
    default: 'auto',
    description:
      'Owned recipes first. With `auto`, a recipe search whose query finds no owned recipe asks the configured recipe provider (MORSEL_RECIPE_API_URL; live, never stored; `source` is its label, ids and images null); `owned` never asks outside. The other recipe routes serve the owned catalogue only.',
  }),
);
const Id = t.Object({ id: t.Integer({ minimum: 1, description: 'Owned recipe id.' }) });
const Int = (description: string) => t.Optional(t.Integer({ minimum: 0, description }));

/** Query and path values after the op's schema validated them; each handler reads its own fields. */
// biome-ignore lint/suspicious/noExplicitAny: the schema, not this type, guarantees the shape
type Validated = Record<string, any>;

interface RecipeOpInput {
  id: string;
  method?: 'GET' | 'POST';
  path: string;
  summary: string;
  toolDescription: string;
  description?: string;
  cost?: number;
  query?: TProperties;
  params?: typeof Id;
  errors?: number[];
  response: TSchema;
  handle: (ctx: { query: Validated; params: Validated; services: Services }) => unknown;
}

/** One GET operation of the recipe group: same tag, same error translation. */
function recipeOp(def: RecipeOpInput): AnyOp {
  return op({
    id: def.id,
    method: def.method ?? 'GET',
    path: def.path,
    cost: def.cost ?? 1,
    access: 'any',
    tag: 'Recipes',
    summary: def.summary,
    toolDescription: def.toolDescription,
    description: def.description,
    query: def.query ? t.Object(def.query) : undefined,
    params: def.params,
    errors: def.errors ?? (def.params ? [404] : []),
    response: def.response,
    handler: ({ query, params, services }) => def.handle({ query: query as Validated, params: params as Validated, services }),
  });
}

const cat = (s: Services) => recipeCatalogue(s);

// Fixed vocabularies: serialized once, not per call.
const DIETS_ANSWER = new JsonText(JSON.stringify(referenceDiets()));
const CUISINES_ANSWER = new JsonText(JSON.stringify(referenceCuisines()));
const MEAL_TYPES_ANSWER = new JsonText(JSON.stringify(referenceMealTypes()));

export const recipeOps: AnyOp[] = [
  recipeOp({
    id: 'search_recipes',
    response: RecipeSearchResult,
    path: '/v1/recipes/search',
    summary: 'Search owned recipes by query and filters',
    toolDescription:
      'Search the owned recipe catalogue by query and/or filters (diet, cuisine, type, mealType, intolerances, ingredients, time, calories, protein). Accepted filter values: list_recipe_diets, list_recipe_cuisines, list_recipe_meal_types.',
    description:
      'Either `query` or at least one filter is required (400 otherwise). Diet and intolerance filters use only the metadata recorded at import. Unknown diet, cuisine, type or intolerance names answer 400 listing the accepted values. `coverage_scope` is `owned_recipes`; `catalogue_complete` is true when the complete bounded catalogue was read.',
    query: {
      query: t.Optional(t.String({ minLength: 1, maxLength: 200 })),
      diet: t.Optional(t.String()),
      cuisine: t.Optional(t.String()),
      type: t.Optional(t.String({ description: 'Meal type (alias: mealType).' })),
      mealType: t.Optional(t.String()),
      intolerances: t.Optional(t.String({ description: 'Comma-separated.' })),
      includeIngredients: t.Optional(t.String({ description: 'Comma-separated.' })),
      excludeIngredients: t.Optional(t.String({ description: 'Comma-separated.' })),
      maxReadyTime: Int('Minutes.'),
      minCalories: Int('kcal per serving.'),
      maxCalories: Int('kcal per serving.'),
      minProtein: Int('g per serving.'),
      sort: t.Optional(t.Union([t.Literal('popularity'), t.Literal('calories'), t.Literal('time'), t.Literal('protein')])),
      sortDirection: t.Optional(t.Union([t.Literal('asc'), t.Literal('desc')])),
      offset: t.Optional(t.Integer({ minimum: 0, maximum: 900, default: 0 })),
      number: Number25(10),
      data: Data,
    },
    // An owned miss with `data=auto` asks the configured recipe provider (./provider-recipes.ts).
    handle: ({ query, services }) => recipeSearchWithProvider(services, query, searchRecipes(cat(services), query)),
  }),
  recipeOp({
    id: 'random_recipes',
    response: RandomRecipesResult,
    path: '/v1/recipes/random',
    summary: 'Random owned recipes, optionally matching diet/meal/cuisine tags',
    toolDescription: 'Random recipes from the catalogue, optionally matching tags (diet, meal type or cuisine).',
    query: { number: Number25(5), tags: t.Optional(t.String({ description: 'Comma-separated diet, meal-type or cuisine tags.' })), data: Data },
    handle: ({ query, services }) => randomRecipes(cat(services), query),
  }),
  recipeOp({
    id: 'autocomplete_recipes',
    response: AutocompleteResult,
    path: '/v1/recipes/autocomplete',
    summary: 'Recipe title suggestions',
    toolDescription: 'Recipe title suggestions for a partly typed title.',
    query: { query: t.String({ minLength: 1, maxLength: 200 }), number: Number25(10), data: Data },
    handle: ({ query, services }) => autocompleteRecipes(cat(services), query),
  }),
  recipeOp({
    id: 'recipes_by_nutrients',
    response: ByNutrientsResult,
    path: '/v1/recipes/by-nutrients',
    summary: 'Owned recipes within per-serving nutrient ranges',
    toolDescription: 'Recipes whose per-serving calories, protein, carbs or fat lie in the given ranges (at least one range).',
    description: 'At least one range is required (400 otherwise).',
    query: {
      minCalories: Int(''),
      maxCalories: Int(''),
      minProtein: Int(''),
      maxProtein: Int(''),
      minCarbs: Int(''),
      maxCarbs: Int(''),
      minFat: Int(''),
      maxFat: Int(''),
      number: Number25(10),
      data: Data,
    },
    handle: ({ query, services }) => recipesByNutrients(cat(services), query),
  }),
  recipeOp({
    id: 'list_recipe_diets',
    response: vocabulary('diets'),
    path: '/v1/recipes/diets',
    toolDescription: 'The diet names search_recipes accepts.',
    summary: 'Diets recipes can be filtered by',
    handle: () => DIETS_ANSWER,
  }),
  recipeOp({
    id: 'list_recipe_cuisines',
    response: vocabulary('cuisines'),
    path: '/v1/recipes/cuisines',
    toolDescription: 'The cuisine names search_recipes accepts.',
    summary: 'Cuisines recipes can be filtered by',
    handle: () => CUISINES_ANSWER,
  }),
  recipeOp({
    id: 'list_recipe_meal_types',
    response: vocabulary('meal_types'),
    path: '/v1/recipes/meal-types',
    toolDescription: 'The meal types search_recipes accepts.',
    summary: 'Meal types recipes can be filtered by',
    handle: () => MEAL_TYPES_ANSWER,
  }),
  recipeOp({
    id: 'get_recipes_bulk',
    response: BulkResult,
    path: '/v1/recipes/bulk',
    cost: 5,
    summary: 'Several recipes by id, in request order',
    toolDescription:
      'Up to 25 recipes by id in one call (ids comma-separated); unknown ids are listed in not_found. One call instead of many get_recipe calls.',
    description: 'Up to 25 comma-separated ids; duplicates are removed; ids not in the catalogue are listed in `not_found`.',
    query: { ids: t.String({ minLength: 1, maxLength: 400, description: 'Comma-separated integer ids.' }) },
    handle: ({ query, services }) => bulkRecipes(cat(services), query.ids),
  }),
  recipeOp({
    id: 'recipes_by_ingredients',
    response: ByIngredientsResult,
    path: '/v1/recipes/by-ingredients',
    summary: 'Owned recipes that use what is in the pantry',
    toolDescription: 'Recipes that use the ingredients you have (comma-separated), each with its used, missing and unused ingredients.',
    description:
      'Exact normalised ingredient names. `ranking` 1 favours more used ingredients, 2 (default) fewer missing ones. `ignorePantry` ignores only water, salt and table salt. Each recipe lists used, missing and unused ingredients.',
    query: {
      ingredients: t.String({ minLength: 1, maxLength: 2000, description: 'Comma-separated.' }),
      number: Number25(10),
      ranking: t.Optional(t.Union([t.Literal(1), t.Literal(2)], { default: 2 })),
      ignorePantry: t.Optional(t.Boolean()),
      data: Data,
    },
    handle: ({ query, services }) => recipesByIngredients(cat(services), query as never),
  }),
  recipeOp({
    id: 'similar_recipes',
    response: SimilarResult,
    path: '/v1/recipes/:id/similar',
    params: Id,
    summary: 'Recipes similar to one (shared ingredients and tags)',
    toolDescription: 'Recipes that share ingredients and tags with a recipe.',
    query: { number: Number25(5), data: Data },
    handle: ({ params, query, services }) => similarRecipes(cat(services), params.id, query.number),
  }),
  recipeOp({
    id: 'get_recipe',
    response: RecipeRecordSchema,
    path: '/v1/recipes/:id',
    params: Id,
    summary: 'Recipe detail (with `servings`: a serving_scale block)',
    toolDescription:
      'A recipe by id: ingredients, steps, time, nutrition per serving; servings rescales quantities. For one part only, use get_recipe_ingredients, get_recipe_nutrition or get_recipe_instructions.',
    description: 'With `dv`, `daily_values` gives % Daily Value or % reference intake of one serving.',
    query: { servings: t.Optional(t.Integer({ minimum: 1, maximum: 1000 })), data: Data, dv: DvParam },
    errors: [404, 422],
    handle: ({ params, query, services }) =>
      withDailyValues(recipeDetail(cat(services), params.id, query.servings), query.dv, (dv) => recipeDailyValues(services, params.id, dv)),
  }),
  recipeOp({
    id: 'get_recipe_ingredients',
    response: ScaledIngredientsResult,
    path: '/v1/recipes/:id/ingredients',
    params: Id,
    summary: 'Recorded ingredient quantities, scaled to `servings`',
    toolDescription: "A recipe's ingredient quantities, scaled to servings when given.",
    description:
      'Scaling keeps the recorded unit; vague amounts stay null with quantity_known=false. Changing the yield needs known source servings (422 otherwise).',
    query: { servings: t.Optional(t.Integer({ minimum: 1, maximum: 1000 })) },
    errors: [404, 422],
    handle: ({ params, query, services }) => {
      const c = cat(services);
      const r = c.byId.get(params.id);
      if (!r) throw recipeNotFound(params.id);
      return scaleIngredients(r, query.servings);
    },
  }),
  recipeOp({
    id: 'get_recipe_nutrition',
    response: RecipeNutritionResult,
    path: '/v1/recipes/:id/nutrition',
    params: Id,
    toolDescription: "A recipe's recorded nutrients per serving.",
    summary: 'Recorded nutrients per serving',
    description: 'With `dv`, `daily_values` gives % Daily Value or % reference intake of one serving (all null when the recipe has no per-serving nutrition).',
    query: { dv: DvParam },
    handle: ({ params, query, services }) =>
      withDailyValues(recipeNutrition(cat(services), params.id), query.dv, (dv) => recipeDailyValues(services, params.id, dv)),
  }),
  recipeOp({
    id: 'get_recipe_instructions',
    response: InstructionsResult,
    path: '/v1/recipes/:id/instructions',
    params: Id,
    toolDescription: "A recipe's steps, in order and grouped.",
    summary: 'Instruction groups and ordered steps',
    handle: ({ params, services }) => recipeInstructions(cat(services), params.id),
  }),
  recipeOp({
    id: 'get_recipe_equipment',
    response: EquipmentResult,
    path: '/v1/recipes/:id/equipment',
    params: Id,
    toolDescription: "The equipment a recipe's steps mention.",
    summary: 'Equipment mentioned in the instructions',
    handle: ({ params, services }) => recipeEquipment(cat(services), params.id),
  }),
  recipeOp({
    id: 'get_recipe_summary',
    response: SummaryResult,
    path: '/v1/recipes/:id/summary',
    params: Id,
    toolDescription: 'A recipe in brief: yield, time, per-serving macros, ingredients and steps.',
    summary: 'Yield, time, per-serving macros, ingredients and steps',
    handle: ({ params, services }) => recipeSummary(cat(services), params.id),
  }),
  recipeOp({
    id: 'get_recipe_card',
    response: CardResult,
    path: '/v1/recipes/:id/card',
    params: Id,
    summary: 'Escaped HTML and a self-contained SVG recipe card',
    toolDescription: 'A recipe card as escaped HTML and a self-contained SVG, for display.',
    description: 'Generated on demand, not persisted; nothing is fetched from outside and all recorded text is escaped.',
    handle: ({ params, services }) => recipeCard(cat(services), params.id),
  }),
  recipeOp({
    id: 'search_drinks',
    response: DrinksResult,
    path: '/v1/drinks/search',
    summary: 'Search cocktails and drinks by name or ingredient',
    toolDescription: 'Cocktails and other drinks by name or ingredient.',
    query: { query: t.String({ minLength: 1, maxLength: 200 }), number: Number25(10) },
    handle: ({ query, services }) => searchDrinks(drinkIndex(services), query),
  }),
  op({
    id: 'analyze_recipe_instructions',
    response: InstructionAnalysisResult,
    method: 'POST',
    path: '/v1/recipes/analyze',
    cost: 1,
    access: 'any',
    tag: 'Recipes',
    summary: 'Equipment, timers and temperatures mentioned in instruction steps',
    toolDescription: 'Equipment, timers and temperatures mentioned in instruction steps you send.',
    description:
      'Per step: English equipment mentions with their context (negation, alternatives), numeric timers and ranges, temperatures, each with UTF-16 offsets. Mentions are not requirements; timers may overlap and are not summed.',
    maxBodyBytes: 65_536,
    body: t.Object({ instructions: t.Array(t.String({ maxLength: 5000 }), { minItems: 1, maxItems: 100 }) }, { additionalProperties: false }),
    handler: ({ body }) => ({ source: 'corpus', ...analyzeInstructions(body.instructions) }),
  }),
  op({
    id: 'extract_recipe',
    response: ExtractResult,
    method: 'POST',
    path: '/v1/recipes/extract',
    cost: 1,
    access: 'any',
    tag: 'Recipes',
    summary: 'Extract a recipe from a page',
    toolDescription: 'A structured recipe from a web page: send its html, or a url on the allowlist of get_recipe_import_sources (exactly one).',
    description: `Exactly one of \`html\` (at most ${IMPORT_LIMITS.max_html_bytes} bytes) or \`url\` (HTTPS, on the allowlist of GET /v1/recipes/import-sources; hosts resolving to private or internal addresses refused; redirects rejected). Layers, each filling only what the earlier ones left empty: JSON-LD Recipe → microdata → recipe-plugin markup (WP Recipe Maker, Tasty Recipes, Mediavine Create, Zip Recipes, EasyRecipe and others, by class names) → h-recipe → "Ingredients"/"Instructions" headings in ${PAGE_LANGUAGES.join(', ')} (steps after an ingredient list under a heading of another name are read when they are sentences) → last, on a page that names neither its lists nor its sections, a list whose items mostly start with an amount and the sentence paragraphs (or list of sentences) after it → where no layer found ingredients or steps, a recipe in the page's application state (Next.js, Nuxt 3, Remix, Apollo/Redux, Inertia; read as data, never run; one the page's title names). Where the structured data gives one value for a list the page shows line by line, or says less than the page (amounts or steps left out, lines run together), the page's lines are used. Additive fields: \`format\` (layer that found the recipe), \`plugin\`, \`field_sources\` (layer per field: json-ld, microdata, plugin, h-recipe, headings, lists, app-state, page = h1/og:title/<title>, derived = prep + cook), \`ingredient_groups\`, \`instructions[].steps[].name\` (the step's own title, e.g. a HowToStep name; null when there is none or it only repeats or numbers the step), \`yield\` (amount, amount_max, unit), \`language\` and \`language_source\` (ISO 639-1; a declared language the recipe text's script contradicts gives way to the text; a country's code declared as a language, "se" or "dk", reads as that country's language, and Norwegian nb/nn as no), and \`ingredient_nutrition\`: the ingredient lines (first ${MAX_NUTRITION_LINES}) through the same parser, food matching and totals as compute-nutrition when the page language is one those read (\`supported: false\` with the reason otherwise; unresolved lines are listed, totals only where every resolved line supplies the nutrient). The name is the recipe's own, without a site name, a bare "Recipe" or a rating the page appends. Up to ${IMPORT_LIMITS.max_recipes_per_page} recipes per page (structured ones, else plugin cards or ingredient lists each followed by its steps), all listed in \`candidates\` with their ingredient and step counts (a page may give two the same name); \`select_index\` picks one. Steps shown only as pictures give no steps (nothing is read from images). Source text is kept as unverified plain text (markup and scripts stripped); only a yield explicitly labelled as servings becomes a serving count. Nothing is saved. 413 over the size limit, 415 for binary or non-HTML content, 422 when no layer finds a recipe (the message says what was looked for), 502 when the page cannot be fetched in ${IMPORT_LIMITS.fetch_timeout_ms} ms.`,
    maxBodyBytes: IMPORT_LIMITS.max_html_bytes + 16_384,
    body: t.Object(
      {
        html: t.Optional(t.String({ minLength: 1 })),
        url: t.Optional(t.String({ minLength: 8, maxLength: 2000 })),
        select_index: t.Optional(t.Integer({ minimum: 0, maximum: IMPORT_LIMITS.max_recipes_per_page - 1 })),
      },
      { additionalProperties: false },
    ),
    errors: [413, 415, 422, 502],
    handler: async ({ body, services }) => {
      if ((body.html === undefined) === (body.url === undefined)) throw new ApiError(400, 'Give exactly one of html or url.');
      const html = body.html ?? (await fetchRecipePage(body.url!, { ...services.pageFetch, allowedHosts: services.config.importHosts }));
      const bytes = Buffer.byteLength(html, 'utf8');
      if (bytes > IMPORT_LIMITS.max_html_bytes) throw new ApiError(413, `The page is ${bytes} bytes; the limit is ${IMPORT_LIMITS.max_html_bytes} bytes.`);
      if (looksBinary(html)) throw new ApiError(415, 'The content is binary, not an HTML page.');
      const extracted = extractRecipes({ html, select_index: body.select_index });
      return {
        source: 'corpus',
        ...extracted,
        ingredient_nutrition: await ingredientNutrition(extracted.recipe.ingredients, extracted.recipe.language, services),
      };
    },
  }),
  op({
    id: 'render_nutrition_widget',
    response: WidgetResult,
    method: 'POST',
    path: '/v1/widgets/nutrition',
    cost: 1,
    access: 'any',
    tag: 'Recipes',
    summary: 'HTML/SVG nutrition widget from submitted values',
    toolDescription: 'An HTML/SVG nutrition panel drawn from the values you send (shown as unverified).',
    description:
      'Energy in kcal, sodium in mg, protein, carbs, fat, fiber and sugar in grams. Missing values render as "Not reported"; a measured zero stays 0; submitted numbers are shown as unverified.',
    maxBodyBytes: 16_384,
    body: t.Object(
      {
        name: t.String({ minLength: 1, maxLength: 200 }),
        basis: t.Union(WIDGET_BASES.map((b) => t.Literal(b))),
        nutrients: t.Record(t.String(), t.Union([t.Number({ minimum: 0 }), t.Null()])),
      },
      { additionalProperties: false },
    ),
    handler: ({ body }) => ({ source: 'corpus', ...renderNutritionWidget(body) }),
  }),
];

/** Daily values of one serving of an owned recipe (its basis is the serving). */
function recipeDailyValues(services: Services, id: number, system: DailyValueSystem) {
  const recipe = cat(services).byId.get(id)!;
  return dailyValues(system, 'per_serving', recipeFacts(services.catalog(), recipe) ?? NO_FACTS, null);
}

/** The extracted ingredient lines through the same parser, matching and totals as compute-nutrition; null totals when the language is not read. */
async function ingredientNutrition(lines: string[], language: string | null, services: Services) {
  if (!language || !LINE_LANGUAGES.has(language)) {
    return {
      supported: false,
      reason: `Ingredient lines in '${language ?? 'an undetected language'}' are not read; supported: ${[...LINE_LANGUAGES].join(', ')}.`,
    };
  }
  const names = catalogNames(services.catalog());
  const resolved = await Promise.all(lines.slice(0, MAX_NUTRITION_LINES).map((l) => resolveLine(names, parseAnyLine(l))));
  return {
    supported: true,
    source: 'corpus-parser',
    ...withoutLineCounts(sumNutrition(resolved)),
    lines: resolved.map(renderLine),
    unresolved: resolved.filter((l) => l.grams === null).map((l) => l.parsed.input),
  };
}
