/**
 * Trims saved recipe pages for the labelled real-page set (test/fixtures/recipe-pages/real/, rules in
 * its README): keeps every element with the attributes extraction reads, JSON-LD blocks (minus reviews,
 * images, breadcrumbs and article bodies), every text of 60 characters or less and every text that is,
 * holds or is part of a labelled line; drops other scripts, styles, svg, iframes, noscript, selects,
 * nav and footer elements, comment threads, comments and URLs (an itemtype's type address is kept); cuts longer texts to eight words and "…".
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

/** Compares texts across encodings: entities decoded twice (some pages escape them twice), accented letters the
 * decoder does not know (&atilde;) and accents themselves reduced to the base letter. */
const norm = (s: string) =>
  decodeEntities(decodeEntities(s))
    .replace(/&([a-z])(acute|grave|circ|tilde|uml|cedil|ring|slash);/gi, '$1')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** Decides which long texts stay whole: those that are, hold or are part of a labelled line. */
function keeper(labels: string[]) {
  const lines = labels.map(norm).filter(Boolean);
  return (text: string): string => {
    const t = norm(text);
    if (t.length <= SHORT || lines.some((l) => l.includes(t) || (l.length >= HELD_MIN && t.includes(l)))) return text;
    return `${text.trim().split(/\s+/).slice(0, 8).join(' ')} …`;
  };
}

const escapeText = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;');
const isUrl = (s: string) => /^(https?:)?\/\//i.test(s.trim());

/** Attributes extraction reads; an itemtype's schema.org address names the type microdata reads, no outside link. */
function attrsOf(el: HtmlElement): string {
  return Object.entries(el.attrs)
    .filter(([k, v]) => KEPT_ATTRS.has(k) && (k === 'itemtype' || !isUrl(v)))
    .map(([k, v]) => (v === '' ? ` ${k}` : ` ${k}="${escapeAttr(v)}"`))
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

/** A JSON-LD block, trimmed; one that does not parse is kept as written (extraction must cope with it). */
function jsonLd(raw: string, keep: (s: string) => string): string {
  try {
    return JSON.stringify(trimJson(JSON.parse(raw), keep)).replace(/<\//g, '<\\/');
  } catch {
    return raw;
  }
}

function isDropped(el: HtmlElement): boolean {
  if (DROPPED.has(el.tag)) return true;
  if (el.tag === 'script') return !/ld\+json/i.test(el.attrs.type ?? '');
  return [el.attrs.id ?? '', ...(el.attrs.class ?? '').split(/\s+/)].some((n) => COMMENT_THREAD.test(n));
}

function serialise(node: HtmlNode, keep: (s: string) => string, out: string[]): void {
  if (typeof node === 'string') {
    out.push(/\S/.test(node) ? escapeText(keep(node)) : node.includes('\n') ? '\n' : ' ');
    return;
  }
  if (isDropped(node)) return;
  if (node.tag === '#root') {
    for (const c of node.children) serialise(c, keep, out);
    return;
  }
  out.push(`<${node.tag}${attrsOf(node)}>`);
  if (VOID.has(node.tag)) return;
  if (node.tag === 'script') out.push(jsonLd(String(node.children[0] ?? ''), keep));
  else for (const c of node.children) serialise(c, keep, out);
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
  serialise(parseHtml(readFileSync(join(savedDir, basename(file)), 'utf8')), keeper(labels), out);
  const html = out.join('').replace(/\n\s*\n+/g, '\n');
  writeFileSync(join(PAGES, file), html);
  console.log(`${file}: ${(html.length / 1024).toFixed(0)} KB`);
}
