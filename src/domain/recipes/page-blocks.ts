/**
 * Reads a region of a page as the lines a reader sees: one line per block element (li, p, div,
 * dd...) or br-separated run of text, and group headings (h1-h6, plugin "group name" classes, a
 * short bold-only or colon-ended line) kept apart from the lines. Iterative: no recursion over the
 * page's nesting.
 */
import { classes, elements, type HtmlElement, type HtmlNode, isSpace } from './html-tree';

export interface BlockItem {
  kind: 'heading' | 'line';
  text: string;
  /** A line of a list item (inside an li). */
  listed?: boolean;
  /** The bold words a line opens with when plain text follows them ("<strong>Make the roux:</strong> Melt the butter …"). */
  lead?: string;
  /** A line set all in italics (<em>, <i>): an aside of the author's where the lines around it are upright. */
  italic?: boolean;
}

const BLOCK = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'tr',
  'table',
  'tbody',
  'thead',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'blockquote',
  'figure',
  'figcaption',
  'form',
  'fieldset',
  'main',
  'nav',
  'pre',
  'address',
  'details',
  'summary',
]);
const HEADING_TAG = /^h[1-6]$/;
/** An <h1>…<h6> tag. */
export const isHeadingTag = (tag: string) => HEADING_TAG.test(tag);
/** A heading's level, 1 to 6; 7 for any other element. */
export const headingLevel = (el: HtmlElement) => (isHeadingTag(el.tag) ? Number(el.tag[1]) : 7);
/** A label element wrapping a heading ("<div><h2>Ingredients</h2></div>") has that heading's level. */
export const levelOf = (h: HtmlElement) => Math.min(headingLevel(h), ...elements(h).map(headingLevel));
/** A <ul> or <ol>. */
export const isList = (el: HtmlElement) => el.tag === 'ul' || el.tag === 'ol';
/** Content that is never text of a recipe: code, media, form controls, screen-reader or print-only widgets. */
const SKIP = new Set([
  'script',
  'style',
  'template',
  'noscript',
  'svg',
  'button',
  'select',
  'textarea',
  'iframe',
  'object',
  'video',
  'audio',
  'canvas',
  'img',
  'input',
]);
const HEADING_CLASS =
  /(?:^|-|_)(?:group-?name|group-?title|section-?title|section-?head|heading|subheading|subtitle|header)$|^ERSSectionHead$|^cooked-heading$|^ingredient-group-name$/i;
/** Inline pieces that plugins put side by side without spaces ("1" "cup" "flour"; BEM names "…__measurement" "…__name"). */
const SPACED_INLINE = /amount|unit|quantity|measure|(?:^|[-_])name$|notes|(?:^|[-_])qty/i;
const BULLET = /^(?:[▢☐□•·●◦▪■◆◇✓✔➤►▸*–—-]\s*)+/u;

/**
 * Panes of a tab box (Bootstrap's <div class="tab-pane fade show active">, one per unit system: "US" / "METRIC"):
 * where one of them is marked shown, its siblings are hidden until their tab is clicked.
 */
const isTabPane = (el: HtmlElement) => el.attrs.role === 'tabpanel' || classes(el).includes('tab-pane');
/** The classes that mark the shown one of several panes or twins ("active", Bootstrap's "show"). */
const SHOWN_CLASS = new Set(['active', 'show']);
const isActiveTab = (el: HtmlElement) => classes(el).some((c) => SHOWN_CLASS.has(c));

/**
 * One amount printed in each unit system side by side, a unit toggle's (<span class="measure oz active">1 oz.</span><span
 * class="measure ml">30ml</span>, cocktailsdistilled.com): of amounts of one class where some are marked shown
 * ("active") and some not, those not marked are hidden until the toggle is used. Null where there are none.
 */
function hiddenTwins(el: HtmlElement): Set<HtmlElement> | null {
  const amounts = el.children.filter((c): c is HtmlElement => typeof c !== 'string' && amountEnd(c) !== null);
  if (amounts.length < 2) return null;
  const shown = amounts.filter(isActiveTab);
  const own = (c: HtmlElement) => classes(c).filter((k) => !SHOWN_CLASS.has(k));
  const shared = own(amounts[0]!).filter((k) => amounts.every((c) => own(c).includes(k)));
  if (!shown.length || shown.length === amounts.length || !shared.length) return null;
  return new Set(amounts.filter((c) => !shown.includes(c)));
}

