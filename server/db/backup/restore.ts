import type { DatabaseHandle } from '../client';

/** A restore goes into an empty database only: it never mixes a backup's rows with others. */
const isEmpty = async (database: DatabaseHandle) => {
  const { rows } = await database.executeSql(
    `select count(*)::int as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind in ('r', 'p') and n.nspname in ('public', 'drizzle')`,
  );
  return Number(rows[0]?.n ?? 0) === 0;
};

/**
 * Loads a backup (backupStatements) into an empty database in one transaction, then migrates it to
 * this build (which also creates the job queue's schema). Refuses a database that has tables.
 */
export const restoreBackup = async (database: DatabaseHandle, backup: string) => {
  if (!(await isEmpty(database))) throw new Error('The database is not empty: restore into a new one (createdb, or an empty DATA_DIR).');
  await database.executeSql(`BEGIN;\n${backup}\nCOMMIT;`);
  await database.migrate();
};
