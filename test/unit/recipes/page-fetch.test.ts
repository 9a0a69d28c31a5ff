/**
 * Fetching a recipe page by url against real local HTTPS servers (a throwaway self-signed
 * certificate for the made-up host `recipes.test`): the checked address is the one connected to
 * (DNS rebinding), slow and trickling servers give 502 within the time limit, redirects (to private
 * addresses too) are refused, and size and type limits hold while reading.
 */
import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { DomainError } from '../../../src/domain/errors';
import { KIND_STATUS } from '../../../src/http/errors';
import { fetchRecipePage, type PageFetchPolicy } from '../../../src/providers/net/recipe-page-fetch';
import { selfSignedCert } from '../../helpers/tls-cert';

const HOST = 'recipes.test';
const PAGE = '<html><head><title>Dal</title></head><body><h1>Dal</h1></body></html>';
let tls: { cert: string; key: string };
const servers: ReturnType<typeof Bun.serve>[] = [];
/** Requests each server saw, by the address it listens on. */
const seen: Record<string, number> = {};

function serve(hostname: string, fetch: (req: Request) => Response | Promise<Response>) {
  const server = Bun.serve({ hostname, port: 0, tls, fetch: (req) => ((seen[hostname] = (seen[hostname] ?? 0) + 1), fetch(req)) });
  servers.push(server);
  return server;
}

/** The refusal and the status the pipeline answers it with. */
async function failure(run: Promise<unknown>): Promise<{ status: number; message: string }> {
  try {
    await run;
  } catch (err) {
    if (err instanceof DomainError) return { status: KIND_STATUS[err.kind], message: err.message };
    throw err;
  }
  throw new Error('expected the fetch to be refused');
}

/** Treats 127.0.0.1 as the public page's address and every other address as internal. */
const policy = (resolve: (host: string) => Promise<string[]>, extra: Partial<PageFetchPolicy> = {}): PageFetchPolicy => ({
  allowedHosts: [HOST],
  resolve,
  isRefused: (ip) => ip !== '127.0.0.1',
  ca: tls.cert,
  timeoutMs: 800,
  ...extra,
});
const at =
  (...ips: string[]) =>
  async () =>
    ips;

beforeAll(() => {
  tls = selfSignedCert(HOST);
});
afterAll(() => {
  for (const s of servers) s.stop(true);
});

