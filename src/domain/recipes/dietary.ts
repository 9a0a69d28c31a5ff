/**
 * Diet and "free from" metadata recorded at import from ingredient analysis. Filters read only
 * this recorded metadata.
 *
 * Method: each ingredient (its English name, plus the name and food group of the reference food
 * it resolved to) is classified with a reviewed keyword lexicon into classes (meat, poultry, fish,
 * crustacean, mollusc, dairy, egg, gluten, peanut, tree nut, soy, sesame, honey, other animal
 * products). An ingredient is *known* when a class rule, the plant/neutral vocabulary or a
 * plant-only reference food group recognises it.
 *
 * Decisions:
 * - A property is false when any ingredient has a conflicting class (evidence: those lines),
 *   null when it is not false but some ingredient is unknown or only "may contain" (evidence:
 *   those lines), and true only when every ingredient is known and none conflicts.
 * - Optional ingredients count: a recipe with "bacon (optional)" is not recorded vegetarian.
 * - Oats count as gluten (cross-contact is the norm); coconut is not a tree nut here; refined
 *   oils follow their source (peanut oil → peanut, soybean oil → soy).
 * - Distilled spirits and wine are plant products; beer and malt contain gluten.
 */
import type { DietJudgement } from './types';
import type { Diet } from './tags';
import { DIETS } from './tags';

type Cls =
  | 'meat'
  | 'poultry'
  | 'fish'
  | 'crustacean'
  | 'mollusc'
  | 'seafood_other'
  | 'dairy'
  | 'egg'
  | 'gluten'
  | 'peanut'
  | 'tree_nut'
  | 'soy'
  | 'sesame'
  | 'honey'
  | 'animal_other';

interface Rule {
  re: RegExp;
  add?: Cls[];
  maybe?: Cls[];
  /** When this matches too, the rule does not apply ("coconut milk", "oyster mushrooms"). */
  unless?: RegExp;
}

const w = (words: string) => new RegExp(`\\b(?:${words})\\b`, 'i');

