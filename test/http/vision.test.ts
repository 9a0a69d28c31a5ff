/**
 * Image operations over HTTP: meal photo (against a fake OpenAI-compatible vision server and a
 * tiny hand-written reference resolver), label reading with the real local OCR on panels rendered
 * at test time, identify for every type, scan memory, metering and every documented error.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { Value } from '@sinclair/typebox/value';
import { visionOps } from '../../src/ops/vision';
import { scansOps } from '../../src/ops/scans';
import { stopLabelOcr } from '../../src/providers/models/ocr';
import { createVisionModel } from '../../src/providers/models/vision';
import type { FoodRecord } from '../../src/domain/foods/food';
import { fixtureFood } from '../fixtures/catalog';
import { renderPer100Label, renderUsLabel, type UsFacts } from '../fixtures/images/nutrition-label';
import { ADMIN_TOKEN, body as readBody, createHarness, meter, type Harness } from '../helpers/harness';
import { breakStore } from '../helpers/broken-store';

type Json = Record<string, any>;
const body = (res: Response): Promise<Json> => readBody<Json>(res);
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

// ------------------------------------------------------------------ reference foods (hand-written)

const RICE = fixtureFood('6a0b6a3e-0000-4000-8000-000000000001', 'Rice, white, cooked', '100g', [130, 2.7, 28.2, 0.3], {
  aliases: ['white rice, cooked', 'cooked rice'],
  nutrients: [
    { key: 'calories', name: 'Energy', amount: 130, unit: 'kcal' },
    { key: 'protein', name: 'Protein', amount: 2.7, unit: 'g' },
    { key: 'carbs', name: 'Carbohydrate', amount: 28.2, unit: 'g' },
    { key: 'fat', name: 'Fat', amount: 0.3, unit: 'g' },
    { key: 'sodium', name: 'Sodium', amount: 1, unit: 'mg' },
    { key: 'iron', name: 'Iron', amount: 0.2, unit: 'mg' },
  ],
  confidence: 90,
});
const CHICKEN = fixtureFood('6a0b6a3e-0000-4000-8000-000000000002', 'Chicken, breast, grilled', '100g', [165, 31, 0, 3.6], {
  aliases: ['chicken breast, grilled', 'grilled chicken breast'],
  nutrients: [
    { key: 'calories', name: 'Energy', amount: 165, unit: 'kcal' },
    { key: 'protein', name: 'Protein', amount: 31, unit: 'g' },
    { key: 'carbs', name: 'Carbohydrate', amount: 0, unit: 'g' },
    { key: 'fat', name: 'Fat', amount: 3.6, unit: 'g' },
    { key: 'sodium', name: 'Sodium', amount: 74, unit: 'mg' },
  ],
  confidence: 70,
});
const FOODS = new Map<string, FoodRecord>();
for (const f of [RICE, CHICKEN]) for (const n of [f.name, ...f.aliases]) FOODS.set(n.toLowerCase(), f);
const resolveFood = (name: string) => FOODS.get(name.toLowerCase()) ?? null;

// ------------------------------------------------------------------ fake vision server

type Mode = 'ok' | 'unresolved' | 'empty' | 'http500' | 'malformed' | 'nutrition';
let mode: Mode = 'ok';
let visionCalls = 0;
let lastRequest: Json | null = null;
const ITEMS = {
  ok: [
    { name: 'white rice, cooked', grams: 150 },
    { name: 'chicken breast, grilled', grams: 120 },
  ],
  unresolved: [
    { name: 'white rice, cooked', grams: 150 },
    { name: 'dragon fruit salsa', grams: 40 },
  ],
};
const vision = Bun.serve({
  port: 0,
  hostname: '127.0.0.1',
  async fetch(req) {
    visionCalls++;
    lastRequest = (await req.json()) as Json;
    const content = (items: unknown) => Response.json({ choices: [{ message: { role: 'assistant', content: JSON.stringify({ items }) } }] });
    switch (mode) {
      case 'ok':
        return content(ITEMS.ok);
      case 'unresolved':
        return content(ITEMS.unresolved);
      case 'empty':
        return content([]);
      case 'nutrition':
        // Extra fields from the model are ignored: nutrition comes from the corpus only.
        return content([{ name: 'white rice, cooked', grams: 100, calories: 9999, protein_g: 999 }]);
      case 'malformed':
        return Response.json({ choices: [{ message: { content: 'I see rice and chicken.' } }] });
      case 'http500':
        return new Response('upstream exploded', { status: 500 });
    }
  },
});

// ------------------------------------------------------------------ images

/** A small photo-like PNG with unique bytes (a different image per call). */
async function photo(): Promise<Uint8Array> {
  const raw = randomBytes(48 * 32 * 3);
  return new Uint8Array(
    await sharp(raw, { raw: { width: 48, height: 32, channels: 3 } })
      .png()
      .toBuffer(),
  );
}

