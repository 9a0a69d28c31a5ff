/**
 * Meats, fish and pulses a dish is named by ("Beef curry", "Lentil curry") or made of ("Salami,
 * pork, beef"; "Beef and rice with gravy"), singular and lower case. One list for the corpus's
 * aliases (src/corpus/aliases.ts, fndds-import.ts) and search's ranking (src/search/match.ts).
 */
export const MAIN_FOODS: ReadonlySet<string> = new Set(
  'beef pork lamb mutton goat veal venison caribou chicken turkey duck ham fish shrimp prawn crab salmon tuna lentil chickpea bean tofu'.split(' '),
);
