import { expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { customerAddresses, customers, history } from '../../server/db/schema';
import { limitedStaffToken, uniqueWord } from './catalogueApi';
import { createCustomerIn, newCustomer } from './customerApi';
import { describeEachDatabase } from './harness';
import { diffChanges } from '@domain/history';
import { addressFields, readCustomer } from '../../server/services/customer/customerRecord';
import { importsApi } from './importsApi';

const filesDir = mkdtempSync(join(tmpdir(), 'bo-customer-import-'));
const PATH = '/svc/customer/customer-imports';

/** The header of a Shopify customer export (2024 format). */
const SHOPIFY_HEADER =
  'Customer ID,First Name,Last Name,Email,Accepts Email Marketing,Default Address Company,Default Address Address1,Default Address Address2,' +
  'Default Address City,Default Address Province Code,Default Address Country Code,Default Address Zip,Default Address Phone,Phone,' +
  'Accepts SMS Marketing,Total Spent,Total Orders,Note,Tax Exempt,Tags';

/** One Shopify row: name, email, marketing, address (line1, city, province code, zip), phone, tags. */
const shopifyRow = (cells: { first?: string; last?: string; email: string; marketing?: string; line1?: string; city?: string; province?: string; zip?: string; phone?: string; tags?: string }) =>
  [
    `'${Math.floor(Math.random() * 1e12)}`,
    cells.first ?? 'Asha',
    cells.last ?? 'Rao',
    cells.email,
    cells.marketing ?? 'no',
    '',
    cells.line1 ? `"${cells.line1}"` : '',
    '',
    cells.city ?? '',
    cells.province ?? '',
    cells.line1 ? 'IN' : '',
    cells.zip ?? '',
    '',
    cells.phone ?? '',
    'no',
    '0.00',
    '0',
    '',
    'no',
    cells.tags ? `"${cells.tags}"` : '',
  ].join(',');

const shopifyFile = (rows: string[]) => Buffer.from([SHOPIFY_HEADER, ...rows].join('\n'));

describeEachDatabase(
  'customer imports',
  (server) => {
    const api = importsApi(server, filesDir, PATH);

    it('maps a Shopify customer export, imports exactly its good rows, reports exactly its bad ones, and changes nothing the second time', async () => {
      const token = await server().tokenFor('admin');
      const w = uniqueWord('ci');
      const existing = await createCustomerIn(server(), token, newCustomer(`${w}old`, { email: `meera.${w}@example.in`, last_name: 'Old', addresses: [] }));
      const file = shopifyFile([
        shopifyRow({ email: `Asha.${w}@Example.IN`, marketing: 'yes', line1: '12, MG Road', city: 'Bengaluru', province: 'KA', zip: '560001', phone: "'+91 98450 12345", tags: 'vip, newsletter' }),
        shopifyRow({ email: 'not-an-email' }),
        shopifyRow({ email: `ASHA.${w.toUpperCase()}@EXAMPLE.IN` }),
        shopifyRow({ email: `bad.mobile.${w}@example.in`, phone: '12345' }),
        shopifyRow({ email: `no.name.${w}@example.in`, first: '' }),
        shopifyRow({ email: `bad.pin.${w}@example.in`, line1: '1 Road', city: 'Pune', province: 'MH', zip: '012345' }),
        shopifyRow({ email: `half.address.${w}@example.in`, city: 'Pune', province: 'MH', zip: '411001' }),
        shopifyRow({ first: 'Meera', last: 'Menon', email: `MEERA.${w}@example.in`, line1: '4 Park Street', city: 'Kolkata', province: 'WB', zip: '700016' }),
      ]);
      const uploaded = await api.upload(token, 'customers_export.csv', file);
      expect(uploaded.statusCode).toBe(201);
      expect(uploaded.json().mapping).toEqual({
        1: 'first_name',
        2: 'last_name',
        3: 'email',
        4: 'marketing_opt_in',
        6: 'address_line1',
        7: 'address_line2',
        8: 'city',
        9: 'state',
        10: 'country',
        11: 'pincode',
        12: 'address_phone',
        13: 'mobile',
        5: 'company',
        15: 'prior_total_spent',
        16: 'prior_orders_count',
        17: 'note',
        18: 'tax_exempt',
        19: 'tags',
      });

      const checked = await api.dryRun(token, 'customers_export.csv', file);
      expect(checked).toMatchObject({ status: 'ready', counts: { rows: 8, new: 1, updated: 1, unchanged: 0, errors: 6 } });
      expect(checked.errors).toEqual([
        { row: 3, field: 'email', message: { key: 'server.enter_email' }, value: 'not-an-email' },
        { row: 4, field: 'email', message: { key: 'server.import_listed_twice', params: { row: 2 } }, value: `ASHA.${w.toUpperCase()}@EXAMPLE.IN` },
        { row: 5, field: 'mobile', message: { key: 'server.enter_customer_mobile' }, value: '12345' },
        { row: 6, field: 'first_name', message: expect.objectContaining({ key: 'server.enter_the' }), value: '' },
        { row: 7, field: 'pincode', message: { key: 'server.pincode_invalid' }, value: '012345' },
        { row: 8, field: 'address_line1', message: expect.objectContaining({ key: 'server.enter_the' }), value: '' },
      ]);

      const done = await api.confirm(token, checked.id);
      expect(done).toMatchObject({ status: 'done', imported: { new: 1, updated: 1, errors: 6 } });
      const written = await server().database.db.select().from(customers).where(inArray(customers.email, [`asha.${w}@example.in`, `meera.${w}@example.in`]));
      const asha = written.find((row) => row.email.startsWith('asha'))!;
      expect(asha).toMatchObject({ first_name: 'Asha', last_name: 'Rao', mobile: '+919845012345', marketing_opt_in: true, tags: ['vip', 'newsletter'], status: 'active' });
      const meera = written.find((row) => row.email.startsWith('meera'))!;
      expect(meera).toMatchObject({ id: existing.id, last_name: 'Menon', mobile: null });
      const addresses = await server().database.db.select().from(customerAddresses).where(inArray(customerAddresses.customer_id, [asha.id, meera.id]));
      expect(addresses.map((a) => [a.customer_id, a.line1, a.state, a.pincode, a.country, a.is_default_shipping, a.is_default_billing]).sort()).toEqual(
        [
          [asha.id, '12, MG Road', 'Karnataka', '560001', 'IN', true, true],
          [meera.id, '4 Park Street', 'West Bengal', '700016', 'IN', true, true],
        ].sort(),
      );
      const recorded = await server().database.db.select().from(history).where(and(eq(history.entity, 'customers'), inArray(history.entity_id, [asha.id, meera.id])));
      expect(recorded.map((row) => row.action).sort()).toEqual(['create', 'create', 'update']);
      expect(recorded.find((row) => row.entity_id === meera.id && row.action === 'update')!.changes).toMatchObject({ last_name: ['Old', 'Menon'] });
      // A created customer's History is what the customer form's create records: the stored row and its address.
      const { addresses: _read, orders_count: _orders, total_spent: _spent, ...stored } = (await readCustomer(server().database.db, asha.id))!;
      const storedAddress = addresses.find((address) => address.customer_id === asha.id)!;
      const formAddress = Object.fromEntries(Object.keys(addressFields).map((field) => [field, storedAddress[field as keyof typeof storedAddress]]));
      expect(recorded.find((row) => row.entity_id === asha.id)!.changes).toEqual(diffChanges(undefined, { ...stored, addresses: [formAddress] }));

      const report = await server().request(token, { method: 'GET', url: `${PATH}/${checked.id}/errors` });
      const lines = report.body.trim().split('\r\n');
      expect(lines).toHaveLength(7);
      // The spreadsheet's row first, the refused value beside its message; a BOM for Excel.
      expect(report.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
      expect(lines[0]).toMatch(/^Row,Customer ID,.*,Error$/);
      expect(lines[1]).toMatch(/^3,/);
      expect(lines[1]).toContain('Email ""not-an-email"": Enter a valid email address');

      // The same file again: nothing new, nothing updated.
      const again = await api.dryRun(token, 'customers_export.csv', file);
      expect(again.counts).toEqual({ rows: 8, new: 0, updated: 0, unchanged: 2, errors: 6 });
      expect(await api.confirm(token, again.id)).toMatchObject({ status: 'done', imported: { new: 0, updated: 0, unchanged: 2 } });
      expect(await server().database.db.select().from(customerAddresses).where(inArray(customerAddresses.customer_id, [asha.id, meera.id]))).toHaveLength(2);
    });

    it('reports each field a customer form refuses, and keeps what a file has no column for', async () => {
      const token = await server().tokenFor('admin');
      const w = uniqueWord('cv');
      const kept = await createCustomerIn(server(), token, newCustomer(`${w}k`, { gender: 'female', tags: ['vip'], marketing_opt_in: true }));
      const file = Buffer.from(
        [
          'Email,First name,Gender,Date of birth,Mobile',
          `g.${w}@example.in,Gita,robot,,`,
          `d.${w}@example.in,Dev,,31/02/1990,`,
          `f.${w}@example.in,Fatima,,2999-01-01,`,
          `m.${w}@example.in,Mohan,,,+44 20 7946 0958`,
          `ok.${w}@example.in,Ok,male,15/08/1990,09876543210`,
          `${kept.email},Renamed,,,`,
        ].join('\n'),
      );
      const checked = await api.dryRun(token, 'customers.csv', file);
      expect(checked.errors).toEqual([
        { row: 2, field: 'gender', message: { key: 'server.choose_gender' }, value: 'robot' },
        { row: 3, field: 'date_of_birth', message: expect.objectContaining({ key: 'server.enter_as_date' }), value: '31/02/1990' },
        { row: 4, field: 'date_of_birth', message: expect.objectContaining({ key: 'server.date_out_of_range' }), value: '2999-01-01' },
      ]);
      expect(checked.counts).toMatchObject({ new: 2, updated: 1, errors: 3 });
      await api.confirm(token, checked.id);
      const [ok] = await server().database.db.select().from(customers).where(eq(customers.email, `ok.${w}@example.in`));
      expect(ok).toMatchObject({ gender: 'male', date_of_birth: '1990-08-15', mobile: '+919876543210' });
      const [foreign] = await server().database.db.select().from(customers).where(eq(customers.email, `m.${w}@example.in`));
      expect(foreign!.mobile).toBe('+442079460958');
      const [after] = await server().database.db.select().from(customers).where(eq(customers.id, kept.id));
      expect(after).toMatchObject({ first_name: 'Renamed', gender: null, tags: ['vip'], marketing_opt_in: true });
    });

    it('resumes a dry run and an import stopped between batches, each customer written once', async () => {
      const token = await server().tokenFor('admin');
      const w = uniqueWord('cr');
      const emails = Array.from({ length: 7 }, (_, index) => `resume.${index}.${w}@example.in`);
      const file = shopifyFile([...emails.map((email) => shopifyRow({ email, line1: '4, Park Street', city: 'Kolkata', province: 'WB', zip: '700016' })), shopifyRow({ email: 'not-an-email' })]);
      const stored = () => server().database.db.select().from(customers).where(inArray(customers.email, emails));
      const done = await api.stoppedAndResumed(token, 'resume.csv', file, async (written) => expect(await stored()).toHaveLength(written));
      expect(done.counts).toEqual({ rows: 8, new: 7, updated: 0, unchanged: 0, errors: 1 });
      const written = await stored();
      expect(written.map((customer) => customer.email).sort()).toEqual([...emails].sort());
      const addresses = await server().database.db.select().from(customerAddresses).where(inArray(customerAddresses.customer_id, written.map((customer) => customer.id)));
      expect(addresses).toHaveLength(7);
      const created = await server().database.db
        .select()
        .from(history)
        .where(and(eq(history.entity, 'customers'), inArray(history.entity_id, written.map((customer) => customer.id))));
      expect(created).toHaveLength(7);
      // Each History row names the file and the row a spreadsheet shows the customer at (the header is row 1).
      const rowOf = new Map(written.map((customer) => [customer.id, emails.indexOf(customer.email) + 2]));
      for (const row of created) expect(row.origin).toEqual({ import_id: done.id, file_name: 'resume.csv', row: rowOf.get(row.entity_id) });
      expect(done.imported).toEqual({ rows: 7, new: 7, updated: 0, unchanged: 0, errors: 1 });
    });

    it('stops an import cancelled while a batch runs: that batch is rolled back, and what was written is what the import counts', async () => {
      const token = await server().tokenFor('admin');
      const w = uniqueWord('cc');
      const emails = Array.from({ length: 8 }, (_, index) => `cancel.${index}.${w}@example.in`);
      const done = await api.cancelledWhileImporting(token, 'cancel.csv', shopifyFile(emails.map((email) => shopifyRow({ email }))));
      expect(done.status).toBe('cancelled');
      const written = await server().database.db.select().from(customers).where(inArray(customers.email, emails));
      // The first batch at most (it may have been superseded too, on PostgreSQL); never the second.
      expect(written.length).toBeLessThanOrEqual(2);
      expect(done.imported?.rows ?? 0).toBe(written.length);
      const recorded = await server().database.db
        .select()
        .from(history)
        .where(and(eq(history.entity, 'customers'), inArray(history.entity_id, written.length ? written.map((customer) => customer.id) : [0])));
      expect(recorded).toHaveLength(written.length);
    });

    it('imports a customer once when two dry runs of it are confirmed: the second compares with what the first wrote', async () => {
      const token = await server().tokenFor('admin');
      const w = uniqueWord('ct');
      const emails = [`same.${w}@example.in`, `renamed.${w}@example.in`];
      const address = { line1: '4, Park Street', city: 'Kolkata', province: 'WB', zip: '700016' };
      const first = await api.dryRun(token, 'first.csv', shopifyFile(emails.map((email) => shopifyRow({ email, ...address }))));
      const second = await api.dryRun(token, 'second.csv', shopifyFile([shopifyRow({ email: emails[0]!, ...address }), shopifyRow({ email: emails[1]!, last: 'Sen', ...address })]));
      expect(second.counts).toMatchObject({ new: 2 });
      expect((await api.confirm(token, first.id)).imported).toMatchObject({ new: 2, updated: 0 });
      expect((await api.confirm(token, second.id)).imported).toMatchObject({ new: 0, updated: 1, unchanged: 1 });
      const written = await server().database.db.select().from(customers).where(inArray(customers.email, emails));
      expect(written.map((customer) => [customer.email, customer.last_name]).sort()).toEqual([
        [emails[1], 'Sen'],
        [emails[0], 'Rao'],
      ]);
      const ids = written.map((customer) => customer.id);
      expect(await server().database.db.select().from(customerAddresses).where(inArray(customerAddresses.customer_id, ids))).toHaveLength(2);
      const recorded = await server().database.db.select().from(history).where(and(eq(history.entity, 'customers'), inArray(history.entity_id, ids)));
      expect(recorded.map((row) => row.action).sort()).toEqual(['create', 'create', 'update']);
      expect(recorded.find((row) => row.action === 'update')!.changes).toEqual({ last_name: ['Rao', 'Sen'] });
    });

    it('needs the customers module’s import action', async () => {
      const file = Buffer.from('Email,First Name\nx@example.in,X\n');
      const editor = await limitedStaffToken(server(), { customers: ['list', 'show', 'create', 'edit', 'delete', 'export'] });
      expect((await api.upload(editor, 'c.csv', file)).statusCode).toBe(403);
      expect((await server().request(editor, { method: 'GET', url: PATH })).statusCode).toBe(403);
      const importer = await limitedStaffToken(server(), { customers: ['import'] });
      expect((await api.upload(importer, 'c.csv', file)).statusCode).toBe(201);
      const productsImporter = await limitedStaffToken(server(), { products: ['import'], variants: ['import'] });
      expect((await api.upload(productsImporter, 'c.csv', file)).statusCode).toBe(403);
    });
  },
  { filesDir },
);
