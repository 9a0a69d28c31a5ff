/** The response check every HTTP test runs through (test/helpers/outside-urls.ts) must be able to fail. */
import { describe, expect, test } from 'bun:test';
import { Type as t } from '@sinclair/typebox';
import { op } from '../../../src/http/op';
import { createHarness } from '../../helpers/harness';
import { outsideUrls } from '../../helpers/outside-urls';
import { rejection } from '../../helpers/rejection';

const own = new Set(['4100']);

describe('outside URLs in responses', () => {
  test('outside hosts are found; own hosts, SVG namespaces, echoed input and the API document are not', () => {
    expect(outsideUrls('/v1/x', 'application/json', '{"image":"https://images.openfoodfacts.org/a.jpg"}', '', own)).toEqual([
      { path: '/v1/x', url: 'https://images.openfoodfacts.org/a.jpg' },
    ]);
    expect(outsideUrls('/v1/x', 'application/json', '{"a":"http://127.0.0.1:9999/x"}', '', own)).toHaveLength(1); // a fake provider on the same address
    expect(outsideUrls('/v1/x', 'application/json', '{"a":"http://127.0.0.1:4100/v1/images/a.webp","b":"http://localhost/v1/y"}', '', own)).toEqual([]);
    expect(outsideUrls('/v1/card', 'image/svg+xml', '<svg xmlns="http://www.w3.org/2000/svg"></svg>', '', own)).toEqual([]);
    expect(outsideUrls('/v1/extract', 'application/json', '{"url":"https://example.org/r"}', '?url=https://example.org/r', own)).toEqual([]);
    expect(outsideUrls('/openapi.json', 'application/json', '{"x":"https://spdx.org/licenses/CC0-1.0"}', '', own)).toEqual([]);
    expect(outsideUrls('/v1/x', 'image/webp', 'https://a.example', '', own)).toEqual([]);
  });

  test('the harness fails a request whose answer carries one', async () => {
    const leaky = op({
      id: 'leaky_test',
      method: 'GET',
      path: '/v1/leaky',
      cost: 1,
      access: 'any',
      tag: 'Test',
      summary: 'leaks a link',
      query: t.Object({}),
      handler: () => ({ image: 'https://cdn.example.com/a.jpg' }),
    });
    const h = await createHarness([leaky]);
    try {
      const key = (await h.account('pro')).key;
      expect(String(await rejection(h.request('/v1/leaky', { key })))).toMatch(/outside URL.*cdn\.example\.com/);
    } finally {
      h.urls.found.length = 0;
      await h.stop();
    }
  });
});