/** An inline style that hides the element (a unit system's twin list, a honeypot field's label): nothing a reader sees. */
const HIDDEN_STYLE = /(?:^|;)\s*(?:display\s*:\s*none|visibility\s*:\s*hidden)\b/i;
/** A class keeping text for screen readers only ("sr-only", "screen-reader-text", "visually-hidden"): not shown on the page. */
export const SCREEN_READER_CLASS = /(?:^|[-_])(?:sr-only|screen-reader(?:-text)?|visually-?hidden)(?:$|[-_])/i;
/** A consent or cookie dialog (Google's Funding Choices "fc-consent-root", Quantcast's "qc-cmp2-container", OneTrust, Cookiebot, Didomi): its questions and choices are no words of the recipe. */
const CONSENT_DIALOG =
  /^(?:fc-consent-root|fc-dialog-container|qc-cmp2?-\w+|onetrust-\w+|CybotCookiebotDialog|didomi-\w+|cc-window|cmplz-cookiebanner)$|(?:^|[-_])(?:cookie-(?:notice|banner|consent|bar|law|popup|dialog)|gdpr-\w+|consent-(?:banner|dialog|popup|modal))(?:$|[-_])/i;
export const isConsentDialog = (el: HtmlElement) => CONSENT_DIALOG.test(el.attrs.id ?? '') || classes(el).some((c) => CONSENT_DIALOG.test(c));
const isHidden = (el: HtmlElement) =>
  'hidden' in el.attrs ||
  el.attrs['aria-hidden'] === 'true' ||
  HIDDEN_STYLE.test(el.attrs.style ?? '') ||
  classes(el).some((c) => SCREEN_READER_CLASS.test(c)) ||
  isConsentDialog(el);
/** The ingredients a recipe card repeats under a step (WP Recipe Maker's "wprm-recipe-instruction-ingredients"): no part of the step, whichever layer reads the card. */
const STEP_INGREDIENTS = /(?:^|-)instruction-ingredients(?:-|$)/i;
/** The label a links plugin appends to a shop link (<span class="tasty-links-disclaimer">[paid link]</span>, "(affiliate link)"): no words of the recipe. */
const LINK_DISCLAIMER = /(?:^|[-_])links?[-_](?:disclaimer|disclosure)(?:$|[-_])/i;
/** Marks where a left-out label stood: punctuation right after it closes up to the words before ("pie plate (affiliate link)." → "pie plate."). */
const GAP = '\u0000';
/**
 * Marks the end of an element holding only an amount, with its unit or not (<b>2</b><span>fresh lemons</span>,
 * <b>1 cup</b><span>sugar</span>, <span class="qty">1½</span><span>cups flour</span>): the page's styles space
 * it from a word that follows ("2 fresh lemons"), not from signs, digits or units ("1</sup>/<sub>2", "200</span>g"). A bare number
 * before a capital may be a step's number ("<span>3</span>Fry the onions"), read as such elsewhere: no space.
 */
const AMOUNT_END = '\u0001';
const NUMBER_END = '\u0002';
/** A marker before a word of three letters or more (not a unit written close, "200g", "527kcal", nor a script without spaces): a space. */
const AMOUNT_BEFORE_WORD = /\u0001(?=(?!k?cal\b)[\p{Ll}\p{Lu}]{3})|\u0002(?=(?!k?cal\b)\p{Ll}{3})/gu;
const AMOUNT_ONLY = /^\s*(?:\d+(?:[.,/]\d+)?\s*)?[½¼¾⅓⅔⅛⅜⅝⅞]?\s*(?:\p{L}{1,10}\.?\s*)?$/u;
function amountEnd(el: HtmlElement): string | null {
  const [only] = el.children;
  if (el.children.length !== 1 || typeof only !== 'string' || !/\d|[½¼¾⅓⅔⅛⅜⅝⅞]/u.test(only) || !AMOUNT_ONLY.test(only)) return null;
  return /^\s*\d+\s*$/.test(only) ? NUMBER_END : AMOUNT_END;
}
/** The space set before an inline piece of a line (SPACED_INLINE): none inside brackets ("(<span class="amount">100</span> g)" is "(100 g)"). */
const PIECE_SPACE = '\u0003';
const MARKS = [GAP, AMOUNT_END, NUMBER_END, PIECE_SPACE];
/** A piece of a line with words or signs a reader sees. */
const shows = (b: { text: string }) => !MARKS.includes(b.text) && b.text.trim() !== '';

