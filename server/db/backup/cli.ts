import { createWriteStream } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { openDatabase } from '../client';
import { backupStatements } from './dump';
import { restoreBackup } from './restore';

/**
 * `npm run backup -- <file.sql>` writes the database (DATABASE_URL, else PGlite in DATA_DIR) as plain
 * SQL; `npm run restore -- <file.sql>` loads one into an empty database, PGlite or PostgreSQL, so moving
 * from the embedded database to PostgreSQL is one restore. docs/operations.md.
 */
const [command, file] = process.argv.slice(2);
if ((command !== 'backup' && command !== 'restore') || !file) {
  console.error('Usage: npm run backup -- <file.sql> | npm run restore -- <file.sql>');
  process.exit(2);
}
const url = process.env.DATABASE_URL || undefined;
const database = await openDatabase({ url, dataDir: url ? undefined : resolve(process.env.DATA_DIR ?? 'data') });
try {
  if (command === 'backup') {
    await pipeline(Readable.from(backupStatements(database)), createWriteStream(file));
    console.log(`Backed up the ${database.kind} database to ${file}.`);
  } else {
    await restoreBackup(database, await readFile(file, 'utf8'));
    console.log(`Restored ${file} into the ${database.kind} database.`);
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
