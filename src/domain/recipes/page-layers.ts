/**
 * What the extraction layers below schema.org data share (plugin-cards.ts, h-recipe.ts, the heading fallback
 * page-headings.ts, page-lists.ts): the recipe shape each returns, how block lines become ingredient groups and
 * steps, and times and yields stated under labels. Each layer returns the fields it found; the caller keeps
 * earlier layers' values.
 */
import { DATE_LINE } from './date-lines';
import { isStepLabel, PRINTED_NUMBER, splitNumberedRun, stepTitle, stripStepNumber, type BlockItem } from './page-blocks';
import { isSectionName, sectionOf } from './page-language';
import { AMOUNT_FIRST, minutesOf, SPOON_WORDS } from './page-quantities';
import { VULGAR_FRACTIONS } from '../language/numbers';
import { isYieldLabel, isYieldLine, isYieldStatement } from './labelled-facts';
import { endsSentence, readsAsSentence } from './sentences';

export interface IngredientGroup {
  name: string | null;
  ingredients: string[];
}

/** A step as the page writes it; `name` is the step's own title ("Make the marinade"), null without one. */
export interface PageStep {
  number: number;
  step: string;
  name: string | null;
}
export interface StepGroup {
  name: string | null;
  steps: PageStep[];
}

/** Steps numbered from 1 within their group. */
export const numberSteps = (steps: { step: string; name: string | null }[]): PageStep[] => steps.map((s, i) => ({ number: i + 1, step: s.step, name: s.name }));

export interface LayerRecipe {
  name: string | null;
  ingredient_groups: IngredientGroup[];
  instructions: StepGroup[];
  yields: string[];
  prep: string | null;
  cook: string | null;
  total: string | null;
}

export const emptyLayer = (): LayerRecipe => ({ name: null, ingredient_groups: [], instructions: [], yields: [], prep: null, cook: null, total: null });

// ---------------------------------------------------------------- items → groups

/** Section titles ("Ingredients", "Zubereitung") that open a block are not group names. */
const isSectionTitle = (text: string) => sectionOf(text) !== null && sectionOf(text) !== 'stop';

/** A line that is only an amount: "2", "1/2 φλ.", "150ml", "1 csipet", "2 κ.σ.", "1 cuillère à soupe". */
const AMOUNT_ONLY = new RegExp(
  String.raw`^(?:\d+(?:[.,/]\d+)?|\d*\s*[${VULGAR_FRACTIONS}])(?:\s*[-–]\s*\d+(?:[.,/]\d+)?)?\s*(?:${SPOON_WORDS}|\p{L}{1,10}\.?(?:\p{L}{1,3}\.){0,2})?$`,
  'u',
);

/**
 * Lists that print each amount and its ingredient as separate blocks ("2" / "avocados", "150ml" /
 * "red wine") become one line per ingredient, and a note printed on its own "(40 g packet)" joins
 * the line before. Amounts are joined only when the list shows that layout throughout: two amount
 * lines or more, each followed by a line that is no amount, and most of those naming something first
 * (one may start with a size: "1" / "14½-ounce can tomato puree").
 */
function joinSplitAmounts(items: BlockItem[]): BlockItem[] {
  // A yield above the list ("4 servings") reads like an amount alone but is none.
  const isAmount = (i: number) => items[i]!.kind === 'line' && AMOUNT_ONLY.test(items[i]!.text) && !isYieldLine(items[i]!.text);
  const amounts = items.map((_, i) => i).filter(isAmount);
  const followers = amounts.map((i) => items[i + 1]);
  const split =
    amounts.length >= 2 &&
    followers.every((f) => f?.kind === 'line' && !AMOUNT_ONLY.test(f.text)) &&
    followers.filter((f) => AMOUNT_FIRST.test(f!.text)).length * 4 <= followers.length;
  const out: BlockItem[] = [];
  for (let i = 0; i < items.length; i++) {
    const it = items[i]!;
    const last = out[out.length - 1];
    if (split && isAmount(i)) out.push({ kind: 'line', text: `${it.text} ${items[++i]!.text}` });
    else if (it.kind === 'line' && /^\(.*\)$/.test(it.text) && last?.kind === 'line') last.text = `${last.text} ${it.text}`;
    else out.push({ ...it });
  }
  return out;
}

/** A download link's line: its file size ("4\" x 6\" (344 KB)"). */
const FILE_SIZE = /\(\s*\d+(?:[.,]\d+)?\s*(?:[kmg]i?b)\s*\)$/i;

