/**
 * Agreement of morsel's nutrition intelligence with Open Food Facts' own outputs on the rich OFF
 * sample (products_off_csv_samples.jsonl), plus a hand-labelled set (bench/data/intelligence-labelled.json).
 *
 * - Nutri-Score: exact grade vs OFF's grade, every product with a grade and complete inputs
 *   (energy, sugars, saturated fat, salt or sodium, protein). OFF computed these grades with the
 *   algorithm current at export time; the table shows both algorithm versions.
 * - NOVA vs nova_group (products with ingredient text), allergen set equality vs allergens_tags,
 *   additive code recall vs additives_tags (ours expanded to parent codes, as OFF's tags are).
 *
 * Run: npx bun bench/intelligence-agreement.ts [--details]
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildOffTaxonomy } from '../src/corpus/off-taxonomy';
import { offNutriScoreInput, type OffRawProduct } from '../src/domain/foods/off-row';
import { ALLERGEN_BY_OFF_TAG } from '../src/domain/foods/allergens';
import { analyzeIngredients } from '../src/domain/foods/ingredient-analysis';
import type { IngredientAnalysis } from '../src/domain/foods/ingredient-findings';
import type { OffTaxonomy } from '../src/domain/foods/ingredient-taxonomy';
import { normalizeTerm } from '../src/domain/foods/term-key';
import { computeNutriScore, nutriScoreCategoryFromTags, type NutriScoreVersion } from '../src/domain/foods/nutriscore';
import { args, table } from './lib';

const DATA = process.env.MORSEL_SHARED_DATA ?? resolve(import.meta.dir, '../../shared/data');
const { details } = args({ flags: { details: 'lists the disagreements' } }).values;
const rows = readFileSync(resolve(DATA, 'openfoodfacts/products/products_off_csv_samples.jsonl'), 'utf8')
  .split('\n')
  .filter(Boolean)
  .map((l) => JSON.parse(l) as OffRawProduct & { source: { export_year: string } });

const t0 = performance.now();
const tax = buildOffTaxonomy(DATA);
const buildMs = performance.now() - t0;
const analyses = new Map<string, IngredientAnalysis>();
for (const r of rows)
  if (r.ingredients_text?.trim()) analyses.set(r.code, analyzeIngredients(r.ingredients_text, tax, { categories: r.categories_tags ?? [] }));

const pct = (a: number, b: number) => (b === 0 ? 'n/a' : `${((a / b) * 100).toFixed(1)} %`);

// ---------------------------------------------------------------- Nutri-Score
const GRADES = ['A', 'B', 'C', 'D', 'E'];
const nsRows: Record<string, string | number>[] = [];
const confusion: Record<NutriScoreVersion, number[][]> = { '2021': GRADES.map(() => GRADES.map(() => 0)), '2023': GRADES.map(() => GRADES.map(() => 0)) };
const diffs: string[] = [];
for (const version of ['2021', '2023'] as NutriScoreVersion[]) {
  const byYear: Record<string, [number, number]> = {};
  for (const r of rows) {
    const g = (r.nutriscore_grade ?? r.nutrition_grade_fr ?? '').toUpperCase();
    if (!GRADES.includes(g)) continue;
    const analysis = analyses.get(r.code) ?? null;
    const input = offNutriScoreInput(r, analysis, version);
    const complete = input.energy_kj !== null && input.sugars_g !== null && input.saturated_fat_g !== null && input.salt_g !== null && input.protein_g !== null;
    if (!complete) continue;
    const decision = nutriScoreCategoryFromTags(
      { categories: r.categories_tags ?? [], milk_percent: analysis?.estimates.milk_percent, red_meat_percent: analysis?.estimates.red_meat_percent },
      version,
    );
    const res = computeNutriScore(input, decision.category, version);
    const year = r.source.export_year;
    byYear[year] ??= [0, 0];
    byYear[year][0]++;
    if (res.grade === g) byYear[year][1]++;
    confusion[version][GRADES.indexOf(g)]![GRADES.indexOf(res.grade)]!++;
    if (version === '2021' && res.grade !== g)
      diffs.push(`${r.code} OFF ${g} (${r.nutriscore_score ?? '?'}) ours ${res.grade} (${res.score}) ${decision.category} — ${r.product_name}`);
  }
  const total = Object.values(byYear).reduce((s, [n, ok]) => [s[0] + n, s[1] + ok], [0, 0]);
  for (const [year, [n, ok]] of Object.entries(byYear).sort()) nsRows.push({ algorithm: version, export: year, n, agree: ok, agreement: pct(ok, n) });
  nsRows.push({ algorithm: version, export: 'all', n: total[0], agree: total[1], agreement: pct(total[1], total[0]) });
}

// ---------------------------------------------------------------- NOVA
let novaN = 0;
let novaOk = 0;
const novaConf = [1, 2, 3, 4].map(() => [0, 0, 0, 0]);
const novaDiffs: string[] = [];
for (const r of rows) {
  const a = analyses.get(r.code);
  const off = Number(r.nova_group);
  if (!a || !(off >= 1 && off <= 4)) continue;
  novaN++;
  novaConf[off - 1]![a.nova - 1]!++;
  if (a.nova === off) novaOk++;
  else novaDiffs.push(`${r.code} OFF ${off} ours ${a.nova}: ${a.nova_reason}`);
}

// ---------------------------------------------------------------- allergens and additives
const toCanon = (tags: string[] | undefined) => new Set((tags ?? []).map((t) => ALLERGEN_BY_OFF_TAG[t]).filter(Boolean) as string[]);
const setEq = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));
/**
 * OFF's allergens_tags merge what OFF reads in the text with a separately typed allergen field, and
 * that field is often partial: "farina di frumento, zucchero, uova" tagged only [gluten]. A list is
 * called *complete* when every allergen that OFF's own allergen vocabulary (allergens taxonomy
 * words, not our analyser) finds in the ingredient text is in OFF's allergens or traces tags.
 * Negated words ("senza glutine", "gluten-free") do not count.
 */
