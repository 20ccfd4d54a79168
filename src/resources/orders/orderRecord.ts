import type { OrderAddress } from '@domain/orders/schemas';
import type { OrderChannel, OrderStatus, PaymentStatus } from '@domain/orders/states';

/** One line of an order as the server's one-order answer has it (minor units; tax rate in basis points). */
export interface OrderLine {
  id: number;
  sku: string;
  title: string;
  hsn_code?: string;
  quantity: number;
  unit_price: number;
  gross: number;
  discount: number;
  net: number;
  tax_rate: number;
  tax: number;
  cgst: number;
  sgst: number;
  igst: number;
  returned_quantity: number;
}

/** One step of the order's timeline, with who took it. */
export interface OrderEvent {
  id: number;
  created_at: string;
  kind: string;
  from_status: OrderStatus | null;
  to_status: OrderStatus | null;
  note: string | null;
  data: { carrier?: string; tracking_number?: string; amount?: number; method?: string; reference?: string | null; number?: string } | null;
  actor_id: number | null;
  actor_name: string | null;
}

/** A payment the order received, or a refund to one of them (minor units), with who recorded it. */
export interface OrderPayment {
  id: number;
  kind: 'payment' | 'refund';
  method: string;
  amount: number;
  reference: string;
  /** A refund: the payment it went back to. */
  refund_of: number | null;
  reason: string;
  override_reason: string | null;
  received_at: string;
  /** A payment: what went back to it so far. */
  refunded: number;
  recorded_by: string | null;
}

/** An order as the order view reads it (GET /orders/:id). */
export interface OrderRecord {
  id: number;
  number: string;
  status: OrderStatus;
  channel: OrderChannel;
  payment_status: PaymentStatus;
  payment_method: string;
  customer_id: number | null;
  customer_name: string;
  customer_email: string;
  store_name: string | null;
  intra_state: boolean;
  billing_address: OrderAddress | null;
  shipping_address: OrderAddress | null;
  carrier: string | null;
  tracking_number: string | null;
  /** Money, minor units: what the order charged, was paid and gave back. */
  total: number;
  paid: number;
  refunded: number;
  /** Absent while the list's row stands in for the order, until the one-order answer arrives. */
  lines?: OrderLine[];
  events?: OrderEvent[];
  payments?: OrderPayment[];
  /** Credit notes issued against the order; what dearer exchanges added to what it owes. */
  credited?: number;
  exchange_due?: number;
}
