import { describe, expect, test } from 'bun:test';
import { extractRecipes } from '../../../src/domain/recipes/extract';
import { stripStepNumber } from '../../../src/domain/recipes/page-blocks';
import { recipeName } from '../../../src/domain/recipes/page-title';

// Rules written from tune pages of the second real-page batch, each checked on a small hand-written page.
const ld = (recipe: object) =>
  `<!DOCTYPE html><html lang="en"><head><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Recipe', ...recipe })}</script></head><body></body></html>`;
const stepsOf = (html: string) => extractRecipes({ html }).recipe.instructions;

describe('steps in structured data', () => {
  test('a HowToStep whose lines the page shows in one list item stays one step (theicecreamconfectionals.com)', () => {
    const step = { '@type': 'HowToStep', text: 'Remove the pint from the freezer.\nPlace the pint into the outer bowl and lock it.' };
    const recipe = {
      name: 'Ice cream',
      recipeIngredient: ['1 cup milk', '1 cup cream'],
      recipeInstructions: [step, { '@type': 'HowToStep', text: 'Serve at once.' }],
    };
    const shown = ld(recipe).replace(
      '<body></body>',
      '<body><ol><li><p>Remove the pint from the freezer.</p><p>Place the pint into the outer bowl and lock it.</p></li><li><p>Serve at once.</p></li></ol></body>',
    );
    expect(stepsOf(shown)[0]!.steps.map((s) => s.step)).toEqual([
      'Remove the pint from the freezer. Place the pint into the outer bowl and lock it.',
      'Serve at once.',
    ]);
    expect(stepsOf(ld(recipe))[0]!.steps).toHaveLength(3);
  });
  test('a HowToStep whose text is several sentences on lines of their own is one step per line (pastificiosorrentino.com)', () => {
    const groups = stepsOf(
      ld({
        name: 'Pasta',
        recipeIngredient: ['320 g pasta', '1 aubergine'],
        recipeInstructions: [{ '@type': 'HowToStep', name: 'Sauce', text: 'Dice the aubergine and fry it.\nBlend it with the tomatoes until smooth.' }],
      }),
    );
    expect(groups[0]!.steps.map((s) => [s.step, s.name])).toEqual([
      ['Dice the aubergine and fry it.', 'Sauce'],
      ['Blend it with the tomatoes until smooth.', null],
    ]);
  });
  test('a line going on in lower case continues the sentence before it: one step', () => {
    const groups = stepsOf(
      ld({
        name: 'Ice',
        recipeIngredient: ['water'],
        recipeInstructions: [{ '@type': 'HowToStep', text: 'To test it, take the cold.\nplate from the freezer and tilt it.' }],
      }),
    );
    expect(groups[0]!.steps).toHaveLength(1);
  });
  test('lines that are not sentences stay one step (cookpad.com writes "完成♡♡" on a line of its own)', () => {
    const groups = stepsOf(
      ld({ name: 'Curry', recipeIngredient: ['rice'], recipeInstructions: [{ '@type': 'HowToStep', text: '生クリームを加えて混ぜます♪\n完成♡♡' }] }),
    );
    expect(groups[0]!.steps.map((s) => s.step)).toEqual(['生クリームを加えて混ぜます♪ 完成♡♡']);
  });
  test('a method given as one string whose sentences run together where its lines were is one step per run (ndr.de); "1.5" and "ca. 2" stay', () => {
    const method =
      'Die Möhren in Scheiben schneiden.Öl in einer Pfanne erhitzen, ca. 2 Minuten mit 1.5 EL Butter braten (nicht zu lange).Mit Salz abschmecken.';
    expect(stepsOf(ld({ name: 'Gemüse', recipeIngredient: ['250 g Möhren', '2 EL Öl'], recipeInstructions: method }))[0]!.steps.map((s) => s.step)).toEqual([
      'Die Möhren in Scheiben schneiden.',
      'Öl in einer Pfanne erhitzen, ca. 2 Minuten mit 1.5 EL Butter braten (nicht zu lange).',
      'Mit Salz abschmecken.',
    ]);
  });
  test("line breaks typed raw in a JSON-LD string (invalid JSON): a method given as one string breaks there; a step's own text is one step (kuchynalidla.sk, cucchiaio.it)", () => {
    const raw = (method: string) =>
      `<html><head><script type="application/ld+json">{"@type": "Recipe", "name": "Špízy", "recipeIngredient": ["1 kg mäsa", "1 baklažán"], "recipeInstructions": ${method}}</script></head><body></body></html>`;
    const whole = raw(
      '"Potrebujeme\r\r\nalobal, špajdle, panvicu\r\r\nPOSTUP\r\r\nMäso očistíme a nakrájame na menšie kúsky.\r\r\nBaklažán ošúpeme a nakrájame ho na kocky.\r\r\nSalsa\r\r\nV mise zmiešame nastrúhané kyslé uhorky a cesnak."',
    );
    const groups = stepsOf(whole);
    expect(groups.map((g) => [g.name, g.steps.map((s) => s.step)])).toEqual([
      [null, ['Mäso očistíme a nakrájame na menšie kúsky.', 'Baklažán ošúpeme a nakrájame ho na kocky.']],
      ['Salsa', ['V mise zmiešame nastrúhané kyslé uhorky a cesnak.']],
    ]);
    const step = raw('[{"@type": "HowToStep", "text": "Incorporate il tutto ai pomodori e fate riposare.\nSbollentate le patatine in acqua salata."}]');
    expect(stepsOf(step)[0]!.steps.map((s) => s.step)).toEqual(['Incorporate il tutto ai pomodori e fate riposare. Sbollentate le patatine in acqua salata.']);
  });
  test('a step that is only a label ("Sponge:") names the steps after it (sobors.hu)', () => {
    const groups = stepsOf(
      ld({
        name: 'Roll',
        recipeIngredient: ['6 eggs', '1 dl cream'],
        recipeInstructions: ['Sponge:', 'Beat the eggs with the sugar.', 'Bake for 12 minutes.', 'Cream:', 'Warm the cream with the sugar.'].map((text) => ({
          '@type': 'HowToStep',
          text,
        })),
      }),
    );
    expect(groups.map((g) => [g.name, g.steps.map((s) => s.step)])).toEqual([
      ['Sponge', ['Beat the eggs with the sugar.', 'Bake for 12 minutes.']],
      ['Cream', ['Warm the cream with the sugar.']],
    ]);
  });
  test('a structured step that runs two words together where the page breaks the line (<br>) gets the space the page shows there (robinasbell.com); a step the page prints otherwise stays', () => {
    const page = (card: string) =>
      ld({
        name: 'Pizza',
        recipeIngredient: ['1 cup flour', '1 cup water'],
        recipeInstructions: ['Place the water in alarge tub and stir.', 'Bake the pizza.'],
      }).replace('<body></body>', `<body>${card}</body>`);
    const steps = (card: string) => stepsOf(page(card)).flatMap((g) => g.steps.map((s) => s.step));
    expect(steps('<ol><li><span>Place the water in a<br>large tub and stir.</span></li><li>Bake the pizza.</li></ol>')).toEqual([
      'Place the water in a large tub and stir.',
      'Bake the pizza.',
    ]);
    expect(steps('<ol><li><span>Place the water in alarge tub<br>and stir.</span></li></ol><p>Place the water in a large tub and stir.</p>')).toEqual([
      'Place the water in alarge tub and stir.',
      'Bake the pizza.',
    ]);
  });
  test('an empty block between two parts of one step on the card (<div class="wprm-spacer"></div>) breaks the line as a <br> does: the structured step that runs them together gets the space (ditchthecarbs.com, chefsavvy.com)', () => {
    const html = ld({
      name: 'Samosas',
      recipeIngredient: ['1 cup flour', '1 cup water'],
      recipeInstructions: ['Cook one of 3 ways.1) Bake them.2) Fry them.', 'Serve.'],
    }).replace(
      '<body></body>',
      '<body><ol><li><div class="wprm-recipe-instruction-text"><span>Cook one of 3 ways.</span><div class="wprm-spacer"></div><span>1) Bake them.</span><div class="wprm-spacer"></div><span>2) Fry them.</span></div></li><li>Serve.</li></ol></body>',
    );
    expect(stepsOf(html).flatMap((g) => g.steps.map((s) => s.step))).toEqual(['Cook one of 3 ways. 1) Bake them. 2) Fry them.', 'Serve.']);
  });
  test("a structured Recipe that only sums up another the page's structured data gives in full (bare names, one sentence of method: an SEO plugin's item beside the card's) is no recipe of its own (mexicanmademeatless.com); two full recipes stay two", () => {
    const page = (items: object[]) =>
      `<!DOCTYPE html><html lang="en"><head><script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'ItemList', itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, item: { '@type': 'Recipe', ...item } })) })}</script></head><body></body></html>`;
    const summary = {
      name: 'Purslane Stew | My Site',
      recipeIngredient: ['purslane', 'button mushrooms', 'onions', 'olive oil'],
      recipeInstructions: 'Make the salsa and cook the purslane in it.',
    };
    const full = {
      name: 'Purslane in Salsa Verde',
      recipeIngredient: ['1/2 lb purslane (rinsed)', '1/2 lb button mushrooms', '1/2 small white onion', '2 tablespoons olive oil'],
      recipeInstructions: ['Blend the salsa.', 'Cook the mushrooms and the purslane in the salsa for 10 minutes.'],
    };
    const r = extractRecipes({ html: page([summary, full]) });
    expect([r.recipe.name, r.recipe.ingredients.length, r.recipe.instructions[0]!.steps.length, r.candidates.length]).toEqual([
      'Purslane in Salsa Verde',
      4,
      2,
      1,
    ]);
    expect(extractRecipes({ html: page([{ ...full, name: 'Another Stew' }, full]) }).candidates).toHaveLength(2);
  });
  test("a microdata method property on the whole article (it holds the ingredient lines too) reads as the method the numbered run it holds ('1 - …', '2 - …', '3 - …'), not the story and notes around it (aniagotuje.pl); without such a run, its lines as before", () => {
    const page = (method: string) => `<!DOCTYPE html><html lang="pl"><body><div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Zupa</h1>
      <div itemprop="recipeInstructions"><p>Zupa to prawdziwa królowa zup, polecam ją każdemu.</p><ul><li itemprop="recipeIngredient">1 kg mięsa</li><li itemprop="recipeIngredient">2 marchewki</li></ul>
      <p>Warzywa ważone były przed obraniem.</p>${method}<p>A teraz dokładna wersja przepisu ze zdjęciami.</p></div></div></body></html>`;
    const steps = (method: string) => stepsOf(page(method)).flatMap((g) => g.steps.map((s) => s.step));
    expect(steps('<p>Najpierw skrócona wersja:<br><br>1 - Umieść mięso w garnku.</p><p>2 - Gotuj dwie godziny.<br><br>3 - Dodaj marchewki.</p>')).toEqual([
      'Umieść mięso w garnku.',
      'Gotuj dwie godziny.',
      'Dodaj marchewki.',
    ]);
    expect(steps('<p>Umieść mięso w garnku.</p>')).toContain('Umieść mięso w garnku.');
    expect(steps('<p>Umieść mięso w garnku.</p>').length).toBeGreaterThan(1);
  });
});

describe('step lists read from the page', () => {
  test('a line that only titles the list ("Pasos a seguir") is no step (velocidadcuchara.com, plugin markup)', () => {
    const html = `<!DOCTYPE html><html lang="es"><body><div class="wprm-recipe-container"><div class="wprm-recipe"><h2 class="wprm-recipe-name">Salsa</h2>
      <div class="wprm-recipe-ingredients-container"><ul><li class="wprm-recipe-ingredient">150 gr de zanahoria</li><li class="wprm-recipe-ingredient">1 diente de ajo</li></ul></div>
      <div class="wprm-recipe-instructions-container"><ul><li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Pasos a seguir</div></li>
      <li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Tritura la zanahoria 15 segundos.</div></li><li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Cocina 8 minutos.</div></li></ul></div></div></div></body></html>`;
    expect(stepsOf(html).flatMap((g) => g.steps.map((s) => s.step))).toEqual(['Tritura la zanahoria 15 segundos.', 'Cocina 8 minutos.']);
  });
  test('the caption of a photo between the steps (<figcaption>: its title, a credit) is no step (hogarmania.com, seriouseats.com, eatingwell.com, zaubertopf.de)', () => {
    const photo = (caption: string) =>
      `<figure><img src="p.jpg" alt=""><figcaption><span>${caption}</span> <span>|</span> <span>Hogarmania</span></figcaption></figure>`;
    const html = `<html lang="es"><body><h1>Risotto de queso</h1><h2>Ingredientes</h2><ul><li>240 gramos de arroz</li><li>1 cebolleta</li></ul><h2>Elaboración</h2><p>Pica la cebolleta y el pimiento.</p>${photo('Pica las verduras')}<p>Calienta una cazuela con aceite de oliva.</p>${photo('Sirve el risotto')}</body></html>`;
    expect(stepsOf(html).flatMap((g) => g.steps.map((s) => s.step))).toEqual(['Pica la cebolleta y el pimiento.', 'Calienta una cazuela con aceite de oliva.']);
  });
  test('a method whose every part is one step under a heading of its own ("1. TO COOK THE RICE:") is titled steps, not parts (woop.co.nz); parts of two steps stay parts', () => {
    const part = (heading: string, ...steps: string[]) => `<li><h5>${heading}</h5>${steps.map((t) => `<p>${t}</p>`).join('')}</li>`;
    const page = (parts: string) =>
      `<html lang="en"><body><h1>Beef and rice</h1><h2>Ingredients</h2><ul><li>1 pack of beef sirloin</li><li>1 pack of brown rice</li></ul><h2>Instructions</h2><ol>${parts}</ol></body></html>`;
    const titled = stepsOf(
      page(
        part('1. TO PREPARE THE VEGETABLES:', 'Slice the capsicum into thin slices.') +
          part('2. TO COOK THE RICE:', 'Heat the rice in a pan for 2 minutes.') +
          part('3. TO COOK THE BEEF:', 'Sear the beef for 3 minutes each side.') +
          part('TO SERVE:', 'Spoon the rice onto plates and top with the beef.'),
      ),
    );
    expect(titled).toHaveLength(1);
    expect(titled[0]!.name).toBeNull();
    expect(titled[0]!.steps.map((s) => s.name)).toEqual(['TO PREPARE THE VEGETABLES', 'TO COOK THE RICE', 'TO COOK THE BEEF', 'TO SERVE']);
    expect(titled[0]!.steps[1]!.step).toBe('Heat the rice in a pan for 2 minutes.');
    const parts = stepsOf(
      page(
        part('For the rice', 'Rinse the rice.', 'Boil the rice for 20 minutes.') +
          part('For the beef', 'Season the beef.', 'Sear the beef for 3 minutes each side.') +
          part('To serve', 'Slice the beef.', 'Spoon the rice onto plates.'),
      ),
    );
    expect(parts.map((g) => g.name)).toEqual(['For the rice', 'For the beef', 'To serve']);
  });
  test('steps numbered "1 - …", "2 - …" (a number, a dash) lose the dash with the number (aniagotuje.pl)', () => {
    const html = `<html lang="pl"><body><h1>Zupa</h1><h2>Składniki</h2><ul><li>1 kg mięsa</li><li>2 marchewki</li></ul><h2>Przygotowanie</h2><p>1 - W jednym garnku umieść mięso i marchewki.</p><p>2 - Gotuj zupę przez dwie godziny.</p></body></html>`;
    expect(stepsOf(html).flatMap((g) => g.steps.map((s) => s.step))).toEqual(['W jednym garnku umieść mięso i marchewki.', 'Gotuj zupę przez dwie godziny.']);
  });
  test('the label of a step\'s check-off control ("Mark as complete") is no step and no part of one (glutenfreetables.com)', () => {
    const start = '<html lang="en"><body><h1>Buns</h1><h2>Ingredients</h2><ul><li>300 g flour</li><li>6 g yeast</li></ul><h2>Directions</h2>';
    const step = (t: string) => `<li class="method-step"><p>${t}</p><div class="done"><span class="icon"></span><span>Mark as complete</span></div></li>`;
    const items = `${start}<ol>${step('Mix the flour and the yeast.')}${step('Bake for 30 minutes.')}</ol></body></html>`;
    const paragraphs = `${start}<p>Mix the flour and the yeast.</p><p><span>Mark as done</span></p><p>Bake for 30 minutes.</p><p><span>Mark as done</span></p></body></html>`;
    for (const html of [items, paragraphs])
      expect(stepsOf(html).flatMap((g) => g.steps.map((s) => s.step))).toEqual(['Mix the flour and the yeast.', 'Bake for 30 minutes.']);
  });
  test('a block the card names one step item ("qodef-directions-items") is one step however many paragraphs it holds, its heading the step\'s title (glutenfreetables.com)', () => {
    const item = (n: number, title: string, top: string, bottom: string) =>
      `<div class="qodef-e qodef-directions-items"><span class="qodef-m-order-num">${n}.</span><div class="qodef-direction-inner"><h4 class="qodef-direction-title">${title}</h4><div class="qodef-m-direction-text-top">${top}</div><div class="qodef-m-direction-text-bottom">${bottom}</div></div></div>`;
    const html = `<html lang="en"><body><h1>Bread Buns</h1><h3>Ingredients</h3><ul><li>300 g flour</li><li>6 g fresh yeast</li><li>285 g water</li></ul><div class="qodef-m-directions"><h3><span>Directions</span></h3>${item(1, 'Mix the dough', 'In a bowl, mix the flour, yeast and water.', 'Knead the dough for 8 minutes.')}${item(2, 'Shape the buns', 'Shape the dough into six buns.', 'Let them rise for an hour.')}${item(3, 'Bake the buns', 'Preheat the oven to 200C.', 'Bake the buns for 30 minutes.')}</div></body></html>`;
    const steps = stepsOf(html).flatMap((g) => g.steps.map((s) => [s.name, s.step]));
    expect(steps).toEqual([
      ['Mix the dough', 'In a bowl, mix the flour, yeast and water. Knead the dough for 8 minutes.'],
      ['Shape the buns', 'Shape the dough into six buns. Let them rise for an hour.'],
      ['Bake the buns', 'Preheat the oven to 200C. Bake the buns for 30 minutes.'],
    ]);
  });
  test('a step item with no title of its own is its text without the number printed beside it (eatsmarter.com read without structured data)', () => {
    const item = (n: number, text: string) =>
      `<div class="preparation-step"><div class="preparation-step-items"><div class="preparation-step-count">${n}.</div><div class="preparation-step-content"><p>${text}</p></div></div></div>`;
    const facts = `<div class="facts"><div><div class="label">Preparation:</div><div>35 min.</div></div><div><div class="label">Calories:</div><div>345</div><div>calories</div></div><div>How many calories can I eat?</div></div>`;
    const html = `<html lang="en"><body><h1>Pumpkin Salad</h1>${facts}<h2>Ingredients</h2><ul><li>1 pumpkin</li><li>2 shallots</li></ul><h2>Preparation steps</h2>${item(1, 'Cut the pumpkin into wedges and roast them for 25 minutes.')}${item(2, 'Peel the shallots and fry them in oil.')}</body></html>`;
    expect(stepsOf(html).flatMap((g) => g.steps.map((s) => s.step))).toEqual([
      'Cut the pumpkin into wedges and roast them for 25 minutes.',
      'Peel the shallots and fry them in oil.',
    ]);
  });
  test('a part\'s label "For the Maple Glazed Bacon" with its colon left off, beside labels that keep theirs, names a group: no step (thatvegandad.net)', () => {
    const html = `<html lang="en"><body><h1>Poutine</h1><h2>Ingredients</h2><ul><li>1 cup almonds</li><li>1 packet bacon bits</li></ul><h2>Method</h2>
      <p><span>For the Almond Curds:</span></p><p>Process the almonds until smooth.</p><p><span>For the Maple Glazed Bacon</span></p><p>Cook the bacon bits in a pan until browned.</p></body></html>`;
    expect(stepsOf(html).map((g) => [g.name, g.steps.map((s) => s.step)])).toEqual([
      ['For the Almond Curds', ['Process the almonds until smooth.']],
      ['For the Maple Glazed Bacon', ['Cook the bacon bits in a pan until browned.']],
    ]);
  });
});

