/**
 * The words after an ingredient line's measure, read into the food's name and what else they say:
 * preparation, size and alternatives.
 */
import {
  COLOURS,
  CUT_TAIL_RE,
  INNER_ACTION_RE,
  INNER_SIZE_RE,
  MODIFIERS,
  NAMING_ACTIONS,
  PLAIN_SIZE_RE,
  PREP_LEAD_RE,
  PREP_TRAIL_RE,
} from './ingredient-words';
import { hasLetters, tidy } from './line-text';
import { readSize } from './measure-readers';
import { splitComments } from './name-comments';
import { splitAlternatives } from './name-alternatives';

interface NamePhrase {
  name: string;
  preparation: string[];
  size: string | null;
  alternatives: string[];
}

/** Trimming words inside a name: "Boneless Skinless", "bone-in, skin-on". */
const TRIM_WORD = '(?:boneless|skinless|bone-in|skin-on|bone-out|skin-off)';
const TRIM_INSIDE_RE = new RegExp(String.raw`\s(${TRIM_WORD}(?:\s*,?\s*(?:and\s+|&\s+)?${TRIM_WORD})*)\s+(?=\S)`, 'i');

/** A liquid and then its temperature, in other languages ("eau froide", "acqua tiepida", "lauwarmes Wasser" is read before). */
const LIQUID_TEMPERATURE_RE =
  /^((?:eau|lait|acqua|latte|agua|leche|água|leite|wasser|milch|water|melk|vatten|mjölk|vann|vand|mælk|woda|mleko|bouillon|brodo|caldo|brühe|fond)(?:\s+\p{L}+)?)\s+(froide?s?|chaude?s?|tièdes?|fredd[ao]|cald[ao]|tiepid[ao]|fr[íi][ao]|caliente|tibi[ao]|quente|morn[ao]|gelad[ao]|kalt|warm|lauwarm|koud|lauw|kallt|ljummet|varmt|kaldt|lunkent|zimn[ae]|ciep[łl][ae]|letni[ae])$/iu;

