/**
 * Regulatory nutrition labels drawn by the service: for a food, a packaged product, an owned recipe
 * or submitted values; style `fda` (Nutrition Facts) or `eu` (nutrition declaration, five
 * languages); as SVG, PNG, self-contained HTML or the label's text as JSON. One Label model
 * (src/domain/labels/label.ts) feeds every format.
 */
import { Type as t } from '@sinclair/typebox';
import { badRequest, notFound } from '../http/errors';
import { op, RawBody, type AnyOp } from '../http/op';
import type { Services } from '../http/services';
import type { FoodRecord } from '../domain/foods/food';
import { DATASET_TITLES } from '../domain/foods/datasets';
import { foodFacts, foodServing } from '../domain/foods/food-facts';
import { basisOf } from '../domain/foods/nutrition-facts';
import { euLabel, fdaLabel, LABEL_STYLES, type LabelStyle, type LabelSubject } from '../domain/labels/label';
import { EU_LANGUAGES, type EuLanguage } from '../domain/labels/eu-text';
import { fdaDrawing, fdaHtml } from '../domain/labels/fda-markup';
import { euDrawing, euHtml } from '../domain/labels/eu-markup';
import { svgOf } from '../domain/labels/drawing';
import { SUBMITTED_BASES, SUBMITTED_UNITS, submittedSubject, type SubmittedLabel } from '../domain/labels/submitted';
import { unprocessable } from '../domain/recipes/errors';
import { labelMeasure, labelPng } from '../render/label-png';
import { LabelAnswerSchema } from '../render/label-schemas';
import { findFood } from './foods';
import { productByBarcode } from './intelligence';
import { recipeCatalogue } from './recipes';
import { recipeFacts } from './daily-values';

const LABEL_FORMATS = ['svg', 'png', 'html', 'json'] as const;
type LabelFormat = (typeof LABEL_FORMATS)[number];

const literals = <T extends string>(values: readonly T[]) => values.map((v) => t.Literal(v));

const LabelQuery = t.Object({
  style: t.Union(literals(LABEL_STYLES), { description: '`fda`: US Nutrition Facts (2016). `eu`: EU nutrition declaration (1169/2011).' }),
  format: t.Optional(
    t.Union(literals(LABEL_FORMATS), {
      default: 'svg',
      description: "`svg`, `png` (twice the SVG size), `html` (a page, no script) or `json` (the label's text).",
    }),
  ),
  lang: t.Optional(t.Union(literals(EU_LANGUAGES), { default: 'en', description: 'Language of the EU label; the FDA label is English only.' })),
});
type LabelQueryValue = { style: LabelStyle; format?: LabelFormat; lang?: EuLanguage };

const LABEL_DESCRIPTION = 'Rules and formats: see POST /v1/labels.';

/** Stated once, on POST /v1/labels. */
const LABEL_RULES =
  'FDA: the 2016 Nutrition Facts panel per serving, rounding of 21 CFR 101.9(c); %DV of the declared amount (of the actual one for "less than"); vitamins and minerals under 2 % DV declared as 0. EU: the nutrition declaration of 1169/2011 per 100 g or 100 ml and per portion, rounding of the 2012 EU guidance on tolerances, %RI of the portion (of 100 g/ml without one); carbohydrate is available carbohydrate (a total-carbohydrate table converts with its fibre). A nutrient the data lacks reads "not known" (never 0); a label whose basis is unknown shows no number and says why; the label names its source. SVG and HTML answers allow no script and no outside resource; MCP tools return the PNG as image content.';

