/**
 * The corpus build's own packaged products (the Open Food Facts sample) go into a product store
 * file beside the part (`<name>.products.sqlite`, written by the product store's writer), so they
 * are found by barcode, id and search exactly like products of an imported export, and warm start
 * opens them instead of parsing them. The JSON part keeps the rest (taxonomy, attribution) with an
 * empty `products` list.
 */
import type { FoodRecord } from '../domain/foods/food';
import { ProductStoreWriter } from '../products/writer';

export const productPartPath = (jsonPath: string) => jsonPath.replace(/\.json$/, '.products.sqlite');

/** A part whose `products` are food records with a barcode. */
export function isProductPart(part: unknown): part is { products: FoodRecord[] } {
  const products = (part as { products?: unknown } | null)?.products;
  return Array.isArray(products) && products.length > 0 && typeof (products[0] as FoodRecord).barcode === 'string';
}

/** Writes the products to a product store file (through a temporary file renamed into place). */
export function writeProductPart(path: string, products: FoodRecord[]): void {
  const writer = new ProductStoreWriter(path);
  for (const p of products) writer.add(p);
  writer.commit();
}