/** Without the line breaks and tabs before a comma (and the spaces about them); the pattern is read only where a comma is. */
const breaksBeforeCommas = (s: string) => (s.includes(',') ? s.replace(/\s*[\n\t]\s*(?=,)/g, '') : s);

/**
 * Spaces collapsed; invisible separators (zero-width space, U+2061–U+2064: "heat.\u2063Serve") part words as a
 * space, joiners (U+2060, U+FEFF) join. A line break or tab before a comma is a template's layout after an element
 * ("<span>Tortillas</span>\n\t, (wheat)"), no space the text has: none is kept (a space typed there stays).
 */
export const normaliseSpace = (s: string) =>
  spacedAlready(s)
    ? s
    : breaksBeforeCommas(s.replace(/[\u2060\ufeff]/g, ''))
        .replace(/[\s\u00a0\u200b\u2009\u202f\u2061-\u2064]+/g, ' ')
        .trim();

/** A text with single spaces between words and no other space, separator or joiner: normaliseSpace leaves it as it is (most texts a page shows). */
function spacedAlready(s: string): boolean {
  const n = s.length;
  if (n === 0 || s.charCodeAt(0) === 32 || s.charCodeAt(n - 1) === 32) return n === 0;
  for (let i = 0, before = 0; i < n; i++) {
    const c = s.charCodeAt(i);
    if (c === 32 ? before === 32 : isSpace(c) || c === 0x200b || (c >= 0x2060 && c <= 0x2064)) return false;
    before = c;
  }
  return true;
}

/** A source line break before a dash or bullet and words ("…nevoie</strong>\n- 250 g de ravioli\n- 300 g de ciuperci"). */
const BULLETED_BREAK = /\n(?=[ \t]*[•·●▪*–—-][ \t]+\S)/u;

/** A text node as the lines its source breaks before bullets part, when two or more do; else null (most text nodes hold no line break). */
function sourceLines(text: string): string[] | null {
  if (!text.includes('\n')) return null;
  const parts = text.split(BULLETED_BREAK);
  return parts.length >= 3 ? parts : null;
}

/** A heading tag, or an element a plugin's class names a heading ("…-group-name", "…-subheading"). */
export function isHeadingElement(el: HtmlElement): boolean {
  return isHeadingTag(el.tag) || classes(el).some((c) => HEADING_CLASS.test(c));
}

/** A line of one to three words in capitals ("TÆRTEBUND", "FOR THE SAUCE"): a label set apart by its case, as others by bold. */
const CAPITALS_LABEL = /^\p{Lu}[\p{Lu}'’&-]+(?:\s+[\p{Lu}'’&-]+){0,2}$/u;

/** A line that is a group label rather than content: short, ends with ":" and states no amount. */
export function looksLikeGroupLabel(text: string): boolean {
  return (/[:：]$/.test(text) || FOR_THE_PART.test(text)) && text.length <= 60 && !/\d/.test(text) && text.split(/\s+/).length <= 7;
}
/**
 * "For the Maple Glazed Bacon" with its colon left off, as its sibling labels keep theirs: the part it is for, no sentence (no comma, no
 * closing mark); also set in brackets or braces ("{For the dressing}", "(for the glaze)").
 */
const FOR_THE = '(?:for|to make) the ';
const FOR_THE_PART = new RegExp(String.raw`^(?:${FOR_THE}[^,;.!?:]+|\{${FOR_THE}[^,;.!?:{}]+\}|\(${FOR_THE}[^,;.!?:()]+\)|\[${FOR_THE}[^,;.!?:[\]]+\])$`, 'i');

/** The lines among block items, headings left out. */
export const lineItems = (items: BlockItem[]) => items.filter((i) => i.kind === 'line');

/** A step's number printed alone ("1.", "2)"). */
export const PRINTED_NUMBER = /^\d{1,2}[.)]?$/;

