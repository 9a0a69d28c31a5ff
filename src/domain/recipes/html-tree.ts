/**
 * A small, forgiving HTML parser for recipe extraction: enough structure for JSON-LD blocks and
 * microdata (itemscope / itemprop nesting), no scripting, no network. Unclosed elements are
 * closed by their ancestors' end tags; stray end tags are ignored. Parsing and walking are
 * iterative and nesting deeper than MAX_DEPTH is flattened, so hostile pages cannot blow the stack.
 */

import { keptPerKey } from '../kept';

/** Elements nested deeper than this become siblings of the deepest open element instead. */
export const MAX_DEPTH = 256;

export interface HtmlElement {
  tag: string;
  attrs: Record<string, string>;
  children: HtmlNode[];
}
export type HtmlNode = HtmlElement | string;

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
const RAW_TEXT = new Set(['script', 'style', 'textarea', 'title', 'noscript', 'template', 'xmp']);
/** Start tags that close an open element of the same kind (p, li, option...). */
const AUTO_CLOSE: Record<string, string[]> = {
  p: ['p'],
  li: ['li'],
  dt: ['dt', 'dd'],
  dd: ['dt', 'dd'],
  option: ['option'],
  tr: ['tr'],
  td: ['td', 'th'],
  th: ['td', 'th'],
};

/** The Latin-1 references, U+00A0 to U+00FF in order (HTML's named references for that block). */
const LATIN1 =
  'nbsp iexcl cent pound curren yen brvbar sect uml copy ordf laquo not shy reg macr deg plusmn sup2 sup3 acute micro para middot cedil sup1 ordm raquo frac14 frac12 frac34 iquest Agrave Aacute Acirc Atilde Auml Aring AElig Ccedil Egrave Eacute Ecirc Euml Igrave Iacute Icirc Iuml ETH Ntilde Ograve Oacute Ocirc Otilde Ouml times Oslash Ugrave Uacute Ucirc Uuml Yacute THORN szlig agrave aacute acirc atilde auml aring aelig ccedil egrave eacute ecirc euml igrave iacute icirc iuml eth ntilde ograve oacute ocirc otilde ouml divide oslash ugrave uacute ucirc uuml yacute thorn yuml';

/** Named references recipe pages use: Latin-1, vulgar fractions, punctuation and spacing, a few letters and signs. Names are case-sensitive ("Eacute" is É). */
const NAMED: Record<string, string> = {
  ...Object.fromEntries(LATIN1.split(' ').map((name, i) => [name, String.fromCharCode(0xa0 + i)])),
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  shy: '',
  half: '½',
  frac13: '⅓',
  frac23: '⅔',
  frac15: '⅕',
  frac25: '⅖',
  frac35: '⅗',
  frac45: '⅘',
  frac16: '⅙',
  frac56: '⅚',
  frac18: '⅛',
  frac38: '⅜',
  frac58: '⅝',
  frac78: '⅞',
  frasl: '⁄',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  lsaquo: '‹',
  rsaquo: '›',
  prime: '′',
  Prime: '″',
  bull: '•',
  dagger: '†',
  Dagger: '‡',
  permil: '‰',
  minus: '−',
  le: '≤',
  ge: '≥',
  asymp: '≈',
  ne: '≠',
  euro: '€',
  trade: '™',
  OElig: 'Œ',
  oelig: 'œ',
  Scaron: 'Š',
  scaron: 'š',
  Yuml: 'Ÿ',
  fnof: 'ƒ',
  circ: 'ˆ',
  tilde: '˜',
  ensp: '\u2002',
  emsp: '\u2003',
  thinsp: '\u2009',
  zwnj: '',
  zwj: '',
  lrm: '',
  rlm: '',
};

const LEGACY = new Set(['amp', 'lt', 'gt', 'quot', 'nbsp']);

