/**
 * Deterministic analysis of a free-text ingredient list against the compact Open Food Facts
 * taxonomy (built by src/corpus/off-taxonomy.ts): additives with an EFSA-based concern level,
 * allergens, NOVA processing group, and vegan / vegetarian / gluten-free flags.
 *
 * Decisions:
 * - Concern scale, from the EFSA overexposure-risk property of the additive: `high` (EFSA found a
 *   high risk of exceeding the acceptable daily intake), `moderate`, `low` (evaluated, no
 *   overexposure risk found) and `none-known` (no EFSA overexposure assessment recorded).
 * - Allergens use one canonical list (EU 14, which covers the US 9): CANONICAL_ALLERGENS in ./allergens.ts.
 *   "May contain"/"traces" statements are reported separately in `traces` (and in `reasons`);
 *   they never enter `allergens`, but they do make `gluten_free` false.
 * - NOVA follows OFF's compute_nova_group: start at 1, raise to the group of every marker found
 *   (ingredient/additive markers and `nova` properties, ancestors included; product categories
 *   when given), never moving a group-2 product to group 3.
 * - vegan / vegetarian / gluten_free are true only on positive evidence for every ingredient:
 *   an unrecognised ingredient, an uncertain ("maybe") or unknown status makes them false.
 */
import { CANONICAL_ALLERGENS, type Allergen } from './allergens';
import { dropExemptWheat } from './allergen-exemptions';
import type { AdditiveFinding, IngredientAnalysis, ParsedIngredient } from './ingredient-findings';
import { collectStatement, parseItem, type Collected } from './ingredient-item';
import { separateStatements, splitTopLevel } from './ingredient-list-text';
import type { OffTaxonomy } from './ingredient-taxonomy';
import { novaGroup } from './nova-group';
import { indexTaxonomy, type TaxonomyIndex } from './taxonomy-lookup';
import { round } from '../round';

export interface AnalyzeOptions {
  /** Product categories (OFF tags, hierarchy-expanded) for category NOVA markers. */
  categories?: string[];
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
  return Math.min(100, round(total, 1));
}

