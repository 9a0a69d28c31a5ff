/**
 * Re-hosted provider images in an S3-compatible bucket: a local fake S3 server that checks each
 * request's Signature V4 (recomputed here independently) and keeps objects in memory. The image
 * is served at morsel's own URL; the bucket's address never appears in a response.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createHash, createHmac } from 'node:crypto';
import sharp from 'sharp';
import { intelligenceOps } from '../../src/ops/intelligence';
import { gs1CheckDigit } from '../../src/domain/foods/barcode';
import { sigV4SigningKey } from '../../src/providers/food-data/image-storage';
import { createHarness, meter, type Harness } from '../helpers/harness';
import { fixtureCatalog } from '../fixtures/catalog';
import { fakeServer, json, type FakeServer } from '../unit/providers/fake-server';

const SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
const KEY_ID = 'AKIDEXAMPLE';
const code = (p: string) => p + gs1CheckDigit(p);
const CODES = { soda: code('401234567900'), tea: code('401234567901') };

const objects = new Map<string, { bytes: Uint8Array; type: string }>();
const refused: string[] = [];
const hex = (d: string | Uint8Array) => createHash('sha256').update(d).digest('hex');

/** Signature V4 as S3 checks it, written apart from the service's own signer. */
async function verify(req: Request, url: URL, body: Uint8Array): Promise<string | null> {
  const auth = req.headers.get('authorization') ?? '';
  const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([a-z0-9;-]+), Signature=([a-f0-9]{64})$/.exec(auth);
  if (!m) return 'malformed authorization';
  const [, keyId, date, region, signed, signature] = m;
  if (keyId !== KEY_ID) return 'unknown key';
  const names = signed!.split(';');
  for (const n of ['host', 'x-amz-date', 'x-amz-content-sha256']) if (!names.includes(n)) return `${n} not signed`;
  const amzDate = req.headers.get('x-amz-date') ?? '';
  if (
    !amzDate.startsWith(date!) ||
    Math.abs(Date.parse(`${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13)}`) - Date.now()) >
      15 * 60_000
  )
    return 'request time skewed';
  if (req.headers.get('x-amz-content-sha256') !== hex(body)) return 'payload hash mismatch';
  const canonical = [
    req.method,
    url.pathname,
    url.search.slice(1),
    names.map((n) => `${n}:${(req.headers.get(n) ?? '').trim()}\n`).join(''),
    signed,
    hex(body),
  ].join('\n');
  const toSign = ['AWS4-HMAC-SHA256', amzDate, `${date}/${region}/s3/aws4_request`, hex(canonical)].join('\n');
  let k: Buffer = createHmac('sha256', `AWS4${SECRET}`).update(date!).digest();
  for (const part of [region!, 's3', 'aws4_request']) k = createHmac('sha256', k).update(part).digest();
  return createHmac('sha256', k).update(toSign).digest('hex') === signature ? null : 'signature mismatch';
}

let s3: FakeServer;
let off: FakeServer;
let img: FakeServer;
let h: Harness;
let key: string;

beforeAll(async () => {
  const png = new Uint8Array(
    await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer(),
  );
  s3 = fakeServer(async (req, url) => {
    const body = new Uint8Array(await req.arrayBuffer());
    const problem = await verify(req, url, body);
    if (problem) {
      refused.push(problem);
      return new Response(`<Error><Code>SignatureDoesNotMatch</Code><Message>${problem}</Message></Error>`, {
        status: 403,
        headers: { 'content-type': 'application/xml' },
      });
    }
    if (req.method === 'PUT') {
      objects.set(url.pathname, { bytes: body, type: req.headers.get('content-type') ?? '' });
      return new Response(null, { status: 200 });
    }
    const o = objects.get(url.pathname);
    if (!o) return new Response(null, { status: 404 });
    return new Response(req.method === 'HEAD' ? null : (o.bytes as Uint8Array<ArrayBuffer>), { headers: { 'content-type': o.type } });
  });
  img = fakeServer(() => new Response(png, { headers: { 'content-type': 'image/png' } }));
  off = fakeServer((_, url) => {
    const c = /\/api\/v2\/product\/(\d+)/.exec(url.pathname)?.[1] ?? '';
    const known = { [CODES.soda]: 'Lime soda', [CODES.tea]: 'Iced tea' }[c];
    if (!known) return json({ status: 0 }, 404);
    return json({
      status: 1,
      product: {
        code: c,
        product_name: known,
        quantity: '330 ml',
        categories_tags: ['en:beverages'],
        nutriments: { 'energy-kcal_100g': 40, proteins_100g: 0, carbohydrates_100g: 10, fat_100g: 0 },
        image_front_url: `${img.url}/${c}.png`,
      },
    });
  });
  h = await createHarness(intelligenceOps, {
    catalog: fixtureCatalog(),
    env: {
      MORSEL_OFF_API_URL: off.url,
      MORSEL_OFF_USER_AGENT: 'morsel-test/1.0 (tests@example.org)',
      MORSEL_OFF_IMAGE_HOSTS: img.host,
      MORSEL_IMAGE_S3_URL: s3.url,
      MORSEL_IMAGE_S3_BUCKET: 'morsel-images',
      MORSEL_IMAGE_S3_REGION: 'eu-central-1',
      MORSEL_IMAGE_S3_ACCESS_KEY_ID: KEY_ID,
      MORSEL_IMAGE_S3_SECRET_ACCESS_KEY: SECRET,
    },
  });
  key = (await h.account('pro')).key;
}, 60_000);

