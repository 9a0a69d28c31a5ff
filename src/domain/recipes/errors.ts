/**
 * Typed failures of the recipe domain. HTTP code maps `status` straight onto the spec's error body
 * and merges `details` (accepted values, limits) into it.
 */
export class RecipeError extends Error {
  constructor(
    readonly status: 400 | 404 | 422,
    message: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'RecipeError';
  }
}

export const invalidInput = (message: string, details?: Record<string, unknown>) => new RecipeError(400, message, details);
export const recipeNotFound = (id: number | string) => new RecipeError(404, `No owned recipe with id ${id}.`);
export const unprocessable = (message: string, details?: Record<string, unknown>) => new RecipeError(422, message, details);
