/**
 * The flavour a drink or sweet is made in ("vanilla latte", "caramel frappe", "chocolate
 * truffles"). The tables name few flavours of such foods and write the rest as one row said to be
 * flavored ("Coffee, Latte, flavored"), or none where the food is its flavour ("Candies,
 * truffles"), so such a word that no food's name holds with the rest of the query leaves the food
 * to the other words; of the foods they name, those said to be flavored come first.
 */
/** Flavourings, not foods that are also eaten as an ingredient ("coconut flour", "lemon curd", "mint sauce"). */
const FLAVOURS = new Set('vanilla caramel chocolate mocha hazelnut toffee butterscotch peppermint cinnamon maple'.split(' '));

/** The positions of a query's flavour words, unless every word is one ("vanilla" alone asks for the flavouring). */
export function flavourWordPositions(tokens: readonly string[]): number[] {
  const at = tokens.flatMap((w, i) => (FLAVOURS.has(w.toLowerCase()) ? [i] : []));
  return at.length < tokens.length ? at : [];
}

/** A name that says its food is flavored ("Coffee, Latte, flavored"), not one named after a flavour ("Pate, truffle flavor"). */
export const saysFlavoured = (name: string): boolean => /\bflavou?red\b/i.test(name);

/** A name that lists the plain food beside its flavours ("Soymilk, original and vanilla", "Yogurt, plain or vanilla"): it is the plain food too. */
const PLAIN_BESIDE_FLAVOUR = /\b(?:original|plain|unflavou?red)\s+(?:and|or|&)\s+[a-z]+/i;

/**
 * A flavour a food's name says that the query does not, nor inside a word ("Custard dessert,
 * chocolate" for "custard dessert"; not for "hotchocolate"), unless the name lists the plain food
 * beside it.
 */
export function saysUnaskedFlavour(name: string, queryWords: ReadonlySet<string>): boolean {
  if (PLAIN_BESIDE_FLAVOUR.test(name)) return false;
  const asked = [...queryWords];
  return name
    .toLowerCase()
    .split(/[^a-z]+/)
    .some((w) => FLAVOURS.has(w) && !asked.some((q) => q.includes(w)));
}
