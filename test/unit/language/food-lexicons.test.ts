import { describe, expect, it } from 'bun:test';
import { FOOD_LEXICONS } from '../../../src/domain/language/food-lexicons';
import { WEST_ASIA_LEXICONS } from '../../../src/domain/language/food-lexicons-west-asia';
import { AFRICA_LEXICONS } from '../../../src/domain/language/food-lexicons-africa';
import { EUROPE_LEXICONS } from '../../../src/domain/language/food-lexicons-europe';
import { INDIA_LEXICONS } from '../../../src/domain/language/food-lexicons-india';
import { normalise } from '../../../src/domain/language/text';
import { ZH_LEXICON } from '../../../src/domain/language/zh-ingredients';

/** Each lexicon's language → the script its names are written in. */
const SCRIPTS: Record<string, RegExp> = {
  ja: /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー ]+$/u,
  ko: /^[\p{Script=Hangul} ]+$/u,
  vi: /^[\p{Script=Latin} -]+$/u,
  th: /^[\p{Script=Thai} ]+$/u,
  id: /^[\p{Script=Latin} -]+$/u,
  // Greek also as typed in Latin letters, Greeklish ('horiatiki', 'kotopoulo').
  el: /^([\p{Script=Greek} ]+|[a-z ]+)$/u,
  fa: /^[\p{Script=Arabic} \u200c]+$/u,
  hi: /^[\p{Script=Devanagari} ]+$/u,
  bn: /^[\p{Script=Bengali} ]+$/u,
  sw: /^[\p{Script=Latin} ']+$/u,
  tl: /^[\p{Script=Latin} ]+$/u,
  ta: /^[\p{Script=Tamil} ]+$/u,
  te: /^[\p{Script=Telugu} ]+$/u,
  mr: /^[\p{Script=Devanagari} ]+$/u,
  gu: /^[\p{Script=Gujarati} ]+$/u,
  kn: /^[\p{Script=Kannada} ]+$/u,
  ml: /^[\p{Script=Malayalam} ]+$/u,
  pa: /^[\p{Script=Gurmukhi} ]+$/u,
  ha: /^[\p{Script=Latin} ]+$/u,
  yo: /^[\p{Script=Latin} ]+$/u,
  my: /^[\p{Script=Myanmar} ]+$/u,
  ne: /^[\p{Script=Devanagari} ]+$/u,
  am: /^[\p{Script=Ethiopic} ]+$/u,
  so: /^[\p{Script=Latin} ']+$/u,
  kk: /^[\p{Script=Cyrillic} ]+$/u,
  uz: /^[\p{Script=Latin} ']+$/u,
  az: /^[\p{Script=Latin} ]+$/u,
  km: /^[\p{Script=Khmer}]+$/u,
  si: /^[\p{Script=Sinhala} \u200d]+$/u,
  ar: /^[\p{Script=Arabic} ]+$/u,
  ur: /^[\p{Script=Arabic} ]+$/u,
  tr: /^[\p{Script=Latin} ]+$/u,
  // Russian also as typed in Latin letters ('grechka', 'tvorog').
  ru: /^([\p{Script=Cyrillic} ]+|[a-z ]+)$/u,
  nl: /^[\p{Script=Latin} ]+$/u,
  pl: /^[\p{Script=Latin} ]+$/u,
  de: /^[\p{Script=Latin} ]+$/u,
  fr: /^[\p{Script=Latin} ]+$/u,
  pt: /^[\p{Script=Latin} ]+$/u,
  es: /^[\p{Script=Latin} ]+$/u,
  it: /^[\p{Script=Latin} ]+$/u,
};
// Vietnamese tones tell words apart ("dứa" pineapple, "dừa" coconut) that search folds together: it
// ranks the spelling as written first (test/unit/search/world-names.test.ts), so only the written
// forms must differ there.
const foldedBySearch = (lang: string) => lang !== 'vi';
const all = Object.entries({ ...FOOD_LEXICONS, ...WEST_ASIA_LEXICONS, ...AFRICA_LEXICONS, ...INDIA_LEXICONS, ...EUROPE_LEXICONS });

describe('the reviewed food lexicons', () => {
  it('names cooked rice (Korean -밥, Japanese -ご飯, Chinese -米饭) as cooked, not the grain as bought', () => {
    const cookedRice = /(밥|ご飯|ごはん|米饭)$/u;
    for (const [lang, lexicon] of [...all, ['zh', ZH_LEXICON] as const])
      for (const [name, english] of Object.entries(lexicon))
        if (cookedRice.test(name) && /\brice$/.test(english)) expect(`${lang} ${name}: ${english}`).toContain('cooked');
  });

  it("names more Chinese everyday foods (buckwheat the grain, prawn crackers, fish by the market names), not '牛肝' (part of 牛肝菌, the porcini) or '蜜瓜' (part of 哈密瓜)", () => {
    expect([ZH_LEXICON.荞麦, ZH_LEXICON.荞麦面, ZH_LEXICON.虾片, ZH_LEXICON.石斑鱼, ZH_LEXICON.酸黄瓜]).toEqual([
      'buckwheat',
      'soba noodles',
      'prawn crackers',
      'grouper',
      'pickles',
    ]);
    expect([ZH_LEXICON.牛肝, ZH_LEXICON.蜜瓜, ZH_LEXICON.拉面].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names a second pass of Bengali everyday foods (chicken wings, green mango, juices, seeds), not 'জাম' (it reads Latin 'jam') or 'কোরাল' ('coral')", () => {
    const bn = INDIA_LEXICONS.bn!;
    expect([bn['মুরগির ডানা'], bn['কাঁচা আম'], bn.জামরুল, bn['আপেলের রস'], bn['কুমড়ার বীজ']]).toEqual([
      'chicken wings',
      'green mango',
      'rose apples',
      'apple juice',
      'pumpkin seeds',
    ]);
    expect([bn.জাম, bn.কোরাল].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names a second pass of Turkish everyday foods (chicken cuts, beef for stewing, cheeses by name, soups), not 'barbunya' (the beans, and the red mullet) or 'galeta'", () => {
    const tr = WEST_ASIA_LEXICONS.tr!;
    expect([tr['tavuk kalçası'], tr['dana kuşbaşı'], tr['kuzu ciğeri'], tr['dil peyniri'], tr.ezogelin, tr['çubuk kraker']]).toEqual([
      'chicken thigh',
      'beef stew meat',
      'lamb liver',
      'string cheese',
      'lentil soup',
      'pretzels',
    ]);
    expect([tr.barbunya, tr.galeta].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names a second pass of Korean everyday foods (chicken liver, blood sausage, soup, gummies), not bare '갈비' (beef or pork ribs) or '스프' (soup, and the ramen seasoning packet)", () => {
    const ko = FOOD_LEXICONS.ko!;
    expect([ko.닭간, ko.순대, ko.수프, ko.젤리]).toEqual(['chicken liver', 'blood sausage', 'soup', 'gummy candy']);
    expect([ko.갈비, ko.스프, ko.사태].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names a second pass of Chinese everyday foods (instant noodles, pork stomach, quail, the fried egg), not '甘蓝' (part of 紫甘蓝 and 羽衣甘蓝), or '瓜子' (sunflower or melon seeds)", () => {
    expect([ZH_LEXICON.方便面, ZH_LEXICON.泡麵, ZH_LEXICON.猪肚, ZH_LEXICON.鹌鹑, ZH_LEXICON.荷包蛋, ZH_LEXICON.羊角面包]).toEqual([
      'ramen noodle soup',
      'ramen noodle soup',
      'pork stomach',
      'quail',
      'fried egg',
      'croissant',
    ]);
    expect([ZH_LEXICON.甘蓝, ZH_LEXICON.瓜子].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names the jujube fruit (红枣, 枣, 冬枣) as the Chinese jujube, not by bare 'jujube', whose English finds the gumdrops", () => {
    expect([ZH_LEXICON.红枣, ZH_LEXICON.枣, ZH_LEXICON.冬枣]).toEqual(['chinese jujube', 'chinese jujube', 'chinese jujube']);
  });

  it('names the everyday breads and teas of a food diary as the tables do', () => {
    const id = FOOD_LEXICONS.id!;
    expect([id['roti tawar'], id.teh, id['teh manis'], ZH_LEXICON.全麦面包]).toEqual(['white bread', 'tea', 'sweet tea', 'whole wheat bread']);
  });

  it("names the meat by the bird alone, as Hindi speakers log chicken ('murgh', मुर्गी), and milk in kana", () => {
    const hi = FOOD_LEXICONS.hi!;
    expect([hi.मुर्ग, hi.मुर्गा, hi.मुर्गी, hi['मुर्गी का मांस']]).toEqual(['chicken meat', 'chicken meat', 'chicken meat', 'chicken meat']);
    expect(FOOD_LEXICONS.ja!.ぎゅうにゅう).toBe(FOOD_LEXICONS.ja!.牛乳);
  });

  it('names rice by the plain word as the white grain in Greek (ρύζι), as in Persian (برنج), not the brown rice a taxonomy links', () => {
    expect([FOOD_LEXICONS.el!.ρύζι, FOOD_LEXICONS.fa!.برنج]).toEqual(['white rice', 'white rice']);
  });

  it("names beef by the animal alone in German ('Rind'), as menus and labels say it", () => {
    expect(EUROPE_LEXICONS.de!.Rind).toBe('beef');
  });

  it("names the walnut by the bare word for nut in Portuguese and Italian ('noz', 'noci'), as they are sold", () => {
    const { pt, it: italian } = EUROPE_LEXICONS;
    expect([pt!.noz, pt!.nozes, italian?.noce, italian?.noci]).toEqual(['walnuts', 'walnuts', 'walnuts', 'walnuts']);
  });

  it("names the Spanish sliced sandwich loaf ('pan de molde') as the tables' white bread", () => {
    expect(EUROPE_LEXICONS.es!['pan de molde']).toBe('white bread');
  });

  it("names everyday vegetables by their Mexican and Brazilian names ('camote', 'elote', 'betabel', 'macaxeira')", () => {
    const { es, pt } = EUROPE_LEXICONS;
    expect([es!.camote, es!.elote, es!.betabel, pt!.macaxeira]).toEqual(['sweet potato', 'sweet corn', 'beets', 'cassava']);
  });

  it("names the bread roll by its Bavarian and Austrian name ('Semmel'), as Dutch 'broodje'", () => {
    expect([EUROPE_LEXICONS.de!.Semmel, EUROPE_LEXICONS.de!.Semmeln]).toEqual([EUROPE_LEXICONS.nl!.broodje, 'bread roll']);
  });

  it("names Korean ramyeon (라면) as the instant noodle soup the tables hold, not bare 'ramen', which links no row", () => {
    expect(FOOD_LEXICONS.ko!.라면).toBe('ramen noodle soup');
  });

  it('names the cauliflower by bare Hindi गोभी (gobhi), as dishes say it, not the cabbage named whole', () => {
    expect(FOOD_LEXICONS.hi!.गोभी).toBe(FOOD_LEXICONS.fa!['گل کلم']);
  });

  it("names more Thai everyday foods (scrambled eggs, fish by the market names, loanword fruit and cheeses), not bare 'เนื้อ' (flesh, and beef) or 'น้ำมะนาว' (lime juice, and limeade)", () => {
    const th = FOOD_LEXICONS.th!;
    expect([th.ไข่คน, th.ปลาอินทรี, th.หัวไชเท้า, th.เสาวรส, th.ครีมชีส, th.ข้าวเกรียบกุ้ง]).toEqual([
      'scrambled eggs',
      'king mackerel',
      'daikon',
      'passion fruit',
      'cream cheese',
      'prawn crackers',
    ]);
    expect([th.เนื้อ, th.น้ำมะนาว, th.กะปิ, th.พรุน].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names the Thai pomelo (ส้มโอ) by the tables' 'Pummelo', not as a kind of orange (ส้ม)", () => {
    expect(FOOD_LEXICONS.th!['ส้มโอ']).toBe('pummelo');
  });

  it("names bare Dutch 'worst' as sausage of any kind, not one of the kinds the taxonomies name with it", () => {
    expect([EUROPE_LEXICONS.nl!.worst, EUROPE_LEXICONS.nl!.worsten]).toEqual(['sausage', 'sausage']);
  });

  it("names Italian 'prosciutto crudo' as the dry-cured ham it is, as Spanish 'jamón serrano', not a raw ham", () => {
    expect(EUROPE_LEXICONS.it!['prosciutto crudo']).toBe('dry-cured ham');
  });

  it("names the Portuguese egg and its plural ('ovo', 'ovos') as the egg, not a scrambled-egg mixture", () => {
    expect([EUROPE_LEXICONS.pt!.ovo, EUROPE_LEXICONS.pt!.ovos]).toEqual(['egg', 'egg']);
  });

  it("names the Dutch everyday foods of a food diary by their plain names ('volkorenbrood', 'kipfilet', 'sperziebonen', 'havermout')", () => {
    const nl = EUROPE_LEXICONS.nl!;
    expect([nl.volkorenbrood, nl.kipfilet, nl.sperziebonen, nl.havermout, nl.knoflook, nl.ham]).toEqual([
      'whole wheat bread',
      'raw chicken breast',
      'raw green beans',
      'oats, raw',
      'garlic',
      'sliced ham',
    ]);
  });

  it("names the Polish everyday foods of a food diary by their plain names ('wołowina', 'chleb razowy', 'szynka', 'papryka' the bell pepper)", () => {
    const pl = EUROPE_LEXICONS.pl!;
    expect([pl.wołowina, pl['chleb razowy'], pl.szynka, pl.papryka, pl['ogórek kiszony']]).toEqual([
      'beef',
      'whole wheat bread',
      'sliced ham',
      'bell pepper',
      'dill pickle',
    ]);
    // Quark, which the taxonomies link, not the cottage cheese a lexicon entry would.
    expect(pl.twaróg).toBeUndefined();
  });

  it("names the Spanish everyday foods of a food diary in Spain's and the Americas' words, not names the tables' English spells ('pomelo', 'salmón')", () => {
    const es = EUROPE_LEXICONS.es!;
    expect([es.pollo, es['carne molida'], es.frijoles, es.ejotes, es.palta, es.durazno]).toEqual([
      'chicken meat',
      'ground beef',
      'beans',
      'raw green beans',
      'avocado',
      'peach',
    ]);
    expect([es.pomelo, es.salmón, es.pasta].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names more Spanish everyday foods the taxonomies link to another food ('lubina' lupins, 'porotos' green beans, 'sésamo' sesame oil), not 'tarta' or 'lima', two meanings", () => {
    const es = EUROPE_LEXICONS.es!;
    expect([es.lubina, es.porotos, es.sésamo, es['miel de maple'], es['queso crema'], es.yuca]).toEqual([
      'sea bass',
      'beans',
      'sesame seeds',
      'maple syrup',
      'cream cheese',
      'cassava',
    ]);
    expect([es.tarta, es.lima, es.tuna].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names more Dutch everyday foods the taxonomies link to another food ('inktvis' octopus, 'zeebaars' striped bass, 'snoep' gumdrops), not 'hagelslag' or 'tartaar'", () => {
    const nl = EUROPE_LEXICONS.nl!;
    expect([nl.inktvis, nl.zeebaars, nl.snoep, nl.stokbrood, nl['zachtgekookt ei'], nl.speklap]).toEqual([
      'squid',
      'sea bass',
      'candy',
      'french bread',
      'soft-boiled egg',
      'pork belly',
    ]);
    expect([nl.hagelslag, nl.tartaar, nl.eiwit].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names more Polish everyday foods the taxonomies link to another food ('budyń' peppermint, 'żelki' cabbage, 'mąka ziemniaczana' potato flour), not 'grzanki' or bare 'seler', two meanings", () => {
    const pl = EUROPE_LEXICONS.pl!;
    expect([pl.budyń, pl.żelki, pl['mąka ziemniaczana'], pl.kaszanka, pl.małże, pl.cydr, pl.mizeria]).toEqual([
      'vanilla pudding',
      'gummy candy',
      'potato starch',
      'blood sausage',
      'mussels',
      'hard cider',
      'cucumber salad',
    ]);
    expect([pl.grzanki, pl.seler, pl.soja, pl.paluszki].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names more Russian everyday foods, in Cyrillic and as typed in Latin letters ('grechka', 'tvorog'), not 'smetana' (Czech cream) or 'вермишель' (the tables' is of soy)", () => {
    const ru = WEST_ASIA_LEXICONS.ru!;
    expect([ru.пюре, ru.омлет, ru.окунь, ru.мандарины, ru.сидр, ru.grechka, ru.tvorog, ru.kuritsa]).toEqual([
      'mashed potatoes',
      'egg omelet',
      'perch',
      'tangerine',
      'hard cider',
      'buckwheat groats',
      'cottage cheese',
      'chicken meat',
    ]);
    expect([ru.smetana, ru.вермишель, ru.пельмени, ru.chai].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names more Greek everyday foods, in Greek and in Greeklish ('horiatiki', 'kotopoulo'), not 'πίτα' (pita, and pie) or bare 'φιστίκια' (peanuts or pistachios)", () => {
    const el = FOOD_LEXICONS.el!;
    expect([el.πουρές, el.ομελέτα, el.μπιφτέκι, el.πορτοκαλάδα, el.τοστ, el.horiatiki, el.kotopoulo, el.agouri]).toEqual([
      'mashed potatoes',
      'egg omelet',
      'ground beef patty',
      'orange soda',
      'grilled cheese sandwich',
      'greek salad',
      'chicken meat',
      'cucumber',
    ]);
    expect([el.πίτα, el.φιστίκια, el.φάβα, el.frappe, el.rizi].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names more Korean everyday foods (pork tenderloin, egg whites, cheeses by kind, nuts, loanword breads), not bare '안심' or '등심' (beef or pork), '조기' ('early' too) or '떡'", () => {
    const ko = FOOD_LEXICONS.ko!;
    expect([ko.돼지안심, ko.달걀흰자, ko.리코타치즈, ko.피칸, ko.마늘빵, ko.치킨너겟]).toEqual([
      'pork tenderloin',
      'egg white',
      'ricotta cheese',
      'pecans',
      'garlic bread',
      'chicken nuggets',
    ]);
    expect([ko.안심, ko.등심, ko.조기, ko.골뱅이, ko.떡].filter((name) => name !== undefined)).toEqual([]);
  });

  it('names more Korean everyday foods: lamb and duck meat by the animal (양고기, 오리고기), legumes, fruit and drinks', () => {
    const ko = FOOD_LEXICONS.ko!;
    expect([ko.양고기, ko.오리고기, ko.강낭콩, ko.자두, ko.콜라, ko['저지방 우유']]).toEqual([
      'lamb',
      'duck',
      'kidney beans',
      'plum',
      'soft drink',
      'lowfat milk',
    ]);
  });

  it("names a second pass of Thai everyday foods (beef offal, squid and cuttlefish apart, seaweed, butters), not 'มะกอก' (olive, or hog plum), 'ชาเย็น' (the orange milk tea) or 'นมชมพู' (sala milk)", () => {
    const th = FOOD_LEXICONS.th!;
    expect([th.ตับวัว, th.ปลาหมึกกล้วย, th.ปลาหมึกกระดอง, th.สาหร่าย, th.เนยจืด, th.แห้ว]).toEqual([
      'beef liver',
      'squid',
      'cuttlefish',
      'seaweed',
      'unsalted butter',
      'water chestnut',
    ]);
    expect([th.มะกอก, th.ชาเย็น, th.นมชมพู].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names a second pass of Vietnamese everyday foods (cuts and offal, egg parts, fish, greens, seeds), not 'mận' (plum, or rose apple), 'mứt' (jam, or candied fruit) or 'nước chanh' (lime juice, or limeade)", () => {
    const vi = FOOD_LEXICONS.vi!;
    expect([vi['thăn lợn'], vi['gan bò'], vi['lòng đỏ trứng'], vi['cá mú'], vi['đậu đũa'], vi['hạt chia'], vi.súp]).toEqual([
      'pork tenderloin',
      'beef liver',
      'egg yolk',
      'grouper',
      'yardlong beans',
      'chia seeds',
      'soup',
    ]);
    expect([vi.mận, vi.mứt, vi['nước chanh']].filter((name) => name !== undefined)).toEqual([]);
  });

  it('names more Vietnamese everyday foods: rice as bought (gạo), egg and milk by the plain word, cuts, vegetables and fruit', () => {
    const vi = FOOD_LEXICONS.vi!;
    expect([vi.gạo, vi.trứng, vi.sữa, vi['ức gà'], vi.tỏi, vi.bưởi, vi.quýt]).toEqual([
      'white rice',
      'egg',
      'milk',
      'raw chicken breast',
      'garlic',
      'pummelo',
      'tangerine',
    ]);
  });

  it("names more Indonesian everyday foods: egg, milk and chicken by the plain word ('telur', 'susu', 'ayam'), cuts, vegetables and fruit", () => {
    const id = FOOD_LEXICONS.id!;
    expect([id.telur, id.susu, id.ayam, id['dada ayam'], id['bawang merah'], id.tempe, id['saus tomat']]).toEqual([
      'egg',
      'milk',
      'chicken meat',
      'raw chicken breast',
      'shallots',
      'tempeh',
      'ketchup',
    ]);
  });

  it("names more German everyday foods that found nothing or another food (Backfisch, Matjes, the plain Omelett, Schafskäse as feta), not 'Peperoni' (hot peppers, and 'pepperoni' misspelt) or 'heiße Schokolade' (it linked a cocoa powder)", () => {
    const de = EUROPE_LEXICONS.de!;
    expect([de.Backfisch, de.Matjes, de.Omelett, de.Schafskäse, de.Rinderfilet, de.Weingummi]).toEqual([
      'fried fish',
      'pickled herring',
      'egg omelet',
      'feta cheese',
      'beef tenderloin',
      'gummy candy',
    ]);
    expect([de.Peperoni, de['heiße Schokolade'], de.Gulasch, de.Rinderbraten].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names more Portuguese and Brazilian everyday foods that found another food (abobrinha, picanha, graviola, romã, requeijão), not 'coxa' (drumstick or thigh by country) or 'massa' (pasta and dough)", () => {
    const pt = EUROPE_LEXICONS.pt!;
    expect([pt.abobrinha, pt.picanha, pt.graviola, pt.romã, pt.requeijão, pt.sobrecoxa]).toEqual([
      'zucchini',
      'beef top sirloin',
      'soursop',
      'pomegranate',
      'cream cheese',
      'chicken thigh',
    ]);
    expect([pt['coxa de frango'], pt.massa, pt.pinha, pt.costela, pt.miojo].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names more Swahili everyday foods (pweza the octopus, samli the ghee, tende the dates, eggs as cooked), not 'pera' (guava, and the pear in Spanish) or 'tambi'", () => {
    const sw = AFRICA_LEXICONS.sw!;
    expect([sw.pweza, sw.samli, sw.tende, sw.mtama, sw['mayai ya kuchemsha'], sw['chai ya maziwa']]).toEqual([
      'octopus',
      'ghee',
      'dates',
      'sorghum',
      'hard-boiled egg',
      'hot tea with milk',
    ]);
    expect([sw.pera, sw.tambi, sw.biskuti].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names more Tagalog everyday foods (sinangag, tahong, guyabano, serbesa, kasoy), not 'chico' (sapodilla, and 'boy' in Spanish)", () => {
    const tl = FOOD_LEXICONS.tl!;
    expect([tl.sinangag, tl.tahong, tl.guyabano, tl.serbesa, tl.kasoy, tl.gata]).toEqual([
      'rice, fried',
      'mussels',
      'soursop',
      'beer',
      'cashew nuts, raw',
      'coconut milk',
    ]);
    expect([tl.chico, tl.lugaw, tl.longganisa].filter((name) => name !== undefined)).toEqual([]);
  });

  it('names more everyday foods in Tamil, Telugu, Marathi, Gujarati, Kannada and Malayalam (flours, mutton, dals by name, gourds, fruit), not words whose Latin reading meets another food', () => {
    const { ta, te, mr, gu, kn, ml } = INDIA_LEXICONS;
    expect([ta!.மைதா, te!.కందిపప్పు, mr!['तूर डाळ'], gu!.મટન, kn!.ನುಗ್ಗೆಕಾಯಿ, ml!.കപ്പ]).toEqual([
      'wheat flour, white',
      'red gram, dal',
      'red gram, dal',
      'goat, raw',
      'drumstick pods',
      'cassava',
    ]);
    // కంద reads 'kanda' (the onion in Marathi), ചേന 'chena' (near 'chana'), मनुका 'manuka',
    // દૂધી 'dudhi' (near 'doodh'), ખીર 'kir', எள் 'el'.
    expect([te!.కంద, ml!.ചേന, ml!.ചൂര, mr!.मनुका, gu!.દૂધી, gu!.ખીર, ta!.எள்].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names more Portuguese and Brazilian everyday foods in both countries' words ('batata', 'pão francês', 'fiambre', 'mexerica'), not 'presunto', cured or cooked by country", () => {
    const pt = EUROPE_LEXICONS.pt!;
    expect([pt.batata, pt['pão francês'], pt['pão de forma'], pt.fiambre, pt.mexerica, pt.refrigerante]).toEqual([
      'potato',
      'bread roll',
      'white bread',
      'sliced ham',
      'tangerine',
      'soft drink',
    ]);
    expect(pt.presunto).toBeUndefined();
  });

  it("names more German everyday foods by their plain names ('Reis' the white, 'fettarme Milch' the semi-skimmed, 'Pfeffer' the spice), not 'Paprika', vegetable or spice", () => {
    const de = EUROPE_LEXICONS.de!;
    expect([de.Reis, de.Hähnchen, de['fettarme Milch'], de.Frischkäse, de.Pfeffer, de.Kekse]).toEqual([
      'white rice',
      'chicken meat',
      'semi-skimmed milk',
      'cream cheese',
      'black pepper',
      'cookies',
    ]);
    expect(de.Paprika).toBeUndefined();
  });

  it("names French everyday foods CIQUAL does not name alone ('riz', 'poulet', 'citron'), not words English spells with another meaning ('raisin', 'prune')", () => {
    const fr = EUROPE_LEXICONS.fr!;
    expect([fr.riz, fr.poulet, fr.citron, fr.purée, fr.bavette]).toEqual(['white rice', 'chicken meat', 'lemon', 'mashed potatoes', 'flank steak']);
    expect([fr.raisin, fr.prune, fr.biscuits].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names more Italian everyday foods ('riso', 'mele', 'fagioli', 'ostriche'), not words English spells with another meaning ('latte', 'farina')", () => {
    const it_ = EUROPE_LEXICONS.it!;
    expect([it_.riso, it_.mele, it_.fagioli, it_.ostriche, it_.ribes, it_.marmellata]).toEqual(['white rice', 'apple', 'beans', 'oyster', 'currants', 'jam']);
    expect([it_.latte, it_.farina, it_.frittata].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names more Arabic everyday foods (scrambled eggs, beef liver, lamb chops, raspberries, instant coffee), not 'خوخ' (peach in Egypt, plum in the Levant) or 'بوري' (its consonants read Latin 'beer')", () => {
    const ar = WEST_ASIA_LEXICONS.ar!;
    expect([ar['بيض مخفوق'], ar['كبدة بقري'], ar['ريش غنم'], ar['توت العليق'], ar.نسكافيه]).toEqual([
      'scrambled eggs',
      'beef liver',
      'lamb chops',
      'raspberries',
      'instant coffee',
    ]);
    expect([ar.خوخ, ar.بوري, ar['عصير ليمون'], ar['شوربة خضار']].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names more Turkish everyday foods (milks by their fat, livers, the tenderloin, fish by the market names, pickles, sweets), not 'kalkan' (turbot, and 'shield') or 'şekerleme' (candy, and a nap)", () => {
    const tr = WEST_ASIA_LEXICONS.tr!;
    expect([tr['yarım yağlı süt'], tr['tavuk ciğeri'], tr.bonfile, tr.lüfer, tr.turşu, tr.sakız]).toEqual([
      'lowfat milk',
      'chicken liver',
      'beef tenderloin',
      'bluefish',
      'pickles',
      'chewing gum',
    ]);
    expect([tr.kalkan, tr.şekerleme, tr.pirzola, tr['kuru erik']].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names more Turkish everyday foods: breads by their flour ('tam buğday ekmeği', 'çavdar ekmeği'), cheeses, cuts, fish and snacks", () => {
    const tr = WEST_ASIA_LEXICONS.tr!;
    expect([tr['tam buğday ekmeği'], tr['çavdar ekmeği'], tr.kaşar, tr['tavuk but'], tr.levrek, tr.cips]).toEqual([
      'whole wheat bread',
      'rye bread',
      'cheese',
      'chicken thigh',
      'sea bass',
      'potato chips',
    ]);
  });

  it('names tropical fruit as bought fresh, not the dried or canned rows their bare English name finds first (nhãn, chôm chôm, เงาะ)', () => {
    const { vi, th, id } = FOOD_LEXICONS;
    expect([vi!.nhãn, vi!['chôm chôm'], th!.เงาะ, id!.rambutan]).toEqual(['raw longans', 'rambutan pulp', 'rambutan pulp', 'rambutan pulp']);
  });

  it("names Italian meatballs as cooked at home and 'pepe' as the black pepper, not 'frittata' (an English dish word) or 'cornetto' (croissant, ice-cream cone)", () => {
    const italian = EUROPE_LEXICONS.it!;
    expect([italian.polpette, italian.polpetta, italian.pepe, italian['caffè macchiato'], italian['pasta al ragù']]).toEqual([
      'beef meatballs, cooked',
      'beef meatballs, cooked',
      'black pepper',
      'coffee macchiato',
      'bolognese-style pasta',
    ]);
    expect([italian.frittata, italian.cornetto, italian.arista].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names Spanish 'pipas' as the sunflower seeds and 'guineo' as the banana, not 'batata' (the potato in Portuguese) or 'papas fritas' (French fries, and crisps)", () => {
    const es = EUROPE_LEXICONS.es!;
    expect([es.pipas, es.guineo, es.natillas, es.cortado, es.puerco]).toEqual(['sunflower seeds', 'bananas', 'custard', 'coffee macchiato', 'pork']);
    expect([es.batata, es['papas fritas'], es.lomo, es['tomate frito']].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names French 'œufs' as the eggs and 'poivre' as the black pepper, not 'filet mignon' (pork in France, beef in English) or unaccented 'pates' (pasta, and pâtés)", () => {
    const fr = EUROPE_LEXICONS.fr!;
    expect([fr.œufs, fr.oeufs, fr.poivre, fr.tournedos]).toEqual(['egg', 'egg', 'black pepper', 'beef tenderloin']);
    expect([fr['filet mignon'], fr.pates, fr.salade, fr.saucisson].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names Dutch 'kibbeling' as the fried fish and 'oude kaas' as the aged gouda, not 'bolletje' (a roll, and a scoop) or 'tong' (sole, and tongue)", () => {
    const nl = EUROPE_LEXICONS.nl!;
    expect([nl.kibbeling, nl['oude kaas'], nl.boterham, nl.kipdijfilet]).toEqual(['fried fish', 'gouda cheese', 'bread', 'chicken thigh']);
    expect([nl.bolletje, nl.tong, nl.hagelslag, nl.vanillevla].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names Greek 'ξύδι' as the red wine vinegar and Greeklish 'tiri' as the cheese, a second pass, not 'gala' (the Gala apple) or bare 'μπριζόλα' (pork or beef)", () => {
    const el = FOOD_LEXICONS.el!;
    expect([el.ξύδι, el.χόρτα, el.γύρος, el.νεσκαφέ, el.tiri, el.avga, el.tsai, el.fakes]).toEqual([
      'red wine vinegar',
      'greens',
      'gyro sandwich',
      'coffee, instant',
      'cheese',
      'egg',
      'tea',
      'lentils',
    ]);
    expect([el.gala, el.mila, el.μπριζόλα, el.συκώτι, el.μπαρμπούνι, el.φασολάδα].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names Persian 'پلو' as the rice pilaf and 'دمنوش' as the herbal tea, a second pass, not bare 'جگر' (liver of any animal) or 'گز' (a nougat, and a sting)", () => {
    const fa = FOOD_LEXICONS.fa!;
    expect([fa.پلو, fa.دمنوش, fa.آبنبات, fa.نسکافه, fa.خیارشور, fa.الویه, fa['جوجه کباب']]).toEqual([
      'rice pilaf',
      'herbal tea',
      'hard candy',
      'coffee, instant',
      'dill pickle',
      'potato salad',
      'grilled chicken',
    ]);
    expect([fa.جگر, fa.گز, fa.آلو, fa['گوشت گوساله'], fa.پفک].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names Polish 'krupnik' as the barley soup and 'udko' as the chicken thigh, a second pass, not 'polędwica' (the cured loin, and the tenderloin) or 'wafle' (wafers, and waffles)", () => {
    const pl = EUROPE_LEXICONS.pl!;
    expect([pl.krupnik, pl.udko, pl.salceson, pl.żołądki, pl.słodzik, pl.galaretka, pl['ziemniaki z wody']]).toEqual([
      'barley soup',
      'chicken thigh',
      'headcheese',
      'chicken gizzards',
      'sugar substitute',
      'gelatin dessert',
      'boiled potato',
    ]);
    expect([pl.polędwica, pl.wafle, pl.kakao, pl['zupa jarzynowa'], pl['ser topiony']].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names Indonesian 'ketumbar' as the coriander seed and 'lada' as the black pepper, a second pass, not 'kecap' (soy sauce, or ketchup) or bare 'nugget' (read as English)", () => {
    const id = FOOD_LEXICONS.id!;
    expect([id.ketumbar, id.lada, id.bakso, id.sambal, id.kerang, id['wedang jahe'], id['teh tawar']]).toEqual([
      'coriander seed',
      'black pepper',
      'beef meatballs, cooked',
      'hot sauce',
      'clams',
      'ginger tea',
      'tea',
    ]);
    expect([id.kecap, id.nugget, id.lumpia, id.jintan].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names Arabic 'بابا غنوج' and 'متبل' as the eggplant dip and 'بيض عيون' as the fried egg, a second pass, not bare 'كبدة' (liver of any animal) or 'لحمة' (meat of any animal)", () => {
    const ar = WEST_ASIA_LEXICONS.ar!;
    expect([ar['بابا غنوج'], ar.متبل, ar['بيض عيون'], ar['دجاج مشوي'], ar['كبدة غنم'], ar.شوربة]).toEqual([
      'eggplant dip',
      'eggplant dip',
      'fried egg',
      'grilled chicken',
      'lamb liver',
      'soup',
    ]);
    expect([ar.كبدة, ar.لحمة, ar.كفتة, ar['صلصة طماطم']].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names German 'Sülze' as the headcheese and 'Brötchen' as the bread roll, not 'Johannisbeeren' alone (black or red) or 'Eiweiß' (egg white, and protein)", () => {
    const de = EUROPE_LEXICONS.de!;
    expect([de.Sülze, de.Brötchen, de.Speck, de.Frikadelle, de.Paradeiser]).toEqual(['headcheese', 'bread roll', 'bacon', 'beef meatballs, cooked', 'tomato']);
    expect([de.Johannisbeeren, de.Eiweiß, de.Schnitzel, de.Grillhähnchen, de.Nudelsalat].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names Portuguese 'mel' as the honey and 'moela' as the gizzard, not 'batata frita' (French fries, and crisps), 'caju' (the cashew fruit) or 'inhame' (taro or yam)", () => {
    const pt = EUROPE_LEXICONS.pt!;
    expect([pt.mel, pt.moela, pt.salada, pt.peru, pt.sopa]).toEqual(['honey', 'chicken gizzards', 'green salad', 'turkey meat', 'soup']);
    expect([pt['batata frita'], pt.caju, pt.inhame, pt.biscoito, pt['couve-flor']].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names a second pass of Russian everyday foods (cranberries, soup, bologna, transliterations), not 'масло' (butter or oil), 'икра' (roe, and vegetable caviar) or 'smetana' (the cream in Czech)", () => {
    const ru = WEST_ASIA_LEXICONS.ru!;
    expect([ru.клюква, ru.суп, ru.тефтели, ru.ogurtsy, ru.zefir]).toEqual(['cranberries, raw', 'soup', 'beef meatballs, cooked', 'cucumber', 'marshmallows']);
    expect([ru.масло, ru.икра, ru.smetana, ru.kvas, ru.голубцы].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names a second pass of Japanese everyday foods (the bell pepper, the fish cake, salads, cookies), not 'カレー' (English 'curry' reaches the powder) or 'あられ' (rice crackers, and hail)", () => {
    const ja = FOOD_LEXICONS.ja!;
    expect([ja.パプリカ, ja.かまぼこ, ja.サラダ, ja.ビスケット, ja.チキン]).toEqual(['red bell pepper', 'fish cake', 'green salad', 'cookies', 'chicken meat']);
    expect([ja.カレー, ja.あられ, ja.コロッケ, ja.焼きそば, ja.ミニトマト].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names a second pass of Hindi everyday foods (water, tomato, cabbage, the vada), not 'चीनी' (sugar, and 'Chinese') or 'हलवा' (not the tables' sesame halva)", () => {
    const hi = FOOD_LEXICONS.hi!;
    expect([hi.पानी, hi.टमाटर, hi['पत्ता गोभी'], hi.वड़ा, hi.चावल]).toEqual(['water', 'tomato', 'cabbage', 'vada', 'white rice']);
    expect([hi.चीनी, hi.हलवा, hi.जलेबी, hi.पूरी, hi.पराठा].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names a second pass of Urdu everyday foods (radishes, gram flour, the chicken cooked), not 'قہوہ' (green tea, and Arabic's coffee) or 'مغز' (brain, and Persian's nuts)", () => {
    const ur = WEST_ASIA_LEXICONS.ur!;
    expect([ur.مولی, ur.بیسن, ur['گرلڈ چکن'], ur['کالی چائے'], ur.اجوائن]).toEqual(['radishes', 'chickpea flour', 'grilled chicken', 'black tea', 'omum']);
    expect([ur.قہوہ, ur.مغز, ur.جوار, ur.بھٹہ, ur.سنگھاڑا].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names a second pass of Tamil everyday foods (ragi, pork, greens), not 'சோளம்' (maize, or sorghum) or 'ஊறுகாய்' (not the tables' cucumber pickles)", () => {
    const ta = INDIA_LEXICONS.ta!;
    expect([ta.கேழ்வரகு, ta['பன்றி இறைச்சி'], ta.அகத்திக்கீரை, ta.டீ, ta['வேகவைத்த முட்டை']]).toEqual(['ragi', 'pork', 'agathi leaves', 'tea', 'hard-boiled egg']);
    expect([ta.சோளம், ta.ஊறுகாய், ta.ரொட்டி, ta.கானாங்கெளுத்தி].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names a second pass of Telugu everyday foods (ragi, sweet lime, the egg boiled), not 'రసం' (juice, and rasam) or 'సోడా' (a soda, and baking soda)", () => {
    const te = INDIA_LEXICONS.te!;
    expect([te.రాగులు, te.బత్తాయి, te.సోంపు, te['ఉడికించిన గుడ్లు'], te['పంది మాంసం']]).toEqual(['ragi', 'sweet lime', 'fennel seed', 'hard-boiled egg', 'pork']);
    expect([te.రసం, te.సోడా, te.ఆకుకూరలు, te.చెరుకు].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names a second pass of Swahili everyday foods (pears, margarine, vinegar, chicken fried), not 'chai' (tea, and the spiced milk tea) or 'uji' (porridge, and Albanian water)", () => {
    const sw = AFRICA_LEXICONS.sw!;
    expect([sw.peasi, sw.majarini, sw.siki, sw['kuku wa kukaanga'], sw.ufuta]).toEqual(['pears', 'margarine', 'vinegar', 'fried chicken', 'sesame seeds']);
    expect([sw.chai, sw.uji, sw.kamba, sw.kaa, sw.jamu, sw.juisi].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names a second pass of Tagalog everyday foods (chicken fried, eggs boiled, ginger tea), not 'giniling' (pork or beef) or 'mantika' (lard, or any oil)", () => {
    const tl = FOOD_LEXICONS.tl!;
    expect([tl['pritong manok'], tl['nilagang itlog'], tl.salabat, tl.munggo, tl.sorbetes]).toEqual([
      'fried chicken',
      'hard-boiled egg',
      'ginger tea',
      'mung beans',
      'ice cream',
    ]);
    expect([tl.giniling, tl.mantika, tl.margarina, tl.sinigang].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names a third pass of Korean everyday foods (soba, sake, dates, tortilla, soft-boiled and raw eggs, mixed nuts), not '흑미' (black rice, no row), '돼지등심' (its English reaches the tenderloin) or '푸딩'", () => {
    const ko = FOOD_LEXICONS.ko!;
    expect([ko.메밀국수, ko.사케, ko.대추야자, ko.메론, ko.핫케이크, ko.관자, ko.또띠아, ko.토르티야, ko.반숙란, ko.반숙계란]).toEqual([
      'soba noodles',
      'sake',
      'dates',
      'melon',
      'pancakes',
      'raw scallops',
      'tortilla',
      'tortilla',
      'soft-boiled egg',
      'soft-boiled egg',
    ]);
    expect([ko.날계란, ko.날달걀, ko.탄산음료, ko.샐러드, ko.견과류, ko.믹스넛, ko.플레인요거트, ko.스트링치즈, ko.샤인머스캣, ko.생연어]).toEqual([
      'egg',
      'egg',
      'soft drink',
      'green salad',
      'mixed nuts',
      'mixed nuts',
      'plain yogurt',
      'string cheese',
      'green grapes',
      'salmon',
    ]);
    expect([ko.흑미, ko.돼지등심, ko.닭안심, ko.푸딩, ko.마카로니].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names a third pass of Dutch everyday foods (soup, dry soybeans, an ice cream, leg of lamb, halibut), not 'maatjes' (no row), 'pannenkoek' (crepe or pancake), 'schol' (its English links no row) or 'omelet' (English too)", () => {
    const nl = EUROPE_LEXICONS.nl!;
    expect([nl.soep, nl.sojabonen, nl.ijsje, nl.ijsjes, nl.lamsbout, nl.heilbot, nl['gebakken eieren']]).toEqual([
      'soup',
      'soybeans, mature seeds, raw',
      'ice cream',
      'ice cream',
      'leg of lamb',
      'atlantic halibut',
      'fried egg',
    ]);
    expect([
      nl['gekookte eieren'],
      nl.doperwtjes,
      nl.champignon,
      nl.kippenlevertjes,
      nl.kippenpootjes,
      nl.zalmmoot,
      nl.tonijnsteak,
      nl.meergranenbrood,
      nl.muntthee,
      nl.rooibos,
      nl.rooibosthee,
    ]).toEqual([
      'hard-boiled egg',
      'green peas, raw',
      'white mushrooms',
      'chicken liver',
      'chicken drumstick',
      'salmon',
      'tuna',
      'multigrain bread',
      'herbal tea',
      'herbal tea',
      'herbal tea',
    ]);
    expect([nl.maatjes, nl.pannenkoek, nl.bami, nl.vissoep, nl.schol, nl.omelet].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names a third pass of Chinese everyday foods (salad, fresh cream, congee as 稀饭, soups, curry) and traditional spellings search does not fold, not '蛋糕' (its English reaches a pound cake) or '水饺' (as 饺子)", () => {
    const zh = ZH_LEXICON;
    expect([
      zh.柳橙,
      zh.柳橙汁,
      zh.紅蘿蔔,
      zh.红萝卜,
      zh.包心菜,
      zh.开心果,
      zh.開心果,
      zh.鷹嘴豆,
      zh.葵花子,
      zh.亞麻籽,
      zh.金槍魚,
      zh.吳郭魚,
      zh.海參,
      zh.猪脚,
      zh.豬腳,
    ]).toEqual([
      'orange',
      'orange juice',
      'carrot',
      'carrot',
      'cabbage',
      'pistachio nuts',
      'pistachio nuts',
      'chickpeas',
      'sunflower seeds',
      'flaxseed',
      'tuna',
      'tilapia',
      'sea cucumber',
      'pork feet',
      'pork feet',
    ]);
    expect([
      zh.牛肉丸,
      zh.鵪鶉蛋,
      zh.煉乳,
      zh.馬蘇里拉,
      zh.希臘優格,
      zh.濃縮咖啡,
      zh.可樂,
      zh.氣泡水,
      zh.礦泉水,
      zh.朱古力,
      zh.起司蛋糕,
      zh.軟糖,
      zh.格子鬆餅,
      zh.麦芬,
      zh.瑪芬,
    ]).toEqual([
      'beef meatballs, cooked',
      'quail egg',
      'sweetened condensed milk',
      'mozzarella cheese',
      'greek yogurt',
      'coffee espresso',
      'cola',
      'club soda',
      'bottled water',
      'chocolate',
      'cheesecake',
      'gummy candy',
      'waffle',
      'muffin',
      'muffin',
    ]);
    expect([
      zh.粉絲,
      zh.冬粉,
      zh.稀饭,
      zh.稀飯,
      zh.沙拉,
      zh.色拉,
      zh.咖喱鸡,
      zh.咖哩雞,
      zh.味噌汤,
      zh.味噌湯,
      zh.罗宋汤,
      zh.羅宋湯,
      zh.油豆腐,
      zh.雞塊,
      zh.鲜奶油,
      zh.鮮奶油,
    ]).toEqual([
      'cellophane noodles',
      'cellophane noodles',
      'congee',
      'congee',
      'green salad',
      'green salad',
      'chicken curry',
      'chicken curry',
      'miso soup',
      'miso soup',
      'borscht soup',
      'borscht soup',
      'fried tofu',
      'chicken nuggets',
      'heavy cream',
      'heavy cream',
    ]);
    expect([zh.蛋糕, zh.水饺, zh.冰棒, zh.扁豆, zh.鬆餅].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names a third pass of French everyday foods (tea by its colour, the magret, soup, salmon and tuna steaks, expresso, rice cakes), not 'kebab' or 'cordon bleu' (their rows no English name reaches) or 'bar' (English too)", () => {
    const fr = EUROPE_LEXICONS.fr!;
    expect([fr['thé vert'], fr['thé noir'], fr.magret, fr['magret de canard'], fr.soupe, fr['pavé de saumon'], fr['steak de thon'], fr.expresso]).toEqual([
      'green tea',
      'black tea',
      'duck breast fillet',
      'duck breast fillet',
      'soup',
      'salmon',
      'tuna',
      'coffee espresso',
    ]);
    expect([
      fr['café allongé'],
      fr['galette de riz'],
      fr['galettes de riz'],
      fr['riz cantonais'],
      fr['poulet curry'],
      fr['poulet au curry'],
      fr['pâtes carbonara'],
      fr['jambon cru'],
    ]).toEqual(['brewed coffee', 'rice cakes', 'rice cakes', 'rice, fried', 'chicken curry', 'chicken curry', 'carbonara-style pasta', 'dry-cured ham']);
    expect([fr.kebab, fr['cordon bleu'], fr.bar, fr.omelette, fr.crème].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names a third pass of Spanish everyday foods (dry soybeans, Mexico's ostiones and jaiba, beef tongue, goat, sponge cake, black coffee), not 'ternera' (veal, or young beef) or 'mojarra' (tilapia, or a bream)", () => {
    const es = EUROPE_LEXICONS.es!;
    expect([es.soja, es.soya, es.ostiones, es.jaiba, es.jaibas, es.lengua, es['lengua de res'], es['lengua de vaca'], es.chivo, es['carne de chivo']]).toEqual([
      'soybeans, mature seeds, raw',
      'soybeans, mature seeds, raw',
      'oyster',
      'blue crab',
      'blue crab',
      'beef tongue',
      'beef tongue',
      'beef tongue',
      'goat, raw',
      'goat, raw',
    ]);
    expect([
      es.bizcocho,
      es['agua mineral'],
      es['café negro'],
      es['café americano'],
      es['carne de res molida'],
      es['tortilla española'],
      es['leche deslactosada'],
    ]).toEqual(['sponge cake', 'bottled water', 'brewed coffee', 'brewed coffee', 'ground beef', 'spanish-style tortilla', 'lactose free milk']);
    expect([es.ternera, es.mojarra, es.dorada, es.tostadas, es.pastel].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names a third pass of Italian everyday foods (eggs, poached eggs, tuna in water, oat milk, soup, pasta al pomodoro), not 'peperoni' (bell peppers, and 'pepperoni' misspelt) or 'brodo'", () => {
    const it_ = EUROPE_LEXICONS.it!;
    expect([
      it_.uova,
      it_['bistecca di manzo'],
      it_['fegatini di pollo'],
      it_['tonno al naturale'],
      it_['uova in camicia'],
      it_['uovo in camicia'],
      it_['latte di avena'],
    ]).toEqual(['egg', 'beef steak', 'chicken liver', 'canned tuna', 'poached egg', 'poached egg', 'oat milk']);
    expect([
      it_.zuppa,
      it_['acqua gassata'],
      it_['cioccolata calda'],
      it_['caramelle gommose'],
      it_['pasta al pomodoro'],
      it_['spaghetti al pomodoro'],
    ]).toEqual(['soup', 'carbonated water', 'hot chocolate cocoa', 'gummy candy', 'spaghetti pomodoro sauce', 'spaghetti pomodoro sauce']);
    expect([it_.peperoni, it_.brodo, it_.frullato, it_.barretta].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names a third pass of Turkish everyday foods (chicken wings and legs as written, leg of lamb, soup, the cheese toastie, grilled chicken), not 'ayran' or 'labne' (no row) or bare 'tost' (toast bread in Polish)", () => {
    const tr = WEST_ASIA_LEXICONS.tr!;
    expect([tr['tavuk kanadı'], tr['tavuk butu'], tr['kuzu but'], tr['tahin helvası'], tr.kestane, tr.omlet, tr['kaşarlı tost']]).toEqual([
      'raw chicken wing',
      'chicken thigh',
      'leg of lamb',
      'halvah',
      'raw chestnuts',
      'egg omelet',
      'grilled cheese sandwich',
    ]);
    expect([tr.sandviç, tr['haşlanmış patates'], tr.çorba, tr['ızgara tavuk'], tr['tavuk ızgara']]).toEqual([
      'sandwich',
      'boiled potatoes',
      'soup',
      'grilled chicken',
      'grilled chicken',
    ]);
    expect([tr.ayran, tr.labne, tr.tost, tr.leblebi, tr.pekmez, tr['sebze çorbası']].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names a third pass of Vietnamese everyday foods (phở, the summer roll, crab and prawns by the market names, plant milks), not 'trà đá' (unsweetened, the tables' iced tea is not) or 'nước có ga' (soda, or sparkling water)", () => {
    const vi = FOOD_LEXICONS.vi!;
    expect([vi.phở, vi['phở bò'], vi['phở gà'], vi['gỏi cuốn'], vi['tôm sú'], vi.ghẹ]).toEqual([
      'pho soup',
      'pho soup',
      'pho soup',
      'summer roll',
      'shrimp',
      'crab',
    ]);
    expect([vi['mực ống'], vi['cá trích'], vi['chanh leo'], vi['sữa hạnh nhân'], vi['sữa yến mạch'], vi['sữa bột']]).toEqual([
      'squid',
      'herring',
      'passion fruit',
      'almond milk',
      'oat milk',
      'milk powder',
    ]);
    expect([vi['trà đá'], vi['nước có ga'], vi['gà luộc'], vi['bột ngô'], vi['bắp bò']].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names a third pass of Thai everyday foods (Mama the instant noodles, salmon, prunes as dried plums, salad, grilled chicken, fried fish), not 'ถั่วแดง' (kidney or adzuki beans) or 'ลูกชิ้น' (fish, pork or beef balls)", () => {
    const th = FOOD_LEXICONS.th!;
    expect([th.มาม่า, th.แซลมอน, th.ลูกพรุน, th.สเต็ก, th.สลัด, th.ไก่ย่าง, th.ปลาทอด, th.ข้าวโพดหวาน]).toEqual([
      'ramen noodle soup',
      'salmon',
      'dried plums',
      'beef steak',
      'green salad',
      'grilled chicken',
      'fried fish',
      'sweet corn',
    ]);
    expect([th.ถั่วแดง, th.ลูกชิ้น, th.เยลลี่, th.หมูย่าง].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names a fourth pass of Korean everyday foods (grilled mackerel, gold kiwi, striploin, cup noodles, instant rice, mushrooms by short names), not '생선구이' (which fish) or '양지' (brisket or flank)", () => {
    const ko = FOOD_LEXICONS.ko!;
    expect([ko.고등어구이, ko.골드키위, ko.채끝, ko.컵라면, ko.즉석밥, ko.햇반, ko.감귤]).toEqual([
      'grilled mackerel',
      'gold kiwifruit',
      'beef strip loin',
      'ramen noodle soup',
      'cooked white rice',
      'cooked white rice',
      'tangerine',
    ]);
    expect([ko.표고, ko.팽이, ko.카스테라, ko.츄러스, ko.연어회, ko.오겹살, ko.대패삼겹살]).toEqual([
      'raw shiitake mushrooms',
      'enoki mushrooms',
      'sponge cake',
      'churros',
      'salmon',
      'pork belly',
      'pork belly',
    ]);
    expect([ko.생선구이, ko.양지, ko.앞다리, ko.삼겹살구이].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names a fourth pass of Chinese everyday foods (short forms of held words, chicken feet as 凤爪, toast by its bread, pork jerky, the smoothie), not '里肌' (its English reaches the tenderloin) or '鸡米花' (not the nuggets)", () => {
    const zh = ZH_LEXICON;
    expect([zh.五花, zh.培根肉, zh.鸡翅膀, zh.凤爪, zh.鳳爪, zh.全麦吐司, zh.白吐司]).toEqual([
      'pork belly',
      'bacon',
      'raw chicken wing',
      'chicken feet',
      'chicken feet',
      'whole wheat bread',
      'white bread',
    ]);
    expect([zh.牛角面包, zh.炸薯条, zh.热狗肠, zh.猪肉干, zh.豬肉乾, zh.果昔]).toEqual([
      'croissant',
      'french fries',
      'frankfurter',
      'pork jerky',
      'pork jerky',
      'smoothie',
    ]);
    expect([zh.里肌, zh.鸡米花, zh.冰沙, zh.鸡排].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names a fourth pass of Dutch everyday foods (grapes by colour, tomaatjes, French onion soup, black coffee), not 'ham kaas' (no English name reaches the toastie) or 'gyros'", () => {
    const nl = EUROPE_LEXICONS.nl!;
    expect([nl['blauwe druiven'], nl['witte druiven'], nl.tomaatjes, nl.uiensoep, nl['koffie zwart']]).toEqual([
      'grapes',
      'grapes',
      'tomato',
      'french onion soup',
      'brewed coffee',
    ]);
    expect([nl['ham kaas'], nl['tosti ham kaas'], nl.gyros].filter((name) => name !== undefined)).toEqual([]);
  });

  it("names a fourth pass of French everyday foods (sésame, café latte and noisette, boudoirs), not 'palmier' or 'canelé' (no row; they met hearts of palm and cinnamon)", () => {
    const fr = EUROPE_LEXICONS.fr!;
    expect([fr.sésame, fr['café latte'], fr['café noisette'], fr.boudoir, fr.boudoirs]).toEqual([
      'sesame seeds',
      'coffee latte',
      'coffee macchiato',
      'ladyfingers',
      'ladyfingers',
    ]);
    expect([fr.palmier, fr.canelé, fr.orangina].filter((name) => name !== undefined)).toEqual([]);
  });

  it('covers every lexicon with a script check', () => {
    expect(all.map(([name]) => name).sort()).toEqual(Object.keys(SCRIPTS).sort());
  });

  for (const [name, lexicon] of all) {
    it(`${name}: names in the language's script, and no two spellings search folds together with two meanings`, () => {
      const meaning = new Map<string, string>();
      for (const [native, english] of Object.entries(lexicon)) {
        expect(native).toMatch(SCRIPTS[name]!);
        expect(english).toMatch(/^[a-z][a-z ,-]*$/);
        const key = foldedBySearch(name) ? normalise(native) : native;
        expect(`${native} → ${meaning.get(key) ?? english}`).toBe(`${native} → ${english}`);
        meaning.set(key, english);
      }
    });
  }
});
