/**
 * Bad input over every operation of the registry (cases from test/fuzz/cases.ts, ≥ 20 each):
 * never a 5xx, always the spec's error body with usage headers, and a rejected call changes
 * nothing stored (row counts and a checksum of every table, metering tables excepted since a
 * rejected call still counts). Boundary values and hostile-but-legal strings may be accepted:
 * a 2xx write is legal, so around every call of a writing operation the store is compared, and
 * an accepted write becomes the new baseline. In-process (`app.handle`), so it stays fast.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { operations } from '../../src/ops';
import { ADMIN_TOKEN, createHarness, type Harness } from '../helpers/harness';
import { snapshot } from '../helpers/store-snapshot';
import { fixtureCatalog } from '../fixtures/catalog';
import { fuzzCases, type FuzzCase } from './cases';

let h: Harness;
let key: string;
let before: Record<string, string>;

beforeAll(async () => {
  h = await createHarness(operations, { catalog: fixtureCatalog() });
  const acct = await h.account('ultra', 'direct');
  key = acct.key;
  await h.request(`/admin/accounts/${acct.id}/limits`, {
    method: 'PUT',
    json: { daily_points: 1_000_000_000, burst_per_minute: 1_000_000_000 },
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  // Something private to protect: a user with a document, so "no change" means something.
  const user = await h.request('/v1/users', { method: 'POST', key, json: { external_id: 'fuzz-user' } });
  expect(user.status).toBeLessThan(300);
  before = await snapshot(h.runtime.store);
}, 60_000);
afterAll(async () => {
  await h.stop();
});

function send(op: (typeof operations)[number], c: FuzzCase): Promise<Response> {
  const headers = new Headers(c.headers);
  headers.set('x-api-key', key);
  if (c.contentType) headers.set('content-type', c.contentType);
  const canHaveBody = op.method !== 'GET';
  const url = `http://localhost${c.path}${c.query ? `?${c.query}` : ''}`;
  return h.runtime.app.handle(new Request(url, { method: op.method, headers, body: canHaveBody ? (c.body as BodyInit | undefined) : undefined }));
}

test('every operation survives its bad-input cases', async () => {
  const failures: string[] = [];
  let total = 0;
  let partsMissing = 0;
  for (const op of operations) {
    const cases = fuzzCases(op);
    if (cases.length < 20) failures.push(`${op.id}: only ${cases.length} cases`);
    const writes = op.method !== 'GET';
    for (const c of cases) {
      total += 1;
      const res = await send(op, c);
      const text = await res.text();
      const where = `${op.id} [${c.name}] → ${res.status}`;
      if (writes) {
        const after = await snapshot(h.runtime.store);
        if (res.status >= 400 && JSON.stringify(after) !== JSON.stringify(before)) failures.push(`${where}: rejected, yet the store changed`);
        before = after;
      }
      // The fixture corpus has foods only: operations over recipes or drinks answer 503 "not loaded"
      // once their input is valid. That is the corpus, not the input; counted, not failed.
      if (res.status === 503 && text.includes('not loaded')) {
        partsMissing += 1;
        continue;
      }
      if (res.status >= 500) failures.push(`${where}: ${text.slice(0, 200)}`);
      if (res.headers.get('x-ratelimit-cost') === null || !/^\d+$/.test(res.headers.get('x-ratelimit-cost')!)) failures.push(`${where}: no cost header`);
      if (res.status >= 400) {
        let parsed: Record<string, unknown> | null = null;
        try {
          parsed = JSON.parse(text) as Record<string, unknown>;
        } catch {}
        if (parsed?.status !== 'failure' || parsed.code !== res.status || typeof parsed.message !== 'string')
          failures.push(`${where}: not the spec's error body: ${text.slice(0, 120)}`);
        else if (/\n\s+at |node_modules|\/src\//.test(parsed.message)) failures.push(`${where}: internal detail in message`);
      }
      if (res.headers.get('x-request-id')?.includes('<')) failures.push(`${where}: hostile request id echoed`);
    }
  }
  console.log(
    `fuzz: ${total} cases over ${operations.length} operations, ${failures.length} failures, ${partsMissing} reached a corpus part the fixture lacks (503)`,
  );
  expect(failures).toEqual([]);
  expect(total).toBeGreaterThanOrEqual(20 * operations.length);
  expect(await snapshot(h.runtime.store)).toEqual(before);
}, 300_000);
