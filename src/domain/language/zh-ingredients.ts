/**
 * Chinese (zh-Hans) ingredient lines of HowToCook: a line parser and a small reviewed
 * Chinese→English ingredient lexicon.
 *
 * The lexicon is for name resolution only: the English name is what the food resolver and the
 * pantry matcher look up. The recipe keeps its own Chinese text everywhere it is shown
 * (`original`, `name`); nothing is translated into the recipe's fields.
 *
 * Review rules for the lexicon:
 * - An entry names the same food in plain English ("生抽" light soy sauce → "soy sauce").
 * - Regional foods are translated faithfully even when the reference has no such food (花椒 →
 *   "sichuan pepper", 豆瓣酱 → "chili bean paste"): the resolver then fails honestly instead of
 *   matching a look-alike, and diet analysis still knows what the ingredient is.
 * - Where a culinary equivalent is the same ingredient under another name, it is used
 *   (桂皮 cassia → "cinnamon": the US reference "cinnamon, ground" is cassia; 鸡精 chicken essence
 *   → "chicken bouillon granules").
 */
import type { ParsedIngredientLine } from './ingredient-line';
import { fractionValue } from './numbers';
import { escapeRegExp } from './text';

/** Chinese ingredient name → English lookup name. */
export const ZH_LEXICON: Record<string, string> = {
  // seasonings, sauces
  盐: 'salt',
  食盐: 'salt',
  食用盐: 'salt',
  精盐: 'salt',
  海盐: 'sea salt',
  细盐: 'salt',
  盐巴: 'salt',
  糖: 'sugar',
  白糖: 'sugar',
  白砂糖: 'sugar',
  砂糖: 'sugar',
  细砂糖: 'sugar',
  绵白糖: 'sugar',
  冰糖: 'sugar',
  单晶冰糖: 'sugar',
  红糖: 'brown sugar',
  黄糖: 'brown sugar',
  糖粉: 'powdered sugar',
  蔗糖: 'sugar',
  老冰糖: 'sugar',
  生抽: 'soy sauce',
  老抽: 'soy sauce',
  酱油: 'soy sauce',
  生抽酱油: 'soy sauce',
  老抽酱油: 'soy sauce',
  味极鲜: 'soy sauce',
  蒸鱼豉油: 'soy sauce',
  蚝油: 'oyster sauce',
  耗油: 'oyster sauce',
  醋: 'vinegar',
  香醋: 'vinegar',
  陈醋: 'vinegar',
  米醋: 'rice vinegar',
  白醋: 'distilled vinegar',
  镇江香醋: 'vinegar',
  苹果醋: 'cider vinegar',
  料酒: 'rice wine',
  黄酒: 'rice wine',
  米酒: 'rice wine',
  花雕酒: 'rice wine',
  绍兴酒: 'rice wine',
  鸡精: 'chicken bouillon granules',
  鸡粉: 'chicken bouillon granules',
  番茄酱: 'ketchup',
  番茄沙司: 'ketchup',
  蛋黄酱: 'mayonnaise',
  沙拉酱: 'mayonnaise',
  芥末: 'mustard',
  黄芥末: 'mustard',
  芝麻酱: 'tahini',
  花生酱: 'peanut butter',
  海鲜酱: 'hoisin sauce',
  蜂蜜: 'honey',
  枫糖浆: 'maple syrup',
  糖浆: 'syrup',
  香草精: 'vanilla extract',
  味噌: 'miso',
  味淋: 'mirin',
  咖喱块: 'curry roux',
  咖喱粉: 'curry powder',
  辣椒油: 'chili oil',
  // oils and fats
  食用油: 'vegetable oil',
  油: 'vegetable oil',
  植物油: 'vegetable oil',
  花生油: 'peanut oil',
  菜籽油: 'canola oil',
  菜油: 'canola oil',
  玉米油: 'corn oil',
  大豆油: 'soybean oil',
  葵花籽油: 'sunflower oil',
  橄榄油: 'olive oil',
  芝麻油: 'sesame oil',
  香油: 'sesame oil',
  麻油: 'sesame oil',
  芝麻香油: 'sesame oil',
  猪油: 'lard',
  黄油: 'butter',
  无盐黄油: 'unsalted butter',
  牛油: 'beef tallow',
  酥油: 'ghee',
  椰子油: 'coconut oil',
  // spices and herbs
  胡椒粉: 'black pepper',
  白胡椒粉: 'white pepper',
  白胡椒: 'white pepper',
  黑胡椒粉: 'black pepper',
  黑胡椒: 'black pepper',
  黑胡椒粒: 'black pepper',
  桂皮: 'cinnamon',
  肉桂: 'cinnamon',
  肉桂粉: 'cinnamon',
  肉桂棒: 'cinnamon',
  香叶: 'bay leaf',
  月桂叶: 'bay leaf',
  孜然粉: 'cumin',
  孜然: 'cumin',
  孜然籽: 'cumin',
  姜黄粉: 'turmeric',
  姜粉: 'ground ginger',
  丁香: 'cloves',
  小豆蔻: 'cardamom',
  小豆蔻粉: 'cardamom',
  绿色小豆蔻: 'cardamom',
  辣椒粉: 'chili powder',
  红辣椒粉: 'paprika',
  辣椒面: 'chili powder',
  干辣椒面: 'chili powder',
  甜椒粉: 'paprika',
  香菜粉: 'coriander seed',
  芫荽籽: 'coriander seed',
  茴香: 'fennel seed',
  小茴香: 'fennel seed',
  蒜粉: 'garlic powder',
  洋葱粉: 'onion powder',
  百里香: 'thyme',
  迷迭香: 'rosemary',
  罗勒: 'basil',
  薄荷: 'mint',
  薄荷叶: 'mint',
  牛至: 'oregano',
  肉豆蔻: 'nutmeg',
  芥末籽: 'mustard seed',
  泡打粉: 'baking powder',
  小苏打: 'baking soda',
  酵母: 'yeast',
  干酵母: 'yeast',
  酵母粉: 'yeast',
  塔塔粉: 'cream of tartar',
  吉利丁片: 'gelatin',
  吉利丁粉: 'gelatin',
  明胶: 'gelatin',
  可可粉: 'cocoa powder',
  // aromatics and vegetables
  姜: 'ginger',
  生姜: 'ginger',
  老姜: 'ginger',
  嫩姜: 'ginger',
  仔姜: 'ginger',
  蒜: 'garlic',
  大蒜: 'garlic',
  蒜瓣: 'garlic',
  蒜头: 'garlic',
  蒜子: 'garlic',
  独头蒜: 'garlic',
  蒜米: 'garlic',
  葱: 'green onion',
  小葱: 'green onion',
  香葱: 'green onion',
  青葱: 'green onion',
  葱白: 'green onion',
  大葱葱白: 'green onion',
  葱叶: 'green onion',
  大葱: 'welsh onion',
  京葱: 'welsh onion',
  洋葱: 'onion',
  红葱头: 'shallot',
  紫洋葱: 'red onion',
  白洋葱: 'onion',
  香菜: 'cilantro',
  芫荽: 'cilantro',
  香菜叶: 'cilantro',
  辣椒: 'chili pepper',
  小米辣: 'chili pepper',
  小米椒: 'chili pepper',
  红辣椒: 'chili pepper',
  青辣椒: 'green chili pepper',
  尖椒: 'green chili pepper',
  美人椒: 'chili pepper',
  线椒: 'green chili pepper',
  二荆条: 'chili pepper',
  朝天椒: 'chili pepper',
  干辣椒: 'dried chili pepper',
  青椒: 'green bell pepper',
  红椒: 'red bell pepper',
  甜椒: 'bell pepper',
  彩椒: 'bell pepper',
  灯笼椒: 'bell pepper',
  黄椒: 'yellow bell pepper',
  土豆: 'potato',
  马铃薯: 'potato',
  红薯: 'sweet potato',
  地瓜: 'sweet potato',
  紫薯: 'sweet potato',
  山药: 'yam',
  芋头: 'taro',
  荔浦芋头: 'taro',
  番茄: 'tomato',
  西红柿: 'tomato',
  圣女果: 'cherry tomato',
  小番茄: 'cherry tomato',
  胡萝卜: 'carrot',
  白萝卜: 'daikon',
  萝卜: 'daikon',
  黄瓜: 'cucumber',
  茄子: 'eggplant',
  冬瓜: 'winter melon',
  南瓜: 'pumpkin',
  西葫芦: 'zucchini',
  苦瓜: 'bitter melon',
  丝瓜: 'luffa',
  玉米: 'sweet corn',
  玉米粒: 'sweet corn',
  甜玉米: 'sweet corn',
  白菜: 'napa cabbage',
  大白菜: 'napa cabbage',
  娃娃菜: 'napa cabbage',
  包菜: 'cabbage',
  卷心菜: 'cabbage',
  圆白菜: 'cabbage',
  紫甘蓝: 'red cabbage',
  青菜: 'bok choy',
  小白菜: 'bok choy',
  上海青: 'bok choy',
  油菜: 'bok choy',
  菠菜: 'spinach',
  菠菜叶: 'spinach',
  生菜: 'lettuce',
  芹菜: 'celery',
  西芹: 'celery',
  香芹: 'celery',
  韭菜: 'garlic chives',
  蒜苗: 'leek',
  蒜苔: 'garlic scapes',
  蒜薹: 'garlic scapes',
  西兰花: 'broccoli',
  花菜: 'cauliflower',
  菜花: 'cauliflower',
  花椰菜: 'cauliflower',
  豆芽: 'mung bean sprouts',
  绿豆芽: 'mung bean sprouts',
  黄豆芽: 'soybean sprouts',
  豆角: 'green beans',
  四季豆: 'green beans',
  豇豆: 'yardlong beans',
  荷兰豆: 'snow peas',
  青豆: 'green peas',
  豌豆: 'green peas',
  毛豆: 'edamame',
  莴笋: 'celtuce',
  莲藕: 'lotus root',
  藕: 'lotus root',
  冬笋: 'bamboo shoots',
  竹笋: 'bamboo shoots',
  笋: 'bamboo shoots',
  芦笋: 'asparagus',
  秋葵: 'okra',
  洋葱头: 'onion',
  蘑菇: 'mushrooms',
  口蘑: 'mushrooms',
  白蘑菇: 'mushrooms',
  香菇: 'shiitake mushrooms',
  鲜香菇: 'shiitake mushrooms',
  干香菇: 'dried shiitake mushrooms',
  金针菇: 'enoki mushrooms',
  杏鲍菇: 'king oyster mushrooms',
  平菇: 'oyster mushrooms',
  木耳: 'cloud ears',
  黑木耳: 'cloud ears',
  干木耳: 'dried cloud ears',
  // meat, poultry, fish, eggs
  猪肉: 'pork',
  瘦肉: 'lean pork',
  猪瘦肉: 'lean pork',
  里脊: 'pork tenderloin',
  猪里脊: 'pork tenderloin',
  里脊肉: 'pork tenderloin',
  五花肉: 'pork belly',
  猪五花肉: 'pork belly',
  带皮五花肉: 'pork belly',
  带皮猪五花肉: 'pork belly',
  猪肉末: 'ground pork',
  肉末: 'ground pork',
  肉馅: 'ground pork',
  猪肉馅: 'ground pork',
  肉沫: 'ground pork',
  排骨: 'pork spareribs',
  猪排骨: 'pork spareribs',
  肋排: 'pork spareribs',
  猪肋排: 'pork spareribs',
  小排: 'pork spareribs',
  猪蹄: 'pig feet',
  猪肝: 'pork liver',
  猪油渣: 'pork cracklings',
  培根: 'bacon',
  培根片: 'bacon',
  火腿: 'ham',
  火腿肠: 'sausage',
  香肠: 'sausage',
  午餐肉: 'luncheon meat',
  牛肉: 'beef',
  牛腩: 'beef brisket',
  牛里脊: 'beef tenderloin',
  牛腱: 'beef shank',
  牛腱子: 'beef shank',
  肥牛: 'beef',
  肥牛卷: 'beef',
  牛肉末: 'ground beef',
  牛肉馅: 'ground beef',
  羊肉: 'lamb',
  羊排: 'lamb chops',
  羊肉卷: 'lamb',
  兔肉: 'rabbit',
  鸭肉: 'duck',
  鸭: 'duck',
  鸡肉: 'chicken',
  鸡: 'chicken',
  鸡胸肉: 'chicken breast',
  鸡胸: 'chicken breast',
  鸡腿: 'chicken leg',
  鸡腿肉: 'chicken thigh',
  鸡翅: 'chicken wings',
  鸡翅中: 'chicken wings',
  鸡中翅: 'chicken wings',
  鸡爪: 'chicken feet',
  鸡架: 'chicken back',
  鸡蛋: 'egg',
  蛋: 'egg',
  无菌鸡蛋: 'egg',
  土鸡蛋: 'egg',
  蛋黄: 'egg yolk',
  熟蛋黄: 'egg yolk',
  蛋清: 'egg white',
  蛋白: 'egg white',
  鸭蛋: 'duck egg',
  咸鸭蛋: 'salted duck egg',
  鹌鹑蛋: 'quail egg',
  皮蛋: 'preserved duck egg',
  鱼: 'fish',
  草鱼: 'grass carp',
  鲤鱼: 'carp',
  鲫鱼: 'crucian carp',
  鲈鱼: 'sea bass',
  巴沙鱼: 'basa fish',
  带鱼: 'hairtail fish',
  三文鱼: 'salmon',
  金枪鱼: 'tuna',
  水浸金枪鱼: 'canned tuna in water',
  鳕鱼: 'cod',
  黑鳕鱼: 'sablefish',
  鱿鱼: 'squid',
  章鱼: 'octopus',
  墨鱼: 'cuttlefish',
  虾: 'shrimp',
  虾仁: 'shrimp',
  大虾: 'shrimp',
  鲜虾: 'shrimp',
  海虾: 'shrimp',
  基围虾: 'shrimp',
  罗氏虾: 'shrimp',
  对虾: 'shrimp',
  明虾: 'shrimp',
  阿根廷红虾: 'shrimp',
  小龙虾: 'crayfish',
  虾皮: 'dried shrimp',
  开洋: 'dried shrimp',
  虾米: 'dried shrimp',
  螃蟹: 'crab',
  肉蟹: 'crab',
  青蟹: 'crab',
  蟹: 'crab',
  生蚝: 'oysters',
  蛤蜊: 'clams',
  花甲: 'clams',
  扇贝: 'scallops',
  蛏子: 'razor clams',
  海参: 'sea cucumber',
  鱼丸: 'fish balls',
  // dairy
  牛奶: 'milk',
  全脂牛奶: 'whole milk',
  纯牛奶: 'milk',
  脱脂牛奶: 'skim milk',
  奶粉: 'dry milk',
  全脂奶粉: 'whole dry milk',
  淡奶油: 'heavy cream',
  奶油: 'heavy cream',
  重奶油: 'heavy cream',
  稀奶油: 'heavy cream',
  动物奶油: 'heavy cream',
  酸奶: 'yogurt',
  原味酸奶: 'plain yogurt',
  炼乳: 'sweetened condensed milk',
  加糖炼乳: 'sweetened condensed milk',
  芝士: 'cheese',
  奶酪: 'cheese',
  芝士片: 'cheese slices',
  马苏里拉: 'mozzarella',
  马苏里拉芝士: 'mozzarella',
  奶油奶酪: 'cream cheese',
  马斯卡彭: 'mascarpone',
  马斯卡彭芝士: 'mascarpone',
  帕玛森芝士: 'parmesan',
  // grains, flours, staples
  大米: 'white rice',
  米: 'white rice',
  米饭: 'cooked white rice',
  白饭: 'cooked white rice',
  白米饭: 'cooked white rice',
  剩米饭: 'cooked white rice',
  糯米: 'glutinous rice',
  小米: 'millet',
  燕麦: 'oats',
  燕麦片: 'rolled oats',
  纯干燕麦片: 'rolled oats',
  面粉: 'wheat flour',
  中筋面粉: 'all-purpose flour',
  普通面粉: 'all-purpose flour',
  低筋面粉: 'cake flour',
  高筋面粉: 'bread flour',
  全麦面粉: 'whole wheat flour',
  糯米粉: 'glutinous rice flour',
  玉米面: 'cornmeal',
  淀粉: 'cornstarch',
  生粉: 'cornstarch',
  玉米淀粉: 'cornstarch',
  土豆淀粉: 'potato starch',
  红薯淀粉: 'sweet potato starch',
  木薯淀粉: 'tapioca starch',
  面条: 'noodles',
  挂面: 'dried noodles',
  鲜面条: 'fresh noodles',
  手擀面: 'fresh noodles',
  // The instant noodle block, as the tables hold it (English 'instant noodles' linked no food).
  方便面: 'ramen noodle soup',
  意大利面: 'spaghetti',
  意面: 'spaghetti',
  米粉: 'rice noodles',
  米线: 'rice noodles',
  粉丝: 'cellophane noodles',
  河粉: 'rice noodles',
  年糕: 'glutinous rice cake',
  面包: 'bread',
  全麦面包: 'whole wheat bread',
  吐司: 'white bread',
  面包片: 'white bread',
  方形吐司片: 'white bread',
  面包糠: 'breadcrumbs',
  饺子皮: 'dumpling wrappers',
  馄饨皮: 'wonton wrappers',
  饺子: 'dumplings',
  // The steamed filled bun (FNDDS 'Bao bun'); the plain steamed bun 馒头 is another food.
  包子: 'bao bun',
  手抓饼: 'paratha',
  饼干: 'biscuits',
  奥利奥: 'chocolate sandwich cookies',
  手指饼干: 'ladyfingers',
  // soy, beans, nuts, seeds
  豆腐: 'tofu',
  老豆腐: 'firm tofu',
  北豆腐: 'firm tofu',
  嫩豆腐: 'silken tofu',
  内酯豆腐: 'silken tofu',
  南豆腐: 'soft tofu',
  豆腐皮: 'tofu skin',
  千张: 'tofu skin',
  腐竹: 'dried tofu skin',
  豆干: 'dried tofu',
  黄豆: 'soybeans',
  绿豆: 'mung beans',
  红豆: 'adzuki beans',
  黑豆: 'black beans',
  鹰嘴豆: 'chickpeas',
  豆豉: 'fermented black beans',
  腐乳: 'fermented tofu',
  南乳: 'red fermented tofu',
  南腐乳: 'red fermented tofu',
  花生: 'peanuts',
  花生米: 'peanuts',
  花生碎: 'peanuts',
  芝麻: 'sesame seeds',
  白芝麻: 'sesame seeds',
  熟白芝麻: 'sesame seeds',
  黑芝麻: 'sesame seeds',
  核桃: 'walnuts',
  去壳核桃: 'walnuts',
  核桃仁: 'walnuts',
  杏仁: 'almonds',
  腰果: 'cashews',
  松子: 'pine nuts',
  松子仁: 'pine nuts',
  熟松子仁: 'pine nuts',
  混合坚果: 'mixed nuts',
  瓜子仁: 'sunflower seeds',
  奇亚籽: 'chia seeds',
  椰浆: 'coconut milk',
  椰奶: 'coconut milk',
  椰丝: 'shredded coconut',
  红枣: 'chinese jujube',
  枸杞: 'goji berries',
  桂圆: 'longan',
  桂圆干: 'dried longan',
  葡萄干: 'raisins',
  莲子: 'lotus seeds',
  // fruit
  柠檬: 'lemon',
  柠檬汁: 'lemon juice',
  青柠: 'lime',
  青柠汁: 'lime juice',
  橙子: 'orange',
  橙汁: 'orange juice',
  苹果: 'apple',
  香蕉: 'banana',
  草莓: 'strawberries',
  芒果: 'mango',
  奇异果: 'kiwifruit',
  猕猴桃: 'kiwifruit',
  葡萄柚: 'grapefruit',
  西柚: 'grapefruit',
  红柚果肉: 'grapefruit',
  菠萝: 'pineapple',
  梨: 'pear',
  雪梨: 'pear',
  桃子: 'peach',
  西瓜: 'watermelon',
  百香果: 'passion fruit',
  山楂: 'hawthorn',
  蓝莓: 'blueberries',
  // drinks and liquids
  水: 'water',
  清水: 'water',
  开水: 'water',
  饮用水: 'water',
  热水: 'water',
  冷水: 'water',
  温水: 'water',
  凉水: 'water',
  凉白开: 'water',
  冰水: 'water',
  纯净水: 'water',
  矿泉水: 'water',
  冰块: 'ice',
  冰: 'ice',
  苏打水: 'club soda',
  气泡水: 'club soda',
  啤酒: 'beer',
  可乐: 'cola',
  可口可乐: 'cola',
  雪碧: 'lemon-lime soda',
  白酒: 'distilled spirits',
  金酒: 'gin',
  伏特加: 'vodka',
  朗姆酒: 'rum',
  白朗姆酒: 'rum',
  金色朗姆酒: 'rum',
  威士忌: 'whiskey',
  白兰地: 'brandy',
  红酒: 'red wine',
  白葡萄酒: 'white wine',
  葡萄酒: 'wine',
  咖啡: 'coffee',
  浓缩咖啡: 'espresso',
  放凉浓缩咖啡: 'espresso',
  红茶: 'black tea',
  绿茶: 'green tea',
  高汤: 'chicken broth',
  鸡汤: 'chicken broth',
  // regional seasonings (translated; the reference may have no such food)
  八角: 'star anise',
  大料: 'star anise',
  花椒: 'sichuan pepper',
  青花椒: 'green sichuan pepper',
  花椒粉: 'ground sichuan pepper',
  花椒碎: 'ground sichuan pepper',
  花椒油: 'sichuan pepper oil',
  藤椒油: 'sichuan pepper oil',
  豆瓣酱: 'chili bean paste',
  郫县豆瓣酱: 'chili bean paste',
  郫县豆瓣: 'chili bean paste',
  红油豆瓣酱: 'chili bean paste',
  五香粉: 'five-spice powder',
  十三香: 'thirteen-spice powder',
  味精: 'monosodium glutamate',
  黄豆酱: 'soybean paste',
  甜面酱: 'sweet bean sauce',
  柱侯酱: 'chu hou sauce',
  陈皮: 'dried tangerine peel',
  印度综合香料粉: 'garam masala',
  老干妈: 'chili crisp',
  泡椒: 'pickled chili pepper',
  野山椒: 'pickled chili pepper',
  酸笋: 'pickled bamboo shoots',
  蒜蓉酱: 'garlic sauce',
  椒盐粉: 'salt and pepper seasoning',
  芥末油: 'mustard oil',
  甘草: 'licorice root',
  当归: 'angelica root',
  草果: 'black cardamom',
  草寇: 'black cardamom',
  白芷: 'angelica dahurica root',
  山奈: 'sand ginger',
  白蔻: 'white cardamom',
  红豆蔻: 'galangal fruit',
  欧芹: 'parsley',
  蟹味菇: 'beech mushrooms',
  螺丝椒: 'green chili pepper',
  菜椒: 'bell pepper',
  葱结: 'green onion',
  姜蒜: 'ginger and garlic',
  水淀粉: 'cornstarch slurry',
  冷饭: 'cooked white rice',
  鳝丝: 'eel',
  鳝鱼: 'eel',
  桂鱼: 'mandarin fish',
  鳜鱼: 'mandarin fish',
  鳊鱼: 'bream',
  翘嘴鱼: 'topmouth culter',
  蛋挞皮: 'tart shells',
  糍粑: 'glutinous rice cake',
  龙舌兰酒: 'tequila',
  白朗姆: 'rum',
  二锅头: 'baijiu',
  方糖: 'sugar',
  黄冰糖: 'sugar',
  赤藓糖醇: 'erythritol',
  牛油果: 'avocado',
  椰子水: 'coconut water',
  椰汁: 'coconut milk',
  菠萝汁: 'pineapple juice',
  咖啡粉: 'instant coffee',
  坚果: 'mixed nuts',
  坚果碎: 'mixed nuts',
  麦片: 'rolled oats',
  饼干屑: 'biscuits',
  乌梅: 'smoked plum',
  干桂花: 'dried osmanthus',
  果酱: 'jam',
  汤力水: 'tonic water',
  蓝橙力娇酒: 'blue curacao',
  甘露咖啡酒: 'coffee liqueur',
  百利甜酒: 'irish cream liqueur',
  爱尔兰百利甜酒: 'irish cream liqueur',
  红石榴糖浆: 'grenadine',
  茉莉绿茶: 'green tea',
  茶叶: 'tea leaves',
  鸡蛋清: 'egg white',
  通心粉: 'macaroni',
  牛排: 'beef steak',
  羊腩: 'lamb',
  酸菜: 'pickled cabbage',
  东北酸菜: 'pickled cabbage',
  梅菜: 'preserved mustard greens',
  紫苏叶: 'perilla leaves',
  粘米粉: 'rice flour',
  大米粉: 'rice flour',
  鸭子: 'duck',
  叉烧酱: 'char siu sauce',
  黑醋: 'black vinegar',
  血肠: 'blood sausage',
  红腐乳: 'red fermented tofu',
  红豆腐乳: 'red fermented tofu',
  腐乳汁: 'red fermented tofu',
  牛蛙: 'frog legs',
  牛蛙肉块: 'frog legs',
  猪通脊肉: 'pork loin',
  通脊: 'pork loin',
  吉士粉: 'custard powder',
  鸡全翅: 'chicken wings',
  手枪腿: 'chicken leg',
  梅头猪肉: 'pork shoulder',
  梅头肉: 'pork shoulder',
  大排: 'pork chop',
  碎牛肉: 'ground beef',
  纯瘦肉: 'lean pork',
  白芸豆: 'white kidney beans',
  豆皮: 'tofu skin',
  带皮羊排: 'lamb chops',
  鸡肝: 'chicken liver',
  生鸡肝: 'chicken liver',
  青芥末: 'wasabi',
  粉条: 'sweet potato noodles',
  土豆干粉条: 'potato starch noodles',
  羊腿: 'lamb leg',
  猪肘: 'pork hock',
  // other
  巧克力: 'chocolate',
  黑巧克力: 'dark chocolate',
  棉花糖: 'marshmallows',
  魔芋粉: 'konjac flour',
  粥: 'congee',
  烤鸭: 'duck, roasted',
  // Roast chicken, the part unsaid: FNDDS's chicken baked, broiled or roasted, not the whole bird
  // with its giblets and neck that the taxonomies' "roast chicken" reaches.
  烤鸡: 'baked chicken',
  // Everyday foods a food diary logs: breakfast and snacks, fruit, vegetables, cuts, eggs as cooked, fish and shellfish, milks, drinks, dishes.
  豆浆: 'soy milk',
  白粥: 'congee',
  蛋炒饭: 'fried rice',
  炒面: 'chow mein',
  馄饨: 'wonton',
  云吞: 'wonton',
  春卷: 'egg roll',
  法棍: 'french bread',
  贝果: 'bagel',
  可颂: 'croissant',
  牛角包: 'croissant',
  曲奇: 'cookie',
  爆米花: 'popcorn',
  冰激凌: 'ice cream',
  雪糕: 'ice cream',
  糖果: 'candy',
  口香糖: 'chewing gum',
  甜甜圈: 'doughnut',
  华夫饼: 'waffle',
  汉堡: 'hamburger',
  汉堡包: 'hamburger',
  披萨: 'pizza',
  热狗: 'hot dog',
  炸鸡: 'fried chicken',
  燕麦粥: 'oatmeal',
  玉米片: 'corn flakes',
  橘子: 'tangerine',
  桔子: 'tangerine',
  柚子: 'pummelo',
  樱桃: 'cherries',
  车厘子: 'cherries',
  李子: 'plum',
  油桃: 'nectarine',
  龙眼: 'longan',
  榴莲: 'durian',
  山竹: 'mangosteen',
  火龙果: 'dragon fruit',
  木瓜: 'papaya',
  石榴: 'pomegranate',
  柿子: 'persimmon',
  无花果: 'figs',
  枇杷: 'loquat',
  杨桃: 'carambola',
  番石榴: 'guava',
  芭乐: 'guava',
  蔓越莓: 'cranberries',
  树莓: 'raspberries',
  覆盆子: 'raspberries',
  桑葚: 'mulberries',
  酪梨: 'avocado',
  柳丁: 'orange',
  茼蒿: 'garland chrysanthemum',
  空心菜: 'swamp cabbage',
  芥兰: 'chinese broccoli',
  油麦菜: 'romaine lettuce',
  苋菜: 'amaranth leaves',
  樱桃萝卜: 'radishes',
  马蹄: 'water chestnuts',
  佛手瓜: 'chayote',
  紫菜: 'seaweed',
  海带: 'seaweed, kelp',
  裙带菜: 'wakame',
  甜菜: 'beets',
  甜菜根: 'beets',
  高丽菜: 'cabbage',
  青花菜: 'broccoli',
  小黄瓜: 'cucumber',
  猪排: 'pork chop',
  牛舌: 'beef tongue',
  煎蛋: 'fried egg',
  煮鸡蛋: 'hard-boiled egg',
  白煮蛋: 'hard-boiled egg',
  炒鸡蛋: 'scrambled eggs',
  炒蛋: 'scrambled eggs',
  青花鱼: 'mackerel',
  鲶鱼: 'catfish',
  罗非鱼: 'tilapia',
  鳟鱼: 'trout',
  比目鱼: 'flounder',
  鳗鱼: 'eel',
  鲍鱼: 'abalone',
  龙虾: 'lobster',
  蚵仔: 'oysters',
  青口: 'mussels',
  贻贝: 'mussels',
  淡菜: 'mussels',
  海蜇: 'jellyfish',
  蟹棒: 'imitation crab',
  蟹柳: 'imitation crab',
  鳀鱼: 'anchovy',
  凤尾鱼: 'anchovy',
  鲔鱼: 'tuna',
  花枝: 'cuttlefish',
  酸牛奶: 'yogurt',
  低脂牛奶: 'lowfat milk',
  脱脂奶: 'skim milk',
  全脂奶: 'whole milk',
  珍珠奶茶: 'bubble tea',
  奶昔: 'milkshake',
  豆奶: 'soy milk',
  杏仁奶: 'almond milk',
  希腊酸奶: 'greek yogurt',
  切达奶酪: 'cheddar cheese',
  优格: 'yogurt',
  优酪乳: 'yogurt',
  乌龙茶: 'oolong tea',
  西瓜汁: 'watermelon juice',
  西红柿汁: 'tomato juice',
  运动饮料: 'sports drink',
  能量饮料: 'energy drink',
  汽水: 'soft drink',
  碳酸饮料: 'soft drink',
  拿铁: 'coffee latte',
  卡布奇诺: 'coffee cappuccino',
  美式咖啡: 'brewed coffee',
  摩卡: 'coffee cafe mocha',
  热巧克力: 'hot chocolate cocoa',
  清酒: 'sake',
  香槟: 'champagne',
  黑咖啡: 'brewed coffee',
  冰咖啡: 'iced coffee',
  锅贴: 'potsticker',
  煎饺: 'potsticker',
  宫保鸡丁: 'kung pao chicken',
  糖醋里脊: 'sweet and sour pork',
  咕噜肉: 'sweet and sour pork',
  酸辣汤: 'hot and sour soup',
  蛋花汤: 'egg drop soup',
  馄饨汤: 'wonton soup',
  叉烧包: 'bao bun',
  糙米: 'brown rice',
  糙米饭: 'cooked brown rice',
  鲜奶: 'milk',
  牛肉干: 'beef jerky',
  肉包: 'bao bun',
  泡菜: 'kimchi',
  巴旦木: 'almonds',
  南瓜子: 'pumpkin seeds',
  亚麻籽: 'flaxseed',
  法式吐司: 'french toast',
  可丽饼: 'crepe',
  司康: 'scone',
  玛芬: 'muffin',
  马芬: 'muffin',
  布朗尼: 'brownie',
  芝士蛋糕: 'cheesecake',
  奶酪蛋糕: 'cheesecake',
  提拉米苏: 'tiramisu',
  泡芙: 'cream puff',
  苏打饼干: 'saltine crackers',
  冰棍: 'ice pop',
  软糖: 'gummy candy',
  鸡胗: 'chicken gizzard',
  牛肚: 'beef tripe',
  毛肚: 'beef tripe',
  牛百叶: 'beef tripe',
  鹅肝: 'foie gras',
  金枪鱼罐头: 'canned tuna',
  蕨菜: 'fiddlehead ferns',
  马齿苋: 'purslane',
  芥菜: 'mustard greens',
  提子: 'grapes',
  青提: 'green grapes',
  红提: 'red grapes',
  脐橙: 'navel orange',
  砂糖橘: 'tangerine',
  水蜜桃: 'peach',
  枣: 'chinese jujube',
  冬枣: 'chinese jujube',
  菠萝蜜: 'jackfruit',
  释迦: 'sugar apple',
  番荔枝: 'sugar apple',
  柿饼: 'dried persimmon',
  杏干: 'dried apricots',
  芒果干: 'dried mango',
  蔓越莓干: 'dried cranberries',
  黑加仑: 'black currants',
  醋栗: 'gooseberries',
  白开水: 'water',
  冰美式: 'iced coffee',
  芬达: 'orange soda',
  冰红茶: 'iced tea',
  蛋白粉: 'protein powder',
  // Traditional (Taiwan, Hong Kong) spellings of everyday words that search does not fold to the simplified ones (text.ts).
  雲吞: 'wonton',
  可頌: 'croissant',
  華夫餅: 'waffle',
  漢堡: 'hamburger',
  漢堡包: 'hamburger',
  披薩: 'pizza',
  車厘子: 'cherries',
  榴槤: 'durian',
  楊桃: 'carambola',
  芭樂: 'guava',
  樹莓: 'raspberries',
  桑椹: 'mulberries',
  莧菜: 'amaranth leaves',
  海帶: 'seaweed, kelp',
  裙帶菜: 'wakame',
  高麗菜: 'cabbage',
  鯰魚: 'catfish',
  羅非魚: 'tilapia',
  鱒魚: 'trout',
  鮑魚: 'abalone',
  貽貝: 'mussels',
  鯷魚: 'anchovy',
  鮪魚: 'tuna',
  切達奶酪: 'cheddar cheese',
  優格: 'yogurt',
  優酪乳: 'yogurt',
  運動飲料: 'sports drink',
  能量飲料: 'energy drink',
  碳酸飲料: 'soft drink',
  拿鐵: 'coffee latte',
  卡布奇諾: 'coffee cappuccino',
  香檳: 'champagne',
  鍋貼: 'potsticker',
  宮保雞丁: 'kung pao chicken',
  咕嚕肉: 'sweet and sour pork',
  獼猴桃: 'kiwifruit',
  義大利麵: 'spaghetti',
  洋芋片: 'potato chips',
  薯條: 'french fries',
  壽司: 'sushi',
  鴿子: 'squab',
  朝鮮薊: 'artichoke',
  蕪菁: 'turnip',
  荸薺: 'water chestnuts',
  鱷梨: 'avocado',
  比薩: 'pizza',
  麵條: 'noodles',
  金針菇: 'enoki mushrooms',
  山藥: 'yam',
  // More everyday foods a Chinese food diary logs that no name reached, with their traditional
  // spellings: buckwheat the grain (荞麦 found soba noodles), white and rye bread, fish by the market
  // names, vegetables, fruit, goat milk, herbal tea, prawn crackers (虾片 found raw shrimp), sweets and
  // pork jerky. Left out: 牛肝 (part of 牛肝菌, the porcini), 蜜瓜 (part of 哈密瓜), 拉面 (hand-pulled
  // noodles, not the tables' ramen), 奶茶, 龙利鱼 (sole or basa), and dishes no table holds.
  荞麦: 'buckwheat',
  蕎麥: 'buckwheat',
  // Buckwheat noodles, the soba the bare grain's name used to reach.
  荞麦面: 'soba noodles',
  蕎麥麵: 'soba noodles',
  白面包: 'white bread',
  白麵包: 'white bread',
  黑麦面包: 'rye bread',
  黑麥麵包: 'rye bread',
  格兰诺拉: 'granola',
  黄鱼: 'croaker',
  黃魚: 'croaker',
  石斑鱼: 'grouper',
  石斑魚: 'grouper',
  多宝鱼: 'turbot',
  多寶魚: 'turbot',
  球芽甘蓝: 'brussels sprouts',
  球芽甘藍: 'brussels sprouts',
  洋蓟: 'artichokes',
  洋薊: 'artichokes',
  玉米笋: 'baby corn',
  玉米筍: 'baby corn',
  香茅: 'lemon grass',
  橄榄: 'olives',
  橄欖: 'olives',
  酸黄瓜: 'pickles',
  酸黃瓜: 'pickles',
  金桔: 'kumquats',
  红毛丹: 'rambutan pulp',
  紅毛丹: 'rambutan pulp',
  羊奶: 'goat milk',
  花草茶: 'herbal tea',
  虾片: 'prawn crackers',
  蝦片: 'prawn crackers',
  太妃糖: 'toffee',
  花生糖: 'peanut brittle',
  猪肉脯: 'pork jerky',
  豬肉脯: 'pork jerky',
  // A second pass: everyday words that found nothing or another food (猪肚 met the pork belly).
  // Left out: 甘蓝 (part of 紫甘蓝, 羽衣甘蓝, 球芽甘蓝), 瓜子 (sunflower or melon seeds), 松饼
  // (pancakes, or muffins), 腰子 (which animal's), 鸡汤 (soup or broth), 全麦饼干 and 威化饼 (not
  // the tables' graham crackers and vanilla wafers); dropped after
  // the check: 棒棒糖 (its English name linked no food; 木耳's 'cloud ears' links none either).
  方便麵: 'ramen noodle soup',
  泡面: 'ramen noodle soup',
  泡麵: 'ramen noodle soup',
  羊角面包: 'croissant',
  羊角麵包: 'croissant',
  荷包蛋: 'fried egg',
  鹌鹑: 'quail',
  鵪鶉: 'quail',
  猪肚: 'pork stomach',
  豬肚: 'pork stomach',
  // A third pass: everyday words that found nothing or another food (沙拉 met a Caesar salad with
  // chicken, 鲜奶油 the half and half), and traditional spellings whose characters search does not
  // fold (開, 鷹, 鵪, 煉, 參, 樂, 槍, 礦, 氣, 軟, 絲). Left out: 蛋糕 ('cake' links a pound cake), 冰棒
  // ('ice pop' links an average of ice creams), 水饺 (as 饺子), 绞肉 (pork, or any meat), 杨梅, 秋刀鱼,
  // 茶叶蛋, 鸡蛋羹, 月饼, 汤圆, 馒头, 油条, 乌冬面, 黑米, 麻婆豆腐 (no table row that food), 奶茶, 布丁,
  // 鬆餅 (two foods), 扁豆 (lentils, or hyacinth beans), 普洱茶.
  柳橙: 'orange',
  柳橙汁: 'orange juice',
  紅蘿蔔: 'carrot',
  红萝卜: 'carrot',
  包心菜: 'cabbage',
  开心果: 'pistachio nuts',
  開心果: 'pistachio nuts',
  鷹嘴豆: 'chickpeas',
  葵花子: 'sunflower seeds',
  亞麻籽: 'flaxseed',
  金槍魚: 'tuna',
  吳郭魚: 'tilapia',
  海參: 'sea cucumber',
  猪脚: 'pork feet',
  豬腳: 'pork feet',
  牛肉丸: 'beef meatballs, cooked',
  鵪鶉蛋: 'quail egg',
  煉乳: 'sweetened condensed milk',
  馬蘇里拉: 'mozzarella cheese',
  希臘優格: 'greek yogurt',
  濃縮咖啡: 'coffee espresso',
  可樂: 'cola',
  氣泡水: 'club soda',
  礦泉水: 'bottled water',
  朱古力: 'chocolate',
  起司蛋糕: 'cheesecake',
  軟糖: 'gummy candy',
  格子鬆餅: 'waffle',
  麦芬: 'muffin',
  瑪芬: 'muffin',
  粉絲: 'cellophane noodles',
  冬粉: 'cellophane noodles',
  稀饭: 'congee',
  稀飯: 'congee',
  沙拉: 'green salad',
  色拉: 'green salad',
  咖喱鸡: 'chicken curry',
  咖哩雞: 'chicken curry',
  味噌汤: 'miso soup',
  味噌湯: 'miso soup',
  罗宋汤: 'borscht soup',
  羅宋湯: 'borscht soup',
  油豆腐: 'fried tofu',
  雞塊: 'chicken nuggets',
  鲜奶油: 'heavy cream',
  鮮奶油: 'heavy cream',
  // A fourth pass: short and everyday forms of foods the lexicon names (五花, 培根肉, 鸡翅膀 the raw
  // wing, 凤爪 the chicken feet of dim sum, 全麦吐司 and 白吐司, 牛角面包, 炸薯条), the hot dog
  // sausage, pork jerky in both spellings, 果昔 the smoothie. Left out: 里肌 (loin: 'pork loin' reaches
  // the tenderloin), 鸡排 and 盐酥鸡 (no row that fried cutlet), 鸡米花 (popcorn chicken, not the
  // nuggets), 冰沙 (a slush, or a smoothie), 卤蛋, 烧酒, 薏米, 银耳 and the dim sum and Taiwanese dishes
  // no row holds.
  五花: 'pork belly',
  培根肉: 'bacon',
  鸡翅膀: 'raw chicken wing',
  凤爪: 'chicken feet',
  鳳爪: 'chicken feet',
  全麦吐司: 'whole wheat bread',
  白吐司: 'white bread',
  牛角面包: 'croissant',
  炸薯条: 'french fries',
  热狗肠: 'frankfurter',
  猪肉干: 'pork jerky',
  豬肉乾: 'pork jerky',
  果昔: 'smoothie',
};

