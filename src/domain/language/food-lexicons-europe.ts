/**
 * Everyday food names in European languages that the Open Food Facts taxonomies lack → the English
 * name a search for the same food uses, reviewed as food-lexicons.ts says. Each English name was
 * checked to link to its food (corpus/taxonomy-names.ts). Names are written with their accents:
 * search folds them, so "parowki" meets "parówki".
 */

// Tea and coffee with milk, as Arabic شاي بالحليب and Indonesian 'kopi susu' name them: FNDDS's
// 'Tea, hot, with milk' and the tables' latte (CNF's 'Coffee latte' is its French café au lait),
// not the plain drink nor the bubble tea English 'milk tea' names.

/** Dutch name → English name. */
const NL_LEXICON: Record<string, string> = {
  'thee met melk': 'hot tea with milk',
  'koffie met melk': 'coffee latte',
  'koffie verkeerd': 'coffee latte',
  // The toasted sandwich of Dutch lunches, cheese or ham and cheese: the tables' grilled cheese sandwich.
  tosti: 'grilled cheese sandwich',
  // Rice is white rice unless called brown ('zilvervliesrijst'); the taxonomies' Dutch 'rijst' names the brown.
  rijst: 'white rice',
  'witte rijst': 'white rice',
  'gekookte rijst': 'cooked white rice',
  // The tenderloin, the Dutch butcher's 'pork hare'.
  varkenshaas: 'pork tenderloin',
  // A bread roll, what a 'broodje' is before its filling; the taxonomies' 'Broodjes' are hamburger buns.
  broodje: 'bread roll',
  broodjes: 'bread roll',
  // Bare 'worst' is sausage of any kind, as German 'Wurst'; the taxonomies hold it only inside
  // kinds ('Worst met kip', 'Kalkoenworst'), so it met those first.
  worst: 'sausage',
  worsten: 'sausage',
  // Everyday foods a Dutch food diary logs, by their plain names: the taxonomies hold many only
  // inside products or kinds, or link them through an English name to a prepared form.
  brood: 'bread',
  witbrood: 'white bread',
  'wit brood': 'white bread',
  volkorenbrood: 'whole wheat bread',
  'bruin brood': 'whole wheat bread',
  roggebrood: 'rye bread',
  beschuit: 'rusk',
  havermout: 'oats, raw',
  cornflakes: 'corn flakes',
  pasta: 'pasta',
  spaghetti: 'spaghetti',
  noedels: 'noodles',
  aardappel: 'potato',
  aardappels: 'potato',
  aardappelen: 'potato',
  bloem: 'flour',
  tarwebloem: 'flour',
  couscous: 'couscous',
  melk: 'milk',
  'volle melk': 'whole milk',
  'magere melk': 'skim milk',
  karnemelk: 'buttermilk',
  yoghurt: 'yogurt',
  'griekse yoghurt': 'greek yogurt',
  kaas: 'cheese',
  'goudse kaas': 'gouda cheese',
  'jonge kaas': 'gouda cheese',
  'belegen kaas': 'gouda cheese',
  boter: 'butter',
  roomboter: 'butter',
  margarine: 'margarine',
  'zure room': 'sour cream',
  ei: 'egg',
  eieren: 'egg',
  eitje: 'egg',
  eitjes: 'egg',
  'gekookt ei': 'hard-boiled egg',
  'gebakken ei': 'fried egg',
  roerei: 'scrambled eggs',
  kip: 'chicken meat',
  kippenvlees: 'chicken meat',
  kipfilet: 'raw chicken breast',
  kippenborst: 'raw chicken breast',
  kippendij: 'chicken thigh',
  kippenvleugels: 'raw chicken wing',
  rundvlees: 'beef',
  biefstuk: 'beef steak',
  rundergehakt: 'ground beef',
  varkensvlees: 'pork',
  karbonade: 'pork chop',
  varkenskarbonade: 'pork chop',
  spek: 'bacon',
  ontbijtspek: 'bacon',
  ham: 'sliced ham',
  lamsvlees: 'lamb',
  lam: 'lamb',
  kalkoen: 'turkey meat',
  eend: 'duck',
  rookworst: 'smoked sausage',
  knakworst: 'frankfurter',
  knakworstjes: 'frankfurter',
  salami: 'salami',
  vis: 'fish',
  zalm: 'salmon',
  tonijn: 'tuna',
  kabeljauw: 'cod',
  haring: 'herring',
  makreel: 'mackerel',
  garnalen: 'shrimp',
  mosselen: 'mussels',
  sardientjes: 'sardine',
  forel: 'trout',
  ui: 'onion',
  uien: 'onion',
  'rode ui': 'red onion',
  knoflook: 'garlic',
  wortel: 'carrot',
  wortels: 'carrot',
  worteltjes: 'carrot',
  tomaat: 'tomato',
  tomaten: 'tomato',
  komkommer: 'cucumber',
  sla: 'lettuce',
  ijsbergsla: 'iceberg lettuce',
  spinazie: 'spinach',
  boerenkool: 'kale',
  bloemkool: 'cauliflower',
  spruitjes: 'brussels sprouts',
  prei: 'leeks',
  paprika: 'bell pepper',
  'rode paprika': 'red bell pepper',
  'groene paprika': 'green bell pepper',
  courgette: 'zucchini',
  aubergine: 'eggplant',
  champignons: 'white mushrooms',
  paddenstoelen: 'mushrooms',
  sperziebonen: 'raw green beans',
  boontjes: 'raw green beans',
  doperwten: 'green peas, raw',
  erwten: 'green peas, raw',
  maïs: 'sweet corn',
  mais: 'sweet corn',
  bieten: 'beets',
  'rode bieten': 'beets',
  asperges: 'asparagus',
  selderij: 'celery',
  bleekselderij: 'celery',
  radijs: 'radish',
  radijsjes: 'radish',
  'zoete aardappel': 'sweet potato',
  pompoen: 'pumpkin',
  avocado: 'avocado',
  kool: 'cabbage',
  'witte kool': 'cabbage',
  'rode kool': 'red cabbage',
  pastinaak: 'parsnip',
  knolselderij: 'celeriac',
  venkel: 'fennel',
  rucola: 'arugula',
  peterselie: 'parsley',
  bieslook: 'chives',
  gember: 'ginger root',
  appel: 'apple',
  appels: 'apple',
  peer: 'pear',
  peren: 'pear',
  banaan: 'banana',
  bananen: 'banana',
  sinaasappel: 'orange',
  sinaasappels: 'orange',
  mandarijn: 'tangerine',
  mandarijnen: 'tangerine',
  citroen: 'lemon',
  limoen: 'lime',
  aardbei: 'strawberries',
  aardbeien: 'strawberries',
  druiven: 'grapes',
  kersen: 'sweet cherries',
  pruim: 'plum',
  pruimen: 'plum',
  perzik: 'peach',
  abrikoos: 'apricot',
  abrikozen: 'apricots',
  ananas: 'pineapple',
  meloen: 'melon',
  watermeloen: 'watermelon',
  'blauwe bessen': 'blueberries',
  bosbessen: 'blueberries',
  frambozen: 'raspberries',
  bramen: 'blackberries',
  rozijnen: 'raisins',
  dadels: 'dates',
  vijgen: 'figs',
  'bruine bonen': 'kidney beans',
  kidneybonen: 'kidney beans',
  kikkererwten: 'chickpeas',
  linzen: 'lentils',
  pinda: 'peanuts',
  pindas: 'peanuts',
  noten: 'mixed nuts',
  walnoten: 'walnuts',
  amandelen: 'almonds',
  cashewnoten: 'cashews',
  hazelnoten: 'hazelnuts',
  pindakaas: 'peanut butter',
  zonnebloempitten: 'sunflower seeds',
  water: 'water',
  koffie: 'coffee',
  thee: 'tea',
  'groene thee': 'green tea',
  sinaasappelsap: 'orange juice',
  appelsap: 'apple juice',
  bier: 'beer',
  wijn: 'wine',
  'rode wijn': 'red wine',
  'witte wijn': 'white wine',
  frisdrank: 'soft drink',
  chocolademelk: 'chocolate milk',
  suiker: 'sugar',
  zout: 'salt',
  peper: 'black pepper',
  honing: 'honey',
  jam: 'jam',
  chocolade: 'chocolate',
  ijs: 'ice cream',
  koekjes: 'cookies',
  chips: 'potato chips',
  patat: 'french fries',
  friet: 'french fries',
  frietjes: 'french fries',
  mayonaise: 'mayonnaise',
  ketchup: 'ketchup',
  mosterd: 'mustard',
  olijfolie: 'olive oil',
  zonnebloemolie: 'sunflower oil',
  azijn: 'vinegar',
  tomatensoep: 'tomato soup',
  erwtensoep: 'split pea soup',
  popcorn: 'popcorn',
  olijven: 'olives',
};

