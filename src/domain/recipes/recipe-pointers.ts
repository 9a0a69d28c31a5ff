/**
 * A line that ends by pointing to a collection of the site's recipes: its last content is a link whose words
 * name recipes in the plural ("See more <a>Vegetarian recipes</a>", "<a>See All Recipes</a>…", "Se você gostou
 * da receita…, sugerimos que entre na nossa categoria de <a>Receitas de outros aperitivos</a>."). Such a line under
 * a method is the site's, no step. A step that ends with a link to one recipe ("Serve with my <a>guacamole</a>.")
 * names no recipes in the plural and stays.
 */
import type { HtmlElement } from './html-tree';
import { closingLink, textWithin } from './page-blocks';

/** "Recipes" in the page languages, plural forms only (one recipe named in a step is the step's). */
const RECIPES_WORD =
  /(?<![\p{L}])(?:recipes|recepten|rezepte|recettes|recetas|ricette|receitas|recepty|receptek|recepti|opskrifter|oppskrifter|przepisy|tarifler|tarifleri|рецепты|рецепти|rețete|retete|reseptit|reseptejä|retseptid|receptai|συνταγές)(?![\p{L}])/iu;
/** A link's text longer than this is no pointer's label. */
const MAX_LINK_CHARS = 80;
/** A line longer than this is no pointer. */
const MAX_LINE_CHARS = 200;

export function pointsToRecipes(el: HtmlElement): boolean {
  if (el.tag !== 'p' && el.tag !== 'li') return false;
  const a = closingLink(el);
  const text = a && textWithin(a, MAX_LINK_CHARS);
  if (!text) return false;
  // Or the line names them and the link is where ("More of Svetlana's recipes are on her blog <a>…</a>").
  return RECIPES_WORD.test(text) || RECIPES_WORD.test(textWithin(el, MAX_LINE_CHARS) ?? '');
}
