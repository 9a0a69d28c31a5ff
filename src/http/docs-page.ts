/**
 * The API reference page, served by the service itself: Swagger UI from the pinned `swagger-ui-dist`
 * package (no CDN, so it works on a machine without outside access and runs no third-party code
 * fetched at view time), reading /v1/openapi.json from the same origin. The page's
 * Content-Security-Policy allows only the service's own scripts, styles and requests.
 *
 * Swagger UI over Scalar's API reference: one package and its small analytics dependency (switched off
 * in package.json), 12 MB installed, 1.5 MB of script and 0.2 MB of style sent (0.44 MB gzipped),
 * against 194 packages and 248 MB installed for Scalar, whose standalone script alone is 3.7 MB
 * (1.07 MB gzipped) plus 3.2 MB of chunks.
 */
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { acceptsGzip } from './compression';

const DIST = dirname(Bun.resolveSync('swagger-ui-dist/package.json', import.meta.dir));
const VERSION = (JSON.parse(readFileSync(join(DIST, 'package.json'), 'utf8')) as { version: string }).version;

export const DOCS_PATH = '/v1/docs';
export const SPEC_PATH = '/v1/openapi.json';

/** What the page may load and run: its own files only; requests (the spec, "try it out") to its own origin. */
const DOCS_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

const SECURITY = { 'x-content-type-options': 'nosniff', 'referrer-policy': 'no-referrer' };
/** Files of one package version never change: a day of caching, and the version in their URL. */
const ASSET_CACHE = { 'cache-control': 'public, max-age=86400' };

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>morsel API reference</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="${DOCS_PATH}/swagger-ui.css?v=${VERSION}">
<link rel="stylesheet" href="${DOCS_PATH}/page.css?v=${VERSION}">
</head><body><div id="swagger-ui"></div>
<script src="${DOCS_PATH}/swagger-ui-bundle.js?v=${VERSION}"></script>
<script src="${DOCS_PATH}/init.js?v=${VERSION}"></script>
</body></html>`;

// An external file, not an inline script, so the policy needs no 'unsafe-inline'. No outside
// validator badge (validatorUrl null); the key typed into "Authorize" stays in the page.
const INIT = `window.ui = SwaggerUIBundle({ url: ${JSON.stringify(SPEC_PATH)}, dom_id: '#swagger-ui', deepLinking: true, validatorUrl: null, presets: [SwaggerUIBundle.presets.apis], layout: 'BaseLayout', persistAuthorization: false, tryItOutEnabled: false, displayRequestDuration: true });\n`;

const PAGE_CSS = 'html{box-sizing:border-box;overflow-y:scroll}*,*:before,*:after{box-sizing:inherit}body{margin:0;background:#fafafa}\n';

const ASSETS: Record<string, { type: string; body: () => string | Uint8Array<ArrayBuffer> }> = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', body: () => new Uint8Array(readFileSync(join(DIST, 'swagger-ui.css'))) },
  'swagger-ui-bundle.js': { type: 'text/javascript; charset=utf-8', body: () => new Uint8Array(readFileSync(join(DIST, 'swagger-ui-bundle.js'))) },
  'init.js': { type: 'text/javascript; charset=utf-8', body: () => INIT },
  'page.css': { type: 'text/css; charset=utf-8', body: () => PAGE_CSS },
};
const loaded = new Map<string, { plain: string | Uint8Array<ArrayBuffer>; gzip: Uint8Array<ArrayBuffer> }>();

export function docsPage(): Response {
  return new Response(PAGE, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': DOCS_CSP, 'cache-control': 'no-cache', ...SECURITY },
  });
}

/** One of the page's files (gzipped once, when the client accepts it), or null for a name that is not one. */
export function docsAsset(name: string, acceptEncoding: string | null): Response | null {
  const asset = Object.hasOwn(ASSETS, name) ? ASSETS[name] : undefined;
  if (!asset) return null;
  let body = loaded.get(name);
  if (body === undefined) {
    const plain = asset.body();
    loaded.set(name, (body = { plain, gzip: Bun.gzipSync(plain, { level: 9 }) }));
  }
  const headers = { 'content-type': asset.type, vary: 'accept-encoding', ...ASSET_CACHE, ...SECURITY };
  return acceptsGzip(acceptEncoding) ? new Response(body.gzip, { headers: { ...headers, 'content-encoding': 'gzip' } }) : new Response(body.plain, { headers });
}

/** The OpenAPI document, serialized once. */
export function specResponse(text: string): Response {
  return new Response(text, { headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-cache', ...SECURITY } });
}
