/**
 * A method the page writes as numbered parts, each a titled step over its own short lines ("Bước 1: Ninh xương lấy nước
 * dùng" over "Sơ chế xương: …", "Hầm xương: …"): the page numbers the parts, so each part is one step, named by its title
 * without the number, its lines joined as one text. Parts named without numbers ("For the cake") stay groups of steps.
 */
import { numberSteps, type LayerRecipe } from './layer-recipe';
import { normaliseSpace, stripStepNumber } from './page-blocks';

/** The most lines a part that is one step holds (the pages seen hold one to six). */
const MAX_LINES = 6;

export function joinNumberedParts(r: LayerRecipe): void {
  const groups = r.instructions;
  // A part of many steps (a cake's thirteen) is a part of the method, not one step of it.
  const joinable = (g: (typeof groups)[number]) =>
    g.name !== null && stripStepNumber(g.name) !== normaliseSpace(g.name) && g.steps.length >= 1 && g.steps.length <= MAX_LINES;
  if (groups.length < 2 || !groups.every(joinable)) return;
  r.instructions = [
    {
      name: null,
      steps: numberSteps(groups.map((g) => ({ step: g.steps.map((s) => s.step).join(' '), name: stripStepNumber(g.name!) || null }))),
    },
  ];
}
