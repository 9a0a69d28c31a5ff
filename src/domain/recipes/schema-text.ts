/**
 * Text of schema.org values (JSON-LD strings, microdata): entities decoded, markup removed as a
 * browser shows it, escapes a template stripped put back; lists of texts and keywords.
 */
import { asArray, isObj, isUrl, type Json } from './schema-values';
import { decodeEntities, parseHtml, textContent } from './html-tree';
import { normaliseSpace } from './page-blocks';

const clean = (s: string) => normaliseSpace(s.replace(/<[^>]*>/g, ' '));

/**
 * A JSON escape whose backslash a template stripped before printing the JSON ("tender u0026 fluffy", a WordPress
 * plugin's unslashed output): the mark it stands for. Only a mark (no letter or digit) and only apart from a word.
 */
const LOST_ESCAPE = /(?<![\p{L}\p{N}])u(00[2-7][0-9a-f]|00[a-f][0-9a-f]|20[0-9a-f]{2})(?![0-9a-f])/giu;

const unescapeLost = (s: string) =>
  s.replace(LOST_ESCAPE, (m, hex: string) => {
    const c = String.fromCharCode(Number.parseInt(hex, 16));
    return /[\p{L}\p{N}]/u.test(c) ? m : c;
  });

/**
 * The end of a tag a plugin cut its text out of, left in front of it ('d=”instruction-step-2″>2. Mélangez …': the step's
 * <li id="…"> with typographic quotes, which no parser reads as a tag): no part of the text.
 */
const TAG_TAIL = /^[^\s<>]{1,80}["'”″’]>\s*/u;

export function decodeText(s: string): string {
  // JSON-LD strings often carry HTML entities and tags; text is kept, markup is not.
  return clean(parseTextEntities(unescapeLost(s)).replace(TAG_TAIL, ''));
}

/** A tag that sets apart a word of the text ("1 <b>small onion</b>, chopped") without breaking it: no space for it. */
const PHRASE_TAG = /<(?!\/?(?:a|abbr|b|code|em|font|i|mark|s|small|span|strong|sub|sup|u)\b)/gi;

/** Markup in a string as a browser shows it: other tags part words (textContent spaces blocks; unknown ones too). */
const spaceTags = (s: string) => s.replace(PHRASE_TAG, ' <');

function parseTextEntities(s: string): string {
  let t = textContent(parseHtml(spaceTags(s)));
  // Double-encoded text ("&amp;frac12;") and escaped markup ("&lt;b&gt;") are common in JSON-LD: one more pass, markup dropped.
  if (/&(?:#\d+|#x[0-9a-f]+|[a-z]+\d*);/i.test(t)) t = decodeEntities(t);
  if (/<[a-z!/]/i.test(t)) t = textContent(parseHtml(spaceTags(t)));
  return t;
}

export function texts(v: Json | undefined): string[] {
  const out: string[] = [];
  for (const x of asArray(v)) {
    // Some pages group values as lists of lists (one list of ingredient lines per part of the recipe).
    if (Array.isArray(x)) out.push(...texts(x));
    else if (typeof x === 'string' || typeof x === 'number') {
      const t = decodeText(String(x));
      if (t) out.push(t);
    } else if (isObj(x)) {
      const t = x.name ?? x.text ?? x['@value'];
      if (typeof t === 'string' && decodeText(t)) out.push(decodeText(t));
    }
  }
  return out;
}

export const firstText = (v: Json | undefined) => texts(v)[0] ?? null;

/** "a, b, c" keyword strings become lists. */
export function list(v: Json | undefined): string[] {
  return [
    ...new Set(
      texts(v)
        .flatMap((t) => t.split(/\s*,\s*/))
        .filter(Boolean),
    ),
  ];
}

/** "http://schema.org/VeganDiet" → "VeganDiet": the term, without the link. */
export function term(s: string) {
  return isUrl(s) ? s.replace(/\/+$/, '').split('/').pop()! : s;
}
