/**
 * Scan memory operations (spec "Scan memory"): read, correct and delete a saved photo or label
 * result. Direct developer keys only; 0 points (allowed after the daily quota is spent). Rendering,
 * correction and the store calls live in src/scans/scan-memory.ts.
 */
import { Type as t } from '@sinclair/typebox';
import { ApiError, notFound } from '../http/errors';
import { op, type AnyOp } from '../http/op';
import { applyCorrection, CONSENT_VERSION, MAX_FEEDBACK_CHARS, renderScan, scanGuard } from '../scans/scan-memory';

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
    toolDescription: 'A saved photo or label scan by id, with its latest correction.',
    description:
      'The latest saved result of a photo or label scan, including the latest correction. 404 for missing, expired (30 days after creation), deleted or other-account scans. Free (0 points), also after the daily quota is spent.',
    params: ScanId,
    response: ScanResult,
    errors: [404],
    handler: async ({ params, account, services }) => {
      const record = await scanGuard(services, () => services.scans.getScan(account.id, params.id.toLowerCase(), services.clock.now()));
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
    toolDescription:
      "Correct a saved scan's whole-meal totals (scan_revision must be the current one). Sharing for evaluation needs contribute_to_training, consent_version and the end user's permission.",
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
        contribute_to_training: t.Optional(
          t.Boolean({ default: false, description: 'Offer the corrected scan for human review for shared evaluation (default false).' }),
        ),
        consent_version: t.Optional(
          t.String({ maxLength: 40, description: `Must be \`${CONSENT_VERSION}\` when contribute_to_training is true.`, examples: [CONSENT_VERSION] }),
        ),
      },
      { additionalProperties: false },
    ),
    response: ScanResult,
    errors: [404, 409, 413],
    handler: async ({ params, body, account, services }) => {
      const contributing = body.contribute_to_training ?? false;
      if (body.consent_version !== undefined && body.consent_version !== CONSENT_VERSION) {
        throw new ApiError(400, `Invalid body field 'consent_version': the only consent version is '${CONSENT_VERSION}'.`, {
          details: { field: 'body.consent_version' },
        });
      }
      if (contributing && body.consent_version !== CONSENT_VERSION) {
        throw new ApiError(400, `Missing required body field 'consent_version': contribute_to_training true needs consent_version '${CONSENT_VERSION}'.`, {
          details: { field: 'body.consent_version' },
        });
      }
      const record = await scanGuard(services, () =>
        services.scans.correctScan(
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
    toolDescription: 'Delete a saved scan.',
    description:
      'Deletes the scan and removes any contribution eligibility. Meal logs and diary entries saved separately remain. 404 for missing, expired or other-account scans. Free (0 points).',
    params: ScanId,
    response: t.Object({ deleted: t.Boolean() }),
    errors: [404],
    handler: async ({ params, account, services }) => {
      const deleted = await scanGuard(services, () => services.scans.deleteScan(account.id, params.id.toLowerCase(), services.clock.now()));
      if (!deleted) throw notFoundScan(params.id);
      return { deleted: true };
    },
  }),
];
