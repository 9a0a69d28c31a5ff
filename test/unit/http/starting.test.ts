import { describe, expect, it } from 'bun:test';
import { startingHandler, type Handler } from '../../../src/http/starting';

const app: Handler = { handle: () => new Response('from the app') };
const req = (path: string) => new Request(`http://localhost${path}`);

describe('the port while the service starts', () => {
  it('/healthz answers at once, /readyz says not ready, others wait for the app', async () => {
    let open!: (h: Handler) => void;
    const handler = startingHandler(new Promise<Handler>((r) => (open = r)), 5_000);
    expect((await handler(req('/healthz'))).status).toBe(200);
    const ready = await handler(req('/readyz'));
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'not_ready', store: false, corpus: false });
    const waiting = handler(req('/v1/foods/search?query=milk'));
    open(app);
    expect(await (await waiting).text()).toBe('from the app');
    expect(await (await handler(req('/healthz'))).text()).toBe('from the app');
  });

  it('a request that waits longer than the bound gets 503 with Retry-After and the error body', async () => {
    const handler = startingHandler(new Promise<Handler>(() => {}), 20);
    const res = await handler(req('/v1/ingredients/units'));
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('2');
    expect(await res.json()).toMatchObject({ status: 'failure', code: 503 });
  });

  it('a store that fails to open answers 503, never hangs', async () => {
    const failing = Promise.reject(new Error('read-only folder'));
    failing.catch(() => {});
    const res = await startingHandler(failing, 5_000)(req('/v1/ingredients/units'));
    expect(res.status).toBe(503);
  });
});
