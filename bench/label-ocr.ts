/**
 * Label OCR accuracy and latency: ~20 nutrition panels generated at run time (US 2016, US 1993,
 * EU/UK tables in four layouts, ANZ), in different fonts, sizes and degradations (blur, tilt,
 * noise, JPEG, low contrast), read by the same code as POST /v1/nutrition-label (sharp
 * preparation → tesseract.js → label-text parser, with fallback passes). Every field printed on a
 * panel is checked against the value it was drawn from.
 *
 *   npx bun bench/label-ocr.ts            all labels
 *   npx bun bench/label-ocr.ts --only 3   one label, with its OCR text
 */
import { args, percentile, table } from './lib';
import { LabelOcr } from '../src/providers/models/ocr';
import { readLabel, OCR_PASSES } from '../src/scans/label-reading';
import type { LabelField } from '../src/domain/vision/label-fields';
import {
  renderAnzLabel,
  renderPer100Label,
  renderUsLabel,
  type Per100Facts,
  type Per100Layout,
  type RenderOptions,
  type UsFacts,
} from '../test/fixtures/images/nutrition-label';

let seed = 20261122;
function rand(): number {
  seed = (seed * 1103515245 + 12345) & 0x7fffffff;
  return seed / 0x7fffffff;
}
const pick = <T>(xs: T[]): T => xs[Math.floor(rand() * xs.length)]!;
const round10 = (n: number) => Math.round(n / 10) * 10;

function usFacts(): UsFacts {
  const fat = pick([0.5, 1, 2.5, 4, 8, 12, 17, 23]);
  const carbs = pick([3, 12, 22, 31, 37, 48, 64]);
  const protein = pick([1, 3, 5, 9, 14, 21]);
  const sugars = Math.min(carbs, pick([0, 2, 5, 12, 18]));
  // A serving weighs at least its macros.
  const grams = pick([28, 40, 55, 85, 140, 228, 240].filter((g) => g >= fat + carbs + protein + 5).concat([240]));
  return {
    servingText: pick([`2/3 cup (${grams}g)`, `1 cup (${grams}g)`, `1 bar (${grams}g)`, `${grams}g`, `1 package (${grams}g)`]),
    servingGrams: grams,
    servingsPerContainer: pick([1, 2, 4, 8, 12]),
    calories: round10(9 * fat + 4 * carbs + 4 * protein),
    fat,
    satFat: Math.min(fat, pick([0, 0.5, 1, 3, 5])),
    transFat: pick([0, 0, 0.5]),
    cholesterol: pick([0, 5, 15, 30, 55]),
    sodium: pick([0, 35, 160, 240, 470, 720]),
    carbs,
    fiber: Math.min(carbs, pick([0, 1, 3, 4, 7])),
    sugars,
    addedSugars: Math.min(sugars, pick([0, 2, 10])),
    protein,
    vitaminD: pick([undefined, 2, 4]),
    calcium: pick([undefined, 20, 260]),
    iron: pick([undefined, 1, 8]),
    potassium: pick([undefined, 240, 470]),
  };
}

function per100Facts(): Per100Facts {
  const fat = pick([0.3, 3.5, 9.8, 17, 24.6, 31]);
  const carbs = pick([4.7, 12, 27.5, 48, 60, 71.2]);
  const protein = pick([0.5, 3.4, 7.9, 12, 21.3]);
  const fiber = pick([null, 0.8, 3, 6.5]);
  const kcal = Math.round(9 * fat + 4 * carbs + 4 * protein + 2 * (fiber ?? 0));
  return {
    kj: Math.round(kcal * 4.184),
    kcal,
    fat,
    satFat: Math.min(fat, pick([0.1, 1.2, 2.1, 5.6, 11])),
    carbs,
    sugars: Math.min(carbs, pick([0.5, 2.3, 5, 12.4, 22])),
    fiber,
    protein,
    salt: pick([0.01, 0.08, 0.5, 1.2, 1.75]),
    servingGrams: pick([25, 30, 45, 125, 250]),
  };
}