/** Every word of the element set in bold (<strong>, <b>): a bounded walk, false past it. */
function allInBold(el: HtmlElement): boolean {
  const stack: [HtmlNode, boolean][] = [[el, false]];
  let seen = false;
  for (let budget = 200; stack.length; budget--) {
    if (budget <= 0) return false;
    const [x, bold] = stack.pop()!;
    if (typeof x === 'string') {
      if (!x.trim()) continue;
      if (!bold) return false;
      seen = true;
    } else if (!SKIP.has(x.tag)) for (const c of x.children) stack.push([c, bold || x.tag === 'strong' || x.tag === 'b']);
  }
  return seen;
}

/** Block lines and headings of `root` (root itself included), in document order; at most `limit` of them. */
export function blockItems(
  root: HtmlElement,
  opts: {
    skip?: (el: HtmlElement) => boolean;
    limit?: number;
    whole?: (el: HtmlElement) => boolean;
    runLine?: (text: string) => boolean;
    /** Items read whole are steps: one under a title of its own is that title and one step. */
    titledWhole?: boolean;
    /** An element a plugin names as one item of its list (WP Recipe Maker's "wprm-recipe-ingredient"): its words set all in bold are a line, no group heading ("<strong>pinch of salt</strong>"); a label ending in a colon still names a group. */
    item?: (el: HtmlElement) => boolean;
  } = {},
): BlockItem[] {
  const limit = opts.limit ?? Infinity;
  const items: BlockItem[] = [];
  let buf: { text: string; bold: boolean; listed: boolean; item?: boolean; italic?: boolean }[] = [];
  /** The last item read was a list item read whole, a line set all in bold. */
  let boldLineBefore = false;
  const flush = () => {
    const lead = boldLead(buf);
    const text = normaliseSpace(
      buf
        .map((b) => b.text)
        .join('')
        .replace(/\s*\u0000\s*(?=[.,;:!?)])/g, '')
        .replaceAll(GAP, '')
        .replace(AMOUNT_BEFORE_WORD, ' ')
        .replace(/[\u0001\u0002]/g, '')
        .replace(/(?<=[([])\u0003+|\u0003+(?=[)\]])/g, '')
        .replaceAll(PIECE_SPACE, ' '),
    ).replace(BULLET, '');
    const visible = buf.filter(shows);
    const allBold = visible.length > 0 && visible.every((b) => b.bold);
    const allItalic = visible.length > 0 && visible.every((b) => b.italic);
    const listed = visible.some((b) => b.listed);
    buf = [];
    if (!text) return;
    boldLineBefore = false;
    const item = visible.length > 0 && visible.every((b) => b.item);
    const heading = (!item && (allBold || CAPITALS_LABEL.test(text)) && text.length <= 60 && !/\d/.test(text)) || looksLikeGroupLabel(text);
    if (heading) {
      items.push({ kind: 'heading', text: text.replace(/[:：]\s*$/, '') });
      return;
    }
    const line: BlockItem = listed ? { kind: 'line', text, listed } : { kind: 'line', text };
    if (lead) line.lead = lead;
    if (allItalic) line.italic = true;
    items.push(line);
  };
  // Frames: a node to visit, or a marker that a block element ends.
  type Frame =
    | { node: HtmlNode; bold: boolean; listed: boolean; row?: boolean; inSpan?: boolean; line?: boolean; amidWords?: boolean; item?: boolean; italic?: boolean }
    | { end: true };
  const stack: Frame[] = [{ node: root, bold: false, listed: false }];
  while (stack.length && items.length < limit) {
    const f = stack.pop()!;
    if ('end' in f) {
      flush();
      continue;
    }
    const x = f.node;
    if (typeof x === 'string') {
      const piece = { text: x, bold: f.bold, listed: f.listed, ...(f.item ? { item: true } : {}), ...(f.italic ? { italic: true } : {}) };
      // Lines a writer set apart by source line breaks, each opening with a dash or bullet, shown as lines by the page's styles (pre-line).
      const lines = sourceLines(x);
      if (!lines) buf.push(piece);
      else
        lines.forEach((text, i) => {
          if (i > 0) flush();
          buf.push({ ...piece, text });
        });
      continue;
    }
    const cls = classes(x);
    if (cls.some((c) => LINK_DISCLAIMER.test(c))) {
      buf.push({ text: GAP, bold: f.bold, listed: f.listed });
      continue;
    }
    if ((SKIP.has(x.tag) && !((f.inSpan || f.amidWords) && isWordButton(x))) || isHidden(x) || cls.some((c) => STEP_INGREDIENTS.test(c)) || opts.skip?.(x))
      continue;
    // An element read whole (a recipe card's step item): its lines are one line, unless it holds headings of its own.
    if (x !== root && opts.whole?.(x)) {
      const inner = blockItems(x, { skip: opts.skip });
      flush();
      // A step item under a title of its own (after its printed number only: "1." / "Shape your dough" / two paragraphs): the title, then one step.
      const t = inner.findIndex((i) => i.kind === 'heading');
      const titled =
        opts.titledWhole === true &&
        t >= 0 &&
        inner.length - t > 2 &&
        inner.every((i, k) => (k < t ? PRINTED_NUMBER.test(i.text) : k === t || i.kind === 'line'));
      if (titled)
        items.push(inner[t]!, {
          kind: 'line',
          text: inner
            .slice(t + 1)
            .map((i) => i.text)
            .join(' '),
          listed: f.listed || x.tag === 'li',
        });
      else if (inner.length === 1 && inner[0]!.kind === 'heading' && x.tag === 'li' && boldLineBefore && allInBold(x)) {
        // An item set all in bold after list lines so set ("<li><strong>Špetka soli</strong></li>"): a line, as they are.
        items.push({ kind: 'line', text: inner[0]!.text, listed: true });
      } else if (inner.some((i) => i.kind === 'heading')) items.push(...inner);
      else if (inner.length) {
        // A step item's printed number ("1.") is no part of its step.
        const parts = opts.titledWhole === true && inner.length > 1 && PRINTED_NUMBER.test(inner[0]!.text) ? inner.slice(1) : inner;
        const line: BlockItem = { kind: 'line', text: parts.map((i) => i.text).join(' '), listed: f.listed || x.tag === 'li' };
        if (parts[0]!.lead) line.lead = parts[0]!.lead;
        items.push(line);
      }
      boldLineBefore = x.tag === 'li' && items.at(-1)?.kind === 'line' && allInBold(x);
      continue;
    }
    // Inside a row of cells side by side a line break is a space: the row is one line ("1 | stick | butter <br><small>room temp.</small>").
    // A layout table's one cell may hold a list broken by <br> as anywhere else.
    if (x.tag === 'br' && f.row) {
      buf.push({ text: ' ', bold: f.bold, listed: f.listed });
      continue;
    }
    if (x.tag === 'br' || x.tag === 'hr') {
      flush();
      continue;
    }
    // A "heading" holding a whole list (lines of an h5 split by <br>) is content styled large, read as lines.
    const heading = x !== root && isHeadingElement(x) ? normaliseSpace(textOf(x)).replace(/[:：]\s*$/, '') : null;
    if (heading !== null && (heading.length <= 120 || !x.children.some((c) => typeof c !== 'string' && c.tag === 'br'))) {
      flush();
      if (heading) items.push({ kind: 'heading', text: heading });
      continue;
    }
    // A table row is one line, its cells side by side ("Wheat flour 5.000 50.00"). A row of header cells is a group
    // heading when it is one cell ("For the sauce"), column labels ("Ingredient | Amount") when it is more: left out.
    const headerCells =
      x.tag === 'tr' && x.children.every((c) => (typeof c === 'string' ? !c.trim() : c.tag === 'th'))
        ? x.children.filter((c) => typeof c !== 'string').length
        : 0;
    if (headerCells) {
      flush();
      const text = normaliseSpace(textOf(x));
      if (text && headerCells === 1) items.push({ kind: 'heading', text });
      continue;
    }
    // The wrapper a component sets around such a button stays in the span's line.
    const block = (BLOCK.has(x.tag) || f.line) && !(f.inSpan && wrapsWordButton(x));
    if (block) {
      flush();
      stack.push({ end: true });
    } else if (x.tag === 'td' || x.tag === 'th') buf.push({ text: ' ', bold: f.bold, listed: f.listed });
    else if (cls.some((c) => SPACED_INLINE.test(c))) buf.push({ text: PIECE_SPACE, bold: f.bold, listed: f.listed });
    // A span of a class that only says "bold" (ZipList's <span class="bold">Dressing</span>) sets its words in bold as <b> does.
    const bold = f.bold || x.tag === 'strong' || x.tag === 'b' || (x.tag === 'span' && cls.includes('bold'));
    const italic = f.italic || x.tag === 'em' || x.tag === 'i';
    const listed = f.listed || x.tag === 'li';
    const row = f.row || (x.tag === 'tr' && x.children.filter((c) => typeof c !== 'string' && (c.tag === 'td' || c.tag === 'th') && hasText(c)).length >= 2);
    const inSpan = f.inSpan || x.tag === 'span';
    // A word button among the words of its parent's own text ("heat to <button>boil</button>.", a glossary popup) is a word of the line.
    const amidWords = x.children.some((c) => typeof c !== 'string' && c.tag === 'button') && x.children.some((c) => typeof c === 'string' && /\p{L}/u.test(c));
    const run = opts.runLine ? inlineRun(x, opts.runLine) : null;
    const item = f.item || (opts.item?.(x) ?? false);
    const end = block ? null : amountEnd(x);
    if (end) stack.push({ node: end, bold: f.bold, listed: f.listed });
    const shownTab = x.children.some((c) => typeof c !== 'string' && isTabPane(c) && isActiveTab(c));
    const twins = hiddenTwins(x);
    for (let i = x.children.length - 1; i >= 0; i--) {
      const c = x.children[i]!;
      if (shownTab && typeof c !== 'string' && isTabPane(c) && !isActiveTab(c)) continue;
      if (twins && typeof c !== 'string' && twins.has(c)) continue;
      const frame = { node: c, bold, listed, row, inSpan, amidWords, item, italic };
      stack.push(run && typeof c !== 'string' && run === c.attrs.class ? { ...frame, line: true } : frame);
    }
  }
  flush();
  return items;
}