/**
 * Lines that are no ingredient: the yield ("2 - 4 porcje", or a servings label alone with its number on
 * the next line: "Broj porcija" / "4") and download links ("(344 KB)"), each marked by index; in a list of
 * list items, a short line outside the lists just before one ("do podania" in a highlighted div) is the
 * next group's name.
 */
function ingredientRoles(items: BlockItem[]): ('none' | 'group' | null)[] {
  const roles: ('none' | 'group' | null)[] = items.map(() => null);
  const listed = items.filter((i) => i.listed).length;
  items.forEach((it, i) => {
    if (it.kind !== 'line') return;
    const next = items[i + 1];
    if (isYieldLine(it.text) || YIELD_OPENING.test(it.text) || FILE_SIZE.test(it.text)) roles[i] = 'none';
    else if (isYieldLabel(it.text) && next && /^\d+(?:\s*[-–]\s*\d+)?$/.test(next.text)) roles[i] = roles[i + 1] = 'none';
    else if (listed >= 3 && !it.listed && next?.listed && it.text.length <= 40 && !/\d/.test(it.text)) roles[i] = 'group';
  });
  return roles;
}

/** A line that opens by saying what the recipe makes ("Makes about 8 popsicles (it depends on …)", "Serves 4 as a side"): a yield with a remark, no ingredient. */
const YIELD_OPENING = /^(?:makes|serves|yields?)\s*:?\s*(?:about|approximately|approx\.|around|roughly|up to)?\s*\d/i;

/** A unit-system toggle's label ("US", "Metric", "Imperial"): neither an ingredient nor a group's name (the lists it labels are one group's). */
const UNIT_SYSTEM_LABEL = /^(?:us|u\.s\.|us customary|metric|imperial)$/i;
/** A line's leading amount ("1.5", "1 ½", "2-3"). */
const AMOUNT = `[\\d${VULGAR_FRACTIONS}][\\d\\s.,/${VULGAR_FRACTIONS}-]*`;
const METRIC_AMOUNT = new RegExp(String.raw`^${AMOUNT}(?:g|kg|mg|ml|cl|dl|l|grams?|gr)\b`, 'iu');
const IMPERIAL_AMOUNT = new RegExp(String.raw`^${AMOUNT}(?:oz|fl\.?\s*oz|lbs?|pounds?|ounces?|cups?|pints?|quarts?)\b`, 'iu');
const AMOUNT_AND_UNIT = new RegExp(String.raw`^${AMOUNT}(?:fl\.?\s*oz|\p{L}{1,6}\.?(?=\s))?`, 'u');
/** An ingredient line's words without its amount and unit, for matching a line to its converted twin. */
const nameWords = (line: string) =>
  line
    .toLowerCase()
    .replace(AMOUNT_AND_UNIT, '')
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 4);

/**
 * A group's lines printed again in the other unit system right after them ("40g sesame seeds" …
 * "1.5oz sesame seeds" …; a toggle shows one list at a time): the first list only. The second must
 * follow the first in order, each line sharing a word with its twin and most naming the same thing,
 * with at least one pair in metric and imperial units; two versions of a dish in the same units stay.
 */
function withoutUnitTwin(lines: string[]): string[] {
  const names = lines.map(nameWords);
  for (let k = Math.ceil(lines.length / 2); k <= lines.length - 2; k++) {
    const [first, second] = [lines.slice(0, k), lines.slice(k)];
    if (second.length < first.length * 0.75) break;
    let i = 0;
    let same = 0;
    let converted = false;
    const matched = second.every((b, j) => {
      const words = names[k + j]!;
      while (i < k && !names[i]!.some((w) => words.includes(w))) i++;
      if (i >= k) return false;
      const a = first[i]!;
      if (names[i++]!.join(' ') === words.join(' ')) same++;
      converted ||= (METRIC_AMOUNT.test(a) && IMPERIAL_AMOUNT.test(b)) || (IMPERIAL_AMOUNT.test(a) && METRIC_AMOUNT.test(b));
      return true;
    });
    if (matched && converted && same * 2 >= second.length) return first;
  }
  return lines;
}