/** Processing words removed from a name before a second lookup ("蒜末" minced garlic → 蒜). */
const SUFFIXES = [
  '的用量为',
  '用量为',
  '的用量',
  '的数量',
  '用量',
  '数量',
  '总量',
  '量',
  '末',
  '碎',
  '丝',
  '段',
  '丁',
  '粒',
  '泥',
  '蓉',
  '花',
  '片',
  '块',
  '条',
  '汁',
  '粉',
  '叶',
  '头',
  '部分',
];
/** 干 (dried) is not here: dried chilies, mushrooms and fruit are other foods (listed explicitly). */
const PREFIXES = ['新鲜', '鲜', '去皮', '去壳', '冷冻', '速冻', '熟', '生', '嫩', '老', '大', '小', '中', '整', '切好的', '泡发好的', '泡发'];

/** Suffixes that change the food ("姜汁" is still ginger, "辣椒粉" is not chili pepper): only kept when the base is listed. */
const FOOD_CHANGING = new Set(['粉', '汁']);

/** English lookup name for a Chinese ingredient name, or null when the lexicon has none. */
export function lookupZhIngredient(name: string): { english: string; matched: string } | null {
  const base = name
    .replace(/[（(].*?[）)]/g, '')
    .replace(/\s+/g, '')
    .replace(/[的]$/, '');
  const seen = new Set<string>();
  const queue = [base];
  while (queue.length) {
    const n = queue.shift()!;
    if (!n || seen.has(n)) continue;
    seen.add(n);
    const hit = ZH_LEXICON[n];
    if (hit) return { english: hit, matched: n };
    for (const s of SUFFIXES) if (n.length > s.length && n.endsWith(s) && !FOOD_CHANGING.has(s)) queue.push(n.slice(0, -s.length));
    for (const p of PREFIXES) if (n.length > p.length && n.startsWith(p)) queue.push(n.slice(p.length));
  }
  // "料酒、朗姆酒或啤酒", "酱油（或生抽）", "小葱/大葱": the first listed choice.
  const first = base.split(/[、/或]/)[0];
  if (first && first !== base) return lookupZhIngredient(first);
  return null;
}

