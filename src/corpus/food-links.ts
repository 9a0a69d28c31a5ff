/**
 * Canonical foods: rows of the five reference tables that describe the same food in the same state,
 * joined into one food with a stable id (rules: src/domain/foods/food-links.ts).
 *
 * Candidates, strongest first:
 * 1. `cnf-sr28-code`: CNF names the SR28 food it took its values from (FOOD_NAME `CountryCode`, an
 *    SR28 NDB number) for its USDA-based rows. Where several CNF rows name one SR28 food (turkey
 *    hen, tom, broiler → "Turkey from whole"), only a row whose words the SR28 name holds is linked.
 * 2. `fndds-sr28-ingredient`: an FNDDS food made of exactly one SR28 ingredient, with no cooking
 *    retention and no moisture change, whose name adds no word to the ingredient's ("Watermelon
 *    juice, 100%" is made of raw watermelon but is juice).
 * 3. `same-name`: rows of two tables whose names hold the same food words and states ("Eggplant,
 *    raw"), English names, or French names for CIQUAL and CNF.
 * Every link needs names that do not contradict each other in state and profiles that agree (data
 * links within LINK_TOLERANCE, name links within AGREE_TOLERANCE): a name alone never links.
 * A canonical food holds at most one row per table, so links are taken strongest first and a link
 * that would put two rows of one table together is refused.
 *
 * The part lists the groups of two rows or more (a row alone is its own canonical food, with its
 * own id) and the link report the build prints: links by method, conflicts (linked, some value
 * beyond AGREE_TOLERANCE), refusals by reason, rows left alone per table.
 */
import { join } from 'node:path';
import type { FoodRecord } from '../domain/foods/food';
import { REFERENCE_DATASETS } from '../domain/foods/datasets';
import {
  AGREE_TOLERANCE,
  LINK_TOLERANCE,
  macroGaps,
  nameState,
  sameNameKey,
  stateConflicts,
  withoutNote,
  wordsWithin,
  type NameState,
} from '../domain/foods/food-links';
import { unspecified } from '../domain/foods/stand-ins';
import { csvRecordsOfFile } from './csv-stream';
import { uuidV5 } from '../domain/foods/ids';
import { referenceFoods } from './reference-parts';
import type { CorpusSource } from './source';

export const FOOD_LINKS_SOURCE = 'food-links';

const CNF_FOODS = 'cnf/FOOD_NAME.csv';
const FNDDS_INGREDIENTS = 'usda/fndds/fndds_2021_2023_ingredients.csv';

/**
 * CNF FoodSourceIDs whose values come from the USDA food the row names (FOOD_SOURCE.csv: "based on
 * data from USDA", with or without Canadian changes). Other sources (Canadian analyses, recipes)
 * keep the code as a pointer to a similar food only.
 */
const CNF_FROM_USDA = new Set(['0', '1', '3', '4', '6', '29', '30', '35']);

type LinkMethod = 'cnf-sr28-code' | 'fndds-sr28-ingredient' | 'same-name' | 'same-name-fr';
/** A parenthesised capitalised name in an FNDDS description: the product it stands for ("Fruit juice drink (Sunny D)"). */
const BRAND_NOTE = /\([^)]*[A-Z][^)]*\)/;
const METHOD_ORDER: LinkMethod[] = ['cnf-sr28-code', 'fndds-sr28-ingredient', 'same-name', 'same-name-fr'];

interface FoodLink {
  /** Row ids (FoodRecord.id). */
  a: string;
  b: string;
  method: LinkMethod;
  /** Energy and macros beyond AGREE_TOLERANCE: a conflict when not empty. */
  gaps: string[];
}

interface CanonicalGroup {
  /** The canonical food's id: from its anchor row (first table in REFERENCE_DATASETS order). */
  id: string;
  /** Row ids, anchor first, then in table order. */
  members: string[];
  /** Nutrients each member reports (completeness decides the default primary row without reading them at start). */
  reported: number[];
  links: FoodLink[];
}

export interface FoodLinksPart {
  groups: CanonicalGroup[];
  report: LinkReport;
}

interface LinkReport {
  linked: Record<string, number>;
  refused: Record<string, number>;
  conflicts: { a: string; b: string; method: LinkMethod; gaps: string[] }[];
  /** Rows left as their own canonical food, per table. */
  alone: Record<string, number>;
  canonical_foods: number;
}

/** The id of a canonical food of several rows, from its anchor row; a row alone keeps its own id. */
function canonicalId(anchor: Pick<FoodRecord, 'dataset' | 'source_id'>): string {
  return uuidV5(`canonical:${anchor.dataset}:${anchor.source_id}`);
}

