import cluster from 'node:cluster';
import { resolve } from 'node:path';
import { buildApp } from './app';
import { readConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { superviseWorkers, WORKERS_NEED_POSTGRES } from './cluster';
import { DEMO_ACCOUNTS } from './db/seed/accounts';
import { seedIfEmpty } from './db/seed';
import { bundledGeocoder, readGeocoder } from './services/maps/geocoder';
import { sharePincodeIndex, takePincodeIndexFromPrimary } from './services/maps/sharedPincodeIndex';
import { readMailSettings } from './services/cms/notifications/mailSettings';
import { shutDownOnSignals } from './shutdown';

const prepareDatabase = async (database: DatabaseHandle) => {
  await database.migrate();
  if (await seedIfEmpty(database.db)) {
    console.log('Seeded demo data. Sign in with:');
    console.log(`  admin   ${DEMO_ACCOUNTS.admin.email} / ${DEMO_ACCOUNTS.admin.password}`);
    console.log(`  editor  ${DEMO_ACCOUNTS.editor.email} / ${DEMO_ACCOUNTS.editor.password}`);
  }
};

/**
 * `npm start`: migrate, seed if empty, serve the API bases and the built console. With `--workers N`
 * the primary process prepares the database once, then N worker processes serve (server/cluster.ts).
 */
const main = async () => {
  const config = readConfig(process.env, process.argv.slice(2));
  if (config.workers > 1 && cluster.isPrimary) {
    if (!config.databaseUrl) {
      console.error(WORKERS_NEED_POSTGRES);
      process.exit(1);
    }
    // Built once here while the database is prepared, and read by every worker (not built N times).
    const workerEnv = config.services.includes('maps') && readGeocoder(process.env) === bundledGeocoder ? sharePincodeIndex() : {};
    const database = await openDatabase({ url: config.databaseUrl });
    await prepareDatabase(database);
    await database.close();
    superviseWorkers(config.workers, workerEnv);
    console.log(`Back-office console on http://${config.host}:${config.port} (database: postgres, ${config.workers} workers)`);
    return;
  }
  takePincodeIndexFromPrimary();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: resolve(config.dataDir) });
  if (cluster.isPrimary) await prepareDatabase(database);
  const readDatabase = config.databaseReadUrl ? await openDatabase({ url: config.databaseReadUrl }) : undefined;
  const app = await buildApp({
    database,
    readDatabase,
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
    logLevel: config.logLevel,
    slowQueryMs: config.slowQueryMs,
  });
  await app.listen({ port: config.port, host: config.host });
  if (cluster.isPrimary) console.log(`Back-office console on http://${config.host}:${config.port} (database: ${database.kind})`);
  else console.log(`worker ${process.pid} serving`);

  shutDownOnSignals(app, database, readDatabase);
};

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
