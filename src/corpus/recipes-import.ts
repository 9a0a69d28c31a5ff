/**
 * Corpus source `recipes`: the owned recipe catalogue from every source in
 * <dataDir>/recipes/PROVENANCE.md — publicdomainrecipes (English) and HowToCook (Simplified
 * Chinese, kept as `language: 'zh-Hans'`).
 *
 * Per recipe: a stable integer id (source + slug), the recorded yield (servings only when the
 * source states servings or people), prep/cook/ready minutes from the raw strings, ingredient
 * lines parsed with quantities for the whole recipe as recorded, ordered instructions, tags
 * normalised into cuisines and meal types, a service-hosted image path when the image manifest has
 * a file, per-serving nutrition from the lines resolved to reference foods (with per-line evidence
 * and coverage), and diet metadata from ingredient analysis.
 *
 * Decisions:
 * - Markdown links in steps and lines keep their text and lose their target (no outside or
 *   upstream-site links are ever returned); images and HTML comments are dropped. Nothing else in
 *   the recipe's own text is changed, and Chinese text is never translated into it: the lexicon
 *   in zh-ingredients.ts only feeds name resolution and `normalized_name`.
 * - HowToCook quantities are per "portion" whose size the servings sentence states ("一份正好够 2
 *   个人吃"): the recorded lines are the whole recipe for that many servings.
 * - Ranges count by their lower bound (quantities, servings) and upper bound (times).
 * - Fat recorded for deep-frying or greasing ("1 l oil for frying", "食用油 1000ml（用于炸制）") stays on
 *   the line but out of the totals: the share absorbed is not recorded, and counting all of it
 *   would overstate a serving many times over. It is reported with the unquantified lines.
 * - Admission to owned discovery (ADMISSION): ingredients, instructions, known servings, per-serving
 *   calories and all three macros, coverage high enough for the total to mean something, and a
 *   per-serving energy one person could eat (at most 3000 kcal).
 *   Recipes that miss it are still imported (their id routes work) with `exclusion_reasons`.
 */
