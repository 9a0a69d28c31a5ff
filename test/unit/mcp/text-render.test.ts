import { describe, expect, test } from 'bun:test';
import { asText } from '../../../src/mcp/text-render';

describe('asText', () => {
  test('fields as key: value lines, nested records indented', () => {
    expect(asText({ ok: true, n: 5, name: 'Yogurt, Greek', none: null, tags: ['a', 'b c'], by: { lang: 'en' } })).toBe(
      'ok: true\nn: 5\nname: Yogurt, Greek\nnone: null\ntags: [a, b c]\nby:\n  lang: en',
    );
  });

  test('strings that would read as another value or break the layout are quoted', () => {
    expect(asText({ a: 'true', b: '12', c: 'x: y', d: '', e: 'two\nlines', f: 'a | b', g: ' lead' })).toBe(
      'a: "true"\nb: "12"\nc: "x: y"\nd: ""\ne: "two\\nlines"\nf: "a | b"\ng: " lead"',
    );
    expect(asText({ l: ['x, y', '[z]'] })).toBe('l: ["x, y", "[z]"]');
  });

  test('like records become a table with one header; nested records as dotted columns', () => {
    const text = asText({
      foods: [
        { id: 'f1', kcal: 59, match: { score: 0.95 } },
        { id: 'f2', kcal: null, match: { score: 0.8 }, extra: [{ k: 1 }] },
      ],
    });
    expect(text).toBe('foods (2):\n  id | kcal | match.score | extra\n  f1 | 59 | 0.95 | \n  f2 | null | 0.8 | [{"k":1}]');
  });

  test('unlike records stay a list', () => {
    expect(asText([{ a: 1 }, { b: 2 }, { c: 3 }])).toBe('- a: 1\n- b: 2\n- c: 3');
  });
});
