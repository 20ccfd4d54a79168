import type { FastifyInstance } from 'fastify';
import multipart from '@fastify/multipart';
import { eq, sql } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { MAX_IMAGE_BYTES, MEDIA_PATH, canUploadMedia, mediaUrl } from '@domain/media';
import { mediaFiles } from '../../db/schema';
import { forbidden, staffOf } from '../../auth/access';
import type { ServiceContext } from '../../context';
import { notFound, refusedAt } from '../../http/errors';
import { ok } from '../../http/envelope';
import { envelope } from '../../openapi/common';
import { rowsOf } from '../../http/listTotal';
import { sendRanged, type Servable } from '../../files/range';
import { storeUpload } from './upload';
import { startMovingMediaToFiles } from './moveToFiles';

const idSchema = z.object({ id: z.string().regex(/^[a-f0-9]{32}$/) });
const uploadAnswer = envelope(z.object({ id: z.string(), url: z.string(), content_type: z.string(), size: z.number().int() }));
const MEGABYTE = 1024 * 1024;
const megabytes = (bytes: number) => Math.round((bytes / MEGABYTE) * 10) / 10;

/** The media base: image upload (type from content, size capped, per-employee quota) and download by URL. */
export const mediaService = async (app: FastifyInstance, context: ServiceContext) => {
  const { db, files, mediaQuotaBytes } = context;
  await app.register(multipart, { limits: { fileSize: MAX_IMAGE_BYTES, files: 1, fields: 5 } });
  app.addHook('onReady', () => startMovingMediaToFiles(context));

  app.post(MEDIA_PATH, { config: { access: { authenticated: true } }, schema: { summary: 'Upload an image (one file part)', consumes: 'multipart/form-data', response: { 201: uploadAnswer } } }, async (request, reply) => {
    const staff = staffOf(request);
    if (!canUploadMedia(staff)) throw forbidden('server.media_upload_forbidden');
    const upload = await storeUpload(request, files);
    try {
      await db.transaction(async (tx) => {
        // One upload at a time per employee, so two at once cannot both fit the last of the quota.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext('media quota'), ${staff.id}::int)`);
        const [{ used } = { used: 0 }] = rowsOf<{ used: number }>(
          await tx.execute(sql`select coalesce(sum(${mediaFiles.size}), 0)::bigint::float8 as used from ${mediaFiles} where ${mediaFiles.created_by} = ${staff.id}`),
        );
        if (Number(used) + upload.size > mediaQuotaBytes) {
          throw refusedAt(413, 'quota_exceeded', 'file', {
            key: 'server.media_quota_exceeded',
            params: { used: megabytes(Number(used)), quota: megabytes(mediaQuotaBytes) },
          });
        }
        await tx.insert(mediaFiles).values({
          id: upload.id,
          content_type: upload.contentType,
          size: upload.size,
          storage_key: upload.key,
          original_name: upload.name,
          created_by: staff.id,
        });
      });
    } catch (error) {
      await files.remove(upload.key);
      throw error;
    }
    return reply.status(201).send(ok({ id: upload.id, url: mediaUrl(upload.id), content_type: upload.contentType, size: upload.size }));
  });

  // Public: an <img> cannot send a bearer token, and the 128-bit random id is the capability.
  app.get(`${MEDIA_PATH}/:id`, { config: { access: { public: true } }, schema: { summary: 'An uploaded image (Range requests)', params: idSchema, produces: 'image/*' } }, async (request, reply) => {
    const parsed = idSchema.safeParse(request.params);
    if (!parsed.success) throw notFound('server.image_not_found');
    const [file] = await db
      .select({
        content_type: mediaFiles.content_type,
        storage_key: mediaFiles.storage_key,
        // The bytes of a row not yet moved to file storage; never loaded for the others.
        data: sql<Buffer | Uint8Array | null>`case when ${mediaFiles.storage_key} is null then ${mediaFiles.data} end`,
      })
      .from(mediaFiles)
      .where(eq(mediaFiles.id, parsed.data.id));
    if (!file) throw notFound('server.image_not_found');
    let servable: Servable;
    if (file.storage_key) {
      const key = file.storage_key;
      const size = await files.size(key);
      if (size === undefined) throw notFound('server.image_not_found');
      servable = { size, contentType: file.content_type, read: (range) => files.read(key, range) };
    } else {
      const bytes = Buffer.from(file.data ?? []);
      servable = {
        size: bytes.length,
        contentType: file.content_type,
        read: (range) => Readable.from([range ? bytes.subarray(range.start, range.end + 1) : bytes]),
      };
    }
    reply.header('Cache-Control', 'private, max-age=31536000, immutable').header('X-Content-Type-Options', 'nosniff');
    return sendRanged(request, reply, servable);
  });
};
