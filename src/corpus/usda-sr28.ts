/**
 * USDA SR28 generic foods → FoodRecord, through the quality gate (spec data rules 5 and 6).
 *
 * Files: `^`-separated, `~`-quoted, Latin-1, CRLF; NUT_DATA is gzipped and streamed.
 * Values are per 100 g edible portion and keep source precision; printed zeros stay 0.
 */
import { createReadStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { createGunzip } from 'node:zlib';
import type { FoodRecord, NutrientAmount, Portion, Provenance } from '../domain/food';
import { EXPECTED_KEYS, nutrientKey } from '../domain/nutrient-keys';
import { foodAliases } from './food-aliases';
import { assessGenericFood } from './food-quality';
import { stableFoodId } from './stable-id';
import type { CorpusSource } from './source';

const DIR = 'usda/sr28';
const FILES = ['FOOD_DES.txt', 'NUTR_DEF.txt', 'FD_GROUP.txt', 'WEIGHT.txt', 'NUT_DATA.txt.gz', 'SRC_CD.txt', 'DERIV_CD.txt'];

export interface UsdaPart {
  foods: FoodRecord[];
  citation: string;
}

export function srFields(line: string): string[] {
  return line.replace(/\r$/, '').split('^').map((f) => (f.startsWith('~') && f.endsWith('~') && f.length >= 2 ? f.slice(1, -1) : f));
}

function readTable(dir: string, file: string): string[][] {
  const text = new TextDecoder('latin1').decode(readFileSync(join(dir, file)));
  return text.split('\n').filter((l) => l.trim() !== '').map(srFields);
}

async function* nutData(dir: string): AsyncGenerator<string[]> {
  const lines = createInterface({ input: createReadStream(join(dir, 'NUT_DATA.txt.gz')).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const line of lines) if (line.trim() !== '') yield srFields(line);
}

interface FoodRow {
  ndb: string;
  group: string;
  name: string;
  common: string;
  survey: string;
  factors: { protein: number | null; fat: number | null; carbs: number | null };
}

/** Source codes that stand for analysis (SRC_CD 1, 6, 12, 13) rather than calculation or imputation. */
const ANALYTICAL_SRC = new Set(['1', '6', '12', '13']);

export const usdaSource: CorpusSource<UsdaPart> = {
  name: 'usda-sr28',
  version: '1',
  inputs: (dataDir) => FILES.map((f) => join(dataDir, DIR, f)),
  build: async (ctx) => {
    const dir = join(ctx.dataDir, DIR);
    const keep = ctx.subset?.usda;
    const num = (v: string | undefined) => (v === undefined || v === '' ? null : Number(v));

    const groups = new Map(readTable(dir, 'FD_GROUP.txt').map(([code, desc]) => [code!, desc!]));
    const defs = new Map(readTable(dir, 'NUTR_DEF.txt').map(([nr, unit, , desc, decimals]) => [nr!, { key: nutrientKey(nr!, desc!), name: desc!, unit: unit!, decimals: Number(decimals) }]));
    const foods = new Map<string, FoodRow>();
    for (const f of readTable(dir, 'FOOD_DES.txt')) {
      if (keep && !keep.has(f[0]!)) continue;
      foods.set(f[0]!, { ndb: f[0]!, group: groups.get(f[1]!) ?? f[1]!, name: f[2]!, common: f[4] ?? '', survey: f[6] ?? '', factors: { protein: num(f[11]), fat: num(f[12]), carbs: num(f[13]) } });
    }
    const portions = new Map<string, Portion[]>();
    for (const w of readTable(dir, 'WEIGHT.txt')) {
      if (!foods.has(w[0]!)) continue;
      const list = portions.get(w[0]!) ?? [];
      list.push({ seq: w[1]!, amount: Number(w[2]), measure: w[3]!, grams: Number(w[4]) });
      portions.set(w[0]!, list);
    }

    const values = new Map<string, { nutrients: NutrientAmount[]; provenance: Record<string, Provenance> }>();
    let rows = 0;
    for await (const r of nutData(dir)) {
      rows++;
      if (rows % 100_000 === 0) ctx.progress('nutrient values', rows, 679_045);
      const ndb = r[0]!;
      if (!foods.has(ndb)) continue;
      const def = defs.get(r[1]!);
      if (!def || r[2] === '') continue;
      let v = values.get(ndb);
      if (!v) {
        v = { nutrients: [], provenance: {} };
        values.set(ndb, v);
      }
      v.nutrients.push({ key: def.key, name: def.name, amount: Number(r[2]), unit: def.unit });
      const src = r[5] ?? '';
      v.provenance[def.key] = {
        method: ANALYTICAL_SRC.has(src) ? 'reported' : 'calculated',
        source: `USDA SR28 NDB ${ndb}`,
        detail: { data_points: num(r[3]), std_error: num(r[4]), src_cd: src || null, deriv_cd: r[6] || null, ref_ndb_no: r[7] || null },
      };
    }

    const out: FoodRecord[] = [];
    const excluded: Record<string, number> = {};
    for (const food of foods.values()) {
      const v = values.get(food.ndb) ?? { nutrients: [], provenance: {} };
      const get = (key: string) => v.nutrients.find((n) => n.key === key)?.amount ?? null;
      const quality = assessGenericFood({
        calories: get('calories'),
        protein_g: get('protein'),
        carbs_g: get('carbs'),
        fat_g: get('fat'),
        alcohol_g: get('alcohol'),
        water_g: get('water'),
        ash_g: get('ash'),
        factors: food.factors,
        expectedPresent: EXPECTED_KEYS.filter((k) => get(k) !== null).length / EXPECTED_KEYS.length,
        analyticalCoreShare: ['calories', 'protein', 'fat', 'carbs'].filter((k) => v.provenance[k]?.method === 'reported').length / 4,
        dataPoints: Number(v.provenance.protein?.detail?.data_points ?? 0),
        portionCount: portions.get(food.ndb)?.length ?? 0,
      });
      if (!quality.servable) {
        excluded[quality.reason!] = (excluded[quality.reason!] ?? 0) + 1;
        continue;
      }
      const unknown = EXPECTED_KEYS.filter((k) => get(k) === null);
      out.push({
        id: stableFoodId('usda-sr28', food.ndb),
        dataset: 'usda-sr28',
        source_id: food.ndb,
        name: food.name,
        aliases: foodAliases(food.name, food.common),
        group: food.group,
        nutrition_basis: '100g',
        calories: get('calories'),
        protein_g: get('protein'),
        carbs_g: get('carbs'),
        fat_g: get('fat'),
        nutrients: v.nutrients,
        estimated_nutrients: [],
        unknown_keys: [...unknown],
        unresolved_keys: [...unknown],
        provenance: v.provenance,
        portions: (portions.get(food.ndb) ?? []).sort((a, b) => Number(a.seq) - Number(b.seq)),
        confidence: quality.confidence,
        validity: quality.validity,
        extra: { ndb_no: food.ndb, survey: food.survey === 'Y', atwater_deviation_pct: quality.deviationPct },
      });
    }
    return {
      part: { foods: out, citation: 'U.S. Department of Agriculture, Agricultural Research Service. USDA National Nutrient Database for Standard Reference, Release 28. Version Current: May 2016.' },
      manifest: { imported: out.length, excluded, notes: [`${rows} nutrient values read`] },
    };
  },
};