// ---------------------------------------------------------------- line parsing

/** Chinese unit → canonical unit of the unit table (src/domain/language/units.ts), including 市斤 jin and 两 liang. */
const ZH_UNITS: Record<string, string> = {
  g: 'g',
  克: 'g',
  kg: 'kg',
  千克: 'kg',
  公斤: 'kg',
  斤: 'jin',
  两: 'liang',
  mg: 'mg',
  毫克: 'mg',
  ml: 'ml',
  毫升: 'ml',
  l: 'l',
  升: 'l',
  cl: 'cl',
  汤匙: 'tbsp',
  大勺: 'tbsp',
  大匙: 'tbsp',
  勺: 'tbsp',
  汤勺: 'tbsp',
  tbsp: 'tbsp',
  茶匙: 'tsp',
  小勺: 'tsp',
  小匙: 'tsp',
  tsp: 'tsp',
  杯: 'cup',
  cup: 'cup',
  碗: 'bowl',
  个: 'piece',
  只: 'piece',
  颗: 'piece',
  粒: 'piece',
  枚: 'piece',
  条: 'piece',
  根: 'piece',
  块: 'piece',
  张: 'piece',
  朵: 'piece',
  棵: 'piece',
  头: 'head',
  尾: 'piece',
  瓣: 'clove',
  片: 'slice',
  段: 'piece',
  把: 'bunch',
  撮: 'pinch',
  滴: 'drop',
  小把: 'bunch',
  袋: 'package',
  包: 'package',
  盒: 'package',
  罐: 'can',
  瓶: 'bottle',
  听: 'can',
};

