/**
 * How the region under a section's heading is read into lines: which elements are one ingredient or one step
 * however the page lays out their parts, and which are no part of the section (a list of links, a photo's
 * caption, a pointer to more recipes or to the site's app).
 */
import { classes, elements, type HtmlElement, type HtmlNode } from './html-tree';
import { promotesApp } from './app-promotions';
import { blockItems, isHeadingElement, isHeadingTag, lineItems, linkList, normaliseSpace, PRINTED_NUMBER, textWithin, type BlockItem } from './page-blocks';
import { AMOUNT_FIRST, SPOON_WORDS } from './page-quantities';
import { pointsToRecipes } from './recipe-pointers';
import { readsAsSentence } from './sentences';
import { STEP_CONTROL } from './step-groups';
import type { SectionKind } from './page-language';

/** A list item the page names a step (a recipe card's "wprm-recipe-instruction") is one step, however many paragraphs it holds. */
const STEP_ITEM = /(?:^|[-_])(?:instruction|step|direction)(?:$|[-_])/i;
/** A step's check-off control, its label alone ("Mark as complete"). */
const isStepControl = (el: HtmlElement) => STEP_CONTROL.test(normaliseSpace(textWithin(el, 40) ?? ''));
/** A block a card's class names one step item ("qodef-directions-items", "recipe-step-item"): one step, its own title heading over it. */
const STEP_ITEM_DIV = /(?:^|[-_])(?:instruction|step|direction)s?[-_]items?$/i;
/** An element holding only a step's printed number ("3", "3."): a numbered badge. */
const isBadge = (c: HtmlNode) => typeof c !== 'string' && PRINTED_NUMBER.test(normaliseSpace(textWithin(c, 80, 8) ?? ''));
/**
 * A box holding its step's number in a badge and one paragraph ("<div><p><span>3</span></p><p>Mix …<br>Boil …</p></div>"):
 * one step, whatever lines the paragraph breaks into. Not a box of more parts (a title, a tip, a photo beside the text).
 */
function isNumberedBox(el: HtmlElement): boolean {
  if (el.tag !== 'div' && el.tag !== 'li') return false;
  const kids = el.children.filter((c) => typeof c !== 'string' || c.trim());
  const text = kids[1];
  return kids.length === 2 && isBadge(kids[0]!) && typeof text !== 'string' && text!.tag === 'p';
}
/**
 * A list of links is no part of a section: the post's tags under the method, a site menu under an
 * "Ingredients" label. Links that give amounts ("2 fresh lemons", each linking to a shop) are ingredients.
 * Nor is a photo's caption between the steps (<figcaption>: "Pica las verduras | Hogarmania", a credit), nor a line
 * pointing to more of the site's recipes (pointsToRecipes) or to its app (promotesApp).
 */
export const READ: Record<
  SectionKind,
  { whole?: (el: HtmlElement) => boolean; skip?: (el: HtmlElement) => boolean; runLine?: (text: string) => boolean; titledWhole?: boolean }
> = {
  ingredients: { skip: (el) => linkList(el)?.every((t) => !AMOUNT_FIRST.test(t)) ?? false, whole: isIngredientItem, runLine: (t) => AMOUNT_FIRST.test(t) },
  instructions: {
    whole: (el) =>
      (el.tag === 'li' && STEP_ITEM.test(el.attrs.class ?? '')) || (el.tag === 'div' && classes(el).some((c) => STEP_ITEM_DIV.test(c))) || isNumberedBox(el),
    skip: (el) => el.tag === 'figcaption' || linkList(el) !== null || isStepControl(el) || pointsToRecipes(el) || promotesApp(el),
    titledWhole: true,
  },
};

/**
 * A list item or table row of cells of an ingredient list is one ingredient however the page lays out its
 * parts ("2 tbsp" <div>olive oil</div>, a <div> note "finely chopped" under the name, cells holding
 * blocks). Not one holding a list, a heading, or lines that each start with an amount (several
 * ingredients broken by <br>), nor one the page names a heading ("recipe__list-subheading": a group).
 * Its length is the text shown: a page indenting its markup deeply puts hundreds of spaces between the
 * tags of one short row ("Pastrami" / "400 g").
 */
function isIngredientItem(el: HtmlElement): boolean {
  if (isHeadingElement(el)) return false;
  if (el.tag === 'div') return isAmountAndName(el);
  if (el.tag === 'tr') {
    if (el.children.filter((c) => typeof c !== 'string' && (c.tag === 'td' || c.tag === 'th')).length < 2) return false;
  } else if (el.tag !== 'li') return false;
  const shown = textWithin(el, 3000, 80);
  if (shown === null || shown.length > 300) return false;
  if (holdsListOrHeading(el)) return false;
  return brokenLines(el).filter((l) => AMOUNT_FIRST.test(l)).length < 2;
}

