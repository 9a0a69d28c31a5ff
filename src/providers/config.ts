/**
 * Settings of the outside food-data providers (issue 19), read from the environment by
 * src/config.ts. Each provider is off unless configured; limits default to the providers'
 * published ones (../shared/reference/providers.md) and can only be lowered or raised on purpose.
 */
import { resolve } from 'node:path';

/** Where re-hosted images are kept when not on the local disk (src/providers/food-data/image-storage.ts). */
export interface S3Settings {
  /** Endpoint, e.g. https://s3.eu-west-1.amazonaws.com or http://minio:9000. */
  url: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Key prefix inside the bucket. */
  prefix: string;
}

export type RecipeApiKind = 'themealdb' | 'spoonacular';

export interface ProviderConfig {
  /** Whole-call deadline per provider call (ms). */
  timeoutMs: number;
  /** Circuit breaker: opens after this many consecutive failures, probes again after the cool-down. */
  breaker: { failureThreshold: number; coolDownMs: number };
  fdc: { apiKey: string; url: string; perHour: number; perMinute: number | null } | null;
  off: { url: string; userAgent: string; readsPerMinute: number; searchesPerMinute: number; imageHosts: string[] } | null;
  recipes: { url: string; apiKey: string | null; kind: RecipeApiKind; perMinute: number } | null;
  /** Folder holding re-hosted provider images (WebP), unless `imageS3` is set. */
  imagesDir: string;
  /** An S3-compatible bucket for re-hosted images instead of the folder (MORSEL_IMAGE_S3_*). */
  imageS3: S3Settings | null;
  /** Negative answers (unknown barcode, quarantined answer) are not asked again for this long (ms). */
  missTtlMs: number;
}

type Env = Record<string, string | undefined>;

function str(env: Env, name: string): string | null {
  const v = env[name];
  return v === undefined || v.trim() === '' ? null : v.trim();
}

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = str(env, name);
  const v = raw === null ? fallback : Number(raw);
  if (!Number.isInteger(v) || v < min || v > max) throw new Error(`${name} must be an integer ${min}-${max}, got ${raw}`);
  return v;
}

function httpUrl(env: Env, name: string, fallback: string | null): string | null {
  const raw = str(env, name) ?? fallback;
  if (raw === null) return null;
  let u: URL;
  try {
    u = new URL(raw);
  } catch {
    throw new Error(`${name} must be an http(s) URL, got ${raw}`);
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new Error(`${name} must be an http(s) URL, got ${raw}`);
  return raw.replace(/\/+$/, '');
}

const hosts = (v: string | null) =>
  (v ?? '')
    .split(',')
    .map((h) => h.trim().toLowerCase())
    .filter(Boolean);

export function loadProviderConfig(env: Env, dataDir: string): ProviderConfig {
  const fdcKey = str(env, 'MORSEL_FDC_API_KEY');
  const offUrl = httpUrl(env, 'MORSEL_OFF_API_URL', null);
  const offAgent = str(env, 'MORSEL_OFF_USER_AGENT');
  if (offUrl && !offAgent)
    throw new Error('MORSEL_OFF_USER_AGENT is required with MORSEL_OFF_API_URL (Open Food Facts blocks unnamed clients): e.g. "morsel/1.0 (ops@example.org)"');
  const recipeUrl = httpUrl(env, 'MORSEL_RECIPE_API_URL', null);
  const kind = str(env, 'MORSEL_RECIPE_API_KIND') ?? 'themealdb';
  if (kind !== 'themealdb' && kind !== 'spoonacular') throw new Error(`MORSEL_RECIPE_API_KIND must be themealdb or spoonacular, got ${kind}`);
  return {
    timeoutMs: int(env, 'MORSEL_PROVIDER_TIMEOUT_MS', 2000, 50, 30_000),
    breaker: {
      failureThreshold: int(env, 'MORSEL_PROVIDER_BREAKER_FAILURES', 5, 1, 1000),
      coolDownMs: int(env, 'MORSEL_PROVIDER_BREAKER_COOLDOWN_S', 30, 1, 3600) * 1000,
    },
    fdc: fdcKey
      ? {
          apiKey: fdcKey,
          url: httpUrl(env, 'MORSEL_FDC_API_URL', 'https://api.nal.usda.gov/fdc/v1')!,
          perHour: int(env, 'MORSEL_FDC_PER_HOUR', 1000, 1, 1_000_000),
          perMinute: str(env, 'MORSEL_FDC_PER_MINUTE') === null ? null : int(env, 'MORSEL_FDC_PER_MINUTE', 60, 1, 100_000),
        }
      : null,
    off: offUrl
      ? {
          url: offUrl,
          userAgent: offAgent!,
          readsPerMinute: int(env, 'MORSEL_OFF_READS_PER_MINUTE', 100, 1, 100_000),
          searchesPerMinute: int(env, 'MORSEL_OFF_SEARCHES_PER_MINUTE', 10, 1, 100_000),
          imageHosts: hosts(str(env, 'MORSEL_OFF_IMAGE_HOSTS') ?? 'images.openfoodfacts.org'),
        }
      : null,
    recipes: recipeUrl
      ? {
          url: recipeUrl,
          apiKey: str(env, 'MORSEL_RECIPE_API_KEY'),
          kind,
          perMinute: int(env, 'MORSEL_RECIPE_PER_MINUTE', kind === 'spoonacular' ? 60 : 30, 1, 100_000),
        }
      : null,
    imagesDir: resolve(str(env, 'MORSEL_PROVIDER_IMAGES_DIR') ?? resolve(dataDir, 'provider-images')),
    missTtlMs: int(env, 'MORSEL_PROVIDER_MISS_TTL_S', 86_400, 0, 30 * 86_400) * 1000,
    imageS3: imageS3(env),
  };
}

function imageS3(env: Env): S3Settings | null {
  const url = httpUrl(env, 'MORSEL_IMAGE_S3_URL', null);
  if (!url) return null;
  const bucket = str(env, 'MORSEL_IMAGE_S3_BUCKET');
  const accessKeyId = str(env, 'MORSEL_IMAGE_S3_ACCESS_KEY_ID');
  const secretAccessKey = str(env, 'MORSEL_IMAGE_S3_SECRET_ACCESS_KEY');
  if (!bucket || !accessKeyId || !secretAccessKey)
    throw new Error('MORSEL_IMAGE_S3_URL needs MORSEL_IMAGE_S3_BUCKET, MORSEL_IMAGE_S3_ACCESS_KEY_ID and MORSEL_IMAGE_S3_SECRET_ACCESS_KEY');
  const prefix = (str(env, 'MORSEL_IMAGE_S3_PREFIX') ?? 'provider-images/').replace(/^\/+/, '');
  return {
    url,
    bucket,
    region: str(env, 'MORSEL_IMAGE_S3_REGION') ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
    prefix: prefix && !prefix.endsWith('/') ? `${prefix}/` : prefix,
  };
}