describe('recipe names', () => {
  test("a segment holds the site's name only from one of its words on: 'grundrecept' is no 'RECEPT' (recept.se)", () => {
    expect(recipeName('Chokladbollar – grundrecept', ['RECEPT', 'recept'])).toBe('Chokladbollar – grundrecept');
    expect(recipeName('Chokladbollar – Recept.se', ['RECEPT', 'recept'])).toBe('Chokladbollar');
    expect(recipeName('Gingerbread Pancakes - Donal Skehan', ['donalskehan'])).toBe('Gingerbread Pancakes');
  });
  test("a wiki's namespace glued to the title is no part of it (en.wikibooks.org); a label with a space after its colon stays", () => {
    expect(recipeName('Cookbook:Pumpkin Pie I', [])).toBe('Pumpkin Pie I');
    expect(recipeName('MMM: Chicken Pesto Meatballs', [])).toBe('MMM: Chicken Pesto Meatballs');
  });
  test("of several h1s, the one the page's own title opens with names the recipe, not a search box's or other recipes' (mindmegette.hu, tastykitchen.com, barefootcontessa.com)", () => {
    const page = (head: string, h1s: string[]) =>
      `<!DOCTYPE html><html lang="en"><head>${head}</head><body>${h1s.map((h) => `<h1>${h}</h1>`).join('')}<h2>Ingredients</h2><ul><li>4 tomatoes</li><li>1 onion</li></ul>
      <h2>Instructions</h2><ol><li>Chop the tomatoes and the onion.</li><li>Blend them with a pinch of salt.</li></ol></body></html>`;
    const name = (html: string) => extractRecipes({ html }).recipe.name;
    const h1s = ['Find a recipe or an ingredient', 'Super Easy Hummus', 'Restaurant Style Salsa'];
    expect(name(page('<meta property="og:title" content="Restaurant Style Salsa Recipe - Tasty Kitchen">', h1s))).toBe('Restaurant Style Salsa');
    expect(name(page('<title>Restaurant Style Salsa | Tasty Kitchen</title>', h1s))).toBe('Restaurant Style Salsa');
    // No title that any h1 opens: the first h1 stands.
    expect(name(page('<title>Tasty Kitchen</title>', h1s))).toBe('Find a recipe or an ingredient');
    expect(name(page('', h1s))).toBe('Find a recipe or an ingredient');
  });
  test("a post's h1 gives way to the recipe's own heading before its ingredients when the page's share titles name it (meljoulwan.com)", () => {
    const page = (head: string) =>
      `<!DOCTYPE html><html lang="en"><head>${head}</head><body><h1>MMM: Chicken Pesto Meatballs In Marinara</h1><h3>This recipe is part of March Meatball Madness</h3>
      <h2>Chicken Pesto Meatballs in Marinara Sauce</h2><h5>Ingredients:</h5><ul><li>1 pound ground chicken</li><li>2 tablespoons pesto</li></ul>
      <h5>Directions:</h5><ol><li>Mix the chicken and the pesto.</li><li>Roll into balls and simmer in the sauce.</li></ol></body></html>`;
    const name = (html: string) => extractRecipes({ html }).recipe.name;
    const heads = '<meta property="og:title" content="MMM: Chicken Pesto Meatballs In Marinara">';
    expect(name(page(`${heads}<meta name="twitter:title" content="Chicken Pesto Meatballs in Marinara Sauce">`))).toBe(
      'Chicken Pesto Meatballs in Marinara Sauce',
    );
    expect(name(page(`${heads}<meta property="og:title" content="Chicken Pesto Meatballs in Marinara Sauce">`))).toBe(
      'Chicken Pesto Meatballs in Marinara Sauce',
    );
    // No share title names the heading: the h1 stands.
    expect(name(page(heads))).toBe('MMM: Chicken Pesto Meatballs In Marinara');
  });
});

describe('ingredient lists read from the page', () => {
  test('a heading wrapped with a servings stepper ("− 6 port +") is followed by its section (tasteline.com, choosehomemade.org)', () => {
    const stepper = '<div class="servings"><button value="-1"><span>Minska</span></button><span>6</span> port<button value="1">+</button></div>';
    const html = `<html><body><h1>Gin Fizz</h1><div><div class="flex"><h2>Ingredienser</h2>${stepper}</div><ul><li>16 cl gin</li><li>5 st citroner</li><li>4 tsk strösocker</li></ul></div><h2>Gör så här</h2><ol><li>Pressa juicen från citronerna.</li><li>Skaka med is.</li></ol></body></html>`;
    expect(extractRecipes({ html }).recipe.ingredients).toEqual(['16 cl gin', '5 st citroner', '4 tsk strösocker']);
  });
  test('ingredient lines each beside a checkbox are the list, not a control beside the heading (cybercook.com.br); a switch is still one', () => {
    const tick = (id: string, text: string) => `<div><input type="checkbox" id="${id}"><label for="${id}"><p>${text}</p></label></div>`;
    const html = `<html><body><h1>Strogonoff</h1><div><h2>Ingredientes</h2>${tick('a', '200 gr de molho de tomate')}${tick('b', '2 dentes de alho')}${tick('c', 'Sal a gosto')}</div><aside><p>Faltou algum ingrediente?</p><p>O Carrefour entrega!</p></aside><h2>Modo de preparo</h2><div><label>Tela ligada <input type="checkbox"></label></div><ol><li>Corte o frango em cubinhos.</li><li>Acrescente o molho de tomate.</li></ol></body></html>`;
    const r = extractRecipes({ html }).recipe;
    expect(r.ingredients).toEqual(['200 gr de molho de tomate', '2 dentes de alho', 'Sal a gosto']);
    expect(r.instructions[0]!.steps.map((s) => s.step)).toEqual(['Corte o frango em cubinhos.', 'Acrescente o molho de tomate.']);
  });
  test("a heading's wrapper holding a label and the servings, or a remark, but no list is followed by the list after it (albert.cz, alltommat.se)", () => {
    const counter = '<div><button>-</button><span>8 porcí</span><button>+</button></div>';
    const labelled = `<html><body><h1>Tortilové rolky</h1><div><div class="head"><h2>Ingredience</h2><span>Složení</span>${counter}</div><ul><li>Tortilla pšeničná <b>2 ks</b></li><li>Philadephia <b>125 g</b></li><li>Salátová okurka <b>1 ks</b></li></ul></div><h2>Příprava</h2><ol><li>Z tortil odkrojte okraje tak, abyste získali obdélník.</li><li>Pomažte je sýrem a zarolujte.</li></ol></body></html>`;
    expect(extractRecipes({ html: labelled }).recipe.ingredients).toEqual(['Tortilla pšeničná 2 ks', 'Philadephia 125 g', 'Salátová okurka 1 ks']);
    const remark =
      '<div class="warning"><ul><li>När du ändrar antalet portioner så kan tillagningstiden ändras.</li><li>Det är bara måtten till vänster som räknas om.</li></ul></div>';
    const remarked = `<html><body><h1>Bröd</h1><div><div class="details"><h2>Ingredienser</h2>${remark}</div><ul><li>2,5 dl vatten</li><li>25 g jäst</li><li>1 tsk salt</li></ul></div><h2>Gör så här</h2><ol><li>Värm vatten till 37 grader.</li><li>Rör ut jästen i vattnet.</li></ol></body></html>`;
    expect(extractRecipes({ html: remarked }).recipe.ingredients).toEqual(['2,5 dl vatten', '25 g jäst', '1 tsk salt']);
    // A short list in the wrapper itself stays the list.
    const short = labelled.replace('<span>Složení</span>', '<ul><li>2 ks vejce</li><li>1 l mléko</li></ul>');
    expect(extractRecipes({ html: short }).recipe.ingredients).toEqual(['2 ks vejce', '1 l mléko']);
  });
  test('an ingredient list printed twice in a row (one copy per screen size) is read once', () => {
    const list = '<ul><li>Tortilla pšeničná <b>2 ks</b></li><li>Philadephia <b>125 g</b></li></ul>';
    const html = `<html><body><h1>Tortilové rolky</h1><h2>Ingredience</h2><div class="desktop">${list}</div><div class="mobile">${list}</div><h2>Příprava</h2><ol><li>Z tortil odkrojte okraje tak, abyste získali obdélník.</li><li>Pomažte je sýrem a zarolujte.</li></ol></body></html>`;
    expect(extractRecipes({ html }).recipe.ingredients).toEqual(['Tortilla pšeničná 2 ks', 'Philadephia 125 g']);
  });
  test('an amount and a name in spans named the BEM way ("…__measurement", "…__name") are apart, as "amount" and "-name" were (alltommat.se)', () => {
    const item = (m: string, n: string) =>
      `<li class="ingredients-list__ingredient"><span class="ingredients-list__ingredient__measurement">${m}</span><span class="ingredients-list__ingredient__name">${n}</span></li>`;
    const html = `<html><body><h1>Bröd</h1><h2>Ingredienser</h2><ul>${item('2,5 dl', 'vatten')}${item('25 g', 'jäst')}${item('1', 'ägg')}</ul><h2>Gör så här</h2><ol><li>Värm vatten till 37 grader.</li><li>Rör ut jästen i vattnet.</li></ol></body></html>`;
    expect(extractRecipes({ html }).recipe.ingredients).toEqual(['2,5 dl vatten', '25 g jäst', '1 ägg']);
  });
  test('a heading wrapped with its edit links ("[edit | edit source]") is followed by its section (en.wikibooks.org)', () => {
    const heading = (id: string, text: string) =>
      `<div class="mw-heading"><h2 id="${id}">${text}</h2><span class="mw-editsection"><span>[</span><a href="/w/index.php?action=edit&section=1">edit</a><span> | </span><a href="/w/index.php?action=edit&section=1&source">edit source</a><span>]</span></span></div>`;
    const html = `<html><body><h1>Cookbook:Pumpkin Pie I</h1>${heading('Ingredients', 'Ingredients')}<ul><li>2 cups milk, scalded</li><li>1 cup maple syrup</li><li>2 large eggs, beaten</li></ul>${heading('Procedure', 'Procedure')}<ol><li>Preheat oven to 350°F (180°C).</li><li>Blend all ingredients together to make the filling.</li><li>Bake for 45 minutes.</li></ol></body></html>`;
    const r = extractRecipes({ html }).recipe;
    expect(r.name).toBe('Pumpkin Pie I');
    expect(r.ingredients).toEqual(['2 cups milk, scalded', '1 cup maple syrup', '2 large eggs, beaten']);
    expect(r.instructions[0]!.steps.map((s) => s.step)).toEqual([
      'Preheat oven to 350°F (180°C).',
      'Blend all ingredients together to make the filling.',
      'Bake for 45 minutes.',
    ]);
  });
  test("groups named by headings of the ingredient heading's own level are groups, not sections (kuchynalidla.sk)", () => {
    const html = `<html lang="en"><body><h1>Skewers</h1><div class="ing"><h2>Ingredients</h2><h2>Skewers</h2><ul><li>1 kg lamb leg</li><li>2 red onions</li><li>sea salt and black pepper</li></ul>
      <h2>Salsa</h2><ul><li>2 sour pickles</li><li>1 garlic clove</li><li>1 bunch fresh mint leaves</li><li>3 tablespoons olive oil</li></ul></div><div class="steps"><h2>Method</h2><ol><li>Cut the lamb.</li><li>Grill it.</li></ol></div></body></html>`;
    const r = extractRecipes({ html }).recipe;
    expect(r.ingredient_groups).toEqual([
      { name: 'Skewers', ingredients: ['1 kg lamb leg', '2 red onions', 'sea salt and black pepper'] },
      { name: 'Salsa', ingredients: ['2 sour pickles', '1 garlic clove', '1 bunch fresh mint leaves', '3 tablespoons olive oil'] },
    ]);
    // Structured data that ran each group's lines into one gives way to the page's lines, however many.
    const ld = `<script type="application/ld+json">{"@type":"Recipe","name":"Skewers","recipeIngredient":["Skewers 1 kg lamb leg 2 red onions sea salt and black pepper","Salsa 2 sour pickles 1 garlic clove 1 bunch fresh mint leaves 3 tablespoons olive oil"],"recipeInstructions":["Cut the lamb.","Grill it."]}</script>`;
    expect(extractRecipes({ html: html.replace('<body>', `<body>${ld}`) }).recipe.ingredients).toEqual([
      '1 kg lamb leg',
      '2 red onions',
      'sea salt and black pepper',
      '2 sour pickles',
      '1 garlic clove',
      '1 bunch fresh mint leaves',
      '3 tablespoons olive oil',
    ]);
  });
  test('after the first list, a heading of its level over a list of amounts names a further group; one over links ends the section (kitchenaid.com.au)', () => {
    const page = (second: string) =>
      `<html lang="en"><body><h1>Sticky buns</h1><div class="left"><h2>Ingredients</h2><ul><li>3 cups flour</li><li>1 cup milk</li><li>2 eggs</li></ul><p> </p>
      <h2>Topping</h2><ul>${second}</ul></div><div class="right"><h2>Method</h2><ol><li>Mix the dough and let it rise.</li><li>Top the buns and bake them.</li></ol></div></body></html>`;
    const grouped = extractRecipes({ html: page('<li>2 tbsp honey</li><li>½ cup pecans</li>') }).recipe;
    expect(grouped.ingredient_groups).toEqual([
      { name: null, ingredients: ['3 cups flour', '1 cup milk', '2 eggs'] },
      { name: 'Topping', ingredients: ['2 tbsp honey', '½ cup pecans'] },
    ]);
    // A list of links under such a heading (more recipes) is no part of the ingredients (a list of short names is: session29-rules.test.ts).
    const other = extractRecipes({
      html: page('<li><a href="/cinnamon-rolls">Cinnamon rolls</a></li><li><a href="/banana-bread">Banana bread</a></li><li><a href="/scones">Scones</a></li>'),
    }).recipe;
    expect(other.ingredients).toEqual(['3 cups flour', '1 cup milk', '2 eggs']);
  });
  const item = (amount: string, text: string) =>
    `<li class="ingredient-item"><div class="ingredient-item__amount">${amount}</div><div class="ingredient-item__description"><p>${text}</p></div></li>`;
  const page = `<!DOCTYPE html><html lang="en"><body><h1>Killer Spaghetti</h1><h2>Ingredients</h2>
    <ul class="ingredient-list">${item('1', '14½-ounce can tomato puree')}${item('3', 'cups boiling water')}${item('¼', 'cup olive oil')}${item('12', 'ounces spaghetti')}
    <li class="ingredient-item"><div class="ingredient-item__description"><p>Kosher salt</p></div></li></ul>
    <h2>Method</h2><ol><li>Combine the puree and the water in a bowl.</li><li>Fry the spaghetti in the oil until charred.</li></ol></body></html>`;
  test('a named element that is one item of several (li class="ingredient-item") stands for the whole list (177milkstreet.com)', () => {
    expect(extractRecipes({ html: page }).recipe.ingredients).toEqual([
      '1 14½-ounce can tomato puree',
      '3 cups boiling water',
      '¼ cup olive oil',
      '12 ounces spaghetti',
      'Kosher salt',
    ]);
  });
});

