/**
 * Image operations (spec "Vision", "Unified identification"): meal-photo nutrition, label
 * reading, and POST /v1/identify, which runs the matching barcode, parse, photo or label logic
 * exactly once inside its own request (one metering, one cost).
 */
import { Type as t, type Static, type TSchema } from '@sinclair/typebox';
import { ApiError, badRequest } from '../http/errors';
import { op, type AnyOp } from '../http/op';
import { checkImageBytes, MAX_IMAGE_BYTES } from '../http/body';
import { decodeImageInput } from '../http/image-input';
import type { Services } from '../http/services';
import { scanLabel, scanPhoto, type ImageUpload } from '../scans/image-scans';

const TAG = 'Vision';
const nullable = <T extends TSchema>(schema: T) => t.Union([schema, t.Null()]);

// ------------------------------------------------------------------------------ schemas

const scanFields = {
  scan_saved: t.Boolean({ description: 'True when the result was saved to scan memory (direct developer keys). Marketplace keys: false, and no scan id.' }),
  scan_id: t.Optional(t.String({ format: 'uuid', description: 'Direct keys: id for GET /v1/scans/{id}, feedback and delete.' })),
  scan_revision: t.Optional(t.Integer({ minimum: 1, description: 'Direct keys: current revision; send it with feedback.' })),
  scan_expires_at: t.Optional(t.String({ format: 'date-time', description: 'Direct keys: 30 days after the scan was first saved.' })),
};

const Confidence = t.Union([t.Literal('high'), t.Literal('medium'), t.Literal('low')]);

const PhotoResult = t.Object(
  {
    source: t.String({ description: '`vision+corpus`; a repeat of identical bytes answers `scan-memory`, or `user-correction` once corrected.' }),
    name: t.String({ description: 'The items seen, comma-separated (or the corrected name).' }),
    calories: t.Number({ description: 'Whole-meal kcal from reference records (integer; a user correction keeps its own value).' }),
    protein_g: t.Number({ description: 'Whole-meal protein, g.' }),
    carbs_g: t.Number({ description: 'Whole-meal carbohydrate, g.' }),
    fat_g: t.Number({ description: 'Whole-meal fat, g.' }),
    total_grams: t.Number({ description: 'Sum of the estimated portions, g.' }),
    confidence: t.Union([Confidence], {
      description:
        "Lowest item confidence: how well each name matched its reference record (exact name or alias → high, every word found → medium, otherwise low), capped by the record's own confidence (≥ 80 high, ≥ 60 medium). Portion weights stay uncertain regardless.",
    }),
    items: t.Array(
      t.Object({
        name: t.String({ description: 'Food as named by the vision model.' }),
        grams: t.Number({ description: 'Estimated edible grams.' }),
        food: t.Object(
          { id: t.String({ format: 'uuid' }), name: t.String(), confidence: t.Integer({ minimum: 0, maximum: 100 }) },
          { description: 'The reference record that supplied the nutrition.' },
        ),
        match: t.Union([t.Literal('exact'), t.Literal('close'), t.Literal('loose')]),
        calories: t.Integer(),
        protein_g: t.Integer(),
        carbs_g: t.Integer(),
        fat_g: t.Integer(),
        confidence: Confidence,
      }),
    ),
    nutrients: t.Array(t.Object({ key: t.String(), name: t.String(), amount: t.Number(), unit: t.String() }), {
      description: "Whole-meal totals of nutrients every item's record reports (macros are the top-level fields). Emptied by a correction.",
    }),
    incomplete_nutrients: t.Array(t.String(), { description: "Nutrient keys some item's record lacks: no total is given for them." }),
    vision_model: t.String({ description: 'The configured vision model that named the foods.' }),
    portion_note: t.String(),
    ...scanFields,
  },
  { additionalProperties: true },
);

const num = (description: string) => nullable(t.Number({ description }));

