/**
 * Words for how a food is cut or portioned ("broccoli florets", "diced tomatoes", "salmon fillet",
 * "walnut halves"): the food is what the other words name. Tables name a cut only where it makes
 * another product ("Pineapple, frozen, chunks", "Cheese, cheddar, sharp, sliced"), so a cut word
 * that no food's name holds with the rest of the query says nothing about which food is meant.
 */
const CUT_WORDS = new Set(
  (
    'floret florets fillet fillets filet filets slice slices sliced dice diced cube cubes cubed chopped minced grated ' +
    'shredded chunk chunks piece pieces halves halved quartered wedge wedges strip strips stick sticks segments spears ' +
    'rings julienned spiralized'
  ).split(' '),
);

/** The positions of a query's words that are cut words, unless every word is one ("slices" alone asks for nothing else). */
export function cutWordPositions(words: readonly string[]): number[] {
  const at = words.flatMap((w, i) => (CUT_WORDS.has(w.toLowerCase()) ? [i] : []));
  return at.length < words.length ? at : [];
}
