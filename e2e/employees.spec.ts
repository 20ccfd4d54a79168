import { expect, test, type Page } from './fixtures';
import { deflateSync } from 'node:zlib';
import { storedValue } from './authStorage';
import { listSettled } from './lists';
import { signIn } from './session';

const SHOTS = 'test-results/screens';
const stamp = Date.now().toString(36);
const ROLE = `Packers ${stamp}`;
const EMPLOYEE = { first: 'Farah', last: 'Qureshi', email: `farah.${stamp}@example.com`, password: 'Packing#2026', next: 'Shipping#2027' };

/** A 64x64 terracotta PNG, built here so the test carries no binary fixture. */
const portrait = (): Buffer => {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([length, body, sum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(64, 0);
  header.writeUInt32BE(64, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(64 * 3, Buffer.from([0xd0, 0x5a, 0x3c]))]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: 64 }, () => row)));
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', pixels), chunk('IEND', Buffer.alloc(0))]);
};

const openTab = async (page: Page, name: string) => {
  await page.getByRole('tab', { name }).click();
};
const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true }).click();
const saved = (page: Page) => expect(page.getByText('Saved', { exact: true })).toBeVisible();

/** Ticks or clears one cell of the permission matrix. */
const setGrant = async (page: Page, module: string, action: string, checked: boolean) => {
  const box = page.getByRole('checkbox', { name: `${module}: ${action}`, exact: true });
  if ((await box.isChecked()) !== checked) await box.click();
};
const saveMatrix = async (page: Page) => {
  await page.getByRole('button', { name: 'Save permissions' }).click();
  await expect(page.getByText('Permissions saved', { exact: false })).toBeVisible();
};

