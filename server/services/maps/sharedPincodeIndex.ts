import cluster from 'node:cluster';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pincodeIndexFrom, writePincodeIndexFile } from './pincodeDirectory';

/**
 * `--workers N` and the pincode index: the primary builds it once into a file and each worker reads that
 * file, instead of N builds (each a process parsing the whole directory, peaking near 300 MB) as the workers
 * start. A worker asks the primary where the file is, so a replacement forked later asks too.
 */
const ASK = 'pincode-index?';
const ANSWER = 'pincode-index';
/** Set in the workers' environment by a primary that shares its index. */
const SHARED = 'PINCODE_INDEX_FROM_PRIMARY';

type Answer = { type: typeof ANSWER; path?: string; error?: string };
const isAnswer = (message: unknown): message is Answer => (message as Answer | null)?.type === ANSWER;

/** In the primary: starts the build and answers the workers once it is written; returns the workers' environment. */
export const sharePincodeIndex = (): Record<string, string> => {
  const dir = mkdtempSync(join(tmpdir(), 'pincode-index-'));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const path = join(dir, 'pincodes.json');
  const started = performance.now();
  const answer = writePincodeIndexFile(path).then(
    (): Answer => {
      console.log(`pincode index built once for the workers in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      return { type: ANSWER, path };
    },
    (error: unknown): Answer => {
      console.error('the pincode index could not be built for the workers; each builds its own', error);
      return { type: ANSWER, error: String(error) };
    },
  );
  cluster.on('message', (worker, message: unknown) => {
    if ((message as { type?: string } | null)?.type !== ASK) return;
    void answer.then((reply) => worker.isConnected() && worker.send(reply));
  });
  return { [SHARED]: '1' };
};

/** The file's path, from the primary; rejects when it could not build one. */
const askPrimary = () =>
  new Promise<string>((resolve, reject) => {
    const listen = (message: unknown) => {
      if (!isAnswer(message)) return;
      process.off('message', listen);
      if (message.path) resolve(message.path);
      else reject(new Error(message.error));
    };
    process.on('message', listen);
    process.send?.({ type: ASK });
  });

/** In a worker of a primary that shares its index: takes it from there. Says whether it does. */
export const takePincodeIndexFromPrimary = () => {
  if (!cluster.isWorker || process.env[SHARED] !== '1') return false;
  pincodeIndexFrom(askPrimary);
  return true;
};
