import { describe, expect, test } from 'bun:test';
import { extractRecipes } from '../../../src/domain/recipes/extract';
import { stripStepNumber } from '../../../src/domain/recipes/page-blocks';
import { sectionOf } from '../../../src/domain/recipes/page-language';

const steps = (html: string) => extractRecipes({ html }).recipe.instructions.flatMap((g) => g.steps.map((s) => s.step));

// Rules written from tune pages of the twenty-second real-page batch and saved pages of sites in no labelled set.
describe('twenty-second batch rules', () => {
  test("a sentence closing on a colon right before a section's list is its lead-in, no line (laferta.lt)", () => {
    const html = `<!DOCTYPE html><html lang="lt"><body><h1>Grybų sriuba</h1><h2>Ingredientai</h2><p>Norint pagaminti gardžią grybų sriubą, jums reikės šių ingredientų:</p><ul><li>300 g šviežių grybų</li><li>2 bulvių</li></ul>
      <h2>Kaip gaminti</h2><p>Dabar, kai turite visus ingredientus, štai žingsniai:</p><ol><li>Nuvalykite grybus ir supjaustykite juos.</li><li>Virkite sriubą apie 20 minučių.</li></ol></body></html>`;
    const r = extractRecipes({ html }).recipe;
    expect(r.ingredients).toEqual(['300 g šviežių grybų', '2 bulvių']);
    expect(steps(html)).toEqual(['Nuvalykite grybus ir supjaustykite juos.', 'Virkite sriubą apie 20 minučių.']);
  });

  test('a paragraph that is the section itself still counts when no list follows it', () => {
    const html = `<!DOCTYPE html><html lang="en"><body><h1>Toast</h1><h2>Ingredients</h2><ul><li>1 slice bread</li><li>1 tsp butter</li></ul><h2>Method</h2><p>Toast the bread until golden, then do this:</p><p>Spread the butter over it while warm.</p></body></html>`;
    expect(steps(html)).toHaveLength(2);
  });

  test('step numbers printed in Hebrew, Vietnamese, Russian, Romanian and Serbian words, or before a full-width stop (goglufree.com), are no part of the step', () => {
    expect(['2。加入10g 糖 。', '12、将酵母搅匀。'].map(stripStepNumber)).toEqual(['加入10g 糖 。', '将酵母搅匀。']);
    expect(
      ['שלב 1: ראשית, חממו את התנור.', 'Bước 3: Hầm rau củ.', 'Шаг 2. Смешайте муку.', 'Pasul 1: Amestecăm.', 'Korak 4: Pecite.'].map(stripStepNumber),
    ).toEqual(['ראשית, חממו את התנור.', 'Hầm rau củ.', 'Смешайте муку.', 'Amestecăm.', 'Pecite.']);
  });

  test("the end of a tag left in front of a structured step is no part of it (repassansgluten.com: 'd=”instruction-step-2″>2. …')", () => {
    const ld = {
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Pain au banane',
      recipeIngredient: ['3 bananes', '2 œufs'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Préchauffez le four à 180 °C.' },
        { '@type': 'HowToStep', text: 'd=&#8221;instruction-step-2&#8243;>2. Mélangez la poudre d’amandes et la fécule.' },
      ],
    };
    const html = `<!DOCTYPE html><html lang="fr"><head><script type="application/ld+json">${JSON.stringify(ld)}</script></head><body><h1>Pain au banane</h1></body></html>`;
    expect(steps(html)).toEqual(['Préchauffez le four à 180 °C.', 'Mélangez la poudre d’amandes et la fécule.']);
  });
});

