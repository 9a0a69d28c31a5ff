/**
 * The outside-provider services one runtime holds (issue 19): the barcode fallback with its
 * promotion store, image re-hosting, and the adapters' clients (for the admin status view).
 */
import type { Config } from '../config';
import type { Logger } from '../http/log';
import type { Store } from '../store/db';
import type { OffTaxonomy } from '../domain/foods/ingredient-analysis';
import { BarcodeFallback } from './barcode-fallback';
import { ProviderClient } from './http-client';
import { ImageRehoster } from './images';
import { createOffAdapter, type OffAdapter } from './openfoodfacts';
import { PromotionStore } from './promotion-store';

export interface ProviderServices {
  barcode: BarcodeFallback;
  promotion: PromotionStore;
  images: ImageRehoster;
  off: OffAdapter | null;
  /** Breaker state, back-off and request windows per configured provider (admin view). */
  status(): Record<string, ReturnType<ProviderClient['status']>>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Image downloads get more time than API calls: up to 5 MB. */
const IMAGE_TIMEOUT_MS = 5_000;

export function createProviderServices(config: Config, store: Store, log: Logger, taxonomy: () => OffTaxonomy | null, options: { pollMs?: number } = {}): ProviderServices {
  const p = config.providers;
  const promotion = new PromotionStore(store.db);
  const off = createOffAdapter(p);
  const imageClient = new ProviderClient({
    name: 'provider-images',
    timeoutMs: Math.max(p.timeoutMs, IMAGE_TIMEOUT_MS),
    retries: 0,
    limits: { perMinute: p.off?.readsPerMinute ?? 60, perHour: null },
    headers: p.off ? { 'user-agent': p.off.userAgent } : {},
  });
  const images = new ImageRehoster(p.imagesDir, imageClient, p.off?.imageHosts ?? []);
  const barcode = new BarcodeFallback({
    store: promotion,
    off,
    images,
    taxonomy: () => taxonomy() ?? EMPTY_TAXONOMY,
    log,
    missTtlMs: p.missTtlMs,
    timeoutMs: p.timeoutMs,
    // Instances configured alike watch each other's promotions; without a provider the start-up load suffices.
    pollMs: options.pollMs ?? (off ? 1000 : 0),
  });
  return {
    barcode,
    promotion,
    images,
    off,
    status: () => ({ ...(off ? { openfoodfacts: off.client.status() } : {}), ...(off ? { 'provider-images': imageClient.status() } : {}) }),
    start: () => barcode.start(),
    stop: async () => {
      barcode.stop();
      await barcode.idle();
    },
  };
}

/** Until the corpus (and its taxonomy) is loaded, products are mapped without ingredient analysis. */
const EMPTY_TAXONOMY: OffTaxonomy = {
  version: 0,
  ingredients: [],
  terms: {},
  additives: {},
  allergen_terms: {},
  additive_terms: {},
  qualifiers: [],
  stopwords: [],
  list_prefixes: [],
  category_markers: [],
  max_term_words: 1,
};