const offWords = Object.entries(tax.allergen_terms).filter(([w]) => w.length >= 3);
const NEG = /(?:^| )(?:sans|senza|without|sin|ohne|sem|zonder|no|non|free from) $/;
const offListComplete = (r: (typeof rows)[number], off: Set<string>) => {
  const text = ` ${normalizeTerm(r.ingredients_text ?? '')} `;
  const traces = toCanon(r.traces_tags);
  for (const [w, al] of offWords) {
    if (off.has(al) || traces.has(al)) continue;
    for (let i = text.indexOf(` ${w} `); i >= 0; i = text.indexOf(` ${w} `, i + 1)) {
      if (!NEG.test(text.slice(Math.max(0, i - 12), i + 1)) && !text.startsWith(` ${w} free `, i)) return false;
    }
  }
  return true;
};
let alComplete = 0;
let alCompleteOk = 0;
let alAll = 0;
let alAllOk = 0;
let alDecl = 0;
let alDeclOk = 0;
let alTp = 0;
let alFp = 0;
let alFn = 0;
const alDiffs: string[] = [];
let adTot = 0;
let adHit = 0;
let adBaseHit = 0;
let adOurs = 0;
let adOursInOff = 0;
const expand = (tax: OffTaxonomy, code: string) => {
  const out: string[] = [];
  let k: string | null = `e${code.slice(1)}`.toLowerCase();
  while (k) {
    out.push(`en:${k}`);
    k = tax.additives[k]?.parent ?? null;
  }
  return out;
};
const base = (tag: string) => /^en:e(\d+)/.exec(tag)?.[1] ?? tag;
for (const r of rows) {
  const a = analyses.get(r.code);
  if (!a) continue;
  const off = toCanon(r.allergens_tags);
  const ours = new Set<string>(a.allergens);
  alAll++;
  if (setEq(off, ours)) alAllOk++;
  if (off.size > 0) {
    alDecl++;
    const complete = offListComplete(r, off);
    if (complete) alComplete++;
    if (setEq(off, ours)) {
      alDeclOk++;
      if (complete) alCompleteOk++;
    } else alDiffs.push(`${r.code} OFF [${[...off]}]${complete ? '' : ' (OFF list incomplete)'} ours [${[...ours]}]: ${r.ingredients_text!.slice(0, 140)}`);
    for (const x of ours) off.has(x) ? alTp++ : alFp++;
    for (const x of off) if (!ours.has(x)) alFn++;
  }
  const oursAd = new Set(a.additives.flatMap((f) => expand(tax, f.code)));
  const oursBase = new Set([...oursAd].map(base));
  const offAd = new Set(r.additives_tags ?? []);
  for (const t of offAd) {
    adTot++;
    if (oursAd.has(t)) adHit++;
    if (oursBase.has(base(t))) adBaseHit++;
  }
  for (const f of a.additives) {
    adOurs++;
    if (expand(tax, f.code).some((t) => offAd.has(t)) || [...offAd].some((t) => base(t) === base(`en:${f.code.toLowerCase()}`))) adOursInOff++;
  }
}

