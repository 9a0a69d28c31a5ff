/**
 * Recipe extraction from a page's HTML (POST /v1/recipes/extract), in layers: JSON-LD blocks
 * (including @graph, arrays, ItemList and nested entities) → microdata (itemscope/itemprop) →
 * recipe-plugin markup by class names (plugin-cards.ts) → h-recipe (h-recipe.ts) → "Ingredients"/"Instructions"
 * headings in the page languages (page-headings.ts, page-language.ts) → an unheaded list of amounts
 * and the steps after it (page-lists.ts) → a recipe in the page's application state, where the other
 * layers found no ingredients or no steps (app-state-recipe.ts). Each layer fills only fields
 * the earlier ones left empty (or a list the structured data gave as one value), and `field_sources`
 * says which layer supplied each field. The title is the recipe's own name (page-title.ts).
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
import { elements, parseHtml, type HtmlElement } from './html-tree';
import { blockItems, lettersKey, squashed, textWithin } from './page-blocks';
import { detectLanguage, PAGE_LANGUAGES } from './page-language';
import { headingLayer, headingRecipes } from './page-headings';
import { dropMisplacedLines, dropSignOff, isWebAddress } from './line-roles';
import { headedSteps, spacedAtBreaks, stepsUnderTitles } from './titled-steps';
import { headingsFromPage, mayHoldHeadings } from './structured-headings';
import { listLayer } from './page-lists';
import { appStateLayer } from './app-state-recipe';
import { pageTitle, recipeName, siteNames } from './page-title';
import { emptyLayer, numberSteps, type LayerRecipe, type StepGroup } from './layer-recipe';
import { labelledFacts } from './labelled-facts';
import { hRecipeLayer } from './h-recipe';
import { pluginCards, pluginLayer } from './plugin-cards';
import { AMOUNT_FIRST, minutesOf, parseYield } from './page-quantities';
import { parseZhServings } from './servings';
import { type ExtractedField, type ExtractedRecipe, type ExtractionLayer, type ExtractionResult, fromStructuredData } from './extracted-recipe';
import { COMMA_SPLIT, JOINED_VALUES } from './schema-recipe';
import { structuredRecipes } from './structured-recipes';
import { fill, ingredientLines, isEmpty, stepLines } from './layer-fill';

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

/** Lists given as one value (every line joined into one string, or cut to one item) where a list was meant. */
function joinedLists(r: LayerRecipe): ('ingredients' | 'instructions')[] {
  const out: ('ingredients' | 'instructions')[] = [];
  if (ingredientLines(r).length === 1) out.push('ingredients');
  if (stepLines(r).length === 1) out.push('instructions');
  return out;
}

/** Sentences run together with no space ("in Streifen schneiden.Öl erhitzen", "(if using).Sift"): where a generator dropped the page's line breaks. */
const GLUED_SENTENCES = /(?<=(?:\p{Ll}{2}|\))[.!?]|\p{Ll}[.!?]\))(?=\p{Lu}\p{Ll})/u;

/** A method left as one step whose sentences run together where lines were (no layer read the page's own): one step per run. */
function splitGlued(r: LayerRecipe) {
  const [group] = r.instructions;
  if (r.instructions.length !== 1 || group!.steps.length !== 1) return;
  const runs = group!.steps[0]!.step.split(GLUED_SENTENCES);
  if (runs.length > 1) r.instructions = [{ name: group!.name, steps: numberSteps(runs.map((step) => ({ step, name: null }))) }];
}

/**
 * Where the structured data gives one value for a list and a lower layer reads the page's own list, the
 * page's lines replace it: ingredients when the page lists three or more (or lines the value holds), steps
 * when at least half the page's lines are inside the one structured step (the same text, split as shown).
 */
