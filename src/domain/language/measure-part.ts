/**
 * The measure at the start of an ingredient line: quantity, package, size and unit, and what they
 * say beside the amount. What remains is the name phrase.
 */
import type { Parts } from './parsed-measure';
import { readNormalisedQuantity as readQuantity, type QuantityMatch } from './numbers';
import { CONTAINERS, FULLNESS_LEAD_RE, FULLNESS_RE, UNNUMBERED_MEASURES } from './ingredient-words';
import { hasLetters } from './line-text';
import { readMeasure, readParen, readSize, readUnit, restatedIn, skipEquivalent, stripQuantityWords } from './measure-readers';
import { readCounted } from './counted-measure';

const VAGUE =
  /^(?:a\s+few|a\s+little(?:\s+bit)?(?:\s+of)?|a\s+(?:tiny|teensy|small)\s+bit(?:\s+of)?|a\s+bit\s+of|a\s+touch\s+of|a\s+dab\s+of|a\s+drizzle\s+of|a\s+sprinkle\s+of|a\s+sprinkling\s+of|a\s+small\s+amount\s+of|some|several|few|lots\s+of|plenty\s+of)\s+/i;

/** Quantity, package, size and unit at the start of `text`; what remains is the name phrase. */
export function readMeasurePart(text: string): Parts {
  const p: Parts = {
    quantity: null,
    quantityMax: null,
    approximate: false,
    unit: null,
    unitText: null,
    size: null,
    pkg: null,
    rest: text,
    negative: false,
    vague: null,
    notes: [],
  };
  if (/^-\s*\d/.test(text) && !/^-\s+\d/.test(text)) return readNegative(text, p);
  // "scant 3/4 cup", "heaped 2 tbsp": how full the measure is, said before the number.
  const fullness = text.match(FULLNESS_LEAD_RE);
  if (fullness) {
    p.size = fullness[1]!.toLowerCase();
    text = text.slice(fullness[0].length);
  }
  const q: QuantityMatch | null = readQuantity(text);
  let rest: string;
  if (q) rest = readCounted(q, p);
  else {
    const uncounted = readUncounted(text, p);
    if ('parts' in uncounted) return uncounted.parts;
    rest = uncounted.rest;
  }
  return readUnitPart(rest, p);
}

/** "-2 cups": a negative amount is no usable quantity; the unit still reads. */
function readNegative(text: string, p: Parts): Parts {
  p.negative = true;
  p.rest = text.replace(/^-\s*/, '');
  const q = readQuantity(p.rest);
  if (q) p.rest = q.rest;
  const u = readUnit(p.rest);
  if (u) {
    p.unit = u.def;
    p.unitText = u.text;
    p.rest = u.rest.trim();
  }
  p.rest = p.rest.replace(/^of\s+/i, '');
  return p;
}

/**
 * No amount: "a few sprigs of thyme" (vague, finished here), "pinch of salt" (one of a singular
 * unit, the unit read next), or a plain name (finished here).
 */
function readUncounted(text: string, p: Parts): { parts: Parts } | { rest: string } {
  // "a few sprigs of thyme", "a little olive oil": no amount, but the unit and name still read.
  const vague = text.match(VAGUE);
  if (vague) {
    p.vague = vague[0]
      .trim()
      .toLowerCase()
      .replace(/\s+of$/, '');
    let rest = text.slice(vague[0].length);
    const vu = readUnit(rest);
    if (vu && vu.def.dimension === 'count') {
      p.unit = vu.def;
      p.unitText = vu.text;
      rest = vu.rest.trim();
    }
    return { parts: { ...p, rest: rest.replace(/^of\s+(?:the\s+)?/i, '').trim() } };
  }
  // "pinch of salt", "small bunch of coriander": a singular unit followed by "of" is one of it;
  // so is a sized count unit without it ("small bunch coriander", "large handful spinach"), a
  // measure qualified by how full it is ("heaping tablespoon cocoa"), and a small measure people
  // write with no number at all ("Pinch salt", "Handful basil").
  const sz = readSize(text);
  const u = readUnit(sz ? sz.rest : text);
  const singularUnit = u !== null && !/s$/i.test(u.text.replace(/\.$/, ''));
  const named = u !== null && /^[a-z]/i.test(u.rest.trim());
  const sizedCount = sz !== null && named && (u!.def.dimension === 'count' || FULLNESS_RE.test(sz.size));
  const bareMeasure = sz === null && named && UNNUMBERED_MEASURES.has(u!.def.name);
  if (!u || !singularUnit || !(/^of\s/i.test(u.rest.trim()) || sizedCount || bareMeasure)) return { parts: { ...p, rest: text } };
  p.quantity = 1;
  if (sz) {
    p.size = sz.size;
    return { rest: sz.rest };
  }
  return { rest: text };
}

