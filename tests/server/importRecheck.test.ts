import { expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { uniqueWord } from './catalogueApi';
import { describeEachDatabase } from './harness';
import { importsApi } from './importsApi';

const filesDir = mkdtempSync(join(tmpdir(), 'bo-import-recheck-'));

describeEachDatabase(
  'checking an import again',
  (server) => {
    const api = importsApi(server, filesDir, '/svc/customer/customer-imports');

    it('replaces the first run\'s errors with the second\'s after a change of mapping, in the screen and the report', async () => {
      const token = await server().tokenFor('admin');
      const w = uniqueWord('rc');
      const file = Buffer.from(
        ['First Name,Old email,Email', `Asha,asha at ${w},asha.${w}@example.in`, `Ravi,ravi at ${w},ravi.${w}@example.in`, `Meera,meera at ${w},meera at ${w}`].join('\n'),
      );
      const uploaded = (await api.upload(token, 'recheck.csv', file)).json();
      const first = await api.post(token, uploaded.id, 'validate', { mapping: { 0: 'first_name', 1: 'email' } });
      // The job knows its rows before its first batch: the screen shows "0 of 3", not nothing.
      const job = await server().request(token, { method: 'GET', url: `/svc/employee/api/v1/jobs/${first.json().job_id}` });
      expect(job.json()).toMatchObject({ done: 0, total: 3 });
      await api.runJobOf(first.json());
      expect((await api.one(token, uploaded.id)).counts).toMatchObject({ rows: 3, errors: 3 });

      const second = await api.post(token, uploaded.id, 'validate', { mapping: { 0: 'first_name', 2: 'email' } });
      await api.runJobOf(second.json());
      const checked = await api.one(token, uploaded.id);
      expect(checked.counts).toMatchObject({ rows: 3, new: 2, errors: 1 });
      expect(checked.errors).toEqual([{ row: 4, field: 'email', message: { key: 'server.enter_email' }, value: `meera at ${w}` }]);
      const report = await server().request(token, { method: 'GET', url: `/svc/customer/customer-imports/${uploaded.id}/errors` });
      expect(report.body.trim().split('\r\n')).toHaveLength(2);
    });
  },
  { filesDir },
);
