import type { Database } from './db/client';
import type { AuthSettings } from './auth/settings';
import type { TokenSigner } from './auth/tokens';

/** What every service's routes are given. */
export interface ServiceContext {
  db: Database;
  tokens: TokenSigner;
  authSettings: AuthSettings;
}
