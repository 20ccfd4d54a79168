import type { FileStore } from '../files/store';
import { readRecords, withDelimiter, type FileRecord } from './records';
import type { FileKind } from './sniff';

type Readable = Extract<FileKind, { kind: 'text' | 'xlsx' }>;

interface OpenCursor {
  records: AsyncGenerator<FileRecord>;
  /** Data records (after the header) handed out so far. */
  position: number;
  lastUsed: number;
}

/** Cursors left unused this long are closed (their job was cancelled or moved to another server). */
const IDLE_MS = 5 * 60_000;
const open = new Map<string, OpenCursor>();

const closeIdle = (now: number) => {
  for (const [key, cursor] of open) {
    if (now - cursor.lastUsed > IDLE_MS) {
      void cursor.records.return(undefined);
      open.delete(key);
    }
  }
};

/**
 * The next data records of a stored import file from `position` on. A job's batches read on where the
 * previous one stopped (the open parser is kept between them); after a restart, or when a batch was
 * rolled back and runs again, the file is read from its start and skipped to `position`.
 */
export const readDataRecords = async (files: FileStore, key: string, kind: Readable, position: number, count: number): Promise<FileRecord[]> => {
  const now = Date.now();
  closeIdle(now);
  let cursor = open.get(key);
  if (!cursor || cursor.position !== position) {
    if (cursor) void cursor.records.return(undefined);
    const records = readRecords(files.read(key), await withDelimiter(() => files.read(key), kind));
    await records.next(); // the header
    cursor = { records, position: 0, lastUsed: now };
    for (; cursor.position < position; cursor.position++) if ((await records.next()).done) break;
    open.set(key, cursor);
  }
  const batch: FileRecord[] = [];
  while (batch.length < count) {
    const next = await cursor.records.next();
    if (next.done) break;
    batch.push(next.value);
  }
  cursor.position += batch.length;
  cursor.lastUsed = now;
  if (batch.length < count) {
    open.delete(key);
    void cursor.records.return(undefined);
  }
  return batch;
};
