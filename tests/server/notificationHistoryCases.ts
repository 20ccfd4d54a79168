import type { TestServer } from './harness';
import type { WriteCase } from './historyWrites';
import { uniqueWord } from './catalogueApi';

/** The notifications' and scripts' write routes for the History walk (historyWrites.ts). */
const MISSING = 999999999;
const CMS = '/svc/cms';
type Row = Record<string, unknown> & { id: number };

const post = async (server: TestServer, token: string, url: string, payload: Record<string, unknown>) => {
  const response = await server.request(token, { method: 'POST', url, payload });
  if (response.statusCode >= 300) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json() as Row;
};

const notificationPayload = () => ({ title: `Sale ${uniqueWord('n')}`, body: 'Everything at half price', channels: ['email'], audience: { kind: 'all' } });
const draft = (server: TestServer, token: string) => post(server, token, `${CMS}/notifications`, notificationPayload());
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

const scriptPayload = () => ({ name: `Analytics ${uniqueWord('s')}`, placement: 'head', code: 'window.a = 1;' });
const script = (server: TestServer, token: string) => post(server, token, `${CMS}/scripts`, scriptPayload());

const crud = (resource: 'notifications' | 'scripts', make: (server: TestServer, token: string) => Promise<Row>, payload: () => Record<string, unknown>, change: Record<string, unknown>, changes: (row: Row) => Record<string, [unknown, unknown]>, refusedUpdate: Record<string, unknown>): WriteCase[] => {
  const path = `${CMS}/${resource}`;
  return [
    {
      route: `POST ${path}`,
      succeeds: async () => ({
        call: { url: path, payload: payload() },
        expect: (answer) => ({ entity: resource, entity_id: answer.id as number, action: 'create', changes: {}, partial: true }),
      }),
      fails: async () => ({ url: path, payload: { ...payload(), name: '', title: '' } }),
    },
    {
      route: `PUT ${path}/:id`,
      succeeds: async (server, token) => {
        const row = await make(server, token);
        return { call: { url: `${path}/${row.id}`, payload: change }, expect: () => ({ entity: resource, entity_id: row.id, action: 'update', changes: changes(row) }) };
      },
      fails: async (server, token) => ({ url: `${path}/${(await make(server, token)).id}`, payload: refusedUpdate }),
    },
    {
      route: `DELETE ${path}/:id`,
      succeeds: async (server, token) => {
        const row = await make(server, token);
        return { call: { url: `${path}/${row.id}` }, expect: () => ({ entity: resource, entity_id: row.id, action: 'delete', changes: {}, partial: true }) };
      },
      fails: async () => ({ url: `${path}/${MISSING}` }),
    },
  ];
};

export const notificationCases: WriteCase[] = [
  ...crud('notifications', draft, notificationPayload, { title: 'Renamed' }, (row) => ({ title: [row.title, 'Renamed'] }), { channels: [] }),
  {
    route: `POST ${CMS}/notifications/:id/schedule`,
    succeeds: async (server, token) => {
      const row = await draft(server, token);
      return {
        call: { url: `${CMS}/notifications/${row.id}/schedule`, payload: { send_at: inAnHour(), time_zone: 'Asia/Kolkata' } },
        expect: () => ({ entity: 'notifications', entity_id: row.id, action: 'schedule', changes: { state: ['draft', 'scheduled'] }, partial: true }),
      };
    },
    fails: async (server, token) => {
      const row = await post(server, token, `${CMS}/notifications`, { ...notificationPayload(), audience: { kind: 'customers', customer_ids: [MISSING] } });
      return { url: `${CMS}/notifications/${row.id}/schedule`, payload: {} };
    },
  },
  {
    route: `POST ${CMS}/notifications/:id/cancel`,
    succeeds: async (server, token) => {
      const row = await draft(server, token);
      await post(server, token, `${CMS}/notifications/${row.id}/schedule`, { send_at: inAnHour() });
      return {
        call: { url: `${CMS}/notifications/${row.id}/cancel`, payload: {} },
        expect: () => ({ entity: 'notifications', entity_id: row.id, action: 'cancel', changes: { state: ['scheduled', 'cancelled'] }, partial: true }),
      };
    },
    fails: async (server, token) => ({ url: `${CMS}/notifications/${(await draft(server, token)).id}/cancel`, payload: {} }),
  },
  ...crud('scripts', script, scriptPayload, { code: 'window.a = 2;', base_version: 1 }, () => ({ code: ['window.a = 1;', 'window.a = 2;'], version: [1, 2] }), {
    code: 'window.a = 3;',
    base_version: 7,
  }),
  {
    route: `POST ${CMS}/scripts/:id/rollback`,
    succeeds: async (server, token) => {
      const row = await script(server, token);
      await server.request(token, { method: 'PUT', url: `${CMS}/scripts/${row.id}`, payload: { code: 'window.a = 2;' } });
      const versions = (await server.request(token, { method: 'GET', url: `${CMS}/scripts/${row.id}/versions` })).json() as Row[];
      const first = versions.find((version) => version.number === 1)!;
      return {
        call: { url: `${CMS}/scripts/${row.id}/rollback`, payload: { version_id: first.id } },
        expect: () => ({ entity: 'scripts', entity_id: row.id, action: 'rollback', changes: { code: ['window.a = 2;', 'window.a = 1;'], version: [2, 3] } }),
      };
    },
    fails: async (server, token) => ({ url: `${CMS}/scripts/${(await script(server, token)).id}/rollback`, payload: { version_id: MISSING } }),
  },
];