// ---------------------------------------------------------------- hand-labelled set
interface Labelled {
  text: string;
  allergens: string[];
  traces: string[];
  nova: number;
  additives: string[];
  vegan: boolean;
  vegetarian: boolean;
  gluten_free: boolean;
}
const labelled = (JSON.parse(readFileSync(resolve(import.meta.dir, 'data/intelligence-labelled.json'), 'utf8')) as { cases: Labelled[] }).cases;
const lab = { allergens: 0, traces: 0, nova: 0, additivesRecall: [0, 0], vegan: 0, vegetarian: 0, gluten_free: 0 };
const labDiffs: string[] = [];
for (const c of labelled) {
  const a = analyzeIngredients(c.text, tax);
  const baseOf = (code: string) =>
    code
      .toLowerCase()
      .replace(/^e/, '')
      .replace(/[a-z]+$/, '');
  if (setEq(new Set(a.allergens), new Set(c.allergens))) lab.allergens++;
  else labDiffs.push(`allergens [${a.allergens}] expected [${c.allergens}]: ${c.text.slice(0, 80)}`);
  if (setEq(new Set(a.traces), new Set(c.traces))) lab.traces++;
  else labDiffs.push(`traces [${a.traces}] expected [${c.traces}]: ${c.text.slice(0, 80)}`);
  if (a.nova === c.nova) lab.nova++;
  else labDiffs.push(`nova ${a.nova} expected ${c.nova}: ${c.text.slice(0, 80)} (${a.nova_reason})`);
  const ours = new Set(a.additives.map((x) => baseOf(x.code)));
  for (const e of c.additives) {
    lab.additivesRecall[1]!++;
    if (ours.has(baseOf(e))) lab.additivesRecall[0]!++;
    else labDiffs.push(`additive ${e} missed: ${c.text.slice(0, 80)}`);
  }
  for (const k of ['vegan', 'vegetarian', 'gluten_free'] as const) {
    if (a[k] === c[k]) lab[k]++;
    else labDiffs.push(`${k} ${a[k]} expected ${c[k]}: ${c.text.slice(0, 80)}`);
  }
}

