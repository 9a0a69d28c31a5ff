/**
 * The Elysia application: one route per registry operation (all through runOperation), health
 * probes, the OpenAPI document and its page, and the admin API. Unknown paths and wrong methods
 * answer with the spec's error body.
 */
import { createHash, timingSafeEqual as cryptoTimingSafeEqual } from 'node:crypto';
import { Elysia, type AnyElysia } from 'elysia';
import { openapi } from '@elysiajs/openapi';
import { ApiError } from './errors';
import { errorResponse, jsonResponse, meterHeaders, runOperation } from './pipeline';
import { openApiDocument, API_VERSION } from './openapi';
import type { AnyOp } from './op';
import type { Services } from './services';
import { AdminService } from '../admin/service';
import { readJsonBody } from './body';
import { metricsText } from './metrics';

const NO_USAGE = meterHeaders({ quota: null, cost: 0, plan: null });

/** Compiled path patterns, to tell "wrong method" (405) from "no such path" (404). */
function pathMatchers(ops: AnyOp[]): { re: RegExp; method: string }[] {
  return ops.map((op) => ({
    re: new RegExp('^' + op.path.replace(/:[A-Za-z_]+/g, '[^/]+') + '/?$'),
    method: op.method,
  }));
}

/** What a plugin may build on: the same operations and services as the REST routes. */
export interface AppContext {
  ops: AnyOp[];
  services: Services;
}

export interface AppExtras {
  /** Extra routes mounted on the same app (the MCP endpoint). */
  plugins?: ((app: AnyElysia, context: AppContext) => AnyElysia)[];
}