const PLANT_MILK = 'coconut|almond|soy|soya|oat|rice|cashew|hemp|plant|vegan|nut|pea';
const RULES: Rule[] = [
  // meat and poultry
  {
    re: w(
      'beef|steak|veal|pork|ham|hams|bacon|pancetta|prosciutto|guanciale|chorizo|salami|pepperoni|mortadella|hot dogs?|frankfurters?|bratwurst|sausages?|lamb|mutton|venison|rabbit|hare|boar|oxtail|brisket|chuck|sirloin|ribeye|tenderloin|meatballs?|meat|mince|minced meat|jerky|pate|pâté|foie gras|spareribs|pig|pigs|pork rinds?|cracklings|luncheon meat|char siu|blood sausage|frog legs|goat|liver|kidneys?|tripe|offal|hock|trotters?|feet',
    ),
    add: ['meat'],
    unless: w(
      "goat cheese|goats cheese|goat's cheese|goat milk|kidney beans?|cod liver|plant based meat|vegan|veggie sausages?|vegetarian sausages?|chicken feet|chicken liver|mincemeat|beef tomato(?:es)?|coconut meat",
    ),
  },
  {
    re: w('chicken|turkey|duck|goose|quail|pheasant|hen|poultry|fowl|capon'),
    add: ['poultry'],
    unless: w("(?:chicken|duck|quail|goose|hen)'?s? eggs?|salted duck eggs?|preserved duck eggs?|chickpeas?|hen of the woods"),
  },
  {
    re: w('stock|broth|bouillon|consomme|consommé|gravy|dripping|drippings'),
    maybe: ['meat', 'poultry', 'gluten'],
    unless: w('vegetable|veggie|vegan|mushroom|kombu|dashi'),
  },
  { re: w('chicken (?:stock|broth|bouillon)'), add: ['poultry'] },
  { re: w('beef (?:stock|broth|bouillon)|bone broth'), add: ['meat'] },
  { re: w('gelatine?|lard|suet|tallow|isinglass|rennet|carmine|cochineal|animal fat|schmaltz'), add: ['animal_other'], unless: w('vegan|agar') },
  // fish and seafood
  {
    re: w(
      'fish|anchov(?:y|ies)|tuna|salmon|cod|haddock|halibut|trout|sardines?|mackerel|herring|tilapia|carp|bass|bream|snapper|sole|pollock|catfish|swordfish|eel|basa|hairtail|sablefish|caviar|roe|bonito|dashi|katsuobushi|worcestershire|culter|mandarin fish|fish sauce|fish balls',
    ),
    add: ['fish'],
    unless: w('kombu dashi|vegan worcestershire|fish-free|mushroom dashi'),
  },
  { re: w('shrimps?|prawns?|crabs?|lobsters?|crayfish|crawfish|langoustines?|krill|scampi'), add: ['crustacean'] },
  {
    re: w('oysters?|clams?|mussels?|scallops?|squid|calamari|octopus|cuttlefish|snails?|escargot|abalone|whelks?|cockles?|oyster sauce'),
    add: ['mollusc'],
    unless: w('oyster mushrooms?|king oyster'),
  },
  { re: w('sea cucumbers?|sea urchins?|jellyfish'), add: ['seafood_other'] },
  // dairy and eggs
  {
    re: w(
      'milk|cream|butter|buttermilk|cheese|cheeses|parmesan|parmigiano|mozzarella|ricotta|feta|cheddar|gruyere|gruyère|emmental|emmentaler|comte|comté|brie|camembert|mascarpone|paneer|halloumi|gouda|pecorino|manchego|provolone|roquefort|gorgonzola|stilton|yogh?urt|kefir|ghee|whey|casein|lactose|custard|ice cream|creme fraiche|crème fraîche|quark|half-and-half|half and half|curds?|milk chocolate|white chocolate|skyr|labneh|tzatziki|bechamel|béchamel|alfredo|pesto|queso|crema|condensed milk|evaporated milk|milk powder|dry milk',
    ),
    add: ['dairy'],
    unless: new RegExp(
      `\\b(?:${PLANT_MILK}) (?:milk|cream|yogh?urt|cheese|butter|creamer)\\b|\\bcream of tartar\\b|\\b(?:peanut|almond|cashew|nut|apple|cocoa|shea|seed|sunflower|pumpkin|vegan|plant) butter\\b|\\bbutter ?(?:beans?|nut|head|lettuce)\\b|\\bbean curds?\\b|\\bdairy[- ]free\\b|\\bvegan\\b|\\bcoconut\\b|\\bcoconut (?:milk|cream)\\b`,
      'i',
    ),
  },
  {
    re: w('chocolate|cocoa butter|caramel|toffee|fudge|nougat|brioche|croissants?|naan|pastry|puff pastry|shortbread'),
    maybe: ['dairy'],
    unless: w('dark chocolate 100|vegan|cocoa powder|unsweetened cocoa'),
  },
  {
    re: w(
      'eggs?|yolks?|egg whites?|mayonnaise|mayo|meringues?|aioli|hollandaise|custard|egg noodles|ladyfingers|brioche|quail eggs?|duck eggs?|eggwash|egg wash|frittata|omelet(?:te)?s?',
    ),
    add: ['egg'],
    unless: w('vegan mayo(?:nnaise)?|egg-free|eggless|egg replacer'),
  },
  // cereals
  {
    re: w(
      'wheat|barley|rye|spelt|triticale|semolina|durum|farro|kamut|bulgur|bulgar|couscous|seitan|malt|malted|oats?|oatmeal|porridge oats|rolled oats|flour|breads?|breadcrumbs?|bread crumbs|panko|pasta|spaghetti|macaroni|penne|fusilli|linguine|fettuccine|tagliatelle|lasagn[ae]|ravioli|tortellini|gnocchi|orzo|noodles?|ramen|udon|crackers?|biscuits?|cookies?|cakes?|pastry|pastries|pie crust|pizza dough|dough|tortillas?|pitas?|naan|roti|chapati|paratha|croutons?|beer|ale|lager|stout|soy sauce|shoyu|teriyaki|hoisin|ladyfingers|wrappers?|dumplings?|buns?|rolls|bagels?|brioche|croissants?|muffins?|pancake mix|roux|cereal|graham|phyllo|filo|wafers?|sweet bean sauce|chili bean paste|doubanjiang|custard powder|bouillon cubes?|stuffing|sourdough|baguette|ciabatta|focaccia|rice cake|mochi',
    ),
    add: ['gluten'],
    unless: w(
      'rice flour|glutinous rice|rice cakes?|mochi|corn ?flour|cornflour|cornstarch|corn starch|maize|almond flour|coconut flour|chickpea flour|gram flour|besan|buckwheat flour|tapioca flour|potato flour|potato starch|gluten[- ]free|rice noodles?|rice paper|glass noodles|cellophane noodles|sweet potato noodles|potato starch noodles|mung bean noodles|konjac|corn tortillas?|tamari|cassava flour|sorghum flour|teff|millet flour|quinoa flour|soy flour|pea flour|lentil flour|arrowroot|banana flour|seasoning salt|salt and pepper seasoning|oat milk|rice wine|sake',
    ),
  },
  { re: w('soba|oat milk|rice cakes?|mochi|seasoning'), maybe: ['gluten'] },
  // nuts, seeds, soy
  { re: w('peanuts?|groundnuts?|peanut butter|peanut oil|satay|monkey nuts?'), add: ['peanut'] },
  {
    re: w(
      'almonds?|walnuts?|pecans?|cashews?|pistachios?|hazelnuts?|filberts?|macadamias?|brazil nuts?|pine nuts?|pignoli|chestnuts?|praline|marzipan|nutella|frangipane|pesto|amaretti|gianduja',
    ),
    add: ['tree_nut'],
    unless: w('water chestnuts?'),
  },
  {
    re: w('nuts|mixed nuts|nut|chili crisp|amaretto|nut oil'),
    maybe: ['tree_nut', 'peanut'],
    unless: w('coconuts?|nutmeg|butternut|doughnuts?|donuts?|water chestnuts?|nut-free'),
  },
  {
    re: w(
      'soy|soya|soybeans?|tofu|tempeh|edamame|miso|tamari|shoyu|bean curds?|natto|yuba|tofu skin|fermented black beans|soybean paste|sweet bean sauce|hoisin|teriyaki|fermented tofu|textured vegetable protein|tvp|soy lecithin',
    ),
    add: ['soy'],
  },
  { re: w('chili bean paste|doubanjiang|chicken bouillon granules|curry roux|oyster sauce|char siu sauce|chu hou sauce|worcestershire'), maybe: ['soy'] },
  { re: w("sesame|tahini|halva|halwa|gomasio|za'atar|zaatar"), add: ['sesame'] },
  { re: w('honey|honeycomb|royal jelly|bee pollen'), add: ['honey'], unless: w('honeydew|honey ?dew|honeycrisp') },
];