/** Ingredient groups from a section's items; a list printed twice in a row (one copy per screen size) is read once. */
export function ingredientGroups(items: BlockItem[]): IngredientGroup[] {
  const groups: IngredientGroup[] = [];
  let current: IngredientGroup = { name: null, ingredients: [] };
  const joined = joinSplitAmounts(withoutRepeat(items));
  const roles = ingredientRoles(joined);
  for (const [i, it] of joined.entries()) {
    if (roles[i] === 'none' || UNIT_SYSTEM_LABEL.test(it.text)) continue;
    // A heading of what follows the list ("Nutrition: Per serving", "Notes", "Equipment") ends it.
    if ((it.kind === 'heading' || roles[i] === 'group') && sectionOf(it.text) === 'stop' && (groups.length || current.ingredients.length)) break;
    if (it.kind === 'heading' || roles[i] === 'group') {
      if (isSectionTitle(it.text) && groups.length === 0 && current.ingredients.length === 0) continue;
      if (current.ingredients.length) groups.push(current);
      current = { name: it.text, ingredients: [] };
    } else if (isSectionName(it.text) !== 'ingredients') current.ingredients.push(it.text);
  }
  if (current.ingredients.length) groups.push(current);
  for (const g of groups) g.ingredients = withoutUnitTwin(g.ingredients);
  return groups;
}

/** Lines split into groups at the lines `isName` marks; a name directly over another names no lines and goes. */
export function regroup<T>(groups: { name: string | null; lines: T[] }[], text: (line: T) => string, isName: (line: T, i: number, lines: T[]) => boolean) {
  const out: { name: string | null; lines: T[] }[] = [];
  for (const g of groups) {
    let current: { name: string | null; lines: T[] } = { name: g.name, lines: [] };
    for (const [i, line] of g.lines.entries()) {
      if (!isName(line, i, g.lines)) current.lines.push(line);
      else {
        if (current.lines.length) out.push(current);
        current = { name: text(line), lines: [] };
      }
    }
    if (current.lines.length) out.push(current);
  }
  return out;
}

/** A line that only titles the step list ("Method", "Pasos a seguir"): a section's words, no sentence. */
export const isStepListTitle = (text: string) => sectionOf(text) === 'instructions' && !endsSentence(text);

/** A remark printed after the steps ("Tip: …", "Option: …", "Astuce : …"): not a step. One before a step stays (it may be one). */
const NOTE_WORDS =
  'tips?|notes?|options?|variations?|hint|serving suggestion|astuces?|conseils?|remarques?|tipps?|hinweis|consejos?|notas?|consiglio|dicas?|opmerking|wskazówka|uwaga';
const NOTE_LINE = new RegExp(`^(?:${NOTE_WORDS})\\s*[:：]`, 'iu');
/** A line that opens with a remark's label ("Tip: …", "Astuce : …"). */
export const isNoteLine = (text: string) => NOTE_LINE.test(text);
/** The label of an ad slot between steps ("Advertisement", "Annons", "Passer la publicité", "Pubblicità", "Anzeige"): no step. */
const AD_LABEL =
  /^(?:advertisements?|annons|annonse|annonce|(?:passer la )?publicité|pubblicità|publicidad|publicidade|anzeige|werbung|advertentie|reklame|reklama)$/iu;
/** A page's counter ("Post Views: 66", "Aufrufe: 1.204", "Comments 3"): a count of visits or replies, no step. */
const COUNTER_LINE =
  /^(?:post views|page views|views|visits|comments|shares|aufrufe|seitenaufrufe|kommentare|vues|commentaires|visualizzazioni|commenti|visitas|visualizações|comentarios|comentários|weergaven|reacties|visningar|kommentarer|wyświetlenia|komentarze)\s*[:：]?\s*\d[\d.,\s]*[km]?$/iu;
/** The label of a toggle that shows the rest of a method ("Read more", "Weiterlesen", "En lire plus"): no step. */
const READ_MORE =
  /^(?:read more|show more|see more|weiterlesen|mehr lesen|mehr anzeigen|en lire plus|lire la suite|lire plus|voir plus|leggi di più|leggi tutto|lees meer|toon meer|leer más|ver más|ler mais|ver mais|läs mer|visa mer|læs mere|vis mere|les mer|vis mer|czytaj więcej|pokaż więcej|devamını oku)(?:\s*[^\p{L}\p{N}\s]+)?$/iu;
