/**
 * The equipment lexicon: canonical English names and the words that mention them.
 *
 * Decisions:
 * - Terms are matched case-insensitively on word boundaries, longest first and without overlap,
 *   so "frying pan" wins over "pan" and "pot" never matches inside "potato".
 * - Generic words that are also cooking verbs or food ("grill" the verb, "pan" in "pancake") are
 *   only matched as nouns on word boundaries; "grill" counts because the mention is text, not a
 *   requirement (spec rule 7).
 * - Chinese terms cover HowToCook's owned recipes; they are specific appliance/vessel words only
 *   (the bare 锅 "pot" also appears in idioms such as 出锅 "serve" and is left out).
 */

/** canonical name → English terms (singular and plural spelled out). */
const EQUIPMENT_EN: Record<string, string[]> = {
  oven: ['oven', 'ovens'],
  'dutch oven': ['dutch oven', 'dutch ovens', 'cocotte'],
  microwave: ['microwave', 'microwave oven'],
  stove: ['stove', 'stovetop', 'stove top', 'hob', 'cooktop', 'burner'],
  'frying pan': [
    'frying pan',
    'frying pans',
    'fry pan',
    'skillet',
    'skillets',
    'cast iron skillet',
    'cast-iron skillet',
    'cast iron pan',
    'non-stick pan',
    'nonstick pan',
    'nonstick skillet',
    'non-stick skillet',
    'sauté pan',
    'saute pan',
  ],
  'grill pan': ['grill pan', 'griddle pan', 'griddle'],
  pan: ['pan', 'pans'],
  saucepan: ['saucepan', 'saucepans', 'sauce pan'],
  pot: ['pot', 'pots', 'stockpot', 'stock pot', 'soup pot', 'large pot', 'cooking pot'],
  wok: ['wok', 'woks'],
  'baking sheet': ['baking sheet', 'baking sheets', 'baking tray', 'baking trays', 'sheet pan', 'sheet pans', 'cookie sheet', 'cookie sheets', 'oven tray'],
  'baking dish': [
    'baking dish',
    'baking dishes',
    'casserole dish',
    'oven dish',
    'ovenproof dish',
    'gratin dish',
    'roasting pan',
    'roasting tin',
    'roasting tray',
  ],
  'cake pan': [
    'cake pan',
    'cake tin',
    'cake tins',
    'cake pans',
    'springform pan',
    'springform',
    'bundt pan',
    'tart pan',
    'tart tin',
    'pie dish',
    'pie pan',
    'pie plate',
  ],
  'loaf pan': ['loaf pan', 'loaf tin', 'bread pan', 'bread tin'],
  'muffin tin': ['muffin tin', 'muffin tray', 'muffin pan', 'cupcake tin'],
  bowl: ['bowl', 'bowls', 'mixing bowl', 'mixing bowls', 'large bowl', 'small bowl'],
  whisk: ['whisk', 'whisks', 'balloon whisk'],
  'wooden spoon': ['wooden spoon', 'wooden spoons'],
  spatula: ['spatula', 'spatulas', 'turner'],
  ladle: ['ladle', 'ladles'],
  tongs: ['tongs'],
  knife: ['knife', 'knives', 'chef knife', "chef's knife", 'paring knife', 'bread knife', 'cleaver'],
  'cutting board': ['cutting board', 'chopping board', 'cutting boards', 'chopping boards'],
  grater: ['grater', 'box grater', 'microplane', 'zester'],
  peeler: ['peeler', 'vegetable peeler'],
  colander: ['colander', 'strainer', 'sieve', 'fine mesh sieve', 'fine-mesh sieve', 'fine mesh strainer'],
  blender: ['blender', 'immersion blender', 'stick blender', 'hand blender'],
  'food processor': ['food processor', 'food processors'],
  mixer: ['mixer', 'stand mixer', 'hand mixer', 'electric mixer', 'electric whisk'],
  'rolling pin': ['rolling pin'],
  'parchment paper': ['parchment paper', 'parchment', 'baking paper', 'greaseproof paper', 'wax paper', 'waxed paper'],
  'aluminum foil': ['aluminum foil', 'aluminium foil', 'tin foil', 'foil'],
  'plastic wrap': ['plastic wrap', 'cling film', 'clingfilm', 'cling wrap'],
  grill: ['grill', 'barbecue', 'bbq', 'broiler'],
  'slow cooker': ['slow cooker', 'crock pot', 'crockpot', 'crock-pot'],
  'pressure cooker': ['pressure cooker', 'instant pot', 'instapot'],
  'rice cooker': ['rice cooker'],
  'air fryer': ['air fryer', 'airfryer'],
  'deep fryer': ['deep fryer', 'deep-fryer', 'deep fat fryer'],
  toaster: ['toaster'],
  kettle: ['kettle'],
  thermometer: ['thermometer', 'meat thermometer', 'candy thermometer', 'instant-read thermometer'],
  'kitchen scale': ['kitchen scale', 'scale', 'scales'],
  'measuring cup': ['measuring cup', 'measuring cups', 'measuring jug'],
  'measuring spoon': ['measuring spoon', 'measuring spoons'],
  'mortar and pestle': ['mortar and pestle', 'pestle and mortar', 'mortar'],
  steamer: ['steamer', 'steamer basket', 'bamboo steamer'],
  skewer: ['skewer', 'skewers'],
  cheesecloth: ['cheesecloth', 'muslin'],
  jar: ['jar', 'jars', 'mason jar', 'mason jars'],
  ramekin: ['ramekin', 'ramekins'],
  'waffle iron': ['waffle iron', 'waffle maker'],
  'ice cream maker': ['ice cream maker'],
  'piping bag': ['piping bag', 'pastry bag'],
  'cookie cutter': ['cookie cutter', 'cookie cutters', 'biscuit cutter'],
  mandoline: ['mandoline', 'mandolin slicer'],
  'potato masher': ['potato masher', 'masher'],
  'pastry brush': ['pastry brush', 'basting brush'],
  'wire rack': ['wire rack', 'cooling rack', 'baking rack'],
  'pizza stone': ['pizza stone', 'baking stone'],
  juicer: ['juicer', 'citrus press', 'lemon squeezer'],
  'cocktail shaker': ['cocktail shaker', 'shaker', 'boston shaker'],
  'mixing glass': ['mixing glass'],
  'bar spoon': ['bar spoon'],
  muddler: ['muddler'],
  jigger: ['jigger'],
  fork: ['fork', 'forks'],
  spoon: ['spoon', 'spoons'],
  'slotted spoon': ['slotted spoon', 'skimmer'],
  'ice cube tray': ['ice cube tray', 'ice tray'],
  plate: ['plate', 'plates', 'platter', 'serving plate'],
};

