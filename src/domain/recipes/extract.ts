/**
 * schema.org Recipe extraction from a page's HTML (POST /v1/recipes/extract with `html`):
 * JSON-LD blocks (including @graph, arrays, ItemList and nested entities) and microdata
 * (itemscope/itemtype/itemprop).
 *
 * Rules (spec rule 5 and limits):
 * - At most 1 MiB of HTML and 20 recipes per page; `select_index` picks one when there are several.
 * - The source text is preserved (entities decoded, markup removed, whitespace collapsed) and
 *   labelled unverified; nothing is saved.
 * - Only a yield explicitly labelled as servings ("4 servings", "Serves 4", "2 人份") becomes a
 *   serving count; a bare "4" or "1 loaf" stays in `recipe_yield` only.
 * - URLs (images, author pages, the page itself) are never returned: outside links are not part of
 *   the service's answers.
 * - A page without recipe structured data is a typed 422.
 */
import { IMPORT_LIMITS } from './recipe-import-limits';
import { invalidInput, unprocessable } from './errors';
import { elements, parseHtml, textContent, type HtmlElement } from './html-tree';
import { parseZhServings } from './servings';
import { parseDurationMinutes } from './times';
import type { InstructionGroup } from './types';

export interface ExtractedRecipe {
  index: number;
  format: 'json-ld' | 'microdata';
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
  ingredients: string[];
  instructions: InstructionGroup[];
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
  candidates: { index: number; name: string | null; format: 'json-ld' | 'microdata' }[];
  /** True when the page held more recipes than the 20 read. */
  truncated: boolean;
}

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
type Obj = { [k: string]: Json };

// ---------------------------------------------------------------- value helpers

const clean = (s: string) => s.replace(/<[^>]*>/g, ' ').replace(/\s+/g, ' ').trim();
const isObj = (v: Json | undefined): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const asArray = (v: Json | undefined): Json[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]);

function decodeText(s: string): string {
  // JSON-LD strings often carry HTML entities and tags; text is kept, markup is not.
  return clean(parseTextEntities(s));
}
function parseTextEntities(s: string): string {
  return textContent(parseHtml(s.replace(/</g, ' <')));
}

