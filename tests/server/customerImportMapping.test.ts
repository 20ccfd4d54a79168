import { expect, it } from 'vitest';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { uniqueWord } from './catalogueApi';
import { describeEachDatabase } from './harness';
import { importsApi } from './importsApi';

const filesDir = mkdtempSync(join(tmpdir(), 'bo-customer-mapping-'));

/** The header rows of the customer exports stores bring (issue 37), with the field each column must fill. */
const PLATFORMS = {
  'Shopify (2024)': {
    header: [
      'Customer ID', 'First Name', 'Last Name', 'Email', 'Accepts Email Marketing', 'Default Address Company', 'Default Address Address1',
      'Default Address Address2', 'Default Address City', 'Default Address Province Code', 'Default Address Country Code', 'Default Address Zip',
      'Default Address Phone', 'Phone', 'Accepts SMS Marketing', 'Total Spent', 'Total Orders', 'Note', 'Tax Exempt', 'Tags',
    ],
    fields: [
      undefined, 'first_name', 'last_name', 'email', 'marketing_opt_in', 'company', 'address_line1', 'address_line2', 'city', 'state', 'country', 'pincode',
      'address_phone', 'mobile', undefined, 'prior_total_spent', 'prior_orders_count', 'note', 'tax_exempt', 'tags',
    ],
    row: (w: string) => [
      "'7001", 'José', 'Mehta', `jose.${w}@example.com`, 'yes', 'Mehta & Sons', '12, MG Road', '', 'Bengaluru', 'KA', 'IN', '560001', '', '+91 98450 12345', 'no',
      '1234.50', '7', 'Prefers evening calls', 'no', 'vip, wholesale',
    ],
  },
  'Shopify (older export)': {
    header: [
      'First Name', 'Last Name', 'Email', 'Accepts Marketing', 'Company', 'Address1', 'Address2', 'City', 'Province', 'Province Code', 'Country',
      'Country Code', 'Zip', 'Phone', 'Total Spent', 'Total Orders', 'Tags', 'Note', 'Tax Exempt',
    ],
    fields: [
      'first_name', 'last_name', 'email', 'marketing_opt_in', 'company', 'address_line1', 'address_line2', 'city', undefined, 'state', undefined,
      'country', 'pincode', 'mobile', 'prior_total_spent', 'prior_orders_count', 'tags', 'note', 'tax_exempt',
    ],
    row: (w: string) => [
      'José', 'Mehta', `jose.${w}@example.com`, 'yes', 'Mehta & Sons', '12, MG Road', '', 'Bengaluru', 'Karnataka', 'KA', 'India', 'IN', '560001',
      '+91 98450 12345', '1234.50', '7', 'vip, wholesale', 'Prefers evening calls', 'no',
    ],
  },
  'WooCommerce (Analytics > Customers)': {
    header: ['Name', 'Username', 'Last active', 'Date registered', 'Email', 'Orders', 'Total spend', 'AOV', 'Country / Region', 'City', 'Region', 'Postal code'],
    // No street in this report: an address without one would refuse every row, so none is proposed.
    fields: ['full_name', undefined, undefined, undefined, 'email', 'prior_orders_count', 'prior_total_spent', undefined, undefined, undefined, undefined, undefined],
    row: (w: string) => ['José Mehta', 'jose', '2025-01-02', '2024-03-04', `jose.${w}@example.com`, '7', '₹1,234.50', '176.36', 'India', 'Bengaluru', 'KA', '560001'],
  },
  'WooCommerce (Customer/Order CSV Export)': {
    header: [
      'customer_id', 'first_name', 'last_name', 'user_login', 'email', 'user_pass', 'date_registered', 'billing_first_name', 'billing_last_name',
      'billing_company', 'billing_email', 'billing_phone', 'billing_address_1', 'billing_address_2', 'billing_postcode', 'billing_city', 'billing_state',
      'billing_state_code', 'billing_country', 'shipping_first_name', 'shipping_last_name', 'shipping_company', 'shipping_address_1',
      'shipping_address_2', 'shipping_postcode', 'shipping_city', 'shipping_state', 'shipping_state_code', 'shipping_country', 'total_spent', 'order_count',
    ],
    fields: [
      undefined, 'first_name', 'last_name', undefined, 'email', undefined, undefined, undefined, undefined, 'company', undefined, 'mobile', 'address_line1',
      'address_line2', 'pincode', 'city', undefined, 'state', 'country', undefined, undefined, undefined, undefined, undefined, undefined, undefined,
      undefined, undefined, undefined, 'prior_total_spent', 'prior_orders_count',
    ],
    row: (w: string) => [
      '12', 'José', 'Mehta', 'jose', `jose.${w}@example.com`, '', '2024-03-04', 'José', 'Mehta', 'Mehta & Sons', `jose.${w}@example.com`, '9845012345',
      '12, MG Road', '', '560001', 'Bengaluru', 'Karnataka', 'KA', 'IN', '', '', '', '', '', '', '', '', '', '', '1234.50', '7',
    ],
  },
} as const;

