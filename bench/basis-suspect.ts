/**
 * Wrong-basis detection (issue 35) on bench/data/basis-labels.json: precision and recall of
 * `basis_suspect` (src/domain/foods/basis-check.ts) as the import sets it (offProductToRecord), on
 * the tune and held-out halves (FNV-1a of the code; a row and its reproduction share a half).
 *
 *   npx bun bench/basis-suspect.ts [--fails tune]
 *
 * Items: every reviewed sample row as OFF has it (labelled by reading it), and for a third of the
 * per-100 g rows with a serving at least 25 % away from 100 g, the same row with one serving's
 * values in the per-100 g fields (labelled per_serving by construction). Counts are printed apart
 * for the real rows, whose false positives are what a real export would see.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import labels from './data/basis-labels.json';
import { offProductToRecord, type OffRawProduct } from '../src/domain/foods/off-row';
import { buildOffTaxonomy } from '../src/corpus/off-taxonomy';
import { args, table } from './lib';

const DATA = resolve(process.env.MORSEL_SHARED_DATA ?? resolve(import.meta.dir, '../../shared/data'));
const showFails = args({ options: { fails: { description: 'lists the false positives and negatives of this half', value: '<tune|held-out>' } } }).values.fails;

/**
 * FNV-1a of a code. Its lowest bit is useless here: it is the parity of the digits' sum, which a
 * GS1 check digit fixes; bit 16 splits.
 */
function fnv(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of text) {
    h ^= ch.codePointAt(0)!;
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
const halfOf = (code: string) => ((fnv(code) >>> 16) % 2 === 0 ? 'tune' : 'held-out');

/** The same row with one serving's values in its per-100 g fields. */
function perServingCopy(raw: OffRawProduct, serving: number): OffRawProduct {
  const nutriments: Record<string, number | string> = {};
  for (const [k, v] of Object.entries(raw.nutriments ?? {})) {
    const n = Number(v);
    nutriments[k] = k.endsWith('_100g') && Number.isFinite(n) && !k.startsWith('nutrition-score') ? Math.round(n * serving * 10) / 1000 : v;
  }
  return { ...raw, nutriments };
}

const rows = new Map<string, OffRawProduct>();
for (const line of readFileSync(join(DATA, 'openfoodfacts/products/products_off_csv_samples.jsonl'), 'utf8').split('\n')) {
  if (!line) continue;
  const r = JSON.parse(line) as OffRawProduct;
  rows.set(String(r.code), r);
}
const taxonomy = buildOffTaxonomy(DATA);
const positives = new Map(labels.per_serving.map((p) => [p.code, p.why]));

interface Item {
  code: string;
  kind: 'real' | 'reproduced';
  truth: boolean;
  raw: OffRawProduct;
}
const items: Item[] = [];
for (const code of labels.reviewed) {
  const raw = rows.get(code);
  if (!raw) throw new Error(`labelled row ${code} is not in the samples`);
  const truth = positives.has(code);
  items.push({ code, kind: 'real', truth, raw });
  const serving = Number(raw.serving_quantity);
  // A row of zeros (a water, a tea) is the same row per serving: no error to find.
  const n = raw.nutriments ?? {};
  const zero = ['energy-kcal_100g', 'energy_100g', 'proteins_100g', 'carbohydrates_100g', 'fat_100g'].every((k) => !Number(n[k]));
  if (!truth && !zero && (fnv(`${code}/reproduce`) >>> 16) % 3 === 0 && serving > 0 && Math.abs(serving - 100) >= 25)
    items.push({ code, kind: 'reproduced', truth: true, raw: perServingCopy(raw, serving) });
}

type Counts = { tp: number; fp: number; fn: number; tn: number; excluded: number };
const zero = (): Counts => ({ tp: 0, fp: 0, fn: 0, tn: 0, excluded: 0 });
const counts: Record<string, Counts> = {};
const fails: string[] = [];
for (const item of items) {
  const half = halfOf(item.code);
  // How far the serving is from 100: a factor under 1.6 leaves values a category's own spread holds.
  const s = Number(item.raw.serving_quantity);
  const factor = Math.max(s / 100, 100 / s) >= 1.6 ? 'serving ×≥1.6' : 'serving ×<1.6';
  const keys = [half, `${half} ${item.kind}`, ...(item.truth ? [`${half} per serving, ${factor}`] : [])];
  for (const key of keys) counts[key] ??= zero();
  const out = offProductToRecord(item.raw, taxonomy, 'bench');
  const c = keys.map((k) => counts[k]!);
  if ('excluded' in out) {
    // The gate drops the row before the check: it is never served, right or wrong.
    for (const x of c) x.excluded++;
    continue;
  }
  const flagged = (out.record.extra as { basis_suspect?: { message: string } }).basis_suspect;
  const key = flagged ? (item.truth ? 'tp' : 'fp') : item.truth ? 'fn' : 'tn';
  for (const x of c) x[key]++;
  if (showFails === half && (key === 'fp' || key === 'fn')) {
    const n = item.raw.nutriments ?? {};
    fails.push(
      `${key} ${item.kind} ${item.code} "${item.raw.product_name}" serving ${item.raw.serving_quantity} qty ${item.raw.quantity ?? '-'} kcal ${n['energy-kcal_100g'] ?? n.energy_100g} cats ${(item.raw.categories_tags ?? []).slice(-2).join(',')}${flagged ? ` — ${flagged.message}` : ''}`,
    );
  }
}

const pct = (a: number, b: number) => (b === 0 ? '-' : (a / b).toFixed(3));
console.log(
  `labelled items: ${items.length} (${labels.reviewed.length} real rows reviewed, ${labels.per_serving.length} of them per serving; ${items.filter((i) => i.kind === 'reproduced').length} reproductions)`,
);
console.log(
  table(
    Object.entries(counts)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([half, c]) => ({
        half,
        items: c.tp + c.fp + c.fn + c.tn + c.excluded,
        'per serving': c.tp + c.fn,
        flagged: c.tp + c.fp,
        TP: c.tp,
        FP: c.fp,
        FN: c.fn,
        'excluded by gate': c.excluded,
        precision: pct(c.tp, c.tp + c.fp),
        recall: pct(c.tp, c.tp + c.fn),
      })),
  ),
);
if (fails.length) console.log(fails.join('\n'));
