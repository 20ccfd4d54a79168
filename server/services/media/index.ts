import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import { MAX_IMAGE_BYTES, MEDIA_PATH, mediaUrl } from '../../../src/domain/media';
import { mediaFiles } from '../../db/schema';
import { staffOf } from '../../auth/access';
import type { ServiceContext } from '../../context';
import type { ServerMessage } from '../../../src/domain/serverMessages';
import { badRequest, notFound, refusedAt } from '../../http/errors';
import { sniffImageType } from './imageType';
import { ok } from '../../http/envelope';

const TOO_LARGE: ServerMessage = { key: 'server.image_too_large', params: { megabytes: MAX_IMAGE_BYTES / (1024 * 1024) } };
const NOT_AN_IMAGE: ServerMessage = { key: 'server.not_an_image' };

/** The one uploaded file of a multipart request, its size limit turned into a per-field message. */
const readUpload = async (request: FastifyRequest) => {
  if (!request.isMultipart()) throw badRequest({ key: 'server.send_multipart' }, { file: NOT_AN_IMAGE });
  const part = await request.file();
  if (!part) throw badRequest({ key: 'server.no_file' }, { file: NOT_AN_IMAGE });
  try {
    return { name: part.filename, bytes: await part.toBuffer() };
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw refusedAt(413, 'too_large', 'file', TOO_LARGE);
    throw error;
  }
};

const idSchema = z.object({ id: z.string().regex(/^[a-f0-9]{32}$/) });

/** The media base: image upload (type from content, size capped) and download by URL. */
export const mediaService = async (app: FastifyInstance, { db }: ServiceContext) => {
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 } });

  app.post(MEDIA_PATH, { config: { access: { authenticated: true } } }, async (request, reply) => {
    const { name, bytes } = await readUpload(request);
    const contentType = sniffImageType(bytes);
    if (!contentType) throw badRequest(NOT_AN_IMAGE, { file: NOT_AN_IMAGE });
    const id = randomBytes(16).toString('hex');
    await db.insert(mediaFiles).values({
      id,
      content_type: contentType,
      size: bytes.length,
      data: bytes,
      original_name: name.slice(0, 200),
      created_by: staffOf(request).id,
    });
    return reply.status(201).send(ok({ id, url: mediaUrl(id), content_type: contentType, size: bytes.length }));
  });

  // Public: an <img> cannot send a bearer token, and the 128-bit random id is the capability.
  app.get(`${MEDIA_PATH}/:id`, { config: { access: { public: true } } }, async (request, reply) => {
    const parsed = idSchema.safeParse(request.params);
    if (!parsed.success) throw notFound('server.image_not_found');
    const [file] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, parsed.data.id));
    if (!file) throw notFound('server.image_not_found');
    return reply
      .header('Content-Type', file.content_type)
      .header('Cache-Control', 'private, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .send(file.data);
  });
};
