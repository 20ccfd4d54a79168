import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from './fixtures';
import { signIn } from './session';

const SCREENS = process.env.E2E_OUTPUT ?? 'test-results';

const HEADER =
  'Customer ID,First Name,Last Name,Email,Accepts Email Marketing,Default Address Company,Default Address Address1,Default Address Address2,' +
  'Default Address City,Default Address Province Code,Default Address Country Code,Default Address Zip,Default Address Phone,Phone,' +
  'Accepts SMS Marketing,Total Spent,Total Orders,Note,Tax Exempt,Tags';

const FIRST = ['José', 'Zoë', '李', 'Ōtani', 'Anaïs', 'Asha'];
const quoted = (cell: string) => `"${cell.replace(/"/g, '""')}"`;

/**
 * A Shopify customer export of 1,000 customers as a store brings it: a BOM, CRLF, accented and Chinese
 * names and addresses, notes on several lines, a formula in a note, blank lines; every 50th email
 * malformed. Answers the file and the spreadsheet rows of the refused ones.
 */
const shopifyExport = (w: string) => {
  const lines = [HEADER];
  const refused: number[] = [];
  for (let index = 0; index < 1000; index++) {
    if (index % 200 === 100) lines.push('');
    const bad = index % 50 === 49;
    const first = FIRST[index % FIRST.length]!;
    const email = bad ? `${first} at example.com` : index % 3 === 0 ? `${first.toLowerCase()}.${w}.${index}@example.com` : `cust.${w}.${index}@例子.广告`;
    const note = index === 7 ? '=HYPERLINK("http://evil.example","open")' : index % 10 === 0 ? `Prefers evening calls\nGift wrap: "yes"` : '';
    lines.push(
      [
        `'${7000 + index}`, first, `Mehta ${w}`, email, index % 2 ? 'yes' : 'no', 'Mehta & Sons', quoted(`${index}, MG Road`), '', 'Bengaluru', 'KA', 'IN', '560001', '',
        '', 'no', '1234.50', '3', quoted(note), 'no', quoted('vip, wholesale'),
      ].join(','),
    );
    // The header is row 1; a quoted line break stays in its row.
    if (bad) refused.push(lines.length);
  }
  return { file: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`), refused };
};

const countOf = (page: Page, group: string, name: string) => page.getByRole('group', { name: group }).getByTestId(`count-${name}`);

test('a Shopify customer export of 1,000 rows imports with its suggested mapping, shows progress and its error report, and changes nothing the second time', async ({ page }) => {
  test.setTimeout(600_000);
  await signIn(page, 'editor');
  const w = Date.now().toString(36);
  const { file, refused } = shopifyExport(w);
  const upload = async () => {
    await page.goto('/apps/customers/customers-import');
    await page.locator('input[type="file"]').setInputFiles({ name: 'customers_export.csv', mimeType: 'text/csv', buffer: file });
    await expect(page).toHaveURL(/\/customer-imports\/\d+\/show$/);
  };

  await upload();
  // The suggestion as it comes: the country's code, the customer's own columns, Customer ID left out.
  await expect(page.getByRole('combobox', { name: 'Default Address Country Code' })).toHaveText('Country code');
  await expect(page.getByRole('combobox', { name: 'Customer ID' })).toHaveText('Left out');
  await expect(page.getByRole('combobox', { name: 'Note' })).toHaveText('Note');
  await page.screenshot({ path: `${SCREENS}/screens/customer-file-mapping.png`, fullPage: true });
  await page.getByRole('button', { name: 'Check the file' }).click();
  // Progress from the job's own counts, of every row from the start.
  await expect(page.getByText(/of 1,000/)).toBeVisible();
  await page.screenshot({ path: `${SCREENS}/screens/customer-file-checking.png`, fullPage: true });

  await expect(countOf(page, 'Dry run', 'errors')).toHaveText(/Errors\s*20/, { timeout: 120_000 });
  await expect(countOf(page, 'Dry run', 'new')).toHaveText(/New\s*980/);
  const errors = page.getByRole('table', { name: 'Rows with errors' }).getByRole('row');
  await expect(errors.nth(1)).toHaveText(new RegExp(`^${refused[0]}\\s*Email\\s*${FIRST[49 % FIRST.length]} at example.com\\s*Enter a valid email address$`));
  await page.screenshot({ path: `${SCREENS}/screens/customer-file-preview.png`, fullPage: true });

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the error report' }).click();
  const text = await readFile((await (await downloading).path())!, 'utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  const reportRows = text.slice(1).trim().split('\r\n').slice(1).map((line) => Number(line.split(',')[0]));
  expect(reportRows).toEqual(refused);

  await page.getByRole('button', { name: 'Import the valid rows' }).click();
  await expect(page.getByText('Import finished')).toBeVisible({ timeout: 120_000 });
  await expect(countOf(page, 'Written', 'new')).toHaveText(/New\s*980/);

  // The same file again: nothing new, nothing updated.
  await upload();
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(countOf(page, 'Dry run', 'unchanged')).toHaveText(/Unchanged\s*980/, { timeout: 120_000 });
  await expect(countOf(page, 'Dry run', 'new')).toHaveText(/New\s*0/);
  await expect(countOf(page, 'Dry run', 'updated')).toHaveText(/Updated\s*0/);
  await page.getByRole('button', { name: 'Import the valid rows' }).click();
  await expect(page.getByText('Import finished')).toBeVisible({ timeout: 120_000 });
  await expect(countOf(page, 'Written', 'updated')).toHaveText(/Updated\s*0/);
});