import { createReadStream, existsSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { FoodRecord } from '../domain/foods/food';
import { parseIngredientLine, type ParsedIngredientLine } from '../domain/language/ingredient-line';
import { analyzeDiets } from '../domain/recipes/dietary';
import { resolveLineFood, type NameResolver } from '../domain/foods/name-resolver';
import { lineGrams, type WeighableLine } from '../domain/language/line-grams';
import { foodNameResolver } from '../search/name-index';
import { foodsOfPart } from './part-foods';
import { stableId } from '../domain/recipes/ids';
import { normaliseIngredientName } from '../domain/language/names';
import { perServing, sumRecipe } from '../domain/recipes/recipe-nutrition';
import { parseServingsField, parseZhServings } from '../domain/recipes/servings';
import { normaliseTags } from '../domain/recipes/tags';
import { parseDurationMinutes, parseZhTotalTime } from '../domain/recipes/times';
import type { IngredientEvidence, InstructionGroup, RecipeIngredient, RecipeRecord, RecipeSource, RecipesPart, RecipeYield } from '../domain/recipes/types';
import type { BuildContext, CorpusSource } from './source';
import { isZhLabelLine, lookupZhIngredient, parseZhIngredientLine, splitZhEntry } from '../domain/language/zh-ingredients';

// 17: a food sold in sheets (laver) is counted in sheets, a Japanese cut (切れ) is a slice; 16: vessels hold a standard portion, 'cooked' synonyms, sized count units, UK names (muscovado, canned tuna, ground almonds); 15: food names (cuts, cheeses, pasta shapes…, staples in other languages), per-item sizes, no wedge as a whole fruit, implausible serving energy; 14: one list of food states; 13: anchovies; 12: raw by default; 11: dried = dry; 10: more names; 9: medium items; 8: a spoon(ful) is a tablespoon; 7: size alternatives ("large/jumbo shrimp"); 6: cooking verbs; 5: canned lines, fluid cups; 4: names; 3: pinch; 2: related portions.
const RECIPES_VERSION = '17';

const FILES: Record<RecipeSource, { recipes: string; images: string }> = {
  publicdomainrecipes: { recipes: 'recipes/publicdomainrecipes.recipes.jsonl', images: 'recipes/images/publicdomainrecipes/manifest.jsonl' },
  howtocook: { recipes: 'recipes/howtocook.recipes.jsonl', images: 'recipes/images/howtocook/manifest.jsonl' },
};

const LICENSES: Record<RecipeSource, { license: string; attribution: string; language: 'en' | 'zh-Hans' }> = {
  publicdomainrecipes: {
    license: 'Public domain (Unlicense)',
    attribution: 'Public Domain Recipes (publicdomainrecipes.com), community contributed',
    language: 'en',
  },
  howtocook: { license: 'Unlicense', attribution: 'HowToCook 程序员做饭指南 (Anduin2017/HowToCook), community contributed', language: 'zh-Hans' },
};

/** Admission thresholds: documented, one place. */
const ADMISSION = {
  /** Share of all ingredient lines that must resolve to a weight and a food. */
  min_resolved_share: 0.5,
  /** Share of lines with a stated amount that must resolve to a weight and a food. */
  min_quantified_resolved_share: 0.75,
  /** Share of the stated weight (where a weight is known) that must belong to resolved foods. */
  min_weight_share: 0.9,
  /**
   * Per-serving energy above which the stated servings cannot be what one person eats (a
   * "2-4" yield on four loaves of bread): the total stays on the record, discovery leaves it out.
   */
  max_serving_kcal: 3000,
};

type LineParser = (line: string) => ParsedIngredientLine;

interface RawRecipe {
  id: string;
  title: string;
  author: string | null;
  tags: string[] | null;
  description: string | null;
  prep_time_raw: string | null;
  cook_time_raw: string | null;
  servings_raw: string | null;
  ingredients: string[] | null;
  ingredient_groups: (string | null)[] | null;
  instructions: string[] | null;
}

async function* jsonl<T>(path: string): AsyncGenerator<T> {
  const lines = createInterface({ input: createReadStream(path), crlfDelay: Infinity });
  for await (const line of lines) if (line.trim()) yield JSON.parse(line) as T;
}

/** "[text](target)" → "text"; "![alt](img)" and HTML comments → nothing. */
function stripLinks(s: string): string {
  return s
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[ \t]+\n/g, '\n')
    .trim();
}

// ---------------------------------------------------------------- one ingredient line

interface LineResult {
  ingredient: RecipeIngredient;
  food: FoodRecord | null;
  /** English name used for diet analysis. */
  dietName: string;
  /** Frying or greasing fat: recorded, but how much is eaten is not, so it stays out of the totals. */
  frying: boolean;
}

const FRYING =
  /\bfor (?:deep[- ]?|shallow[- ]?|pan[- ]?)?frying\b|\bto (?:deep[- ]?)?fry\b|\bfor (?:greasing|the pan|the pot|the griddle)\b|\bdeep[- ]?fry|用于炸|炸制|油炸|炸.{0,4}用|用来炸|消耗量会少|刷锅|防粘/i;
const FAT = /\b(?:oil|lard|shortening|fat|ghee|tallow|dripping)s?\b/i;

function evidence(lookup: string | null, w: { method: string; detail: string } | null, reason: string | null): IngredientEvidence {
  return { grams_method: w?.method ?? null, grams_detail: w?.detail ?? null, lookup_name: lookup, reason };
}

