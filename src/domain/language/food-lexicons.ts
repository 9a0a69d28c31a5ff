/**
 * Everyday food names in Japanese, Korean, Vietnamese, Thai, Indonesian, Greek and Persian → the
 * English name a search for the same food uses (maintained by hand; the Open Food Facts taxonomies
 * name few foods in these languages: no "ご飯", "계란", "양파", "thịt bò", "หมู", "daging sapi",
 * "ντομάτα" or "گوشت گاو").
 *
 * Review rules (as for the Chinese lexicon, zh-ingredients.ts):
 * - An entry names the same food in plain English (계란 → "egg", ご飯 → "cooked white rice").
 * - A food without an English equivalent is translated faithfully (된장 → "soybean paste", not
 *   "miso"), or left out: a name whose English finds no food links to none (corpus/taxonomy-names.ts).
 * - A word with two food senses is left out or written in the script that has one (かき is oyster
 *   and persimmon: 牡蠣 and 柿 only; Vietnamese "bơ" is butter and avocado, "chè" tea and a dessert).
 * - A kanji word that means another food in Chinese is written in kana only (人参 is carrot in
 *   Japanese, ginseng in Chinese; 餅 mochi, a flat cake).
 * - Katakana and hiragana spellings of a word are one entry: search folds katakana to hiragana.
 */