/**
 * The class of a run of inline elements side by side that the page shows one per line (CSS makes each
 * <span class="ingredient"> or checkbox <label> a block): three or more children of one class, most of
 * whose texts pass `isLine` (an ingredient line starting with its amount); else null.
 */
function inlineRun(el: HtmlElement, isLine: (text: string) => boolean): string | null {
  let inline = 0;
  for (const c of el.children) if (typeof c !== 'string' && c.attrs.class && !BLOCK.has(c.tag)) inline++;
  if (inline < 3) return null;
  const byClass = new Map<string, HtmlElement[]>();
  for (const c of el.children) {
    if (typeof c === 'string' || BLOCK.has(c.tag) || SKIP.has(c.tag) || !c.attrs.class) continue;
    const run = byClass.get(c.attrs.class) ?? [];
    run.push(c);
    byClass.set(c.attrs.class, run);
  }
  for (const [cls, run] of byClass) {
    if (run.length < 3) continue;
    const lines = run.filter((c) => isLine(textWithin(c, 300, 60) ?? ''));
    if (lines.length * 2 >= run.length) return cls;
  }
  return null;
}

/** The text of the bold pieces a line opens with, when plain text follows them; else null. */
function boldLead(pieces: { text: string; bold: boolean }[]): string | null {
  const plain = pieces.findIndex((b) => !b.bold && shows(b));
  const bold = plain < 0 ? '' : pieces.slice(0, plain).reduce((t, b) => t + b.text.replace(/[\u0000-\u0003]/g, ''), '');
  return normaliseSpace(bold).replace(BULLET, '') || null;
}

