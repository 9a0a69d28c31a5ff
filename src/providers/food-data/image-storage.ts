/**
 * Where re-hosted provider images live (issue 19): a local folder by default, or an
 * S3-compatible bucket (AWS S3, MinIO, R2, …) when MORSEL_IMAGE_S3_URL and MORSEL_IMAGE_S3_BUCKET
 * are set. Either way morsel serves the image at its own URL: the bucket's address never reaches a
 * client. Requests to the bucket are signed with AWS Signature Version 4 (node:crypto, path-style
 * URLs `<endpoint>/<bucket>/<key>`, payload hash signed).
 */
import { createHash, createHmac } from 'node:crypto';
import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { S3Settings } from '../config';
import { guardedFetch, type NetAnswer } from '../net/guarded-fetch';

export interface ImageStorage {
  readonly kind: 'folder' | 's3';
  has(file: string): Promise<boolean>;
  put(file: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The stored bytes, or null when absent. */
  get(file: string): Promise<Blob | null>;
}

export class FolderImageStorage implements ImageStorage {
  readonly kind = 'folder';
  constructor(readonly dir: string) {}

  async has(file: string): Promise<boolean> {
    return existsSync(join(this.dir, file));
  }

  async put(file: string, bytes: Uint8Array): Promise<void> {
    mkdirSync(this.dir, { recursive: true });
    // Written aside and renamed: a reader never sees half a file.
    const tmp = join(this.dir, `.${file}.${process.pid}.${Math.random().toString(36).slice(2)}`);
    writeFileSync(tmp, bytes);
    renameSync(tmp, join(this.dir, file));
  }

  async get(file: string): Promise<Blob | null> {
    const p = join(this.dir, file);
    return existsSync(p) ? Bun.file(p) : null;
  }
}

const S3_TIMEOUT_MS = 5_000;
/** Stored objects are re-encoded WebP images of at most 1200 px a side: far below this. */
const S3_MAX_BYTES = 16 * 1024 * 1024;

export class S3ImageStorage implements ImageStorage {
  readonly kind = 's3';
  constructor(
    private readonly s3: S3Settings,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async has(file: string): Promise<boolean> {
    const res = await this.send('HEAD', file);
    if (res.status === 200) return true;
    if (res.status === 404) return false;
    throw new Error(`image storage HEAD answered ${res.status}`);
  }

  async put(file: string, bytes: Uint8Array, contentType: string): Promise<void> {
    const res = await this.send('PUT', file, bytes, { 'content-type': contentType });
    if (res.status !== 200) throw new Error(`image storage PUT answered ${res.status}: ${new TextDecoder().decode(res.bytes).slice(0, 200)}`);
  }

  async get(file: string): Promise<Blob | null> {
    const res = await this.send('GET', file);
    if (res.status === 404) return null;
    if (res.status !== 200) throw new Error(`image storage GET answered ${res.status}`);
    return new Blob([res.bytes as Uint8Array<ArrayBuffer>], { type: res.headers.get('content-type') ?? '' });
  }

  /** Through the guarded door: the configured endpoint only (trusted as written, a MinIO on the LAN is fine), no redirects. */
  private send(method: 'GET' | 'HEAD' | 'PUT', file: string, body?: Uint8Array, extra: Record<string, string> = {}): Promise<NetAnswer> {
    const url = new URL(`${this.s3.url.replace(/\/+$/, '')}/${this.s3.bucket}/${this.s3.prefix}${file}`);
    const headers = signS3Request({
      method,
      url,
      headers: extra,
      payload: body ?? new Uint8Array(0),
      region: this.s3.region,
      accessKeyId: this.s3.accessKeyId,
      secretAccessKey: this.s3.secretAccessKey,
      now: this.now(),
    });
    const endpoint = [url.host.toLowerCase()];
    return guardedFetch(url, {
      allowedHosts: endpoint,
      trustedHosts: endpoint,
      maxRedirects: 0,
      method,
      headers,
      body,
      timeoutMs: S3_TIMEOUT_MS,
      maxBytes: S3_MAX_BYTES,
    });
  }
}

const sha256Hex = (data: string | Uint8Array) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding of one path segment, as SigV4 wants it. */
const encodeSegment = (s: string) => encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** SigV4 signing key: HMAC chain over date, region, service and "aws4_request". */
export function sigV4SigningKey(secretAccessKey: string, date: string, region: string, service: string): Buffer {
  return hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, date), region), service), 'aws4_request');
}

/** The headers of a SigV4-signed S3 request (host, x-amz-date, x-amz-content-sha256, authorization, plus `headers`). */
function signS3Request(r: {
  method: string;
  url: URL;
  headers: Record<string, string>;
  payload: Uint8Array;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  now: Date;
}): Record<string, string> {
  const amzDate = r.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const date = amzDate.slice(0, 8);
  const all: Record<string, string> = {
    ...Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k.toLowerCase(), v.trim()])),
    host: r.url.host,
    'x-amz-date': amzDate,
    'x-amz-content-sha256': sha256Hex(r.payload),
  };
  const names = Object.keys(all).sort();
  const canonicalPath = r.url.pathname
    .split('/')
    .map((s) => encodeSegment(decodeURIComponent(s)))
    .join('/');
  const canonicalQuery = [...r.url.searchParams]
    .map(([k, v]) => `${encodeSegment(k)}=${encodeSegment(v)}`)
    .sort()
    .join('&');
  const canonical = [r.method, canonicalPath, canonicalQuery, names.map((n) => `${n}:${all[n]}\n`).join(''), names.join(';'), all['x-amz-content-sha256']].join(
    '\n',
  );
  const scope = `${date}/${r.region}/s3/aws4_request`;
  const toSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonical)].join('\n');
  const signature = createHmac('sha256', sigV4SigningKey(r.secretAccessKey, date, r.region, 's3'))
    .update(toSign)
    .digest('hex');
  const { host: _host, ...sent } = all; // fetch sets Host itself
  return { ...sent, authorization: `AWS4-HMAC-SHA256 Credential=${r.accessKeyId}/${scope}, SignedHeaders=${names.join(';')}, Signature=${signature}` };
}
