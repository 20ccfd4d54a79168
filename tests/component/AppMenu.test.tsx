import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AdminContext, memoryStore, type AuthProvider, type Store } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { ACTIONS, EDITOR_PERMISSIONS, MODULES, type AccessSubject } from '@domain/permissions';
import { SPEC_ROUTES } from '@domain/consoleRoutes';
import { RESOURCE_DEFINITIONS } from '@domain/resources';
import { loadMessages, LOCALES } from '../../src/i18n/messages';
import { AppMenu } from '../../src/layout/AppMenu';
import { MENU, isMenuGroup } from '../../src/layout/menuEntries';
import { menuIconOf } from '../../src/layout/menuIcons';
import { RESOURCE_FOLDERS } from '../../src/resources/registry';
import { Breadcrumbs } from '../../src/layout/Breadcrumbs';
import { i18nProvider } from '../../src/providers/i18nProvider';

const authWith = (subject: AccessSubject): AuthProvider => ({
  login: async () => undefined,
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => subject,
});

const renderMenu = (subject: AccessSubject, { path = '/', store = memoryStore() }: { path?: string; store?: Store } = {}) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext authProvider={authWith(subject)} i18nProvider={i18nProvider} store={store}>
        <AppMenu />
      </AdminContext>
    </MemoryRouter>,
  );

