import { describe, expect, test } from 'bun:test';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { extractRecipes } from '../../../src/domain/recipes/extract';
import { stepTitle } from '../../../src/domain/recipes/page-blocks';
import { detectLanguage, languageOfText, sectionOf } from '../../../src/domain/recipes/page-language';
import { parseHtml } from '../../../src/domain/recipes/html-tree';
import { recipeName } from '../../../src/domain/recipes/page-title';
import { loadRealPages, PAGES_DIR } from '../../helpers/recipe-page-score';

// Only tune pages are named here: held-out pages are measured by bench/recipe-extraction.ts, never tuned on.
const real = (file: string) => extractRecipes({ html: readFileSync(join(PAGES_DIR, 'real', file), 'utf8') });
const steps = (r: ReturnType<typeof extractRecipes>) => r.recipe.instructions.flatMap((g) => g.steps);
const html = (lang: string | null, body: string) =>
  `<!DOCTYPE html><html${lang ? ` lang="${lang}"` : ''}><head><title>Page</title></head><body>${body}</body></html>`;

describe('the real-page set', () => {
  const pages = loadRealPages();
  test('999 pages from 999 sites (twenty-four batches), split 567/432 with no site in both halves, each file present and labelled', () => {
    expect(pages.length).toBe(999);
    expect(new Set(pages.map((p) => p.site)).size).toBe(999);
    expect(loadRealPages('tune').length).toBe(567);
    expect(loadRealPages('heldout').length).toBe(432);
    for (const p of pages) {
      expect(existsSync(join(PAGES_DIR, p.file))).toBe(true);
      expect(p.title.length && p.ingredients.length && p.steps.length).toBeGreaterThan(0);
    }
  });
});