/** The English parser's line shape (with `stated_grams` for "1 只（大约 300g）"), plus what Chinese recipes state besides. */
export interface ZhParsedLine extends ParsedIngredientLine {
  /** True when the line's amount is per portion ("* 份数"). */
  per_portion: boolean;
}

const ZH_NUM_CHARS = '一二两三四五六七八九十半';
const NUM = String.raw`(?:\d+(?:\.\d+)?(?:\s*[½¼¾⅓⅔⅛])?|[½¼¾⅓⅔⅛]|\d+\/\d+|[一二两三四五六七八九十]+(?:分之[一二三四五六七八九])?|小半|大半|半)`;
const UNIT_RE = Object.keys(ZH_UNITS)
  .sort((a, b) => b.length - a.length)
  .map(escapeRegExp)
  .join('|');
const AMOUNT = new RegExp(
  String.raw`^(?:约莫|大约|约|大概|差不多)?\s*(${NUM})\s*(?:(?:[-~～至到]|\s*到\s*)\s*(?:约)?\s*(${NUM}))?\s*(${UNIT_RE})?(?![a-zA-Z])`,
  'i',
);
const VAGUE = /适量|少许|少量|若干|一些|一点|个人口味|依口味|按口味|根据口味|随意|酌情|按需|可选量|看个人|足够/;