const LabelResult = t.Object(
  {
    source: t.String({
      description:
        '`vision` (read from the image by the local OCR engine named in `reader`); a repeat of identical bytes answers `scan-memory`, or `user-correction` once corrected.',
    }),
    reader: t.Object({
      engine: t.String(),
      local: t.Boolean({ description: 'True: read on this server, no outside service.' }),
      passes: t.Array(t.String(), { description: 'OCR passes run (image preparations), in order.' }),
      used: t.String({ description: 'The pass whose reading is returned.' }),
      ocr_confidence: t.Integer({ minimum: 0, maximum: 100 }),
    }),
    status: t.Union([t.Literal('complete'), t.Literal('partial')], {
      description:
        '`complete`: every mandatory line of the panel was read (US: serving size, calories, fat, saturated fat, trans fat, cholesterol, sodium, carbohydrate, fiber, sugars, protein; per-100 g panels: energy, fat, saturates, carbohydrate, sugars, protein, salt or sodium). `partial`: the core (calories, fat, carbohydrate, protein) was read but `missing_fields` lists lines that were not.',
    }),
    panel_style: t.Union([t.Literal('us'), t.Literal('per_100'), t.Literal('unknown')], {
      description: '`us` Nutrition Facts; `per_100` EU/UK/ANZ declaration.',
    }),
    basis: t.Union([t.Literal('per_serving'), t.Literal('per_100g')], {
      description: 'What the values are per: the serving (US panels) or 100 g/100 ml (per-100 panels; see basis_unit).',
    }),
    basis_unit: nullable(t.Union([t.Literal('g'), t.Literal('ml')], { description: 'For per_100g: whether the column is per 100 g or per 100 ml.' })),
    serving_size: nullable(
      t.Object({ text: t.String({ description: 'As printed, e.g. "2/3 cup (55g)".' }), grams: nullable(t.Number()), ml: nullable(t.Number()) }),
    ),
    servings_per_container: num('As printed.'),
    calories: t.Number({ description: 'kcal on the basis (required).' }),
    calories_from_kj: t.Boolean({ description: 'True when no kcal was printed and `calories` is the printed kJ ÷ 4.184.' }),
    energy_kj: num('Printed kJ, or null.'),
    protein_g: t.Number({ description: 'Required.' }),
    carbs_g: t.Number({ description: 'Required.' }),
    fat_g: t.Number({ description: 'Required.' }),
    saturated_fat_g: num('Printed, or null when unreadable or not printed.'),
    trans_fat_g: num('Printed, or null.'),
    cholesterol_mg: num('Printed, or null.'),
    sodium_mg: num('Printed sodium, or null (never derived from salt).'),
    salt_g: num('Printed salt, or null (never derived from sodium).'),
    fiber_g: num('Printed, or null.'),
    sugars_g: num('Printed (total) sugars, or null.'),
    added_sugars_g: num('Printed added sugars, or null.'),
    percent_daily_value: t.Record(t.String(), t.Number(), { description: 'Printed %DV (or %RI of the basis) by field.' }),
    less_than: t.Array(t.String(), { description: 'Fields printed as "<" / "less than": the value is the printed bound.' }),
    nutrients: t.Array(
      t.Object({
        key: t.String(),
        name: t.String(),
        amount: nullable(t.Number()),
        unit: nullable(t.String()),
        percent_dv: nullable(t.Number()),
        less_than: t.Boolean(),
        confidence: t.Number({ minimum: 0, maximum: 1 }),
      }),
      { description: 'Other printed lines: vitamins, minerals, mono/polyunsaturates, polyols, starch …; amount null when only a % is printed.' },
    ),
    field_confidence: t.Record(t.String(), nullable(t.Number({ minimum: 0, maximum: 1 })), {
      description:
        'Per field, 0-1, independent: OCR confidence of the line, lowered for repaired characters, a missing unit, an uncertain column or failed cross-checks (%DV, serving mass, calories vs macros), raised when the printed %DV agrees. null for fields not read.',
    }),
    missing_fields: t.Array(t.String()),
    warnings: t.Array(t.String(), { description: 'Cross-check findings and conversions.' }),
    raw_text: t.String({ description: 'The OCR transcription, verbatim.' }),
    ...scanFields,
  },
  { additionalProperties: true },
);

const imageErrors = [413, 415, 422, 503];
const uploadNote =
  'Body: raw bytes with an image/* content type, or multipart/form-data field `image`; JPEG, PNG or WebP (detected from the bytes), at most 5 MB. Oversize (413), wrong type (415) and undecodable images (422) are not charged.';
