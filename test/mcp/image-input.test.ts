/** Base64 image input of image tools: size from the encoded length, tolerant decoding, clear errors. */
import { describe, expect, test } from 'bun:test';
import { ApiError } from '../../src/http/errors';
import { base64DecodedLength, decodeImageInput } from '../../src/http/image-input';

const status = (fn: () => unknown): number | null => {
  try {
    fn();
    return null;
  } catch (err) {
    return err instanceof ApiError ? err.status : -1;
  }
};

describe('decodeImageInput', () => {
  test('decoded length is exact for padded and unpadded base64', () => {
    for (let n = 0; n < 40; n++) {
      const b64 = Buffer.alloc(n, 7).toString('base64');
      expect(base64DecodedLength(b64)).toBe(n);
      expect(base64DecodedLength(b64.replace(/=+$/, ''))).toBe(n);
    }
  });

  test('decodes standard, URL-safe, line-wrapped and data-URL input to the same bytes', () => {
    const bytes = Uint8Array.from({ length: 300 }, (_, i) => (i * 37) % 256);
    const std = Buffer.from(bytes).toString('base64');
    const variants = [std, std.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''), std.replace(/(.{76})/g, '$1\r\n'), `data:image/png;base64,${std}`];
    for (const image_base64 of variants) {
      const out = decodeImageInput({ image_base64, content_type: 'image/png' });
      expect(Array.from(out.bytes)).toEqual(Array.from(bytes));
      expect(out.contentType).toBe('image/png');
    }
    expect(decodeImageInput({ image_base64: `data:image/webp;base64,${std}` }).contentType).toBe('image/webp');
  });

  test('limit is checked on the decoded size: exactly at the limit passes, one byte over is 413', () => {
    const max = 3000;
    expect(status(() => decodeImageInput({ image_base64: Buffer.alloc(max).toString('base64'), content_type: 'image/jpeg' }, max))).toBeNull();
    expect(status(() => decodeImageInput({ image_base64: Buffer.alloc(max + 1).toString('base64'), content_type: 'image/jpeg' }, max))).toBe(413);
  });

  test('missing fields and invalid base64 are 400', () => {
    expect(status(() => decodeImageInput(undefined))).toBe(400);
    expect(status(() => decodeImageInput({ content_type: 'image/png' }))).toBe(400);
    expect(status(() => decodeImageInput({ image_base64: 'AAAA' }))).toBe(400);
    expect(status(() => decodeImageInput({ image_base64: 'AA*A', content_type: 'image/png' }))).toBe(400);
    expect(status(() => decodeImageInput({ image_base64: 'AAAAA', content_type: 'image/png' }))).toBe(400);
  });
});
