/**
 * Scan memory operations (spec "Scan memory"): read, correct and delete a saved photo or label
 * result. Direct developer keys only; 0 points (allowed after the daily quota is spent). Also the
 * helpers the vision operations use to save and reuse scans, and the hourly purge.
 */
import { Type as t } from '@sinclair/typebox';
import { ApiError, notFound } from '../http/errors';
import { op, type AnyOp } from '../http/op';
import type { Services } from '../http/services';
import { ScanMemory, ScanRejection, savedScan, type SavedScan, type ScanKind, type ScanRecord } from '../store/scans';

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

/** Store failures → 503; refusals → 404/409. */
async function guard<T>(services: Pick<Services, 'log'>, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ApiError) throw err;
    if (err instanceof ScanRejection) throw new ApiError(err.kind === 'conflict' ? 409 : 404, err.message, { details: err.details });
    services.log.error('scan storage failure', { error: err instanceof Error ? err.message : String(err) });
    throw new ApiError(503, 'Scan storage is temporarily unavailable; retry with backoff.');
  }
}

function memory(services: Pick<Services, 'store' | 'clock'>): ScanMemory {
  return new ScanMemory(services.store.db, services.clock);
}

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

// ---------------------------------------------------------------- for the vision operations

/** Saves a direct-key photo/label result; 503 when scan storage is unavailable. */
export function saveScan(services: Pick<Services, 'store' | 'clock' | 'log'>, accountId: string, kind: ScanKind, imageHash: string, result: Record<string, unknown>): Promise<SavedScan> {
  return guard(services, () => memory(services).saveScan(accountId, kind, imageHash, result));
}

/** The remembered result for identical bytes (rendered as a repeat), or null; 503 on store failure. */
export async function findScan(services: Pick<Services, 'store' | 'clock' | 'log'>, accountId: string, kind: ScanKind, imageHash: string): Promise<ReturnType<typeof renderScan> | null> {
  const record = await guard(services, () => memory(services).findScan(accountId, kind, imageHash, services.clock.now()));
  return record ? renderScan(record, { repeat: true }) : null;
}

/** Hourly cleanup of expired scans; returns how many were removed. */
export function purgeExpiredScans(services: Pick<Services, 'store' | 'clock'>, now: number = services.clock.now()): Promise<number> {
  return memory(services).purgeExpiredScans(now);
}

// ---------------------------------------------------------------- operations

const ScanId = t.Object({ id: t.String({ format: 'uuid', description: 'scan_id returned by a photo or label request.' }) });
const ScanResult = t.Object(
  {
    source: t.String({ description: 'Original source, or `user-correction` once corrected.' }),
    scan_saved: t.Boolean(),
    scan_id: t.String({ format: 'uuid' }),
    scan_revision: t.Integer({ minimum: 1, description: 'Send this as scan_revision with feedback.' }),
    scan_expires_at: t.String({ format: 'date-time', description: '30 days after creation.' }),
    scan_kind: t.Union([t.Literal('photo'), t.Literal('label')]),
    scan_created_at: t.String({ format: 'date-time' }),
    contribute_to_training: t.Boolean({ description: 'Whether the scan is eligible for human review for shared evaluation.' }),
    consent_version: t.Union([t.String(), t.Null()]),
  },
  { additionalProperties: true, description: 'The latest saved photo or label result (including the latest correction) plus the scan fields.' },
);
const notFoundScan = (id: string) => notFound(`No active scan ${id} in this developer account (missing, expired or deleted).`);
const common = { access: 'direct' as const, tag: 'scans', cost: 0 };