/**
 * A button inside a span that holds words, or among its parent's own words: a page's popup on a word of
 * the line ("4 tablespoons <button>unsalted butter</button>", "heat to <button>boil</button>."), read as
 * text; icon, "+" and "−" buttons stay out.
 */
const isWordButton = (el: HtmlElement) => el.tag === 'button' && /\p{L}{2}/u.test(textWithin({ tag: 'span', attrs: {}, children: el.children }, 80) ?? '');

/** An element whose one content is a word button. */
function wrapsWordButton(el: HtmlElement): boolean {
  const content = el.children.filter((c) => typeof c !== 'string' || c.trim());
  return content.length === 1 && typeof content[0] !== 'string' && isWordButton(content[0]!);
}

/** Whether an element holds visible text: stops at the first, so a cell holding a whole page is not read through. */
function hasText(el: HtmlElement): boolean {
  const stack: HtmlNode[] = [el];
  while (stack.length) {
    const x = stack.pop()!;
    if (typeof x === 'string') {
      if (x.trim()) return true;
    } else if (!SKIP.has(x.tag)) for (let i = x.children.length - 1; i >= 0; i--) stack.push(x.children[i]!);
  }
  return false;
}

/**
 * Three links or more and nothing else: a list whose items are each one short link (a post's tags
 * "Winter" / "Breakfast" / "pancakes", a site's menu, an index of ingredient pages), alone or in a box
 * with its own "All ingredients" link. The links' texts, else null.
 */
