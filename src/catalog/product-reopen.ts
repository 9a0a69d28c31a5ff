/**
 * Reopening the product store under a running service: a finished `corpus:import` renames a new
 * store over the live path, and SIGHUP opens it. Every cached answer that came from the old store
 * goes with it: the store's own barcode answer cache belongs to the store object that closes, and
 * the catalog's values built with `readsProductStore` (the search answer cache) are dropped here.
 */
import type { ProductStore } from '../products/store';
import { dropProductDerived } from './per-catalog';
import type { Catalog } from './types';

/**
 * Opens the file now at the store's path, closes the old one and drops the answers derived from
 * it. Throws, leaving the current store and caches serving, when the new file is unreadable.
 */
function reopenProductStore(catalog: Catalog): ProductStore | null {
  const store = catalog.products?.reopen() ?? null;
  dropProductDerived(catalog);
  return store;
}

/** The lines a reopen writes (the service's logger has them). */
interface ReopenLog {
  info(msg: string, fields?: Record<string, unknown>): void;
  error(msg: string, fields?: Record<string, unknown>): void;
}

/**
 * What SIGHUP does: reopen, and log the outcome (a failure is not fatal: the previous store keeps
 * serving; a store whose file is gone stops serving, and says so). Returns the function that stops listening.
 */
export function reopenProductStoreOnSighup(catalog: Catalog, log: ReopenLog): () => void {
  const handler = () => {
    try {
      const store = reopenProductStore(catalog);
      const { path, lost } = catalog.products ?? {};
      if (lost) log.error('product store missing: barcodes only it held answer 503 until it is back and SIGHUP reopens it', { path, reason: lost });
      else log.info('product store reopened', { products: store?.count ?? 0 });
    } catch (err) {
      log.error('product store reopen failed; the previous store keeps serving', { error: String(err) });
    }
  };
  process.on('SIGHUP', handler);
  return () => process.off('SIGHUP', handler);
}
