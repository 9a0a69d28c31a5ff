/**
 * What frames an ingredient line's measure: a leading note, a name written first ("Spaghetti: 320 g")
 * and a part of a fruit ("juice of 1 lemon").
 */
import { readNormalisedQuantity as readQuantity } from './numbers';
import { COMMENT_TAIL, PREP_ONLY_RE } from './ingredient-words';
import { hasLetters } from './line-text';
import { readParen, readSize, readUnit, skipEquivalent } from './measure-readers';

/** Text made only of a measure ("2/3 cup", "320 g | 11 oz", "2", "1 kg (2 lb)"), for name-first lines. */
function measureOnly(text: string): boolean {
  const q = readQuantity(text);
  if (!q || (q.fromWords && !readUnit(q.rest))) return false;
  let rest = q.rest;
  const size = readSize(rest, true);
  if (size) rest = size.rest;
  const u = readUnit(rest);
  if (u) rest = u.rest.trim();
  rest = skipEquivalent(rest);
  const paren = readParen(rest);
  if (paren) rest = paren.rest;
  rest = skipEquivalent(rest);
  // "Spring onions – 4, sliced", "nagaimo: 160 g, grated": a preparation may follow the measure.
  const prep = rest.match(/^\s*(,)?\s*(.+)$/);
  if (prep && (PREP_ONLY_RE.test(prep[2]!.trim()) || (prep[1] && COMMENT_TAIL.test(` ${prep[2]}`)))) return true;
  // "葱 2 根，切段": Chinese writes what is done to the food after a comma.
  if (u && /^[\u4e00-\u9fff][^\d]*$/u.test(rest.replace(/^[\s,]+/, ''))) return true;
  return /^[\s.,;]*(?:each|total|approx\.?|\(optional\))?[\s.]*$/i.test(rest);
}

/**
 * Name-first styles: "Spaghetti: 320 g | 11 oz", "Salt - 1 tsp", "Olive oil, 2/3 cup",
 * "Extra virgin olive oil 1/4 cup (40g)". Returns the name part and the measure part.
 */
function splitNameFirst(text: string): { head: string; measure: string } | null {
  if (readQuantity(text) && !/^an?\s/i.test(text)) return null;
  const sep = text.match(/^(.+?)\s*(?:[:：]|\s[-–—]\s|,)\s*(.+)$/);
  if (sep && hasLetters(sep[1]!) && measureOnly(sep[2]!)) return { head: sep[1]!, measure: sep[2]! };
  // "Rice (50 grams)", "Onion (1)", "Chocolate (70 g) (optional)".
  const paren = text.match(/^([^()]+?)\s*\(([^()]+)\)\s*((?:\([^()]*\)\s*)*)$/);
  if (paren && hasLetters(paren[1]!) && !/\d/.test(paren[1]!) && measureOnly(paren[2]!)) {
    const bare = !readUnit(readQuantity(paren[2]!)!.rest);
    if (!bare || (paren[1]!.split(' ').length <= 4 && /^\d{1,2}$/.test(paren[2]!.trim())))
      return { head: `${paren[1]} ${paren[3]}`.trim(), measure: paren[2]! };
  }
  const lastComma = text.lastIndexOf(',');
  if (lastComma > 0 && hasLetters(text.slice(0, lastComma)) && measureOnly(text.slice(lastComma + 1).trim())) {
    return { head: text.slice(0, lastComma), measure: text.slice(lastComma + 1).trim() };
  }
  // "Butter 2 tbsp", "Eggs 3": the first digit that starts a trailing measure.
  const re = /\s(?=[\d.])/g;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const head = text.slice(0, m.index);
    const tail = text.slice(m.index + 1);
    if (!hasLetters(head) || !measureOnly(tail)) continue;
    const q = readQuantity(tail)!;
    // A bare trailing number needs a short head and a plain count ("Eggs 3"), not "beef 80/20".
    if (!readUnit(q.rest) && (head.split(' ').length > 4 || /\d/.test(head) || !/^\d{1,2}\b(?![./])/.test(q.text))) continue;
    return { head, measure: tail };
  }
  return null;
}

/**
 * What frames the measure: a leading note ("(optional) 1/2 tsp nutmeg"), a name written first
 * ("Chicken breasts: 2 (500 g)") and a part of a fruit ("juice of 1 lemon"). `measure` is the rest.
 */
export function readLineFrame(text: string): { extraPrep: string[]; nameHead: string | null; part: string | null; measure: string } {
  const extraPrep: string[] = [];
  // A leading note: "(optional) 1/2 tsp nutmeg", "Optional: 1 cup nuts", "to taste: salt",
  // "additional flour, for dusting", "more butter for the pan" (but "more or less 2 cups").
  const leadNote = text.match(/^(?:\(([^)]*)\)|(optional|to\s+(?:your\s+)?taste|additional|more(?!\s+(?:or|than)\b))\s*:?)\s+(?=\S)/i);
  if (leadNote) {
    extraPrep.push((leadNote[1] ?? leadNote[2]!).trim().toLowerCase());
    text = text.slice(leadNote[0].length);
  }
  let nameHead: string | null = null;
  const nf = splitNameFirst(text);
  if (nf) {
    nameHead = nf.head;
    text = nf.measure;
  }

  // "juice of 1 lemon", "zest and juice of 2 limes", "the juice of half a lemon".
  let part: string | null = null;
  const partOf = text.match(
    /^(?:the\s+)?((?:finely\s+)?grated\s+)?(juice|zest|rind|peel|seeds|flesh|pulp|zest\s+and\s+juice|juice\s+and\s+zest|finely\s+grated\s+zest|grated\s+zest)\s+(?:from|of)\s+(.+)$/i,
  );
  if (partOf && readQuantity(partOf[3]!)) {
    part = partOf[2]!.toLowerCase().replace(/^(?:finely\s+)?grated\s+/, '');
    if (partOf[1] || /grated/i.test(partOf[2]!)) extraPrep.push('grated');
    text = partOf[3]!;
  }
  return { extraPrep, nameHead, part, measure: text };
}
