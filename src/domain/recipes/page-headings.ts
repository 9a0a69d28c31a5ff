/**
 * The heading fallback: a page's own "Ingredients" / "Instructions" headings (in the page languages of
 * page-language.ts), the lines under them (heading-sections.ts), and the steps that follow an ingredient list
 * under a heading of another name ("Get started", "Here's how to make it"): which sections make the recipe,
 * or the several recipes a page prints one after another.
 */
import { elements, type HtmlElement } from './html-tree';
import { blockItems, lettersKey, levelOf, lineItems, type BlockItem } from './page-blocks';
import { isSectionName, type SectionKind } from './page-language';
import { READ } from './section-lines';
import { hasWords, isFacts, isTimesBox } from './fact-boxes';
import { AMOUNT_FIRST, minutesOf } from './page-quantities';
import { emptyLayer, type LayerRecipe } from './layer-recipe';
import { ingredientGroups } from './ingredient-groups';
import { instructionGroups, unnumbered } from './step-groups';
import { endsSentence, mostlySentences, readsAsSentence } from './sentences';
import { LIST_NAMES, listOfNamedParts, namedFor, parentMap } from './named-lists';
import { sectionsOf, type Section } from './heading-sections';

/**
 * A method's word with a time after it ("Preparação 30 min", "Preparation Time: 45 minutes") or under it
 * ("Elaboración" / "10 m", "Préparation" / "20 min"): the label of the preparation time in a box of facts,
 * not the method's heading, unless sentences follow it (a heading "So gehts – Zubereitung: ca. 50
 * Minuten" over the steps).
 */
const isTimeLabel = (s: Section) => {
  const first = lineItems(s.items).find(hasWords)?.text;
  const timed = minutesOf(s.title) !== null || (first !== undefined && first.length <= 20 && minutesOf(first) !== null);
  return timed && !lineItems(s.items).some((l) => readsAsSentence(l.text));
};

const linesAreSentences = (items: BlockItem[]) => mostlySentences(lineItems(items).map((l) => l.text));

/**
 * Steps a page prints after its ingredient list without an instructions heading we know: inside the
 * ingredients section after a label of another name ("Here's how to make it:") or after the last
 * ingredient line, or under the next heading when it names no section ("Get started", "Recipe"). Taken
 * only when they read as sentences and the ingredient lines before them do not.
 */
function stepsAfterIngredients(ing: Section): { ingredients: BlockItem[]; steps: BlockItem[] } | null {
  const { items } = ing;
  for (let k = 1; k < items.length; k++) {
    const before = items.slice(0, k);
    const after = items.slice(items[k]!.kind === 'heading' ? k + 1 : k);
    const opens = items[k]!.kind === 'heading' || (readsAsSentence(items[k]!.text) && !readsAsSentence(items[k - 1]!.text) && !lastOfListAt(items, k));
    // One paragraph of several sentences that ends the section ("Blend everything … Pour 1 cup … Garnish with …") is a method of one
    // step, unless sentences under the next heading are the method.
    const oneParagraph = after.length === 1 && sentenceCount(after[0]!.text) >= 2 && !linesAreSentences(ing.next);
    const lines = lineItems(before);
    const sentences = lines.filter((l) => readsAsSentence(l.text)).length;
    if (
      opens &&
      lines.length >= 2 &&
      (sentences === 0 || (sentences === 1 && items[k - 1] === lines.at(-1) && lastOfListAt(items, k - 1))) &&
      (linesAreSentences(after) || oneParagraph) &&
      readsAsSentence(lineItems(after)[0]!.text)
    )
      return { ingredients: before, steps: after };
  }
  // Sentences right after the list the page names for its ingredients, under no heading (ndr.de: "<ul class="ingredients">", then a paragraph of steps).
  // A lone remark there ("Serves 4 as a side.") gives way to a method under the next heading.
  const rest = lineItems(ing.rest);
  if (rest.length && rest.every((l) => readsAsSentence(l.text)) && (rest.length >= 2 || !linesAreSentences(ing.next)))
    return { ingredients: items, steps: ing.rest };
  return linesAreSentences(ing.next) ? { ingredients: items, steps: ing.next } : null;
}

/**
 * The list's last item written as a sentence, a heading right after it ("взбитые сливки, ягоды, фрукты — для украшения." /
 * "Как приготовить:"): the list's own line, the method being under that heading.
 */
const lastOfListAt = (items: BlockItem[], k: number) =>
  k > 0 && items[k]!.kind === 'line' && items[k]!.listed === true && items[k - 1]!.listed === true && items[k + 1]?.kind === 'heading';

