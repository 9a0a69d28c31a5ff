/**
 * The one door every outside byte comes through: recipe pages, provider APIs, image re-hosting,
 * the image bucket and the model endpoints all call `guardedFetch`.
 *
 * - the host must be on the caller's allowlist, with a scheme it allows;
 * - a host the operator did not configure as trusted is resolved once, every address is checked
 *   against the one internal-address rule, and the connection goes to the checked address while
 *   the TLS name and the Host header stay the host's (fetching by name would resolve again, and an
 *   answer that changes in between, DNS rebinding, could then reach an internal address);
 * - redirects are followed by hand, each hop checked again (allowlist, scheme, addresses);
 * - one time limit covers the whole exchange (resolving, every hop, the body: a trickle is cut);
 * - the body is counted while it streams and cut at the size limit; a 2xx answer's content type
 *   must be one the caller accepts.
 *
 * A configured provider base URL is trusted as written, so an operator's proxy on a private
 * address (or a test's fake server on 127.0.0.1) keeps working; user-supplied URLs (recipe pages,
 * image links inside provider data) only ever reach public addresses.
 */
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { checkServerIdentity } from 'node:tls';
import { isInternalAddress } from './internal-address';
import { NetError } from './net-error';

/** What tests swap to reach local servers on purpose; the system's resolver, rule and CAs otherwise. */
export interface NetHooks {
  resolve?: (host: string) => Promise<string[]>;
  isRefused?: (ip: string) => boolean;
  /** An extra trusted CA certificate (PEM). */
  ca?: string;
}

export interface NetPolicy extends NetHooks {
  /** Hosts a request or a redirect may reach: `name` (any port) or `name:port`; null: any host. */
  allowedHosts: readonly string[] | null;
  /** Hosts whose addresses are not checked because the operator configured them (same forms). */
  trustedHosts?: readonly string[];
  /** Default: https and http. */
  protocols?: readonly ('https:' | 'http:')[];
  /** Redirects followed (each hop re-checked); one more is refused. Default 0. */
  maxRedirects?: number;
  /** Media types a 2xx answer may have; `+json` style entries match a structured suffix. Absent: any. */
  accept?: readonly string[];
  /** A 2xx answer without a content type passes `accept`. */
  acceptUntyped?: boolean;
  maxBytes: number;
  /** The whole exchange, in ms. */
  timeoutMs: number;
  /** Bodies of non-2xx answers: read within the limits (default) or dropped unread. */
  errorBodies?: 'read' | 'skip';
  method?: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Called for every request sent, redirect hops included. */
  onRequest?: (url: URL) => void;
}

export interface NetAnswer {
  status: number;
  headers: Headers;
  /** The content-type header, lower case ('' when absent). */
  contentType: string;
  bytes: Uint8Array;
  /** Where the answer came from after redirects. */
  url: URL;
}

const systemResolve = async (host: string) => (await lookup(host, { all: true })).map((a) => a.address);
const bare = (hostname: string) => hostname.replace(/^\[|\]$/g, '');

/** True when `url`'s host matches an entry: `name` for any port, `name:port` for that one. */
export function hostListed(entries: readonly string[], url: URL): boolean {
  const host = url.host.toLowerCase();
  const name = url.hostname.toLowerCase();
  return entries.some((e) => e === host || e === name);
}

export async function guardedFetch(raw: string | URL, policy: NetPolicy): Promise<NetAnswer> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      reject(new NetError('timeout', `no answer within ${policy.timeoutMs} ms`));
      controller.abort();
    }, policy.timeoutMs);
  });
  expired.catch(() => {});
  const within = <T>(work: Promise<T>) => Promise.race([work, expired]);
  try {
    let url = parseUrl(raw);
    for (let hop = 0; ; hop++) {
      const target = await within(connectTarget(url, policy, hop > 0));
      policy.onRequest?.(url);
      const res = await within(fetch(target.href, requestInit(url, target, policy, controller.signal)));
      const location = res.status >= 300 && res.status < 400 ? res.headers.get('location') : null;
      if (location !== null) {
        await res.body?.cancel().catch(() => {});
        if (hop >= (policy.maxRedirects ?? 0))
          throw new NetError('redirect_refused', policy.maxRedirects ? `more than ${policy.maxRedirects} redirects` : 'redirects are not followed');
        url = nextHop(location, url);
        continue;
      }
      return await within(answer(res, url, policy));
    }
  } catch (err) {
    if (err instanceof NetError) throw err;
    if (controller.signal.aborted) throw new NetError('timeout', `no answer within ${policy.timeoutMs} ms`);
    throw new NetError('unreachable', (err as Error).message);
  } finally {
    clearTimeout(timer);
    controller.abort(); // frees a connection still streaming after an error
  }
}

