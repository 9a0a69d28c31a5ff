/**
 * Barcode miss → Open Food Facts (a local fake) → quality gate → promotion, quarantine, negative
 * cache, image re-hosting and the admin views, over HTTP. Every response body this file sees is
 * scanned for outside URLs at the end.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { intelligenceOps } from '../../src/ops/intelligence';
import { foodsOps } from '../../src/ops/foods';
import { barcodeKey, gs1CheckDigit } from '../../src/domain/foods/barcode';
import { OFF_ATTRIBUTION } from '../../src/domain/foods/datasets';
import { ADMIN_TOKEN, createHarness, meter, type Harness } from '../helpers/harness';
import { fixtureCatalog, fixtureFood } from '../fixtures/catalog';
import { taxonomy } from '../unit/foods/shared-taxonomy';
import { fakeServer, json, type FakeServer } from '../unit/providers/fake-server';

const ean = (payload12: string) => payload12 + gs1CheckDigit(payload12);
const CODES = {
  cola: ean('500011254816'),
  upc: ean('004900000044').slice(1), // 12-digit UPC-A of a 13-digit EAN with a leading zero
  unknown: ean('761234567890'),
  kjAsKcal: ean('401234567890'),
  noEnergy: ean('401234567891'),
  wrongTypes: ean('401234567892'),
  absurd: ean('401234567893'),
  foreignImage: ean('401234567894'),
  notImage: ean('401234567895'),
  bomb: ean('401234567896'),
  html: ean('401234567897'),
  blocked: ean('401234567898'),
  owned: ean('300000000000'),
  zorbly: ean('401234567899'),
};

let off: FakeServer;
let img: FakeServer;
let other: FakeServer;
let h: Harness;
let key: string;
let imagesDir: string;
const seen: string[] = [];

async function get(path: string, init: Parameters<Harness['request']>[1] = {}) {
  const res = await h.request(path, init);
  const text = await res.clone().text();
  if ((res.headers.get('content-type') ?? '').includes('json')) seen.push(text);
  return { res, status: res.status, body: (text.startsWith('{') ? JSON.parse(text) : null) as Record<string, any> };
}

const nutr = (kcal: number | undefined, p: number, c: number, f: number, extra: Record<string, unknown> = {}) => ({
  ...(kcal !== undefined ? { 'energy-kcal_100g': kcal } : {}),
  proteins_100g: p,
  carbohydrates_100g: c,
  fat_100g: f,
  ...extra,
});

function products(): Record<string, Record<string, unknown>> {
  const base = (code: string, name: string, n: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
    code,
    product_name: name,
    brands: 'Fizz',
    quantity: '330 ml',
    nutriments: n,
    categories_tags: ['en:beverages'],
    ...extra,
  });
  return {
    [CODES.cola]: base(CODES.cola, 'Cola drink', nutr(42, 0, 10.6, 0, { sugars_100g: 10.6, salt_100g: 0.01, 'energy-kj_100g': 178 }), {
      image_front_url: `${img.url}/front.png`,
    }),
    [`0${CODES.upc}`]: base(CODES.upc, 'Peanut bar', nutr(500, 20, 50, 25), { quantity: '50 g', categories_tags: ['en:snacks'] }),
    [CODES.kjAsKcal]: base(CODES.kjAsKcal, 'Energy stored as kJ', nutr(724, 2, 30, 5), { quantity: '100 g', categories_tags: ['en:snacks'] }),
    [CODES.noEnergy]: base(CODES.noEnergy, 'No energy given', nutr(undefined, 1, 10, 0)),
    [CODES.wrongTypes]: base(CODES.wrongTypes, 'Wrong types', { proteins_100g: 'lots', 'energy-kcal_100g': 40 }),
    [CODES.absurd]: base(CODES.absurd, 'Absurd', nutr(90000, 1, 10, 0)),
    [CODES.foreignImage]: base(CODES.foreignImage, 'Lemonade', nutr(40, 0, 10, 0), { image_front_url: `${other.url}/x.png` }),
    [CODES.notImage]: base(CODES.notImage, 'Orangeade', nutr(40, 0, 10, 0), { image_front_url: `${img.url}/not-image.png` }),
    [CODES.bomb]: base(CODES.bomb, 'Limeade', nutr(40, 0, 10, 0), { image_front_url: `${img.url}/bomb.png` }),
    [CODES.zorbly]: base(
      CODES.zorbly,
      'Zorbly Hazelnut Cocoa Spread',
      nutr(539, 6.3, 57.5, 30.9, { sugars_100g: 56.3, 'saturated-fat_100g': 10.6, salt_100g: 0.107 }),
      {
        brands: 'Zorbly',
        quantity: '400 g',
        categories_tags: ['en:spreads', 'en:sweet-spreads', 'en:cocoa-and-hazelnuts-spreads'],
        countries_tags: ['en:france'],
      },
    ),
  };
}

/** A PNG whose header claims 20,000 × 20,000 pixels (a decompression bomb), without the pixels. */
async function bombPng(): Promise<Uint8Array<ArrayBuffer>> {
  const png = new Uint8Array(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
      .png()
      .toBuffer(),
  );
  const view = new DataView(png.buffer);
  view.setUint32(16, 20_000);
  view.setUint32(20, 20_000);
  view.setUint32(29, crc32(png.subarray(12, 29)));
  return png;
}

