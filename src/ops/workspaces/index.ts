/**
 * Private users and their workspaces (spec "Private users and workspaces"): connected users of a
 * developer account, and per user six kinds of revisioned JSON documents, each with the same five
 * operations. Direct developer keys only; 1 point per request.
 */
import type { AnyOp } from '../../http/op';
import { resourceOps } from './document-ops';
import { RESOURCE_DEFS } from './resource-kinds';
import { userOps } from './users';

export const workspacesOps: AnyOp[] = [...userOps, ...RESOURCE_DEFS.flatMap(resourceOps)];
