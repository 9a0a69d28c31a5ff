/**
 * The five document operations (list, create, get, replace, delete), declared once for every
 * resource kind of ./resource-kinds.ts. Direct developer keys only; 1 point per request.
 */
import { Type as t, type TSchema } from '@sinclair/typebox';
import { ApiError, notFound } from '../../http/errors';
import { op, result, type AnyOp } from '../../http/op';
import { component } from '../../render/component';
import { WORKSPACE_LIMITS, canonicalJson, documentLimit } from '../../domain/workspaces/workspace-docs';
import {
  IfMatch,
  TAG,
  UserDocId,
  UserId,
  checkExpandedSize,
  checkInputSize,
  etag,
  expandedBytes,
  guard,
  parseIfMatch,
  renderDocument,
  storageLimit,
} from './documents';
import { context, type ResourceDef } from './resource-def';

const pascal = (snake: string) => snake.replace(/(^|_)([a-z])/g, (_, __, c: string) => c.toUpperCase());

function documentResponse(def: ResourceDef<TSchema>): TSchema {
  return t.Composite([
    t.Object({
      id: t.String({ format: 'uuid' }),
      revision: t.Integer({ minimum: 1, description: 'Current revision; also the ETag header ("3").' }),
      data: def.schema,
    }),
    def.derivedSchema as ReturnType<typeof t.Object>,
    t.Object({ created_at: t.String({ format: 'date-time' }), updated_at: t.String({ format: 'date-time' }) }),
  ]);
}

/** What the five operations of one kind share. */
interface Kind {
  def: ResourceDef<TSchema>;
  /** The collection path, /v1/users/:user_id/<resource>. */
  base: string;
  limit: number;
  common: { access: 'direct'; tag: string; cost: number };
  Doc: TSchema;
  limitsNote: string;
  notFoundDoc: (id: string) => ApiError;
}

function kindOf(def: ResourceDef<TSchema>): Kind {
  const base = `/v1/users/:user_id/${def.resource}`;
  const limit = documentLimit(def.resource);
  const common = { access: 'direct' as const, tag: TAG, cost: 1 };
  const Doc = component(`User${pascal(def.singular)}`, documentResponse(def));
  const limitsNote = `Limits: ${limit} ${def.resource} per user; ${WORKSPACE_LIMITS.inputBytes} bytes of input JSON and ${WORKSPACE_LIMITS.expandedBytes} bytes with derived fields per document; private JSON storage per developer by plan (1 MiB Free, 16 MiB Starter, 64 MiB Pro, 256 MiB Ultra). Exceeding one is 422; deleting or shrinking documents frees capacity.`;
  const notFoundDoc = (id: string) => notFound(`No ${def.label} ${id} for this user.`);
  return { def, base, limit, common, Doc, limitsNote, notFoundDoc };
}

/** GET a page of documents. */
function listOp({ def, base, common, Doc }: Kind): AnyOp {
  return op({
    ...common,
    id: def.ids.list,
    method: 'GET',
    path: base,
    summary: `List a user's private ${def.label}s`,
    toolDescription: `An end user's private ${def.label}s, a page at a time (after = next_cursor); query filters by ${def.resource === 'logs' ? 'food name' : 'name'}.`,
    description: `UUID-ordered page of the user's ${def.label} documents (full documents). Pass next_cursor as \`after\` for the next page; next_cursor is null on the last page. ${def.notes}`,
    params: UserId,
    query: t.Object({
      query: t.Optional(
        t.String({
          minLength: 1,
          maxLength: 200,
          description: `Literal, case-insensitive substring of the ${def.resource === 'logs' ? 'food name' : 'name'}.`,
          examples: ['chili'],
        }),
      ),
      limit: t.Optional(t.Integer({ minimum: 1, maximum: 50, default: 20, description: 'Page size, 1-50 (default 20).' })),
      after: t.Optional(
        t.String({ format: 'uuid', description: 'Cursor: return documents whose id sorts after this UUID (next_cursor of the previous page).' }),
      ),
    }),
    response: t.Object({
      items: t.Array(Doc),
      next_cursor: t.Union([t.String({ format: 'uuid' }), t.Null()], { description: 'Cursor for the next page; null when there is none.' }),
    }),
    errors: [404],
    handler: async ({ params, query, account, services }) => {
      const ctx = context(services, account, params.user_id);
      const page = await guard(services, () =>
        ctx.workspace.listDocuments(ctx.accountId, ctx.userId, def.resource, {
          query: query.query ?? null,
          limit: query.limit ?? 20,
          after: query.after?.toLowerCase() ?? null,
        }),
      );
      return { items: page.items.map(renderDocument), next_cursor: page.nextCursor };
    },
  });
}