describe('recipe page fetch', () => {
  test('connects to the checked address with the page host as TLS name and Host header', async () => {
    const server = serve('127.0.0.1', (req) => new Response(`${PAGE}<!-- ${req.headers.get('host')} -->`, { headers: { 'content-type': 'text/html' } }));
    const html = await fetchRecipePage(`https://${HOST}:${server.port}/dal`, policy(at('127.0.0.1')));
    expect(html).toContain('<h1>Dal</h1>');
    expect(html).toContain(`<!-- ${HOST}:${server.port} -->`);
  });

  test('DNS rebinding: the host is resolved once, and a later answer pointing inside is never used', async () => {
    const outside = serve('127.0.0.1', () => new Response(PAGE, { headers: { 'content-type': 'text/html' } }));
    // The "internal" service listens on the same port on another loopback address.
    const inside = Bun.serve({ hostname: '127.0.0.2', port: outside.port, tls, fetch: () => ((seen.inside = (seen.inside ?? 0) + 1), new Response('SECRET')) });
    servers.push(inside);
    // First answer outside, every later one inside: a fetch that resolved again to connect would land inside.
    let calls = 0;
    const rebinding = async () => (++calls === 1 ? ['127.0.0.1'] : ['127.0.0.2']);
    expect(await fetchRecipePage(`https://${HOST}:${outside.port}/r`, policy(rebinding, { isRefused: (ip) => ip === '127.0.0.2' }))).toBe(PAGE);
    expect(calls).toBe(1);
    expect(seen.inside ?? 0).toBe(0);
  });

  test('a host with any internal address is refused before connecting (400)', async () => {
    const before = seen['127.0.0.1'] ?? 0;
    const err = await failure(fetchRecipePage(`https://${HOST}/r`, policy(at('127.0.0.1', '10.0.0.7'))));
    expect(err.status).toBe(400);
    expect(err.message).toContain('10.0.0.7');
    expect(seen['127.0.0.1'] ?? 0).toBe(before);
    const real = await failure(fetchRecipePage(`https://${HOST}/r`, { allowedHosts: [HOST], resolve: at('169.254.169.254') }));
    expect(real.status).toBe(400);
  });

  test('a certificate for another name is refused (502), not trusted because the address was', async () => {
    const server = serve('127.0.0.1', () => new Response(PAGE, { headers: { 'content-type': 'text/html' } }));
    const err = await failure(fetchRecipePage(`https://other.test:${server.port}/r`, { ...policy(at('127.0.0.1')), allowedHosts: ['other.test'] }));
    expect(err.status).toBe(502);
  });

  test('a server that does not answer in time: 502 within the limit', async () => {
    const server = serve('127.0.0.1', async () => (await Bun.sleep(3_000), new Response(PAGE)));
    const started = performance.now();
    const err = await failure(fetchRecipePage(`https://${HOST}:${server.port}/slow`, policy(at('127.0.0.1'))));
    expect(err.status).toBe(502);
    expect(err.message).toContain('800 ms');
    expect(performance.now() - started).toBeLessThan(2_500);
  });

  test('a body that trickles past the limit: 502 within the limit', async () => {
    const server = serve('127.0.0.1', () => {
      const stream = new ReadableStream({
        async pull(controller) {
          await Bun.sleep(200);
          controller.enqueue(new TextEncoder().encode('<p>x</p>'));
        },
      });
      return new Response(stream, { headers: { 'content-type': 'text/html' } });
    });
    const started = performance.now();
    const err = await failure(fetchRecipePage(`https://${HOST}:${server.port}/trickle`, policy(at('127.0.0.1'))));
    expect(err.status).toBe(502);
    expect(performance.now() - started).toBeLessThan(2_500);
  });

  test('redirects, to a private address or anywhere, are refused (422) and not followed', async () => {
    const server = serve('127.0.0.1', () => new Response(null, { status: 302, headers: { location: 'https://10.0.0.1/admin' } }));
    const err = await failure(fetchRecipePage(`https://${HOST}:${server.port}/r`, policy(at('127.0.0.1'))));
    expect(err.status).toBe(422);
    expect(err.message).toContain('redirect');
  });

  test('over the size limit while reading (no content-length): 413; not HTML: 415; an error status: 502', async () => {
    const big = serve('127.0.0.1', () => new Response(new Blob(['<p>', 'x'.repeat(5_000), '</p>']).stream(), { headers: { 'content-type': 'text/html' } }));
    expect((await failure(fetchRecipePage(`https://${HOST}:${big.port}/big`, policy(at('127.0.0.1'), { maxBytes: 1_000 })))).status).toBe(413);
    const png = serve('127.0.0.1', () => new Response(new Uint8Array([0x89, 0x50]), { headers: { 'content-type': 'image/png' } }));
    expect((await failure(fetchRecipePage(`https://${HOST}:${png.port}/p`, policy(at('127.0.0.1'))))).status).toBe(415);
    const gone = serve('127.0.0.1', () => new Response('no', { status: 500 }));
    expect((await failure(fetchRecipePage(`https://${HOST}:${gone.port}/p`, policy(at('127.0.0.1'))))).status).toBe(502);
  });

  test('off the allowlist or not HTTPS: 400 without resolving', async () => {
    let resolved = 0;
    const counting = async () => (resolved++, ['127.0.0.1']);
    expect((await failure(fetchRecipePage('https://elsewhere.test/r', policy(counting)))).status).toBe(400);
    expect((await failure(fetchRecipePage(`http://${HOST}/r`, policy(counting)))).status).toBe(400);
    expect(resolved).toBe(0);
  });
});