function splitJoined(into: LayerRecipe, sources: Partial<Record<ExtractedField, ExtractionLayer>>, from: LayerRecipe, source: ExtractionLayer) {
  const holds = (one: string, lines: string[]) => lines.filter((l) => squashed(one).includes(squashed(l))).length * 2 >= lines.length;
  for (const field of joinedLists(into)) {
    if (field === 'ingredients') {
      const lines = ingredientLines(from);
      if (lines.length >= 3 || (lines.length >= 2 && holds(ingredientLines(into)[0]!, lines)))
        [into.ingredient_groups, sources.ingredients] = [from.ingredient_groups, source];
    } else {
      const lines = stepLines(from);
      if (lines.length >= 2 && holds(stepLines(into)[0]!, lines))
        [into.instructions, sources.instructions] = [insideOf(stepLines(into)[0]!, from.instructions), source];
    }
  }
  if (sources.instructions !== source && (moreStepsShown(stepLines(into), stepLines(from)) || methodWithinPost(stepLines(into), stepLines(from))))
    [into.instructions, sources.instructions] = [from.instructions, source];
}

/**
 * A structured method that is the post's whole text (its paragraphs, an embedded link card's bare web address), the
 * page's method among its lines: three or more page steps, each inside one of the structured lines, fewer than they.
 */
const holdsPost = (mine: string[]) => mine.length >= 4 && mine.some(isWebAddress);
function methodWithinPost(mine: string[], page: string[]): boolean {
  // A method of a few dozen steps at most: each is looked for in the whole post's text.
  if (!holdsPost(mine) || page.length < 3 || page.length > 60 || page.length >= mine.length) return false;
  // Letters and digits only: the post's text may print its quotes otherwise than the page ("'ie" / "‘ie").
  const lines = mine.map(lettersKey);
  return page.every((p) => lines.some((l) => l.includes(lettersKey(p))));
}

/**
 * The page's steps that split the one structured step, without the page's remarks among them ("Tip: …",
 * "Suggested pairing" / "Malty dark beer.", an advert's label): lines the structured text does not
 * hold are left out when the lines it holds make up that text (nine tenths of it or more).
 */
function insideOf(one: string, groups: StepGroup[]): StepGroup[] {
  const whole = squashed(one);
  const held = (s: string) => whole.includes(squashed(s));
  let heldLength = 0;
  for (const g of groups)
    for (const s of g.steps) {
      const sq = squashed(s.step);
      if (whole.includes(sq)) heldLength += sq.length;
    }
  if (heldLength < whole.length * 0.9) return groups;
  const out: StepGroup[] = [];
  for (const g of groups) {
    const steps = g.steps.filter((s) => held(s.step));
    if (!steps.length) continue;
    // A heading over a remark left out ("Information": a tip) named the remark: the steps after it go on the group before.
    const last = out[out.length - 1];
    if (last && !held(g.steps[0]!.step)) last.steps = numberSteps([...last.steps, ...steps]);
    else out.push({ name: g.name, steps: numberSteps(steps) });
  }
  return out;
}

/**
 * The page shows the structured steps and more: every structured step is one of the page's (the
 * structured list left some out), or every page step is inside a structured one (several run
 * together). A page printing its list twice shows no more.
 */
function moreStepsShown(mine: string[], page: string[]): boolean {
  const [m, p] = [mine.map(squashed), page.map(squashed)];
  if (p.length <= m.length || p.length > m.length * 3 || new Set(p).size < p.length) return false;
  // Steps left out sit between the structured ones: the page's first and last steps are structured steps (notes after them are not steps).
  const isMine = (y: string | undefined) => y !== undefined && m.some((x) => y.includes(x));
  return (m.every((x) => p.some((y) => y.includes(x))) && isMine(p[0]) && isMine(p[p.length - 1])) || p.every((y) => m.some((x) => x.includes(y)));
}

/**
 * Structured ingredient lines that may say less than the page: a script's "undefined" where the amount
 * was, no amount on any line of a longer list, or a line running on into the next ingredient
 * ("250 g pesce spada 1 spicchio di aglio"). Only a reason to compare with the page's own list.
 */
function doubtfulIngredients(r: LayerRecipe): boolean {
  const lines = ingredientLines(r);
  return (
    lines.some((l) => BROKEN_VALUE.test(l) || /\p{Ll}{2,}\s+\d+(?:[.,]\d+)?\s*\p{L}/u.test(l.replace(/\([^)]*\)/g, ''))) ||
    (lines.length >= 3 && !lines.some((l) => /[\d½¼¾⅓⅔]/.test(l)))
  );
}
const BROKEN_VALUE = /\b(?:undefined|NaN|null)\b|\[object Object\]/;