const ENTITY = /&(#x[0-9a-f]+|#\d+|[a-z][a-z0-9]*)(;?)/iy;

function entityValue(ref: string, terminated: boolean): string | null {
  if (ref[0] === '#') {
    const code = ref[1] === 'x' || ref[1] === 'X' ? parseInt(ref.slice(2), 16) : parseInt(ref.slice(1), 10);
    return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : null;
  }
  // "&AMP;" and its kin are written in capitals too; other names are case-sensitive.
  const name = NAMED[ref] !== undefined ? ref : ref.toLowerCase();
  const v = NAMED[name] !== undefined && (name === ref || LEGACY.has(name)) ? NAMED[name] : undefined;
  // Without ";" only the legacy references browsers also accept are decoded.
  return v !== undefined && (terminated || LEGACY.has(name)) ? v : null;
}

/** Decodes character references (numeric and common named ones); unknown names stay as written. A scan, not a replace callback: text nodes are many. */
export function decodeEntities(s: string): string {
  let amp = s.indexOf('&');
  if (amp < 0) return s;
  let out = '';
  let last = 0;
  while (amp >= 0) {
    ENTITY.lastIndex = amp;
    const m = ENTITY.exec(s);
    const v = m ? entityValue(m[1]!, m[2] === ';') : null;
    if (m && v !== null) {
      out += s.slice(last, amp) + v;
      last = amp + m[0].length;
    }
    amp = s.indexOf('&', m && v !== null ? last : amp + 1);
  }
  return out + s.slice(last);
}

/** Whether a char code may start a tag name (an ASCII letter). */
const isLetter = (c: number) => (c >= 97 && c <= 122) || (c >= 65 && c <= 90);
/** Whether a char code may continue a tag name (letters, digits, ":" and "-"). */
const isNameChar = (c: number) => isLetter(c) || (c >= 48 && c <= 58) || c === 45;
/** Whether a char code is white space as a regular expression's \s reads it. */
export const isSpace = (c: number) =>
  c <= 32
    ? c === 32 || (c >= 9 && c <= 13)
    : c === 0xa0 ||
      c === 0x1680 ||
      (c >= 0x2000 && c <= 0x200a) ||
      c === 0x2028 ||
      c === 0x2029 ||
      c === 0x202f ||
      c === 0x205f ||
      c === 0x3000 ||
      c === 0xfeff;

const NAME_END = 1;
const BARE_VALUE_END = 2;
/** ASCII characters that end an attribute name (white space, quotes, "<", ">", "/", "=") or an unquoted value (those and "`", less "/"). */
const ATTR_STOPS = (() => {
  const t = new Uint8Array(128);
  for (let c = 0; c < 128; c++) {
    const space = isSpace(c);
    if (space || c === 34 || c === 39 || c === 60 || c === 62 || c === 47 || c === 61) t[c] |= NAME_END;
    if (space || c === 34 || c === 39 || c === 61 || c === 60 || c === 62 || c === 96) t[c] |= BARE_VALUE_END;
  }
  return t;
})();
const endsName = (c: number) => (c < 128 ? (ATTR_STOPS[c]! & NAME_END) !== 0 : isSpace(c));
const endsBareValue = (c: number) => (c < 128 ? (ATTR_STOPS[c]! & BARE_VALUE_END) !== 0 : isSpace(c));

/**
 * A tag's attributes, names in lower case, the first of a name kept; a value quoted but never
 * closed leaves the name without one. Scanned by character codes (a regular expression's matches
 * cost an array each, and pages hold thousands of tags).
 */
function parseAttrs(src: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  const n = src.length;
  let i = 0;
  while (i < n) {
    while (i < n && endsName(src.charCodeAt(i))) i++;
    if (i >= n) break;
    const start = i;
    let upper = false;
    for (let c = src.charCodeAt(i); i < n && !endsName(c); c = src.charCodeAt(++i)) upper ||= (c >= 65 && c <= 90) || c >= 128;
    const name = upper ? src.slice(start, i).toLowerCase() : src.slice(start, i);
    let value = '';
    let k = i;
    while (k < n && isSpace(src.charCodeAt(k))) k++;
    if (src.charCodeAt(k) === 61) {
      k++;
      while (k < n && isSpace(src.charCodeAt(k))) k++;
      const c = src.charCodeAt(k);
      if (c === 34 || c === 39) {
        const close = src.indexOf(c === 34 ? '"' : "'", k + 1);
        if (close >= 0) {
          value = src.slice(k + 1, close);
          i = close + 1;
        }
      } else {
        let end = k;
        while (end < n && !endsBareValue(src.charCodeAt(end))) end++;
        if (end > k) {
          value = src.slice(k, end);
          i = end;
        }
      }
    }
    if (!(name in attrs)) attrs[name] = value.includes('&') ? decodeEntities(value) : value;
  }
  return attrs;
}

/**
 * Where a tag whose attributes start at `j` ends (its ">"), or `n`. A quote opens a value only
 * after "=", as browsers read tags: in `height="24 role="img" …>` the stray quote is part of an
 * attribute name, and the tag still ends at its ">".
 */
function tagEnd(html: string, j: number, n: number): number {
  let quote = 0;
  let before = 0;
  for (; j < n; j++) {
    const c = html.charCodeAt(j);
    if (quote) {
      if (c === quote) quote = 0;
    } else if ((c === 34 || c === 39) && before === 61) quote = c;
    else if (c === 62) return j;
    if (!quote && c !== 32 && c !== 9 && c !== 10 && c !== 13) before = c;
  }
  return n;
}

/** Parses a document into a root element (tag `#root`). Scanned by character codes: pages hold tens of thousands of tags. */
export function parseHtml(html: string): HtmlElement {
  const root: HtmlElement = { tag: '#root', attrs: {}, children: [] };
  const stack: HtmlElement[] = [root];
  const top = () => stack[stack.length - 1]!;
  const text = (t: string) => {
    if (t) top().children.push(decodeEntities(t));
  };
  let i = 0;
  const n = html.length;
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt < 0) {
      text(html.slice(i));
      break;
    }
    if (lt > i) text(html.slice(i, lt));
    const next = html.charCodeAt(lt + 1);
    if (next === 33 && html.startsWith('<!--', lt)) {
      const end = html.indexOf('-->', lt + 4);
      i = end < 0 ? n : end + 3;
      continue;
    }
    if (next === 33 || next === 63) {
      const end = html.indexOf('>', lt);
      i = end < 0 ? n : end + 1;
      continue;
    }
    const close = next === 47;
    const nameStart = close ? lt + 2 : lt + 1;
    if (!isLetter(html.charCodeAt(nameStart))) {
      text('<');
      i = lt + 1;
      continue;
    }
    let nameEnd = nameStart;
    let upper = false;
    for (let c = html.charCodeAt(nameEnd); nameEnd < n && isNameChar(c); c = html.charCodeAt(++nameEnd)) upper ||= c >= 65 && c <= 90;
    const tag = upper ? html.slice(nameStart, nameEnd).toLowerCase() : html.slice(nameStart, nameEnd);
    const j = tagEnd(html, nameEnd, n);
    i = j + 1;
    if (close) {
      for (let k = stack.length - 1; k > 0; k--) {
        if (stack[k]!.tag === tag) {
          stack.length = k;
          break;
        }
      }
      continue;
    }
    const closes = AUTO_CLOSE[tag];
    if (closes?.includes(top().tag)) stack.pop();
    // A "/" before the ">", spaces aside, closes the element.
    let last = j - 1;
    while (last >= nameEnd && isSpace(html.charCodeAt(last))) last--;
    const selfClosing = last >= nameEnd && html.charCodeAt(last) === 47;
    const el: HtmlElement = { tag, attrs: parseAttrs(html.slice(nameEnd, selfClosing ? last : j)), children: [] };
    // At the depth cap the deepest open element is closed first, so the new one becomes its sibling.
    if (stack.length >= MAX_DEPTH && !VOID.has(tag)) stack.pop();
    top().children.push(el);
    if (VOID.has(tag) || selfClosing) continue;
    if (RAW_TEXT.has(tag)) {
      const endRe = new RegExp(`</${tag}\\s*>`, 'ig');
      endRe.lastIndex = i;
      const em = endRe.exec(html);
      const raw = html.slice(i, em ? em.index : n);
      if (raw) el.children.push(tag === 'script' || tag === 'style' ? raw : decodeEntities(raw));
      i = em ? em.index + em[0].length : n;
      continue;
    }
    stack.push(el);
  }
  return root;
}

