import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer } from './harness';
import { pincodeIndexReady, pincodeIndexState } from '../../server/services/maps/pincodeDirectory';

// A file of its own: the pincode index is the module's, and maps.test.ts builds it on first use.
describe('maps base: the pincode index is built at start, so the first lookup needs no build', () => {
  let started: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    started = await startTestServer('pglite', { prepareGeocoder: true });
  });
  afterAll(() => started.close());

  it('starts the build with the server, without anyone looking up, and answers the first lookup from it', async () => {
    // Nothing has looked a pincode up: the server's start began the build.
    expect(pincodeIndexState()).not.toBe('idle');
    // The server answers other routes meanwhile.
    expect((await started.server.request(undefined, { method: 'GET', url: '/svc/health' })).statusCode).toBe(200);
    await pincodeIndexReady();
    expect(pincodeIndexState()).toBe('ready');
    const response = await started.server.request(await started.server.tokenFor('editor'), { method: 'GET', url: '/svc/maps/pincodes/560001' });
    expect(response.statusCode).toBe(200);
    expect(response.json().body).toMatchObject({ pincode: '560001', city: 'Bengaluru Urban', state: 'Karnataka' });
    expect(pincodeIndexState()).toBe('ready');
  }, 60_000);
});