/** POST a document at the caller's id (a retry with the same data is safe). */
function createOp({ def, base, limit, common, Doc, limitsNote }: Kind): AnyOp {
  return op({
    ...common,
    id: def.ids.create,
    method: 'POST',
    path: base,
    successStatus: 201,
    summary: `Create a private ${def.label}`,
    toolDescription: `Save a new private ${def.label} for an end user (user_id from create_user) at an id you choose; repeating the call with the same data is safe. ${def.dataNote}`,
    description: `Creates the document at revision 1 with the caller's UUID (201, ETag "1"). Repeating the same id with identical data returns the stored document unchanged (200); different data at an existing id is 409. ${def.notes} ${limitsNote}`,
    params: UserId,
    body: t.Object(
      { id: t.String({ format: 'uuid', description: 'Document UUID chosen by the caller (makes retries safe).' }), data: def.schema },
      { additionalProperties: false },
    ),
    response: Doc,
    errors: [404, 409, 422],
    handler: async ({ params, body, account, services }) => {
      const ctx = context(services, account, params.user_id);
      const id = body.id.toLowerCase();
      checkInputSize(def.label, body.data);
      return guard(services, async () => {
        // Decide identical/changed before any lookups: a retry must not depend on referenced data.
        const existing = await ctx.workspace.getDocument(ctx.accountId, ctx.userId, def.resource, id);
        const normalised = def.normalize ? def.normalize(body.data) : body.data;
        const same = (stored: unknown) => canonicalJson(stored) === canonicalJson(normalised);
        if (existing) {
          if (same(existing.data)) return result(200, renderDocument(existing), { etag: etag(existing.revision) });
          throw new ApiError(409, `A ${def.label} with id ${id} already exists with different content; use PUT with If-Match to change it.`, {
            details: { revision: existing.revision },
          });
        }
        const p = await def.prepare(ctx, body.data, null);
        const bytes = expandedBytes(id, p.data, p.derived);
        checkExpandedSize(def.label, bytes);
        const { document, created } = await ctx.workspace.createDocument(
          ctx.accountId,
          ctx.userId,
          def.resource,
          id,
          { data: p.data, derived: p.derived, searchName: p.searchName, bytes },
          { storageBytes: storageLimit(account), documents: limit },
          ctx.now,
          same,
        );
        return result(created ? 201 : 200, renderDocument(document), {
          etag: etag(document.revision),
          location: `/v1/users/${ctx.userId}/${def.resource}/${id}`,
        });
      });
    },
  });
}

/** GET one document. */
function getOp({ def, base, common, Doc, notFoundDoc }: Kind): AnyOp {
  return op({
    ...common,
    id: def.ids.get,
    method: 'GET',
    path: `${base}/:id`,
    summary: `Get a private ${def.label}`,
    toolDescription: `One private ${def.label} of an end user, with its derived fields and its revision (the if-match of replace and delete).`,
    description: `Returns id, data, revision and the derived fields; the ETag header carries the revision ("3") for If-Match. ${def.notes}`,
    params: UserDocId,
    response: Doc,
    errors: [404],
    handler: async ({ params, account, services }) => {
      const ctx = context(services, account, params.user_id);
      const doc = await guard(services, () => ctx.workspace.getDocument(ctx.accountId, ctx.userId, def.resource, params.id.toLowerCase()));
      if (!doc) throw notFoundDoc(params.id);
      return result(200, renderDocument(doc), { etag: etag(doc.revision) });
    },
  });
}

