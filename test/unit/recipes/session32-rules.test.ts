import { describe, expect, test } from 'bun:test';
import { parseHtml } from '../../../src/domain/recipes/html-tree';
import { blockItems } from '../../../src/domain/recipes/page-blocks';

// Rules written from tune pages of the real-page set.
describe('thirty-second session rules', () => {
  const items = (html: string) => blockItems(parseHtml(html)).map((i) => `${i.kind}: ${i.text}`);

  test('source lines that each open with a dash, shown as lines by the page (pre-line), are lines (clickpoftabuna.ro)', () => {
    const html = '<p><strong>De ce ai nevoie</strong>\n- 250 g de ravioli\n- 300 g de ciuperci\n• sare, piper</p>';
    expect(items(html)).toEqual(['heading: De ce ai nevoie', 'line: 250 g de ravioli', 'line: 300 g de ciuperci', 'line: sare, piper']);
  });

  test('one dash after a source line break is prose, not a list', () => {
    expect(items('<p>Mix the flour\n- gently - with the eggs.</p>')).toEqual(['line: Mix the flour - gently - with the eggs.']);
  });
});