/** The label of a step's check-off control ("Mark as complete", "Mark as done"): no step, no part of one. */
export const STEP_CONTROL = /^mark (?:as )?(?:complete|completed|done)$/iu;
/** A line that ends in a run of arrows ("TEPSIS KRUMPLI MAGYAROSAN >>>", "More soups »»"): a teaser linking to another page, no step. */
const LINK_ARROWS = /(?:>{2,}|»{2,})\s*$/u;
/** The post's terms under a label ("Recipe Type: Dairy, Sweets Tags: cherries, …", "Filed Under: Desserts", "Tagged: cherries"): no step. */
const TAXONOMY_LINE = /^(?:tags|tagged(?: with)?|categories|category|recipe type|filed under|posted in)\s*:/iu;
/** A pointer to the site's legal pages ("See our Terms of Service.", "Privacy Policy"): the page's footer, no step. */
const LEGAL_LINE = /^(?:(?:see|read|view) (?:our|the) )?(?:terms (?:of (?:service|use)|and conditions)|privacy policy)\s*[.!]?$/iu;
/** Lines that are no step wherever they stand in a method (the patterns above, and a date alone: DATE_LINE). */
const NO_STEP = [AD_LABEL, READ_MORE, COUNTER_LINE, LINK_ARROWS, STEP_CONTROL, TAXONOMY_LINE, LEGAL_LINE, DATE_LINE];
/** A link to the recipe's print version ("Print Recipe", "Printer Friendly Version", "Click Here for Printer Friendly Recipe"). */
const PRINT_LINK =
  /^[{([]?\s*(?:click here (?:for|to)(?: the| a)? )?(?:print(?:er)?[- ]friendly(?: version| recipe| page)?|print(?: this| the)?(?: recipe| page)?)\s*[!.]?\s*[})\]]?$/iu;
/** Headings of a drink's serving facts: its glass and its garnish (en, de, fr, es, it, nl). */
const DRINK_FACT = /^(?:glass(?:ware)?|garnish(?:es)?|glas|garnitur|deko(?:ration)?|verre|garniture|vaso|copa|decoración|bicchiere|guarnizione|garnering)$/iu;
/** A heading that only says "Tip" or "Notes": what follows it is a remark, not steps. */
const NOTE_HEADING = new RegExp(`^(?:${NOTE_WORDS})$`, 'iu');

/** A line without its step number, "1 Cook" read as "1. Cook"; unchanged when it has none. */
const withoutNumber = (line: string) => stripStepNumber(line.replace(/^(\d{1,2})\s+(?=\p{L})/u, '$1. '));

/** "1 Cook the farro", "Step 2: Brown the meat" before the step's text: the step's own title, not a step. */
function numberedTitle(line: string, next: BlockItem | undefined): string | null {
  const title = withoutNumber(line);
  if (title === line || title.length > 60 || readsAsSentence(title) || next?.kind !== 'line' || !readsAsSentence(next.text)) return null;
  return title;
}

/** Step titles by line index, when the list shows that layout throughout: two or more, and every numbered line one of them. */
function numberedTitles(items: BlockItem[]): Map<number, string> {
  const titles = new Map<number, string>();
  const numbered = items.filter((it) => it.kind === 'line' && withoutNumber(it.text) !== it.text).length;
  items.forEach((it, i) => {
    const t = it.kind === 'line' ? numberedTitle(it.text, items[i + 1]) : null;
    if (t) titles.set(i, t);
  });
  return titles.size >= 2 && titles.size === numbered ? titles : new Map();
}

/**
 * A step's title printed in bold before its text ("<strong>Make the roux:</strong> Melt the butter …"): the
 * bold words, when they are a short label, not a sentence of the step ("<strong>Preheat the oven.</strong>":
 * the plugin's JSON-LD keeps those in the text on some sites, names them on others) and no step label
 * ("Step 2:"); null otherwise. `rest` is the step's text after them.
 */
function boldTitle(it: BlockItem): { title: string; rest: string } | null {
  const lead = it.lead;
  if (!lead || lead.length > 60 || !it.text.startsWith(lead) || endsSentence(lead)) return null;
  const rest = it.text.slice(lead.length).replace(/^\s*[:：.\-–—]?\s*/u, '');
  const title = stepTitle(lead.replace(/[:：]\s*$/, ''), rest);
  return title && /\p{L}{2}/u.test(rest) && !isNoteLine(it.text) ? { title, rest } : null;
}

/**
 * Short lines the page repeats between the steps of one part, the same three words or fewer twice or more,
 * no sentence ("Klar" and "Hotové" on each step's done box, a photo credit under each picture, a step counter "/8",
 * the tool of each step "Knife"): widgets, no steps. A step that says the same twice ("Set aside.") stays,
 * as does one each part of the method repeats ("Cut date in half lengthwise" for each kind of stuffed date).
 */