describe('step titles', () => {
  test('a HowToStep keeps its own title as name (savorythoughts.com); steps without one have null', () => {
    const s = steps(real('savorythoughts-com.html'));
    expect(s.map((x) => x.name)).toEqual(['prepare the ingredients', 'Cook the soup']);
    expect(s[0]!.step).toStartWith('Clean and wash the meat');
    expect(steps(real('leckerschmecker-me.html')).every((x) => x.name === null)).toBe(true);
  });
  test('names that repeat the step, cut it off with "...", only number it, or are identifiers are no titles', () => {
    expect(stepTitle('Make the marinade', 'Whisk the oil and lemon.')).toBe('Make the marinade');
    expect(stepTitle('Whisk the oil and lemon.', 'Whisk the oil and lemon')).toBeNull();
    expect(stepTitle('Prepare coals. I have an eight-quart cast-iron Dutch...', 'Prepare coals. I have an eight-quart cast-iron Dutch oven.')).toBeNull();
    expect(['Step 2', 'Schritt 3:', '4.', 'gazpacho_r step 1', 'instruction 0', 'cooking-beef'].map((n) => stepTitle(n, 'Boil.'))).toEqual(Array(6).fill(null));
  });
  test('a list item with a name and a description but no text is the description, titled by the name (homechef.com)', () => {
    const s = steps(real('homechef-com.html'));
    expect(s.map((x) => x.name)).toEqual([
      'Cook the Pasta',
      'Prepare the Ingredients',
      'Crisp the Prosciutto',
      'Cook the Mushrooms',
      'Make Sauce and Finish Dish',
    ]);
    expect(s[1]!.step).toBe('Mince garlic. Cut mushrooms into 1/4" slices. Halve and juice lemon.');
    const ld = `<script type="application/ld+json">{"@type":"Recipe","name":"Tea","recipeIngredient":["1 tea bag","water"],"recipeInstructions":[{"@type":"ListItem","name":"Boil","description":"Boil the water."},{"@type":"HowToStep","name":"Steep the tea."}]}</script>`;
    expect(steps(extractRecipes({ html: ld }))).toEqual([
      { number: 1, step: 'Boil the water.', name: 'Boil' },
      { number: 2, step: 'Steep the tea.', name: null },
    ]);
  });
  test('microdata step containers are read as one list: a numbered title names the text after it, a list printed twice is read once (blueapron.com)', () => {
    const s = steps(real('blueapron-com.html'));
    expect(s.map((x) => x.name)).toEqual([
      'Cook the farro',
      'Prepare the ingredients & make the vinaigrette',
      'Cook & slice the eggs',
      'Char the corn',
      'Cook the chickpeas & serve your dish',
    ]);
    expect(s[0]!.step).toStartWith('Remove the honey from the refrigerator');
    const card = (tag: string) =>
      [
        ['Boil', 'Boil the water for the tea.'],
        ['Steep', 'Steep the tea for four minutes.'],
      ]
        .map(([t, x], i) => `<${tag} itemprop="recipeInstructions"><span>${i + 1}</span> <span>${t}</span><p>${x}</p></${tag}>`)
        .join('');
    const md = html(
      'en',
      `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Tea</h1><span itemprop="recipeIngredient">1 tea bag</span><span itemprop="recipeIngredient">water</span>${card('div')}${card('section')}</div>`,
    );
    expect(steps(extractRecipes({ html: md }))).toEqual([
      { number: 1, step: 'Boil the water for the tea.', name: 'Boil' },
      { number: 2, step: 'Steep the tea for four minutes.', name: 'Steep' },
    ]);
  });
  test('microdata HowToSteps and JSON-LD sections keep step titles too', () => {
    const md = html(
      'en',
      `<div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Soup</h1><span itemprop="recipeIngredient">1 onion</span><span itemprop="recipeIngredient">1 l water</span>
      <div itemprop="recipeInstructions" itemscope itemtype="https://schema.org/HowToStep"><b itemprop="name">Chop</b> <span itemprop="text">Chop the onion.</span></div></div>`,
    );
    expect(steps(extractRecipes({ html: md }))).toEqual([{ number: 1, step: 'Chop the onion.', name: 'Chop' }]);
    const ld = `<script type="application/ld+json">{"@type":"Recipe","name":"Pie","recipeIngredient":["1 crust","2 apples"],"recipeInstructions":[{"@type":"HowToSection","name":"Filling","itemListElement":[{"@type":"HowToStep","name":"Slice","text":"Slice the apples."},{"@type":"HowToStep","text":"Fill the crust."}]}]}</script>`;
    expect(extractRecipes({ html: ld }).recipe.instructions).toEqual([
      {
        name: 'Filling',
        steps: [
          { number: 1, step: 'Slice the apples.', name: 'Slice' },
          { number: 2, step: 'Fill the crust.', name: null },
        ],
      },
    ]);
  });
  test('a structured step that opens with the heading the page prints over its text is that text as printed, titled by the heading (foodandwine.com)', () => {
    const s = steps(real('foodandwine-com.html'));
    expect(s.map((x) => x.name)).toEqual(['Make the cake', null, 'While cake is cooling, make the icing']);
    expect(s[0]!.step).toStartWith('Preheat oven to 350°F.');
    const ld = `<script type="application/ld+json">{"@type":"Recipe","name":"Tea","recipeIngredient":["1 tea bag","water"],"recipeInstructions":[{"@type":"HowToStep","text":"Boil the water Bring the water to a boil in a kettle ."},{"@type":"HowToStep","text":"Pour it over the tea bag and steep for four minutes."},{"@type":"HowToStep","text":"Serve it Pour into cups."}]}</script>`;
    const shown = `<ol><li><h3>Boil the water</h3><p>Bring the water to a boil in a <a>kettle</a>.</p></li><li><p>Pour it over the tea bag and steep for four minutes.</p></li><li><p>Serve it Pour into cups.</p></li></ol>`;
    expect(steps(extractRecipes({ html: html('en', ld + shown) }))).toEqual([
      { number: 1, step: 'Bring the water to a boil in a kettle.', name: 'Boil the water' },
      { number: 2, step: 'Pour it over the tea bag and steep for four minutes.', name: null },
      { number: 3, step: 'Serve it Pour into cups.', name: null },
    ]);
  });
});

