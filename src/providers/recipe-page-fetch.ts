/**
 * Fetching a recipe page by `url` for POST /v1/recipes/extract: only HTTPS hosts on the operator's
 * allowlist, never a host that resolves to a private, loopback, link-local or otherwise internal
 * address (checked after DNS resolution), redirects rejected (spec rule 5), a time limit, a size
 * limit and HTML content only.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { ApiError } from '../http/errors';
import { IMPORT_LIMITS } from '../domain/recipes/recipe-import-limits';

/** True for addresses a public page can never have: private, loopback, link-local, CGNAT, multicast, unspecified, ULA, mapped forms. */
export function isInternalAddress(ip: string): boolean {
  const v4 = /^(?:::ffff:)?(\d+)\.(\d+)\.(\d+)\.(\d+)$/i.exec(ip);
  if (v4) {
    const [a, b] = [Number(v4[1]), Number(v4[2])];
    return a === 0 || a === 10 || a === 127 || (a === 100 && b >= 64 && b <= 127) || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 192 && b === 0) || (a === 198 && (b === 18 || b === 19)) || a >= 224;
  }
  const s = ip.toLowerCase();
  return s === '::' || s === '::1' || /^f[cd]/.test(s) || /^fe[89ab]/.test(s) || /^ff/.test(s) || s.startsWith('::ffff:') || s.startsWith('64:ff9b:') || s.startsWith('2001:db8');
}

/** Refuses a host whose name resolves (all of its addresses) to anything internal. */
async function assertPublicHost(hostname: string): Promise<void> {
  const host = hostname.replace(/^\[|\]$/g, '');
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((a) => a.address);
  } catch (err) {
    throw new ApiError(502, `The host '${host}' could not be resolved: ${(err as Error).message}`);
  }
  const internal = addresses.find(isInternalAddress);
  if (internal) throw new ApiError(400, `url host '${host}' resolves to a private or internal address (${internal}); such pages are refused.`);
}

/** The page's text, or a typed error: 400 not allowed / internal, 422 redirect, 413 too large, 415 not HTML, 502 unreachable or too slow. */
export async function fetchRecipePage(raw: string, allowedHosts: string[]): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ApiError(400, `url is not a valid URL.`);
  }
  if (url.protocol !== 'https:' || !allowedHosts.includes(url.hostname.toLowerCase())) {
    throw new ApiError(400, `url must be HTTPS on an allowed host (see GET /v1/recipes/import-sources); '${url.hostname}' is not allowed.`, { details: { allowed_hosts: allowedHosts } });
  }
  await assertPublicHost(url.hostname);
  let res: Response;
  try {
    res = await fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(IMPORT_LIMITS.fetch_timeout_ms) });
  } catch (err) {
    const timedOut = (err as Error).name === 'TimeoutError' || (err as Error).name === 'AbortError';
    throw new ApiError(502, timedOut ? `The page did not answer within ${IMPORT_LIMITS.fetch_timeout_ms} ms.` : `The page could not be fetched: ${(err as Error).message}`);
  }
  // Redirects are never followed, so a redirect to an internal address cannot be reached either.
  if (res.status >= 300 && res.status < 400) throw new ApiError(422, 'The page answered with a redirect; redirects are rejected.');
  if (!res.ok) throw new ApiError(502, `The page answered ${res.status}.`);
  const type = (res.headers.get('content-type') ?? '').toLowerCase();
  if (type && !/text\/html|application\/xhtml\+xml|text\/plain/.test(type)) throw new ApiError(415, `The page is '${type.split(';')[0]}', not HTML.`);
  const declared = Number(res.headers.get('content-length') ?? 0);
  if (declared > IMPORT_LIMITS.max_fetch_bytes) throw new ApiError(413, `The page is larger than the limit of ${IMPORT_LIMITS.max_fetch_bytes} bytes.`);
  const bytes = new Uint8Array(await res.arrayBuffer());
  if (bytes.byteLength > IMPORT_LIMITS.max_fetch_bytes) throw new ApiError(413, `The page is larger than the limit of ${IMPORT_LIMITS.max_fetch_bytes} bytes.`);
  return new TextDecoder().decode(bytes);
}
