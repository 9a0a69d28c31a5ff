/**
 * Accounts, API keys and daily usage rows. Keys are `msl_live_` + 32 base62 characters
 * (~190 bits), stored only as a SHA-256 hash: keys are random, so a slow hash adds nothing.
 */
import { DomainError } from '../domain/errors';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { PLANS, type Channel, type PlanId } from '../domain/plans/service-plans';
import type { Db } from './db';
import { accounts, apiKeys, usageDays } from './schema';

export const KEY_PREFIX = 'msl_live_';
const MAX_KEYS_PER_ACCOUNT = 5;
const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

export interface Account {
  id: string;
  plan: PlanId;
  channel: Channel;
  dailyPoints: number;
  burstPerMinute: number;
  /** True when the limits come from a custom contract rather than the plan. */
  customLimits: boolean;
}

export interface KeyInfo {
  key_id: string;
  hint: string;
  created_at: string;
}

/** An account at its key limit (409 through the error table). */
class KeyLimitError extends DomainError {
  constructor(message: string) {
    super('conflict', message);
  }
}
class UnknownAccountError extends Error {}

export function generateKey(): string {
  const bytes = randomBytes(32);
  let out = '';
  for (const b of bytes) out += BASE62[b % 62]; // 62*4=248 ≤ 256: bias is negligible for a secret of 32 chars
  return KEY_PREFIX + out;
}

export function hashKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

/** Plausible shape check before any lookup, so junk never reaches the store. */
export function looksLikeKey(value: string): boolean {
  return value.length === KEY_PREFIX.length + 32 && value.startsWith(KEY_PREFIX) && /^[0-9A-Za-z]+$/.test(value.slice(KEY_PREFIX.length));
}

type AccountRow = typeof accounts.$inferSelect;

function toAccount(row: AccountRow): Account {
  const plan = PLANS[row.plan as PlanId] ?? PLANS.free;
  return {
    id: row.id,
    plan: (row.plan in PLANS ? row.plan : 'free') as PlanId,
    channel: row.channel as Channel,
    dailyPoints: row.dailyPoints ?? plan.dailyPoints,
    burstPerMinute: row.burstPerMinute ?? plan.burstPerMinute,
    customLimits: row.dailyPoints !== null || row.burstPerMinute !== null,
  };
}

export class AccountRepo {
  constructor(private readonly db: Db) {}

  async createAccount(plan: PlanId, channel: Channel, label: string | null = null): Promise<{ account: Account; apiKey: string; keyId: string }> {
    const id = randomUUID();
    const apiKey = generateKey();
    const keyId = randomUUID();
    await this.db.transaction(async (tx) => {
      await tx.insert(accounts).values({ id, plan, channel, label });
      await tx.insert(apiKeys).values({ id: keyId, accountId: id, hash: hashKey(apiKey), hint: apiKey.slice(-4) });
    });
    const account = await this.getAccount(id);
    return { account: account!, apiKey, keyId };
  }

  async getAccount(id: string): Promise<Account | null> {
    const rows = await this.db.select().from(accounts).where(eq(accounts.id, id)).limit(1);
    return rows[0] ? toAccount(rows[0]) : null;
  }

  async countAccounts(): Promise<number> {
    const rows = await this.db.select({ n: sql<number>`count(*)::int` }).from(accounts);
    return Number(rows[0]?.n ?? 0);
  }

  async setPlan(id: string, plan: PlanId): Promise<Account> {
    await this.db.update(accounts).set({ plan }).where(eq(accounts.id, id));
    return this.mustGet(id);
  }

  async setLimits(id: string, dailyPoints: number | null, burstPerMinute: number | null): Promise<Account> {
    await this.db.update(accounts).set({ dailyPoints, burstPerMinute }).where(eq(accounts.id, id));
    return this.mustGet(id);
  }

  async createKey(accountId: string): Promise<{ keyId: string; apiKey: string }> {
    const apiKey = generateKey();
    const keyId = randomUUID();
    await this.db.transaction(async (tx) => {
      // Lock the account row so concurrent creations cannot exceed the limit.
      const locked = await tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.id, accountId)).for('update');
      if (!locked[0]) throw new UnknownAccountError(accountId);
      const live = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(apiKeys)
        .where(and(eq(apiKeys.accountId, accountId), isNull(apiKeys.deletedAt)));
      if (Number(live[0]?.n ?? 0) >= MAX_KEYS_PER_ACCOUNT) throw new KeyLimitError(`an account holds at most ${MAX_KEYS_PER_ACCOUNT} keys; delete one first`);
      await tx.insert(apiKeys).values({ id: keyId, accountId, hash: hashKey(apiKey), hint: apiKey.slice(-4) });
    });
    return { keyId, apiKey };
  }

  async listKeys(accountId: string): Promise<KeyInfo[]> {
    const rows = await this.db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.accountId, accountId), isNull(apiKeys.deletedAt)))
      .orderBy(apiKeys.createdAt);
    return rows.map((r) => ({ key_id: r.id, hint: r.hint, created_at: r.createdAt.toISOString() }));
  }

  /** Soft delete (kept for audit); returns the hash so caches can drop it, or null when unknown. */
  async deleteKey(keyId: string): Promise<string | null> {
    const rows = await this.db
      .update(apiKeys)
      .set({ deletedAt: new Date() })
      .where(and(eq(apiKeys.id, keyId), isNull(apiKeys.deletedAt)))
      .returning({ hash: apiKeys.hash });
    return rows[0]?.hash ?? null;
  }

  async findByKeyHash(hash: string): Promise<{ keyId: string; account: Account } | null> {
    const rows = await this.db
      .select({ keyId: apiKeys.id, account: accounts })
      .from(apiKeys)
      .innerJoin(accounts, eq(accounts.id, apiKeys.accountId))
      .where(and(eq(apiKeys.hash, hash), isNull(apiKeys.deletedAt)))
      .limit(1);
    const row = rows[0];
    return row ? { keyId: row.keyId, account: toAccount(row.account) } : null;
  }

  // --- usage rows (written by the metering ledger through store/usage-leases.ts) ---

  async usage(accountId: string, day: string): Promise<{ used: number; reserved: number }> {
    const rows = await this.db
      .select()
      .from(usageDays)
      .where(and(eq(usageDays.accountId, accountId), eq(usageDays.day, day)))
      .limit(1);
    return { used: rows[0]?.used ?? 0, reserved: rows[0]?.reserved ?? 0 };
  }

  private async mustGet(id: string): Promise<Account> {
    const account = await this.getAccount(id);
    if (!account) throw new UnknownAccountError(id);
    return account;
  }
}
