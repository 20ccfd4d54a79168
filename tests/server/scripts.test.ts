import { expect, it } from 'vitest';
import { describeEachDatabase, type TestServer } from './harness';
import { uniqueWord } from './catalogueApi';
import { publicScriptsAnswer } from '../../server/services/cms/scripts/routes';

const SCRIPTS = '/svc/cms/scripts';
const PUBLIC = '/svc/cms/public/scripts';

const create = async (server: TestServer, token: string, payload: Record<string, unknown> = {}) => {
  const response = await server.request(token, {
    method: 'POST',
    url: SCRIPTS,
    payload: { name: uniqueWord('tag'), placement: 'head', pages: ['product'], code: "console.log('v1');", ...payload },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; version: number; code: string };
};

describeEachDatabase('storefront scripts', (server) => {
  it('keeps every save as a version and rolls one back as a new version', async () => {
    const admin = await server().tokenFor('admin');
    const script = await create(server(), admin);
    expect(script.version).toBe(1);
    const saved = await server().request(admin, { method: 'PUT', url: `${SCRIPTS}/${script.id}`, payload: { code: "console.log('v2');", base_version: 1 } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().version).toBe(2);
    const stale = await server().request(admin, { method: 'PUT', url: `${SCRIPTS}/${script.id}`, payload: { code: "console.log('lost');", base_version: 1 } });
    expect(stale.statusCode).toBe(409);
    const versions = (await server().request(admin, { method: 'GET', url: `${SCRIPTS}/${script.id}/versions` })).json() as { id: number; number: number; code: string }[];
    expect(versions.map((version) => [version.number, version.code])).toEqual([
      [2, "console.log('v2');"],
      [1, "console.log('v1');"],
    ]);
    const first = versions.find((version) => version.number === 1)!;
    const rolledBack = await server().request(admin, { method: 'POST', url: `${SCRIPTS}/${script.id}/rollback`, payload: { version_id: first.id } });
    expect(rolledBack.statusCode, rolledBack.body).toBe(200);
    expect(rolledBack.json()).toMatchObject({ version: 3, code: "console.log('v1');" });
    const after = (await server().request(admin, { method: 'GET', url: `${SCRIPTS}/${script.id}/versions` })).json();
    expect(after[0]).toMatchObject({ number: 3, restored_from: 1, code: "console.log('v1');" });
    const history = (await server().request(admin, { method: 'GET', url: `${SCRIPTS}/${script.id}/history` })).json();
    expect(JSON.stringify(history)).toContain('rollback');
    const wrong = await server().request(admin, { method: 'POST', url: `${SCRIPTS}/${script.id}/rollback`, payload: { version_id: 2_000_000_000 } });
    expect(wrong.statusCode).toBe(422);
  });

  it('refuses an editor: only the scripts permission reaches scripts', async () => {
    const editor = await server().tokenFor('editor');
    expect((await server().request(editor, { method: 'GET', url: SCRIPTS })).statusCode).toBe(403);
    const refused = await server().request(editor, { method: 'POST', url: SCRIPTS, payload: { name: 'x', placement: 'head', code: 'x' } });
    expect(refused.statusCode).toBe(403);
  });

  it('refuses bad input field by field', async () => {
    const admin = await server().tokenFor('admin');
    const response = await server().request(admin, { method: 'POST', url: SCRIPTS, payload: { name: '', placement: 'footer', code: '   ', pages: ['nowhere'] } });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fields)).toEqual(expect.arrayContaining(['name', 'placement', 'code']));
  });

  it('serves the active scripts publicly with an ETag, a 304 while unchanged', async () => {
    const admin = await server().tokenFor('admin');
    const inactive = await create(server(), admin, { code: 'window.hidden = 1;' });
    const active = await create(server(), admin, { is_active: true, placement: 'body_end', code: 'window.shown = 1;' });
    const answer = await server().request(undefined, { method: 'GET', url: PUBLIC });
    expect(answer.statusCode).toBe(200);
    // Written as text, past the route's response check: checked against its schema here.
    publicScriptsAnswer.parse(answer.json());
    const ids = (answer.json().scripts as { id: number }[]).map((script) => script.id);
    expect(ids).toContain(active.id);
    expect(ids).not.toContain(inactive.id);
    const etag = String(answer.headers.etag);
    expect(etag).toMatch(/^".+"$/);
    expect(answer.headers['cache-control']).toContain('max-age');
    expect((await server().request(undefined, { method: 'GET', url: PUBLIC, headers: { 'if-none-match': etag } })).statusCode).toBe(304);
    await server().request(admin, { method: 'PUT', url: `${SCRIPTS}/${active.id}`, payload: { code: 'window.shown = 2;' } });
    const changed = await server().request(undefined, { method: 'GET', url: PUBLIC, headers: { 'if-none-match': etag } });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });
});