/** How many sentences a text holds: its marks that end one before a space and a capital, and its end. */
const sentenceCount = (t: string) => (t.match(/[.!?](?=\s+\p{Lu})/gu) ?? []).length + (endsSentence(t) ? 1 : 0);

/** An ingredients section whose lines are all sentences ("What you'll need": a post's remarks on them): a list of ingredients comes first. */
const inSentences = (s: Section) => lineItems(s.items).every((l) => readsAsSentence(l.text));

const PAGE_FRAME = new Set(['html', 'body', 'main', 'article', 'form']);

/**
 * A section with no heading, in an element the page names for it (class="Ingredients",
 * id="recipe-directions"): the first such element, outside the page's frame, holding two lines or more. Else, with
 * `single`, for the method, the first holding one line that reads as a sentence: a drink's method is often one ("Pour
 * ingredients into ice-filled rocks glass and stir. Garnish with orange twist.", ericscocktailguide.com).
 */
function namedSection(root: HtmlElement, kind: SectionKind, single = false): Section | null {
  let one: Section | null = null;
  let parent: Map<HtmlElement, HtmlElement> | undefined;
  const seen = new Set<HtmlElement>();
  for (const el of elements(root)) {
    if (PAGE_FRAME.has(el.tag) || !namedFor(el, kind)) continue;
    // A named part of each item of a list (<li><span class="amount">…</span><span class="ingredient">gin</span></li>) names the list's items.
    const list = LIST_NAMES[kind].test(el.attrs.class ?? '') ? listOfNamedParts(el, (parent ??= parentMap(root))) : null;
    if (list && seen.has(list)) continue;
    if (list) seen.add(list);
    const items = blockItems(list ?? el, READ[kind]).slice(0, 400);
    const found = lineItems(items);
    const section: Section = { kind, heading: el, title: '', items, next: [], nextTitle: null, rest: [], recipe: null };
    if (found.length >= 2) return section;
    if (single && found.length === 1 && readsAsSentence(found[0]!.text)) one ??= section;
  }
  return one;
}

/**
 * A method written as a list (two items or more, every line before its end an item) ends with the list:
 * paragraphs right after it, under no heading, are the page's remarks ("From Tesco Real Food", "Serves 4").
 * So does an ingredient list, when what follows it is shorter than it ("View cart (0) Checkout", "SAVE
 * RECIPE", "Allergens: soy", "See notes below."): a unit toggle written as a list ("US" / "METRIC") over
 * lines that are no items does not end the lines it toggles.
 */
function endOfList(items: BlockItem[], kind: SectionKind = 'instructions'): BlockItem[] {
  const end = items.findLastIndex((i) => i.kind === 'line' && i.listed);
  const [before, after] = [lineItems(items.slice(0, end + 1)), items.slice(end + 1)];
  // Parts under headings of their own after the list ("Serving": a paragraph) are groups of the method.
  if (before.length < 2 || before.some((l) => !l.listed) || !after.length || after.some((i) => i.kind === 'heading'))
    return kind === 'instructions' ? postAfterList(items) : items;
  if (kind === 'ingredients' && after.length > before.length) return items;
  return items.slice(0, end + 1);
}

/**
 * A method list followed by paragraphs under no heading and then a heading over lines that are mostly no sentences
 * ("Looking for more…? Check out these recipes:" / links / "More from my site" over a list of posts; "(Quelle: …)" /
 * "About these ads" / "Gefällt mir:"): the list is the method, the rest the post's. A heading right after the list heads a
 * part of the method; lines with no heading after them are read as before (endOfList).
 */
function postAfterList(items: BlockItem[]): BlockItem[] {
  const first = items.findIndex((i) => i.kind === 'line');
  if (first < 0 || !items[first]!.listed) return items;
  let end = first;
  while (items[end + 1]?.kind === 'line' && items[end + 1]!.listed) end++;
  const heading = items.findIndex((i, k) => k > end && i.kind === 'heading');
  if (end - first < 1 || heading < 0 || items[end + 1]?.kind === 'heading' || items.slice(0, first).some((i) => i.kind === 'heading')) return items;
  // Parts in sentences under the later headings are the method's (a list of what to do first, a remark, then "Cook the
  // Pasta" over its steps): the list is then no whole method.
  if (linesAreSentences(items.slice(heading))) return items;
  return items.slice(0, end + 1);
}

/**
 * A recipe in parts, each an ingredients heading over the list the page names and that part's method in sentences right
 * after the list, with no method heading (ndr.de: "Zutaten für die Brötchen:", list, paragraph; "Zutaten für die
 * Bratlinge:", list, paragraph): the ingredient sections after the first that are such parts, up to the first that is not.
 */
