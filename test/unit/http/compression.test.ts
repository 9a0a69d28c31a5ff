import { describe, expect, test } from 'bun:test';
import { acceptsGzip, JsonText } from '../../../src/http/compression';

describe('acceptsGzip', () => {
  test('reads the codings a client lists, with their weights', () => {
    for (const h of ['gzip', 'gzip, deflate, br', 'br;q=1.0, gzip;q=0.8', 'GZIP', '*', 'deflate, *;q=0.5', '*;q=0, gzip']) expect(acceptsGzip(h)).toBe(true);
    for (const h of [null, '', 'identity', 'br, deflate', 'gzip;q=0', 'gzip; q=0.000', 'x-gzip2', 'gzipped', '*;q=0', 'gzip;q=0, *'])
      expect(acceptsGzip(h)).toBe(false);
  });
});

describe('JsonText', () => {
  test('compresses once and round-trips', async () => {
    const answer = new JsonText(JSON.stringify({ foods: Array.from({ length: 50 }, (_, i) => ({ name: `food ${i}`, amount: i })) }));
    const gz = answer.gzip();
    expect(answer.gzip()).toBe(gz);
    expect(new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await gz.arrayBuffer())))).toBe(answer.text);
  });
});