/** A generic spread the query for the promoted product's name also finds (as FNDDS's did). */
const genericSpread = fixtureFood('66666666-6666-4666-8666-666666666666', 'Spread, chocolate hazelnut cocoa', '100g', [540, 6, 58, 31], {
  aliases: ['hazelnut cocoa spread', 'chocolate spread'],
});

/** The fixture catalog plus one owned packaged product. */
function ownedCatalog() {
  const catalog = fixtureCatalog([genericSpread]);
  const owned = fixtureFood('77777777-7777-4777-8777-777777777777', 'Owned juice', '100ml', [45, 0.5, 10, 0.1], {
    dataset: 'openfoodfacts',
    barcode: CODES.owned,
  });
  catalog.foods.byId.set(owned.id, owned);
  catalog.foods.byBarcode.set(barcodeKey(CODES.owned)!, owned);
  catalog.parts.openfoodfacts = { products: [owned], taxonomy: taxonomy(), attribution: 'Open Food Facts contributors', license: 'ODbL-1.0' };
  return catalog;
}

function crc32(bytes: Uint8Array): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

beforeAll(async () => {
  const front = new Uint8Array(
    await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c00' } })
      .png()
      .toBuffer(),
  );
  const bomb = await bombPng();
  img = fakeServer((_, url) =>
    url.pathname === '/front.png'
      ? new Response(front, { headers: { 'content-type': 'image/png' } })
      : url.pathname === '/bomb.png'
        ? new Response(bomb, { headers: { 'content-type': 'image/png' } })
        : new Response('<html>not an image</html>', { headers: { 'content-type': 'image/png' } }),
  );
  other = fakeServer(() => new Response(front, { headers: { 'content-type': 'image/png' } }));
  off = fakeServer((req, url) => {
    const m = /^\/api\/v2\/product\/(\d+)$/.exec(url.pathname);
    if (!m) return json({ status: 0 }, 404);
    if (!url.searchParams.get('fields')?.includes('nutriments') || !req.headers.get('user-agent')?.startsWith('morsel-test/'))
      return json({ error: 'bad request' }, 400);
    if (m[1] === CODES.blocked) return new Response('<html>forbidden</html>', { status: 403, headers: { 'content-type': 'text/html' } });
    if (m[1] === CODES.html) return new Response('<html>maintenance</html>', { headers: { 'content-type': 'text/html' } });
    const p = products()[m[1]!];
    return p ? json({ status: 1, product: p }) : json({ status: 0, status_verbose: 'product not found' }, 404);
  });
  imagesDir = mkdtempSync(join(tmpdir(), 'morsel-images-'));
  h = await createHarness([...intelligenceOps, ...foodsOps], {
    catalog: ownedCatalog(),
    env: {
      MORSEL_OFF_API_URL: off.url,
      MORSEL_OFF_USER_AGENT: 'morsel-test/1.0 (tests@example.org)',
      MORSEL_OFF_IMAGE_HOSTS: img.host,
      MORSEL_PROVIDER_IMAGES_DIR: imagesDir,
      MORSEL_PROVIDER_TIMEOUT_MS: '1000',
    },
  });
  key = (await h.account('pro')).key;
}, 60_000);

