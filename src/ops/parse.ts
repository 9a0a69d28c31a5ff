/** POST /v1/parse: a free-text meal → items resolved against the reference corpus. */
import { Type as t } from '@sinclair/typebox';
import { ApiError, unprocessable } from '../http/errors';
import { op, type AnyOp } from '../http/op';
import type { Services } from '../http/services';
import { splitMeal } from '../domain/meal-text';
import { parseIngredientLine, type ParsedIngredientLine } from '../domain/ingredient-line';
import { createLanguageModel, ProviderUnavailableError } from '../providers/language-model';
import { resolveLine } from './ingredients';
import { sumNutrition } from '../domain/nutrition-totals';

/** Items phrased without a number count as one standard portion ("a banana", "coffee"). */
function withDefaultPortion(p: ParsedIngredientLine): ParsedIngredientLine & { default_portion: boolean } {
  if (p.quantity !== null || !p.name) return { ...p, default_portion: false };
  return { ...p, quantity: 1, quantity_known: true, default_portion: true };
}

async function itemPhrases(services: Services, text: string): Promise<{ phrases: string[]; splitter: string }> {
  const { languageModelUrl: url, languageModelApiKey: apiKey, languageModelName: model } = services.config;
  const llm = createLanguageModel(url ? { url, apiKey, model } : null);
  if (!llm) return { phrases: splitMeal(text), splitter: 'local' };
  try {
    const proposals = await llm.splitMeal(text);
    // The model proposes splits and names only; quantities are re-read locally from its item text.
    return { phrases: proposals.map((p) => p.text || p.name).filter(Boolean), splitter: `language-model:${llm.model}` };
  } catch (err) {
    if (err instanceof ProviderUnavailableError) throw new ApiError(502, `The language model is temporarily unavailable (${err.message}); retry.`);
    throw err;
  }
}

/** POST /v1/parse's payload for a meal text (also used by POST /v1/identify). */
export async function parseMealText(services: Services, text: string) {
  const { phrases, splitter } = await itemPhrases(services, text);
  if (phrases.length === 0) throw unprocessable('No food items could be read from the text.');
  const lines = await Promise.all(phrases.slice(0, 30).map((p) => resolveLine(services, withDefaultPortion(parseIngredientLine(p)), { eaten: true })));
  if (lines.every((l) => l.food === null)) throw unprocessable('No food in the text matched the reference corpus.');
  const int = (v: number | null) => (v === null ? null : Math.round(v));
  const items = lines.map((l) => {
    const resolved = l.grams !== null;
    const one = resolved ? sumNutrition([l]) : null;
    return {
      name: l.parsed.name,
      quantity: l.parsed.quantity,
      unit: l.parsed.unit,
      food: l.food ? { id: l.food.id, name: l.food.name } : null,
      grams: l.grams === null ? null : Math.round(l.grams * 10) / 10,
      default_portion: (l.parsed as ParsedIngredientLine & { default_portion?: boolean }).default_portion ?? false,
      calories: one ? one.calories : null,
      protein_g: one ? one.protein_g : null,
      carbs_g: one ? one.carbs_g : null,
      fat_g: one ? one.fat_g : null,
      resolved,
      ...(l.reason ? { reason: l.reason } : {}),
      evidence: l.evidence,
    };
  });
  const complete = items.every((i) => i.resolved);
  const totals = sumNutrition(lines);
  const macros = { calories: totals.calories, protein_g: totals.protein_g, carbs_g: totals.carbs_g, fat_g: totals.fat_g };
  return {
    source: 'corpus-parser',
    text: text,
    splitter,
    complete,
    unresolved_items: items.filter((i) => !i.resolved).map((i) => i.name),
    ...(complete ? {} : { resolved_totals: macros }),
    calories: complete ? int(macros.calories) : null,
    protein_g: complete ? int(macros.protein_g) : null,
    carbs_g: complete ? int(macros.carbs_g) : null,
    fat_g: complete ? int(macros.fat_g) : null,
    items,
  };
}

export const parseMeal = op({
  id: 'parse_meal',
  method: 'POST',
  path: '/v1/parse',
  cost: 5,
  access: 'any',
  tag: 'Nutrition intelligence',
  summary: 'Parse a free-text meal into items with nutrition',
  description: [
    'Deterministic and local by default: the text is split on commas, "and", "with", "plus" …; each item is parsed (quantity, unit, name) and resolved against the reference corpus. Items are food as eaten: a dry grain or pulse named without a state ("a cup of rice") is its cooked form. An item without a number counts as one eaten portion (`default_portion: true`, the measure named in the evidence): one whole item ("a banana"), else a spoonful of fats, sweets and sauces, a teaspoon of spices, an ounce of nuts and snacks, a slice or an ounce of cheese and cold cuts (after the FDA reference amounts), else the food\'s first household measure.',
    'An optional language model (MORSEL_LLM_URL) may propose the item split and names only; it never supplies nutrition. When it is configured and unavailable: 502.',
    'A meal is `complete` when every item resolves; otherwise its totals are null, `unresolved_items` lists the items and `resolved_totals` gives the subtotal of the resolved ones. 422 when nothing readable is found.',
  ].join('\n\n'),
  maxBodyBytes: 8192,
  body: t.Object({ text: t.String({ minLength: 1, maxLength: 1000, description: 'The meal as written.', examples: ['two eggs and a slice of toast with butter'] }) }, { additionalProperties: false }),
  errors: [422, 502],
  handler: ({ body, services }) => parseMealText(services, body.text),
});

export const parseOps: AnyOp[] = [parseMeal];