function parseUrl(raw: string | URL): URL {
  try {
    return new URL(raw);
  } catch {
    throw new NetError('host_refused', 'not a valid URL');
  }
}

function nextHop(location: string, from: URL): URL {
  try {
    return new URL(location, from);
  } catch {
    throw new NetError('redirect_refused', 'redirect to an invalid URL');
  }
}

/** Allowlist, scheme and addresses of one hop → the URL to connect to (the checked address unless the host is trusted). */
async function connectTarget(url: URL, policy: NetPolicy, redirected: boolean): Promise<URL> {
  const refuse = (why: string) => new NetError(redirected ? 'redirect_refused' : 'host_refused', redirected ? `redirect to ${url.host} refused: ${why}` : why);
  if (!(policy.protocols ?? ['https:', 'http:']).includes(url.protocol as 'https:')) throw refuse(`scheme ${url.protocol} is not allowed`);
  if (policy.allowedHosts && !hostListed(policy.allowedHosts, url)) throw refuse(`host ${url.host} is not an allowed host`);
  if (policy.trustedHosts && hostListed(policy.trustedHosts, url)) return url;
  const host = bare(url.hostname);
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : await (policy.resolve ?? systemResolve)(host);
  } catch (err) {
    throw new NetError('unresolvable', `the host '${host}' could not be resolved: ${(err as Error).message}`);
  }
  if (addresses.length === 0) throw new NetError('unresolvable', `the host '${host}' has no address`);
  const internal = addresses.find(policy.isRefused ?? isInternalAddress);
  if (internal !== undefined) throw new NetError('internal_address', `host '${host}' resolves to a private or internal address (${internal})`, internal);
  // One address is connected to; IPv4 first, since a host without IPv6 routes is more common than one without IPv4.
  const address = addresses.find((a) => isIP(a) === 4) ?? addresses[0]!;
  const pinned = new URL(url);
  pinned.hostname = isIP(address) === 6 ? `[${address}]` : address;
  return pinned;
}

function requestInit(url: URL, target: URL, policy: NetPolicy, signal: AbortSignal): RequestInit {
  const host = bare(url.hostname);
  const pinned = target !== url;
  const tls =
    url.protocol !== 'https:'
      ? undefined
      : pinned
        ? {
            ...(isIP(host) ? {} : { serverName: host }),
            ca: policy.ca,
            checkServerIdentity: (_name: string, cert: unknown) => checkServerIdentity(host, cert as never),
          }
        : policy.ca
          ? { ca: policy.ca }
          : undefined;
  return {
    method: policy.method ?? 'GET',
    redirect: 'manual',
    signal,
    headers: { ...policy.headers, ...(pinned ? { host: url.host } : {}) },
    body: policy.body as BodyInit | undefined,
    ...(tls ? { tls } : {}),
  } as RequestInit;
}

async function answer(res: Response, url: URL, policy: NetPolicy): Promise<NetAnswer> {
  const contentType = (res.headers.get('content-type') ?? '').toLowerCase();
  const base = { status: res.status, headers: res.headers, contentType, url };
  const ok = res.status >= 200 && res.status < 300;
  if (!ok && policy.errorBodies === 'skip') {
    await res.body?.cancel().catch(() => {});
    return { ...base, bytes: new Uint8Array(0) };
  }
  if (ok && policy.accept && !accepts(policy.accept, contentType, policy.acceptUntyped === true)) {
    await res.body?.cancel().catch(() => {});
    const essence = contentType.split(';')[0]!.trim();
    throw new NetError('bad_content_type', `answer has content type '${essence || 'none'}'`, essence);
  }
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > policy.maxBytes) {
    await res.body?.cancel().catch(() => {});
    throw new NetError('too_large', `body of ${declared} bytes exceeds ${policy.maxBytes}`);
  }
  return { ...base, bytes: await readCapped(res, policy.maxBytes) };
}

function accepts(accept: readonly string[], contentType: string, untyped: boolean): boolean {
  const essence = contentType.split(';')[0]!.trim();
  if (!essence) return untyped;
  return accept.some((a) => (a.startsWith('+') ? essence.endsWith(a) : essence === a));
}

/** The body up to `max` bytes, given up as soon as it is over rather than buffered whole. */
async function readCapped(res: Response, max: number): Promise<Uint8Array> {
  const reader = res.body?.getReader();
  if (!reader) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let total = 0;
  try {
    for (let part = await reader.read(); !part.done; part = await reader.read()) {
      total += part.value.byteLength;
      if (total > max) throw new NetError('too_large', `body exceeds ${max} bytes`);
      chunks.push(part.value);
    }
  } catch (err) {
    reader.cancel().catch(() => {});
    throw err;
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const c of chunks) {
    out.set(c, offset);
    offset += c.byteLength;
  }
  return out;
}
