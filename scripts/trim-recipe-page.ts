/**
 * Trims saved recipe pages for the labelled real-page set (test/fixtures/recipe-pages/real/, rules in
 * its README): keeps every element with the attributes extraction reads, JSON-LD blocks (minus reviews,
 * images, breadcrumbs and article bodies), every text of 60 characters or less and every text that is,
 * holds or is part of a labelled line; drops other scripts, styles, svg, iframes, noscript, selects,
 * nav and footer elements, comment threads, comments and URLs (an itemtype's type address is kept); cuts longer texts to eight words
 * (and at least 60 characters) and "…", keeping the mark that closed them (since the sixteenth batch; earlier batches: eight words and "…";
 * since the twenty-second, a closing colon too, and a text whose first words reach its end is kept whole).
 * A web framework's state held as JSON (Next.js `__NEXT_DATA__`, Nuxt 3 `__NUXT_DATA__`, Inertia's `data-page`)
 * is kept, trimmed as JSON-LD is: the application-state layer reads it.
 *
 * Run: npx bun scripts/trim-recipe-page.ts <folder of saved pages> <real/page.html>…
 * Each saved page is <folder>/<page.html>; labels are read from real-pages.json, the trimmed page is
 * written over test/fixtures/recipe-pages/<real/page.html>.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { decodeEntities, parseHtml, type HtmlElement, type HtmlNode } from '../src/domain/recipes/html-tree';

const PAGES = join(import.meta.dir, '..', 'test', 'fixtures', 'recipe-pages');
const DROPPED = new Set(['style', 'svg', 'iframe', 'noscript', 'select', 'nav', 'footer', 'template', 'textarea', 'object', 'video', 'audio', 'canvas']);
const KEPT_ATTRS = new Set([
  'class',
  'id',
  'itemprop',
  'itemscope',
  'itemtype',
  'lang',
  'name',
  'property',
  'content',
  'type',
  'datetime',
  'hidden',
  'aria-hidden',
  'role',
  'alt',
  'title',
  'charset',
  'dir',
]);
const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'param', 'source', 'track', 'wbr']);
const COMMENT_THREAD = /^(comments|comments-area|comment-list|commentlist|comments-section|respond)$/i;
const LD_DROPPED_KEYS = new Set(['review', 'reviews', 'image', 'thumbnailUrl', 'breadcrumb', 'articleBody', 'video']);
const SHORT = 60;
/** A label shorter than this is too common a phrase to keep a long text for holding it. */
const HELD_MIN = 15;

/** Compares texts across encodings: entities decoded twice (some pages escape them twice), JSON escapes that lost
 * their backslash ("tender u0026 fluffy") as their character, accented letters the
 * decoder does not know (&atilde;) and accents themselves reduced to the base letter; invisible separators
 * (zero-width space, U+2063) count as spaces and joiners as nothing, as labels write the text shown. */
const norm = (s: string) =>
  decodeEntities(decodeEntities(s))
    .replace(/(?<![0-9a-z])u00([0-9a-f]{2})(?![0-9a-f])/gi, (_, h: string) => String.fromCharCode(Number.parseInt(h, 16)))
    .replace(/&([a-z])(acute|grave|circ|tilde|uml|cedil|ring|slash);/gi, '$1')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\u2060\ufeff]/g, '')
    .replace(/[\s\u200b\u2061-\u2064]+/g, ' ')
    .trim()
    .toLowerCase();

/** Whether a text is, holds or is part of a labelled line; spaces aside too, since a structured text may join two
 * sentences the label writes as the page prints them ("rolling pin.Then" / "rolling pin. Then"). */
function isLabelledIn(labels: string[]) {
  const lines = labels.map(norm).filter(Boolean);
  const bare = lines.map((l) => l.replace(/ /g, ''));
  return (t: string) => {
    const b = t.replace(/ /g, '');
    return lines.some(
      (l, i) => l.includes(t) || (l.length >= HELD_MIN && t.includes(l)) || bare[i]!.includes(b) || (l.length >= HELD_MIN && b.includes(bare[i]!)),
    );
  };
}

