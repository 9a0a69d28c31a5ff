/**
 * Every success body a harness request gets is checked against the declared response schema of
 * the operation that answered it (TypeBox Value.Check): a schema that disagrees with a real
 * response fails the test that made the request. Ids of the operations checked are kept, so a
 * test can say which operations the walk covered.
 */
import { Value } from '@sinclair/typebox/value';
import type { AnyOp } from '../../src/http/op';

export const checkedOps = new Set<string>();

export class ResponseSchemaMismatch extends Error {}

interface Route {
  op: AnyOp;
  re: RegExp;
}

export function responseChecker(ops: AnyOp[]): (request: Request, response: Response) => Promise<void> {
  // Static segments win over parameters (/v1/recipes/search before /v1/recipes/:id), as in the router.
  const routes: Route[] = [...ops]
    .sort((a, b) => a.path.split(':').length - b.path.split(':').length)
    .map((op) => ({ op, re: new RegExp(`^${op.path.replace(/:[A-Za-z_]+/g, '[^/]+')}/?$`) }));
  return async (request, response) => {
    if (response.status < 200 || response.status >= 300) return;
    if (!(response.headers.get('content-type') ?? '').startsWith('application/json')) return;
    const path = new URL(request.url).pathname;
    const op = routes.find((r) => r.op.method === request.method && r.re.test(path))?.op;
    if (!op?.response) return;
    const bytes = new Uint8Array(await response.clone().arrayBuffer());
    const text = new TextDecoder().decode(response.headers.get('content-encoding') === 'gzip' ? Bun.gunzipSync(bytes) : bytes);
    const body = JSON.parse(text) as unknown;
    if (!Value.Check(op.response, body)) {
      const errors = [...Value.Errors(op.response, body)]
        .slice(0, 3)
        .map((e) => `${e.path || '/'}: ${e.message} (got ${JSON.stringify(e.value)?.slice(0, 80)})`);
      throw new ResponseSchemaMismatch(`${op.id}: response disagrees with its declared schema: ${errors.join('; ')}`);
    }
    checkedOps.add(op.id);
  };
}
