/**
 * The last fallback, for pages that name neither their lists nor their sections: a list whose items
 * mostly start with an amount ("6 cups rotisserie chicken, shredded") is the ingredient list, and the
 * steps are the sentence paragraphs right after it, or else the next list of sentences; the name is an
 * h1 shortly before the list. Read only when no other layer found a recipe, or a method where none did.
 */
import { classes, type HtmlElement, type HtmlNode } from './html-tree';
import {
  blockItems,
  isConsentDialog,
  isHeadingTag,
  isList,
  lettersKey,
  looksLikeGroupLabel,
  normaliseSpace,
  stripStepNumber,
  textOf,
  type BlockItem,
} from './page-blocks';
import { siteNames } from './page-title';
import { sectionOf } from './page-language';
import { emptyLayer, type LayerRecipe } from './layer-recipe';
import { ingredientGroups } from './ingredient-groups';
import { instructionGroups } from './step-groups';
import { mostlySentences, readsAsSentence } from './sentences';
import { AMOUNT_FIRST } from './page-quantities';

/** A block of the page in reading order; `list` is the ul/ol an item belongs to. */
interface Block {
  tag: string;
  text: string;
  list: HtmlElement | null;
  /** Inside a photo's caption (<figcaption>). */
  caption?: boolean;
  /** A line of a paragraph's list set apart as its group's name (its bold first line: "<strong>Butterscotch Ganache</strong><br>…"). */
  group?: boolean;
}

const SKIPPED = new Set(['script', 'style', 'noscript', 'template', 'svg', 'nav', 'header', 'footer', 'form', 'select', 'button']);
/** Readers' comments hold sentences too. */
const COMMENTS = /comment|respond/i;
const skipped = (el: HtmlElement) =>
  SKIPPED.has(el.tag) || COMMENTS.test(el.attrs.id ?? '') || classes(el).some((c) => COMMENTS.test(c)) || isConsentDialog(el);
const BLOCK_TAGS = /^(?:p|li|h[1-6]|dt|dd|blockquote)$/;
/** Enough blocks to reach a recipe below a long story; a page is not read further. */
const MAX_BLOCKS = 4000;

function blocksOf(root: HtmlElement): Block[] {
  const out: Block[] = [];
  const walk = (n: HtmlNode, list: HtmlElement | null, caption: boolean) => {
    if (typeof n === 'string' || skipped(n) || out.length >= MAX_BLOCKS) return;
    const push = (b: Block) => out.push(caption ? { ...b, caption } : b);
    if (BLOCK_TAGS.test(n.tag)) {
      const lines = n.tag === 'p' ? listedLines(n) : null;
      if (lines) {
        for (const l of lines) push(l.kind === 'heading' ? { tag: 'li', text: l.text, list: n, group: true } : { tag: 'li', text: l.text, list: n });
        return;
      }
      const parts = n.tag === 'p' ? blankLineParts(n) : null;
      if (parts) {
        for (const text of parts) push({ tag: 'p', text, list: null });
        return;
      }
      const nested = n.tag === 'li' ? n.children.findIndex((c) => typeof c !== 'string' && isList(c)) : -1;
      if (nested > 0) {
        // An item naming a part over its own list ("Tærtebund:" over "200 g mel", "100 g smør", …): the part's name, then its lines.
        const sub = n.children[nested] as HtmlElement;
        const name = normaliseSpace(
          n.children
            .slice(0, nested)
            .map((c) => (typeof c === 'string' ? c : textOf(c)))
            .join(' '),
        );
        if (name) push({ tag: 'li', text: name.replace(/[:：]\s*$/, ''), list: sub, group: true });
        walk(sub, sub, caption);
        return;
      }
      const text = normaliseSpace(textOf(n));
      if (text) push({ tag: n.tag, text, list: n.tag === 'li' ? list : null });
      return;
    }
    const inner = isList(n) ? n : list;
    for (const c of n.children) walk(c, inner, caption || n.tag === 'figcaption');
  };
  walk(root, null, false);
  return out;
}

