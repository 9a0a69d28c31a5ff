/**
 * Lines a recipe's lists hold that are not what the list is for, whichever layer read them:
 * - a piece of kitchen equipment listed among the ingredients ("Aluminum foil", "Roasting pan",
 *   "Thermometer", "Airfryer"): a tool, not an ingredient line (nothing to weigh). Only a line that
 *   is the tool's name alone, at most after a count, goes: "1 sheet of foil" or "cooking spray" stay.
 * - the yield a method ends with ("… freeze for up to 3 months. Serves 4"): what the recipe makes,
 *   not an instruction. It becomes the yield when the recipe states none.
 * - a short line with no amount that the method calls "the <line> ingredients" ("Seasoning" /
 *   "Combine seasoning ingredients"): the name of the group of lines after it, not an ingredient.
 * - a short line set all in capitals with no amount, in a list of lines that are not ("TO FINISH",
 *   "PER LA BESCIAMELLA"): the name of the group of lines after it.
 * - a step that is one of the recipe's ingredient lines with its amount ("500 g of rhubarb" under
 *   the step that uses it): the page's list of what the step takes, not an instruction.
 * - (dropCredits) the credits a method ends with ("Copyright 2014, …", "Recipe and Styling: …"): no instruction.
 * - a step that only names a tool, at most with its size in brackets ("cutting board", "pot (large)", "Frying Pan"
 *   among the steps: kitchenstories.com, app.samsungfood.com): the page's list of what the step uses, not an instruction.
 * - a step that is only a web address ("https://www.example.com/jam-or-marmalade/"): an embedded
 *   link card to another page, not an instruction.
 * - (dropClosingLines) a method read from the page that ends with a wish alone ("Enjoy!", "Dive in!", "Enjoy right
 *   away!", "Bon appétit!", "Eet smakelijk!"): the author's sign-off, no instruction. Structured steps are
 *   the page's own list and keep it. So do the lines after the sign-off among the last, and last lines that close on a
 *   colon (a lead-in to a video) or are a label and a word or two ("Dificultate: usoara"), and a last line that opens with
 *   the dish's name (a remark on the dish: "Гарбузові мафіни найсмачніше частувати з чаєм …").
 */
import { escapeRegExp } from '../language/text';
import { EQUIPMENT_TERMS } from './equipment';
import { isYieldLine } from './labelled-facts';
import { type LayerRecipe, numberSteps, regroup } from './layer-recipe';
import { readsAsSentence } from './sentences';
import { AMOUNT_FIRST } from './page-quantities';
import { lettersKey } from './page-blocks';

const TOOL_NAMES = new Set(EQUIPMENT_TERMS.filter((t) => t.latin).map((t) => t.term));

/** "Roasting pan", "2 skewers", "A thermometer.": the whole line names one tool. */
export const isEquipmentLine = (line: string) =>
  TOOL_NAMES.has(
    line
      .trim()
      .toLowerCase()
      .replace(/^(?:\d+\s+|an?\s+)/, '')
      .replace(/[.,;:]$/, ''),
  );

/** "pot (large)": a tool's name with its size or a remark in brackets after it. */
const isToolStep = (step: string) => isEquipmentLine(step.replace(/\s*\([^()]*\)\s*$/u, ''));

const WEB_ADDRESS = /^(?:https?:\/\/|www\.)\S+$/i;
/** A step that is only a web address (an embedded link card to another page). */
export const isWebAddress = (step: string) => WEB_ADDRESS.test(step);

/** The last sentence of a step when it only states a yield: "Serves 4" in "… for 3 months. Serves 4". */
const TRAILING_YIELD = /(?<=[.!?])\s+([^.!?]+?)\.?$/u;

/** A group's label without its colon ("Seasoning:" names the group "Seasoning"). */
const withoutColon = (line: string) => line.replace(/[:：]$/u, '');

