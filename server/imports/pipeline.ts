import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { IMPORT_MODULES, IMPORT_TYPES, type ImportCounts, type ImportRowError, type ImportTypeName } from '@domain/imports/imports';
import { recordFields } from '@domain/imports/columns';
import { importErrors, imports } from '../db/schema';
import type { FileStore } from '../files/store';
import { BatchSuperseded, registerJobType, type JobBatch, type Transaction } from '../jobs/registry';
import { readChunk, writeChunk, type ChunkRow } from './chunks';
import { readDataRecords } from './cursor';
import { importDefinitionOf } from './definition';
import type { FileKind } from './sniff';

/** Records a dry-run batch validates, and so prepared rows an import batch writes (one transaction each). */
const batchRows = () => Number(process.env.IMPORT_BATCH_ROWS) || 2000;

/**
 * Records of the dry run's batch `chunk`: 250, 500, 1,000, then batchRows. A job's progress (done, rows
 * a second, time left) moves when a batch commits: the first counts come within a second, while
 * a large file still runs in full batches.
 */
const rowsOfChunk = (chunk: number) => Math.min(batchRows(), 250 * 2 ** Math.min(chunk, 8));

/** The part of a refused cell kept beside its message. */
const MAX_VALUE_SHOWN = 200;

const params = z.object({ importId: z.number().int().positive() });
type Params = z.infer<typeof params>;

export const emptyCounts = (): ImportCounts => ({ rows: 0, new: 0, updated: 0, unchanged: 0, errors: 0 });

export const validateJobType = (type: ImportTypeName) => `${type}.import-validate`;
export const applyJobType = (type: ImportTypeName) => `${type}.import`;

/** Natural keys seen by earlier batches of a dry run (row of first sight), kept between batches. */
const seenKeys = new Map<number, { chunk: number; keys: Map<string, number> }>();

const keysBefore = async (files: FileStore, importId: number, chunk: number) => {
  // A dry run starts with none (a second one after a change of mapping too).
  if (chunk === 0) return new Map<string, number>();
  const cached = seenKeys.get(importId);
  if (cached?.chunk === chunk) return cached.keys;
  // After a restart or a rolled-back batch: read the keys back from the chunks written so far.
  const keys = new Map<string, number>();
  for (let earlier = 0; earlier < chunk; earlier++) for (const row of await readChunk(files, importId, earlier)) keys.set(row.key, row.row);
  return keys;
};

/**
 * A batch looks its records up by natural key, thousands at once. GIN trigram indexes (variants' SKU
 * and barcode, for `q`) answer `=` too and the planner takes them, at seconds a batch on keys sharing
 * trigrams ("BENCH-VAR-…"); without bitmap scans, which GIN needs, the keys' btree indexes serve.
 */
const preferKeyIndexes = (tx: Transaction) => tx.execute(sql`set local enable_bitmapscan = off`);

/**
 * The import, if still at `status`. A dry-run batch locks it, so a cancel waits for the batch. An import
 * batch does not (a lock held by a batch beside it would keep a cancel waiting for as long as
 * batches follow each other); it writes its counts only while the import is still importing, and
 * otherwise is superseded (rolled back, and run again to find the import cancelled).
 */
const importOf = async (tx: Transaction, importId: number, status: 'validating' | 'importing') => {
  const query = tx
    .select()
    .from(imports)
    .where(and(eq(imports.id, importId), eq(imports.status, status)));
  const [record] = status === 'validating' ? await query.for('update') : await query;
  return record;
};

interface ValidateCheckpoint {
  position: number;
  chunk: number;
  counts: ImportCounts;
}

