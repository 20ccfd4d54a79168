import { expect, test } from './fixtures';
import { storedValue } from './authStorage';
import { signIn } from './session';

const stamp = Date.now().toString(36);
const MANAGER = { email: `manager.${stamp}@example.com`, password: 'Manager#2026' };
const API = '/svc/employee/api/v1';

/** The console offers only what the privilege rules allow a staff member who is not a super admin. */
test('a manager sees only the roles, grants and employees they may change', async ({ page, browser, pagePolicy }) => {
  await signIn(page);
  const auth = { authorization: `Bearer ${await storedValue(page, 'token')}` };
  const role = await page.request.post(`${API}/access_control/create`, {
    headers: auth,
    data: {
      name: `Managers ${stamp}`,
      permissions: [
        { module: 'employees', actions: ['list', 'show', 'edit'] },
        { module: 'roles', actions: ['list', 'show', 'edit'] },
        { module: 'orders', actions: ['list'] },
      ],
    },
  });
  const roleId = (await role.json()).body.role.id as number;
  const employee = { first_name: 'Kavya', last_name: 'Rao', mobile: '9820012345', password: MANAGER.password };
  const own = await page.request.post(`${API}/employee`, { headers: auth, data: { ...employee, email: MANAGER.email, role_id: roleId } });
  const ownId = (await own.json()).body.id as number;
  const colleague = await page.request.post(`${API}/employee`, {
    headers: auth,
    data: { ...employee, first_name: 'Ishaan', email: `colleague.${stamp}@example.com`, role_id: roleId },
  });
  const colleagueId = (await colleague.json()).body.id as number;

  const context = await browser.newContext();
  await pagePolicy.watch(context);
  const manager = await context.newPage();
  await manager.goto('/pages/login');
  await manager.getByLabel('Email').fill(MANAGER.email);
  await manager.getByLabel('Password').fill(MANAGER.password);
  await manager.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(manager).not.toHaveURL(/\/pages\/login/);

  // A super admin's record: no tabs to edit, no disable, a note why.
  await manager.goto('/employees/1');
  await expect(manager.getByText('Only a super admin can change a super admin.')).toBeVisible();
  await expect(manager.getByRole('tab')).toHaveCount(0);

  // A colleague: the admin role is offered but disabled, their own role is not; no super-admin toggle.
  await manager.goto(`/employees/${colleagueId}`);
  await expect(manager.getByRole('tab', { name: 'Password' })).toBeVisible();
  await manager.getByLabel('Role').click();
  await expect(manager.getByRole('option', { name: 'admin', exact: true })).toHaveAttribute('aria-disabled', 'true');
  await expect(manager.getByRole('option', { name: `Managers ${stamp}` })).not.toHaveAttribute('aria-disabled', 'true');
  await manager.keyboard.press('Escape');
  await expect(manager.getByLabel('Super admin')).toHaveCount(0);

  // One's own role cannot be changed.
  await manager.goto(`/employees/${ownId}`);
  await expect(manager.getByRole('combobox', { name: 'Role' })).toHaveAttribute('aria-disabled', 'true');

  // The matrix: only the actions the manager holds can be ticked.
  await manager.goto(`/apps/permissions/permissions-list?role_id=${roleId}`);
  await expect(manager.getByRole('checkbox', { name: 'Orders: List', exact: true })).toBeEnabled();
  await expect(manager.getByRole('checkbox', { name: 'Orders: Create', exact: true })).toBeDisabled();
  await expect(manager.getByRole('checkbox', { name: 'Scripts: All', exact: true })).toBeDisabled();
  await expect(manager.getByRole('checkbox', { name: 'Roles and permissions: Create', exact: true })).toBeDisabled();
  await context.close();
});
