/**
 * An image sent as JSON, `{ image_base64, content_type }`: MCP tool calls and the vision
 * operations' JSON bodies (src/ops/vision.ts) read it alike. The size is checked from the encoded length
 * before anything is decoded, so an oversize image costs neither points nor a large allocation.
 * Type checks (declared and sniffed) stay with the pipeline, exactly as for REST uploads.
 */
import { ApiError } from './errors';

/** The spec's tool-server image limit, after base64 decoding. */
export const MAX_TOOL_IMAGE_BYTES = 5 * 1024 * 1024;

const DATA_URL = /^data:([^;,]*)(;[^,]*)?;base64,/i;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** Decoded size of a base64 string without decoding it (whitespace already removed). */
export function base64DecodedLength(b64: string): number {
  const padding = b64.endsWith('==') ? 2 : b64.endsWith('=') ? 1 : 0;
  return Math.floor((b64.length * 3) / 4) - padding;
}

export function decodeImageInput(body: unknown, maxBytes = MAX_TOOL_IMAGE_BYTES): { bytes: Uint8Array<ArrayBuffer>; contentType: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new ApiError(400, 'Missing required body: { image_base64, content_type }.', { details: { field: 'body' } });
  }
  const { image_base64: raw, content_type: declared } = body as Record<string, unknown>;
  if (typeof raw !== 'string' || raw.length === 0)
    throw new ApiError(400, "Missing required body field 'image_base64' (base64 string).", { details: { field: 'body.image_base64' } });
  let b64 = raw;
  let contentType = typeof declared === 'string' ? declared : '';
  const dataUrl = DATA_URL.exec(b64);
  if (dataUrl) {
    b64 = b64.slice(dataUrl[0].length);
    contentType ||= dataUrl[1] ?? '';
  }
  if (!contentType)
    throw new ApiError(400, "Missing required body field 'content_type' (image/jpeg, image/png or image/webp).", { details: { field: 'body.content_type' } });
  // Some encoders wrap lines; whitespace carries no data. (The /mcp body limit bounds this work.)
  if (/\s/.test(b64)) b64 = b64.replace(/\s+/g, '');
  // URL-safe alphabet is common from some clients; map it to the standard one.
  if (/[-_]/.test(b64)) b64 = b64.replace(/-/g, '+').replace(/_/g, '/');
  if (!BASE64.test(b64) || b64.length % 4 === 1)
    throw new ApiError(400, "Body field 'image_base64' is not valid base64.", { details: { field: 'body.image_base64' } });
  if (base64DecodedLength(b64) > maxBytes) tooLarge(maxBytes);
  return { bytes: new Uint8Array(Buffer.from(b64, 'base64')), contentType };
}

function tooLarge(maxBytes: number): never {
  throw new ApiError(413, `Image is larger than the tool-server limit of ${maxBytes} bytes (5 MiB) after base64 decoding.`);
}
