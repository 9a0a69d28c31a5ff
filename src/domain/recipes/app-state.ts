/**
 * A web framework's application state as a page ships it, read as data and never run: Next.js
 * (`<script id="__NEXT_DATA__" type="application/json">`, the App Router's `self.__next_f.push([1, "…"])`
 * rows), Nuxt 3 (`<script id="__NUXT_DATA__">`, an array whose values point at each other by index),
 * assignments of a JSON literal (`window.__remixContext = {…}`, `window.__APOLLO_STATE__`,
 * `__INITIAL_STATE__`, `__PRELOADED_STATE__`, `JSON.parse("…")`) and JSON in an attribute (Inertia's
 * `data-page`). Nuxt 2's `window.__NUXT__=(function(a,b){…}(…))` is code, not data: it is skipped.
 * Every text is bounded in size and nesting before JSON.parse sees it; a value that does not parse is skipped.
 */
import { elements, type HtmlElement } from './html-tree';

export type StateJson = null | boolean | number | string | StateJson[] | { [k: string]: StateJson };

export const STATE_LIMITS = {
  /** Characters of one state text (the page itself is at most 1 MiB; App Router rows come in pieces). */
  maxChars: 2_000_000,
  /** Brackets open at once in one state text; more is no framework's state. */
  maxNesting: 64,
  /** State texts read from one page. */
  maxTexts: 40,
  /** Values a Nuxt 3 payload may be revived into (its references can share and repeat values). */
  maxRevived: 200_000,
};

