import { expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { uniqueWord } from './catalogueApi';
import { CUSTOMERS, createCustomerIn, newCustomer } from './customerApi';
import { createEmployee, signInAs } from './employeeApi';
import { describeEachDatabase } from './harness';
import { importsApi } from './importsApi';

const filesDir = mkdtempSync(join(tmpdir(), 'bo-intl-email-'));

/** Issue 37: addresses of RFC 6531 (accented and Chinese local parts, IDN domains) are customers' real addresses. */
describeEachDatabase(
  'internationalised email addresses',
  (server) => {
  const api = importsApi(server, filesDir, '/svc/customer/customer-imports');

  it('takes them for a customer, stores them lowercased and keeps the address unique whatever its case', async () => {
    const token = await server().tokenFor('editor');
    const word = uniqueWord('idn');
    const created = await createCustomerIn(server(), token, newCustomer(word, { email: `JOSÉ.Mehta.${word}@Bücher.DE` }));
    expect(created.email).toBe(`josé.mehta.${word}@bücher.de`);
    const chinese = await createCustomerIn(server(), token, newCustomer(uniqueWord('zh'), { email: `李小龙.${word}@例子.广告` }));
    expect(chinese.email).toBe(`李小龙.${word}@例子.广告`);
    // The same address in capitals, and decomposed (e + combining acute), is the same customer.
    for (const email of [`josé.MEHTA.${word}@BÜCHER.de`, `jose\u0301.mehta.${word}@bücher.de`]) {
      const again = await server().request(token, { method: 'POST', url: CUSTOMERS, payload: newCustomer(uniqueWord('d'), { email }) });
      expect(again.statusCode, email).toBe(409);
    }
    for (const email of ['name at example.com', 'jo sé@example.com', 'a@b@example.com']) {
      const refused = await server().request(token, { method: 'POST', url: CUSTOMERS, payload: newCustomer(uniqueWord('r'), { email }) });
      expect(refused.statusCode, email).toBe(400);
      expect(refused.json().error.fields.email, email).toBe('Enter a valid email address');
    }
  });

  it('takes them for an employee, who signs in with it', async () => {
    const token = await server().tokenFor('admin');
    const email = `अजय.${uniqueWord('e')}@डाटा.भारत`;
    const employee = await createEmployee(server(), token, { email });
    expect(employee.email).toBe(email);
    expect((await signInAs(server(), email.toUpperCase(), employee.password)).statusCode).toBe(200);
  });

  it('imports them from a customer file', async () => {
    const token = await server().tokenFor('admin');
    const word = uniqueWord('ie');
    const file = Buffer.from(
      ['First Name,Last Name,Email', `José,Mehta,josé.mehta.1.${word}@example.com`, `小龙,李,李小龙.${word}@例子.广告`, `Bad,Row,name at ${word}.example.com`].join('\r\n'),
    );
    const checked = await api.dryRun(token, 'intl.csv', file);
    expect(checked.counts).toMatchObject({ rows: 3, new: 2, errors: 1 });
    expect(checked.errors).toMatchObject([{ row: 4, field: 'email', message: { key: 'server.enter_email' } }]);
  });
  },
  { filesDir },
);
