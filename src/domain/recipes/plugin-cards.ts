/**
 * The plugin layer: recipe cards that the common recipe plugins print (WP Recipe Maker, Tasty Recipes, …),
 * read by their stable class names. Each card gives the fields it holds; the caller keeps earlier layers' values.
 */
import { classes, elements, type HtmlElement } from './html-tree';
import { blockItems, normaliseSpace } from './page-blocks';
import { findAll, findFirst, foundText, present } from './class-lookup';
import { emptyLayer, type LayerRecipe } from './layer-recipe';
import { ingredientGroups } from './ingredient-groups';
import { instructionGroups } from './step-groups';

/**
 * Widgets inside plugin cards that are not recipe text: scaling buttons, unit toggles, ratings, and the
 * amount in the other unit system that a toggle shows instead (WPZoom's "wpzoom-rcb-ingredient-alt-amount"
 * beside the amount: "6 6 boneless chicken breasts" when both are read).
 */
const WIDGET =
  /(?:^|-)(?:scale|scaling|adjust|adjustable|unit-conversion|toggle|rating|print|pin|jump|servings-change|checkbox|tooltip|screen-reader|sr-only|alt-amount|alt-unit)(?:-|$)/i;
/** A glossary term with its explanation in data-tooltip (<span class="wprm-glossary-term wprm-tooltip">sea salt flakes</span>) is the word the page shows. */
const skipWidget = (el: HtmlElement) => !('data-tooltip' in el.attrs) && classes(el).some((c) => WIDGET.test(c));

interface PluginMarkup {
  plugin: string;
  root: string[];
  name: string[];
  ingredients: string[];
  instructions: string[];
  yield: string[];
  total: string[];
  prep: string[];
  cook: string[];
  /** The plugin's own JSON-LD names a step by the bold words it opens with ("<strong>Make the roux:</strong> Melt …"): its card is read so. */
  boldStepTitles?: boolean;
  /** The class of one ingredient of its list: an ingredient however it is styled (a name set in bold is no group heading). */
  ingredientItem?: string;
}

/** Stable class (or id) names of the common recipe plugins; first match in each list wins. */
const PLUGINS: PluginMarkup[] = [
  {
    plugin: 'wp-recipe-maker',
    root: ['wprm-recipe-container', 'wprm-recipe'],
    name: ['wprm-recipe-name'],
    ingredients: ['wprm-recipe-ingredients-container'],
    instructions: ['wprm-recipe-instructions-container'],
    yield: ['wprm-recipe-servings-container', 'wprm-recipe-servings'],
    total: ['wprm-recipe-total-time-container', 'wprm-recipe-total_time-container'],
    prep: ['wprm-recipe-prep-time-container', 'wprm-recipe-prep_time-container'],
    cook: ['wprm-recipe-cook-time-container', 'wprm-recipe-cook_time-container'],
    ingredientItem: 'wprm-recipe-ingredient',
  },
  {
    plugin: 'tasty-recipes',
    root: ['tasty-recipes'],
    name: ['tasty-recipes-title'],
    ingredients: ['tasty-recipes-ingredients-body', 'tasty-recipes-ingredients'],
    instructions: ['tasty-recipes-instructions-body', 'tasty-recipes-instructions'],
    yield: ['tasty-recipes-yield'],
    total: ['tasty-recipes-total-time'],
    prep: ['tasty-recipes-prep-time'],
    cook: ['tasty-recipes-cook-time'],
    boldStepTitles: true,
  },
  {
    plugin: 'mediavine-create',
    root: ['mv-create-card', 'mv-create-wrapper'],
    name: ['mv-create-title'],
    ingredients: ['mv-create-ingredients'],
    instructions: ['mv-create-instructions'],
    yield: ['mv-create-yield'],
    total: ['mv-create-time-total'],
    prep: ['mv-create-time-prep'],
    cook: ['mv-create-time-active'],
  },
  {
    plugin: 'zip-recipes',
    root: ['zlrecipe-container', 'zlrecipe-container-border', 'zip-recipes'],
    name: ['zlrecipe-title'],
    ingredients: ['zlrecipe-ingredients-list', 'zlrecipe-ingredients'],
    instructions: ['zlrecipe-instructions-list', 'zlrecipe-instructions'],
    yield: ['zlrecipe-yield', 'zlrecipe-serving-size'],
    total: ['zlrecipe-total-time'],
    prep: ['zlrecipe-prep-time'],
    cook: ['zlrecipe-cook-time'],
  },
  {
    plugin: 'easyrecipe',
    root: ['easyrecipe'],
    name: ['ERSName'],
    ingredients: ['ERSIngredients'],
    instructions: ['ERSInstructions'],
    yield: ['ERSServes', 'ERSYield'],
    total: ['ERSTimeTotal', 'ERSTotalTime'],
    prep: ['ERSTimePrep', 'ERSPrepTime'],
    cook: ['ERSTimeCook', 'ERSCookTime'],
  },
  {
    plugin: 'wp-ultimate-recipe',
    root: ['wpurp-container'],
    name: ['wpurp-recipe-title'],
    ingredients: ['wpurp-recipe-ingredients'],
    instructions: ['wpurp-recipe-instructions'],
    yield: ['wpurp-recipe-servings'],
    total: [],
    prep: ['wpurp-recipe-prep-time'],
    cook: ['wpurp-recipe-cook-time'],
  },
  {
    plugin: 'cooked',
    root: ['cooked-recipe-info', 'cooked-recipe'],
    name: ['cooked-recipe-title'],
    ingredients: ['cooked-recipe-ingredients'],
    instructions: ['cooked-recipe-directions'],
    yield: ['cooked-servings'],
    total: ['cooked-total-time'],
    prep: ['cooked-prep-time'],
    cook: ['cooked-cook-time'],
  },
  {
    plugin: 'recipe-card-blocks',
    root: ['wp-block-wpzoom-recipe-card-block-recipe-card', 'recipe-card'],
    name: ['recipe-card-title'],
    ingredients: ['recipe-card-ingredients'],
    instructions: ['recipe-card-directions'],
    yield: ['recipe-card-servings'],
    total: ['recipe-card-total-time'],
    prep: ['recipe-card-prep-time'],
    cook: ['recipe-card-cook-time'],
  },
  {
    plugin: 'meal-planner-pro',
    root: ['mpprecipe-container', 'mpprecipe'],
    name: ['mpprecipe-title'],
    ingredients: ['mpprecipe-ingredients-list', 'mpprecipe-ingredients'],
    instructions: ['mpprecipe-instructions-list', 'mpprecipe-instructions'],
    yield: ['mpprecipe-yield'],
    total: ['mpprecipe-total-time'],
    prep: ['mpprecipe-prep-time'],
    cook: ['mpprecipe-cook-time'],
  },
  {
    plugin: 'jetpack-recipe',
    root: ['jetpack-recipe'],
    name: ['jetpack-recipe-title'],
    ingredients: ['jetpack-recipe-ingredients'],
    instructions: ['jetpack-recipe-directions'],
    yield: ['jetpack-recipe-servings'],
    total: ['jetpack-recipe-time'],
    prep: ['jetpack-recipe-prep-time'],
    cook: ['jetpack-recipe-cook-time'],
  },
  {
    plugin: 'yoast-how-to',
    root: ['schema-how-to'],
    name: ['schema-how-to-title'],
    ingredients: [],
    instructions: ['schema-how-to-steps'],
    yield: [],
    total: ['schema-how-to-total-time'],
    prep: [],
    cook: [],
  },
];

