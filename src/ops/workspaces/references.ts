/** What workspace documents refer to: a plan's recipes and a log's food, private first, then public. */
import { DocumentRejected, type LoggedFood, type PlanDay, type PrivateFoodData, type RecipeData, type RecipeRef } from '../../domain/workspaces/workspace-docs';
import { DOC } from './documents';
import type { PrepareContext } from './resource-def';

/** Recipe references of plan/template days → snapshot nutrition, 422 naming the first unknown one. */
export async function resolvePlanRecipes(ctx: PrepareContext, days: PlanDay[]): Promise<(id: number | string) => RecipeRef> {
  const refs = new Map<string, RecipeRef>();
  const privateIds = new Set<string>();
  const publicIds = new Set<number>();
  for (const d of days) for (const m of d.meals) typeof m.recipe_id === 'number' ? publicIds.add(m.recipe_id) : privateIds.add(m.recipe_id.toLowerCase());
  const own = await ctx.workspace.getDocuments(ctx.accountId, ctx.userId, 'recipes', [...privateIds]);
  for (const [id, doc] of own) {
    const r = doc.data as RecipeData;
    refs.set(id, { name: r.name, nutrition_source: 'user-provided', nutrition_per_serving: r.nutrition_per_serving });
  }
  for (const id of publicIds) {
    const found = ctx.services.recipeLookup ? await ctx.services.recipeLookup(id) : null;
    if (found) refs.set(String(id), { name: found.name, nutrition_source: 'corpus', nutrition_per_serving: found.nutrition_per_serving });
  }
  days.forEach((d, i) => {
    d.meals.forEach((m, j) => {
      const key = typeof m.recipe_id === 'number' ? String(m.recipe_id) : m.recipe_id.toLowerCase();
      if (!refs.has(key)) {
        throw new DocumentRejected(
          'unresolvable',
          `${DOC}days.${i}.meals.${j}.recipe_id`,
          typeof m.recipe_id === 'number'
            ? `Unknown recipe ${m.recipe_id}: no owned public recipe has this id.`
            : `Unknown recipe ${m.recipe_id}: this user has no private recipe with this id.`,
        );
      }
    });
  });
  return (id) => refs.get(typeof id === 'number' ? String(id) : id.toLowerCase())!;
}

/** A log's food: the user's private food first, then a public food. */
export async function resolveLogFood(ctx: PrepareContext, foodId: string): Promise<LoggedFood> {
  const own = (await ctx.workspace.getDocuments(ctx.accountId, ctx.userId, 'foods', [foodId.toLowerCase()])).get(foodId.toLowerCase());
  if (own) {
    const f = own.data as PrivateFoodData;
    return {
      id: own.id,
      name: f.name,
      source: 'private',
      nutrition_basis: f.nutrition_basis,
      calories: f.calories,
      protein_g: f.protein_g,
      carbs_g: f.carbs_g,
      fat_g: f.fat_g,
    };
  }
  const pub = ctx.services.foodLookup ? await ctx.services.foodLookup(foodId.toLowerCase()) : null;
  if (!pub) throw new DocumentRejected('unresolvable', `${DOC}food_id`, `Unknown food ${foodId}: not one of this user's private foods nor a public food.`);
  return {
    id: pub.id,
    name: pub.name,
    source: 'corpus',
    nutrition_basis: pub.nutrition_basis,
    calories: pub.calories,
    protein_g: pub.protein_g,
    carbs_g: pub.carbs_g,
    fat_g: pub.fat_g,
  };
}