function laterParts(sections: Section[], first: Section): Section[] {
  const out: Section[] = [];
  for (const s of sections.slice(sections.indexOf(first) + 1)) {
    if (s.kind !== 'ingredients') continue;
    const rest = lineItems(s.rest);
    if (lineItems(s.items).length < 2 || !rest.length || !rest.every((l) => readsAsSentence(l.text))) break;
    out.push(s);
  }
  return out;
}

/**
 * Method sections right after the method `ins`, their headings of its level or higher, that name a part of it, not the
 * method itself ("Directions", then "Finishing Steps" in a block of its own: recipes.anovaculinary.com): their steps, under
 * those names, go on the method. Lower headings title parts inside the method's own list (750g.com): read with it already.
 */
function methodPartsAfter(sections: Section[], ins: Section): BlockItem[] {
  const out: BlockItem[] = [];
  for (const s of sections.slice(sections.indexOf(ins) + 1)) {
    if (s.kind !== 'instructions' || levelOf(s.heading) > levelOf(ins.heading) || isSectionName(s.title)) break;
    if (!lineItems(s.items).some((l) => readsAsSentence(l.text))) break;
    out.push({ kind: 'heading', text: s.title }, ...endOfList(s.items));
  }
  return out;
}

/**
 * Ingredient sections right after the first, before the method, each under a heading of its own that names what it is
 * for ("Bahan:" / two lines, "Bahan Isian:" / the filling's eleven): groups of the same list. Not a list printed again
 * (a line the earlier ones hold, or the same heading: a unit toggle's copy, a second recipe's list).
 */
function groupsAfter(sections: Section[], ing: Section, ins: Section): Section[] {
  const out: Section[] = [];
  const seen = new Set(lineItems(ing.items).map((l) => lettersKey(l.text)));
  const titles = new Set([lettersKey(ing.title)]);
  for (let i = sections.indexOf(ing) + 1; i < sections.indexOf(ins); i++) {
    const s = sections[i]!;
    const lines = lineItems(s.items);
    if (s.kind !== 'ingredients' || titles.has(lettersKey(s.title)) || lines.length < 2 || lines.some((l) => seen.has(lettersKey(l.text)))) return [];
    for (const l of lines) seen.add(lettersKey(l.text));
    titles.add(lettersKey(s.title));
    out.push(s);
  }
  return out;
}

/**
 * A heading of the list's own level right after it, before the method, naming no section, over short lines that are no
 * sentences nor facts ("Til servering" / "Chilimayo", "Soya", "Wasabi (valgfrit)"): a group of the list, named by it.
 */
function partAfterList(ing: Section, ins: Section, sections: Section[]): BlockItem[] {
  const lines = lineItems(ing.next);
  if (ing.nextTitle === null || sections.indexOf(ins) < sections.indexOf(ing) || lines.length < 2 || isFacts(ing.next)) return [];
  const seen = new Set(lineItems(ing.items).map((l) => lettersKey(l.text)));
  if (lines.some((l) => l.text.length > 80 || readsAsSentence(l.text) || seen.has(lettersKey(l.text)))) return [];
  return [{ kind: 'heading', text: ing.nextTitle }, ...lines];
}

