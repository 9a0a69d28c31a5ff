/**
 * USDA Table of Nutrient Retention Factors, Release 6 (2007): 270 preparation profiles and their
 * per-nutrient true-retention percentages. The table has no calorie or macro factors.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { csvRecords } from './csv';
import type { CorpusSource } from './source';
import type { RetentionProfile } from '../domain/recipes/retention';

export interface RetentionPart {
  profiles: RetentionProfile[];
  citation: string;
}

const DIR = 'retention';
const FACTORS = 'usda_retention_factors_r6.csv';

export const retentionSource: CorpusSource<RetentionPart> = {
  name: 'retention',
  version: '1',
  inputs: (dataDir) => [join(dataDir, DIR, FACTORS)],
  build: async (ctx) => {
    const rows = csvRecords(readFileSync(join(ctx.dataDir, DIR, FACTORS), 'utf8'));
    const byCode = new Map<number, RetentionProfile>();
    let empty = 0;
    for (const r of rows) {
      const code = Number(r.Retn_Code);
      let p = byCode.get(code);
      if (!p) {
        p = { code, food_group: Number(r.FdGrp_CD), description: r.RetnDesc ?? '', factors: {} };
        byCode.set(code, p);
      }
      const value = r.Retn_Factor === '' ? null : Number(r.Retn_Factor);
      if (value === null) empty++;
      p.factors[r.Nutr_No!] = value;
    }
    const profiles = [...byCode.values()].sort((a, b) => a.code - b.code);
    return {
      part: {
        profiles,
        citation:
          'U.S. Department of Agriculture, Agricultural Research Service. 2007. USDA Table of Nutrient Retention Factors, Release 6. Nutrient Data Laboratory.',
      },
      manifest: { imported: profiles.length, excluded: {}, notes: [`${rows.length - empty} published factors, ${empty} rows without a factor`] },
    };
  },
};