/** Splits the ingredient groups at the lines `isLabel` marks, each naming the lines after it (never a group's last line). */
function splitGroupsAt(r: LayerRecipe, isLabel: (line: string) => boolean): void {
  r.ingredient_groups = regroup(
    r.ingredient_groups.map((g) => ({ name: g.name, lines: g.ingredients })),
    withoutColon,
    (line, i, lines) => i < lines.length - 1 && isLabel(line),
  ).map((g) => ({ name: g.name, ingredients: g.lines }));
}

/** Splits a group where a line names the lines after it: the method speaks of "the <line> ingredients". */
function splitNamedGroups(r: LayerRecipe): void {
  const method = r.instructions.flatMap((g) => g.steps.map((s) => s.step)).join(' ');
  splitGroupsAt(
    r,
    (line) =>
      !/\d/.test(line) && line.split(/\s+/).length <= 4 && new RegExp(`(?<![\\p{L}])${escapeRegExp(withoutColon(line))}\\s+ingredients\\b`, 'iu').test(method),
  );
}

/** Words set all in capitals, with no amount: "TO FINISH", "PER LA BESCIAMELLA" (three capitals at least: no "S", "B"). */
const isCapitalsLine = (line: string) =>
  !/\d/.test(line) && !/\p{Ll}/u.test(line) && (line.match(/\p{Lu}/gu)?.length ?? 0) >= 3 && line.split(/\s+/).length <= 6;

/**
 * Splits a group where a line set in capitals names the lines after it ("TO FINISH" / "powdered sugar, for sprinkling",
 * "PER LA BESCIAMELLA" / "80 g di burro"): in a list of which under a third of the lines are in capitals, such a line is a label.
 */
function splitCapitalGroups(r: LayerRecipe): void {
  const lines = r.ingredient_groups.flatMap((g) => g.ingredients);
  if (lines.filter(isCapitalsLine).length * 3 < lines.length) splitGroupsAt(r, isCapitalsLine);
}

export function dropMisplacedLines(r: LayerRecipe): void {
  for (const g of r.ingredient_groups) g.ingredients = g.ingredients.filter((l) => !isEquipmentLine(l));
  r.ingredient_groups = r.ingredient_groups.filter((g) => g.ingredients.length);
  splitNamedGroups(r);
  splitCapitalGroups(r);
  const listed = new Set(r.ingredient_groups.flatMap((g) => g.ingredients.filter((l) => AMOUNT_FIRST.test(l)).map(lettersKey)));
  for (const g of r.instructions) g.steps = numberSteps(g.steps.filter((s) => !listed.has(lettersKey(s.step)) && !isWebAddress(s.step) && !isToolStep(s.step)));
  r.instructions = r.instructions.filter((g) => g.steps.length);
  dropCredits(r);
  const last = r.instructions.at(-1)?.steps.at(-1);
  const m = last && TRAILING_YIELD.exec(last.step);
  if (!last || !m || !isYieldLine(m[1]!.trim())) return;
  last.step = last.step.slice(0, m.index).trim();
  if (!r.yields.length) r.yields = [m[1]!.trim()];
}

const stepCount = (r: LayerRecipe) => r.instructions.reduce((n, g) => n + g.steps.length, 0);

/** Where the recipe comes from, as a credits line names it ("Izvor: Bebina kuhinja", "Quelle: …", "Source: …"). */
const SOURCE_WORDS = 'source|izvor|quelle|fonte|fuente|źródło|zdroj';
/** Who photographed or styled the dish, as credits name them (alone or after "Recipe and"). */
const CREDIT_ROLES = 'photos?|photography|fotos?|fotografie|styling|food styling';

/**
 * A credits line: a copyright notice ("Copyright 2014, Make It Ahead by Ina Garten, … All Rights Reserved", "© 2020 …") or
 * who made, photographed or styled the dish ("Recipe and Styling: Andrea Slonecker", "Ricetta: Walter Pedrazzi, Foto: …"), or the
 * site it came from ("izvor zadovoljna.hr"), or whose recipe it is ("Recipe courtesy of …", "Η Συνταγή είναι της …").
 */
