/** Barcode / QR labels and variant tracking: what the server streams and answers, shared with the console. */
import type { HistoryChanges, HistoryOrigin } from './history';

/** One label's data, a line of the label stream (`application/x-ndjson`). Money in minor units. */
export interface LabelRow {
  id: number;
  sku: string;
  barcode: string | null;
  title: string;
  size: string;
  colour: string;
  price: number;
  currency: string;
  /** Opens the variant's timeline in the console (the QR code holds it). */
  tracking_url: string;
}

/** The console path of a variant's timeline; the QR code's URL is this on the console's origin. */
export const trackingPath = (sku: string) => `/apps/variant-tracking/${encodeURIComponent(sku)}`;

/** At most this many ids in one request for the labels of a selection (a whole filtered list has no limit). */
export const MAX_LABEL_IDS = 1000;

/**
 * What a stock ledger row did to the variant: units received, picked, moved between shelves, set right
 * by a count, reserved or released for an order, sent off a shelf towards another warehouse or arrived there.
 */
export const STOCK_EVENT_ACTIONS = ['receive', 'pick', 'move', 'adjust', 'reserve', 'release', 'dispatch', 'arrive'] as const;
export type StockEventAction = (typeof STOCK_EVENT_ACTIONS)[number];

interface EventBase {
  at: string;
  actor_id: number | null;
  actor_name: string | null;
}

/**
 * One event of a variant's timeline, oldest first, with who and when. `source` says where it comes
 * from: its History rows, the stock ledger, or the events of the orders holding it.
 */
export type TimelineEvent =
  | (EventBase & {
      source: 'history';
      /** create, update, submit, approve, reject, delete, or any other named action. */
      action: string;
      changes: HistoryChanges;
      /** The import (file, row) that made the change, when one did. */
      origin?: HistoryOrigin | null;
    })
  | (EventBase & {
      source: 'stock';
      action: StockEventAction;
      /** Units, positive; an adjustment's signed (a count that found fewer is negative). */
      quantity: number;
      warehouse: string;
      /** The shelf's code (the shelf left, for a move or a dispatch; the one reached, for an arrival); null for a reservation. */
      shelf: string | null;
      /** A move's destination shelf. */
      to_shelf: string | null;
    })
  | (EventBase & {
      source: 'order';
      /** placed, a state machine action (confirm, ship …), note, return, credit_note_redeemed … */
      action: string;
      order_id: number;
      order_number: string;
      to_status: string | null;
    });

export interface VariantTimeline {
  variant: { id: number; sku: string; barcode: string | null; title: string; size: string; status: string; product_id: number };
  events: TimelineEvent[];
}
