import { expect } from 'vitest';
import { eq } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { createLocalFileStore, type FileStore } from '../../server/files/store';
import { chunkKey } from '../../server/imports/chunks';
import { BATCHES_IN_FLIGHT, runJob } from '../../server/jobs/runner';
import { employees, jobs, roles } from '../../server/db/schema';
import { DEMO_STAFF_PASSWORD } from '../../server/db/seed/employees';
import type { TestServer } from './harness';
import { multipart } from './mediaApi';
import { tokenOf } from './employeeApi';

/** An import record as a dry run or an import answers it: the job it started. */
type JobStart = { id: number; job_id: number | null };

/** Helpers for the import pipeline in server tests: upload, dry run, confirm, each job run to its end. */
export const importsApi = (server: () => TestServer, filesDir: string, path: string) => {
  const files = createLocalFileStore(filesDir);
  /**
   * Runs a job's batches as the server's queue does (overlapping on PostgreSQL); `batches` stops the run
   * after so many, as a server going down between them would (on PostgreSQL those started ahead of the
   * last still commit).
   */
  const runJobOf = async (record: { job_id: number | null }, batches = Infinity, store: FileStore = files) => {
    if (!record.job_id) throw new Error('No job started');
    let run = 0;
    return runJob(server().database.db, record.job_id, {
      files: store,
      sliceMs: 60_000,
      stopping: () => ++run > batches,
      overlap: server().database.kind === 'postgres',
    });
  };
  return {
    upload: (token: string | undefined, name: string, bytes: Buffer) =>
      server().request(token, { method: 'POST', url: path, ...multipart(name, 'text/csv', bytes) }),
    one: async (token: string, id: number) => (await server().request(token, { method: 'GET', url: `${path}/${id}` })).json(),
    post: (token: string, id: number, verb: string, payload: unknown = {}) =>
      server().request(token, { method: 'POST', url: `${path}/${id}/${verb}`, payload: payload as Record<string, unknown> }),
    runJobOf,
    /** Upload, dry run with the proposed mapping, and the dry run's job to its end. */
    async dryRun(token: string, name: string, bytes: Buffer) {
      const uploaded = await this.upload(token, name, bytes);
      if (uploaded.statusCode !== 201) throw new Error(`upload answered ${uploaded.statusCode}: ${uploaded.body}`);
      const { id, mapping } = uploaded.json() as { id: number; mapping: Record<string, string> };
      const validating = await this.post(token, id, 'validate', { mapping });
      if (validating.statusCode !== 200) throw new Error(`validate answered ${validating.statusCode}: ${validating.body}`);
      await runJobOf(validating.json());
      return this.one(token, id);
    },
    /**
     * A file uploaded and taken through its dry run and import in two-row batches: `dryRun` and
     * `importing` run each job (and whatever happens around it). Returns the import record at the end.
     */
    async inTwoRowBatches(
      token: string,
      name: string,
      bytes: Buffer,
      steps: { dryRun: (validating: JobStart) => Promise<void>; importing: (importing: JobStart) => Promise<void> },
    ) {
      process.env.IMPORT_BATCH_ROWS = '2';
      try {
        const uploaded = (await this.upload(token, name, bytes)).json();
        await steps.dryRun((await this.post(token, uploaded.id, 'validate', { mapping: uploaded.mapping })).json());
        await steps.importing((await this.post(token, uploaded.id, 'confirm')).json());
        return this.one(token, uploaded.id);
      } finally {
        delete process.env.IMPORT_BATCH_ROWS;
      }
    },
    /**
     * A file imported with two-row batches, as if the server went down twice: the dry run stopped after
     * one batch and resumed, the import stopped after one too and resumed. `whileStopped` looks at the
     * database between the import's stop and its resumption, given the rows the committed batches wrote
     * (one batch, or three on PostgreSQL, where the two started ahead of it committed too). Returns the
     * import record at the end.
     */
    stoppedAndResumed(token: string, name: string, bytes: Buffer, whileStopped: (written: number) => Promise<void>) {
      return this.inTwoRowBatches(token, name, bytes, {
        dryRun: async (validating) => {
          expect(await runJobOf(validating, 1)).toBe('continue');
          expect((await this.one(token, validating.id)).counts).toMatchObject({ rows: 2 });
          expect(await runJobOf(validating)).toBe('done');
        },
        importing: async (importing) => {
          expect(await runJobOf(importing, 1)).toBe('continue');
          const [job] = await server().database.db.select({ checkpoint: jobs.checkpoint }).from(jobs).where(eq(jobs.id, importing.job_id!));
          const { chunk } = job!.checkpoint as { chunk: number };
          // On PostgreSQL the batches started ahead of the first commit before the run stops.
          expect(chunk).toBe(server().database.kind === 'postgres' ? BATCHES_IN_FLIGHT : 1);
          await whileStopped(chunk * 2);
          expect(await runJobOf(importing)).toBe('done');
        },
      });
    },
    /**
     * A file imported in two-row batches and cancelled while its second batch runs, before it writes
     * its counts (on PostgreSQL the first batch may still be running beside it, and a third ahead of it,
     * rolled back with it). PGlite runs one transaction at a time, so there the cancel comes between the
     * first two batches. Returns the import record at the end.
     */
    cancelledWhileImporting(token: string, name: string, bytes: Buffer) {
      return this.inTwoRowBatches(token, name, bytes, {
        dryRun: async (validating) => expect(await runJobOf(validating)).toBe('done'),
        importing: async (importing) => {
          const cancel = async () => expect((await this.post(token, importing.id, 'cancel')).statusCode).toBe(200);
          if (server().database.kind === 'postgres') {
            // The second batch reads its chunk once the cancel has committed.
            const cancelFirst: FileStore = {
              ...files,
              read: (key, range) =>
                key === chunkKey(importing.id, 1)
                  ? Readable.from(
                      (async function* () {
                        await cancel();
                        yield* files.read(key, range);
                      })(),
                    )
                  : files.read(key, range),
            };
            expect(await runJobOf(importing, Infinity, cancelFirst)).toBe('done');
          } else {
            expect(await runJobOf(importing, 1)).toBe('continue');
            await cancel();
            expect(await runJobOf(importing)).toBe('done');
          }
        },
      });
    },
    async confirm(token: string, id: number) {
      const importing = await this.post(token, id, 'confirm');
      if (importing.statusCode !== 200) throw new Error(`confirm answered ${importing.statusCode}: ${importing.body}`);
      await runJobOf(importing.json());
      return this.one(token, id);
    },
  };
};

/** A token of a seeded demo employee holding the named team role. */
export const tokenOfRole = async (server: TestServer, role: string) => {
  const [staff] = await server.database.db
    .select({ email: employees.email })
    .from(employees)
    .innerJoin(roles, eq(roles.id, employees.role_id))
    .where(eq(roles.name, role))
    .limit(1);
  if (!staff) throw new Error(`No employee holds ${role}`);
  return tokenOf(server, staff.email, DEMO_STAFF_PASSWORD);
};