describe('headings in more languages, each from real pages', () => {
  test('section words: el, ru, zh, ko, ar, fa, ur and tr, with accents, vowel marks and dish-first headings', () => {
    const ingredients = [
      'Υλικά',
      'ΥΛΙΚΑ',
      'Υλικά / Ingredients',
      'Ингредиенты',
      '材料',
      '用料',
      '食材明细',
      '재료',
      '김치찌개 재료',
      'المكونات',
      'المكوّنات',
      'مقادير عمل الكبسة',
      'مواد لازم',
      'اجزاء',
      'Malzemeler',
      'Kek malzemeleri',
      'ハンバーグの材料',
    ];
    const instructions = [
      'Εκτέλεση',
      'Εκτέλεση / Execution',
      'Приготовление',
      'Метод',
      '做法',
      '红烧肉的做法步骤',
      '制作步骤',
      '조리순서',
      '만드는 법',
      'طريقة التحضير',
      'طرز تهیه',
      'ترکیب',
      'Yapılışı',
    ];
    expect(ingredients.map(sectionOf)).toEqual(ingredients.map(() => 'ingredients'));
    expect(instructions.map(sectionOf)).toEqual(instructions.map(() => 'instructions'));
    expect(['Примечания', 'Notes'].map(sectionOf)).toEqual(['stop', 'stop']);
    // A word inside a longer English heading is not a dish-first heading; after a site's name, only the words alone count.
    expect(sectionOf('The secret ingredients')).toBeNull();
    expect(sectionOf("Melissa Joulwan's Well Fed - Ingredients for a Happy Life")).toBeNull();
    // After the dish's name and a separator, with its article (zaubertopf.de), and other headings seen on real pages.
    expect(['Wikinger-Auflauf – Die Zutaten', 'Things you’ll need', 'Zutaten*'].map(sectionOf)).toEqual(['ingredients', 'ingredients', 'ingredients']);
    expect(['Wikinger-Auflauf – Die Zubereitung', 'Step-by-Step Instructions', 'Aan de slag', 'A recept'].map(sectionOf)).toEqual(
      Array(4).fill('instructions'),
    );
  });
  test('Greek page with no recipe markup (argiro.gr): found by its headings, amounts printed apart join their ingredient', () => {
    const r = real('argiro-gr.html');
    expect(r.recipe).toMatchObject({ format: 'headings', name: 'Ψητά αυγά στον φούρνο μέσα σε αβοκάντο', language: 'el' });
    expect(r.recipe.ingredients.slice(0, 4)).toEqual(['2 αβοκάντο ώριμα', '4 αυγά μεγάλα', '1/2 φλ. τρίμματα φέτας', '1 φετ. μπέικον']);
    expect(steps(r)).toHaveLength(10);
  });
  test('Russian (cook-talk.com) and Chinese (mykitchen101.com, steps numbered "1 …" without a dot) pages', () => {
    const ru = real('cook-talk-com.html');
    expect(ru.recipe).toMatchObject({ name: 'Курица с сыром пармезан', language: 'ru' });
    expect(ru.recipe.ingredients).toContain('сливочное масло - 50г');
    expect(steps(ru)).toHaveLength(4);
    const zh = real('mykitchen101-com.html');
    expect(zh.recipe).toMatchObject({ language: 'zh', language_source: 'text' });
    expect(steps(zh)[0]!.step).toBe('把烤炉预热至200°C/395°F。');
  });
  test('Korean, Arabic and Persian headings read on pages laid out with them', () => {
    const ko = extractRecipes({
      html: html(
        null,
        '<h1>김치찌개</h1><h3>재료</h3><ul><li>신김치 300g</li><li>돼지고기 200g</li><li>두부 1/2모</li></ul><h3>조리순서</h3><ol><li>김치와 돼지고기를 볶습니다.</li><li>물을 붓고 15분 끓입니다.</li></ol>',
      ),
    }).recipe;
    expect(ko).toMatchObject({ name: '김치찌개', language: 'ko', ingredients: ['신김치 300g', '돼지고기 200g', '두부 1/2모'] });
    // The page's title reads like an instructions heading ("طريقة عمل ..."): the steps after the ingredient list are the ones taken.
    const ar = extractRecipes({
      html: html(
        'ar',
        '<h1>طريقة عمل كبسة الدجاج</h1><p>الكبسة من أشهر الأطباق.</p><p>مقدمة طويلة عن الطبق وتاريخه في الخليج.</p><h2>المكوّنات</h2><ul><li>3 أكواب من الأرز</li><li>دجاجة مقطعة</li></ul><h2>طريقة التحضير</h2><ol><li>تسخين الزيت في قدر.</li><li>إضافة البصل والتحريك.</li></ol>',
      ),
    }).recipe;
    expect(ar.ingredients).toEqual(['3 أكواب من الأرز', 'دجاجة مقطعة']);
    expect(ar.instructions[0]!.steps.map((s) => s.step)).toEqual(['تسخين الزيت في قدر.', 'إضافة البصل والتحريك.']);
    const fa = extractRecipes({
      html: html(
        null,
        '<h1>قورمه سبزی</h1><h2>مواد لازم</h2><ul><li>سبزی قورمه ۱/۵ کیلو</li><li>لوبیا قرمز دو سوم لیوان</li></ul><h2>طرز تهیه</h2><p>پیاز را ریز خرد کنید و همراه با گوشت سرخ کنید.</p>',
      ),
    }).recipe;
    expect(fa).toMatchObject({ language: 'fa', ingredients: ['سبزی قورمه ۱/۵ کیلو', 'لوبیا قرمز دو سوم لیوان'] });
  });
  test('Urdu page whose JSON-LD types every ingredient and step raw into one string (kfoods.com): read line by line, as the page shows them', () => {
    const r = real('kfoods-com.html');
    expect(r.recipe).toMatchObject({ format: 'json-ld', language: 'ur', field_sources: { ingredients: 'json-ld', instructions: 'json-ld' } });
    expect(r.recipe.ingredients).toContain('املی۔۔۔۔۔۔۔۔۔۔ 50 گرام');
    expect(r.recipe.ingredients.length).toBeGreaterThanOrEqual(12);
    expect(steps(r)).toHaveLength(3);
  });
});

