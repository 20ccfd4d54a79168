import type { Database } from './client';

const replicas = new WeakMap<Database, Database>();

/**
 * Lists, which tolerate a moment's lag, read from a replica when one is configured
 * (DATABASE_READ_URL); writes, and any read of the request that follows a write, stay on the primary.
 */
export const useReadReplica = (primary: Database, replica: Database) => {
  replicas.set(primary, replica);
};

/** Where a lag-tolerant read goes: the primary's replica, else the primary itself. */
export const readerOf = (primary: Database): Database => replicas.get(primary) ?? primary;