function zhNum(s: string): number | null {
  const t = s.replace(/\s+/g, '');
  if (t === '半') return 0.5;
  if (t === '小半') return 0.3;
  if (t === '大半') return 0.7;
  const frac = /^([一二三四五六七八九十]+)分之([一二三四五六七八九])$/.exec(t);
  if (frac) {
    const d = zhInt(frac[1]!);
    const n = zhInt(frac[2]!);
    return d && n ? n / d : null;
  }
  const v = /^(\d+(?:\.\d+)?)?([½¼¾⅓⅔⅛])?$/.exec(t);
  if (v && (v[1] || v[2])) return (v[1] ? Number(v[1]) : 0) + (v[2] ? fractionValue(v[2])! : 0);
  const f = /^(\d+)\/(\d+)$/.exec(t);
  if (f) return Number(f[2]) ? Number(f[1]) / Number(f[2]) : null;
  return zhInt(t);
}

function zhInt(t: string): number | null {
  const D: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };
  const m = /^([一二两三四五六七八九])?(十)?([一二三四五六七八九])?$/.exec(t);
  if (!m || (!m[1] && !m[2])) return null;
  if (!m[2]) return m[3] ? null : D[m[1]!]!;
  return (m[1] ? D[m[1]]! : 1) * 10 + (m[3] ? D[m[3]]! : 0);
}

