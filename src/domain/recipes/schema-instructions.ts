/**
 * A schema.org recipeInstructions value read into groups of steps: strings holding several steps,
 * HowToStep and HowToSection, lists that only wrap sections, labels that name the steps after them.
 */
import { asArray, isObj, RAW_BREAK, type Json, type Obj } from './schema-values';
import { looksLikeGroupLabel, splitNumberedRun, stepTitle, stripStepNumber } from './page-blocks';
import { numberSteps, type StepGroup } from './layer-recipe';
import { isNoteLine, isStepListTitle } from './step-groups';
import { readsAsSentence } from './sentences';
import { decodeText, firstText } from './schema-text';

type Step = { step: string; name: string | null };

/** Where a string of steps breaks: its lines, escaped or typed raw. */
const STEP_LINES = new RegExp(`[\n${RAW_BREAK}]+`);

/** Markup that ends a line of text in a JSON-LD string. */
const BREAK_MARKUP = /<\/(?:p|li|div)>|<br\s*\/?>/gi;

/** True when the page shows this text whole as one list item (a step's lines in one <li>). */
export type ShownWhole = (text: string) => boolean;

/** Lines of a step text with each remark written on a line of its own ("Note: The vinegar keeps them whole.") kept with the line it remarks on; a remark's title ("Tip: add flavourings") stays apart. */
function withNotes(lines: Step[]): Step[] {
  const out: Step[] = [];
  for (const l of lines) {
    const last = out[out.length - 1];
    if (last && isNoteLine(l.step) && readsAsSentence(l.step)) last.step = `${last.step} ${l.step}`;
    else out.push(l);
  }
  return out;
}

/** The text after its title and a colon, when it opens with them and goes on with a sentence of its own; else null. */
function titledText(title: string, text: string): string | null {
  const head = title.trim().replace(/[:：]\s*$/, '');
  if (!head || !text.startsWith(head)) return null;
  const rest = /^\s*[:：]\s*(.+)$/su.exec(text.slice(head.length))?.[1];
  return rest && /^[\p{Lu}\p{Lo}\p{N}]/u.test(rest) ? rest : null;
}

/** Steps of one recipeInstructions value: a string may hold several; a HowToStep keeps its own title. */
function stepsOf(x: Json, shownWhole: ShownWhole): Step[] {
  if (typeof x === 'string') {
    return withNotes(
      x
        .replace(BREAK_MARKUP, '\n')
        .split(STEP_LINES)
        .map(decodeText)
        .flatMap(splitNumberedRun)
        .map(stripStepNumber)
        .filter(Boolean)
        .map((step) => ({ step, name: null })),
    );
  }
  if (Array.isArray(x)) return x.flatMap((y) => stepsOf(y, shownWhole));
  if (!isObj(x)) return [];
  // A HowToStep may hold its text as HowToDirection (and HowToTip) items: together they are the step.
  if (x.text === undefined && x.itemListElement !== undefined) {
    const parts = stepsOf(x.itemListElement, shownWhole);
    return parts.length ? [{ step: parts.map((p) => p.step).join(' '), name: stepTitle(firstText(x.name), ...parts.map((p) => p.step)) }] : [];
  }
  // A HowToStep whose text is several sentences on lines of their own holds one step per line; its title goes with the first.
  // Lines that are not sentences ("完成♡♡"), one going on in lower case, or lines the page shows in one list item are one step's parts.
  if (typeof x.text === 'string' && x.text.trim().replace(BREAK_MARKUP, '\n').includes('\n') && !shownWhole(decodeText(x.text))) {
    const [first, ...more] = stepsOf(x.text, shownWhole);
    if (first && more.length && [first, ...more].every((l) => readsAsSentence(l.step)) && !more.some((l) => /^\p{Ll}/u.test(l.step)))
      return [{ step: first.step, name: stepTitle(firstText(x.name), first.step) }, ...more];
  }
  // A list item with a name and a description but no text ("Cook the Pasta" / "Once water is boiling, …") is the description, titled.
  const title = firstText(x.name);
  const described = x.text === undefined && title !== null && firstText(x.description) !== null;
  const t = firstText(x.text) ?? (described ? firstText(x.description) : null) ?? title ?? firstText(x.description);
  // A text that opens with the step's own name and a colon ("Priprava bešamela:V kozici stopimo maslo …"): the name titles the rest.
  const headed = title && t && x.text !== undefined ? titledText(title, t) : null;
  if (headed) return [{ step: headed, name: stepTitle(title, headed) }];
  const step = t ? stripStepNumber(t) : '';
  const name = x.text === undefined && !described ? null : stepTitle(title, step, t!);
  // A text going on in lower case from a title that closes no sentence ("Heat coconut oil" / "in a large pot …") is the
  // rest of one sentence the card set in two fields: the step is the whole.
  if (name && /^\p{Ll}/u.test(step) && !/[.!?:：。]\s*$/u.test(title!)) return [{ step: `${name} ${step}`, name: null }];
  return step ? [{ step, name }] : [];
}

