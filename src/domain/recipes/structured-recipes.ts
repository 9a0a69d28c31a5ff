/**
 * The recipes a page's structured data holds, each once: JSON-LD and microdata copies merged,
 * summaries and name-only stubs beside a full recipe left out.
 */
import { collectJsonLd, parseJsonLd } from './json-ld';
import { collectMicrodata } from './microdata';
import type { Obj } from './schema-values';
import { elements, type HtmlElement } from './html-tree';
import { squashed, textWithin } from './page-blocks';
import type { LayerRecipe } from './layer-recipe';
import { AMOUNT_FIRST } from './page-quantities';
import { firstText } from './schema-text';
import type { ShownWhole } from './schema-instructions';
import { schemaLayer } from './schema-recipe';
import { fill, ingredientLines, isEmpty, stepLines } from './layer-fill';

/** Elements a page shows one step in: a list item, or a block of the step's paragraphs (<div class="step"><p>…</p><p>…</p></div>). */
const STEP_BOXES = new Set(['li', 'div', 'section', 'td', 'dd']);

type StructuredRecipe = { layer: LayerRecipe; rest: ReturnType<typeof schemaLayer>['rest']; format: 'json-ld' | 'microdata' };

/**
 * `summary` only sums `full` up (an SEO plugin's Recipe beside the card's own, both items of one list): three
 * names or more with no amount on any line and one step or none, where `full` gives lines with amounts and
 * two steps or more, and most of the summary's names are words of `full`'s lines ("button mushrooms" in
 * "½ lb button mushrooms"). Such a summary is no recipe of its own.
 */
function sumsUp(summary: LayerRecipe, full: LayerRecipe): boolean {
  const names = ingredientLines(summary);
  if (names.length < 3 || names.some((l) => /[\d½¼¾⅓⅔]/.test(l)) || stepLines(summary).length > 1) return false;
  const lines = ingredientLines(full);
  if (lines.length < names.length || stepLines(full).length < 2 || lines.filter((l) => AMOUNT_FIRST.test(l)).length * 2 < lines.length) return false;
  // Words by their first four letters: "onions" is "onion", "tomatillos" "tomatillo".
  const stems = (t: string) => (t.toLowerCase().match(/\p{L}{3,}/gu) ?? []).map((w) => w.slice(0, 4));
  const have = new Set(lines.flatMap(stems));
  return names.filter((n) => stems(n).length > 0 && stems(n).every((w) => have.has(w))).length * 2 > names.length;
}

/**
 * The page's schema.org recipes, JSON-LD first, then microdata, and the first JSON-LD inLanguage.
 * The same recipe published twice counts once, the later copy filling gaps: in both forms, or as a
 * stub beside the full recipe (an SEO plugin's name-only Recipe). Two full recipes of one name stay two.
 */
export function structuredRecipes(root: HtmlElement): { structured: StructuredRecipe[]; inLanguage: string | null } {
  const found: { o: Obj; format: 'json-ld' | 'microdata' }[] = [];
  let inLanguage: string | null = null;
  for (const el of elements(root)) {
    if (el.tag !== 'script' || !/^application\/ld\+json$/i.test((el.attrs.type ?? '').trim())) continue;
    const raw = el.children.filter((c): c is string => typeof c === 'string').join('');
    const json = parseJsonLd(raw);
    if (json === undefined) continue;
    const objs: Obj[] = [];
    collectJsonLd(json, objs);
    for (const o of objs) {
      found.push({ o, format: 'json-ld' });
      inLanguage ??= firstText(o.inLanguage);
    }
  }
  for (const o of collectMicrodata(root)) found.push({ o, format: 'microdata' });
  let boxes: HtmlElement[] | undefined;
  // A box's text is read only as far as the step could reach: an outer item of nested lists holds the page.
  const shownWhole: ShownWhole = (text) => {
    const want = squashed(text);
    return (boxes ??= elements(root).filter((e) => STEP_BOXES.has(e.tag))).some((box) => {
      // Nodes are counted too: a box nested in boxes with little text would otherwise be read whole once per level.
      const t = textWithin(box, text.length * 2 + 200, 200);
      return t !== null && squashed(t) === want;
    });
  };

  const structured: StructuredRecipe[] = [];
  const nameKey = (r: LayerRecipe) => (r.name ?? '').toLowerCase().replace(/\s+/g, ' ').trim();
  const linesKey = (r: LayerRecipe) => ingredientLines(r).join('|').toLowerCase();
  const stub = (r: LayerRecipe) => !r.ingredient_groups.length || !r.instructions.length;
  for (const f of found) {
    const { layer, rest } = schemaLayer(f.o, shownWhole);
    if (!layer.name && layer.ingredient_groups.length === 0 && layer.instructions.length === 0) continue;
    const twin = structured.find(
      (s) => nameKey(s.layer) === nameKey(layer) && (linesKey(s.layer) === linesKey(layer) || s.format !== f.format || stub(s.layer) || stub(layer)),
    );
    if (!twin) structured.push({ layer, rest, format: f.format });
    else if (isEmpty(twin.layer)) fill(twin.layer, {}, layer, f.format);
  }
  const kept = structured.filter((s) => !structured.some((o) => sumsUp(s.layer, o.layer)));
  return { structured: withoutNamesOnly(kept), inLanguage };
}

/**
 * Recipes that give a name but neither a line nor a step are names only: an empty stub a plugin left beside its card
 * (healthy-delicious.com), the page's list of other drinks marked Recipe each (tuxedono2.com). Where another recipe
 * gives lines or steps they count for nothing; where none does, the first is the page's own (its lines read from the
 * page below), the rest its list.
 */
function withoutNamesOnly(structured: StructuredRecipe[]): StructuredRecipe[] {
  const withContent = structured.filter((s) => s.layer.ingredient_groups.length || s.layer.instructions.length);
  return withContent.length ? withContent : structured.slice(0, 1);
}