/** The dry run: every record validated by the type's form schema and classified; nothing written but its report. */
const validateBatch = async (tx: Transaction, { importId }: Params, at: ValidateCheckpoint | undefined, files: FileStore) => {
  await preferKeyIndexes(tx);
  const record = await importOf(tx, importId, 'validating');
  const checkpoint = at ?? { position: 0, chunk: 0, counts: emptyCounts() };
  if (!record) return { checkpoint, processed: 0, finished: true };
  const definition = importDefinitionOf(record.type);
  const rows = rowsOfChunk(checkpoint.chunk);
  const batch = await readDataRecords(files, record.file_key, record.format as Extract<FileKind, { kind: 'text' | 'xlsx' }>, checkpoint.position, rows);
  // Each record keeps the row a spreadsheet shows it at, blank lines and the header counted.
  const records = batch.map(({ row, cells }) => ({ row, cells: recordFields(cells, record.mapping) }));
  const cellsOfRow = new Map(records.map(({ row, cells }) => [row, cells]));
  /** The refused cell beside its message: what the row holds in the field's column. */
  const withValue = (error: ImportRowError): ImportRowError => ({ ...error, value: (error.value ?? cellsOfRow.get(error.row)?.[error.field] ?? '').slice(0, MAX_VALUE_SHOWN) });
  const prepared = await definition.prepare(
    tx,
    records.filter(({ cells }) => !definition.continues?.(cells)),
  );
  const seen = await keysBefore(files, importId, checkpoint.chunk);
  const chunkRows: ChunkRow[] = [];
  const errors: ImportRowError[] = [];
  const counts = { ...checkpoint.counts };
  for (const row of prepared) {
    counts.rows += 1;
    if ('errors' in row) {
      errors.push(...row.errors.map(withValue));
      counts.errors += 1;
      continue;
    }
    const first = seen.get(row.key);
    if (first !== undefined) {
      errors.push(withValue({ row: row.row, field: definition.keyField, message: { key: 'server.import_listed_twice', params: { row: first } } }));
      counts.errors += 1;
      continue;
    }
    seen.set(row.key, row.row);
    chunkRows.push(row);
    counts[row.outcome] += 1;
  }
  await writeChunk(files, importId, checkpoint.chunk, chunkRows);
  if (errors.length) {
    await tx
      .insert(importErrors)
      .values(errors.map((error) => ({ import_id: importId, ...error })))
      .onConflictDoNothing();
  }
  const finished = batch.length < rows;
  const next = { position: checkpoint.position + batch.length, chunk: checkpoint.chunk + 1, counts };
  await tx
    .update(imports)
    .set({ counts, chunks: next.chunk, updated_at: sql`now()`, ...(finished ? { status: 'ready' as const } : {}) })
    .where(eq(imports.id, importId));
  if (finished) seenKeys.delete(importId);
  else seenKeys.set(importId, { chunk: next.chunk, keys: seen });
  return { checkpoint: next, processed: batch.length, total: record.rows_total, finished, result: { ...counts } };
};

interface ApplyCheckpoint {
  chunk: number;
}

/** `imported` plus a batch's counts, added in the database: the batches running beside it add their own. */
const importedPlus = (added: Omit<ImportCounts, 'errors'>, errors: number) =>
  sql`jsonb_build_object(${sql.join(
    (Object.keys(added) as (keyof typeof added)[]).map((key) => sql`${key}::text, coalesce((${imports.imported} ->> ${key}::text)::int, 0) + ${added[key]}::int`),
    sql`, `,
  )}, 'errors', ${errors}::int)`;

/**
 * The import: the dry run's prepared rows upserted chunk by chunk, each chunk in the batch's transaction.
 * The next chunk is known before a batch runs, so on PostgreSQL batches overlap (see JobType).
 */
const applyBatch = async (tx: Transaction, { params: { importId }, checkpoint: at, created_by: actor, awaitTurn }: JobBatch<Params, ApplyCheckpoint>, files: FileStore) => {
  await preferKeyIndexes(tx);
  const record = await importOf(tx, importId, 'importing');
  const checkpoint = at ?? { chunk: 0 };
  if (!record) return { checkpoint, processed: 0, finished: true };
  const rows = checkpoint.chunk < record.chunks ? await readChunk(files, importId, checkpoint.chunk) : [];
  const changing = rows.filter((row) => row.outcome !== 'unchanged');
  const written = await importDefinitionOf(record.type).write(
    tx,
    actor,
    changing.map((row) => row.data),
    changing.map((row) => ({ import_id: importId, file_name: record.file_name, row: row.row })),
  );
  const added = {
    rows: rows.length,
    new: written.new,
    updated: written.updated,
    unchanged: written.unchanged + rows.filter((row) => row.outcome === 'unchanged').length,
  };
  const next = { chunk: checkpoint.chunk + 1 };
  const finished = next.chunk >= record.chunks;
  await awaitTurn();
  const [counted] = (await tx
    .update(imports)
    .set({ imported: importedPlus(added, record.counts?.errors ?? 0), updated_at: sql`now()`, ...(finished ? { status: 'done' as const, finished_at: sql`now()` } : {}) })
    .where(and(eq(imports.id, importId), eq(imports.status, 'importing')))
    .returning({ imported: imports.imported })) as { imported: ImportCounts }[];
  if (!counted) throw new BatchSuperseded('The import was cancelled while its batch ran');
  const { imported } = counted;
  const total = (record.counts?.rows ?? 0) - (record.counts?.errors ?? 0);
  return { checkpoint: next, processed: rows.length, total, finished, result: { ...imported } };
};

let jobsRegistered = false;

/** One dry-run and one import job type per import type, each under the type's module (once per process). */
export const registerImportJobs = () => {
  if (jobsRegistered) return;
  jobsRegistered = true;
  for (const type of IMPORT_TYPES) {
    registerJobType<Params, ValidateCheckpoint>(validateJobType(type), {
      module: IMPORT_MODULES[type],
      params,
      runBatch: (tx, job, { files }) => validateBatch(tx, job.params, job.checkpoint, files),
    });
    registerJobType<Params, ApplyCheckpoint>(applyJobType(type), {
      module: IMPORT_MODULES[type],
      params,
      runBatch: (tx, job, { files }) => applyBatch(tx, job, files),
      nextCheckpoint: (at) => ({ chunk: (at?.chunk ?? 0) + 1 }),
    });
  }
};
