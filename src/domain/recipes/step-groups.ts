/**
 * How a section's block lines become steps in groups: lines that are no step left out (ads, counters, print
 * links, remarks after the method), step numbers and step titles read off the lines, and a method's parts
 * under headings of their own.
 */
import { DATE_LINE } from './date-lines';
import { isStepLabel, lineItems, PRINTED_NUMBER, splitNumberedRun, stepTitle, stripStepNumber, type BlockItem } from './page-blocks';
import { isSectionTitle, sectionOf } from './page-language';
import { isYieldStatement } from './labelled-facts';
import { numberSteps, type StepGroup } from './layer-recipe';
import { repeatedLabels, withoutRepeat } from './repeated-lines';
import { endsSentence, readsAsSentence } from './sentences';

/** A line that only titles the step list ("Method", "Pasos a seguir"): a section's words, no sentence. */
export const isStepListTitle = (text: string) => sectionOf(text) === 'instructions' && !endsSentence(text);

/** A remark printed after the steps ("Tip: …", "Option: …", "Astuce : …"): not a step. One before a step stays (it may be one). */
const NOTE_WORDS =
  'tips?|notes?|options?|variations?|hint|serving suggestion|astuces?|conseils?|remarques?|tipps?|hinweis|consejos?|notas?|consiglio|dicas?|opmerking|wskazówka|uwaga';
const NOTE_LINE = new RegExp(`^(?:${NOTE_WORDS})\\s*[:：]`, 'iu');
/** A line that opens with a remark's label ("Tip: …", "Astuce : …"). */
export const isNoteLine = (text: string) => NOTE_LINE.test(text);
/** The label of an ad slot between steps ("Advertisement", "Annons", "Passer la publicité", "Pubblicità", "Anzeige", "Ads by"): no step. */
const AD_LABEL =
  /^(?:advertisements?|annons|annonse|annonce|(?:passer la )?publicité|pubblicità|publicidad|publicidade|anzeige|werbung|advertentie|reklame|reklama|ads by(?: \p{L}+)?)$/iu;
/** A recipe's difficulty under its label ("Difficulty: easy", "Dificultate: usoara", "Schwierigkeit: mittel"): a fact, no step. */
const DIFFICULTY_LINE =
  /^(?:difficulty(?: level)?|level|dificultate|dificultad|difficulté|difficoltà|schwierigkeit(?:sgrad)?|moeilijkheid(?:sgraad)?|dificuldade|sværhedsgrad|svårighetsgrad|vanskelighetsgrad|vaikeustaso|trudnost|težavnost|zahtjevnost|náročnost|obtížnost|poziom trudności|trudność|nehézség|zorluk(?: derecesi)?|сложность|складність)\s*[:：]\s*[\p{L}\p{N}]+(?:\s[\p{L}\p{N}]+)?\s*[.!]?$/iu;
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
const NO_STEP = [AD_LABEL, DIFFICULTY_LINE, READ_MORE, COUNTER_LINE, LINK_ARROWS, STEP_CONTROL, TAXONOMY_LINE, LEGAL_LINE, DATE_LINE];
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
  // A title may close on a stop ("1. Preparazione della base."): a short one, over a sentence, is still no step of its own.
  const sentence = readsAsSentence(title) && (title.split(/\s+/).length > 5 || !/[.。]$/u.test(title));
  if (title === line || title.length > 60 || sentence || next?.kind !== 'line' || !readsAsSentence(next.text)) return null;
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
  const lines = lineItems(items);
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
      // A "Tip" heading after the steps, or one that ends a recipe in the page's language ("Praktikák:"), with only
      // lines after it, heads remarks: the steps end there.
      if ((NOTE_HEADING.test(it.text) || sectionOf(it.text) === 'stop') && started() && items.slice(i + 1).every((x) => x.kind === 'line')) break;
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