function repeatedLabels(items: BlockItem[]): Set<string> {
  // A layer of a layering order ("5 phyllo sheets, buttered" / "1/3 nut mixture" / … / "1/3 nut mixture"): an amount and what it is, no time.
  const isLayer = (t: string) => AMOUNT_FIRST.test(t) && minutesOf(t) === null && (t.match(/\p{L}{2,}/gu) ?? []).length >= 2;
  const out = new Set<string>();
  let seen = new Set<string>();
  for (const it of items) {
    if (it.kind === 'heading') seen = new Set();
    else if (it.text.length <= 30 && it.text.split(' ').length <= 3 && !/[.!?。！:：]["”)]?$/u.test(it.text) && !isLayer(it.text)) {
      if (seen.has(it.text)) out.add(it.text);
      seen.add(it.text);
    }
  }
  return out;
}

/** A step number glued to the step's text ("1.Die Hühnerbrust …", "1Das Messer …"): printed in an element of its own. */
const GLUED_NUMBER = /^(\d{1,2})[.)]?(?=\p{Lu})/u;
/** A line without a step number glued to its text ("1Peel apples, …" is "Peel apples, …"), to read whether it is a sentence. */
export const unnumbered = (text: string) => text.replace(GLUED_NUMBER, '');

/**
 * Indexes of the lines whose glued number is a step number: two lines or more, numbered from 1 upwards
 * (a step whose number the page left out may be skipped; a group may start again at 1). A number glued
 * to a word elsewhere ("2Tbsp") is left alone.
 */
function gluedNumbers(items: BlockItem[]): Set<number> {
  const found = new Set<number>();
  let last = 0;
  for (const [i, it] of items.entries()) {
    const n = it.kind === 'line' ? GLUED_NUMBER.exec(it.text)?.[1] : undefined;
    if (n === undefined) continue;
    const k = Number(n);
    if (k !== 1 && (last === 0 || k <= last)) return new Set();
    last = k;
    found.add(i);
  }
  return found.size >= 2 ? found : new Set();
}

/**
 * A method or an ingredient list whose lines run through twice, one copy right after the other (a preview
 * of the steps and then all of them, one list for each screen size), without the second copy: two lines or
 * more repeated in order, no heading among them.
 */
function withoutRepeat(items: BlockItem[]): BlockItem[] {
  // A step's number printed apart ("1", "2.") is left out of the comparison: the preview may lack the first.
  const at = items.flatMap((it, i) => (it.kind === 'line' && !PRINTED_NUMBER.test(it.text) ? [i] : []));
  const text = (k: number) => items[at[k]!]!.text;
  const later = new Map<string, number[]>();
  at.forEach((_, k) => {
    const seen = later.get(text(k));
    if (seen) seen.push(k);
    else later.set(text(k), [k]);
  });
  for (let i = 0; i < at.length; i++) {
    for (const j of later.get(text(i))!) {
      if (j < i + 2) continue;
      if (2 * j - i > at.length) break;
      let k = 1;
      while (k < j - i && text(i + k) === text(j + k)) k++;
      // Parts under headings of their own that say the same ("Grilled" / "Fried": each its steps) are no copy.
      const copy = k === j - i && !items.slice(at[i], at[j + k - 1]).some((it) => it.kind === 'heading');
      if (copy) return [...items.slice(0, at[j]), ...items.slice(at[j + k - 1]! + 1)];
    }
  }
  return items;
}

/**
 * Lines set all in italics before a method's first upright line are the author's asides on it ("Note: we'll be using the
 * steaming method…", "Of course, if you happen to have day-old rice…": chinesecookingdemystified.substack.com), no steps.
 * A method all in italics is its steps.
 */
function withoutLeadingAsides(items: BlockItem[]): BlockItem[] {
  const first = items.findIndex((it) => it.kind === 'line' && !it.italic);
  if (first <= 0 || !items.slice(0, first).some((it) => it.kind === 'line')) return items;
  return items.filter((it, i) => i >= first || it.kind !== 'line');
}

/**
 * `boldTitles`: a step's opening bold words are its title (boldTitle), as the plugin that printed it names its steps.
 * `notesAreSteps`: the lines are structured steps, each marked one by the page, so a remark among them ("Note: …") is one.
 */
