import { describe, expect, test } from 'bun:test';
import { extractRecipes } from '../../../src/domain/recipes/extract';

// Rules written from pages read without their structured data (bench/recipe-scan.ts --stripped), each checked on a small hand-written page.
const page = (lang: string, body: string) => `<!DOCTYPE html><html lang="${lang}"><body><h1>Dish</h1>${body}</body></html>`;
const read = (html: string) => {
  const r = extractRecipes({ html }).recipe;
  return { ingredients: r.ingredients, steps: r.instructions.flatMap((g) => g.steps.map((s) => s.step)) };
};

describe('section headings of pages read without structured data', () => {
  test('"Lista de ingredientes" and "Como preparar …" (pt, es), "Come fare …" (it) (comidinhasdochef.com, ricetteperbimby.it)', () => {
    for (const [lang, ing, steps] of [
      ['pt', 'Lista de Ingredientes', 'Como preparar Bolo de Milho'],
      ['es', 'Lista de ingredientes', 'Cómo preparar tarta de queso'],
      ['it', 'Lista degli ingredienti', 'Come fare la crema veloce'],
    ]) {
      const r = read(
        page(
          lang!,
          `<h2>${ing}</h2><ul><li>2 ovos</li><li>1 l leite</li></ul><h2>Sobre</h2><p>Bom.</p><h2>${steps}</h2><ol><li>Bata os ovos.</li><li>Asse.</li></ol>`,
        ),
      );
      expect([lang, r.ingredients.length, r.steps.length]).toEqual([lang, 2, 2]);
    }
  });
});

describe('steps under no heading of their own', () => {
  test('paragraphs right after the list the page names for its ingredients are the steps (ndr.de)', () => {
    const r = read(
      page(
        'de',
        '<h2>Zutaten:</h2><ul class="ingredients"><li>200 g Möhren</li><li>1 EL Öl</li></ul><div class="anchor"></div><p>Die Möhren schälen und schneiden.<br><br>Öl erhitzen und die Möhren darin 5 Minuten dünsten.</p><h2>Tipp:</h2><p>Passt gut zu Fisch.</p>',
      ),
    );
    expect(r.ingredients).toEqual(['200 g Möhren', '1 EL Öl']);
    expect(r.steps).toEqual(['Die Möhren schälen und schneiden.', 'Öl erhitzen und die Möhren darin 5 Minuten dünsten.']);
  });
  test('a lone remark after the named list gives way to the steps under the next heading', () => {
    const r = read(
      page(
        'en',
        '<h2>Ingredients</h2><ul class="ingredients"><li>2 carrots</li><li>1 tbsp oil</li></ul><p>This serves two people as a side.</p><h2>Get started</h2><p>Peel and slice the carrots.</p><p>Fry them in the oil for 5 minutes.</p>',
      ),
    );
    expect(r.steps).toEqual(['Peel and slice the carrots.', 'Fry them in the oil for 5 minutes.']);
  });
  test("a recipe in parts, each a heading over the list the page names for its ingredients and that part's method in a paragraph right after it: every part's lines and steps (ndr.de)", () => {
    const part = (title: string, items: string[], method: string) =>
      `<h2>${title}</h2><ul class="ingredients"><li>${items.join('</li><li>')}</li></ul><p>${method}</p>`;
    const r = read(
      page(
        'de',
        part('Zutaten für die Brötchen:', ['180 g Mehl', '1 EL Öl'], 'Mehl und Öl zu einem glatten Teig verkneten.') +
          part('Zutaten für die Bratlinge:', ['240 g Bohnen', '1 Möhre'], 'Die Bohnen pürieren und mit der Möhre mischen.') +
          part('Fertigstellung:', ['4 Salatblätter', '1 Tomate'], 'Die Brötchen mit Salat, Tomate und Bratlingen belegen.') +
          '<h2>Nährwerte pro Portion:</h2><p>Kalorien 450</p>',
      ),
    );
    expect(r.ingredients).toEqual(['180 g Mehl', '1 EL Öl', '240 g Bohnen', '1 Möhre', '4 Salatblätter', '1 Tomate']);
    expect(r.steps).toEqual([
      'Mehl und Öl zu einem glatten Teig verkneten.',
      'Die Bohnen pürieren und mit der Möhre mischen.',
      'Die Brötchen mit Salat, Tomate und Bratlingen belegen.',
    ]);
  });
  test('a heading over a named ingredient list and the next heading names a group of the list, no part of its own', () => {
    const r = read(
      page(
        'en',
        '<h2>Ingredients</h2><h3>For the cake</h3><ul class="ingredients-list"><li>1 cup flour</li><li>2 eggs</li></ul><h3>Filling</h3><ul class="ingredients-list"><li>200 g cream cheese</li><li>1 cup sugar</li></ul><h2>Method</h2><ol><li>Bake the cake for 20 minutes.</li><li>Spread the filling over it and roll it up.</li></ol>',
      ),
    );
    expect(r.ingredients).toEqual(['1 cup flour', '2 eggs', '200 g cream cheese', '1 cup sugar']);
  });
});

