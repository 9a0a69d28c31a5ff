/**
 * The search answer's additive fields: `match` and `local_name` on each food, and the query's
 * `language`, `reason` and `suggestions` (see src/search/answer.ts).
 */
import { Type as t } from '@sinclair/typebox';
import { component } from './component';
import type { FoodRecord } from '../domain/foods/food';
import type { Match } from '../domain/foods/name-index';

export const MatchSchema = component(
  'Match',
  t.Object(
    {
      method: t.Union(
        [t.Literal('exact_name'), t.Literal('alias'), t.Literal('translation'), t.Literal('lexical'), t.Literal('semantic'), t.Literal('synonym')],
        {
          description:
            '`exact_name`: the food\'s name is the query; `alias`: one of its other names is; `translation`: its name in another language is (or contains the query); `lexical`: its name contains the query\'s words; `semantic`: found by the sentence encoder only; `synonym`: no food\'s name holds the query\'s words, and the reviewed recipe lexicon reads the query as this food ("roma tomatoes", "yukon gold potatoes"), as an ingredient line would be read (scored 0.7, never confident).',
        },
      ),
      score: t.Number({
        description:
          'Confidence 0-1 that this is the food meant. Calibrated on a labelled set: answers scored ≥ 0.8 were right ≥ 95 % of the time. A dish\'s ingredient (dressing, mix, topping) or a typo reading is never ≥ 0.8; nor is a translation when another kind of food\'s translation matches as surely (a word of two languages), nor one whose English name the search answers with several foods alike ("santan" as "coconut milk": canned, frozen or a drink; 0.75, as sure as the English). A translation spelt as the query (0.92) is surer than one met only through word endings (0.88).',
      }),
      text: t.Optional(t.String({ description: 'The name, alias or translation that matched.' })),
      lang: t.Optional(t.String({ description: 'Language of the matched translation (BCP 47).' })),
    },
    { description: 'How the food matched the query and how sure that is.' },
  ),
);

export const LocalNameSchema = t.Object(
  { lang: t.String(), text: t.String(), source: t.String() },
  { description: "The food's name in the requested (or detected) language, where the data has it." },
);

export function renderMatch(match: Match) {
  return { method: match.method, score: match.score, ...(match.text !== undefined ? { text: match.text } : {}), ...(match.lang ? { lang: match.lang } : {}) };
}

/** The food's name in `lang`: the one that matched when it is in that language, else the first. */
export function localName(food: FoodRecord, lang: string | null, match: Match): { lang: string; text: string; source: string } | null {
  if (!lang || lang === 'en' || !food.names) return null;
  const inLang = food.names.filter((n) => n.lang === lang);
  const name = inLang.find((n) => n.text === match.text) ?? inLang[0];
  // The three fields the answer documents, not what the corpus keeps of a name (oneOfMany).
  return name ? { lang: name.lang, text: name.text, source: name.source } : null;
}
