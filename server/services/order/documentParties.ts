import { eq } from 'drizzle-orm';
import { gstStateCode } from '@domain/gst/states';
import { indianStateName } from '@domain/indianStates';
import type { Executor } from '../../db/client';
import { stores, warehouses, type Order } from '../../db/schema';
import type { DocumentParty, PlaceOfSupply } from './documentPdf';

const place = (row: { address_line1: string; city: string; state: string; pincode: string }) =>
  [row.address_line1, [row.city, row.state, row.pincode].filter(Boolean).join(', ')].filter(Boolean);

/**
 * Who sold an order, as its tax documents name them: the store it was sold in, else the warehouse it
 * left from (name, address, GSTIN); and the place of supply: the store's state for a sale in the store,
 * else the state it is shipped to (billed to when it ships nowhere).
 */
export const documentParties = async (tx: Executor, order: Order): Promise<{ seller: DocumentParty; place_of_supply: PlaceOfSupply | null }> => {
  const [store] = order.store_id ? await tx.select().from(stores).where(eq(stores.id, order.store_id)) : [];
  const [warehouse] = !store && order.warehouse_id ? await tx.select().from(warehouses).where(eq(warehouses.id, order.warehouse_id)) : [];
  const seller: DocumentParty = store
    ? { lines: [store.name, ...place(store), store.phone].filter(Boolean), gstin: store.gstin }
    : warehouse
      ? { lines: [warehouse.name, ...place(warehouse)].filter(Boolean), gstin: warehouse.gstin }
      : { lines: [], gstin: '' };
  const stateText = order.channel === 'offline' && store ? store.state : (order.shipping_address?.state ?? order.billing_address?.state ?? '');
  const state = indianStateName(stateText);
  const code = gstStateCode(state);
  return { seller, place_of_supply: state ? { state, code: code ?? '-' } : null };
};
