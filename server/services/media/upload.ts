import type { FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import { MAX_IMAGE_BYTES } from '@domain/media';
import type { ServerMessage } from '@domain/serverMessages';
import { storeMultipartFile } from '../../files/multipartUpload';
import type { FileStore } from '../../files/store';
import { badRequest, refusedAt } from '../../http/errors';
import { sniffImageType } from './imageType';

const TOO_LARGE: ServerMessage = { key: 'server.image_too_large', params: { megabytes: MAX_IMAGE_BYTES / (1024 * 1024) } };
const NOT_AN_IMAGE: ServerMessage = { key: 'server.not_an_image' };

/** Where a media file's bytes live in the file store. */
export const mediaKey = (id: string) => `media/${id.slice(0, 2)}/${id}`;

/**
 * Streams an uploaded image into the store under a new media id: over the size cap 413, not an
 * image 400, both at the `file` field, and nothing left stored.
 */
export const storeUpload = async (request: FastifyRequest, files: FileStore) => {
  const id = randomBytes(16).toString('hex');
  const key = mediaKey(id);
  let stored;
  try {
    stored = await storeMultipartFile(request, files, key, NOT_AN_IMAGE);
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refusedAt(413, 'too_large', 'file', TOO_LARGE);
    throw error;
  }
  const contentType = stored.truncated ? undefined : sniffImageType(stored.head);
  if (!contentType) {
    await files.remove(key);
    if (stored.truncated) throw refusedAt(413, 'too_large', 'file', TOO_LARGE);
    throw badRequest(NOT_AN_IMAGE, { file: NOT_AN_IMAGE });
  }
  return { id, key, size: stored.size, contentType, name: stored.filename.slice(0, 200) };
};
