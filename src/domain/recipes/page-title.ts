/**
 * The recipe's title: the name its markup gives, without what pages append to it (the site's name,
 * a bare "Recipe", a rating), or, when no markup names it, the page's own visible h1, og:title or
 * <title> without the site's name.
 */
import { classes, elements, textContent, type HtmlElement } from './html-tree';
import { lettersKey, normaliseSpace, SCREEN_READER_CLASS } from './page-blocks';
import { sectionOf } from './page-language';

const SEPARATOR = /\s+[-–—|·•»:]\s+/;
/** Headings kept for screen readers only ("Navigation", "More from …"): not the title a reader sees. */
const isScreenReaderOnly = (c: string) => SCREEN_READER_CLASS.test(c) || /(?:^|[-_])hidden(?:$|[-_])/i.test(c);
/** A consent or cookie dialog's heading ("fc-dialog-headline": "Baking Secrets asks for your consent …"): the dialog's, not the page's. */
const DIALOG_CLASS = /(?:^|[-_])(?:dialog|consent|cookie|modal)(?:$|[-_])/i;
/** "Recipe" in the page languages, as pages write it alone after a separator ("Arretjescake – Recept"). */
const RECIPE_WORD =
  /^(?:recipes?|recept|recepty|receptek|recepten|rezepte?|recettes?|recetas?|ricett[ae]|receitas?|opskrift(?:er)?|oppskrift(?:er)?|przepis[yu]?|tarif(?:i|ler)?|reseptit?|retseptid?|receptai|receptes?|рецепты?|συνταγ(?:ή|ές)|レシピ|食谱|레시피|وصفة)$/iu;

/** Names the page gives the site: og:site_name and application-name (each segment of one like "Donal Skehan | EAT LIVE GO"), and its domain ("donalskehan"). */
export function siteNames(root: HtmlElement): string[] {
  const out: string[] = [];
  for (const el of elements(root)) {
    if (el.tag === 'body') break;
    const prop = (el.attrs.property ?? el.attrs.name ?? el.attrs.rel ?? '').toLowerCase();
    const value = normaliseSpace(el.attrs.content ?? el.attrs.href ?? '');
    if (!value) continue;
    if (prop === 'og:site_name' || prop === 'application-name') out.push(value, ...value.split(SEPARATOR));
    else if (prop === 'og:url' || prop === 'canonical') {
      const host = /^https?:\/\/(?:www\.)?([^/:]+)/i.exec(value)?.[1];
      if (host) out.push(host.split('.').slice(0, -1).join('.'));
    }
  }
  return [...new Set(out.filter((s) => s.length >= 3))];
}

/** The site's letters inside a segment, starting where one of its words starts: "Donal Skehan" holds "donalskehan", "grundrecept" does not hold "RECEPT". */
function holdsSite(part: string, site: string): boolean {
  const starts = new Set<number>();
  let at = 0;
  for (const w of part
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)) {
    starts.add(at);
    at += w.length;
  }
  const [p, s] = [lettersKey(part), lettersKey(site)];
  for (let i = p.indexOf(s); i >= 0; i = p.indexOf(s, i + 1)) if (starts.has(i)) return true;
  return false;
}
/** A title segment that names the site: the site's name, or the domain's letters ("Donal Skehan" for donalskehan.com). */
const isSite = (part: string, sites: string[]) => sites.some((s) => lettersKey(part) === lettersKey(s) || (lettersKey(s).length >= 5 && holdsSite(part, s)));

/** A title after the site's name as one word and a colon, "Recipe" joined to it or not ("Haudutuspataresepti: Hitaasti haudutettu …"): the title alone. */
function withoutSiteLabel(title: string, sites: string[]): string {
  const m = /^(\p{L}+):\s+(?=\p{L})/u.exec(title);
  if (!m) return title;
  const word = m[1]!.toLowerCase();
  const isLabel = sites
    .map(lettersKey)
    .some((site) => site.length >= 5 && word.startsWith(site) && (word === site || RECIPE_WORD.test(word.slice(site.length))));
  return isLabel ? title.slice(m[0].length) : title;
}