const DEGRADE: [string, RenderOptions][] = [
  ['clean', {}],
  ['blur', { blur: 0.8 }],
  ['noise', { noise: 18 }],
  ['tilt', { tilt: 1.5 }],
  ['jpeg q55', { jpeg: 55 }],
  ['low contrast', { ink: 70, paper: 225 }],
  ['tilt+noise+jpeg', { tilt: -1, noise: 10, jpeg: 70 }],
];
const FONTS = ['DejaVu Sans', 'DejaVu Serif', 'DejaVu Sans Condensed', 'DejaVu Sans Mono'];
const SCALES = [0.75, 1, 1.4, 2.2];

interface Case {
  id: number;
  kind: string;
  opts: string;
  image: () => Promise<Buffer>;
  truth: Partial<Record<LabelField | 'serving_grams' | 'servings', number>>;
}

function cases(): Case[] {
  const out: Case[] = [];
  let id = 0;
  const variant = () => {
    const [dname, d] = DEGRADE[id % DEGRADE.length]!;
    const font = FONTS[id % FONTS.length]!;
    const scale = SCALES[Math.floor(id / 2) % SCALES.length]!;
    return { opts: { ...d, font, scale, seed: id + 1 }, label: `${font.replace('DejaVu ', '')} ×${scale} ${dname}` };
  };
  for (let i = 0; i < 8; i++) {
    const f = usFacts();
    const v = variant();
    out.push({
      id: id++,
      kind: 'US 2016',
      opts: v.label,
      image: () => renderUsLabel(f, v.opts),
      truth: {
        calories: f.calories,
        fat_g: f.fat,
        saturated_fat_g: f.satFat,
        trans_fat_g: f.transFat,
        cholesterol_mg: f.cholesterol,
        sodium_mg: f.sodium,
        carbs_g: f.carbs,
        fiber_g: f.fiber,
        sugars_g: f.sugars,
        added_sugars_g: f.addedSugars ?? undefined,
        protein_g: f.protein,
        serving_grams: f.servingGrams,
        servings: f.servingsPerContainer,
      },
    });
  }
  for (let i = 0; i < 3; i++) {
    const f = usFacts();
    const v = variant();
    out.push({
      id: id++,
      kind: 'US 1993',
      opts: v.label,
      image: () => renderUsLabel(f, { ...v.opts, format: '1993' }),
      truth: {
        calories: f.calories,
        fat_g: f.fat,
        saturated_fat_g: f.satFat,
        trans_fat_g: f.transFat,
        cholesterol_mg: f.cholesterol,
        sodium_mg: f.sodium,
        carbs_g: f.carbs,
        fiber_g: f.fiber,
        sugars_g: f.sugars,
        protein_g: f.protein,
        serving_grams: f.servingGrams,
        servings: f.servingsPerContainer,
      },
    });
  }
  const layouts: Per100Layout[] = ['per100-first', 'serving-first', 'per100-only', 'energy-two-rows'];
  for (let i = 0; i < 7; i++) {
    const f = per100Facts();
    const v = variant();
    const layout = layouts[i % layouts.length]!;
    const comma = i % 3 === 1;
    const unit = i === 5 ? 'ml' : 'g';
    out.push({
      id: id++,
      kind: `EU ${layout}${comma ? ' comma' : ''}${unit === 'ml' ? ' ml' : ''}`,
      opts: v.label,
      image: () => renderPer100Label(f, { ...v.opts, layout, comma, unit }),
      truth: {
        calories: f.kcal,
        energy_kj: f.kj,
        fat_g: f.fat,
        saturated_fat_g: f.satFat,
        carbs_g: f.carbs,
        sugars_g: f.sugars,
        fiber_g: f.fiber ?? undefined,
        protein_g: f.protein,
        salt_g: f.salt,
      },
    });
  }
  for (let i = 0; i < 2; i++) {
    const f = per100Facts();
    const v = variant();
    const r1 = (n: number) => Math.round(n * 10) / 10;
    out.push({
      id: id++,
      kind: 'ANZ (kJ only)',
      opts: v.label,
      image: () => renderAnzLabel(f, { ...v.opts, servingsPerPackage: 6 }),
      truth: {
        calories: Math.round(f.kj / 4.184),
        energy_kj: f.kj,
        fat_g: r1(f.fat),
        saturated_fat_g: r1(f.satFat),
        carbs_g: r1(f.carbs),
        sugars_g: r1(f.sugars),
        protein_g: r1(f.protein),
        sodium_mg: Math.round((f.salt / 2.5) * 1000),
        serving_grams: f.servingGrams,
        servings: 6,
      },
    });
  }
  return out;
}

