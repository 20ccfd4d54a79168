import postgres from 'postgres';
import type { TestProject } from 'vitest/node';

/**
 * Finds PostgreSQL for the server tests: TEST_DATABASE_URL, else the local server on 127.0.0.1:5432.
 * When none answers, the server tests run on PGlite alone and say so.
 */
const CANDIDATE = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export default async function setup(project: TestProject) {
  const client = postgres(CANDIDATE, { max: 1, connect_timeout: 3, onnotice: () => undefined });
  let reachable = false;
  try {
    await client`select 1`;
    reachable = true;
  } catch {
    reachable = false;
  } finally {
    await client.end({ timeout: 1 }).catch(() => undefined);
  }
  if (reachable) console.log(`Server tests run on PGlite and on PostgreSQL (${CANDIDATE.replace(/\/\/[^@]*@/, '//')}).`);
  else console.log('PostgreSQL is not reachable: server tests run on PGlite only; PostgreSQL was skipped.');
  project.provide('postgresAdminUrl', reachable ? CANDIDATE : '');
}

declare module 'vitest' {
  export interface ProvidedContext {
    postgresAdminUrl: string;
  }
}