test('an admin builds a role and an employee; the employee sees and may do only what the role allows', async ({ page, browser, pagePolicy }) => {
  test.setTimeout(180_000);
  await signIn(page, 'admin');

  // A role with employees (list, view) and orders (list, view).
  await page.goto('/apps/employees/roles');
  await expect(page.getByRole('cell', { name: 'catalogue', exact: true })).toBeVisible();
  await listSettled(page);
  await page.screenshot({ path: `${SHOTS}/roles.png`, fullPage: true });
  await page.getByRole('link', { name: 'Create' }).click();
  await page.getByRole('textbox', { name: 'Name' }).fill(ROLE);
  await page.getByRole('textbox', { name: 'Description' }).fill('Packs and ships orders');
  await save(page);
  await expect(page.getByTestId('permission-matrix')).toBeVisible();
  for (const [module, action] of [['Employees', 'List'], ['Employees', 'View'], ['Orders', 'List'], ['Orders', 'View']]) {
    await setGrant(page, module!, action!, true);
  }
  await saveMatrix(page);
  const roleId = new URL(page.url()).pathname.split('/')[2];

  // The employee, with a spec validator refusing a bad designation first.
  await page.goto('/apps/employees/employee-add');
  await page.getByLabel('First name').fill(EMPLOYEE.first);
  await page.getByLabel('Last name').fill(EMPLOYEE.last);
  await page.getByLabel('Email').fill(EMPLOYEE.email);
  await page.getByLabel('Mobile').fill('9820012345');
  await page.getByLabel('Role').click();
  await page.getByRole('option', { name: ROLE }).click();
  await page.getByRole('textbox', { name: 'Password' }).fill(EMPLOYEE.password);
  await page.getByLabel('Designation').fill('Packer / shipper');
  await save(page);
  await expect(page.getByText('The Designation can contain only alphabetic, numeric, commas and spaces')).toBeVisible();
  await page.getByLabel('Designation').fill('Packer, outbound');
  await save(page);
  await expect(page).toHaveURL(/\/employees\/\d+$/);
  const employeeId = new URL(page.url()).pathname.split('/')[2];

  // Each part saves on its own.
  await openTab(page, 'Information');
  await page.getByLabel('Date of birth').fill('1996-08-14');
  await page.getByLabel('Joining date').fill('2024-04-01');
  await save(page);
  await saved(page);

  await openTab(page, 'Address');
  await page.getByLabel('Address line 1').fill('42, Turner Road, Bandra West');
  await page.getByLabel('City').fill('Mumbai');
  await page.getByLabel('State').fill('Maharashtra');
  await page.getByLabel('Pincode').fill('400050');
  await page.getByLabel('Country').fill('India');
  await save(page);
  await saved(page);

  await openTab(page, 'Bank details');
  await page.getByLabel('Account holder').fill('Farah Qureshi');
  await page.getByLabel('Bank name').fill('HDFC Bank');
  await page.getByLabel('Account number').fill('50100234567891');
  await page.getByLabel('IFSC').fill('HDFC1000123');
  await page.getByLabel('PAN').fill('ABCPQ1234');
  await save(page);
  await expect(page.getByText('The IFSC can only contain a valid IFSC Code')).toBeVisible();
  await expect(page.getByText('The PAN can only contain a valid pan card')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/employee-bank-errors.png`, fullPage: true });
  await page.getByLabel('IFSC').fill('HDFC0000123');
  await page.getByLabel('PAN').fill('ABCPQ1234F');
  await save(page);
  await saved(page);

  await openTab(page, 'Password');
  await page.getByRole('textbox', { name: 'Password' }).fill(EMPLOYEE.next);
  await save(page);
  await saved(page);

  await openTab(page, 'Profile photo');
  await page.getByTestId('profile-image-file').setInputFiles({ name: 'farah.png', mimeType: 'image/png', buffer: portrait() });
  await expect(page.locator('img[src^="/svc/media/api/v1/media/"]').first()).toBeVisible();
  await save(page);
  await saved(page);

  await openTab(page, 'Account');
  await page.getByLabel('Mobile').fill('9820054321');
  await save(page);
  await saved(page);
  await page.screenshot({ path: `${SHOTS}/employee-edit.png`, fullPage: true });

  // The full record holds every part.
  const adminToken = await storedValue(page, 'token');
  const full = await page.request.get(`/svc/employee/api/v1/employee/full/${employeeId}`, { headers: { authorization: `Bearer ${adminToken}` } });
  expect((await full.json()).body).toMatchObject({
    mobile: '9820054321',
    designation: 'Packer, outbound',
    dob: '1996-08-14',
    city: 'Mumbai',
    bank_ifsc: 'HDFC0000123',
    bank_pan: 'ABCPQ1234F',
    profile_image: expect.stringMatching(/^\/svc\/media\/api\/v1\/media\//),
  });

  // The list finds the employee by search and role, and exports.
  await page.goto('/apps/employees/employees-list');
  await page.getByPlaceholder('Search').fill('Qureshi');
  await expect(page.getByRole('cell', { name: EMPLOYEE.email })).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.csv$/);
  await page.screenshot({ path: `${SHOTS}/employee-list.png`, fullPage: true });

  // Fewer modules: orders go.
  await page.goto(`/apps/permissions/permissions-list?role_id=${roleId}`);
  await setGrant(page, 'Orders', 'List', false);
  await setGrant(page, 'Orders', 'View', false);
  await saveMatrix(page);
  await page.screenshot({ path: `${SHOTS}/permission-matrix.png`, fullPage: true });

  // The employee, in a browser of their own.
  const context = await browser.newContext();
  await pagePolicy.watch(context);
  const member = await context.newPage();
  await member.goto('/pages/login');
  await member.getByLabel('Email').fill(EMPLOYEE.email);
  await member.getByLabel('Password').fill(EMPLOYEE.next);
  await member.getByRole('button', { name: 'Sign in' }).click();
  await expect(member).not.toHaveURL(/\/pages\/login/);
  await member.goto('/apps/employees/employees-list');
  const menu = member.locator('.RaMenu-open, .RaMenu-closed').first();
  await expect(menu.getByText('Employee list', { exact: true })).toBeVisible();
  for (const hidden of ['Orders', 'Customers', 'Products', 'Coupons', 'Roles']) {
    await expect(menu.getByText(hidden, { exact: true })).toHaveCount(0);
  }
  await member.getByPlaceholder('Search').fill(EMPLOYEE.last);
  await expect(member.getByRole('cell', { name: EMPLOYEE.email })).toBeVisible();
  await expect(member.getByRole('link', { name: 'Create' })).toHaveCount(0);
  await expect(member.getByRole('button', { name: 'Export' })).toHaveCount(0);
  await member.screenshot({ path: `${SHOTS}/employee-list-member.png`, fullPage: true });

  // The server refuses what the console hides.
  const token = await storedValue(member, 'token');
  const auth = { authorization: `Bearer ${token}` };
  const create = await member.request.post('/svc/employee/api/v1/employee', { headers: auth, data: { first_name: 'X' } });
  expect(create.status()).toBe(403);
  const grant = await member.request.post('/svc/employee/api/v1/access_control/create', {
    headers: auth,
    data: { role_id: Number(roleId), permissions: [{ module: 'orders', actions: ['list'] }] },
  });
  expect(grant.status()).toBe(403);
  const disable = await member.request.post('/svc/employee/api/v1/employee/disable', { headers: auth, data: { employee_id: Number(employeeId) } });
  expect(disable.status()).toBe(403);

  // Their own profile page works without the module rights to edit.
  await member.goto('/apps/employees/employee-view');
  await expect(member.getByRole('heading', { name: `${EMPLOYEE.first} ${EMPLOYEE.last}` })).toBeVisible();
  await expect(member.getByText('Packer, outbound').first()).toBeVisible();
  await member.screenshot({ path: `${SHOTS}/employee-profile.png`, fullPage: true });
  await context.close();

  // Disabling, after confirmation, ends the employee's access.
  await page.goto(`/employees/${employeeId}`);
  await page.getByRole('button', { name: 'Disable' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByTestId('employee-status')).toHaveText('Disabled');
  const after = await page.request.get('/svc/employee/api/v1/employee/session', { headers: auth });
  expect(after.status()).toBe(401);
});
