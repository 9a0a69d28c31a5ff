/**
 * Reading a label photo: OCR passes with different preparations until the panel reads completely,
 * keeping the best reading (most core fields, then most fields, then OCR confidence). Photos taken
 * sideways without EXIF orientation are retried rotated when nothing of a panel was found.
 */
import { LABEL_FIELDS, type LabelReading } from '../domain/vision/label-fields';
import { parseLabelText } from '../domain/vision/label-text';
import { decodeForOcr, ENGINE, variantImage, type LabelOcr, type OcrVariant } from '../providers/models/ocr';

/** Tried in order; later passes only when the earlier ones left the panel incomplete. */
export const OCR_PASSES: OcrVariant[] = [
  { name: 'block', psm: '6' },
  { name: 'auto', psm: '3' },
  { name: 'block-threshold', psm: '6', threshold: true },
];
/** Automatic segmentation (psm 3) already reads most quarter-turned pages; these cover the rest. */
const ROTATED_PASSES: OcrVariant[] = [
  { name: 'block-rot180', psm: '6', rotate: 180 },
  { name: 'block-rot90', psm: '6', rotate: 90 },
  { name: 'block-rot270', psm: '6', rotate: 270 },
];

export interface LabelScan {
  reading: LabelReading;
  /** Passes run, in order; the last one named in `used` produced the reading. */
  passes: string[];
  used: string;
  ocrConfidence: number;
}

function rank(r: LabelReading, ocrConfidence: number): number {
  const core = 4 - r.core_missing.length;
  const read = LABEL_FIELDS.filter((k) => r[k] !== null).length + (r.serving_size ? 1 : 0);
  return core * 1000 + read * 10 + ocrConfidence / 100 + (r.status === 'complete' ? 500 : 0);
}

/** OCR + parse with fallbacks. Throws OcrUnavailableError when the engine fails. */
export async function readLabel(bytes: Uint8Array, ocr: LabelOcr, passes: OcrVariant[] = OCR_PASSES): Promise<LabelScan> {
  let best: (LabelScan & { score: number }) | null = null;
  const run: string[] = [];
  const image = await decodeForOcr(bytes);
  const attempt = async (variant: OcrVariant) => {
    const page = await ocr.recognize(await variantImage(image, variant), variant.psm);
    run.push(variant.name);
    const reading = parseLabelText(page.lines.length ? page.lines : page.text, page.text);
    const score = rank(reading, page.confidence);
    if (!best || score > best.score) best = { reading, passes: run, used: variant.name, ocrConfidence: Math.round(page.confidence), score };
    return reading;
  };
  for (const variant of passes) {
    const reading = await attempt(variant);
    if (reading.status === 'complete') break;
  }
  const found = best!.reading;
  // Nothing of a panel in any upright pass: the photo may be sideways.
  if (LABEL_FIELDS.filter((k) => found[k] !== null).length < 2) {
    for (const variant of ROTATED_PASSES) {
      const reading = await attempt(variant);
      if (reading.core_missing.length === 0) break;
    }
  }
  const { score: _score, ...scan } = best!;
  return scan;
}

/** The Label nutrition result (without scan fields). */
export function renderLabel(scan: LabelScan) {
  const r = scan.reading;
  return {
    source: 'vision',
    reader: { engine: ENGINE, local: true, passes: scan.passes, used: scan.used, ocr_confidence: scan.ocrConfidence },
    status: r.status as 'complete' | 'partial',
    panel_style: r.style,
    basis: r.basis,
    basis_unit: r.basis_unit,
    serving_size: r.serving_size,
    servings_per_container: r.servings_per_container,
    calories: r.calories,
    calories_from_kj: r.calories_from_kj,
    energy_kj: r.energy_kj,
    protein_g: r.protein_g,
    carbs_g: r.carbs_g,
    fat_g: r.fat_g,
    saturated_fat_g: r.saturated_fat_g,
    trans_fat_g: r.trans_fat_g,
    cholesterol_mg: r.cholesterol_mg,
    sodium_mg: r.sodium_mg,
    salt_g: r.salt_g,
    fiber_g: r.fiber_g,
    sugars_g: r.sugars_g,
    added_sugars_g: r.added_sugars_g,
    percent_daily_value: r.percent_daily_value,
    less_than: r.less_than,
    nutrients: r.nutrients,
    field_confidence: r.field_confidence,
    missing_fields: r.missing_fields,
    warnings: r.warnings,
    raw_text: r.raw_text,
  };
}
