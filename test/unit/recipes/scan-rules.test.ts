import { describe, expect, test } from 'bun:test';
import { extractRecipes } from '../../../src/domain/recipes/extract';

// Rules written from tune pages and recipe-scrapers' saved pages of sites in no held-out half, each checked on a small hand-written page.
const stepsOf = (html: string) => extractRecipes({ html }).recipe.instructions.flatMap((g) => g.steps.map((s) => s.step));
const page = (body: string) => `<!DOCTYPE html><html lang="en"><body><h1>Garlic Chicken</h1>${body}</body></html>`;
const ingredients = `<div class="col"><div class="block html-block"><div class="content"><h4>Ingredients</h4><p>1kg chicken thighs</p><p>1 head of garlic</p><p>2 bay leaves</p></div></div></div>`;

describe('a method in a site builder’s blocks', () => {
  const block = (inner: string) => `<div class="block html-block"><div class="content"><div class="html">${inner}</div></div></div>`;
  const rule = '<div class="block rule-block"><div class="content"><hr></div></div>';
  test('a method heading over one paragraph in its block runs on into the like blocks after it, rules between them passed over (wholefoodsmarket.co.uk)', () => {
    const html = page(
      `${ingredients}<div class="col">${block('<h4>Method</h4><p>Brown the chicken on all sides.</p>')}${rule}${block('<p>Add the garlic and the bay leaves.</p>')}${rule}${block('<p>Roast for 20 minutes.</p>')}</div>`,
    );
    expect(stepsOf(html)).toEqual(['Brown the chicken on all sides.', 'Add the garlic and the bay leaves.', 'Roast for 20 minutes.']);
  });
  test('the run ends at a block of other words, and a method of several paragraphs in its block takes no like blocks after it', () => {
    const other = '<div class="block quote-block"><div class="content"><p>Our stores are open every day.</p></div></div>';
    const html = page(
      `${ingredients}<div class="col">${block('<h4>Method</h4><p>Brown the chicken on all sides.</p>')}${other}${block('<p>Visit us soon.</p>')}</div>`,
    );
    expect(stepsOf(html)).toEqual(['Brown the chicken on all sides.']);
    const several = page(
      `${ingredients}<div class="col">${block('<h4>Method</h4><p>Brown the chicken on all sides.</p><p>Add the garlic.</p>')}${rule}${block('<p>Sign up to our newsletter for more recipes.</p>')}</div>`,
    );
    expect(stepsOf(several)).toEqual(['Brown the chicken on all sides.', 'Add the garlic.']);
  });
});

describe('lines that are no step', () => {
  test('a pointer to the site’s legal pages after the steps ("See our Terms of Service.") is no step (wholefoodsmarket.co.uk)', () => {
    const html = page(
      `${ingredients}<h4>Method</h4><p>Brown the chicken on all sides.</p><p>Roast for 20 minutes.</p><p>See our <a href="/terms">Terms of Service</a>.</p>`,
    );
    expect(stepsOf(html)).toEqual(['Brown the chicken on all sides.', 'Roast for 20 minutes.']);
  });
  test('a line ending with a link to more of the site’s recipes is no step; a step ending with a link to one recipe stays (realfood.tesco.com, tudoreceitas.com, cookfastrecipes.com)', () => {
    const method = `${ingredients}<h4>Method</h4><p>Brown the chicken on all sides.</p><p>Roast for 20 minutes. Serve with <a href="/rice">my <strong>lemon rice</strong></a>.</p>`;
    const html = page(
      `${method}<p>See more&nbsp;<a href="/recipes/vegetarian-recipes.html">Vegetarian recipes</a></p><p>If you liked this, try our category of <a href="/c/5/"><strong>Receitas de frango</strong></a>.</p><p><a href="/ice-cream/">See All Recipes</a>&#8230;</p>`,
    );
    expect(stepsOf(html)).toEqual(['Brown the chicken on all sides.', 'Roast for 20 minutes. Serve with my lemon rice.']);
  });
  test('a call to download the site’s app, a line ending with it or a link alone, is no step; a step ending with a link to download something else stays (tasty.co, innit.com)', () => {
    const html = page(
      `${ingredients}<h4>Method</h4><p>Brown the chicken on all sides.</p><p>Cut the paper to the shape of the pan (<a href="/t.pdf">download the template</a>).</p><p>Cook smarter. Use our AI chef on the Chicken app. <a href="https://app.example/x">Download now</a>.</p><div class="callout"><a href="#popup">Download Free App</a></div><p>Roast for 20 minutes.</p>`,
    );
    expect(stepsOf(html)).toEqual([
      'Brown the chicken on all sides.',
      'Cut the paper to the shape of the pan (download the template).',
      'Roast for 20 minutes.',
    ]);
  });
});

