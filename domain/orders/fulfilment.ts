import type { OrderStatus } from './states';

/**
 * How far an order's goods have gone, as the orders list filters by it: the statuses of the state
 * machine grouped by where the parcel is (a cancelled order has none).
 */
export const FULFILMENT_STAGES = {
  unfulfilled: ['placed', 'confirmed'],
  in_progress: ['picked', 'packed'],
  shipped: ['shipped'],
  delivered: ['delivered'],
} as const satisfies Record<string, readonly OrderStatus[]>;
export type FulfilmentStage = keyof typeof FULFILMENT_STAGES;
export const FULFILMENT_STAGE_NAMES = Object.keys(FULFILMENT_STAGES) as FulfilmentStage[];