/**
 * A recipe name without the segments pages append or prepend to it: the site's name ("Gingerbread
 * Pancakes - Donal Skehan"), a bare "Recipe" ("Banketstaaf – recept"), a rating "(4.8/5)", a
 * trailing "by <site>" and a wiki's namespace ("Cookbook:"). Segments of the name itself ("Pasta -
 * Quick Version") stay.
 */
export function recipeName(name: string, sites: string[]): string {
  // A wiki's namespace glued to the title ("Cookbook:Pumpkin Pie I").
  const title = withoutSiteLabel(normaliseSpace(name).replace(/^\p{Lu}\p{Ll}+:(?=\p{Lu})/u, ''), sites);
  // Parts and the separators between them, as written: [part, separator, part, ...].
  let pieces = title.split(/(\s+[-–—|·•»:]\s+)/);
  const extra = (p: string) => isSite(p, sites) || RECIPE_WORD.test(p) || !/\p{L}/u.test(p);
  while (pieces.length > 1 && extra(pieces[pieces.length - 1]!)) pieces = pieces.slice(0, -2);
  while (pieces.length > 1 && extra(pieces[0]!)) pieces = pieces.slice(2);
  const kept = pieces.join('');
  const by = /\s+by\s+(.+)$/i.exec(kept);
  return by && isSite(by[1]!, sites) ? kept.slice(0, by.index) : kept;
}

/**
 * The recipe's title from the page when no recipe markup names it: the first visible h1, else og:title,
 * else <title>, without the site's name. Where the page has several h1s (a search box's "Find a recipe"
 * above the recipe, a list of other recipes' titles), the one its og:title or <title> opens with.
 * A post's h1 ("MMM: Chicken Pesto Meatballs In Marinara") gives way to the recipe's own heading, the
 * one just before its ingredients heading, when the page's share titles name that heading.
 */
export function pageTitle(root: HtmlElement): string | null {
  const shown = firstPageTitle(root);
  const card = sharedRecipeHeading(root);
  return card && (!shown || lettersKey(card) !== lettersKey(shown)) ? card : shown;
}

const HEADING = /^h[1-6]$/;
/** hAtom's class for a post's title, which blog themes give their post heading, and hRecipe's for the recipe's name ("fn"). */
const POST_TITLE = /^(?:entry-title|post-title|fn)$/i;
/** Share titles: og:title and twitter:title, each as many times as the page writes them (plugins add their own). */
const SHARE_TITLE = new Set(['og:title', 'twitter:title']);

/** The heading just before the page's first ingredients heading, when an og:title or twitter:title is that heading's text. */
function sharedRecipeHeading(root: HtmlElement): string | null {
  const shared = new Set<string>();
  let previous: string | null = null;
  for (const el of elements(root)) {
    if (el.tag === 'meta' && SHARE_TITLE.has((el.attrs.property ?? el.attrs.name ?? '').toLowerCase())) {
      const t = lettersKey(el.attrs.content ?? '');
      if (t) shared.add(t);
    } else if (HEADING.test(el.tag)) {
      const t = normaliseSpace(textContent(el));
      if (!t) continue;
      if (sectionOf(t) === 'ingredients') return previous && shared.has(lettersKey(previous)) ? previous : null;
      previous = t;
    }
  }
  return null;
}

