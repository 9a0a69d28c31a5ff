/**
 * The last extraction layer: a recipe held only in a web framework's application state (app-state.ts).
 * The state is walked for an object that reads as a recipe: a title beside a list of ingredient-like
 * values (lines, or objects with an amount, a unit and a name) and a list of step-like values (texts, or
 * objects with a text), each under a key that names it ("ingredients", "grouped_ingredients",
 * "preparationInstructions", "method_legacy"…), on the object or on a nameless object inside it. With
 * several such recipes (a related recipe carried in full), the one the page's title names is taken,
 * else the first. The state's keys are no fixed schema: only the shape of the values is trusted.
 */
import { appStates, type StateJson } from './app-state';
import { decodeEntities, elements, parseHtml, textContent, type HtmlElement } from './html-tree';
import { blockItems, normaliseSpace, stripStepNumber } from './page-blocks';
import { emptyLayer, numberSteps, type IngredientGroup, type LayerRecipe, type StepGroup } from './layer-recipe';

type Obj = { [k: string]: StateJson };
const isObj = (v: StateJson | undefined): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Objects visited in all of a page's states, and how deep: enough for any framework's page props. */
const MAX_OBJECTS = 100_000;
const MAX_DEPTH = 40;
/** Lines longer than this are no ingredient line; step texts longer than this are no step. */
const MAX_LINE = 300;
const MAX_STEP = 5000;
/** A method given as one text is at least a short sentence. */
const MIN_METHOD = 20;

const INGREDIENTS_KEY = /ingredient|zutaten/i;
/** Keys of lists that merely count or point at ingredients ("ingredientCount", "ingredientIds"). */
const NOT_A_LIST_KEY = /count|ids?$|total|number|tags?$|image|photo/i;
const STEPS_KEY = /instruction|step|method|direction|preparation|procedure|zubereitung/i;
const TITLE_KEYS = ['title', 'name', 'headline', 'recipeName', 'recipe_name', 'recipeTitle', 'recipe_title', 'displayName'];
/** Keys of an ingredient object's parts, most specific first. */
const AMOUNT_KEYS = /^(?:display_?)?(?:ingredient_?)?(?:amount|quantity|qty)(?:_?(?:text|display|value))?$|^(?:display_?)?(?:ingredient_?)?quantity$/i;
const UNIT_KEY = /^(?:display_?)?(?:unit|units|unit_?of_?measure(?:ment)?|measure|measurement)(?:_?name|_?text)?$/i;
const NAME_KEYS = ['name', 'ingredient', 'ingredientName', 'ingredient_name', 'title', 'label', 'product', 'food'];
/** Words that go on the name ("til stegning", "bien mûres") and remarks set off by a comma ("divided"). */
const SUFFIX_KEYS = /^(?:suffix|complement|usage_?info|description_?suffix)$/i;
const NOTE_KEYS = /^(?:extra_?)?(?:note|notes|comment|preparation|additional_?info)$/i;
const PREFIX_KEYS = /^(?:prefix)$/i;
const LINE_KEYS = ['text', 'line', 'raw', 'rawText', 'originalText', 'original', 'fullText', 'display', 'displayText', 'ingredientText', 'ingredient_text'];
const STEP_TEXT_KEYS = ['text', 'body', 'description', 'instruction', 'content', 'html', 'display_text', 'displayText', 'step', 'value', 'directions', 'title'];
const GROUP_FLAG = /^(?:is_?header|is_?heading|is_?group|is_?section|header)$/i;

/** Markdown emphasis a state keeps for the page to render ("**2 EL Öl** erhitzen"): the words only. */
const unmarked = (s: string) => s.replace(/\*\*(.+?)\*\*/gs, '$1').replace(/(?<!\w)__(.+?)__(?!\w)/gs, '$1');

/** Text of a state string: markup and entities as a browser shows them, markdown emphasis dropped. */
function plain(s: string): string {
  const t = /[<&]/.test(s) ? textContent(parseHtml(s.replace(/<(?!\/?(?:a|b|em|i|span|strong|sup|sub|small|u)\b)/gi, ' <'))) : s;
  return normaliseSpace(unmarked(decodeEntities(t)));
}

const stringOf = (v: StateJson | undefined): string | null => (typeof v === 'string' && v.trim() ? plain(v) : null);
/** An amount as written; 0 is how some states say "no amount" ("0 Salz"). */
const amountOf = (v: StateJson | undefined): string | null =>
  typeof v === 'number' ? (Number.isFinite(v) && v > 0 ? String(v) : null) : stringOf(v) === '0' ? null : stringOf(v);

