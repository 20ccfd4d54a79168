/**
 * The bench's server process (started by bench/serverProcess.ts): opens the database named in its
 * argument, serves on a free local port, tells its parent where, and on `stop` answers its own peak RSS.
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../server/app';
import { openDatabase } from '../server/db/client';
import { BENCH_AUTH_SECRET } from './benchServer';
import type { ServedDatabase, ServerMessage } from './serverProcess';

const served = JSON.parse(process.argv[2]!) as ServedDatabase;
const database = await openDatabase({ url: served.url, dataDir: served.dataDir });
const app = await buildApp({ database, authSecret: BENCH_AUTH_SECRET, filesDir: served.filesDir, jobs: served.jobs });
await app.listen({ port: 0, host: '127.0.0.1' });
const tell = (message: ServerMessage) => process.send!(message);
tell({ origin: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}` });
process.on('message', (message) => {
  if (message !== 'stop') return;
  const peakRssMb = process.resourceUsage().maxRSS / 1024;
  void app
    .close()
    .then(() => database.close())
    .then(() => {
      tell({ peakRssMb });
      process.disconnect();
    });
});