afterAll(async () => {
  await h.stop();
  for (const s of [off, img, other]) s.stop();
  rmSync(imagesDir, { recursive: true, force: true });
});

const offHits = (code: string) => off.hits.filter((p) => p.startsWith(`/api/v2/product/${code}?`)).length;
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

describe('barcode miss → provider → promotion', () => {
  test('first answer carries the provider label and attribution, the repeat is corpus and asks nobody', async () => {
    const first = await get(`/v1/barcode/${CODES.cola}`, { key });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      source: 'openfoodfacts',
      dataset: 'openfoodfacts',
      name: 'Cola drink',
      barcode: CODES.cola,
      nutrition_basis: '100ml',
      calories: 42,
      attribution: OFF_ATTRIBUTION,
      license: 'ODbL-1.0',
      image: null,
    });
    expect(first.body.nutrients.find((n: { key: string }) => n.key === 'sodium')).toEqual({ key: 'sodium', name: 'Sodium', amount: 4, unit: 'mg' });
    expect(first.body.provenance.sodium.method).toBe('calculated');
    expect(meter(first.res).cost).toBe(1);
    expect(offHits(CODES.cola)).toBe(1);
    await h.runtime.services.providers!.barcode.idle();
    const again = await get(`/v1/barcode/${CODES.cola}`, { key });
    expect(again.body).toMatchObject({ source: 'corpus', id: first.body.id, calories: 42 });
    expect(offHits(CODES.cola)).toBe(1);
    // The image was fetched once and re-hosted at morsel's own URL.
    expect(again.body.image).toMatch(/^\/v1\/images\/providers\/[a-f0-9]{32}\.webp$/);
    const image = await h.request(again.body.image);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
    expect(image.headers.get('cache-control')).toContain('max-age=31536000');
    expect(meter(image).cost).toBe(0);
    expect((await sharp(new Uint8Array(await image.arrayBuffer())).metadata()).format).toBe('webp');
    expect(img.hits.filter((p) => p === '/front.png')).toHaveLength(1);
  });

  test('a promoted product ranks like a stored one: its exact name first, found by kind=product, brand and country', async () => {
    expect((await get(`/v1/barcode/${CODES.zorbly}`, { key })).status).toBe(200);
    await h.runtime.services.providers!.barcode.idle();
    const search = async (q: string) => {
      const r = await get(`/v1/foods/search?${q}`, { key });
      expect(r.status).toBe(200);
      expect(meter(r.res).cost).toBe(1);
      return r.body.foods as { name: string; source: string; match: { method: string; score: number } }[];
    };
    const exact = await search('query=zorbly%20hazelnut%20cocoa%20spread');
    expect(exact[0]).toMatchObject({ name: 'Zorbly Hazelnut Cocoa Spread', source: 'corpus', match: { method: 'exact_name' } });
    expect(exact.map((f) => f.name)).toContain('Spread, chocolate hazelnut cocoa');
    // The generic name keeps the generic food first.
    expect((await search('query=hazelnut%20cocoa%20spread'))[0]?.name).toBe('Spread, chocolate hazelnut cocoa');
    for (const q of [
      'query=zorbly%20hazelnut%20cocoa%20spread&kind=product',
      'query=hazelnut%20cocoa&kind=product',
      'query=spread&brand=zorbly',
      'query=zorbly&country=France',
      'query=cocoa%20spread&country=en:france',
    ]) {
      expect((await search(q))[0]?.name).toBe('Zorbly Hazelnut Cocoa Spread');
    }
    expect(await search('query=zorbly%20hazelnut%20cocoa%20spread&kind=generic')).not.toContainEqual(
      expect.objectContaining({ name: 'Zorbly Hazelnut Cocoa Spread' }),
    );
    for (const q of ['query=spread&brand=fizz', 'query=zorbly&country=Italy'])
      expect((await search(q)).map((f) => f.name)).not.toContain('Zorbly Hazelnut Cocoa Spread');
  });

  test('a 12-digit UPC-A finds the product stored under its 13-digit form', async () => {
    const r = await get(`/v1/barcode/${CODES.upc}`, { key });
    expect(r.status).toBe(200);
    expect(r.body).toMatchObject({ source: 'openfoodfacts', name: 'Peanut bar', nutrition_basis: '100g' });
    expect((await get(`/v1/barcode/0${CODES.upc}`, { key })).body.source).toBe('corpus');
  });

  test('owned data answers first: the provider is not asked', async () => {
    const r = await get(`/v1/barcode/${CODES.owned}`, { key });
    expect(r.body).toMatchObject({ source: 'corpus', name: 'Owned juice' });
    expect(offHits(barcodeKey(CODES.owned)!)).toBe(0);
  });

  test('an unknown barcode is 404 and is not asked again (negative cache)', async () => {
    const r = await get(`/v1/barcode/${CODES.unknown}`, { key });
    expect(r.status).toBe(404);
    expect(meter(r.res).cost).toBe(1);
    const asked = offHits(CODES.unknown);
    expect(asked).toBe(1);
    expect((await get(`/v1/barcode/${CODES.unknown}`, { key })).status).toBe(404);
    expect(offHits(CODES.unknown)).toBe(asked);
  });

  test('bad answers are quarantined with the reason, never served, and listed for the admin', async () => {
    for (const code of [CODES.kjAsKcal, CODES.noEnergy, CODES.wrongTypes, CODES.absurd]) {
      const r = await get(`/v1/barcode/${code}`, { key });
      expect(r.status).toBe(404);
      expect((await get(`/v1/barcode/${code}`, { key })).status).toBe(404);
      expect(offHits(code)).toBe(1);
    }
    await h.runtime.services.providers!.barcode.idle(); // store writes follow the answers
    const q = await get('/admin/providers/quarantine?limit=10', { headers: admin });
    expect(q.status).toBe(200);
    const reasons = Object.fromEntries(q.body.items.map((i: { barcode: string; reason: string }) => [i.barcode, i.reason]));
    expect(reasons[CODES.kjAsKcal]).toBe('inconsistent_nutrition');
    expect(reasons[CODES.noEnergy]).toBe('missing_calories');
    expect(reasons[CODES.wrongTypes]).toBe('malformed_answer: nutriments.proteins_100g');
    expect(reasons[CODES.absurd]).toBe('implausible_values');
    expect(q.body.total).toBe(4);
    expect(q.body.items[0]).toMatchObject({ provider: 'openfoodfacts', answer: expect.any(Object) });
  });

  test('HTML instead of JSON: 404 with a note, nothing stored', async () => {
    const r = await get(`/v1/barcode/${CODES.html}`, { key });
    expect(r.status).toBe(404);
    expect(r.body.message).toMatch(/did not answer/);
    const q = await get('/admin/providers/quarantine', { headers: admin });
    expect(q.body.items.some((i: { barcode: string }) => i.barcode === CODES.html)).toBe(false);
  });

  test('a 403 from the provider is not a negative answer: asked again next time', async () => {
    for (let i = 1; i <= 2; i++) {
      const r = await get(`/v1/barcode/${CODES.blocked}`, { key });
      expect(r.status).toBe(404);
      expect(r.body.message).toMatch(/did not answer/);
      expect(offHits(CODES.blocked)).toBe(i);
    }
  });

  test('images from other hosts, non-images and decompression bombs are refused: image stays null', async () => {
    for (const code of [CODES.foreignImage, CODES.notImage, CODES.bomb]) expect((await get(`/v1/barcode/${code}`, { key })).status).toBe(200);
    await h.runtime.services.providers!.barcode.idle();
    for (const code of [CODES.foreignImage, CODES.notImage, CODES.bomb]) {
      const r = await get(`/v1/barcode/${code}`, { key });
      expect(r.body).toMatchObject({ source: 'corpus', image: null });
    }
    expect(other.hits).toHaveLength(0);
    const reasons = h.runtime.services.providers!.images.refusals.map((r) => r.reason);
    expect(reasons).toEqual(expect.arrayContaining(['host_refused', 'not_an_image', 'too_many_pixels']));
  });

  test('image route: unknown or malformed names are 404 at no cost', async () => {
    for (const name of ['0123456789abcdef0123456789abcdef.webp', '..%2F..%2Fetc%2Fpasswd', 'x.webp']) {
      const r = await get(`/v1/images/providers/${name}`);
      expect(r.status).toBe(404);
      expect(meter(r.res).cost).toBe(0);
    }
  });

  test('admin views need the token and validate paging', async () => {
    expect((await get('/admin/providers/quarantine')).status).toBe(401);
    expect((await get('/admin/providers/quarantine?limit=-1', { headers: admin })).status).toBe(400);
    const s = await get('/admin/providers', { headers: admin });
    expect(s.status).toBe(200);
    expect(s.body.providers.openfoodfacts).toMatchObject({ breaker: 'closed', blocked_until: null });
    expect(s.body.providers.openfoodfacts.window.minute).toBeGreaterThan(0);
  });

  test('no response body carries an outside URL', () => {
    expect(seen.length).toBeGreaterThan(20);
    // The harness fails any request whose body has an outside URL (test/helpers/outside-urls.ts); this also checks hosts without a scheme.
    expect(seen.join('\n')).not.toMatch(/https?:\/\//);
    for (const t of seen) for (const s of [off, img, other]) expect(t).not.toContain(s.host);
  });
});