/** Polish name → English name. */
const PL_LEXICON: Record<string, string> = {
  // Thin pork sausages eaten hot at breakfast: frankfurters.
  parówki: 'frankfurter sausage',
  parówka: 'frankfurter sausage',
  // Pork loin, the cut of the kotlet schabowy, as 豚ロース.
  schab: 'whole pork loin',
  // Red borscht, the beet soup Russian борщ names.
  barszcz: 'borscht soup',
};

/** German name → English name. */
const DE_LEXICON: Record<string, string> = {
  'tee mit milch': 'hot tea with milk',
  'kaffee mit milch': 'coffee latte',
  milchkaffee: 'coffee latte',
  // Minced meat named by its animal in one word; the taxonomies hold bare 'Hackfleisch' and 'Schweinehackfleisch' only.
  Rinderhack: 'ground beef',
  Rinderhackfleisch: 'ground beef',
  Schweinehack: 'ground pork',
  Lammhack: 'ground lamb',
  Lammhackfleisch: 'ground lamb',
  Putenhack: 'ground turkey',
  Putenhackfleisch: 'ground turkey',
  // Pastries and sweets the taxonomies lack: the strudel by its filling, the jam doughnut (not the
  // sausage SR28 calls 'Berliner'), gummy bears.
  Apfelstrudel: 'apple strudel',
  Berliner: 'jelly doughnut',
  Gummibärchen: 'gummy candy',
  Gummibären: 'gummy candy',
  // Potatoes fried in slices or cubes in a pan: home fries, not the chips bare 'fried potatoes' reach.
  Bratkartoffeln: 'home fries potato',
  // The meat by its animal, as menus and labels say it ('vom Rind'); unreviewed, the taxonomies' 'Rind'
  // is kept below the English 'rinds' of pork skin it is spelt as.
  Rind: 'beef',
  // The bread roll of Bavaria and Austria (Brötchen elsewhere), as Dutch 'broodje'.
  Semmel: 'bread roll',
  Semmeln: 'bread roll',
};

