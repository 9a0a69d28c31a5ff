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
import { collectJsonLd, parseJsonLd } from './json-ld';
import { collectMicrodata } from './microdata';
import { asArray, isObj, isUrl, RAW_BREAK, type Json, type Obj } from './schema-values';
import { repairMojibake } from '../language/mojibake';
import { invalidInput, unprocessable } from './errors';
import { decodeEntities, elements, parseHtml, textContent, type HtmlElement } from './html-tree';
import { blockItems, lettersKey, looksLikeGroupLabel, normaliseSpace, splitNumberedRun, squashed, stepTitle, stripStepNumber, textWithin } from './page-blocks';
import { detectLanguage, PAGE_LANGUAGES, type LanguageSource } from './page-language';
import { headingLayer, headingRecipes } from './page-headings';
import { dropMisplacedLines, dropSignOff, isWebAddress } from './line-roles';
import { headedSteps, spacedAtBreaks, stepsUnderTitles } from './titled-steps';
import { headingsFromPage, mayHoldHeadings } from './structured-headings';
import { listLayer } from './page-lists';
import { appStateLayer } from './app-state-recipe';
import { pageTitle, recipeName, siteNames } from './page-title';
import { emptyLayer, numberSteps, type IngredientGroup, type LayerRecipe, type StepGroup } from './layer-recipe';
import { isNoteLine, isStepListTitle } from './step-groups';
import { labelledFacts } from './labelled-facts';
import { readsAsSentence } from './sentences';
import { hRecipeLayer } from './h-recipe';
import { pluginCards, pluginLayer } from './plugin-cards';
import { AMOUNT_FIRST, minutesOf, parseYield, type ParsedYield } from './page-quantities';
import { parseZhServings } from './servings';

/** Where a field's value came from: a schema.org form, plugin markup, h-recipe, section headings, an unheaded list of amounts and the steps after it, or the page itself (h1, og:title, <title>). */
type ExtractionLayer = 'json-ld' | 'microdata' | 'plugin' | 'h-recipe' | 'headings' | 'lists' | 'app-state' | 'page' | 'derived';
type ExtractedField = 'name' | 'ingredients' | 'instructions' | 'recipe_yield' | 'prep_minutes' | 'cook_minutes' | 'total_minutes';
/** Whether a field came from the page's schema.org data (JSON-LD or microdata), which the page's own markup may correct. */
const fromStructuredData = (layer: ExtractionLayer | undefined) => layer === 'json-ld' || layer === 'microdata';

export interface ExtractedRecipe {
  index: number;
  /** The layer that found the recipe. */
  format: ExtractionLayer;
  /** The recipe plugin whose markup was read, when one was. */
  plugin: string | null;
  name: string | null;
  description: string | null;
  authors: string[];
  date_published: string | null;
  /** Yield values exactly as the page states them. */
  recipe_yield: string[];
  /** Set only from a yield explicitly labelled as servings. */
  servings: number | null;
  servings_max: number | null;
  prep_minutes: number | null;
  cook_minutes: number | null;
  total_minutes: number | null;
  times_raw: { prep: string | null; cook: string | null; total: string | null };
  /** The yield as a number with its unit ("12 cookies" → 12, "cookies"); null when the page states none. */
  yield: ParsedYield | null;
  /** Ingredient lines, one per source line, group headings left out. */
  ingredients: string[];
  /** The same lines under the page's group headings (name null when ungrouped). */
  ingredient_groups: IngredientGroup[];
  /** Steps in groups; each step's `name` is its own title where the page gives one (null otherwise). */
  instructions: StepGroup[];
  /** Primary language subtag of the page (e.g. "fr") and how it was known. */
  language: string | null;
  language_source: LanguageSource | null;
  /** Which layer supplied each field; fields the page does not state are absent. */
  field_sources: Partial<Record<ExtractedField, ExtractionLayer>>;
  categories: string[];
  cuisines: string[];
  keywords: string[];
  suitable_for_diet: string[];
  /** NutritionInformation properties as written on the page (e.g. calories: "240 calories"). */
  nutrition: Record<string, string> | null;
  unverified: true;
}

export interface ExtractionResult {
  count: number;
  selected_index: number;
  recipe: ExtractedRecipe;
  /** Every recipe on the page, with its counts of ingredient lines and steps (the page may give two the same name, or none). */
  candidates: { index: number; name: string | null; format: ExtractionLayer; ingredient_count: number; step_count: number }[];
  /** True when the page held more recipes than the 20 read. */
  truncated: boolean;
}

