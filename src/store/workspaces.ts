/**
 * Connected end users and their private workspace documents. Every write runs in one
 * transaction that first locks the account's `private_storage` row: that serialises an account's
 * workspace writes, so the user, document-count and storage limits hold under concurrency and a
 * rejected write leaves nothing behind. Every read and write is scoped by the developer account.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from './db';
import { DomainError, type ErrorKind } from '../domain/errors';
import { documents, endUsers, privateStorage } from './schema';

export interface EndUser {
  user_id: string;
  external_id: string;
  created_at: string;
}

export interface StoredDocument {
  id: string;
  resource: string;
  data: unknown;
  derived: Record<string, unknown>;
  revision: number;
  bytes: number;
  created_at: string;
  updated_at: string;
}

/** What a write stores: the normalised input, the server-derived fields and their size. */
export interface DocumentInput {
  data: unknown;
  derived: Record<string, unknown>;
  searchName: string | null;
  /** Bytes of the expanded JSON (input plus derived), counted against the account's storage. */
  bytes: number;
}

type RejectionKind = 'user_not_found' | 'not_found' | 'conflict' | 'limit';

const REJECTION_KINDS: Record<RejectionKind, ErrorKind> = { user_not_found: 'not-found', not_found: 'not-found', conflict: 'conflict', limit: 'unresolvable' };

/** An expected refusal, as opposed to a store failure: a DomainError of the matching kind. */
class WorkspaceRejection extends DomainError {
  constructor(reason: RejectionKind, message: string, details: Record<string, unknown> = {}) {
    super(REJECTION_KINDS[reason], message, details);
    this.name = 'WorkspaceRejection';
  }
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type DocRow = typeof documents.$inferSelect;

const iso = (d: Date) => d.toISOString();

function toDocument(row: DocRow): StoredDocument {
  return {
    id: row.id,
    resource: row.resource,
    data: row.data,
    derived: (row.derived ?? {}) as Record<string, unknown>,
    revision: row.revision,
    bytes: row.bytes,
    created_at: iso(row.createdAt),
    updated_at: iso(row.updatedAt),
  };
}

/**
 * Locks the account's storage row (creating it on first use) and returns the bytes in use.
 * Other stores keeping private JSON per developer can call this inside their own transaction.
 */
export async function lockPrivateStorage(tx: Tx, accountId: string): Promise<number> {
  const rows = await tx
    .insert(privateStorage)
    .values({ accountId, bytes: 0 })
    .onConflictDoUpdate({ target: privateStorage.accountId, set: { bytes: sql.raw('"private_storage"."bytes"') } })
    .returning({ bytes: privateStorage.bytes });
  return Number(rows[0]!.bytes);
}

/** Adds `delta` bytes after checking the limit; shrinking (delta ≤ 0) is always allowed. */
export async function chargePrivateStorage(tx: Tx, accountId: string, used: number, delta: number, limitBytes: number): Promise<void> {
  if (delta > 0 && used + delta > limitBytes) {
    throw new WorkspaceRejection(
      'limit',
      `Private storage limit of ${limitBytes} bytes for this plan is reached (${used} bytes in use, this write needs ${delta} more). Delete or shrink documents to free capacity.`,
      { storage_limit_bytes: limitBytes, storage_used_bytes: used },
    );
  }
  if (delta !== 0)
    await tx
      .update(privateStorage)
      .set({ bytes: sql`${privateStorage.bytes} + ${delta}` })
      .where(eq(privateStorage.accountId, accountId));
}

export class WorkspaceStore {
  constructor(private readonly db: Db) {}

  /** Returns the user of `externalId`, creating it (up to `maxUsers` per account) when new. */
  async ensureUser(accountId: string, externalId: string, maxUsers: number, now: Date): Promise<{ user: EndUser; created: boolean }> {
    return this.db.transaction(async (tx) => {
      await lockPrivateStorage(tx, accountId);
      const found = await tx
        .select()
        .from(endUsers)
        .where(and(eq(endUsers.accountId, accountId), eq(endUsers.externalId, externalId)))
        .limit(1);
      if (found[0]) return { user: toUser(found[0]), created: false };
      const [{ n }] = (await tx.select({ n: count() }).from(endUsers).where(eq(endUsers.accountId, accountId))) as [{ n: number }];
      if (Number(n) >= maxUsers) {
        throw new WorkspaceRejection('limit', `This developer account already has the maximum of ${maxUsers} connected users; delete one first.`, {
          user_limit: maxUsers,
        });
      }
      const row = { id: randomUUID(), accountId, externalId, createdAt: now };
      await tx.insert(endUsers).values(row);
      return { user: toUser(row), created: true };
    });
  }