/** A part given as an object ({ name_singular, name_plural, abbreviation }, { name }) as one word. */
function partName(v: StateJson | undefined, plural: boolean): string | null {
  if (!isObj(v)) return stringOf(v);
  for (const k of plural
    ? ['abbreviation', 'name_plural', 'plural', 'namePlural', 'rendered', 'name', 'text', 'display', 'many']
    : ['abbreviation', 'name_singular', 'singular', 'nameSingular', 'rendered', 'name', 'text', 'display', 'one']) {
    const s = isObj(v[k]) ? partName(v[k], plural) : stringOf(v[k]);
    if (s) return s;
  }
  return null;
}

/**
 * The amount and unit of an ingredient object: its own keys, else those of the first object inside it
 * that has an amount ({ primary_unit: { quantity, display } }, { measurement: { metric: { amount, unit } } }).
 */
function measureOf(o: Obj, depth = 0): { amount: string | null; unit: StateJson | undefined } {
  let amount: string | null = null;
  let unit: StateJson | undefined;
  for (const [k, v] of Object.entries(o)) {
    if (amount === null && AMOUNT_KEYS.test(k)) amount = amountOf(v);
    else if (unit === undefined && UNIT_KEY.test(k) && v !== null) unit = v;
  }
  if (depth > 0 && amount !== null && unit === undefined) unit = o.display ?? undefined;
  if (amount !== null || Object.keys(o).some((k) => AMOUNT_KEYS.test(k)) || depth >= 2) return { amount, unit };
  for (const v of Object.values(o)) {
    if (!isObj(v)) continue;
    const inner = measureOf(v, depth + 1);
    if (inner.amount !== null) return inner;
  }
  return { amount, unit };
}

