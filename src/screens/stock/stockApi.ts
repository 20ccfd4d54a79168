import { useDataProvider } from 'react-admin';
import type { ShelfHolding } from '@domain/stock';
import type { ConsoleDataProvider } from '../../providers/dataProvider';

export interface FoundVariant {
  id: number;
  sku: string;
  barcode: string | null;
}

export interface FoundShelf {
  id: number;
  code: string;
}

export interface LedgerRow {
  id: number;
  at: string;
  document_type: string;
  document_id: number | null;
  shelf_code: string | null;
  /** Units of a move on their way (no shelf). */
  in_transit: boolean;
  sku: string;
  delta: number;
  before: number;
  after: number;
}

/** A variant's figures in a warehouse (GET /warehouses/:id/stock-levels). */
export interface StockLevelRow {
  warehouse_id: number;
  warehouse_name: string;
  variant_id: number;
  sku: string;
  title: string;
  on_hand: number;
  reserved: number;
  available: number;
}

/** Units of a move on their way (GET /warehouses/:id/in-transit). */
export interface InTransitRow {
  document_id: number;
  reference: string;
  variant_id: number;
  sku: string;
  quantity: number;
  from_warehouse_id: number;
  from_warehouse_name: string;
  to_warehouse_id: number;
  to_warehouse_name: string;
}

/** The lookups of the shopfloor screens: a scanned code to a variant or a shelf, and a warehouse's stock reads. */
export const useStockApi = (warehouseId: number) => {
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const first = async <T,>(resource: string, filter: Record<string, unknown>) =>
    (await dataProvider.getList(resource, { filter, pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'ASC' } })).data[0] as T | undefined;
  const read = async <T,>(name: string, query?: Record<string, string | number | undefined>) =>
    (await dataProvider.read<T>('warehouses', { id: warehouseId, name, query })).data;
  return {
    /** A variant by its barcode, else by its SKU. */
    findVariant: async (code: string) =>
      (await first<FoundVariant>('variants', { barcode: code })) ?? (await first<FoundVariant>('variants', { sku: code.toUpperCase() })),
    /** A shelf of this warehouse (or of `inWarehouse`) by its code. */
    findShelf: (code: string, inWarehouse = warehouseId) => first<FoundShelf>('shelves', { warehouse_id: inWarehouse, code }),
    /** Where a receipt should put the variant; `taken`: shelves the draft already fills with other variants. */
    putaway: async (variantId: number, taken: number[] = []) =>
      (await read<{ suggestion: { shelf_id: number; code: string } | null }>('putaway', { variant_id: variantId, taken: taken.join(',') || undefined })).suggestion,
    holdings: (query: { shelf_id?: number; variant_id?: number } = {}) => read<ShelfHolding[]>('stock', query),
    levels: (query: { variant_id?: number } = {}) => read<StockLevelRow[]>('stock-levels', query),
    inTransit: () => read<InTransitRow[]>('in-transit'),
    ledger: (query: Record<string, string | number | undefined> = {}) => read<LedgerRow[]>('ledger', query),
  };
};
