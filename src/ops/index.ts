/** The operation registry: every operation, listed once, group by group. Nothing else lists them. */
import type { AnyOp } from '../http/op';
import { foodsOps } from './foods';
import { ingredientOps } from './ingredients';
import { parseOps } from './parse';
import { intelligenceOps } from './intelligence';
import { recipeImportOps } from './recipe-import';
import { recipeOps } from './recipes';
import { mealPlanOps } from './meal-plans';
import { recipeCalculationOps } from './recipe-calculation';
import { scansOps } from './scans';
import { workspacesOps } from './workspaces';
import { visionOps } from './vision';
import { labelOps } from './labels';

export const operations: AnyOp[] = [
  ...foodsOps,
  ...ingredientOps,
  ...parseOps,
  ...intelligenceOps,
  ...recipeOps,
  ...mealPlanOps,
  ...recipeImportOps,
  ...recipeCalculationOps,
  ...workspacesOps,
  ...scansOps,
  ...visionOps,
  ...labelOps,
];