async function answer(subject: LabelSubject, q: LabelQueryValue): Promise<unknown> {
  if (q.style === 'fda' && q.lang !== undefined && q.lang !== 'en')
    throw badRequest(`The FDA label is in English only; lang applies to style=eu (${EU_LANGUAGES.join(', ')}).`, { field: 'query.lang' });
  const label = q.style === 'fda' ? fdaLabel(subject) : euLabel(subject, q.lang ?? 'en');
  // SVG and PNG are one drawing, laid out with the font's own widths.
  const drawing = () => (q.style === 'fda' ? fdaDrawing : euDrawing)(label, labelMeasure());
  switch (q.format ?? 'svg') {
    case 'json':
      return { source: 'corpus', label };
    case 'html':
      return new RawBody(q.style === 'fda' ? fdaHtml(label) : euHtml(label), 'text/html; charset=utf-8');
    case 'png':
      return new RawBody(await labelPng(drawing()), 'image/png');
    default:
      return new RawBody(svgOf(drawing()), 'image/svg+xml; charset=utf-8');
  }
}

/** Where a food's numbers come from, as its label states it. */
function foodSource(food: FoodRecord): string {
  const title = DATASET_TITLES[food.dataset];
  return food.barcode ? `${title}, barcode ${food.barcode}` : food.dataset === 'private' ? title : `${title}, record ${food.source_id}`;
}

export function foodSubject(food: FoodRecord): LabelSubject {
  return {
    name: food.name,
    basis: basisOf(food.nutrition_basis),
    facts: foodFacts(food),
    serving: foodServing(food),
    source: foodSource(food),
    unverified: food.dataset === 'private',
  };
}

const common = {
  cost: 1,
  access: 'any' as const,
  tag: 'Labels',
  query: LabelQuery,
  response: LabelAnswerSchema,
  produces: ['image/svg+xml', 'image/png', 'text/html'],
};

const foodLabel = op({
  ...common,
  id: 'get_food_label',
  method: 'GET',
  path: '/v1/foods/:id/label',
  summary: 'Nutrition label of a food (FDA or EU; SVG, PNG, HTML or JSON)',
  toolDescription:
    "A food's nutrition label: style fda (US Nutrition Facts) or eu (EU declaration in en, fr, de, es, it); format png gives an image, svg or html markup, json the label's rows. Unknown values show as not known.",
  description: `A reference food, a promoted provider food or one of your private foods (labelled as unverified). Per 100 g or 100 ml foods use their stated serving when the source gives one, else 100 g (or 100 mL) as the FDA serving. ${LABEL_DESCRIPTION}`,
  params: t.Object({ id: t.String({ format: 'uuid', description: 'Food id from search, barcode or POST /v1/foods.' }) }),
  errors: [404],
  handler: async ({ params, query, account, services }) => {
    const food = await findFood(services, account.id, params.id);
    if (!food) throw notFound(`No food ${params.id} (reference foods and your own private foods only).`);
    return answer(foodSubject(food), query as LabelQueryValue);
  },
});

const productLabel = op({
  ...common,
  id: 'get_product_label',
  method: 'GET',
  path: '/v1/barcode/:code/label',
  summary: 'Nutrition label of a packaged product by barcode',
  toolDescription:
    "A packaged product's nutrition label by barcode, as get_food_label draws one; a product of unknown basis gets a label saying its nutrition is unknown.",
  description: `The product's own basis and serving size. A product whose basis is unknown gets a label that says its nutrition is not known, with no number. ${LABEL_DESCRIPTION}`,
  params: t.Object({
    code: t.String({ minLength: 1, maxLength: 64, description: 'UPC/EAN digits; spaces and dashes are ignored.', examples: ['3017620422003'] }),
  }),
  errors: [404],
  handler: async ({ params, query, services }) => answer(foodSubject((await productByBarcode(services, params.code)).food), query as LabelQueryValue),
});

