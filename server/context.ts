import type { Database } from './db/client';
import type { AuthSettings } from './auth/settings';
import type { TokenSigner } from './auth/tokens';
import type { FileStore } from './files/store';
import type { JobQueue } from './jobs/queue';
import type { Geocoder } from './services/maps/geocoder';

/** What every service's routes are given. */
export interface ServiceContext {
  db: Database;
  tokens: TokenSigner;
  authSettings: AuthSettings;
  files: FileStore;
  jobs: JobQueue;
  /** Bytes of media each employee may store (`MEDIA_QUOTA_MB`). */
  mediaQuotaBytes: number;
  geocoder: Geocoder;
}