/**
 * The page's own ingredient lines replace doubtful structured ones when they say what those say and
 * more: line for line with amounts added (each line of either list inside one of the other's), or the
 * same lines split where the structured ones ran together (each page line inside a structured one).
 */
function fullerPageLines(into: LayerRecipe, sources: Partial<Record<ExtractedField, ExtractionLayer>>, from: LayerRecipe, source: ExtractionLayer) {
  const doubtful = doubtfulIngredients(into);
  if (sources.ingredients === source || !(doubtful || JOINED_VALUES.has(into.ingredient_groups))) return;
  const mine = ingredientLines(into).map((l) => squashed(l.replace(BROKEN_VALUE, '')));
  const page = ingredientLines(from).map(squashed);
  // Joined values are replaced only for a number cut off where the page shows it ("5 tsp" for "1.5 tsp").
  const numberCut = page.length === mine.length && mine.some((x, i) => page[i] !== x && page[i]!.endsWith(x) && /^\d+$/.test(page[i]!.slice(0, -x.length)));
  // Every line of `a` inside a line of `b`.
  const inside = (a: string[], b: string[]) => a.every((x) => b.some((y) => y.includes(x)));
  const [pageText, myText] = [page.join('').length, mine.join('').length];
  const covers = inside(mine, page) && page.every((y) => mine.some((x) => y.includes(x))) && pageText > myText;
  const lineForLine = page.length === mine.length && covers;
  // Bare names listed once each may stand for lines the page gives twice ("4 msk olivolja" for the fish, "4 msk olivolja" for the dressing).
  const namesOnce = page.length > mine.length && new Set(mine).size === mine.length && covers;
  // Run-together lines hold the names of the groups they ran together too ("Salsa 2 pickles …").
  const groupNames = from.ingredient_groups.reduce((n, g) => n + squashed(g.name ?? '').length, 0);
  const split = page.length > mine.length && inside(page, mine) && pageText + groupNames >= myText * 0.9;
  if ((doubtful && (lineForLine || namesOnce || split)) || (numberCut && lineForLine))
    [into.ingredient_groups, sources.ingredients] = [from.ingredient_groups, source];
}

/**
 * Lines split at their commas (COMMA_SPLIT) give way to the page's when each page line is the next few of them
 * joined, all of them used; one page line after them (the dish it bakes in) may be one the structured data left out.
 */
function commaSplitLines(into: LayerRecipe, sources: Partial<Record<ExtractedField, ExtractionLayer>>, from: LayerRecipe, source: ExtractionLayer) {
  if (sources.ingredients === source || !COMMA_SPLIT.has(into.ingredient_groups)) return;
  const [mine, page] = [ingredientLines(into).map(squashed), ingredientLines(from).map(squashed)];
  let i = 0;
  let read = 0;
  for (const line of page) {
    if (i === mine.length) break;
    let joined = '';
    while (i < mine.length && joined.length < line.length) joined += mine[i++];
    if (joined !== line) return;
    read++;
  }
  if (i === mine.length && read < mine.length && page.length - read <= 1) [into.ingredient_groups, sources.ingredients] = [from.ingredient_groups, source];
}

/**
 * Structured data that gives the first part of a recipe only (two steps of many, the ingredients of the
 * first part): where the page's method opens with the two structured steps, in order, and goes on for
 * three steps or more, the page's lists replace them: the steps, and the ingredients when the page's
 * list opens with the structured lines too.
 */
function cutShort(into: LayerRecipe, sources: Partial<Record<ExtractedField, ExtractionLayer>>, from: LayerRecipe, source: ExtractionLayer) {
  const [mine, page] = [stepLines(into).map(squashed), stepLines(from).map(squashed)];
  if (sources.instructions === source || mine.length !== 2 || page[0] !== mine[0]) return;
  const second = page.indexOf(mine[1]!, 1);
  if (second < 0 || page.length - second - 1 < 3) return;
  [into.instructions, sources.instructions] = [from.instructions, source];
  const [myLines, pageLines] = [ingredientLines(into).map(squashed), ingredientLines(from).map(squashed)];
  if (pageLines.length > myLines.length && myLines.every((x, i) => pageLines[i] === x))
    [into.ingredient_groups, sources.ingredients] = [from.ingredient_groups, source];
}

