/** Limits of recipe import (POST /v1/recipes/extract), one place for the op, its docs and import-sources. */
export const IMPORT_LIMITS = {
  max_html_bytes: 1024 * 1024,
  max_recipes_per_page: 20,
  fetch_timeout_ms: 10_000,
  max_fetch_bytes: 1024 * 1024,
  redirects: 'rejected',
  schemes: ['https'],
} as const;