describe("structured ingredient lines that say less than the page's", () => {
  const page = (ingredients: string[], shown: string[]) =>
    ld({ name: 'Gin Fizz', recipeIngredient: ingredients, recipeInstructions: ['Shake the gin with the lemon juice and sugar.', 'Top with soda.'] }).replace(
      '<body></body>',
      `<body><h2>Ingredients</h2><ul>${shown.map((l) => `<li>${l}</li>`).join('')}</ul><h2>Method</h2><ol><li>Shake.</li></ol></body>`,
    );
  const shown = ['16 cl gin, Beefeater', '5 lemons', '4 tsp sugar', 'soda water'];
  test('a list with no amount on any line gives way to the same lines with amounts (tasteline.com)', () => {
    expect(extractRecipes({ html: page(['gin', 'lemons', 'sugar', 'soda water'], shown) }).recipe.ingredients).toEqual(shown);
  });
  test("bare names listed once each give way to the page's lines with amounts when it lists one of them twice (for two parts of the dish: tasteline.com)", () => {
    const twice = ['16 cl gin', '5 lemons', '2 tsp sugar', 'soda water', '2 tsp sugar, for the rim'];
    expect(extractRecipes({ html: page(['gin', 'lemons', 'sugar', 'soda water'], twice) }).recipe.ingredients).toEqual(twice);
    // A page line naming none of them (a tool) still keeps the structured names.
    expect(extractRecipes({ html: page(['gin', 'lemons', 'sugar'], [...twice.slice(0, 3), 'Cocktail shaker']) }).recipe.ingredients).toEqual([
      'gin',
      'lemons',
      'sugar',
    ]);
  });
  test('values split at every comma (" in pieces", a decimal comma\'s "1" / "5 tsp mustard") give way to the page\'s lines they join into (zaubertopf.de); the page\'s last extra line (the dish) is kept with them', () => {
    const split = ['250 g pork', ' in pieces', ' 1 egg', ' 1', '5 tsp mustard', ' 40 g butter', ' softened', ' salt'];
    const shownLines = ['250 g pork, in pieces', '1 egg', '1,5 tsp mustard', '40 g butter, softened', 'salt', 'Baking dish (26 cm)'];
    expect(extractRecipes({ html: page(split, shownLines) }).recipe.ingredients).toEqual(shownLines);
    // Lines that do not join into the page's stay as written.
    const other = ['250 g pork, diced', '1 egg', '1,5 tsp mustard', '40 g butter, softened', 'salt'];
    expect(extractRecipes({ html: page(split, other) }).recipe.ingredients).toEqual([
      '250 g pork',
      'in pieces',
      '1 egg',
      '1',
      '5 tsp mustard',
      '40 g butter',
      'softened',
      'salt',
    ]);
  });
  test('a line where a script wrote "undefined" for the amount gives way to the page\'s (recepti.index.hr)', () => {
    const r = extractRecipes({ html: page(['650 g pastry', 'undefined tsp salt'], ['650 g pastry', '½ tsp salt']) }).recipe;
    expect(r.ingredients).toEqual(['650 g pastry', '½ tsp salt']);
  });
  test("a line running on into the next ingredient gives way to the page's two lines (pastificiosorrentino.com)", () => {
    const r = extractRecipes({
      html: page(['320 g paccheri', '250 g swordfish 1 garlic clove'], ['320 g paccheri', '250 g swordfish', '1 garlic clove']),
    }).recipe;
    expect(r.ingredients).toEqual(['320 g paccheri', '250 g swordfish', '1 garlic clove']);
  });
  test('values that each held several lines, one with its "1." cut off, give way to the page\'s lines (ahealthysliceoflife.com)', () => {
    const shownLines = ['3 Tbsp olive oil', '3 garlic cloves, minced', '1.5 tsp grated ginger', '1 small onion'];
    const r = extractRecipes({ html: page(['3 Tbsp olive oil\n3 garlic cloves, minced', '5 tsp grated ginger\n1 small onion'], shownLines) }).recipe;
    expect(r.ingredients).toEqual(shownLines);
  });
  test('values that each held several lines, none cut, stay as written: the page saying more is no reason', () => {
    const r = extractRecipes({
      html: page(
        ['3 Tbsp olive oil\n3 garlic cloves', '1.5 tsp grated ginger\n1 small onion'],
        ['3 Tbsp olive oil', '3 garlic cloves, minced', '1.5 tsp grated ginger', '1 small onion, diced'],
      ),
    }).recipe;
    expect(r.ingredients).toEqual(['3 Tbsp olive oil', '3 garlic cloves', '1.5 tsp grated ginger', '1 small onion']);
  });
  test('a page list with lines that hold none of the structured ones (tools, amounts printed apart) is not taken', () => {
    expect(extractRecipes({ html: page(['gin', 'lemons', 'sugar'], ['16 cl gin', '5 lemons', '4 tsp sugar', 'Cocktail shaker']) }).recipe.ingredients).toEqual([
      'gin',
      'lemons',
      'sugar',
    ]);
    expect(extractRecipes({ html: page(['gin', 'lemons', 'sugar'], ['16 cl', '5 each, large', '4 tsp']) }).recipe.ingredients).toEqual([
      'gin',
      'lemons',
      'sugar',
    ]);
  });
  test('amounts and lines as the page shows them stay structured: a page list that does not hold them is not taken', () => {
    expect(extractRecipes({ html: page(['gin', 'lemons', 'sugar', 'soda water'], ['1 cup flour', '2 eggs']) }).recipe.ingredients).toEqual([
      'gin',
      'lemons',
      'sugar',
      'soda water',
    ]);
    expect(extractRecipes({ html: page(['16 cl gin', '5 lemons'], ['16 cl gin, Beefeater', '5 lemons']) }).recipe.ingredients).toEqual([
      '16 cl gin',
      '5 lemons',
    ]);
  });
});

describe('words of a line inside buttons', () => {
  test("a button holding words inside a line's span (a popup on the ingredient name), and the wrapper around it, are read as part of the line", () => {
    const html = `<!DOCTYPE html><html lang="en"><body><h1>Custard</h1><h2>Ingredients</h2><ul>
      <li><span class="line">2 cups <div class="popup"><button type="button"><span>whole milk</span></button></div>, warmed</span></li>
      <li><span class="line">1 tsp <button type="button">vanilla extract</button></span></li><li><span class="line">3 large egg yolks, at room temperature</span></li></ul>
      <h2>Method</h2><ol><li>Whisk the yolks with the vanilla.</li><li>Pour in the warm milk and stir over low heat.</li></ol></body></html>`;
    expect(extractRecipes({ html }).recipe.ingredients).toEqual([
      '2 cups whole milk, warmed',
      '1 tsp vanilla extract',
      '3 large egg yolks, at room temperature',
    ]);
  });
});

describe('lines in an ingredient list that are no ingredient', () => {
  const headed = (lang: string, ingredients: string, steps: string) =>
    `<!DOCTYPE html><html lang="${lang}"><body><h1>Dish</h1>${ingredients}${steps}</body></html>`;
  const method = '<h3>Przygotowanie</h3><ol><li>Odciąć liście z kalafiora.</li><li>Piec przez 30 minut.</li></ol>';
  test('a yield line ("2 - 4 porcje") and a short line outside the lists before one ("do podania") are the yield and a group name (kwestiasmaku.com)', () => {
    const r = extractRecipes({
      html: headed(
        'pl',
        '<h3>Składniki</h3><p>2 - 4 porcje</p><ul><li>1 kalafior</li><li>4 łyżki oliwy</li><li>sól morska</li></ul><div class="wyroznione">do podania</div><ul><li>ser feta</li><li>natka pietruszki</li></ul>',
        method,
      ),
    }).recipe;
    expect(r.ingredient_groups).toEqual([
      { name: null, ingredients: ['1 kalafior', '4 łyżki oliwy', 'sól morska'] },
      { name: 'do podania', ingredients: ['ser feta', 'natka pietruszki'] },
    ]);
  });
  test('a servings widget the page names for the ingredients ("Broj porcija" / "4") is passed over for the list after it (recepti.index.hr)', () => {
    const r = extractRecipes({
      html: headed(
        'hr',
        '<div class="ingredients"><h3>Sastojci</h3><div class="ingredients__serving"><div>Broj porcija</div><div>4</div></div><div class="ingredients__list"><div>650 g kora za pite</div><div>½ žličice soli</div></div></div>',
        '<h3>Priprema</h3><p>Premažite lim uljem i položite kore.</p><p>Pecite 40 minuta na 210 stupnjeva.</p>',
      ),
    }).recipe;
    expect(r.ingredients).toEqual(['650 g kora za pite', '½ žličice soli']);
    expect(r.instructions.flatMap((g) => g.steps.map((s) => s.step))).toEqual(['Premažite lim uljem i položite kore.', 'Pecite 40 minuta na 210 stupnjeva.']);
  });
  test('section headings in cs, sk, hr and no (albert.cz, kuchynalidla.sk, recepti.index.hr, matprat.no)', () => {
    for (const [lang, ing, steps] of [
      ['cs', 'Ingredience', 'Příprava'],
      ['sk', 'Suroviny', 'Postup'],
      ['hr', 'Sastojci', 'Priprema'],
      ['no', 'Ingredienser', 'Slik gjør du'],
    ]) {
      const r = extractRecipes({
        html: headed(lang!, `<h2>${ing}</h2><ul><li>2 eggs</li><li>1 l milk</li></ul>`, `<h2>${steps}</h2><ol><li>Whisk the eggs.</li><li>Bake it.</li></ol>`),
      });
      expect([r.recipe.format, r.recipe.ingredients.length, r.recipe.instructions[0]?.steps.length]).toEqual(['headings', 2, 2]);
    }
  });
  test('section headings of a third batch (dobruchut.aktuality.sk, receptyprevas.sk, projectgezond.nl, migusto.migros.ch, vegolosi.it, mundodereceitasbimby.com.pt, hogarmania.com)', () => {
    for (const [lang, ing, steps] of [
      ['sk', 'ingrediencie', 'Kroky'],
      ['nl', 'Ingrediënten', 'Zo maak je het'],
      ['de', 'Zutaten', 'So gehts'],
      ['it', 'Ingredienti', 'Si cucina!'],
      ['pt', 'Ingredientes', 'Etapa de preparação'],
      ['es', 'Ingredientes', 'Paso a paso'],
    ]) {
      // Each step list sits under a heading of the section's own level, after a heading naming nothing: only the word opens it.
      const r = extractRecipes({
        html: headed(
          lang!,
          `<h2>${ing}</h2><ul><li>2 eggs</li><li>1 l milk</li></ul><h2>Comments</h2><p>Lovely.</p>`,
          `<h2>${steps}</h2><ol><li>Whisk the eggs.</li><li>Bake it.</li></ol>`,
        ),
      });
      expect([lang, r.recipe.ingredients.length, r.recipe.instructions[0]?.steps.length]).toEqual([lang, 2, 2]);
    }
  });
});

describe('steps in parts under headings of a lower level', () => {
  test('"Method" then "Preparation" and "Cooking" one level down: both parts are the method (schoolofwok.co.uk)', () => {
    const html = `<html><body><h1>Chicken and Rice</h1><h3>Ingredients</h3><div><p>400g chicken thighs</p><p>280g jasmine rice</p></div><h3>Method</h3><h4>Preparation</h4><div><p>Slice the chicken thinly.</p><p>Rinse the rice twice.</p></div><h4>Cooking</h4><div><p>Heat the oil in a pan.</p><p>Fry the rice for a minute, then add the chicken.</p></div><h3>Explore our classes</h3><p>Book a class today.</p></body></html>`;
    const groups = extractRecipes({ html }).recipe.instructions;
    expect(groups.flatMap((g) => g.steps.map((s) => s.step))).toEqual([
      'Slice the chicken thinly.',
      'Rinse the rice twice.',
      'Heat the oil in a pan.',
      'Fry the rice for a minute, then add the chicken.',
    ]);
    expect(groups.map((g) => g.name)).toEqual([null, 'Cooking']);
  });
});

describe('structured data that gives the first part of a recipe only', () => {
  const page = (structured: { ingredients: string[]; steps: string[] }, shown: { ingredients: string[]; steps: string[] }) =>
    ld({
      name: 'Gnocchi',
      recipeYield: '4',
      totalTime: 'PT30M',
      recipeIngredient: structured.ingredients,
      recipeInstructions: structured.steps.map((text) => ({ '@type': 'HowToStep', text })),
    }).replace(
      '<body></body>',
      `<body><h2>Ingredients</h2><ul>${shown.ingredients.map((l) => `<li>${l}</li>`).join('')}</ul><h2>Method</h2><ol>${shown.steps.map((l) => `<li>${l}</li>`).join('')}</ol></body>`,
    );
  const ingredients = ['90 g Parmesan', '1 onion', '30 g butter', '800 g gnocchi', '200 g peas'];
  const steps = [
    'Grate the parmesan and set it aside.',
    'Chop the onion and soften it in the butter.',
    'Boil the gnocchi until they float.',
    'Add the peas to the sauce.',
    'Toss the gnocchi in the sauce and serve with the parmesan.',
  ];
  test("two structured steps that open the page's longer method, in order: the page's method, and its ingredients when they open with the structured lines (dagelijksekost.vrt.be, simply-cookit.com)", () => {
    const r = extractRecipes({ html: page({ ingredients: ingredients.slice(0, 3), steps: steps.slice(0, 2) }, { ingredients, steps }) }).recipe;
    expect(r.instructions.flatMap((g) => g.steps.map((s) => s.step))).toEqual(steps);
    expect(r.ingredients).toEqual(ingredients);
    expect(r.field_sources).toMatchObject({ ingredients: 'headings', instructions: 'headings' });
  });
  test('a two-step recipe whose page adds a remark or two after its steps keeps its structured steps', () => {
    const shown = [...steps.slice(0, 2), 'Serve with a green salad.', 'Keeps for two days in the fridge.'];
    const r = extractRecipes({ html: page({ ingredients: ingredients.slice(0, 3), steps: steps.slice(0, 2) }, { ingredients, steps: shown }) }).recipe;
    expect(r.instructions.flatMap((g) => g.steps.map((s) => s.step))).toEqual(steps.slice(0, 2));
    expect(r.ingredients).toEqual(ingredients.slice(0, 3));
  });
});

describe('structured steps the page shows more of', () => {
  const page = (structured: string[], shown: string[]) =>
    ld({
      name: 'Burek',
      recipeIngredient: ['650 g pastry', 'undefined tsp salt'],
      recipeInstructions: structured.map((text) => ({ '@type': 'HowToStep', text })),
    }).replace(
      '<body></body>',
      `<body><h2>Ingredients</h2><ul><li>650 g pastry</li><li>½ tsp salt</li></ul><h2>Method</h2><ol>${shown.map((l) => `<li>${l}</li>`).join('')}</ol></body>`,
    );
  const steps = (html: string) => extractRecipes({ html }).recipe.instructions.flatMap((g) => g.steps.map((s) => s.step));
  test("every structured step is one of the page's, and the page has more: the structured list left steps out (recepti.index.hr)", () => {
    const shown = ['Oil the tin.', 'Mix the water and salt.', 'Layer the pastry.', 'Add the cheese.', 'Bake for 40 minutes.'];
    expect(steps(page(['Oil the tin.', 'Mix the water and salt.', 'Layer the pastry.', 'Bake for 40 minutes.'], shown))).toEqual(shown);
  });
  test('steps the page adds after the last structured one (a note) do not make it fuller', () => {
    const mine = ['Oil the tin.', 'Bake for 40 minutes.'];
    expect(steps(page(mine, [...mine, 'To make sugar water, dissolve the sugar in water.']))).toEqual(mine);
  });
  test('a page printing its list twice shows no more steps', () => {
    const mine = ['Oil the tin.', 'Bake for 40 minutes.'];
    expect(steps(page(mine, [...mine, ...mine]))).toEqual(mine);
  });
});

describe('step lists read from the page: titles and remarks', () => {
  const page = (steps: string) =>
    `<!DOCTYPE html><html lang="en"><body><h1>Toastie</h1><h2>Ingredients</h2><ul><li>1 tbsp pesto</li><li>2 slices bread</li></ul><h2>Method</h2>${steps}</body></html>`;
  const stepsOf = (html: string) => extractRecipes({ html }).recipe.instructions.flatMap((g) => g.steps.map((s) => [s.step, s.name]));
  test('remarks after the last step ("Option: …", "Tip: …") are no steps; one before a step stays (aldi.com.au, tastykitchen.com)', () => {
    expect(
      stepsOf(
        page(
          '<ul><li>Spread the pesto on the bread.</li><li>Toast it for 4 minutes.</li></ul><p>Option: You can swap the pesto for avocado.</p><p>Tip: Use leftover pesto in pasta.</p>',
        ),
      ),
    ).toEqual([
      ['Spread the pesto on the bread.', null],
      ['Toast it for 4 minutes.', null],
    ]);
    expect(stepsOf(page('<ol><li>Note: this is a large batch, use a big bowl.</li><li>Spread the pesto on the bread.</li></ol>')).map(([s]) => s)).toEqual([
      'Note: this is a large batch, use a big bowl.',
      'Spread the pesto on the bread.',
    ]);
  });
  test('numbered titles before each step\'s text ("1 Cook the farro") are the steps\' titles (blueapron.com)', () => {
    const step = (n: number, title: string, text: string) =>
      `<div class="step"><div class="step-title-holder"><span class="step-number">${n}</span> <span class="step-title">${title}</span></div><div class="step-txt"><p>${text}</p></div></div>`;
    const html = page(
      `<div class="step row">${step(1, 'Cook the farro', 'Boil the farro for 20 minutes, then drain it.')}${step(2, 'Make the dressing', 'Whisk the honey, vinegar and oil together.')}</div><div class="step row">${step(3, 'Serve', 'Toss the farro with the dressing and serve it.')}</div>`,
    );
    expect(stepsOf(html)).toEqual([
      ['Boil the farro for 20 minutes, then drain it.', 'Cook the farro'],
      ['Whisk the honey, vinegar and oil together.', 'Make the dressing'],
      ['Toss the farro with the dressing and serve it.', 'Serve'],
    ]);
  });
  test('numbered lines that are steps themselves stay steps: titles only where every numbered line is one', () => {
    expect(
      stepsOf(
        page(
          '<ol><li>1 Preheat the oven</li><li>Mix the flour and the sugar in a bowl until combined.</li><li>2 Bake it for twenty minutes until golden.</li></ol>',
        ),
      ).map(([, n]) => n),
    ).toEqual([null, null, null]);
  });
});

describe('remarks under a heading of their own', () => {
  test('a "Tip" heading after the steps heads a remark, not a group of steps; one before steps stays a group', () => {
    const html = (
      after: string,
    ) => `<!DOCTYPE html><html lang="en"><body><h1>Porridge</h1><h2>Ingredients</h2><ul><li>1 cup rolled oats</li><li>2 cups whole milk</li></ul>
      <h2>Method</h2><div class="method"><ol><li>Bring the milk to a simmer in a pan.</li><li>Stir in the oats and cook for five minutes.</li></ol><h3>Tip</h3><p>Top it with berries or a spoon of honey.</p>${after}</div></body></html>`;
    expect(stepsOf(html('')).map((g) => [g.name, g.steps.length])).toEqual([[null, 2]]);
    expect(stepsOf(html('<h3>Serving</h3><p>Ladle it into warm bowls at once.</p>')).map((g) => g.name)).toEqual([null, 'Tip', 'Serving']);
  });
});

describe('lines that are neither ingredients nor steps', () => {
  test('download links with their file size under the ingredients ("4" x 6" (344 KB)") are no ingredients (healthyeating.nhlbi.nih.gov)', () => {
    const html = `<!DOCTYPE html><html lang="en"><body><h1>Fruit Skewers</h1><h2>Ingredients</h2><ul><li>6 strawberries</li><li>1 banana</li><li>1 cup yogurt</li></ul>
      <ul><strong>Recipe Cards:</strong><li><a>4" x 6"</a> (344 KB)</li><li><a>8.5" x 11"</a> (389 KB)</li></ul><h2>Directions</h2><ol><li>Thread the fruit on skewers.</li><li>Serve with the yogurt.</li></ol></body></html>`;
    expect(extractRecipes({ html }).recipe.ingredients).toEqual(['6 strawberries', '1 banana', '1 cup yogurt']);
  });
  test('the yield stated before the first step is no step; a step that makes pieces and times them stays (dr.dk)', () => {
    const html = (first: string) =>
      `<!DOCTYPE html><html lang="da"><body><h1>Shortbread</h1><h2>Ingredienser</h2><ul><li>130 g mel</li><li>120 g smør</li></ul><h2>Fremgangsmåde</h2><p>${first}</p><p>Kom mel og smør i en foodprocessor.</p><p>Bag kagen i 20 minutter ved 180 grader.</p></body></html>`;
    const steps = (h: string) => extractRecipes({ html: h }).recipe.instructions.flatMap((g) => g.steps.map((s) => s.step));
    expect(steps(html('Opskriften giver cirka 16 styks, afhængig af størrelsen.'))).toEqual([
      'Kom mel og smør i en foodprocessor.',
      'Bag kagen i 20 minutter ved 180 grader.',
    ]);
    expect(steps(html('Form dejen til 16 styks og lad dem hvile i 30 minutter.'))[0]).toBe('Form dejen til 16 styks og lad dem hvile i 30 minutter.');
  });
  test('a step that is only a web address (a link card the method string kept) is no step (culy.nl); a step that names one stays', () => {
    const method =
      'Wash and stone the plums.\nhttps://www.example.com/inspiration/jam-or-marmalade/\nBoil them with the sugar for 10 minutes; see www.example.com for jars.';
    const html = ld({ name: 'Plum jam', recipeIngredient: ['1 kg plums', '250 g sugar'], recipeInstructions: method });
    expect(stepsOf(html).flatMap((g) => g.steps.map((s) => [s.number, s.step]))).toEqual([
      [1, 'Wash and stone the plums.'],
      [2, 'Boil them with the sugar for 10 minutes; see www.example.com for jars.'],
    ]);
  });
  test('ingredient lines with amounts printed under the step that uses them are no steps (magimix.com, moulinex.fr, kitchenstories.com); a step naming an ingredient without an amount stays', () => {
    const html = `<!DOCTYPE html><html lang="en"><body><h1>Rhubarb Tart</h1><h2>Ingredients</h2><ul><li>500 g of rhubarb</li><li>80 g of sugar</li><li>2 eggs</li><li>Icing sugar</li></ul>
      <h2>Method</h2><ol><li>Soak the rhubarb in the sugar for 1 hour.</li><li>500 g of rhubarb</li><li>80 g of sugar</li><li>Beat the eggs into the fruit and bake for 30 minutes.</li><li>2 Eggs</li><li>Icing sugar</li></ol></body></html>`;
    expect(extractRecipes({ html }).recipe.instructions.flatMap((g) => g.steps.map((s) => [s.number, s.step]))).toEqual([
      [1, 'Soak the rhubarb in the sugar for 1 hour.'],
      [2, 'Beat the eggs into the fruit and bake for 30 minutes.'],
      [3, 'Icing sugar'],
    ]);
  });
});

