import { expect, it, vi } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app';
import { history, jobs, notificationOutbox } from '../../server/db/schema';
import { createLocalFileStore } from '../../server/files/store';
import { runJob } from '../../server/jobs/runner';
import { closeSmtpTransports } from '../../server/services/cms/notifications/smtpAdapter';
import { uniqueWord } from './catalogueApi';
import { createCustomerIn, newCustomer } from './customerApi';
import { describeEachDatabase, type TestServer } from './harness';

const NOTIFICATIONS = '/svc/cms/notifications';

const customersTagged = async (server: TestServer, token: string, tag: string, howMany: number, extra: Record<string, unknown> = {}) => {
  const made = [];
  for (let index = 0; index < howMany; index++) made.push(await createCustomerIn(server, token, newCustomer(uniqueWord('n'), { tags: [tag], ...extra })));
  return made;
};

const compose = async (server: TestServer, token: string, payload: Record<string, unknown>) => {
  const response = await server.request(token, {
    method: 'POST',
    url: NOTIFICATIONS,
    payload: { title: 'Hello {{first_name}}', body: 'New arrivals this week', channels: ['email', 'sms'], ...payload },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number };
};

const schedule = async (server: TestServer, token: string, id: number, payload: Record<string, unknown> = {}) => {
  const response = await server.request(token, { method: 'POST', url: `${NOTIFICATIONS}/${id}/schedule`, payload });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { id: number; state: string; job_id: number; send_at: string };
};

const deliveries = async (server: TestServer, token: string, id: number) =>
  (await server.request(token, { method: 'GET', url: `${NOTIFICATIONS}/${id}/deliveries` })).json() as {
    state: string;
    counts: Record<string, number>;
  };

const outboxOf = (server: TestServer, id: number) => server.database.db.select().from(notificationOutbox).where(eq(notificationOutbox.notification_id, id));

const runOptions = { files: createLocalFileStore('/tmp/bo-notification-files'), sliceMs: 60_000, stopping: () => false };

describeEachDatabase('notifications', (server) => {
  it('previews a segment by tag: its size, who can be reached on each channel, a rendered sample', async () => {
    const admin = await server().tokenFor('admin');
    const tag = uniqueWord('seg');
    await customersTagged(server(), admin, tag, 2);
    await customersTagged(server(), admin, tag, 1, { mobile: null });
    await customersTagged(server(), admin, uniqueWord('other'), 1);
    const { id } = await compose(server(), admin, { audience: { kind: 'segment', tags: [tag] } });
    const preview = (await server().request(admin, { method: 'GET', url: `${NOTIFICATIONS}/${id}/preview` })).json();
    expect(preview.audience).toBe(3);
    expect(preview.reachable).toEqual({ email: 3, sms: 2, push: 3 });
    expect(preview.sample.subject).toBe('Hello Priya');
    expect(preview.sample.html).toContain('New arrivals this week');
  });

  it('refuses bad input field by field', async () => {
    const admin = await server().tokenFor('admin');
    const response = await server().request(admin, {
      method: 'POST',
      url: NOTIFICATIONS,
      payload: { title: '', body: 'x', channels: [], image: 'javascript:alert(1)', audience: { kind: 'segment', orders_min: 5, orders_max: 2 } },
    });
    expect(response.statusCode).toBe(400);
    const fields = Object.keys(response.json().error.fields);
    expect(fields).toEqual(expect.arrayContaining(['title', 'channels', 'image', 'audience.orders_max']));
    const { id } = await compose(server(), admin, { audience: { kind: 'customers', customer_ids: [2_000_000_000] } });
    const empty = await server().request(admin, { method: 'POST', url: `${NOTIFICATIONS}/${id}/schedule`, payload: {} });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().error.fields)).toEqual(['audience']);
    const past = await server().request(admin, { method: 'POST', url: `${NOTIFICATIONS}/${id}/schedule`, payload: { send_at: '2020-01-01T00:00:00Z' } });
    expect(past.statusCode).toBe(422);
    expect(Object.keys(past.json().error.fields)).toEqual(['send_at']);
  });

  it('cancels a scheduled notification before it sends: its job then sends nothing', async () => {
    const admin = await server().tokenFor('admin');
    const tag = uniqueWord('cancel');
    await customersTagged(server(), admin, tag, 2);
    const { id } = await compose(server(), admin, { audience: { kind: 'segment', tags: [tag] } });
    const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
    const scheduled = await schedule(server(), admin, id, { send_at: inAnHour, time_zone: 'Asia/Kolkata' });
    expect(scheduled.state).toBe('scheduled');
    expect(new Date(scheduled.send_at).toISOString()).toBe(inAnHour);
    const edit = await server().request(admin, { method: 'PUT', url: `${NOTIFICATIONS}/${id}`, payload: { title: 'Changed' } });
    expect(edit.statusCode).toBe(409);
    const cancel = await server().request(admin, { method: 'POST', url: `${NOTIFICATIONS}/${id}/cancel`, payload: {} });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().state).toBe('cancelled');
    const [job] = await server().database.db.select().from(jobs).where(eq(jobs.id, scheduled.job_id));
    expect(job!.status).toBe('cancelled');
    expect(await runJob(server().database.db, scheduled.job_id, runOptions)).toBe('gone');
    expect(await outboxOf(server(), id)).toHaveLength(0);
    expect((await server().request(admin, { method: 'POST', url: `${NOTIFICATIONS}/${id}/cancel`, payload: {} })).statusCode).toBe(409);
    const actions = await server().database.db.select({ action: history.action }).from(history).where(and(eq(history.entity, 'notifications'), eq(history.entity_id, id))).orderBy(asc(history.id));
    expect(actions.map((row) => row.action)).toEqual(['create', 'schedule', 'cancel']);
  });

  it('sends a notification once when two runners run its job at the same time', async () => {
    const admin = await server().tokenFor('admin');
    const tag = uniqueWord('twice');
    const customers = await customersTagged(server(), admin, tag, 3);
    const { id } = await compose(server(), admin, { audience: { kind: 'segment', tags: [tag] } });
    const scheduled = await schedule(server(), admin, id);
    const { db } = server().database;
    const outcomes = await Promise.all([runJob(db, scheduled.job_id, runOptions), runJob(db, scheduled.job_id, runOptions)]);
    expect(outcomes).toContain('done');
    const outbox = await outboxOf(server(), id);
    expect(outbox).toHaveLength(6);
    expect(new Set(outbox.map((row) => row.delivery_id)).size).toBe(6);
    expect(outbox.filter((row) => row.channel === 'email').map((row) => row.address).sort()).toEqual(
      customers.map((customer) => customer.email).sort(),
    );
    expect(await deliveries(server(), admin, id)).toEqual({ state: 'sent', counts: { pending: 0, sent: 6, failed: 0, skipped: 0 }, done: 6, total: 6 });
    // The outbox route answers the same rows, newest first (its answer checked against its schema).
    const listed = await server().request(admin, { method: 'GET', url: `${NOTIFICATIONS}/${id}/outbox` });
    expect(listed.statusCode, listed.body).toBe(200);
    expect((listed.json() as { id: number }[]).map((row) => row.id)).toEqual(outbox.map((row) => row.id).sort((a, b) => b - a));
  });

  it('sends a scheduled notification once, by the job, with two servers running jobs', async () => {
    const admin = await server().tokenFor('admin');
    const tag = uniqueWord('sched');
    await customersTagged(server(), admin, tag, 2);
    const { id } = await compose(server(), admin, { channels: ['push'], audience: { kind: 'segment', tags: [tag] } });
    const scheduled = await schedule(server(), admin, id, { send_at: new Date(Date.now() + 1500).toISOString(), time_zone: 'Europe/Paris' });
    expect(scheduled.state).toBe('scheduled');
    const workers = [
      await buildApp({ database: server().database, jobs: { work: true, pollingSeconds: 0.5 } }),
      await buildApp({ database: server().database, jobs: { work: true, pollingSeconds: 0.5 } }),
    ];
    try {
      await vi.waitUntil(async () => (await deliveries(server(), admin, id)).state === 'sent', { timeout: 60_000, interval: 200 });
    } finally {
      await Promise.all(workers.map((worker) => worker.close()));
    }
    expect(await outboxOf(server(), id)).toHaveLength(2);
    expect((await deliveries(server(), admin, id)).counts).toEqual({ pending: 0, sent: 2, failed: 0, skipped: 0 });
    expect(await runJob(server().database.db, scheduled.job_id, runOptions)).toBe('gone');
    expect(await outboxOf(server(), id)).toHaveLength(2);
  });

  it('sends e-mail through SMTP when configured (an in-process SMTP server)', async () => {
    const admin = await server().tokenFor('admin');
    const received: { to: string[]; data: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({ to: session.envelope.rcptTo.map((rcpt) => rcpt.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    const worker = await buildApp({
      database: server().database,
      jobs: { work: true, pollingSeconds: 0.5 },
      mail: { host: '127.0.0.1', port, secure: false, from: 'shop@example.com' },
    });
    try {
      const [customer] = await customersTagged(server(), admin, uniqueWord('smtp'), 1);
      const { id } = await compose(server(), admin, { channels: ['email'], link: 'https://shop.example.com/new', audience: { kind: 'customers', customer_ids: [customer!.id] } });
      await schedule(server(), admin, id);
      await vi.waitUntil(async () => (await deliveries(server(), admin, id)).state === 'sent', { timeout: 60_000, interval: 200 });
      expect((await deliveries(server(), admin, id)).counts.sent).toBe(1);
      expect(received).toHaveLength(1);
      expect(received[0]!.to).toEqual([customer!.email]);
      expect(received[0]!.data).toContain('Subject: Hello Priya');
      expect(received[0]!.data).toContain('https://shop.example.com/new');
      expect(await outboxOf(server(), id)).toHaveLength(0);
    } finally {
      await worker.close();
      closeSmtpTransports();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });

  it('lets an editor send notifications', async () => {
    const editor = await server().tokenFor('editor');
    const list = await server().request(editor, { method: 'GET', url: NOTIFICATIONS });
    expect(list.statusCode).toBe(200);
  });
});