  async getUser(accountId: string, userId: string): Promise<EndUser | null> {
    const rows = await this.db
      .select()
      .from(endUsers)
      .where(and(eq(endUsers.accountId, accountId), eq(endUsers.id, userId)))
      .limit(1);
    return rows[0] ? toUser(rows[0]) : null;
  }

  /** Erases the user and every document of theirs; null when no such user in this account. */
  async deleteUser(accountId: string, userId: string): Promise<{ documents: number; bytes: number } | null> {
    return this.db.transaction(async (tx) => {
      const used = await lockPrivateStorage(tx, accountId);
      const owner = await tx
        .select({ id: endUsers.id })
        .from(endUsers)
        .where(and(eq(endUsers.accountId, accountId), eq(endUsers.id, userId)))
        .limit(1);
      if (!owner[0]) return null;
      const [agg] = (await tx
        .select({ n: count(), bytes: sql<string | number | null>`coalesce(sum(${documents.bytes}), 0)` })
        .from(documents)
        .where(and(eq(documents.accountId, accountId), eq(documents.userId, userId)))) as [{ n: number; bytes: string | number | null }];
      const bytes = Number(agg.bytes ?? 0);
      await tx.delete(documents).where(and(eq(documents.accountId, accountId), eq(documents.userId, userId)));
      await tx.delete(endUsers).where(and(eq(endUsers.accountId, accountId), eq(endUsers.id, userId)));
      await chargePrivateStorage(tx, accountId, used, -bytes, Infinity);
      return { documents: Number(agg.n), bytes };
    });
  }

  async storageUsed(accountId: string): Promise<number> {
    const rows = await this.db.select({ bytes: privateStorage.bytes }).from(privateStorage).where(eq(privateStorage.accountId, accountId));
    return rows[0] ? Number(rows[0].bytes) : 0;
  }

  /** UUID-ordered page after `after`; `query` is a literal, case-insensitive substring of the name. */
  async listDocuments(
    accountId: string,
    userId: string,
    resource: string,
    page: { query?: string | null; limit: number; after?: string | null },
  ): Promise<{ items: StoredDocument[]; nextCursor: string | null }> {
    await this.requireUser(this.db, accountId, userId);
    const conds = [eq(documents.accountId, accountId), eq(documents.userId, userId), eq(documents.resource, resource)];
    if (page.after) conds.push(gt(documents.id, page.after));
    const q = page.query?.normalize('NFC').toLowerCase().trim();
    // strpos, not LIKE: the search is literal, so % and _ in the query are ordinary characters.
    if (q) conds.push(sql`strpos(${documents.searchName}, ${q}) > 0`);
    const rows = await this.db
      .select()
      .from(documents)
      .where(and(...conds))
      .orderBy(asc(documents.id))
      .limit(page.limit + 1);
    const items = rows.slice(0, page.limit).map(toDocument);
    return { items, nextCursor: rows.length > page.limit ? items[items.length - 1]!.id : null };
  }

  async getDocument(accountId: string, userId: string, resource: string, id: string): Promise<StoredDocument | null> {
    await this.requireUser(this.db, accountId, userId);
    const rows = await this.db
      .select()
      .from(documents)
      .where(and(eq(documents.accountId, accountId), eq(documents.userId, userId), eq(documents.resource, resource), eq(documents.id, id)))
      .limit(1);
    return rows[0] ? toDocument(rows[0]) : null;
  }

  /** Several documents of one resource by id (missing ids are simply absent). */
  async getDocuments(accountId: string, userId: string, resource: string, ids: string[]): Promise<Map<string, StoredDocument>> {
    await this.requireUser(this.db, accountId, userId);
    if (ids.length === 0) return new Map();
    const rows = await this.db
      .select()
      .from(documents)
      .where(and(eq(documents.accountId, accountId), eq(documents.userId, userId), eq(documents.resource, resource), inArray(documents.id, ids)));
    return new Map(rows.map((r) => [r.id, toDocument(r)]));
  }