// Rules written from pages of sites in no labelled set (recipe-scrapers' saved pages, read against that project's expected answers as a check).
describe('schema.org shapes and page layouts of unlabelled sites', () => {
  const ingredientsOf = (html: string) => extractRecipes({ html }).recipe.ingredients;
  test('a HowToStep holding its text as HowToDirection items is one step of their texts (panelinha.com.br)', () => {
    const groups = stepsOf(
      ld({
        name: 'Filé',
        recipeIngredient: ['1 filé mignon', 'sal'],
        recipeInstructions: [
          { '@type': 'HowToStep', position: 0, itemListElement: { '@type': 'HowToDirection', text: 'Preaqueça o forno a 220 ºC.' } },
          {
            '@type': 'HowToStep',
            name: 'Asse',
            itemListElement: [
              { '@type': 'HowToDirection', text: 'Leve ao forno.' },
              { '@type': 'HowToTip', text: 'Vire na metade.' },
            ],
          },
        ],
      }),
    );
    expect(groups[0]!.steps.map((s) => [s.step, s.name])).toEqual([
      ['Preaqueça o forno a 220 ºC.', null],
      ['Leve ao forno. Vire na metade.', 'Asse'],
    ]);
  });
  test('an instructions section of facts without a sentence gives way to one with sentences (hogarmania.com)', () => {
    const html = ld({ name: 'Crema', recipeIngredient: ['1 calabaza', '2 puerros'] }).replace(
      '<body></body>',
      '<body><div><p>Preparación</p><p>35 m</p><p>Cocinado</p><p>35 m</p></div><h2>Elaboración de la crema</h2><p>Pela la calabaza y córtala en dados.</p><p>Lava los puerros y córtalos en rodajas.</p></body>',
    );
    expect(stepsOf(html)[0]!.steps.map((s) => s.step)).toEqual(['Pela la calabaza y córtala en dados.', 'Lava los puerros y córtalos en rodajas.']);
  });
  test('microdata: each of several ingredient elements is one line, its amount and name in elements of their own (projectgezond.nl)', () => {
    const html = `<!DOCTYPE html><html lang="nl"><body><div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Stoof</h1><dl>
      <div itemprop="recipeIngredient"><dt>40 gr</dt><dd>ontbijtspek</dd></div><div itemprop="recipeIngredient"><dt>250 gr</dt><dd>runderriblappen</dd></div></dl>
      <ol itemprop="recipeInstructions"><li>Bak het spek uit.</li><li>Stoof het vlees.</li></ol></div></body></html>`;
    expect(ingredientsOf(html)).toEqual(['40 gr ontbijtspek', '250 gr runderriblappen']);
  });
  test('a yield line written "2 portion(s)" is no ingredient of the page list that completes amount-less structured lines (kikkoman.eu)', () => {
    const html = ld({ name: 'Popcorn', recipeIngredient: ['popping corn', 'oil', 'butter'], recipeInstructions: ['Pop the corn.', 'Glaze it.'] }).replace(
      '<body></body>',
      '<body><h2>Ingredients</h2><ul><li>2 portion(s)</li><li>½ cup popping corn</li><li>2 tbsp oil</li><li>2 tbsp butter</li></ul></body>',
    );
    expect(ingredientsOf(html)).toEqual(['½ cup popping corn', '2 tbsp oil', '2 tbsp butter']);
  });
});

describe('pages that name neither their lists nor their sections (books.ottolenghi.co.uk, costco.com, mollybaz.com, chefnini.com)', () => {
  const body = (inner: string) => `<!DOCTYPE html><html lang="en"><head><title>Site</title></head><body><h1>Site news</h1>${inner}</body></html>`;
  const read = (html: string) => extractRecipes({ html }).recipe;
  test('a list of amounts and the sentence paragraphs right after it; the h1 before the list names it', () => {
    const r = read(
      body(`<h1>Chicken Salad</h1><ul><li>6 cups chicken, shredded</li><li>3 cups grapes, halved</li><li>2 celery ribs, sliced</li><li>salt</li></ul>
      <p>Combine chicken, grapes and celery in a bowl.</p><p>Fold in the dressing and serve.</p><p>Related: more salads</p>`),
    );
    expect([r.format, r.name, r.ingredients, r.instructions[0]!.steps.map((s) => s.step)]).toEqual([
      'lists',
      'Chicken Salad',
      ['6 cups chicken, shredded', '3 cups grapes, halved', '2 celery ribs, sliced', 'salt'],
      ['Combine chicken, grapes and celery in a bowl.', 'Fold in the dressing and serve.'],
    ]);
  });
  test('a method the page names whole (class="instructions") in parts, each a heading and a list: every part, not the first list only (mollybaz.com)', () => {
    const r = read(
      body(`<h1>Tuna Melt</h1><ul><li>2 cans tuna</li><li>4 dill pickles</li><li>2 slices rye bread</li></ul>
      <div class="instructions"><h3>1. Do some prep:</h3><ul><li>Finely chop the red onion.</li><li>Slice the pickles into planks.</li></ul>
      <h3>2. Make the tuna salad:</h3><ul><li>Stir in the mayonnaise and the mustard.</li><li>Add the tuna and flake it apart with a fork.</li></ul></div>`),
    );
    // The parts are numbered: each is one step named by its title (numbered-parts.ts).
    expect(r.instructions.flatMap((g) => g.steps.map((s) => [s.name, s.step]))).toEqual([
      ['Do some prep', 'Finely chop the red onion. Slice the pickles into planks.'],
      ['Make the tuna salad', 'Stir in the mayonnaise and the mustard. Add the tuna and flake it apart with a fork.'],
    ]);
  });
  test('notes between the list and the steps are passed over for the next list of sentences; readers comments are never steps', () => {
    const r = read(
      body(`<h1>Chickpeas</h1><div class="comments"><ol><li>Great recipe, I made it twice already!</li><li>Can I use tinned ones instead of dried?</li></ol></div>
      <ul><li>300g - dried chickpeas</li><li>3 tbsp - olive oil</li><li>8 - garlic cloves, crushed</li></ul><h3>Notes</h3><p>Serve with any greens you like.</p>
      <ol><li>Preheat the oven to 160°C fan.</li><li>Drain the chickpeas and fry the garlic.</li></ol>`),
    );
    expect(r.instructions[0]!.steps.map((s) => s.step)).toEqual(['Preheat the oven to 160°C fan.', 'Drain the chickpeas and fry the garlic.']);
  });
  test('lists of amounts under headings of their own are groups of one list; a step number "1-" is no part of the step', () => {
    const r = read(
      body(`<h1>Toona Melt</h1><h2>Produce</h2><ul><li>1 small red onion</li><li>2 celery stalks</li><li>1 lemon</li></ul><h2>Pantry</h2><ul><li>2 cans tuna</li><li>4 slices bread</li><li>½ cup mayonnaise</li></ul>
      <p>1- Chop the onion and the celery finely.</p><p>2- Mix with the tuna and the mayonnaise.</p>`),
    );
    expect(r.ingredient_groups.map((g) => [g.name, g.ingredients.length])).toEqual([
      ['Produce', 3],
      ['Pantry', 3],
    ]);
    expect(r.instructions[0]!.steps.map((s) => s.step)).toEqual(['Chop the onion and the celery finely.', 'Mix with the tuna and the mayonnaise.']);
  });
  test('a list of one or two amounts under a heading of its own, before or after the main list, is a group of it', () => {
    const r = read(
      body(`<h1>Lemon Puffs</h1><h2>Produce</h2><ul><li>1 lemon</li></ul><h2>Pantry</h2><ul><li>1 cup sugar</li><li>2 tbsp flour</li><li>½ tsp salt</li></ul>
      <h2>Dairy</h2><ul><li>3 egg whites</li><li>2 tbsp butter</li></ul>
      <p>Whisk the egg whites with the sugar until stiff.</p><p>Fold in the lemon zest and bake for an hour.</p>`),
    );
    expect(r.ingredient_groups.map((g) => [g.name, g.ingredients])).toEqual([
      ['Produce', ['1 lemon']],
      ['Pantry', ['1 cup sugar', '2 tbsp flour', '½ tsp salt']],
      ['Dairy', ['3 egg whites', '2 tbsp butter']],
    ]);
  });
  test('the caption of a photo between the step paragraphs (<figcaption>) is no paragraph: the steps read on past it (brianlagerstrom.com)', () => {
    const r = read(
      body(`<h1>Meat Sauce</h1><ul><li>1lb ground chuck</li><li>200g onion, diced</li><li>28oz can crushed tomatoes</li></ul>
      <p>Brown the meat in a heavy pot over medium high heat.</p><p>Stir in the onion and cook for 5 minutes.</p>
      <figure><img src="a.jpg" alt=""><figcaption><p>Stirring at 5 minutes</p></figcaption></figure><p>Add the tomatoes and simmer for 20 minutes.</p>`),
    );
    expect(r.instructions[0]!.steps.map((s) => s.step)).toEqual([
      'Brown the meat in a heavy pot over medium high heat.',
      'Stir in the onion and cook for 5 minutes.',
      'Add the tomatoes and simmer for 20 minutes.',
    ]);
  });
  test('a step paragraph broken by a blank line (<br><br>) into sentences is two steps; a single <br> stays one (brianlagerstrom.com)', () => {
    const r = read(
      body(`<h1>Meat Sauce</h1><ul><li>1lb ground chuck</li><li>200g onion, diced</li><li>28oz can crushed tomatoes</li></ul>
      <p>Brown the meat in a heavy pot over medium high heat.<br>Stir in the onion.</p><p>Transfer the pot to the oven for 16 minutes. <br><br>Taste for seasoning and adjust if necessary.</p>`),
    );
    expect(r.instructions[0]!.steps.map((s) => s.step)).toEqual([
      'Brown the meat in a heavy pot over medium high heat. Stir in the onion.',
      'Transfer the pot to the oven for 16 minutes.',
      'Taste for seasoning and adjust if necessary.',
    ]);
  });
  test('a list of amounts with no steps after it is no recipe (422)', () => {
    expect(() => read(body('<ul><li>2 for 1 deals</li><li>3 stores near you</li><li>4 new products</li></ul><p>Contact us</p>'))).toThrow('No recipe found');
  });
  test('lines of amounts broken by <br> in one paragraph are the list when step paragraphs follow right after (theguardian.com, felix.kitchen)', () => {
    const lines = '<p><strong>225g smoked tofu</strong>, drained<br><strong>4 tbsp cornflour<br>250g noodles</strong><br>• 2 tbsp soy sauce</p>';
    const r = read(body(`${lines}<p>Press the tofu dry and cut it into cubes.</p><p>Fry the cubes in hot oil until golden, then toss with the noodles.</p>`));
    expect([r.format, r.ingredients, r.instructions[0]!.steps.length]).toEqual([
      'lists',
      ['225g smoked tofu, drained', '4 tbsp cornflour', '250g noodles', '2 tbsp soy sauce'],
      2,
    ]);
    expect(() =>
      read(
        body(
          `${lines}<p>Subscribe</p><ul><li>Sign up for our newsletter and get new recipes every week.</li><li>Read our privacy policy before you sign up.</li></ul>`,
        ),
      ),
    ).toThrow('No recipe found');
  });
});

describe('h-recipe', () => {
  test('an instructions element that wraps others of its class (a story, the lists, each step in a <p class="instructions">) holds the steps in those (afghankitchenrecipes.com)', () => {
    const html = `<!DOCTYPE html><html lang="en"><body><div class="hrecipe"><h1 class="fn">Lentil soup</h1>
      <div class="instructions"><p>My grandmother made this soup every winter.</p><h3>Ingredients</h3><ul><li class="ingredient">1 cup lentils</li><li class="ingredient">1 onion</li></ul>
      <h3>Method</h3><h4>Step 1</h4><p class="instructions">Rinse the lentils and chop the onion.</p><h4>Step 2</h4><p class="instructions">Simmer both in water for 30 minutes.</p></div></div></body></html>`;
    const r = extractRecipes({ html }).recipe;
    expect(r.ingredients).toEqual(['1 cup lentils', '1 onion']);
    expect(r.instructions.flatMap((g) => g.steps.map((s) => s.step))).toEqual([
      'Rinse the lentils and chop the onion.',
      'Simmer both in water for 30 minutes.',
    ]);
  });
});

describe('named sections', () => {
  test('a menu link "Ingredients" (a label inside a link, or all one link) opens no section (tastinghistory.com)', () => {
    const html = `<!DOCTYPE html><html lang="en"><body><div class="menu"><a href="/ingredients"><div>Ingredients</div></a><div><a href="/research">Research</a></div><div><a href="/store">Store</a></div></div>
      <div class="menu"><div class="item"><a href="/ingredients">Ingredients</a></div><div class="item"><a href="/contact">Contact</a></div></div>
      <h1>Hot Chocolate</h1><p>Ingredients:</p><ul><li>2 cups milk</li><li>2 teaspoons cinnamon</li></ul><p>Instructions:</p><ol><li>Heat the milk until it simmers.</li><li>Whisk in the cinnamon and serve.</li></ol></body></html>`;
    expect(extractRecipes({ html }).recipe.ingredients).toEqual(['2 cups milk', '2 teaspoons cinnamon']);
  });
  test('a widget of times named for the steps (class="directions-timing") is passed over for the named list of steps (bodybuilding.com)', () => {
    const html = `<!DOCTYPE html><html lang="en"><body><h1>Beans and Rice</h1><h3>Ingredients</h3><ul><li>1 tbsp olive oil</li><li>1 cup wild rice</li></ul>
      <div><h3>Directions</h3><div class="recipe__directions-timing"><div><span>Prep:</span> <time>15 min.</time></div><div><span>Cook:</span> <time>60 min.</time></div></div>
      <ol class="recipe__directions-list"><li>Dice the celery and the onion.</li><li>Boil the rice until tender.</li></ol></div></body></html>`;
    expect(stepsOf(html)[0]!.steps.map((s) => s.step)).toEqual(['Dice the celery and the onion.', 'Boil the rice until tender.']);
  });
  const stepCards = (
    second: string,
  ) => `<!DOCTYPE html><html lang="en"><body><h1>Lentil Soup</h1><h2>Ingredients</h2><ul><li>1 cup lentils</li><li>1 onion, diced</li></ul>
    <div class="steps"><div class="step"><span class="num">1</span><div class="head"><h2>Method</h2></div><div class="step-text"><p>Soften the onion in oil, about 5 minutes.</p></div></div>
    <div class="step"><span class="num">2</span><div class="head">${second}</div><div class="step-text"><p>Add the lentils and water and simmer until soft.</p></div></div>
    </div></body></html>`;
  test('a section heading printed inside the first of a run of like step cards covers the cards after it too (a first step stating a time is no timing widget)', () => {
    expect(stepsOf(stepCards(''))[0]!.steps.map((s) => s.step)).toEqual([
      'Soften the onion in oil, about 5 minutes.',
      'Add the lentils and water and simmer until soft.',
    ]);
  });
  test('like blocks after the one holding the heading are not taken when they carry headings of their own (page sections sharing a class)', () => {
    expect(stepsOf(stepCards('<h2>Storage</h2>'))[0]!.steps.map((s) => s.step)).toEqual(['Soften the onion in oil, about 5 minutes.']);
  });
});

describe('amounts printed apart', () => {
  test('an amount with a dotted abbreviation ("2 κ.σ.") printed apart from its ingredient is joined to it (argiro.gr)', () => {
    const html = `<!DOCTYPE html><html lang="el"><body><h1>Γεμιστά</h1><h2>Υλικά</h2><ul><li><span>2 κ.σ.</span></li><li><span>φρυγανιά</span></li><li><span>1 κ.γ.</span></li><li><span>ζάχαρη</span></li><li><span>12 κ.σ.</span></li><li><span>ρύζι καρολίνα</span></li></ul>
      <h2>Εκτέλεση</h2><ol><li>Κόβουμε τις ντομάτες και αδειάζουμε τη σάρκα τους.</li><li>Ψήνουμε στον φούρνο για μία ώρα.</li></ol></body></html>`;
    expect(extractRecipes({ html }).recipe.ingredients).toEqual(['2 κ.σ. φρυγανιά', '1 κ.γ. ζάχαρη', '12 κ.σ. ρύζι καρολίνα']);
  });
  test('an element holding only an amount is spaced from the word after it, not from signs or a unit written close (cooking.nytimes.com, app.samsungfood.com, recepti.index.hr)', () => {
    const html = `<!DOCTYPE html><html lang="en"><body><h1>Crackers</h1><h2>Ingredients</h2><ul>
      <li><span class="ingredient_quantity__Z">1½</span><span>cups/190 grams flour</span></li><li><b class="x173">1 cup</b><span>sugar</span></li>
      <li><strong class="ingredient-value">2</strong><span class="ingredient-name__link"><a href="/i/egg">eggs</a></span></li>
      <li><sup>1</sup>/<sub>2</sub> cup milk</li><li><span>10</span><span>, or more</span> almonds</li><li><span>200</span>g rice</li></ul>
      <h2>Method</h2><ol><li>Mix everything in a bowl.</li><li>Bake for 20 minutes.</li></ol></body></html>`;
    expect(extractRecipes({ html }).recipe.ingredients).toEqual([
      '1½ cups/190 grams flour',
      '1 cup sugar',
      '2 eggs',
      '1/2 cup milk',
      '10, or more almonds',
      '200g rice',
    ]);
  });
});