describe('twenty-second batch rules, second round', () => {
  test('a list item naming a part over its own list is a group of the ingredient list, the next part too (morsblog.dk)', () => {
    const html = `<!DOCTYPE html><html lang="da"><body><h1>Græskartærte</h1><h2>Opskrift på græskartærte</h2><p>Her kommer en simpel opskrift:</p>
      <ol><li>Tærtebund:<ul><li>200 g mel</li><li>100 g smør</li><li>1 æg</li></ul></li><li>Fyld:<ul><li>500 g græskar</li><li>2 æg</li><li>1 dl fløde</li></ul></li></ol>
      <p><b>Fremgangsmåde:</b></p><ol><li>Forvarm ovnen til 180 grader.</li><li>Bland mel, smør og æg til en dej og tryk den ud i en form.</li><li>Blend fyldet og bag tærten i 30 minutter.</li></ol></body></html>`;
    const r = extractRecipes({ html }).recipe;
    expect(r.ingredient_groups.map((g) => [g.name, g.ingredients.length])).toEqual([
      ['Tærtebund', 3],
      ['Fyld', 3],
    ]);
    expect(steps(html)).toHaveLength(3);
  });

  test('a sentence, or one remark alone, before a list holding every later line of the section is no line of it (italiannosh.com)', () => {
    const html = `<!DOCTYPE html><html lang="en"><body><h1>Christmas Tiramisu</h1><h2>Ingredients</h2><p>To recreate this tiramisu for four people, gather the following ingredients that bring out its flavours.</p><ul><li>250 g mascarpone</li><li>3 eggs</li><li>200 g ladyfingers</li></ul>
      <h2>Instructions</h2><p>Cup measure 250 ml</p><ol><li>Whisk the yolks with the sugar until pale.</li><li>Fold in the mascarpone and layer it with the soaked ladyfingers.</li></ol></body></html>`;
    const r = extractRecipes({ html }).recipe;
    expect(r.ingredients).toEqual(['250 g mascarpone', '3 eggs', '200 g ladyfingers']);
    expect(steps(html)).toHaveLength(2);
  });

  test('a heading that names a long dish before the section word, closing on a semicolon, opens its section (nefistarifvesunumlar.com)', () => {
    expect(['Kadayıflı Tahinli Kurabiye Tarifi İçin Malzemeler;', 'Kadayıflı Tahinli Kurabiye Tarifi Nasıl Yapılır;'].map(sectionOf)).toEqual([
      'ingredients',
      'instructions',
    ]);
  });
});

describe('the end of a method read from the page (twenty-third batch, tune)', () => {
  const page = (lang: string, method: string) =>
    `<!DOCTYPE html><html lang="${lang}"><body><h1>Tjestenina</h1><h2>Sastojci</h2><ul><li>200 g rezanaca</li><li>1 luk</li><li>400 g rajčice</li></ul><h2>Priprema</h2>${method}</body></html>`;

  test('a sign-off in the page language ends the method, with what the page prints after it (oblizniprste.si, g4food.ro)', () => {
    const html = page(
      'hr',
      '<p>Skuhajte rezance prema uputama na pakiranju.</p><p>Umiješajte rezance u umak i dobro promiješajte.</p><p>Dobar tek!</p><p>Imate li vi svoj najdraži recept? Pošaljite nam ga!</p>',
    );
    expect(steps(html)).toEqual(['Skuhajte rezance prema uputama na pakiranju.', 'Umiješajte rezance u umak i dobro promiješajte.']);
    const sr = page('sr', '<p>Skuvajte rezance prema uputstvu.</p><p>Umešajte rezance u sos.</p><p>Prijatno!</p><p>Tagovi</p><p>kolač od jabuka</p>');
    expect(steps(sr)).toEqual(['Skuvajte rezance prema uputstvu.', 'Umešajte rezance u sos.']);
  });

  test('a source line and a last line leading into a video are no steps (tradicionalnirecepti.com)', () => {
    const html = page(
      'sr',
      '<p>Skuvajte rezance prema uputstvu.</p><p>Umešajte rezance u sos i dobro promešajte.</p><p>U videu možete pogledati detaljne upute za pripremu:</p><p>Izvor: Bebina kuhinja</p>',
    );
    expect(steps(html)).toEqual(['Skuvajte rezance prema uputstvu.', 'Umešajte rezance u sos i dobro promešajte.']);
  });

  test('"Savjet više" and "Můj tip" end the method as a tips heading does', () => {
    expect(['Savjet više', 'Můj tip', 'Saveti za savršene vanilice'].map(sectionOf)).toEqual(['stop', 'stop', 'stop']);
  });

  test('numbered step titles that close on a stop name the text under them (unaricettaalgiorno.com)', () => {
    const html = `<!DOCTYPE html><html lang="it"><body><h1>Curry di ceci</h1><h2>Ingredienti</h2><ul><li>400 g di ceci</li><li>1 cipolla</li></ul><h3>Procedimento</h3>
      <p><strong>1. Preparazione della base.</strong><br>Inizia scaldando l’olio in una casseruola e aggiungi la cipolla.</p><p><strong>2. Creazione della salsa.</strong><br>Aggiungi i ceci e il latte di cocco, poi cuoci per 15 minuti.</p></body></html>`;
    const got = extractRecipes({ html }).recipe.instructions.flatMap((g) => g.steps.map((s) => [s.name, s.step]));
    expect(got).toEqual([
      ['Preparazione della base.', 'Inizia scaldando l’olio in una casseruola e aggiungi la cipolla.'],
      ['Creazione della salsa.', 'Aggiungi i ceci e il latte di cocco, poi cuoci per 15 minuti.'],
    ]);
  });
});