/** Japanese name → English name. */
export const JA_LEXICON: Record<string, string> = {
  // grains, bread, noodles
  ご飯: 'cooked white rice', ごはん: 'cooked white rice', 白米: 'white rice', 白ご飯: 'cooked white rice', お米: 'rice', 玄米: 'brown rice',
  パン: 'bread', 食パン: 'white bread', そば: 'soba noodles', 蕎麦: 'soba noodles', そうめん: 'somen noodles', 素麺: 'somen noodles', ラーメン: 'ramen',
  麺: 'noodles', パスタ: 'pasta', スパゲッティ: 'spaghetti', 小麦粉: 'flour', オートミール: 'oatmeal', せんべい: 'rice crackers', 煎餅: 'rice crackers',
  もち: 'rice cake',
  // eggs, dairy, soy
  卵: 'egg', たまご: 'egg', 玉子: 'egg', 鶏卵: 'egg', 牛乳: 'milk', ミルク: 'milk', 豆乳: 'soy milk', ヨーグルト: 'yogurt', チーズ: 'cheese', バター: 'butter',
  豆腐: 'tofu', とうふ: 'tofu', 納豆: 'natto', なっとう: 'natto', 味噌: 'miso', みそ: 'miso', 味噌汁: 'miso soup', みそ汁: 'miso soup', 枝豆: 'edamame',
  えだまめ: 'edamame', 大豆: 'soybeans',
  // meat and fish
  鶏肉: 'chicken meat', とり肉: 'chicken meat', 鳥肉: 'chicken meat', 牛肉: 'beef', 豚肉: 'pork', ハム: 'ham', ベーコン: 'bacon', ソーセージ: 'sausage', 魚: 'fish',
  鮭: 'salmon', さけ: 'salmon', サーモン: 'salmon', 鮪: 'tuna', まぐろ: 'tuna', ツナ: 'tuna', 鯖: 'mackerel', さば: 'mackerel', 鰯: 'sardine', いわし: 'sardine',
  鱈: 'cod', たら: 'cod', 鰻: 'eel', うなぎ: 'eel', 海老: 'shrimp', えび: 'shrimp', いか: 'squid', 烏賊: 'squid', たこ: 'octopus', 蛸: 'octopus', 蟹: 'crab',
  かに: 'crab', 牡蠣: 'oyster', あさり: 'clam', 海苔: 'seaweed', のり: 'seaweed', わかめ: 'wakame', 昆布: 'kelp', こんぶ: 'kelp', 刺身: 'sashimi',
  // vegetables
  じゃがいも: 'potato', 馬鈴薯: 'potato', さつまいも: 'sweet potato', 薩摩芋: 'sweet potato', 玉ねぎ: 'onion', たまねぎ: 'onion', 玉葱: 'onion',
  ねぎ: 'green onion', 長ねぎ: 'green onion', 葱: 'green onion', にんじん: 'carrot', 大根: 'daikon', だいこん: 'daikon', キャベツ: 'cabbage',
  白菜: 'napa cabbage', はくさい: 'napa cabbage', ほうれん草: 'spinach', ほうれんそう: 'spinach', きゅうり: 'cucumber', 胡瓜: 'cucumber', トマト: 'tomato',
  なす: 'eggplant', 茄子: 'eggplant', ピーマン: 'green bell pepper', かぼちゃ: 'pumpkin', 南瓜: 'pumpkin', ごぼう: 'burdock root', 牛蒡: 'burdock root',
  れんこん: 'lotus root', 蓮根: 'lotus root', もやし: 'bean sprouts', しいたけ: 'shiitake mushroom', 椎茸: 'shiitake mushroom', きのこ: 'mushroom',
  ブロッコリー: 'broccoli', レタス: 'lettuce', とうもろこし: 'corn', しょうが: 'ginger', 生姜: 'ginger', にんにく: 'garlic',
  アボカド: 'avocado', セロリ: 'celery', アスパラガス: 'asparagus',
  // fruit
  りんご: 'apple', 林檎: 'apple', バナナ: 'banana', みかん: 'tangerine', 蜜柑: 'tangerine', オレンジ: 'orange', いちご: 'strawberry', 苺: 'strawberry',
  ぶどう: 'grapes', 葡萄: 'grapes', もも: 'peach', 桃: 'peach', なし: 'pear', 梨: 'pear', すいか: 'watermelon', 西瓜: 'watermelon', メロン: 'melon', 柿: 'persimmon',
  レモン: 'lemon', パイナップル: 'pineapple', キウイ: 'kiwi', マンゴー: 'mango', さくらんぼ: 'cherries', ブルーベリー: 'blueberries', グレープフルーツ: 'grapefruit',
  // seasonings, fats, sweets, snacks
  醤油: 'soy sauce', しょうゆ: 'soy sauce', 砂糖: 'sugar', 塩: 'salt', 酢: 'vinegar', 胡椒: 'black pepper', こしょう: 'black pepper', マヨネーズ: 'mayonnaise',
  ケチャップ: 'ketchup', はちみつ: 'honey', 蜂蜜: 'honey', ジャム: 'jam', ごま: 'sesame seeds', 胡麻: 'sesame seeds', ごま油: 'sesame oil',
  オリーブオイル: 'olive oil', サラダ油: 'vegetable oil', チョコレート: 'chocolate', アイスクリーム: 'ice cream', ケーキ: 'cake', クッキー: 'cookie',
  ポテトチップス: 'potato chips', ピーナッツ: 'peanuts', 落花生: 'peanuts', アーモンド: 'almonds', くるみ: 'walnuts', 胡桃: 'walnuts', 餃子: 'dumpling',
  ぎょうざ: 'dumpling', 寿司: 'sushi', すし: 'sushi', 鮨: 'sushi', 天ぷら: 'tempura',
  // drinks
  水: 'water', お茶: 'tea', 緑茶: 'green tea', 紅茶: 'black tea', コーヒー: 'coffee', ビール: 'beer', ワイン: 'wine', 日本酒: 'sake',
  オレンジジュース: 'orange juice', りんごジュース: 'apple juice',
};

