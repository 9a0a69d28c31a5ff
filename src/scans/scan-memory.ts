/**
 * Scan memory (spec "Scan memory"): how a saved photo or label result is rendered and corrected,
 * and the store calls the vision and scan operations share (save, find, hourly purge), with store
 * failures answered 503 and refusals 404/409.
 */
import type { Services } from '../http/services';
import { storeCall } from '../http/store-calls';
import { savedScan, type SavedScan, type ScanKind, type ScanRecord } from '../store/scans';

export const CONSENT_VERSION = 'scan-facts-v1';
export const MAX_FEEDBACK_CHARS = 20_000;
/** Result fields that hold micronutrients; a correction empties them (spec state table). */
const MICRONUTRIENT_FIELDS = ['nutrients', 'micronutrients', 'printed_nutrients'] as const;
const TOTAL_FIELDS = ['calories', 'protein_g', 'carbs_g', 'fat_g'] as const;

export interface ScanCorrection {
  name: string;
  calories: number;
  protein_g: number;
  carbs_g: number;
  fat_g: number;
}

/** Scan store calls: refusals (ScanRejection, a DomainError) pass on, anything else is a 503 (src/http/store-calls.ts). */
export const scanGuard = <T>(services: Pick<Services, 'log'>, work: () => Promise<T>): Promise<T> => storeCall(services.log, 'Scan', work);

/**
 * The ScanResult: the latest saved result plus the scan fields. `repeat` marks a vision request
 * answered from memory: its source is `scan-memory`, or `user-correction` once corrected.
 */
export function renderScan(record: ScanRecord, options: { repeat?: boolean } = {}) {
  const corrected = record.revision > 1 || record.result.source === 'user-correction';
  const source = corrected ? 'user-correction' : options.repeat ? 'scan-memory' : record.result.source;
  return {
    ...record.result,
    source,
    scan_saved: true,
    ...savedScan(record),
    scan_kind: record.kind,
    scan_created_at: record.createdAt.toISOString(),
    contribute_to_training: record.contributing,
    consent_version: record.consentVersion,
  };
}

/**
 * Replaces the whole-meal totals with the user's, empties micronutrients and labels the result
 * as user-provided and unverified. The first model estimate is kept for human review.
 */
export function applyCorrection(result: Record<string, unknown>, correction: ScanCorrection, now: number): Record<string, unknown> {
  const out: Record<string, unknown> = { ...result };
  if (!('original_estimate' in result)) {
    const estimate: Record<string, unknown> = { name: typeof result.name === 'string' ? result.name : null, source: result.source ?? null };
    for (const k of TOTAL_FIELDS) estimate[k] = typeof result[k] === 'number' ? result[k] : null;
    out.original_estimate = estimate;
  }
  for (const f of MICRONUTRIENT_FIELDS) if (f in out) out[f] = [];
  out.nutrients = [];
  out.name = correction.name;
  for (const k of TOTAL_FIELDS) out[k] = correction[k];
  out.source = 'user-correction';
  out.correction = { provided_by: 'user', verified: false, label: 'user-provided, unverified', corrected_at: new Date(now).toISOString() };
  return out;
}

/** Saves a direct-key photo/label result; 503 when scan storage is unavailable. */
export function saveScan(
  services: Pick<Services, 'scans' | 'clock' | 'log'>,
  accountId: string,
  kind: ScanKind,
  imageHash: string,
  result: Record<string, unknown>,
): Promise<SavedScan> {
  return scanGuard(services, () => services.scans.saveScan(accountId, kind, imageHash, result));
}

/** The remembered result for identical bytes (rendered as a repeat), or null; 503 on store failure. */
export async function findScan(
  services: Pick<Services, 'scans' | 'clock' | 'log'>,
  accountId: string,
  kind: ScanKind,
  imageHash: string,
): Promise<ReturnType<typeof renderScan> | null> {
  const record = await scanGuard(services, () => services.scans.findScan(accountId, kind, imageHash, services.clock.now()));
  return record ? renderScan(record, { repeat: true }) : null;
}

/** Hourly cleanup of expired scans; returns how many were removed. */
export function purgeExpiredScans(services: Pick<Services, 'scans' | 'clock'>, now: number = services.clock.now()): Promise<number> {
  return services.scans.purgeExpiredScans(now);
}