interface Candidate {
  a: FoodRecord;
  b: FoodRecord;
  method: LinkMethod;
  /** Jaccard overlap of food words: orders candidates of one method. */
  overlap: number;
}

const tableRank = (dataset: string) => (REFERENCE_DATASETS as readonly string[]).indexOf(dataset);

function overlap(a: NameState, b: NameState): number {
  let shared = 0;
  for (const w of a.words) if (b.words.has(w)) shared++;
  const union = a.words.size + b.words.size - shared;
  return union === 0 ? 0 : shared / union;
}

/** Whether a candidate holds: names that do not contradict each other and profiles that agree. */
function judge(c: Candidate, states: (f: FoodRecord) => NameState): { ok: true; gaps: string[] } | { ok: false; reason: string } {
  const sa = states(c.a);
  const sb = states(c.b);
  if (stateConflicts(sa, sb).length) return { ok: false, reason: `${c.method}: states differ` };
  if (c.method === 'fndds-sr28-ingredient') {
    if (!wordsWithin(sb, sa)) return { ok: false, reason: `${c.method}: the name adds words` };
    // "Salami, NFS" is salami of any kind, coded with one; "(Sunny D)" names a product.
    if (unspecified(c.b.name) !== undefined || BRAND_NOTE.test(c.b.name)) return { ok: false, reason: `${c.method}: an unspecified food or a product` };
  }
  const dataLink = c.method === 'cnf-sr28-code' || c.method === 'fndds-sr28-ingredient';
  if (macroGaps(c.a, c.b, dataLink ? LINK_TOLERANCE : AGREE_TOLERANCE).length) return { ok: false, reason: `${c.method}: values far apart` };
  const gaps = macroGaps(c.a, c.b, AGREE_TOLERANCE);
  // Values apart and names that differ: the data points at a similar food, not the same one.
  if (gaps.length && !wordsWithin(sa, sb) && !wordsWithin(sb, sa)) return { ok: false, reason: `${c.method}: values apart and names differ` };
  return { ok: true, gaps };
}

/** Joins rows into canonical foods (pure over its inputs: the rows and the two data-link tables). */
export function linkFoods(
  rows: readonly FoodRecord[],
  cnfSr28: ReadonlyMap<string, { sr28: string; source: string }>,
  fnddsSingle: ReadonlyMap<string, string>,
): FoodLinksPart {
  const stateCache = new Map<string, NameState>();
  // An FNDDS name is read without its "NFS"/"NS as to" note (what is left is what it says).
  const states = (f: FoodRecord) => {
    let s = stateCache.get(f.id);
    if (!s) stateCache.set(f.id, (s = nameState(f.dataset === 'usda-fndds' ? withoutNote(f.name) : f.name)));
    return s;
  };
  const refused: Record<string, number> = {};
  const refuse = (reason: string) => (refused[reason] = (refused[reason] ?? 0) + 1);
  const candidates = linkCandidates(rows, cnfSr28, fnddsSingle, states, refuse);
  const accepted = acceptLinks(candidates, states, refuse);
  const { groups, alone, canonicalFoods } = canonicalGroups(rows, accepted);
  return { groups, report: { linked: accepted.linked, refused, conflicts: accepted.conflicts, alone, canonical_foods: canonicalFoods } };
}

/**
 * Pairs of rows that may be one food, best evidence first: CNF rows naming their SR28 food, FNDDS
 * foods of one SR28 ingredient, the same name in two tables (English, then French).
 */
