import { describe, expect, it } from 'vitest';
import { matchPath } from 'react-router-dom';
import { SPEC_ROUTES, redirectLocation } from '@domain/consoleRoutes';
import { findResource } from '@domain/resources';
import { describeLocation } from '../../src/layout/breadcrumbTrail';
import { resolveSpecPath } from '../../src/routes/menuTarget';

describe('spec route table', () => {
  it('gives every path exactly one outcome and only known resources', () => {
    for (const route of SPEC_ROUTES) {
      expect(Boolean(route.redirect) !== Boolean(route.screen), route.path).toBe(true);
      if (route.redirect) expect(findResource(route.redirect.resource), route.path).toBeDefined();
    }
  });

  it('has no duplicate paths', () => {
    const paths = SPEC_ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('matches each path first with its own route (the menu looks its links up by path)', () => {
    for (const route of SPEC_ROUTES) {
      const first = SPEC_ROUTES.find((other) => matchPath({ path: other.path, end: true }, route.path));
      expect(first?.path, route.path).toBe(route.path);
    }
  });

  it('keeps ids when redirecting', () => {
    expect(redirectLocation({ resource: 'customers', view: ':customer_id' }, { customer_id: '42' })).toBe('/customers/42');
    expect(redirectLocation({ resource: 'variants', view: ':variant_id/show' }, { variant_id: '7' })).toBe('/variants/7/show');
    const filtered = redirectLocation({ resource: 'variants', view: '', filter: { product_id: ':product_id' } }, { product_id: '9' });
    expect(new URL(filtered, 'http://x').searchParams.get('filter')).toBe('{"product_id":"9"}');
  });

  it('resolves menu paths to the screens that show them', () => {
    expect(resolveSpecPath('/apps/customers/customers-list')).toBe('/customers');
    expect(resolveSpecPath('/apps/employees/roles')).toBe('/apps/employees/roles');
    expect(resolveSpecPath('/apps/coupons/edit/3')).toBe('/coupons/3');
  });

  it("leads a record type's list, add (`one`) and edit (`one/:id`) paths to its views", () => {
    expect(resolveSpecPath('/apps/discounts')).toBe('/discounts');
    expect(resolveSpecPath('/apps/discount')).toBe('/discounts/create');
    expect(resolveSpecPath('/apps/discount/5')).toBe('/discounts/5');
    expect(resolveSpecPath('/apps/warehouse-management')).toBe('/warehouses');
    expect(resolveSpecPath('/apps/warehouse/3')).toBe('/warehouses/3');
  });

  it('describes breadcrumbs for screens and resource views', () => {
    expect(describeLocation('/apps/variant-tracking')).toEqual({
      section: { label: 'app.sections.catalogue' },
      page: 'app.screens.variant-tracking',
    });
    expect(describeLocation('/customers/12')).toEqual({
      section: { label: 'resources.customers.name', link: '/customers' },
      page: 'app.breadcrumbs.edit',
    });
    expect(describeLocation('/customers')?.page).toBe('app.breadcrumbs.list');
    expect(describeLocation('/nowhere')).toBeUndefined();
  });
});