/** Korean name → English name. */
export const KO_LEXICON: Record<string, string> = {
  // grains, bread, noodles
  밥: 'cooked white rice', 쌀밥: 'cooked white rice', 흰밥: 'cooked white rice', 흰쌀밥: 'cooked white rice', 현미: 'brown rice', 현미밥: 'brown rice',
  빵: 'bread', 식빵: 'white bread', 국수: 'noodles', 라면: 'ramen', 파스타: 'pasta', 스파게티: 'spaghetti', 밀가루: 'flour', 오트밀: 'oatmeal', 떡: 'rice cake',
  // eggs, dairy, soy
  계란: 'egg', 달걀: 'egg', 우유: 'milk', 두유: 'soy milk', 요구르트: 'yogurt', 요거트: 'yogurt', 치즈: 'cheese', 버터: 'butter', 두부: 'tofu',
  된장: 'soybean paste',
  // meat and fish
  닭고기: 'chicken meat', 소고기: 'beef', 쇠고기: 'beef', 돼지고기: 'pork', 삼겹살: 'pork belly', 햄: 'ham', 베이컨: 'bacon', 소시지: 'sausage', 생선: 'fish',
  연어: 'salmon', 참치: 'tuna', 고등어: 'mackerel', 새우: 'shrimp', 오징어: 'squid', 문어: 'octopus', 게: 'crab', 굴: 'oyster', 조개: 'clam', 멸치: 'anchovy',
  김: 'seaweed', 미역: 'wakame', 다시마: 'kelp', 장어: 'eel', 대구: 'cod',
  // vegetables
  감자: 'potato', 고구마: 'sweet potato', 양파: 'onion', 파: 'green onion', 대파: 'green onion', 쪽파: 'green onion', 당근: 'carrot', 무: 'daikon',
  배추: 'napa cabbage', 양배추: 'cabbage', 시금치: 'spinach', 오이: 'cucumber', 토마토: 'tomato', 가지: 'eggplant', 피망: 'green bell pepper',
  고추: 'hot chili pepper', 호박: 'pumpkin', 애호박: 'zucchini', 숙주: 'bean sprouts', 숙주나물: 'bean sprouts', 버섯: 'mushroom', 표고버섯: 'shiitake mushroom',
  브로콜리: 'broccoli', 상추: 'lettuce', 옥수수: 'corn', 마늘: 'garlic', 생강: 'ginger', 아보카도: 'avocado', 셀러리: 'celery', 연근: 'lotus root', 우엉: 'burdock root',
  // fruit
  사과: 'apple', 바나나: 'banana', 귤: 'tangerine', 오렌지: 'orange', 딸기: 'strawberry', 포도: 'grapes', 복숭아: 'peach', 배: 'pear', 수박: 'watermelon',
  멜론: 'melon', 감: 'persimmon', 레몬: 'lemon', 파인애플: 'pineapple', 키위: 'kiwi', 망고: 'mango', 체리: 'cherries', 블루베리: 'blueberries', 자몽: 'grapefruit',
  // seasonings, fats, sweets, snacks
  간장: 'soy sauce', 설탕: 'sugar', 소금: 'salt', 식초: 'vinegar', 후추: 'black pepper', 참기름: 'sesame oil', 식용유: 'vegetable oil', 올리브유: 'olive oil',
  꿀: 'honey', 잼: 'jam', 마요네즈: 'mayonnaise', 케첩: 'ketchup', 참깨: 'sesame seeds', 깨: 'sesame seeds', 초콜릿: 'chocolate', 아이스크림: 'ice cream',
  케이크: 'cake', 쿠키: 'cookie', 감자칩: 'potato chips', 땅콩: 'peanuts', 아몬드: 'almonds', 호두: 'walnuts', 만두: 'dumpling', 비빔밥: 'bibimbap',
  // drinks
  물: 'water', 차: 'tea', 녹차: 'green tea', 홍차: 'black tea', 커피: 'coffee', 맥주: 'beer', 와인: 'wine', 오렌지주스: 'orange juice', 사과주스: 'apple juice',
};