export function linkList(el: HtmlElement, inner = false): string[] | null {
  const list = isList(el);
  if (!list && (inner || (el.tag !== 'div' && el.tag !== 'nav'))) return null;
  const links: string[] = [];
  for (const c of el.children) {
    if (typeof c === 'string') {
      if (c.trim()) return null;
      continue;
    }
    const one = list ? (c.tag === 'li' ? oneLink(c) : null) : oneLink(c);
    const many = one === null && !list ? linkList(c, true) : null;
    if (one === null && many === null) return null;
    links.push(...(one === null ? many! : [one]));
  }
  return links.length >= 3 ? links : null;
}

/** The text of a link of a few words, alone or as a list item's only content; else null. */
function oneLink(el: HtmlElement): string | null {
  const content = el.tag === 'li' ? el.children.filter((c) => typeof c !== 'string' || c.trim()) : [el];
  const a = content[0];
  if (content.length !== 1 || typeof a === 'string' || a!.tag !== 'a') return null;
  const text = textWithin(a!, 40, 12);
  return text ? text : null;
}

/** What may follow the link and close the line: punctuation only ("…", ".", "?", "»"). */
const CLOSING = /^[\s\p{P}]*$/u;
/** How deep the link may sit under the line's last children (<p><strong><a>…): a bounded walk. */
const CLOSING_LINK_DEPTH = 3;
/** The link the element ends with (only closing punctuation after it), within CLOSING_LINK_DEPTH last children; else null. */
export function closingLink(el: HtmlElement): HtmlElement | null {
  let at: HtmlElement = el;
  for (let depth = 0; depth < CLOSING_LINK_DEPTH; depth++) {
    let last: HtmlElement | null = null;
    for (let i = at.children.length - 1; i >= 0; i--) {
      const c = at.children[i]!;
      if (typeof c !== 'string') {
        last = c;
        break;
      }
      if (!CLOSING.test(c)) return null;
    }
    if (!last) return null;
    if (last.tag === 'a') return last;
    at = last;
  }
  return null;
}

/** Visible text of an element (skipping scripts, styles and form controls). */
export const textOf = (el: HtmlElement): string => textWithin(el, Infinity)!;

/** Visible text of an element when it holds at most `max` characters (spacing included) in at most `nodes` nodes, else null, read no further. */
export function textWithin(el: HtmlElement, max: number, nodes = Infinity): string | null {
  const parts: string[] = [];
  let length = 0;
  let left = nodes;
  const stack: HtmlNode[] = [el];
  while (stack.length) {
    if (--left < 0) return null;
    const x = stack.pop()!;
    if (typeof x === 'string') {
      parts.push(x);
      if ((length += x.length) > max) return null;
    } else if (!SKIP.has(x.tag)) {
      if (BLOCK.has(x.tag) || x.tag === 'br' || x.tag === 'td' || x.tag === 'th' || classes(x).some((c) => SPACED_INLINE.test(c))) parts.push(' ');
      for (let i = x.children.length - 1; i >= 0; i--) stack.push(x.children[i]!);
    }
  }
  return normaliseSpace(parts.join(''));
}

// bước, шаг, pasul and korak as saved pages of sites in no labelled set print them ("Bước 3:", "Шаг 2.", "Pasul 1:"), שלב as a tune page does ("שלב 1:").
const STEP_WORD = `step|étape|etape|schritt|paso|passo|passaggio|stap|trin|steg|krok|adım|adim|lépés|ステップ|手順|bước|шаг|pasul|korak|שלב`;
const STEP_LABEL = new RegExp(String.raw`^(?:${STEP_WORD})\s*\d+\s*[:.)-]?\s*`, 'iu');
/** "Step 3", "Schritt 3:", "3.", "Step 1/4" alone: a label a page prints in front of a step, not a title. */
const BARE_STEP_LABEL = new RegExp(String.raw`^(?:(?:${STEP_WORD})\s*)?\d{1,2}(?:\s*\/\s*\d{1,2})?\s*[:.)]?$`, 'iu');
/** "Step 3", "Étape 2", "Step 1/4": a step's number printed as a heading over it, naming no part of the method. */
export const isStepLabel = (text: string) => BARE_STEP_LABEL.test(normaliseSpace(text)) && /\p{L}/u.test(text);

