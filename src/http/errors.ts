/**
 * One error class for the whole API. The body is the spec's `{status:'failure', code, message}`;
 * `code` repeats the HTTP status so clients can branch on either.
 */
import type { DomainError, ErrorKind } from '../domain/errors';

const ERROR_STATUSES = [400, 401, 402, 403, 404, 405, 409, 413, 415, 422, 429, 500, 502, 503] as const;
export type ErrorStatus = (typeof ERROR_STATUSES)[number];

export interface ErrorBody {
  status: 'failure';
  code: number;
  message: string;
}

export interface ApiErrorOptions {
  /** Extra response headers (Retry-After, Allow). */
  headers?: Record<string, string>;
  /** Structured details clients can act on (accepted values, unresolved ids). Merged into the body. */
  details?: Record<string, unknown>;
  /** Return the reserved points: the spec makes invalid uploads free. */
  refund?: boolean;
}

export class ApiError extends Error {
  readonly status: ErrorStatus;
  readonly headers: Record<string, string>;
  readonly details: Record<string, unknown> | undefined;
  readonly refund: boolean;

  constructor(status: ErrorStatus, message: string, options: ApiErrorOptions = {}) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.headers = options.headers ?? {};
    this.details = options.details;
    this.refund = options.refund ?? false;
  }

  body(): ErrorBody & Record<string, unknown> {
    return { ...this.details, status: 'failure', code: this.status, message: this.message };
  }
}

/** Domain error kinds → the spec's statuses: the one table, applied once in the pipeline. */
export const KIND_STATUS: Record<ErrorKind, ErrorStatus> = {
  invalid: 400,
  'not-found': 404,
  conflict: 409,
  'too-large': 413,
  unsupported: 415,
  unresolvable: 422,
  upstream: 502,
  unavailable: 503,
};

export function fromDomainError(err: DomainError): ApiError {
  return new ApiError(KIND_STATUS[err.kind], err.message, { details: err.details });
}

export const badRequest = (message: string, details?: Record<string, unknown>) => new ApiError(400, message, { details });
export const notFound = (message: string) => new ApiError(404, message);
export const unprocessable = (message: string, details?: Record<string, unknown>) => new ApiError(422, message, { details });

/** Human-readable description of each status, shared by OpenAPI and docs. */
export const STATUS_DESCRIPTIONS: Record<number, string> = {
  400: 'Missing or invalid parameter; the message names the field.',
  401: 'Missing, invalid or deleted API key (header x-api-key).',
  402: 'Daily point limit reached; resets at UTC midnight.',
  403: 'A direct developer key is required for this operation.',
  404: 'Not found.',
  405: 'Method not allowed on this path; see the Allow header.',
  409: 'Revision conflict: stale revision, stale If-Match, or create with changed content at an existing id.',
  413: 'Request body too large.',
  415: 'Unsupported media type.',
  422: 'Input understood but cannot be processed (unresolved food, impossible conversion, storage limit...).',
  429: 'Per-minute burst limit reached; Retry-After gives seconds to wait.',
  500: 'Unexpected server error.',
  502: 'Outside vision or language provider temporarily unavailable; retry.',
  503: 'Authorization, required storage or the semantic encoder temporarily unavailable; retry with backoff.',
};
