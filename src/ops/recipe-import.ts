/** Recipe import: where pages may be fetched from, and extraction from structured page data. */
import { Type as t } from '@sinclair/typebox';
import { op, type AnyOp } from '../http/op';
import { IMPORT_LIMITS } from '../domain/recipes/recipe-import-limits';

const importSources = op({
  id: 'get_recipe_import_sources',
  method: 'GET',
  path: '/v1/recipes/import-sources',
  cost: 1,
  access: 'any',
  tag: 'Recipes',
  summary: 'Exact host allowlist and limits for recipe import',
  toolDescription: 'The hosts extract_recipe may fetch by url, and its limits.',
  description:
    'Hosts are matched exactly (no subdomains) and only over HTTPS; redirects are rejected. The allowlist is set by the operator (MORSEL_IMPORT_HOSTS); when it is empty, import by `url` is off and `html` must be sent instead.',
  response: t.Object({
    source: t.String(),
    hosts: t.Array(t.String(), { description: 'Exact HTTPS hosts `url` may point at.' }),
    url_import_enabled: t.Boolean(),
    limits: t.Object({}, { additionalProperties: true }),
  }),
  handler: ({ services }) => ({
    source: 'corpus',
    hosts: services.config.importHosts,
    url_import_enabled: services.config.importHosts.length > 0,
    limits: IMPORT_LIMITS,
  }),
});

export const recipeImportOps: AnyOp[] = [importSources];