function finish(
  original: string,
  group: string | null,
  name: string,
  normalized: string | null,
  p: WeighableLine & {
    quantity_max: number | null;
    unit_text: string | null;
    quantity_known: boolean;
    preparation: string | null;
    alternatives?: readonly string[];
  },
  lookup: string | null,
  resolver: NameResolver,
): LineResult {
  const hit = lookup ? resolveLineFood(resolver, lookup, p) : null;
  const food = hit?.food ?? null;
  const w = p.quantity_known ? lineGrams(p, food, food ? () => resolver.related(food) : undefined) : null;
  let reason: string | null = null;
  if (!p.quantity_known) reason = 'no usable amount';
  else if (!food) reason = lookup ? 'no reference food matched the name' : 'no English name known for this ingredient';
  else if (!w) reason = `no weight evidence for unit ${p.unit ?? '(count)'} of this food`;
  const frying = FRYING.test(original) && (food?.group === 'Fats and Oils' || FAT.test(lookup ?? name));
  if (frying) reason = 'frying or greasing fat: the amount eaten is not recorded';
  return {
    food,
    dietName: lookup ?? name,
    frying,
    ingredient: {
      original,
      group,
      name,
      normalized_name: normalized,
      quantity: p.quantity_known ? p.quantity : null,
      quantity_max: p.quantity_known ? p.quantity_max : null,
      unit: p.unit,
      unit_text: p.unit_text,
      quantity_known: p.quantity_known,
      preparation: p.preparation,
      optional: /\boptional\b|可选|可不放|可省略/i.test(original),
      grams: w ? Math.round(w.grams * 100) / 100 : null,
      food: food ? { id: food.id, name: food.name } : null,
      evidence: evidence(lookup, w, reason),
    },
  };
}

function englishLine(raw: string, group: string | null, parse: LineParser, resolver: NameResolver): LineResult {
  const original = stripLinks(raw);
  const p = parse(original);
  const name = p.name.trim() || original;
  return finish(original, group, name, normaliseIngredientName(name) || null, { ...p, name }, name, resolver);
}