function linkCandidates(
  rows: readonly FoodRecord[],
  cnfSr28: ReadonlyMap<string, { sr28: string; source: string }>,
  fnddsSingle: ReadonlyMap<string, string>,
  states: (f: FoodRecord) => NameState,
  refuse: (reason: string) => void,
): Candidate[] {
  const byKey = new Map(rows.map((f) => [`${f.dataset}:${f.source_id}`, f]));
  const candidates: Candidate[] = [];
  const candidate = (a: FoodRecord, b: FoodRecord, method: LinkMethod) => candidates.push({ a, b, method, overlap: overlap(states(a), states(b)) });

  // 1. CNF rows that name their SR28 food; of several naming one, those whose words it holds.
  const bySr = new Map<string, FoodRecord[]>();
  for (const [cnfId, { sr28, source }] of cnfSr28) {
    const cnf = byKey.get(`cnf:${cnfId}`);
    const sr = byKey.get(`usda-sr28:${sr28}`);
    if (!cnf || !sr) continue;
    if (!CNF_FROM_USDA.has(source)) {
      refuse('cnf-sr28-code: values not from USDA');
      continue;
    }
    const list = bySr.get(sr.id) ?? [];
    list.push(cnf);
    bySr.set(sr.id, list);
  }
  for (const list of bySr.values()) {
    const sr = byKey.get(`usda-sr28:${cnfSr28.get(list[0]!.source_id)!.sr28}`)!;
    for (const cnf of list) {
      if (list.length > 1 && !wordsWithin(states(cnf), states(sr))) refuse('cnf-sr28-code: one of several variants');
      else candidate(sr, cnf, 'cnf-sr28-code');
    }
  }
  // 2. FNDDS foods of one SR28 ingredient.
  for (const [code, sr28] of fnddsSingle) {
    const fndds = byKey.get(`usda-fndds:${code}`);
    const sr = byKey.get(`usda-sr28:${sr28}`);
    if (fndds && sr) candidate(sr, fndds, 'fndds-sr28-ingredient');
  }
  // 3. Same name in two tables (English; French between the two tables that give French names).
  const sameName = (key: (f: FoodRecord) => string | null, method: LinkMethod) => {
    const buckets = new Map<string, FoodRecord[]>();
    for (const f of rows) {
      const k = key(f);
      if (!k) continue;
      const list = buckets.get(k) ?? [];
      list.push(f);
      buckets.set(k, list);
    }
    for (const list of buckets.values()) {
      for (let i = 0; i < list.length; i++)
        for (let j = i + 1; j < list.length; j++) if (list[i]!.dataset !== list[j]!.dataset) candidate(list[i]!, list[j]!, method);
    }
  };
  sameName((f) => sameNameKey(f.dataset === 'usda-fndds' ? withoutNote(f.name) : f.name) || null, 'same-name');
  const french = (f: FoodRecord) => (f.dataset === 'ciqual' || f.dataset === 'cnf' ? (f.names ?? []).find((n) => n.lang === 'fr')?.text : undefined);
  sameName((f) => {
    const fr = french(f);
    return fr ? `fr:${sameNameKey(fr)}` : null;
  }, 'same-name-fr');

  candidates.sort(
    (x, y) =>
      METHOD_ORDER.indexOf(x.method) - METHOD_ORDER.indexOf(y.method) || y.overlap - x.overlap || x.a.id.localeCompare(y.a.id) || x.b.id.localeCompare(y.b.id),
  );
  return candidates;
}

/** The links accepted, in candidate order: the union of their rows, and what the report says of them. */
interface AcceptedLinks {
  /** The root of a row's group. */
  find: (id: string) => string;
  groupLinks: Map<string, FoodLink[]>;
  linked: Record<string, number>;
  conflicts: LinkReport['conflicts'];
}

/** Union of accepted links; a group holds one row per table. */
function acceptLinks(candidates: Candidate[], states: (f: FoodRecord) => NameState, refuse: (reason: string) => void): AcceptedLinks {
  const parent = new Map<string, string>();
  const find = (id: string): string => {
    let p = parent.get(id) ?? id;
    while (p !== (parent.get(p) ?? p)) p = parent.get(p) ?? p;
    parent.set(id, p);
    return p;
  };
  const tables = new Map<string, Set<string>>();
  const tablesOf = (root: string, f: FoodRecord) => tables.get(root) ?? new Set([f.dataset]);
  const groupLinks = new Map<string, FoodLink[]>();
  const linked: Record<string, number> = {};
  const conflicts: LinkReport['conflicts'] = [];
  for (const c of candidates) {
    const ra = find(c.a.id);
    const rb = find(c.b.id);
    if (ra === rb) continue;
    const ta = tablesOf(ra, c.a);
    const tb = tablesOf(rb, c.b);
    if ([...ta].some((t) => tb.has(t))) {
      refuse(`${c.method}: the canonical food already has a row of that table`);
      continue;
    }
    const verdict = judge(c, states);
    if (!verdict.ok) {
      refuse(verdict.reason);
      continue;
    }
    parent.set(rb, ra);
    tables.set(ra, new Set([...ta, ...tb]));
    tables.delete(rb);
    const link: FoodLink = { a: c.a.id, b: c.b.id, method: c.method, gaps: verdict.gaps };
    groupLinks.set(ra, [...(groupLinks.get(ra) ?? []), ...(groupLinks.get(rb) ?? []), link]);
    groupLinks.delete(rb);
    linked[c.method] = (linked[c.method] ?? 0) + 1;
    if (verdict.gaps.length)
      conflicts.push({
        a: `${c.a.dataset}:${c.a.source_id} ${c.a.name}`,
        b: `${c.b.dataset}:${c.b.source_id} ${c.b.name}`,
        method: c.method,
        gaps: verdict.gaps,
      });
  }
  return { find, groupLinks, linked, conflicts };
}