describe('plugin markup', () => {
  test("a recipe card's amount in the other unit system is not read beside the amount (WPZoom recipe card, insanelygoodrecipes.com)", () => {
    const item = (amount: string, unit: string, name: string) =>
      `<li class="ingredient-item"><p class="ingredient-item-name"><span class="wpzoom-rcb-ingredient-amount">${amount}</span> ${unit ? `<span class="wpzoom-rcb-ingredient-unit">${unit}</span> ` : ''}<span class="wpzoom-rcb-alt-ingredient wpzoom-rcb-ingredient-alt-amount">${amount}</span> <span class="wpzoom-rcb-ingredient-name">${name}</span></p></li>`;
    const html = `<html><body><div class="wp-block-wpzoom-recipe-card-block-recipe-card"><h2 class="recipe-card-title">Angel chicken</h2><div class="recipe-card-ingredients"><ul class="ingredients-list">${item('6', '', 'chicken breasts')}${item('1/2', 'cup', 'butter')}</ul></div><div class="recipe-card-directions"><ul><li>Melt the butter.</li><li>Cook the chicken for 4 hours.</li></ul></div></div></body></html>`;
    expect(extractRecipes({ html }).recipe.ingredients).toEqual(['6 chicken breasts', '1/2 cup butter']);
  });
});

describe('words the page prints as buttons', () => {
  test("a glossary button among a step's own words is read as a word of the step; an icon button is not (cookwell.com)", () => {
    const r = read(
      page(
        'en',
        '<h2>Ingredients</h2><ul><li>4 potatoes</li><li>1 tbsp salt</li></ul><h2>Method</h2><ol><li>Set a pot of water on high heat to <button type="button" class="term"><span>boil</span></button>.</li><li>Peel the potatoes <button type="button">+</button> and cut them.</li></ol>',
      ),
    );
    expect(r.steps).toEqual(['Set a pot of water on high heat to boil.', 'Peel the potatoes and cut them.']);
  });
});

describe('a method whose parts are titled inside its list', () => {
  const steps = (title: string) =>
    `<ol><li><span>1</span><h4>Cuisson des carottes</h4><div><p>Slice the carrots and fry them in olive oil.</p><p>Cover and cook for ten minutes.</p></div></li><li><span>2</span><h4>${title}</h4><div><p>Grate the raw carrots.</p><p>Mix everything in a bowl.</p></div></li></ol>`;
  const ingredients = '<section><header><h2>Ingrédients</h2></header><ul><li>500 g de carottes</li><li>2 oranges</li></ul></section>';
  const method = ['Slice the carrots and fry them in olive oil.', 'Cover and cook for ten minutes.', 'Grate the raw carrots.', 'Mix everything in a bowl.'];
  test('step titles of a lower level that read as method words ("Préparation de la salade") end no method section (750g.com)', () => {
    expect(read(page('fr', `${ingredients}<section><header><h2>Préparation</h2></header>${steps('Préparation de la salade')}</section>`)).steps).toEqual(
      method,
    );
  });
  test('nor does a box of times under the heading labelled with the method word ("Préparation : 20min"), left out before the first part (750g.com)', () => {
    const times = '<div><div><span>Préparation : </span><strong>20min</strong></div><div><span>Cuisson : </span><strong>15min</strong></div></div>';
    expect(
      read(page('fr', `${ingredients}<section><header><h2>Préparation</h2></header>${times}${steps('Préparation de la salade')}</section>`)).steps,
    ).toEqual(method);
  });
});

