import { describe, expect, test } from 'bun:test';
import { renderRecipeCard } from '../../../src/domain/recipes/card';
import { DomainError } from '../../../src/domain/errors';
import { renderNutritionWidget } from '../../../src/domain/recipes/widget';
import { recipe } from './fixtures';

/** Elements the markup may contain; anything else (script, img, a, foreignObject...) would be injected or fetched. */
const ALLOWED = new Set([
  'article',
  'h2',
  'h3',
  'p',
  'ul',
  'li',
  'svg',
  'title',
  'rect',
  'g',
  'text',
  'figure',
  'figcaption',
  'strong',
  'br',
  'small',
  'table',
  'tr',
  'th',
  'td',
  'line',
]);
function expectSelfContained(markup: string) {
  for (const m of markup.matchAll(/<\/?([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"]*")*)\s*\/?>/g)) {
    expect(ALLOWED.has(m[1]!)).toBe(true);
    for (const a of m[2]!.matchAll(/([\w:-]+)="([^"]*)"/g)) {
      expect(a[1]!).not.toMatch(/^(?:href|src|xlink:href|on\w+)$/i);
      if (a[1] !== 'xmlns') expect(a[2]!).not.toMatch(/url\(|javascript:|https?:/i);
    }
  }
  // Every "<" in the markup opens an allowed element: text never becomes markup.
  expect(markup.match(/</g)!.length).toBe([...markup.matchAll(/<\/?([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"]*")*)\s*\/?>/g)].length);
}

describe('recipe card', () => {
  test('titles and lines with markup are escaped, never injected', () => {
    const evil = recipe({
      title: '<script>alert("x")</script><img src=x onerror=alert(1)> & "Pie"',
      ingredients: [['<b>2</b> cups <a href="http://evil">flour</a>', 'flour', 2, 'cup']],
    });
    const card = renderRecipeCard(evil);
    for (const markup of [card.html, card.svg]) {
      expect(markup).not.toContain('<script');
      expect(markup).not.toContain('<img');
      expect(markup).not.toContain('<b>');
      expectSelfContained(markup);
      expect(markup).toContain('&lt;script&gt;');
      expect(markup).toContain('&amp; &quot;Pie&quot;');
    }
    expect(card.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  });
  test('zh-Hans text is kept as recorded', () => {
    const zh = recipe({ title: '西红柿炒鸡蛋', ingredients: [['鸡蛋 2 个', '鸡蛋', 2, 'piece']], language: 'zh-Hans' });
    const card = renderRecipeCard(zh);
    expect(card.html).toContain('西红柿炒鸡蛋');
    expect(card.html).toContain('lang="zh-Hans"');
    expect(card.svg).toContain('鸡蛋 2 个');
  });
});

describe('nutrition widget', () => {
  test('missing values render "Not reported"; a measured zero stays 0', () => {
    const w = renderNutritionWidget({ name: 'Soda', basis: 'per_100ml', nutrients: { calories: 42, fat_g: 0, sodium_mg: 11, sugar: null } });
    const by = Object.fromEntries(w.rows.map((r) => [r.key, r]));
    expect(by.calories!.display).toBe('42 kcal');
    expect(by.fat).toMatchObject({ amount: 0, display: '0 g' });
    expect(by.sodium!.display).toBe('11 mg');
    expect(by.sugar!.display).toBe('Not reported');
    expect(by.protein!.display).toBe('Not reported');
    expect(w.html).toContain('Not reported');
    expect(w.svg).toContain('per 100 ml');
    expect(w.unverified).toBe(true);
  });
  test('names are escaped; unknown basis and nutrients are typed errors', () => {
    const w = renderNutritionWidget({ name: '<svg onload=alert(1)>', basis: 'per_serving', nutrients: {} });
    expect(w.html).not.toContain('<svg onload');
    expect(w.svg).not.toContain('<svg onload');
    expectSelfContained(w.svg);
    expectSelfContained(w.html);
    expect(() => renderNutritionWidget({ name: 'x', basis: 'per_cup', nutrients: {} })).toThrow(DomainError);
    try {
      renderNutritionWidget({ name: 'x', basis: 'per_100g', nutrients: { vitamin_q: 1 } });
      throw new Error('no error');
    } catch (e) {
      expect((e as DomainError).kind).toBe('invalid');
      expect((e as DomainError).details.accepted).toContain('sodium_mg');
    }
    expect(() => renderNutritionWidget({ name: 'x', basis: 'per_100g', nutrients: { fat: -1 } })).toThrow(DomainError);
  });
});
