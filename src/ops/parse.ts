/** POST /v1/parse: a free-text meal → items resolved against the reference corpus. */
import { Type as t } from '@sinclair/typebox';
import { unprocessable } from '../http/errors';
import { op, type AnyOp } from '../http/op';
import type { Services } from '../http/services';
import { eatenLine, splitMeal, type EatenLine } from '../domain/language/meal-text';
import { resolveLine } from '../domain/language/resolve-line';
import { lineFoodOrigin, resolveWithProviders } from './provider-lines';
import { catalogNames } from '../catalog/names';
import { sumNutrition } from '../domain/foods/nutrition-totals';
import { DailyValuesSchema, FoodRefSchema, GramsEvidenceSchema, MacrosSchema, nullable } from '../render/nutrition-schemas';
import { dailyValues } from '../domain/foods/daily-values';
import { NO_FACTS } from '../domain/foods/nutrition-facts';
import type { DailyValueSystem } from '../domain/foods/reference-intakes';
import { DvParam, sumFacts } from './daily-values';

const nullableInt = () => nullable(t.Integer());
const ParseResult = t.Object({
  source: t.Literal('corpus-parser'),
  text: t.String(),
  splitter: t.String({ description: '`local`, or `language-model:<model>`.' }),
  complete: t.Boolean(),
  unresolved_items: t.Array(t.String()),
  resolved_totals: t.Optional(MacrosSchema),
  calories: nullableInt(),
  protein_g: nullableInt(),
  carbs_g: nullableInt(),
  fat_g: nullableInt(),
  items: t.Array(
    t.Object({
      name: t.String(),
      quantity: nullable(t.Number()),
      unit: nullable(t.String()),
      food: nullable(FoodRefSchema),
      grams: nullable(t.Number()),
      default_portion: t.Boolean(),
      calories: nullableInt(),
      protein_g: nullableInt(),
      carbs_g: nullableInt(),
      fat_g: nullableInt(),
      resolved: t.Boolean(),
      reason: t.Optional(t.String()),
      evidence: nullable(GramsEvidenceSchema),
    }),
  ),
  daily_values: t.Optional(DailyValuesSchema),
});

async function itemPhrases(services: Services, text: string): Promise<{ phrases: string[]; splitter: string }> {
  const llm = services.providers?.language ?? null;
  if (!llm) return { phrases: splitMeal(text), splitter: 'local' };
  const proposals = await llm.splitMeal(text);
  // The model proposes splits and names only; quantities are re-read locally from its item text.
  return { phrases: proposals.map((p) => p.text || p.name).filter(Boolean), splitter: `language-model:${llm.model}` };
}

/** POST /v1/parse's payload for a meal text (also used by POST /v1/identify). */
export async function parseMealText(services: Services, text: string, dv?: DailyValueSystem) {
  const { phrases, splitter } = await itemPhrases(services, text);
  if (phrases.length === 0) throw unprocessable('No food items could be read from the text.');
  const names = catalogNames(services.catalog());
  // Items the owned data does not know: promoted foods, then a configured government food database.
  const lines = await resolveWithProviders(services, await Promise.all(phrases.slice(0, 30).map((p) => resolveLine(names, eatenLine(p), { eaten: true }))), {
    eaten: true,
  });
  if (lines.every((l) => l.food === null)) throw unprocessable('No food in the text matched the reference corpus.');
  const int = (v: number | null) => (v === null ? null : Math.round(v));
  const items = lines.map((l) => {
    const resolved = l.grams !== null;
    const one = resolved ? sumNutrition([l]) : null;
    return {
      name: l.parsed.name,
      quantity: l.parsed.quantity,
      unit: l.parsed.unit,
      food: l.food ? { id: l.food.id, name: l.food.name, ...lineFoodOrigin(l) } : null,
      grams: l.grams === null ? null : Math.round(l.grams * 10) / 10,
      default_portion: (l.parsed as EatenLine).default_portion,
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
    // Percentages of an incomplete meal would understate it: they are unknown, like its totals.
    ...(dv
      ? {
          daily_values: dailyValues(
            dv,
            'meal',
            complete
              ? sumFacts(
                  totals,
                  lines.map((l) => l.food!),
                )
              : NO_FACTS,
            null,
          ),
        }
      : {}),
  };
}

const parseMeal = op({
  id: 'parse_meal',
  method: 'POST',
  path: '/v1/parse',
  cost: 5,
  access: 'any',
  tag: 'Nutrition intelligence',
  summary: 'Parse a free-text meal into items with nutrition',
  toolDescription:
    'Items and nutrition of a meal described in words ("two eggs and toast with butter"): split into items, each resolved to a reference food and portion (one usual portion when no amount is given, said so). For ingredient lines with quantities use compute_nutrition.',
  description: [
    'Deterministic and local by default: the text is split on commas, "and", "with", "plus" …; each item is parsed (quantity, unit, name) and resolved against the reference corpus. Items are food as eaten: a dry grain or pulse, meat or fish named without a state ("a cup of rice", "a steak") is its cooked form, a mix its prepared form ("pancakes"). An item without a number counts as one eaten portion (`default_portion: true`, the measure named in the evidence), and so does an item with only an article ("a coke"): one whole item the food records ("a banana", "a chicken breast"), else the FDA reference amount (21 CFR 101.12) where one applies — a spoonful of fats, sweets and sauces, a teaspoon of spices, an ounce of nuts and snacks, a slice or an ounce of cheese and cold cuts, 3 oz of cooked meat, poultry or fish, a cup of a drink or a 12 fl oz can of a soft drink or beer — else the food\'s first household measure. A plural name with no number ("fries") is a serving, not one piece. A glass, mug, bowl, plate or serving holds one such portion ("a glass of milk" is a cup) unless the food records that vessel itself. "On" before a bread or rice ("eggs on toast") separates items.',
    'An optional language model (MORSEL_LLM_URL) may propose the item split and names only; it never supplies nutrition. When it is configured and unavailable: 502.',
    'A meal is `complete` when every item resolves; otherwise its totals are null, `unresolved_items` lists the items and `resolved_totals` gives the subtotal of the resolved ones. 422 when nothing readable is found.',
    'With `dv`, `daily_values` gives the percentages of the whole meal (basis `meal`); they are null when the meal is incomplete.',
  ].join('\n\n'),
  maxBodyBytes: 8192,
  query: t.Object({ dv: DvParam }),
  body: t.Object(
    { text: t.String({ minLength: 1, maxLength: 1000, description: 'The meal as written.', examples: ['two eggs and a slice of toast with butter'] }) },
    { additionalProperties: false },
  ),
  errors: [422, 502],
  response: ParseResult,
  handler: ({ body, query, services }) => parseMealText(services, body.text, query.dv),
});

export const parseOps: AnyOp[] = [parseMeal];
