import { resolve } from 'node:path';
import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase } from './db/client';
import { DEMO_ACCOUNTS } from './db/seed/accounts';
import { seedIfEmpty } from './db/seed';
import { readGeocoder } from './services/maps/geocoder';
import { shutDownOnSignals } from './shutdown';

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
    prepareGeocoder: true,
    logLevel: config.logLevel,
    slowQueryMs: config.slowQueryMs,
  });
  await app.listen({ port: config.port, host: config.host });
  console.log(`Back-office console on http://${config.host}:${config.port} (database: ${database.kind})`);

  shutDownOnSignals(app, database);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