/**
 * The plugin cards on the page, read by their class names (the first plugin whose markup is present);
 * null when none is. Some plugins (Cooked) print the parts of their one recipe side by side rather
 * than inside a card: those are looked for page-wide when the page has one card.
 */
export function pluginCards(root: HtmlElement): { plugin: string; recipes: LayerRecipe[] } | null {
  if (!CARDS.has(root)) CARDS.set(root, readCards(root));
  return CARDS.get(root)!;
}
const CARDS = new WeakMap<HtmlElement, { plugin: string; recipes: LayerRecipe[] } | null>();

function readCards(root: HtmlElement): { plugin: string; recipes: LayerRecipe[] } | null {
  for (const p of PLUGINS) {
    if (!present(root, p.root) && !present(root, p.ingredients)) continue;
    const name = [...p.root, ...p.ingredients].find((n) => present(root, [n]))!;
    // Cards nested in a card (a container and its recipe both named) count once.
    const cards: HtmlElement[] = [];
    const inside = new Set<HtmlElement>();
    for (const c of findAll(root, [name])) {
      if (inside.has(c)) continue;
      cards.push(c);
      for (const d of elements(c)) inside.add(d);
    }
    const recipes = cards.map((card) => readCard(p, card, cards.length === 1 ? root : null)).filter((r) => r.ingredient_groups.length || r.instructions.length);
    if (recipes.length) return { plugin: p.plugin, recipes };
  }
  return null;
}

/**
 * The innermost element of `names` inside `el`: a theme wraps the plugin's name element in another of
 * its class to print a label beside it ("How to make" / "Let's Make" + "Best Ever Chewy Brownies").
 */
function innermost(el: HtmlElement | null, names: string[]): HtmlElement | null {
  const inner = el && findAll(el, names).find((d) => foundText(d));
  return inner ? innermost(inner, names) : el;
}

function readCard(p: PluginMarkup, card: HtmlElement, page: HtmlElement | null): LayerRecipe {
  const part = (names: string[]) => (names.length ? findFirst(card, names) : null);
  const list = (names: string[]) => part(names) ?? (names.length && page ? findFirst(page, names) : null);
  const r = emptyLayer();
  r.name = foundText(innermost(part(p.name), p.name));
  const ing = list(p.ingredients);
  const item = p.ingredientItem;
  if (ing) r.ingredient_groups = ingredientGroups(blockItems(ing, { skip: skipWidget, item: item ? (el) => classes(el).includes(item) : undefined }));
  const ins = list(p.instructions);
  // A card's step is one list item, however many paragraphs it holds (as its JSON-LD HowToStep is).
  if (ins) r.instructions = instructionGroups(blockItems(ins, { skip: skipWidget, whole: (el) => el.tag === 'li' }), { boldTitles: p.boldStepTitles });
  const y = part(p.yield);
  if (y) r.yields = [normaliseSpace(textOfSkipping(y))].filter(Boolean);
  r.total = foundText(part(p.total));
  r.prep = foundText(part(p.prep));
  r.cook = foundText(part(p.cook));
  return r;
}

/** The first plugin card on the page; null when no plugin markup is present. */
export function pluginLayer(root: HtmlElement): { plugin: string; recipe: LayerRecipe } | null {
  const found = pluginCards(root);
  return found ? { plugin: found.plugin, recipe: found.recipes[0]! } : null;
}

function textOfSkipping(el: HtmlElement): string {
  return blockItems(el, { skip: skipWidget })
    .map((i) => i.text)
    .join(' ');
}