const clean = (s: string) =>
  s
    .replace(/[*`]/g, '')
    .replace(/\p{Extended_Pictographic}\uFE0F?/gu, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Splits a HowToCook ingredient entry into lines and a group name ("**面团**\n- 面粉 2½ cup"). */
export function splitZhEntry(entry: string): { group: string | null; lines: string[] } {
  const parts = entry
    .split('\n')
    .map((l) => l.replace(/^\s*[-*+]\s+/, '').trim())
    .filter(Boolean);
  if (parts.length > 1 && !/\d/.test(parts[0]!.replace(/[*`]/g, ''))) {
    return { group: clean(parts[0]!).replace(/[:：]$/, '') || null, lines: parts.slice(1) };
  }
  return { group: null, lines: parts };
}

/** True for lines that are labels, not ingredients ("草莓糖浆:", "1 汤匙 = 15ml"). */
export function isZhLabelLine(line: string): boolean {
  const s = clean(line);
  if (/^[^\d]{1,20}[:：]$/.test(s)) return true;
  if (/^1\s*(?:汤匙|茶匙|勺|杯)\s*=\s*\d/.test(s)) return true;
  return false;
}

function parseAmount(text: string): { q: number | null; qmax: number | null; unitText: string | null; rest: string } | null {
  const m = AMOUNT.exec(text.trim());
  if (!m) return null;
  const q = zhNum(m[1]!);
  const qmax = m[2] ? zhNum(m[2]) : null;
  return { q, qmax: qmax !== null && q !== null && qmax > q ? qmax : null, unitText: m[3] ?? null, rest: text.trim().slice(m[0].length) };
}

