/** An honest registry: every operation id is written literally, exactly once, in src/ops, so grep finds each operation. */
import { expect, test } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { operations } from '../../src/ops';
import { adminOps } from '../../src/ops/admin';
import { labelOps } from '../../src/ops/labels';

test('every operation id, admin ones included, appears literally once in src/ops', () => {
  const dir = join(import.meta.dir, '../../src/ops');
  // Folders too: the workspace operations live in src/ops/workspaces/.
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((f) => f.endsWith('.ts'));
  const text = files.map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
  const notOnce = [...operations, ...adminOps].map((o) => [o.id, text.split(`'${o.id}'`).length - 1] as const).filter(([, n]) => n !== 1);
  expect(notOnce).toEqual([]);
});

test("the spec's 80 operations, and those issues added, are the registry; admin operations stay outside it (no MCP tool, no public OpenAPI entry)", () => {
  // Issue 36: food, product, recipe and submitted-value labels.
  expect(operations).toHaveLength(80 + labelOps.length);
  expect(operations.filter((o) => o.access === 'admin')).toEqual([]);
  expect(adminOps.length).toBeGreaterThan(0);
  for (const o of adminOps)
    expect({ id: o.id, access: o.access, cost: o.cost, path: o.path.startsWith('/admin/') }).toEqual({ id: o.id, access: 'admin', cost: 0, path: true });
});