export function instructionGroups(v: Json | undefined, shownWhole: ShownWhole): StepGroup[] {
  const groups: StepGroup[] = [];
  let loose: Step[] = [];
  let looseName: string | null = null;
  const flushLoose = (nextName: string | null = null) => {
    if (loose.length) groups.push({ name: looseName, steps: numberSteps(loose) });
    [loose, looseName] = [[], nextName];
  };
  // A step that is only a label ("Krém:", or one word before a sentence: "Salsa" / "V mise zmiešame …") names the
  // steps after it; one that only says "Method" is the list's own title.
  const addLoose = (all: Step[]) => {
    // Lines before the method's own title that are no sentences ("Potrebujeme" / "alobal, …" / "POSTUP" / steps) are no steps.
    const title = all.findIndex((s) => isStepListTitle(s.step));
    const preamble = title > 0 && title < all.length - 1 && !all.slice(0, title).some((s) => readsAsSentence(s.step));
    const steps = preamble ? all.slice(title + 1) : all;
    steps.forEach((s, i) => {
      const next = steps[i + 1]?.step;
      if (looksLikeGroupLabel(s.step)) flushLoose(s.step.replace(/[:：]\s*$/, ''));
      else if (isStepListTitle(s.step)) return;
      else if (/^\p{L}+$/u.test(s.step) && next !== undefined && readsAsSentence(next)) flushLoose(s.step);
      else loose.push(s);
    });
  };
  const isSection = (s: Json) => isObj(s) && asArray(s['@type']).some((t) => /HowToSection$/.test(String(t)));
  // A list that only wraps the method's sections (ItemList → HowToSection → HowToStep) is the method: its sections are read as such.
  const wrapsSections = (x: Json) =>
    isObj(x) && !isSection(x) && asArray(x['@type']).some((t) => /ItemList$/.test(String(t))) && asArray(x.itemListElement).some(isSection);
  const top = asArray(v).flatMap((x) => (wrapsSections(x) ? asArray((x as Obj).itemListElement) : [x]));
  const several = top.filter((x) => typeof x === 'string').length >= 2;
  for (const x of top) {
    // One of several strings is its author's step, as a HowToStep is: its lines are that step's parts unless the page
    // shows each of them apart ("Preheat the oven…\nBoil a kettle (used in steps 3 & 5)" is step 1).
    if (several && typeof x === 'string') {
      const lines = stepsOf(x, shownWhole);
      if (lines.length > 1 && !lines.some((l) => looksLikeGroupLabel(l.step)) && !lines.every((l) => shownWhole(l.step))) {
        addLoose([{ step: lines.map((l) => l.step).join(' '), name: null }]);
        continue;
      }
    }
    const types = isObj(x) ? asArray(x['@type']).map(String) : [];
    if (isObj(x) && isSection(x)) {
      flushLoose();
      const read = (s: Json) => stepsOf(s, shownWhole);
      const steps = asArray(x.itemListElement ?? x.steps).flatMap((s) => (isSection(s) && isObj(s) ? asArray(s.itemListElement).flatMap(read) : read(s)));
      if (steps.length) groups.push({ name: firstText(x.name), steps: numberSteps(steps) });
    } else if (isObj(x) && types.some((t) => /ItemList$/.test(t))) {
      addLoose(asArray(x.itemListElement).flatMap((s) => stepsOf(s, shownWhole)));
    } else addLoose(stepsOf(x, shownWhole));
  }
  flushLoose();
  return groups;
}
