/**
 * The one error domain code throws: its kind says what went wrong, never how a protocol reports
 * it. src/http/errors.ts maps kinds to the spec's statuses once, in the pipeline.
 */
export type ErrorKind = 'invalid' | 'not-found' | 'conflict' | 'too-large' | 'unsupported' | 'unresolvable' | 'upstream' | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: ErrorKind,
    message: string,
    /** Structured facts a client can act on (accepted values, unresolved items). */
    readonly details: Record<string, unknown> = {},
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = 'DomainError';
  }
}
