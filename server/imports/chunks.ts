import { Readable } from 'node:stream';
import type { FileStore } from '../files/store';

/** Where the dry run keeps the prepared rows of batch `chunk` of an import. */
export const chunkKey = (importId: number, chunk: number) => `imports/${importId}/chunk-${chunk}`;
export const importFileKey = (importId: string) => `imports/uploads/${importId}`;

export interface ChunkRow {
  row: number;
  key: string;
  outcome: 'new' | 'updated' | 'unchanged';
  data: unknown;
}

/** Written whole under its key (a rolled-back batch that runs again writes the same file). */
export const writeChunk = (files: FileStore, importId: number, chunk: number, rows: ChunkRow[]) =>
  files.write(chunkKey(importId, chunk), Readable.from([JSON.stringify(rows)]));

export const readChunk = async (files: FileStore, importId: number, chunk: number): Promise<ChunkRow[]> => {
  const parts: Buffer[] = [];
  for await (const part of files.read(chunkKey(importId, chunk)) as AsyncIterable<Buffer>) parts.push(part);
  return JSON.parse(Buffer.concat(parts).toString('utf8')) as ChunkRow[];
};
