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
import { CANONICAL_ALLERGENS } from './allergens';
import { dropExemptWheat } from './allergen-exemptions';
import type { IngredientAnalysis, NovaMarker, ParsedIngredient } from './ingredient-findings';
import { collectStatement, parseItem, type Collected } from './ingredient-item';
import { CONTAINS_TRIGGER, STORAGE_TRIGGERS, TRACE_TRIGGERS, cutSentences, splitTopLevel } from './ingredient-list-text';
import type { OffTaxonomy } from './ingredient-taxonomy';
import { describeMarker, listMarkers, NOVA_NAMES } from './nova-markers';
import { indexTaxonomy, type TaxonomyIndex } from './taxonomy-lookup';
import { normalizeTerm } from './term-key';
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
  let body = dropExemptWheat(text.normalize('NFC').replace(/\r?\n+/g, ', '));

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
