/** The operation registry: every operation, listed once, group by group. Nothing else lists them. */
import type { AnyOp } from '../http/op';
import { recipeImportOps } from './recipe-import';

export const operations: AnyOp[] = [...recipeImportOps];
