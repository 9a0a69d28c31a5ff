/**
 * Everyday ingredient names in French, Spanish, Italian, Portuguese, German, Dutch and Swedish →
 * the English recipe name the resolver knows (./recipe-synonyms.ts). Staples only, written as
 * recipes write them; a word that is also an English food name is left out ("latte" is a coffee,
 * "farina" a wheat cereal, "queso" a cheese dip, "speck" a ham, "pates" pâtés, "citron" its own
 * fruit), so English lines never change meaning. Keys are compared in normalised form (lower
 * case, no accents or apostrophes).
 */
import { normaliseText } from './names';

const NAMES: Record<string, string> = {
  // French
  beurre: 'butter', 'beurre doux': 'unsalted butter', 'beurre demi-sel': 'butter', 'beurre sale': 'butter', lait: 'milk', 'lait entier': 'whole milk',
  'creme liquide': 'heavy cream', 'creme entiere': 'heavy cream', 'creme fleurette': 'heavy cream', farine: 'flour', 'farine de ble': 'flour', sucre: 'sugar',
  'sucre en poudre': 'sugar', 'sucre glace': 'powdered sugar', 'sucre roux': 'brown sugar', cassonade: 'brown sugar', sel: 'salt', 'sel fin': 'salt', poivre: 'black pepper',
  'poivre noir': 'black pepper', oeuf: 'egg', oeufs: 'egg', "jaune d'oeuf": 'egg yolk', "jaunes d'oeufs": 'egg yolk', "blanc d'oeuf": 'egg white', "blancs d'oeufs": 'egg white',
  huile: 'oil', "huile d'olive": 'olive oil', 'huile de tournesol': 'sunflower oil', 'pommes de terre': 'potatoes', 'pomme de terre': 'potato', oignon: 'onion', oignons: 'onion',
  ail: 'garlic', "gousse d'ail": 'garlic clove', "gousses d'ail": 'garlic clove', echalote: 'shallot', echalotes: 'shallot', carotte: 'carrot', carottes: 'carrot',
  tomate: 'tomato', tomates: 'tomato', poireau: 'leek', poireaux: 'leek', champignons: 'mushrooms', epinards: 'spinach', poivron: 'bell pepper', poivrons: 'bell pepper',
  'jus de citron': 'lemon juice', persil: 'parsley', ciboulette: 'chives', thym: 'thyme', laurier: 'bay leaf', 'feuille de laurier': 'bay leaf', riz: 'rice',
  poulet: 'chicken', boeuf: 'beef', 'boeuf hache': 'ground beef', porc: 'pork', jambon: 'ham', fromage: 'cheese', 'fromage rape': 'cheese', 'vin blanc': 'white wine',
  'vin rouge': 'red wine', eau: 'water', miel: 'honey', 'levure chimique': 'baking powder', 'levure de boulanger': 'yeast', 'chocolat noir': 'dark chocolate', amandes: 'almonds',
  noix: 'walnuts', moutarde: 'mustard', vinaigre: 'vinegar', 'bouillon de volaille': 'chicken broth', 'bouillon de poulet': 'chicken broth',
  // Spanish
  mantequilla: 'butter', leche: 'milk', harina: 'flour', 'harina de trigo': 'flour', azucar: 'sugar', sal: 'salt', pimienta: 'black pepper', 'pimienta negra': 'black pepper',
  huevo: 'egg', huevos: 'egg', aceite: 'oil', 'aceite de oliva': 'olive oil', 'aceite de oliva virgen extra': 'olive oil', patatas: 'potatoes', patata: 'potato', papas: 'potatoes',
  cebolla: 'onion', cebollas: 'onion', ajo: 'garlic', 'diente de ajo': 'garlic clove', 'dientes de ajo': 'garlic clove', zanahoria: 'carrot', zanahorias: 'carrot',
  pimiento: 'bell pepper', 'pimiento rojo': 'red bell pepper', limon: 'lemon', 'zumo de limon': 'lemon juice', 'jugo de limon': 'lemon juice', perejil: 'parsley', arroz: 'rice',
  pollo: 'chicken', ternera: 'beef', 'carne de res': 'beef', 'carne picada': 'ground beef', cerdo: 'pork', 'vino blanco': 'white wine', 'vino tinto': 'red wine', agua: 'water',
  'caldo de pollo': 'chicken broth', garbanzos: 'chickpeas', comino: 'cumin', 'arroz bomba': 'bomba rice',
  // Italian
  burro: 'butter', zucchero: 'sugar', sale: 'salt', 'sale fino': 'salt', pepe: 'black pepper', 'pepe nero': 'black pepper', uovo: 'egg', uova: 'egg', 'tuorli': 'egg yolk',
  'tuorlo': 'egg yolk', olio: 'oil', "olio d'oliva": 'olive oil', "olio extravergine d'oliva": 'olive oil', 'olio extravergine di oliva': 'olive oil', patate: 'potatoes',
  cipolla: 'onion', cipolle: 'onion', aglio: 'garlic', "spicchio d'aglio": 'garlic clove', "spicchi d'aglio": 'garlic clove', carota: 'carrot', carote: 'carrot', pomodori: 'tomato',
  pomodoro: 'tomato', sedano: 'celery', basilico: 'basil', 'basilico fresco': 'basil', prezzemolo: 'parsley', riso: 'rice', manzo: 'beef', 'carne macinata': 'ground beef',
  maiale: 'pork', formaggio: 'cheese', 'vino bianco': 'white wine', 'vino rosso': 'red wine', acqua: 'water', miele: 'honey', limone: 'lemon', funghi: 'mushrooms',
  spinaci: 'spinach', panna: 'heavy cream', 'panna fresca': 'heavy cream', 'farina 00': 'flour', 'farina di grano tenero': 'flour', 'lievito di birra': 'yeast',
  // Portuguese
  manteiga: 'butter', leite: 'milk', farinha: 'flour', 'farinha de trigo': 'flour', acucar: 'sugar', ovo: 'egg', ovos: 'egg', azeite: 'olive oil', batatas: 'potatoes',
  cebola: 'onion', alho: 'garlic', frango: 'chicken', 'carne moida': 'ground beef',
  // German
  milch: 'milk', mehl: 'flour', weizenmehl: 'flour', zucker: 'sugar', salz: 'salt', pfeffer: 'black pepper', ei: 'egg', eier: 'egg', eigelb: 'egg yolk', eiweiss: 'egg white',
  ol: 'oil', olivenol: 'olive oil', kartoffeln: 'potatoes', kartoffel: 'potato', zwiebel: 'onion', zwiebeln: 'onion', knoblauch: 'garlic', knoblauchzehe: 'garlic clove',
  knoblauchzehen: 'garlic clove', karotten: 'carrot', mohren: 'carrot', tomaten: 'tomato', petersilie: 'parsley', reis: 'rice', hahnchen: 'chicken', huhnchen: 'chicken',
  rindfleisch: 'beef', schweinefleisch: 'pork', rinderhack: 'ground beef', hackfleisch: 'ground beef', kase: 'cheese', sahne: 'heavy cream', schlagsahne: 'heavy cream',
  wasser: 'water', honig: 'honey', zitrone: 'lemon', weisswein: 'white wine', rotwein: 'red wine', hefe: 'yeast', backpulver: 'baking powder', senf: 'mustard',
  // Dutch
  boter: 'butter', melk: 'milk', bloem: 'flour', suiker: 'sugar', zout: 'salt', eieren: 'egg', aardappelen: 'potatoes', knoflook: 'garlic', slagroom: 'heavy cream',
  // Swedish
  smor: 'butter', mjolk: 'milk', vetemjol: 'flour', socker: 'sugar', peppar: 'black pepper', agg: 'egg', gradde: 'heavy cream', vispgradde: 'heavy cream', potatis: 'potatoes',
  lok: 'onion', 'gul lok': 'onion', vitlok: 'garlic', morotter: 'carrot',
};

const BY_KEY = new Map(Object.entries(NAMES).map(([k, v]) => [normaliseText(k), v]));

/** The English recipe name of a foreign staple ("beurre doux" → "unsalted butter"), else null. */
export function englishName(name: string): string | null {
  return BY_KEY.get(normaliseText(name)) ?? null;
}
