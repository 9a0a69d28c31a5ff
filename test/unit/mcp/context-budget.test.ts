/**
 * The tool list must fit a model's context (issue 38): every registry operation has a model
 * description within TOOL_DESCRIPTION_MAX and a toolset, and tools/list stays within its token
 * budgets (o200k_base, as bench/mcp-context.ts counts them). A new operation that forgets its
 * description, or a schema that grows past the budget, fails here rather than in a client.
 */
import { describe, expect, test } from 'bun:test';
import { encode } from 'gpt-tokenizer/encoding/o200k_base';
import { operations } from '../../../src/ops';
import { buildToolCatalog, TOOL_DESCRIPTION_MAX } from '../../../src/mcp/tool-catalog';
import { TOOLSET_NAMES } from '../../../src/mcp/toolsets';

const catalog = buildToolCatalog(operations);
const tokens = (value: unknown) => encode(JSON.stringify(value)).length;

describe('context budget of the tool list', () => {
  test('every operation has its own model description, short enough', () => {
    const missing = operations.filter((o) => !o.toolDescription?.trim()).map((o) => o.id);
    expect(missing).toEqual([]);
    const long = operations.filter((o) => o.toolDescription!.length > TOOL_DESCRIPTION_MAX).map((o) => `${o.id}: ${o.toolDescription!.length}`);
    expect(long).toEqual([]);
    expect(new Set(operations.map((o) => o.toolDescription)).size).toBe(operations.length);
  });

  test('the twin searches say which to prefer', () => {
    expect(catalog.byName.get('foods_search')!.tool.description).toContain('prefer search_foods');
    expect(catalog.byName.get('search_foods')!.tool.description).toContain('Prefer this over foods_search');
  });

  test('all tools ≤ 25,000 tokens, each toolset ≤ 6,000, no tool over 1,200', () => {
    expect(catalog.tools.length).toBe(operations.length);
    expect(tokens(catalog.tools)).toBeLessThanOrEqual(25_000);
    for (const name of TOOLSET_NAMES) expect({ name, tokens: tokens(catalog.select(new Set([name])).tools) <= 6_000 }).toEqual({ name, tokens: true });
    const over = catalog.tools.filter((t) => tokens(t) > 1_200).map((t) => t.name);
    expect(over).toEqual([]);
  });

  test('input schemas carry no prose for people', () => {
    // Prose is a string or a list of examples; a property named "description" is an object schema.
    const withProse = catalog.tools.filter((t) => /"(description|examples)":(?!\{)/.test(JSON.stringify(t.inputSchema))).map((t) => t.name);
    expect(withProse).toEqual([]);
  });
});
