import { describe, expect, test } from 'bun:test';
import { extractRecipes } from '../../../src/domain/recipes/extract';

// Written from a tune page of the real-page set (sunbasket.com), checked on small hand-written pages.
const page = (steps: string[], body: string) =>
  `<!DOCTYPE html><html lang="en"><head><script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'Recipe',
    name: 'Noodle Salad',
    recipeIngredient: ['4 oz rice noodles', '1 pear'],
    recipeInstructions: steps.map((text, i) => ({ '@type': 'HowToStep', name: `Step ${i + 1}`, text })),
  })}</script></head><body>${body}</body></html>`;
const stepsOf = (html: string) => extractRecipes({ html }).recipe.instructions.flatMap((g) => g.steps.map((s) => ({ step: s.step, name: s.name })));

describe('structured steps that are only titles', () => {
  test("the page's text under each title is the step, the title its name (sunbasket.com)", () => {
    const step = (title: string, text: string) =>
      `<div class="step"><p class="step-number">1</p><div class="step-name"><p class="step-header">${title}</p><div class="instruction-description">${text}</div></div></div>`;
    const html = page(
      ['Cook the rice noodles', 'Prep the pear', 'Serve'],
      step('Cook the rice noodles', '<p>Bring a pot of water to a boil. Cook the noodles for 6 minutes.</p>') +
        step('Prep the pear', '<ul><li>Peel the pear.</li><li>Core and thinly slice it.</li></ul>') +
        step('Serve', '<p>Toss the noodles with the pear and serve.</p>'),
    );
    expect(stepsOf(html)).toEqual([
      { step: 'Bring a pot of water to a boil. Cook the noodles for 6 minutes.', name: 'Cook the rice noodles' },
      { step: 'Peel the pear. Core and thinly slice it.', name: 'Prep the pear' },
      { step: 'Toss the noodles with the pear and serve.', name: 'Serve' },
    ]);
  });
  test('short steps the page prints as they are, with no text under them, stay', () => {
    const html = page(
      ['Cook the noodles', 'Slice the pear', 'Toss and serve'],
      '<ol><li>Cook the noodles</li><li>Slice the pear</li><li>Toss and serve</li></ol>',
    );
    expect(stepsOf(html).map((s) => s.step)).toEqual(['Cook the noodles', 'Slice the pear', 'Toss and serve']);
  });
});