/** Plant or neutral ingredients recognised by name alone (no class, but known). */
const NEUTRAL = w(
  [
    'water|ice|ice cubes|salt|sea salt|kosher salt|pepper|peppercorns?|sugar|sugars|vinegar|oil|oils|olive oil|vegetable oil|canola oil|rapeseed oil|sunflower oil|corn oil|coconut oil|avocado oil|grapeseed oil|mustard oil',
    'cumin|coriander|turmeric|paprika|cinnamon|nutmeg|cloves?|cardamom|star anise|anise|aniseed|fennel|mustard|thyme|rosemary|basil|oregano|parsley|cilantro|dill|mint|sage|tarragon|bay leaf|bay leaves|chives|saffron|vanilla|vanilla extract|ginger|garlic|onions?|shallots?|leeks?|scallions?|green onions?|spring onions?|welsh onion|chil(?:i|li|e)s?|chili pepper|chili powder|chili flakes|red pepper flakes|cayenne|curry powder|garam masala|five-spice powder|sichuan pepper|allspice|juniper|caraway|poppy seeds?|nigella|fenugreek|sumac|marjoram|lemongrass|galangal|kaffir lime|lime leaves|perilla leaves|msg|monosodium glutamate|licorice root|angelica|tangerine peel|sand ginger|black cardamom|white cardamom|osmanthus',
    'potato(?:es)?|tomato(?:es)?|carrots?|celery|celtuce|cucumbers?|zucchinis?|courgettes?|eggplants?|aubergines?|squash|pumpkin|spinach|kale|lettuce|cabbage|napa cabbage|bok choy|broccoli|cauliflower|peas|snow peas|green beans|beans|kidney beans|black beans|white beans|pinto beans|cannellini|lentils|chickpeas|garbanzo|corn|sweet corn|mushrooms?|shiitake|enoki|cloud ears|beets?|beetroots?|radish(?:es)?|daikon|turnips?|parsnips?|asparagus|artichokes?|okra|bamboo shoots|lotus root|chard|arugula|rocket|watercress|avocados?|olives?|capers|sweet potato(?:es)?|yams?|taro|celeriac|bell peppers?|peppers|jalapenos?|jalapeños?|mung bean sprouts|bean sprouts|soybean sprouts|edamame|garlic chives|garlic scapes|winter melon|bitter melon|luffa|yardlong beans|seaweed|nori|kombu|wakame|sauerkraut|pickled cabbage|pickles?|kimchi|preserved mustard greens|pickled chili pepper|pickled bamboo shoots|pickled ginger|beech mushrooms|king oyster mushrooms?|oyster mushrooms?|mung beans|adzuki beans|broad beans|fava beans|white kidney beans',
    'apples?|pears?|bananas?|oranges?|lemons?|limes?|grapefruits?|berries|strawberr(?:y|ies)|raspberr(?:y|ies)|blueberr(?:y|ies)|blackberr(?:y|ies)|cranberr(?:y|ies)|cherr(?:y|ies)|grapes?|raisins|sultanas|currants|dates|figs?|prunes?|apricots?|peach(?:es)?|plums?|mangos?|mangoes|pineapples?|kiwis?|kiwifruit|melons?|watermelon|coconut|coconut milk|coconut cream|coconut water|shredded coconut|pomegranates?|passion fruit|rhubarb|jujubes?|goji berries|longans?|dried longan|hawthorn|smoked plum|lemon juice|lime juice|orange juice|apple juice|pineapple juice|zest|lemon zest|orange zest|citrus',
    'rice|white rice|brown rice|cooked white rice|glutinous rice|basmati|jasmine rice|arborio|wild rice|cornstarch|corn starch|cornmeal|polenta|grits|quinoa|millet|buckwheat|tapioca|potato starch|sweet potato starch|tapioca starch|rice noodles|rice flour|glutinous rice flour|cellophane noodles|sweet potato noodles|potato starch noodles|konjac|konjac flour|masa harina|corn tortillas',
    'maple syrup|molasses|agave|golden syrup|corn syrup|syrup|brown sugar|powdered sugar|icing sugar|caster sugar|erythritol|stevia|jam|jelly|marmalade|baking soda|bicarbonate of soda|baking powder|cream of tartar|yeast|instant yeast|active dry yeast|cocoa|cocoa powder|coffee|espresso|instant coffee|tea|black tea|green tea|tea leaves|matcha|wine|red wine|white wine|rice wine|mirin|sake|vodka|gin|rum|tequila|whiskey|whisky|brandy|cognac|distilled spirits|baijiu|vermouth|cola|soda|club soda|tonic water|lemon-lime soda|sparkling water|juice|tomato paste|tomato sauce|passata|ketchup|salsa|hot sauce|tabasco|sriracha|chili sauce|chili oil|sichuan pepper oil|vegetable stock|vegetable broth|agar|agar agar|nutritional yeast|liquid smoke|food coloring|grenadine|blue curacao|triple sec|cointreau|bitters|angostura',
  ].join('|'),
);