describe('spaces between the pieces of a line', () => {
  test('a piece a plugin prints inside brackets ("(<span class=amount>100</span> g)") takes no space after the bracket (littlespoonfarm.com, melskitchencafe.com, onceuponachef.com, cuisinez-pour-bebe.fr)', () => {
    const item = (metric: string) =>
      `<li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">⅓</span> <span class="wprm-recipe-ingredient-unit">cup</span> ${metric} <span class="wprm-recipe-ingredient-name">sourdough discard</span></li>`;
    const html = `<!DOCTYPE html><html lang="en"><body><div class="wprm-recipe-container"><h2 class="wprm-recipe-name">Oat bars</h2>
      <ul class="wprm-recipe-ingredients-container">${item('(<span class="wprm-recipe-ingredient-amount">100</span> <span class="wprm-recipe-ingredient-unit">g</span>)')}${item('[<span class="wprm-recipe-ingredient-amount">4</span>]')}</ul>
      <ul class="wprm-recipe-instructions-container"><li class="wprm-recipe-instruction">Mix everything and press into a pan.</li><li class="wprm-recipe-instruction">Bake for 30 minutes.</li></ul></div></body></html>`;
    expect(extractRecipes({ html }).recipe.ingredients).toEqual(['⅓ cup (100 g) sourdough discard', '⅓ cup [4] sourdough discard']);
  });
});

describe('glossary terms in recipe cards', () => {
  test('a term whose explanation the card keeps in data-tooltip is a word of the line, not a widget (simplehomeedit.com, savoringthegood.com)', () => {
    const term = (word: string) => `<span class="wprm-glossary-term wprm-glossary-term-6822 wprm-tooltip" data-tooltip="A light, flaky salt.">${word}</span>`;
    const html = `<!DOCTYPE html><html lang="en"><body><div class="wprm-recipe-container"><h2 class="wprm-recipe-name">Fried rice</h2>
      <ul class="wprm-recipe-ingredients-container"><li class="wprm-recipe-ingredient"><span class="wprm-checkbox-container"><label class="wprm-checkbox-label"><span class="wprm-screen-reader-text">&#x25a2; </span></label></span><span class="wprm-recipe-ingredient-amount">1</span> <span class="wprm-recipe-ingredient-unit">tsp</span> <span class="wprm-recipe-ingredient-name">${term('sea salt flakes')}, plus extra to taste</span></li>
      <li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">2</span> <span class="wprm-recipe-ingredient-unit">cups</span> <span class="wprm-recipe-ingredient-name">cooked rice</span></li></ul>
      <ul class="wprm-recipe-instructions-container"><li class="wprm-recipe-instruction">Fry the rice in a hot pan.</li><li class="wprm-recipe-instruction">Season with ${term('sea salt flakes')} and serve.</li></ul></div></body></html>`;
    const r = extractRecipes({ html }).recipe;
    expect(r.ingredients).toEqual(['1 tsp sea salt flakes, plus extra to taste', '2 cups cooked rice']);
    expect(r.instructions[0]!.steps.map((s) => s.step)).toEqual(['Fry the rice in a hot pan.', 'Season with sea salt flakes and serve.']);
  });
});

describe('schema.org ingredient properties', () => {
  test('"ingredients" listing more lines than a "recipeIngredient" given as one joined value is read (kookjij.nl)', () => {
    const html = `<!DOCTYPE html><html lang="nl"><body><div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Stamppot</h1>
      <span itemprop="ingredients">600 gram aardappelen</span><span itemprop="ingredients">1 bloemkool</span><span itemprop="ingredients">10 gram roomboter</span>
      <meta itemprop="recipeIngredient" content="600 gram aardappelen 1 bloemkool 10 gram roomboter">
      <h3>Benodigdheden</h3><ul><li>ovenschaal</li><li>mes</li><li>snijplank</li></ul>
      <div itemprop="recipeInstructions"><p>Kook de aardappelen gaar.</p><p>Stamp alles fijn met de boter.</p></div></div></body></html>`;
    expect(extractRecipes({ html }).recipe.ingredients).toEqual(['600 gram aardappelen', '1 bloemkool', '10 gram roomboter']);
  });
  test('microdata ingredients given as <meta> content are read from that content, not from the list beside them', () => {
    const html = `<!DOCTYPE html><html lang="en"><body><div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Cocoa</h1>
      <h2>Ingredients</h2><ul><li><b>2 cups</b> milk<meta itemprop="recipeIngredient" content="2 cups milk"></li>
      <li><b>1 tbsp</b> cocoa<meta itemprop="recipeIngredient" content="1 tbsp cocoa"></li></ul><a class="button" href="/list">Add to my list</a>
      <div itemprop="recipeInstructions"><p>Warm the milk in a pan.</p><p>Whisk in the cocoa.</p></div></div></body></html>`;
    const r = extractRecipes({ html }).recipe;
    expect([r.ingredients, r.field_sources.ingredients]).toEqual([['2 cups milk', '1 tbsp cocoa'], 'microdata']);
  });
  test('a <meta> ingredient content quoting markup is read as that markup: bold labels name groups, <br> ends lines', () => {
    const content = '&lt;p&gt;&lt;b&gt;Dough&lt;/b&gt;&lt;br&gt;2 cups flour&lt;br&gt;1 egg&lt;br&gt;&lt;b&gt;Filling&lt;/b&gt;&lt;br&gt;1 cup jam&lt;/p&gt;';
    const html = `<!DOCTYPE html><html lang="en"><body><div itemscope itemtype="https://schema.org/Recipe"><h1 itemprop="name">Tart</h1>
      <meta itemprop="ingredients" content="${content}"><div itemprop="recipeInstructions"><p>Make the dough and chill it.</p><p>Fill and bake the tart.</p></div></div></body></html>`;
    expect(extractRecipes({ html }).recipe.ingredient_groups).toEqual([
      { name: 'Dough', ingredients: ['2 cups flour', '1 egg'] },
      { name: 'Filling', ingredients: ['1 cup jam'] },
    ]);
  });
});

describe('step numbers a page prints', () => {
  test('"1.", "2)", "1-", "1.-" and "Step 3:" go; ranges and amounts stay (thermomix-santander.es, chefnini.com)', () => {
    expect(['1. Boil.', '2) Boil.', '1- Versez.', '1.- Ponga el ajo.', 'Step 3: Serve.'].map(stripStepNumber)).toEqual([
      'Boil.',
      'Boil.',
      'Versez.',
      'Ponga el ajo.',
      'Serve.',
    ]);
    expect(['1-2 minutes more.', '2 - 3 eggs, beaten in.', '10 minutes later, stir.'].map(stripStepNumber)).toEqual([
      '1-2 minutes more.',
      '2 - 3 eggs, beaten in.',
      '10 minutes later, stir.',
    ]);
  });
});

describe('table rows', () => {
  test('in a row of cells side by side a line break is a space (recipeland.com); a layout cell keeps its lines', () => {
    const row = (amount: string, unit: string, name: string, note: string) =>
      `<tr><td>${amount}</td><td>${unit}</td><td><a href="/i">${name}</a><br><small>${note}</small></td></tr>`;
    const html = `<!DOCTYPE html><html lang="en"><body><h1>Cookies</h1><h2>Ingredients</h2><table>${row('1', 'stick', 'butter', 'room temp.')}${row('2', 'large', 'eggs', 'beaten')}</table>
      <table><tr><td><p>1 C strawberries<br>¼ C yogurt<br>1 Tbsp honey</p></td></tr></table>
      <h2>Directions</h2><ol><li>Cream the butter with the eggs.</li><li>Bake for ten minutes.</li></ol></body></html>`;
    expect(extractRecipes({ html }).recipe.ingredients).toEqual([
      '1 stick butter room temp.',
      '2 large eggs beaten',
      '1 C strawberries',
      '¼ C yogurt',
      '1 Tbsp honey',
    ]);
  });
});

describe('content the page hides', () => {
  test('a list hidden by its inline style (cookingcircle.com hides the imperial twin of a metric list so) is not read; a style that shows it is', () => {
    const page = (style: string) => `<!DOCTYPE html><html lang="en"><body><h1>Lemon cupcakes</h1><h2>Ingredients</h2>
      <div data-unit="metric"><ul><li>125ml milk</li><li>100g caster sugar</li><li>96g flour</li></ul></div>
      <div class="upsell" style="${style}"><ul><li>1 free tote bag</li><li>2 recipe cards</li><li>3 months of magazines</li></ul></div>
      <h2>Method</h2><ol><li>Whisk the milk and the sugar together.</li><li>Fold in the flour and bake for twenty minutes.</li></ol></body></html>`;
    expect(extractRecipes({ html: page('display: none;') }).recipe.ingredients).toEqual(['125ml milk', '100g caster sugar', '96g flour']);
    expect(extractRecipes({ html: page('visibility:hidden') }).recipe.ingredients).toHaveLength(3);
    expect(extractRecipes({ html: page('display: block') }).recipe.ingredients).toHaveLength(6);
  });
  test('a list printed again in the other unit system right after it (poppycooks.com, donalskehan.com) is read once, the toggle labels never', () => {
    const page = (lists: string) => `<!DOCTYPE html><html lang="en"><body><h1>Brittle</h1><h2>Ingredients</h2><p>US</p><p>Metric</p>${lists}
      <h2>Method</h2><ol><li>Toast the seeds in a dry pan.</li><li>Melt the butter with the syrup and stir the seeds in.</li></ol></body></html>`;
    const metric = '<ul><li>40g sesame seeds</li><li>25g butter</li><li>50g golden syrup</li><li>Flaky sea salt</li></ul>';
    const imperial = '<ul><li>1.5oz sesame seeds</li><li>1oz butter</li><li>1.5oz corn syrup</li></ul>';
    expect(extractRecipes({ html: page(metric + imperial) }).recipe.ingredients).toEqual([
      '40g sesame seeds',
      '25g butter',
      '50g golden syrup',
      'Flaky sea salt',
    ]);
    // Two versions of a dish in the same units are two lists.
    const variant = '<ul><li>60g sesame seeds</li><li>35g butter</li><li>70g golden syrup</li></ul>';
    expect(extractRecipes({ html: page(metric + variant) }).recipe.ingredients).toHaveLength(7);
  });
});

describe('where a method ends', () => {
  test('a method written as a list ends with the list: paragraphs after it are remarks (vegansociety.com, 30seconds.com)', () => {
    const html = `<!DOCTYPE html><html lang="en"><body><h1>Oat pancakes</h1><h2>Ingredients</h2><ul><li>1 banana</li><li>100 g oats</li><li>200 ml oat milk</li></ul>
      <h3>Method</h3><ol><li>Mash the banana and stir in the oats and the milk.</li><li>Fry spoonfuls of batter in a hot pan until golden.</li></ol>
      <p>Adapted from a supermarket magazine.</p><p><em>Serves 2</em></p><p>Want more ideas? Then try our other breakfast recipes, all of them quick to make!</p></body></html>`;
    expect(extractRecipes({ html }).recipe.instructions[0]!.steps.map((s) => s.step)).toEqual([
      'Mash the banana and stir in the oats and the milk.',
      'Fry spoonfuls of batter in a hot pan until golden.',
    ]);
  });
  test('a method given as one structured step is split as the page shows it, without the remarks the page prints among its steps (foodandwine.com, nhs.uk)', () => {
    const recipe = {
      name: 'Pepper shrimp',
      recipeIngredient: ['2 tbsp butter', '1 lb shrimp'],
      recipeInstructions: [{ '@type': 'HowToStep', text: 'Melt the butter in a pan over medium heat. Add the shrimp and cook for five minutes until pink.' }],
    };
    const html = ld(recipe).replace(
      '<body></body>',
      `<body><h2>Directions</h2><ol><li>Melt the butter in a pan over medium heat.</li><li>Add the shrimp and cook for five minutes until pink.</li></ol>
      <h3>Suggested pairing</h3><p>A malty dark beer.</p></body>`,
    );
    expect(stepsOf(html).map((g) => [g.name, g.steps.map((s) => s.step)])).toEqual([
      [null, ['Melt the butter in a pan over medium heat.', 'Add the shrimp and cook for five minutes until pink.']],
    ]);
  });
});

describe('a structured method written as one string of labelled steps', () => {
  test('"Step 1: … Step 2: …" in one string is split at each label in sequence; a step named in passing is no label (kuchnialidla.pl)', () => {
    const steps = (text: string) =>
      stepsOf(ld({ name: 'Kotlety', recipeIngredient: ['500 g mięsa', '1 jajko'], recipeInstructions: text }))[0]!.steps.map((s) => s.step);
    expect(steps(' Krok 1: Bułkę zalewamy mlekiem na 10 minut. Krok 2: Smażymy cebulę, aż się zarumieni. Krok 3: Łączymy mięso z cebulą i jajkiem. ')).toEqual([
      'Bułkę zalewamy mlekiem na 10 minut.',
      'Smażymy cebulę, aż się zarumieni.',
      'Łączymy mięso z cebulą i jajkiem.',
    ]);
    expect(steps('Step 1: Mix the flour with the water. Repeat step 2 of the dough recipe below, then bake it.')).toEqual([
      'Mix the flour with the water. Repeat step 2 of the dough recipe below, then bake it.',
    ]);
  });
});

describe('structured steps that open with the title the page prints over them', () => {
  test('a heading printed with its step label ("Krok 1: NAMACZAMY BUŁKĘ") names the step without it, and the step\'s text may run over the paragraphs up to the next heading (kuchnialidla.pl)', () => {
    const recipe = {
      name: 'Kotlety',
      recipeIngredient: ['500 g mięsa', '1 bułka'],
      recipeInstructions:
        'Krok 1: NAMACZAMY BUŁKĘ Bułkę zalewamy mlekiem na 10 minut. Krok 2: SMAŻYMY KOTLETY Formujemy kotlety i smażymy je. Podajemy z ziemniakami.',
    };
    const html = ld(recipe).replace(
      '<body></body>',
      `<body><div><h2>Krok 1: NAMACZAMY BUŁKĘ</h2><p>Bułkę zalewamy mlekiem na 10 minut.</p>
      <h2>Krok 2: SMAŻYMY KOTLETY</h2><p>Formujemy kotlety i smażymy je.</p><p>Podajemy z ziemniakami.</p><div class="banner"></div></div></body>`,
    );
    expect(stepsOf(html)[0]!.steps.map((s) => [s.name, s.step])).toEqual([
      ['NAMACZAMY BUŁKĘ', 'Bułkę zalewamy mlekiem na 10 minut.'],
      ['SMAŻYMY KOTLETY', 'Formujemy kotlety i smażymy je. Podajemy z ziemniakami.'],
    ]);
  });
});

describe('a recipe in parts, each a heading over a list of what it takes and a list of steps', () => {
  const parts = (third: string) => `<body><div><h1>Cannoli</h1>
    <h2>Shells</h2><ul><li>160 g flour</li><li>1 tbsp sugar</li><li>30 g shortening</li></ul>
    <ol><li>Mix the flour, the sugar and the shortening.</li><li>Roll the dough thin and cut it into ovals.</li></ol>
    <h2>Filling</h2><ul><li>600 g ricotta</li><li>150 g icing sugar</li><li>1 tsp vanilla extract</li></ul>
    <ol><li>Beat the ricotta until smooth.</li><li>Stir in the sugar and the vanilla.</li></ol>
    <h2>Assembling</h2><ul>${third}</ul>
    <ol><li>Pipe the filling into the shells.</li><li>Dust them with sugar and serve at once.</li></ol></div></body>`;
  const lines = ['160 g flour', '1 tbsp sugar', '30 g shortening', '600 g ricotta', '150 g icing sugar', '1 tsp vanilla extract'];
  test("where the structured data lists the lines but gives no method, each part's steps are read, the parts named (gracessweetlife.com)", () => {
    const html = ld({ name: 'Cannoli', recipeIngredient: [...lines, 'Chopped pistachios'] }).replace('<body></body>', parts('<li>Chopped pistachios</li>'));
    expect(stepsOf(html).map((g) => [g.name, g.steps.map((s) => s.step)])).toEqual([
      ['Shells', ['Mix the flour, the sugar and the shortening.', 'Roll the dough thin and cut it into ovals.']],
      ['Filling', ['Beat the ricotta until smooth.', 'Stir in the sugar and the vanilla.']],
      ['Assembling', ['Pipe the filling into the shells.', 'Dust them with sugar and serve at once.']],
    ]);
  });
  test("structured lines that are the page's named groups but the last are the page's groups, the last too, with or without amounts (gracessweetlife.com)", () => {
    const html = ld({ name: 'Cannoli', recipeIngredient: lines }).replace(
      '<body></body>',
      parts('<li>Chopped pistachios</li><li>Icing sugar for dusting</li>'),
    );
    expect(extractRecipes({ html }).recipe.ingredient_groups.map((g) => [g.name, g.ingredients.length])).toEqual([
      ['Shells', 3],
      ['Filling', 3],
      ['Assembling', 2],
    ]);
  });
});

describe('a method that goes on in a block of its own', () => {
  test('a method section right after the method, its heading one word before "steps" ("Finishing Steps"), goes on the method under that name; a second "Directions" does not (recipes.anovaculinary.com)', () => {
    const page = (later: string) => `<!DOCTYPE html><html lang="en"><body><h1>Sous vide shrimp</h1>
      <div><h4>Ingredients</h4><ul><li>700 g shrimp</li><li>1 tsp salt</li><li>1/2 tsp baking soda</li></ul></div>
      <div><h4>Directions</h4><ul><li><h5>Step 1</h5><p>Set the cooker to the temperature you want.</p></li><li><h5>Step 2</h5><p>Toss the shrimp with the salt and bag them.</p></li></ul></div>
      <div><ul><li><h4>${later}</h4></li><li><h5>Step 1</h5><p>Remove the shrimp from the bag and serve them hot.</p></li></ul></div></body></html>`;
    const groups = (html: string) => extractRecipes({ html }).recipe.instructions.map((g) => [g.name, g.steps.length]);
    expect(groups(page('Finishing Steps'))).toEqual([
      [null, 2],
      ['Finishing Steps', 1],
    ]);
    expect(groups(page('Directions'))).toEqual([[null, 2]]);
  });
});

describe('ingredient items laid out in blocks', () => {
  test('a list item or table row of an ingredient list is one line however its amount, name and note are laid out; a subheading item still names a group (bbcgoodfood.com, thekitchn.com, chefkoch.de, pickuplimes.com)', () => {
    const page = (list: string) => `<!DOCTYPE html><html lang="en"><body><h1>Pork chops</h1><h2>Ingredients</h2>${list}
      <h2>Method</h2><ol><li>Season the chops and fry them for five minutes a side.</li><li>Rest them, then serve with the salad.</li></ol></body></html>`;
    const items =
      '<ul><li class="sub-heading">Chops</li><li><span>2 tbsp </span><span><p>olive oil</p></span></li><li><span>1 </span><a href="/onion">onion</a><div class="note"> finely chopped</div></li></ul>';
    expect(extractRecipes({ html: page(items) }).recipe.ingredient_groups).toEqual([
      { name: 'Chops', ingredients: ['2 tbsp olive oil', '1 onion finely chopped'] },
    ]);
    const rows =
      '<table><tr><td><div>1.5</div></td><td><div><span>Semmel(n)</span></div></td></tr><tr><td><div>1 kl. Bund</div></td><td><div>Petersilie</div></td></tr></table>';
    expect(extractRecipes({ html: page(rows) }).recipe.ingredients).toEqual(['1.5 Semmel(n)', '1 kl. Bund Petersilie']);
    const broken = '<ul><li>2 scoops protein <br>powder, unflavoured</li><li>1 cup strawberries<br>¼ cup yogurt</li></ul>';
    expect(extractRecipes({ html: page(broken) }).recipe.ingredients).toEqual(['2 scoops protein powder, unflavoured', '1 cup strawberries', '¼ cup yogurt']);
  });
});

