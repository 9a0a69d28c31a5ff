import { afterAll, describe, expect, test } from 'bun:test';
import { ProviderClient, ProviderError, retryAfterMs } from '../../../src/providers/net/http-client';
import { SlidingWindowLimiter } from '../../../src/providers/net/rate-limit';
import { CircuitBreaker } from '../../../src/providers/net/circuit-breaker';
import { fakeServer, json, type FakeServer } from './fake-server';

const servers: FakeServer[] = [];
const serve = (h: Parameters<typeof fakeServer>[0]) => {
  const s = fakeServer(h);
  servers.push(s);
  return s;
};
afterAll(() => {
  for (const s of servers) s.stop();
});

const client = (extra: Partial<ConstructorParameters<typeof ProviderClient>[0]> = {}) =>
  new ProviderClient({ name: 'fake', timeoutMs: 5_000, limits: { perMinute: null, perHour: null }, ...extra });

async function failure(p: Promise<unknown>): Promise<ProviderError> {
  try {
    await p;
  } catch (err) {
    if (err instanceof ProviderError) return err;
    throw err;
  }
  throw new Error('expected a ProviderError');
}

describe('ProviderClient', () => {
  test('parses a JSON answer and passes 404 through with its body', async () => {
    const s = serve((_, url) => (url.pathname === '/ok' ? json({ a: 1 }) : json({ status: 0 }, 404)));
    const c = client();
    expect((await c.getJson(`${s.url}/ok`)).json).toEqual({ a: 1 });
    const miss = await c.getJson(`${s.url}/missing`);
    expect(miss.status).toBe(404);
    expect(miss.json).toEqual({ status: 0 });
    expect(c.breaker.state(Date.now())).toBe('closed');
  });

  test('a server that never answers ends at the deadline', async () => {
    const s = serve(() => new Promise<Response>(() => {}));
    const t0 = performance.now();
    expect((await failure(client({ timeoutMs: 400 }).getJson(s.url))).reason).toBe('timeout');
    expect(performance.now() - t0).toBeLessThan(2_000); // the deadline (400 ms) plus scheduling slack on a loaded machine
  });

  test('a body trickling one byte at a time ends at the deadline', async () => {
    const s = serve(
      () =>
        new Response(
          new ReadableStream({
            async pull(ctrl) {
              await Bun.sleep(100);
              ctrl.enqueue(new TextEncoder().encode(' '));
            },
          }),
          { headers: { 'content-type': 'application/json' } },
        ),
    );
    const t0 = performance.now();
    expect((await failure(client({ timeoutMs: 400 }).getJson(s.url))).reason).toBe('timeout');
    expect(performance.now() - t0).toBeLessThan(2_000); // the deadline (400 ms) plus scheduling slack on a loaded machine
  });

  test('bodies over the limit are rejected, declared or streamed', async () => {
    const big = new Uint8Array(50 * 1024 * 1024);
    const declared = serve(() => new Response(big, { headers: { 'content-type': 'application/json' } }));
    const streamed = serve(
      () =>
        new Response(
          new ReadableStream({
            pull(ctrl) {
              ctrl.enqueue(new Uint8Array(64 * 1024));
            },
          }),
          { headers: { 'content-type': 'application/json' } },
        ),
    );
    // A generous deadline: the size limit, not the clock, must end these (even on a loaded machine).
    const c = client({ maxBodyBytes: 1024 * 1024, timeoutMs: 20_000 });
    expect((await failure(c.getJson(declared.url))).reason).toBe('body_too_large');
    expect((await failure(c.getJson(streamed.url))).reason).toBe('body_too_large');
  }, 30_000);

  test('HTML instead of JSON and broken JSON are rejected', async () => {
    const html = serve(() => new Response('<html>maintenance</html>', { headers: { 'content-type': 'text/html' } }));
    const broken = serve(() => new Response('{"a":', { headers: { 'content-type': 'application/json' } }));
    expect((await failure(client().getJson(html.url))).reason).toBe('bad_content_type');
    expect((await failure(client().getJson(broken.url))).reason).toBe('not_json');
  });

  test('redirects are followed on the same host only', async () => {
    const other = serve(() => json({ from: 'other' }));
    const s = serve((_, url) =>
      url.pathname === '/same'
        ? new Response(null, { status: 302, headers: { location: '/target' } })
        : url.pathname === '/away'
          ? new Response(null, { status: 302, headers: { location: `${other.url}/x` } })
          : json({ from: 'target' }),
    );
    expect((await client().getJson(`${s.url}/same`)).json).toEqual({ from: 'target' });
    expect((await failure(client().getJson(`${s.url}/away`))).reason).toBe('redirect_refused');
    expect(other.hits).toHaveLength(0);
  });

  test('GET retries a 5xx once; POST does not retry', async () => {
    let n = 0;
    const s = serve(() => (++n % 2 === 1 ? json({ error: 'busy' }, 503) : json({ ok: true })));
    expect((await client().getJson(s.url)).json).toEqual({ ok: true });
    expect(s.hits).toHaveLength(2);
    const p = serve(() => json({ error: 'busy' }, 503));
    expect((await failure(client().getJson(p.url, { method: 'POST', body: {} }))).reason).toBe('server_error');
    expect(p.hits).toHaveLength(1);
  });

  test('the breaker opens after consecutive failures, refuses, then probes and closes', async () => {
    let down = true;
    const s = serve(() => (down ? json({}, 500) : json({ ok: 1 })));
    let now = 1_000_000;
    const c = client({ retries: 0, breaker: { failureThreshold: 3, coolDownMs: 10_000 }, now: () => now });
    for (let i = 0; i < 3; i++) expect((await failure(c.getJson(s.url))).reason).toBe('server_error');
    expect(c.breaker.state(now)).toBe('open');
    expect((await failure(c.getJson(s.url))).reason).toBe('circuit_open');
    expect(s.hits).toHaveLength(3);
    now += 10_000;
    // half-open: the probe fails → open again
    expect((await failure(c.getJson(s.url))).reason).toBe('server_error');
    expect(c.breaker.state(now)).toBe('open');
    now += 10_000;
    down = false;
    expect((await c.getJson(s.url)).json).toEqual({ ok: 1 });
    expect(c.breaker.state(now)).toBe('closed');
    expect(c.breaker.transitions.map((t) => t.to)).toEqual(['open', 'half-open', 'open', 'half-open', 'closed']);
  });

  test('429 and 402 make the client back off for Retry-After without calling again', async () => {
    let now = 5_000_000;
    const s = serve((_, url) => (url.pathname === '/402' ? json({}, 402) : json({ error: 'OVER_RATE_LIMIT' }, 429, { 'retry-after': '120' })));
    const c = client({ now: () => now });
    expect((await failure(c.getJson(`${s.url}/429`))).reason).toBe('backoff');
    now += 119_000;
    expect((await failure(c.getJson(`${s.url}/429`))).reason).toBe('backoff');
    expect(s.hits).toHaveLength(1);
    now += 2_000;
    expect((await failure(c.getJson(`${s.url}/402`))).reason).toBe('backoff');
    expect(s.hits).toHaveLength(2);
    now += 3_599_000;
    expect((await failure(c.getJson(`${s.url}/402`))).reason).toBe('backoff');
    expect(s.hits).toHaveLength(2);
    expect(c.breaker.state(now)).toBe('closed');
  });

  test('64 concurrent callers never exceed the per-minute budget nor the concurrency limit', async () => {
    let inFlight = 0;
    let peak = 0;
    const s = serve(async () => {
      peak = Math.max(peak, ++inFlight);
      await Bun.sleep(20);
      inFlight--;
      return json({ ok: true });
    });
    const c = client({ limits: { perMinute: 10, perHour: 1000 }, concurrency: 4, timeoutMs: 10_000 });
    const results = await Promise.allSettled(Array.from({ length: 64 }, () => c.getJson(s.url)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(s.hits).toHaveLength(10);
    expect(peak).toBeLessThanOrEqual(4);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected').map((r) => (r.reason as ProviderError).reason);
    expect(new Set(refused)).toEqual(new Set(['rate_limited']));
  });

  test('connection refused is a network failure, quickly', async () => {
    const s = serve(() => json({}));
    const url = s.url;
    s.stop();
    const t0 = performance.now();
    expect((await failure(client({ retries: 0 }).getJson(url))).reason).toBe('network');
    expect(performance.now() - t0).toBeLessThan(2_000);
  });
});

describe('SlidingWindowLimiter', () => {
  test('holds per minute and per hour over any window', () => {
    const l = new SlidingWindowLimiter({ perMinute: 3, perHour: 5 });
    let t = 0;
    expect([l.tryAcquire(t), l.tryAcquire(t), l.tryAcquire(t), l.tryAcquire(t)]).toEqual([true, true, true, false]);
    t = 59_999;
    expect(l.tryAcquire(t)).toBe(false);
    t = 60_000;
    expect([l.tryAcquire(t), l.tryAcquire(t), l.tryAcquire(t)]).toEqual([true, true, false]);
    t = 3_599_999;
    expect(l.tryAcquire(t)).toBe(false);
    t = 3_600_000;
    expect(l.tryAcquire(t)).toBe(true);
  });
  test('rejects nonsense limits', () => {
    expect(() => new SlidingWindowLimiter({ perMinute: 0, perHour: null })).toThrow();
  });
});

describe('CircuitBreaker', () => {
  test('admits one probe at a time when half-open', () => {
    const b = new CircuitBreaker({ failureThreshold: 1, coolDownMs: 100 });
    b.failure(0);
    expect(b.allow(50)).toBe(false);
    expect(b.allow(100)).toBe(true);
    expect(b.allow(100)).toBe(false);
    b.success(101);
    expect(b.allow(101)).toBe(true);
  });
});

test('retryAfterMs reads seconds and HTTP dates', () => {
  expect(retryAfterMs('30', 0)).toBe(30_000);
  expect(retryAfterMs(new Date(60_000).toUTCString(), 0)).toBe(60_000);
  expect(retryAfterMs('soon', 0)).toBeNull();
  expect(retryAfterMs(null, 0)).toBeNull();
});
