/**
 * Times and yields a page states in its lines: under a label ("Prep Time: 10 min", "Serves: 4", a label alone
 * over its value), or a yield written number first ("6 personnes"); and lines that are only a yield.
 */
import type { BlockItem } from './page-blocks';
import { minutesOf } from './page-quantities';
import type { LayerRecipe } from './layer-recipe';

const LABELS: [keyof Pick<LayerRecipe, 'total' | 'prep' | 'cook'> | 'yield', RegExp][] = [
  [
    'total',
    /(?:total time|total|ready in|temps total|durée totale|gesamtzeit|zeit gesamt|tempo totale|tiempo total|tempo total|totale tijd|tijd totaal|samlet tid|tid i alt|total tid|totaltid|czas całkowity|toplam süre|teljes idő|összesen|合計時間|所要時間|調理時間)/iu,
  ],
  [
    'prep',
    /(?:prep time|preparation time|prep|temps de préparation|vorbereitungszeit|zubereitungszeit|arbeitszeit|tempo di preparazione|tiempo de preparación|tempo de preparo|tempo de preparação|bereidingstijd|voorbereidingstijd|forberedelsestid|förberedelsetid|czas przygotowania|hazırlık süresi|előkészítési idő|準備時間)/iu,
  ],
  [
    'cook',
    /(?:cook time|cooking time|bake time|temps de cuisson|cuisson|kochzeit|backzeit|garzeit|tempo di cottura|tiempo de cocción|tempo de cozimento|kooktijd|baktijd|tilberedningstid|tillagningstid|czas gotowania|czas pieczenia|pişirme süresi|sütési idő|főzési idő)/iu,
  ],
  [
    'yield',
    /(?:serves|servings|yield|makes|portionen|portions|personnes|porzioni|dosi per|raciones|porciones|rinde|rendimento|porções|rendement|aantal personen|portioner|antal|liczba porcji|porcje|ilość porcji|broj porcija|porsiyon|kaç kişilik|adag|分量)/iu,
  ],
];
const LABEL_RES = LABELS.map(
  ([field, re]) => [field, new RegExp(String.raw`(?:^|[\s|•·/(（\d])` + re.source + String.raw`(?![\p{L}])\s*[:：]?\s*`, 'iu')] as const,
);

/** Yields written number first: "6 personnes", "4 portioner", "2人分", "2 portion(s)". */
const YIELD_AFTER =
  /(\d+(?:\s*[-–]\s*\d+)?)\s*(servings|portions?|people|persons|personnes|parts|personen|persone|personas|porzioni|raciones|porciones|porções|pessoas|portioner|personer|porcje|porcji|porcija|porcí|porcií|osób|kişilik|adag|stück|stücke|stuks|styks|pezzi|piezas|unidades|pièces|stk|bullar|cookies|人分|人前|個分)(?:\(s\))?(?![\p{L}])/iu;
const YIELD_WORDS = LABELS.find(([field]) => field === 'yield')![1].source;
/** "for", in the page languages, before a yield ("for 14 servings", "Para 4 personas", "voor 2 personen"). */
const YIELD_FOR = String.raw`(?:for|para|voor|pour|per|für|til|för|dla|na|pro)\s+`;
/**
 * A line that is only a yield: "2 - 4 porcje", "Serves 4", "for 14 servings", "Yield:4 servings", "6 dose/s"; its label may
 * name what it counts ("Dosi per persone 8 persone"); "for" a number of anything, heading the list with a colon, is one
 * too ("Voor 3 grote potten:", culy.nl).
 */
const YIELD_LINE = new RegExp(
  String.raw`^(?:(?:${YIELD_FOR})?${YIELD_AFTER.source}|(?:${YIELD_WORDS})\s*[:：]?\s*(?:\p{L}+\s+)?(?:\d+(?:\s*[-–]\s*\d+)?|${YIELD_AFTER.source})|${YIELD_FOR}\d+(?:\s+\p{L}+){1,3}\s*[:：]|\d+\s*(?:doses?|dose\/s|dosi))$`,
  'iu',
);
export const isYieldLine = (t: string) => YIELD_LINE.test(t);
/** A servings label alone on its line ("Broj porcija"), its number on the next. */
const YIELD_LABEL = new RegExp(String.raw`^(?:${YIELD_WORDS})\s*[:：]?$`, 'iu');
export const isYieldLabel = (t: string) => YIELD_LABEL.test(t);

/** Times and yield stated as "Label: value" lines in `items` (first of each wins); a label alone on its line takes the next line. */
export function labelledFacts(items: BlockItem[]): Pick<LayerRecipe, 'total' | 'prep' | 'cook' | 'yields'> {
  const out: Pick<LayerRecipe, 'total' | 'prep' | 'cook' | 'yields'> = { total: null, prep: null, cook: null, yields: [] };
  for (let i = 0; i < items.length; i++) {
    const t = items[i]!.text;
    // A fact line states a number, or is a short label whose value is on the next line.
    if (t.length > 120 || (!/\d/.test(t) && t.length > 30)) continue;
    for (const [field, re] of LABEL_RES) {
      const m = re.exec(t);
      if (!m) continue;
      // The value runs up to the next "Label:" on the same line, or is the next line when the label stands alone.
      let rest = t
        .slice(m.index + m[0].length)
        .split(/(?:\s|(?<=\d))(?=[\p{L}][\p{L} ]{1,25}[:：])|\s[|•·—–]\s|\s[—–]$/u)[0]!
        .trim();
      if (!rest && items[i + 1]) rest = items[i + 1]!.text;
      if (!/\d/.test(rest) || rest.length > 60) continue;
      if (field === 'yield') {
        if (!out.yields.length) out.yields = [`${m[0].trim()} ${rest}`];
      } else if (out[field] === null) out[field] = rest;
    }
    if (!out.yields.length) {
      const y = YIELD_AFTER.exec(t);
      if (y) out.yields = [`${y[1]} ${y[2]}`];
    }
  }
  return out;
}

/** A line that only says what the recipe makes ("Opskriften giver cirka 16 styks, afhængig af størrelsen."): no times, no temperatures. */
export const isYieldStatement = (t: string) => t.length <= 100 && YIELD_AFTER.test(t) && minutesOf(t) === null && !/\d\s*°/.test(t);