function texts(v: Json | undefined): string[] {
  const out: string[] = [];
  for (const x of asArray(v)) {
    if (typeof x === 'string' || typeof x === 'number') {
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
  return [...new Set(texts(v).flatMap((t) => t.split(/\s*,\s*/)).filter(Boolean))];
}

function isUrl(s: string) {
  return /^(?:https?:)?\/\//i.test(s);
}

/** "http://schema.org/VeganDiet" → "VeganDiet": the term, without the link. */
function term(s: string) {
  return isUrl(s) ? s.replace(/\/+$/, '').split('/').pop()! : s;
}

// ---------------------------------------------------------------- durations and servings

/** Minutes of an ISO 8601 duration ("PT1H30M", "P0DT0H20M") or of free text ("20 min"). */
export function durationMinutes(raw: string | null): number | null {
  if (!raw) return null;
  const m = /^P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/i.exec(raw.trim());
  if (m && raw.trim().length > 1 && (m[1] || m[2] || m[3] || m[4])) {
    return Math.round(Number(m[1] ?? 0) * 1440 + Number(m[2] ?? 0) * 60 + Number(m[3] ?? 0) + Number(m[4] ?? 0) / 60);
  }
  return parseDurationMinutes(raw);
}

const EXPLICIT_SERVINGS = [
  /(\d+)\s*(?:(?:-|–|to)\s*(\d+)\s*)?(?:servings?|portions?|people|persons?|serves)\b/i,
  /\b(?:serves|servings?|portions?|feeds)\s*:?\s*(\d+)(?:\s*(?:-|–|to)\s*(\d+))?/i,
];

/** A serving count only from a yield that says servings/people/portions; else null. */
export function explicitServings(yields: string[]): { servings: number | null; servings_max: number | null } {
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

function instructionGroups(v: Json | undefined): InstructionGroup[] {
  const groups: InstructionGroup[] = [];
  const loose: string[] = [];
  const flushLoose = () => {
    if (loose.length) groups.push({ name: null, steps: loose.splice(0).map((step, i) => ({ number: i + 1, step })) });
  };
  const stepTexts = (x: Json): string[] => {
    if (typeof x === 'string') {
      // A single string may hold several line- or paragraph-separated steps.
      return x.replace(/<\/(?:p|li)>|<br\s*\/?>/gi, '\n').split(/\n+/).map(decodeText).filter(Boolean);
    }
    if (isObj(x)) {
      const t = firstText(x.text) ?? firstText(x.name) ?? firstText(x.description);
      return t ? [t] : [];
    }
    return [];
  };
  for (const x of asArray(v)) {
    const types = isObj(x) ? asArray(x['@type']).map(String) : [];
    if (isObj(x) && types.some((t) => /HowToSection$/.test(t))) {
      flushLoose();
      const steps = asArray(x.itemListElement ?? x.steps).flatMap((s) => (isObj(s) && asArray(s['@type']).some((t) => /HowToSection$/.test(String(t))) ? asArray(s.itemListElement).flatMap(stepTexts) : stepTexts(s)));
      if (steps.length) groups.push({ name: firstText(x.name), steps: steps.map((step, i) => ({ number: i + 1, step })) });
    } else if (isObj(x) && types.some((t) => /ItemList$/.test(t))) {
      loose.push(...asArray(x.itemListElement).flatMap(stepTexts));
    } else loose.push(...stepTexts(x));
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

function toRecipe(o: Obj, format: 'json-ld' | 'microdata', index: number): ExtractedRecipe {
  const yields = texts(o.recipeYield ?? o.yield);
  const prep = firstText(o.prepTime);
  const cook = firstText(o.cookTime);
  const total = firstText(o.totalTime);
  return {
    index,
    format,
    name: firstText(o.name) ?? firstText(o.headline),
    description: firstText(o.description),
    authors: texts(o.author).filter((a) => !isUrl(a)),
    date_published: firstText(o.datePublished),
    recipe_yield: yields,
    ...explicitServings(yields),
    prep_minutes: durationMinutes(prep),
    cook_minutes: durationMinutes(cook),
    total_minutes: durationMinutes(total),
    times_raw: { prep, cook, total },
    ingredients: texts(o.recipeIngredient ?? o.ingredients),
    instructions: instructionGroups(o.recipeInstructions),
    categories: list(o.recipeCategory),
    cuisines: list(o.recipeCuisine),
    keywords: list(o.keywords),
    suitable_for_diet: texts(o.suitableForDiet).map(term),
    nutrition: nutrition(o.nutrition),
    unverified: true,
  };
}

// ---------------------------------------------------------------- JSON-LD

const isRecipeType = (v: Json | undefined) => asArray(v).some((t) => typeof t === 'string' && /(?:^|[/:#])Recipe$/i.test(t.trim()));

/** Lenient JSON.parse for the blocks pages really publish (comments, CDATA, raw newlines, trailing commas). */
function parseJsonLd(raw: string): Json | undefined {
  const attempts = [
    raw,
    raw.replace(/^\s*(?:<!--|\/\*\s*<!\[CDATA\[\s*\*\/)|(?:-->|\/\*\s*\]\]>\s*\*\/)\s*$/g, ''),
  ];
  for (const a of attempts) {
    try {
      return JSON.parse(a) as Json;
    } catch {}
  }
  const fixed = attempts[1]!
    .replace(/[\u0000-\u001f]+/g, ' ')
    .replace(/,\s*([}\]])/g, '$1');
  try {
    return JSON.parse(fixed) as Json;
  } catch {
    return undefined;
  }
}

function collectJsonLd(v: Json, out: Obj[], depth = 0) {
  if (depth > 12) return;
  if (Array.isArray(v)) for (const x of v) collectJsonLd(x, out, depth + 1);
  else if (isObj(v)) {
    if (isRecipeType(v['@type'])) {
      out.push(v);
      return;
    }
    for (const [k, x] of Object.entries(v)) if (k !== '@context') collectJsonLd(x, out, depth + 1);
  }
}

// ---------------------------------------------------------------- microdata

const MICRODATA_URL_TAGS = new Set(['a', 'area', 'link', 'img', 'audio', 'video', 'source', 'iframe', 'embed', 'track', 'object']);

function itemValue(el: HtmlElement): Json {
  if ('itemscope' in el.attrs) return microdataItem(el);
  if (el.tag === 'meta') return el.attrs.content ?? '';
  if (MICRODATA_URL_TAGS.has(el.tag)) {
    const u = el.attrs.href ?? el.attrs.src ?? el.attrs.data ?? '';
    return isUrl(u) ? u : textContent(el) || u;
  }
  if (el.tag === 'time' && el.attrs.datetime) return el.attrs.datetime;
  if ((el.tag === 'data' || el.tag === 'meter') && el.attrs.value) return el.attrs.value;
  if (el.attrs.content) return el.attrs.content;
  return textContent(el);
}

/** Properties of one item: itemprop descendants, not crossing into nested items. */
function microdataItem(scope: HtmlElement): Obj {
  const o: Obj = {};
  if (scope.attrs.itemtype) o['@type'] = scope.attrs.itemtype.split(/\s+/).filter(Boolean);
  const add = (name: string, value: Json) => {
    const prev = o[name];
    o[name] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  };
  const walk = (el: HtmlElement) => {
    for (const c of el.children) {
      if (typeof c === 'string') continue;
      if (c.attrs.itemprop) for (const p of c.attrs.itemprop.split(/\s+/).filter(Boolean)) add(p, itemValue(c));
      if (!('itemscope' in c.attrs)) walk(c);
    }
  };
  walk(scope);
  // Repeated ingredient/step properties are lists even with one value.
  for (const k of ['recipeIngredient', 'ingredients', 'recipeInstructions']) if (o[k] !== undefined && !Array.isArray(o[k])) o[k] = [o[k]!];
  return o;
}

function collectMicrodata(root: HtmlElement): Obj[] {
  const out: Obj[] = [];
  const inside = new Set<HtmlElement>();
  for (const el of elements(root)) {
    if (!('itemscope' in el.attrs) || !isRecipeType((el.attrs.itemtype ?? '').split(/\s+/))) continue;
    if (inside.has(el)) continue;
    out.push(microdataItem(el));
    for (const d of elements(el)) inside.add(d);
  }
  return out;
}

// ---------------------------------------------------------------- entry point

export interface ExtractRequest {
  html: string;
  select_index?: number;
}

export function extractRecipes(req: ExtractRequest): ExtractionResult {
  if (typeof req.html !== 'string' || req.html.trim() === '') throw invalidInput('html must be a non-empty string.', { parameter: 'html' });
  const bytes = Buffer.byteLength(req.html, 'utf8');
  if (bytes > IMPORT_LIMITS.max_html_bytes) throw invalidInput(`html is ${bytes} bytes; the limit is ${IMPORT_LIMITS.max_html_bytes}.`, { parameter: 'html', limit_bytes: IMPORT_LIMITS.max_html_bytes });
  const root = parseHtml(req.html);
  const found: { o: Obj; format: 'json-ld' | 'microdata' }[] = [];
  for (const el of elements(root)) {
    if (el.tag !== 'script' || !/^application\/ld\+json$/i.test((el.attrs.type ?? '').trim())) continue;
    const raw = el.children.filter((c): c is string => typeof c === 'string').join('');
    const json = parseJsonLd(raw);
    if (json === undefined) continue;
    const objs: Obj[] = [];
    collectJsonLd(json, objs);
    for (const o of objs) found.push({ o, format: 'json-ld' });
  }
  for (const o of collectMicrodata(root)) found.push({ o, format: 'microdata' });

  // The same recipe published in both forms counts once (JSON-LD first).
  const recipes: ExtractedRecipe[] = [];
  const seen = new Set<string>();
  for (const f of found) {
    const r = toRecipe(f.o, f.format, recipes.length);
    if (!r.name && r.ingredients.length === 0 && r.instructions.length === 0) continue;
    const key = `${(r.name ?? '').toLowerCase()}|${r.ingredients.join('|').toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    recipes.push(r);
  }
  if (recipes.length === 0) throw unprocessable('The page has no schema.org Recipe structured data (JSON-LD or microdata).');
  const truncated = recipes.length > IMPORT_LIMITS.max_recipes_per_page;
  const kept = recipes.slice(0, IMPORT_LIMITS.max_recipes_per_page);
  const idx = req.select_index ?? 0;
  if (!Number.isInteger(idx) || idx < 0 || idx >= kept.length) {
    throw invalidInput(`select_index must be an integer from 0 to ${kept.length - 1}.`, { parameter: 'select_index', count: kept.length });
  }
  return {
    count: kept.length,
    selected_index: idx,
    recipe: kept[idx]!,
    candidates: kept.map((r) => ({ index: r.index, name: r.name, format: r.format })),
    truncated,
  };
}