// ---------------------------------------------------------------- value helpers

const clean = (s: string) => normaliseSpace(s.replace(/<[^>]*>/g, ' '));

/**
 * A JSON escape whose backslash a template stripped before printing the JSON ("tender u0026 fluffy", a WordPress
 * plugin's unslashed output): the mark it stands for. Only a mark (no letter or digit) and only apart from a word.
 */
const LOST_ESCAPE = /(?<![\p{L}\p{N}])u(00[2-7][0-9a-f]|00[a-f][0-9a-f]|20[0-9a-f]{2})(?![0-9a-f])/giu;
const unescapeLost = (s: string) =>
  s.replace(LOST_ESCAPE, (m, hex: string) => {
    const c = String.fromCharCode(Number.parseInt(hex, 16));
    return /[\p{L}\p{N}]/u.test(c) ? m : c;
  });

function decodeText(s: string): string {
  // JSON-LD strings often carry HTML entities and tags; text is kept, markup is not.
  return clean(parseTextEntities(unescapeLost(s)));
}
/** A tag that sets apart a word of the text ("1 <b>small onion</b>, chopped") without breaking it: no space for it. */
const PHRASE_TAG = /<(?!\/?(?:a|abbr|b|code|em|font|i|mark|s|small|span|strong|sub|sup|u)\b)/gi;
/** Markup in a string as a browser shows it: other tags part words (textContent spaces blocks; unknown ones too). */
const spaceTags = (s: string) => s.replace(PHRASE_TAG, ' <');
function parseTextEntities(s: string): string {
  let t = textContent(parseHtml(spaceTags(s)));
  // Double-encoded text ("&amp;frac12;") and escaped markup ("&lt;b&gt;") are common in JSON-LD: one more pass, markup dropped.
  if (/&(?:#\d+|#x[0-9a-f]+|[a-z]+\d*);/i.test(t)) t = decodeEntities(t);
  if (/<[a-z!/]/i.test(t)) t = textContent(parseHtml(spaceTags(t)));
  return t;
}

function texts(v: Json | undefined): string[] {
  const out: string[] = [];
  for (const x of asArray(v)) {
    // Some pages group values as lists of lists (one list of ingredient lines per part of the recipe).
    if (Array.isArray(x)) out.push(...texts(x));
    else if (typeof x === 'string' || typeof x === 'number') {
      const t = decodeText(String(x));
      if (t) out.push(t);
    } else if (isObj(x)) {
      const t = x.name ?? x.text ?? x['@value'];
      if (typeof t === 'string' && decodeText(t)) out.push(decodeText(t));
    }
  }
  return out;
}
const firstText = (v: Json | undefined) => texts(v)[0] ?? null;

/** "a, b, c" keyword strings become lists. */
function list(v: Json | undefined): string[] {
  return [
    ...new Set(
      texts(v)
        .flatMap((t) => t.split(/\s*,\s*/))
        .filter(Boolean),
    ),
  ];
}

/** "http://schema.org/VeganDiet" → "VeganDiet": the term, without the link. */
function term(s: string) {
  return isUrl(s) ? s.replace(/\/+$/, '').split('/').pop()! : s;
}

// ---------------------------------------------------------------- durations and servings

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

// ---------------------------------------------------------------- instructions

type Step = { step: string; name: string | null };

/** Where a string of steps breaks: its lines, escaped or typed raw. */
const STEP_LINES = new RegExp(`[\n${RAW_BREAK}]+`);

/** Markup that ends a line of text in a JSON-LD string. */
const BREAK_MARKUP = /<\/(?:p|li|div)>|<br\s*\/?>/gi;

/** True when the page shows this text whole as one list item (a step's lines in one <li>). */
type ShownWhole = (text: string) => boolean;

/** Lines of a step text with each remark written on a line of its own ("Note: The vinegar keeps them whole.") kept with the line it remarks on; a remark's title ("Tip: add flavourings") stays apart. */
function withNotes(lines: Step[]): Step[] {
  const out: Step[] = [];
  for (const l of lines) {
    const last = out[out.length - 1];
    if (last && isNoteLine(l.step) && readsAsSentence(l.step)) last.step = `${last.step} ${l.step}`;
    else out.push(l);
  }
  return out;
}

/** Steps of one recipeInstructions value: a string may hold several; a HowToStep keeps its own title. */
function stepsOf(x: Json, shownWhole: ShownWhole): Step[] {
  if (typeof x === 'string') {
    return withNotes(
      x
        .replace(BREAK_MARKUP, '\n')
        .split(STEP_LINES)
        .map(decodeText)
        .flatMap(splitNumberedRun)
        .map(stripStepNumber)
        .filter(Boolean)
        .map((step) => ({ step, name: null })),
    );
  }
  if (Array.isArray(x)) return x.flatMap((y) => stepsOf(y, shownWhole));
  if (!isObj(x)) return [];
  // A HowToStep may hold its text as HowToDirection (and HowToTip) items: together they are the step.
  if (x.text === undefined && x.itemListElement !== undefined) {
    const parts = stepsOf(x.itemListElement, shownWhole);
    return parts.length ? [{ step: parts.map((p) => p.step).join(' '), name: stepTitle(firstText(x.name), ...parts.map((p) => p.step)) }] : [];
  }
  // A HowToStep whose text is several sentences on lines of their own holds one step per line; its title goes with the first.
  // Lines that are not sentences ("完成♡♡"), one going on in lower case, or lines the page shows in one list item are one step's parts.
  if (typeof x.text === 'string' && x.text.trim().replace(BREAK_MARKUP, '\n').includes('\n') && !shownWhole(decodeText(x.text))) {
    const [first, ...more] = stepsOf(x.text, shownWhole);
    if (first && more.length && [first, ...more].every((l) => readsAsSentence(l.step)) && !more.some((l) => /^\p{Ll}/u.test(l.step)))
      return [{ step: first.step, name: stepTitle(firstText(x.name), first.step) }, ...more];
  }
  // A list item with a name and a description but no text ("Cook the Pasta" / "Once water is boiling, …") is the description, titled.
  const described = x.text === undefined && firstText(x.name) !== null && firstText(x.description) !== null;
  const t = firstText(x.text) ?? (described ? firstText(x.description) : null) ?? firstText(x.name) ?? firstText(x.description);
  const step = t ? stripStepNumber(t) : '';
  return step ? [{ step, name: x.text === undefined && !described ? null : stepTitle(firstText(x.name), step, t!) }] : [];
}

function instructionGroups(v: Json | undefined, shownWhole: ShownWhole): StepGroup[] {
  const groups: StepGroup[] = [];
  let loose: Step[] = [];
  let looseName: string | null = null;
  const flushLoose = (nextName: string | null = null) => {
    if (loose.length) groups.push({ name: looseName, steps: numberSteps(loose) });
    [loose, looseName] = [[], nextName];
  };
  // A step that is only a label ("Krém:", or one word before a sentence: "Salsa" / "V mise zmiešame …") names the
  // steps after it; one that only says "Method" is the list's own title.
  const addLoose = (all: Step[]) => {
    // Lines before the method's own title that are no sentences ("Potrebujeme" / "alobal, …" / "POSTUP" / steps) are no steps.
    const title = all.findIndex((s) => isStepListTitle(s.step));
    const preamble = title > 0 && title < all.length - 1 && !all.slice(0, title).some((s) => readsAsSentence(s.step));
    const steps = preamble ? all.slice(title + 1) : all;
    steps.forEach((s, i) => {
      const next = steps[i + 1]?.step;
      if (looksLikeGroupLabel(s.step)) flushLoose(s.step.replace(/[:：]\s*$/, ''));
      else if (isStepListTitle(s.step)) return;
      else if (/^\p{L}+$/u.test(s.step) && next !== undefined && readsAsSentence(next)) flushLoose(s.step);
      else loose.push(s);
    });
  };
  const isSection = (s: Json) => isObj(s) && asArray(s['@type']).some((t) => /HowToSection$/.test(String(t)));
  // A list that only wraps the method's sections (ItemList → HowToSection → HowToStep) is the method: its sections are read as such.
  const wrapsSections = (x: Json) =>
    isObj(x) && !isSection(x) && asArray(x['@type']).some((t) => /ItemList$/.test(String(t))) && asArray(x.itemListElement).some(isSection);
  const top = asArray(v).flatMap((x) => (wrapsSections(x) ? asArray((x as Obj).itemListElement) : [x]));
  const several = top.filter((x) => typeof x === 'string').length >= 2;
  for (const x of top) {
    // One of several strings is its author's step, as a HowToStep is: its lines are that step's parts unless the page
    // shows each of them apart ("Preheat the oven…\nBoil a kettle (used in steps 3 & 5)" is step 1).
    if (several && typeof x === 'string') {
      const lines = stepsOf(x, shownWhole);
      if (lines.length > 1 && !lines.some((l) => looksLikeGroupLabel(l.step)) && !lines.every((l) => shownWhole(l.step))) {
        addLoose([{ step: lines.map((l) => l.step).join(' '), name: null }]);
        continue;
      }
    }
    const types = isObj(x) ? asArray(x['@type']).map(String) : [];
    if (isObj(x) && isSection(x)) {
      flushLoose();
      const read = (s: Json) => stepsOf(s, shownWhole);
      const steps = asArray(x.itemListElement ?? x.steps).flatMap((s) => (isSection(s) && isObj(s) ? asArray(s.itemListElement).flatMap(read) : read(s)));
      if (steps.length) groups.push({ name: firstText(x.name), steps: numberSteps(steps) });
    } else if (isObj(x) && types.some((t) => /ItemList$/.test(t))) {
      addLoose(asArray(x.itemListElement).flatMap((s) => stepsOf(s, shownWhole)));
    } else addLoose(stepsOf(x, shownWhole));
  }
  flushLoose();
  return groups;
}

// ---------------------------------------------------------------- one recipe

function nutrition(v: Json | undefined): Record<string, string> | null {
  const n = asArray(v).find(isObj);
  if (!n) return null;
  const out: Record<string, string> = {};
  for (const [k, val] of Object.entries(n)) {
    if (k.startsWith('@')) continue;
    const t = firstText(val);
    if (t) out[k] = t;
  }
  return Object.keys(out).length ? out : null;
}

/**
 * Ingredient lists read from values that each held several lines: the generator joined lines as it
 * wrote them and may have cut them too (one plugin's "1.5 tsp ginger" sent as "5 tsp ginger", its
 * "1." taken for list numbering), so the page's own lines are compared (doubtfulIngredients).
 */
const JOINED_VALUES = new WeakSet<IngredientGroup[]>();

/**
 * Ingredient lists whose values after the first open with a space (" in Stücken", " 250 g Rindfleisch"):
 * a generator split the lines at their commas, so the page's lines are compared (commaSplitLines).
 */
const COMMA_SPLIT = new WeakSet<IngredientGroup[]>();

/** Where a value written as several lines breaks. */
const VALUE_LINES = new RegExp(`\\r?\\n|${RAW_BREAK}|<br\\s*\\/?>|<\\/(?:p|li)>`, 'i');

/** Ingredient values as groups: a `{ "@group": name }` marker (from microdata headings) or a colon-ended label line starts a group. */
function ingredientGroupsOf(v: Json | undefined): IngredientGroup[] {
  const groups: IngredientGroup[] = [];
  let joined = false;
  let current: IngredientGroup = { name: null, ingredients: [] };
  const open = (name: string) => {
    if (current.ingredients.length) groups.push(current);
    current = { name, ingredients: [] };
  };
  for (const x of asArray(v)) {
    if (isObj(x) && typeof x['@group'] === 'string') {
      open(x['@group']);
      continue;
    }
    // A value written as several lines ("2 concombres\r\n400 g de yaourt grec") holds one ingredient per line.
    const values = typeof x === 'string' ? x.split(VALUE_LINES) : [x];
    if (texts(values).length > 1) joined = true;
    for (const t of texts(values)) {
      const line = t.replace(/^(?:[▢☐□•·●◦▪■*–—-]\s*)+/u, '');
      if (looksLikeGroupLabel(line)) open(line.replace(/[:：]\s*$/, ''));
      else if (line) current.ingredients.push(line);
    }
  }
  if (current.ingredients.length) groups.push(current);
  if (joined) JOINED_VALUES.add(groups);
  const values = asArray(v).filter((x): x is string => typeof x === 'string');
  // A number's decimal comma split too ("1" / "5 TL Senf") leaves no space: most, not all, values open with one.
  const spaced = values.slice(1).filter((x) => /^\s/.test(x)).length;
  if (values.length >= 3 && !/^\s/.test(values[0]!) && spaced * 4 >= (values.length - 1) * 3) COMMA_SPLIT.add(groups);
  return groups;
}

/** A schema.org object (JSON-LD or microdata) in the common layer shape, plus the fields only schema.org carries. */
function schemaLayer(o: Obj, shownWhole: ShownWhole): { layer: LayerRecipe; rest: Omit<ExtractedRecipe, 'index' | 'format' | 'plugin' | keyof Derived> } {
  const layer: LayerRecipe = {
    name: firstText(o.name) ?? firstText(o.headline),
    // The older "ingredients" property where it lists more lines than "recipeIngredient" (a page may give the latter as one joined value).
    ingredient_groups: ingredientGroupsOf(
      asArray(o.ingredients).length > asArray(o.recipeIngredient).length ? o.ingredients : (o.recipeIngredient ?? o.ingredients),
    ),
    instructions: instructionGroups(o.recipeInstructions, shownWhole),
    yields: texts(o.recipeYield ?? o.yield),
    prep: firstText(o.prepTime),
    cook: firstText(o.cookTime),
    total: firstText(o.totalTime),
  };
  return {
    layer,
    rest: {
      description: firstText(o.description),
      authors: texts(o.author).filter((a) => !isUrl(a)),
      date_published: firstText(o.datePublished),
      categories: list(o.recipeCategory),
      cuisines: list(o.recipeCuisine),
      keywords: list(o.keywords),
      suitable_for_diet: texts(o.suitableForDiet).map(term),
      nutrition: nutrition(o.nutrition),
      unverified: true,
    },
  };
}

/** Fields computed from the merged layers. */
type Derived = Pick<
  ExtractedRecipe,
  | 'name'
  | 'recipe_yield'
  | 'servings'
  | 'servings_max'
  | 'yield'
  | 'prep_minutes'
  | 'cook_minutes'
  | 'total_minutes'
  | 'times_raw'
  | 'ingredients'
  | 'ingredient_groups'
  | 'instructions'
  | 'language'
  | 'language_source'
  | 'field_sources'
>;

/** Fills the fields `into` lacks from `from`, recording `source` for each one filled. */
function fill(into: LayerRecipe, sources: Partial<Record<ExtractedField, ExtractionLayer>>, from: LayerRecipe, source: ExtractionLayer) {
  if (!into.name && from.name) [into.name, sources.name] = [from.name, source];
  if (!into.ingredient_groups.length && from.ingredient_groups.length) [into.ingredient_groups, sources.ingredients] = [from.ingredient_groups, source];
  if (!into.instructions.length && from.instructions.length) [into.instructions, sources.instructions] = [from.instructions, source];
  if (!into.yields.some((y) => /\d/.test(y)) && from.yields.some((y) => /\d/.test(y))) [into.yields, sources.recipe_yield] = [from.yields, source];
  for (const k of ['prep', 'cook', 'total'] as const) {
    if (minutesOf(into[k]) === null && minutesOf(from[k]) !== null) {
      into[k] = from[k];
      sources[`${k}_minutes`] = source;
    }
  }
}

const ingredientLines = (r: LayerRecipe) => r.ingredient_groups.flatMap((g) => g.ingredients);
const stepLines = (r: LayerRecipe) => r.instructions.flatMap((g) => g.steps.map((s) => s.step));

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

const isEmpty = (r: LayerRecipe) => !r.name || !r.ingredient_groups.length || !r.instructions.length || !r.yields.length || minutesOf(r.total) === null;

/** Recipes a page without structured data holds side by side: two plugin cards or more, else ingredient lists each followed by its steps. */
function severalRecipes(root: HtmlElement): { layer: LayerRecipe; format: ExtractionLayer; plugin: string | null }[] {
  const cards = pluginCards(root);
  // One card is the page's recipe: its headings are not read for more.
  if (cards) return cards.recipes.length > 1 ? cards.recipes.map((layer) => ({ layer, format: 'plugin', plugin: cards.plugin })) : [];
  return headingRecipes(root).map((layer) => ({ layer, format: 'headings', plugin: null }));
}

// ---------------------------------------------------------------- entry point

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

/** Elements a page shows one step in: a list item, or a block of the step's paragraphs (<div class="step"><p>…</p><p>…</p></div>). */
const STEP_BOXES = new Set(['li', 'div', 'section', 'td', 'dd']);

type StructuredRecipe = { layer: LayerRecipe; rest: ReturnType<typeof schemaLayer>['rest']; format: 'json-ld' | 'microdata' };

/**
 * The page's schema.org recipes, JSON-LD first, then microdata, and the first JSON-LD inLanguage.
 * The same recipe published twice counts once, the later copy filling gaps: in both forms, or as a
 * stub beside the full recipe (an SEO plugin's name-only Recipe). Two full recipes of one name stay two.
 */
/**
 * `summary` only sums `full` up (an SEO plugin's Recipe beside the card's own, both items of one list): three
 * names or more with no amount on any line and one step or none, where `full` gives lines with amounts and
 * two steps or more, and most of the summary's names are words of `full`'s lines ("button mushrooms" in
 * "½ lb button mushrooms"). Such a summary is no recipe of its own.
 */
function sumsUp(summary: LayerRecipe, full: LayerRecipe): boolean {
  const names = ingredientLines(summary);
  if (names.length < 3 || names.some((l) => /[\d½¼¾⅓⅔]/.test(l)) || stepLines(summary).length > 1) return false;
  const lines = ingredientLines(full);
  if (lines.length < names.length || stepLines(full).length < 2 || lines.filter((l) => AMOUNT_FIRST.test(l)).length * 2 < lines.length) return false;
  // Words by their first four letters: "onions" is "onion", "tomatillos" "tomatillo".
  const stems = (t: string) => (t.toLowerCase().match(/\p{L}{3,}/gu) ?? []).map((w) => w.slice(0, 4));
  const have = new Set(lines.flatMap(stems));
  return names.filter((n) => stems(n).length > 0 && stems(n).every((w) => have.has(w))).length * 2 > names.length;
}

function structuredRecipes(root: HtmlElement): { structured: StructuredRecipe[]; inLanguage: string | null } {
  const found: { o: Obj; format: 'json-ld' | 'microdata' }[] = [];
  let inLanguage: string | null = null;
  for (const el of elements(root)) {
    if (el.tag !== 'script' || !/^application\/ld\+json$/i.test((el.attrs.type ?? '').trim())) continue;
    const raw = el.children.filter((c): c is string => typeof c === 'string').join('');
    const json = parseJsonLd(raw);
    if (json === undefined) continue;
    const objs: Obj[] = [];
    collectJsonLd(json, objs);
    for (const o of objs) {
      found.push({ o, format: 'json-ld' });
      inLanguage ??= firstText(o.inLanguage);
    }
  }
  for (const o of collectMicrodata(root)) found.push({ o, format: 'microdata' });
  let boxes: HtmlElement[] | undefined;
  // A box's text is read only as far as the step could reach: an outer item of nested lists holds the page.
  const shownWhole: ShownWhole = (text) => {
    const want = squashed(text);
    return (boxes ??= [...elements(root)].filter((e) => STEP_BOXES.has(e.tag))).some((box) => {
      // Nodes are counted too: a box nested in boxes with little text would otherwise be read whole once per level.
      const t = textWithin(box, text.length * 2 + 200, 200);
      return t !== null && squashed(t) === want;
    });
  };

  const structured: StructuredRecipe[] = [];
  const nameKey = (r: LayerRecipe) => (r.name ?? '').toLowerCase().replace(/\s+/g, ' ').trim();
  const linesKey = (r: LayerRecipe) => ingredientLines(r).join('|').toLowerCase();
  const stub = (r: LayerRecipe) => !r.ingredient_groups.length || !r.instructions.length;
  for (const f of found) {
    const { layer, rest } = schemaLayer(f.o, shownWhole);
    if (!layer.name && layer.ingredient_groups.length === 0 && layer.instructions.length === 0) continue;
    const twin = structured.find(
      (s) => nameKey(s.layer) === nameKey(layer) && (linesKey(s.layer) === linesKey(layer) || s.format !== f.format || stub(s.layer) || stub(layer)),
    );
    if (!twin) structured.push({ layer, rest, format: f.format });
    else if (isEmpty(twin.layer)) fill(twin.layer, {}, layer, f.format);
  }
  const kept = structured.filter((s) => !structured.some((o) => sumsUp(s.layer, o.layer)));
  return { structured: withoutNamesOnly(kept), inLanguage };
}

/**
 * Recipes that give a name but neither a line nor a step are names only: an empty stub a plugin left beside its card
 * (healthy-delicious.com), the page's list of other drinks marked Recipe each (tuxedono2.com). Where another recipe
 * gives lines or steps they count for nothing; where none does, the first is the page's own (its lines read from the
 * page below), the rest its list.
 */
function withoutNamesOnly(structured: StructuredRecipe[]): StructuredRecipe[] {
  const withContent = structured.filter((s) => s.layer.ingredient_groups.length || s.layer.instructions.length);
  return withContent.length ? withContent : structured.slice(0, 1);
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
