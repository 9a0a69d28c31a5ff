/**
 * Recipe extraction from a page's HTML (POST /v1/recipes/extract), in layers: JSON-LD blocks
 * (including @graph, arrays, ItemList and nested entities) → microdata (itemscope/itemprop) →
 * recipe-plugin markup by class names (plugin-cards.ts) → h-recipe (h-recipe.ts) → "Ingredients"/"Instructions"
 * headings in the page languages (page-headings.ts, page-language.ts) → an unheaded list of amounts
 * and the steps after it (page-lists.ts) → a recipe in the page's application state, where the other
 * layers found no ingredients or no steps (app-state-recipe.ts). Each layer fills only fields
 * the earlier ones left empty (or a list the structured data gave as one value), and `field_sources`
 * says which layer supplied each field. The title is the recipe's own name (page-title.ts).
 * The structured data is read in structured-recipes.ts, the layers below it in lower-layers.ts, where
 * the page's own lists may take the place of structured ones that say less (joined-lists.ts,
 * partial-lists.ts, doubtful-ingredients.ts).
 *
 * Rules (spec rule 5 and limits):
 * - At most 1 MiB of HTML and 20 recipes per page, all listed as candidates; `select_index` picks one.
 * - The source text is preserved (entities decoded, markup removed, whitespace collapsed) and
 *   labelled unverified; nothing is saved.
 * - Only a yield explicitly labelled as servings ("4 servings", "Serves 4", "2 人份") becomes a
 *   serving count; a bare "4" or "1 loaf" stays in `recipe_yield` only.
 * - URLs (images, author pages, the page itself) are never returned: outside links are not part of
 *   the service's answers.
 * - A page where no layer finds a recipe is a typed 422 naming what was looked for.
 */
import { IMPORT_LIMITS } from './recipe-import-limits';
import { repairMojibake } from '../language/mojibake';
import { invalidInput, unprocessable } from './errors';
import { elements, parseHtml } from './html-tree';
import { blockItems, lettersKey } from './page-blocks';
import { detectLanguage, PAGE_LANGUAGES } from './page-language';
import { dropMisplacedLines, dropClosingLines } from './line-roles';
import { headedSteps, spacedAtBreaks, stepsUnderTitles } from './titled-steps';
import { pageTitle, recipeName, siteNames } from './page-title';
import { joinNumberedParts } from './numbered-parts';
import { emptyLayer, type LayerRecipe } from './layer-recipe';
import { labelledFacts } from './labelled-facts';
import { minutesOf, parseYield } from './page-quantities';
import { parseZhServings } from './servings';
import { type ExtractedRecipe, type ExtractionLayer, type ExtractionResult, type FieldSources, fromStructuredData } from './extracted-recipe';
import { structuredRecipes } from './structured-recipes';
import { fill, ingredientLines, stepLines } from './layer-fill';
import { splitGlued } from './joined-lists';
import { spacedFromPage } from './page-spacing';
import { fillFromLowerLayers, severalRecipes } from './lower-layers';

const EXPLICIT_SERVINGS = [
  /(\d+)\s*(?:(?:-|–|to)\s*(\d+)\s*)?(?:servings?|portions?|people|persons?|serves)\b/i,
  /\b(?:serves|servings?|portions?|feeds)\s*:?\s*(\d+)(?:\s*(?:-|–|to)\s*(\d+))?/i,
];

/** A serving count only from a yield that says servings/people/portions; else null. */
function explicitServings(yields: string[]): { servings: number | null; servings_max: number | null } {
  for (const y of yields) {
    for (const re of EXPLICIT_SERVINGS) {
      const m = re.exec(y);
      if (m) {
        const a = Number(m[1]);
        const b = m[2] ? Number(m[2]) : null;
        if (a > 0 && a <= 1000) return { servings: Math.min(a, b ?? a), servings_max: b !== null && b !== a ? Math.max(a, b) : null };
      }
    }
    const zh = parseZhServings(y);
    if (zh.servings !== null && /人|份/.test(y)) return { servings: zh.servings, servings_max: zh.servings_max };
  }
  return { servings: null, servings_max: null };
}