describe('boxes of facts under a method word', () => {
  test('a box of times or yields under a method word ("Preparation" / "15 min", "Rendimento" / "4 porções") is no method: its lines are no steps (cuisineaz.com, magimix.com, hogarmania.com, receitas.ig.com.br)', () => {
    const page = (
      facts: string,
    ) => `<!DOCTYPE html><html lang="en"><body><h1>Salmon</h1><h2>Ingredients</h2><ul><li>4 salmon fillets</li><li>2 tbsp olive oil</li><li>1 lemon</li></ul>
      <div class="facts">${facts}</div><h2>Let us cook</h2><p>Heat the oven and oil the dish well.</p><p>Bake the fillets for ten minutes with the lemon.</p></body></html>`;
    const steps = (html: string) => extractRecipes({ html }).recipe.instructions.flatMap((g) => g.steps.map((x) => x.step));
    expect(steps(page('<p>Preparation</p><p>15 min</p><p>Cooking</p><p>10 min</p>'))).toEqual([]);
    // A method of short lines under the same word is still one.
    expect(steps(page('<p>Preparation</p><ol><li>Oil the dish</li><li>Bake 10 min</li></ol>'))).toEqual(['Oil the dish', 'Bake 10 min']);
  });
});

describe('what follows an ingredient list', () => {
  test('a heading of what follows the list in the box the page names for the ingredients ("Nutrition: per serving", "Equipment needed", "Notes") ends the list (bbcgoodfood.com, carriesexperimentalkitchen.com, theclevercarrot.com)', () => {
    const html = `<!DOCTYPE html><html lang="en"><body><h1>Meatballs</h1><div class="recipe__ingredients-nutrition"><ul><li>250g pork mince</li><li>200g spaghetti</li><li>1 onion, chopped</li></ul>
      <div><p>Nutrition: per serving</p><ul><li>kcal 726</li><li>fat 25g</li></ul></div></div>
      <h2>Method</h2><ol><li>Roll the mince into small balls and fry them.</li><li>Boil the spaghetti and toss it with the meatballs.</li></ol></body></html>`;
    expect(extractRecipes({ html }).recipe.ingredient_groups).toEqual([{ name: null, ingredients: ['250g pork mince', '200g spaghetti', '1 onion, chopped'] }]);
  });
});

describe('ingredient boxes of a name and an amount', () => {
  test('a box of two blocks, a name and an amount alone, is one ingredient; a whole line beside a remark is not joined to it (pingodoce.pt, finedininglovers.com, cookpad.com, dagelijksekost.vrt.be; reishunger.de)', () => {
    const box = (a: string, b: string) => `<div class="ingredient"><div class="name">${a}</div><div class="qty">${b}</div></div>`;
    const page = (boxes: string) => `<!DOCTYPE html><html lang="pt"><body><h1>Arroz de tamboril</h1><h2>Ingredientes</h2><div class="list">${boxes}</div>
      <h2>Preparação</h2><ol><li>Corte o tamboril em cubos e tempere com sal.</li><li>Refogue a cebola no azeite e junte o peixe.</li></ol></body></html>`;
    expect(extractRecipes({ html: page(box('tamboril', '1 kg') + box('azeite', '100 ml') + box('alho', '5 dentes, picados')) }).recipe.ingredients).toEqual([
      'tamboril 1 kg',
      'azeite 100 ml',
      'alho 5 dentes, picados',
    ]);
    expect(extractRecipes({ html: page(box('400 g arroz carolino', 'de Portugal') + box('100 ml azeite', 'virgem extra')) }).recipe.ingredients).toEqual([
      '400 g arroz carolino',
      'de Portugal',
      '100 ml azeite',
      'virgem extra',
    ]);
  });
});

describe('menus under an ingredients label', () => {
  test('a site menu of links under an "Ingredients" label is no ingredient list; links that give amounts are (allrecipes.com, jamieoliver.com, tasty.co, samsungfood.com)', () => {
    const menu =
      '<div class="menu"><strong>Ingredients</strong><ul><li><a href="/c/chicken">Chicken</a></li><li><a href="/c/beef">Beef</a></li><li><a href="/c/pasta">Pasta</a></li></ul></div>';
    const page = (items: string) => `<!DOCTYPE html><html lang="en"><body>${menu}<h1>Tomato pizza</h1><h2>Ingredients</h2><ul>${items}</ul>
      <h2>Method</h2><ol><li>Brush the crusts with the oil and lay the tomatoes on them.</li><li>Bake for ten minutes until the cheese bubbles.</li></ol></body></html>`;
    expect(extractRecipes({ html: page('<li>¼ cup olive oil</li><li>8 Roma tomatoes, sliced</li><li>2 pizza crusts</li>') }).recipe.ingredients).toEqual([
      '¼ cup olive oil',
      '8 Roma tomatoes, sliced',
      '2 pizza crusts',
    ]);
    const linked =
      '<li><a href="/shop/oil">¼ cup olive oil</a></li><li><a href="/shop/tomato">8 Roma tomatoes</a></li><li><a href="/shop/crust">2 pizza crusts</a></li>';
    expect(extractRecipes({ html: page(linked).replace(menu, '') }).recipe.ingredients).toEqual(['¼ cup olive oil', '8 Roma tomatoes', '2 pizza crusts']);
  });
});

describe('headings inside links', () => {
  test("a heading inside a link to its own anchor (the heading's permalink) opens its section; one linking elsewhere does not (godt.no)", () => {
    const page = (href: string) => `<!DOCTYPE html><html lang="nb"><body><h1>Grove pannekaker</h1>
      <a href="${href}"><h2 id="ingredienser">Ingredienser</h2></a><ul><li>4 egg</li><li>1 l melk</li><li>3 dl hvetemel</li></ul>
      <a href="/pannekaker#slik-gjor-du"><h2 id="slik-gjor-du">Slik gjør du:</h2></a><ol><li>Pisk sammen egg, melk og hvetemel til en jevn røre.</li><li>Stek tynne pannekaker i en varm panne.</li></ol></body></html>`;
    const r = extractRecipes({ html: page('/pannekaker#ingredienser') }).recipe;
    expect([r.format, r.ingredients.length, r.instructions[0]!.steps.length]).toEqual(['headings', 3, 2]);
    expect(extractRecipes({ html: page('/oppskrifter/ingredienser') }).recipe.format).not.toBe('headings');
  });
});

describe('links after a method', () => {
  test("a list of links only (the post's tags, an index of ingredient pages) is no part of the method, nor keeps steps under a heading from being read (donalskehan.com, zeit.de)", () => {
    const tags =
      '<ul class="tags"><li><a href="/c/winter">Winter</a></li><li><a href="/c/breakfast">Breakfast</a></li><li><a href="/t/pancakes">pancakes</a></li></ul>';
    const listed = `<!DOCTYPE html><html lang="en"><body><h1>Pancakes</h1><h2>Ingredients</h2><ul><li>250 g flour</li><li>2 eggs</li><li>200 ml milk</li></ul>
      <h2>Method</h2><ol><li>Whisk the flour, the eggs and the milk into a smooth batter.</li><li>Fry ladles of batter in a buttered pan until golden.</li></ol>${tags}</body></html>`;
    expect(stepsOf(listed)[0]!.steps.map((s) => s.step)).toEqual([
      'Whisk the flour, the eggs and the milk into a smooth batter.',
      'Fry ladles of batter in a buttered pan until golden.',
    ]);
    const index = `<div class="index"><ol><li><a href="/z/fennel">Fenchel</a></li><li><a href="/z/honey">Honig</a></li><li><a href="/z/lemon">Zitrone</a></li><li><a href="/z/tofu">Tofu</a></li></ol><a href="/z">Alle Zutaten</a></div>`;
    const unnamed = `<!DOCTYPE html><html lang="de"><body><h1>Fenchelsalat</h1><div><h2>Zutaten</h2><ul><li>1 Fenchelknolle</li><li>1 TL Honig</li><li>2 EL Zitronensaft</li></ul></div>
      <h2>Fenchelsalat</h2><p>Den Fenchel waschen, putzen und in hauchdünne Scheiben schneiden.</p><p>Mit Honig und Zitronensaft anmachen und sofort servieren.</p>${index}</body></html>`;
    expect(stepsOf(unnamed)[0]!.steps.map((s) => s.step)).toEqual([
      'Den Fenchel waschen, putzen und in hauchdünne Scheiben schneiden.',
      'Mit Honig und Zitronensaft anmachen und sofort servieren.',
    ]);
  });
});

describe('structured steps as the page shows them', () => {
  test('a HowToStep whose lines the page shows in one block of paragraphs stays one step (eggs.ca, cookwell.com), as in one list item', () => {
    const recipe = {
      name: 'Custard',
      recipeIngredient: ['4 egg yolks', '1 cup cream'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Heat the oven to 160°C and set out four ramekins.\nWarm the cream in a saucepan until it steams.' },
        { '@type': 'HowToStep', text: 'Whisk the yolks into the cream and bake for forty minutes.' },
      ],
    };
    const shown = ld(recipe).replace(
      '<body></body>',
      `<body><div class="step"><p>Heat the oven to 160°C and set out four ramekins.</p><p>Warm the cream in a saucepan until it steams.</p></div>
      <div class="step"><p>Whisk the yolks into the cream and bake for forty minutes.</p></div></body>`,
    );
    expect(stepsOf(shown)[0]!.steps).toHaveLength(2);
    expect(stepsOf(ld(recipe))[0]!.steps).toHaveLength(3);
  });
});

describe('recipe plugin cards', () => {
  test('a card’s name element wrapping another of its class beside a label ("How to make", "Let’s Make") is the inner one’s text (handletheheat.com, errenskitchen.com)', () => {
    const card = (name: string) => `<!DOCTYPE html><html lang="en"><body><div class="wprm-recipe-container"><div class="wprm-recipe">${name}
      <div class="wprm-recipe-ingredients-container"><ul><li class="wprm-recipe-ingredient">1 cup sugar</li><li class="wprm-recipe-ingredient">2 eggs</li></ul></div>
      <div class="wprm-recipe-instructions-container"><ul><li class="wprm-recipe-instruction">Whisk the eggs with the sugar until pale.</li></ul></div></div></div></body></html>`;
    const name = (html: string) => extractRecipes({ html }).recipe.name;
    expect(
      name(
        card('<h2 class="wprm-recipe-name"><div class="how">How to make</div><div><span class="wprm-recipe-name">Best Ever Chewy Brownies</span></div></h2>'),
      ),
    ).toBe('Best Ever Chewy Brownies');
    expect(name(card('<h2 class="wprm-recipe-name"><span>Let’s Make </span><span class="wprm-recipe-name"></span>Tomato Pasta</h2>'))).toBe(
      'Let’s Make Tomato Pasta',
    );
    expect(name(card('<h2 class="wprm-recipe-name">Tomato Pasta</h2>'))).toBe('Tomato Pasta');
  });
  test('the ingredients a WP Recipe Maker card lists under each step (wprm-recipe-instruction-ingredients) are no part of the steps (ohsweetbasil.com, ciaoflorentina.com)', () => {
    const step = (text: string, used: string[]) =>
      `<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">${text}</div><div class="wprm-recipe-instruction-ingredients wprm-recipe-instruction-ingredients-inline">${used.map((u) => `<span class="wprm-recipe-instruction-ingredient">${u}, </span>`).join('')}</div></li>`;
    const html = `<!DOCTYPE html><html lang="en"><body><div class="wprm-recipe-container"><div class="wprm-recipe"><h2 class="wprm-recipe-name">Banana bread</h2>
      <div class="wprm-recipe-ingredients-container"><ul><li class="wprm-recipe-ingredient">2 bananas</li><li class="wprm-recipe-ingredient">1 cup flour</li><li class="wprm-recipe-ingredient">2 eggs</li></ul></div>
      <div class="wprm-recipe-instructions-container"><ul>${step('Mash the bananas with the eggs.', ['2 bananas', '2 eggs'])}${step('Fold in the flour and bake for an hour.', ['1 cup flour'])}</ul></div></div></div></body></html>`;
    expect(extractRecipes({ html }).recipe.instructions[0]!.steps.map((s) => s.step)).toEqual([
      'Mash the bananas with the eggs.',
      'Fold in the flour and bake for an hour.',
    ]);
  });
  test('a card step of several paragraphs (WP Recipe Maker puts a spacer between them) is one step, as its HowToStep is: not more steps shown (thinlicious.com, bitsofcarey.com)', () => {
    const recipe = {
      name: 'Buns',
      recipeIngredient: ['2 cups flour', '1 cup water'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Knead the flour and the water into a dough.' },
        { '@type': 'HowToStep', text: 'Bake the buns for twenty minutes.When they are done let them cool on a rack.' },
      ],
    };
    const card = `<div class="wprm-recipe-container"><div class="wprm-recipe"><h2 class="wprm-recipe-name">Buns</h2>
      <div class="wprm-recipe-ingredients-container"><ul><li class="wprm-recipe-ingredient">2 cups flour</li><li class="wprm-recipe-ingredient">1 cup water</li></ul></div>
      <div class="wprm-recipe-instructions-container"><ul><li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Knead the flour and the water into a dough.</div></li>
      <li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text"><span style="display: block;">Bake the buns for twenty minutes.</span><div class="wprm-spacer"></div><span style="display: block;">When they are done let them cool on a rack.</span></div></li></ul></div></div></div>`;
    const steps = stepsOf(ld(recipe).replace('<body></body>', `<body>${card}</body>`))[0]!.steps.map((s) => s.step);
    expect(steps).toHaveLength(2);
  });
  test('the bold words a Tasty Recipes step opens with are its title, as that plugin’s JSON-LD names it; a bold sentence stays in the step, and other cards keep their bold words (pinchofyum.com, feastingathome.com, cloudykitchen.com, myjewishlearning.com, simple-veganista.com)', () => {
    const card = (plugin: 'tasty-recipes' | 'wprm-recipe') => {
      const list = plugin === 'tasty-recipes' ? 'tasty-recipes-instructions' : 'wprm-recipe-instructions-container';
      const ing = plugin === 'tasty-recipes' ? 'tasty-recipes-ingredients' : 'wprm-recipe-ingredients-container';
      return `<!DOCTYPE html><html lang="en"><body><div class="${plugin}"><h2>Broccoli soup</h2><div class="${ing}"><ul><li>1 head broccoli</li><li>4 tbsp butter</li><li>2 cups milk</li></ul></div>
      <div class="${list}"><ol><li><strong>Sauté the broccoli:</strong> Melt the butter in a pot and cook the broccoli for five minutes.</li>
      <li><b>Build your roux</b> Stir the flour into the pot and cook it for two minutes.</li>
      <li><strong>Pour in the milk. </strong>Simmer until the soup thickens, about ten minutes.</li></ol></div></div></body></html>`;
    };
    const steps = (html: string) => extractRecipes({ html }).recipe.instructions.flatMap((g) => g.steps.map((s) => [s.name, s.step]));
    expect(steps(card('tasty-recipes'))).toEqual([
      ['Sauté the broccoli', 'Melt the butter in a pot and cook the broccoli for five minutes.'],
      ['Build your roux', 'Stir the flour into the pot and cook it for two minutes.'],
      [null, 'Pour in the milk. Simmer until the soup thickens, about ten minutes.'],
    ]);
    expect(steps(card('wprm-recipe'))[0]).toEqual([null, 'Sauté the broccoli: Melt the butter in a pot and cook the broccoli for five minutes.']);
  });
});

describe('steps the page names', () => {
  test('a list item the page names a step (class "…-instruction", "step") is one step however many paragraphs it holds; in an item it does not name each paragraph stays a step (daringgourmet.com, fitmencook.com)', () => {
    const page = (
      cls: string,
    ) => `<!DOCTYPE html><html lang="en"><body><h1>Pot roast</h1><h2>Ingredients</h2><ul><li>3 lb beef roast</li><li>2 carrots</li><li>1 onion</li></ul>
      <h2>Instructions</h2><ol><li${cls}><p>Brown the roast on all sides in a hot pot.</p><p>Stovetop method: simmer it covered for two hours.</p></li>
      <li${cls}><p>Slice the roast and serve it with the gravy.</p></li></ol></body></html>`;
    expect(extractRecipes({ html: page(' class="recipe-step"') }).recipe.instructions[0]!.steps.map((s) => s.step)).toEqual([
      'Brown the roast on all sides in a hot pot. Stovetop method: simmer it covered for two hours.',
      'Slice the roast and serve it with the gravy.',
    ]);
    expect(extractRecipes({ html: page('') }).recipe.instructions[0]!.steps).toHaveLength(3);
  });
});

describe('remarks inside structured steps', () => {
  test('a remark written on a line of its own in a structured step ("Tipp: …", "Note: …") stays with the line it remarks on; a remark title stays apart (gesund-aktiv.com, cookwell.com, 24kitchen.nl)', () => {
    const steps = (instructions: unknown) =>
      stepsOf(ld({ name: 'Pancakes', recipeIngredient: ['2 eggs'], recipeInstructions: instructions })).flatMap((g) => g.steps.map((s) => s.step));
    expect(
      steps(['Mix the batter until smooth.', 'Fry small ladles of batter in a hot pan.\r\nTipp: Dessert rings keep the pancakes round in the pan.']),
    ).toEqual(['Mix the batter until smooth.', 'Fry small ladles of batter in a hot pan. Tipp: Dessert rings keep the pancakes round in the pan.']);
    expect(
      steps([
        { '@type': 'HowToStep', text: 'Boil the potatoes for eight minutes.\nNote: The vinegar keeps the potatoes from falling apart.' },
        'Drain them well.',
      ]),
    ).toHaveLength(2);
    expect(steps(['Sift the flour and stir in the salt.\nTip: add flavourings\nCurrants or lemon zest are good in the batter.'])).toHaveLength(3);
  });
});

describe('headings in a <header>', () => {
  test('a section heading inside a <header> with the facts of the section (times, a yield) opens what follows the header: the steps after it, not the facts (swissmilk.ch, cuisineaz.com)', () => {
    const html = `<!DOCTYPE html><html lang="en"><body><h1>Tomato risotto</h1><h2>Ingredients</h2><ul><li>300 g risotto rice</li><li>1 onion</li><li>4 tomatoes</li></ul>
      <section><header><h2>Method</h2><ul class="facts"><li><span>Prep</span><span>30min</span></li><li><span>Serves</span><span>4</span></li></ul></header>
      <ol><li>Soften the onion in butter and stir in the rice.</li><li>Add the stock a ladle at a time and cook for twenty minutes.</li></ol></section></body></html>`;
    expect(extractRecipes({ html }).recipe.instructions.flatMap((g) => g.steps.map((s) => s.step))).toEqual([
      'Soften the onion in butter and stir in the rice.',
      'Add the stock a ladle at a time and cook for twenty minutes.',
    ]);
  });
});