describe('side menu', () => {
  it('lists the spec entries in order for a super admin, linking to the screens', async () => {
    renderMenu({ role: 'admin', is_super_admin: true, permissions: {} });
    await screen.findByRole('menuitem', { name: 'Dashboard' });
    const menu = screen.getByRole('menu');
    // Links of rows the spec does not list (a scaffolded resource's) come on top of the spec's own entries.
    const ownPaths = new Set(RESOURCE_DEFINITIONS.flatMap((row) => row.menu ?? []).filter((place) => !SPEC_ROUTES.some((route) => route.path === place.path)).map((place) => place.path));
    const labels = within(menu)
      .getAllByRole('menuitem')
      .filter((item) => !ownPaths.has(item.getAttribute('href') ?? ''))
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
    const icons = Array.from(menu.querySelectorAll('a[role="menuitem"]')).filter((item) => !ownPaths.has(item.getAttribute('href') ?? '')).map((item) =>
      item.querySelector('svg')?.getAttribute('data-testid')?.replace(/Icon$/, ''),
    );
    expect(icons).toEqual([
      'Analytics', 'List', 'PersonAdd', 'AdminPanelSettings', 'List', 'PersonAdd', 'Checkroom', 'Style', 'RateReview',
      'CollectionsBookmark', 'Warehouse', 'Sell', 'Link', 'AccountTree', 'Web', 'PhoneAndroid', 'VerticalAlignBottom',
      'VerticalAlignTop', 'ReceiptLong', 'LocalOffer',
    ]);
    const groupIcon = (name: string) => screen.getByText(name).closest('[role="menuitem"]')?.querySelector('svg')?.getAttribute('data-testid');
    expect(['Employees', 'Customers', 'CMS'].map(groupIcon)).toEqual(['BadgeIcon', 'PeopleIcon', 'DashboardCustomizeIcon']);
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

  const SUPER_ADMIN: AccessSubject = { role: 'admin', is_super_admin: true, permissions: {} };

  it("marks the current screen's entry, and names a folded menu's icons by their labels", async () => {
    renderMenu(SUPER_ADMIN, { path: '/customers/12/show', store: memoryStore({ 'sidebar.open': false }) });
    const current = await screen.findByRole('menuitem', { name: 'Customer list' });
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).toHaveClass('RaMenuItemLink-root', 'RaMenuItemLink-dense');
    // Folded, each link wears its label as a tooltip (MUI names the link by it).
    expect(current).toHaveAttribute('aria-label', 'Customer list');
    expect(screen.getByRole('menuitem', { name: 'Add customer' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('menuitem', { name: 'Dashboard' })).toHaveClass('RaMenuItemLink-root');
  });

  it("folds a group's links away with its toggle, a button", async () => {
    renderMenu(SUPER_ADMIN);
    const toggle = (await screen.findByText('Customers')).closest('[role="menuitem"]')!;
    expect(toggle.tagName).toBe('BUTTON');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(screen.queryByRole('menuitem', { name: 'Customer list' })).not.toBeInTheDocument());
    fireEvent.click(toggle);
    expect(await screen.findByRole('menuitem', { name: 'Customer list' })).toBeInTheDocument();
  });

  it('closes the sidebar when a link is taken on a small screen, and only there', async () => {
    const takeALink = async (small: boolean) => {
      // jsdom has no media queries: every query answers as the screen's size.
      vi.stubGlobal('matchMedia', (query: string) => ({ matches: small, media: query, addEventListener: () => {}, removeEventListener: () => {} }));
      const store = memoryStore({ 'sidebar.open': true });
      const { unmount } = renderMenu(SUPER_ADMIN, { store });
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Roles' }));
      const open = store.getItem('sidebar.open');
      unmount();
      vi.unstubAllGlobals();
      return open;
    };
    expect(await takeALink(true)).toBe(false);
    expect(await takeALink(false)).toBe(true);
  });
});

/** Each folder's English messages, by folder name: where a built resource keeps its module label. */
const FOLDER_MESSAGES_EN = Object.fromEntries(
  Object.entries(import.meta.glob<{ modules?: Record<string, string> }>('../../src/resources/*/i18n/en.ts', { eager: true, import: 'en' })).map(
    ([path, messages]) => [path.split('/')[4], messages],
  ),
);
const pathOf = (translations: object, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], translations);

describe('the menu, its icons, the editor grants and the module labels come from the resource table', () => {
  const rowsInMenu = RESOURCE_DEFINITIONS.flatMap((row) => (row.menu ?? []).map((place) => ({ row, place })));
  const links = MENU.flatMap((entry) => (isMenuGroup(entry) ? entry.group : [entry]));

  it('has one link per menu place of the table, in the order of the places, after the dashboard', () => {
    const expected = [...rowsInMenu].sort((a, b) => a.place.order - b.place.order);
    expect(links.map((link) => [link.path, link.label, link.module, link.action])).toEqual([
      ['/dashboard/analytics', 'app.menu.dashboard', 'dashboard', undefined],
      ...expected.map(({ row, place }) => [place.path, place.label, row.module, place.action]),
    ]);
    const groups = MENU.filter(isMenuGroup);
    expect(groups.map((group) => [group.label, group.group.map((link) => link.path)])).toEqual(
      [...new Set(expected.flatMap(({ place }) => (place.section ? [place.section] : [])))].map((section) => [
        `app.menu.${section}`,
        expected.filter(({ place }) => place.section === section).map(({ place }) => place.path),
      ]),
    );
  });

  it("shows each resource's one icon, its folder's, on its links and on the group it opens", () => {
    for (const { row } of rowsInMenu) expect(RESOURCE_FOLDERS[row.name]?.icon, row.name).toBeDefined();
    for (const link of links.filter((l) => !l.icon)) expect(menuIconOf(link), link.path).toBe(RESOURCE_FOLDERS[link.resource!]!.icon);
    for (const group of MENU.filter(isMenuGroup)) expect(menuIconOf(group), group.label).toBe(RESOURCE_FOLDERS[group.group[0]!.resource!]!.icon);
    expect(new Set(Object.values(RESOURCE_FOLDERS).map((folder) => folder.icon)).size).toBe(Object.keys(RESOURCE_FOLDERS).length);
    expect(Object.keys(RESOURCE_FOLDERS).filter((name) => !RESOURCE_DEFINITIONS.some((row) => row.name === name))).toEqual([]);
  });

  it('grants the seeded editor every module but those of rows marked adminOnly', () => {
    const adminOnly = RESOURCE_DEFINITIONS.filter((row) => row.adminOnly).map((row) => row.module);
    expect(EDITOR_PERMISSIONS).toEqual(Object.fromEntries(MODULES.filter((m) => !adminOnly.includes(m)).map((m) => [m, ACTIONS])));
  });

  it("labels every module and menu entry in every language, a built resource's module from its own folder", async () => {
    for (const { locale } of LOCALES) {
      const messages = await loadMessages(locale);
      expect(MODULES.filter((module) => typeof pathOf(messages, `modules.${module}`) !== 'string'), locale).toEqual([]);
      const menuLabels = MENU.flatMap((entry) => [entry.label, ...(isMenuGroup(entry) ? entry.group.map((link) => link.label) : [])]);
      expect(menuLabels.filter((key) => typeof pathOf(messages, key) !== 'string'), locale).toEqual([]);
    }
    const owners = MODULES.flatMap((module) => {
      const row = RESOURCE_DEFINITIONS.find((r) => r.module === module);
      return row && row.name !== 'roles' && FOLDER_MESSAGES_EN[row.name] ? [[module, row.name] as const] : [];
    });
    expect(owners.length).toBeGreaterThan(10);
    for (const [module, folder] of owners) {
      expect(FOLDER_MESSAGES_EN[folder]!.modules?.[module], `${folder} labels ${module}`).toBeTypeOf('string');
      expect(FOLDER_MESSAGES_EN.roles!.modules?.[module], `roles leaves ${module} to ${folder}`).toBeUndefined();
    }
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
