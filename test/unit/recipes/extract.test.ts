import { describe, expect, test } from 'bun:test';
import type { DomainError } from '../../../src/domain/errors';
import { KIND_STATUS } from '../../../src/http/errors';
import { extractRecipes } from '../../../src/domain/recipes/extract';

const JSONLD = `<!doctype html><html><head>
<script type="application/ld+json">{"@context":"https://schema.org","@graph":[{"@type":"WebPage","name":"page"},
 {"@type":["Recipe"],"name":"Tom &amp; Jerry's <b>Pie</b>","recipeYield":["1 pie","8 servings"],"prepTime":"PT15M","cookTime":"PT1H",
  "image":"https://cdn.example.com/pie.jpg","author":{"@type":"Person","name":"Ann","url":"https://example.com/ann"},
  "recipeIngredient":["2 cups flour","1 tsp salt"],
  "recipeInstructions":[{"@type":"HowToSection","name":"Crust","itemListElement":[{"@type":"HowToStep","text":"Mix."},{"@type":"HowToStep","text":"Roll."}]},"Bake at 350°F."],
  "nutrition":{"@type":"NutritionInformation","calories":"240 calories"},"suitableForDiet":"https://schema.org/VegetarianDiet"}]}</script>
</head><body>
<div itemscope itemtype="http://schema.org/Recipe"><h1 itemprop="name">Micro Soup</h1><span itemprop="recipeYield">4</span>
<meta itemprop="prepTime" content="PT5M"><ul><li itemprop="recipeIngredient">1 onion<li itemprop="recipeIngredient">2 l water</ul>
<ol itemprop="recipeInstructions"><li>Boil.</li></ol>
<div itemprop="author" itemscope itemtype="http://schema.org/Person"><span itemprop="name">Bob</span></div></div>
</body></html>`;

describe('schema.org extraction', () => {
  test('JSON-LD inside @graph, text preserved and unverified, no URLs', () => {
    const r = extractRecipes({ html: JSONLD });
    expect(r.count).toBe(2);
    expect(r.recipe).toMatchObject({
      format: 'json-ld',
      name: "Tom & Jerry's Pie",
      authors: ['Ann'],
      prep_minutes: 15,
      cook_minutes: 60,
      ingredients: ['2 cups flour', '1 tsp salt'],
      servings: 8,
      recipe_yield: ['1 pie', '8 servings'],
      unverified: true,
      suitable_for_diet: ['VegetarianDiet'],
      nutrition: { calories: '240 calories' },
    });
    expect(r.recipe.instructions).toEqual([
      {
        name: 'Crust',
        steps: [
          { number: 1, step: 'Mix.', name: null },
          { number: 2, step: 'Roll.', name: null },
        ],
      },
      { name: null, steps: [{ number: 1, step: 'Bake at 350°F.', name: null }] },
    ]);
    expect(JSON.stringify(r)).not.toContain('http');
  });
  test('microdata with select_index; a bare yield is not a serving count', () => {
    const r = extractRecipes({ html: JSONLD, select_index: 1 });
    expect(r.recipe).toMatchObject({
      format: 'microdata',
      name: 'Micro Soup',
      authors: ['Bob'],
      recipe_yield: ['4'],
      servings: null,
      prep_minutes: 5,
      ingredients: ['1 onion', '2 l water'],
    });
    expect(r.candidates.map((c) => c.name)).toEqual(["Tom & Jerry's Pie", 'Micro Soup']);
  });
  test('typed errors: no recipe data (422), bad index and oversize html (400)', () => {
    const status = (fn: () => unknown) => {
      try {
        fn();
      } catch (e) {
        return KIND_STATUS[(e as DomainError).kind];
      }
      return 200;
    };
    expect(status(() => extractRecipes({ html: '<html><body><p>No recipe here</p></body></html>' }))).toBe(422);
    expect(status(() => extractRecipes({ html: '<script type="application/ld+json">{"@type":"Article"}</script>' }))).toBe(422);
    expect(status(() => extractRecipes({ html: JSONLD, select_index: 5 }))).toBe(400);
    expect(status(() => extractRecipes({ html: 'x'.repeat(1024 * 1024 + 1) }))).toBe(400);
  });
  test('lenient JSON-LD: trailing commas and raw newlines; at most 20 recipes', () => {
    const many = Array.from({ length: 25 }, (_, i) => `{"@type":"Recipe","name":"R${i}","recipeIngredient":["${i} eggs",],}`).join(',');
    const r = extractRecipes({ html: `<script type="application/ld+json">[${many}]</script>` });
    expect(r.count).toBe(20);
    expect(r.truncated).toBe(true);
    const nl = extractRecipes({ html: '<script type="application/ld+json">{"@type":"Recipe","name":"Line\nbreak","recipeYield":"Serves 2-3"}</script>' });
    expect(nl.recipe).toMatchObject({ name: 'Line break', servings: 2, servings_max: 3 });
    // PHP's addslashes escapes quotes JSON never escapes: the block is still the page's recipe.
    const slashed = extractRecipes({
      html: String.raw`<script type="application/ld+json">{"@type":"Recipe","name":"Mom\'s beans","recipeIngredient":["1 can beans"]}</script>`,
    });
    expect(slashed.recipe).toMatchObject({ format: 'json-ld', name: "Mom's beans", ingredients: ['1 can beans'] });
  });
});
