/** Simulates an unreachable store: the store and the repositories built over it fail on every call. */
import type { Services } from '../../src/http/services';
import type { Store } from '../../src/store/db';
import { createRepositories } from '../../src/store/repositories';

/** Swaps in a store whose every use throws; returns the function that puts the real one back. */
export function breakStore(services: Services): () => void {
  const real = { store: services.store, workspaces: services.workspaces, privateFoods: services.privateFoods, scans: services.scans };
  const broken = new Proxy(
    {},
    {
      get: () => {
        throw new Error('connection refused');
      },
    },
  ) as Store['db'];
  Object.assign(services, { store: { ...real.store, db: broken } }, createRepositories(broken, services.clock));
  return () => Object.assign(services, real);
}
