/**
 * The service's name resolver: built once per loaded catalog (`loadCatalog` builds it before
 * serving, so no request pays for it) over the generic reference foods, with hybrid search as the
 * fallback for names the reviewed rules do not know. New sources plug in as further `NameIndex`
 * adapters here; callers keep asking `catalogNames(catalog)`.
 */
import { createNameResolver, type NameResolver } from '../domain/foods/name-resolver';
import { hybridNameSearch, lexicalNameIndex } from '../search/name-index';
import { perCatalog } from './per-catalog';
import type { Catalog } from './types';

export const catalogNames = perCatalog(
  (catalog: Pick<Catalog, 'foods' | 'search'>): NameResolver =>
    createNameResolver(lexicalNameIndex(catalog.foods.generic, catalog.search), hybridNameSearch(catalog)),
);
