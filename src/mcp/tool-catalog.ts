/**
 * The tool catalog: one MCP tool per registry operation, derived from the op declaration alone
 * (id → name, toolDescription/cost/access → description, TypeBox schemas → input schema, path
 * or tag → toolset), so the tool server can never list something REST does not serve, or miss something
 * it does. Written for a model's context: the prose for people stays in the OpenAPI document.
 */
import type { Tool } from '@modelcontextprotocol/sdk/types.js';
import { openApiPath, type AnyOp } from '../http/op';
import { inputLayout, type InputLayout } from './tool-input';
import { choiceKey, toolsetOf, type ToolsetChoice, type ToolsetName } from './toolsets';

export { MAX_TOOL_IMAGE_BYTES } from '../http/image-input';

/** A model description longer than this is a registry bug (a test holds every op to it). */
export const TOOL_DESCRIPTION_MAX = 400;

export interface ToolEntry {
  op: AnyOp;
  tool: Tool;
  layout: InputLayout;
  toolset: ToolsetName | undefined;
}

export interface ToolCatalog {
  tools: Tool[];
  byName: Map<string, ToolEntry>;
  /** The toolsets this catalog lists; null for every tool. */
  choice: ToolsetChoice;
}

/** Every tool answers the REST call's envelope; the body stays open so an error body always conforms. */
const OUTPUT_SCHEMA = {
  type: 'object' as const,
  properties: { status: { type: 'integer' }, body: {}, headers: { type: 'object' } },
  required: ['status', 'body', 'headers'],
};

function costText(op: AnyOp): string {
  if (typeof op.cost === 'number') return op.cost === 0 ? 'Cost: free (0 points).' : `Cost: ${op.cost} point${op.cost === 1 ? '' : 's'}.`;
  return `Cost: ${op.costNote ?? 'depends on the input'}.`;
}

function description(op: AnyOp, layout: InputLayout): string {
  return [
    op.toolDescription ?? op.summary,
    costText(op),
    op.access === 'direct' ? 'Needs a direct developer key.' : '',
    layout.fields ? '' : 'Arguments grouped as path, query, headers, body (their names collide).',
    `REST: ${op.method} ${openApiPath(op.path)}.`,
  ]
    .filter(Boolean)
    .join(' ');
}

function annotations(op: AnyOp): Tool['annotations'] {
  switch (op.method) {
    case 'GET':
      return { readOnlyHint: true, destructiveHint: false, idempotentHint: true };
    case 'DELETE':
      return { readOnlyHint: false, destructiveHint: true, idempotentHint: true };
    case 'PUT':
      // A PUT replaces the stored document: destructive for what it overwrites, safe to repeat.
      return { readOnlyHint: false, destructiveHint: true, idempotentHint: true };
    default:
      return { readOnlyHint: false, destructiveHint: false, idempotentHint: false };
  }
}

function entryFor(op: AnyOp): ToolEntry {
  const layout = inputLayout(op);
  const tool: Tool = {
    name: op.id,
    title: op.summary,
    description: description(op, layout),
    inputSchema: layout.inputSchema,
    outputSchema: OUTPUT_SCHEMA,
    annotations: annotations(op),
  };
  return { op, tool, layout, toolset: toolsetOf(op) };
}

/**
 * The catalog of every tool, built once per app (a duplicate id is a registry bug and fails at
 * start), with `select` giving the catalog of a toolset choice (cached: there are few).
 */
export function buildToolCatalog(ops: AnyOp[]): ToolCatalog & { select(choice: ToolsetChoice): ToolCatalog } {
  const byName = new Map<string, ToolEntry>();
  for (const op of ops) {
    if (byName.has(op.id)) throw new Error(`Duplicate operation id '${op.id}': MCP tool names must be unique.`);
    byName.set(op.id, entryFor(op));
  }
  const all: ToolCatalog = { tools: [...byName.values()].map((e) => e.tool), byName, choice: null };
  const selected = new Map<string, ToolCatalog>([['', all]]);
  const select = (choice: ToolsetChoice): ToolCatalog => {
    const key = choiceKey(choice);
    let catalog = selected.get(key);
    if (!catalog) {
      const entries = [...byName.values()].filter((e) => e.toolset !== undefined && choice!.has(e.toolset));
      catalog = { tools: entries.map((e) => e.tool), byName: new Map(entries.map((e) => [e.tool.name, e])), choice };
      selected.set(key, catalog);
    }
    return catalog;
  };
  return { ...all, select };
}