describe('tabs (twenty-second and twenty-third batches, tune)', () => {
  test('tabs whose labels name sections head the panels they open, in order (liharuokia.fi)', () => {
    const html = `<!DOCTYPE html><html lang="fi"><body><h1>Dumplingsvuoka uunissa</h1><div class="tabs"><div role="tablist"><a role="tab"><div>ainekset</div></a><a role="tab"><div>valmistusohje</div></a><a role="tab"><div>lisätietoja</div></a></div>
      <div class="tab-content"><div role="tabpanel"><ul><li>500 g pakastettuja dumplingeja</li><li>2 dl kuohukermaa</li><li>3 rkl soijakastiketta</li></ul></div>
      <div role="tabpanel"><ol><li>Kuumenna uuni 225 asteeseen.</li><li>Kaada kerma vuokaan ja lisää mausteet.</li><li>Paista 20 minuuttia.</li></ol></div><div role="tabpanel"><p>Valmistusaika 30 min</p></div></div></div></body></html>`;
    const r = extractRecipes({ html }).recipe;
    expect(r.ingredients).toEqual(['500 g pakastettuja dumplingeja', '2 dl kuohukermaa', '3 rkl soijakastiketta']);
    expect(steps(html)).toEqual(['Kuumenna uuni 225 asteeseen.', 'Kaada kerma vuokaan ja lisää mausteet.', 'Paista 20 minuuttia.']);
  });
});

describe('method headings (twenty-third batch, tune)', () => {
  test('a heading right under the method heading is its subtitle: the steps follow it (mesrecettes.info)', () => {
    const html = `<!DOCTYPE html><html lang="fr"><body><h1>Pommes de terre rôties</h1><h2>Ingrédients</h2><ul><li>1 kg de pommes de terre</li><li>1/3 tasse d’huile d’olive</li></ul>
      <h2>Préparation</h2><h2>Comment faire les pommes de terre rôties au citron et aux fines herbes?</h2><p>Préchauffer le four à 200 °.</p><p>Éplucher les pommes de terre et les découper en cubes.</p></body></html>`;
    expect(steps(html)).toEqual(['Préchauffer le four à 200 °.', 'Éplucher les pommes de terre et les découper en cubes.']);
  });

  test('a list named "recept_steg" is the method (taffel.se)', () => {
    const html = `<!DOCTYPE html><html lang="sv"><body><h1>Blåbärsmuffins</h1><ul class="recept_ingrediens"><li><span class="Ingredients">50 g smör</span></li><li><span class="Ingredients">3 ägg</span></li><li><span class="Ingredients">3 dl mjöl</span></li></ul>
      <ol class="recept_steg"><li><span>Värm ugnen till 225°. Smörj en muffinsplåt.</span></li><li><span>Smält smöret och låt svalna något.</span></li></ol></body></html>`;
    expect(steps(html)).toEqual(['Värm ugnen till 225°. Smörj en muffinsplåt.', 'Smält smöret och låt svalna något.']);
  });
});

