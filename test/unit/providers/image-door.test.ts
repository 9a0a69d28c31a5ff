/**
 * Image re-hosting through the guarded door, against real local HTTPS servers (a throwaway
 * certificate for the made-up image hosts): the same hostile cases as recipe pages. Each ends with
 * the image refused (the answer's image stays null) and nothing written to the storage.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { ProviderClient } from '../../../src/providers/net/http-client';
import { FolderImageStorage } from '../../../src/providers/food-data/image-storage';
import { IMAGE_LIMITS, ImageRehoster } from '../../../src/providers/food-data/images';
import type { NetHooks } from '../../../src/providers/net/guarded-fetch';
import { selfSignedCert } from '../../helpers/tls-cert';

const HOST = 'images.test';
let tls: { cert: string; key: string };
let png: Uint8Array<ArrayBuffer>;
let dir: string;
const servers: ReturnType<typeof Bun.serve>[] = [];
const hits: Record<string, number> = {};

function serve(name: string, hostname: string, fetch: (req: Request) => Response | Promise<Response>, port = 0) {
  const server = Bun.serve({ hostname, port, tls, fetch: (req) => ((hits[name] = (hits[name] ?? 0) + 1), fetch(req)) });
  servers.push(server);
  return server;
}

/** A rehoster for `hosts` whose client reaches the test servers: 127.0.0.1 counts as public, anything else as internal. */
function rehoster(hosts: string[], resolve: NetHooks['resolve'], extra: { timeoutMs?: number; maxBytes?: number } = {}) {
  const storage = new FolderImageStorage(mkdtempSync(join(dir, 'store-')));
  const client = new ProviderClient({
    name: 'provider-images',
    timeoutMs: extra.timeoutMs ?? 800,
    retries: 0,
    limits: { perMinute: null, perHour: null },
    net: { resolve, isRefused: (ip) => ip !== '127.0.0.1', ca: tls.cert },
  });
  const images = new ImageRehoster(storage, client, hosts, { ...IMAGE_LIMITS, maxBytes: extra.maxBytes ?? IMAGE_LIMITS.maxBytes });
  return { images, stored: () => readdirSync(storage.dir) };
}
const at =
  (...ips: string[]) =>
  async () =>
    ips;
const pngResponse = () => new Response(png, { headers: { 'content-type': 'image/png' } });

beforeAll(async () => {
  tls = selfSignedCert(HOST);
  png = new Uint8Array(
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c33' } })
      .png()
      .toBuffer(),
  );
  dir = mkdtempSync(join(tmpdir(), 'morsel-image-door-'));
});
afterAll(() => {
  for (const s of servers) s.stop(true);
  rmSync(dir, { recursive: true, force: true });
});

