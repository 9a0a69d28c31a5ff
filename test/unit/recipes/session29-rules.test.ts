import { describe, expect, test } from 'bun:test';
import { extractRecipes } from '../../../src/domain/recipes/extract';
import { stripStepNumber } from '../../../src/domain/recipes/page-blocks';

const recipe = (html: string) => extractRecipes({ html }).recipe;
const steps = (html: string) => recipe(html).instructions.flatMap((g) => g.steps.map((s) => s.step));
const withLd = (ld: object, lang = 'en') =>
  `<!DOCTYPE html><html lang="${lang}"><head><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Recipe', ...ld })}</script></head><body></body></html>`;

// Rules written from tune pages of the twenty-third and twenty-fourth real-page batches.
describe('twenty-ninth session rules', () => {
  test("a number before text in a script without spaces is the step's number (mi-journey.jp: '1.ラザニアの…'); a decimal is not", () => {
    expect(['1.ラザニアのパスタ生地を作る。', '2)ソースを作る', '3.김치를 썬다'].map(stripStepNumber)).toEqual([
      'ラザニアのパスタ生地を作る。',
      'ソースを作る',
      '김치를 썬다',
    ]);
    expect(stripStepNumber('1.5 kg flour, sifted')).toBe('1.5 kg flour, sifted');
  });

  test("a circled number before a particle names an earlier step and stays (usblueberry.jp: '③に溶いた卵を…'); one numbering the step goes", () => {
    expect(stripStepNumber('③に溶いた卵を1つずつ加え、その都度混ぜ合わせる')).toBe('③に溶いた卵を1つずつ加え、その都度混ぜ合わせる');
    expect(stripStepNumber('⑦をスプーンですくって型に入れる')).toBe('⑦をスプーンですくって型に入れる');
    expect(stripStepNumber('③ 卵を加える')).toBe('卵を加える');
  });

  test("a structured step's text going on in lower case from a title that closes no sentence is one sentence (forkandroots.com)", () => {
    const html = withLd({
      name: 'Chickpea Curry',
      recipeIngredient: ['1 tbsp coconut oil', '1 onion'],
      recipeInstructions: [
        { '@type': 'HowToStep', name: 'Heat coconut oil', text: 'in a large pot over medium heat.' },
        { '@type': 'HowToStep', name: 'Add garlic and ginger,', text: 'cooking for just 1 minute.' },
        { '@type': 'HowToStep', name: 'Simmer', text: 'Bring to a gentle simmer.' },
        { '@type': 'HowToStep', name: 'Serve:', text: 'over rice.' },
      ],
    });
    const all = recipe(html).instructions.flatMap((g) => g.steps);
    expect(all.map((s) => [s.step, s.name ?? null])).toEqual([
      ['Heat coconut oil in a large pot over medium heat.', null],
      ['Add garlic and ginger, cooking for just 1 minute.', null],
      ['Bring to a gentle simmer.', 'Simmer'],
      ['over rice.', 'Serve'],
    ]);
  });

  test('a line of one to three words in capitals among lines broken by <br> names a part, no step (martinys.dk)', () => {
    const html = `<!DOCTYPE html><html lang="da"><body><h1>Græskartærte</h1><p>INGREDIENSER<br>FYLD<br>1/2 hokkaido græskar<br>2 spsk. olivenolie<br>TÆRTEBUND<br>250 g havregryn<br>1 tsk. salt</p>
      <h2>Fremgangsmåde</h2><p>FYLD<br>Start med at lave fyldet.<br>Tænd ovnen på 200 grader.<br>TÆRTEBUND<br>Lav nu tærtebunden, ved at blende havregrynene til fint mel.</p></body></html>`;
    expect(steps(html)).toEqual(['Start med at lave fyldet.', 'Tænd ovnen på 200 grader.', 'Lav nu tærtebunden, ved at blende havregrynene til fint mel.']);
    expect(recipe(html).instructions.map((g) => g.name)).toEqual(['FYLD', 'TÆRTEBUND']);
  });

  test('a line that names recipes and closes with a link points to more of them, under a method (sled5.bg)', () => {
    const html = `<!DOCTYPE html><html lang="bg"><body><h1>Апетитка</h1><h2>Необходими продукти</h2><ul><li>1 кг патладжани</li><li>1 кг чушки</li></ul><h2>Начин на приготвяне</h2>
      <p>Смесваме добре смлените зеленчуци и посоляваме.</p><p>Пълним в бурканчета готовата смес и заваряваме около 30 минути.</p>
      <p><em>Още вкусни рецепти от Светлана може да намерите в блога ѝ </em><a href="https://example.org/"><em>„Кулинарни фантазии“</em></a></p></body></html>`;
    expect(steps(html)).toEqual(['Смесваме добре смлените зеленчуци и посоляваме.', 'Пълним в бурканчета готовата смес и заваряваме около 30 минути.']);
  });

  test('a wish in another language closing a short line ends a method read from the page, with what follows (nefistarifvesunumlar.com)', () => {
    const html = `<!DOCTYPE html><html lang="tr"><body><h1>Kurabiye</h1><h2>Malzemeler</h2><ul><li>2 su bardağı un</li><li>1 yumurta</li></ul><h2>Yapılışı</h2>
      <p>Kurabiyeleri tepsiye dizelim.</p><p>Önceden ısıtılmış 180 derece fırında pişirelim.</p><p>Deneyenlere şimdiden afiyet olsun.</p>
      <p><strong><a href="https://example.org/eda">Eda mutfakta</a></strong> kanalına tarifi için teşekkür ederiz.</p></body></html>`;
    expect(steps(html)).toEqual(['Kurabiyeleri tepsiye dizelim.', 'Önceden ısıtılmış 180 derece fırında pişirelim.']);
  });

  test("a last line naming the site a recipe came from is a credit (domacikolaci.net: 'izvor zadovoljna.hr')", () => {
    const html = `<!DOCTYPE html><html lang="hr"><body><h1>Uštipci</h1><h2>Sastojci</h2><ul><li>500 g brašna</li><li>1 jaje</li></ul><h2>Priprema</h2>
      <p>Zagrijte ulje pa pomoću dvije žlice pravite uštipke.</p><p>Pržite ih sve do zlatne boje.</p><p>izvor zadovoljna.hr</p></body></html>`;
    expect(steps(html)).toEqual(['Zagrijte ulje pa pomoću dvije žlice pravite uštipke.', 'Pržite ih sve do zlatne boje.']);
  });

  test("a heading of the list's own level between it and the method, over short lines that are no sentences, names a part of the list (superbrugsenspentrup.dk)", () => {
    const page = (part: string) =>
      `<!DOCTYPE html><html lang="da"><body><h1>Sushi</h1><h3>Ingredienser</h3><ul><li>150 g sushiris</li><li>2 dl vand</li><li>1 avocado</li></ul>${part}
      <h3>Fremgangsmåde</h3><ol><li>Kog risene i vandet.</li><li>Rul sushien med avocado.</li></ol></body></html>`;
    const groups = (part: string) => recipe(page(part)).ingredient_groups.map((g) => [g.name, g.ingredients]);
    expect(groups('<h3>Til servering</h3><ul><li>Chilimayo</li><li>Soya</li><li>Wasabi (valgfrit)</li></ul>')).toEqual([
      [null, ['150 g sushiris', '2 dl vand', '1 avocado']],
      ['Til servering', ['Chilimayo', 'Soya', 'Wasabi (valgfrit)']],
    ]);
    // Sentences under such a heading are a note, no part.
    expect(groups('<h3>Tips</h3><p>Brug altid frisk fisk af sushi-kvalitet.</p><p>Risene skal være helt afkølede før brug.</p>')).toEqual([
      [null, ['150 g sushiris', '2 dl vand', '1 avocado']],
    ]);
  });

  test("the site's name set as an h1, or a consent dialog's heading, names no recipe (perenaine.ee, bakingsecrets.lt)", () => {
    const page = (h1s: string) =>
      `<!DOCTYPE html><html lang="et"><head><title>Kohupiimaküpsised - Perenaine.ee - retseptid</title><meta property="og:site_name" content="Perenaine.ee - retseptid"></head>
      <body>${h1s}<ul><li>100 g võid</li><li>2 munakollast</li><li>250 g kohupiima</li></ul><p>Hõõru või suhkruga heledaks ja lisa munakollased.</p><p>Küpseta 180-kraadises ahjus 20 minutit.</p></body></html>`;
    expect(recipe(page('<h1><a>Perenaine.ee – retseptid</a></h1>')).name).toBe('Kohupiimaküpsised');
    const dialog = `<!DOCTYPE html><html lang="en"><head><title>Oatmeal Pancakes</title></head><body><div class="fc-consent-root"><h1 class="fc-dialog-headline">Baking Secrets asks for your consent to use your personal data</h1></div>
      <h2>Ingredients</h2><ul><li>1 cup oats</li><li>1 cup milk</li></ul><h2>Method</h2><ol><li>Soak the oats in the milk.</li><li>Fry the pancakes.</li></ol></body></html>`;
    expect(recipe(dialog).name).toBe('Oatmeal Pancakes');
  });

  test('the last item of an ingredient list written as a sentence, a method heading after it, stays an ingredient (rambler.ru)', () => {
    const html = `<!DOCTYPE html><html lang="ru"><body><h1>Бланманже</h1><h2>Рецепт шоколадного бланманже</h2><p><strong>Ингредиенты:</strong></p>
      <ul><li>кукурузный крахмал — 1/4 стакана;</li><li>молоко — 2 ст.;</li><li>взбитые сливки, ягоды, фрукты — для украшения.</li></ul>
      <p><strong>Как приготовить:</strong></p><ol><li>Смешайте крахмал и молоко.</li><li>Нагрейте на среднем огне, помешивая.</li></ol></body></html>`;
    expect(recipe(html).ingredients).toEqual(['кукурузный крахмал — 1/4 стакана;', 'молоко — 2 ст.;', 'взбитые сливки, ягоды, фрукты — для украшения.']);
    expect(steps(html)).toEqual(['Смешайте крахмал и молоко.', 'Нагрейте на среднем огне, помешивая.']);
  });

  test('a numbered method split in two lists, one right after the other, is one method (zhcn.julinse.com)', () => {
    const html = `<!DOCTYPE html><html lang="en"><body><h1>Banana bread</h1><ul><li>3 large eggs</li><li>2 tablespoons oil</li><li>2 cups almond flour</li><li>1 tablespoon baking powder</li></ul>
      <ol><li>Heat the oven to 350°F and grease the pan.</li><li>Mash the bananas roughly in a measuring cup.</li></ol><ol><li>Add the eggs and the oil to the cup and stir.</li><li>Pour the batter into the pan and bake for 45 minutes.</li></ol>
      <p>Quick breads come in three kinds.</p><ul><li>The muffin method mixes wet and dry apart.</li><li>The creaming method beats the fat first.</li></ul></body></html>`;
    expect(steps(html)).toEqual([
      'Heat the oven to 350°F and grease the pan.',
      'Mash the bananas roughly in a measuring cup.',
      'Add the eggs and the oil to the cup and stir.',
      'Pour the batter into the pan and bake for 45 minutes.',
    ]);
  });
});