/**
 * A paragraph of lines broken by <br> that reads as an ingredient list ("225g smoked tofu, drained<br>4 tbsp
 * cornflour<br>…", "• 15 g Parmesan<br>• 1 Ei"): its lines, the items of a list. Else null: one paragraph.
 */
function listedLines(p: HtmlElement): BlockItem[] | null {
  if (!hasBreak(p)) return null;
  const lines = blockItems(p);
  return isIngredientList(lines.map((l) => ({ tag: 'li', text: l.text, list: p }))) ? lines : null;
}

/**
 * A paragraph broken by a blank line (two <br> in a row) into parts that each read as a sentence ("Transfer the
 * pot to the oven …<br><br>Taste for doneness …"): its parts, paragraphs of their own. Else null: one paragraph.
 */
function blankLineParts(p: HtmlElement): string[] | null {
  const parts: HtmlNode[][] = [[]];
  let breaks = 0;
  for (const c of p.children) {
    if (typeof c !== 'string' && c.tag === 'br') breaks++;
    else if (typeof c !== 'string' || c.trim()) {
      if (breaks >= 2 && parts[parts.length - 1]!.length) parts.push([]);
      breaks = 0;
      parts[parts.length - 1]!.push(c);
    }
    if (typeof c !== 'string' && c.tag === 'br' && breaks === 1) parts[parts.length - 1]!.push(c);
  }
  if (parts.length < 2) return null;
  const texts = parts.map((children) => normaliseSpace(textOf({ tag: 'p', attrs: {}, children })));
  return texts.every((t) => readsAsSentence(stripStepNumber(t))) ? texts : null;
}

/** Whether a <br> sits in the paragraph, looked for among its first nodes only. */
function hasBreak(p: HtmlElement): boolean {
  const stack: HtmlNode[] = [p];
  for (let budget = 200; stack.length && budget > 0; budget--) {
    const x = stack.pop()!;
    if (typeof x === 'string') continue;
    if (x.tag === 'br') return true;
    for (const c of x.children) stack.push(c);
  }
  return false;
}

/**
 * Paragraphs in a row that each hold one line opening with an amount ("<p>125 g finomliszt</p><p>7 g só</p>…", as
 * an editor that makes a paragraph of every line writes a list): the items of one list, as lines broken in one
 * paragraph are (listedLines), and read as a list only with step paragraphs right after them.
 */
function paragraphLists(blocks: Block[]): Block[] {
  const out = [...blocks];
  // A numbered line is a step, though it may read as none ("1. gyújtsuk be a sütőt 200 fokra").
  const isLine = (b: Block) =>
    b.tag === 'p' && !b.list && !b.caption && b.text.length <= 200 && amountFirst(b.text) && !isStep(b) && stripStepNumber(b.text) === b.text;
  for (let i = 0; i < out.length; ) {
    let j = i;
    while (j < out.length && isLine(out[j]!)) j++;
    if (j - i >= 3) {
      const list: HtmlElement = { tag: 'p', attrs: {}, children: [] };
      for (let k = i; k < j; k++) out[k] = { tag: 'li', text: out[k]!.text, list };
    }
    i = Math.max(j, i + 1);
  }
  return out;
}

/** Runs of consecutive items of one list, as [start, end) indexes into `blocks`. */
function listRuns(blocks: Block[]): [number, number][] {
  const runs: [number, number][] = [];
  for (let i = 0; i < blocks.length; ) {
    const list = blocks[i]!.list;
    let j = i + 1;
    if (list) while (j < blocks.length && blocks[j]!.list === list) j++;
    if (list) runs.push([i, j]);
    i = j;
  }
  return runs;
}

/** "ca 1 dl suhkrut", "about 2 cups": an amount said to be rough still opens the line. */
const ROUGHLY = /^(?:ca\.?|cca\.?|circa|approx\.?|about|env\.?|ok\.?|etwa|noin|omkring|ongeveer)\s+/iu;
const amountFirst = (text: string) => AMOUNT_FIRST.test(text.replace(ROUGHLY, ''));