/** Decides which long texts stay whole: those that are, hold or are part of a labelled line. */
function keeper(labels: string[]) {
  const isLabelled = isLabelledIn(labels);
  return (text: string): string => {
    const t = norm(text);
    if (t.length <= SHORT || isLabelled(t)) return text;
    return cut(text);
  };
}

/**
 * A long text cut as extraction would still judge it: at least its first eight words and SHORT characters, "…", and the
 * mark that closed it ("Whole milk: it's best to use whole milk for this … ."), so that a sentence stays a sentence
 * (one over SHORT characters, or one that ends in a stop) and a line that was no sentence gains no stop.
 */
function cut(text: string): string {
  const words = text.trim().split(/\s+/);
  let n = Math.min(8, words.length);
  while (n < words.length && words.slice(0, n).join(' ').length <= SHORT) n++;
  // Since the twenty-second batch: a text the words reach the end of is no cut, and a closing colon is kept (a list's lead-in stays one).
  if (n === words.length) return text.trim();
  const close = /[.!?。！:：]["”)]?$/u.exec(text.trim())?.[0] ?? '';
  return `${words.slice(0, n).join(' ')} …${close ? ` ${close}` : ''}`;
}

/** A text long enough that holding a labelled line says the value around it is the recipe. */
const HIT_MIN = 8;
/** Share of the labelled lines the state holds that a value must hold to be kept as (a copy of) the recipe. */
const RECIPE_SHARE = 0.8;
/** Characters of JSON past which a value with no labelled line is dropped from a state's recipe. */
const OTHER_MAX = 2_000;

/**
 * A framework's state holds the whole page's data (menus, other recipes, translations): only the
 * values holding most of the labelled lines the state holds (the recipe, and any copy of it) are
 * kept whole (trimmed as JSON-LD), with the keys that lead to them and their plain values. A Nuxt 3
 * payload (an array whose values point at each other by index) is only trimmed.
 */
function recipeOfState(x: unknown, labels: string[]): unknown {
  if (Array.isArray(x) && x.length && typeof x[0] !== 'object') return x;
  const lines = labels.map(norm).filter((l) => l.length >= HIT_MIN);
  const held = new Map<object, Set<number>>();
  const cover = (v: unknown): Set<number> => {
    const found = new Set<number>();
    if (typeof v === 'string') {
      const t = norm(v);
      if (t.length >= HIT_MIN)
        lines.forEach((l, i) => {
          if (l.includes(t) || (l.length >= HELD_MIN && t.includes(l))) found.add(i);
        });
    } else if (v && typeof v === 'object') {
      for (const c of Object.values(v)) for (const i of cover(c)) found.add(i);
      held.set(v, found);
    }
    return found;
  };
  const total = cover(x).size;
  if (!total) return x;
  const isRecipe = (c: unknown) => !!c && typeof c === 'object' && (held.get(c)?.size ?? 0) >= RECIPE_SHARE * total;
  // Within what is kept, a large value holding no labelled line is the page's other data (styles, menus).
  const isOther = (c: unknown) => !!c && typeof c === 'object' && !held.get(c)?.size && JSON.stringify(c).length > OTHER_MAX;
  const lean = (v: unknown): unknown => {
    if (!v || typeof v !== 'object') return v;
    const kept = Object.entries(v).filter(([, c]) => !isOther(c));
    return Array.isArray(v) ? kept.map(([, c]) => lean(c)) : Object.fromEntries(kept.map(([k, c]) => [k, lean(c)]));
  };
  const path = (v: unknown): unknown => {
    if (!v || typeof v !== 'object') return v;
    // The keys that lead to the recipe keep their plain values beside it (a title, a name).
    if (!Object.values(v).some(isRecipe)) return lean(v);
    const kept = Object.entries(v).filter(([, c]) => isRecipe(c) || !c || typeof c !== 'object');
    return Array.isArray(v) ? kept.map(([, c]) => path(c)) : Object.fromEntries(kept.map(([k, c]) => [k, path(c)]));
  };
  return path(x);
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');
const isUrl = (s: string) => /^(https?:)?\/\//i.test(s.trim());

/** Attributes extraction reads; an itemtype's schema.org address names the type microdata reads, no outside link. */
function attrsOf(el: HtmlElement, page: Trim): string {
  return Object.entries(el.attrs)
    .filter(([k, v]) => (KEPT_ATTRS.has(k) && (k === 'itemtype' || !isUrl(v))) || (k === STATE_ATTR && /^\s*[[{]/.test(v)))
    .map(([k, v]) => (v === '' ? ` ${k}` : ` ${k}="${escapeAttr(k === STATE_ATTR ? trimmedJson(v, page.keep, page.labels) : v)}"`))
    .join('');
}

function trimJson(x: unknown, keep: (s: string) => string): unknown {
  if (typeof x === 'string') return keep(x);
  if (Array.isArray(x)) return x.map((y) => trimJson(y, keep));
  if (x && typeof x === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(x)) if (!LD_DROPPED_KEYS.has(k) && !(k === '@type' && v === 'BreadcrumbList')) out[k] = trimJson(v, keep);
    return out;
  }
  return x;
}

/** A JSON-LD block or a state's recipe, trimmed; one that does not parse is kept as written (extraction must cope with it). */
function trimmedJson(raw: string, keep: (s: string) => string, state?: string[]): string {
  try {
    const value = JSON.parse(raw);
    return JSON.stringify(trimJson(state ? recipeOfState(value, state) : value, keep)).replace(/<\//g, '<\\/');
  } catch {
    // State that does not parse is no recipe to the application-state layer either.
    return state ? '' : raw;
  }
}

/** Scripts holding a framework's state as plain JSON (app-state.ts reads them). */
const STATE_SCRIPT_IDS = new Set(['__NEXT_DATA__', '__NUXT_DATA__']);
/** An attribute holding a framework's state as JSON (Inertia). */
const STATE_ATTR = 'data-page';

function isDropped(el: HtmlElement): boolean {
  if (DROPPED.has(el.tag)) return true;
  if (el.tag === 'script') return !/ld\+json/i.test(el.attrs.type ?? '') && !STATE_SCRIPT_IDS.has(el.attrs.id ?? '');
  return [el.attrs.id ?? '', ...(el.attrs.class ?? '').split(/\s+/)].some((n) => COMMENT_THREAD.test(n));
}

/** How a page is trimmed: which texts stay whole, and its labelled texts (for a state's recipe). */
interface Trim {
  keep: (s: string) => string;
  labels: string[];
}

function serialise(node: HtmlNode, page: Trim, out: string[]): void {
  const { keep } = page;
  if (typeof node === 'string') {
    out.push(/\S/.test(node) ? escapeText(keep(node)) : node.includes('\n') ? '\n' : ' ');
    return;
  }
  if (isDropped(node)) return;
  if (node.tag === '#root') {
    for (const c of node.children) serialise(c, page, out);
    return;
  }
  out.push(`<${node.tag}${attrsOf(node, page)}>`);
  if (VOID.has(node.tag)) return;
  if (node.tag === 'script') out.push(trimmedJson(String(node.children[0] ?? ''), keep, STATE_SCRIPT_IDS.has(node.attrs.id ?? '') ? page.labels : undefined));
  else for (const c of node.children) serialise(c, page, out);
  out.push(`</${node.tag}>`);
}

interface Labelled {
  file: string;
  title: string;
  ingredients: string[];
  ingredients_alt?: string[];
  steps: string[];
  step_names?: (string | null)[];
}

const [savedDir, ...files] = process.argv.slice(2);
if (!savedDir || !files.length) throw new Error('usage: trim-recipe-page.ts <folder of saved pages> <real/page.html>…');
const labelled: Labelled[] = JSON.parse(readFileSync(join(PAGES, 'real-pages.json'), 'utf8'));
for (const file of files) {
  const page = labelled.find((p) => p.file === file);
  if (!page) throw new Error(`${file} is not in real-pages.json`);
  const labels = [page.title, ...page.ingredients, ...(page.ingredients_alt ?? []), ...page.steps, ...(page.step_names ?? []).filter((n): n is string => !!n)];
  const out: string[] = ['<!DOCTYPE html>\n'];
  serialise(parseHtml(readFileSync(join(savedDir, basename(file)), 'utf8')), { keep: keeper(labels), labels }, out);
  const html = out.join('').replace(/\n\s*\n+/g, '\n');
  writeFileSync(join(PAGES, file), html);
  console.log(`${file}: ${(html.length / 1024).toFixed(0)} KB`);
}