describe('provider down', () => {
  test('connection refused: 404 with a note within the timeout; owned barcodes unaffected', async () => {
    const dead = fakeServer(() => json({}));
    const url = dead.url;
    dead.stop();
    const h2 = await createHarness(intelligenceOps, {
      catalog: ownedCatalog(),
      env: { MORSEL_OFF_API_URL: url, MORSEL_OFF_USER_AGENT: 'morsel-test/1.0', MORSEL_PROVIDER_TIMEOUT_MS: '300' },
    });
    try {
      const k = (await h2.account('pro')).key;
      const t0 = performance.now();
      const r = await h2.request(`/v1/barcode/${CODES.unknown}`, { key: k });
      expect(performance.now() - t0).toBeLessThan(3000); // timeout 300 ms plus slack for a loaded machine
      expect(r.status).toBe(404);
      expect(((await r.json()) as { message: string }).message).toMatch(/did not answer/);
      expect((await h2.request(`/v1/barcode/${CODES.owned}`, { key: k })).status).toBe(200);
    } finally {
      await h2.stop();
    }
  }, 60_000);

  test('OFF without a User-Agent is a configuration error', async () => {
    await expect(createHarness(intelligenceOps, { env: { MORSEL_OFF_API_URL: 'http://127.0.0.1:9' } })).rejects.toThrow(/MORSEL_OFF_USER_AGENT/);
  });
});