describe('language: the declaration unless the recipe text is in another script, or plainly another language', () => {
  test('script decides where stop words cannot', () => {
    expect(
      [
        '김치를 볶습니다 물을 붓고',
        'Ψήνουμε το μπέικον',
        'Разогреть духовку до 190 градусов',
        'Розігріти духовку',
        'تسخين الزيت في قدر',
        'پیاز را ریز خرد کنید',
        'املی کو پانی میں بھگو دیں',
        '把烤炉预热至200°C',
      ].map(languageOfText),
    ).toEqual(['ko', 'el', 'ru', 'uk', 'ar', 'fa', 'ur', 'zh']);
  });
  test('a template\'s lang="en-US" around a recipe in Urdu or Chinese gives way; one in the same script stays', () => {
    expect(detectLanguage(parseHtml('<html lang="en-US"></html>'), null, '把烤炉预热至200°C/395°F。把蛋轻轻打散')).toEqual({ language: 'zh', source: 'text' });
    expect(detectLanguage(parseHtml('<html lang="en"></html>'), null, 'Mettre la farine dans un saladier avec les œufs et le lait')).toEqual({
      language: 'en',
      source: 'html-lang',
    });
  });
  test('a declared Latin-script language gives way to another when a whole recipe holds none of its common words (kochbucher.com)', () => {
    const german = [
      'Putengeschnetzeltes mit Reis',
      '400 g Putenbrust',
      '200 g Reis',
      '1 Zwiebel',
      '200 ml Sahne',
      'Den Reis nach Packungsanweisung in Salzwasser garen.',
      'Die Putenbrust in Streifen schneiden und in einer Pfanne mit etwas Öl kräftig anbraten.',
      'Die Zwiebel würfeln, dazugeben und glasig dünsten.',
      'Mit der Sahne ablöschen, aufkochen lassen und mit Salz und Pfeffer abschmecken.',
      'Das Geschnetzelte mit dem Reis auf Tellern anrichten.',
    ].join(' ');
    expect(detectLanguage(parseHtml('<html lang="en-US"></html>'), null, german)).toEqual({ language: 'de', source: 'text' });
    expect(real('kochbucher-com.html').recipe.language).toBe('de');
    // One English phrase in it keeps the declaration: the page may be English around a German recipe's lines.
    expect(detectLanguage(parseHtml('<html lang="en-US"></html>'), null, `${german} Serve with the salad.`)).toEqual({ language: 'en', source: 'html-lang' });
  });
  test('English "or" counts: a short English card with a French dish\'s herbs ("herbes de Provence") is English, not a tie with Portuguese (mobile.kptncook.com)', () => {
    const card = [
      'Baked Feta with Herbs',
      '200 g feta',
      '1 tsp herbes de Provence',
      'salt',
      'pepper',
      'Preheat oven to 400°F or 350°F (fan).',
      'Mix feta, herbes de Provence, salt and pepper in a bowl and bake 15 min.',
    ].join(' ');
    expect(languageOfText(card)).toBe('en');
    expect(real('mobile-kptncook-com.html').recipe.language).toBe('en');
  });
});

describe("the recipe's own title", () => {
  test('site names, a bare "Recipe", a rating and "by <site>" go; parts of the name stay', () => {
    expect(recipeName('Gingerbread Pancakes - Donal Skehan | EAT LIVE GO', ['Donal Skehan | EAT LIVE GO', 'Donal Skehan', 'EAT LIVE GO'])).toBe(
      'Gingerbread Pancakes',
    );
    expect(recipeName('Banketstaaf – recept', [])).toBe('Banketstaaf');
    expect(recipeName('Lemon Meringue Tartlets Recipe - (4.8/5)', [])).toBe('Lemon Meringue Tartlets Recipe');
    expect(recipeName('Chipotle Chicken by 30Seconds Food', ['30Seconds Food'])).toBe('Chipotle Chicken');
    expect(recipeName('Street Kitchen | Tejberizs', ['Street Kitchen'])).toBe('Tejberizs');
    expect(recipeName('Pasta - Quick Version', ['Pasta Queen'])).toBe('Pasta - Quick Version');
  });
  test('the recipe markup names the recipe, not og:title; a JSON-LD name carrying the site loses it (domain letters count)', () => {
    const page = `<html><head><meta property="og:title" content="So machst du gebrannte Mandeln"><link rel="canonical" href="https://www.donalskehan.com/r/1"></head><body><h1>So machst du gebrannte Mandeln</h1>
      <script type="application/ld+json">{"@type":"Recipe","name":"Gebrannte Mandeln - Donal Skehan","recipeIngredient":["200 g Mandeln","70 g Zucker"],"recipeInstructions":"Alles mischen."}</script></body></html>`;
    expect(extractRecipes({ html: page }).recipe.name).toBe('Gebrannte Mandeln');
  });
  test('a screen-reader-only h1 ("Navigation") is not the page title', () => {
    const page = html(
      'en',
      '<h1 class="sr-only">Navigation</h1><h1>Shortbread</h1><h2>Ingredients</h2><ul><li>200 g flour</li><li>100 g butter</li></ul><h2>Method</h2><p>Rub the butter into the flour.</p>',
    );
    expect(extractRecipes({ html: page }).recipe.name).toBe('Shortbread');
  });
});