describe('boxes of facts on a page of several recipes', () => {
  test('a box of facts under a method word ("Preparation" / "40 min" / "Serves" / "6") is no method either when a second recipe follows: that recipe has the steps under its own method heading (gourmandize.com, fattoincasadabenedetta.it)', () => {
    const html = `<!DOCTYPE html><html lang="en"><body><h1>Lemon tartlets</h1><h2>Ingredients</h2><ul><li>150 g flour</li><li>75 g sugar</li><li>4 lemons</li></ul>
      <div><p>Preparation</p><p>40 min</p><p>Serves</p><p>6</p></div>
      <h2>Method</h2><ol><li>Rub the flour, sugar and butter together and chill the dough.</li><li>Bake the shells and fill them with the lemon cream.</li></ol>
      <aside><h3>Ingredients</h3><ul><li>1 cauliflower</li><li>8 eggs</li></ul><h3>Method</h3><ol><li>Boil the cauliflower until tender.</li><li>Bake it with the eggs for twenty minutes.</li></ol></aside></body></html>`;
    expect(extractRecipes({ html }).recipe.instructions.flatMap((g) => g.steps.map((s) => s.step))).toEqual([
      'Rub the flour, sugar and butter together and chill the dough.',
      'Bake the shells and fill them with the lemon cream.',
    ]);
  });
});

describe('amounts printed apart under a yield', () => {
  test('a yield line above a list of amounts printed apart ("4 servings", "¼" / "cup dried cranberries") does not keep the amounts from joining their names (bonappetit.com)', () => {
    const html = `<!DOCTYPE html><html lang="en"><body><h1>Pork chops</h1><div><h2>Ingredients</h2><p>4 servings</p>
      <p>¼</p><div>cup dried cranberries</div><p>3</p><div>tablespoons rice vinegar</div><p>2</p><div>pork chops</div><div>Kosher salt</div></div>
      <h2>Preparation</h2><ol><li>Soak the cranberries in the vinegar for ten minutes.</li><li>Season the chops with salt and sear them in a hot pan.</li></ol></body></html>`;
    expect(extractRecipes({ html }).recipe.ingredients).toEqual(['¼ cup dried cranberries', '3 tablespoons rice vinegar', '2 pork chops', 'Kosher salt']);
  });
});

describe('site menus in <nav>', () => {
  test('an "Ingredients" entry of the site menu in a <nav> (a menu opener, no link) opens no section: the recipe’s own list is read (bonappetit.com, cooking.nytimes.com, 101cookbooks.com, 750g.com)', () => {
    const html = `<!DOCTYPE html><html lang="en"><body><nav><ul><li><a href="/recipes">Recipes</a></li><li><span>Ingredients</span><ul><li><span>Chicken</span></li><li><span>Pasta</span></li><li><span>Tofu</span></li></ul></li></ul></nav>
      <h1>Lentil soup</h1><h2>Ingredients</h2><ul><li>200 g red lentils</li><li>1 onion, chopped</li><li>1 l stock</li></ul>
      <h2>Method</h2><ol><li>Soften the onion in a little oil.</li><li>Add the lentils and stock and simmer for twenty minutes.</li></ol></body></html>`;
    expect(extractRecipes({ html }).recipe.ingredients).toEqual(['200 g red lentils', '1 onion, chopped', '1 l stock']);
  });
});

describe('remarks under an ingredients heading', () => {
  test('a post’s remarks in sentences under an ingredients heading ("What you’ll need") give way to the recipe’s own list of ingredients further down (onceuponachef.com, ingoodflavor.com)', () => {
    const html = `<!DOCTYPE html><html lang="en"><body><h1>Corn salad</h1><h2>Ingredients</h2><p>Besides the basics, the salad calls for chipotle peppers in adobo sauce.</p>
      <p>You can find them in the Latin section of most supermarkets, next to the salsa.</p><h2>Method</h2><p>Begin by cooking the corn in salted water for ten minutes.</p><p>Then toss everything with the dressing and chill it overnight.</p>
      <div class="card"><h3>Ingredients</h3><ul><li>2 ears fresh corn</li><li>1 can black beans</li><li>1 avocado</li></ul>
      <h3>Instructions</h3><ol><li>Simmer the corn for ten minutes and cut off the kernels.</li><li>Toss the kernels and beans with the dressing and chill.</li></ol></div></body></html>`;
    expect(extractRecipes({ html }).recipe.ingredients).toEqual(['2 ears fresh corn', '1 can black beans', '1 avocado']);
  });
});

describe('ad slots between steps', () => {
  test('the label of an ad slot between steps ("Advertisement", "Annons", "Passer la publicité") is no step (myrecipes.com, tasteline.com, madame.lefigaro.fr)', () => {
    const html = `<!DOCTYPE html><html lang="en"><body><h1>Tomato sauce</h1><h2>Ingredients</h2><ul><li>1 kg tomatoes</li><li>2 onions</li><li>1 garlic clove</li></ul>
      <h2>Method</h2><p>Chop the tomatoes and onions into small pieces.</p><div class="ad"><p>Advertisement</p></div>
      <p>Simmer everything with the garlic for twenty minutes.</p></body></html>`;
    expect(extractRecipes({ html }).recipe.instructions.flatMap((g) => g.steps.map((s) => s.step))).toEqual([
      'Chop the tomatoes and onions into small pieces.',
      'Simmer everything with the garlic for twenty minutes.',
    ]);
  });
});

describe('step numbers in elements of their own', () => {
  test('a step number printed in an element of its own right against the text ("<strong>1.</strong>Die Hühnerbrust …") is no part of the step; one step may lack its number (kochbar.de, matprat.no, simply-cookit.com, bigoven.com)', () => {
    const page = (
      steps: string[],
    ) => `<!DOCTYPE html><html lang="de"><body><h1>Hühnerragout</h1><h2>Zutaten</h2><ul><li>250 g Hühnerbrust</li><li>1 Zucchino</li><li>2 EL Olivenöl</li></ul>
      <h2>Zubereitung</h2>${steps.map((s) => `<p>${s}</p>`).join('')}</body></html>`;
    const steps = (html: string) => extractRecipes({ html }).recipe.instructions.flatMap((g) => g.steps.map((s) => s.step));
    expect(
      steps(
        page([
          '<strong>1.</strong>Die Hühnerbrust in Stücke schneiden und marinieren.',
          'Den Zucchino waschen und in Scheiben schneiden.',
          '<span class="number">3</span>Alles im Öl anbraten und servieren.',
        ]),
      ),
    ).toEqual([
      'Die Hühnerbrust in Stücke schneiden und marinieren.',
      'Den Zucchino waschen und in Scheiben schneiden.',
      'Alles im Öl anbraten und servieren.',
    ]);
    // A number glued to the text once, not counting up from 1, is the step's own.
    expect(steps(page(['Die Hühnerbrust in Stücke schneiden.', '3D-Förmchen mit dem Öl auspinseln und füllen.']))).toEqual([
      'Die Hühnerbrust in Stücke schneiden.',
      '3D-Förmchen mit dem Öl auspinseln und füllen.',
    ]);
  });
});

describe('time labels in a box of facts', () => {
  test('a method word with a time after it ("Preparação 30 min") over facts is the label of the preparation time, not the method: the method under its own heading is read, though one paragraph (receitas.ig.com.br, cucchiaio.it)', () => {
    const html = `<!DOCTYPE html><html lang="pt"><body><h1>Estrogonofe de cogumelos</h1>
      <ul class="info"><li><img alt="" src="p.png"><div class="preparacao"> <p>Preparação</p> <p><span>30</span> min</p> </div></li>
      <li><img alt="" src="r.png"><div class="rendimento"><p>Rendimento</p><p><span>4</span> porções</p></div></li></ul>
      <h3>Ingredientes</h3><ul><li>500 g de cogumelos</li><li>1 cebola</li><li>200 g de creme de leite</li></ul>
      <h3>Modo de Preparo</h3><p>Refogue a cebola, junte os cogumelos e cozinhe por 10 minutos. Adicione o creme de leite e sirva.</p></body></html>`;
    expect(extractRecipes({ html }).recipe.instructions.flatMap((g) => g.steps.map((s) => s.step))).toEqual([
      'Refogue a cebola, junte os cogumelos e cozinhe por 10 minutos. Adicione o creme de leite e sirva.',
    ]);
  });
});

describe('boxes of times under a method word', () => {
  test('the times a page prints under its method heading ("20 min" / "75 min", "1 Std. 25 Min." / "Gesamtzeit" beside icon glyphs) are no steps; a method word over times and other facts alone ("Préparation" / "20 min" / "Durée totale" …) labels the preparation time (recette.plus, chefkoch.de, receptyprevas.sk, directoalpaladar.com, cookomix.com)', () => {
    const ingredients = '<h2>Ingrédients</h2><ul><li>4 pignons de poulet</li><li>1 oignon</li><li>20 cl de crème</li></ul>';
    const steps = (body: string) =>
      extractRecipes({
        html: `<!DOCTYPE html><html lang="fr"><body><h1>Poulet à la crème</h1>${ingredients}${body}</body></html>`,
      }).recipe.instructions.flatMap((g) => g.steps.map((s) => s.step));
    expect(
      steps(`<h2>Préparation</h2><ul><li>20 min</li><li>75 min</li></ul><p>1</p><p>Faites rôtir les pignons au four pendant une heure.</p>
        <p>2</p><p>Émincez l'oignon et faites-le revenir dans la crème.</p>`),
    ).toEqual(['Faites rôtir les pignons au four pendant une heure.', "Émincez l'oignon et faites-le revenir dans la crème."]);
    expect(
      steps(`<section><h2>Zubereitung</h2><div class="preparation-times"><div><i>\ue96f</i><div>1 Std. 25 Min.</div><div>Gesamtzeit</div></div><div><i>\ue96f</i><div>40 Min.</div><div>Arbeitszeit</div></div></div>
        <div class="instruction-row"><span>1</span><p>Die Hühnerbrust in Stücke schneiden und anbraten.</p></div><div class="instruction-row"><span>2</span><p>Mit der Sahne aufgießen und zehn Minuten köcheln.</p></div></section>`),
    ).toEqual(['Die Hühnerbrust in Stücke schneiden und anbraten.', 'Mit der Sahne aufgießen und zehn Minuten köcheln.']);
    expect(
      steps(
        '<dl><dt>Préparation</dt><dd>20 min</dd><dt>Durée totale</dt><dd>1 h 04 min</dd><dt>Difficulté</dt><dd>moyenne</dd><dt>Nombre de parts</dt><dd>6 portions</dd><dt>Calories par portion</dt><dd>547 kcal</dd></dl>',
      ),
    ).toEqual([]);
  });
});

describe('boxes of facts under an ingredients label', () => {
  test('a few short lines with a time under a label naming the ingredients ("Ingredients & Directions": "Yields" / "1 cake" / "Prep" / "15 Min.") are facts: the list under the next ingredients heading is read (hersheyland.com, fattoincasadabenedetta.it)', () => {
    const html = `<!DOCTYPE html><html lang="en"><body><h1>Chocolate cake</h1><h2>Ingredients &amp; Directions</h2>
      <div class="facts"><h4>Yields</h4><div>1 cake</div><h4>Prep</h4><div>15 Min.</div><h4>Bake</h4><div>30 Min.</div></div>
      <h3>Ingredients</h3><ul><li>2 cups sugar</li><li>1 3/4 cups flour</li><li>3/4 cup cocoa</li><li>2 eggs</li></ul>
      <h3>Directions</h3><ol><li>Heat the oven to 350°F and grease two round pans.</li><li>Stir everything together and bake for thirty minutes.</li></ol></body></html>`;
    expect(extractRecipes({ html }).recipe.ingredients).toEqual(['2 cups sugar', '1 3/4 cups flour', '3/4 cup cocoa', '2 eggs']);
  });
});

describe('a recipe printed twice', () => {
  test('two ingredient lists each with its steps that say the same (the page’s print version beside it) are one recipe; two that differ stay two (cookwell.com, sunset.com, dagelijksekost.vrt.be)', () => {
    const pair = (ing: string) =>
      `<div class="recipe"><h3>Ingredients</h3><ul><li>${ing}</li><li>2 eggs</li><li>1 cup milk</li></ul><h3>Method</h3><p>Whisk everything together until smooth.</p><p>Fry the batter in butter, a ladle at a time.</p></div>`;
    const page = (a: string, b: string) => `<!DOCTYPE html><html lang="en"><body><h1>Pancakes</h1>${pair(a)}<div class="print">${pair(b)}</div></body></html>`;
    const same = extractRecipes({ html: page('200 g flour', '200 g flour') });
    expect([same.count, same.recipe.name, same.recipe.ingredients]).toEqual([1, 'Pancakes', ['200 g flour', '2 eggs', '1 cup milk']]);
    expect(extractRecipes({ html: page('200 g flour', '150 g oat flour') }).count).toBe(2);
  });
});

describe('ingredient lines in inline elements', () => {
  test('inline elements of one class side by side, most starting with an amount (<span class="ingredient">, a checkbox <label>), are a line each, as the page shows them (americastestkitchen.com, leukerecepten.nl)', () => {
    const page = (list: string) => `<!DOCTYPE html><html lang="en"><body><h1>Lasagna</h1><h2>Ingredients</h2><div class="list">${list}</div>
      <h2>Instructions</h2><ol><li>Simmer the sauce for an hour, stirring now and then.</li><li>Layer the noodles and the sauce and bake for thirty minutes.</li></ol></body></html>`;
    const ingredients = (list: string) => extractRecipes({ html: page(list) }).recipe.ingredients;
    const spans = ['1 medium carrot, chopped', '1 rib celery, chopped', '½ small onion', 'Salt and pepper'].map(
      (t) => `<span class="ingredient"><span>${t}</span></span>`,
    );
    expect(ingredients(spans.join(''))).toEqual(['1 medium carrot, chopped', '1 rib celery, chopped', '½ small onion', 'Salt and pepper']);
    const labels = ['160 gr spaghetti', '250 gr mushrooms', '1 onion'].map((t) => `<label class="item"><input type="checkbox"> <span>${t}</span></label>`);
    expect(ingredients(labels.join(''))).toEqual(['160 gr spaghetti', '250 gr mushrooms', '1 onion']);
  });
});

describe('labels repeated between steps', () => {
  test('a short line the page repeats between the steps of one part ("Klar" on each step’s done box, a photo credit under each picture) is no step; a step said twice ("Set aside.") stays, and so does one repeated in each part (tasteline.com, receptyprevas.sk, marthastewart.com, moulinex.fr, samsungfood.com)', () => {
    const steps = (method: string) =>
      extractRecipes({
        html: `<!DOCTYPE html><html lang="sv"><body><h1>Lax</h1><h2>Ingredienser</h2><ul><li>600 g lax</li><li>1 msk olja</li><li>1 tsk salt</li></ul><h2>Gör så här</h2>${method}</body></html>`,
      }).recipe.instructions.map((g) => [g.name, ...g.steps.map((s) => s.step)]);
    const step = (t: string) => `<div class="step"><p>${t}</p><label><input type="checkbox"> Klar</label></div>`;
    expect(
      steps(step('Sätt ugnen på 200 grader och lägg laxen i en form.') + step('Pensla laxen med oljan och salta.') + step('Set aside.') + step('Set aside.')),
    ).toEqual([[null, 'Sätt ugnen på 200 grader och lägg laxen i en form.', 'Pensla laxen med oljan och salta.', 'Set aside.', 'Set aside.']]);
    const part = (name: string) => `<h3>${name}</h3><ol><li>Skär laxen i bitar</li><li>Grilla bitarna i fem minuter på varje sida.</li></ol>`;
    expect(steps(part('Grillad lax') + part('Stekt lax'))).toEqual([
      ['Grillad lax', 'Skär laxen i bitar', 'Grilla bitarna i fem minuter på varje sida.'],
      ['Stekt lax', 'Skär laxen i bitar', 'Grilla bitarna i fem minuter på varje sida.'],
    ]);
  });
});

describe('yields above an ingredient list', () => {
  test('a yield line that opens with "for" ("Para 4 personas", "voor 2 personen", "for 14 servings") or runs into its label ("Yield:4 servings") is no ingredient (directoalpaladar.com, leukerecepten.nl, tasty.co, cooking.nytimes.com, zaubertopf.de)', () => {
    const ingredients = (first: string) =>
      extractRecipes({
        html: `<!DOCTYPE html><html lang="es"><body><h1>Salmorejo</h1><h2>Ingredientes</h2><p>${first}</p><ul><li>1 kg tomate</li><li>150 g pan blanco</li><li>2 dientes de ajo</li></ul>
          <h2>Elaboración</h2><ol><li>Lavamos y cortamos los tomates por la mitad.</li><li>Trituramos todo con el pan y el ajo hasta que quede fino.</li></ol></body></html>`,
      }).recipe.ingredients;
    for (const first of ['Para 4 personas', 'voor 2 personen', 'for 14 servings', 'Yield:4 servings'])
      expect(ingredients(first)).toEqual(['1 kg tomate', '150 g pan blanco', '2 dientes de ajo']);
    expect(ingredients('Para el aliño')).toEqual(['1 kg tomate', '150 g pan blanco', '2 dientes de ajo']);
  });
});

describe('lines after an ingredient list', () => {
  test('an ingredient list written as list items ends with the list: the few lines right after it are buttons and remarks ("View cart (0) Checkout", "See notes below."); a unit toggle written as a list over lines that are no items ends nothing (andy-cooks.com, greatbritishchefs.com, taste.com.au, tastinghistory.com, wholefoodsmarket.com; donalskehan.com)', () => {
    const ingredients = (list: string) =>
      extractRecipes({
        html: `<!DOCTYPE html><html lang="en"><body><h1>Pancakes</h1><h2>Ingredients</h2>${list}
          <h2>Method</h2><ol><li>Whisk everything together until smooth.</li><li>Fry the batter in butter, a ladle at a time.</li></ol></body></html>`,
      }).recipe.ingredients;
    expect(
      ingredients(
        '<ul><li>200 g flour</li><li>2 eggs</li><li>300 ml milk</li></ul><p>See notes below.</p><div><a href="/cart">View cart (0)</a> <a href="/checkout">Checkout</a></div>',
      ),
    ).toEqual(['200 g flour', '2 eggs', '300 ml milk']);
    expect(ingredients('<ul><li>US</li><li>METRIC</li></ul><p>200 g flour</p><p>2 eggs</p><p>300 ml milk</p>')).toEqual([
      '200 g flour',
      '2 eggs',
      '300 ml milk',
    ]);
  });
});