// ---------------------------------------------------------------- report
console.log(
  `Nutrition intelligence agreement (taxonomy built in ${buildMs.toFixed(0)} ms: ${tax.ingredients.length} ingredients, ${Object.keys(tax.terms).length} terms, ${Object.keys(tax.additives).length} additives)\n`,
);
console.log('Nutri-Score exact grade vs OFF grade (products with a grade and complete inputs)');
console.log(table(nsRows));
for (const version of ['2021', '2023'] as NutriScoreVersion[]) {
  console.log(`\nConfusion matrix, ${version} algorithm (rows OFF grade, columns ours)`);
  console.log(table(GRADES.map((g, i) => ({ OFF: g, ...Object.fromEntries(GRADES.map((h, j) => [h, confusion[version][i]![j]!])) }))));
}
console.log('\nNOVA, allergens, additives vs OFF');
console.log(
  table([
    { measure: 'NOVA exact group (products with ingredients and nova_group)', n: novaN, agreement: pct(novaOk, novaN), target: '≥ 85 %' },
    { measure: 'allergens set equality, products whose OFF allergens_tags are non-empty', n: alDecl, agreement: pct(alDeclOk, alDecl), target: '≥ 90 %' },
    {
      measure: 'allergens set equality, non-empty OFF lists that are complete (see note)',
      n: alComplete,
      agreement: pct(alCompleteOk, alComplete),
      target: '≥ 90 %',
    },
    { measure: 'allergens set equality, every product with ingredients (OFF empty lists included)', n: alAll, agreement: pct(alAllOk, alAll), target: 'info' },
    {
      measure: 'allergens precision / recall vs non-empty OFF lists',
      n: alTp + alFp,
      agreement: `${pct(alTp, alTp + alFp)} / ${pct(alTp, alTp + alFn)}`,
      target: 'info',
    },
    { measure: 'additive code recall (exact code, ours expanded to parents)', n: adTot, agreement: pct(adHit, adTot), target: '≥ 95 %' },
    { measure: 'additive recall at E-number level (E500 ≈ E500ii)', n: adTot, agreement: pct(adBaseHit, adTot), target: 'info' },
    { measure: 'additive precision (our additives found in OFF tags)', n: adOurs, agreement: pct(adOursInOff, adOurs), target: 'info' },
  ]),
);
console.log(
  `Note: ${alDecl - alComplete} of the ${alDecl} non-empty OFF allergen lists leave out an allergen that OFF's own allergen words find in the\n` +
    'ingredient text (e.g. "farina di frumento, zucchero, uova" tagged [gluten]): OFF merges the text with a separately typed, often\n' +
    'partial allergen field. The raw figure counts those lists as truth; the "complete" figure leaves them out. Neither uses our analyser to choose.',
);
console.log('\nNOVA confusion (rows OFF, columns ours)');
console.log(
  table(
    [1, 2, 3, 4].map((g, i) => ({
      OFF: `NOVA ${g}`,
      'ours 1': novaConf[i]![0]!,
      'ours 2': novaConf[i]![1]!,
      'ours 3': novaConf[i]![2]!,
      'ours 4': novaConf[i]![3]!,
    })),
  ),
);
console.log(`\nHand-labelled set (${labelled.length} lists, bench/data/intelligence-labelled.json)`);
console.log(
  table([
    { measure: 'allergens set equality', agreement: pct(lab.allergens, labelled.length) },
    { measure: 'traces set equality', agreement: pct(lab.traces, labelled.length) },
    { measure: 'NOVA group', agreement: pct(lab.nova, labelled.length) },
    { measure: 'additive recall (E-number level)', agreement: pct(lab.additivesRecall[0]!, lab.additivesRecall[1]!) },
    { measure: 'vegan', agreement: pct(lab.vegan, labelled.length) },
    { measure: 'vegetarian', agreement: pct(lab.vegetarian, labelled.length) },
    { measure: 'gluten_free', agreement: pct(lab.gluten_free, labelled.length) },
  ]),
);
if (details) {
  console.log(`\nNutri-Score (2021 algorithm) differences:\n${diffs.join('\n')}`);
  console.log(`\nNOVA differences:\n${novaDiffs.join('\n')}`);
  console.log(`\nAllergen differences (OFF non-empty):\n${alDiffs.join('\n')}`);
  console.log(`\nHand-labelled differences:\n${labDiffs.join('\n')}`);
} else console.log('\n(--details lists every difference)');
