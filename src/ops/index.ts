/** The operation registry: every operation, listed once, group by group. Nothing else lists them. */
import type { AnyOp } from '../http/op';

export const operations: AnyOp[] = [];