/** An amount in a spoon measure of several words, alone ("3 c. de sopa", "1 cuillère à soupe"). */
const SPOON_AMOUNT = new RegExp(String.raw`^[\d½¼¾⅓⅔][\d.,/\s½¼¾⅓⅔]*${SPOON_WORDS}\.?$`, 'iu');

/** A Japanese amount, written measure first ("大さじ1と1/2", "小さじ2", "カップ1") or without a number ("少々", "適量"). */
const MEASURE_FIRST = /^(?:(?:小さじ|大さじ|小匙|大匙|カップ)[\s(（]*[\d０-９½¼¾⅓⅔]|(?:少々|適量|適宜|少量|ひとつまみ)(?:$|[\s(（]))/u;

/**
 * A box of two or three short blocks, one of them an amount alone ("1 kg", "20 g, fresh", "2個") and none
 * a label or a sentence (<div class="ingredient"><div>tamboril</div><div>1 kg</div></div>): one
 * ingredient printed in parts. A whole line beside a remark ("200 g basmati rice" / "from Pakistan") is not.
 */
function isAmountAndName(el: HtmlElement): boolean {
  const blocks = el.children.filter((c): c is HtmlElement => typeof c !== 'string');
  if (blocks.length < 2 || blocks.length > 3 || el.children.some((c) => typeof c === 'string' && c.trim())) return false;
  if (textWithin(el, 200, 60) === null || holdsListOrHeading(el)) return false;
  const lines = blockItems(el);
  const amount = (t: string) => AMOUNT_FIRST.test(t) || MEASURE_FIRST.test(t);
  const amountAlone = (t: string) => amount(t) && (t.split(',')[0]!.trim().split(/\s+/).length <= 2 || SPOON_AMOUNT.test(t));
  return (
    lines.length === blocks.length &&
    lines.every((l) => l.kind === 'line' && l.text.length <= 80 && !readsAsSentence(l.text) && !/[:：]$/.test(l.text)) &&
    lines.filter((l) => amount(l.text)).length === 1 &&
    lines.some((l) => amountAlone(l.text))
  );
}

/** Whether a list, a table or a heading sits inside (read until the first one, not gathered whole). */
function holdsListOrHeading(el: HtmlElement): boolean {
  for (const c of elements(el))
    if (c.tag === 'ul' || c.tag === 'ol' || c.tag === 'li' || c.tag === 'table' || isHeadingTag(c.tag) || isHeadingElement(c)) return true;
  return false;
}

/** The lines of an element's text where <br> breaks it. */
function brokenLines(el: HtmlElement): string[] {
  const parts: string[] = [];
  const stack: HtmlNode[] = [el];
  while (stack.length) {
    const x = stack.pop()!;
    if (typeof x === 'string') parts.push(x);
    else if (x.tag === 'br') parts.push('\n');
    else for (let i = x.children.length - 1; i >= 0; i--) stack.push(x.children[i]!);
  }
  return parts.join('').split('\n').map(normaliseSpace).filter(Boolean);
}

/**
 * Sentences outside the section's list that lead into it: one closing on a colon right before the list ("To make this soup
 * you will need these ingredients:", "Here are the steps:"), and those before a list that holds every later line ("To
 * recreate this tiramisu, gather the following ingredients …", or a remark alone: "Su Bardağı Ölçüsü 250 ml"). No lines
 * of the section. Short labels ending in a colon ("For the sauce:") are read as group names before.
 */
export function withoutLeadIns(items: BlockItem[]): BlockItem[] {
  const first = items.findIndex((it) => it.kind === 'line' && it.listed);
  const listedAfter = first > 0 && items.slice(first).every((it) => it.kind !== 'line' || it.listed) && lineItems(items.slice(first)).length >= 2;
  // One line alone before such a list is a remark on it too ("Su Bardağı Ölçüsü 250 ml": the cup the list measures in).
  const alone = lineItems(items.slice(0, first)).length === 1;
  return items.filter((it, i) => {
    if (it.kind !== 'line' || it.listed) return true;
    const next = items[i + 1];
    return !(/[:：]$/.test(it.text) && next?.kind === 'line' && next.listed) && !(listedAfter && i < first && (readsAsSentence(it.text) || alone));
  });
}