afterAll(async () => {
  await h.stop();
  for (const s of [s3, off, img]) s.stop();
});

describe('S3-compatible image storage', () => {
  test('the signing key follows SigV4 (AWS documentation example)', () => {
    expect(sigV4SigningKey('wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY', '20120215', 'us-east-1', 'iam').toString('hex')).toBe(
      'f4780e2d9f65fa895f9c67b32ce1baf0b0d8a43505a000a1a9e090d414db404d',
    );
  });

  test("a provider image is stored in the bucket with signed requests and served at morsel's own URL", async () => {
    expect((await h.request(`/v1/barcode/${CODES.soda}`, { key })).status).toBe(200);
    await h.runtime.services.providers!.barcode.idle();
    const again = (await (await h.request(`/v1/barcode/${CODES.soda}`, { key })).json()) as { image: string; source: string };
    expect(again.source).toBe('corpus');
    expect(again.image).toMatch(/^\/v1\/images\/providers\/[a-f0-9]{32}\.webp$/);
    const file = again.image.split('/').pop()!;
    expect(objects.get(`/morsel-images/provider-images/${file}`)?.type).toBe('image/webp');
    expect(refused).toEqual([]);
    const served = await h.request(again.image);
    expect(served.status).toBe(200);
    expect(meter(served).cost).toBe(0);
    expect(served.headers.get('cache-control')).toContain('immutable');
    expect((await sharp(new Uint8Array(await served.arrayBuffer())).metadata()).format).toBe('webp');
    expect((await h.request('/v1/images/providers/0123456789abcdef0123456789abcdef.webp')).status).toBe(404);
  });

  test('a bucket that refuses the signature: the image stays null, nothing else breaks', async () => {
    const bad = await createHarness(intelligenceOps, {
      catalog: fixtureCatalog(),
      env: {
        MORSEL_OFF_API_URL: off.url,
        MORSEL_OFF_USER_AGENT: 'morsel-test/1.0',
        MORSEL_OFF_IMAGE_HOSTS: img.host,
        MORSEL_IMAGE_S3_URL: s3.url,
        MORSEL_IMAGE_S3_BUCKET: 'morsel-images',
        MORSEL_IMAGE_S3_ACCESS_KEY_ID: KEY_ID,
        MORSEL_IMAGE_S3_SECRET_ACCESS_KEY: 'wrong-secret',
      },
    });
    try {
      const k = (await bad.account('pro')).key;
      expect((await bad.request(`/v1/barcode/${CODES.tea}`, { key: k })).status).toBe(200);
      await bad.runtime.services.providers!.barcode.idle();
      expect(((await (await bad.request(`/v1/barcode/${CODES.tea}`, { key: k })).json()) as { image: unknown }).image).toBeNull();
      expect(refused).toContain('signature mismatch');
      expect(bad.runtime.services.providers!.images.refusals.map((r) => r.reason)).toContain('storage_failed');
    } finally {
      await bad.stop();
    }
  }, 60_000);

  test('S3 settings are all-or-nothing', async () => {
    await expect(createHarness(intelligenceOps, { env: { MORSEL_IMAGE_S3_URL: 'http://127.0.0.1:9', MORSEL_IMAGE_S3_BUCKET: 'b' } })).rejects.toThrow(
      /MORSEL_IMAGE_S3_ACCESS_KEY_ID/,
    );
  });
});
