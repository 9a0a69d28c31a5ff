/** How a workspace resource kind is declared: its schema, derived fields and how its input is prepared. */
import type { Static, TSchema } from '@sinclair/typebox';
import type { Services } from '../../http/services';
import type { WorkspaceResource } from '../../domain/workspaces/workspace-docs';
import type { Account } from '../../store/accounts';
import type { StoredDocument, WorkspaceStore } from '../../store/workspaces';

export interface PrepareContext {
  services: Services;
  workspace: WorkspaceStore;
  accountId: string;
  userId: string;
  now: Date;
}

interface Prepared {
  data: unknown;
  derived: Record<string, unknown>;
  searchName: string | null;
}

export interface ResourceDef<S extends TSchema> {
  resource: WorkspaceResource;
  /** For the component name (User<Singular>). */
  singular: string;
  /** The five operation ids, written out so each can be found by grep. */
  ids: { list: string; create: string; get: string; replace: string; delete: string };
  /** For messages and summaries. */
  label: string;
  schema: S;
  derivedSchema: TSchema;
  notes: string;
  /** For models (tool descriptions of create and replace): what `data` holds, in a sentence. */
  dataNote: string;
  /** The stored form of the input (optional fields filled with null); pure, so retries compare without lookups. */
  normalize?: (data: Static<S>) => unknown;
  /** Normalises the input and computes derived fields; `previous` is the stored document on replacement. */
  prepare(ctx: PrepareContext, data: Static<S>, previous: StoredDocument | null): Promise<Prepared>;
}

export function context(services: Services, account: Account, userId: string): PrepareContext {
  return { services, workspace: services.workspaces, accountId: account.id, userId: userId.toLowerCase(), now: new Date(services.clock.now()) };
}