/** Vietnamese name → English name (written with its diacritics; search folds them for queries typed without). */
export const VI_LEXICON: Record<string, string> = {
  // grains, bread, noodles
  cơm: 'cooked white rice', 'cơm trắng': 'cooked white rice', 'gạo nếp': 'glutinous rice', 'xôi': 'sticky rice', bún: 'rice noodles',
  'bánh phở': 'rice noodles', mì: 'noodles', 'mì ý': 'spaghetti', 'bột mì': 'flour', 'yến mạch': 'oatmeal',
  // eggs, dairy, soy
  'trứng gà': 'chicken egg', 'trứng vịt': 'duck egg', 'sữa chua': 'yogurt', 'sữa đậu nành': 'soy milk', 'phô mai': 'cheese', 'đậu hũ': 'tofu',
  // meat and fish
  'thịt bò': 'beef', 'thịt lợn': 'pork', 'thịt heo': 'pork', 'thịt gà': 'chicken meat', gà: 'chicken meat', 'thịt vịt': 'duck', vịt: 'duck',
  'thịt cừu': 'lamb', 'cá hồi': 'salmon', 'cá ngừ': 'tuna', 'cá thu': 'mackerel', cua: 'crab', mực: 'squid', nghêu: 'clam', hàu: 'oyster',
  'xúc xích': 'sausage', 'giăm bông': 'ham',
  // vegetables
  'khoai tây': 'potato', 'khoai lang': 'sweet potato', 'hành lá': 'green onion', gừng: 'ginger', 'cà rốt': 'carrot', 'cà chua': 'tomato',
  'dưa chuột': 'cucumber', 'dưa leo': 'cucumber', 'bắp cải': 'cabbage', 'cải thảo': 'napa cabbage', 'rau bina': 'spinach', 'cải bó xôi': 'spinach',
  nấm: 'mushroom', ớt: 'hot chili pepper', 'ớt chuông': 'bell pepper', 'bí đỏ': 'pumpkin', 'bí ngòi': 'zucchini', 'cà tím': 'eggplant',
  'giá đỗ': 'bean sprouts', ngô: 'corn', bắp: 'corn', 'đậu xanh': 'mung beans', 'đậu phộng': 'peanuts', lạc: 'peanuts', 'súp lơ xanh': 'broccoli',
  'xà lách': 'lettuce',
  // fruit
  táo: 'apple', cam: 'orange', xoài: 'mango', dứa: 'pineapple', 'dưa hấu': 'watermelon', nho: 'grapes', 'dâu tây': 'strawberry', 'đu đủ': 'papaya',
  dừa: 'coconut', lê: 'pear', đào: 'peach', vải: 'lychee', nhãn: 'longan', mít: 'jackfruit', 'thanh long': 'dragon fruit', ổi: 'guava',
  // seasonings, fats, sweets
  đường: 'sugar', muối: 'salt', tiêu: 'black pepper', 'nước mắm': 'fish sauce', 'nước tương': 'soy sauce', 'xì dầu': 'soy sauce',
  'dầu ăn': 'vegetable oil', 'dầu ô liu': 'olive oil', 'mật ong': 'honey', giấm: 'vinegar', 'sô cô la': 'chocolate', kem: 'ice cream',
  'bánh quy': 'cookie',
  // drinks
  nước: 'water', trà: 'tea', 'trà xanh': 'green tea', 'cà phê': 'coffee', bia: 'beer', 'rượu vang': 'wine', 'nước cam': 'orange juice',
};

