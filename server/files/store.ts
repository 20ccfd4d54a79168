import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** An inclusive byte range, as HTTP ranges are. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * Where uploaded files live. Keys are paths of lowercase segments (`media/3f…`). Only the local
 * directory store exists; an S3-compatible store would implement the same four calls.
 */
export interface FileStore {
  /** Streams `source` under `key`; the file appears under its key only once whole. */
  write(key: string, source: Readable): Promise<{ size: number }>;
  /** The file, or one range of it, as a stream. */
  read(key: string, range?: ByteRange): Readable;
  /** The file's size, or undefined when there is none. */
  size(key: string): Promise<number | undefined>;
  remove(key: string): Promise<void>;
}

const KEY = /^[a-z0-9_-]+(\/[a-z0-9_-]+)*$/;

/** Files in a directory (`FILES_DIR`, by default `DATA_DIR/files`), two levels deep at most per key segment. */
export const createLocalFileStore = (root: string): FileStore => {
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error(`Invalid file key ${JSON.stringify(key)}`);
    return join(root, key);
  };
  return {
    async write(key, source) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Written beside its place and renamed: a crash never leaves half a file under the key.
      const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
      try {
        await pipeline(source, createWriteStream(partial, { flags: 'wx' }));
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      return { size: (await stat(path)).size };
    },
    read: (key, range) => createReadStream(pathOf(key), range),
    async size(key) {
      try {
        return (await stat(pathOf(key))).size;
      } catch (error) {
        if ((error as { code?: string }).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    remove: (key) => rm(pathOf(key), { force: true }),
  };
};
