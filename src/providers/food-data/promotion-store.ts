/**
 * The private store's side of promotion (table provider_records / provider_misses): promoted
 * records, quarantined answers with their reason, and the negative-answer cache. Works the same
 * on PGlite and PostgreSQL; other instances see new rows through `changedSince`.
 */
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../store/db';
import { providerMisses, providerRecords } from '../../store/schema';
import type { FoodRecord } from '../../domain/foods/food';

export interface QuarantineEntry {
  id: string;
  provider: string;
  source_key: string;
  barcode: string | null;
  reason: string;
  validity: number;
  confidence: number;
  fetched_at: string;
  /** What the provider answered (bounded), for the operator to judge. */
  answer: unknown;
}

/** Quarantined answers keep at most this much of the provider's JSON. */
const MAX_QUARANTINE_JSON = 16_384;

export class PromotionStore {
  constructor(private readonly db: Db) {}

  async promote(provider: string, sourceKey: string, record: FoodRecord): Promise<void> {
    // Only provider answers are promoted: a private record reaching here is a programming error.
    if (record.dataset === 'private') throw new Error('private records never enter promotion');
    await this.upsert({
      id: record.id,
      provider,
      sourceKey,
      status: 'promoted',
      barcode: record.barcode ?? null,
      record,
      reason: null,
      validity: record.validity,
      confidence: record.confidence,
    });
  }

  /** One row per provider answer (provider + its key): a later answer replaces the earlier one. */
  private async upsert(row: Omit<typeof providerRecords.$inferInsert, 'updatedAt' | 'fetchedAt'>): Promise<void> {
    const values = { ...row, updatedAt: sql`now()` };
    await this.db
      .insert(providerRecords)
      .values(values)
      .onConflictDoUpdate({ target: [providerRecords.provider, providerRecords.sourceKey], set: { ...values, fetchedAt: sql`now()` } });
  }

  async quarantine(
    provider: string,
    entry: { id: string; sourceKey: string; barcode: string | null; reason: string; validity: number; confidence: number; answer: unknown },
  ): Promise<void> {
    const text = JSON.stringify(entry.answer ?? null);
    const answer = text.length <= MAX_QUARANTINE_JSON ? entry.answer : { truncated: true, head: text.slice(0, MAX_QUARANTINE_JSON) };
    await this.upsert({
      id: entry.id,
      provider,
      sourceKey: entry.sourceKey,
      status: 'quarantined',
      barcode: entry.barcode,
      record: answer ?? null,
      reason: entry.reason,
      validity: entry.validity,
      confidence: entry.confidence,
    });
  }

  async listQuarantine(limit: number, offset: number): Promise<{ total: number; items: QuarantineEntry[] }> {
    const rows = await this.db
      .select()
      .from(providerRecords)
      .where(eq(providerRecords.status, 'quarantined'))
      .orderBy(desc(providerRecords.fetchedAt), providerRecords.id)
      .limit(limit)
      .offset(offset);
    const [count] = await this.db.select({ n: sql<number>`count(*)::int` }).from(providerRecords).where(eq(providerRecords.status, 'quarantined'));
    return {
      total: Number(count?.n ?? 0),
      items: rows.map((r) => ({
        id: r.id,
        provider: r.provider,
        source_key: r.sourceKey,
        barcode: r.barcode,
        reason: r.reason ?? 'unknown',
        validity: r.validity,
        confidence: r.confidence,
        fetched_at: r.fetchedAt.toISOString(),
        answer: r.record,
      })),
    };
  }

  /**
   * Promoted records changed after `since` (a store timestamp), oldest first, with the newest
   * timestamp seen. Rows are stamped with the store's clock, so instances need not agree on time.
   */
  async changedSince(since: Date | null): Promise<{ records: FoodRecord[]; newest: Date | null }> {
    const where = since ? and(eq(providerRecords.status, 'promoted'), gt(providerRecords.updatedAt, since)) : eq(providerRecords.status, 'promoted');
    const rows = await this.db
      .select({ record: providerRecords.record, updatedAt: providerRecords.updatedAt })
      .from(providerRecords)
      .where(where)
      .orderBy(providerRecords.updatedAt);
    return { records: rows.map((r) => r.record as FoodRecord), newest: rows.length ? rows[rows.length - 1]!.updatedAt : since };
  }

  async recordMiss(provider: string, sourceKey: string, ttlMs: number): Promise<void> {
    const expiresAt = sql`now() + ${`${Math.round(ttlMs)} milliseconds`}::interval`;
    await this.db
      .insert(providerMisses)
      .values({ provider, sourceKey, expiresAt })
      .onConflictDoUpdate({ target: [providerMisses.provider, providerMisses.sourceKey], set: { expiresAt } });
  }

  /** Unexpired negative answers whose expiry is after `after` (the newest expiry seen last time). */
  async missesAfter(after: Date | null): Promise<{ provider: string; sourceKey: string; expiresAt: Date }[]> {
    const floor = after ? sql`greatest(now(), ${after.toISOString()}::timestamptz)` : sql`now()`;
    return this.db.select().from(providerMisses).where(gt(providerMisses.expiresAt, floor)).orderBy(providerMisses.expiresAt);
  }
}
