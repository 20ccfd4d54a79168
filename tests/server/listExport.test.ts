import { expect, it } from 'vitest';
import Papa from 'papaparse';
import { customers } from '../../server/db/schema';
import { limitedStaffToken, uniqueWord } from './catalogueApi';
import { CUSTOMERS, newCustomer } from './customerApi';
import { describeEachDatabase } from './harness';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);

/** Issue 37: a list's export held 500 of 2,633 customers; it is the whole filtered list, streamed by the server. */
describeEachDatabase('list exports', (server) => {
  const exportOf = (token: string, query: Record<string, unknown>) =>
    server().request(token, {
      method: 'GET',
      url: `${CUSTOMERS}/export.csv?${new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, JSON.stringify(value)]))}`,
    });

  it('exports every customer of the filtered list, a BOM first, notes neutralised, money in rupees', async () => {
    const token = await server().tokenFor('editor');
    const w = uniqueWord('exp');
    const rows = Array.from({ length: 1_234 }, (_, index) => ({
      ...newCustomer(`${w}${index}`, { addresses: [] }),
      first_name: index === 0 ? 'José' : index === 1 ? '李' : 'Asha',
      tags: [w],
      note: index === 2 ? '=HYPERLINK("http://evil.example","click")' : index === 3 ? 'Line one\nline two' : '',
      prior_total_spent: 123_450,
      email: `asha.${w}.${index}@example.in`,
    }));
    // Written directly: a thousand creates through the API would take the test's time for nothing.
    await server().database.db.insert(customers).values(rows.map(({ addresses: _none, mobile: _mobile, ...row }) => row));
    const response = await exportOf(token, { filter: { tags: [w] }, sort: ['email', 'ASC'] });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.rawPayload.subarray(0, 3)).toEqual(BOM);
    const [header, ...lines] = Papa.parse<string[]>(response.body.slice(1), { skipEmptyLines: true }).data;
    expect(lines).toHaveLength(1_234);
    const cell = (line: string[], column: string) => line[header!.indexOf(column)];
    expect(lines.map((line) => cell(line, 'email'))).toEqual(rows.map((row) => row.email).sort());
    const byEmail = new Map(lines.map((line) => [cell(line, 'email'), line]));
    expect(cell(byEmail.get(rows[0]!.email)!, 'first_name')).toBe('José');
    expect(cell(byEmail.get(rows[1]!.email)!, 'first_name')).toBe('李');
    expect(cell(byEmail.get(rows[2]!.email)!, 'note')).toBe(`'=HYPERLINK("http://evil.example","click")`);
    expect(cell(byEmail.get(rows[3]!.email)!, 'note')).toBe('Line one\nline two');
    // Money columns carry their unit; moments are India's.
    expect(cell(byEmail.get(rows[3]!.email)!, 'prior_total_spent (INR)')).toBe('1234.50');
    expect(header).toContain('created_at (Asia/Kolkata)');
    expect(cell(byEmail.get(rows[3]!.email)!, 'marketing_opt_in')).toBe('no');
  });

  it('needs the export action', async () => {
    const lister = await limitedStaffToken(server(), { customers: ['list', 'show'] });
    expect((await exportOf(lister, {})).statusCode).toBe(403);
  });
});