/** PUT a whole document under If-Match. */
function replaceOp({ def, base, common, Doc, limitsNote, notFoundDoc }: Kind): AnyOp {
  return op({
    ...common,
    id: def.ids.replace,
    method: 'PUT',
    path: `${base}/:id`,
    summary: `Replace a private ${def.label}`,
    toolDescription: `Replace a private ${def.label} whole; if-match is its current revision (409 when stale). ${def.dataNote}`,
    description: `Replaces the whole input document when If-Match names the current revision; the revision becomes N+1 and derived fields are recomputed. A stale If-Match is 409 and changes nothing; a missing If-Match is 400. Send only the documented input fields (derived fields are read-only). ${def.notes} ${limitsNote}`,
    params: UserDocId,
    headers: IfMatch,
    body: t.Object({ data: def.schema }, { additionalProperties: false }),
    response: Doc,
    errors: [404, 409, 422],
    handler: async ({ params, headers, body, account, services }) => {
      const expected = parseIfMatch(headers['if-match']);
      const ctx = context(services, account, params.user_id);
      const id = params.id.toLowerCase();
      checkInputSize(def.label, body.data);
      return guard(services, async () => {
        const current = await ctx.workspace.getDocument(ctx.accountId, ctx.userId, def.resource, id);
        if (!current) throw notFoundDoc(params.id);
        // Early answer for the common stale case; the transaction checks again under its lock.
        if (current.revision !== expected) {
          throw new ApiError(409, `Stale If-Match: the ${def.label} is at revision ${current.revision}, not ${expected}; fetch it again before retrying.`, {
            details: { revision: current.revision },
          });
        }
        const p = await def.prepare(ctx, body.data, current);
        const bytes = expandedBytes(id, p.data, p.derived);
        checkExpandedSize(def.label, bytes);
        const doc = await ctx.workspace.replaceDocument(
          ctx.accountId,
          ctx.userId,
          def.resource,
          id,
          expected,
          { data: p.data, derived: p.derived, searchName: p.searchName, bytes },
          { storageBytes: storageLimit(account) },
          ctx.now,
        );
        return result(200, renderDocument(doc), { etag: etag(doc.revision) });
      });
    },
  });
}

/** DELETE a document under If-Match. */
function deleteOp({ def, base, common }: Kind): AnyOp {
  return op({
    ...common,
    id: def.ids.delete,
    method: 'DELETE',
    path: `${base}/:id`,
    summary: `Delete a private ${def.label}`,
    toolDescription: `Delete a private ${def.label}; if-match is its current revision.`,
    description: 'Deletes only when If-Match names the current revision (409 when stale, nothing deleted; 400 when missing). Frees its storage.',
    params: UserDocId,
    headers: IfMatch,
    response: t.Object({ deleted: t.Boolean(), id: t.String({ format: 'uuid' }), revision: t.Integer({ description: 'The revision that was deleted.' }) }),
    errors: [404, 409],
    handler: async ({ params, headers, account, services }) => {
      const expected = parseIfMatch(headers['if-match']);
      const ctx = context(services, account, params.user_id);
      const doc = await guard(services, () => ctx.workspace.deleteDocument(ctx.accountId, ctx.userId, def.resource, params.id.toLowerCase(), expected));
      return { deleted: true, id: doc.id, revision: doc.revision };
    },
  });
}

/** The five operations of one resource kind, in registry order. */
export function resourceOps(def: ResourceDef<TSchema>): AnyOp[] {
  const kind = kindOf(def);
  return [listOp(kind), createOp(kind), getOp(kind), replaceOp(kind), deleteOp(kind)];
}