describe('a method word over facts, and the element the page names for the steps', () => {
  test('a method word that only labels times ("Preparation" / "20 min" / "Baking" / "0 min") is no heading of the method: the element the page names for the steps (id="steps") stands in for one (kitchenstories.com, directoalpaladar.com, cookomix.com, grandfrais.com)', () => {
    const html = `<!DOCTYPE html><html lang="en"><body><h1>Strawberry jam</h1><div class="times"><div>Preparation</div><div>20 min</div><div>Baking</div><div>0 min</div></div>
      <div><h2>Ingredients</h2><ul><li>425 g strawberries</li><li>150 g jam sugar</li><li>40 ml water</li></ul></div><div><h2>Utensils</h2><ul><li>pot</li><li>knife</li></ul></div>
      <section><ul id="steps"><li><p>Wash the strawberries and cut them into quarters, then stir in the sugar.</p></li><li><p>Bring everything to the boil and cook it for ten minutes.</p></li></ul></section>
      <h2>More recipes</h2><ul><li>Fig jam</li><li>Plum jam</li></ul></body></html>`;
    expect(extractRecipes({ html }).recipe.instructions.flatMap((g) => g.steps.map((s) => s.step))).toEqual([
      'Wash the strawberries and cut them into quarters, then stir in the sugar.',
      'Bring everything to the boil and cook it for ten minutes.',
    ]);
  });
});

describe('step numbers printed as headings', () => {
  test('a heading that only numbers its step ("Step 1", "Étape 2", "Step 1/4") starts no part of the method: the steps stay one list, numbered by us; a titled one ("Step 5: Make the sauce") still names its part (177milkstreet.com, bbcgoodfood.com, bonappetit.com, marmiton.org, potatorolls.com, kitchenstories.com)', () => {
    const html = `<!DOCTYPE html><html lang="en"><body><h1>Sliders</h1><h2>Ingredients</h2><ul><li>12 rolls</li><li>1 lb roast beef</li><li>2 onions</li></ul>
      <h2>Method</h2><h3>Step 1</h3><p>Slice the onions and cook them in butter until soft.</p><h3>Step 2/3</h3><p>Split the rolls and fill them with the beef.</p>
      <h3>Step 3: Bake</h3><p>Bake the sliders for ten minutes until hot.</p></body></html>`;
    expect(extractRecipes({ html }).recipe.instructions.map((g) => [g.name, ...g.steps.map((s) => s.step)])).toEqual([
      [null, 'Slice the onions and cook them in butter until soft.', 'Split the rolls and fill them with the beef.'],
      ['Step 3: Bake', 'Bake the sliders for ten minutes until hot.'],
    ]);
  });
});

describe('a method printed twice', () => {
  test('a method whose steps run through twice, one copy right after the other (a preview and then the whole, numbers printed apart), is read once; parts that repeat a step stay (grandfrais.com, albert.cz)', () => {
    const steps = (method: string) =>
      extractRecipes({
        html: `<!DOCTYPE html><html lang="fr"><body><h1>Gratinée</h1><h2>Ingrédients</h2><ul><li>1 kg d'oignons</li><li>300 g d'emmental</li><li>1 L de bouillon</li></ul><h2>Préparation</h2>${method}</body></html>`,
      }).recipe.instructions.flatMap((g) => g.steps.map((s) => s.step));
    const a = 'Émincez les oignons et faites-les revenir dans le beurre.';
    const b = 'Versez le bouillon et laissez cuire une heure à feu doux.';
    expect(steps(`<div class="preview"><p>${a}</p><p>2</p><p>${b}</p></div><div class="all"><p>1</p><p>${a}</p><p>2</p><p>${b}</p></div>`)).toEqual([a, b]);
    expect(steps(`<h3>Soupe</h3><p>${a}</p><p>${b}</p><h3>Gratin</h3><p>${a}</p><p>Gratinez dix minutes.</p>`)).toEqual([a, b, a, 'Gratinez dix minutes.']);
  });
});

describe('read-more toggles in a method', () => {
  test('links to other recipes that end in arrows ("POTATOES THE HUNGARIAN WAY >>>"), inside the last step\'s item, are no steps (mindmegette.hu); an arrow in a sentence stays', () => {
    const html = `<!DOCTYPE html><html lang="hu"><body><h1>Tepsis krumpli</h1><h2>Hozzávalók</h2><ul><li>1 kg burgonya</li><li>2 db cékla</li><li>3 ek olívaolaj</li></ul>
      <h2>Elkészítés</h2><ol><li>A zöldségeket megpucoljuk, felszeleteljük.</li><li>Stir until 1 > 0 and bake for 40 minutes. <br><h2><a href="/a">CHICKEN LEGS WITH ROAST VEGETABLES >>><br /><br /></a><a href="/b">Potatoes the Hungarian way »»<br /><br /></a><a href="/c">11 GREAT RECIPES, WHEN MEAT AND SIDE BAKE TOGETHER >>></a> <br /><a href="/b"><br /></a></h2></li></ol></body></html>`;
    expect(extractRecipes({ html }).recipe.instructions.flatMap((g) => g.steps.map((s) => s.step))).toEqual([
      'A zöldségeket megpucoljuk, felszeleteljük.',
      'Stir until 1 > 0 and bake for 40 minutes.',
    ]);
  });
  test('the label of a toggle that shows the rest of a method ("Weiterlesen", "En lire plus", "Read more ›") is no step (kochbar.de, grandfrais.com)', () => {
    const html = `<!DOCTYPE html><html lang="de"><body><h1>Hühnerragout</h1><h2>Zutaten</h2><ul><li>250 g Hühnerbrust</li><li>1 Zucchino</li><li>2 EL Olivenöl</li></ul>
      <h2>Zubereitung</h2><label for="more">Weiterlesen</label><p>Die Hühnerbrust in Stücke schneiden und marinieren.</p><p>Den Zucchino in Scheiben schneiden und mit anbraten.</p><p>Read more ›</p></body></html>`;
    expect(extractRecipes({ html }).recipe.instructions.flatMap((g) => g.steps.map((s) => s.step))).toEqual([
      'Die Hühnerbrust in Stücke schneiden und marinieren.',
      'Den Zucchino in Scheiben schneiden und mit anbraten.',
    ]);
  });
});

describe('ingredient rows in indented markup', () => {
  test('a table row of an ingredient list is one line however deeply the page indents its markup: the length counted is the text shown, not the spaces between tags (arla.se, hersheyland.com, pickuplimes.com, quitoque.fr)', () => {
    const pad = `\n${' '.repeat(60)}`;
    const row = (name: string, amount: string) =>
      `<tr>${pad}<th>${pad}<div class="name">${pad}<span>${pad}${name}${pad}</span>${pad}</div>${pad}</th>${pad}<td>${pad}${amount}${pad}</td>${pad}</tr>`;
    const html = `<!DOCTYPE html><html lang="sv"><body><h1>Pastramimacka</h1><h2>Ingredienser</h2><table><tbody>${row('Pastrami', '400 g')}${row('Surkål', '1 dl')}${row('Riven ost', '1 dl')}</tbody></table>
      <h2>Gör så här</h2><ol><li>Lägg pastrami och surkål på brödet och strö över osten.</li><li>Gratinera i ugnen tills osten har smält.</li></ol></body></html>`;
    expect(extractRecipes({ html }).recipe.ingredients).toEqual(['Pastrami 400 g', 'Surkål 1 dl', 'Riven ost 1 dl']);
  });
});

describe('disclosure labels after shop links', () => {
  test('the label a links plugin appends to a shop link (<span class="tasty-links-disclaimer">[paid link]</span>, "(affiliate link)") is no part of a step; punctuation after it closes up to the words (kitchendreaming.com, houseofnasheats.com)', () => {
    const link = (words: string, label: string) =>
      `<a class="tasty-link" href="https://shop.example/x">${words}</a> <span class="tasty-links-disclaimer">${label}</span>`;
    const html = `<!DOCTYPE html><html lang="en"><body><h1>Shoofly pie</h1><div class="wprm-recipe-container"><h2 class="wprm-recipe-name">Shoofly pie</h2>
      <ul class="wprm-recipe-ingredients-container"><li>1 pie crust</li><li>1 cup flour</li><li>1/2 cup molasses</li></ul>
      <ul class="wprm-recipe-instructions-container"><li>Line a 9-inch ${link('pie plate', '<em>(affiliate link)</em>')}. Crimp the edges.</li><li>Whisk the molasses in the ${link('slow cooker', '[paid link]')} and pour it into the crust.</li></ul></div></body></html>`;
    expect(extractRecipes({ html }).recipe.instructions[0]!.steps.map((s) => s.step)).toEqual([
      'Line a 9-inch pie plate. Crimp the edges.',
      'Whisk the molasses in the slow cooker and pour it into the crust.',
    ]);
  });
});

describe('lists of like items, one for each group', () => {
  test('items the page names for a section (li class="ingredient"), in a list for each group with a heading over each, are read in all the lists, their like items only (onceuponachef.com, tasteline.com)', () => {
    const ing = (t: string) =>
      `<li class="ingredient"><span class="amount">${t.split(' ')[0]}</span> <span class="name">${t.split(' ').slice(1).join(' ')}</span></li>`;
    const step = (t: string) => `<li class="Step"><div>${t}</div></li>`;
    const html = `<!DOCTYPE html><html lang="en"><body><h1>Bean salad</h1><div class="recipe"><div class="ingredients"><h3>Ingredients</h3>
      <h4>For the Salad</h4><ul>${ing('2 ears fresh corn')}${ing('1 avocado')}</ul>
      <h4>For the Dressing</h4><ul>${ing('2 tablespoons honey')}${ing('¾ teaspoon salt')}</ul></div>
      <div><h3>Instructions</h3><ol>${step('Boil the corn for ten minutes.')}${step('Cut off the kernels.')}</ol>
      <h4>Dressing</h4><ol>${step('Blend the honey and the salt.')}<li><div class="ad"><span>Continued after the advert</span></div></li>${step('Pour it over the salad.')}</ol></div></div></body></html>`;
    const r = extractRecipes({ html }).recipe;
    expect(r.ingredient_groups.map((g) => [g.name, g.ingredients])).toEqual([
      ['For the Salad', ['2 ears fresh corn', '1 avocado']],
      ['For the Dressing', ['2 tablespoons honey', '¾ teaspoon salt']],
    ]);
    expect(r.instructions.map((g) => [g.name, g.steps.map((s) => s.step)])).toEqual([
      [null, ['Boil the corn for ten minutes.', 'Cut off the kernels.']],
      ['Dressing', ['Blend the honey and the salt.', 'Pour it over the salad.']],
    ]);
  });
});

describe('invisible characters in texts', () => {
  test('an invisible separator (U+2063) or zero-width space ends no line and parts words as a space; a word joiner joins (eatwhattonight.com)', () => {
    const html = ld({
      name: 'Ginger\u2060Soya Chicken',
      recipeIngredient: ['1 tbsp oyster sauce\u2063', '\u200b\u200b2 tbsp dark soya sauce'],
      recipeInstructions: [
        { '@type': 'HowToStep', text: 'Add in water.\u2063' },
        { '@type': 'HowToStep', text: 'Add in shaoxing wine and remove from heat.\u2063Serve hot with rice.' },
      ],
    });
    const r = extractRecipes({ html }).recipe;
    expect(r.name).toBe('GingerSoya Chicken');
    expect(r.ingredients).toEqual(['1 tbsp oyster sauce', '2 tbsp dark soya sauce']);
    expect(r.instructions[0]!.steps.map((s) => s.step)).toEqual(['Add in water.', 'Add in shaoxing wine and remove from heat. Serve hot with rice.']);
    const page = `<!DOCTYPE html><html lang="en"><body><h1>Tea</h1><h2>Ingredients</h2><ul><li>1 tea bag\u2063</li><li>250 ml water\u2063</li></ul><h2>Method</h2><ol><li>Boil the water.\u2063Steep the tea for four minutes.</li></ol></body></html>`;
    const p = extractRecipes({ html: page }).recipe;
    expect(p.ingredients).toEqual(['1 tea bag', '250 ml water']);
    expect(p.instructions[0]!.steps.map((s) => s.step)).toEqual(['Boil the water. Steep the tea for four minutes.']);
  });
});

describe('spaces the markup leaves', () => {
  test('a line break or tab before a comma is a template\'s layout, no space: "<span>Tortillas</span>\\n\\t, (wheat)" reads "Tortillas, (wheat)" (archanaskitchen.com); a space typed there stays', () => {
    const item = (amount: string, name: string, note: string) =>
      `<li itemprop="ingredients">\n\t\t${amount} <span class="ingredient_name">${name}</span>\t\t\n\t\t${note}\t</li>`;
    const html = `<!DOCTYPE html><html lang="en"><body><div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Tortilla Pizza</h1><ul>${item('2', 'Tortillas', ', (wheat/regular)')}${item('1/2 teaspoon', 'Garlic', ', minced')}${item('1 teaspoon', 'Olive Oil', '')}</ul>
      <ol><li itemprop="recipeInstructions">Spread the sauce over the tortilla , then the garlic.</li><li itemprop="recipeInstructions">Broil for five minutes.</li></ol></div></body></html>`;
    const r = extractRecipes({ html }).recipe;
    expect(r.ingredients).toEqual(['2 Tortillas, (wheat/regular)', '1/2 teaspoon Garlic, minced', '1 teaspoon Olive Oil']);
    expect(r.instructions[0]!.steps[0]!.step).toBe('Spread the sauce over the tortilla , then the garlic.');
    expect(
      extractRecipes({ html: ld({ name: 'Pizza', recipeIngredient: ['2 Tortillas , (wheat)', '1 cup sauce'], recipeInstructions: ['Bake it.'] }) }).recipe
        .ingredients,
    ).toEqual(['2 Tortillas , (wheat)', '1 cup sauce']);
  });
});

describe('page counters after a method', () => {
  test('a line that only counts views or comments ("Post Views: 66", "Aufrufe: 1.204") is no step (kochbucher.com: the Post Views Counter plugin after the steps)', () => {
    const counter = (label: string, n: string) =>
      `<div class="post-views entry-meta"><span class="post-views-label">${label}</span> <span class="post-views-count">${n}</span></div>`;
    const page = (more: string) =>
      `<!DOCTYPE html><html lang="de"><body><h1>Putengeschnetzeltes</h1><p>Zutaten</p><p>500 g Putenfleisch<br>1 Zwiebel<br>1 EL Tomatenmark</p><p>Zubereitung</p><p>– Zwiebel würfeln, Fleisch in Streifen schneiden<br>– Gemeinsam in etwas Öl rundherum braun anbraten<br>– Tomatenmark hinzufügen, kurz anrösten</p>${more}</body></html>`;
    for (const [label, n] of [
      ['Post Views:', '66'],
      ['Aufrufe:', '1.204'],
      ['Views', '12k'],
    ]) {
      const steps = extractRecipes({ html: page(counter(label!, n!)) }).recipe.instructions.flatMap((g) => g.steps.map((s) => s.step));
      expect(steps).toEqual([
        'Zwiebel würfeln, Fleisch in Streifen schneiden',
        'Gemeinsam in etwas Öl rundherum braun anbraten',
        'Tomatenmark hinzufügen, kurz anrösten',
      ]);
    }
  });
});

describe('microdata method on the wrong list', () => {
  test('a recipeInstructions container holding only the ingredient lines is no method: the page’s own steps are read (emerils.com)', () => {
    const page = (onList: string) =>
      `<!DOCTYPE html><html lang="en"><body><div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Spinach Dip</h1>` +
      `<h2>Ingredients</h2><div ${onList}><ul><li itemprop="ingredients">1 cup milk</li><li itemprop="ingredients">2 cups spinach</li><li itemprop="ingredients">Salt and cayenne</li></ul></div>` +
      `<h2>Directions</h2><ul class="directions"><li><p>Warm the milk in a saucepan over medium heat.</p></li><li><p>Stir in the spinach, season and serve.</p></li></ul></div></body></html>`;
    const steps = (html: string) => extractRecipes({ html }).recipe.instructions.flatMap((g) => g.steps.map((s) => s.step));
    const method = ['Warm the milk in a saucepan over medium heat.', 'Stir in the spinach, season and serve.'];
    expect(steps(page('itemprop="recipeInstructions"'))).toEqual(method);
    expect(steps(page('class="list"'))).toEqual(method);
    expect(extractRecipes({ html: page('itemprop="recipeInstructions"') }).recipe.ingredients).toEqual(['1 cup milk', '2 cups spinach', 'Salt and cayenne']);
  });
});

describe('a method heading beside its facts', () => {
  test('a method heading whose wrapper holds only labelled times beside it ("Prep Time: 0:10") heads the list after the wrapper (esquire.com)', () => {
    const facts = ['Prep Time:', 'Cook Time:', 'Total Time:'].map((l, i) => `<div class="recipe-info">${l} <span>0:${i}0</span></div>`).join('');
    const html =
      `<!DOCTYPE html><html lang="en"><body><h1>Bloody Mary</h1><div class="ingredients"><h2>Ingredients</h2><ul><li>1/4 c. tomato juice</li><li>1 tsp. Worcestershire</li><li>2 oz. vodka</li></ul></div>` +
      `<div class="directions"><div class="directions-header"><div class="directions-header-title">Directions</div><div class="directions-header-detail">${facts}</div></div>` +
      `<div class="directions-body"><ol><li>Blend the tomato juice and Worcestershire until smooth.</li><li>Stir in the vodka and pour over ice.</li></ol></div></div></body></html>`;
    const r = extractRecipes({ html }).recipe;
    expect(r.instructions.flatMap((g) => g.steps.map((s) => s.step))).toEqual([
      'Blend the tomato juice and Worcestershire until smooth.',
      'Stir in the vodka and pour over ice.',
    ]);
    expect(r.ingredients).toEqual(['1/4 c. tomato juice', '1 tsp. Worcestershire', '2 oz. vodka']);
  });
});

describe('an ingredient list written a paragraph a line', () => {
  // As an editor that makes a paragraph of every line writes it (receptmuves.hu); hand-written here.
  const page = (after: string) =>
    `<html lang="hu"><body><h1>Pogácsa</h1><p>Gyors és egyszerű.</p><p>250 g liszt</p><p>100 g vaj</p><p>1 teáskanál só</p><p>150 ml tej</p>` +
    `<p>1. melegítsük elő a sütőt</p><p>2. gyúrjuk össze a hozzávalókat egy tálban</p><p>3. szaggassuk ki és süssük 20 percig</p>${after}</body></html>`;
  test('is the ingredient list, and numbered paragraphs after it the steps, though the first reads as no sentence', () => {
    const { recipe } = extractRecipes({ html: page('') });
    expect(recipe.ingredients).toEqual(['250 g liszt', '100 g vaj', '1 teáskanál só', '150 ml tej']);
    expect(recipe.instructions.flatMap((g) => g.steps.map((s) => s.step))).toEqual([
      'melegítsük elő a sütőt',
      'gyúrjuk össze a hozzávalókat egy tálban',
      'szaggassuk ki és süssük 20 percig',
    ]);
  });
  test('tips after the method under a heading that ends the recipe are no part of it', () => {
    const { recipe } = extractRecipes({ html: page('<p>Praktikák:</p><p>- a tésztát le is fagyaszthatjuk, és később is megsüthetjük.</p>') });
    expect(recipe.instructions).toHaveLength(1);
    expect(recipe.instructions[0]!.steps).toHaveLength(3);
  });
});
