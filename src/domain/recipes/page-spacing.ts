/**
 * Structured ingredient lines written from a card's fields joined without a space ("2kosa Vlečenega testa",
 * "muutamasiivu juustoa", "4bolletjes citroensorbet"), where the page prints the same words spaced in an
 * element of its own ("<span>2 kosa</span>", "<span>muutama</span> <span>siivu</span>"): the page's spaces.
 * Only for a list where that happens to an amount in at least two lines (a card that joins its fields):
 * elsewhere a page may simply write a word two ways ("breadcrumbs" in the card, "bread crumbs" in the post).
 */
import { elements, type HtmlElement } from './html-tree';
import type { IngredientGroup } from './layer-recipe';
import { normaliseSpace, textWithin } from './page-blocks';

/** Page texts longer than this are no field of a card. */
const FIELD_MAX = 60;
/** Nodes a card's field is read through ("<td> <span>1</span> <span>pkt</span> </td>"); a bigger element is no field. */
const FIELD_NODES = 12;
/** Tokens of a line one page text may cover. */
const SPAN_MAX = 6;

const unspaced = (s: string) => s.replace(/\s+/g, '');

/** Short page texts with a space inside, by their characters without spaces (the first one met kept). */
function spacedTexts(root: HtmlElement): Map<string, string> {
  const texts = new Map<string, string>();
  for (const el of elements(root)) {
    if (el.tag === 'script' || el.tag === 'style' || el.tag === 'head') continue;
    const raw = textWithin(el, FIELD_MAX, FIELD_NODES);
    if (raw === null) continue;
    const text = normaliseSpace(raw);
    if (!text.includes(' ')) continue;
    const key = unspaced(text);
    if (key.length >= 3 && !texts.has(key)) texts.set(key, text);
  }
  return texts;
}

/** `part` with a space wherever `shown` (the same characters) has one: spaces are only added. */
function withSpacesOf(part: string, shown: string): string {
  let out = '';
  let j = 0;
  for (const ch of part) {
    if (ch === ' ') {
      if (!out.endsWith(' ')) out += ' ';
      continue;
    }
    while (shown[j] === ' ') {
      j++;
      if (out && !out.endsWith(' ')) out += ' ';
    }
    out += ch;
    j += ch.length;
  }
  return out;
}

/**
 * The line with the page's spaces inside each longest run of its tokens that the page prints whole with a space
 * the line lacks; the line itself when there is none.
 */
function spacedLine(line: string, texts: Map<string, string>): string {
  const tokens = line.split(' ');
  const out: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    let matched = 0;
    for (let n = Math.min(SPAN_MAX, tokens.length - i); n >= 1 && !matched; n--) {
      const part = tokens.slice(i, i + n).join(' ');
      const shown = texts.get(unspaced(part));
      if (!shown || shown.split(' ').length <= n) continue;
      out.push(withSpacesOf(part, shown));
      matched = n;
    }
    if (!matched) out.push(tokens[i]!);
    i += matched || 1;
  }
  return out.join(' ');
}

/** Lines whose amount the page's spaces part from the word after it ("2kosa" → "2 kosa"): the card joins its fields. */
const JOINED_AMOUNTS = 2;
const AMOUNT_INTO_WORD = /\d\p{L}/u;
const amountJoined = (line: string, spaced: string) => AMOUNT_INTO_WORD.test(line) && !AMOUNT_INTO_WORD.test(spaced) && /\d \p{L}/u.test(spaced);

/** Ingredient groups with the page's spaces restored (see the module's comment); null when no line changes. */
export function spacedFromPage(root: HtmlElement, groups: IngredientGroup[]): IngredientGroup[] | null {
  const lines = groups.flatMap((g) => g.ingredients);
  // The page is read only for a list where amounts run into words often enough to be the card's doing.
  if (lines.filter((line) => AMOUNT_INTO_WORD.test(line)).length < JOINED_AMOUNTS) return null;
  const texts = spacedTexts(root);
  if (!texts.size) return null;
  const out = groups.map((g) => ({ ...g, ingredients: g.ingredients.map((line) => spacedLine(line, texts)) }));
  const spaced = out.flatMap((g) => g.ingredients);
  const joined = lines.filter((line, i) => amountJoined(line, spaced[i]!)).length;
  return joined >= JOINED_AMOUNTS ? out : null;
}
