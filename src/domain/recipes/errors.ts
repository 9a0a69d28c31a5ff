/**
 * Failures of the recipe domain: DomainErrors whose `details` (accepted values, limits) the
 * pipeline merges into the error body. Closed vocabularies name the accepted values in the
 * message too, not only in details.
 */
import { DomainError, type ErrorKind } from '../errors';

function recipeError(kind: ErrorKind, message: string, details: Record<string, unknown> = {}): DomainError {
  const accepted = Object.values(details).find((v): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string'));
  const said = accepted && !message.includes(accepted[0] ?? '') ? `${message} Accepted: ${accepted.join(', ')}.` : message;
  return new DomainError(kind, said, details);
}

export const invalidInput = (message: string, details?: Record<string, unknown>) => recipeError('invalid', message, details);
export const recipeNotFound = (id: number | string) => recipeError('not-found', `No owned recipe with id ${id}.`);
export const unprocessable = (message: string, details?: Record<string, unknown>) => recipeError('unresolvable', message, details);