function recipeSubject(services: Services, id: number): LabelSubject {
  const recipe = recipeCatalogue(services).byId.get(id);
  if (!recipe) throw notFound(`No owned recipe with id ${id}.`);
  const facts = recipeFacts(services.catalog(), recipe);
  const n = recipe.nutrition;
  if (!facts || !n)
    throw unprocessable(
      `Recipe ${id} has no per-serving nutrition (${recipe.yield.servings === null ? 'its servings are not stated' : 'its ingredients could not be weighed and matched'}).`,
    );
  const covered = n.coverage.weighted < n.coverage.lines ? `, ${n.coverage.weighted} of its ${n.coverage.lines} ingredients` : '';
  return {
    name: recipe.title,
    basis: 'per_serving',
    facts,
    serving: { description: recipe.yield.servings ? `1 serving (1/${recipe.yield.servings} of the recipe)` : null, quantity: null, unit: null },
    source: `${recipe.attribution}; nutrition per serving calculated by morsel from the reference foods of its weighed ingredients${covered}`,
    unverified: false,
  };
}

const recipeLabel = op({
  ...common,
  id: 'get_recipe_label',
  method: 'GET',
  path: '/v1/recipes/:id/label',
  summary: 'Nutrition label of an owned recipe, per serving',
  toolDescription: "A recipe's nutrition label per serving (recipe id from search_recipes), as get_food_label draws one.",
  description: `Per serving, from the recipe's weighed ingredients; the EU per-100 g column is not known (the cooked weight is not recorded). 422 when the recipe has no per-serving nutrition. ${LABEL_DESCRIPTION}`,
  params: t.Object({ id: t.Integer({ minimum: 1, description: 'Owned recipe id.' }) }),
  errors: [404, 422],
  handler: ({ params, query, services }) => answer(recipeSubject(services, params.id), query as LabelQueryValue),
});

const submittedLabel = op({
  ...common,
  id: 'render_nutrition_label',
  method: 'POST',
  path: '/v1/labels',
  summary: 'Nutrition label from submitted values (FDA or EU)',
  toolDescription:
    'A nutrition label of values you submit (name, basis 100g/100ml/per_serving, nutrients, optional serving); impossible values are 400 naming the field.',
  description: `The nutrition widget's input (name, basis, nutrients) plus more nutrients and a serving; the label says the values are submitted and not verified. Units: ${Object.entries(
    SUBMITTED_UNITS,
  )
    .map(([k, u]) => `${k} ${u}`)
    .join(
      ', ',
    )}; the widget's aliases (energy, kcal, carbohydrates, fibre, sugars, sodium_mg …) are accepted. A negative value, an unknown nutrient or an amount no food can hold (over 100 g per 100 g, over 900 kcal per 100 g, a part above its whole such as saturates above fat, protein + fat + carbohydrate above 100 g; per serving scaled by its quantity, or for a serving of at most 2 kg) is a 400 naming the field. \`serving\` needs \`basis\`; for per-100 g or ml its unit must match the basis. ${LABEL_RULES}`,
  maxBodyBytes: 16_384,
  body: t.Object(
    {
      name: t.String({ minLength: 1, maxLength: 200 }),
      basis: t.Union(literals(SUBMITTED_BASES)),
      nutrients: t.Record(t.String(), t.Union([t.Number({ minimum: 0 }), t.Null()]), {
        description: 'Nutrient → amount on the basis; null for not known.',
        examples: [{ calories: 250, fat: 12, saturated_fat: 3, sodium: 470, carbs: 31, sugar: 5, protein: 5 }],
      }),
      serving: t.Optional(
        t.Object(
          {
            quantity: t.Optional(t.Number({ exclusiveMinimum: 0, maximum: 5000 })),
            unit: t.Optional(t.Union([t.Literal('g'), t.Literal('ml')])),
            description: t.Optional(t.String({ minLength: 1, maxLength: 100, description: 'Household words, e.g. "1 cup".' })),
          },
          { additionalProperties: false },
        ),
      ),
    },
    { additionalProperties: false },
  ),
  handler: ({ body, query }) => answer(submittedSubject(body as SubmittedLabel), query as LabelQueryValue),
});

export const labelOps: AnyOp[] = [foodLabel, productLabel, recipeLabel, submittedLabel];
