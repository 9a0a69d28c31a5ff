/**
 * What the port answers while the service starts: the store opens on its own thread while the
 * corpus loads, and the port listens from the first moment. `/healthz` answers at once, `/readyz`
 * says not ready, and every other request waits for the app up to `waitMs`, then gets 503 with
 * `Retry-After` (an account cannot be checked before the store is open).
 */
import { ApiError } from './errors';
import { errorResponse, jsonResponse } from './pipeline';
import { API_VERSION } from './openapi';

export interface Handler {
  handle(request: Request): Response | Promise<Response>;
}

/** Seconds a client is asked to wait before retrying a request that came too early. */
const RETRY_AFTER_S = 2;

export function startingHandler(app: Promise<Handler>, waitMs: number): (request: Request) => Promise<Response> {
  let ready: Handler | null = null;
  void app.then(
    (a) => (ready = a),
    () => {},
  );
  return async (request) => {
    if (ready) return ready.handle(request);
    const path = new URL(request.url).pathname;
    if (path === '/healthz') return jsonResponse(200, { status: 'ok', version: API_VERSION, starting: true }, {});
    if (path === '/readyz') return jsonResponse(503, { status: 'not_ready', store: false, corpus: false }, {});
    const a = await Promise.race([app.catch(() => null), Bun.sleep(waitMs).then(() => null)]);
    if (a) return a.handle(request);
    return errorResponse(new ApiError(503, `The service is starting (its store is opening); retry in ${RETRY_AFTER_S} s.`), {
      'retry-after': String(RETRY_AFTER_S),
    });
  };
}
