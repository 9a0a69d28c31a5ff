/**
 * Optional vision-model adapter for POST /v1/nutrition-from-photo (OpenAI-compatible chat
 * completions with an image part). Off unless MORSEL_VISION_URL is set. The model names the
 * visible foods and estimates edible grams — nothing else: calories and nutrients always come
 * from the reference corpus, so the answer format has no place for them and any extra keys are
 * dropped. An unreachable, failing, slow or malformed provider is a VisionUnavailableError (502).
 */
import { chatJson, unfence, type ChatEndpointConfig } from './chat-completions';
import type { VisionItem } from '../../domain/vision/photo-nutrition';
import { round } from '../../domain/round';
import { DomainError } from '../../domain/errors';

/** 502 by the kind table; `reason` says why. */
export class VisionUnavailableError extends DomainError {
  constructor(readonly reason: string) {
    super('upstream', `The vision model is temporarily unavailable (${reason}); retry.`);
    this.name = 'VisionUnavailableError';
  }
}

export type { VisionItem };

export interface VisionModel {
  readonly model: string;
  /** Foods visible in a JPEG/PNG/WebP image. */
  identifyFoods(image: Uint8Array, contentType: string): Promise<VisionItem[]>;
}

export type VisionConfig = ChatEndpointConfig;

/** More than this many items is not a meal photo answer we trust. */
const MAX_VISION_ITEMS = 20;
const MAX_ITEM_GRAMS = 5000;

const SYSTEM = [
  'You identify foods in a meal photo for a nutrition calculator.',
  'List every distinct food or drink that is visible, each with a plain generic name a food database would use (include the cooking state, e.g. "white rice, cooked", "chicken breast, grilled") and your best estimate of its edible weight in grams as served (no bones, peel or packaging).',
  'Answer only with JSON: {"items":[{"name":"<food>","grams":<number>}]}. Use {"items":[]} when no food is visible.',
  'Never give calories, nutrients, brands or any other fields.',
].join(' ');

export function createVisionModel(config: VisionConfig | null): VisionModel | null {
  if (!config) return null;
  const fail = (message: string) => new VisionUnavailableError(message);
  return {
    model: config.model,
    async identifyFoods(image, contentType) {
      const dataUrl = `data:${contentType};base64,${Buffer.from(image).toString('base64')}`;
      const messages = [
        { role: 'system' as const, content: SYSTEM },
        {
          role: 'user' as const,
          content: [
            { type: 'text', text: 'Which foods are in this photo, and how many grams of each?' },
            { type: 'image_url', image_url: { url: dataUrl } },
          ],
        },
      ];
      return parseVisionItems(await chatJson(config, messages, { label: 'vision model', timeoutMs: config.timeoutMs ?? 30_000, fail }));
    },
  };
}

/**
 * The model's message → items. Strict: every item needs a name and a positive, finite gram
 * estimate; anything else makes the whole answer malformed (a partial list would silently drop
 * food from the meal).
 */
export function parseVisionItems(content: string): VisionItem[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(unfence(content));
  } catch {
    throw new VisionUnavailableError('vision model answer was not JSON');
  }
  const items = (parsed as { items?: unknown })?.items;
  if (!Array.isArray(items)) throw new VisionUnavailableError('vision model answer has no items array');
  if (items.length > MAX_VISION_ITEMS) throw new VisionUnavailableError(`vision model listed ${items.length} items (more than ${MAX_VISION_ITEMS})`);
  return items.map((raw, i) => {
    const item = raw as { name?: unknown; grams?: unknown };
    const name = typeof item?.name === 'string' ? item.name.replace(/\s+/g, ' ').trim() : '';
    const grams = typeof item?.grams === 'string' ? Number(item.grams) : item?.grams;
    if (!name || name.length > 120) throw new VisionUnavailableError(`vision model item ${i + 1} has no usable name`);
    if (typeof grams !== 'number' || !Number.isFinite(grams) || grams <= 0 || grams > MAX_ITEM_GRAMS) {
      throw new VisionUnavailableError(`vision model item ${i + 1} ('${name}') has no usable gram estimate`);
    }
    return { name, grams: round(grams, 1) };
  });
}
