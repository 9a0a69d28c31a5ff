/**
 * The one rule for calls into private storage: refusals (DomainError, ApiError) pass on to the
 * pipeline's error table; any other failure is the spec's storage failure, 503, and is logged.
 */
import { ApiError } from './errors';
import { DomainError } from '../domain/errors';
import type { Logger } from '../logger';

/** `storage` names it in the message: "Workspace storage is temporarily unavailable…". */
export async function storeCall<T>(log: Logger, storage: 'Private' | 'Workspace' | 'Scan', work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (err instanceof ApiError || err instanceof DomainError) throw err;
    log.error(`${storage.toLowerCase()} storage failure`, { error: err instanceof Error ? err.message : String(err) });
    throw new ApiError(503, `${storage} storage is temporarily unavailable; retry with backoff.`);
  }
}