function chineseLine(raw: string, group: string | null, resolver: NameResolver): LineResult {
  const original = stripLinks(raw);
  const p = parseZhIngredientLine(original);
  const latin = /^[a-z][a-z\s'-]*$/i.test(p.name);
  const hit = latin ? { english: p.name.toLowerCase(), matched: p.name } : lookupZhIngredient(p.name);
  const weighable = { ...p, name: hit?.english ?? p.name, alternatives: [] as string[] };
  return finish(original, group, p.name || original, hit ? normaliseIngredientName(hit.english) : null, weighable, hit?.english ?? null, resolver);
}

// ---------------------------------------------------------------- one recipe

function instructionsOf(raw: RawRecipe): InstructionGroup[] {
  const steps = (raw.instructions ?? []).map(stripLinks).filter((s) => s.length > 0);
  return steps.length ? [{ name: null, steps: steps.map((step, i) => ({ number: i + 1, step })) }] : [];
}

function popularity(r: Omit<RecipeRecord, 'popularity'>): number {
  // No usage data exists: rank by how complete the record is.
  let p = 0;
  if (r.image) p += 20;
  if (r.ready_in_minutes !== null) p += 15;
  if (r.description) p += 10;
  if (r.yield.servings !== null) p += 15;
  if (r.nutrition) p += Math.round(30 * r.nutrition.coverage.resolved_share);
  if (Object.values(r.dietary).some((d) => d.value !== null)) p += 10;
  return Math.min(100, p);
}

export interface RecipeBuildOptions {
  resolver: NameResolver;
  parseLine: LineParser;
  subset?: Set<string>;
}

interface Prepared {
  source: RecipeSource;
  raw: RawRecipe;
}

function buildOne(source: RecipeSource, raw: RawRecipe, id: number, images: Map<string, string>, opts: RecipeBuildOptions): RecipeRecord {
  const meta = LICENSES[source];
  const lines: LineResult[] = [];
  const entries = raw.ingredients ?? [];
  entries.forEach((entry, i) => {
    const declared = raw.ingredient_groups?.[i] ?? null;
    if (source === 'howtocook') {
      const { group, lines: subs } = splitZhEntry(entry);
      for (const s of subs) if (!isZhLabelLine(s)) lines.push(chineseLine(s, group ?? declared, opts.resolver));
    } else if (entry.trim()) lines.push(englishLine(entry, declared, opts.parseLine, opts.resolver));
  });

  const yieldOf: RecipeYield = source === 'howtocook' ? parseZhServings(raw.servings_raw) : parseServingsField(raw.servings_raw);
  const prep = parseDurationMinutes(raw.prep_time_raw);
  const cook = parseDurationMinutes(raw.cook_time_raw);
  const zhTotal = source === 'howtocook' ? parseZhTotalTime(raw.description) : null;
  const ready = zhTotal ? zhTotal.minutes : prep !== null || cook !== null ? (prep ?? 0) + (cook ?? 0) : null;
  const tags = normaliseTags(raw.tags ?? []);
  const instructions = instructionsOf(raw);

  const totals = sumRecipe(lines.map((l) => ({ grams: l.ingredient.grams, food: l.food, quantity_known: l.ingredient.quantity_known && !l.frying })));
  const servings = yieldOf.servings;
  const nutrition = servings !== null && totals.coverage.weighted > 0 ? perServing(totals, servings) : null;
  const diet = analyzeDiets(
    lines.map((l) => ({ label: l.ingredient.original, name: l.dietName, food: l.food ? { name: l.food.name, group: l.food.group } : null })),
  );

  const reasons: string[] = [];
  if (lines.length === 0) reasons.push('no_ingredients');
  if (instructions.length === 0) reasons.push('no_instructions');
  if (servings === null) reasons.push('servings_unknown');
  const quantified = totals.coverage.lines - totals.coverage.unquantified;
  const quantifiedShare = quantified > 0 ? totals.coverage.weighted / quantified : 0;
  if (
    lines.length > 0 &&
    (totals.coverage.weighted === 0 ||
      totals.coverage.resolved_share < ADMISSION.min_resolved_share ||
      quantifiedShare < ADMISSION.min_quantified_resolved_share ||
      (totals.coverage.weight_share ?? 0) < ADMISSION.min_weight_share)
  ) {
    reasons.push('ingredients_unresolved');
  } else if (nutrition && [nutrition.calories, nutrition.protein_g, nutrition.carbs_g, nutrition.fat_g].some((v) => v === null)) {
    reasons.push('macros_incomplete');
  } else if (nutrition && (nutrition.calories ?? 0) > ADMISSION.max_serving_kcal) {
    reasons.push('implausible_serving_energy');
  }

  const image = images.get(raw.id) ?? null;
  const record: Omit<RecipeRecord, 'popularity'> = {
    id,
    source,
    source_id: raw.id,
    language: meta.language,
    title: raw.title.trim(),
    description: raw.description ? stripLinks(raw.description) : null,
    author: raw.author ?? null,
    license: meta.license,
    attribution: raw.author ? `${meta.attribution}; author: ${raw.author}` : meta.attribution,
    yield: yieldOf,
    prep_minutes: prep,
    cook_minutes: cook,
    ready_in_minutes: ready,
    times_raw: { prep: raw.prep_time_raw ?? null, cook: raw.cook_time_raw ?? null, ready: zhTotal?.clause ?? null },
    ingredients: lines.map((l) => l.ingredient),
    instructions,
    source_tags: raw.tags ?? [],
    cuisines: tags.cuisines,
    meal_types: tags.meal_types,
    diets: diet.diets,
    dietary: diet.dietary,
    image: image ? `/v1/images/recipes/${encodeURIComponent(image)}` : null,
    nutrition,
    nutrition_per_recipe:
      totals.coverage.weighted > 0 ? { calories: totals.calories, protein_g: totals.protein_g, carbs_g: totals.carbs_g, fat_g: totals.fat_g } : null,
    admitted: reasons.length === 0,
    exclusion_reasons: reasons,
  };
  return { ...record, popularity: popularity(record) };
}

async function readImages(dataDir: string, source: RecipeSource, files: Record<string, string>): Promise<Map<string, string>> {
  const path = join(dataDir, FILES[source].images);
  const out = new Map<string, string>();
  if (!existsSync(path)) return out;
  for await (const m of jsonl<{ recipe_id: string; file: string }>(path)) {
    out.set(m.recipe_id, m.file);
    files[m.file] = `recipes/images/${source}/${m.file}`;
  }
  return out;
}

/** Builds the part from the data dir; pure apart from reading the input files. */
export async function buildRecipes(
  dataDir: string,
  opts: RecipeBuildOptions,
  progress: (msg: string, done?: number, total?: number) => void = () => {},
): Promise<{ part: RecipesPart; excluded: Record<string, number>; notes: string[] }> {
  const prepared: Prepared[] = [];
  const imageFiles: Record<string, string> = {};
  const imageMaps = new Map<RecipeSource, Map<string, string>>();
  for (const source of Object.keys(FILES) as RecipeSource[]) {
    imageMaps.set(source, await readImages(dataDir, source, imageFiles));
    for await (const raw of jsonl<RawRecipe>(join(dataDir, FILES[source].recipes))) {
      if (opts.subset && !opts.subset.has(raw.id)) continue;
      prepared.push({ source, raw });
    }
  }
  // Ids are issued in (source, slug) order so collisions resolve the same way on every build.
  prepared.sort((a, b) => (a.source === b.source ? (a.raw.id < b.raw.id ? -1 : a.raw.id > b.raw.id ? 1 : 0) : a.source < b.source ? -1 : 1));
  const taken = new Set<number>();
  const recipes: RecipeRecord[] = [];
  const excluded: Record<string, number> = {};
  prepared.forEach((p, i) => {
    const id = stableId(p.source, p.raw.id, taken);
    taken.add(id);
    const r = buildOne(p.source, p.raw, id, imageMaps.get(p.source)!, opts);
    recipes.push(r);
    for (const reason of r.exclusion_reasons) excluded[reason] = (excluded[reason] ?? 0) + 1;
    if (i % 100 === 0) progress('recipes', i, prepared.length);
  });
  // Only images of imported recipes are served.
  const used = new Set(recipes.map((r) => (r.image ? decodeURIComponent(r.image.split('/').pop()!) : null)).filter(Boolean));
  const images = Object.fromEntries(Object.entries(imageFiles).filter(([f]) => used.has(f)));
  const notes: string[] = [];
  for (const source of Object.keys(FILES) as RecipeSource[]) {
    const mine = recipes.filter((r) => r.source === source);
    const lines = mine.flatMap((r) => r.ingredients);
    notes.push(
      `${source}: ${mine.length} imported, ${mine.filter((r) => r.admitted).length} admitted to discovery; ` +
        `${lines.filter((l) => l.grams !== null).length}/${lines.length} ingredient lines weighed, ${lines.filter((l) => l.grams !== null && l.food).length} weighed and resolved to a food`,
    );
  }
  return { part: { version: Number(RECIPES_VERSION), recipes, images }, excluded, notes };
}

/** The corpus source; `parseLine` defaults to the shared English ingredient-line parser. */
function createRecipesSource(parseLine: LineParser = parseIngredientLine): CorpusSource<RecipesPart> {
  return {
    name: 'recipes',
    version: RECIPES_VERSION,
    inputs: (dataDir) => Object.values(FILES).flatMap((f) => [join(dataDir, f.recipes), join(dataDir, f.images)]),
    async build(ctx: BuildContext) {
      const resolver = foodNameResolver(foodsOfPart(ctx.parts['usda-sr28']));
      const { part, excluded, notes } = await buildRecipes(ctx.dataDir, { resolver, parseLine, subset: ctx.subset?.recipes }, ctx.progress);
      return { part, manifest: { imported: part.recipes.length, excluded, notes } };
    },
  };
}

export const recipesSource = createRecipesSource();
