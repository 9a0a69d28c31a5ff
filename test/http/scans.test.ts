/**
 * Scan memory over HTTP and through the helpers the vision operations use: save and reuse,
 * read, feedback with revisions and consent, delete, 30-day expiry and the purge, isolation,
 * metering (0 points, also after the daily quota) and storage failures.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createHash, randomUUID } from 'node:crypto';
import { Value } from '@sinclair/typebox/value';
import { op } from '../../src/http/op';
import { scansOps } from '../../src/ops/scans';
import { findScan, purgeExpiredScans, saveScan } from '../../src/scans/scan-memory';
import { SCAN_LIFETIME_MS } from '../../src/store/scans';
import { ADMIN_TOKEN, body as readBody, createHarness, meter, type Harness } from '../helpers/harness';
import { breakStore } from '../helpers/broken-store';
import { rejection } from '../helpers/rejection';

type Json = Record<string, any>;
const body = (res: Response): Promise<Json> => readBody<Json>(res);
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
const DAY = 24 * 60 * 60 * 1000;

const spend = op({
  id: 'spend_all',
  method: 'GET',
  path: '/v1/test/spend',
  cost: 50,
  access: 'any',
  tag: 'test',
  summary: 'Costs 50',
  handler: () => ({ ok: true }),
});

const PHOTO = {
  source: 'vision+corpus',
  name: 'chicken rice bowl',
  calories: 650,
  protein_g: 40,
  carbs_g: 70,
  fat_g: 20,
  confidence: 'medium',
  items: [{ name: 'rice', grams: 200 }],
  nutrients: [{ key: 'sodium', name: 'Sodium', amount: 800, unit: 'mg' }],
};
const CORRECTION = { name: 'chicken burrito bowl', calories: 720, protein_g: 42, carbs_g: 80, fat_g: 22 };

let h: Harness;
beforeAll(async () => {
  h = await createHarness([...scansOps, spend]);
}, 60_000);
afterAll(async () => {
  await h.stop();
});

const hash = () => createHash('sha256').update(randomUUID()).digest('hex');

async function developer(plan: 'free' | 'starter' = 'starter', channel: 'direct' | 'marketplace' = 'direct') {
  const a = await h.account(plan, channel);
  if (plan !== 'free')
    await h.request(`/admin/accounts/${a.id}/limits`, { method: 'PUT', json: { daily_points: 100_000, burst_per_minute: 100_000 }, headers: admin });
  return a;
}

async function saved(accountId: string, kind: 'photo' | 'label' = 'photo', imageHash = hash(), result: Json = PHOTO) {
  return saveScan(h.runtime.services, accountId, kind, imageHash, result);
}

const feedback = (key: string, id: string, json: unknown) => h.request(`/v1/scans/${id}/feedback`, { method: 'POST', key, json });
const schema = (id: string) => scansOps.find((o) => o.id === id)!.response!;

describe('saving and reuse (vision helpers)', () => {
  test('saveScan returns id, revision 1 and an expiry 30 days after creation', async () => {
    const { id } = await developer();
    const s = await saved(id);
    expect(s.scan_revision).toBe(1);
    expect(s.scan_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Date.parse(s.scan_expires_at)).toBe(h.clock.now() + SCAN_LIFETIME_MS);
  });

  test('identical bytes in the same account are reused (source scan-memory); other kinds and accounts are not', async () => {
    const one = await developer();
    const two = await developer();
    const img = hash();
    const s = await saved(one.id, 'photo', img);
    const repeat = await findScan(h.runtime.services, one.id, 'photo', img);
    expect(repeat).toMatchObject({ scan_id: s.scan_id, scan_revision: 1, source: 'scan-memory', scan_saved: true, calories: 650 });
    expect(await findScan(h.runtime.services, one.id, 'label', img)).toBeNull();
    expect(await findScan(h.runtime.services, two.id, 'photo', img)).toBeNull();
    // Saving the same bytes again while active keeps the first record.
    expect((await saved(one.id, 'photo', img)).scan_id).toBe(s.scan_id);
  });
});

describe('GET /v1/scans/:id', () => {
  test('returns the latest saved result with scan fields, at 0 points', async () => {
    const { id, key } = await developer();
    const s = await saved(id);
    const res = await h.request(`/v1/scans/${s.scan_id}`, { key });
    expect(res.status).toBe(200);
    expect(meter(res).cost).toBe(0);
    const scan = await body(res);
    expect(scan).toMatchObject({
      ...PHOTO,
      scan_id: s.scan_id,
      scan_revision: 1,
      scan_saved: true,
      scan_kind: 'photo',
      contribute_to_training: false,
      consent_version: null,
    });
    expect(Value.Check(schema('get_scan'), scan)).toBe(true);
  });

  test('404 for missing and other-account scans; 400 for a malformed id; 401 without key; 403 for marketplace keys', async () => {
    const owner = await developer();
    const other = await developer();
    const s = await saved(owner.id);
    const missing = await h.request(`/v1/scans/${randomUUID()}`, { key: owner.key });
    expect(missing.status).toBe(404);
    expect(await body(missing)).toMatchObject({ status: 'failure', code: 404 });
    expect((await h.request(`/v1/scans/${s.scan_id}`, { key: other.key })).status).toBe(404);
    expect((await h.request('/v1/scans/nope', { key: owner.key })).status).toBe(400);
    expect((await h.request(`/v1/scans/${s.scan_id}`)).status).toBe(401);
    const market = await developer('starter', 'marketplace');
    for (const res of [
      await h.request(`/v1/scans/${s.scan_id}`, { key: market.key }),
      await feedback(market.key, s.scan_id, { scan_revision: 1, correction: CORRECTION }),
      await h.request(`/v1/scans/${s.scan_id}`, { method: 'DELETE', key: market.key }),
    ]) {
      expect(res.status).toBe(403);
      expect(meter(res).cost).toBe(0);
    }
  });

  test('scan routes still work after the daily quota is spent (0 points); 429 over the burst still applies', async () => {
    const { id, key } = await developer('free');
    const s = await saved(id);
    expect((await h.request('/v1/test/spend', { key })).status).toBe(200);
    expect((await h.request('/v1/test/spend', { key })).status).toBe(402);
    const res = await h.request(`/v1/scans/${s.scan_id}`, { key });
    expect(res.status).toBe(200);
    expect(meter(res)).toMatchObject({ cost: 0, remaining: 0 });
    expect((await feedback(key, s.scan_id, { scan_revision: 1, correction: CORRECTION })).status).toBe(200);
    await h.request(`/admin/accounts/${id}/limits`, { method: 'PUT', json: { daily_points: null, burst_per_minute: 1 }, headers: admin });
    h.clock.advance(60_000);
    expect((await h.request(`/v1/scans/${s.scan_id}`, { key })).status).toBe(200);
    const burst = await h.request(`/v1/scans/${s.scan_id}`, { key });
    expect(burst.status).toBe(429);
    expect(Number(burst.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('POST /v1/scans/:id/feedback', () => {
  test('replaces the totals at the current revision, empties micronutrients, labels the result; source user-correction', async () => {
    const { id, key } = await developer();
    const img = hash();
    const s = await saved(id, 'photo', img);
    const res = await feedback(key, s.scan_id, { scan_revision: 1, correction: CORRECTION });
    expect(res.status).toBe(200);
    expect(meter(res).cost).toBe(0);
    const scan = await body(res);
    expect(scan).toMatchObject({ ...CORRECTION, scan_revision: 2, source: 'user-correction', nutrients: [], contribute_to_training: false });
    expect(scan.correction).toMatchObject({ provided_by: 'user', verified: false });
    expect(scan.original_estimate).toEqual({ name: 'chicken rice bowl', source: 'vision+corpus', calories: 650, protein_g: 40, carbs_g: 70, fat_g: 20 });
    expect(Value.Check(schema('submit_scan_feedback'), scan)).toBe(true);
    // Read and repeat both return the corrected result.
    expect(await body(await h.request(`/v1/scans/${s.scan_id}`, { key }))).toEqual(scan);
    expect(await findScan(h.runtime.services, id, 'photo', img)).toMatchObject({ source: 'user-correction', calories: 720, scan_revision: 2 });
    // A second correction keeps the first model estimate for review.
    const third = await body(await feedback(key, s.scan_id, { scan_revision: 2, correction: { ...CORRECTION, calories: 700 } }));
    expect(third).toMatchObject({ scan_revision: 3, calories: 700, original_estimate: { calories: 650 } });
  });

  test('a stale scan_revision is 409 and changes nothing', async () => {
    const { id, key } = await developer();
    const s = await saved(id);
    await feedback(key, s.scan_id, { scan_revision: 1, correction: CORRECTION });
    const stale = await feedback(key, s.scan_id, { scan_revision: 1, correction: { ...CORRECTION, calories: 1 } });
    expect(stale.status).toBe(409);
    expect(meter(stale).cost).toBe(0);
    expect(await body(stale)).toMatchObject({ code: 409, scan_revision: 2 });
    const ahead = await feedback(key, s.scan_id, { scan_revision: 5, correction: CORRECTION });
    expect(ahead.status).toBe(409);
    expect(await body(await h.request(`/v1/scans/${s.scan_id}`, { key }))).toMatchObject({ scan_revision: 2, calories: 720 });
  });

  test('concurrent corrections of one revision: exactly one wins', async () => {
    const { id, key } = await developer();
    const s = await saved(id);
    const all = await Promise.all(
      Array.from({ length: 5 }, (_, i) => feedback(key, s.scan_id, { scan_revision: 1, correction: { ...CORRECTION, calories: 700 + i } })),
    );
    expect(all.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409]);
  });

  test('consent: contributing needs scan-facts-v1; withdrawal at the latest revision', async () => {
    const { id, key } = await developer();
    const s = await saved(id);
    const noConsent = await feedback(key, s.scan_id, { scan_revision: 1, correction: CORRECTION, contribute_to_training: true });
    expect(noConsent.status).toBe(400);
    expect((await body(noConsent)).message).toContain('consent_version');
    const wrong = await feedback(key, s.scan_id, { scan_revision: 1, correction: CORRECTION, contribute_to_training: true, consent_version: 'scan-facts-v0' });
    expect(wrong.status).toBe(400);
    expect((await body(await h.request(`/v1/scans/${s.scan_id}`, { key }))).scan_revision).toBe(1);
    const opted = await body(
      await feedback(key, s.scan_id, { scan_revision: 1, correction: CORRECTION, contribute_to_training: true, consent_version: 'scan-facts-v1' }),
    );
    expect(opted).toMatchObject({ scan_revision: 2, contribute_to_training: true, consent_version: 'scan-facts-v1' });
    const withdrawn = await body(await feedback(key, s.scan_id, { scan_revision: 2, correction: CORRECTION, contribute_to_training: false }));
    expect(withdrawn).toMatchObject({ scan_revision: 3, contribute_to_training: false, consent_version: null, calories: 720 });
  });

  test('400 for invalid bodies (incomplete totals, negatives, unknown fields) with the scan untouched; 413 over 20000 characters at no cost', async () => {
    const { id, key } = await developer();
    const s = await saved(id);
    const { fat_g: _omit, ...incomplete } = CORRECTION;
    const cases: unknown[] = [
      { correction: CORRECTION },
      { scan_revision: 1 },
      { scan_revision: 1, correction: incomplete },
      { scan_revision: 1, correction: { ...CORRECTION, calories: -1 } },
      { scan_revision: 1, correction: { ...CORRECTION, calories: null } },
      { scan_revision: 1, correction: CORRECTION, extra: true },
      { scan_revision: 1, correction: { ...CORRECTION, sodium_mg: 5 } },
      { scan_revision: 0, correction: CORRECTION },
    ];
    for (const c of cases) {
      const res = await feedback(key, s.scan_id, c);
      expect(res.status).toBe(400);
      expect(meter(res).cost).toBe(0);
    }
    const big = await feedback(key, s.scan_id, { scan_revision: 1, correction: { ...CORRECTION, name: 'x'.repeat(20_001) } });
    expect(big.status).toBe(413);
    expect(meter(big).cost).toBe(0);
    expect(await body(await h.request(`/v1/scans/${s.scan_id}`, { key }))).toMatchObject({ scan_revision: 1, calories: 650, nutrients: PHOTO.nutrients });
  });

  test('404 for missing and other-account scans', async () => {
    const owner = await developer();
    const other = await developer();
    const s = await saved(owner.id);
    expect((await feedback(owner.key, randomUUID(), { scan_revision: 1, correction: CORRECTION })).status).toBe(404);
    expect((await feedback(other.key, s.scan_id, { scan_revision: 1, correction: CORRECTION })).status).toBe(404);
    expect((await body(await h.request(`/v1/scans/${s.scan_id}`, { key: owner.key }))).scan_revision).toBe(1);
  });

  test('label scans: totals replaced and printed nutrients emptied, basis kept', async () => {
    const { id, key } = await developer();
    const label = {
      source: 'vision',
      status: 'ok',
      basis: 'per_serving',
      calories: 200,
      protein_g: 5,
      carbs_g: 30,
      fat_g: 7,
      printed_nutrients: [{ key: 'sodium', amount: 100, unit: 'mg' }],
      raw_text: 'Calories 200',
    };
    const s = await saved(id, 'label', hash(), label);
    const scan = await body(
      await feedback(key, s.scan_id, { scan_revision: 1, correction: { name: 'granola bar', calories: 190, protein_g: 4, carbs_g: 29, fat_g: 7 } }),
    );
    expect(scan).toMatchObject({ scan_kind: 'label', basis: 'per_serving', printed_nutrients: [], nutrients: [], calories: 190, raw_text: 'Calories 200' });
  });
});

describe('DELETE /v1/scans/:id', () => {
  test('deletes at 0 points; then 404 everywhere; the same image is saved anew', async () => {
    const { id, key } = await developer();
    const img = hash();
    const s = await saved(id, 'photo', img);
    const other = await developer();
    expect((await h.request(`/v1/scans/${s.scan_id}`, { method: 'DELETE', key: other.key })).status).toBe(404);
    const res = await h.request(`/v1/scans/${s.scan_id}`, { method: 'DELETE', key });
    expect(res.status).toBe(200);
    expect(meter(res).cost).toBe(0);
    expect(await body(res)).toEqual({ deleted: true });
    expect((await h.request(`/v1/scans/${s.scan_id}`, { key })).status).toBe(404);
    expect((await h.request(`/v1/scans/${s.scan_id}`, { method: 'DELETE', key })).status).toBe(404);
    expect((await feedback(key, s.scan_id, { scan_revision: 1, correction: CORRECTION })).status).toBe(404);
    expect(await findScan(h.runtime.services, id, 'photo', img)).toBeNull();
    const again = await saved(id, 'photo', img);
    expect(again.scan_id).not.toBe(s.scan_id);
  });
});

describe('expiry', () => {
  test('30 days after creation a scan is gone (404, no reuse); the purge removes it; the image can be saved anew', async () => {
    const { id, key } = await developer();
    const img = hash();
    const s = await saved(id, 'photo', img);
    h.clock.advance(30 * DAY - 1000);
    expect((await h.request(`/v1/scans/${s.scan_id}`, { key })).status).toBe(200);
    expect(await findScan(h.runtime.services, id, 'photo', img)).not.toBeNull();
    h.clock.advance(1000);
    expect((await h.request(`/v1/scans/${s.scan_id}`, { key })).status).toBe(404);
    expect((await feedback(key, s.scan_id, { scan_revision: 1, correction: CORRECTION })).status).toBe(404);
    expect((await h.request(`/v1/scans/${s.scan_id}`, { method: 'DELETE', key })).status).toBe(404);
    expect(await findScan(h.runtime.services, id, 'photo', img)).toBeNull();
    // Saving the same bytes after expiry starts a new record even before the purge.
    const fresh = await saved(id, 'photo', img, { ...PHOTO, calories: 600 });
    expect(fresh.scan_id).not.toBe(s.scan_id);
    expect(fresh.scan_revision).toBe(1);
    expect(await body(await h.request(`/v1/scans/${fresh.scan_id}`, { key }))).toMatchObject({ calories: 600, scan_revision: 1 });
  });

  test('purgeExpiredScans removes only expired records', async () => {
    const { id, key } = await developer();
    const old = await saved(id);
    h.clock.advance(10 * DAY);
    const young = await saved(id);
    h.clock.advance(20 * DAY);
    const removed = await purgeExpiredScans(h.runtime.services);
    expect(removed).toBeGreaterThanOrEqual(1);
    expect(await purgeExpiredScans(h.runtime.services)).toBe(0);
    expect((await h.request(`/v1/scans/${old.scan_id}`, { key })).status).toBe(404);
    expect((await h.request(`/v1/scans/${young.scan_id}`, { key })).status).toBe(200);
  });
});

describe('storage failure', () => {
  test('503 on every scan route and from the vision helpers when scan storage is down', async () => {
    const { id, key } = await developer();
    const s = await saved(id);
    const restore = breakStore(h.runtime.services);
    try {
      for (const res of [
        await h.request(`/v1/scans/${s.scan_id}`, { key }),
        await feedback(key, s.scan_id, { scan_revision: 1, correction: CORRECTION }),
        await h.request(`/v1/scans/${s.scan_id}`, { method: 'DELETE', key }),
      ]) {
        expect(res.status).toBe(503);
        expect(await body(res)).toMatchObject({ status: 'failure', code: 503 });
      }
      expect(await rejection(saved(id))).toMatchObject({ status: 503 });
      expect(await rejection(findScan(h.runtime.services, id, 'photo', hash()))).toMatchObject({ status: 503 });
    } finally {
      restore();
    }
    expect((await h.request(`/v1/scans/${s.scan_id}`, { key })).status).toBe(200);
  });
});
