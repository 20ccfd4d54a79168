import type { FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { MAX_IMAGE_BYTES } from '../../../src/domain/media';
import type { ServerMessage } from '../../../src/domain/serverMessages';
import type { FileStore } from '../../files/store';
import { badRequest, refusedAt } from '../../http/errors';
import { sniffImageType } from './imageType';

const TOO_LARGE: ServerMessage = { key: 'server.image_too_large', params: { megabytes: MAX_IMAGE_BYTES / (1024 * 1024) } };
export const NOT_AN_IMAGE: ServerMessage = { key: 'server.not_an_image' };

/** Where a media file's bytes live in the file store. */
export const mediaKey = (id: string) => `media/${id.slice(0, 2)}/${id}`;

/** The bytes of `source` as they pass, keeping the first few (enough to tell the image type). */
async function* keepingHead(source: AsyncIterable<Buffer>, head: Buffer[]) {
  let kept = 0;
  for await (const chunk of source) {
    if (kept < 16) {
      head.push(chunk);
      kept += chunk.length;
    }
    yield chunk;
  }
}

/**
 * Streams the one file of a multipart request into the store under a new media id, never whole in
 * memory: over the size cap 413, not an image 400, both at the `file` field, and nothing left stored.
 */
export const storeUpload = async (request: FastifyRequest, files: FileStore) => {
  if (!request.isMultipart()) throw badRequest({ key: 'server.send_multipart' }, { file: NOT_AN_IMAGE });
  const part = await request.file();
  if (!part) throw badRequest({ key: 'server.no_file' }, { file: NOT_AN_IMAGE });
  const id = randomBytes(16).toString('hex');
  const key = mediaKey(id);
  const head: Buffer[] = [];
  let size: number;
  try {
    ({ size } = await files.write(key, Readable.from(keepingHead(part.file, head))));
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refusedAt(413, 'too_large', 'file', TOO_LARGE);
    throw error;
  }
  const contentType = part.file.truncated ? undefined : sniffImageType(Buffer.concat(head));
  if (!contentType) {
    await files.remove(key);
    if (part.file.truncated) throw refusedAt(413, 'too_large', 'file', TOO_LARGE);
    throw badRequest(NOT_AN_IMAGE, { file: NOT_AN_IMAGE });
  }
  return { id, key, size, contentType, name: part.filename.slice(0, 200) };
};