/** Three items or more, most starting with an amount, none a paragraph of its own. */
const isIngredientList = (items: Block[]) =>
  items.length >= 3 && items.length <= 80 && items.filter((b) => amountFirst(b.text)).length >= items.length * 0.6 && items.every((b) => b.text.length <= 200);

/** A list under a heading of its own beside the ingredient list: a list of amounts, or one or two lines that each start with one ("Dairy": "4 egg whites"). */
const isGroupList = (items: Block[]) => isIngredientList(items) || (items.length <= 2 && items.every((b) => amountFirst(b.text) && b.text.length <= 100));

/** A step reads as a sentence once its printed number is set aside ("1- Versez l'œuf …"). */
const isStep = (b: Block) => readsAsSentence(stripStepNumber(b.text));
/** A paragraph that only labels what follows it ("Rullimiseks:", "For the glaze:"): a group's name, as a heading is. */
const isLabel = (b: Block | undefined) => b !== undefined && b.tag === 'p' && !b.list && looksLikeGroupLabel(b.text);
const stepsRun = (items: Block[]) => mostlySentences(items.map((b) => stripStepNumber(b.text)));

/** The number a paragraph opens with as a step's ("1. …", "2) …"), else null. */
const stepNumber = (b: Block | undefined) => {
  const m = b?.tag === 'p' ? /^\(?(\d{1,2})\s*[.)]\s+\S/u.exec(b.text) : null;
  return m ? Number(m[1]) : null;
};
/** A paragraph numbered as a run of steps goes on (1 with a 2 after it, or one more than the paragraph before): a step, though it may read as no sentence ("1. gyújtsuk be a sütőt 200 fokra"). */
const numberedOn = (blocks: Block[], i: number) => {
  const n = stepNumber(blocks[i]);
  return n !== null && ((n === 1 && stepNumber(blocks[i + 1]) === 2) || (n > 1 && stepNumber(blocks[i - 1]) === n - 1));
};
/** Block `i` is a step paragraph: it reads as a step, or is numbered as a run of steps goes on. */
const stepAt = (blocks: Block[], i: number) => blocks[i]?.tag === 'p' && (isStep(blocks[i]!) || numberedOn(blocks, i));

/** A caption's paragraph that is no sentence, with a step paragraph after it. */
const isCaption = (blocks: Block[], i: number) =>
  blocks[i]!.caption === true && !isStep(blocks[i]!) && blocks[i + 1]?.tag === 'p' && !blocks[i + 1]!.caption && isStep(blocks[i + 1]!);

/** The sentence paragraphs from `from` on, and where they end. */
function paragraphsFrom(blocks: Block[], from: number): { paragraphs: Block[]; end: number } {
  const paragraphs: Block[] = [];
  let i = from;
  // A photo's caption between them ("Stirring at 5 minutes") is passed over: the steps read on past it.
  for (; i < blocks.length && (stepAt(blocks, i) || (blocks[i]!.tag === 'p' && isCaption(blocks, i))); i++)
    if (!blocks[i]!.caption) paragraphs.push(blocks[i]!);
  return { paragraphs, end: i };
}

/** Blocks read as a method's lines (steps, not list lines). */
const asLines = (bs: Block[]) => bs.map((b): BlockItem => ({ kind: 'line', text: b.text }));

/** A part's title on a paragraph of its own ("To Assemble"): short, no sentence, no amount. */
const isPartTitle = (b: Block | undefined) =>
  b !== undefined && b.tag === 'p' && b.text.length <= 40 && !isStep(b) && !AMOUNT_FIRST.test(b.text) && !/\d/.test(b.text);

/**
 * A recipe in parts after its first list and that list's step paragraphs (pastryaffair.com: the cupcakes, "Butterscotch
 * Ganache", "Butterscotch Buttercream", each a paragraph of lines broken by <br> over its step paragraphs, then "To
 * Assemble" over its own): each later list of amounts with a step paragraph or more right after it, and each part's title
 * on a paragraph of its own over step paragraphs, in a row from `from`. Their lists and steps, as items under their names.
 */
