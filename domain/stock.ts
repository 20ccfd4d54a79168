import { z } from './zod';
import { int4, lineText, optionalText, recordId } from './bounds';
import { PINCODE_PATTERN } from './employee';
import { schemaMessage } from './schemaMessages';
import { gstinField } from './gst/fields';

/** Payload schemas of warehouses, racks, shelves and stock documents, shared by the console and the server. */
const keepUnder = (max: number) => schemaMessage('server.keep_under', { max });
const name = (max = 120) => lineText().trim().min(1, schemaMessage('server.enter_name')).max(max, keepUnder(max));
const line = (max: number) => optionalText(lineText().trim().max(max, keepUnder(max)));
/** Codes printed on labels and typed by scanners: capitals, digits, hyphens. */
export const STOCK_CODE = /^[A-Z0-9][A-Z0-9-]*$/;
const code = () =>
  lineText()
    .trim()
    .transform((value) => value.toUpperCase())
    .pipe(z.string().min(1, schemaMessage('server.enter_code')).max(40, keepUnder(40)).regex(STOCK_CODE, schemaMessage('server.capitals_digits_hyphens')));
const quantity = () => int4(1, schemaMessage('server.quantity_positive'));

export const warehouseSchema = z.object({
  name: name(),
  code: code(),
  address_line1: line(120),
  address_line2: line(120),
  pincode: optionalText(z.string().trim().regex(PINCODE_PATTERN, { message: schemaMessage('server.enter_pincode') }).or(z.literal(''))),
  city: line(60),
  state: line(60),
  gstin: gstinField(),
  is_active: z.boolean().default(true),
});

export const rackSchema = z.object({ warehouse_id: recordId(), code: code(), description: line(200) });

export const shelfSchema = z.object({ rack_id: recordId(), code: code() });

/** The most shelves one pattern adds. */
export const MAX_BULK_SHELVES = 200;

/** Shelves `prefix` + first..last, numbers padded to `digits` (A- 1..40 2 -> A-01 .. A-40). */
export const bulkShelvesSchema = z
  .object({
    rack_id: recordId(),
    prefix: lineText()
      .trim()
      .transform((value) => value.toUpperCase())
      .pipe(z.string().max(20, keepUnder(20)).regex(/^[A-Z0-9-]*$/, schemaMessage('server.capitals_digits_hyphens'))),
    first: int4(0),
    last: int4(0),
    digits: z.number().int().min(1).max(6).default(2),
  })
  .refine((value) => value.last >= value.first, { path: ['last'], message: schemaMessage('server.last_before_first') })
  .refine((value) => value.last - value.first < MAX_BULK_SHELVES, { path: ['last'], message: schemaMessage('server.at_most_shelves', { max: MAX_BULK_SHELVES }) });

export type BulkShelves = z.infer<typeof bulkShelvesSchema>;

/** The codes a pattern makes. */
export const shelfCodes = ({ prefix, first, last, digits }: Pick<BulkShelves, 'prefix' | 'first' | 'last' | 'digits'>) =>
  Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => `${prefix}${String(first + index).padStart(digits, '0')}`);

/** Stock between warehouses travels on a move document (MOVE_STATUSES), not on a receipt or a dispatch. */
export const INBOUND_REASONS = ['purchase', 'return', 'adjustment'] as const;
export const OUTBOUND_REASONS = ['order', 'adjustment', 'damage', 'write-off'] as const;
export const INBOUND_STATUSES = ['draft', 'received', 'reversed'] as const;
export const OUTBOUND_STATUSES = ['draft', 'picked', 'dispatched', 'reversed'] as const;
/** The reason of the document that reverses a posted one (set by the server, never chosen). */
export const REVERSAL_REASON = 'reversal';
/** Statuses in which a posted document may be reversed by another. */
export const REVERSIBLE_STATUSES = { inbound: ['received'], outbound: ['picked', 'dispatched'] } as const;
/** Statuses in which a document's lines may still change. */
export const EDITABLE_STATUSES: readonly string[] = ['draft'];
/**
 * A move: shelf to shelf in one warehouse (draft -> moved), or to another warehouse (draft ->
 * in_transit when dispatched -> received when its units are put on the destination's shelves).
 */