export function instructionGroups(all: BlockItem[], opts: { boldTitles?: boolean; notesAreSteps?: boolean } = {}): StepGroup[] {
  const repeated = repeatedLabels(all);
  const items = withoutRepeat(withoutLeadingAsides(all.filter((it) => it.kind !== 'line' || !repeated.has(it.text))));
  const groups: StepGroup[] = [];
  let name: string | null = null;
  let steps: { step: string; name: string | null }[] = [];
  let title: string | null = null;
  const push = () => {
    if (steps.length) groups.push({ name, steps: numberSteps(steps) });
    steps = [];
  };
  const started = () => groups.length > 0 || steps.length > 0;
  // Steps numbered "1 …", "2 …" without a dot (or "1 - …"): the numbers go when every step carries the next one.
  const lines = items.filter((i) => i.kind === 'line');
  const spaceNumbered = lines.length >= 2 && lines.every((l, i) => new RegExp(`^${i + 1}\\s+\\S`).test(l.text));
  const titles = spaceNumbered ? new Map<number, string>() : numberedTitles(items);
  const glued = gluedNumbers(items);
  let skipTo = -1;
  for (const [i, it] of items.entries()) {
    if (i < skipTo) continue;
    // A print link after the steps ("Click Here for Printer Friendly Recipe", "{Printer Friendly Version}") closes the recipe: what follows is the post's.
    if (PRINT_LINK.test(it.text)) {
      if (started()) break;
      continue;
    }
    if (it.kind === 'heading') {
      if (isSectionTitle(it.text) && !started()) continue;
      // A step's number printed as its heading ("Step 1/4", "Passo 2") starts no part of the method.
      if (isStepLabel(it.text)) continue;
      // A "Tip" heading after the steps, with only lines after it, heads remarks: the steps end there.
      if (NOTE_HEADING.test(it.text) && started() && items.slice(i + 1).every((x) => x.kind === 'line')) break;
      // A drink's glass or garnish named under a heading of its own after the method ("Glass:" / "rocks", "Garnish:" /
      // "strawberry"): facts of the drink, no part of the method. A garnish told as a sentence stays a step.
      if (DRINK_FACT.test(it.text) && started()) {
        const next = items.findIndex((x, k) => k > i && x.kind === 'heading');
        const under = items.slice(i + 1, next < 0 ? items.length : next);
        if (!under.some((x) => readsAsSentence(x.text))) {
          skipTo = next < 0 ? items.length : next;
          continue;
        }
      }
      push();
      name = it.text;
      continue;
    }
    if (!opts.notesAreSteps && NOTE_LINE.test(it.text) && items.slice(i + 1).every((x) => x.kind !== 'line' || NOTE_LINE.test(x.text))) continue;
    // A remark set in italics between steps ("<em>Dica: …</em>" under the step it is about): an aside, no step.
    if (!opts.notesAreSteps && it.italic && started() && NOTE_LINE.test(it.text)) continue;
    if (NO_STEP.some((re) => re.test(it.text))) continue;
    // The yield stated before the first step is no step.
    if (!started() && isYieldStatement(it.text)) continue;
    if (titles.has(i)) {
      title = titles.get(i)!;
      continue;
    }
    const b = opts.boldTitles ? boldTitle(it) : null;
    if (b) title = b.title;
    const text = glued.has(i) ? unnumbered(it.text) : spaceNumbered ? it.text.replace(/^\d{1,2}\s+(?:[-–—]\s+)?/, '') : it.text;
    for (const s of splitNumberedRun(b ? b.rest : text)) {
      const step = stripStepNumber(s);
      // A bare step number printed in its own element is a label, not a step; a line that only says "Method" titles the list.
      if (step && !PRINTED_NUMBER.test(step) && !isStepListTitle(step)) {
        steps.push({ step, name: title });
        title = null;
      }
    }
  }
  push();
  return titledParts(groups);
}

/**
 * A method whose every part is one step under a heading of its own ("1. TO PREPARE THE VEGETABLES:" over
 * its paragraph, "TO SERVE:" over the last) prints titled steps, not parts: three parts or more, each
 * heading its step's title without the number, as a HowToStep's name would be.
 */
function titledParts(groups: StepGroup[]): StepGroup[] {
  if (groups.length < 3 || !groups.every((g) => g.name && g.steps.length === 1 && g.steps[0]!.name === null)) return groups;
  return [{ name: null, steps: numberSteps(groups.map((g) => ({ step: g.steps[0]!.step, name: stepTitle(withoutNumber(g.name!), g.steps[0]!.step) }))) }];
}
