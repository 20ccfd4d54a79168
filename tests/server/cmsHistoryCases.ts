import type { TestServer } from './harness';
import type { ExpectedRow, WriteCase } from './historyWrites';
import { CMS_API, cmsCreate, homepage, newContainer, publish } from './cmsApi';
import { uniqueWord } from './catalogueApi';

/** The cms base's write routes for the History walk (historyWrites.ts). */
const MISSING = 999999999;
type Row = Record<string, unknown>;

const crudCases = (resource: string, make: (server: TestServer, token: string) => Promise<Row>, change: [string, unknown], invalid: Row): WriteCase[] => {
  const path = `${CMS_API}/${resource}`;
  const record = async (server: TestServer, token: string) => cmsCreate(server, token, resource, await make(server, token));
  return [
    {
      route: `POST ${path}`,
      succeeds: async (server, token) => {
        const sent = await make(server, token);
        return {
          call: { url: path, payload: sent },
          expect: (answer) => ({ entity: resource, entity_id: answer.id as number, action: 'create', changes: {}, partial: true }),
        };
      },
      fails: async () => ({ url: path, payload: invalid }),
    },
    {
      route: `PUT ${path}/:id`,
      succeeds: async (server, token) => {
        const row = await record(server, token);
        const [field, value] = change;
        return {
          call: { url: `${path}/${row.id}`, payload: { ...row, [field]: value } },
          expect: () => ({ entity: resource, entity_id: row.id, action: 'update', changes: { [field]: [row[field], value], revision: [1, 2] } }),
        };
      },
      // An edit of an older revision: someone saved in between.
      fails: async (server, token) => {
        const row = await record(server, token);
        return { url: `${path}/${row.id}`, payload: { ...row, revision: 7 } };
      },
    },
    {
      route: `DELETE ${path}/:id`,
      succeeds: async (server, token) => {
        const row = await record(server, token);
        return { call: { url: `${path}/${row.id}` }, expect: () => ({ entity: resource, entity_id: row.id, action: 'delete', changes: {}, partial: true }) };
      },
      fails: async () => ({ url: `${path}/${MISSING}` }),
    },
  ];
};

const containerPayload = async () => ({ platform: 'web', name: 'Home', slug: uniqueWord('h') });
const sectionPayload = async (server: TestServer, token: string) => ({ container_id: (await newContainer(server, token)).id, type: 'text', title: 'Hello' });
const contentPayload = async (server: TestServer, token: string) => ({
  section_id: (await cmsCreate(server, token, 'sections', await sectionPayload(server, token))).id,
  type: 'text',
  text: 'Free shipping over ₹999',
});

const moveCase = (resource: 'sections' | 'contents', pick: (page: Awaited<ReturnType<typeof homepage>>) => Row): WriteCase => ({
  route: `POST ${CMS_API}/${resource}/:id/move`,
  succeeds: async (server, token) => {
    const row = pick(await homepage(server, token));
    return {
      call: { url: `${CMS_API}/${resource}/${row.id}/move`, payload: { position: 0 } },
      expect: () => ({ entity: resource, entity_id: row.id as number, action: 'move', changes: { position: [1, 0] } }),
    };
  },
  fails: async (server, token) => {
    const row = pick(await homepage(server, token));
    return { url: `${CMS_API}/${resource}/${row.id}/move`, payload: { position: -1 } };
  },
});

const containerAction = (name: string, prepare: (server: TestServer, token: string) => Promise<{ id: number; payload: Row; version: number }>, refused: Row): WriteCase => ({
  route: `POST ${CMS_API}/containers/:id/${name}`,
  succeeds: async (server, token) => {
    const { id, payload, version } = await prepare(server, token);
    return {
      call: { url: `${CMS_API}/containers/${id}/${name}`, payload },
      expect: (): ExpectedRow => ({ entity: 'containers', entity_id: id, action: name, changes: version ? { latest_version: [version - 1, version] } : {}, partial: true }),
    };
  },
  fails: async (server, token) => ({ url: `${CMS_API}/containers/${(await homepage(server, token)).container.id}/${name}`, payload: refused }),
});

export const cmsCases: WriteCase[] = [
  ...crudCases('containers', containerPayload, ['name', 'Renamed home'], { platform: 'moon' }),
  ...crudCases('sections', sectionPayload, ['title', 'Renamed section'], { type: 'text' }),
  ...crudCases('contents', contentPayload, ['text', 'Renamed text'], { type: 'text' }),
  moveCase('sections', (page) => page.grid),
  moveCase('contents', (page) => page.items[1]!),
  containerAction('publish', async (server, token) => ({ id: (await homepage(server, token)).container.id, payload: {}, version: 1 }), { publish_at: '2001-01-01T00:00:00Z' }),
  containerAction(
    'rollback',
    async (server, token) => {
      const { container } = await homepage(server, token);
      const first = await publish(server, token, container.id);
      await publish(server, token, container.id);
      return { id: container.id, payload: { version_id: first.id }, version: 3 };
    },
    { version_id: MISSING },
  ),
  containerAction(
    'unschedule',
    async (server, token) => {
      const { container } = await homepage(server, token);
      const scheduled = await publish(server, token, container.id, { publish_at: new Date(Date.now() + 86_400_000).toISOString() });
      return { id: container.id, payload: { version_id: scheduled.id }, version: 0 };
    },
    { version_id: MISSING },
  ),
];