function laterParts(blocks: Block[], runs: [number, number][], from: number): { ingredients: Block[]; steps: BlockItem[] } {
  const out = { ingredients: [] as Block[], steps: [] as BlockItem[] };
  for (let at = from; at < blocks.length; ) {
    const run = runs.find(([s]) => s === at);
    if (run && isIngredientList(blocks.slice(run[0], run[1]))) {
      const { paragraphs, end } = paragraphsFrom(blocks, run[1]);
      if (!paragraphs.length) break;
      const part = blocks.slice(run[0], run[1]);
      out.ingredients.push(...part);
      if (part[0]!.group) out.steps.push({ kind: 'heading', text: part[0]!.text });
      out.steps.push(...asLines(paragraphs));
      at = end;
    } else if (isPartTitle(blocks[at])) {
      const { paragraphs, end } = paragraphsFrom(blocks, at + 1);
      if (!paragraphs.length) break;
      out.steps.push({ kind: 'heading', text: blocks[at]!.text }, ...asLines(paragraphs));
      at = end;
    } else break;
  }
  return out;
}

/**
 * A recipe in parts after its first list and that list's list of steps (gracessweetlife.com: "Cannoli Shells", "Ricotta
 * Cannoli Filling", "Assembling Cannoli", each a heading over a list of what it takes and a list of steps): each later
 * heading with a list of lines that are no sentences right under it and a list of steps right after that, in a row from
 * `from`. A part's list need not open with amounts ("Sifted confectioners' sugar for dusting"): the parts before set the
 * pattern. Its lines and steps, as items under the part's name.
 */
function listedParts(blocks: Block[], runs: [number, number][], from: number): { ingredients: BlockItem[]; steps: BlockItem[] } {
  const out = { ingredients: [] as BlockItem[], steps: [] as BlockItem[] };
  for (let at = from; isHeadingTag(blocks[at]?.tag ?? ''); ) {
    const lines = runs.find(([s]) => s === at + 1);
    const steps = lines && runs.find(([s]) => s === lines[1]);
    const items = lines ? blocks.slice(lines[0], lines[1]) : [];
    if (!lines || !steps || items.some((b) => isStep(b) || b.text.length > 200) || !stepsRun(blocks.slice(steps[0], steps[1]))) break;
    const title: BlockItem = { kind: 'heading', text: blocks[at]!.text };
    out.ingredients.push(title, ...items.map((b): BlockItem => ({ kind: 'line', text: b.text, listed: true })));
    out.steps.push(title, ...asLines(blocks.slice(steps[0], steps[1])));
    at = steps[1];
  }
  return out;
}

/**
 * Steps after the ingredient list ending at `from`: the sentence paragraphs right after it, else the next list of sentences
 * within reach, with the lists of its kind right after it that go on with sentences (a numbered list split in two: "<ol>…</ol><ol>…</ol>").
 */
function stepsAfter(blocks: Block[], runs: [number, number][], from: number): Block[] {
  const { paragraphs } = paragraphsFrom(blocks, from);
  if (paragraphs.length >= 2) return paragraphs;
  const at = runs.findIndex(([s, e]) => s >= from && s - from <= 60 && stepsRun(blocks.slice(s, e)));
  if (at < 0) return [];
  const [start] = runs[at]!;
  let end = runs[at]![1];
  for (const [s, e] of runs.slice(at + 1)) {
    if (s !== end || blocks[s]!.list!.tag !== blocks[start]!.list!.tag || !stepsRun(blocks.slice(s, e))) break;
    end = e;
  }
  return blocks.slice(start, end);
}

/**
 * The recipe's name: the nearest h1 shortly before its ingredient list that is no section or label (lower headings may name
 * a group: "Produce"), nor the site's name (a theme's logo: "Perenaine.ee – retseptid").
 */