/** Groups of several rows (table order inside, by id), rows left alone per table, and the count of canonical foods. */
function canonicalGroups(
  rows: readonly FoodRecord[],
  { find, groupLinks }: AcceptedLinks,
): { groups: CanonicalGroup[]; alone: Record<string, number>; canonicalFoods: number } {
  const members = new Map<string, FoodRecord[]>();
  for (const f of rows) {
    const root = find(f.id);
    const list = members.get(root) ?? [];
    list.push(f);
    members.set(root, list);
  }
  const groups: CanonicalGroup[] = [];
  const alone: Record<string, number> = {};
  for (const [root, list] of members) {
    if (list.length === 1) {
      alone[list[0]!.dataset] = (alone[list[0]!.dataset] ?? 0) + 1;
      continue;
    }
    list.sort((x, y) => tableRank(x.dataset) - tableRank(y.dataset));
    groups.push({
      id: canonicalId(list[0]!),
      members: list.map((f) => f.id),
      reported: list.map((f) => f.nutrients.length),
      links: groupLinks.get(root) ?? [],
    });
  }
  groups.sort((x, y) => x.id.localeCompare(y.id));
  return { groups, alone, canonicalFoods: members.size };
}

/** CNF FoodID → the SR28 NDB number it names and its FoodSourceID. */
async function readCnfCodes(dataDir: string): Promise<Map<string, { sr28: string; source: string }>> {
  const out = new Map<string, { sr28: string; source: string }>();
  for await (const r of csvRecordsOfFile(join(dataDir, CNF_FOODS), 'windows-1252')) {
    const code = (r.CountryCode ?? '').trim();
    if (/^\d{4,5}$/.test(code) && r.FoodID) out.set(r.FoodID.trim(), { sr28: code.padStart(5, '0'), source: (r.FoodSourceID ?? '').trim() });
  }
  return out;
}

/** FNDDS food code → its one SR28 ingredient, for foods of one ingredient used as it is (no retention, no moisture change). */
async function readFnddsSingles(dataDir: string): Promise<Map<string, string>> {
  const byFood = new Map<string, Record<string, string>[]>();
  for await (const r of csvRecordsOfFile(join(dataDir, FNDDS_INGREDIENTS))) {
    const code = r['Food code'];
    if (!code) continue;
    const list = byFood.get(code) ?? [];
    list.push(r);
    byFood.set(code, list);
  }
  const out = new Map<string, string>();
  for (const [code, list] of byFood) {
    if (list.length !== 1) continue;
    const r = list[0]!;
    if (Number(r['Retention code'] || 0) !== 0 || Number(r['Moisture change (%)'] || 0) !== 0) continue;
    const ingredient = (r['Ingredient code'] ?? '').trim();
    if (/^\d{4,5}$/.test(ingredient)) out.set(code, ingredient.padStart(5, '0'));
  }
  return out;
}

export const foodLinksSource: CorpusSource<FoodLinksPart> = {
  name: FOOD_LINKS_SOURCE,
  version: '3',
  inputs: (dataDir) => [join(dataDir, CNF_FOODS), join(dataDir, FNDDS_INGREDIENTS)],
  build: async (ctx) => {
    const rows = referenceFoods(ctx.parts);
    const part = linkFoods(rows, await readCnfCodes(ctx.dataDir), await readFnddsSingles(ctx.dataDir));
    const r = part.report;
    const linkedTotal = Object.values(r.linked).reduce((a, b) => a + b, 0);
    ctx.progress(
      `links by method: ${Object.entries(r.linked)
        .map(([m, n]) => `${m} ${n}`)
        .join(', ')}`,
    );
    ctx.progress(
      `conflicts (linked, values beyond tolerance): ${r.conflicts.length}; refused: ${Object.entries(r.refused)
        .map(([m, n]) => `${m} ${n}`)
        .join(', ')}`,
    );
    ctx.progress(
      `canonical foods ${r.canonical_foods} from ${rows.length} rows (${part.groups.length} of several rows); rows alone: ${Object.entries(r.alone)
        .map(([d, n]) => `${d} ${n}`)
        .join(', ')}`,
    );
    return {
      part,
      manifest: {
        imported: linkedTotal,
        excluded: r.refused,
        notes: [`${r.canonical_foods} canonical foods from ${rows.length} rows; ${part.groups.length} join several rows`, `conflicts: ${r.conflicts.length}`],
      },
    };
  },
};
