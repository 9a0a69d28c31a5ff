/** The one typed bag of dependencies handed to every operation (and to nothing else). */
import type { Config } from '../config';
import type { AccountRepo } from '../store/accounts';
import type { Store } from '../store/db';
import type { Authenticator } from './auth';
import type { Logger } from './log';
import type { Clock, Ledger } from './metering';

export interface Services {
  config: Config;
  clock: Clock;
  store: Store;
  accounts: AccountRepo;
  ledger: Ledger;
  auth: Authenticator;
  log: Logger;
  /** Whether the reference corpus is loaded (readyz); operations that need it answer 503 until then. */
  corpusReady(): boolean;
}