describe('what sits beside a method heading', () => {
  test('a label of the method right under its heading ("Modo de Preparo em 2 passos.") is its subtitle, not a second section (comidinhasdochef.com)', () => {
    const r = read(
      page(
        'pt',
        '<h2>Lista de Ingredientes</h2><ul><li>2 ovos</li><li>1 l leite</li></ul><div class="accordeon"><h2>Como preparar Bolo de Leite</h2><p>Modo de Preparo em 2 passos.</p><button aria-label="Abrir"></button></div><div class="accordeon-text"><ol><li><p>Bata os ovos com o leite.</p></li><li><p>Asse por 40 minutos.</p></li></ol></div>',
      ),
    );
    expect(r.steps).toEqual(['Bata os ovos com o leite.', 'Asse por 40 minutos.']);
  });
});

describe('where a method ends', () => {
  test("a box that opens with a heading of the method heading's level ends the method, as that heading alone would (comidinhasdochef.com, inspiredtaste.net)", () => {
    const r = read(
      page(
        'en',
        '<h2>Ingredients</h2><ul><li>4 apples</li><li>1 cup water</li></ul><div class="head"><h2>Directions</h2></div><ol><li>Peel the apples.</li><li>Cook them in the water for 5 minutes.</li></ol><div class="video"><h2>Watch the video</h2><p>See how we make it in our kitchen.</p></div><div class="rate"><h2>Rate this recipe</h2><p>Leave a review</p></div>',
      ),
    );
    expect(r.steps).toEqual(['Peel the apples.', 'Cook them in the water for 5 minutes.']);
  });
  test('a box of one step under its number ("Schritt 1") does not (aldi-nord.de)', () => {
    const r = read(
      page(
        'de',
        '<h2>Zutaten</h2><ul><li>4 Äpfel</li><li>200 ml Wasser</li></ul><h2>Zubereitung</h2><div class="step"><h2>Schritt 1</h2><p>Äpfel schälen und schneiden.</p></div><div class="step"><h2>Schritt 2</h2><p>Im Wasser 5 Minuten kochen.</p></div>',
      ),
    );
    expect(r.steps).toEqual(['Äpfel schälen und schneiden.', 'Im Wasser 5 Minuten kochen.']);
  });
});

describe('which method a page gives', () => {
  test("a recipe card's steps with their numbers glued on ('<span>1</span>Peel apples, …') are its method, not the post's how-to section above the list (inspiredtaste.net)", () => {
    const r = read(
      page(
        'en',
        '<h2>How to Make Applesauce</h2><p>Making applesauce in a pressure cooker is simple and fuss-free, and it tastes much better than the store.</p><p>Allow the pressure cooker to release naturally for 20 minutes before you open it.</p><h2>You Will Need</h2><p>4 pounds apples</p><p>1 cinnamon stick</p><p>1/3 cup water</p><h2>Directions</h2><p><span class="num">1</span>Peel the apples and cut them into chunks.</p><p><span class="num">2</span>Cook them with the cinnamon and water for 5 minutes.</p>',
      ),
    );
    expect(r.steps).toEqual(['Peel the apples and cut them into chunks.', 'Cook them with the cinnamon and water for 5 minutes.']);
  });
});

describe('a method heading with a subtitle heading', () => {
  test('"<h2>Preparazione</h2><h2>Come fare …</h2>" side by side in one box head the method after the box (ricetta.it)', () => {
    const r = read(
      page(
        'it',
        '<h2>Ingredienti per 4 persone</h2><ul><li>250 g di lasagne</li><li>300 g di radicchio</li></ul><span class="subtitle"><h2>Preparazione</h2><h2>Come fare le Lasagne</h2></span><span><p>Per prima cosa puliamo il radicchio e lo tagliamo a listarelle.</p><p>Cuociamo in forno a 200° per 20 minuti.</p></span>',
      ),
    );
    expect(r.steps).toEqual(['Per prima cosa puliamo il radicchio e lo tagliamo a listarelle.', 'Cuociamo in forno a 200° per 20 minuti.']);
  });
});

