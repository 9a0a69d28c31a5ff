/**
 * The words of the EU nutrition declaration in the languages the label has. Nutrient names are those
 * of Regulation (EU) No 1169/2011, Annex XV in each language version; the reference-intake statement
 * is that of Article 32(5) / Annex XIII Part B. Numbers take the language's decimal separator.
 */

export const EU_LANGUAGES = ['en', 'fr', 'de', 'es', 'it'] as const;
export type EuLanguage = (typeof EU_LANGUAGES)[number];

export interface EuText {
  title: string;
  per100g: string;
  per100ml: string;
  perPortion: string;
  ri: string;
  riStatement: string;
  rows: Record<'energy' | 'fat' | 'saturated_fat' | 'carbs' | 'sugar' | 'fiber' | 'protein' | 'salt', string>;
  notKnown: string;
  nutritionUnknown: string;
  portionUnknownWeight: string;
  source: string;
  unverified: string;
  decimal: '.' | ',';
}

export const EU_TEXT: Record<EuLanguage, EuText> = {
  en: {
    title: 'Nutrition declaration',
    per100g: 'per 100 g',
    per100ml: 'per 100 ml',
    perPortion: 'per portion',
    ri: '%RI*',
    riStatement: '*Reference intake of an average adult (8\u00a0400\u00a0kJ/2\u00a0000\u00a0kcal)',
    rows: {
      energy: 'Energy',
      fat: 'Fat',
      saturated_fat: 'of which saturates',
      carbs: 'Carbohydrate',
      sugar: 'of which sugars',
      fiber: 'Fibre',
      protein: 'Protein',
      salt: 'Salt',
    },
    notKnown: 'not known',
    nutritionUnknown: 'Nutrition not known: the source does not say whether its values are per 100 g, per 100 ml or per portion.',
    portionUnknownWeight: 'Values per 100 g/ml are not known: the weight of the portion is not stated.',
    source: 'Source',
    unverified: 'Values as submitted; not verified.',
    decimal: '.',
  },
  fr: {
    title: 'Déclaration nutritionnelle',
    per100g: 'pour 100 g',
    per100ml: 'pour 100 ml',
    perPortion: 'par portion',
    ri: '%AR*',
    riStatement: '*Apport de référence pour un adulte-type (8\u00a0400\u00a0kJ/2\u00a0000\u00a0kcal)',
    rows: {
      energy: 'Énergie',
      fat: 'Matières grasses',
      saturated_fat: 'dont acides gras saturés',
      carbs: 'Glucides',
      sugar: 'dont sucres',
      fiber: 'Fibres alimentaires',
      protein: 'Protéines',
      salt: 'Sel',
    },
    notKnown: 'inconnu',
    nutritionUnknown: 'Valeurs nutritionnelles inconnues : la source ne dit pas si elles sont pour 100 g, pour 100 ml ou par portion.',
    portionUnknownWeight: 'Valeurs pour 100 g/ml inconnues : le poids de la portion n’est pas indiqué.',
    source: 'Source',
    unverified: 'Valeurs telles que soumises ; non vérifiées.',
    decimal: ',',
  },
  de: {
    title: 'Nährwertdeklaration',
    per100g: 'pro 100 g',
    per100ml: 'pro 100 ml',
    perPortion: 'pro Portion',
    ri: '%RM*',
    riStatement: '*Referenzmenge für einen durchschnittlichen Erwachsenen (8\u00a0400\u00a0kJ/2\u00a0000\u00a0kcal)',
    rows: {
      energy: 'Energie',
      fat: 'Fett',
      saturated_fat: 'davon gesättigte Fettsäuren',
      carbs: 'Kohlenhydrate',
      sugar: 'davon Zucker',
      fiber: 'Ballaststoffe',
      protein: 'Eiweiß',
      salt: 'Salz',
    },
    notKnown: 'nicht bekannt',
    nutritionUnknown: 'Nährwerte nicht bekannt: Die Quelle gibt nicht an, ob ihre Werte pro 100 g, pro 100 ml oder pro Portion gelten.',
    portionUnknownWeight: 'Werte pro 100 g/ml nicht bekannt: Das Gewicht der Portion ist nicht angegeben.',
    source: 'Quelle',
    unverified: 'Werte wie übermittelt; nicht geprüft.',
    decimal: ',',
  },
  es: {
    title: 'Información nutricional',
    per100g: 'por 100 g',
    per100ml: 'por 100 ml',
    perPortion: 'por porción',
    ri: '%IR*',
    riStatement: '*Ingesta de referencia de un adulto medio (8\u00a0400\u00a0kJ/2\u00a0000\u00a0kcal)',
    rows: {
      energy: 'Valor energético',
      fat: 'Grasas',
      saturated_fat: 'de las cuales saturadas',
      carbs: 'Hidratos de carbono',
      sugar: 'de los cuales azúcares',
      fiber: 'Fibra alimentaria',
      protein: 'Proteínas',
      salt: 'Sal',
    },
    notKnown: 'desconocido',
    nutritionUnknown: 'Información nutricional desconocida: la fuente no indica si sus valores son por 100 g, por 100 ml o por porción.',
    portionUnknownWeight: 'Valores por 100 g/ml desconocidos: no se indica el peso de la porción.',
    source: 'Fuente',
    unverified: 'Valores tal como se enviaron; no verificados.',
    decimal: ',',
  },
  it: {
    title: 'Dichiarazione nutrizionale',
    per100g: 'per 100 g',
    per100ml: 'per 100 ml',
    perPortion: 'per porzione',
    ri: '%AR*',
    riStatement: '*Assunzione di riferimento di un adulto medio (8\u00a0400\u00a0kJ/2\u00a0000\u00a0kcal)',
    rows: {
      energy: 'Energia',
      fat: 'Grassi',
      saturated_fat: 'di cui acidi grassi saturi',
      carbs: 'Carboidrati',
      sugar: 'di cui zuccheri',
      fiber: 'Fibre',
      protein: 'Proteine',
      salt: 'Sale',
    },
    notKnown: 'non noto',
    nutritionUnknown: 'Valori nutrizionali non noti: la fonte non indica se i valori sono per 100 g, per 100 ml o per porzione.',
    portionUnknownWeight: 'Valori per 100 g/ml non noti: il peso della porzione non è indicato.',
    source: 'Fonte',
    unverified: 'Valori come inviati; non verificati.',
    decimal: ',',
  },
};
