/** JSON-LD as pages publish it: parsed leniently, and the Recipe objects it holds found at any depth. */
import { isObj, isRecipeType, RAW_BREAK, type Json, type Obj } from './schema-values';

/**
 * What JSON forbids inside strings, as pages write it: line breaks as RAW_BREAK, any other control
 * character a space, and escapes JSON lacks (PHP's addslashes writes \' ) as the character itself.
 */
function repairJsonStrings(text: string): string {
  return text
    .replace(/"(?:[^"\\]|\\.)*"/gs, (str) =>
      str
        .replace(/[ \t]*[\r\n]+[ \t]*/g, RAW_BREAK)
        .replace(/[\u0000-\u001f]/g, ' ')
        .replace(/\\(.)/gs, (pair, c: string) => ('"\\/bfnrtu'.includes(c) ? pair : c)),
    )
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, ' ');
}

/** Lenient JSON.parse for the blocks pages really publish (comments, CDATA, raw newlines, stray escapes, trailing commas). */
export function parseJsonLd(raw: string): Json | undefined {
  const attempts = [raw, raw.replace(/^\s*(?:<!--|\/\*\s*<!\[CDATA\[\s*\*\/)|(?:-->|\/\*\s*\]\]>\s*\*\/)\s*$/g, '')];
  for (const a of attempts) {
    try {
      return JSON.parse(a) as Json;
    } catch {}
  }
  const fixed = repairJsonStrings(attempts[1]!).replace(/,\s*([}\]])/g, '$1');
  try {
    return JSON.parse(fixed) as Json;
  } catch {
    return undefined;
  }
}

/** Property names as schema.org spells them: pages write "ItemListElement" or "RecipeIngredient" too. */
function camelKeys(v: Json, depth = 0): Json {
  if (depth > 12) return v;
  if (Array.isArray(v)) return v.map((x) => camelKeys(x, depth + 1));
  if (!isObj(v)) return v;
  const out: Obj = {};
  for (const [k, x] of Object.entries(v)) {
    const key = /^[A-Z][a-z]/.test(k) && !(k[0]!.toLowerCase() + k.slice(1) in v) ? k[0]!.toLowerCase() + k.slice(1) : k;
    out[key] = camelKeys(x, depth + 1);
  }
  return out;
}

/** The Recipe objects in a JSON-LD value, at any depth (@graph, lists, a page's WebPage), their keys as schema.org spells them. */
export function collectJsonLd(v: Json, out: Obj[], depth = 0) {
  if (depth > 12) return;
  if (Array.isArray(v)) for (const x of v) collectJsonLd(x, out, depth + 1);
  else if (isObj(v)) {
    if (isRecipeType(v['@type'])) {
      out.push(camelKeys(v) as Obj);
      return;
    }
    for (const [k, x] of Object.entries(v)) if (k !== '@context') collectJsonLd(x, out, depth + 1);
  }
}