/** Reference food groups (SR28) whose foods are plant products. */
const PLANT_GROUPS =
  /^(?:Spices and Herbs|Fruits and Fruit Juices|Vegetables and Vegetable Products|Nut and Seed Products|Legumes and Legume Products|Cereal Grains and Pasta|Fats and Oils|Beverages|Sweets|Breakfast Cereals|Snacks|Baked Products|Soups, Sauces, and Gravies)$/;
/** Groups whose foods are animal products whatever the name says. */
const GROUP_CLASS: Record<string, Cls> = {
  'Beef Products': 'meat',
  'Pork Products': 'meat',
  'Lamb, Veal, and Game Products': 'meat',
  'Sausages and Luncheon Meats': 'meat',
  'Poultry Products': 'poultry',
};
/** Groups where a plain-looking name is not enough to call the food known (mixed dishes). */
const MIXED_GROUPS =
  /^(?:Fast Foods|Meals, Entrees, and Side Dishes|Restaurant Foods|Baby Foods|American Indian\/Alaska Native Foods|Soups, Sauces, and Gravies|Baked Products|Sweets|Snacks|Breakfast Cereals)$/;

export interface DietInput {
  /** What the recipe line says, for evidence. */
  label: string;
  /** English ingredient name (lexicon translation for zh-Hans). */
  name: string;
  /** The resolved reference food, when any. */
  food?: { name: string; group: string | null } | null;
}

