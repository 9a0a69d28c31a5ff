/**
 * The Elysia application: one route per registry operation and per admin operation (all through
 * runOperation), health probes, the OpenAPI document and its page. Unknown paths and wrong
 * methods answer with the spec's error body.
 */
import { Elysia, type AnyElysia } from 'elysia';
import { ApiError } from './errors';
import { errorResponse, jsonResponse, meterHeaders, runOperation } from './pipeline';
import { openApiDocument, API_VERSION } from './openapi';
import { DOCS_PATH, SPEC_PATH, docsAsset, docsPage, specResponse } from './docs-page';
import type { AnyOp } from './op';
import type { Services } from './services';
import { metricsText } from './metrics';

const NO_USAGE = meterHeaders({ quota: null, cost: 0, plan: null });

/** Compiled path patterns, to tell "wrong method" (405) from "no such path" (404). */
function pathMatchers(ops: AnyOp[]): { re: RegExp; method: string }[] {
  return ops.map((op) => ({
    re: new RegExp(`^${op.path.replace(/:[A-Za-z_]+/g, '[^/]+')}/?$`),
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
  /** The admin operations (src/ops/admin.ts): mounted only when MORSEL_ADMIN_TOKEN is set, outside the registry. */
  adminOps?: AnyOp[];
}

export function createApp(ops: AnyOp[], services: Services, extras: AppExtras = {}): AnyElysia {
  const matchers = pathMatchers(ops);
  const spec = JSON.stringify(openApiDocument(ops));

  let app: AnyElysia = new Elysia({ name: 'morsel' })
    .onError(({ code, error, request }) => {
      if (code === 'NOT_FOUND') {
        const path = new URL(request.url).pathname;
        const allowed = [...new Set(matchers.filter((m) => m.re.test(path)).map((m) => m.method))];
        if (allowed.length > 0) {
          return errorResponse(
            new ApiError(405, `Method ${request.method} is not allowed on ${path}; use ${allowed.join(', ')}.`, { headers: { allow: allowed.join(', ') } }),
            NO_USAGE,
          );
        }
        return errorResponse(new ApiError(404, `No route ${request.method} ${path}. See /v1/openapi.json for the operations.`), NO_USAGE);
      }
      if (error instanceof ApiError) return errorResponse(error, NO_USAGE);
      if (code === 'PARSE') return errorResponse(new ApiError(400, 'Malformed request body.'), NO_USAGE);
      services.log.error('unhandled error', { code: String(code), error: error instanceof Error ? error.message : String(error) });
      return errorResponse(new ApiError(500, 'Unexpected server error; it has been logged.'), NO_USAGE);
    })
    // The document is generated from the registry; the page is served from the pinned package (src/http/docs-page.ts).
    .get(SPEC_PATH, () => specResponse(spec))
    .get(DOCS_PATH, () => docsPage())
    .get(
      `${DOCS_PATH}/:file`,
      ({ params, request }) =>
        docsAsset(params.file, request.headers.get('accept-encoding')) ??
        errorResponse(new ApiError(404, `No file ${params.file} in the API reference page.`), NO_USAGE),
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
    return new Response(Bun.file(`${services.config.sharedDataDir}/${rel}`), {
      headers: { 'content-type': 'image/webp', 'cache-control': 'public, max-age=86400' },
    });
  });

  // Re-hosted provider images (src/providers/food-data/images.ts): keyless like recipe images, immutable per name.
  app = app.get('/v1/images/providers/:file', async ({ params }) => {
    const image = await services.providers?.images.read(params.file).catch(() => null);
    if (!image) return errorResponse(new ApiError(404, `No image ${params.file}.`), NO_USAGE);
    return new Response(image, { headers: { 'content-type': 'image/webp', 'cache-control': 'public, max-age=31536000, immutable', ...NO_USAGE } });
  });

  // Admin operations take the same pipeline; mounted only with a token, outside the spec's registry.
  for (const op of services.config.adminToken ? [...ops, ...(extras.adminOps ?? [])] : ops) {
    app = app.route(op.method, op.path, ({ request, params }) => runOperation(op, request, (params ?? {}) as Record<string, string>, services), {
      parse: 'none',
      detail: { hide: true },
    });
  }

  for (const plugin of extras.plugins ?? []) app = plugin(app, { ops, services });
  return app;
}
