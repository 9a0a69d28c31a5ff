/** Deterministic, name-based UUIDs (RFC 4122 version 5) so food ids survive rebuilds. */
import { createHash } from 'node:crypto';

/** Fixed namespace for morsel food ids (a random UUID chosen once). */
const NAMESPACE = Buffer.from('6f1d2c3e8a4b4c5d9e0f1a2b3c4d5e6f', 'hex');

export function stableFoodId(dataset: string, sourceId: string): string {
  const hash = createHash('sha1').update(NAMESPACE).update(`${dataset}:${sourceId}`).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50; // version 5
  hash[8] = (hash[8]! & 0x3f) | 0x80; // RFC 4122 variant
  const h = hash.subarray(0, 16).toString('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20, 32)}`;
}
