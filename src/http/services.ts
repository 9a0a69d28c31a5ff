/** The one typed bag of dependencies handed to every operation (and to nothing else). */
import type { Config } from '../config';
import type { AccountRepo } from '../store/accounts';
import type { Store } from '../store/db';
import type { Repositories } from '../store/repositories';
import type { Authenticator } from './auth';
import type { Logger } from '../logger';
import type { BurstLimiter } from './burst';
import type { Metrics } from './metrics';
import type { Clock, Ledger } from './metering';
import type { Catalog } from '../catalog/types';
import type { FoodRecord } from '../domain/foods/food';
import type { PublicRecipeSummary } from '../domain/workspaces/workspace-docs';
import type { ProviderServices } from '../providers/services';
import type { PageFetchPolicy } from '../providers/net/recipe-page-fetch';
import type { AdminService } from './account-admin';

/** `workspaces`, `privateFoods` and `scans` (Repositories) are built once over `store` at start. */
export interface Services extends Repositories {
  config: Config;
  clock: Clock;
  store: Store;
  accounts: AccountRepo;
  ledger: Ledger;
  /** Per-minute burst: per instance, or shared through Redis (REDIS_URL). */
  burst: BurstLimiter;
  metrics: Metrics;
  auth: Authenticator;
  log: Logger;
  /** Account administration behind the admin operations. */
  admin: AdminService;
  /** Whether the reference corpus is loaded (readyz). */
  corpusReady(): boolean;
  /** The loaded reference data; throws ApiError 503 until it is loaded. */
  catalog(): Catalog;
  /** Public (reference) food by id, for workspace logs; when absent, public food ids are unknown (422). */
  foodLookup?: (id: string) => FoodRecord | null | Promise<FoodRecord | null>;
  /** Owned public recipe by id, for plan and template nutrition; when absent, public recipe ids are unknown (422). */
  recipeLookup?: (id: number) => PublicRecipeSummary | null | Promise<PublicRecipeSummary | null>;
  /** Reference food for a plain food name (photo items); when absent, no name resolves (422). */
  resolveFood?: (name: string) => FoodRecord | null | Promise<FoodRecord | null>;
  /** GET /v1/barcode/{code}'s payload, for POST /v1/identify; when absent, identify answers 503. */
  lookupBarcode?: (code: string) => unknown;
  /** POST /v1/parse's payload for a meal text, for POST /v1/identify; when absent, identify answers 503. */
  parseMeal?: (text: string) => Promise<unknown>;
  /** How POST /v1/recipes/extract fetches a page by url beyond the allowlist (resolver, address rule, CA, limits); absent: the service's defaults. Tests reach local servers with it. */
  pageFetch?: Omit<PageFetchPolicy, 'allowedHosts'>;
  /** Outside providers (barcode fallback, promotion, re-hosted images); absent: owned data only. */
  providers?: ProviderServices;
}