const US_FACTS: UsFacts = {
  servingText: '2/3 cup (55g)',
  servingGrams: 55,
  servingsPerContainer: 8,
  calories: 230,
  fat: 8,
  satFat: 1,
  transFat: 0,
  cholesterol: 0,
  sodium: 160,
  carbs: 37,
  fiber: 4,
  sugars: 12,
  addedSugars: 10,
  protein: 3,
  vitaminD: 2,
  calcium: 260,
  iron: 8,
  potassium: 240,
};

let h: Harness;
let labelPng: Uint8Array;
beforeAll(async () => {
  h = await createHarness([...visionOps, ...scansOps], {
    env: { MORSEL_VISION_URL: `http://127.0.0.1:${vision.port}/v1`, MORSEL_VISION_MODEL: 'fake-vision-1', MORSEL_VISION_API_KEY: 'secret-vision-key' },
  });
  h.runtime.services.resolveFood = resolveFood;
  labelPng = new Uint8Array(await renderUsLabel(US_FACTS, { scale: 1.4 }));
}, 60_000);
afterAll(async () => {
  vision.stop(true);
  await stopLabelOcr();
  await h.stop();
});

async function developer(channel: 'direct' | 'marketplace' = 'direct') {
  const a = await h.account('starter', channel);
  await h.request(`/admin/accounts/${a.id}/limits`, { method: 'PUT', json: { daily_points: 100_000, burst_per_minute: 100_000 }, headers: admin });
  return a;
}

const post = (path: string, key: string, bytes: Uint8Array, type = 'image/png') =>
  h.request(path, { method: 'POST', key, body: bytes as Uint8Array<ArrayBuffer>, headers: { 'content-type': type } });
const schema = (id: string) => visionOps.find((o) => o.id === id)!.response!;

async function withVision<T>(m: Mode, fn: () => Promise<T>): Promise<T> {
  mode = m;
  try {
    return await fn();
  } finally {
    mode = 'ok';
  }
}

// ------------------------------------------------------------------ photo