/** One ingredient object as the line a page shows: its own line if it has one, else amount, unit, name and note in that order. */
function ingredientLine(o: Obj): string | null {
  const { amount, unit: unitValue } = measureOf(o);
  let prefix: string | null = null;
  let suffix: string | null = null;
  let note: string | null = null;
  for (const [k, v] of Object.entries(o)) {
    if (PREFIX_KEYS.test(k)) prefix = stringOf(v);
    else if (suffix === null && SUFFIX_KEYS.test(k)) suffix = stringOf(v);
    else if (note === null && NOTE_KEYS.test(k)) note = stringOf(v);
  }
  const withNote = (line: string) => {
    const withSuffix = !suffix ? line : /^[,(]/.test(suffix) ? `${line}${suffix}` : `${line} ${suffix}`;
    return !note ? withSuffix : /^[,(]/.test(note) ? `${withSuffix}${note}` : `${withSuffix}, ${note}`;
  };
  for (const k of LINE_KEYS) {
    const line = stringOf(o[k]);
    // A line without the amount given beside it ({ quantity: "1 1/2", text: "cups flour" }) gets it back.
    if (line) return amount && !line.startsWith(amount) ? `${amount} ${line}` : line;
  }
  const plural = amount !== null && Number(amount) > 1;
  let name: string | null = null;
  for (const k of NAME_KEYS) {
    name = partName(o[k], plural);
    if (name) break;
  }
  if (!name) return null;
  const unit = partName(unitValue, plural);
  // A name that already starts with its amount is the whole line ("50g diced peppers" beside amount 50).
  if (amount && name.startsWith(amount)) return withNote(name);
  return withNote([amount, unit, prefix, name].filter(Boolean).join(' '));
}

const isGroupHeader = (o: Obj) =>
  Object.entries(o).some(([k, v]) => GROUP_FLAG.test(k) && v === true) || /^(?:header|heading|group|section)$/i.test(String(o.type ?? ''));

/** The first list of `o` under a key that `key` accepts. */
function listUnder(o: Obj, key: RegExp): StateJson[] | null {
  for (const [k, v] of Object.entries(o)) if (key.test(k) && Array.isArray(v)) return v;
  return null;
}

const titleOf = (o: Obj): string | null => {
  for (const k of TITLE_KEYS) {
    const s = stringOf(o[k]);
    if (s && s.length <= 200) return s;
  }
  return null;
};

/** Ingredient groups from a list: lines, ingredient objects, header objects, or groups holding their own list. */
function ingredientGroups(list: StateJson[]): IngredientGroup[] {
  const groups: IngredientGroup[] = [];
  let current: IngredientGroup = { name: null, ingredients: [] };
  const close = () => {
    if (current.ingredients.length) groups.push(current);
  };
  for (const item of list) {
    if (typeof item === 'string') {
      const s = stringOf(item);
      if (s) current.ingredients.push(s);
    } else if (Array.isArray(item)) {
      // A list of lists: one unnamed group each.
      close();
      current = { name: null, ingredients: ingredientGroups(item).flatMap((g) => g.ingredients) };
      close();
      current = { name: null, ingredients: [] };
    } else if (isObj(item)) {
      const nested = listUnder(item, /ingredient|items|lines|list|entries|components/i);
      if (nested) {
        close();
        current = { name: titleOf(item), ingredients: ingredientGroups(nested).flatMap((g) => g.ingredients) };
        close();
        current = { name: null, ingredients: [] };
      } else if (isGroupHeader(item)) {
        close();
        current = { name: titleOf(item) ?? stringOf(item.text), ingredients: [] };
      } else {
        const line = ingredientLine(item);
        if (line) current.ingredients.push(line);
      }
    }
  }
  close();
  return groups;
}

/**
 * Step lines of a method given as one text: HTML (<br>, <p>, <li>) or plain text split at its line
 * breaks; numbers the page wrote dropped. An item of a list of steps is one step (`whole`), its lines joined.
 */
function stepTexts(s: string, whole = false): string[] {
  const text = unmarked(s);
  const root = parseHtml(/<[a-z]/i.test(text) ? text : text.replace(/\r?\n/g, '<br>'));
  const lines = blockItems(root).map((i) => stripStepNumber(plain(i.text)));
  return (whole ? [lines.join(' ')] : lines).filter((t) => t.length > 0 && t.length <= MAX_STEP);
}

/** Steps from a list of texts or step objects, or groups holding their own list; a text of several lines is split. */
function stepGroups(value: StateJson): StepGroup[] {
  if (typeof value === 'string') {
    // A method written as one text is words and sentences, not a mode or an identifier ("legacy", "v2").
    if (!/\p{L}+\s+\p{L}+/u.test(value) || value.length < MIN_METHOD) return [];
    const lines = stepTexts(value);
    return lines.length ? [{ name: null, steps: numberSteps(lines.map((step) => ({ step, name: null }))) }] : [];
  }
  if (!Array.isArray(value)) return [];
  const groups: StepGroup[] = [];
  const loose: { step: string; name: string | null }[] = [];
  for (const item of value) {
    if (typeof item === 'string') loose.push(...stepTexts(item, true).map((step) => ({ step, name: null })));
    else if (Array.isArray(item)) loose.push(...stepGroups(item).flatMap((g) => g.steps));
    else if (isObj(item)) {
      const key = STEP_TEXT_KEYS.find((k) => typeof item[k] === 'string' && item[k]!.trim());
      // A step may list its own ingredients ("stepIngredients"); only an object without a text is a group of steps.
      const nested = key && key !== 'title' ? null : listUnder(item, /^(?!.*ingredient).*(?:instruction|step|items|list|entries)/i);
      if (nested) {
        const steps = stepGroups(nested).flatMap((g) => g.steps);
        if (steps.length) groups.push({ name: titleOf(item), steps: numberSteps(steps) });
        continue;
      }
      if (!key) continue;
      const [step] = stepTexts(item[key] as string, true);
      if (!step) continue;
      const title = key === 'title' ? null : (stringOf(item.header) ?? stringOf(item.title) ?? stringOf(item.name));
      // A title that only numbers the step ("Schritt 1", "Step 2") is none.
      const name = title && !/^\D{0,12}\d{1,2}\.?$/.test(title) && title.length <= 80 ? title : null;
      loose.push({ step, name });
    }
  }
  if (loose.length) groups.unshift({ name: null, steps: numberSteps(loose) });
  return groups;
}

/**
 * A list read once however many objects share it (a revived Nuxt payload may point thousands of
 * objects at one list): its reading is kept with it while the state lives.
 */
const readings = new WeakMap<object, unknown>();
function once<T>(list: StateJson, read: (list: StateJson[]) => T[]): T[] {
  if (list === null || typeof list !== 'object') return [];
  if (!readings.has(list)) readings.set(list, Array.isArray(list) ? read(list) : []);
  return readings.get(list) as T[];
}

/** The lists of `o` itself, or of a nameless object inside it ({ title, instructions: { ingredients, method } }). */
function listsOf(o: Obj): { ingredients: IngredientGroup[]; steps: StepGroup[] } {
  let ingredients: IngredientGroup[] = [];
  let steps: StepGroup[] = [];
  const read = (x: Obj) => {
    for (const [k, v] of Object.entries(x)) {
      if (!ingredients.length && INGREDIENTS_KEY.test(k) && !NOT_A_LIST_KEY.test(k) && Array.isArray(v)) ingredients = once(v, ingredientGroups);
      else if (!steps.length && STEPS_KEY.test(k) && !/time|count|number/i.test(k)) steps = typeof v === 'string' ? stepGroups(v) : once(v, stepGroups);
    }
  };
  read(o);
  for (const v of Object.values(o)) if (isObj(v) && !titleOf(v) && (!ingredients.length || !steps.length)) read(v);
  return { ingredients, steps };
}

const lineCount = (gs: { ingredients: string[] }[]) => gs.reduce((n, g) => n + g.ingredients.length, 0);

/** A recipe an object holds: a title, two ingredient lines or more (none too long for one) and a step. */
function recipeOf(o: Obj): LayerRecipe | null {
  const name = titleOf(o);
  if (!name) return null;
  const { ingredients, steps } = listsOf(o);
  if (!steps.length || !ingredientLike(ingredients)) return null;
  return { ...emptyLayer(), name, ingredient_groups: ingredients, instructions: steps };
}

/** Two lines or more, none too long for an ingredient line; judged once per reading of a list. */
const judged = new WeakMap<IngredientGroup[], boolean>();
function ingredientLike(groups: IngredientGroup[]): boolean {
  if (!judged.has(groups)) {
    const lines = groups.flatMap((g) => g.ingredients);
    judged.set(groups, lines.length >= 2 && !lines.some((l) => l.length > MAX_LINE));
  }
  return judged.get(groups)!;
}

/** Apollo's normalised cache: `{ "__ref": "Recipe:12" }` stands for the cache entry of that key. */
const refOf = (o: Obj, state: StateJson): StateJson | undefined =>
  typeof o.__ref === 'string' && Object.keys(o).length === 1 && isObj(state) ? state[o.__ref] : undefined;

/** Every object of the states that holds a recipe, in document order, within MAX_OBJECTS and MAX_DEPTH. */
function candidates(states: StateJson[]): LayerRecipe[] {
  const found: LayerRecipe[] = [];
  // Objects that share a title and one reading of a list (a revived payload's copies) are one recipe.
  const names = new Map<IngredientGroup[], Set<string>>();
  const seen = new Set<StateJson>();
  let budget = MAX_OBJECTS;
  for (const state of states) {
    const stack: { v: StateJson; depth: number }[] = [{ v: state, depth: 0 }];
    while (stack.length && budget > 0) {
      const { v, depth } = stack.pop()!;
      if (v === null || typeof v !== 'object' || seen.has(v) || depth > MAX_DEPTH) continue;
      seen.add(v);
      budget--;
      const children: StateJson[] = Array.isArray(v) ? v : Object.values(v);
      if (isObj(v)) {
        const target = refOf(v, state);
        if (target !== undefined) children.push(target);
        const recipe = recipeOf(v);
        const same = recipe && names.get(recipe.ingredient_groups);
        if (recipe && !same?.has(recipe.name!)) {
          found.push(recipe);
          if (same) same.add(recipe.name!);
          else names.set(recipe.ingredient_groups, new Set([recipe.name!]));
        }
      }
      for (let i = children.length - 1; i >= 0; i--) stack.push({ v: children[i]!, depth: depth + 1 });
    }
  }
  return found;
}

const key = (s: string) =>
  s
    .toLocaleLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The page's own title texts: og:title, <title> and the first h1. */
function pageTitles(root: HtmlElement): string[] {
  const out: string[] = [];
  let h1 = false;
  for (const el of elements(root)) {
    if (el.tag === 'meta' && /^(?:og:title|twitter:title)$/i.test(el.attrs.property ?? el.attrs.name ?? '') && el.attrs.content) out.push(el.attrs.content);
    else if (el.tag === 'title' || (el.tag === 'h1' && !h1)) {
      h1 ||= el.tag === 'h1';
      out.push(textContent(el));
    }
  }
  return out.map(key).filter(Boolean);
}

/** Words of a recipe's name a title must hold (most of them: a state's name and the page's heading may word it a little differently). */
function namedBy(title: string, name: string): boolean {
  if (title.includes(name)) return true;
  const words = name.split(' ').filter((w) => w.length >= 3);
  const have = new Set(title.split(' '));
  return words.length >= 2 && words.filter((w) => have.has(w)).length * 3 >= words.length * 2;
}

/**
 * The recipe of the page's application state, or null. Recipes found twice (a state read from two
 * places, a recipe and its copy) count once; of several, the one the page's title names, else the first.
 */
export function appStateLayer(root: HtmlElement): LayerRecipe | null {
  const states = appStates(root);
  if (!states.length) return null;
  const found = candidates(states);
  if (!found.length) return null;
  const titles = pageTitles(root);
  const named = found.filter((r) => titles.some((t) => namedBy(t, key(r.name!))));
  // A page whose titles name none of them shows another recipe than the state's (a related one carried in full).
  const pool = titles.length ? named : found;
  if (!pool.length) return null;
  // The fullest copy of the recipe picked: a state may carry a summary of it as well.
  const first = pool[0]!;
  const same = pool.filter((r) => key(r.name!) === key(first.name!));
  return same.reduce((best, r) => (lineCount(r.ingredient_groups) > lineCount(best.ingredient_groups) ? r : best), first);
}
