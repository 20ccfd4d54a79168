import { resolve } from 'node:path';
import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { DEMO_ACCOUNTS } from './db/seed/accounts';
import { seedIfEmpty } from './db/seed';
import { readGeocoder } from './services/maps/geocoder';
import { readMailSettings } from './services/cms/notifications/mailSettings';

/** `npm start`: migrate, seed if empty, serve the API bases and the built console. */
const main = async () => {
  const config = readConfig(process.env, process.argv.slice(2));
  const database = await openDatabase({ url: config.databaseUrl, dataDir: resolve(config.dataDir) });
  await database.migrate();
  if (await seedIfEmpty(database.db)) {
    console.log('Seeded demo data. Sign in with:');
    console.log(`  admin   ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}`);
    console.log(`  editor  ${DEMO_ACCOUNTS.editor.email} / ${DEMO_ACCOUNTS.editor.password}`);
  }
  const app = await buildApp({
    database,
    services: config.services,
    consoleDir: config.consoleDir ? resolve(config.consoleDir) : undefined,
    authSecret: config.authSecret,
    authSettings: config.authSettings,
    trustProxy: config.trustProxy,
    browserAccess: config.browserAccess,
    filesDir: resolve(config.filesDir),
    jobs: config.jobs,
    mediaQuotaMb: config.mediaQuotaMb,
    geocoder: readGeocoder(process.env),
    mail: readMailSettings(process.env),
    prepareGeocoder: true,
    logger: process.env.LOG_REQUESTS === '1',
  });
  await app.listen({ port: config.port, host: config.host });
  console.log(`Back-office console on http://${config.host}:${config.port} (database: ${database.kind})`);

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`${signal}: finishing requests and closing the database`);
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