const CREDITS = new RegExp(
  String.raw`^(?:copyright\b|©)|all rights reserved|^(?:the\s+)?recipe\s+(?:is\s+)?(?:by|from|courtesy\s+of)\s|^η\s+συνταγή\s+(?:είναι\s+)?(?:της|του|από)\s|^(?:${SOURCE_WORDS})\s+(?:https?:\/\/)?[\p{L}\d-]+(?:\.[\p{L}\d-]+)+\/?$|^(?:(?:original|originale|origineel|ursprüngliches|oprindelig|alkuperäinen|algne|oryginalny|izvorni)\s+)?(?:recipes?|ricetta|rezept|recette|receta|receita|recept|retsept|resepti|opskrift|oppskrift|${CREDIT_ROLES}|${SOURCE_WORDS})(?:\s+(?:and|&|e|und|et|y|og|en)\s+(?:${CREDIT_ROLES}))?(?:\s+(?:by|von|di|de|par|por|van|av))?\s*:`,
  'iu',
);

/**
 * Drops the credits a method ends with (CREDITS; barefootcontessa.com, lacucinaitaliana.it, usapears.org): from the first
 * credits line among the last lines to the end, when nothing after it reads as a sentence (a name alone may follow).
 */
function dropCredits(r: LayerRecipe): void {
  const g = r.instructions.at(-1);
  if (!g) return;
  const at = g.steps.findIndex((s, i) => i >= g.steps.length - 3 && CREDITS.test(s.step.trim()));
  if (at < 0 || g.steps.slice(at + 1).some((s) => readsAsSentence(s.step)) || stepCount(r) - (g.steps.length - at) < 1) return;
  g.steps = numberSteps(g.steps.slice(0, at));
  r.instructions = r.instructions.filter((x) => x.steps.length);
}

/** "Good appetite" in the page languages. */
const GOOD_APPETITE =
  'bon app[ée]tit|buon appetito|guten appetit|eet smakelijk|smakelijk eten|buen provecho|bom apetite|smaklig måltid|velbekomme|smacznego|dobar tek|dober tek|prijatno|dobrou chuť|poftă bună|afiyet olsun|dobrú chuť|jó étvágyat|hyvää ruokahalua|head isu|skanaus|labu apetīti|приятного аппетита|приємного апетиту|смачного|добър апетит|пријатно|καλή όρεξη';
/** A wish that closes a method and asks nothing of the cook: "Enjoy!", "Dive in!", "Enjoy right away!", "Bon appétit!", "Dobar tek!", "Poftă bună!", "בתיאבון". */
const SIGN_OFF = new RegExp(
  String.raw`^(?:and\s+)?(?:now\s+)?(?:enjoy|dig in|dive in|(?:eat|drink) (?:up|the goodness)|cheers|${GOOD_APPETITE}|uživajte(?: v okusih)?|בתיאבון|happy (?:cooking|baking))(?:\s+(?:right away|immediately|it|them|your meal))?(?:,\s*[\p{L}\s]{1,30})?\s*[!.]*$`,
  'iu',
);

/** That wish closing a short line of words to the reader ("Deneyenlere şimdiden afiyet olsun."). */
const SIGN_OFF_CLOSING = new RegExp(String.raw`^(?:\p{L}+[\s,]+){1,3}(?:${GOOD_APPETITE})\s*[!.]*$`, 'iu');

/**
 * A writing assistant's offer left at the end of a generated page ("If you'd like, I can also write a version with …", "Ako želiš,
 * mogu da ti napišem i verziju …", "Se vuoi, posso …"): addressed to whoever asked for the text, no step.
 */