describe('POST /v1/nutrition-from-photo', () => {
  test('vision names foods and grams; nutrition comes from the reference records; saved for a direct key; costs 10', async () => {
    const { key } = await developer();
    const before = visionCalls;
    const res = await post('/v1/nutrition-from-photo', key, await photo());
    expect(res.status).toBe(200);
    expect(meter(res).cost).toBe(10);
    const b = await body(res);
    expect(Value.Check(schema('nutrition_from_photo'), b)).toBe(true);
    // 1.5 × rice + 1.2 × chicken.
    expect(b).toMatchObject({ source: 'vision+corpus', calories: 393, protein_g: 41, carbs_g: 42, fat_g: 5, total_grams: 270, vision_model: 'fake-vision-1' });
    expect(b.items).toHaveLength(2);
    expect(b.items[0]).toMatchObject({
      name: 'white rice, cooked',
      grams: 150,
      food: { id: RICE.id, name: RICE.name },
      match: 'exact',
      calories: 195,
      confidence: 'high',
    });
    // Chicken's record confidence 70 caps the meal at medium.
    expect(b.items[1]).toMatchObject({ food: { id: CHICKEN.id }, calories: 198, confidence: 'medium' });
    expect(b.confidence).toBe('medium');
    // Sodium is reported by both records; iron only by rice, so it has no total.
    expect(b.nutrients).toEqual([{ key: 'sodium', name: 'Sodium', unit: 'mg', amount: 90.3 }]);
    expect(b.incomplete_nutrients).toEqual(['iron']);
    expect(b).toMatchObject({ scan_saved: true, scan_revision: 1 });
    expect(b.scan_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(b.scan_expires_at)).toBe(h.clock.now() + 30 * 24 * 3600 * 1000);
    expect(visionCalls).toBe(before + 1);
    // The model received a JPEG data URL, the configured model name and the key.
    expect(lastRequest!.model).toBe('fake-vision-1');
    const image = lastRequest!.messages[1].content.find((c: Json) => c.type === 'image_url');
    expect(image.image_url.url).toStartWith('data:image/jpeg;base64,');
    // The saved scan is readable.
    const saved = await body(await h.request(`/v1/scans/${b.scan_id}`, { key }));
    expect(saved).toMatchObject({ calories: 393, source: 'vision+corpus', scan_revision: 1 });
  });

  test('identical bytes again: answered from scan memory without a vision call, full cost; corrected → user-correction', async () => {
    const { key } = await developer();
    const img = await photo();
    const first = await body(await post('/v1/nutrition-from-photo', key, img));
    const calls = visionCalls;
    const again = await post('/v1/nutrition-from-photo', key, img);
    expect(again.status).toBe(200);
    expect(meter(again).cost).toBe(10);
    const b = await body(again);
    expect(b).toMatchObject({ source: 'scan-memory', scan_id: first.scan_id, scan_revision: 1, calories: 393 });
    expect(visionCalls).toBe(calls);
    await h.request(`/v1/scans/${first.scan_id}/feedback`, {
      method: 'POST',
      key,
      json: { scan_revision: 1, correction: { name: 'rice bowl', calories: 450, protein_g: 40, carbs_g: 50, fat_g: 8 } },
    });
    const corrected = await body(await post('/v1/nutrition-from-photo', key, img));
    expect(corrected).toMatchObject({ source: 'user-correction', scan_revision: 2, calories: 450 });
    expect(visionCalls).toBe(calls);
    // Another account's identical bytes are not shared.
    const other = await developer();
    expect((await body(await post('/v1/nutrition-from-photo', other.key, img))).source).toBe('vision+corpus');
    expect(visionCalls).toBe(calls + 1);
  });

  test('marketplace key: result without durable scan id, nothing remembered', async () => {
    const { key } = await developer('marketplace');
    const img = await photo();
    const b = await body(await post('/v1/nutrition-from-photo', key, img));
    expect(b).toMatchObject({ source: 'vision+corpus', scan_saved: false, calories: 393 });
    expect(b.scan_id).toBeUndefined();
    const calls = visionCalls;
    expect((await body(await post('/v1/nutrition-from-photo', key, img))).source).toBe('vision+corpus');
    expect(visionCalls).toBe(calls + 1);
  });

  test('an unresolved item → 422 listing it; cost kept; nothing saved', async () => {
    const { key } = await developer();
    const img = await photo();
    const res = await withVision('unresolved', () => post('/v1/nutrition-from-photo', key, img));
    expect(res.status).toBe(422);
    expect(meter(res).cost).toBe(10);
    const b = await body(res);
    expect(b).toMatchObject({ status: 'failure', code: 422, unresolved_items: ['dragon fruit salsa'] });
    expect(b.message).toContain('dragon fruit salsa');
    expect(b.calories).toBeUndefined();
    // Same bytes later are not a memory hit: the failed request saved nothing.
    expect((await body(await post('/v1/nutrition-from-photo', key, img))).source).toBe('vision+corpus');
  });

  test('no resolver wired → every item is unresolved (422); no food seen → 422', async () => {
    const { key } = await developer();
    h.runtime.services.resolveFood = undefined;
    try {
      const res = await post('/v1/nutrition-from-photo', key, await photo());
      expect(res.status).toBe(422);
      expect((await body(res)).unresolved_items).toEqual(['white rice, cooked', 'chicken breast, grilled']);
    } finally {
      h.runtime.services.resolveFood = resolveFood;
    }
    const empty = await withVision('empty', async () => post('/v1/nutrition-from-photo', key, await photo()));
    expect(empty.status).toBe(422);
  });

  test('model-supplied nutrition is ignored', async () => {
    const { key } = await developer();
    const b = await body(await withVision('nutrition', async () => post('/v1/nutrition-from-photo', key, await photo())));
    expect(b).toMatchObject({ calories: 130, protein_g: 3 });
  });

  test('vision provider failing (HTTP 500), malformed or down → 502 with the cost kept; nothing saved', async () => {
    const { key } = await developer();
    for (const m of ['http500', 'malformed'] as const) {
      const res = await withVision(m, async () => post('/v1/nutrition-from-photo', key, await photo()));
      expect(res.status).toBe(502);
      expect(meter(res).cost).toBe(10);
      expect((await body(res)).code).toBe(502);
    }
    const providers = h.runtime.services.providers!;
    const configured = providers.vision;
    providers.vision = createVisionModel({ url: 'http://127.0.0.1:9/v1', apiKey: null, model: 'fake-vision-1' });
    try {
      const res = await post('/v1/nutrition-from-photo', key, await photo());
      expect(res.status).toBe(502);
    } finally {
      providers.vision = configured;
    }
  });

  test('no vision model configured → 503 saying so, not charged', async () => {
    const { key } = await developer();
    const providers = h.runtime.services.providers!;
    const configured = providers.vision;
    providers.vision = null;
    try {
      const res = await post('/v1/nutrition-from-photo', key, await photo());
      expect(res.status).toBe(503);
      expect(meter(res)).toMatchObject({ cost: 0, used: 0 });
      expect((await body(res)).message).toContain('MORSEL_VISION_URL');
    } finally {
      providers.vision = configured;
    }
  });

  test('uploads: 413 and 415 free, undecodable 422 refunded, multipart accepted, 401 without key', async () => {
    const { key } = await developer();
    const huge = new Uint8Array(5_000_001);
    huge.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const big = await post('/v1/nutrition-from-photo', key, huge);
    expect(big.status).toBe(413);
    expect(meter(big).cost).toBe(0);
    const gif = await post('/v1/nutrition-from-photo', key, new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 2]), 'image/gif');
    expect(gif.status).toBe(415);
    expect(meter(gif).cost).toBe(0);
    const calls = visionCalls;
    const broken = new Uint8Array(200);
    broken.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const bad = await post('/v1/nutrition-from-photo', key, broken);
    expect(bad.status).toBe(422);
    expect(meter(bad)).toMatchObject({ cost: 0, used: 0 });
    // A truncated real image is undecodable too.
    const cut = (await photo()).slice(0, 60);
    expect((await post('/v1/nutrition-from-photo', key, cut)).status).toBe(422);
    expect(visionCalls).toBe(calls);
    const form = new FormData();
    form.set('image', new Blob([(await photo()) as Uint8Array<ArrayBuffer>], { type: 'image/png' }), 'meal.png');
    const multi = await h.request('/v1/nutrition-from-photo', { method: 'POST', key, body: form });
    expect(multi.status).toBe(200);
    expect((await post('/v1/nutrition-from-photo', '', await photo())).status).toBe(401);
  });

  test('scan storage outage on a direct-key request → 503, no vision call', async () => {
    const { key } = await developer();
    const restore = breakStore(h.runtime.services);
    const calls = visionCalls;
    try {
      const res = await post('/v1/nutrition-from-photo', key, await photo());
      expect(res.status).toBe(503);
      expect(visionCalls).toBe(calls);
      expect((await post('/v1/nutrition-label', key, labelPng)).status).toBe(503);
    } finally {
      restore();
    }
  });
});