/** The unit and what follows it: "and a half", "plus 2 tablespoons", an equivalent in brackets, "of". */
function readUnitPart(rest: string, p: Parts): Parts {
  // "¼ de xícara", "1/2 de taza": "of" between the number and the unit.
  const of = p.quantity !== null ? rest.match(/^de\s+(?=\S)/i) : null;
  if (of && readUnit(rest.slice(of[0].length))) rest = rest.slice(of[0].length);
  // "2 firmly packed cups": how the measure is filled, before the unit.
  const packed = p.quantity !== null ? rest.match(/^((?:firmly|lightly|loosely|tightly|well)\s+)?packed\s+(?=\S)/i) : null;
  if (packed && readUnit(rest.slice(packed[0].length))) {
    p.notes.push(packed[0].trim().toLowerCase());
    rest = rest.slice(packed[0].length);
  }
  let u = readUnit(rest, true);
  // "1-inch piece ginger": the length describes the piece.
  if (u && (u.def.name === 'inch' || u.def.name === 'cm')) {
    const next = readUnit(u.rest.trim());
    if (next && next.def.dimension === 'count') {
      // "3 inch piece of ginger": the number was the piece's length; one piece.
      const length = p.quantityMax !== null ? `${p.quantity}-${p.quantityMax}` : `${p.quantity}`;
      p.size = [p.size, `${length}-${u.text}`].filter(Boolean).join(' ');
      p.quantity = 1;
      p.quantityMax = null;
      u = next;
    }
  }
  if (u) {
    p.unit = u.def;
    p.unitText = u.text;
    rest = u.rest.trim();
    // "1 lata | latas de milho": some sites print the unit's singular and plural.
    // The unit written twice ("1 Tl Tl Limettensaft"), a copying slip: once.
    const plural = rest.match(/^(?:\|\s*)?/);
    const again = plural ? readUnit(rest.slice(plural[0].length)) : null;
    if (again && again.def === u.def) rest = again.rest.trim();
    // "1 bottle 750 ml of red wine", "un bote de 800 g de tomate": a measure after a container is its size.
    const size = CONTAINERS.has(u.def.name) && !p.pkg ? readMeasure(rest.replace(/^(?:of|de|di|da)\s+(?=\d)/i, '')) : null;
    if (size && /^(?:of\s|[a-z])/i.test(size.rest)) {
      p.pkg = { quantity: size.quantity, unit: size.unit };
      rest = size.rest;
    }
    // "1 cup plus 2 tablespoons", "½ cup + 2 tbsp": one amount, in the first unit.
    // "three ounces and a half", "a pint and a half of milk".
    const half = p.quantity !== null && p.quantityMax === null ? rest.match(/^and\s+a\s+half\b\s*/i) : null;
    if (half) {
      p.quantity = p.quantity! + 0.5;
      rest = rest.slice(half[0].length);
    }
    // "1 cup 2 tbsp", "1 lb 4 oz": a second amount of the same system with nothing between is a sum too.
    const plus =
      u.def.factor !== null && p.quantityMax === null && p.quantity !== null
        ? (rest.match(/^(?:\+|plus|and)\s*(?=\d)/i) ?? (/^\d/.test(rest) && !restatedIn(rest, u.def) ? [''] : null))
        : null;
    if (plus) {
      const q2 = readQuantity(rest.slice(plus[0].length));
      const u2 = q2 ? readUnit(q2.rest) : null;
      if (q2 && u2 && u2.def.dimension === u.def.dimension && u2.def.factor !== null) {
        p.quantity = Math.round((p.quantity! + (q2.value * u2.def.factor) / u.def.factor!) * 1e6) / 1e6;
        rest = u2.rest.trim();
      }
    }
    // "1 1/5 (355 ml) cups water": before a measure the parenthesis was an equivalent, not a package.
    if (p.pkg && u.def.dimension !== 'count') p.pkg = null;
    rest = skipEquivalent(rest, u.def);
    const paren = readParen(rest);
    if (paren) {
      const m = readMeasure(paren.inner.replace(/^(?:about|approx\.?|~|≈)\s*/i, ''));
      if (m && !hasLetters(m.rest.replace(/\b(?:each|total|net|wt|weight|size|drained|or|[a-z]+ oz|lbs?|g|ml)\b/gi, ''))) {
        // After a container its size ("1 can (400 g)"); after a measure an equivalent ("1 cup (240 ml)").
        if (p.unit.dimension === 'count' && !p.pkg) p.pkg = { quantity: m.quantity, unit: m.unit };
        rest = paren.rest;
      } else if (
        p.unit.dimension !== 'count' &&
        readQuantity(paren.inner) &&
        !/[a-z]{3,}/i.test(stripQuantityWords(paren.inner).replace(/\b(?:about|approx|sticks?|each)\b/gi, ''))
      ) {
        // "1/2 cup (1 stick)": another spelling of the same amount.
        rest = paren.rest;
      }
    }
    rest = skipEquivalent(rest);
  } else if (p.pkg) {
    // "1 (8 ounce) package" with an unrecognised container word, or "2 (6 oz) salmon fillets".
    p.unit = null;
  }
  // "1/2 tsp each onion powder, garlic powder …", "1 tbsp each of salt and pepper": the amount of each food listed.
  const each = p.unit ? rest.match(/^each\s+(?:of\s+)?(?=\p{L})/iu) : null;
  if (each) {
    p.notes.push('each');
    rest = rest.slice(each[0].length);
  }
  // "325 g (+ ou – 1 cl) d'eau": a note between the unit and its "of".
  if (p.unit) rest = rest.replace(/^(\([^()]*\))\s*(?:(?:de|di|del|della|du|des)\s+|d')(?=\S)/i, '$1 ');
  // "of", and after a unit its French, Italian and Spanish forms ("500 g di farina", "1 kg de pommes").
  p.rest = rest.replace(/^of\s+(?:an?\s+|the\s+)?/i, '').trim();
  if (p.unit) p.rest = p.rest.replace(/^(?:(?:de|di|del|della|du|des)\s+|d')(?=\S)/i, '').trim();
  return p;
}