describe('structured data as pages really write it', () => {
  test("one of several method strings is one step, its lines the step's parts, unless the page shows each line apart (gousto.co.uk)", () => {
    const ld = `<script type="application/ld+json">{"@type":"Recipe","name":"Pork pasta","recipeIngredient":["200g linguine","1 onion"],"recipeInstructions":["Preheat the oven to 200°C\\nBoil a kettle (used in step 2)","Cook the pasta for 8-10 min, stirring occasionally, then drain well.\\nPeel the onion and chop it finely, then fry it in a little oil.","Serve."]}</script>`;
    const texts = (page: string) => steps(extractRecipes({ html: page })).map((s) => s.step);
    expect(texts(html('en', ld))).toEqual([
      'Preheat the oven to 200°C Boil a kettle (used in step 2)',
      'Cook the pasta for 8-10 min, stirring occasionally, then drain well. Peel the onion and chop it finely, then fry it in a little oil.',
      'Serve.',
    ]);
    // The page lists the lines as items of their own: they are steps.
    const shown = `<ol><li>Preheat the oven to 200°C</li><li>Boil a kettle (used in step 2)</li><li>Cook the pasta for 8-10 min, stirring occasionally, then drain well.</li><li>Peel the onion and chop it finely, then fry it in a little oil.</li><li>Serve.</li></ol>`;
    expect(texts(html('en', ld + shown))).toHaveLength(5);
    expect(steps(real('gousto-co-uk.html'))).toHaveLength(8);
  });
  test('ingredient lines grouped as lists of lists are read (one list per part of the recipe)', () => {
    const page = `<script type="application/ld+json">{"@type":"Recipe","name":"Köri soslu tavuk","recipeIngredient":[["2 yemek kaşığı sıvı yağ","1 kilogram tavuk"],["5 adet patates"]],"recipeInstructions":[{"@type":"HowToStep","text":"Patatesleri haşlayın."}]}</script>`;
    expect(extractRecipes({ html: page }).recipe.ingredients).toEqual(['2 yemek kaşığı sıvı yağ', '1 kilogram tavuk', '5 adet patates']);
  });
  test('property names written with a capital ("ItemListElement") are read', () => {
    const page = `<script type="application/ld+json">{"@type":"Recipe","name":"Tikka","RecipeIngredient":["1 kylling"],"recipeInstructions":[{"@type":"HowToSection","name":"Ris","ItemListElement":[{"@type":"HowToStep","text":"Kok ris."}]}]}</script>`;
    expect(extractRecipes({ html: page }).recipe).toMatchObject({ ingredients: ['1 kylling'], instructions: [{ name: 'Ris', steps: [{ step: 'Kok ris.' }] }] });
  });
  test("a name-only Recipe beside the full one (an SEO plugin's stub) is the same recipe", () => {
    const page = `<script type="application/ld+json">{"@type":"Recipe","name":"Malva pudding ","recipeYield":"6"}</script><script type="application/ld+json">{"@type":"Recipe","name":"Malva pudding","recipeIngredient":["1 cup sugar","1 egg"],"recipeInstructions":["Bake."]}</script>`;
    const r = extractRecipes({ html: page });
    expect(r.count).toBe(1);
    expect(r.recipe).toMatchObject({ ingredients: ['1 cup sugar', '1 egg'], instructions: [{ steps: [{ step: 'Bake.' }] }] });
  });
  test('markup inside a structured line reads as the page shows it: a bold word is no separate word ("1 <b>small onion</b>, chopped")', () => {
    const page = `<script type="application/ld+json">{"@type":"Recipe","name":"Risotto","recipeIngredient":["1 <b>small onion</b>, finely chopped","1/4 cup (60g)<b> butter</b>","<i>Salt</i> and <em>pepper</em>"],"recipeInstructions":["Cook."]}</script>`;
    expect(extractRecipes({ html: page }).recipe.ingredients).toEqual(['1 small onion, finely chopped', '1/4 cup (60g) butter', 'Salt and pepper']);
    expect(real('goodfooddiscoveries-com.html').recipe.ingredients).toContain('Salt and pepper, to taste');
  });
  test("structured ingredient lines that are the first part of the page's list give way to the whole list (waitrose.com: the first group's 8 of 15)", () => {
    const ld = `<script type="application/ld+json">{"@type":"Recipe","name":"Blackout cake","recipeIngredient":["250 g plain flour","75 g cocoa powder","2 eggs"],"recipeInstructions":["Mix the flour, cocoa and eggs.","Make the custard."]}</script>`;
    const page = (more: string) =>
      html(
        'en',
        `${ld}<h1>Blackout cake</h1><h2>Ingredients</h2><ul><li>250g plain flour</li><li>75g cocoa powder</li><li>2 eggs</li>${more}<h2>Method</h2><ol><li>Mix the flour, cocoa and eggs.</li><li>Make the custard.</li></ol>`,
      );
    const custard = '</ul><h3>For the custard</h3><ul><li>350ml whole milk</li><li>300g caster sugar</li><li>1 tbsp golden syrup</li></ul>';
    expect(extractRecipes({ html: page(custard) }).recipe.ingredients).toEqual([
      '250g plain flour',
      '75g cocoa powder',
      '2 eggs',
      '350ml whole milk',
      '300g caster sugar',
      '1 tbsp golden syrup',
    ]);
    // Lines without amounts after the list (a screen switch, equipment) are no part of it, though the page lists amounts elsewhere.
    const tools = `<li>Cook Mode Prevent your screen from going dark</li><li>Digital scale</li><li>Two 20cm tins</li></ul><aside><ul><li>250 kcal</li><li>12 g fat</li><li>30 g sugar</li></ul></aside>`;
    expect(extractRecipes({ html: page(tools) }).recipe.ingredients).toEqual(['250 g plain flour', '75 g cocoa powder', '2 eggs']);
    expect(real('waitrose-com.html').recipe.ingredients).toHaveLength(15);
  });
  test('an ingredient value written as several lines holds one ingredient per line', () => {
    const page = `<script type="application/ld+json">{"@type":"Recipe","name":"Tzatziki","recipeIngredient":"\\r\\n2 concombres\\r\\n400 g de yaourt grec\\r\\nSel\\r\\n","recipeInstructions":"Râper les concombres."}</script>`;
    expect(extractRecipes({ html: page }).recipe.ingredients).toEqual(['2 concombres', '400 g de yaourt grec', 'Sel']);
  });
  test('a single ingredient value where the page lists several ("Chicken") gives way to the page list', () => {
    const page = `<script type="application/ld+json">{"@type":"Recipe","name":"Roast chicken","recipeIngredient":"Chicken","recipeInstructions":["Roast it."]}</script>
      <h2>Ingredients</h2><ul><li>1 whole chicken</li><li>3 onions</li><li>500g potatoes</li></ul>`;
    expect(extractRecipes({ html: page }).recipe).toMatchObject({
      ingredients: ['1 whole chicken', '3 onions', '500g potatoes'],
      field_sources: { ingredients: 'headings', instructions: 'json-ld' },
    });
  });
});