export const MOVE_STATUSES = ['draft', 'moved', 'in_transit', 'received'] as const;
export type MoveStatus = (typeof MOVE_STATUSES)[number];
/** The reason every move document has (documents share one reason column). */
export const MOVE_REASON = 'move';

/** One line of a document: a count line also says what the shelf held and what was counted. */
export interface StockDocumentLine {
  variant_id: number;
  shelf_id: number | null;
  quantity: number;
  expected?: number;
  counted?: number;
  /** A move's target shelf (in its destination warehouse); `shelf_id` is the shelf it leaves. */
  to_shelf_id?: number | null;
}

const documentLine = z.object({ variant_id: recordId(), shelf_id: recordId().nullable().default(null), quantity: quantity() });
const lines = z.array(documentLine).max(500, schemaMessage('server.at_most_lines', { max: 500 })).default([]);

export const inboundDocumentSchema = z.object({
  warehouse_id: recordId(),
  reason: z.enum(INBOUND_REASONS).default('purchase'),
  reference: line(80),
  lines,
});

export const outboundDocumentSchema = z.object({
  warehouse_id: recordId(),
  reason: z.enum(OUTBOUND_REASONS),
  reference: line(80),
  lines,
});

const moveLines = z
  .array(documentLine.extend({ to_shelf_id: recordId().nullable().default(null) }))
  .max(500, schemaMessage('server.at_most_lines', { max: 500 }))
  .default([]);

/** A move's destination is another warehouse, or none (shelf to shelf within its own). */
const destination = recordId().nullable();
const notItsOwn = <Value extends { warehouse_id?: number; counterpart_warehouse_id?: number | null }>(value: Value) =>
  value.counterpart_warehouse_id == null || value.counterpart_warehouse_id !== value.warehouse_id;
const destinationIsSource = { path: ['counterpart_warehouse_id'], message: schemaMessage('server.destination_is_source') };

export const moveDocumentSchema = z
  .object({ warehouse_id: recordId(), counterpart_warehouse_id: destination.default(null), reference: line(80), lines: moveLines })
  .refine(notItsOwn, destinationIsSource);

/**
 * A draft's edit: only the fields sent (a document's warehouse and kind never change). Without the
 * create schema's defaults: zod 4 applies a default inside `.partial()`, so a scan that sent the
 * lines alone reset the reason to purchase and the reference to ''.
 */
const documentEdit = <Reasons extends readonly [string, ...string[]]>(reasons: Reasons) =>
  z.object({ reason: z.enum(reasons), reference: line(80).unwrap(), lines: lines.unwrap() }).partial();
export const inboundUpdateSchema = documentEdit(INBOUND_REASONS);
export const outboundUpdateSchema = documentEdit(OUTBOUND_REASONS);
/** A move's edit (its source warehouse never changes; the server checks the destination against it). */
export const moveUpdateSchema = z.object({ reference: line(80).unwrap(), counterpart_warehouse_id: destination, lines: moveLines.unwrap() }).partial();

/** A cycle count of one shelf: what was found of each variant (a variant not listed is not counted). */
export const shelfCountSchema = z.object({
  lines: z
    .array(z.object({ variant_id: recordId(), counted: int4(0) }))
    .min(1, schemaMessage('server.count_something'))
    .max(500, schemaMessage('server.at_most_lines', { max: 500 })),
});

export const thresholdSchema = z.object({ variant_id: recordId(), threshold: int4(0).nullable() });

/** What a warehouse holds of a variant on a shelf (GET /warehouses/:id/stock). */
export interface ShelfHolding {
  shelf_id: number;
  shelf_code: string;
  rack_code: string;
  variant_id: number;
  sku: string;
  barcode: string | null;
  quantity: number;
}
