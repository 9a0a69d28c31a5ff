/**
 * Account-level private foods (POST /v1/foods) and food logs (POST /v1/logs). Their JSON counts
 * against the same per-account private storage limit as workspace documents.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, eq, gt, gte, lt, or } from 'drizzle-orm';
import type { Db } from './db';
import { foodLogs, privateFoods } from './schema';
import { chargePrivateStorage, lockPrivateStorage } from './workspaces';
import { jsonBytes } from '../domain/workspaces/workspace-docs';
import type { FoodRecord } from '../domain/foods/food';

export class PrivateFoodStore {
  constructor(private readonly db: Db) {}

  async createFood(accountId: string, build: (id: string) => FoodRecord, limitBytes: number): Promise<FoodRecord> {
    const id = randomUUID();
    const record = build(id);
    await this.db.transaction(async (tx) => {
      const used = await lockPrivateStorage(tx, accountId);
      await chargePrivateStorage(tx, accountId, used, jsonBytes(record), limitBytes);
      await tx.insert(privateFoods).values({ id, accountId, record });
    });
    return record;
  }

  /** Only the calling account's foods are visible. */
  async getFood(accountId: string, id: string): Promise<FoodRecord | null> {
    const rows = await this.db
      .select()
      .from(privateFoods)
      .where(and(eq(privateFoods.id, id), eq(privateFoods.accountId, accountId)))
      .limit(1);
    return (rows[0]?.record as FoodRecord | undefined) ?? null;
  }

  async createLog(accountId: string, record: Record<string, unknown> & { logged_at: string }, limitBytes: number): Promise<Record<string, unknown>> {
    const id = randomUUID();
    const stored = { id, ...record };
    await this.db.transaction(async (tx) => {
      const used = await lockPrivateStorage(tx, accountId);
      await chargePrivateStorage(tx, accountId, used, jsonBytes(stored), limitBytes);
      await tx.insert(foodLogs).values({ id, accountId, record: stored, loggedAt: new Date(record.logged_at) });
    });
    return stored;
  }

  /** The account's logs with from ≤ logged_at < to, oldest first, after an optional keyset cursor. */
  async listLogs(
    accountId: string,
    window: { from: Date; to: Date },
    after: { loggedAt: Date; id: string } | null,
    limit: number,
  ): Promise<Record<string, unknown>[]> {
    const rows = await this.db
      .select({ record: foodLogs.record })
      .from(foodLogs)
      .where(
        and(
          eq(foodLogs.accountId, accountId),
          gte(foodLogs.loggedAt, window.from),
          lt(foodLogs.loggedAt, window.to),
          after ? or(gt(foodLogs.loggedAt, after.loggedAt), and(eq(foodLogs.loggedAt, after.loggedAt), gt(foodLogs.id, after.id))) : undefined,
        ),
      )
      .orderBy(asc(foodLogs.loggedAt), asc(foodLogs.id))
      .limit(limit);
    return rows.map((r) => r.record as Record<string, unknown>);
  }
}
