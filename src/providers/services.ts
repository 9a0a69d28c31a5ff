/**
 * The outside-provider services one runtime holds (issue 19), each built once here from the
 * configuration: the barcode fallback with its promotion store, the food-name fallback, image
 * re-hosting, the vision and language models, and the adapters' clients (for the admin status view).
 */
import type { Config } from '../config';
import type { Logger } from '../logger';
import type { Store } from '../store/db';
import type { OffTaxonomy } from '../domain/foods/ingredient-taxonomy';
import { BarcodeFallback } from './food-data/barcode-fallback';
import { ProviderClient } from './net/http-client';
import { ImageRehoster } from './food-data/images';
import { FolderImageStorage, S3ImageStorage } from './food-data/image-storage';
import { createOffAdapter, type OffAdapter } from './food-data/openfoodfacts';
import { PromotionStore } from './food-data/promotion-store';
import { PromotedFoods } from './food-data/promoted-foods';
import { FoodNameFallback } from './food-data/food-name-fallback';
import { createFdcAdapter, type FdcAdapter } from './food-data/fdc';
import { createRecipeAdapter, type RecipeAdapter } from './food-data/recipes';
import { createVisionModel, type VisionModel } from './models/vision';
import { createLanguageModel, type LanguageModel } from './models/language-model';

export interface ProviderServices {
  barcode: BarcodeFallback;
  /** Food name misses (search, ingredient lines) → the food-name provider (FoodData Central). */
  names: FoodNameFallback;
  /** Every promoted record this instance serves, by barcode and by name. */
  promoted: PromotedFoods;
  promotion: PromotionStore;
  fdc: FdcAdapter | null;
  /** Recipe search misses with `data=auto` (live pass-through, never stored). */
  recipes: RecipeAdapter | null;
  images: ImageRehoster;
  off: OffAdapter | null;
  /** Meal photos → foods and grams (MORSEL_VISION_*); null when not configured. */
  vision: VisionModel | null;
  /** Meal text → items (MORSEL_LLM_*); null when not configured (the local splitter is used). */
  language: LanguageModel | null;
  /** Breaker state, back-off and request windows per configured provider (admin view). */
  status(): Record<string, ReturnType<ProviderClient['status']>>;
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Image downloads get more time than API calls: up to 5 MB. */
const IMAGE_TIMEOUT_MS = 5_000;

export function createProviderServices(
  config: Config,
  store: Store,
  log: Logger,
  taxonomy: () => OffTaxonomy | null,
  options: { pollMs?: number } = {},
): ProviderServices {
  const p = config.providers;
  const promotion = new PromotionStore(store.db);
  const off = createOffAdapter(p);
  const fdc = createFdcAdapter(p);
  const recipes = createRecipeAdapter(p);
  const promoted = new PromotedFoods();
  const pollMs = options.pollMs ?? (off || fdc || config.databaseUrl ? 1000 : 0);
  const imageClient = new ProviderClient({
    name: 'provider-images',
    timeoutMs: Math.max(p.timeoutMs, IMAGE_TIMEOUT_MS),
    retries: 0,
    limits: { perMinute: p.off?.readsPerMinute ?? 60, perHour: null },
    headers: p.off ? { 'user-agent': p.off.userAgent } : {},
  });
  const storage = p.imageS3 ? new S3ImageStorage(p.imageS3) : new FolderImageStorage(p.imagesDir);
  const images = new ImageRehoster(storage, imageClient, p.off?.imageHosts ?? []);
  const barcode = new BarcodeFallback({
    store: promotion,
    promoted,
    off,
    images,
    taxonomy: () => taxonomy() ?? EMPTY_TAXONOMY,
    log,
    missTtlMs: p.missTtlMs,
    timeoutMs: p.timeoutMs,
    // On a shared PostgreSQL every instance watches the others' promotions (with or without a
    // provider of its own); an embedded store is one instance's, so the start-up load suffices.
    pollMs,
  });
  const names = new FoodNameFallback({
    provider: fdc,
    promoted,
    store: promotion,
    misses: barcode.misses,
    log,
    timeoutMs: p.timeoutMs,
    live: pollMs > 0,
    track: (w) => barcode.track(w),
  });
  const vision = createVisionModel(config.visionUrl ? { url: config.visionUrl, apiKey: config.visionApiKey, model: config.visionModel } : null);
  const language = createLanguageModel(
    config.languageModelUrl ? { url: config.languageModelUrl, apiKey: config.languageModelApiKey, model: config.languageModelName } : null,
  );
  return {
    barcode,
    names,
    promoted,
    promotion,
    images,
    off,
    fdc,
    recipes,
    vision,
    language,
    status: () => ({
      ...(off ? { openfoodfacts: off.client.status() } : {}),
      ...(fdc ? { fdc: fdc.client.status() } : {}),
      ...(recipes ? { [recipes.kind]: recipes.client.status() } : {}),
      ...(off ? { 'provider-images': imageClient.status() } : {}),
    }),
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
