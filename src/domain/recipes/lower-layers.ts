/**
 * The layers below the structured data (recipe plugins, h-recipe, headings, lists, application
 * state): each asked only while the recipe still lacks something, or the structured data is in doubt.
 */
import { elements, type HtmlElement } from './html-tree';
import { textWithin } from './page-blocks';
import { headingLayer, headingRecipes } from './page-headings';
import { headingsFromPage, mayHoldHeadings } from './structured-headings';
import { listLayer } from './page-lists';
import { appStateLayer } from './app-state-recipe';
import type { LayerRecipe } from './layer-recipe';
import { labelledFacts } from './labelled-facts';
import { hRecipeLayer } from './h-recipe';
import { pluginCards, pluginLayer } from './plugin-cards';
import { AMOUNT_FIRST } from './page-quantities';
import { type ExtractionLayer, type FieldSources, fromStructuredData } from './extracted-recipe';
import { JOINED_VALUES } from './schema-recipe';
import { fill, ingredientLines, isEmpty, stepLines } from './layer-fill';
import { holdsPost, joinedLists, splitJoined } from './joined-lists';
import { cutShort, restOfList } from './partial-lists';
import { commaSplitLines, doubtfulIngredients, fullerPageLines } from './doubtful-ingredients';

/** Recipes a page without structured data holds side by side: two plugin cards or more, else ingredient lists each followed by its steps. */
export function severalRecipes(root: HtmlElement): { layer: LayerRecipe; format: ExtractionLayer; plugin: string | null }[] {
  const cards = pluginCards(root);
  // One card is the page's recipe: its headings are not read for more.
  if (cards) return cards.recipes.length > 1 ? cards.recipes.map((layer) => ({ layer, format: 'plugin', plugin: cards.plugin })) : [];
  return headingRecipes(root).map((layer) => ({ layer, format: 'headings', plugin: null }));
}

/** Fills `merged` from the recipe plugin, h-recipe and heading layers, each only while something is missing. */
export function fillFromLowerLayers(
  root: HtmlElement,
  merged: LayerRecipe,
  sources: FieldSources,
  format: ExtractionLayer | null,
  plugin: string | null,
): { format: ExtractionLayer | null; plugin: string | null } {
  const askPage = () =>
    joinedLists(merged).length > 0 ||
    doubtfulIngredients(merged) ||
    JOINED_VALUES.has(merged.ingredient_groups) ||
    stepLines(merged).length === 2 ||
    (fromStructuredData(sources.instructions) && holdsPost(stepLines(merged)));
  const needed = () => isEmpty(merged) || askPage();
  const take = (from: LayerRecipe, source: ExtractionLayer) => {
    fill(merged, sources, from, source);
    splitJoined(merged, sources, from, source);
    fullerPageLines(merged, sources, from, source);
    commaSplitLines(merged, sources, from, source);
    cutShort(merged, sources, from, source);
    restOfList(merged, sources, from, source);
  };
  // The heading layer reads the whole page: once, for both uses below.
  let headings: ReturnType<typeof headingLayer> | undefined;
  const headingsOfPage = () => (headings === undefined ? (headings = headingLayer(root)) : headings);
  if (needed()) {
    const p = pluginLayer(root);
    if (p) {
      take(p.recipe, 'plugin');
      format ??= 'plugin';
      plugin = p.plugin;
    }
  }
  if (needed()) {
    const h = hRecipeLayer(root);
    if (h) {
      take(h, 'h-recipe');
      format ??= 'h-recipe';
    }
  }
  if (!merged.ingredient_groups.length || !merged.instructions.length || askPage()) {
    const h = headingsOfPage();
    if (h && (h.recipe.ingredient_groups.length || (format && h.recipe.instructions.length))) {
      if (h.ingredientsTitle) h.recipe.yields = labelledFacts([{ kind: 'line', text: h.ingredientsTitle }]).yields;
      take(h.recipe, 'headings');
      format ??= 'headings';
    }
  }
  // Three or more list items with amounts beyond the structured lines: the page may list what the structured data left out.
  const structured = fromStructuredData(sources.ingredients);
  if (structured && amountItems(root) >= ingredientLines(merged).length + 3) {
    const h = headingsOfPage();
    if (h) restOfList(merged, sources, h.recipe, 'headings');
  }
  // Short structured lines that may be group headings written as lines ("Yeast Version", "Mixing"): the page's markup tells.
  const fields = { ingredients: structured, instructions: fromStructuredData(sources.instructions) };
  if ((fields.ingredients || fields.instructions) && mayHoldHeadings(merged)) headingsFromPage(root, merged, fields);
  // Read too where the structured data lists the lines but gives no method, and no layer above found one (gracessweetlife.com).
  if (!format || (fromStructuredData(sources.ingredients) && !merged.instructions.length)) {
    const l = listLayer(root);
    if (l) {
      take(l, 'lists');
      format ??= 'lists';
      // The list read the first part of a method the page names whole (class="instructions": "1. Do some prep:", list, "2. …", list).
      const h = headingsOfPage();
      const [mine, page] = [stepLines(merged), h ? stepLines(h.recipe) : []];
      if (h && mine.length && page.length > mine.length && mine.every((x, i) => page[i] === x))
        [merged.instructions, sources.instructions] = [h.recipe.instructions, 'headings'];
    }
  }
  // Last resort: a recipe the page holds only in its web framework's state (Next.js, Nuxt, Inertia…).
  if (!merged.ingredient_groups.length || !merged.instructions.length) {
    const s = appStateLayer(root);
    if (s) {
      fill(merged, sources, s, 'app-state');
      format ??= 'app-state';
    }
  }
  return { format, plugin };
}

/** List items of the page that open with an amount ("350ml whole milk"), each read no further than a line's length. */
function amountItems(root: HtmlElement): number {
  let n = 0;
  for (const el of elements(root)) {
    if (el.tag !== 'li') continue;
    const t = textWithin(el, 200, 40);
    if (t && AMOUNT_FIRST.test(t)) n++;
  }
  return n;
}
