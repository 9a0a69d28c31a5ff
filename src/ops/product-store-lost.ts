/**
 * While an imported product store is missing (its file removed, until SIGHUP finds it again), a
 * barcode or food id no other source holds may be one of its products: unknown, not absent.
 */
import { ApiError } from '../http/errors';
import type { Catalog } from '../catalog/types';

/** 503 with the store's reason when it is missing; `what` says what may be in it ("barcode … may be in it"). */
export function refuseWhileProductStoreLost(catalog: Catalog, what: string): void {
  const lost = catalog.products?.lost;
  if (lost) throw new ApiError(503, `The product store is unavailable (${lost}); ${what}. Retry later.`);
}