/** Thai name → English name. */
export const TH_LEXICON: Record<string, string> = {
  // grains, bread, noodles
  ข้าวสวย: 'cooked white rice', ข้าวเหนียว: 'sticky rice', ข้าวกล้อง: 'brown rice', ข้าวผัด: 'fried rice', ก๋วยเตี๋ยว: 'rice noodles', บะหมี่: 'egg noodles',
  ขนมปัง: 'bread',
  // meat, fish, eggs
  หมู: 'pork', เนื้อหมู: 'pork', เนื้อวัว: 'beef', เนื้อไก่: 'chicken meat', เป็ด: 'duck', กุ้ง: 'shrimp', ปู: 'crab', ปลาหมึก: 'squid', หอยนางรม: 'oyster',
  ปลาแซลมอน: 'salmon', ปลาทูน่า: 'tuna', ไข่ไก่: 'chicken egg', ไข่เป็ด: 'duck egg', ไส้กรอก: 'sausage', แฮม: 'ham', เบคอน: 'bacon',
  // vegetables
  มันฝรั่ง: 'potato', มันเทศ: 'sweet potato', หัวหอม: 'onion', หอมใหญ่: 'onion', ต้นหอม: 'green onion', ขิง: 'ginger', แครอท: 'carrot',
  กะหล่ำปลี: 'cabbage', ผักกาดขาว: 'napa cabbage', แตงกวา: 'cucumber', มะเขือยาว: 'eggplant', พริก: 'hot chili pepper', ฟักทอง: 'pumpkin',
  ข้าวโพด: 'corn', ถั่วงอก: 'bean sprouts', เห็ด: 'mushroom', บรอกโคลี: 'broccoli', ผักกาดหอม: 'lettuce', ผักโขม: 'spinach', ถั่วลิสง: 'peanuts',
  ถั่วเขียว: 'mung beans', ถั่วเหลือง: 'soybeans',
  // fruit
  มะม่วง: 'mango', มะพร้าว: 'coconut', สับปะรด: 'pineapple', แตงโม: 'watermelon', มะละกอ: 'papaya', ส้ม: 'orange', แอปเปิ้ล: 'apple', องุ่น: 'grapes',
  สตรอว์เบอร์รี: 'strawberry', ลิ้นจี่: 'lychee', ลำไย: 'longan', ขนุน: 'jackfruit', ฝรั่ง: 'guava', มะนาว: 'lime', ทุเรียน: 'durian', มังคุด: 'mangosteen',
  // seasonings, fats, dairy, sweets
  น้ำปลา: 'fish sauce', ซีอิ๊ว: 'soy sauce', น้ำผึ้ง: 'honey', น้ำมันพืช: 'vegetable oil', น้ำมันมะกอก: 'olive oil', พริกไทย: 'black pepper',
  น้ำส้มสายชู: 'vinegar', เนย: 'butter', ชีส: 'cheese', โยเกิร์ต: 'yogurt', นมถั่วเหลือง: 'soy milk', กะทิ: 'coconut milk', ช็อกโกแลต: 'chocolate',
  ไอศกรีม: 'ice cream', เค้ก: 'cake', คุกกี้: 'cookie',
  // drinks
  น้ำ: 'water', ชาเขียว: 'green tea', เบียร์: 'beer', ไวน์: 'wine', น้ำส้ม: 'orange juice',
};

