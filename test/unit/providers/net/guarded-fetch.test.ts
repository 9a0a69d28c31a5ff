/**
 * The guarded door itself, against local servers with an injected resolver (made-up names on
 * 127.0.0.1, every other address treated as internal): configured hosts are trusted as written,
 * every redirect hop is checked again, one time limit covers resolving too, and each refusal is a
 * DomainError whose kind maps to its status.
 */
import { afterAll, describe, expect, test } from 'bun:test';
import { KIND_STATUS } from '../../../../src/http/errors';
import { guardedFetch, type NetPolicy } from '../../../../src/providers/net/guarded-fetch';
import { NetError } from '../../../../src/providers/net/net-error';

const servers: ReturnType<typeof Bun.serve>[] = [];
const hits: Record<string, number> = {};
function serve(name: string, hostname: string, fetch: (req: Request) => Response | Promise<Response>, port = 0) {
  const server = Bun.serve({ hostname, port, fetch: (req) => ((hits[name] = (hits[name] ?? 0) + 1), fetch(req)) });
  servers.push(server);
  return server;
}
afterAll(() => {
  for (const s of servers) s.stop(true);
});

const DNS: Record<string, string[]> = { 'a.test': ['127.0.0.1'], 'b.test': ['127.0.0.1'], 'inside.test': ['127.0.0.2'] };
const policy = (extra: Partial<NetPolicy> = {}): NetPolicy => ({
  allowedHosts: ['a.test', 'b.test', 'inside.test'],
  resolve: async (host) => DNS[host] ?? [],
  isRefused: (ip) => ip !== '127.0.0.1',
  maxBytes: 10_000,
  timeoutMs: 1_000,
  maxRedirects: 3,
  ...extra,
});

async function refusal(run: Promise<unknown>): Promise<NetError> {
  try {
    await run;
  } catch (err) {
    if (err instanceof NetError) return err;
    throw err;
  }
  throw new Error('expected a NetError');
}

describe('guarded fetch', () => {
  test('a configured (trusted) host on 127.0.0.1 is fetched as written; the same address from an untrusted URL is refused unasked', async () => {
    const s = serve('api', '127.0.0.1', () => Response.json({ ok: true }));
    const base = `http://127.0.0.1:${s.port}`;
    const trusted = await guardedFetch(`${base}/v1`, {
      allowedHosts: [`127.0.0.1:${s.port}`],
      trustedHosts: [`127.0.0.1:${s.port}`],
      maxBytes: 1000,
      timeoutMs: 1000,
    });
    expect(JSON.parse(new TextDecoder().decode(trusted.bytes))).toEqual({ ok: true });
    const before = hits.api;
    const err = await refusal(guardedFetch(`${base}/v1`, { allowedHosts: null, maxBytes: 1000, timeoutMs: 1000 }));
    expect([err.reason, err.found, KIND_STATUS[err.kind]]).toEqual(['internal_address', '127.0.0.1', 400]);
    expect(hits.api).toBe(before);
  });

  test('each redirect hop is checked again: a hop to a name that resolves inside is refused and never reached', async () => {
    const inside = serve('inside', '127.0.0.2', () => new Response('SECRET'));
    const entry = serve('entry', '127.0.0.1', () => new Response(null, { status: 302, headers: { location: `http://inside.test:${inside.port}/` } }));
    const err = await refusal(guardedFetch(`http://a.test:${entry.port}/`, policy()));
    expect([err.reason, err.found]).toEqual(['internal_address', '127.0.0.2']);
    expect(hits.inside ?? 0).toBe(0);
  });

  test('redirects: followed on allowed hosts with the Host header of each hop; off the allowlist, too many or none allowed: refused (422)', async () => {
    const target = serve('target', '127.0.0.1', (req) => new Response(`host=${req.headers.get('host')}`, { headers: { 'content-type': 'text/plain' } }));
    const hop = serve(
      'hop',
      '127.0.0.1',
      (req) =>
        new Response(null, {
          status: 301,
          headers: { location: new URL(req.url).pathname === '/away' ? 'http://10.0.0.1/' : `http://b.test:${target.port}/t` },
        }),
    );
    const ok = await guardedFetch(`http://a.test:${hop.port}/`, policy());
    expect([ok.status, new TextDecoder().decode(ok.bytes), ok.url.host]).toEqual([200, `host=b.test:${target.port}`, `b.test:${target.port}`]);
    const away = await refusal(guardedFetch(`http://a.test:${hop.port}/away`, policy()));
    expect([away.reason, KIND_STATUS[away.kind]]).toEqual(['redirect_refused', 422]);
    expect((await refusal(guardedFetch(`http://a.test:${hop.port}/`, policy({ maxRedirects: 0 })))).reason).toBe('redirect_refused');
    const loop = serve('loop', '127.0.0.1', (req) => new Response(null, { status: 302, headers: { location: req.url } }));
    expect((await refusal(guardedFetch(`http://a.test:${loop.port}/`, policy()))).message).toContain('more than 3 redirects');
  });

  test('of several checked addresses, an IPv4 one is connected to', async () => {
    const s = serve('v4', '127.0.0.1', () => new Response('v4'));
    const r = await guardedFetch(`http://a.test:${s.port}/`, policy({ resolve: async () => ['::2', '127.0.0.1'], isRefused: () => false }));
    expect(new TextDecoder().decode(r.bytes)).toBe('v4');
  });

  test('the time limit covers resolving: a resolver that never answers ends at the limit (502)', async () => {
    const started = performance.now();
    const err = await refusal(guardedFetch('http://a.test/', policy({ resolve: () => new Promise(() => {}), timeoutMs: 300 })));
    expect([err.reason, KIND_STATUS[err.kind]]).toEqual(['timeout', 502]);
    expect(performance.now() - started).toBeLessThan(1_500);
  });

  test('size, type and scheme refusals carry their kinds: 413, 415, 400', async () => {
    const big = serve('big', '127.0.0.1', () => new Response('x'.repeat(20_000), { headers: { 'content-type': 'text/plain' } }));
    const tooLarge = await refusal(guardedFetch(`http://a.test:${big.port}/`, policy()));
    expect([tooLarge.reason, KIND_STATUS[tooLarge.kind]]).toEqual(['too_large', 413]);
    const typed = await refusal(guardedFetch(`http://a.test:${big.port}/`, policy({ accept: ['image/png'] })));
    expect([typed.reason, typed.found, KIND_STATUS[typed.kind]]).toEqual(['bad_content_type', 'text/plain', 415]);
    const scheme = await refusal(guardedFetch(`http://a.test:${big.port}/`, policy({ protocols: ['https:'] })));
    expect([scheme.reason, KIND_STATUS[scheme.kind]]).toEqual(['host_refused', 400]);
    const unknown = await refusal(guardedFetch('http://nowhere.test/', policy({ allowedHosts: null })));
    expect([unknown.reason, KIND_STATUS[unknown.kind]]).toEqual(['unresolvable', 502]);
  });
});
