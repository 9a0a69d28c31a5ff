/** Request body readers with the limits applied before any work (and before points are reserved). */
import { ApiError } from './errors';

/**
 * What the pipeline reads of a request. A fetch `Request` is one; the MCP tool server builds a
 * lighter one per call (constructing a Request costs more than a cheap operation itself).
 */
export interface OperationRequest {
  url: string;
  headers: { get(name: string): string | null };
  arrayBuffer(): Promise<ArrayBuffer>;
  formData(): Promise<FormData>;
}

/** The spec's image limit: 5 MB (decimal) over HTTP. */
export const MAX_IMAGE_BYTES = 5_000_000;
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export type ImageType = (typeof IMAGE_TYPES)[number];

async function readLimited(request: OperationRequest, maxBytes: number, what: string): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge(what, maxBytes);
  const bytes = new Uint8Array(await request.arrayBuffer());
  if (bytes.byteLength > maxBytes) throw tooLarge(what, maxBytes);
  return bytes;
}

function tooLarge(what: string, maxBytes: number): ApiError {
  return new ApiError(413, `${what} is larger than the limit of ${maxBytes} bytes.`);
}

/**
 * Parses a JSON body. Size is enforced now (413, free); a malformed body is returned as an
 * error value so the pipeline can raise it after reserving points, like any invalid parameter.
 */
export async function readJsonBody(request: OperationRequest, maxBytes: number): Promise<{ ok: true; value: unknown } | { ok: false; error: ApiError }> {
  const bytes = await readLimited(request, maxBytes, 'Request body');
  if (bytes.byteLength === 0) return { ok: false, error: new ApiError(400, 'Request body is required (JSON object).') };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, error: new ApiError(400, 'Request body is not valid UTF-8 text.') };
  }
  if (nestingDepth(text) > MAX_JSON_DEPTH) {
    return { ok: false, error: new ApiError(400, `Request body is nested deeper than ${MAX_JSON_DEPTH} levels.`) };
  }
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (err) {
    return { ok: false, error: new ApiError(400, `Request body is not valid JSON: ${(err as Error).message}`) };
  }
}

/** No request needs more; deeper bodies would only exhaust the stack of whatever walks them. */
const MAX_JSON_DEPTH = 64;

/** Deepest bracket nesting of JSON text, strings skipped (one pass, stops early past the limit). */
function nestingDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92)
        i++; // backslash: skip the escaped character
      else if (c === 34) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91) {
      if (++depth > max) max = depth;
      if (max > MAX_JSON_DEPTH) return max;
    } else if (c === 125 || c === 93) depth--;
  }
  return max;
}

/** Detects the real type from the first bytes; the declared type is not trusted. */
function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image/png';
  if (bytes.length >= 12 && String.fromCharCode(...bytes.subarray(0, 4)) === 'RIFF' && String.fromCharCode(...bytes.subarray(8, 12)) === 'WEBP')
    return 'image/webp';
  return null;
}

/** Checks bytes already in hand (MCP and identify decode base64 first). */
export function checkImageBytes(bytes: Uint8Array, declaredType: string, maxBytes = MAX_IMAGE_BYTES): { bytes: Uint8Array; contentType: ImageType } {
  if (bytes.byteLength > maxBytes) throw new ApiError(413, `Image is larger than the limit of ${maxBytes} bytes.`);
  if (bytes.byteLength === 0) throw new ApiError(400, 'Image is empty.');
  const declared = declaredType.split(';')[0]!.trim().toLowerCase();
  if (declared && declared !== 'application/octet-stream' && !(IMAGE_TYPES as readonly string[]).includes(declared)) {
    throw new ApiError(415, `Unsupported image type '${declared}': send JPEG, PNG or WebP.`);
  }
  const sniffed = sniffImageType(bytes);
  if (!sniffed) throw new ApiError(415, 'Unsupported image: the bytes are not JPEG, PNG or WebP.');
  return { bytes, contentType: sniffed };
}

/** Raw bytes with an image/* content type, or multipart/form-data with a field `image`. */
export async function readImageUpload(request: OperationRequest): Promise<{ bytes: Uint8Array; contentType: string }> {
  const contentType = (request.headers.get('content-type') ?? '').toLowerCase();
  if (contentType.startsWith('multipart/form-data')) {
    const declared = Number(request.headers.get('content-length') ?? NaN);
    // Multipart framing adds a little; allow 64 KiB of it.
    if (Number.isFinite(declared) && declared > MAX_IMAGE_BYTES + 65_536) throw tooLarge('Image', MAX_IMAGE_BYTES);
    let form: FormData;
    try {
      form = await request.formData();
    } catch {
      throw new ApiError(400, 'Malformed multipart body.');
    }
    const file = form.get('image');
    if (!(file instanceof Blob)) throw new ApiError(400, "Multipart body needs a file field named 'image'.");
    return checkImageBytes(new Uint8Array(await file.arrayBuffer()), file.type);
  }
  if (!contentType.startsWith('image/') && contentType !== 'application/octet-stream') {
    throw new ApiError(415, `Send the image as raw bytes with an image/* content type or as multipart field 'image' (got '${contentType || 'none'}').`);
  }
  return checkImageBytes(await readLimited(request, MAX_IMAGE_BYTES, 'Image'), contentType);
}
