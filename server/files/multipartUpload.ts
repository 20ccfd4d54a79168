import type { FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import type { ServerMessage } from '@domain/serverMessages';
import { badRequest } from '../http/errors';
import type { FileStore } from './store';

/** How many first bytes an upload keeps aside, for telling its type by content. */
const HEAD_BYTES = 64;

/** The bytes of `source` as they pass, keeping the first few. */
async function* keepingHead(source: AsyncIterable<Buffer>, head: Buffer[]) {
  let kept = 0;
  for await (const chunk of source) {
    if (kept < HEAD_BYTES) {
      head.push(chunk);
      kept += chunk.length;
    }
    yield chunk;
  }
}

export interface StoredUpload {
  size: number;
  /** The file's first bytes (at least HEAD_BYTES unless the file is shorter). */
  head: Buffer;
  filename: string;
  /** True when the file passed the multipart size limit; what is stored is then cut short. */
  truncated: boolean;
}

/**
 * Streams the one file of a multipart request into the store under `key`, never whole in memory
 * (media, and the files of imports). `invalid` is the message at the `file` field when the request
 * has no file. Errors of the multipart stream (its size limit included) are thrown as they come.
 */
export const storeMultipartFile = async (request: FastifyRequest, files: FileStore, key: string, invalid: ServerMessage): Promise<StoredUpload> => {
  if (!request.isMultipart()) throw badRequest({ key: 'server.send_multipart' }, { file: invalid });
  const part = await request.file();
  if (!part) throw badRequest({ key: 'server.no_file' }, { file: invalid });
  const head: Buffer[] = [];
  const { size } = await files.write(key, Readable.from(keepingHead(part.file, head)));
  return { size, head: Buffer.concat(head), filename: part.filename, truncated: part.file.truncated };
};