/** A step's text without the numbering the page put in front ("1.", "Step 2:"); we number steps ourselves. */
export function stripStepNumber(text: string): string {
  return (
    text
      .replace(STEP_LABEL, '')
      .replace(/^\(?\d{1,2}\s*(?:[.)）．:]-?|-(?=\s+\D))\s+/u, '')
      // Full-width marks need no space after them ("2。加入10g 糖").
      .replace(/^\(?\d{1,2}\s*[。、．）]\s*/u, '')
      // Nor does a number before text in a script without spaces ("1.ラザニアの生地を作る"): no decimal goes on in kana or hanzi.
      .replace(/^\(?\d{1,2}[.)](?=[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}])/u, '')
      // A circled number before a particle names an earlier step ("③に溶いた卵を加え": "to ③ add the eggs"): it stays.
      .replace(/^[①-⑳](?![にをのとがはでへもや])\s*/u, '')
      .trim()
  );
}

/**
 * A step label opening a step within a run of text ("… wodą. Krok 2: SMAŻYMY …"): the step word capitalised (or in a
 * script without case), so that a step named in passing ("repeat step 2") does not count.
 */
const STEP_LABEL_IN_RUN = new RegExp(String.raw`(?:^|\s)(?:${STEP_WORD})\s*(\d{1,2})\s*[:.)]?\s+`, 'giu');

/**
 * "1. Mix. 2. Bake." or "Step 1: Mix. Step 2: Bake." (kuchnialidla.pl's structured method, "Krok 1: … Krok 2: …")
 * written as one paragraph: split on a 1, 2, 3... sequence that opens the text, else keep whole.
 */
export function splitNumberedRun(text: string): string[] {
  const labelled = [...text.matchAll(STEP_LABEL_IN_RUN)].filter((m) => !/^\p{Ll}/u.test(m[0].trim()));
  const marks = labelled.length >= 2 ? labelled : [...text.matchAll(/(?:^|\s)(\d{1,2})[.)]\s+/g)];
  if (marks.length < 2 || Number(marks[0]![1]) !== 1 || marks[0]!.index! > 2) return [text];
  for (let i = 0; i < marks.length; i++) if (Number(marks[i]![1]) !== i + 1) return [text];
  const out: string[] = [];
  for (let i = 0; i < marks.length; i++) out.push(text.slice(marks[i]!.index!, marks[i + 1]?.index ?? text.length).trim());
  return out;
}

const ELLIPSIS = /\s*(?:\.\.\.|…)\s*$/u;
/** Names that are identifiers, not titles: "cooking-beef", "gazpacho_r step 1", "instruction 0". */
const MACHINE_NAME = new RegExp(String.raw`^[\p{Ll}\d]+(?:[-_][\p{Ll}\d]+)+$|(?:^|\s)(?:${STEP_WORD}|instruction)\s*\d+$`, 'iu');
/**
 * A text without case, spaces and sentence punctuation (",;:!" too): a line found inside another however it is broken,
 * a step's title told from a repeat of its text, a step found in the page's own text.
 */
export const squashed = (s: string) => s.toLocaleLowerCase().replace(/[\s.,;:!。،]+/gu, '');
/** A text by its letters and digits only, lower case: the same words however a page spaces and punctuates them. */
export const lettersKey = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * A step's own title ("Make the marinade"), or null: no title, one that repeats the step (whole, or its
 * start cut off with "..." as some plugins write it), a step label ("Step 2") or an identifier.
 */
export function stepTitle(name: string | null | undefined, ...texts: string[]): string | null {
  const n = normaliseSpace(name ?? '').replace(/[:：]\s*$/, '');
  if (!n || BARE_STEP_LABEL.test(n) || MACHINE_NAME.test(n)) return null;
  const whole = squashed(n);
  const stem = squashed(n.replace(ELLIPSIS, ''));
  const cut = ELLIPSIS.test(n);
  const repeats = (text: string) => {
    const t = squashed(text);
    return t === whole || (cut && t.startsWith(stem));
  };
  return texts.some(repeats) ? null : n;
}