describe('ingredient rows printed in parts', () => {
  test('a Japanese amount written measure first ("大さじ1と1/2", "小さじ(1〜)2弱") or with no number ("少々") is the amount of its row (cookpad.com)', () => {
    const row = (name: string, amount: string) =>
      `<div class="ingredient_row"><div class="ingredient_name"><span class="name">${name}</span></div><div class="ingredient_quantity amount">${amount}</div></div>`;
    const r = read(
      page(
        'ja',
        `<h2>材料</h2><div id="ingredients_list">${row('鶏モモ肉', '500g')}${row('カレー粉', '大さじ1と1/2')}${row('塩', '小さじ(1〜)2弱')}${row('こしょう', '少々')}</div><h2>作り方</h2><ol><li>鶏肉を切って、カレー粉をまぶします。</li><li>弱火で20分煮込みます。</li></ol>`,
      ),
    );
    expect(r.ingredients).toEqual(['鶏モモ肉 500g', 'カレー粉 大さじ1と1/2', '塩 小さじ(1〜)2弱', 'こしょう 少々']);
  });
});

describe('spoon measures of several words', () => {
  test('an amount box "3 c. de sopa" beside its name box is one ingredient line (pingodoce.pt)', () => {
    const row = (name: string, amount: string) => `<div class="ingredient"><div class="description">${name}</div><div class="quantity">${amount}</div></div>`;
    const r = read(
      page(
        'pt',
        `<h2>Ingredientes</h2><div class="ingredients">${row('tamboril', '1 kg')}${row('polpa de tomate', '3 c. de sopa')}${row('sal', '2 c. de chá')}</div><h2>Preparação</h2><p>Coza o tamboril já cortado em cubos.</p><p>Junte a polpa de tomate e tempere de sal.</p>`,
      ),
    );
    expect(r.ingredients).toEqual(['tamboril 1 kg', 'polpa de tomate 3 c. de sopa', 'sal 2 c. de chá']);
  });
  test('an amount "1 cuillère à soupe" printed apart before its name joins it, as "20 grammes" does (cookomix.com)', () => {
    const r = read(
      page(
        'fr',
        '<h2>Ingrédients</h2><dl><dt>20 grammes</dt><dd>Beurre</dd><dt>1 cuillère à soupe</dt><dd>Fond de légumes</dd><dt>1 pincée</dt><dd>Poivre</dd></dl><h2>Préparation</h2><p>Faire fondre le beurre dans la cuve.</p><p>Ajouter le fond de légumes et poivrer.</p>',
      ),
    );
    expect(r.ingredients).toEqual(['20 grammes Beurre', '1 cuillère à soupe Fond de légumes', '1 pincée Poivre']);
  });
});

describe('a method heading after the dish', () => {
  test('"Pruimenjam maken: zo doe je dat" (the dish, a colon, the Dutch "this is how") heads the method (culy.nl)', () => {
    const r = read(
      page(
        'nl',
        '<h2>Lekkere smaken met pruimenjam</h2><p>Het pruimenseizoen begint in juli.</p><h2>Pruimenjam maken: zo doe je dat</h2><ol><li>Spoel de pruimen goed schoon en ontpit ze.</li><li>Breng de pruimen met de suiker aan de kook.</li></ol><h2>Ingrediënten</h2><ul><li>1 kilo pruimen</li><li>250 gram geleisuiker</li></ul>',
      ),
    );
    expect(r.steps).toEqual(['Spoel de pruimen goed schoon en ontpit ze.', 'Breng de pruimen met de suiker aan de kook.']);
  });
});

describe('ad slots between steps', () => {
  test('an ad slot\'s label in the page language ("Pubblicità", "Anzeige", "Publicidad") is no step (fattoincasadabenedetta.it)', () => {
    for (const [lang, ad] of [
      ['it', 'Pubblicità'],
      ['de', 'Anzeige'],
      ['es', 'Publicidad'],
    ]) {
      const r = read(
        page(
          lang!,
          `<h2>Ingredienti</h2><ul><li>130 g zucchero</li><li>45 g amido di mais</li></ul><h2>Preparazione</h2><p>In un pentolino versiamo lo zucchero e l'amido.</p><div class="adv"><span>${ad}</span></div><p>Portiamo sul fuoco e mescoliamo fino a quando si addensa.</p>`,
        ),
      );
      expect([lang, r.steps]).toEqual([lang, ["In un pentolino versiamo lo zucchero e l'amido.", 'Portiamo sul fuoco e mescoliamo fino a quando si addensa.']]);
    }
  });
});

