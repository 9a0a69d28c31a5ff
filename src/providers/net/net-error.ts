/**
 * Why the guarded fetch gave no answer. A NetError is a DomainError, so its kind maps to the spec's
 * status through the one table; callers that document other wording (recipe pages) or keep their
 * own vocabulary (provider failures, image refusals) translate `reason`.
 */
import { DomainError, type ErrorKind } from '../../domain/errors';

export type NetRefusal =
  /** Not a URL, a scheme other than the caller allows, or a host off its allowlist. */
  | 'host_refused'
  /** The host resolves (or redirects) to an internal address. */
  | 'internal_address'
  /** The host name has no address. */
  | 'unresolvable'
  /** A redirect where the caller allows none, one too many, or one to a host or scheme not allowed. */
  | 'redirect_refused'
  | 'too_large'
  | 'bad_content_type'
  /** The whole exchange (resolving, every hop, the body) did not finish in time. */
  | 'timeout'
  /** Connection refused or reset, TLS failure (a certificate for another name), broken body. */
  | 'unreachable';

const KIND: Record<NetRefusal, ErrorKind> = {
  host_refused: 'invalid',
  internal_address: 'invalid',
  unresolvable: 'upstream',
  redirect_refused: 'unresolvable',
  too_large: 'too-large',
  bad_content_type: 'unsupported',
  timeout: 'upstream',
  unreachable: 'upstream',
};

export class NetError extends DomainError {
  constructor(
    readonly reason: NetRefusal,
    message: string,
    /** What was refused: the internal address, the content type. */
    readonly found: string | null = null,
  ) {
    super(KIND[reason], message);
    this.name = 'NetError';
  }
}