  /**
   * Creates at revision 1. The same id with identical `data` (`sameContent`) returns the stored
   * document unchanged (`created: false`); with other content it is a conflict.
   */
  async createDocument(
    accountId: string,
    userId: string,
    resource: string,
    id: string,
    input: DocumentInput,
    limits: { storageBytes: number; documents: number },
    now: Date,
    sameContent: (stored: unknown) => boolean,
  ): Promise<{ document: StoredDocument; created: boolean }> {
    return this.db.transaction(async (tx) => {
      const used = await lockPrivateStorage(tx, accountId);
      await this.requireUser(tx, accountId, userId);
      const existing = await tx
        .select()
        .from(documents)
        .where(and(eq(documents.userId, userId), eq(documents.resource, resource), eq(documents.id, id)))
        .limit(1);
      if (existing[0]) {
        if (sameContent(existing[0].data)) return { document: toDocument(existing[0]), created: false };
        throw new WorkspaceRejection(
          'conflict',
          `A ${resource} document with id ${id} already exists with different content; use PUT with If-Match to change it.`,
          {
            revision: existing[0].revision,
          },
        );
      }
      const [{ n }] = (await tx
        .select({ n: count() })
        .from(documents)
        .where(and(eq(documents.userId, userId), eq(documents.resource, resource)))) as [{ n: number }];
      if (Number(n) >= limits.documents) {
        throw new WorkspaceRejection('limit', `This user already has the maximum of ${limits.documents} ${resource} documents; delete one first.`, {
          document_limit: limits.documents,
        });
      }
      await chargePrivateStorage(tx, accountId, used, input.bytes, limits.storageBytes);
      const row = {
        accountId,
        userId,
        resource,
        id,
        data: input.data,
        derived: input.derived,
        revision: 1,
        bytes: input.bytes,
        searchName: input.searchName,
        createdAt: now,
        updatedAt: now,
      };
      await tx.insert(documents).values(row);
      return { document: toDocument(row), created: true };
    });
  }

  /** Replaces the whole document when its revision is `expected`; returns the new revision. */
  async replaceDocument(
    accountId: string,
    userId: string,
    resource: string,
    id: string,
    expected: number,
    input: DocumentInput,
    limits: { storageBytes: number },
    now: Date,
  ): Promise<StoredDocument> {
    return this.db.transaction(async (tx) => {
      const used = await lockPrivateStorage(tx, accountId);
      const current = await this.lockedDocument(tx, accountId, userId, resource, id, expected);
      await chargePrivateStorage(tx, accountId, used, input.bytes - current.bytes, limits.storageBytes);
      const values = {
        data: input.data,
        derived: input.derived,
        bytes: input.bytes,
        searchName: input.searchName,
        revision: current.revision + 1,
        updatedAt: now,
      };
      await tx
        .update(documents)
        .set(values)
        .where(and(eq(documents.userId, userId), eq(documents.resource, resource), eq(documents.id, id)));
      return toDocument({ ...current, ...values });
    });
  }

  /** Deletes the document when its revision is `expected`. */
  async deleteDocument(accountId: string, userId: string, resource: string, id: string, expected: number): Promise<StoredDocument> {
    return this.db.transaction(async (tx) => {
      const used = await lockPrivateStorage(tx, accountId);
      const current = await this.lockedDocument(tx, accountId, userId, resource, id, expected);
      await tx.delete(documents).where(and(eq(documents.userId, userId), eq(documents.resource, resource), eq(documents.id, id)));
      await chargePrivateStorage(tx, accountId, used, -current.bytes, Infinity);
      return toDocument(current);
    });
  }

  private async lockedDocument(tx: Tx, accountId: string, userId: string, resource: string, id: string, expected: number): Promise<DocRow> {
    await this.requireUser(tx, accountId, userId);
    const rows = await tx
      .select()
      .from(documents)
      .where(and(eq(documents.accountId, accountId), eq(documents.userId, userId), eq(documents.resource, resource), eq(documents.id, id)))
      .limit(1);
    const row = rows[0];
    if (!row) throw new WorkspaceRejection('not_found', `No ${resource} document ${id} for this user.`);
    if (row.revision !== expected) {
      throw new WorkspaceRejection(
        'conflict',
        `Stale If-Match: the document is at revision ${row.revision}, not ${expected}; fetch it again before retrying.`,
        { revision: row.revision },
      );
    }
    return row;
  }

  private async requireUser(db: Db | Tx, accountId: string, userId: string): Promise<void> {
    const rows = await db
      .select({ id: endUsers.id })
      .from(endUsers)
      .where(and(eq(endUsers.accountId, accountId), eq(endUsers.id, userId)))
      .limit(1);
    if (!rows[0]) throw new WorkspaceRejection('user_not_found', `No user ${userId} in this developer account.`);
  }
}

function toUser(row: { id: string; externalId: string; createdAt: Date }): EndUser {
  return { user_id: row.id, external_id: row.externalId, created_at: iso(row.createdAt) };
}