/** canonical English name → Chinese terms (HowToCook). */
const EQUIPMENT_ZH: Record<string, string[]> = {
  wok: ['炒锅', '铁锅'],
  'frying pan': ['平底锅', '不粘锅', '煎锅'],
  pot: ['汤锅', '奶锅', '砂锅', '炖锅'],
  'pressure cooker': ['高压锅', '压力锅'],
  'rice cooker': ['电饭煲', '电饭锅'],
  steamer: ['蒸锅', '蒸笼', '蒸屉'],
  oven: ['烤箱'],
  microwave: ['微波炉'],
  'air fryer': ['空气炸锅'],
  blender: ['料理机', '搅拌机', '破壁机', '榨汁机'],
  whisk: ['打蛋器', '打蛋机'],
  'rolling pin': ['擀面杖'],
  knife: ['菜刀', '刀'],
  'cutting board': ['砧板', '菜板', '案板'],
  'plastic wrap': ['保鲜膜'],
  'aluminum foil': ['锡纸', '铝箔纸', '铝箔'],
  'baking sheet': ['烤盘'],
  'parchment paper': ['油纸', '烘焙纸', '吸油纸'],
  spatula: ['锅铲', '刮刀', '铲子'],
  'slotted spoon': ['漏勺'],
  colander: ['筛子', '筛网', '滤网', '沥水篮'],
  thermometer: ['温度计'],
  'kitchen scale': ['厨房秤', '电子秤'],
  'measuring cup': ['量杯'],
  bowl: ['大碗', '碗'],
  chopsticks: ['筷子'],
  'cocktail shaker': ['摇酒壶', '雪克杯'],
  kettle: ['水壶', '电热水壶'],
  plate: ['盘子'],
};

export interface EquipmentTerm {
  term: string;
  name: string;
  /** Latin-script terms need word boundaries; CJK terms do not. */
  latin: boolean;
}

/** Every term, longest first: the order matching relies on. */
export const EQUIPMENT_TERMS: EquipmentTerm[] = [
  ...Object.entries(EQUIPMENT_EN).flatMap(([name, terms]) => terms.map((term) => ({ term: term.toLowerCase(), name, latin: true }))),
  ...Object.entries(EQUIPMENT_ZH).flatMap(([name, terms]) => terms.map((term) => ({ term, name, latin: false }))),
].sort((a, b) => b.term.length - a.term.length);

/** Canonical names, for documentation and the equipment list of a recipe. */
const EQUIPMENT_NAMES: string[] = [...new Set([...Object.keys(EQUIPMENT_EN), ...Object.keys(EQUIPMENT_ZH)])].sort();
