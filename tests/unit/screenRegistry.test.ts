import { expect, it } from 'vitest';
import { SCREEN_COMPONENTS } from '../../src/screens/registry';

it("collects the built screens from their folders' index files", () => {
  expect(Object.keys(SCREEN_COMPONENTS).sort()).toEqual([
    'admin-checkout',
    'api-reference',
    'barcodes',
    'collection-products',
    'containers-preview',
    'dashboard',
    'employee-profile',
    'inbound-inventory',
    'move-inventory',
    'order-history-report',
    'outbound-inventory',
    'permissions',
    'product-variants',
    'profile-of',
    'rack',
    'roles',
    'section-layout',
    'steal-variants',
    'variant-tracking',
    'warehouse-stock',
  ]);
});