describe('dates among the steps', () => {
  test('a line that is only a date, at most after a word or two, is no step (kochbar.de "vom 26.06.2020", cookfastrecipes.com "June 9, 2025"); a step that names a day stays', () => {
    const html = page(
      `${ingredients}<h4>Method</h4><p>Brown the chicken on all sides.</p><p>June 9, 2025</p><p>Roast for 20 minutes on 200 °C.</p><p>9. Juni 2025</p><p>vom 26.06.2020</p><p>Rest it until 12 May, then serve.</p>`,
    );
    expect(stepsOf(html)).toEqual(['Brown the chicken on all sides.', 'Roast for 20 minutes on 200 °C.', 'Rest it until 12 May, then serve.']);
  });
});

describe('steps in numbered boxes', () => {
  const it = (body: string) =>
    `<!DOCTYPE html><html lang="it"><body><h1>Pesce spada</h1><h2>Ingredienti</h2><ul><li>4 fette di pesce spada</li><li>200 g di pomodorini</li></ul><h2>Preparazione</h2>${body}</body></html>`;
  test('a box holding its step’s number in a badge and one paragraph is one step, however the paragraph breaks its lines (cucchiaio.it)', () => {
    const html = it(
      '<div class="box"><p> <span class="square">1</span> </p><p>Marinate il pesce per dieci minuti.</p></div><div class="box"><p><span class="square">2</span></p><p>Incorporate i pomodori e fate riposare.<br> Sbollentate le patatine in acqua salata.</p></div>',
    );
    expect(stepsOf(html)).toEqual(['Marinate il pesce per dieci minuti.', 'Incorporate i pomodori e fate riposare. Sbollentate le patatine in acqua salata.']);
  });
  test('a numbered box of more parts (the step, a tip, a photo) is not read as one step', () => {
    const html = it(
      '<div class="box"><div class="n">1</div><p>Marinate il pesce per dieci minuti.</p><p>Tagliate i pomodorini a cubetti.</p></div><div class="box"><div class="n">2</div><p>Cuocete il pesce per due minuti.</p></div>',
    );
    expect(stepsOf(html)).toEqual(['Marinate il pesce per dieci minuti.', 'Tagliate i pomodorini a cubetti.', 'Cuocete il pesce per due minuti.']);
  });
});

describe('section headings naming the dish', () => {
  test('a heading of the method’s words and the dish’s whole name after a colon, longer than a label runs, heads the method (cucchiaio.it)', () => {
    const html = `<!DOCTYPE html><html lang="it"><body><h1>Pesce spada al miele millefiori, pomodorini e patatine novelle</h1><h2>Ingredienti</h2><ul><li>4 fette di pesce spada</li><li>200 g di pomodorini</li></ul>
      <h2>Consigli</h2><p>Scegliete un pesce freschissimo dal vostro pescivendolo di fiducia.</p><div><h2>Come preparare: Pesce spada al miele millefiori, pomodorini e patatine novelle</h2></div><div><p>Marinate il pesce per dieci minuti.</p><p>Cuocete il pesce per due minuti per lato.</p></div></body></html>`;
    expect(stepsOf(html)).toEqual(['Marinate il pesce per dieci minuti.', 'Cuocete il pesce per due minuti per lato.']);
  });
});

