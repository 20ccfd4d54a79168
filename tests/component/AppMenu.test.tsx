import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { AdminContext, type AuthProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import type { AccessSubject } from '../../src/domain/permissions';
import { AppMenu } from '../../src/layout/AppMenu';
import { Breadcrumbs } from '../../src/layout/Breadcrumbs';
import { i18nProvider } from '../../src/providers/i18nProvider';

const authWith = (subject: AccessSubject): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => subject,
});

const renderMenu = (subject: AccessSubject) =>
  render(
    <MemoryRouter>
      <AdminContext authProvider={authWith(subject)} i18nProvider={i18nProvider}>
        <AppMenu />
      </AdminContext>
    </MemoryRouter>,
  );

describe('side menu', () => {
  it('lists the spec entries in order for a super admin, linking to the screens', async () => {
    renderMenu({ role: 'admin', is_super_admin: true, permissions: {} });
    await screen.findByRole('menuitem', { name: 'Dashboard' });
    const menu = screen.getByRole('menu');
    const labels = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(labels).toEqual([
      'Dashboard',
      'Employees',
      'Employee list',
      'Add employee',
      'Roles',
      'Customers',
      'Customer list',
      'Add customer',
      'Products',
      'Variants',
      'In-review variants',
      'Collections',
      'Warehouse',
      'Brands',
      'URL management',
      'Categories',
      'CMS',
      'Web homepage',
      'Mobile homepage',
      'Web footer',
      'Web header',
      'Orders',
      'Coupons',
    ]);
    expect(screen.getByRole('menuitem', { name: 'Customer list' })).toHaveAttribute('href', '/customers');
    // A group's toggle is a menu item of the menu, its links a group of it (a valid ARIA menu).
    // (DOM queries: role queries over the whole menu take seconds in jsdom.)
    expect(screen.getByText('Customers').closest('[role="menuitem"]')).toHaveAttribute('aria-expanded', 'true');
    expect(menu.querySelector('[role="group"][aria-label="Customers"]')).toContainElement(screen.getByText('Customer list'));
  });

  it('leaves out what the role may not list, and empty groups', async () => {
    renderMenu({
      role: 'editor',
      is_super_admin: false,
      permissions: { products: ['list'], coupons: ['list', 'edit'], customers: ['list', 'show'] },
    });
    await screen.findByRole('menuitem', { name: 'Products' });
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Customers', 'Customer list', 'Products', 'Coupons']);
    expect(screen.queryByText('Employees')).not.toBeInTheDocument();
  });
});

describe('breadcrumbs', () => {
  it('shows Home, section and page for a resource view', async () => {
    render(
      <MemoryRouter initialEntries={['/customers/create']}>
        <AdminContext i18nProvider={i18nProvider}>
          <Breadcrumbs />
        </AdminContext>
      </MemoryRouter>,
    );
    expect((await screen.findByTestId('breadcrumbs')).textContent).toBe('Home/Customers/Add');
  });
});
