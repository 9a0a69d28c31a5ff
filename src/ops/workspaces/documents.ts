/**
 * What every workspace operation shares: the path parameters and If-Match header, revisions as
 * ETags, the store guard, the size limits and the document as operations return it.
 */
import { Type as t } from '@sinclair/typebox';
import { ApiError } from '../../http/errors';
import type { Services } from '../../http/services';
import { storeCall } from '../../http/store-calls';
import { PLANS } from '../../domain/plans/service-plans';
import { WORKSPACE_LIMITS, jsonBytes } from '../../domain/workspaces/workspace-docs';
import type { Account } from '../../store/accounts';
import type { StoredDocument } from '../../store/workspaces';

export const TAG = 'workspaces';
export const UserId = t.Object({ user_id: t.String({ format: 'uuid', description: 'User UUID returned by POST /v1/users.' }) });
export const UserDocId = t.Object({
  user_id: t.String({ format: 'uuid', description: 'User UUID returned by POST /v1/users.' }),
  id: t.String({ format: 'uuid', description: 'Document UUID (chosen by the caller on create).' }),
});
export const IfMatch = t.Object({
  'if-match': t.String({
    minLength: 1,
    maxLength: 40,
    description: 'Expected current revision: the integer (3), or the ETag ("3"), also with a weak prefix (W/"3"). Required: a request without it gets 400.',
    examples: ['3', '"3"', 'W/"3"'],
  }),
});

/** Where a workspace document's data sits in the request: the path its rejections name. */
export const DOC = 'body.data.';

/** Workspace store calls: refusals (document rejections included) pass on, anything else is a 503 (src/http/store-calls.ts). */
export const guard = <T>(services: Services, work: () => Promise<T>): Promise<T> => storeCall(services.log, 'Workspace', work);

export function etag(revision: number): string {
  return `"${revision}"`;
}

/** `3`, `"3"` or `W/"3"` → 3. */
export function parseIfMatch(raw: string): number {
  const m = /^\s*(?:(?:W\/)?"(\d{1,9})"|(\d{1,9}))\s*$/.exec(raw);
  const n = m ? Number(m[1] ?? m[2]) : NaN;
  if (!Number.isInteger(n) || n < 1) {
    throw new ApiError(400, `Header If-Match must carry the document revision as 3, "3" or W/"3" (got ${JSON.stringify(raw.slice(0, 40))}).`, {
      details: { field: 'headers.if-match' },
    });
  }
  return n;
}

export function storageLimit(account: Account): number {
  return PLANS[account.plan].privateStorageBytes;
}

/** The document as every operation returns it: input under `data`, derived fields beside it. */
export function renderDocument(doc: StoredDocument) {
  return { id: doc.id, revision: doc.revision, data: doc.data, ...doc.derived, created_at: doc.created_at, updated_at: doc.updated_at };
}

export function expandedBytes(id: string, data: unknown, derived: Record<string, unknown>): number {
  return jsonBytes({ id, data, ...derived });
}

export function checkInputSize(label: string, data: unknown): void {
  const bytes = jsonBytes(data);
  if (bytes > WORKSPACE_LIMITS.inputBytes) {
    throw new ApiError(422, `The ${label} document is ${bytes} bytes of JSON; the limit is ${WORKSPACE_LIMITS.inputBytes} bytes (80 KB) per document.`, {
      details: { field: 'body.data', limit_bytes: WORKSPACE_LIMITS.inputBytes },
    });
  }
}

export function checkExpandedSize(label: string, bytes: number): void {
  if (bytes > WORKSPACE_LIMITS.expandedBytes) {
    throw new ApiError(
      422,
      `The ${label} document with its derived fields is ${bytes} bytes of JSON; the limit is ${WORKSPACE_LIMITS.expandedBytes} bytes (95 KB) per document.`,
      {
        details: { field: 'body.data', limit_bytes: WORKSPACE_LIMITS.expandedBytes },
      },
    );
  }
}