function nameBefore(blocks: Block[], start: number, sites: string[]): string | null {
  for (let i = start - 1; i >= Math.max(0, start - 6); i--) {
    const b = blocks[i]!;
    if (b.tag === 'h1' && sectionOf(b.text) === null && !/[:：]$/.test(b.text) && !sites.some((s) => lettersKey(s) === lettersKey(b.text))) return b.text;
  }
  return null;
}

export function listLayer(root: HtmlElement): LayerRecipe | null {
  const blocks = paragraphLists(blocksOf(root));
  const runs = listRuns(blocks);
  // Lines broken in a paragraph are a list only with step paragraphs right after them: a far list of sentences may be anything.
  const stepsNext = (e: number) => stepAt(blocks, e) && stepAt(blocks, e + 1);
  const ing = runs.find(([s, e]) => isIngredientList(blocks.slice(s, e)) && (blocks[s]!.list!.tag !== 'p' || stepsNext(e)));
  if (!ing) return null;
  // Lists of amounts under a heading each ("Produce", "Pantry", "Dairy"), before or after it, are groups of the same list.
  const isHeading = (i: number) => isHeadingTag(blocks[i]?.tag ?? '') || isLabel(blocks[i]);
  let start = ing[0];
  for (let k = runs.indexOf(ing) - 1; k >= 0; k--) {
    const [s, e] = runs[k]!;
    if (e !== start - 1 || !isHeading(e) || !isHeading(s - 1) || !isGroupList(blocks.slice(s, e))) break;
    start = s;
  }
  let end = ing[1];
  for (let k = runs.indexOf(ing) + 1; k < runs.length; k++) {
    const [s, e] = runs[k]!;
    // The next part under a heading of its own, or named by the first item of its list (a nested list's part).
    const named = s === end && blocks[s]!.group === true;
    if (!(named || (s === end + 1 && isHeading(end))) || !isGroupList(blocks.slice(named ? s + 1 : s, e))) break;
    end = e;
  }
  const steps = stepsAfter(blocks, runs, end);
  if (!steps.length) return null;
  const items = (bs: Block[]): BlockItem[] =>
    bs.map((b) =>
      b.group
        ? { kind: 'heading', text: b.text }
        : b.list
          ? { kind: 'line', text: b.text, listed: true }
          : isLabel(b)
            ? { kind: 'heading', text: b.text.replace(/[:：]$/u, '') }
            : { kind: b.tag.startsWith('h') ? 'heading' : 'line', text: b.text },
    );
  const r = emptyLayer();
  r.name = nameBefore(blocks, start, siteNames(root));
  // The heading just before the first list names its group when more lists follow.
  const grouped = start < ing[0] || end > ing[1];
  const headed = /^h[2-6]$/.test(blocks[start - 1]?.tag ?? '') || isLabel(blocks[start - 1]);
  const first = items(blocks.slice(grouped && headed ? start - 1 : start, end));
  // Later parts follow steps read as paragraphs right after the list, or a list of steps right after it under a heading.
  const stepsRightAfter = steps[0] === blocks[end];
  const stepsEnd = blocks.indexOf(steps[steps.length - 1]!) + 1;
  const titled = headed && !grouped && stepsRightAfter && steps[0]!.list;
  const listed = titled ? listedParts(blocks, runs, stepsEnd) : { ingredients: [], steps: [] };
  if (listed.steps.length) {
    const name: BlockItem = { kind: 'heading', text: blocks[start - 1]!.text };
    r.ingredient_groups = ingredientGroups([name, ...first, ...listed.ingredients]);
    r.instructions = instructionGroups([name, ...items(steps), ...listed.steps]);
    return r;
  }
  const later = stepsRightAfter ? laterParts(blocks, runs, paragraphsFrom(blocks, end).end) : { ingredients: [], steps: [] };
  r.ingredient_groups = ingredientGroups([...first, ...items(later.ingredients)]);
  const firstName = later.steps.length && blocks[ing[0]]!.group ? [{ kind: 'heading', text: blocks[ing[0]]!.text } as BlockItem] : [];
  r.instructions = instructionGroups([...firstName, ...items(steps), ...later.steps]);
  return r;
}
