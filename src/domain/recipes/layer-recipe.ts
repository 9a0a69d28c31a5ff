/**
 * The recipe each extraction layer below schema.org data returns (plugin-cards.ts, h-recipe.ts, the heading
 * fallback page-headings.ts, page-lists.ts, app-state-recipe.ts): its ingredient groups, its steps in groups,
 * yields and times as the page prints them. Each layer returns the fields it found; the caller keeps earlier
 * layers' values.
 */
export interface IngredientGroup {
  name: string | null;
  ingredients: string[];
}

/** A step as the page writes it; `name` is the step's own title ("Make the marinade"), null without one. */
export interface PageStep {
  number: number;
  step: string;
  name: string | null;
}
export interface StepGroup {
  name: string | null;
  steps: PageStep[];
}

/** Steps numbered from 1 within their group. */
export const numberSteps = (steps: { step: string; name: string | null }[]): PageStep[] => steps.map((s, i) => ({ number: i + 1, step: s.step, name: s.name }));

export interface LayerRecipe {
  name: string | null;
  ingredient_groups: IngredientGroup[];
  instructions: StepGroup[];
  yields: string[];
  prep: string | null;
  cook: string | null;
  total: string | null;
}

export const emptyLayer = (): LayerRecipe => ({ name: null, ingredient_groups: [], instructions: [], yields: [], prep: null, cook: null, total: null });

/** Lines split into groups at the lines `isName` marks; a name directly over another names no lines and goes. */
export function regroup<T>(groups: { name: string | null; lines: T[] }[], text: (line: T) => string, isName: (line: T, i: number, lines: T[]) => boolean) {
  const out: { name: string | null; lines: T[] }[] = [];
  for (const g of groups) {
    let current: { name: string | null; lines: T[] } = { name: g.name, lines: [] };
    for (const [i, line] of g.lines.entries()) {
      if (!isName(line, i, g.lines)) current.lines.push(line);
      else {
        if (current.lines.length) out.push(current);
        current = { name: text(line), lines: [] };
      }
    }
    if (current.lines.length) out.push(current);
  }
  return out;
}
