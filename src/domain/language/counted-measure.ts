/**
 * What follows a quantity before its unit: a package and its size ("2 (14.5 oz) cans", "2 x 400g
 * tins"), a range in brackets, the size of each counted piece ("a 2-inch piece of ginger").
 */
import { readNormalisedQuantity as readQuantity, type QuantityMatch } from './numbers';
import { CONTAINERS, SIZE } from './ingredient-words';
import { hasLetters } from './line-text';
import { readMeasure, readParen, readSize, readUnit, SIZE_ONLY_RE, skipEquivalent } from './measure-readers';
import type { Parts } from './parsed-measure';

/** "or 3 small" after "2 large": the other count and size a line allows. */
const OTHER_COUNT_RE = new RegExp(String.raw`^or\s+(\d+(?:[./]\d+)?\s+${SIZE})\s+(?=\S)`, 'i');

/** After a quantity: its package ("2 x 400g tins", "2 (14.5 oz) cans"), a range in brackets, the size of a piece. Returns what follows. */
export function readCounted(q: QuantityMatch, p: Parts): string {
  p.quantity = q.value;
  p.quantityMax = q.max;
  p.approximate = q.approximate;
  let rest = q.rest.replace(/^of\s+an?\s+/i, '').replace(/^[x]\s+(?=\D)/i, 'x ');
  // "½ a lemon", "1/2 an avocado".
  if (q.value < 1 && q.max === null) rest = rest.replace(/^an?\s+(?=[a-z])/i, '');
  const more = rest.match(/^(?:or|\+)\s*more\s+(?=\S)/i);
  if (more) {
    p.notes.push('or more');
    rest = rest.slice(more[0].length);
  }
  // "3 - 15 oz cans": a count, then each container's size, not a range of ounces.
  if (q.max !== null) {
    const u0 = readUnit(rest);
    const c = u0 && (u0.def.dimension === 'mass' || u0.def.dimension === 'volume') ? readUnit(u0.rest.trim()) : null;
    if (u0 && c && CONTAINERS.has(c.def.name)) {
      p.quantityMax = null;
      p.pkg = { quantity: q.max, unit: u0.def.name };
      rest = u0.rest.trim();
    }
  }
  // "2 x 400g tins", "4 x 150 g salmon fillets".
  const times = rest.match(/^x\s*/i);
  if (times) {
    const m = readMeasure(rest.slice(times[0].length));
    if (m) {
      p.pkg = { quantity: m.quantity, unit: m.unit };
      rest = skipEquivalent(m.rest);
    } else if (/^x\s*\d/i.test(rest) || /^x\s+\p{L}/iu.test(rest)) {
      // "2 x 3 cm pieces": keep the first number, the rest is description; "4x oignon": four onions.
      rest = rest.slice(times[0].length);
    }
  }
  rest = readBracketAfterQuantity(rest, p);
  rest = readPackageSize(rest, q, p);
  return readPieceSize(rest, p);
}

/** "2 (14.5 oz) cans", "1 (1-ounce) envelope", "2 (6 oz) salmon fillets"; "1 (or 2)" is a range. */
function readBracketAfterQuantity(rest: string, p: Parts): string {
  const paren = readParen(rest);
  const orMore = paren?.inner.match(/^(?:or|to|-)\s*([\d./ ]+)$/i);
  if (paren && orMore) {
    const max = readQuantity(orMore[1]!);
    if (max && max.value > p.quantity! && !max.rest) p.quantityMax = max.value;
    return paren.rest;
  }
  if (paren) {
    const m = readMeasure(paren.inner.replace(/^(?:about|approx\.?|~)\s*/i, ''));
    if (m && !hasLetters(m.rest.replace(/\b(?:each|total|net|wt|weight|size|drained)\b/gi, ''))) {
      p.pkg = { quantity: m.quantity, unit: m.unit };
      return paren.rest;
    }
    const s = paren.inner.match(SIZE_ONLY_RE);
    if (s) {
      p.size = paren.inner.toLowerCase();
      return paren.rest;
    }
  }
  return rest;
}

/** A measure after the count that sizes each counted container or item ("1 15-oz can", "400g tin"). */
function readPackageSize(rest: string, q: QuantityMatch, p: Parts): string {
  // "1 15-oz can", "1 29oz large can": a measure followed by a container is each container's size;
  // "1 8oz cream cheese", "1 14.5 oz (400 g) canned tomatoes": after a whole count, each item's.
  if (!p.pkg && p.quantityMax === null) {
    const m = readMeasure(rest);
    if (m) {
      const after = skipEquivalent(m.rest.replace(/^[([][^)\]]*[)\]]\s*/, ''));
      const sized = readSize(after);
      const c = readUnit(sized ? sized.rest : after);
      const container = c !== null && c.def.dimension === 'count' && CONTAINERS.has(c.def.name);
      if (container || (Number.isInteger(p.quantity) && !q.fromWords && /^[a-z]/i.test(after))) {
        p.pkg = { quantity: m.quantity, unit: m.unit };
        rest = container ? (sized ? sized.rest : after) : after;
        if (container && sized) p.size = sized.size;
      }
    }
  }
  // "400g tin chopped tomatoes", "3 oz pkg. jello": a measure then a container is one container of that size.
  if (!p.pkg && !q.fromWords && p.quantityMax === null) {
    const u0 = readUnit(rest);
    const after = u0 && u0.def.dimension !== 'count' && u0.def.name !== 'inch' ? skipEquivalent(u0.rest.trim(), u0.def) : null;
    const c = after !== null ? readUnit(after) : null;
    if (u0 && c && CONTAINERS.has(c.def.name)) {
      p.pkg = { quantity: p.quantity!, unit: u0.def.name };
      p.quantity = 1;
      rest = after!;
    }
  }
  return rest;
}

/** A size word ("large") and a length describing the counted piece ("a 2-inch piece of ginger"). */
function readPieceSize(rest: string, p: Parts): string {
  const size = readSize(rest);
  if (size) {
    p.size = p.size ?? size.size;
    rest = size.rest;
    // "2 large or 3 small zucchini": the other count and size is a note.
    const other = rest.match(OTHER_COUNT_RE);
    if (other) {
      p.notes.push(`or ${other[1]!.toLowerCase()}`);
      rest = rest.slice(other[0].length);
    }
  }
  // "a 2-inch piece of ginger", "1 5 cm stick cinnamon": a length describing the counted piece.
  const length = rest.match(/^(\d+(?:[./]\d+)?\s*-?\s*(?:inch|inches|in\.|cm|")(?:[- ](?:long|thick|wide))?)\s+(?=\S)/i);
  if (length) {
    const after = readUnit(rest.slice(length[0].length));
    if (after && after.def.dimension === 'count') {
      p.size = [p.size, length[1]!.replace(/\s+/g, ' ')].filter(Boolean).join(' ');
      rest = rest.slice(length[0].length);
    } else if (!after && Number.isInteger(p.quantity) && p.quantityMax === null && /^[a-z]/i.test(rest.slice(length[0].length))) {
      // "6 10-inch flour tortillas", "one 9-inch pie shell": how big each counted item is (as "8 (6 inch) tortillas").
      p.notes.push(length[1]!.replace(/\s+/g, ' ').toLowerCase());
      rest = rest.slice(length[0].length);
    }
  }
  return rest;
}
