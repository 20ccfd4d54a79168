import { and, asc, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { z } from 'zod';
import { jobs, mediaFiles } from '../../db/schema';
import type { ServiceContext } from '../../context';
import { registerJobType } from '../../jobs/registry';
import { startJob } from '../../jobs/jobsApi';
import { mediaKey } from './upload';

const MOVE_TO_FILES = 'media.move-to-files';
const BATCH = 20;

/**
 * Media stored as bytea before file storage move to files, a few rows a batch; until then the media
 * route serves them from the row, so their URLs never change. Checkpoint: the last id moved.
 * Writing a file again under the same key is harmless, so a batch rolled back and run again is too.
 */
registerJobType<Record<string, never>, string>(MOVE_TO_FILES, {
  // Shown to whoever may list products: most images are catalogue images.
  module: 'products',
  params: z.object({}).strict() as z.ZodType<Record<string, never>>,
  async runBatch(tx, job, { files }) {
    const after = job.checkpoint ?? '';
    const waiting = and(isNull(mediaFiles.storage_key), gt(mediaFiles.id, after));
    const rows = await tx
      .select({ id: mediaFiles.id, data: mediaFiles.data })
      .from(mediaFiles)
      .where(waiting)
      .orderBy(asc(mediaFiles.id))
      .limit(BATCH);
    const total = job.checkpoint === undefined ? (await tx.select({ n: count() }).from(mediaFiles).where(waiting))[0]?.n : undefined;
    for (const row of rows) {
      const key = mediaKey(row.id);
      await files.write(key, Readable.from([Buffer.from(row.data ?? [])]));
      await tx.update(mediaFiles).set({ storage_key: key, data: null }).where(eq(mediaFiles.id, row.id));
    }
    return { checkpoint: rows.at(-1)?.id ?? after, processed: rows.length, total, finished: rows.length < BATCH };
  },
});

/** On start: a move job when rows wait in bytea and none is under way already. */
export const startMovingMediaToFiles = async ({ db, jobs: queue }: ServiceContext) => {
  const [waiting] = await db.select({ id: mediaFiles.id }).from(mediaFiles).where(isNull(mediaFiles.storage_key)).limit(1);
  if (!waiting) return;
  const [underWay] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.type, MOVE_TO_FILES), inArray(jobs.status, ['queued', 'running'])))
    .limit(1);
  if (!underWay) await startJob(db, queue, { type: MOVE_TO_FILES, params: {}, createdBy: null });
};
