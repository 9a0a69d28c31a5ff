/**
 * Scan memory (spec "Scan memory" and its state table): photo and label results of direct-key
 * requests, keyed by account, kind and image hash, kept 30 days from creation. Raw images are
 * never stored. Expired rows answer nothing (404 upstream) until the hourly purge removes them.
 * All times come from the caller (the service clock), never from the database.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db } from './db';
import { scans } from './schema';
import { DomainError } from '../domain/errors';

export const SCAN_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;
const SCAN_KINDS = ['photo', 'label'] as const;
export type ScanKind = (typeof SCAN_KINDS)[number];

export interface ScanRecord {
  id: string;
  accountId: string;
  kind: ScanKind;
  imageHash: string;
  /** The saved result (photo or label result, without the scan_* fields). */
  result: Record<string, unknown>;
  revision: number;
  contributing: boolean;
  consentVersion: string | null;
  createdAt: Date;
  expiresAt: Date;
}

/** What a saving photo/label response carries. */
export interface SavedScan {
  scan_id: string;
  scan_revision: number;
  scan_expires_at: string;
}

type ScanRejectionKind = 'not_found' | 'conflict';

/** An expected refusal (missing or stale scan), as opposed to a store failure. */
class ScanRejection extends DomainError {
  constructor(reason: ScanRejectionKind, message: string, details: Record<string, unknown> = {}) {
    super(reason === 'conflict' ? 'conflict' : 'not-found', message, details);
    this.name = 'ScanRejection';
  }
}

type Row = typeof scans.$inferSelect;

function toRecord(row: Row): ScanRecord {
  return {
    id: row.id,
    accountId: row.accountId,
    kind: row.kind as ScanKind,
    imageHash: row.imageHash,
    result: row.result as Record<string, unknown>,
    revision: row.revision,
    contributing: row.contributing,
    consentVersion: row.consentVersion,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
  };
}

export function savedScan(record: Pick<ScanRecord, 'id' | 'revision' | 'expiresAt'>): SavedScan {
  return { scan_id: record.id, scan_revision: record.revision, scan_expires_at: record.expiresAt.toISOString() };
}

const active = (now: number) => gt(scans.expiresAt, new Date(now));

export class ScanMemory {
  constructor(
    private readonly db: Db,
    private readonly clock: { now(): number },
  ) {}

  /**
   * Saves a new result at revision 1, expiring 30 days from now. An expired record of the same
   * image is replaced; an active one (a concurrent identical request) is kept and returned.
   */
  async saveScan(accountId: string, kind: ScanKind, imageHash: string, result: Record<string, unknown>): Promise<SavedScan> {
    const now = this.clock.now();
    const createdAt = new Date(now);
    const expiresAt = new Date(now + SCAN_LIFETIME_MS);
    const inserted = await this.db
      .insert(scans)
      .values({ id: randomUUID(), accountId, kind, imageHash, result, revision: 1, contributing: false, consentVersion: null, createdAt, expiresAt })
      .onConflictDoUpdate({
        target: [scans.accountId, scans.kind, scans.imageHash],
        set: {
          id: sql`excluded.id`,
          result: sql`excluded.result`,
          revision: 1,
          contributing: false,
          consentVersion: null,
          createdAt: sql`excluded.created_at`,
          expiresAt: sql`excluded.expires_at`,
        },
        setWhere: lte(scans.expiresAt, createdAt),
      })
      .returning();
    if (inserted[0]) return savedScan(toRecord(inserted[0]));
    const existing = await this.findScan(accountId, kind, imageHash, now);
    if (!existing) throw new Error('scan neither saved nor found');
    return savedScan(existing);
  }

  /** The active record for identical bytes in the same account, or null. */
  async findScan(accountId: string, kind: ScanKind, imageHash: string, now: number = this.clock.now()): Promise<ScanRecord | null> {
    const rows = await this.db
      .select()
      .from(scans)
      .where(and(eq(scans.accountId, accountId), eq(scans.kind, kind), eq(scans.imageHash, imageHash), active(now)))
      .limit(1);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /** An active scan of this account, or null (missing, expired and other-account look the same). */
  async getScan(accountId: string, id: string, now: number = this.clock.now()): Promise<ScanRecord | null> {
    const rows = await this.db
      .select()
      .from(scans)
      .where(and(eq(scans.id, id), eq(scans.accountId, accountId), active(now)))
      .limit(1);
    return rows[0] ? toRecord(rows[0]) : null;
  }

  /**
   * Applies a correction at revision `expected` (→ expected + 1), under a row lock so two
   * corrections of one revision cannot both win.
   */
  async correctScan(
    accountId: string,
    id: string,
    expected: number,
    correct: (result: Record<string, unknown>, now: number) => Record<string, unknown>,
    contribution: { contributing: boolean; consentVersion: string | null },
    now: number = this.clock.now(),
  ): Promise<ScanRecord> {
    return this.db.transaction(async (tx) => {
      const rows = await tx
        .select()
        .from(scans)
        .where(and(eq(scans.id, id), eq(scans.accountId, accountId), active(now)))
        .limit(1)
        .for('update');
      const row = rows[0];
      if (!row) throw new ScanRejection('not_found', `No active scan ${id} in this developer account (missing, expired or deleted).`);
      if (row.revision !== expected) {
        throw new ScanRejection(
          'conflict',
          `Stale scan_revision ${expected}: the scan is at revision ${row.revision}; fetch the latest result before retrying.`,
          { scan_revision: row.revision },
        );
      }
      const values = {
        result: correct(row.result as Record<string, unknown>, now),
        revision: row.revision + 1,
        contributing: contribution.contributing,
        consentVersion: contribution.consentVersion,
      };
      await tx.update(scans).set(values).where(eq(scans.id, id));
      return toRecord({ ...row, ...values });
    });
  }

  /** Deletes an active scan of this account; false when there is none. */
  async deleteScan(accountId: string, id: string, now: number = this.clock.now()): Promise<boolean> {
    const rows = await this.db
      .delete(scans)
      .where(and(eq(scans.id, id), eq(scans.accountId, accountId), active(now)))
      .returning({ id: scans.id });
    return rows.length > 0;
  }

  /** Hourly cleanup: removes every record 30 days past creation. Returns how many. */
  async purgeExpiredScans(now: number = this.clock.now()): Promise<number> {
    const rows = await this.db
      .delete(scans)
      .where(lte(scans.expiresAt, new Date(now)))
      .returning({ id: scans.id });
    return rows.length;
  }
}
