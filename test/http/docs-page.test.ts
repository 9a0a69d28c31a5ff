/**
 * The API reference page (/v1/docs): served by the service from the pinned swagger-ui-dist, same
 * origin, with a Content-Security-Policy that allows only its own files, and nosniff. The browser
 * test (test/browser) opens it for real.
 */
import { afterAll, beforeAll, expect, test } from 'bun:test';
import { createHarness, type Harness } from '../helpers/harness';
import { labelOps } from '../../src/ops/labels';

let h: Harness;
beforeAll(async () => {
  h = await createHarness(labelOps);
}, 60_000);
afterAll(async () => {
  await h.stop();
});

test('the page: HTML without inline script, its own files only, a strict policy; no key needed', async () => {
  const res = await h.request('/v1/docs');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  const csp = res.headers.get('content-security-policy')!;
  expect(csp).toContain("default-src 'none'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).toContain("style-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  const html = await res.text();
  // Its own four files, and no favicon to fetch.
  const refs = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!).filter((r) => r !== 'data:,');
  expect(refs.length).toBe(4);
  for (const ref of refs) expect(ref).toStartWith('/v1/docs/');
  expect(html).not.toMatch(/<script>[^<]/);
});

test('its files: the pinned bundle, gzipped when accepted; an unknown file is 404', async () => {
  const js = await h.request('/v1/docs/swagger-ui-bundle.js', { headers: { 'accept-encoding': 'gzip' } });
  expect(js.status).toBe(200);
  expect(js.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
  expect(js.headers.get('content-encoding')).toBe('gzip');
  expect(js.headers.get('x-content-type-options')).toBe('nosniff');
  const plain = await h.request('/v1/docs/swagger-ui.css');
  expect(plain.headers.get('content-type')).toBe('text/css; charset=utf-8');
  expect(plain.headers.get('content-encoding')).toBeNull();
  expect((await plain.text()).length).toBeGreaterThan(100_000);
  const init = await (await h.request('/v1/docs/init.js')).text();
  expect(init).toContain('"/v1/openapi.json"');
  expect(init).toContain('validatorUrl: null');
  const missing = await h.request('/v1/docs/package.json');
  expect(missing.status).toBe(404);
  expect(await missing.json()).toMatchObject({ status: 'failure', code: 404 });
});

test('the document it reads lists the label operations under their tag, with their media types', async () => {
  const doc = (await (await h.request('/v1/openapi.json')).json()) as {
    paths: Record<string, Record<string, { tags: string[]; responses: Record<string, { content?: Record<string, unknown> }> }>>;
  };
  const label = doc.paths['/v1/foods/{id}/label']!.get!;
  expect(label.tags).toEqual(['Labels']);
  expect(Object.keys(label.responses['200']!.content!)).toEqual(['application/json', 'image/svg+xml', 'image/png', 'text/html']);
});