describe('steps that no known heading announces', () => {
  const ingredients = '<h2>Ingredients</h2><ul><li>100g tofu, sliced</li><li>1 demi baguette</li><li>1/2 tsp soy sauce</li></ul>';
  test('under a heading of another name after the ingredient list ("Get started")', () => {
    const r = extractRecipes({
      html: html(
        'en',
        `<h1>Banh mi</h1><div class="a">${ingredients}</div><div class="b"><h2>Get started</h2><ol><li>Slice the baguette in half lengthways.</li><li>Marinate the tofu for 30 minutes.</li></ol></div>`,
      ),
    }).recipe;
    expect(r.ingredients).toEqual(['100g tofu, sliced', '1 demi baguette', '1/2 tsp soy sauce']);
    expect(r.instructions[0]!.steps.map((s) => s.step)).toEqual(['Slice the baguette in half lengthways.', 'Marinate the tofu for 30 minutes.']);
  });
  test('after a bold label inside the ingredients section ("Here\'s how to make it:")', () => {
    const r = extractRecipes({
      html: html(
        'en',
        `<h1>Chicken</h1><p><strong>Ingredients</strong></p><ul><li>1 pound chicken</li><li>1/4 cup flour</li></ul><p><strong>Here’s how to make it:</strong></p><ol><li>Combine the flour and the garlic powder in a bowl.</li><li>Heat the olive oil in a large skillet.</li></ol>`,
      ),
    }).recipe;
    expect(r.ingredients).toEqual(['1 pound chicken', '1/4 cup flour']);
    expect(r.instructions.flatMap((g) => g.steps).length).toBe(2);
  });
  test('without headings, elements the page names for the sections ("Ingredients", "recipe-steps") are read', () => {
    const r = extractRecipes({
      html: html(
        'fr',
        '<h1>Tourte</h1><div class="Ingredients"><ul><li>4 feuilles de pâte filo</li><li>200 g de pruneaux</li></ul></div><div class="recipe-steps"><p>Préchauffer le four à 180 °C.</p><p>Garnir la pâte et cuire 40 minutes.</p></div>',
      ),
    }).recipe;
    expect(r).toMatchObject({ format: 'headings', ingredients: ['4 feuilles de pâte filo', '200 g de pruneaux'] });
    expect(r.instructions[0]!.steps).toHaveLength(2);
  });
  test('a heading with a trailing asterisk ("Zutaten*"); a table of ingredients is one line a row, column labels left out (iranmg.blogsky.com lays them out so)', () => {
    const de = extractRecipes({
      html: html(
        'de',
        '<h1>Pancakes</h1><h3>Zutaten*</h3><ul><li>80 g Spinat</li><li>100 ml Milch</li></ul><h3>Zubereitung:</h3><p>Alles verrühren und ausbacken.</p>',
      ),
    }).recipe;
    expect(de.ingredients).toEqual(['80 g Spinat', '100 ml Milch']);
    const fa = extractRecipes({
      html: html(
        null,
        '<h1>قورمه سبزی</h1><p><b>مواد لازم:</b></p><table><tr><th>ماده</th><th>مقدار</th></tr><tr><td>لوبیا قرمز</td><td>یک پیمانه</td></tr><tr><td>پیاز</td><td>۲ عدد</td></tr></table><p><b>طرز تهیه:</b></p><p>لوبیا را از یک ساعت قبل خیس کنید و سبزی را تفت بدهید.</p>',
      ),
    }).recipe;
    expect(fa.ingredient_groups).toEqual([{ name: null, ingredients: ['لوبیا قرمز یک پیمانه', 'پیاز ۲ عدد'] }]);
  });
  test('a line that only names the section is no ingredient; a line that starts with the word is one', () => {
    const r = extractRecipes({
      html: html(
        'en',
        '<h1>Fondant</h1><h4>Things you’ll need</h4><ul><li>Ingredients</li><li>1 bag mini marshmallows</li><li>Ingredients: water, sugar</li></ul><h4>Method</h4><p>Melt the marshmallows with the water.</p>',
      ),
    }).recipe;
    expect(r.ingredients).toEqual(['1 bag mini marshmallows', 'Ingredients: water, sugar']);
  });
  test('a list that is not sentences is not taken for steps', () => {
    const r = extractRecipes({ html: html('en', `<h1>Salsa</h1>${ingredients}<h2>More recipes</h2><ul><li>Tacos</li><li>Nachos</li></ul>`) }).recipe;
    expect(r.instructions).toEqual([]);
  });
});