/** Parses one HowToCook ingredient line into the parser's shape (quantities as recorded). */
export function parseZhIngredientLine(line: string): ZhParsedLine {
  const input = line;
  let s = clean(line);
  const perPortion = /份数/.test(s);
  s = s.replace(/\s*[*xX×]\s*份数/g, '').replace(/份数\s*[*xX×]\s*/g, '');
  const cells = readCellsAndBrackets(s);
  s = cells.s;
  const { notes, bracketAmounts } = cells;
  let stated = cells.stated;

  const split = splitNameAndAmount(s);
  const name = split.name;
  let amountText = split.amountText;
  if (split.commaNote !== null) notes.unshift(split.commaNote);
  // Only the amount in brackets: "白糖(24g)", "食用油 (15ml)".
  if (!amountText && bracketAmounts.length) amountText = bracketAmounts[0]!;

  // "0.6 x 5 = 3g": the stated result.
  if (/=/.test(amountText)) amountText = amountText.slice(amountText.lastIndexOf('=') + 1).trim();
  const alternatives: string[] = [];
  const parsed = parseAmount(amountText);
  // Formulas over another quantity ("兔肉斤数 * 2 克", "要烙饼的张数 * 10ml") depend on the cook's choice.
  const formula = /斤数|张数|人数|个数|块数|\/人|每人/.test(amountText) || /^[^\d]*[*×]/.test(amountText);
  let multiplier = 1;
  let dependsOnChoice = false;
  if (parsed?.rest) {
    // "6ml * 2 人" multiplies; "2 只 * 老豆腐块数" depends on another amount.
    const times = /^\s*[*xX×]\s*(\d+(?:\.\d+)?)?/.exec(parsed.rest);
    if (times) {
      if (times[1]) multiplier = Number(times[1]);
      else dependsOnChoice = true;
    }
    const more = /^\s*(?:[/或]|或者)\s*(.+)$/.exec(parsed.rest);
    if (more) alternatives.push(more[1]!.trim());
    const gramsAfter = /^[\s，,;；]*[（(]?\s*(?:约|大约|去壳后约)?\s*(\d+(?:\.\d+)?)\s*(?:g|克)(?![a-z])/i.exec(parsed.rest);
    if (gramsAfter && stated === null) stated = Number(gramsAfter[1]);
    const restNote = parsed.rest.replace(/^[\s，,。；;]+/, '').trim();
    if (restNote && !more) notes.push(restNote);
  }
  const vague = VAGUE.test(amountText) || (!parsed && VAGUE.test(s));
  let unitText = parsed?.unitText ?? null;
  let unit = unitText ? (ZH_UNITS[unitText.toLowerCase()] ?? null) : null;
  let quantity = parsed?.q !== null && parsed?.q !== undefined ? parsed.q * multiplier : null;
  let quantityMax = parsed?.qmax !== null && parsed?.qmax !== undefined ? parsed.qmax * multiplier : null;
  if (formula || vague || !parsed || dependsOnChoice) {
    quantity = null;
    quantityMax = null;
  }
  if (quantity === null) {
    unit = unitText ? unit : null;
  }
  const known = quantity !== null;
  if (!known) {
    unitText = unitText ?? null;
  }
  let confidence = known ? (unit ? 0.9 : 0.6) : 0.3;
  if (!name) confidence = 0.1;
  return {
    input,
    quantity,
    quantity_max: known ? quantityMax : null,
    unit: known ? unit : null,
    unit_text: known ? unitText : null,
    name,
    preparation: notes.length ? notes.join('；') : null,
    size: null,
    package: null,
    alternatives,
    quantity_known: known,
    confidence,
    stated_grams: stated,
    per_portion: perPortion,
  };
}

/**
 * A table row's first columns ("蒜 | 6 | 粒"), and notes in brackets: kept as notes, grams stated
 * there remembered, amounts there kept in case the line has no other.
 */
function readCellsAndBrackets(s: string): { s: string; notes: string[]; stated: number | null; bracketAmounts: string[] } {
  // Table rows: "蒜 | 6 | 粒", "**鸡蛋** | 1 个 | 3 个 | 5 个" (first column kept).
  if (s.includes('|')) {
    const cells = s
      .split('|')
      .map((c) => c.trim())
      .filter(Boolean);
    const unitOnly = cells[2] && ZH_UNITS[cells[2].toLowerCase()] ? cells[2] : '';
    s = `${cells[0] ?? ''} ${cells[1] ?? ''}${unitOnly}`;
  }
  // Notes in brackets: kept as preparation; grams stated there are remembered.
  const notes: string[] = [];
  let stated: number | null = null;
  const bracketAmounts: string[] = [];
  s = s.replace(/[（(]([^（）()]*)[）)]/g, (_all, note: string) => {
    if (AMOUNT.test(note.trim()) && /^\s*(?:约|大约)?\s*[\d½¼¾]/.test(note)) bracketAmounts.push(note.trim());
    const g = /(?:约|大约|大概)?\s*(\d+(?:\.\d+)?)\s*(?:g|克)(?![a-z])/i.exec(note);
    if (g && stated === null) stated = Number(g[1]);
    if (note.trim()) notes.push(note.trim());
    return ' ';
  });
  s = s.replace(/\s+/g, ' ').trim();

  return { s, notes, stated, bracketAmounts };
}

/** Name and amount: "名 = 量", "名：量", "名的用量为 量", "名 量", "名一根", "125ml 淡奶油"; a phrase after a comma is a note. */
function splitNameAndAmount(s: string): { name: string; amountText: string; commaNote: string | null } {
  // Name and amount: "名 = 量", "名：量", "名的用量为 量", "名 量", "名一根".
  let name = s;
  let amountText = '';
  const sep = /^(.+?)\s*(?:的用量为|用量为|的用量|的数量\s*=|数量\s*=|总量\s*=|量\s*=|=|：|:)\s*(.*)$/.exec(s);
  const lead = new RegExp(String.raw`^((?:约|大约)?\s*${NUM}\s*(?:${UNIT_RE}))\s*(\S.*)$`, 'i').exec(s);
  if (sep && !/^\d/.test(sep[1]!)) {
    name = sep[1]!;
    amountText = sep[2]!;
  } else if (lead && /^[\p{Script=Han}a-zA-Z]/u.test(lead[2]!)) {
    // Amount first: "125ml 淡奶油", "3 个鸡蛋", "1 盒内脂豆腐".
    name = lead[2]!;
    amountText = lead[1]!;
  } else {
    const at = s.search(new RegExp(String.raw`\s|\d|[½¼¾⅓⅔⅛]|(?:约|大约)?(?:[${ZH_NUM_CHARS}]+|小半|大半)\s*(?:${UNIT_RE})`));
    if (at > 0) {
      name = s.slice(0, at);
      amountText = s.slice(at);
    }
  }
  // "青葱，葱绿" / "排骨，用猪骨也替代也可": the name is the first phrase, the rest is a note.
  const comma = name.split(/[，,]/);
  let commaNote: string | null = null;
  if (comma.length > 1) {
    name = comma[0]!;
    commaNote = comma.slice(1).join('，').trim();
  }
  name = name.replace(/[，,。.、：:]+$/, '').trim();
  amountText = amountText
    .replace(/^[\s：:，,]+/, '')
    .replace(/[。.]$/, '')
    .trim();
  return { name, amountText, commaNote };
}
