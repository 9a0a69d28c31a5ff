/**
 * Toolsets: the tools grouped by area, so a client can list only what its conversation needs
 * (all 80 tool definitions cost a model tens of thousands of tokens). An operation's toolset
 * follows from its path (a listed prefix) or else its OpenAPI tag; an operation neither places
 * is listed only with every tool (a test holds every registry operation to a toolset).
 * Chosen per request with the X-MCP-Toolsets header (`foods,recipes`, `all`) or one toolset in
 * the path (/mcp/x/foods); with neither, every tool, as the spec says.
 */
import { ApiError } from '../http/errors';

const TOOLSETS = {
  foods: { tags: ['Foods'], about: 'food search and detail, nutrition of ingredient lines, private foods and food logs' },
  products: { tags: ['Packaged foods'], about: 'packaged products by barcode' },
  ingredients: { tags: ['Ingredients'], about: 'units, unit conversion, amount for a nutrient target' },
  recipes: { tags: ['Recipes'], about: 'recipe search and detail, recipe nutrition calculation, import, cards and widgets' },
  intelligence: { tags: ['Nutrition intelligence'], about: 'meal text parsing, ingredient analysis, scores, alternatives' },
  vision: { tags: ['Vision', 'scans'], about: 'meal photos, nutrition labels, identify, stored scans' },
  labels: { tags: ['Labels'], about: 'FDA and EU nutrition labels (SVG, PNG, HTML) of foods, products, recipes and submitted values' },
  // End-user workspaces are 32 tools: planning documents go apart, so each set stays small.
  workspaces: { tags: ['workspaces'], about: 'end users and their private recipes, foods and food logs' },
  plans: {
    tags: ['Meal plans'],
    paths: ['/v1/users/:user_id/plans', '/v1/users/:user_id/templates', '/v1/users/:user_id/shopping-lists'],
    about: "meal-plan generation; end users' private plans, templates and shopping lists",
  },
} as const satisfies Record<string, Toolset>;

interface Toolset {
  tags: readonly string[];
  /** Path prefixes that place an operation here whatever its tag. */
  paths?: readonly string[];
  about: string;
}

export type ToolsetName = keyof typeof TOOLSETS;
export const TOOLSET_NAMES = Object.keys(TOOLSETS) as ToolsetName[];

/** A choice of toolsets; null means every tool. */
export type ToolsetChoice = ReadonlySet<ToolsetName> | null;

export const TOOLSETS_HEADER = 'x-mcp-toolsets';

const byTag = new Map<string, ToolsetName>(TOOLSET_NAMES.flatMap((name) => TOOLSETS[name].tags.map((tag) => [tag, name] as const)));
const byPath = TOOLSET_NAMES.flatMap((name) => ((TOOLSETS[name] as Toolset).paths ?? []).map((prefix) => [prefix, name] as const));

/** The toolset of an operation; undefined when neither its path nor its tag places it. */
export function toolsetOf(op: { path: string; tag: string }): ToolsetName | undefined {
  return byPath.find(([prefix]) => op.path === prefix || op.path.startsWith(`${prefix}/`))?.[1] ?? byTag.get(op.tag);
}

const isToolset = (name: string): name is ToolsetName => Object.hasOwn(TOOLSETS, name);

function unknownToolset(name: string, status: 400 | 404, where: string): ApiError {
  return new ApiError(status, `Unknown toolset '${name}' in ${where}. Known toolsets: ${TOOLSET_NAMES.join(', ')}, or all.`, {
    details: { known: [...TOOLSET_NAMES, 'all'] },
  });
}

/**
 * The X-MCP-Toolsets header: names separated by commas, case and spaces ignored. An absent or
 * empty header (nothing but commas and spaces) chooses nothing, so every tool is listed;
 * `all` anywhere means every tool; an unknown name is a 400 listing the known ones.
 */
export function toolsetsFromHeader(value: string | null): ToolsetChoice {
  const names = (value ?? '')
    .split(',')
    .map((n) => n.trim().toLowerCase())
    .filter(Boolean);
  if (names.length === 0 || names.includes('all')) return null;
  for (const name of names) if (!isToolset(name)) throw unknownToolset(name, 400, `the ${TOOLSETS_HEADER} header`);
  return new Set(names as ToolsetName[]);
}

/** One toolset named in the path (/mcp/x/<name>); unknown is a 404 listing the known ones. */
export function toolsetFromPath(segment: string): ToolsetChoice {
  const name = decodeURIComponent(segment).trim().toLowerCase();
  if (name === 'all') return null;
  if (!isToolset(name)) throw unknownToolset(name, 404, 'the path /mcp/x/<toolset>');
  return new Set([name]);
}

/** A stable key for a choice ('' for every tool), also the form a session id carries. */
export const choiceKey = (choice: ToolsetChoice): string => (choice ? [...choice].sort().join('+') : '');

/**
 * A session id that carries the choice it began with: the server stays stateless, and a client
 * echoes the id on every later request (Mcp-Session-Id), so a later request with another header,
 * or none, keeps the session's toolsets. Only a session that chose toolsets gets one.
 */
const SESSION_PREFIX = 'toolsets.';

export function sessionIdFor(choice: ToolsetChoice): string | null {
  if (!choice) return null;
  return `${SESSION_PREFIX}${choiceKey(choice)}.${crypto.randomUUID()}`;
}

/** The choice a session id carries; undefined when the id is not one of ours (ignored, as before). */
export function toolsetsFromSession(sessionId: string | null): ToolsetChoice | undefined {
  if (!sessionId?.startsWith(SESSION_PREFIX)) return undefined;
  const names = sessionId.slice(SESSION_PREFIX.length).split('.')[0]!.split('+');
  for (const name of names) if (!isToolset(name)) throw unknownToolset(name, 400, 'the Mcp-Session-Id header');
  return new Set(names as ToolsetName[]);
}
