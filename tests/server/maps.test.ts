import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startTestServer, type TestServer } from './harness';
import { googleGeocoder } from '../../server/services/maps/geocoder';

const lookUp = (server: TestServer, token: string | undefined, pincode: string) =>
  server.request(token, { method: 'GET', url: `/svc/maps/pincodes/${pincode}` });

// The maps base reads no table: one database is enough.
describe('maps base: pincode geocoding from the bundled India Post directory', () => {
  let started: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    started = await startTestServer('pglite');
  });
  afterAll(() => started.close());

  it('answers the city, district, state and coordinates of a pincode', async () => {
    const response = await lookUp(started.server, await started.server.tokenFor('editor'), '560001');
    expect(response.statusCode).toBe(200);
    const place = response.json().body;
    expect(place).toMatchObject({ pincode: '560001', city: 'Bengaluru Urban', district: 'Bengaluru Urban', state: 'Karnataka', country: 'IN' });
    expect(place.latitude).toBeCloseTo(12.98, 1);
    expect(place.longitude).toBeCloseTo(77.6, 1);
    expect(place.areas).toContain('Vidhana Soudha');
    expect(response.headers['cache-control']).toBe('private, max-age=86400');
  }, 60_000);

  it('refuses a malformed pincode at its field, an unknown one with 404, and a guest with 401', async () => {
    const token = await started.server.tokenFor('editor');
    const malformed = await lookUp(started.server, token, '012345');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toEqual({ pincode: 'Enter a 6-digit pincode that does not start with 0' });
    const unknown = await lookUp(started.server, token, '999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('No place is known for this pincode');
    expect((await lookUp(started.server, undefined, '560001')).statusCode).toBe(401);
  }, 60_000);
});

describe('maps base: a hosted geocoder (Google Geocoding API) by configuration', () => {
  let google: Server;
  let asked: URL[] = [];
  beforeAll(async () => {
    google = createServer((request, response) => {
      const url = new URL(request.url ?? '/', 'http://localhost');
      asked.push(url);
      const found = url.searchParams.get('components')?.startsWith('postal_code:400001');
      response.setHeader('content-type', 'application/json');
      response.end(
        JSON.stringify(
          found
            ? {
                status: 'OK',
                results: [
                  {
                    address_components: [
                      { long_name: '400001', types: ['postal_code'] },
                      { long_name: 'Mumbai', types: ['locality', 'political'] },
                      { long_name: 'Mumbai City', types: ['administrative_area_level_3', 'political'] },
                      { long_name: 'Maharashtra', types: ['administrative_area_level_1', 'political'] },
                    ],
                    geometry: { location: { lat: 18.94, lng: 72.83 } },
                    postcode_localities: ['Fort', 'Colaba'],
                  },
                ],
              }
            : { status: 'ZERO_RESULTS', results: [] },
        ),
      );
    });
    await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => google.close(() => resolve())));

  it('maps its answer to the same place, with the key and an India postal-code component', async () => {
    asked = [];
    const geocoder = googleGeocoder('test-key', `http://127.0.0.1:${(google.address() as AddressInfo).port}/geocode/json`);
    expect(await geocoder.pincode('400001')).toEqual({
      pincode: '400001',
      city: 'Mumbai',
      district: 'Mumbai City',
      state: 'Maharashtra',
      country: 'IN',
      latitude: 18.94,
      longitude: 72.83,
      areas: ['Fort', 'Colaba'],
    });
    expect(asked[0]?.searchParams.get('components')).toBe('postal_code:400001|country:IN');
    expect(asked[0]?.searchParams.get('key')).toBe('test-key');
    expect(await geocoder.pincode('999999')).toBeUndefined();
  });
});
