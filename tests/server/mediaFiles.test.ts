import { expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../server/app';
import { jobs, mediaFiles } from '../../server/db/schema';
import { mediaUrl } from '@domain/media';
import { describeEachDatabase } from './harness';
import { EMPLOYEE_API, createEmployee, tokenOf } from './employeeApi';
import { PNG, upload } from './mediaApi';

/** A PNG-headed file of `size` bytes, so ranges have something to cut. */
const pngOf = (size: number) => Buffer.concat([PNG, randomBytes(size - PNG.length)]);

describeEachDatabase('media in file storage', (server) => {
  it('streams a stored image whole or by ranges: 206 with Content-Range, 416 outside it', async () => {
    const bytes = pngOf(5000);
    const { url } = (await upload(server(), await server().tokenFor('editor'), 'big.png', 'image/png', bytes)).json().body as { url: string };
    const whole = await server().request(undefined, { method: 'GET', url });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.rawPayload.equals(bytes)).toBe(true);

    const middle = await server().request(undefined, { method: 'GET', url, headers: { range: 'bytes=100-199' } });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe('bytes 100-199/5000');
    expect(middle.rawPayload.equals(bytes.subarray(100, 200))).toBe(true);

    const tail = await server().request(undefined, { method: 'GET', url, headers: { range: 'bytes=-10' } });
    expect(tail.headers['content-range']).toBe('bytes 4990-4999/5000');
    expect(tail.rawPayload.equals(bytes.subarray(4990))).toBe(true);

    const open = await server().request(undefined, { method: 'GET', url, headers: { range: 'bytes=4000-' } });
    expect(open.rawPayload.equals(bytes.subarray(4000))).toBe(true);

    const outside = await server().request(undefined, { method: 'GET', url, headers: { range: 'bytes=5000-6000' } });
    expect(outside.statusCode).toBe(416);
    expect(outside.headers['content-range']).toBe('bytes */5000');
  });

  it('keeps the bytes in the file store, not in the database', async () => {
    const { id } = (await upload(server(), await server().tokenFor('editor'), 'me.png', 'image/png', PNG)).json().body as { id: string };
    const [row] = await server().database.db.select().from(mediaFiles).where(eq(mediaFiles.id, id));
    expect(row).toMatchObject({ data: null, storage_key: `media/${id.slice(0, 2)}/${id}`, size: PNG.length });
  });

  it('refuses uploads from staff who may not create or edit anything with images', async () => {
    const admin = await server().tokenFor('admin');
    const role = await server().request(admin, {
      method: 'POST',
      url: `${EMPLOYEE_API}/access_control/create`,
      payload: { name: `Order desk ${randomBytes(3).toString('hex')}`, permissions: [{ module: 'orders', actions: ['list', 'show', 'edit'] }] },
    });
    const roleId = role.json().body.role.id as number;
    const clerk = await createEmployee(server(), admin, { role_id: roleId });
    const token = await tokenOf(server(), clerk.email, clerk.password);
    const refused = await upload(server(), token, 'me.png', 'image/png', PNG);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toMatch(/may not upload images/);
    const [row] = await server().database.db.select().from(mediaFiles).where(eq(mediaFiles.created_by, clerk.id));
    expect(row).toBeUndefined();
  });
});

// A quota of 2.5 KB: two 1 KB images fit, the third would not.
describeEachDatabase(
  'media quota',
  (server) => {
    it('refuses an upload past the employee’s quota with 413 at the file field, others unaffected', async () => {
      const editor = await server().tokenFor('editor');
      for (const _ of [1, 2]) expect((await upload(server(), editor, 'a.png', 'image/png', pngOf(1024))).statusCode).toBe(201);
      const over = await upload(server(), editor, 'c.png', 'image/png', pngOf(1024));
      expect(over.statusCode).toBe(413);
      expect(over.json().error.i18n.fields.file).toEqual({ key: 'server.media_quota_exceeded', params: { used: 0, quota: 0 } });
      expect(over.json().error.fields.file).toMatch(/^Your images use 0 MB of your 0 MB/);
      // Nothing of the refused upload stays.
      expect(await server().database.db.select().from(mediaFiles).where(eq(mediaFiles.original_name, 'c.png'))).toEqual([]);
      // Another employee has their own quota.
      expect((await upload(server(), await server().tokenFor('admin'), 'd.png', 'image/png', pngOf(1024))).statusCode).toBe(201);
    });
  },
  { mediaQuotaMb: 2.5 / 1024 },
);

describeEachDatabase('media stored before file storage', (server) => {
  it('serves a bytea row at its URL, and the move job puts it in files under the same URL', async () => {
    const { db } = server().database;
    const id = randomBytes(16).toString('hex');
    const bytes = pngOf(300);
    await db.insert(mediaFiles).values({ id, content_type: 'image/png', size: bytes.length, data: bytes });
    const before = await server().request(undefined, { method: 'GET', url: mediaUrl(id), headers: { range: 'bytes=0-9' } });
    expect(before.statusCode).toBe(206);
    expect(before.rawPayload.equals(bytes.subarray(0, 10))).toBe(true);

    // A server that runs jobs starts the move when it finds such rows.
    const filesDir = await mkdtemp(join(tmpdir(), 'bo-media-move-'));
    const mover = await buildApp({ database: server().database, filesDir, jobs: { work: true, pollingSeconds: 0.5 } });
    try {
      await mover.ready();
      const job = await vi.waitUntil(
        async () => {
          const [row] = await db.select().from(jobs).where(eq(jobs.type, 'media.move-to-files'));
          return row?.status === 'done' && row;
        },
        { timeout: 20_000, interval: 200 },
      );
      expect(job).toMatchObject({ status: 'done', done: 1, total: 1 });
      const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, id));
      expect(row).toMatchObject({ data: null, storage_key: `media/${id.slice(0, 2)}/${id}` });
      expect((await readFile(join(filesDir, row!.storage_key!))).equals(bytes)).toBe(true);
      const after = await mover.inject({ method: 'GET', url: mediaUrl(id) });
      expect(after.rawPayload.equals(bytes)).toBe(true);
    } finally {
      await mover.close();
      await rm(filesDir, { recursive: true, force: true });
    }
  });
});