/**
 * Structured ingredient lines that are the first part of the page's list only (the first group's, where
 * the page lists two): where the page's list opens with them, in order, and goes on for three lines or
 * more, three in four of them opening with an amount, or goes on with whole groups the page names
 * (wholeGroupsLeft), the page's list replaces them. Other lines without amounts after the list (a "Cook
 * Mode" switch, equipment, notes) are no part of it.
 */
function restOfList(into: LayerRecipe, sources: Partial<Record<ExtractedField, ExtractionLayer>>, from: LayerRecipe, source: ExtractionLayer) {
  if (sources.ingredients === source) return;
  const [mine, page] = [ingredientLines(into).map(squashed), ingredientLines(from)];
  const rest = page.slice(mine.length);
  if (mine.length < 2 || !rest.length || !mine.every((x, i) => squashed(page[i]!) === x)) return;
  if ((rest.length >= 3 && rest.filter((l) => AMOUNT_FIRST.test(l)).length * 4 >= rest.length * 3) || wholeGroupsLeft(from, mine.length))
    [into.ingredient_groups, sources.ingredients] = [from.ingredient_groups, source];
}

/**
 * The page's lines after the first `n` are whole groups of its own, every group named (gracessweetlife.com: the
 * structured lines are the shells' and the filling's, the page's "Assembling Cannoli" group is left out, "Finely
 * chopped unsalted pistachios", "Sifted confectioners' sugar for dusting": lines with no amount).
 */
function wholeGroupsLeft(from: LayerRecipe, n: number): boolean {
  const groups = from.ingredient_groups;
  if (groups.length < 2 || !groups.every((g) => g.name)) return false;
  let read = 0;
  for (const g of groups) if ((read += g.ingredients.length) === n) return true;
  return false;
}

/** List items of the page that open with an amount ("350ml whole milk"), each read no further than a line's length. */
function amountItems(root: HtmlElement): number {
  let n = 0;
  for (const el of elements(root)) {
    if (el.tag !== 'li') continue;
    const t = textWithin(el, 200, 40);
    if (t && AMOUNT_FIRST.test(t)) n++;
  }
  return n;
}