describe('bad input', () => {
  test('two recipes and no way to tell them apart: both listed with their counts, select_index picks', () => {
    const ld = (lines: string[]) =>
      `<script type="application/ld+json">{"@type":"Recipe","name":"Pancakes","recipeIngredient":${JSON.stringify(lines)},"recipeInstructions":["Mix.","Fry."]}</script>`;
    const page = ld(['200 g flour', '2 eggs']) + ld(['150 g oat flour', '1 banana', '1 cup milk']);
    const first = extractRecipes({ html: page });
    expect(first.count).toBe(2);
    expect(first.candidates).toEqual([
      { index: 0, name: 'Pancakes', format: 'json-ld', ingredient_count: 2, step_count: 2 },
      { index: 1, name: 'Pancakes', format: 'json-ld', ingredient_count: 3, step_count: 2 },
    ]);
    expect(extractRecipes({ html: page, select_index: 1 }).recipe.ingredients).toEqual(['150 g oat flour', '1 banana', '1 cup milk']);
  });
  test('the same without structured data: two plugin cards, or two ingredient lists each with its steps', () => {
    const card = (ing: string) =>
      `<div class="wprm-recipe-container"><h2 class="wprm-recipe-name">Pancakes</h2><ul class="wprm-recipe-ingredients-container"><li>${ing}</li><li>1 egg</li></ul><ol class="wprm-recipe-instructions-container"><li>Mix and fry.</li></ol></div>`;
    const cards = extractRecipes({ html: html('en', card('200 g flour') + card('150 g oat flour')), select_index: 1 });
    expect(cards).toMatchObject({
      count: 2,
      selected_index: 1,
      recipe: { format: 'plugin', plugin: 'wp-recipe-maker', ingredients: ['150 g oat flour', '1 egg'] },
    });
    const pair = (ing: string) => `<h3>Ingredients</h3><ul><li>${ing}</li><li>1 egg</li></ul><h3>Method</h3><p>Mix everything and fry in butter.</p>`;
    const pairs = extractRecipes({ html: html('en', `<h1>Pancakes two ways</h1>${pair('200 g flour')}${pair('150 g oat flour')}`) });
    expect(pairs.candidates.map((c) => [c.format, c.ingredient_count, c.step_count])).toEqual([
      ['headings', 2, 1],
      ['headings', 2, 1],
    ]);
    expect(pairs.recipe.ingredients).toEqual(['200 g flour', '1 egg']);
    expect(() => extractRecipes({ html: html('en', `${pair('200 g flour')}${pair('150 g oat flour')}`), select_index: 2 })).toThrow(
      /select_index must be an integer from 0 to 1/,
    );
  });
  test('steps that are only pictures give no steps: nothing is made up from images or their alt text', () => {
    const page = html(
      'en',
      '<h1>Pizza</h1><h2>Ingredients</h2><ul><li>1 pizza base</li><li>100 g mozzarella</li></ul><h2>Instructions</h2><ol><li><img src="/1.jpg" alt="Step 1: spread the sauce"></li><li><figure><img src="/2.jpg" alt="IMG_2211.jpg"><figcaption>Step 2</figcaption></figure></li></ol>',
    );
    const r = extractRecipes({ html: page }).recipe;
    expect(r.ingredients).toEqual(['1 pizza base', '100 g mozzarella']);
    expect(r.instructions).toEqual([]);
    const ld = `<script type="application/ld+json">{"@type":"Recipe","name":"Pizza","recipeIngredient":["1 pizza base"],"recipeInstructions":[{"@type":"HowToStep","image":"https://example.com/1.jpg"},{"@type":"HowToStep","image":"https://example.com/2.jpg"}]}</script>`;
    expect(extractRecipes({ html: ld }).recipe.instructions).toEqual([]);
  });
  test('a 1 MB page of nested tables is read (nesting flattened at the depth cap, the page-wide scan bounded)', () => {
    const cell = '<table><tr><td class="cell">Ingredients of the layout<br>';
    const tail = '<h2>Ingredients</h2><ul><li>1 egg</li><li>salt</li></ul><h2>Method</h2><ol><li>Boil the egg.</li></ol></body></html>';
    const page = `<html lang="en"><body>${cell.repeat(Math.floor((1_000_000 - tail.length) / cell.length))}${tail}`;
    expect(Buffer.byteLength(page)).toBeGreaterThan(990_000);
    const r = extractRecipes({ html: page }).recipe;
    expect(r.ingredients).toEqual(['1 egg', 'salt']);
    expect(r.instructions[0]!.steps.map((s) => s.step)).toEqual(['Boil the egg.']);
  });
  test("headings in one language, content in another: the lines are read and the language is the content's", () => {
    const tr = extractRecipes({
      html: html(
        null,
        '<h1>Mercimek çorbası</h1><h2>Ingredients</h2><ul><li>1 su bardağı kırmızı mercimek</li><li>1 adet soğan</li><li>2 yemek kaşığı tereyağı</li></ul><h2>Method</h2><ol><li>Soğanı tereyağı ile kavurun ve mercimeği ekleyin.</li><li>Su ekleyip mercimekler dağılana kadar pişirin ve blenderdan geçirin.</li></ol>',
      ),
    }).recipe;
    expect(tr).toMatchObject({
      language: 'tr',
      language_source: 'text',
      ingredients: ['1 su bardağı kırmızı mercimek', '1 adet soğan', '2 yemek kaşığı tereyağı'],
    });
    expect(tr.instructions[0]!.steps).toHaveLength(2);
    const el = extractRecipes({
      html: html(
        'en',
        '<h1>Σαλάτα</h1><h2>Malzemeler</h2><ul><li>2 ντομάτες</li><li>1 αγγούρι</li></ul><h2>Yapılışı</h2><p>Κόβουμε τα λαχανικά και τα ανακατεύουμε με λάδι.</p>',
      ),
    }).recipe;
    expect(el).toMatchObject({ language: 'el', language_source: 'text', ingredients: ['2 ντομάτες', '1 αγγούρι'] });
  });
});
