import type { TestServer } from './harness';
import { EMPLOYEE_API } from './employeeApi';
import type { WriteCase } from './historyWrites';

/** Stars, preferences and sessions: each a write of the signed-in employee's own, in History. */
const STARS = '/svc/search/stars';
const PROFILE = `${EMPLOYEE_API}/profile`;
const MISSING = 999999999;

const ownId = async (server: TestServer, token: string) =>
  (await server.request(token, { method: 'GET', url: `${EMPLOYEE_API}/employee/session` })).json().body.id as number;

export const profileWriteCases: WriteCase[] = [
  {
    route: `POST ${STARS}`,
    succeeds: async (server, token) => {
      const id = await ownId(server, token);
      return {
        call: { url: STARS, payload: { path: '/apps/orders' } },
        expect: (answer) => ({
          entity: 'starred_pages',
          entity_id: (answer.body as { id: number }).id,
          action: 'create',
          changes: { employee_id: [null, id], path: [null, '/apps/orders'] },
        }),
      };
    },
    fails: async () => ({ url: STARS, payload: { path: '/apps/nowhere' } }),
  },
  {
    route: `DELETE ${STARS}/:id`,
    succeeds: async (server, token) => {
      const id = await ownId(server, token);
      const star = (await server.request(token, { method: 'POST', url: STARS, payload: { path: '/apps/products' } })).json().body as { id: number };
      return {
        call: { url: `${STARS}/${star.id}` },
        expect: () => ({ entity: 'starred_pages', entity_id: star.id, action: 'delete', changes: { employee_id: [id, null], path: ['/apps/products', null] } }),
      };
    },
    fails: async () => ({ url: `${STARS}/${MISSING}` }),
  },
  {
    route: `POST ${PROFILE}/:profile_id/preferences`,
    succeeds: async (server, token) => {
      const id = await ownId(server, token);
      return {
        call: { url: `${PROFILE}/${id}/preferences`, payload: { language: 'de' } },
        expect: () => ({ entity: 'employees', entity_id: id, action: 'preferences', changes: { language: [null, 'de'] } }),
      };
    },
    fails: async (server, token) => ({ url: `${PROFILE}/${await ownId(server, token)}/preferences`, payload: { theme: 'blue' } }),
  },
  {
    route: `POST ${PROFILE}/:profile_id/sessions/sign-out-others`,
    succeeds: async (server, token) => {
      const id = await ownId(server, token);
      return {
        call: { url: `${PROFILE}/${id}/sessions/sign-out-others` },
        expect: () => ({ entity: 'employees', entity_id: id, action: 'sign_out_others', changes: {}, partial: true }),
      };
    },
    // Another's profile is refused.
    fails: async () => ({ url: `${PROFILE}/${MISSING}/sessions/sign-out-others` }),
  },
];
