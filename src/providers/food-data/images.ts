/**
 * Re-hosting of provider images (spec data rule 3): an image is fetched once through the guarded
 * door, only from the provider's configured image hosts (redirects elsewhere refused, host names
 * resolving to internal addresses refused at every hop), at most 5 MB, MIME-checked, decoded by
 * sharp under a pixel-count limit (decompression bombs) and re-encoded as WebP into the image
 * storage (./image-storage.ts: a local folder, or an S3-compatible bucket). Responses only ever
 * carry morsel's own URL, `/v1/images/providers/<file>`; on any failure the image is null.
 */
import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import sharp from 'sharp';
import type { ImageStorage } from './image-storage';
import { type ProviderClient, ProviderError } from '../net/http-client';
import { hostListed } from '../net/guarded-fetch';

export const IMAGE_LIMITS = { maxBytes: 5 * 1024 * 1024, maxPixels: 40_000_000, maxSide: 1200 } as const;
const PROVIDER_IMAGE_ROUTE = '/v1/images/providers';
const ACCEPTED = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const FILE_NAME = /^[a-f0-9]{32}\.webp$/;

export type ImageRefusal = 'host_refused' | 'private_address' | 'fetch_failed' | 'not_an_image' | 'too_many_pixels' | 'storage_failed';

export class ImageRehoster {
  /** Why the last refusals happened (bounded), for tests and logs. */
  readonly refusals: { url: string; reason: ImageRefusal; detail: string }[] = [];

  constructor(
    readonly storage: ImageStorage,
    private readonly client: ProviderClient,
    private readonly hosts: string[],
    private readonly limits: { maxBytes: number; maxPixels: number; maxSide: number } = IMAGE_LIMITS,
  ) {}

  /** morsel's URL path for `url`'s image, fetching and converting it the first time; null on any failure. */
  async rehost(url: string): Promise<string | null> {
    const file = fileNameFor(url);
    try {
      if (await this.storage.has(file)) return `${PROVIDER_IMAGE_ROUTE}/${file}`;
    } catch (err) {
      return this.refuse(url, 'storage_failed', (err as Error).message);
    }
    const refuse = (reason: ImageRefusal, detail: string) => this.refuse(url, reason, detail);
    let u: URL;
    try {
      u = new URL(url);
    } catch {
      return refuse('host_refused', 'not a URL');
    }
    if ((u.protocol !== 'https:' && u.protocol !== 'http:') || !hostListed(this.hosts, u)) return refuse('host_refused', `host ${u.host} is not configured`);
    let bytes: Uint8Array;
    try {
      // A configured name must not lead into the operator's network (checked at every hop, on the
      // address connected to); an address written in the configuration was meant.
      const r = await this.client.getBytes(url, {
        accept: ACCEPTED,
        allowedHosts: this.hosts,
        trustedHosts: this.hosts.filter(isAddressHost),
        maxBodyBytes: this.limits.maxBytes,
      });
      if (r.status !== 200) return refuse('fetch_failed', `status ${r.status}`);
      bytes = r.bytes;
    } catch (err) {
      return refuse(err instanceof ProviderError && err.reason === 'internal_address' ? 'private_address' : 'fetch_failed', (err as Error).message);
    }
    let webp: Buffer;
    try {
      const meta = await sharp(bytes, { limitInputPixels: this.limits.maxPixels }).metadata();
      if (!meta.width || !meta.height) return refuse('not_an_image', 'no dimensions');
      if (meta.width * meta.height > this.limits.maxPixels) return refuse('too_many_pixels', `${meta.width}×${meta.height}`);
      webp = await sharp(bytes, { limitInputPixels: this.limits.maxPixels, animated: false })
        .rotate()
        .resize({ width: this.limits.maxSide, height: this.limits.maxSide, fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer();
    } catch (err) {
      const m = (err as Error).message;
      return refuse(/pixel limit/i.test(m) ? 'too_many_pixels' : 'not_an_image', m);
    }
    try {
      await this.storage.put(file, new Uint8Array(webp), 'image/webp');
    } catch (err) {
      return refuse('storage_failed', (err as Error).message);
    }
    return `${PROVIDER_IMAGE_ROUTE}/${file}`;
  }

  private refuse(url: string, reason: ImageRefusal, detail: string): null {
    this.refusals.push({ url, reason, detail });
    if (this.refusals.length > 50) this.refusals.shift();
    return null;
  }

  /** A re-hosted image's bytes, or null for names that are not ours or not stored. */
  async read(file: string): Promise<Blob | null> {
    if (!FILE_NAME.test(file)) return null;
    return this.storage.get(file);
  }
}

function fileNameFor(url: string): string {
  return `${createHash('sha256').update(url).digest('hex').slice(0, 32)}.webp`;
}

/** A configured image host written as an address (`127.0.0.1:8080`, `[::1]`), not a name. */
function isAddressHost(host: string): boolean {
  try {
    return isIP(new URL(`http://${host}`).hostname.replace(/^\[|\]$/g, '')) !== 0;
  } catch {
    return false;
  }
}
