import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { lookUpPincode, pincodeIndexFrom, readPincodeIndexFile, writePincodeIndexFile } from '../../server/services/maps/pincodeDirectory';

// Where the index comes from is the module's state (as in a cluster worker), and the server tests share
// their modules: the last test points it back at the real directory's index for the files after this one.
const dir = mkdtempSync(join(tmpdir(), 'pincode-index-test-'));
const built = join(dir, 'built.json');

it('writes the index to a file, as the primary of --workers does, that reads back whole', async () => {
  await writePincodeIndexFile(built);
  const index = await readPincodeIndexFile(built);
  expect(index.size).toBeGreaterThan(10_000);
  expect(index.get('560001')).toMatchObject({ pincode: '560001', city: 'Bengaluru Urban', state: 'Karnataka', country: 'IN' });
}, 60_000);

it('answers lookups from the file it is pointed at, without building its own', async () => {
  // A pincode the directory has not: found only if the lookup read this file.
  const path = join(dir, 'given.json');
  const place = { pincode: '999999', city: 'Testpur', district: 'Testpur', state: 'Nowhere', country: 'IN', latitude: null, longitude: null, areas: ['Test Nagar'] };
  writeFileSync(path, JSON.stringify([place]));
  pincodeIndexFrom(() => Promise.resolve(path));
  expect(await lookUpPincode('999999')).toEqual(place);
  expect(await lookUpPincode('560001')).toBeUndefined();
  pincodeIndexFrom(() => Promise.resolve(built));
  expect(await lookUpPincode('999999')).toBeUndefined();
  expect((await lookUpPincode('560001'))?.city).toBe('Bengaluru Urban');
});
