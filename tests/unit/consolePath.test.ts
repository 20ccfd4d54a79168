import { describe, expect, it } from 'vitest';
import { consolePath } from '@domain/consolePath';
import { SPEC_ROUTES } from '@domain/consoleRoutes';

describe('consolePath', () => {
  it('fills in every param of a spec route, escaped', () => {
    expect(consolePath('/apps/product/:product_id/variant/add', { product_id: 12 })).toBe('/apps/product/12/variant/add');
    expect(consolePath('/apps/:warehouse_id/racks/:id', { warehouse_id: 'w 1', id: 4 })).toBe('/apps/w%201/racks/4');
    expect(consolePath('/apps/collections-list')).toBe('/apps/collections-list');
  });

  it('answers a path the route table serves', () => {
    const link = consolePath('/apps/container/:container_id/section/:section_type/:section_id', { container_id: 1, section_type: 'banner', section_id: 9 });
    const served = SPEC_ROUTES.some(({ path }) => new RegExp(`^${path.replace(/:[a-z_]+/g, '[^/]+')}$`).test(link));
    expect(served).toBe(true);
  });

  it('refuses, at compile time, a path outside the table and missing or misspelt params', () => {
    // @ts-expect-error not a route of the table
    consolePath('/apps/product/edit/:id', { id: 1 });
    // @ts-expect-error product_id is missing
    consolePath('/apps/product/:product_id/variant/add', {});
    // @ts-expect-error the param is product_id
    consolePath('/apps/product/:product_id/variant/add', { id: 1 });
    // @ts-expect-error a path with params needs them
    consolePath('/apps/collection/add-products/:id');
  });
});
