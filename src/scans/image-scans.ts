/**
 * The photo and label operations' logic, shared by POST /v1/nutrition-from-photo,
 * POST /v1/nutrition-label and POST /v1/identify so each runs exactly once per request:
 * decode check → scan memory (direct keys) → vision or OCR → result → save (direct keys).
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { ApiError, unprocessable } from '../http/errors';
import type { Services } from '../http/services';
import type { Account } from '../store/accounts';
import type { FoodRecord } from '../domain/foods/food';
import type { ScanKind } from '../store/scans';
import type { VisionItem } from '../providers/models/vision';
import { labelOcr } from '../providers/models/ocr';
import { findScan, saveScan } from './scan-memory';
import { photoNutrition } from '../domain/vision/photo-nutrition';
import { readLabel, renderLabel } from './label-reading';

export interface ImageUpload {
  bytes: Uint8Array;
  contentType: string;
}

type Ctx = { services: Services; account: Account };

/** Longest side of the image sent to the vision model: enough to recognise food, fewer tokens. */
const VISION_MAX_SIDE = 1536;

/** SHA-256 of the exact bytes: scan memory matches identical uploads only. */
function imageHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

const undecodable = (detail: string) =>
  new ApiError(422, `The image could not be decoded (${detail}); send a valid JPEG, PNG or WebP file. Invalid uploads are not charged.`, { refund: true });

/** Decodes the whole image (a header alone can hide a truncated file); 422, refunded, when it fails. */
async function assertDecodable(bytes: Uint8Array): Promise<void> {
  try {
    await sharp(bytes, { failOn: 'error' }).resize(256, 256, { fit: 'inside' }).raw().toBuffer();
  } catch (err) {
    throw undecodable((err as Error).message.split('\n')[0]!.slice(0, 120));
  }
}

/** Upright, reduced JPEG for the vision model (EXIF, incl. location, is not forwarded). */
async function visionImage(bytes: Uint8Array): Promise<Buffer> {
  try {
    return await sharp(bytes, { failOn: 'error' })
      .rotate()
      .resize(VISION_MAX_SIDE, VISION_MAX_SIDE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer();
  } catch (err) {
    throw undecodable((err as Error).message.split('\n')[0]!.slice(0, 120));
  }
}

/**
 * Scan memory around `compute`: a direct key's identical bytes (same account, ≤ 30 days) answer
 * from memory (source scan-memory or user-correction, full cost); a new result is saved and
 * carries scan_saved/scan_id/scan_revision/scan_expires_at. Marketplace keys get no scan ids.
 */
async function withScanMemory(ctx: Ctx, kind: ScanKind, bytes: Uint8Array, compute: () => Promise<Record<string, unknown>>): Promise<Record<string, unknown>> {
  const direct = ctx.account.channel === 'direct';
  const hash = imageHash(bytes);
  if (direct) {
    const remembered = await findScan(ctx.services, ctx.account.id, kind, hash);
    if (remembered) return remembered;
  }
  const result = await compute();
  if (!direct) return { ...result, scan_saved: false };
  const saved = await saveScan(ctx.services, ctx.account.id, kind, hash, result);
  return { ...result, scan_saved: true, ...saved };
}

async function resolveAll(services: Services, items: VisionItem[]): Promise<Map<string, FoodRecord | null>> {
  const out = new Map<string, FoodRecord | null>();
  const resolve = services.resolveFood;
  for (const item of items) {
    if (out.has(item.name)) continue;
    out.set(item.name, resolve ? ((await resolve(item.name)) ?? null) : null);
  }
  return out;
}

const VISION_NOT_CONFIGURED =
  'Meal-photo estimation needs a vision model, and none is configured on this server (set MORSEL_VISION_URL, MORSEL_VISION_API_KEY and MORSEL_VISION_MODEL). The call was not charged.';

/** Photo nutrition result (spec "Photo nutrition result"). */
export async function scanPhoto(ctx: Ctx, upload: ImageUpload): Promise<Record<string, unknown>> {
  await assertDecodable(upload.bytes);
  return withScanMemory(ctx, 'photo', upload.bytes, async () => {
    const vision = ctx.services.providers?.vision ?? null;
    if (!vision) throw new ApiError(503, VISION_NOT_CONFIGURED, { refund: true });
    const image = await visionImage(upload.bytes);
    const items: VisionItem[] = await vision.identifyFoods(image, 'image/jpeg');
    if (items.length === 0) throw unprocessable('No food was recognised in the photo.', { unresolved_items: [] });
    const resolved = await resolveAll(ctx.services, items);
    const outcome = photoNutrition(items, (name) => resolved.get(name) ?? null);
    if (!outcome.ok) {
      const names = outcome.unresolved.map((u) => u.name);
      throw unprocessable(`Not every food in the photo resolved in the reference corpus (${names.join(', ')}); no model-made nutrition is substituted.`, {
        unresolved_items: names,
        unresolved: outcome.unresolved,
        items: items.map((i) => ({ name: i.name, grams: i.grams })),
      });
    }
    return {
      source: 'vision+corpus',
      ...outcome.result,
      vision_model: vision.model,
      portion_note: 'Portion weights are visual estimates and remain uncertain; calories and nutrients come from the reference records.',
    };
  });
}

/** Label nutrition result (spec "Label nutrition result"), read by the local OCR engine. */
export async function scanLabel(ctx: Ctx, upload: ImageUpload): Promise<Record<string, unknown>> {
  await assertDecodable(upload.bytes);
  return withScanMemory(ctx, 'label', upload.bytes, async () => {
    const scan = await readLabel(upload.bytes, labelOcr());
    const r = scan.reading;
    if (r.core_missing.length > 0) {
      throw unprocessable(
        `Label not readable clearly: could not read ${r.core_missing.join(', ')}. Retake the photo straight on, in focus, with the whole panel visible.`,
        {
          unreadable_fields: r.core_missing,
          raw_text: r.raw_text,
        },
      );
    }
    return renderLabel(scan);
  });
}