/** Recipes a page without structured data holds side by side: two plugin cards or more, else ingredient lists each followed by its steps. */
function severalRecipes(root: HtmlElement): { layer: LayerRecipe; format: ExtractionLayer; plugin: string | null }[] {
  const cards = pluginCards(root);
  // One card is the page's recipe: its headings are not read for more.
  if (cards) return cards.recipes.length > 1 ? cards.recipes.map((layer) => ({ layer, format: 'plugin', plugin: cards.plugin })) : [];
  return headingRecipes(root).map((layer) => ({ layer, format: 'headings', plugin: null }));
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
  const sources: Partial<Record<ExtractedField, ExtractionLayer>> = {};
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
  splitGlued(merged);
  if (kept.length <= 1) {
    // Page-wide "Serves 4" / "Total time" lines are the last resort: a total derivable from prep + cook does not send us there.
    const totalKnown = minutesOf(merged.total) !== null || (minutesOf(merged.prep) !== null && minutesOf(merged.cook) !== null);
    if (format && (!merged.yields.length || !totalKnown || !merged.name)) {
      const body = [...elements(root)].find((e) => e.tag === 'body') ?? root;
      const facts = labelledFacts(blockItems(body, { limit: 3000 }));
      fill(merged, sources, { ...emptyLayer(), ...facts, name: pageTitle(root) }, 'page');
    }
  }
  if (!format) throw unprocessable(`No recipe found on the page. Looked for: ${LOOKED_FOR}.`, { looked_for: LOOKED_FOR });
  repairTexts(merged);
  dropMisplacedLines(merged);
  // A method read from the page that ends with a wish alone ("Enjoy!"): no step. A structured list keeps its own.
  if (!fromStructuredData(sources.instructions)) dropSignOff(merged);

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

/** Fills `merged` from the recipe plugin, h-recipe and heading layers, each only while something is missing. */
function fillFromLowerLayers(
  root: HtmlElement,
  merged: LayerRecipe,
  sources: Partial<Record<ExtractedField, ExtractionLayer>>,
  format: ExtractionLayer | null,
  plugin: string | null,
): { format: ExtractionLayer | null; plugin: string | null } {
  const askPage = () =>
    joinedLists(merged).length > 0 ||
    doubtfulIngredients(merged) ||
    JOINED_VALUES.has(merged.ingredient_groups) ||
    stepLines(merged).length === 2 ||
    (fromStructuredData(sources.instructions) && holdsPost(stepLines(merged)));
  const needed = () => isEmpty(merged) || askPage();
  const take = (from: LayerRecipe, source: ExtractionLayer) => {
    fill(merged, sources, from, source);
    splitJoined(merged, sources, from, source);
    fullerPageLines(merged, sources, from, source);
    commaSplitLines(merged, sources, from, source);
    cutShort(merged, sources, from, source);
    restOfList(merged, sources, from, source);
  };
  // The heading layer reads the whole page: once, for both uses below.
  let headings: ReturnType<typeof headingLayer> | undefined;
  const headingsOfPage = () => (headings === undefined ? (headings = headingLayer(root)) : headings);
  if (needed()) {
    const p = pluginLayer(root);
    if (p) {
      take(p.recipe, 'plugin');
      format ??= 'plugin';
      plugin = p.plugin;
    }
  }
  if (needed()) {
    const h = hRecipeLayer(root);
    if (h) {
      take(h, 'h-recipe');
      format ??= 'h-recipe';
    }
  }
  if (!merged.ingredient_groups.length || !merged.instructions.length || askPage()) {
    const h = headingsOfPage();
    if (h && (h.recipe.ingredient_groups.length || (format && h.recipe.instructions.length))) {
      if (h.ingredientsTitle) h.recipe.yields = labelledFacts([{ kind: 'line', text: h.ingredientsTitle }]).yields;
      take(h.recipe, 'headings');
      format ??= 'headings';
    }
  }
  // Three or more list items with amounts beyond the structured lines: the page may list what the structured data left out.
  const structured = fromStructuredData(sources.ingredients);
  if (structured && amountItems(root) >= ingredientLines(merged).length + 3) {
    const h = headingsOfPage();
    if (h) restOfList(merged, sources, h.recipe, 'headings');
  }
  // Short structured lines that may be group headings written as lines ("Yeast Version", "Mixing"): the page's markup tells.
  const fields = { ingredients: structured, instructions: fromStructuredData(sources.instructions) };
  if ((fields.ingredients || fields.instructions) && mayHoldHeadings(merged)) headingsFromPage(root, merged, fields);
  // Read too where the structured data lists the lines but gives no method, and no layer above found one (gracessweetlife.com).
  if (!format || (fromStructuredData(sources.ingredients) && !merged.instructions.length)) {
    const l = listLayer(root);
    if (l) {
      take(l, 'lists');
      format ??= 'lists';
      // The list read the first part of a method the page names whole (class="instructions": "1. Do some prep:", list, "2. …", list).
      const h = headingsOfPage();
      const [mine, page] = [stepLines(merged), h ? stepLines(h.recipe) : []];
      if (h && mine.length && page.length > mine.length && mine.every((x, i) => page[i] === x))
        [merged.instructions, sources.instructions] = [h.recipe.instructions, 'headings'];
    }
  }
  // Last resort: a recipe the page holds only in its web framework's state (Next.js, Nuxt, Inertia…).
  if (!merged.ingredient_groups.length || !merged.instructions.length) {
    const s = appStateLayer(root);
    if (s) {
      fill(merged, sources, s, 'app-state');
      format ??= 'app-state';
    }
  }
  return { format, plugin };
}