/** French name → English name. */
const FR_LEXICON: Record<string, string> = {
  'thé au lait': 'hot tea with milk',
  'café au lait': 'coffee latte',
  // Cidre is the fermented drink, not the sweet unfermented 'Apple cider' the taxonomies' English
  // 'cider' reaches with their plural 'Cidres' (a reviewed name holds its spelling only).
  cidre: 'hard cider',
  cidres: 'hard cider',
  // The minced-beef patty, not the meat loaf the taxonomies' English 'meat patty' reaches.
  'steak haché': 'ground beef patty',
  'steaks hachés': 'ground beef patty',
};

/** Portuguese name → English name. */
const PT_LEXICON: Record<string, string> = {
  'chá com leite': 'hot tea with milk',
  'café com leite': 'coffee latte',
  // Bare 'frango' (chicken), which the taxonomies give only inside 'peito de frango' and 'carne de
  // frango': a cut or a way of cooking reads the food from it ('coxa de frango'; cooking-words.ts).
  frango: 'chicken meat',
  // Pudim is the caramel custard (pudim de leite), the tables' flan.
  pudim: 'flan',
  // Noz and its plural are the walnut, as sold and eaten; other nuts are named ('noz-pecã', 'castanha').
  noz: 'walnuts',
  nozes: 'walnuts',
  // Cassava by its north-east Brazilian name; the taxonomies give 'mandioca' only.
  macaxeira: 'cassava',
  // The egg and its plural: the taxonomies' Portuguese 'Ovos' linked a frozen scrambled-egg
  // mixture, and Slovak 'ovos' is oats.
  ovo: 'egg',
  ovos: 'egg',
};

/** Italian name → English name. */
const IT_LEXICON: Record<string, string> = {
  // Noce and its plural are the walnut; other nuts are named ('noce di cocco', 'nocciole', 'noci pecan').
  noce: 'walnuts',
  noci: 'walnuts',
  // Raw ham is the dry-cured ham (Parma, San Daniele), as Spanish 'jamón serrano'; the taxonomies'
  // English 'raw ham' reaches SR28's raw country-style ham, a cut not yet cured for eating.
  'prosciutto crudo': 'dry-cured ham',
};

/** Spanish name → English name. */
const ES_LEXICON: Record<string, string> = {
  // Galletas are sweet biscuits, cookies; the taxonomies' English 'biscuits' reaches the American scone-like biscuit.
  galleta: 'cookies',
  galletas: 'cookies',
  // The sliced sandwich loaf, the tables' white bread ('pain de mie'); the taxonomies name it in French only.
  'pan de molde': 'white bread',
  // The dry-cured ham of Spain, which CIQUAL names; the taxonomies give no Spanish name for it.
  'jamón serrano': 'serrano dry-cured ham',
  // Mexican and Andean names of everyday vegetables the taxonomies give only in Spain's words
  // ('boniato', 'maíz dulce', 'remolacha'): the sweet potato, the ear of sweet corn, the beet.
  camote: 'sweet potato',
  camotes: 'sweet potato',
  elote: 'sweet corn',
  elotes: 'sweet corn',
  betabel: 'beets',
  betabeles: 'beets',
};

/** This module's lexicons by language (BCP 47 primary subtag), as the corpus links them (corpus/taxonomy-names.ts). */
export const EUROPE_LEXICONS: Record<string, Record<string, string>> = {
  nl: NL_LEXICON,
  pl: PL_LEXICON,
  de: DE_LEXICON,
  fr: FR_LEXICON,
  pt: PT_LEXICON,
  es: ES_LEXICON,
  it: IT_LEXICON,
};