export function createApp(ops: AnyOp[], services: Services, extras: AppExtras = {}): AnyElysia {
  const matchers = pathMatchers(ops);
  const admin = new AdminService({ accounts: services.accounts, ledger: services.ledger, auth: services.auth, clock: services.clock });

  let app: AnyElysia = new Elysia({ name: 'morsel' })
    .onError(({ code, error, request }) => {
      if (code === 'NOT_FOUND') {
        const path = new URL(request.url).pathname;
        const allowed = [...new Set(matchers.filter((m) => m.re.test(path)).map((m) => m.method))];
        if (allowed.length > 0) {
          return errorResponse(new ApiError(405, `Method ${request.method} is not allowed on ${path}; use ${allowed.join(', ')}.`, { headers: { allow: allowed.join(', ') } }), NO_USAGE);
        }
        return errorResponse(new ApiError(404, `No route ${request.method} ${path}. See /v1/openapi.json for the operations.`), NO_USAGE);
      }
      if (error instanceof ApiError) return errorResponse(error, NO_USAGE);
      if (code === 'PARSE') return errorResponse(new ApiError(400, 'Malformed request body.'), NO_USAGE);
      services.log.error('unhandled error', { code: String(code), error: error instanceof Error ? error.message : String(error) });
      return errorResponse(new ApiError(500, 'Unexpected server error; it has been logged.'), NO_USAGE);
    })
    .use(
      openapi({
        path: '/v1/docs',
        specPath: '/v1/openapi.json',
        provider: 'swagger-ui',
        // The document is generated from the registry; the plugin only serves it and the page.
        documentation: openApiDocument(ops) as never,
        exclude: { paths: [/.*/] },
      }),
    )
    .get('/healthz', () => jsonResponse(200, { status: 'ok', version: API_VERSION }, {}))
    .get('/readyz', async () => {
      let store = true;
      try {
        await services.store.ping();
      } catch {
        store = false;
      }
      const corpus = services.corpusReady();
      // Redis is reported, not required: without it the burst falls back to per instance.
      const redis = services.config.redisUrl ? services.burst.healthy() : undefined;
      return jsonResponse(store && corpus ? 200 : 503, { status: store && corpus ? 'ready' : 'not_ready', store, corpus, redis }, {});
    })
    .get('/metrics', () => new Response(metricsText(services), { headers: { 'content-type': 'text/plain; version=0.0.4; charset=utf-8' } }));

  // The service's own public image storage: recipe images are served by file name, keyless
  // (they are embedded in apps' pages), only for files the corpus lists.
  app = app.get('/v1/images/recipes/:file', ({ params }) => {
    const images = (services.corpusReady() ? (services.catalog().parts.recipes as { images?: Record<string, string> } | undefined)?.images : undefined) ?? {};
    const rel = Object.hasOwn(images, params.file) ? images[params.file] : undefined;
    if (!rel) return errorResponse(new ApiError(404, `No image ${params.file}.`), NO_USAGE);
    return new Response(Bun.file(`${services.config.sharedDataDir}/${rel}`), { headers: { 'content-type': 'image/webp', 'cache-control': 'public, max-age=86400' } });
  });

  // Re-hosted provider images (src/providers/images.ts): keyless like recipe images, immutable per name.
  app = app.get('/v1/images/providers/:file', async ({ params }) => {
    const image = await services.providers?.images.read(params.file).catch(() => null);
    if (!image) return errorResponse(new ApiError(404, `No image ${params.file}.`), NO_USAGE);
    return new Response(image, { headers: { 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable', ...NO_USAGE } });
  });

  for (const op of ops) {
    app = app.route(op.method, op.path, ({ request, params }) => runOperation(op, request, (params ?? {}) as Record<string, string>, services), {
      parse: 'none',
      detail: { hide: true },
    });
  }

  if (services.config.adminToken) app = mountAdmin(app, admin, services.config.adminToken, services);
  for (const plugin of extras.plugins ?? []) app = plugin(app, { ops, services });
  return app;
}

function mountAdmin(app: AnyElysia, admin: AdminService, token: string, services: Services): AnyElysia {
  const guard = async (request: Request, run: () => Promise<unknown>, status = 200): Promise<Response> => {
    try {
      const auth = request.headers.get('authorization') ?? '';
      if (!timingSafeEqual(auth, `Bearer ${token}`)) throw new ApiError(401, 'Admin API needs header authorization: Bearer <MORSEL_ADMIN_TOKEN>.');
      return jsonResponse(status, await run(), {});
    } catch (err) {
      if (err instanceof ApiError) return errorResponse(err, {});
      throw err;
    }
  };
  const body = async (request: Request): Promise<Record<string, unknown>> => {
    const parsed = await readJsonBody(request, 16_384);
    if (!parsed.ok) throw parsed.error;
    if (typeof parsed.value !== 'object' || parsed.value === null) throw new ApiError(400, 'Body must be a JSON object.');
    return parsed.value as Record<string, unknown>;
  };
  const opts = { parse: 'none' as const, detail: { hide: true } };
  return app
    .post('/admin/accounts', ({ request }) => guard(request, async () => admin.createAccount(await body(request)), 201), opts)
    .post('/admin/accounts/:account_id/keys', ({ request, params }) => guard(request, () => admin.createKey(params.account_id), 201), opts)
    .get('/admin/accounts/:account_id/keys', ({ request, params }) => guard(request, () => admin.listKeys(params.account_id)), opts)
    .delete('/admin/keys/:key_id', ({ request, params }) => guard(request, () => admin.deleteKey(params.key_id)), opts)
    .put('/admin/accounts/:account_id/plan', ({ request, params }) => guard(request, async () => admin.setPlan(params.account_id, (await body(request)).plan)), opts)
    .put('/admin/accounts/:account_id/limits', ({ request, params }) => guard(request, async () => admin.setLimits(params.account_id, await body(request))), opts)
    .get('/admin/accounts/:account_id/usage', ({ request, params }) => guard(request, () => admin.usage(params.account_id)), opts)
    .get('/admin/providers', ({ request }) => guard(request, async () => ({ providers: services.providers?.status() ?? {} })), opts)
    .get('/admin/providers/quarantine', ({ request }) => guard(request, () => providerQuarantine(services, new URL(request.url).searchParams)), opts);
}

/** Quarantined provider answers, newest first, with the gate's reason (never served). */
async function providerQuarantine(services: Services, q: URLSearchParams) {
  const int = (name: string, fallback: number, max: number) => {
    const raw = q.get(name);
    const v = raw === null ? fallback : Number(raw);
    if (!Number.isInteger(v) || v < 0 || v > max) throw new ApiError(400, `Query '${name}' must be an integer 0-${max}.`);
    return v;
  };
  const limit = int('limit', 50, 500);
  const offset = int('offset', 0, 1_000_000);
  if (!services.providers) return { total: 0, limit, offset, items: [] };
  return { limit, offset, ...(await services.providers.promotion.listQuarantine(limit, offset)) };
}

/** Constant time, length included: both sides are hashed to 32 bytes before comparing. */
function timingSafeEqual(a: string, b: string): boolean {
  const digest = (v: string) => createHash('sha256').update(v).digest();
  return cryptoTimingSafeEqual(digest(a), digest(b));
}
