/** The one typed bag of dependencies handed to every operation (and to nothing else). */
import type { Config } from '../config';
import type { AccountRepo } from '../store/accounts';
import type { Store } from '../store/db';
import type { Authenticator } from './auth';
import type { Logger } from './log';
import type { Clock, Ledger } from './metering';
import type { Catalog } from '../catalog/types';

export interface Services {
  config: Config;
  clock: Clock;
  store: Store;
  accounts: AccountRepo;
  ledger: Ledger;
  auth: Authenticator;
  log: Logger;
  /** Whether the reference corpus is loaded (readyz). */
  corpusReady(): boolean;
  /** The loaded reference data; throws ApiError 503 until it is loaded. */
  catalog(): Catalog;
}