describe('tab boxes', () => {
  test('of a tab box\'s panes ("US" / "METRIC"), the one marked shown is read, not the hidden one before it (donalskehan.com, quitoque.fr)', () => {
    const pane = (id: string, shown: boolean, lines: string[]) =>
      `<div class="tab-pane fade${shown ? ' show active' : ''}" id="${id}" role="tabpanel">${lines.map((l) => `<p>${l}</p>`).join('')}</div>`;
    const r = read(
      page(
        'en',
        `<h3>Ingredients</h3><ul class="nav nav-tabs"><li><a href="#us">US</a></li><li><a href="#metric">METRIC</a></li></ul><div class="tab-content">${pane('us', false, ['8.8oz plain flour', '6.7 fl oz buttermilk', '2 large eggs'])}${pane('metric', true, ['250g plain flour', '200ml buttermilk', '2 large eggs'])}</div><h3>Method</h3><p>Whisk the flour, buttermilk and eggs into a batter.</p><p>Fry ladlefuls of batter in a hot pan for 2 minutes a side.</p>`,
      ),
    );
    expect(r.ingredients).toEqual(['250g plain flour', '200ml buttermilk', '2 large eggs']);
  });
});

describe('plugin ingredient items', () => {
  test('a WP Recipe Maker ingredient set all in bold ("<strong>pinch of salt</strong>") is an ingredient, not a group heading; an item ending in a colon still names a group (im-worthy.com, domesticate-me.com)', () => {
    const li = (inner: string) => `<li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-name">${inner}</span></li>`;
    const html = `<html lang="en"><body><div class="wprm-recipe-container"><div class="wprm-recipe"><h2 class="wprm-recipe-name">Pancakes</h2><div class="wprm-recipe-ingredients-container"><ul class="wprm-recipe-ingredients">${li('1 cup almond flour')}${li('<strong>pinch of salt</strong>')}${li('1 tbsp maple syrup')}${li('<strong>For the topping:</strong>')}${li('1 cup berries')}</ul></div><div class="wprm-recipe-instructions-container"><ul class="wprm-recipe-instructions"><li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Whisk everything into a batter.</div></li><li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Fry for 2 minutes a side.</div></li></ul></div></div></div></body></html>`;
    const r = extractRecipes({ html }).recipe;
    expect(r.ingredient_groups.map((g) => [g.name, g.ingredients])).toEqual([
      [null, ['1 cup almond flour', 'pinch of salt', '1 tbsp maple syrup']],
      ['For the topping', ['1 cup berries']],
    ]);
  });
});

describe('titles', () => {
  test('a subtitle right after the h1 that goes on with the name in lower case ("with Asiago and peas") is part of the title (blueapron.com, homechef.com, purplecarrot.com, innit.com); one that is a sentence or a tagline is not', () => {
    const title = (after: string) =>
      extractRecipes({
        html: `<!DOCTYPE html><html lang="en"><body><header><h1>Prosciutto Carbonara</h1>${after}</header><h2>Ingredients</h2><ul><li>6 oz linguine</li><li>2 oz peas</li></ul><h2>Instructions</h2><ol><li>Cook the pasta for 10 minutes.</li><li>Stir in the peas and serve.</li></ol></body></html>`,
      }).recipe.name;
    expect(title('<h2>with Asiago and peas</h2>')).toBe('Prosciutto Carbonara with Asiago and peas');
    expect(title('<p class="subtitle">with Asiago and peas</p>')).toBe('Prosciutto Carbonara with Asiago and peas');
    expect(title('<p>With a few pantry staples this comes together fast.</p>')).toBe('Prosciutto Carbonara');
    expect(title('<h2>A weeknight favourite</h2>')).toBe('Prosciutto Carbonara');
  });
});

describe('yields in the ingredient list', () => {
  test('a yield that names what it counts ("Dosi per persone 8 persone"), "6 dose/s", or "for" a number of anything heading the list ("Voor 3 grote potten:") is no ingredient line (fattoincasadabenedetta.it, mundodereceitasbimby.com.pt, culy.nl)', () => {
    for (const [lang, yieldLine] of [
      ['it', 'Dosi per persone 8 persone'],
      ['pt', '6 dose/s'],
      ['nl', 'Voor 3 grote potten:'],
    ]) {
      const r = read(
        page(
          lang!,
          `<h2>Ingrediënten</h2><ul><li>${yieldLine}</li><li>1 kg pruimen</li><li>500 g suiker</li><li>1 citroen</li></ul><h2>Bereiding</h2><ol><li>Snijd de pruimen in kwarten.</li><li>Kook ze 10 minuten met de suiker.</li></ol>`,
        ),
      );
      expect([lang, r.ingredients]).toEqual([lang, ['1 kg pruimen', '500 g suiker', '1 citroen']]);
    }
  });
});