describe('what sits beside a section heading', () => {
  const withCta = (
    cta: string,
  ) => `<!DOCTYPE html><html lang="en"><body><h1>BBQ Chickpeas</h1><section><div class="title">Ingredients</div><ul><li>1 cup farro</li><li>2 eggs</li></ul></section>
    <section><div class="row"><div class="col-8"><div class="super">step-by-step</div><div class="main">instructions</div></div>${cta}</div>
    <div class="step"><p>Cook the farro in boiling water for 20 minutes.</p></div><div class="step"><p>Boil the eggs for 9 minutes and slice them.</p></div></section></body></html>`;
  test('a box beside the method’s label holding only a link, its icon drawn in an <svg> with a title, hides no steps (blueapron.com)', () => {
    const cta = `<div class="col-4"><a class="cook-along" href="#"><span>Cook Along</span><svg viewBox="0 0 14 15"><title>Triangle</title><desc>Created with Sketch.</desc><g><polygon points="1 2 3"></polygon></g></svg></a></div>`;
    expect(stepsOf(withCta(cta))).toEqual(['Cook the farro in boiling water for 20 minutes.', 'Boil the eggs for 9 minutes and slice them.']);
  });
});

describe('a structured method that is the post’s whole text', () => {
  test('a method string holding the post (paragraphs, a link card’s bare address) gives way to the page’s method inside it (culy.nl)', () => {
    const steps = ['Wash the plums and cut them into quarters.', 'Bring the plums and the sugar to the boil.', "Fill the jars while it's hot."];
    const post = [
      'Making jam always reminds us of summers long ago.',
      'Jam sugar holds pectin, so the jam sets quickly.',
      'https://www.example.com/jam-or-marmalade/',
      'How to make plum jam',
      // The post prints its quotes otherwise than the page.
      ...steps.map((s) => ` \t${s.replace("'", '’')}`),
      'More jam recipes:',
    ].join('\n');
    const recipe = {
      '@context': 'https://schema.org',
      '@type': 'Recipe',
      name: 'Plum jam',
      recipeIngredient: ['1 kg plums', '500 g jam sugar'],
      recipeInstructions: post,
    };
    const html = `<!DOCTYPE html><html lang="en"><head><script type="application/ld+json">${JSON.stringify(recipe)}</script></head><body><h1>Plum jam</h1>
      <p>Making jam always reminds us of summers long ago.</p><h2>Ingredients</h2><ul><li>1 kg plums</li><li>500 g jam sugar</li></ul>
      <h2>Method</h2><ol>${steps.map((s) => `<li>${s}</li>`).join('')}</ol><h2>More jam recipes:</h2><ul><li><a href="/a">Strawberry jam</a></li></ul></body></html>`;
    expect(stepsOf(html)).toEqual(steps);
  });
});

describe('text for screen readers only', () => {
  test('text a class keeps for screen readers ("sr-only", "visually-hidden") is no part of the lines a reader sees (bakels.co.uk, zeit.de)', () => {
    const html = `<!DOCTYPE html><html lang="de"><body><h1>Carpaccio</h1><h2>Zutaten</h2>
      <ul><li><span class="sr-only ingredient-label">Ingredient</span></li><li>1 Kohlrabi</li><li><span class="visually-hidden">Menge:</span> 2 EL Olivenöl</li></ul>
      <h2>Zubereitung</h2><ol><li>Den Kohlrabi in dünne Scheiben hobeln.</li><li>Mit dem Öl beträufeln und servieren.</li></ol></body></html>`;
    expect(extractRecipes({ html }).recipe.ingredients).toEqual(['1 Kohlrabi', '2 EL Olivenöl']);
  });
});

describe('remarks among the steps', () => {
  test('a remark set in italics between steps ("Dica: …" under its step) is no step; an upright one is read as before (tudoreceitas.com)', () => {
    const html = (
      tip: string,
    ) => `<!DOCTYPE html><html lang="pt"><body><h1>Pipoca de frango</h1><h2>Ingredientes</h2><ul><li>500 g de peito de frango</li><li>2 ovos</li></ul>
      <h2>Modo de preparo</h2><p>Corte o frango em cubos pequenos.</p>${tip}<p>Passe os cubos no ovo batido.</p><p>Frite em óleo quente até dourar.</p></body></html>`;
    expect(stepsOf(html('<p><em><strong>Dica:</strong> Você pode usar sassami.</em></p>'))).toEqual([
      'Corte o frango em cubos pequenos.',
      'Passe os cubos no ovo batido.',
      'Frite em óleo quente até dourar.',
    ]);
    expect(stepsOf(html('<p><strong>Dica:</strong> Você pode usar sassami.</p>'))).toHaveLength(4);
  });
});
