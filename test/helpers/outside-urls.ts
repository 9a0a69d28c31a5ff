/**
 * "No outside URL ever appears in a response" (spec data rule 3, issue 19), checked on every
 * response the HTTP tests produce: the harness hands each body to `scanBody`, and a body with an
 * http(s) URL whose host is not morsel's own fails the test that asked for it.
 *
 * Exempt, narrowly:
 * - XML namespace names in SVG (`xmlns="http://www.w3.org/2000/svg"`): identifiers, not links;
 * - the OpenAPI document and its page: documentation of the service, not data;
 * - a URL the caller sent in the request itself, echoed back (`url` of recipe extraction): it is
 *   the caller's own input, not a link morsel hands out.
 */

/** morsel's own hosts in tests: the harness's base and the address a test server listens on. */
const OWN_HOSTS = new Set(['localhost', '127.0.0.1']);
const NAMESPACES = new Set(['http://www.w3.org/2000/svg', 'http://www.w3.org/1999/xlink', 'http://www.w3.org/1999/xhtml']);
const DOCUMENTATION = /^(\/v1)?\/(openapi\.json|docs)(\/|$|\?)/;
const URL_IN_TEXT = /https?:\/\/[^\s"'<>)\\,]+/g;
const TEXTUAL = /json|text\/|xml|svg|html/;

export interface OutsideUrl {
  path: string;
  url: string;
}

/** Outside URLs in one response body. `ownPorts`: ports morsel itself listens on (127.0.0.1 is shared with the fake providers). */
export function outsideUrls(path: string, contentType: string, text: string, requestText: string, ownPorts: ReadonlySet<string>): OutsideUrl[] {
  if (!TEXTUAL.test(contentType) || DOCUMENTATION.test(path)) return [];
  const found: OutsideUrl[] = [];
  for (const raw of text.match(URL_IN_TEXT) ?? []) {
    const url = raw.replace(/[.;:]+$/, '');
    if (NAMESPACES.has(url) || requestText.includes(url)) continue;
    let host: URL;
    try {
      host = new URL(url);
    } catch {
      found.push({ path, url });
      continue;
    }
    const own = host.hostname === 'localhost' ? host.port === '' : OWN_HOSTS.has(host.hostname) && ownPorts.has(host.port);
    if (!own) found.push({ path, url });
  }
  return found;
}

/** Scans a response (a clone is read; the caller keeps the original). Event streams are read in the background. */
export class OutsideUrlCheck {
  readonly found: OutsideUrl[] = [];
  readonly ownPorts = new Set<string>();
  private readonly pending = new Set<Promise<void>>();
  private scanned = 0;

  async scan(path: string, requestText: string, res: Response): Promise<void> {
    const type = res.headers.get('content-type') ?? '';
    if (!res.body || !TEXTUAL.test(type)) return;
    const read = res
      .clone()
      .text()
      .then((text) => {
        this.scanned++;
        this.found.push(...outsideUrls(path, type, text, requestText, this.ownPorts));
      })
      .catch(() => {});
    if (type.includes('event-stream')) {
      this.pending.add(read);
      void read.finally(() => this.pending.delete(read));
      return;
    }
    await read;
    this.assertNone();
  }

  /** Throws when a response carried an outside URL. Streams still open after `graceMs` are not waited for. */
  async finish(graceMs = 1000): Promise<number> {
    if (this.pending.size) await Promise.race([Promise.allSettled([...this.pending]), Bun.sleep(graceMs)]);
    this.assertNone();
    return this.scanned;
  }

  assertNone(): void {
    if (this.found.length) throw new Error(`outside URL in a response (spec data rule 3): ${this.found.map((f) => `${f.url} in ${f.path}`).join('; ')}`);
  }
}
