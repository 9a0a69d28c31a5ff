import { describe, expect, test } from 'bun:test';
import { ApiError } from '../../../src/http/errors';
import { sessionIdFor, toolsetFromPath, toolsetsFromHeader, toolsetsFromSession } from '../../../src/mcp/toolsets';

const sorted = (c: ReadonlySet<string> | null | undefined) => (c ? [...c].sort() : c);

describe('toolset choice', () => {
  test('header: names separated by commas, case and spaces ignored; empty or all means every tool', () => {
    expect(sorted(toolsetsFromHeader('recipes, Foods'))).toEqual(['foods', 'recipes']);
    expect(toolsetsFromHeader(null)).toBeNull();
    expect(toolsetsFromHeader('')).toBeNull();
    expect(toolsetsFromHeader(' ,, ')).toBeNull();
    expect(toolsetsFromHeader('foods,ALL')).toBeNull();
  });

  test('unknown names: 400 for the header, 404 for the path, both listing the known toolsets', () => {
    const header = (() => {
      try {
        toolsetsFromHeader('foods,snack');
      } catch (e) {
        return e;
      }
    })() as ApiError;
    expect(header).toBeInstanceOf(ApiError);
    expect(header.status).toBe(400);
    expect(header.message).toContain("'snack'");
    expect(header.message).toContain('foods, products, ingredients, recipes, intelligence, vision, labels, workspaces, plans, or all');
    expect(() => toolsetFromPath('snack')).toThrow(ApiError);
    expect(sorted(toolsetFromPath('Vision'))).toEqual(['vision']);
    expect(toolsetFromPath('all')).toBeNull();
  });

  test('a session id carries the choice; other ids are not ours; no choice, no id', () => {
    const id = sessionIdFor(new Set(['plans', 'foods'] as const))!;
    expect(sorted(toolsetsFromSession(id))).toEqual(['foods', 'plans']);
    expect(sessionIdFor(null)).toBeNull();
    expect(toolsetsFromSession(null)).toBeUndefined();
    expect(toolsetsFromSession('abc')).toBeUndefined();
    expect(() => toolsetsFromSession('toolsets.nope.1')).toThrow(ApiError);
  });
});
