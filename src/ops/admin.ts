/**
 * The admin API: operations like the others (one `op()` each, the same pipeline, validation and
 * error table), but with access `admin`: the bearer MORSEL_ADMIN_TOKEN instead of an API key, no
 * burst and no points. They are mounted only when the token is set and are not part of the spec's
 * 80 operations: no MCP tools, no entry in the public OpenAPI document (README: admin API).
 */
import { Type as t } from '@sinclair/typebox';
import { op, type AnyOp } from '../http/op';
import type { Services } from '../http/services';

const AccountId = t.Object({ account_id: t.String({ description: 'Account UUID (400 otherwise).' }) });
const JSON_LIMIT = 16_384;

const AccountView = t.Object({
  account_id: t.String(),
  plan: t.String(),
  channel: t.String(),
  daily_points: t.Integer(),
  burst_per_minute: t.Integer(),
  custom_limits: t.Boolean(),
});

/** Fields every admin operation shares. */
const admin = { cost: 0, access: 'admin', tag: 'Admin' } as const;

const createAccount = op({
  ...admin,
  id: 'admin_create_account',
  method: 'POST',
  path: '/admin/accounts',
  summary: 'Create an account with its first API key',
  maxBodyBytes: JSON_LIMIT,
  body: t.Object({ plan: t.Optional(t.Unknown()), channel: t.Optional(t.Unknown()), label: t.Optional(t.Unknown()) }),
  successStatus: 201,
  response: t.Intersect([AccountView, t.Object({ api_key: t.String(), key_id: t.String() })]),
  handler: ({ body, services }) => services.admin.createAccount(body),
});

const createKey = op({
  ...admin,
  id: 'admin_create_key',
  method: 'POST',
  path: '/admin/accounts/:account_id/keys',
  summary: 'Issue another API key for an account (409 at the key limit)',
  params: AccountId,
  successStatus: 201,
  errors: [404, 409],
  response: t.Object({ key_id: t.String(), api_key: t.String() }),
  handler: ({ params, services }) => services.admin.createKey(params.account_id),
});

const listKeys = op({
  ...admin,
  id: 'admin_list_keys',
  method: 'GET',
  path: '/admin/accounts/:account_id/keys',
  summary: "An account's live keys (ids and prefixes, never the keys)",
  params: AccountId,
  errors: [404],
  response: t.Object({
    account_id: t.String(),
    keys: t.Array(t.Object({ key_id: t.String(), hint: t.Union([t.String(), t.Null()]), created_at: t.String() })),
  }),
  handler: ({ params, services }) => services.admin.listKeys(params.account_id),
});

const deleteKey = op({
  ...admin,
  id: 'admin_delete_key',
  method: 'DELETE',
  path: '/admin/keys/:key_id',
  summary: 'Revoke a key; it is refused from the next request on',
  params: t.Object({ key_id: t.String({ description: 'Key UUID (400 otherwise).' }) }),
  errors: [404],
  response: t.Object({ deleted: t.Literal(true), key_id: t.String() }),
  handler: ({ params, services }) => services.admin.deleteKey(params.key_id),
});

const setPlan = op({
  ...admin,
  id: 'admin_set_plan',
  method: 'PUT',
  path: '/admin/accounts/:account_id/plan',
  summary: "Change an account's plan",
  params: AccountId,
  maxBodyBytes: JSON_LIMIT,
  body: t.Object({ plan: t.Optional(t.Unknown()) }),
  errors: [404],
  response: AccountView,
  handler: ({ params, body, services }) => services.admin.setPlan(params.account_id, body.plan),
});

const setLimits = op({
  ...admin,
  id: 'admin_set_limits',
  method: 'PUT',
  path: '/admin/accounts/:account_id/limits',
  summary: "Set or clear (null) an account's custom daily points and burst",
  params: AccountId,
  maxBodyBytes: JSON_LIMIT,
  body: t.Object({ daily_points: t.Optional(t.Unknown()), burst_per_minute: t.Optional(t.Unknown()) }),
  errors: [404],
  response: AccountView,
  handler: ({ params, body, services }) => services.admin.setLimits(params.account_id, body),
});

const accountUsage = op({
  ...admin,
  id: 'admin_account_usage',
  method: 'GET',
  path: '/admin/accounts/:account_id/usage',
  summary: "An account's points used today (UTC)",
  params: AccountId,
  errors: [404],
  response: t.Intersect([AccountView, t.Object({ day: t.String(), used: t.Integer(), remaining: t.Integer() })]),
  handler: ({ params, services }) => services.admin.usage(params.account_id),
});

const providerStatus = op({
  ...admin,
  id: 'admin_provider_status',
  method: 'GET',
  path: '/admin/providers',
  summary: 'Outside providers: breaker state, backoff and rate windows',
  response: t.Object({ providers: t.Record(t.String(), t.Unknown()) }),
  handler: ({ services }) => ({ providers: services.providers?.status() ?? {} }),
});

const providerQuarantine = op({
  ...admin,
  id: 'admin_provider_quarantine',
  method: 'GET',
  path: '/admin/providers/quarantine',
  summary: "Quarantined provider answers, newest first, with the gate's reason (never served)",
  query: t.Object({
    limit: t.Optional(t.Integer({ minimum: 0, maximum: 500, default: 50 })),
    offset: t.Optional(t.Integer({ minimum: 0, maximum: 1_000_000, default: 0 })),
  }),
  response: t.Object({ total: t.Integer(), limit: t.Integer(), offset: t.Integer(), items: t.Array(t.Unknown()) }),
  handler: ({ query, services }) => quarantine(services, query.limit ?? 50, query.offset ?? 0),
});

async function quarantine(services: Services, limit: number, offset: number) {
  if (!services.providers) return { total: 0, limit, offset, items: [] };
  return { limit, offset, ...(await services.providers.promotion.listQuarantine(limit, offset)) };
}

/** Mounted next to the registry's operations when MORSEL_ADMIN_TOKEN is set; never counted among them. */
export const adminOps: AnyOp[] = [createAccount, createKey, listKeys, deleteKey, setPlan, setLimits, accountUsage, providerStatus, providerQuarantine];
