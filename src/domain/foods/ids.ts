/**
 * Deterministic, name-based UUIDs (RFC 4122 version 5: SHA-1 over a fixed namespace and the name
 * `${dataset}:${sourceId}`), so a food keeps its id across rebuilds and machines, and private
 * logs that point at it stay valid.
 */
import { createHash } from 'node:crypto';

/** Fixed namespace for morsel food ids (chosen once; changing it would change every id). */
const FOOD_ID_NAMESPACE = '6f1d2c3e-8a4b-4c5d-9e0f-1a2b3c4d5e6f';

const NAMESPACE_BYTES = Buffer.from(FOOD_ID_NAMESPACE.replace(/-/g, ''), 'hex');

/** Version-5 UUID of `name` in `namespace` (a UUID string). */
export function uuidV5(name: string, namespace: Buffer = NAMESPACE_BYTES): string {
  const hash = createHash('sha1').update(namespace).update(name, 'utf8').digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50; // version 5
  hash[8] = (hash[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const h = hash.subarray(0, 16).toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}

/** Stable id of a source record, e.g. `foodId('usda-sr28', '01001')`. */
export function foodId(dataset: string, sourceId: string): string {
  return uuidV5(`${dataset}:${sourceId}`);
}
