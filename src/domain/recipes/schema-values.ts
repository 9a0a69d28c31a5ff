/**
 * The values of a page's schema.org data, as JSON-LD gives them and microdata is read into: the types and
 * the checks the two readers and the recipe built from them share.
 */
export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
export type Obj = { [k: string]: Json };

export const isObj = (v: Json | undefined): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
export const asArray = (v: Json | undefined): Json[] => (v === undefined || v === null ? [] : Array.isArray(v) ? v : [v]);

/** A link ("https://…", "//…"), not a text. */
export function isUrl(s: string) {
  return /^(?:https?:)?\/\//i.test(s);
}

/**
 * A line break typed raw inside a JSON string (JSON forbids it): where its author broke a line. Kept
 * apart from a "\n" the string writes as an escape: a method or an ingredient value given as one
 * string breaks there (stepsOf, ingredientGroupsOf); inside one step's text it is a wrapped line, a space.
 */
export const RAW_BREAK = '\u2028';

/** Whether an @type or itemtype names a schema.org Recipe ("Recipe", "http://schema.org/Recipe"). */
export const isRecipeType = (v: Json | undefined) => asArray(v).some((t) => typeof t === 'string' && /(?:^|[/:#])Recipe$/i.test(t.trim()));
