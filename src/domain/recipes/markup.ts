/**
 * Escaping and text layout shared by the recipe card and the nutrition widget. Every piece of
 * text that reaches HTML or SVG goes through `escapeXml` (valid for both): recipe titles and
 * submitted names are data, never markup.
 */

import { round } from '../round';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML or XML element content and attribute values; drops control characters XML forbids. */
export function escapeXml(text: string): string {
  return text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '').replace(/[&<>"']/g, (c) => ENTITIES[c]!);
}

/** Display width in "narrow character" units: CJK and other wide characters count as two. */
function displayWidth(text: string): number {
  let w = 0;
  for (const ch of text)
    w += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]|[\u{1f300}-\u{1faff}]/u.test(ch) ? 2 : 1;
  return w;
}

/** Greedy line wrap to `width` narrow-character units; words longer than a line are split. */
export function wrapText(text: string, width: number, maxLines = Infinity): string[] {
  const tokens =
    text
      .replace(/\s+/g, ' ')
      .trim()
      .match(/[\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uffef]|[^\s\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uffef]+|\s/g) ?? [];
  const lines: string[] = [];
  let line = '';
  const push = () => {
    if (line.trim()) lines.push(line.trim());
    line = '';
  };
  for (const tok of tokens) {
    if (tok === ' ') {
      if (line) line += ' ';
      continue;
    }
    if (displayWidth(line + tok) <= width) {
      line += tok;
      continue;
    }
    if (line.trim()) push();
    let rest = tok;
    while (displayWidth(rest) > width) {
      let cut = '';
      for (const ch of rest) {
        if (displayWidth(cut + ch) > width) break;
        cut += ch;
      }
      lines.push(cut);
      rest = rest.slice(cut.length);
    }
    line = rest;
  }
  push();
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = kept[maxLines - 1]!.replace(/.$/u, '…');
    return kept;
  }
  return lines;
}

/** A number for display: integers as is, others with at most one decimal. */
export function formatAmount(n: number): string {
  if (Number.isInteger(n)) return String(n);
  return String(round(n, 1));
}
