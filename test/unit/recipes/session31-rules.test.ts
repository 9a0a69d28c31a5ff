import { describe, expect, test } from 'bun:test';
import { extractRecipes } from '../../../src/domain/recipes/extract';

const recipe = (html: string) => extractRecipes({ html }).recipe;
const page = (ld: object, body: string, lang = 'en') =>
  `<!DOCTYPE html><html lang="${lang}"><head><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Recipe', ...ld })}</script></head><body>${body}</body></html>`;

// Rules written from tune pages of the real-page set.
describe('thirty-first session rules', () => {
  const ld = {
    name: 'Herkullinen leipä',
    recipeIngredient: ['1pkt esipaistettuja patonkeja', '350-400g broilerin suikaleita', 'muutamasiivu juustoa', 'tomaattia'],
    recipeInstructions: ['Paista.', 'Tarjoa.'],
  };
  const card = `<table><tr><td><span>1</span> <span>pkt</span></td><td><span>esipaistettuja patonkeja</span></td></tr>
    <tr><td><span>350-400</span> <span>g</span></td><td><span>broilerin suikaleita</span></td></tr>
    <tr><td><span>muutama</span> <span>siivu</span></td><td><span>juustoa</span></td></tr>
    <tr><td></td><td><span>tomaattia</span></td></tr></table>`;

  test("structured lines whose amounts run into the next word take the spaces the page's own card prints (kotikokki.net, kotanyi.com)", () => {
    expect(recipe(page(ld, card, 'fi')).ingredients).toEqual([
      '1 pkt esipaistettuja patonkeja',
      '350-400 g broilerin suikaleita',
      'muutama siivu juustoa',
      'tomaattia',
    ]);
  });

  test('without a card that prints them spaced, the lines stay as the structured data writes them', () => {
    expect(recipe(page(ld, '<p>Hyvää ruokaa.</p>', 'fi')).ingredients).toEqual(ld.recipeIngredient);
  });

  test('a word the post writes in two ("bread crumbs") does not respace a card that joins no amount ("breadcrumbs")', () => {
    const lines = ['1 cup panko breadcrumbs', '2 eggs', '200g flour'];
    const html = page(
      { name: 'Cutlets', recipeIngredient: lines, recipeInstructions: ['Mix.', 'Fry.'] },
      '<p><span>bread crumbs</span> and <span>200 g</span> of flour</p>',
    );
    expect(recipe(html).ingredients).toEqual(lines);
  });

  test("the povarenok.ru layout: 'Ингредиенты для «…»', a nutrition table under 'Пищевая и энергетическая ценность', the method under 'Рецепт «…»' (totrecept.com, speedinfo.com.ua)", () => {
    const html = `<!DOCTYPE html><html lang="uk"><head><title>Щука</title></head><body><h1>Фарширована щука</h1>
      <p><strong>Інгредієнти для «Фарширована щука»:</strong></p>
      <ul><li>Щука - 1 шт</li><li>Морква - 2 шт</li><li>Молоко - 150 мл</li></ul>
      <p><strong>Харчова та енергетична цінність:</strong></p>
      <table><tr><td><p>ккал<br><strong>1983.2 ккал</strong></p></td><td><p>білки<br><strong>223.7 г</strong></p></td></tr></table>
      <p><strong>Рецепт «Фарширована щука»:</strong></p>
      <p>Підготувати всі зазначені інгредієнти.</p>
      <p>У теплому молоці замочити шматочки батона.</p>
      <p>Фаршированій щуці дати охолонути.</p>
      <p>Приємного апетиту!</p></body></html>`;
    const r = recipe(html);
    expect(r.ingredients).toEqual(['Щука - 1 шт', 'Морква - 2 шт', 'Молоко - 150 мл']);
    expect(r.instructions.flatMap((g) => g.steps.map((s) => s.step))).toEqual([
      'Підготувати всі зазначені інгредієнти.',
      'У теплому молоці замочити шматочки батона.',
      'Фаршированій щуці дати охолонути.',
    ]);
  });

  test("an ad network's label ('Ads by') and a difficulty under its label ('Dificultate: usoara') are no steps of a method read from the page (glasistre.hr, retete-eva.ro)", () => {
    const html = `<!DOCTYPE html><html lang="ro"><head><title>Paste</title></head><body><h1>Paste picante</h1>
      <h2>Ingrediente</h2><ul><li>200 g paste</li><li>150 g creveți</li><li>2 roșii</li></ul>
      <h2>Mod de preparare</h2>
      <p>Dificultate: usoara</p>
      <p>Umple pe jumătate cu apă o cratiță și lasă să dea în clocot.</p>
      <p>Ads by</p>
      <p>Adaugă pastele și lasă-le să fiarbă timp de 8 minute.</p>
      <p>Servește imediat.</p></body></html>`;
    expect(recipe(html).instructions.flatMap((g) => g.steps.map((s) => s.step))).toEqual([
      'Umple pe jumătate cu apă o cratiță și lasă să dea în clocot.',
      'Adaugă pastele și lasă-le să fiarbă timp de 8 minute.',
      'Servește imediat.',
    ]);
  });

  test('a structured step whose text opens with its own name and a colon is titled by the name, its text the rest (pekis.net)', () => {
    const html = page(
      {
        name: 'Lazanja',
        recipeIngredient: ['1 kg mesa', '1 l mleka'],
        recipeInstructions: [
          { '@type': 'HowToStep', name: 'Priprava bešamela', text: 'Priprava bešamela:V kozici stopimo maslo.' },
          { '@type': 'HowToStep', name: 'Peka', text: 'Peka: Pečemo 30 minut.' },
          { '@type': 'HowToStep', name: 'Serve', text: 'Serve: with a salad.' },
        ],
      },
      '',
      'sl',
    );
    expect(recipe(html).instructions.flatMap((g) => g.steps.map((s) => [s.step, s.name]))).toEqual([
      ['V kozici stopimo maslo.', 'Priprava bešamela'],
      ['Pečemo 30 minut.', 'Peka'],
      ['Serve: with a salad.', 'Serve'],
    ]);
  });

  test("a method read from the page that ends with a line opening with the dish's name ends before it (rodzunka.com.ua); a structured one keeps it", () => {
    const body = `<h1>Гарбузові мафіни для дітей</h1><h2>Інгредієнти</h2><ul><li>Гарбуз - 200 г</li><li>Борошно - 150 г</li><li>Яйця - 2 шт</li></ul>
      <h2>Приготування</h2><p>Запечіть гарбуз і зробіть пюре.</p><p>Змішайте пюре з яйцями та борошном.</p><p>Випікайте 25 хвилин.</p>
      <p>Гарбузові мафіни найсмачніше частувати з чаєм або молоком.</p>`;
    const html = `<!DOCTYPE html><html lang="uk"><head><title>Мафіни</title></head><body>${body}</body></html>`;
    expect(recipe(html).instructions.flatMap((g) => g.steps.map((s) => s.step))).toEqual([
      'Запечіть гарбуз і зробіть пюре.',
      'Змішайте пюре з яйцями та борошном.',
      'Випікайте 25 хвилин.',
    ]);
    const steps = ['Mix.', 'Bake.', 'Pumpkin muffins keep for three days in a tin.'];
    const structured = page({ name: 'Pumpkin muffins', recipeIngredient: ['200 g pumpkin', '2 eggs'], recipeInstructions: steps }, '');
    expect(recipe(structured).instructions.flatMap((g) => g.steps.map((s) => s.step))).toEqual(steps);
  });

  test("an unheaded page: lists under label paragraphs ('Rullimiseks:') are groups of one list, a rough amount ('ca 1 dl') opens a line, a consent dialog's questions are no steps, an 'original recipe' credit ends the method (perenaine.ee)", () => {
    const html = `<!DOCTYPE html><html lang="et"><head><title>Küpsised</title></head><body>
      <div class="fc-consent-root"><ul><li>Kuidas ma saan oma valikut muuta?</li><li>Mis saab siis, kui ma nõusolekut ei anna?</li><li>Kas ma pean kõigega nõustuma?</li></ul></div>
      <h1>Kohupiimaküpsised</h1>
      <p>Küpsisetaigen:</p><ul><li>100 g võid</li><li>200 g kohupiima</li><li>300 g nisujahu</li></ul>
      <p>Rullimiseks:</p><ul><li>ca 1 dl suhkrut</li></ul>
      <p>Hõõru või suhkruga heledaks ja lisa kohupiim.</p>
      <p>Rulli taigen suhkrusel pinnal õhukeseks lahti.</p>
      <p>Küpseta 180-kraadises ahjus ca 20 minutit.</p>
      <p><em>Algne retsept: Cookook.me; muudatustega versioon ja foto: Eva</em></p></body></html>`;
    const r = recipe(html);
    expect(r.ingredient_groups.map((g) => [g.name, g.ingredients])).toEqual([
      ['Küpsisetaigen', ['100 g võid', '200 g kohupiima', '300 g nisujahu']],
      ['Rullimiseks', ['ca 1 dl suhkrut']],
    ]);
    expect(r.instructions.flatMap((g) => g.steps.map((s) => s.step))).toEqual([
      'Hõõru või suhkruga heledaks ja lisa kohupiim.',
      'Rulli taigen suhkrusel pinnal õhukeseks lahti.',
      'Küpseta 180-kraadises ahjus ca 20 minutit.',
    ]);
  });

  test("a title after the site's name as one word and a colon, 'recipe' joined to it, is the title alone (haudutuspata.fi); other labels stay", () => {
    const titled = (title: string) =>
      `<!DOCTYPE html><html lang="fi"><head><meta property="og:site_name" content="Haudutuspata"><script type="application/ld+json">${JSON.stringify({
        '@context': 'https://schema.org',
        '@type': 'Recipe',
        name: title,
        recipeIngredient: ['1 kg naudanlihaa', '2 sipulia'],
        recipeInstructions: ['Ruskista liha.', 'Hauduta 8 tuntia.'],
      })}</script></head><body></body></html>`;
    expect(recipe(titled('Haudutuspataresepti: Hitaasti haudutettu naudanlihapata')).name).toBe('Hitaasti haudutettu naudanlihapata');
    expect(recipe(titled('Haudutuspata: Hitaasti haudutettu naudanlihapata')).name).toBe('Hitaasti haudutettu naudanlihapata');
    expect(recipe(titled('Klassikko: Hitaasti haudutettu naudanlihapata')).name).toBe('Klassikko: Hitaasti haudutettu naudanlihapata');
  });

  test("an ingredient list set all in bold keeps its last item without an amount ('<strong>Špetka soli</strong>') as a line (bio-natural.cz); a bold item over plain lines names a group", () => {
    const page2 = (items: string) =>
      `<!DOCTYPE html><html lang="cs"><head><title>Perníčky</title></head><body><h1>Perníčky</h1><h3>Ingredience:</h3><ul>${items}</ul>
      <h3>Příprava:</h3><ol><li>V hrnci zahřejte med, cukr a olej.</li><li>Ve velké míse smíchejte mouku a sodu.</li></ol></body></html>`;
    const bold = page2('<li><strong>200 g medu</strong></li><li><strong>2 vejce</strong></li><li><strong>Špetka soli</strong></li>');
    expect(recipe(bold).ingredient_groups.map((g) => [g.name, g.ingredients])).toEqual([[null, ['200 g medu', '2 vejce', 'Špetka soli']]]);
    const grouped = page2('<li>200 g medu</li><li>2 vejce</li><li><strong>Poleva</strong></li><li>100 g cukru</li>');
    expect(recipe(grouped).ingredient_groups.map((g) => [g.name, g.ingredients])).toEqual([
      [null, ['200 g medu', '2 vejce']],
      ['Poleva', ['100 g cukru']],
    ]);
  });

  test("a label opening a paragraph of ingredient lines ('Sastojci:<br>…') takes the groups labelled so in the paragraphs after it ('Posip:<br>…'), not a section's ('Priprema:<br>…') (domacirecepti.net)", () => {
    const html = `<!DOCTYPE html><html lang="sr"><head><title>Kolač</title></head><body><h1>Kolač sa jabukama i limunom</h1>
      <p>Kolač sa jabukama i limunom koji ćete napraviti za 5 minuta, sipati u pleh i ispeći.</p>
      <p>Sastojci:<br>3 jaja<br>7 kašika šećera<br>100ml ulja<br>100ml mleka<br>7 kašika brašna<br>10g praška za pecivo<br>2 jabuke</p>
      <div class="ad"><ins><div></div></ins></div>
      <p>Posip:<br>3 kašika brašna<br>2 kašike šećera<br>50g maslaca</p>
      <p>Priprema:<br>Umutiti mikserom jaja sa šećerom, pa dodati ulje i mleko.</p>
      <p>Dodati brašno i prašak za pecivo, pa sve sjediniti.</p>
      <p>Peći 30 minuta na 200 stepeni.</p></body></html>`;
    const r = recipe(html);
    expect(r.ingredient_groups.map((g) => [g.name, g.ingredients.length])).toEqual([
      [null, 7],
      ['Posip', 3],
    ]);
    expect(r.instructions.flatMap((g) => g.steps).length).toBe(3);
  });

  test('a method under the titles of its stages after the ingredients, no method heading, is read through every stage (becook.com)', () => {
    const html = `<!DOCTYPE html><html lang="sr"><head><title>Gulaš</title></head><body><h1>Goveđi gulaš</h1>
      <div id="ingredients"><h2>Sastojci za 4 osobe</h2><ul><li>600 g goveđeg mesa</li><li>2 glavice crnog luka</li><li>6 kašika ulja</li></ul></div>
      <div id="recipe"><h2>Dinstanje luka</h2><p>Oljuštite crni luk i sitno ga iseckajte.</p><p>U međuvremenu, isecite meso na kocke.</p>
      <h2>Kuvanje gulaša</h2><p>Kada je luk prodinstan, dodajte govedinu.</p><p>Dolijte vodu i ostavite da se krčka.</p>
      <h2>Posluženje</h2><p>Gulaš poslužite sa makaronama ili krompir pireom.</p></div>
      <div id="related"><h2>Slični recepti</h2><p>Pasulj sa kobasicom je odličan za zimu.</p></div></body></html>`;
    expect(recipe(html).instructions.flatMap((g) => g.steps.map((s) => s.step))).toEqual([
      'Oljuštite crni luk i sitno ga iseckajte.',
      'U međuvremenu, isecite meso na kocke.',
      'Kada je luk prodinstan, dodajte govedinu.',
      'Dolijte vodu i ostavite da se krčka.',
      'Gulaš poslužite sa makaronama ili krompir pireom.',
    ]);
  });

  test("a last line saying whose recipe it is ('Η Συνταγή είναι της …', 'Recipe courtesy of …') is a credit, no step (xrysoskoufaki.gr)", () => {
    for (const credit of ['Η Συνταγή είναι της Athanasia Tsigara από τα Γλυκά κουταλιού!!', 'Recipe courtesy of Jane Doe, from her book Sweet Things.']) {
      const html = `<!DOCTYPE html><html lang="el"><head><title>Κολοκυθόπιτα</title></head><body><h1>Κολοκυθόπιτα με βρώμη</h1>
        <h2>Υλικά</h2><ul><li>1 κιλό κολοκυθάκια</li><li>200 γρ. φέτα</li><li>3 αυγά</li></ul>
        <h2>Εκτέλεση</h2><p>Τρίβουμε τα κολοκυθάκια, τα ανακατεύουμε με τα υπόλοιπα υλικά και ψήνουμε στους 180 βαθμούς για 50 λεπτά.</p>
        <p>${credit}</p></body></html>`;
      expect(recipe(html).instructions.flatMap((g) => g.steps.map((s) => s.step))).toEqual([
        'Τρίβουμε τα κολοκυθάκια, τα ανακατεύουμε με τα υπόλοιπα υλικά και ψήνουμε στους 180 βαθμούς για 50 λεπτά.',
      ]);
    }
  });

  test("Tagalog section headings ('Kinakailangang ingredients', 'Paraan ng pagluluto') open the sections (delachieve.com)", () => {
    const html = `<!DOCTYPE html><html lang="tl"><head><title>Manok</title></head><body><h1>Chicken leg sa oven</h1>
      <p><em>Kinakailangang ingredients:</em></p><ul><li>manok - 8 pcs.</li><li>smetana - 250 g</li><li>mayonesa - 180 g</li></ul>
      <h2>Paraan ng pagluluto</h2><p>Hugasan ang manok at timplahan ng asin at paminta.</p><p>Ihurno sa 180 degrees nang 40 minuto.</p></body></html>`;
    const r = recipe(html);
    expect(r.ingredients).toEqual(['manok - 8 pcs.', 'smetana - 250 g', 'mayonesa - 180 g']);
    expect(r.instructions.flatMap((g) => g.steps).length).toBe(2);
  });

  test("a writing assistant's offer closing a generated page ('Ako želiš, mogu da ti napišem …', 'If you'd like, I can …', 'Если хочешь, могу …') is no step (preukusna-jela.com)", () => {
    for (const offer of [
      'Ako želiš, mogu da ti napišem i verziju sa dodatkom oraha.',
      "If you'd like, I can also write a version with walnuts.",
      'Если хочешь, могу написать вариант с орехами.',
    ]) {
      const html = `<!DOCTYPE html><html lang="sr"><head><title>Štanglice</title></head><body><h1>Čokoladne štanglice</h1>
        <h2>Sastojci</h2><ul><li>300 g keksa</li><li>100 g margarina</li><li>150 g šećera</li></ul>
        <h2>Priprema</h2><p>U šerpi pomešajte vodu i šećer pa zagrejte dok se šećer ne otopi.</p>
        <p>Kada masa očvrsne, isecite na štanglice željene veličine.</p><p>${offer}</p></body></html>`;
      expect(recipe(html).instructions.flatMap((g) => g.steps).length).toBe(2);
    }
  });

  test('the language of Serbian, Croatian, Bosnian, Slovenian and Romanian text, over a template default or a country code (11 Latin Serbian and Croatian pages had read as Polish)', () => {
    const withText = (lang: string, steps: string[], ingredients = ['200 g brašna', '2 jaja', '100 ml mleka']) =>
      `<!DOCTYPE html><html lang="${lang}"><head><title>Recept</title></head><body><h1>Recept</h1><h2>Sastojci</h2><ul>${ingredients
        .map((i) => `<li>${i}</li>`)
        .join('')}</ul><h2>Priprema</h2>${steps.map((t) => `<p>${t}</p>`).join('')}</body></html>`;
    const serbian = [
      'Umutiti jaja sa šećerom i dodati mleko, pa sve promešati dok se ne sjedini.',
      'Pre pečenja ostaviti testo da odmori, a posle toga peći u rerni dok ne porumeni.',
    ];
    expect(recipe(withText('sr-RS', serbian)).language).toBe('sr');
    expect(recipe(withText('en', serbian)).language).toBe('sr');
    const croatian = [
      'Umutiti jaja sa šećerom i dodati mlijeko, pa sve promiješati dok se ne sjedini.',
      'Prije pečenja dodajte žlicu vrhnja i ostavite tijesto da odmori u tavi.',
      'Kada se tijesto digne, premjestite ga u kalup i pecite dok ne dobije zlatnu boju, pa ga poslužite toplo.',
    ];
    expect(recipe(withText('en', croatian)).language).toBe('hr');
    const bosnian = [
      'Umutiti jaja sa šećerom i dodati mlijeko, pa sve promiješati dok se ne sjedini.',
      'Prije pečenja dodajte kašiku pavlake i ostavite tijesto da odmori u tiganju.',
      'Kada se tijesto digne, premjestite ga u kalup i pecite dok ne dobije zlatnu boju, pa ga poslužite toplo.',
    ];
    expect(recipe(withText('en', bosnian)).language).toBe('bs');
    const slovenian = [
      'Jajca stepemo s sladkorjem in dodamo mleko, ki ga segrejemo v ponvi.',
      'Testo je treba pustiti, da počiva, in ga nato spečemo v pečici, ki je ogreta na 180 stopinj.',
    ];
    expect(recipe(withText('si', slovenian, ['200 g moke', '2 jajci', '1 dl mleka'])).language).toBe('sl');
    const romanian = [
      'Se amestecă ouăle cu zahărul și se adaugă laptele, apoi făina cu praful de copt.',
      'Se pune aluatul în tavă și se coace la cuptor pe foc mediu, apoi se lasă la răcit.',
      'Când prăjitura s-a răcit, se taie în felii și se servește cu dulceață sau cu frișcă, după gust.',
    ];
    expect(recipe(withText('en', romanian, ['200 g făină', '2 ouă', '100 ml lapte'])).language).toBe('ro');
  });
});
