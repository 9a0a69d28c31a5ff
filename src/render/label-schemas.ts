/** The JSON answer of a label (`format=json`): the label's text, row by row (src/domain/labels/label.ts). */
import { Type as t } from '@sinclair/typebox';
import { component } from './component';
import { nullable } from './nutrition-schemas';

const LabelRowSchema = t.Object({
  key: t.String({ description: 'Nutrient key (`energy` for the EU energy row).' }),
  label: t.String({ description: 'Words before the amount.' }),
  values: t.Array(t.String(), { description: 'One text per amount column as printed ("8g", "<0.5 g", "not known"); a line break separates kJ and kcal.' }),
  suffix: t.Optional(t.String()),
  level: t.Integer({ minimum: 0, maximum: 2, description: '0 a nutrient, 1 "of which", 2 a part of a part.' }),
  bold: t.Boolean(),
  percent: nullable(t.String(), '"10%"; null when the row has no percentage or it is not known.'),
  known: t.Boolean({ description: 'False when no column of the row is known.' }),
});

export const LabelAnswerSchema = component(
  'LabelAnswer',
  t.Object(
    {
      source: t.Literal('corpus'),
      label: t.Object({
        style: t.Union([t.Literal('fda'), t.Literal('eu')]),
        lang: t.String(),
        title: t.String(),
        name: t.String(),
        serving: nullable(t.Tuple([t.String(), t.String()]), 'FDA: ["Serving size", the size].'),
        calories: nullable(t.String(), 'FDA: the calories as declared.'),
        calories_known: t.Boolean(),
        columns: t.Array(t.String(), { description: 'Headers of the amount columns.' }),
        percent_column: nullable(t.String()),
        rows: t.Array(LabelRowSchema),
        notes: t.Array(t.String(), { description: 'Footnotes: the % DV or reference-intake statement, and why values are not known.' }),
        source: t.String({ description: 'Where the numbers come from.' }),
        nutrition_known: t.Boolean(),
      }),
    },
    { description: 'With format=json. Other formats answer image/svg+xml, image/png or text/html.' },
  ),
);