/** Indonesian (and Malay, where the word is the same) name → English name. */
export const ID_LEXICON: Record<string, string> = {
  // grains, bread, noodles
  nasi: 'cooked white rice', 'nasi putih': 'cooked white rice', beras: 'rice', 'nasi goreng': 'fried rice', mie: 'noodles',
  bihun: 'rice noodles', 'tepung terigu': 'flour',
  // meat, fish, eggs
  'daging sapi': 'beef', 'daging babi': 'pork', 'daging ayam': 'chicken meat', 'daging kambing': 'lamb', bebek: 'duck', kepiting: 'crab', cumi: 'squid',
  'cumi-cumi': 'squid', 'ikan salmon': 'salmon', 'ikan tuna': 'tuna', sosis: 'sausage', 'telur ayam': 'chicken egg', 'telur bebek': 'duck egg',
  // vegetables
  kentang: 'potato', 'ubi jalar': 'sweet potato', 'bawang bombay': 'onion', 'daun bawang': 'green onion', jahe: 'ginger', kol: 'cabbage',
  'sawi putih': 'napa cabbage', bayam: 'spinach', timun: 'cucumber', mentimun: 'cucumber', terong: 'eggplant', cabai: 'hot chili pepper',
  cabe: 'hot chili pepper', labu: 'pumpkin', tauge: 'bean sprouts', jamur: 'mushroom', brokoli: 'broccoli', selada: 'lettuce',
  'kacang tanah': 'peanuts', 'kacang hijau': 'mung beans', kedelai: 'soybeans',
  // fruit
  nanas: 'pineapple', kelapa: 'coconut', pepaya: 'papaya', anggur: 'grapes', stroberi: 'strawberry', durian: 'durian', 'jambu biji': 'guava',
  alpukat: 'avocado', 'jeruk nipis': 'lime',
  // seasonings, fats, dairy, sweets
  merica: 'black pepper', 'kecap asin': 'soy sauce', 'minyak goreng': 'vegetable oil', 'minyak zaitun': 'olive oil', madu: 'honey',
  cuka: 'vinegar', mentega: 'butter', 'susu kedelai': 'soy milk', santan: 'coconut milk', cokelat: 'chocolate', 'es krim': 'ice cream',
  // drinks
  'air putih': 'water', 'teh hijau': 'green tea', bir: 'beer', 'jus jeruk': 'orange juice',
};

/** Greek name → English name. */
export const EL_LEXICON: Record<string, string> = {
  ντομάτα: 'tomato', ντομάτες: 'tomato', πατάτα: 'potato', πατάτες: 'potato', κοτόπουλο: 'chicken meat', χοιρινό: 'pork', αρνί: 'lamb',
  γαρίδες: 'shrimp', σολομός: 'salmon', τόνος: 'tuna', αυγά: 'egg', φέτα: 'feta cheese', μακαρόνια: 'pasta', ελαιόλαδο: 'olive oil',
  μέλι: 'honey', αλάτι: 'salt', πιπέρι: 'black pepper', καρότο: 'carrot', καρότα: 'carrot', αγγούρι: 'cucumber', μαρούλι: 'lettuce',
  σπανάκι: 'spinach', μελιτζάνα: 'eggplant', κολοκυθάκια: 'zucchini', πιπεριά: 'bell pepper', φασόλια: 'beans', φακές: 'lentils',
  ρεβίθια: 'chickpeas', πορτοκάλι: 'orange', σταφύλια: 'grapes', καρπούζι: 'watermelon', λεμόνι: 'lemon', φράουλες: 'strawberry',
  καφές: 'coffee', τσάι: 'tea', μπύρα: 'beer', κρασί: 'wine', νερό: 'water', σοκολάτα: 'chocolate', παγωτό: 'ice cream',
};

/** Persian name → English name. */
export const FA_LEXICON: Record<string, string> = {
  'گوجه فرنگی': 'tomato', گوجه: 'tomato', 'سیب زمینی': 'potato', پیاز: 'onion', هویج: 'carrot', خیار: 'cucumber', کاهو: 'lettuce',
  اسفناج: 'spinach', بادمجان: 'eggplant', 'گوشت گاو': 'beef', 'گوشت گوسفند': 'lamb', 'گوشت مرغ': 'chicken meat', مرغ: 'chicken meat',
  میگو: 'shrimp', کره: 'butter', عدس: 'lentils', نخود: 'chickpeas', لوبیا: 'beans', سیب: 'apple', پرتقال: 'orange', انگور: 'grapes',
  هندوانه: 'watermelon', خرما: 'dates', لیمو: 'lemon', 'توت فرنگی': 'strawberry', شکر: 'sugar', نمک: 'salt', 'روغن زیتون': 'olive oil',
  عسل: 'honey', چای: 'tea', قهوه: 'coffee', آب: 'water', گردو: 'walnuts', بادام: 'almonds', پسته: 'pistachio nuts',
};
