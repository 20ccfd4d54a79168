import { and, asc, desc, eq, notInArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Executor } from '../../../db/client';
import { racks, shelfStock, shelves } from '../../../db/schema';

export const putawaySuggestionSchema = z.object({
  shelf_id: z.number().int(),
  code: z.string(),
  because: z.enum(['holds', 'empty']).describe('why this shelf: it holds the variant already, or it is empty'),
});
export type PutawaySuggestion = z.infer<typeof putawaySuggestionSchema>;

/**
 * Where to put a variant arriving in a warehouse: the shelf holding most of it, else the first empty
 * shelf that is not one of `taken` (shelves a draft already fills with other variants).
 */
export const suggestShelf = async (tx: Executor, warehouseId: number, variantId: number, taken: number[] = []): Promise<PutawaySuggestion | null> => {
  const [holding] = await tx
    .select({ shelf_id: shelves.id, code: shelves.code })
    .from(shelfStock)
    .innerJoin(shelves, eq(shelves.id, shelfStock.shelf_id))
    .where(and(eq(shelfStock.warehouse_id, warehouseId), eq(shelfStock.variant_id, variantId), sql`${shelfStock.quantity} > 0`))
    .orderBy(desc(shelfStock.quantity), asc(shelves.code))
    .limit(1);
  if (holding) return { ...holding, because: 'holds' };
  const [empty] = await tx
    .select({ shelf_id: shelves.id, code: shelves.code })
    .from(shelves)
    .innerJoin(racks, eq(racks.id, shelves.rack_id))
    .where(
      and(
        eq(racks.warehouse_id, warehouseId),
        taken.length ? notInArray(shelves.id, taken) : undefined,
        sql`not exists (select 1 from ${shelfStock} where ${shelfStock.shelf_id} = ${shelves.id} and ${shelfStock.quantity} > 0)`,
      ),
    )
    .orderBy(asc(racks.code), asc(shelves.code))
    .limit(1);
  return empty ? { ...empty, because: 'empty' } : null;
};