describe('image re-hosting through the guarded door', () => {
  test('a public image host: fetched at the checked address with its own TLS name, stored once', async () => {
    const server = serve('plain', '127.0.0.1', pngResponse);
    const { images, stored } = rehoster([HOST], at('127.0.0.1'));
    expect(await images.rehost(`https://${HOST}:${server.port}/a.png`)).toMatch(/^\/v1\/images\/providers\/[a-f0-9]{32}\.webp$/);
    expect(stored()).toHaveLength(1);
  });

  test('DNS rebinding: resolved once; a later answer pointing inside is never used', async () => {
    const outside = serve('outside', '127.0.0.1', pngResponse);
    serve('inside', '127.0.0.2', () => new Response('SECRET', { headers: { 'content-type': 'image/png' } }), outside.port);
    let calls = 0;
    const { images } = rehoster([HOST], async () => (++calls === 1 ? ['127.0.0.1'] : ['127.0.0.2']));
    expect(await images.rehost(`https://${HOST}:${outside.port}/r.png`)).not.toBeNull();
    expect(calls).toBe(1);
    expect(hits.inside ?? 0).toBe(0);
  });

  test('an image host resolving inside is refused before connecting; nothing stored', async () => {
    const { images, stored } = rehoster([HOST], at('169.254.169.254'));
    expect(await images.rehost(`https://${HOST}/meta.png`)).toBeNull();
    expect(images.refusals.at(-1)).toMatchObject({ reason: 'private_address' });
    expect(stored()).toEqual([]);
  });

  test('a redirect to an allowed name that resolves inside, or to an internal address, is refused; the inside is never reached', async () => {
    const inside = serve('redirected-inside', '127.0.0.2', pngResponse);
    const entry = serve(
      'redirector',
      '127.0.0.1',
      (req) =>
        new Response(null, {
          status: 302,
          headers: { location: new URL(req.url).pathname === '/literal' ? `https://10.0.0.1:${inside.port}/x.png` : `https://cdn.test:${inside.port}/x.png` },
        }),
    );
    const dns: Record<string, string[]> = { [HOST]: ['127.0.0.1'], 'cdn.test': ['127.0.0.2'] };
    const { images, stored } = rehoster([HOST, 'cdn.test'], async (h) => dns[h] ?? []);
    expect(await images.rehost(`https://${HOST}:${entry.port}/named`)).toBeNull();
    expect(images.refusals.at(-1)).toMatchObject({ reason: 'private_address' });
    expect(await images.rehost(`https://${HOST}:${entry.port}/literal`)).toBeNull();
    expect(images.refusals.at(-1)).toMatchObject({ reason: 'fetch_failed' });
    expect(images.refusals.at(-1)!.detail).toContain('redirect');
    expect(hits['redirected-inside'] ?? 0).toBe(0);
    expect(stored()).toEqual([]);
  });

  test('a certificate for another name is refused, not trusted because the address was', async () => {
    const server = serve('wrong-name', '127.0.0.1', pngResponse);
    const { images, stored } = rehoster(['other.test'], at('127.0.0.1'));
    expect(await images.rehost(`https://other.test:${server.port}/a.png`)).toBeNull();
    expect(images.refusals.at(-1)).toMatchObject({ reason: 'fetch_failed' });
    expect(images.refusals.at(-1)!.detail).toContain("does not match certificate's altnames");
    expect(stored()).toEqual([]);
  });

  test('a slow server and a trickling body end at the time limit; nothing stored', async () => {
    const slow = serve('slow', '127.0.0.1', async () => (await Bun.sleep(3_000), pngResponse()));
    const trickle = serve('trickle', '127.0.0.1', () => {
      let sent = 0;
      const body = new ReadableStream({
        async pull(controller) {
          await Bun.sleep(150);
          controller.enqueue(png.subarray(sent, sent + 4));
          sent += 4;
          if (sent >= png.byteLength) controller.close();
        },
      });
      return new Response(body, { headers: { 'content-type': 'image/png' } });
    });
    const { images, stored } = rehoster([HOST], at('127.0.0.1'), { timeoutMs: 600 });
    for (const url of [`https://${HOST}:${slow.port}/s.png`, `https://${HOST}:${trickle.port}/t.png`]) {
      const started = performance.now();
      expect(await images.rehost(url)).toBeNull();
      expect(performance.now() - started).toBeLessThan(2_500);
      expect(images.refusals.at(-1)!.detail).toContain('no answer within 600 ms');
    }
    expect(stored()).toEqual([]);
  });

  test('a body over the limit (streamed, no length) and a content type not allowed are refused; nothing stored', async () => {
    const big = serve('big', '127.0.0.1', () => {
      let chunks = 0;
      const body = new ReadableStream({
        pull(controller) {
          controller.enqueue(chunks++ === 0 ? png : new Uint8Array(500));
          if (chunks > 10) controller.close();
        },
      });
      return new Response(body, { headers: { 'content-type': 'image/png' } });
    });
    const html = serve('html', '127.0.0.1', () => new Response('<html></html>', { headers: { 'content-type': 'text/html' } }));
    const { images, stored } = rehoster([HOST], at('127.0.0.1'), { maxBytes: 1_000 });
    expect(await images.rehost(`https://${HOST}:${big.port}/big.png`)).toBeNull();
    expect(images.refusals.at(-1)!.detail).toContain('exceeds 1000 bytes');
    expect(await images.rehost(`https://${HOST}:${html.port}/page.png`)).toBeNull();
    expect(images.refusals.at(-1)!.detail).toContain("content type 'text/html'");
    expect(stored()).toEqual([]);
  });
});
