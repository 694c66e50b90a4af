import type { Config } from '../config';
import type { Database } from '../db/client';

/** What every API module gets when it is registered. */
export interface ModuleDeps {
  db: Database;
  config: Config;
}
