import { SALE_STATUSES, customerFigureFilters, lastMomentBefore, type DashboardFigures } from '@domain/dashboard';

type Bounds = DashboardFigures['bounds'];

const listOf = (resource: string, filter: Record<string, unknown>) => `/${resource}?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;
const placedIn = (start: string, end: string) => ({ placed_at_gte: start, placed_at_lte: lastMomentBefore(end) });
const createdIn = (start: string, end: string) => ({ created_at_gte: start, created_at_lte: lastMomentBefore(end) });

/** The lists each figure counts, filtered to what it counts. */
export const figureLinks = ({ start, end }: Bounds) => ({
  sales: listOf('orders', { ...placedIn(start, end), status: SALE_STATUSES }),
  store: (storeId: number) => listOf('orders', { ...placedIn(start, end), status: SALE_STATUSES, store_id: storeId }),
  newCustomers: listOf('customers', customerFigureFilters(start, end).new),
  returningCustomers: listOf('customers', customerFigureFilters(start, end).returning),
  returns: listOf('return-orders', createdIn(start, end)),
  creditNotes: listOf('credit-notes', { ...createdIn(start, end), status: ['issued', 'partly_redeemed', 'redeemed'] }),
  product: (id: number) => `/products/${id}/show`,
  brand: (id: number) => listOf('products', { brand_id: id }),
  designer: (id: number) => listOf('products', { designer_id: id }),
  category: (id: number) => listOf('products', { category_id: id }),
  reviewQueue: '/in-review-variants',
  order: (id: number) => `/orders/${id}/show`,
});
export type FigureLinks = ReturnType<typeof figureLinks>;