function firstPageTitle(root: HtmlElement): string | null {
  let title: string | null = null;
  let og: string | null = null;
  let firstH1: string | null = null;
  let post: string | null = null;
  let sites: string[] | undefined;
  // Headings that are a whole part of the page's own title, not the site's name ("BeCook.com - Goveđi gulaš - Recepti …"): the
  // first, should no h1 open the title.
  let segment: string | null = null;
  const isSegment = (t: string) => {
    const own = og ?? title;
    if (!own || lettersKey(t).length < 3 || isSite(t, (sites ??= siteNames(root)))) return false;
    return own.split(SEPARATOR).some((part) => lettersKey(part) === lettersKey(t));
  };
  for (const el of elements(root)) {
    if (el.tag === 'h1' && !classes(el).some((c) => isScreenReaderOnly(c) || DIALOG_CLASS.test(c)) && !('hidden' in el.attrs)) {
      const t = normaliseSpace(textContent(el));
      // The site's name set as an h1 (a theme's logo: "<h1><a>Adam Faliq</a></h1>") names no recipe.
      if (!t || (sites ??= siteNames(root)).some((s) => lettersKey(s) === lettersKey(t))) continue;
      firstH1 ??= withSubtitle(root, el, t);
      if (segment === null && isSegment(t)) segment = t;
      // The page's own title is in its head, before any h1: without one, the first h1 stands. A title that puts the site's
      // name first ("Pastry Affair | Butterbeer Cupcakes", under a theme's "Blog" h1) opens with the recipe's once it is set aside.
      const own = og ?? title;
      if (!own || opensWith(own, t) || opensWith(stripSiteName(own, (sites ??= siteNames(root))), t)) return withSubtitle(root, el, t);
    } else if (el.tag === 'title' && title === null) title = normaliseSpace(textContent(el));
    else if (el.tag === 'meta' && (el.attrs.property ?? el.attrs.name ?? '').toLowerCase() === 'og:title' && og === null)
      og = normaliseSpace(el.attrs.content ?? '') || null;
    else if (post === null && HEADING.test(el.tag) && classes(el).some((c) => POST_TITLE.test(c))) {
      post = normaliseSpace(textContent(el)) || null;
      if (segment === null && post && isSegment(post)) segment = post;
    }
  }
  // A theme's "Blog" or a menu's "Recepti po kategoriji" h1 gives way to the heading the page's title names in full.
  if (segment) return segment;
  if (firstH1) return firstH1;
  const raw = og ?? title;
  // A blog theme with no h1 heads its post with a lower heading it names the entry's title (Blogger's <h3 class="post-title
  // entry-title">): that, where the page's title holds it ("Kalyn's Kitchen®: Vegan Tomato Salad"), without guessing the blog's name.
  if (post && raw && lettersKey(post).length >= 3 && lettersKey(raw).includes(lettersKey(post))) return post;
  return raw ? stripSiteName(raw, siteNames(root)) : null;
}

/** A subtitle that goes on with the dish's name, in lower case: "with Asiago and peas" (meal-kit pages: blueapron.com, homechef.com, purplecarrot.com, innit.com). */
const NAME_GOES_ON = /^(?:with|mit|avec|con|com|met|med)\s+\S/u;

/** The h1's text with the subtitle printed right after it (the next heading or paragraph) when that subtitle goes on with the name. */
function withSubtitle(root: HtmlElement, h1: HtmlElement, text: string): string {
  const parent = elements(root).find((e) => e.children.includes(h1));
  if (!parent) return text;
  const next = parent.children.slice(parent.children.indexOf(h1) + 1).find((c) => typeof c !== 'string' || c.trim());
  if (!next || typeof next === 'string' || !(HEADING.test(next.tag) || next.tag === 'p')) return text;
  const sub = normaliseSpace(textContent(next));
  return sub.length <= 80 && NAME_GOES_ON.test(sub) && !/[.!?]$/.test(sub) ? `${text} ${sub}` : text;
}

/** Whether a page title opens with a heading's words ("Tepsis krumpli Recept képpel - Mindmegette" with "Tepsis krumpli"). */
const opensWith = (pageTitle: string, heading: string) => lettersKey(heading).length >= 3 && lettersKey(pageTitle).startsWith(lettersKey(heading));

/** "Best Brownies - Sally's Kitchen" → "Best Brownies": a page title's first segment that is not the site's name. */
export function stripSiteName(title: string, sites: string[]): string {
  const parts = title
    .split(SEPARATOR)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2) return title.trim();
  return (parts.find((p) => !isSite(p, sites)) ?? parts[0]!).trim();
}
