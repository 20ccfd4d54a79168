import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app';
import { readAuthSettings } from '../server/auth/settings';
import { openDatabase } from '../server/db/client';
import { seedAccounts } from '../server/db/seed/accounts';

/** The signing secret of these servers: a test signs with it a token as the server would, e.g. already expired. */
export const CONSOLE_SERVER_AUTH_SECRET = 'auth-e2e-secret-0123456789abcdef';

export interface ConsoleServer {
  origin: string;
  close(): Promise<void>;
}

/**
 * A console built with its own VITE_* settings and served by its own server with its own session
 * settings, for the scenarios the shared e2e server cannot show: an identity provider configured at
 * build time and access tokens that expire within a test. The build takes a few seconds.
 */
export const startConsoleServer = async (buildEnv: Record<string, string>, serverEnv: Record<string, string>): Promise<ConsoleServer> => {
  const consoleDir = mkdtempSync(join(tmpdir(), 'bo-auth-console-'));
  const build = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', consoleDir, '--emptyOutDir'], {
    env: { ...process.env, ...buildEnv },
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error('The console build failed');

  const database = await openDatabase({});
  await database.migrate();
  await seedAccounts(database.db);
  const app = await buildApp({
    database,
    consoleDir,
    authSecret: CONSOLE_SERVER_AUTH_SECRET,
    authSettings: readAuthSettings({ ...process.env, ...serverEnv }),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(consoleDir, { recursive: true, force: true });
    },
  };
};
