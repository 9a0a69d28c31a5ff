/**
 * Boot: config → store → services → app. `main.ts` adds the corpus and listening; tests call
 * `createRuntime` directly with an in-memory store and an injectable clock.
 */
import type { Config } from './config';
import { Authenticator } from './http/auth';
import { createLogger, type Logger } from './logger';
import { Ledger, systemClock, type Clock, type UsagePersistence } from './http/metering';
import type { AnyOp } from './http/op';
import type { Services } from './http/services';
import type { Catalog } from './catalog/types';
import { ApiError } from './http/errors';
import { recipeCatalogue } from './ops/recipes';
import { barcodePayload } from './ops/intelligence';
import { parseMealText } from './ops/parse';
import { adminOps } from './ops/admin';
import { createApp, type AppExtras } from './http/app';
import type { AnyElysia } from 'elysia';
import { AccountRepo } from './store/accounts';
import { UsageLeases } from './store/usage-leases';
import { Metrics } from './http/metrics';
import { localBurst, RedisBurst } from './http/burst';
import { randomUUID } from 'node:crypto';
import { openStore, type Store } from './store/db';
import { createRepositories } from './store/repositories';
import { catalogNames } from './catalog/names';
import { createProviderServices } from './providers/services';
import { AdminService } from './http/account-admin';
import { offTaxonomyOf } from './corpus/off-products';

export interface RuntimeOptions {
  clock?: Clock;
  log?: Logger;
  /** Keep the embedded store in memory (tests). */
  inMemoryStore?: boolean;
  /** Ledger flush period; tests may flush by hand. */
  flushEveryMs?: number;
  extras?: AppExtras;
}

export interface Runtime {
  services: Services;
  app: AnyElysia;
  store: Store;
  /** Flushes usage and closes the store. */
  stop(): Promise<void>;
  /** Installs the loaded reference data (null: not loaded, /readyz answers 503). */
  setCatalog(catalog: Catalog | null): void;
}

export async function createRuntime(config: Config, ops: AnyOp[], options: RuntimeOptions = {}): Promise<Runtime> {
  const clock = options.clock ?? systemClock;
  const log = options.log ?? createLogger(config.logLevel);
  const store = await openStore({ databaseUrl: config.databaseUrl, dataDir: options.inMemoryStore ? null : config.dataDir });
  const accounts = new AccountRepo(store.db);
  const leases = new UsageLeases(store.db, randomUUID(), config.leaseTtlMs, clock);
  const metrics = new Metrics();
  const ledger = new Ledger(timedPersistence(leases, metrics), clock, { leaseTtlMs: config.leaseTtlMs });
  const auth = new Authenticator(accounts, clock);
  const burst = config.redisUrl ? new RedisBurst(config.redisUrl, config.redisPrefix, ledger, clock, log, metrics) : localBurst(ledger);
  let loaded: Catalog | null = null;
  const services: Services = {
    config,
    clock,
    store,
    ...createRepositories(store.db, clock),
    accounts,
    ledger,
    burst,
    metrics,
    auth,
    log,
    admin: new AdminService({ accounts, ledger, auth, clock }),
    corpusReady: () => loaded !== null,
    catalog: () => {
      if (!loaded) throw new ApiError(503, 'The reference corpus is still loading; retry shortly.');
      return loaded;
    },
    // Public records referenced from private workspaces (log foods, plan recipes).
    foodLookup: (id) => {
      const f = loaded?.foods.byId.get(id) ?? null;
      return f && f.dataset !== 'private' ? f : null;
    },
    resolveFood: async (name) => (loaded ? (await catalogNames(loaded).find(name)).food : null),
    lookupBarcode: (code) => barcodePayload(services, code),
    parseMeal: (text) => parseMealText(services, text),
    recipeLookup: (id) => {
      if (!loaded?.parts.recipes) return null;
      const r = recipeCatalogue(services).byId.get(id);
      if (!r) return null;
      const n = r.nutrition;
      return {
        id: r.id,
        name: r.title,
        nutrition_per_serving: n ? { calories: n.calories, protein_g: n.protein_g, carbs_g: n.carbs_g, fat_g: n.fat_g } : null,
      };
    },
  };
  services.providers = createProviderServices(config, store, log, () => (loaded ? offTaxonomyOf(loaded.parts) : null));
  await services.providers.start();
  const app = createApp(ops, services, { adminOps, ...options.extras });

  const every = options.flushEveryMs ?? 1000;
  const timer = every > 0 ? setInterval(() => ledger.flush().catch((err) => log.warn('usage flush failed', { error: String(err) })), every) : null;
  return {
    services,
    app,
    store,
    setCatalog: (catalog) => {
      loaded = catalog;
    },
    stop: async () => {
      if (timer) clearInterval(timer);
      await services.providers?.stop();
      try {
        await ledger.flush(true);
        await leases.retire();
      } catch (err) {
        log.error('final usage flush failed', { error: String(err) });
      }
      burst.close();
      await store.close();
    },
  };
}

/** The ledger's store trips, timed for morsel_store_duration_seconds. */
function timedPersistence(leases: UsageLeases, metrics: Metrics): UsagePersistence {
  const timed = <T>(kind: string, run: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    return run().finally(() => metrics.store(kind, (performance.now() - started) / 1000));
  };
  return {
    lease: (accountId, day, want, limit) => timed('lease', () => leases.lease(accountId, day, want, limit)),
    release: (accountId, day, points) => timed('release', () => leases.release(accountId, day, points)),
    addUsed: (accountId, day, points) => timed('add_used', () => leases.addUsed(accountId, day, points)),
    heartbeat: () => timed('heartbeat', () => leases.heartbeat()),
  };
}