/** The words after quantity and unit → name, preparation, size, alternatives. */
export function readNamePhrase(text: string, sizeAllowed: boolean): NamePhrase {
  const comments = splitComments(text);
  const { preparation, glosses } = comments;
  let { size, rest } = comments;
  // Leading preparation: "chopped onion", "freshly ground black pepper", "skinless, boneless chicken".
  const lead = rest.match(PREP_LEAD_RE);
  let leadPrep: string | null = null;
  if (lead && lead[0].length < rest.length) {
    leadPrep = lead[1]!.trim();
    // "chopped and roasted hazelnuts": the second word is part of the name, not the joiner.
    rest = rest
      .slice(lead[0].length)
      .replace(/^(?:and|or)\s+(?=\S)/i, '')
      .trim();
  }
  // "eau froide", "acqua tiepida", "agua tibia", "leite morno": a temperature after a liquid is how it is used.
  const temperature = rest.match(LIQUID_TEMPERATURE_RE);
  if (temperature) {
    preparation.push(temperature[2]!.toLowerCase());
    rest = temperature[1]!;
  }
  // "red, white, and green nonpareils": colours listed with "and" are the mixture's, not a variety.
  const colours = rest.match(/^((?:\p{L}+,\s*)+(?:\p{L}+,?\s+)?(?:and|&)\s+\p{L}+)\s+(?=\S)/u);
  if (colours && colours[1]!.split(/,?\s+(?:and|&)\s+|,\s*/).every((w) => COLOURS.has(w.trim().toLowerCase()))) {
    preparation.push(colours[1]!.toLowerCase());
    rest = rest.slice(colours[0].length);
  }
  // "red, yellow, or orange bell pepper": a list of varieties, not a name and its preparation.
  const list = rest.match(/^((?:[\p{L}-]+,\s*)+[\p{L}-]+),?\s+or\s+([\p{L}-]+)\s+(?=\S)/u);
  if (list && [...list[1]!.split(/,\s*/), list[2]!].every((w) => MODIFIERS.has(w.toLowerCase()))) {
    rest = `${list[1]!.split(/,\s*/).join(' or ')} or ${rest.slice(list[0].length - list[2]!.length - 1)}`;
  }
  // How a cut is trimmed, written inside the name after a brand or a describing word ("Gold'n Plump
  // Boneless Skinless Chicken Breasts", "organic boneless pork chops"): preparation wherever it stands.
  const trimmed = rest.match(TRIM_INSIDE_RE);
  if (trimmed && trimmed.index !== undefined && trimmed.index > 0) {
    preparation.unshift(trimmed[1]!.trim().toLowerCase());
    rest = `${rest.slice(0, trimmed.index)} ${rest.slice(trimmed.index + trimmed[0].length)}`.replace(/\s+/g, ' ').trim();
  }
  // Preparation after the first comma, semicolon or spaced dash: "onion, finely chopped".
  const cut = rest.search(/\s*(?:[,;]|\s[-–—]\s|\.\s+(?=\p{L}))\s*/u);
  if (cut > 0) {
    const after = rest
      .slice(cut)
      .replace(/^\s*(?:[,;.]|[-–—])\s*/, '')
      .trim();
    if (after && hasLetters(after)) preparation.unshift(after.replace(/[.;]+$/, ''));
    rest = rest.slice(0, cut).trim();
  }
  if (leadPrep) preparation.unshift(leadPrep);
  // Actions inside a state phrase: "frozen chopped spinach" → "frozen spinach" + "chopped".
  const inner = rest.match(INNER_ACTION_RE);
  if (inner) {
    preparation.unshift(inner[2]!.trim());
    rest = `${inner[1]} ${inner[3]}`;
  }
  // "fresh black pepper", "fresh nutmeg": a spice sold only dried is fresh when just ground or grated.
  const justGround = rest.match(/^fresh\s+(?=(?:(?:black|white|ground|cracked)\s+)*(?:pepper|peppercorns|nutmeg)$)/i);
  if (justGround) {
    preparation.unshift('fresh');
    rest = rest.slice(justGround[0].length);
  }
  // A size after a describing word: "fresh medium garlic cloves".
  const innerSize = rest.match(INNER_SIZE_RE);
  if (innerSize && !size) {
    size = innerSize[2]!.toLowerCase();
    rest = `${innerSize[1]} ${innerSize[3]}`;
  }
  // A size word after leading preparation ("chopped large onion") or alone before the name.
  // Without a number only plain size words count: "Large carrot", but "Big Mac" and "good olive oil" are names.
  const sz = sizeAllowed && PLAIN_SIZE_RE.test(rest) ? readSize(rest) : null;
  if (sz && !size) {
    size = sz.size;
    rest = sz.rest;
  }
  // Trailing preparation without a comma: "1 onion chopped", "chicken cut into strips".
  const trail = rest.match(PREP_TRAIL_RE);
  const naming = trail && NAMING_ACTIONS.some(([action, food]) => action.test(trail[1]!.trim()) && food.test(rest.slice(0, trail.index)));
  if (trail && trail.index !== undefined && trail.index > 0 && !naming) {
    preparation.push(trail[1]!.trim());
    rest = rest.slice(0, trail.index).trim();
  }
  // The shape other languages cut it into: "zanahoria en rodajas", "cipolla a dadini", "Zwiebeln in Würfel (geschnitten)".
  const shape = rest.match(CUT_TAIL_RE);
  if (shape && shape.index !== undefined && shape.index > 0) {
    preparation.splice(trail && !naming && trail.index ? preparation.length - 1 : preparation.length, 0, shape[1]!.trim());
    rest = rest.slice(0, shape.index).trim();
  }
  const alt = splitAlternatives(rest);
  const alternatives = [...alt.alternatives, ...glosses];
  return { name: tidy(alt.name), preparation, size, alternatives: [...new Set(alternatives)].filter((a) => a && a !== tidy(alt.name)) };
}