const memoryNote =
  'Direct developer keys: the result is saved privately for 30 days (`scan_saved`, `scan_id`, `scan_revision`, `scan_expires_at`); identical bytes in the same account within that time are answered from scan memory (source `scan-memory`, or `user-correction` once corrected) at the normal cost. A scan-storage outage gives 503. Marketplace keys: `scan_saved` false and no scan id.';

// ------------------------------------------------------------------------------ operations

const nutritionFromPhoto = op({
  id: 'nutrition_from_photo',
  method: 'POST',
  path: '/v1/nutrition-from-photo',
  cost: 10,
  access: 'any',
  tag: TAG,
  bodyKind: 'image',
  summary: 'Estimate meal nutrition from a photo',
  toolDescription:
    "Estimate a meal's nutrition from a photo (image_base64, content_type): a vision model names the foods and grams, every number comes from reference records; 422 lists items it cannot resolve.",
  description: [
    'The configured vision model names the visible foods and estimates edible grams — nothing else. Every item is resolved in the reference corpus and all calories, macros and nutrients come from those records, scaled by the estimated grams. Any unresolved item gives 422 listing it (`unresolved_items`); a model-made figure is never substituted. Portion estimates remain uncertain.',
    uploadNote,
    memoryNote,
    'Vision provider: MORSEL_VISION_URL (OpenAI-compatible chat completions), MORSEL_VISION_API_KEY, MORSEL_VISION_MODEL. Not configured: 503 (not charged). Configured but down, failing, slow or answering malformed JSON: 502.',
  ].join('\n\n'),
  response: PhotoResult,
  errors: [...imageErrors, 502],
  handler: ({ upload, account, services }) => scanPhoto({ services, account }, upload!),
});

const nutritionLabel = op({
  id: 'nutrition_label',
  method: 'POST',
  path: '/v1/nutrition-label',
  cost: 10,
  access: 'any',
  tag: TAG,
  bodyKind: 'image',
  summary: 'Read a Nutrition Facts label from a photo',
  toolDescription:
    'Read a Nutrition Facts label photo (image_base64, content_type): only printed values, each with a confidence; 422 when calories or macros are unreadable.',
  description: [
    'Read on this server by a local OCR engine (no configuration, no outside service). US Nutrition Facts panels are read per serving; EU/UK/ANZ declarations per 100 g or 100 ml (`basis`). Only printed values are returned: unreadable or unprinted optional fields are null, never inferred; kJ-only energy is converted to kcal and flagged (`calories_from_kj`). Each field has its own confidence; `raw_text` is the verbatim transcription.',
    'Calories, fat, carbohydrate and protein are required: when any of them cannot be read the answer is 422 "label not readable clearly" with `unreadable_fields` and `raw_text`.',
    uploadNote,
    memoryNote,
  ].join('\n\n'),
  response: LabelResult,
  errors: imageErrors,
  handler: ({ upload, account, services }) => scanLabel({ services, account }, upload!),
});

// ------------------------------------------------------------------------------ identify

const IDENTIFY_COSTS = { barcode: 1, text: 5, photo: 10, label: 10 } as const;
type IdentifyType = keyof typeof IDENTIFY_COSTS;
/** Base64 of a 5 MB image plus a data-URL prefix and JSON framing. */
const MAX_IDENTIFY_BODY = Math.ceil((MAX_IMAGE_BYTES * 4) / 3) + 65_536;

function identifyCost(body: unknown): number {
  const type = (body as { type?: unknown } | undefined)?.type;
  return typeof type === 'string' && type in IDENTIFY_COSTS ? IDENTIFY_COSTS[type as IdentifyType] : 1;
}

/** image_base64 (optionally a data: URL) + content_type → checked image bytes. Invalid uploads are refunded. */
function decodeImageBase64(image_base64: string, content_type: string | undefined): ImageUpload {
  try {
    const decoded = decodeImageInput({ image_base64, content_type }, MAX_IMAGE_BYTES);
    return checkImageBytes(decoded.bytes, decoded.contentType);
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    const message = err.status === 413 ? `Decoded image is larger than the limit of ${MAX_IMAGE_BYTES} bytes.` : err.message;
    throw new ApiError(err.status, message, { details: err.details, refund: true });
  }
}

const notAvailable = (what: string) => new ApiError(503, `${what} is not available on this server; retry later. The call was not charged.`, { refund: true });