export const scansOps: AnyOp[] = [
  op({
    ...common,
    id: 'get_scan',
    method: 'GET',
    path: '/v1/scans/:id',
    summary: 'Get a saved scan',
    description: 'The latest saved result of a photo or label scan, including the latest correction. 404 for missing, expired (30 days after creation), deleted or other-account scans. Free (0 points), also after the daily quota is spent.',
    params: ScanId,
    response: ScanResult,
    errors: [404],
    handler: async ({ params, account, services }) => {
      const record = await guard(services, () => memory(services).getScan(account.id, params.id.toLowerCase(), services.clock.now()));
      if (!record) throw notFoundScan(params.id);
      return renderScan(record);
    },
  }),
  op({
    ...common,
    id: 'submit_scan_feedback',
    method: 'POST',
    path: '/v1/scans/:id/feedback',
    maxBodyBytes: MAX_FEEDBACK_CHARS,
    summary: 'Correct a saved scan',
    description: [
      'Replaces the whole-meal totals (on the basis of the original scan) with complete corrected totals; micronutrients become an empty array and the result is labelled user-provided and unverified (source `user-correction`). A diary portion choice is not a correction.',
      'scan_revision must be the current revision (409 otherwise; fetch the latest result first); the response carries the incremented scan_revision.',
      `Contribution to shared evaluation is off by default: it needs contribute_to_training true, consent_version \`${CONSENT_VERSION}\` and your end user's explicit permission, and is followed by human review (no automated training, no promotion to the public corpus). To withdraw, resubmit the current totals with the latest scan_revision and contribute_to_training false, or delete the scan.`,
      `Body at most ${MAX_FEEDBACK_CHARS} characters (413). Free (0 points).`,
    ].join(' '),
    params: ScanId,
    body: t.Object(
      {
        scan_revision: t.Integer({ minimum: 1, description: 'The revision being corrected (the current scan_revision).' }),
        correction: t.Object(
          {
            name: t.String({ minLength: 1, maxLength: 200, description: 'What the meal or product is.', examples: ['chicken burrito bowl'] }),
            calories: t.Number({ minimum: 0, maximum: 50_000, description: 'Corrected total kcal.' }),
            protein_g: t.Number({ minimum: 0, maximum: 5_000, description: 'Corrected total protein, g.' }),
            carbs_g: t.Number({ minimum: 0, maximum: 5_000, description: 'Corrected total carbohydrate, g.' }),
            fat_g: t.Number({ minimum: 0, maximum: 5_000, description: 'Corrected total fat, g.' }),
          },
          { additionalProperties: false, description: 'Complete corrected totals, not a patch.' },
        ),
        contribute_to_training: t.Optional(t.Boolean({ default: false, description: 'Offer the corrected scan for human review for shared evaluation (default false).' })),
        consent_version: t.Optional(t.String({ maxLength: 40, description: `Must be \`${CONSENT_VERSION}\` when contribute_to_training is true.`, examples: [CONSENT_VERSION] })),
      },
      { additionalProperties: false },
    ),
    response: ScanResult,
    errors: [404, 409, 413],
    handler: async ({ params, body, account, services }) => {
      const contributing = body.contribute_to_training ?? false;
      if (body.consent_version !== undefined && body.consent_version !== CONSENT_VERSION) {
        throw new ApiError(400, `Invalid body field 'consent_version': the only consent version is '${CONSENT_VERSION}'.`, { details: { field: 'body.consent_version' } });
      }
      if (contributing && body.consent_version !== CONSENT_VERSION) {
        throw new ApiError(400, `Missing required body field 'consent_version': contribute_to_training true needs consent_version '${CONSENT_VERSION}'.`, { details: { field: 'body.consent_version' } });
      }
      const record = await guard(services, () =>
        memory(services).correctScan(
          account.id,
          params.id.toLowerCase(),
          body.scan_revision,
          (result, now) => applyCorrection(result, body.correction, now),
          { contributing, consentVersion: contributing ? CONSENT_VERSION : null },
          services.clock.now(),
        ),
      );
      return renderScan(record);
    },
  }),
  op({
    ...common,
    id: 'delete_scan',
    method: 'DELETE',
    path: '/v1/scans/:id',
    summary: 'Delete a saved scan',
    description: 'Deletes the scan and removes any contribution eligibility. Meal logs and diary entries saved separately remain. 404 for missing, expired or other-account scans. Free (0 points).',
    params: ScanId,
    response: t.Object({ deleted: t.Boolean() }),
    errors: [404],
    handler: async ({ params, account, services }) => {
      const deleted = await guard(services, () => memory(services).deleteScan(account.id, params.id.toLowerCase(), services.clock.now()));
      if (!deleted) throw notFoundScan(params.id);
      return { deleted: true };
    },
  }),
];