/** The heading fallback: the first ingredients section with content, and the instructions after it. */
export function headingLayer(root: HtmlElement): { recipe: LayerRecipe; ingredientsTitle: string | null } | null {
  const found = sectionsOf(root);
  // Without a heading for one kind, an element the page names for it stands in (ingredients first, steps last). A method
  // word that only labels facts ("Preparation" / "20 min" / "Baking" / "0 min") is no heading of the method.
  const heads = (s: Section) => s.kind === 'ingredients' || (!isFacts(s.items) && !isTimeLabel(s));
  const named = (['ingredients', 'instructions'] as const)
    .filter((k) => !found.some((s) => s.kind === k && heads(s)))
    .map((k) => namedSection(root, k))
    .filter((s): s is Section => s !== null);
  const sections = named.length ? [...named.filter((s) => s.kind === 'ingredients'), ...found, ...named.filter((s) => s.kind === 'instructions')] : found;
  const listOf = (s: Section) => s.kind === 'ingredients' && lineItems(s.items).length >= 2 && !isTimesBox(s.items);
  // A list of amounts before one that only names and explains the ingredients ("Bezlepková mouka: Můžete použít …" above "200 g medu", …).
  const amounts = (s: Section) => {
    const lines = lineItems(s.items);
    return lines.filter((l) => AMOUNT_FIRST.test(l.text)).length * 2 >= lines.length;
  };
  const ing =
    sections.find((s) => listOf(s) && !inSentences(s) && amounts(s)) ??
    sections.find((s) => listOf(s) && !inSentences(s)) ??
    sections.find(listOf) ??
    sections.find((s) => s.kind === 'ingredients') ??
    null;
  // Instructions after the ingredient list come first: a page's title ("طريقة عمل الكبسة", "红烧肉的做法") can read like an instructions heading.
  const instructions = sections.filter((s) => s.kind === 'instructions' && !isFacts(s.items) && !isTimeLabel(s));
  const after = ing ? instructions.filter((s) => sections.indexOf(s) > sections.indexOf(ing)) : [];
  // A section of facts ("Preparación" / "35 m" / "Cocinado" / "35 m") has lines but no sentence: one with sentences comes first.
  const withLines = [...after, ...instructions].filter((s) => lineItems(s.items).length >= 2);
  // A step's number glued to its text ("<span class="num">1</span>Peel apples, …") does not keep the step from reading as a sentence.
  const ins = withLines.find((s) => lineItems(s.items).some((l) => readsAsSentence(unnumbered(l.text)))) ?? withLines[0] ?? after[0] ?? instructions[0] ?? null;
  let ingItems = ing?.items ?? [];
  let steps = ins ? [...endOfList(ins.items), ...methodPartsAfter(sections, ins)] : [];
  let parts: Section[] = [];
  if (ing && !after.length) {
    const split = stepsAfterIngredients(ing);
    if (split) [ingItems, steps] = [split.ingredients, endOfList(split.steps)];
    if (split && split.steps === ing.rest) parts = laterParts(sections, ing);
  }
  if (!ing && !steps.length) return null;
  // A method of one sentence in an element named for it, where the page gives no other (a drink's), is read last: a widget's
  // one line of that name ("instruction-exists": "Click on collection you would like to add this tip to…") is none.
  if (ing && !steps.length) steps = namedSection(root, 'instructions', true)?.items ?? [];
  const r = emptyLayer();
  r.ingredient_groups = ingredientGroups(endOfList(ingItems, 'ingredients'));
  for (const part of parts) {
    r.ingredient_groups.push(...ingredientGroups([{ kind: 'heading', text: part.title }, ...endOfList(part.items, 'ingredients')] as BlockItem[]));
    steps = [...steps, ...endOfList(part.rest)];
  }
  if (ing && ins && !parts.length) {
    for (const more of groupsAfter(sections, ing, ins))
      r.ingredient_groups.push(...ingredientGroups([{ kind: 'heading', text: more.title }, ...endOfList(more.items, 'ingredients')]));
    r.ingredient_groups.push(...ingredientGroups(partAfterList(ing, ins, sections)));
  }
  r.instructions = instructionGroups(steps);
  return { recipe: r, ingredientsTitle: ing?.title ?? null };
}

/**
 * Several recipes one after another, each an ingredient list followed by its instructions before the
 * next ingredient list (two versions of a dish, a main and its side). Named by the heading above each
 * list, which may be the same for both or missing: the caller lists them all and `select_index` picks.
 * Fewer than two such pairs: [] (one recipe, read by headingLayer).
 */
export function headingRecipes(root: HtmlElement): LayerRecipe[] {
  const out: LayerRecipe[] = [];
  let open: { ing: Section; ins: Section | null } | null = null;
  const close = () => {
    if (open?.ins)
      out.push({
        ...emptyLayer(),
        name: open.ing.recipe,
        ingredient_groups: ingredientGroups(open.ing.items),
        instructions: instructionGroups(open.ins.items),
      });
  };
  for (const s of sectionsOf(root)) {
    if (s.kind === 'ingredients' && lineItems(s.items).length >= 2 && !inSentences(s)) {
      close();
      open = { ing: s, ins: null };
    } else if (s.kind === 'instructions' && open && !open.ins && !isFacts(s.items) && !isTimeLabel(s)) open.ins = s;
  }
  close();
  // The same recipe printed twice (the page's print version above or below it) is one recipe.
  const key = (r: LayerRecipe) =>
    [...r.ingredient_groups.flatMap((g) => g.ingredients), ...r.instructions.flatMap((g) => g.steps.map((s) => s.step))].join('\n');
  const distinct = out.filter((r, i) => out.findIndex((o) => key(o) === key(r)) === i);
  return distinct.length >= 2 ? distinct : [];
}
