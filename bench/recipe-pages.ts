/**
 * Generated pages for the recipe-extraction timings (bench/recipe-extraction.ts, bench/recipe-ab.ts): a
 * realistic ~500 KB blog page, and 1 MB pages of nested tables and nested lists (bad input).
 */
/** A realistic large page: header, menus, a long post, 300 comments, scripts, then the recipe card. */
export function bigPage(withJsonLd: boolean): string {
  const para = (i: number) =>
    `<p>Paragraph ${i} of the story about this recipe, with <a href="/x/${i}">a link</a>, <strong>bold words</strong> and an <em>aside</em> that goes on for a while &amp; mentions 2 cups of love.</p>`;
  const comment = (i: number) =>
    `<li class="comment" id="c${i}"><div class="comment-body"><div class="comment-author"><img src="/a/${i}.png" alt=""><cite>Reader ${i}</cite></div><div class="comment-content"><p>I made this ${i} times; my family loved it! I used ${i % 5} tsp of salt instead.</p></div><div class="reply"><a class="comment-reply-link" href="#" onclick="return reply(${i})">Reply</a></div></div></li>`;
  const ings = Array.from(
    { length: 14 },
    (_, i) =>
      `<li class="wprm-recipe-ingredient"><span class="wprm-recipe-ingredient-amount">${i + 1}</span> <span class="wprm-recipe-ingredient-unit">cup</span> <span class="wprm-recipe-ingredient-name">ingredient ${i}</span></li>`,
  ).join('');
  const steps = Array.from(
    { length: 8 },
    (_, i) => `<li class="wprm-recipe-instruction"><div class="wprm-recipe-instruction-text">Do step ${i} carefully for 5 minutes.</div></li>`,
  ).join('');
  const ld = withJsonLd
    ? `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@graph': [{ '@type': 'WebPage' }, { '@type': 'Recipe', name: 'Big Page Stew', recipeYield: ['6', '6 servings'], totalTime: 'PT1H', recipeIngredient: Array.from({ length: 14 }, (_, i) => `${i + 1} cup ingredient ${i}`), recipeInstructions: Array.from({ length: 8 }, (_, i) => ({ '@type': 'HowToStep', text: `Do step ${i}.` })) }] })}</script>`
    : '';
  let html = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Big Page Stew - A Food Blog</title>${ld}<style>${'.a{color:red}'.repeat(2000)}</style><script>${'var x=1;'.repeat(3000)}</script></head><body><header><nav><ul>${Array.from({ length: 80 }, (_, i) => `<li><a href="/c/${i}">Category ${i}</a></li>`).join('')}</ul></nav></header><main><article><h1 class="entry-title">Big Page Stew</h1>`;
  let i = 0;
  while (html.length < 250_000) html += para(i++);
  html += `<div class="wprm-recipe-container"><div class="wprm-recipe"><h2 class="wprm-recipe-name">Big Page Stew</h2><div class="wprm-recipe-servings-container">Servings <span class="wprm-recipe-servings">6</span> people</div><div class="wprm-recipe-total-time-container">Total Time 1 hr</div><div class="wprm-recipe-ingredients-container">${ings}</div><div class="wprm-recipe-instructions-container">${steps}</div></div></div></article><section id="comments"><ol class="comment-list">`;
  let c = 0;
  while (html.length < 500_000) html += comment(c++);
  return `${html}</ol></section></main><footer>${'<p>Footer</p>'.repeat(50)}</footer></body></html>`;
}

/** Bad input: 1 MB of tables nested inside tables (each cell opens the next), with a recipe by headings at the end. */
export function nestedTablesPage(bytes = 1_000_000): string {
  const open = '<table><tr><td class="cell">Ingredients of the layout<br>';
  const head = '<!DOCTYPE html><html lang="en"><body>';
  const tail = '<h2>Ingredients</h2><ul><li>1 egg</li><li>salt</li></ul><h2>Method</h2><ol><li>Boil the egg.</li></ol></body></html>';
  return head + open.repeat(Math.floor((bytes - head.length - tail.length) / open.length)) + tail;
}

/** Bad input: 1 MB of lists nested inside list items, with a JSON-LD step of two lines (each item is compared with it). */
export function nestedListsPage(bytes = 1_000_000): string {
  const ld = `<script type="application/ld+json">${JSON.stringify({ '@type': 'Recipe', name: 'Egg', recipeIngredient: ['1 egg', 'salt'], recipeInstructions: [{ '@type': 'HowToStep', text: 'Boil the egg for ten minutes.\nPeel it under cold water.' }] })}</script>`;
  const open = '<ul><li>An item of the layout, nested<br>';
  return `<!DOCTYPE html><html lang="en"><head>${ld}</head><body>${open.repeat(Math.floor(bytes / open.length))}</body></html>`;
}
