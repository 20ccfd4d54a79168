import { describe, expect, it } from 'vitest';
import { RESOURCE_FOLDERS } from '../../src/resources/registry';
import { resourceFolder } from '../../src/resources/resourceFolder';

const noIcon = () => null;
const screen = () => Promise.resolve({ default: () => null });
const viewsOf = (folder: object) => Object.keys(folder).filter((key) => ['list', 'show', 'edit', 'create'].includes(key)).sort();

describe('resourceFolder', () => {
  it('takes each screen file for the view its name ends in', () => {
    const folder = resourceFolder(noIcon, { './ShelfList.tsx': screen, './ShelfBulkCreate.tsx': screen, './checkout/OrderShow.tsx': screen }, { recordRepresentation: 'code' });
    expect(viewsOf(folder)).toEqual(['create', 'list', 'show']);
    expect(folder.recordRepresentation).toBe('code');
  });

  it('gives the create and edit views of an inputs file, unless the folder has its own', () => {
    const own = () => Promise.resolve({ default: () => null });
    const folder = resourceFolder(noIcon, { './WarehouseEdit.tsx': own, './WarehouseInputs.tsx': screen, './WarehouseList.tsx': screen });
    expect(viewsOf(folder)).toEqual(['create', 'edit', 'list']);
    expect(folder.edit).not.toBe(resourceFolder(noIcon, { './WarehouseInputs.tsx': screen }).edit);
  });

  it('refuses a file that is no screen', () => {
    expect(() => resourceFolder(noIcon, { './BrandHelpers.tsx': screen })).toThrow(/BrandHelpers/);
  });

  it("finds every built resource's screen files", () => {
    const views = Object.fromEntries(Object.entries(RESOURCE_FOLDERS).map(([name, folder]) => [name, viewsOf(folder)]));
    expect(views).toMatchObject({
      products: ['create', 'edit', 'list', 'show'],
      variants: ['create', 'edit', 'list', 'show'],
      customers: ['create', 'edit', 'list', 'show'],
      employees: ['create', 'edit', 'list', 'show'],
      'in-review-variants': ['edit', 'list', 'show'],
      orders: ['create', 'list', 'show'],
      'offline-orders': ['list', 'show'],
      'credit-notes': ['list', 'show'],
      'exchange-orders': ['list'],
      'return-orders': ['list'],
      roles: ['create', 'edit', 'list'],
      shelves: ['create', 'edit', 'list'],
      warehouses: ['create', 'edit', 'list'],
      brands: ['create', 'edit', 'list'],
      urls: ['create', 'edit', 'list'],
      categories: ['create', 'edit', 'list'],
      collections: ['create', 'edit', 'list', 'show'],
      containers: ['create', 'edit', 'list', 'show'],
      contents: ['create', 'edit', 'list', 'show'],
      sections: ['create', 'edit', 'list'],
      'customer-imports': ['create', 'list', 'show'],
      coupons: ['create', 'edit', 'list'],
      discounts: ['create', 'edit', 'list'],
      steals: ['create', 'edit', 'list', 'show'],
    });
  });
});