const only = args({ options: { only: { description: 'one label, with its OCR text', number: true, value: '<id>' } } }).values.only ?? null;
const ocr = new LabelOcr();
const t0 = performance.now();
await ocr.recognize(await (await import('../src/providers/models/ocr')).prepareForOcr(await renderUsLabel(usFacts())), '6');
const warm = performance.now() - t0;

const rows: Record<string, string | number>[] = [];
const latencies: number[] = [];
const perField = new Map<string, { ok: number; n: number }>();
let fieldsOk = 0;
let fieldsN = 0;
let coreOk = 0;
let passesTotal = 0;
const all = cases().filter((c) => only === null || c.id === only);
for (const c of all) {
  const bytes = await c.image();
  const t = performance.now();
  const scan = await readLabel(bytes, ocr);
  const ms = performance.now() - t;
  latencies.push(ms);
  passesTotal += scan.passes.length;
  const r = scan.reading;
  const got: Record<string, number | null> = { ...r, serving_grams: r.serving_size?.grams ?? null, servings: r.servings_per_container } as unknown as Record<
    string,
    number | null
  >;
  const wrong: string[] = [];
  let ok = 0;
  let n = 0;
  for (const [k, want] of Object.entries(c.truth)) {
    if (want === undefined) continue;
    n++;
    const hit = got[k] !== null && Math.abs(got[k]! - want) < 1e-6;
    if (hit) ok++;
    else wrong.push(`${k}=${got[k]}≠${want}`);
    const pf = perField.get(k) ?? { ok: 0, n: 0 };
    pf.n++;
    if (hit) pf.ok++;
    perField.set(k, pf);
  }
  fieldsOk += ok;
  fieldsN += n;
  const core = (['calories', 'fat_g', 'carbs_g', 'protein_g'] as const).every((k) => c.truth[k] === undefined || got[k] === c.truth[k]);
  if (core) coreOk++;
  rows.push({
    '#': c.id,
    label: c.kind,
    render: c.opts,
    status: r.status,
    core: core ? 'ok' : 'WRONG',
    fields: `${ok}/${n}`,
    passes: scan.passes.length,
    ms: Math.round(ms),
    errors: wrong.join(' ').slice(0, 70),
  });
  if (only !== null) console.log(r.raw_text, '\n', JSON.stringify({ ...r, raw_text: undefined }, null, 1));
}
await ocr.terminate();

latencies.sort((a, b) => a - b);
console.log(
  `\nLabel OCR benchmark — ${all.length} generated panels; passes ${OCR_PASSES.map((p) => p.name).join(' → ')}; worker start + first page ${Math.round(warm)} ms\n`,
);
console.log(table(rows));
console.log('\nPer field accuracy');
console.log(table([...perField.entries()].map(([k, v]) => ({ field: k, correct: `${v.ok}/${v.n}`, accuracy: `${Math.round((100 * v.ok) / v.n)}%` }))));
console.log('\nSummary');
console.log(
  table([
    {
      labels: all.length,
      'field accuracy': `${((100 * fieldsOk) / fieldsN).toFixed(1)}% (${fieldsOk}/${fieldsN})`,
      'core 4 all correct': `${coreOk}/${all.length}`,
      'mean passes': (passesTotal / all.length).toFixed(2),
      'p50 ms': Math.round(percentile(latencies, 50)),
      'p95 ms': Math.round(percentile(latencies, 95)),
    },
  ]),
);