const SPACED = new Set(['br', 'p', 'li', 'div', 'td', 'th', 'tr', 'dt', 'dd', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'section', 'article', 'ul', 'ol', 'table']);

/** Text content with whitespace collapsed; script and style contents are left out. */
export function textContent(node: HtmlNode): string {
  const parts: string[] = [];
  const stack: HtmlNode[] = [node];
  while (stack.length) {
    const x = stack.pop()!;
    if (typeof x === 'string') parts.push(x);
    else if (x.tag !== 'script' && x.tag !== 'style' && x.tag !== 'template') {
      if (SPACED.has(x.tag)) parts.push(' ');
      for (let i = x.children.length - 1; i >= 0; i--) stack.push(x.children[i]!);
    }
  }
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/**
 * Every element under each node listed, kept per node while its tree is unchanged: a page is walked
 * whole by a dozen layers, each walk over thousands of elements. replaceChildren forgets them all.
 */
let listedUnder = new WeakMap<HtmlElement, readonly HtmlElement[]>();

/** Every element under `node` in document order (kept: never changed by callers). */
export function elements(node: HtmlElement): readonly HtmlElement[] {
  const kept = listedUnder.get(node);
  if (kept) return kept;
  const out: HtmlElement[] = [];
  const stack: HtmlNode[] = [];
  for (let i = node.children.length - 1; i >= 0; i--) stack.push(node.children[i]!);
  while (stack.length) {
    const x = stack.pop()!;
    if (typeof x === 'string') continue;
    out.push(x);
    for (let i = x.children.length - 1; i >= 0; i--) stack.push(x.children[i]!);
  }
  listedUnder.set(node, out);
  return out;
}

/** The one way a parsed tree is changed: an element's children replaced (elements() lists are forgotten). */
export function replaceChildren(el: HtmlElement, children: HtmlNode[]): void {
  el.children = children;
  listedUnder = new WeakMap();
}

/** Class tokens of an element. */
export const classes = (el: HtmlElement): readonly string[] => (el.attrs.class ? classTokens(el.attrs.class) : NO_CLASSES);
const NO_CLASSES: readonly string[] = [];
/** Kept per class attribute: a page repeats a few hundred of them over thousands of elements, and every layer asks. */
const classTokens = keptPerKey(20_000, (cls: string): readonly string[] => cls.split(/\s+/).filter(Boolean));