interface Classified {
  label: string;
  classes: Set<Cls>;
  maybe: Set<Cls>;
  known: boolean;
}

function classifyIngredient(input: DietInput): Classified {
  const classes = new Set<Cls>();
  const maybe = new Set<Cls>();
  let matched = false;
  const texts = [input.name, input.food?.name ?? ''].map((t) => t.toLowerCase().replace(/[_/]/g, ' ')).filter(Boolean);
  for (const text of texts) {
    for (const r of RULES) {
      if (!r.re.test(text) || r.unless?.test(text)) continue;
      matched = true;
      for (const c of r.add ?? []) classes.add(c);
      for (const c of r.maybe ?? []) maybe.add(c);
    }
  }
  const group = input.food?.group ?? null;
  if (group && GROUP_CLASS[group]) classes.add(GROUP_CLASS[group]);
  if (group === 'Finfish and Shellfish Products' && !classes.has('crustacean') && !classes.has('mollusc')) classes.add('fish');
  if (group === 'Dairy and Egg Products' && !classes.has('dairy') && !classes.has('egg')) maybe.add('dairy').add('egg');
  const neutralName = NEUTRAL.test(input.name.toLowerCase());
  const plantFood = group !== null && PLANT_GROUPS.test(group) && !MIXED_GROUPS.test(group);
  const known =
    matched ||
    neutralName ||
    plantFood ||
    (group !== null && (group in GROUP_CLASS || group === 'Finfish and Shellfish Products' || group === 'Dairy and Egg Products'));
  for (const c of classes) maybe.delete(c);
  return { label: input.label, classes, maybe, known };
}

/** Classes that make each property false. */
const CONFLICTS: Record<Diet, Cls[]> = {
  vegan: ['meat', 'poultry', 'fish', 'crustacean', 'mollusc', 'seafood_other', 'dairy', 'egg', 'honey', 'animal_other'],
  vegetarian: ['meat', 'poultry', 'fish', 'crustacean', 'mollusc', 'seafood_other', 'animal_other'],
  pescetarian: ['meat', 'poultry', 'animal_other'],
  gluten_free: ['gluten'],
  dairy_free: ['dairy'],
  egg_free: ['egg'],
  nut_free: ['peanut', 'tree_nut'],
  peanut_free: ['peanut'],
  tree_nut_free: ['tree_nut'],
  soy_free: ['soy'],
  sesame_free: ['sesame'],
  fish_free: ['fish'],
  shellfish_free: ['crustacean', 'mollusc'],
};

/** Records every diet property for a recipe's ingredients. */
export function analyzeDiets(ingredients: DietInput[]): { dietary: Record<Diet, DietJudgement>; diets: Diet[] } {
  const items = ingredients.map(classifyIngredient);
  const dietary = {} as Record<Diet, DietJudgement>;
  const diets: Diet[] = [];
  for (const diet of DIETS) {
    const conflicts = CONFLICTS[diet];
    const against = items.filter((i) => conflicts.some((c) => i.classes.has(c))).map((i) => i.label);
    if (against.length) {
      dietary[diet] = { value: false, evidence: [...new Set(against)] };
      continue;
    }
    const unsure = items.filter((i) => !i.known || conflicts.some((c) => i.maybe.has(c))).map((i) => i.label);
    if (unsure.length || items.length === 0) {
      dietary[diet] = { value: null, evidence: [...new Set(unsure)] };
      continue;
    }
    dietary[diet] = { value: true, evidence: [] };
    diets.push(diet);
  }
  return { dietary, diets };
}
