import type { FastifyInstance, FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { keptMappingOf, matchColumns, missingFields, withKeptMapping } from '@domain/imports/columns';
import {
  IMPORT_MODULES,
  MAX_IMPORT_MEGABYTES,
  importMappingSchema,
  type ImportDetail,
  type ImportRecord,
  type ImportStatus,
  type ImportTypeName,
} from '@domain/imports/imports';
import { languageOf, textIn, type Language } from '@domain/serverTranslations';
import type { ServerMessage } from '@domain/serverMessages';
import type { ResourceDefinition } from '@domain/resources';
import { forbidden, staffOf } from '../auth/access';
import { canDo } from '@domain/permissions';
import { resolveUnmatchedSchema } from '@domain/imports/unmatched';
import type { ServiceContext } from '../context';
import type { Executor } from '../db/client';
import { employees, importErrors, importMappings, imports, jobs } from '../db/schema';
import { inTransaction } from '../db/transaction';
import { recordChange } from '../history/recordChange';
import { csvLine, sendCsv } from '../http/csv';
import { badRequest, conflict, notFound } from '../http/errors';
import { parseListQuery } from '../http/listQuery';
import { exactCount, pageTotal, setListTotal } from '../http/listTotal';
import { pathId } from '../http/pathId';
import { insertJob } from '../jobs/jobsApi';
import { importDefinitionOf } from './definition';
import { applyJobType, registerImportJobs, validateJobType } from './pipeline';
import { readRecords, withDelimiter } from './records';
import type { FileKind } from './sniff';
import { storeImportFile } from './upload';
import { unmatchedValues } from './unmatched';
import { z } from 'zod';
import { idParams, listQuery, noBody } from '../openapi/common';
import { importDetailSchema, importRecordSchema } from './importRecordSchema';

type ImportRow = typeof imports.$inferSelect;

/** The file's header of the column a field was read from, else the field's name. */
const columnOf = (row: ImportRow, field: string) => {
  const column = Object.entries(row.mapping).find(([, name]) => name === field)?.[0];
  return (column === undefined ? undefined : row.headers[Number(column)]) || field;
};

/** One refusal of a row as the report writes it: `Email "name at example.com": Enter a valid email address`. */
const refusalText = (language: Language, column: string, error: { message: ServerMessage; value: string }) =>
  `${column}${error.value ? ` "${error.value}"` : ''}: ${textIn(language, error.message)}`;

/** Errors shown with an import; the whole list downloads as its error report. */
const ERRORS_SHOWN = 200;

const recordOf = (row: ImportRow, jobStatus?: string, createdByName: string | null = null): ImportRecord => ({
  id: row.id,
  type: row.type,
  // A job that failed or was cancelled leaves its import where it stood: say so.
  status: (row.status === 'validating' || row.status === 'importing') && (jobStatus === 'failed' || jobStatus === 'cancelled') ? jobStatus : row.status,
  file_name: row.file_name,
  file_size: row.file_size,
  headers: row.headers,
  mapping: row.mapping,
  counts: row.counts ?? null,
  imported: row.imported ?? null,
  job_id: row.job_id,
  error: row.error ?? null,
  created_by: row.created_by,
  created_by_name: createdByName,
  created_at: row.created_at.toISOString(),
  updated_at: row.updated_at.toISOString(),
  finished_at: row.finished_at?.toISOString() ?? null,
});

/**
 * The routes of one import type under its resource (customer-imports, product-imports,
 * variant-imports): upload, list, one with its first errors, dry run with a mapping, confirm, cancel
 * and the error report. Every one needs the `import` action of the type's module.
 */
export const registerImportRoutes = async (app: FastifyInstance, context: ServiceContext, resource: ResourceDefinition, type: ImportTypeName) => {
  const { db, files, jobs: queue } = context;
  registerImportJobs();
  const definition = importDefinitionOf(type);
  const access = { config: { access: { module: IMPORT_MODULES[type], action: 'import' as const } } };
  /** A step of one import (validate, confirm, cancel): the import as it is after it. */
  const step = (summary: string, body: z.ZodType = noBody) => ({ ...access, schema: { summary, params: idParams, body, response: { 200: importRecordSchema } } });
  const path = `/${resource.apiPath}`;
  const ofType = eq(imports.type, type);

  const findImport = async (executor: Executor, id: number, lock = false) => {
    const query = executor.select().from(imports).where(and(eq(imports.id, id), ofType));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound('server.import_not_found');
    return row;
  };
  const jobStatusOf = async (row: ImportRow) => {
    if (!row.job_id) return undefined;
    const [job] = await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, row.job_id));
    return job?.status;
  };

  /** The names of the staff who uploaded `rows`, by id. */
  const namesOf = async (executor: Executor, rows: ImportRow[]) => {
    const ids = [...new Set(rows.map((row) => row.created_by).filter((id): id is number => id !== null))];
    if (!ids.length) return new Map<number, string>();
    const found = await executor
      .select({ id: employees.id, name: sql<string>`${employees.first_name} || ' ' || ${employees.last_name}` })
      .from(employees)
      .where(inArray(employees.id, ids));
    return new Map(found.map(({ id, name }) => [id, name.trim()]));
  };
  const nameOf = async (executor: Executor, row: ImportRow) => (row.created_by === null ? null : ((await namesOf(executor, [row])).get(row.created_by) ?? null));

  /**
   * Moves an import from one of `from` to `status` with its History row, starting `jobType` (over
   * `jobTotal` rows) and running `alongside` in the same transaction.
   */
  const move = async (
    request: FastifyRequest,
    action: string,
    from: ImportStatus[],
    status: ImportStatus,
    change: (row: ImportRow) => Partial<ImportRow>,
    job?: { type: string; total: (row: ImportRow) => number; alongside?: (tx: Executor, row: ImportRow) => Promise<unknown> },
  ) => {
    const staff = staffOf(request);
    const moved = await inTransaction(db, async (tx) => {
      const row = await findImport(tx, pathId(request.params, 'server.import_not_found'), true);
      if (!from.includes(row.status)) throw conflict({ key: 'server.import_not_in_step' });
      await job?.alongside?.(tx, row);
      const started = job ? await insertJob(tx, { type: job.type, params: { importId: row.id }, createdBy: staff.id, total: job.total(row) }) : undefined;
      const [after] = await tx
        .update(imports)
        .set({ ...change(row), status, ...(started ? { job_id: started.id } : {}), updated_at: sql`now()` })
        .where(eq(imports.id, row.id))
        .returning();
      await recordChange(tx, staff.id, resource.name, row.id, row, after, action);
      return after!;
    });
    if (job && moved.job_id) await queue.enqueue(moved.job_id);
    return recordOf(moved, undefined, await nameOf(db, moved));
  };

  await app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_IMPORT_MEGABYTES * 1024 * 1024, files: 1, fields: 2 } });
    const upload = { summary: 'Upload a file (CSV or XLSX) to import; its columns are matched to fields', consumes: 'multipart/form-data', response: { 201: importRecordSchema } };
    scope.post(path, { ...access, schema: upload }, async (request, reply) => {
      const staff = staffOf(request);
      const file = await storeImportFile(request, files);
      const created = await inTransaction(db, async (tx) => {
        const [saved] = await tx.select().from(importMappings).where(eq(importMappings.type, type));
        // A mapping kept for this type wins for the headers it knows.
        const proposed = withKeptMapping(matchColumns(file.headers, definition.fields, definition.labels), file.headers, saved?.fields);
        const [row] = await tx
          .insert(imports)
          .values({
            type,
            file_key: file.key,
            file_name: file.name,
            file_size: file.size,
            format: file.format,
            headers: file.headers,
            rows_total: file.rows,
            mapping: Object.fromEntries(Object.entries(proposed).map(([column, field]) => [column, field as string])),
            created_by: staff.id,
          })
          .returning();
        await recordChange(tx, staff.id, resource.name, row!.id, undefined, row);
        return row!;
      }).catch(async (error: unknown) => {
        await files.remove(file.key);
        throw error;
      });
      return reply.code(201).send(recordOf(created, undefined, await nameOf(db, created)));
    });
  });

  app.get(path, { ...access, schema: { summary: 'Imports of this type, newest first', querystring: listQuery.pick({ range: true }), response: { 200: z.array(importRecordSchema) } } }, async (request, reply) => {
    const query = parseListQuery(request.query as Record<string, unknown>);
    const rows = await db.select().from(imports).where(ofType).orderBy(desc(imports.id)).limit(query.limit).offset(query.offset);
    const total = await pageTotal(query.offset, query.limit, rows.length, (seen) => exactCount(db, imports, ofType, seen));
    setListTotal(reply, resource.name, query.offset, rows.length, total);
    const jobIds = rows.map((row) => row.job_id).filter((id): id is number => id !== null);
    const statuses = new Map(
      jobIds.length ? (await db.select({ id: jobs.id, status: jobs.status }).from(jobs).where(inArray(jobs.id, jobIds))).map((job) => [job.id, job.status]) : [],
    );
    const names = await namesOf(db, rows);
    return rows.map((row) => recordOf(row, row.job_id ? statuses.get(row.job_id) : undefined, row.created_by === null ? null : (names.get(row.created_by) ?? null)));
  });

  app.get(`${path}/:id`, { ...access, schema: { summary: 'One import with its first refused cells', params: idParams, response: { 200: importDetailSchema } } }, async (request) => {
    const row = await findImport(db, pathId(request.params, 'server.import_not_found'));
    const errors = await db
      .select({ row: importErrors.row, field: importErrors.field, message: importErrors.message, value: importErrors.value })
      .from(importErrors)
      .where(eq(importErrors.import_id, row.id))
      .orderBy(asc(importErrors.row), asc(importErrors.field))
      .limit(ERRORS_SHOWN);
    const fields = definition.fields.map(({ name, required, orFrom }) => ({ name, required: required ?? false, ...(orFrom ? { orFrom } : {}) }));
    const unmatched = definition.unmatched ? await unmatchedValues(db, row.id, definition.unmatched) : [];
    return { ...recordOf(row, await jobStatusOf(row), await nameOf(db, row)), errors, fields, unmatched } satisfies ImportDetail;
  });

  app.post(`${path}/:id/validate`, step('Check the file with a column mapping (a dry run)', importMappingSchema), async (request) => {
    const input = importMappingSchema.parse(request.body ?? {});
    const known = new Set(definition.fields.map((field) => field.name));
    const unknown = Object.entries(input.mapping).find(([, field]) => !known.has(field));
    if (unknown) throw badRequest({ key: 'server.import_unknown_field', params: { field: unknown[1] } }, { [`mapping.${unknown[0]}`]: { key: 'server.import_unknown_field', params: { field: unknown[1] } } });
    const missing = missingFields(input.mapping, definition.fields);
    if (missing.length) throw badRequest({ key: 'server.import_missing_columns', params: { columns: missing.join(', ') } }, { mapping: { key: 'server.import_missing_columns', params: { columns: missing.join(', ') } } });
    // A second dry run (after a change of mapping) replaces the first one's errors.
    const record = await move(request, 'validate', ['uploaded', 'ready'], 'validating', () => ({ mapping: input.mapping as Record<string, string>, counts: null, chunks: 0 }), {
      type: validateJobType(type),
      total: (row) => row.rows_total,
      alongside: (tx, row) => tx.delete(importErrors).where(eq(importErrors.import_id, row.id)),
    });
    if (input.save) {
      const fields = keptMappingOf(record.headers, input.mapping);
      await db
        .insert(importMappings)
        .values({ type, fields, updated_by: staffOf(request).id })
        .onConflictDoUpdate({ target: importMappings.type, set: { fields, updated_by: staffOf(request).id, updated_at: sql`now()` } });
    }
    return record;
  });

  if (definition.unmatched) {
    const resolver = definition.unmatched;
    /** A value of the preview created as a record or mapped to one; the console then checks the file again. */
    const resolve = { summary: 'Create or map a record for a value that named none', params: idParams, body: resolveUnmatchedSchema, response: { 200: z.object({ entity: z.string(), id: z.number().int() }) } };
    app.post(`${path}/:id/resolve`, { ...access, schema: resolve }, async (request) => {
      const staff = staffOf(request);
      const input = resolveUnmatchedSchema.parse(request.body ?? {});
      const module = resolver.fields[input.field]?.module;
      if (!module) throw badRequest({ key: 'server.import_cannot_resolve' }, { field: { key: 'server.import_cannot_resolve' } });
      // Creating a condition needs the conditions module's create; mapping one changes it (edit).
      if (!canDo(staff, module, input.create ? 'create' : 'edit')) throw forbidden();
      return inTransaction(db, async (tx) => {
        const row = await findImport(tx, pathId(request.params, 'server.import_not_found'));
        if (row.status !== 'ready') throw conflict({ key: 'server.import_not_in_step' });
        return resolver.resolve(tx, staff.id, input);
      });
    });
  }

  app.post(`${path}/:id/confirm`, step('Import the rows the dry run passed'), async (request) =>
    move(request, 'confirm', ['ready'], 'importing', () => ({ imported: null }), {
      type: applyJobType(type),
      total: (row) => (row.counts?.rows ?? 0) - (row.counts?.errors ?? 0),
    }),
  );

  app.post(`${path}/:id/cancel`, step('Cancel the import'), async (request) =>
    move(request, 'cancel', ['uploaded', 'validating', 'ready', 'importing'], 'cancelled', () => ({ finished_at: new Date() })),
  );

  /**
   * The failed rows: their row in the spreadsheet first, then the row as the file had it, then what was
   * refused (the column, the value, why) in the staff member's language; formulas neutralised.
   */
  app.get(`${path}/:id/errors`, { ...access, schema: { summary: 'The refused rows as CSV, each with why', params: idParams, produces: 'text/csv' } }, async (request, reply) => {
    const row = await findImport(db, pathId(request.params, 'server.import_not_found'));
    // In the staff member's language, as the server's error texts are.
    const language = languageOf(request.headers['accept-language']);
    const refused = new Map<number, string[]>();
    for (const error of await db.select().from(importErrors).where(eq(importErrors.import_id, row.id)).orderBy(asc(importErrors.row))) {
      const texts = refused.get(error.row) ?? [];
      texts.push(refusalText(language, columnOf(row, error.field), error));
      refused.set(error.row, texts);
    }
    const lines = async function* () {
      let header = true;
      const format = await withDelimiter(() => files.read(row.file_key), row.format as Extract<FileKind, { kind: 'text' | 'xlsx' }>);
      for await (const record of readRecords(files.read(row.file_key), format)) {
        const texts = header ? undefined : refused.get(record.row);
        if (header) yield csvLine([textIn(language, { key: 'server.import_report_row' }), ...record.cells, textIn(language, { key: 'server.import_report_error' })]);
        else if (texts) yield csvLine([String(record.row), ...record.cells, texts.join('; ')]);
        header = false;
      }
    };
    const name = row.file_name.replace(/\.[^.]*$/, '').replace(/[^\w.-]+/g, '_') || 'import';
    return sendCsv(reply, `${name}-errors.csv`, lines());
  });
};

