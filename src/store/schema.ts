/**
 * Private data, one drizzle schema for both the embedded PGlite store and a PostgreSQL server.
 * Migrations under src/store/migrations are generated from this file (`npm run db:generate`).
 */

import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const accounts = pgTable('accounts', {
  id: uuid('id').primaryKey(),
  plan: text('plan').notNull(),
  channel: text('channel').notNull(),
  /** Custom contract limits; null means the plan's numbers. */
  dailyPoints: integer('daily_points'),
  burstPerMinute: integer('burst_per_minute'),
  label: text('label'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    /** SHA-256 of the whole key; the key itself is never stored. */
    hash: text('hash').notNull(),
    /** Last four characters, to tell keys apart in listings. */
    hint: text('hint').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('api_keys_hash_idx').on(t.hash), index('api_keys_account_idx').on(t.accountId)],
);

/**
 * Daily points per account. `reserved` counts points leased to service instances (spent or held);
 * it is the cap that keeps several instances from overspending. `used` is what was actually spent.
 */
export const usageDays = pgTable(
  'usage_days',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    used: integer('used').notNull().default(0),
    reserved: integer('reserved').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day] })],
);

/** Connected end users of a developer account (POST /v1/users). */
export const endUsers = pgTable(
  'end_users',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    externalId: text('external_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('end_users_account_external_idx').on(t.accountId, t.externalId)],
);

/** Private workspace documents (recipes, plans, templates, shopping-lists, foods, logs). */
export const documents = pgTable(
  'documents',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => endUsers.id, { onDelete: 'cascade' }),
    resource: text('resource').notNull(),
    id: uuid('id').notNull(),
    data: jsonb('data').notNull(),
    /** Server-derived fields (computed nutrition, plan revision used), kept apart from input. */
    derived: jsonb('derived'),
    revision: integer('revision').notNull().default(1),
    bytes: integer('bytes').notNull(),
    searchName: text('search_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.resource, t.id] }), index('documents_account_idx').on(t.accountId)],
);

/**
 * Private JSON bytes per developer account (workspace documents, as stored), kept in step with
 * `documents` inside each write's transaction. Its row is also the lock that serialises one
 * account's workspace writes, so the user, document and storage limits hold under concurrency.
 */
export const privateStorage = pgTable('private_storage', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => accounts.id, { onDelete: 'cascade' }),
  bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
});

/** Account-level private foods (POST /v1/foods) and their logs (POST /v1/logs). */
export const privateFoods = pgTable(
  'private_foods',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    record: jsonb('record').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('private_foods_account_idx').on(t.accountId)],
);

export const foodLogs = pgTable(
  'food_logs',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    record: jsonb('record').notNull(),
    loggedAt: timestamp('logged_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('food_logs_account_idx').on(t.accountId)],
);

/** Scan memory: photo/label results keyed by image hash, 30 days. */
export const scans = pgTable(
  'scans',
  {
    id: uuid('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    imageHash: text('image_hash').notNull(),
    result: jsonb('result').notNull(),
    revision: integer('revision').notNull().default(1),
    contributing: boolean('contributing').notNull().default(false),
    consentVersion: text('consent_version'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('scans_account_kind_hash_idx').on(t.accountId, t.kind, t.imageHash), index('scans_expires_idx').on(t.expiresAt)],
);

/**
 * Answers fetched from outside providers (issue 19), one row per provider record. `promoted`
 * rows passed the quality gate and are served as `corpus`; `quarantined` rows failed it and are
 * never served (the admin API lists them with the reason). Only provider answers enter here:
 * private scans, private foods and users' descriptions never do.
 */
export const providerRecords = pgTable(
  'provider_records',
  {
    /** The food id the record is served under. */
    id: uuid('id').primaryKey(),
    provider: text('provider').notNull(),
    /** Provider-side key: barcode lookup key, FDC id. */
    sourceKey: text('source_key').notNull(),
    status: text('status').notNull(),
    barcode: text('barcode'),
    /** The FoodRecord (promoted) or a bounded copy of the provider's answer (quarantined). */
    record: jsonb('record').notNull(),
    reason: text('reason'),
    validity: integer('validity').notNull(),
    confidence: integer('confidence').notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('provider_records_key_idx').on(t.provider, t.sourceKey),
    index('provider_records_updated_idx').on(t.updatedAt),
    index('provider_records_status_idx').on(t.status),
  ],
);

/** Negative answers (the provider does not know the key): not asked again before `expiresAt`. */
export const providerMisses = pgTable(
  'provider_misses',
  {
    provider: text('provider').notNull(),
    sourceKey: text('source_key').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.sourceKey] })],
);

/**
 * Points an instance holds from an account's day (leased from `usage_days.reserved`, not yet
 * written to `used`). `expires_at` moves forward with the owner's heartbeat; when an owner stops
 * (crash, kill -9), the next lease of that account returns the expired amount to the budget.
 */
export const usageLeases = pgTable(
  'usage_leases',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    owner: text('owner').notNull(),
    amount: integer('amount').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.day, t.owner] }), index('usage_leases_owner_idx').on(t.owner)],
);

/** Running service instances and their last heartbeat (lease owners). */
export const instances = pgTable('instances', {
  id: text('id').primaryKey(),
  host: text('host').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
  heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }).notNull(),
});