describe('a post that writes its recipe under headings of its own (chinesecookingdemystified.substack.com)', () => {
  test('"Process" alone heads the method (a step opening with the word does not)', () => {
    const r = read(
      page(
        'en',
        '<h2>Ingredients</h2><ul><li>225g jasmine rice</li><li>1 tbsp oil</li></ul><h2>Why this works</h2><p>Steamed rice stays dry, which is what a stir-fry wants from it.</p><h2>Process</h2><ol><li>Rinse the rice and boil it for 3 minutes.</li><li>Process the aromatics until fine, then fry everything.</li></ol>',
      ),
    );
    expect(r.steps).toEqual(['Rinse the rice and boil it for 3 minutes.', 'Process the aromatics until fine, then fry everything.']);
  });
  test('a "Note:" that runs on into its sentence is a remark inside the method, not the notes\' heading that ends it', () => {
    const r = read(
      page(
        'en',
        "<h2>Ingredients</h2><ul><li>225g jasmine rice</li><li>1 tbsp oil</li></ul><h2>Method</h2><p><span>Note: we'll be using </span><strong>the steaming method</strong><span> for the rice.</span></p><ol><li>Rinse the rice and boil it for 3 minutes.</li><li>Steam it for 15 minutes.</li></ol>",
      ),
    );
    expect(r.steps).toContain('Rinse the rice and boil it for 3 minutes.');
    expect(r.steps).toContain('Steam it for 15 minutes.');
  });
  test('a stop label alone on its line outside heading tags ("Nutrition facts" between <br>s) still ends the method (theironyou.com)', () => {
    const r = read(
      page(
        'en',
        '<div><span>Ingredients</span><br><br><span>3 cups fresh raspberries</span><br><span>2 tablespoons honey</span><br><br><span>Directions</span><br><br><span>Blend everything until smooth.</span><br><span>Freeze for at least 6 hours.</span><br><br><span>Nutrition facts</span><br><br><span>One popsicle yields 44 calories.</span></div>',
      ),
    );
    expect(r.steps).toEqual(['Blend everything until smooth.', 'Freeze for at least 6 hours.']);
  });
  test("lines set in italics before the method's first upright line are asides, no steps; a method all in italics keeps its steps", () => {
    const steps = (method: string) =>
      read(page('en', `<h2>Ingredients</h2><ul><li>225g jasmine rice</li><li>1 tbsp oil</li></ul><h2>Method</h2>${method}`)).steps;
    expect(
      steps(
        '<p><em>Of course, day-old rice works here too, if you have some.</em></p><p>Rinse the rice and boil it for 3 minutes.</p><p>Steam it for 15 minutes.</p>',
      ),
    ).toEqual(['Rinse the rice and boil it for 3 minutes.', 'Steam it for 15 minutes.']);
    expect(steps('<p><em>Rinse the rice and boil it for 3 minutes.</em></p><p><em>Steam it for 15 minutes.</em></p>')).toEqual([
      'Rinse the rice and boil it for 3 minutes.',
      'Steam it for 15 minutes.',
    ]);
  });
  test("of several recipes under headings, the first, named by its heading, takes the page's title when that title opens with the heading", () => {
    const recipe = (name: string, line: string, step: string) =>
      `<h2>${name}</h2><h3>Ingredients</h3><ul><li>${line}</li><li>1 tbsp oil</li></ul><h3>Method</h3><ol><li>${step}</li><li>Serve it hot.</li></ol>`;
    const html = `<!DOCTYPE html><html lang="en"><head><title>Lao Gan Ma Fried Rice (老干妈炒饭)</title></head><body><h1>Lao Gan Ma Fried Rice (老干妈炒饭)</h1>${recipe('Lao Gan Ma Fried Rice', '225g jasmine rice', 'Fry the rice for 3 minutes.')}${recipe('A Side Soup', '500 ml stock', 'Simmer the stock for 5 minutes.')}</body></html>`;
    expect(extractRecipes({ html }).recipe.name).toBe('Lao Gan Ma Fried Rice (老干妈炒饭)');
    expect(extractRecipes({ html, select_index: 1 }).recipe.name).toBe('A Side Soup');
  });
});