const STRUCTURE = /["[\]{}]/g;
const STRING_END = /["\\]/g;

/**
 * Where the JSON value that starts at `start` ends (the index after it), scanning its brackets outside
 * strings with native searches, no parse: -1 when more than `maxNesting` brackets are open at once or
 * it does not close. A scalar at `start` ends at the end of the text.
 */
function valueEnd(text: string, start: number, maxNesting: number): number {
  let depth = 0;
  STRUCTURE.lastIndex = start;
  for (let m = STRUCTURE.exec(text); m; m = STRUCTURE.exec(text)) {
    const c = m[0];
    if (c === '"') {
      STRING_END.lastIndex = m.index + 1;
      for (let q = STRING_END.exec(text); ; q = STRING_END.exec(text)) {
        if (!q) return -1;
        if (q[0] === '"') {
          STRUCTURE.lastIndex = q.index + 1;
          break;
        }
        STRING_END.lastIndex = q.index + 2; // a backslash escapes the next character
      }
    } else if (c === '{' || c === '[') {
      if (++depth > maxNesting) return -1;
    } else if (--depth === 0) return m.index + 1;
  }
  return depth === 0 ? text.length : -1;
}

/** True when `text` never has more than `max` brackets open outside strings. */
export const nestingWithin = (text: string, max: number): boolean => {
  const t = text.trimStart();
  return !/^[[{]/.test(t) || valueEnd(t, 0, max) >= 0;
};

/** JSON.parse within the limits; undefined when too large, too deep or not JSON. */
export function parseState(text: string): StateJson | undefined {
  if (text.length > STATE_LIMITS.maxChars || !nestingWithin(text, STATE_LIMITS.maxNesting)) return undefined;
  try {
    return JSON.parse(text) as StateJson;
  } catch {
    return undefined;
  }
}

/** The JSON value that starts at `start` ("{" or "["), up to its matching bracket; null when it does not close or nests too deep. */
export function jsonValueAt(text: string, start: number): string | null {
  const end = valueEnd(text, start, STATE_LIMITS.maxNesting);
  return end < 0 || end - start > STATE_LIMITS.maxChars ? null : text.slice(start, end);
}

const isObj = (v: StateJson | undefined): v is { [k: string]: StateJson } => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Nuxt 3 (devalue) wrappers around the value they point at. */
const WRAPPERS = new Set(['Reactive', 'ShallowReactive', 'Ref', 'ShallowRef']);

/**
 * A Nuxt 3 payload revived: every number inside an object or array is the index of its value in the
 * top array; ["Reactive", i] and the like wrap one, ["Date", "…"] is a date, ["Set", …] / ["Map", …]
 * collections. A value met again while being revived (a cycle) reads as null.
 */
export function reviveNuxtPayload(payload: StateJson[]): StateJson {
  const done = new Map<number, StateJson>();
  const open = new Set<number>();
  let budget = STATE_LIMITS.maxRevived;
  const at = (i: StateJson): StateJson => {
    if (typeof i !== 'number' || !Number.isInteger(i) || i < 0 || i >= payload.length || open.has(i) || --budget < 0) return null;
    if (done.has(i)) return done.get(i)!;
    open.add(i);
    const v = payload[i]!;
    let out: StateJson;
    if (Array.isArray(v)) {
      const [kind, ...rest] = v;
      if (typeof kind === 'string' && WRAPPERS.has(kind)) out = at(rest[0] ?? null);
      else if (kind === 'Date' || kind === 'EmptyRef' || kind === 'EmptyShallowRef') out = typeof rest[0] === 'string' ? rest[0] : null;
      else if (kind === 'Set') out = rest.map(at);
      else if (kind === 'Map' || kind === 'null') {
        const o: { [k: string]: StateJson } = {};
        for (let k = 0; k + 1 < rest.length; k += 2) {
          const key = at(rest[k]!);
          if (typeof key === 'string' || typeof key === 'number') o[String(key)] = at(rest[k + 1]!);
        }
        out = o;
      } else if (typeof kind === 'string')
        out = null; // BigInt, RegExp, Error, NuxtError…: nothing a recipe needs
      else out = v.map(at);
    } else if (isObj(v)) {
      const o: { [k: string]: StateJson } = {};
      for (const [k, x] of Object.entries(v)) o[k] = at(x);
      out = o;
    } else out = v;
    open.delete(i);
    done.set(i, out);
    return out;
  };
  return at(0);
}

/** Assignments of a framework's state: `window.__NAME__ = `, `window["__NAME__"]=`, `self.__remixContext =`. */
const ASSIGNMENT = /(?:window|self|globalThis)\s*(?:\.\s*(__[A-Za-z_$][\w$]*)|\[\s*["'](__[A-Za-z_$][\w$]*)["']\s*\])\s*=\s*/g;
/** The value as a JSON string parsed at run time: `JSON.parse("…")`. */
const JSON_PARSE_CALL = /^JSON\.parse\(\s*(?=")/;

/** The JSON string literal that starts at `start` (a double quote), up to its closing quote; null when it does not close. */
function jsonStringAt(text: string, start: number): string | null {
  STRING_END.lastIndex = start + 1;
  for (let q = STRING_END.exec(text); q; q = STRING_END.exec(text)) {
    if (q[0] === '"') return q.index - start < STATE_LIMITS.maxChars ? text.slice(start, q.index + 1) : null;
    STRING_END.lastIndex = q.index + 2;
  }
  return null;
}

/** One App Router push of flight data: `self.__next_f.push([1,"…"])`. */
const FLIGHT_PUSH = /self\.__next_f\.push\(\s*(?=\[)/g;
/** A row of flight data that is JSON: `5:[…]`, `1a:{…}` (rows of text or module references are not). */
const FLIGHT_ROW = /^[0-9a-f]{1,8}:(?=[[{])/;

/**
 * Values assigned in an inline script: JSON literals and JSON.parse("…") strings; functions are code and
 * skipped. The search goes on after each value (an assignment quoted inside one is text), and stops at
 * one that does not close: each character is scanned once, however many assignments a script writes.
 */
function assignedValues(script: string, out: string[]) {
  ASSIGNMENT.lastIndex = 0;
  for (let m = ASSIGNMENT.exec(script), n = 0; m && n < STATE_LIMITS.maxTexts; m = ASSIGNMENT.exec(script), n++) {
    const start = m.index + m[0].length;
    const c = script[start];
    let value: string | null = null;
    if (c === '{' || c === '[') {
      value = jsonValueAt(script, start);
      if (value) out.push(value);
    } else if (c === 'J') {
      const call = JSON_PARSE_CALL.exec(script.slice(start, start + 40));
      value = call ? jsonStringAt(script, start + call[0].length) : null;
      const inner = value ? parseState(value) : undefined;
      if (typeof inner === 'string') out.push(inner);
      if (value) value = `${call![0]}${value}`;
    } else continue;
    if (!value) return;
    ASSIGNMENT.lastIndex = start + value.length;
  }
}

/** App Router flight data joined from all its pushes, as the JSON rows it holds. */
function flightRows(scripts: string[], out: string[]) {
  let data = '';
  for (const s of scripts) {
    FLIGHT_PUSH.lastIndex = 0;
    for (let m = FLIGHT_PUSH.exec(s); m; m = FLIGHT_PUSH.exec(s)) {
      const start = m.index + m[0].length;
      const literal = jsonValueAt(s, start);
      // A push that does not close holds the rest of the script: nothing after it is another push.
      if (!literal) break;
      FLIGHT_PUSH.lastIndex = start + literal.length;
      const push = parseState(literal);
      if (Array.isArray(push) && push[0] === 1 && typeof push[1] === 'string' && data.length + push[1].length <= STATE_LIMITS.maxChars) data += push[1];
    }
  }
  for (const row of data.split('\n')) {
    const m = FLIGHT_ROW.exec(row);
    if (m) out.push(row.slice(m[0].length));
  }
}

const scriptText = (el: HtmlElement) => el.children.filter((c): c is string => typeof c === 'string').join('');

/** Attribute values that hold JSON: an object or array of some size (Inertia's data-page, a component's props). */
const JSON_ATTRIBUTE = /^\s*[[{]\s*["[{]/;
const MIN_ATTRIBUTE_JSON = 200;

/** The page's application states, parsed; at most STATE_LIMITS.maxTexts of them, each within the size and nesting limits. */
export function appStates(root: HtmlElement): StateJson[] {
  const texts: string[] = [];
  const nuxtPayloads = new Set<string>();
  const inline: string[] = [];
  for (const el of elements(root)) {
    if (el.tag === 'script') {
      if (el.attrs.src !== undefined) continue;
      const type = (el.attrs.type ?? '').trim().toLowerCase();
      const text = scriptText(el).trim();
      if (!text) continue;
      if (type === 'application/json') {
        texts.push(text);
        if (el.attrs.id === '__NUXT_DATA__' || 'data-nuxt-data' in el.attrs) nuxtPayloads.add(text);
      } else if (type === '' || type === 'text/javascript' || type === 'module') inline.push(text);
      continue;
    }
    for (const value of Object.values(el.attrs)) if (value.length >= MIN_ATTRIBUTE_JSON && JSON_ATTRIBUTE.test(value)) texts.push(value);
  }
  for (const s of inline) assignedValues(s, texts);
  flightRows(inline, texts);
  const states: StateJson[] = [];
  for (const text of texts.slice(0, STATE_LIMITS.maxTexts)) {
    const json = parseState(text);
    if (json === undefined || json === null || typeof json !== 'object') continue;
    states.push(nuxtPayloads.has(text) && Array.isArray(json) ? reviveNuxtPayload(json) : json);
  }
  return states;
}