const ASSISTANT_OFFER = new RegExp(
  [
    "if you(?:['’]d)? (?:like|want|prefer),? I (?:can|could)",
    '(?:would|do) you (?:like|want) me to',
    "let me know if you(?:['’]d)? (?:like|want) me to",
    'ako (?:želiš|želite|hoćeš|hoćete),? (?:mogu|mogla bih|mogao bih)',
    'če (?:želiš|želite),? (?:ti |vam )?lahko',
    'wenn du (?:möchtest|willst),? kann ich',
    'si (?:tu veux|vous voulez|vous le souhaitez|tu le souhaites),? je (?:peux|pourrais)',
    'si (?:quieres|lo deseas),? (?:te )?puedo',
    'se (?:vuoi|desideri),? (?:ti )?posso',
    'se quiser(?:es)?,? (?:eu )?posso',
    'jeśli chcesz,? mogę',
    'dacă (?:vrei|doriți),? (?:îți |vă )?pot',
    '(?:pokud chceš|ak chceš),? (?:můžu|mohu|môžem)',
    'als je wilt,? kan ik',
    'если (?:хочешь|хотите),? (?:я )?могу',
    'якщо (?:хочеш|хочете),? (?:я )?можу',
  ]
    .map((p) => `^${p}(?=[\\s,.!:]|$)`)
    .join('|'),
  'iu',
);

const isSignOff = (step: string) => SIGN_OFF.test(step.trim()) || SIGN_OFF_CLOSING.test(step.trim()) || ASSISTANT_OFFER.test(step.trim());

/** A line that opens with the recipe's name (its first two words, or its first word of six letters or more): said of the dish, not done to it. */
function opensWithDish(step: string, name: string | null): boolean {
  const words = (name ?? '').split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const head = words.length >= 2 && words[0]!.length < 6 ? words.slice(0, 2) : words.slice(0, 1);
  if (!head.length) return false;
  const lead = step
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, head.length);
  return lead.length === head.length && lead.every((w, i) => w.toLocaleLowerCase() === head[i]!.toLocaleLowerCase());
}

/**
 * Drops a last step that opens with the dish's name ("Гарбузові мафіни найсмачніше частувати з чаєм …"), from a method of three
 * steps or more: a remark on the dish. Only for a method read from the page: a structured list's own last step stays (one that names
 * the dish is as often an instruction there).
 */
function dropDishRemark(r: LayerRecipe): void {
  const g = r.instructions.at(-1);
  if (!g?.steps.length || stepCount(r) < 3 || !opensWithDish(g.steps.at(-1)!.step, r.name)) return;
  g.steps = g.steps.slice(0, -1);
}

/** A label of up to three words and a value of one or two ("Dificultate: usoara"): a fact, no instruction. */
const LABELLED_FACT = /^\p{L}+(?:\s\p{L}+){0,2}\s*[:：]\s*[\p{L}\p{N}]+(?:\s[\p{L}\p{N}]+)?$/u;

/**
 * Drops a sign-off that ends a method read from the page, when the method has steps besides it, and what the page prints
 * after it among the last lines ("Dobar tek!" / "Ads by" / "ZATVORI"; "Uživajte v okusih!" / a call to send in recipes);
 * then a last line that leads into a video or picture.
 */
export function dropClosingLines(r: LayerRecipe): void {
  const g = r.instructions.at(-1);
  if (!g) return;
  const at = g.steps.findIndex((s, i) => i >= g.steps.length - 3 && isSignOff(s.step));
  if (at >= 0 && stepCount(r) - (g.steps.length - at) >= 1) g.steps = g.steps.slice(0, at);
  // A last line closing on a colon leads into what the page shows but does not write ("In the video you can see …:"); one
  // that is a label and a word or two states a fact ("Dificultate: usoara", "ID ricetta: 2662", "A receptet beküldte: jolicska").
  while (g.steps.length && (/[:：]$/.test(g.steps.at(-1)!.step) || LABELLED_FACT.test(g.steps.at(-1)!.step)) && stepCount(r) >= 2)
    g.steps = g.steps.slice(0, -1);
  dropDishRemark(r);
  r.instructions = r.instructions.filter((x) => x.steps.length);
}
