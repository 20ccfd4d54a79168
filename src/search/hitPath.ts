import { consolePath } from '@domain/consolePath';
import type { SearchKind } from '@domain/profile';

/** The console page a found record opens on. */
export const hitPath = (kind: SearchKind, id: number): string => {
  switch (kind) {
    case 'order':
    case 'invoice':
      return consolePath('/apps/orders/view/:id', { id });
    case 'variant':
      return consolePath('/apps/products/variant/:id', { id });
    case 'product':
      return consolePath('/apps/product/view/:id', { id });
    case 'customer':
      return consolePath('/apps/customers/customer-edit/:customer_id', { customer_id: id });
    case 'employee':
      return consolePath('/apps/employees/employee-edit/:employee_id', { employee_id: id });
  }
};