// ------------------------------------------------------------------ label

describe('POST /v1/nutrition-label', () => {
  test('reads a rendered US panel locally: calories, macros, serving, %DV, raw text; saved; costs 10', async () => {
    const { key } = await developer();
    const res = await post('/v1/nutrition-label', key, labelPng);
    expect(res.status).toBe(200);
    expect(meter(res).cost).toBe(10);
    const b = await body(res);
    expect(Value.Check(schema('nutrition_label'), b)).toBe(true);
    expect(b).toMatchObject({
      source: 'vision',
      status: 'complete',
      basis: 'per_serving',
      panel_style: 'us',
      calories: 230,
      fat_g: 8,
      carbs_g: 37,
      protein_g: 3,
      saturated_fat_g: 1,
      sodium_mg: 160,
      fiber_g: 4,
      sugars_g: 12,
      added_sugars_g: 10,
      servings_per_container: 8,
      salt_g: null,
      scan_saved: true,
      scan_revision: 1,
    });
    expect(b.serving_size).toMatchObject({ grams: 55 });
    expect(b.percent_daily_value).toMatchObject({ fat_g: 10, sodium_mg: 7 });
    expect(b.nutrients.map((n: Json) => n.key)).toEqual(['vitamin_d', 'calcium', 'iron', 'potassium']);
    expect(b.field_confidence.calories).toBeGreaterThan(0.5);
    expect(b.raw_text).toContain('Nutrition Facts');
    expect(b.reader.local).toBe(true);
  }, 30_000);

  test('identical bytes again → scan memory, full cost', async () => {
    const { key } = await developer();
    const first = await body(await post('/v1/nutrition-label', key, labelPng));
    const again = await post('/v1/nutrition-label', key, labelPng);
    expect(meter(again).cost).toBe(10);
    expect(await body(again)).toMatchObject({ source: 'scan-memory', scan_id: first.scan_id, calories: 230 });
  }, 30_000);

  test('EU panel per 100 g; marketplace key gets no scan id', async () => {
    const { key } = await developer('marketplace');
    const png = new Uint8Array(
      await renderPer100Label(
        { kj: 1046, kcal: 250, fat: 9.8, satFat: 2.1, carbs: 30, sugars: 5, fiber: 3, protein: 8, salt: 0.5, servingGrams: 30 },
        { scale: 1.4 },
      ),
    );
    const b = await body(await post('/v1/nutrition-label', key, png));
    expect(b).toMatchObject({
      basis: 'per_100g',
      basis_unit: 'g',
      calories: 250,
      energy_kj: 1046,
      fat_g: 9.8,
      carbs_g: 30,
      protein_g: 8,
      salt_g: 0.5,
      sodium_mg: null,
      scan_saved: false,
    });
    expect(b.scan_id).toBeUndefined();
  }, 30_000);

  test('an image without a readable panel → 422 "not readable clearly", cost kept, nothing saved', async () => {
    const { key } = await developer();
    const blank = new Uint8Array(
      await sharp({ create: { width: 300, height: 200, channels: 3, background: '#dddddd' } })
        .png()
        .toBuffer(),
    );
    const res = await post('/v1/nutrition-label', key, blank);
    expect(res.status).toBe(422);
    expect(meter(res).cost).toBe(10);
    const b = await body(res);
    expect(b.message).toContain('not readable clearly');
    expect(b.unreadable_fields).toEqual(['calories', 'fat_g', 'carbs_g', 'protein_g']);
    // Not remembered: the same bytes are read again (and fail again).
    expect((await post('/v1/nutrition-label', key, blank)).status).toBe(422);
  }, 30_000);

  test('uploads: 415 and 413 free, undecodable refunded', async () => {
    const { key } = await developer();
    expect(meter(await post('/v1/nutrition-label', key, new Uint8Array([1, 2, 3]), 'text/plain'))).toMatchObject({ cost: 0 });
    const broken = new Uint8Array(100);
    broken.set([0xff, 0xd8, 0xff, 0xe0]);
    const res = await post('/v1/nutrition-label', key, broken, 'image/jpeg');
    expect(res.status).toBe(422);
    expect(meter(res)).toMatchObject({ cost: 0, used: 0 });
  });
});