describe('numbered parts (twenty-third batch, tune)', () => {
  test('a method in parts the page numbers ("Bước 1: …" over its lines) is one step a part, named by its title (venhaminh.vn, cholaithieu.com)', () => {
    const html = `<!DOCTYPE html><html lang="vi"><body><h1>Cháo thịt bò</h1><h3>Nguyên liệu</h3><ul><li>200 g thịt bò</li><li>100 g gạo</li></ul><h3>Các bước thực hiện</h3>
      <h4>Bước 1: Ninh xương lấy nước dùng</h4><ol><li>Xương bò rửa sạch, chặt khúc.</li><li>Hầm xương trong 2 giờ.</li></ol>
      <h4>Bước 2: Nấu cháo</h4><ol><li>Vo gạo sạch, để ráo.</li><li>Nấu gạo với nước dùng đến khi nhừ.</li></ol></body></html>`;
    const got = extractRecipes({ html }).recipe.instructions.flatMap((g) => g.steps.map((s) => [s.name, s.step]));
    expect(got).toEqual([
      ['Ninh xương lấy nước dùng', 'Xương bò rửa sạch, chặt khúc. Hầm xương trong 2 giờ.'],
      ['Nấu cháo', 'Vo gạo sạch, để ráo. Nấu gạo với nước dùng đến khi nhừ.'],
    ]);
  });

  test('parts named without numbers stay groups of steps', () => {
    const html = `<!DOCTYPE html><html lang="en"><body><h1>Cake</h1><h2>Ingredients</h2><ul><li>200 g flour</li><li>2 eggs</li></ul><h2>Method</h2>
      <h3>For the cake</h3><ol><li>Mix the flour and eggs.</li><li>Bake for 30 minutes.</li></ol><h3>For the icing</h3><ol><li>Beat the sugar into the butter.</li><li>Spread it over the cake.</li></ol></body></html>`;
    expect(extractRecipes({ html }).recipe.instructions.map((g) => [g.name, g.steps.length])).toEqual([
      ['For the cake', 2],
      ['For the icing', 2],
    ]);
  });
});

describe('ingredient sections (twenty-third batch, tune)', () => {
  test('ingredient sections right after the first, before the method, each naming what it is for, are groups of the list (resepmasakanlafancy.com)', () => {
    const html = `<!DOCTYPE html><html lang="id"><body><h1>Resep Shumai Ayam</h1><p><strong>Bahan:</strong></p><ul><li>1 buah wortel, cincang halus</li><li>20 lembar kulit shumai</li></ul>
      <p><strong>Bahan Isian:</strong></p><ul><li>300 gram ayam cincang</li><li>1 sdt minyak wijen</li><li>1 sdm gula</li></ul>
      <p><strong>Cara Pembuatan Shumai</strong></p><ol><li>Campur semua bahan isian hingga rata.</li><li>Kukus shumai selama 15 menit.</li></ol></body></html>`;
    // Its heading reads as a section's title ("Bahan …"), which names no group.
    expect(extractRecipes({ html }).recipe.ingredients).toEqual([
      '1 buah wortel, cincang halus',
      '20 lembar kulit shumai',
      '300 gram ayam cincang',
      '1 sdt minyak wijen',
      '1 sdm gula',
    ]);
  });

  test('a list printed again under the same heading is not added (a unit toggle’s copy)', () => {
    const html = `<!DOCTYPE html><html lang="en"><body><h1>Cake</h1><h2>Ingredients</h2><ul><li>1 cup flour</li><li>2 eggs</li></ul><h2>Ingredients</h2><ul><li>125 g flour</li><li>2 eggs</li></ul>
      <h2>Method</h2><ol><li>Mix the flour with the eggs.</li><li>Bake for 30 minutes.</li></ol></body></html>`;
    expect(extractRecipes({ html }).recipe.ingredients).toEqual(['1 cup flour', '2 eggs']);
  });

  test('"Küchengeräte" ends the ingredients: the equipment is no line (omasbestrezepte.com)', () => {
    expect(sectionOf('Küchengeräte')).toBe('stop');
  });
});

