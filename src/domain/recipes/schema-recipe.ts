/**
 * A schema.org Recipe object (JSON-LD or microdata) in the common layer shape, with the fields only
 * schema.org carries; ingredient values read into groups, marked where a generator joined or split lines.
 */
import { asArray, isObj, isUrl, RAW_BREAK, type Json, type Obj } from './schema-values';
import { looksLikeGroupLabel } from './page-blocks';
import type { IngredientGroup, LayerRecipe } from './layer-recipe';
import type { Derived, ExtractedRecipe } from './extracted-recipe';
import { firstText, list, term, texts } from './schema-text';
import { instructionGroups, type ShownWhole } from './schema-instructions';

function nutrition(v: Json | undefined): Record<string, string> | null {
  const n = asArray(v).find(isObj);
  if (!n) return null;
  const out: Record<string, string> = {};
  for (const [k, val] of Object.entries(n)) {
    if (k.startsWith('@')) continue;
    const t = firstText(val);
    if (t) out[k] = t;
  }
  return Object.keys(out).length ? out : null;
}

/**
 * Ingredient lists read from values that each held several lines: the generator joined lines as it
 * wrote them and may have cut them too (one plugin's "1.5 tsp ginger" sent as "5 tsp ginger", its
 * "1." taken for list numbering), so the page's own lines are compared (doubtfulIngredients).
 */
export const JOINED_VALUES = new WeakSet<IngredientGroup[]>();

/**
 * Ingredient lists whose values after the first open with a space (" in Stücken", " 250 g Rindfleisch"):
 * a generator split the lines at their commas, so the page's lines are compared (commaSplitLines).
 */
export const COMMA_SPLIT = new WeakSet<IngredientGroup[]>();

/** Where a value written as several lines breaks. */
const VALUE_LINES = new RegExp(`\\r?\\n|${RAW_BREAK}|<br\\s*\\/?>|<\\/(?:p|li)>`, 'i');

/** Ingredient values as groups: a `{ "@group": name }` marker (from microdata headings) or a colon-ended label line starts a group. */
function ingredientGroupsOf(v: Json | undefined): IngredientGroup[] {
  const groups: IngredientGroup[] = [];
  let joined = false;
  let current: IngredientGroup = { name: null, ingredients: [] };
  const open = (name: string) => {
    if (current.ingredients.length) groups.push(current);
    current = { name, ingredients: [] };
  };
  for (const x of asArray(v)) {
    if (isObj(x) && typeof x['@group'] === 'string') {
      open(x['@group']);
      continue;
    }
    // A value written as several lines ("2 concombres\r\n400 g de yaourt grec") holds one ingredient per line.
    const values = typeof x === 'string' ? x.split(VALUE_LINES) : [x];
    if (texts(values).length > 1) joined = true;
    for (const t of texts(values)) {
      const line = t.replace(/^(?:[▢☐□•·●◦▪■*–—-]\s*)+/u, '');
      if (looksLikeGroupLabel(line)) open(line.replace(/[:：]\s*$/, ''));
      else if (line) current.ingredients.push(line);
    }
  }
  if (current.ingredients.length) groups.push(current);
  if (joined) JOINED_VALUES.add(groups);
  const values = asArray(v).filter((x): x is string => typeof x === 'string');
  // A number's decimal comma split too ("1" / "5 TL Senf") leaves no space: most, not all, values open with one.
  const spaced = values.slice(1).filter((x) => /^\s/.test(x)).length;
  if (values.length >= 3 && !/^\s/.test(values[0]!) && spaced * 4 >= (values.length - 1) * 3) COMMA_SPLIT.add(groups);
  return groups;
}

/** A schema.org object (JSON-LD or microdata) in the common layer shape, plus the fields only schema.org carries. */
export function schemaLayer(
  o: Obj,
  shownWhole: ShownWhole,
): { layer: LayerRecipe; rest: Omit<ExtractedRecipe, 'index' | 'format' | 'plugin' | keyof Derived> } {
  const layer: LayerRecipe = {
    name: firstText(o.name) ?? firstText(o.headline),
    // The older "ingredients" property where it lists more lines than "recipeIngredient" (a page may give the latter as one joined value).
    ingredient_groups: ingredientGroupsOf(
      asArray(o.ingredients).length > asArray(o.recipeIngredient).length ? o.ingredients : (o.recipeIngredient ?? o.ingredients),
    ),
    instructions: instructionGroups(o.recipeInstructions, shownWhole),
    yields: texts(o.recipeYield ?? o.yield),
    prep: firstText(o.prepTime),
    cook: firstText(o.cookTime),
    total: firstText(o.totalTime),
  };
  return {
    layer,
    rest: {
      description: firstText(o.description),
      authors: texts(o.author).filter((a) => !isUrl(a)),
      date_published: firstText(o.datePublished),
      categories: list(o.recipeCategory),
      cuisines: list(o.recipeCuisine),
      keywords: list(o.keywords),
      suitable_for_diet: texts(o.suitableForDiet).map(term),
      nutrition: nutrition(o.nutrition),
      unverified: true,
    },
  };
}