async function identifyOne(services: Services, account: Parameters<typeof scanPhoto>[0]['account'], body: IdentifyBody): Promise<unknown> {
  const only: Record<IdentifyType, keyof IdentifyBody> = { barcode: 'barcode', text: 'text', photo: 'image_base64', label: 'image_base64' };
  const needed = only[body.type];
  if (body[needed] === undefined) throw badRequest(`Missing required body field '${needed}' for type '${body.type}'.`, { field: `body.${needed}` });
  const stray = (['barcode', 'text', 'image_base64', 'content_type'] as const).filter(
    (k) => body[k] !== undefined && k !== needed && !(k === 'content_type' && needed === 'image_base64'),
  );
  if (stray.length)
    throw badRequest(`Body field '${stray[0]}' does not apply to type '${body.type}'; send only the field for the type.`, { field: `body.${stray[0]}` });

  switch (body.type) {
    case 'barcode':
      if (!services.lookupBarcode) throw notAvailable('Barcode lookup');
      return services.lookupBarcode(body.barcode!);
    case 'text':
      if (!services.parseMeal) throw notAvailable('Meal parsing');
      return services.parseMeal(body.text!);
    case 'photo':
      return scanPhoto({ services, account }, decodeImageBase64(body.image_base64!, body.content_type));
    case 'label':
      return scanLabel({ services, account }, decodeImageBase64(body.image_base64!, body.content_type));
  }
}

const IdentifyBodySchema = t.Object(
  {
    type: t.Union([t.Literal('barcode'), t.Literal('text'), t.Literal('photo'), t.Literal('label')], {
      description: 'Which operation to run: barcode (1 point), text (meal parse, 5), photo or label (10).',
    }),
    barcode: t.Optional(t.String({ minLength: 1, maxLength: 64, description: 'For type barcode: UPC/EAN digits.', examples: ['3017620422003'] })),
    text: t.Optional(
      t.String({
        minLength: 1,
        maxLength: 1000,
        description: 'For type text: the meal as written (at most 1000 characters).',
        examples: ['two eggs and a slice of toast'],
      }),
    ),
    image_base64: t.Optional(
      t.String({ minLength: 1, description: 'For photo and label: the image as base64 (a data: URL is accepted); at most 5 MB after decoding.' }),
    ),
    content_type: t.Optional(t.String({ maxLength: 100, description: 'For photo and label: image/jpeg, image/png or image/webp.', examples: ['image/jpeg'] })),
  },
  { additionalProperties: false },
);
type IdentifyBody = Static<typeof IdentifyBodySchema>;

const identify = op({
  id: 'identify',
  method: 'POST',
  path: '/v1/identify',
  cost: ({ body }) => identifyCost(body),
  costNote: 'barcode 1, text 5, photo or label 10',
  access: 'direct',
  tag: TAG,
  maxBodyBytes: MAX_IDENTIFY_BODY,
  summary: 'Identify food from a barcode, a meal text, a meal photo or a label photo',
  toolDescription:
    'One entry point for a barcode, a meal text, a meal photo or a label photo: type plus its field. Runs get_barcode, parse_meal, nutrition_from_photo or nutrition_label once; use those directly when the type is known.',
  description: [
    "Runs the matching operation exactly once and answers `{type, result}`, where `result` is that operation's payload: GET /v1/barcode/{code} (type barcode, 1 point), POST /v1/parse (text, 5 points), POST /v1/nutrition-from-photo (photo, 10 points) or POST /v1/nutrition-label (label, 10 points), with their errors (400, 404, 422, 502 …) and, for images, their scan memory. Direct developer keys only (403 otherwise).",
    'Send only the field of the type. Images: `image_base64` plus `content_type`; at most 5 MB after decoding (413); invalid base64 (400), a type other than JPEG/PNG/WebP (415) and undecodable images (422) are not charged. A photo with an unresolved food gives 422.',
  ].join('\n\n'),
  body: IdentifyBodySchema,
  response: t.Object({
    type: t.String({ description: 'The type that was run.' }),
    result: t.Unknown({ description: "The matching operation's response body." }),
  }),
  errors: [403, 404, 413, 415, 422, 502, 503],
  handler: async ({ body, account, services }) => ({ type: body.type, result: await identifyOne(services, account, body) }),
});

export const visionOps: AnyOp[] = [nutritionFromPhoto, nutritionLabel, identify];
