/**
 * gzip for large JSON answers, when the client says it accepts it (browsers, fetch, curl
 * --compressed and most HTTP libraries do). Ten spec-complete foods are about 100 KB of JSON and
 * 8-19 KB gzipped: the bytes, not the search, bound how many answers a server can send.
 */

/** Smaller answers go as they are: a few kilobytes gain little and would cost a compression. */
export const GZIP_MIN_BYTES = 4096;

/** Level for answers made once per request: about 0.2 ms per 100 KB, 5-6× smaller. */
const FAST_LEVEL = 1;
/** Level for answers kept in a cache and compressed once: about 0.7 ms per 100 KB, 11× smaller. */
const CACHED_LEVEL = 6;

/** Whether an Accept-Encoding header allows gzip: named, or by `*`, with a weight above 0. */
export function acceptsGzip(header: string | null): boolean {
  if (!header) return false;
  // Most clients send no weights ("gzip, deflate, br"): answer those without parsing.
  if (!header.includes('q=')) return /(^|[\s,])(gzip|\*)\s*(,|;|$)/i.test(header);
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [coding, ...params] = part.split(';').map((p) => p.trim());
    const q = params.find((p) => p.startsWith('q='));
    weights.set(coding!, q === undefined ? 1 : Number(q.slice(2)));
  }
  return (weights.get('gzip') ?? weights.get('*') ?? 0) > 0;
}

export const gzipFast = (body: string | Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> => Bun.gzipSync(body, { level: FAST_LEVEL });

const utf8 = new TextDecoder();

/**
 * A body already serialized to JSON (a cached or pre-rendered answer): sent as is, text or UTF-8
 * bytes (a stored answer read from its product file goes out without becoming a string). A kept one
 * (`kept`, the default: a cache entry) makes its gzip once, at the better level; a stored answer
 * (JsonText.stored: read from a product file, perhaps used once) compresses fast, like any answer.
 */
export class JsonText {
  private gz: Blob | null = null;
  private decoded: string | null;
  constructor(
    readonly body: string | Uint8Array<ArrayBuffer>,
    private readonly kept = true,
  ) {
    this.decoded = typeof body === 'string' ? body : null;
  }

  /** The body as a string (decoded once, for those that need one: MCP results). */
  get text(): string {
    return (this.decoded ??= utf8.decode(this.body as Uint8Array<ArrayBuffer>));
  }

  gzip(): Blob {
    return (this.gz ??= new Blob([this.kept ? Bun.gzipSync(this.body, { level: CACHED_LEVEL }) : gzipFast(this.body)]));
  }

  /**
   * A stored answer's body. The store's answer cache hands out the same bytes while it keeps them,
   * so one that will be gzipped (GZIP_MIN_BYTES or more) keeps one body per bytes: gzipped once,
   * not on every request that accepts gzip.
   */
  static stored(bytes: Uint8Array<ArrayBuffer>): JsonText {
    if (bytes.length < GZIP_MIN_BYTES) return new JsonText(bytes, false);
    let body = storedBodies.get(bytes);
    if (body === undefined) storedBodies.set(bytes, (body = new JsonText(bytes, false)));
    return body;
  }
}

const storedBodies = new WeakMap<Uint8Array, JsonText>();