// ------------------------------------------------------------------ identify

describe('POST /v1/identify', () => {
  const identify = (key: string, json: unknown) => h.request('/v1/identify', { method: 'POST', key, json });
  const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

  test('barcode → the barcode payload, 1 point; text → the parse payload, 5 points (through the wired hooks)', async () => {
    const { key } = await developer();
    const seen: string[] = [];
    h.runtime.services.lookupBarcode = (code) => {
      seen.push(`barcode:${code}`);
      return { name: 'Hazelnut spread', barcode: code };
    };
    h.runtime.services.parseMeal = async (text) => {
      seen.push(`text:${text}`);
      return { source: 'corpus-parser', text, complete: true };
    };
    try {
      const bc = await identify(key, { type: 'barcode', barcode: '3017620422003' });
      expect(bc.status).toBe(200);
      expect(meter(bc).cost).toBe(1);
      expect(await body(bc)).toEqual({ type: 'barcode', result: { name: 'Hazelnut spread', barcode: '3017620422003' } });
      const tx = await identify(key, { type: 'text', text: 'two eggs' });
      expect(meter(tx).cost).toBe(5);
      expect(await body(tx)).toEqual({ type: 'text', result: { source: 'corpus-parser', text: 'two eggs', complete: true } });
      expect(seen).toEqual(['barcode:3017620422003', 'text:two eggs']);
    } finally {
      h.runtime.services.lookupBarcode = undefined;
      h.runtime.services.parseMeal = undefined;
    }
  });

  test('hooks not wired → 503 not charged', async () => {
    const { key } = await developer();
    for (const json of [
      { type: 'barcode', barcode: '3017620422003' },
      { type: 'text', text: 'toast' },
    ]) {
      const res = await identify(key, json);
      expect(res.status).toBe(503);
      expect(meter(res).cost).toBe(0);
    }
  });

  test('photo → the photo payload with scan memory, 10 points; unresolved → 422', async () => {
    const { key } = await developer();
    const img = await photo();
    const res = await identify(key, { type: 'photo', image_base64: b64(img), content_type: 'image/png' });
    expect(res.status).toBe(200);
    expect(meter(res).cost).toBe(10);
    const b = await body(res);
    expect(b.type).toBe('photo');
    expect(b.result).toMatchObject({ source: 'vision+corpus', calories: 393, scan_saved: true });
    // The same bytes through the photo endpoint are the same scan.
    expect(await body(await post('/v1/nutrition-from-photo', key, img))).toMatchObject({ source: 'scan-memory', scan_id: b.result.scan_id });
    const un = await withVision('unresolved', async () => identify(key, { type: 'photo', image_base64: `data:image/png;base64,${b64(await photo())}` }));
    expect(un.status).toBe(422);
    expect(meter(un).cost).toBe(10);
    expect((await body(un)).unresolved_items).toEqual(['dragon fruit salsa']);
  });

  test('label → the label payload, 10 points', async () => {
    const { key } = await developer();
    const res = await identify(key, { type: 'label', image_base64: b64(labelPng), content_type: 'image/png' });
    expect(res.status).toBe(200);
    expect(meter(res).cost).toBe(10);
    expect((await body(res)).result).toMatchObject({ calories: 230, fat_g: 8, carbs_g: 37, protein_g: 3 });
  }, 30_000);

  test('marketplace keys → 403, not charged', async () => {
    const { key } = await developer('marketplace');
    const res = await identify(key, { type: 'barcode', barcode: '3017620422003' });
    expect(res.status).toBe(403);
    expect(meter(res).cost).toBe(0);
  });

  test('invalid base64 400, decoded over 5 MB 413, wrong type 415, undecodable 422 — none charged', async () => {
    const { key } = await developer();
    const bad = await identify(key, { type: 'photo', image_base64: 'not base64 at all!!', content_type: 'image/png' });
    expect(bad.status).toBe(400);
    expect(meter(bad)).toMatchObject({ cost: 0, used: 0 });
    const huge = new Uint8Array(5_000_100);
    huge.set([0x89, 0x50, 0x4e, 0x47]);
    const big = await identify(key, { type: 'photo', image_base64: b64(huge), content_type: 'image/png' });
    expect(big.status).toBe(413);
    expect(meter(big).cost).toBe(0);
    const gif = await identify(key, {
      type: 'label',
      image_base64: b64(new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0, 0])),
      content_type: 'image/gif',
    });
    expect(gif.status).toBe(415);
    expect(meter(gif).cost).toBe(0);
    const broken = new Uint8Array(64);
    broken.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const und = await identify(key, { type: 'photo', image_base64: b64(broken), content_type: 'image/png' });
    expect(und.status).toBe(422);
    expect(meter(und)).toMatchObject({ cost: 0, used: 0 });
    // A body beyond the JSON limit is rejected before points.
    const tooBig = await h.request('/v1/identify', {
      method: 'POST',
      key,
      body: `{"type":"photo","image_base64":"${'A'.repeat(6_800_000)}"}`,
      headers: { 'content-type': 'application/json' },
    });
    expect(tooBig.status).toBe(413);
    expect(meter(tooBig).cost).toBe(0);
  });

  test('400 for a missing type field, a stray field or an unknown type; the cost of the named type is kept', async () => {
    const { key } = await developer();
    const missing = await identify(key, { type: 'barcode' });
    expect(missing.status).toBe(400);
    expect((await body(missing)).message).toContain("'barcode'");
    expect(meter(missing).cost).toBe(1);
    const stray = await identify(key, { type: 'text', text: 'toast', barcode: '123' });
    expect(stray.status).toBe(400);
    expect(meter(stray).cost).toBe(5);
    const unknown = await identify(key, { type: 'video' });
    expect(unknown.status).toBe(400);
    expect((await identify(key, { type: 'photo', image_base64: b64(await photo()) })).status).toBe(400);
  });
});
