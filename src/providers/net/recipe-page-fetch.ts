/**
 * Fetching a recipe page by `url` for POST /v1/recipes/extract, through the guarded door
 * (./net/guarded-fetch.ts): only HTTPS hosts on the operator's allowlist, never a host that
 * resolves to an internal address, redirects rejected (spec rule 5), one time limit over the whole
 * exchange, a size limit enforced while reading and HTML content only. The door's refusals become
 * the operation's documented statuses and wording here.
 */
import { DomainError } from '../../domain/errors';
import { IMPORT_LIMITS } from '../../domain/recipes/recipe-import-limits';
import { guardedFetch, type NetAnswer, type NetHooks } from './guarded-fetch';
import { NetError } from './net-error';

/** What the fetch may do; the defaults are the service's. Tests swap the resolver, the address rule and the trusted CA to reach local servers. */
export interface PageFetchPolicy extends NetHooks {
  allowedHosts: string[];
  timeoutMs?: number;
  maxBytes?: number;
}

const PAGE_TYPES = ['text/html', 'application/xhtml+xml', 'text/plain'];

/** The page's text, or a DomainError: invalid (400) not allowed / internal, unresolvable (422) redirect, too-large (413), unsupported (415) not HTML, upstream (502) unreachable or too slow. */
export async function fetchRecipePage(raw: string, policy: PageFetchPolicy): Promise<string> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new DomainError('invalid', `url is not a valid URL.`);
  }
  const limits = { timeoutMs: policy.timeoutMs ?? IMPORT_LIMITS.fetch_timeout_ms, maxBytes: policy.maxBytes ?? IMPORT_LIMITS.max_fetch_bytes };
  let page: NetAnswer;
  try {
    page = await guardedFetch(url, {
      resolve: policy.resolve,
      isRefused: policy.isRefused,
      ca: policy.ca,
      allowedHosts: policy.allowedHosts,
      protocols: ['https:'],
      maxRedirects: 0,
      accept: PAGE_TYPES,
      acceptUntyped: true,
      errorBodies: 'skip',
      ...limits,
    });
  } catch (err) {
    throw err instanceof NetError ? pageError(err, url, policy.allowedHosts, limits) : err;
  }
  // Redirects are never followed, so a redirect to an internal address cannot be reached either.
  if (page.status >= 300 && page.status < 400) throw redirected();
  if (page.status < 200 || page.status >= 300) throw new DomainError('upstream', `The page answered ${page.status}.`);
  return new TextDecoder().decode(page.bytes);
}

const redirected = () => new DomainError('unresolvable', 'The page answered with a redirect; redirects are rejected.');

function pageError(err: NetError, url: URL, allowedHosts: string[], limits: { timeoutMs: number; maxBytes: number }): DomainError {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  switch (err.reason) {
    case 'host_refused':
      return new DomainError('invalid', `url must be HTTPS on an allowed host (see GET /v1/recipes/import-sources); '${url.hostname}' is not allowed.`, {
        allowed_hosts: allowedHosts,
      });
    case 'internal_address':
      return new DomainError('invalid', `url host '${host}' resolves to a private or internal address (${err.found}); such pages are refused.`);
    case 'redirect_refused':
      return redirected();
    case 'too_large':
      return new DomainError('too-large', `The page is larger than the limit of ${limits.maxBytes} bytes.`);
    case 'bad_content_type':
      return new DomainError('unsupported', `The page is '${err.found}', not HTML.`);
    case 'timeout':
      return new DomainError('upstream', `The page did not answer within ${limits.timeoutMs} ms.`);
    case 'unresolvable':
      return new DomainError('upstream', `${err.message.replace(/^t/, 'T')}.`);
    case 'unreachable':
      return new DomainError('upstream', `The page could not be fetched: ${err.message}`);
  }
}