const csv = (rows: readonly (readonly string[])[]) =>
  Buffer.from(rows.map((cells) => cells.map((cell) => (/[",\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell)).join(',')).join('\r\n'));

describeEachDatabase(
  'customer import mapping',
  (server) => {
    const api = importsApi(server, filesDir, '/svc/customer/customer-imports');

    for (const [platform, { header, fields, row }] of Object.entries(PLATFORMS)) {
      it(`proposes the right field for every column of ${platform}'s customer export, and its rows import as they are`, async () => {
        const token = await server().tokenFor('admin');
        const w = uniqueWord('map');
        const uploaded = await api.upload(token, 'customers.csv', csv([header, row(w)]));
        expect(uploaded.statusCode).toBe(201);
        const expected = Object.fromEntries(fields.flatMap((field, column) => (field ? [[String(column), field]] : [])));
        expect(uploaded.json().mapping).toEqual(expected);

        const checked = await api.dryRun(token, 'customers.csv', csv([header, row(w)]));
        expect(checked.errors).toEqual([]);
        expect(checked.counts).toMatchObject({ rows: 1, new: 1, errors: 0 });
        const done = await api.confirm(token, checked.id);
        expect(done.imported).toMatchObject({ new: 1 });
        const [customer] = (
          await server().request(token, { method: 'GET', url: `/svc/customer/customers?filter=${encodeURIComponent(JSON.stringify({ q: `jose.${w}` }))}` })
        ).json();
        expect(customer).toMatchObject({ first_name: 'José', last_name: 'Mehta', email: `jose.${w}@example.com`, prior_total_spent: 123450, prior_orders_count: 7 });
      });
    }

    it('keeps every choice of a kept mapping for the next file, "left out" included', async () => {
      const token = await server().tokenFor('admin');
      const { header, row } = PLATFORMS['Shopify (2024)'];
      const first = (await api.upload(token, 'customers.csv', csv([header, row(uniqueWord('k'))]))).json();
      // Staff leave the note and the tags out, and take the customer's phone from the address's.
      const { 17: _note, 19: _tags, 13: _phone, 12: _addressPhone, ...kept } = first.mapping as Record<string, string>;
      const mapping = { ...kept, 12: 'mobile' };
      expect((await api.post(token, first.id, 'validate', { mapping, save: true })).statusCode).toBe(200);
      const next = (await api.upload(token, 'customers.csv', csv([header, row(uniqueWord('k'))]))).json();
      expect(next.mapping).toEqual(mapping);
      // Back to the proposal for the others.
      const reset = Object.fromEntries(header.map((_cell, column) => [String(column), first.mapping[column] ?? '']).filter(([, field]) => field));
      expect((await api.post(token, next.id, 'validate', { mapping: reset, save: true })).statusCode).toBe(200);
    });
  },
  { filesDir },
);