/** Analyses a comma-separated ingredient list. Pure and deterministic. */
export function analyzeIngredients(text: string, taxonomy: OffTaxonomy, opts: AnalyzeOptions = {}): IngredientAnalysis {
  const idx = indexTaxonomy(taxonomy);
  const c: Collected = { idx, additives: new Map(), allergens: new Map(), traces: new Map(), nova: [], unknown: [], ingredientIdx: new Set() };
  const statements = separateStatements(dropExemptWheat(text.normalize('NFC').replace(/\r?\n+/g, ', ')), idx.prefixes);
  for (const t of statements.traces) collectStatement(t, c.traces, c);
  for (const t of statements.declared) collectStatement(t, c.allergens, c);
  const items = splitTopLevel(statements.body).map((s) => parseItem(s, c, false));

  // Category markers (products only).
  const categories = new Set(opts.categories ?? []);
  for (const [tag, group] of taxonomy.category_markers) if (categories.has(tag)) c.nova.push({ group, type: 'categories', tag });
  const nova = novaGroup(c.nova, idx, items, c.unknown.length);

  const diet = dietFlags(items, c);
  const additives = [...c.additives.values()]
    .map((a) => a.finding)
    .sort((a, b) => additiveOrder(a.code) - additiveOrder(b.code) || a.code.localeCompare(b.code));
  const allergens = CANONICAL_ALLERGENS.filter((a) => c.allergens.has(a));
  const traces = CANONICAL_ALLERGENS.filter((a) => c.traces.has(a) && !c.allergens.has(a));

  let dietClasses = 0;
  const matched = new Set<string>();
  for (const i of c.ingredientIdx) {
    const g = taxonomy.ingredients[i]!;
    dietClasses |= g.diet;
    matched.add(g.id);
    for (const a of g.anc) matched.add(taxonomy.ingredients[a]!.id);
  }
  const all = (flag: 'fvl' | 'fvn' | 'milk') => (it: ParsedIngredient) =>
    it.ids.length > 0 && it.ids.every((id) => taxonomy.ingredients[idx.idIndex.get(id)!]?.[flag]);
  return {
    additives,
    allergens,
    traces,
    nova: nova.group,
    nova_reason: nova.reason,
    nova_markers: nova.used,
    vegan: diet.vegan,
    vegetarian: diet.vegetarian,
    gluten_free: diet.glutenFree,
    reasons: analysisReasons(c, { additives, allergens, traces, novaReason: nova.reason, diet, itemCount: items.length }),
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

interface DietFlags {
  vegan: boolean;
  vegetarian: boolean;
  glutenFree: boolean;
  /** Why the list is not vegan / not vegetarian, ingredient by ingredient. */
  notesVegan: string[];
  notesVeg: string[];
}

/** Vegan, vegetarian and gluten-free: true only on positive evidence for every ingredient. */
function dietFlags(items: ParsedIngredient[], c: Collected): DietFlags {
  const notesVegan: string[] = [];
  const notesVeg: string[] = [];
  const vegan = items.length > 0 && dietStatus(items, c.idx, 'vegan', notesVegan) === 3;
  const vegetarian = items.length > 0 && dietStatus(items, c.idx, 'vegetarian', notesVeg) === 3;
  const allComplete = (xs: ParsedIngredient[]): boolean => xs.every((x) => x.complete && allComplete(x.children));
  const glutenFree = items.length > 0 && allComplete(items) && !c.allergens.has('gluten') && !c.traces.has('gluten');
  return { vegan, vegetarian, glutenFree, notesVegan, notesVeg };
}

/** The analysis in sentences: additives, allergens, traces, NOVA, diets, what was not recognised. */
function analysisReasons(
  c: Collected,
  f: { additives: AdditiveFinding[]; allergens: Allergen[]; traces: Allergen[]; novaReason: string; diet: DietFlags; itemCount: number },
): string[] {
  const { vegan, vegetarian, glutenFree, notesVegan, notesVeg } = f.diet;
  const reasons: string[] = [];
  for (const a of f.additives) reasons.push(`Additive ${a.code} (${a.name}): concern ${a.concern}.`);
  for (const al of f.allergens) reasons.push(`Contains ${al} (from "${c.allergens.get(al)}").`);
  for (const al of f.traces) reasons.push(`May contain ${al} (precautionary statement).`);
  reasons.push(f.novaReason);
  reasons.push(vegan ? 'Vegan: every ingredient is recognised as vegan.' : `Not vegan: ${firstNotes(notesVegan, f.itemCount)}.`);
  reasons.push(vegetarian ? 'Vegetarian: every ingredient is recognised as vegetarian.' : `Not vegetarian: ${firstNotes(notesVeg, f.itemCount)}.`);
  reasons.push(
    glutenFree
      ? 'Gluten-free: no gluten source among recognised ingredients.'
      : c.allergens.has('gluten')
        ? `Not gluten-free: contains gluten (from "${c.allergens.get('gluten')}").`
        : c.traces.has('gluten')
          ? 'Not gluten-free: may contain gluten.'
          : f.itemCount === 0
            ? 'Not gluten-free: no ingredients to check.'
            : 'Not gluten-free: cannot confirm, not every ingredient is fully recognised.',
  );
  if (c.unknown.length > 0) reasons.push(`Not recognised: ${c.unknown.slice(0, 5).join(', ')}${c.unknown.length > 5 ? ', …' : ''}.`);
  return reasons;
}

function additiveOrder(code: string): number {
  return Number(/\d+/.exec(code)?.[0] ?? 0);
}

function firstNotes(notes: string[], n: number): string {
  if (n === 0) return 'no ingredients to check';
  const uniq = [...new Set(notes)];
  return uniq.slice(0, 3).join('; ') + (uniq.length > 3 ? '; …' : '');
}