describe('twenty-fourth batch rules (tune)', () => {
  test('a last line of a label and a word or two is a fact, no step (tutireceptek.hu, recepttar.kiskegyed.hu)', () => {
    const html = `<!DOCTYPE html><html lang="hu"><body><h1>Lepény</h1><h2>Hozzávalók</h2><ul><li>2 cukkini</li><li>3 burgonya</li></ul><h2>Elkészítés</h2>
      <p>A burgonyát és a cukkinit lereszeljük, összekeverjük a tojással.</p><p>Sütőben 40 percig sütjük.</p><p>A receptet beküldte: jolicska</p></body></html>`;
    expect(steps(html)).toEqual(['A burgonyát és a cukkinit lereszeljük, összekeverjük a tojással.', 'Sütőben 40 percig sütjük.']);
  });

  test('"Vorbereitung:" heads the method (rezepteoma.com)', () => {
    expect(sectionOf('Vorbereitung:')).toBe('instructions');
  });

  test('a label that opens a list item with more text after it titles that item, no section (zdravzajtrk.si)', () => {
    const html = `<!DOCTYPE html><html lang="sl"><body><h1>Jajca po benediktinsko</h1><h2>Sestavine</h2><ul><li>4 jajca</li><li>2 angleška muffina</li></ul><h2>Navodila</h2><ol>
      <li><strong>Priprava holandske omake:</strong> V skledi stepite rumenjake z limoninim sokom, dokler se ne zgostijo.</li>
      <li><strong>Poširanje jajc:</strong> V večji kozici zavrite vodo in jajca poširajte tri minute.</li>
      <li><strong>Priprava muffinov:</strong> Popečite angleške muffine do zlato rjave barve.</li></ol></body></html>`;
    expect(steps(html)).toHaveLength(3);
  });
});

describe('titles (twenty-fourth batch, tune)', () => {
  test('a heading the page’s title names in full beats a theme’s "Blog" h1 (greencontamination.com, becook.com)', () => {
    const html = `<!DOCTYPE html><html lang="it"><head><title>FARINATA CIPOLLE POMODORI VEGANA - Green Contamination</title></head><body><header><h1>Blog</h1></header>
      <article><h2 class="entry-title">FARINATA CIPOLLE POMODORI VEGANA</h2><h3>Ingredienti</h3><ul><li>200 g di farina di ceci</li><li>2 cipolle</li></ul><h3>Procedimento</h3><ol><li>Mescola la farina con l’acqua.</li><li>Cuoci in forno per 30 minuti.</li></ol></article></body></html>`;
    expect(extractRecipes({ html }).recipe.name).toBe('FARINATA CIPOLLE POMODORI VEGANA');
  });
});

describe('a method label that opens its first paragraph (twenty-third batch, tune)', () => {
  test('the sentence paragraphs after that paragraph are the next steps, an empty ad box between them passed over (glaznews.com, sled5.bg)', () => {
    const html = `<!DOCTYPE html><html lang="bg"><body><h1>Апетитка</h1><p><strong>Необходими продукти:</strong><br>6 кг печен червен пипер<br>150 г захар<br>100 мл оцет</p>
      <p><strong>Начин на приготвяне:</strong><br>Опечените чушки се обелват и се изчистват от семките, после се смилат на машинката за месо.</p><div class="g-single"><ins class="adsbygoogle"></ins><br></div>
      <p>Захарта се разтваря в оцета и се смесва със зеленчуците.</p><p>Пълним в бурканчета и заваряваме около 30 минути.</p><h2>Коментари</h2></body></html>`;
    expect(steps(html)).toEqual([
      'Опечените чушки се обелват и се изчистват от семките, после се смилат на машинката за месо.',
      'Захарта се разтваря в оцета и се смесва със зеленчуците.',
      'Пълним в бурканчета и заваряваме около 30 минути.',
    ]);
  });
});

describe('two ingredient sections (twenty-fourth batch, tune)', () => {
  test('a list of amounts is read before an earlier one that only names and explains the ingredients (bio-natural.cz)', () => {
    const html = `<!DOCTYPE html><html lang="cs"><body><h1>Perníčky bez lepku</h1><h2>Ingredience pro dokonalé perníčky</h2><ul><li>Bezlepková mouka: můžete použít směs pro bezlepkové pečení.</li><li>Med: přidává sladkost a aroma.</li><li>Vejce: pomáhá spojit ingredience.</li></ul>
      <h3>Ingredience:</h3><ul><li>200 g medu</li><li>100 g třtinového cukru</li><li>2 vejce</li></ul><h3>Příprava:</h3><ol><li>V hrnci zahřejte med a cukr.</li><li>Přidejte vejce a důkladně promíchejte.</li></ol></body></html>`;
    expect(extractRecipes({ html }).recipe.ingredients).toEqual(['200 g medu', '100 g třtinového cukru', '2 vejce']);
  });
});
