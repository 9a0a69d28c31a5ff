/** An honest registry: every operation id is written literally, exactly once, in src/ops, so grep finds each operation. */
import { expect, test } from 'bun:test';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { operations } from '../../src/ops';

test('every operation id appears literally once in src/ops', () => {
  const dir = join(import.meta.dir, '../../src/ops');
  const text = readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8')).join('\n');
  const notOnce = operations.map((o) => [o.id, text.split(`'${o.id}'`).length - 1] as const).filter(([, n]) => n !== 1);
  expect(notOnce).toEqual([]);
});