/** What the 422 says was looked for. */
const LOOKED_FOR = `JSON-LD or microdata schema.org Recipe, recipe-plugin markup (WP Recipe Maker, Tasty Recipes, Mediavine Create, Zip Recipes, EasyRecipe, WP Ultimate Recipe, Cooked, Recipe Card Blocks, Meal Planner Pro, Jetpack), h-recipe, "Ingredients"/"Instructions" headings in ${PAGE_LANGUAGES.slice(0, -1).join(', ')} or ${PAGE_LANGUAGES[PAGE_LANGUAGES.length - 1]}, a list of amounts followed by steps, or a recipe in the page's application state (Next.js, Nuxt, Remix, Apollo/Redux, Inertia)`;

export interface ExtractRequest {
  html: string;
  select_index?: number;
}

/** True for text that cannot be an HTML page: NUL bytes or a high share of control characters. */
export function looksBinary(text: string): boolean {
  const head = text.slice(0, 4096);
  if (head.includes('\u0000')) return true;
  const control = (head.match(/[\u0001-\u0008\u000e-\u001f\ufffd]/g) ?? []).length;
  return head.length > 0 && control / head.length > 0.05;
}

export function extractRecipes(req: ExtractRequest): ExtractionResult {
  if (typeof req.html !== 'string' || req.html.trim() === '') throw invalidInput('html must be a non-empty string.', { parameter: 'html' });
  const bytes = Buffer.byteLength(req.html, 'utf8');
  if (bytes > IMPORT_LIMITS.max_html_bytes)
    throw invalidInput(`html is ${bytes} bytes; the limit is ${IMPORT_LIMITS.max_html_bytes}.`, {
      parameter: 'html',
      limit_bytes: IMPORT_LIMITS.max_html_bytes,
    });
  const root = parseHtml(req.html);
  const { structured, inLanguage } = structuredRecipes(root);
  const truncated = structured.length > IMPORT_LIMITS.max_recipes_per_page;
  const kept = structured.slice(0, IMPORT_LIMITS.max_recipes_per_page);
  // A page without structured data can still hold several recipes: plugin cards, or ingredient lists each followed by its steps.
  const several = kept.length ? [] : severalRecipes(root);
  const listed: { layer: LayerRecipe; format: ExtractionLayer; plugin: string | null }[] = kept.length
    ? kept.map((k) => ({ layer: k.layer, format: k.format, plugin: null }))
    : several;
  const idx = req.select_index ?? 0;
  if (listed.length && (!Number.isInteger(idx) || idx < 0 || idx >= listed.length)) {
    throw invalidInput(`select_index must be an integer from 0 to ${listed.length - 1}.`, { parameter: 'select_index', count: listed.length });
  }

  const chosen = kept[idx];
  const picked = listed[idx];
  const merged = emptyLayer();
  const sources: FieldSources = {};
  let format: ExtractionLayer | null = picked ? picked.format : null;
  let plugin: string | null = picked?.plugin ?? null;
  if (picked) fill(merged, sources, picked.layer, picked.format);
  // The first of several recipes the page prints under headings, named by the heading over its list, is the page's own when
  // the page's title opens with that heading: the title names it in full ("Lao Gan Ma Fried Rice (老干妈炒饭)").
  if (several.length && idx === 0 && merged.name) {
    const title = pageTitle(root);
    if (title && lettersKey(title).startsWith(lettersKey(merged.name)) && lettersKey(title) !== lettersKey(merged.name)) merged.name = title;
  }
  // Lower layers describe "the" recipe of the page: they fill gaps only when the page has at most one recipe.
  if (listed.length <= 1) ({ format, plugin } = fillFromLowerLayers(root, merged, sources, format, plugin));
  // Structured steps that are titles only: the page's text under each (the source stays: the structured data orders and names them).
  if (fromStructuredData(sources.instructions)) {
    merged.instructions = stepsUnderTitles(root, merged.instructions) ?? merged.instructions;
    // Structured steps that open with the heading the page prints over them: the heading names the step.
    merged.instructions = headedSteps(root, merged.instructions) ?? merged.instructions;
    // Structured steps that run two words together where the page breaks the line: the page's space.
    merged.instructions = spacedAtBreaks(root, merged.instructions) ?? merged.instructions;
  }
  if (fromStructuredData(sources.ingredients)) merged.ingredient_groups = spacedFromPage(root, merged.ingredient_groups) ?? merged.ingredient_groups;
  splitGlued(merged);
  if (kept.length <= 1) {
    // Page-wide "Serves 4" / "Total time" lines are the last resort: a total derivable from prep + cook does not send us there.
    const totalKnown = minutesOf(merged.total) !== null || (minutesOf(merged.prep) !== null && minutesOf(merged.cook) !== null);
    if (format && (!merged.yields.length || !totalKnown || !merged.name)) {
      const body = elements(root).find((e) => e.tag === 'body') ?? root;
      const facts = labelledFacts(blockItems(body, { limit: 3000 }));
      fill(merged, sources, { ...emptyLayer(), ...facts, name: pageTitle(root) }, 'page');
    }
  }
  if (!format) throw unprocessable(`No recipe found on the page. Looked for: ${LOOKED_FOR}.`, { looked_for: LOOKED_FOR });
  repairTexts(merged);
  dropMisplacedLines(merged);
  // A method read from the page: its closing lines ("Enjoy!", a lead-out to a video, "Dificultate: usoara") are no steps, and its
  // numbered parts are one step each. A structured list keeps its own.
  if (!fromStructuredData(sources.instructions)) {
    dropClosingLines(merged);
    joinNumberedParts(merged);
  }

  const sites = siteNames(root);
  const ingredientsFlat = merged.ingredient_groups.flatMap((g) => g.ingredients);
  const recipeText = [merged.name ?? '', ...ingredientsFlat, ...merged.instructions.flatMap((g) => g.steps.map((s) => s.step))].join(' ');
  const lang = detectLanguage(root, inLanguage, recipeText);
  const prep = minutesOf(merged.prep);
  const cook = minutesOf(merged.cook);
  let total = minutesOf(merged.total);
  if (total === null && prep !== null && cook !== null) {
    total = prep + cook;
    sources.total_minutes = 'derived';
  }
  const rest = chosen?.rest ?? {
    description: null,
    authors: [],
    date_published: null,
    categories: [],
    cuisines: [],
    keywords: [],
    suitable_for_diet: [],
    nutrition: null,
    unverified: true as const,
  };
  const recipe: ExtractedRecipe = {
    index: picked ? idx : 0,
    format,
    plugin,
    name: merged.name && recipeName(merged.name, sites),
    ...rest,
    recipe_yield: merged.yields,
    ...explicitServings(merged.yields),
    yield: parseYield(merged.yields),
    prep_minutes: prep,
    cook_minutes: cook,
    total_minutes: total,
    times_raw: { prep: merged.prep, cook: merged.cook, total: merged.total },
    ingredients: ingredientsFlat,
    ingredient_groups: merged.ingredient_groups,
    instructions: merged.instructions,
    language: lang.language,
    language_source: lang.source,
    field_sources: sources,
  };
  // Counts tell apart recipes a page gives the same name (or none).
  const candidates = listed.length
    ? listed.map((r, i) => ({
        index: i,
        name: i === idx ? recipe.name : r.layer.name && recipeName(r.layer.name, sites),
        format: r.format,
        ingredient_count: i === idx ? ingredientsFlat.length : ingredientLines(r.layer).length,
        step_count: stepLines(i === idx ? merged : r.layer).length,
      }))
    : [{ index: 0, name: recipe.name, format, ingredient_count: ingredientsFlat.length, step_count: stepLines(merged).length }];
  return { count: candidates.length, selected_index: recipe.index, recipe, candidates, truncated };
}

/** The recipe's own texts with UTF-8 read as Windows-1252 repaired ("1Â¼ cups", "crÃ¨me"): see repairMojibake. */
function repairTexts(r: LayerRecipe): void {
  const fix = (t: string | null) => (t === null ? t : repairMojibake(t));
  r.name = fix(r.name);
  r.yields = r.yields.map(repairMojibake);
  for (const g of r.ingredient_groups) {
    g.name = fix(g.name);
    g.ingredients = g.ingredients.map(repairMojibake);
  }
  for (const g of r.instructions) {
    g.name = fix(g.name);
    for (const st of g.steps) {
      st.step = repairMojibake(st.step);
      st.name = fix(st.name);
    }
  }
}
