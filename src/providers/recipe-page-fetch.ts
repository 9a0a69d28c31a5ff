/**
 * Fetching a recipe page by `url` for POST /v1/recipes/extract: only HTTPS hosts on the operator's
 * allowlist, never a host that resolves to a private, loopback, link-local or otherwise internal
 * address, redirects rejected (spec rule 5), one time limit over the whole exchange, a size limit
 * enforced while reading and HTML content only.
 *
 * The host is resolved once and the connection goes to that checked address (the TLS name and the
 * Host header stay the page's host): fetching by name would resolve again, and a DNS answer that
 * changes between the check and the connection (DNS rebinding) could then reach an internal address.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { checkServerIdentity } from 'node:tls';
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

/** What the fetch may do; the defaults are the service's. Tests swap the resolver, the address rule and the trusted CA to reach local servers. */
export interface PageFetchPolicy {
  allowedHosts: string[];
  resolve?: (host: string) => Promise<string[]>;
  isRefused?: (ip: string) => boolean;
  /** Extra trusted CA certificate (PEM); the system's roots otherwise. */
  ca?: string;
  timeoutMs?: number;
  maxBytes?: number;
}

const systemResolve = async (host: string) => (await lookup(host, { all: true })).map((a) => a.address);

/** The one address to connect to: refused when any address of the host is internal. */
async function checkedAddress(host: string, policy: PageFetchPolicy): Promise<string> {
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await (policy.resolve ?? systemResolve)(host);
  } catch (err) {
    throw new ApiError(502, `The host '${host}' could not be resolved: ${(err as Error).message}`);
  }
  if (addresses.length === 0) throw new ApiError(502, `The host '${host}' has no address.`);
  const internal = addresses.find(policy.isRefused ?? isInternalAddress);
  if (internal) throw new ApiError(400, `url host '${host}' resolves to a private or internal address (${internal}); such pages are refused.`);
  return addresses[0]!;
}

/** Reads the body up to `max` bytes, giving up (413) as soon as it is over rather than buffering it all. */
async function readCapped(res: Response, max: number): Promise<Uint8Array> {
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = res.body?.getReader();
  if (!reader) return new Uint8Array();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    total += part.value.byteLength;
    if (total > max) {
      void reader.cancel();
      throw new ApiError(413, `The page is larger than the limit of ${max} bytes.`);
    }
    chunks.push(part.value);
  }
  return Buffer.concat(chunks);
}

function unreachable(err: unknown, timeoutMs: number): ApiError {
  if (err instanceof ApiError) return err;
  const name = (err as Error).name;
  return name === 'TimeoutError' || name === 'AbortError' ? new ApiError(502, `The page did not answer within ${timeoutMs} ms.`) : new ApiError(502, `The page could not be fetched: ${(err as Error).message}`);
}

/** The page's text, or a typed error: 400 not allowed / internal, 422 redirect, 413 too large, 415 not HTML, 502 unreachable or too slow. */
export async function fetchRecipePage(raw: string, policy: PageFetchPolicy): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ApiError(400, `url is not a valid URL.`);
  }
  const { allowedHosts } = policy;
  if (url.protocol !== 'https:' || !allowedHosts.includes(url.hostname.toLowerCase())) {
    throw new ApiError(400, `url must be HTTPS on an allowed host (see GET /v1/recipes/import-sources); '${url.hostname}' is not allowed.`, { details: { allowed_hosts: allowedHosts } });
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const timeoutMs = policy.timeoutMs ?? IMPORT_LIMITS.fetch_timeout_ms;
  const maxBytes = policy.maxBytes ?? IMPORT_LIMITS.max_fetch_bytes;
  const signal = AbortSignal.timeout(timeoutMs);
  const address = await checkedAddress(host, policy);
  const pinned = new URL(url);
  pinned.hostname = isIP(address) === 6 ? `[${address}]` : address;
  try {
    const res = await fetch(pinned, {
      redirect: 'manual',
      signal,
      headers: { host: url.host },
      tls: { serverName: host, ca: policy.ca, checkServerIdentity: (_name: string, cert: unknown) => checkServerIdentity(host, cert as never) },
    } as RequestInit);
    // Redirects are never followed, so a redirect to an internal address cannot be reached either.
    if (res.status >= 300 && res.status < 400) throw new ApiError(422, 'The page answered with a redirect; redirects are rejected.');
    if (!res.ok) throw new ApiError(502, `The page answered ${res.status}.`);
    const type = (res.headers.get('content-type') ?? '').toLowerCase();
    if (type && !/text\/html|application\/xhtml\+xml|text\/plain/.test(type)) throw new ApiError(415, `The page is '${type.split(';')[0]}', not HTML.`);
    if (Number(res.headers.get('content-length') ?? 0) > maxBytes) throw new ApiError(413, `The page is larger than the limit of ${maxBytes} bytes.`);
    return new TextDecoder().decode(await readCapped(res, maxBytes));
  } catch (err) {
    throw unreachable(err, timeoutMs);
  }
}
