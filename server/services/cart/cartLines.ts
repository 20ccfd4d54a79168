import type { FastifyInstance } from 'fastify';
import { and, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import { cartAddSchema, cartQuantitySchema } from '@domain/orders/cart';
import { getResource } from '@domain/resources';
import type { Database, Executor } from '../../db/client';
import { inTransaction } from '../../db/transaction';
import { cartLines, carts, variants } from '../../db/schema';
import { staffOf } from '../../auth/access';
import { recordChange } from '../../history/recordChange';
import { conflict, notFound, refusedAt } from '../../http/errors';
import { pathId } from '../../http/pathId';
import { idParams } from '../../openapi/common';

const cartAnswer = z.object({ id: z.number().int() });

/** The open cart, locked for the write; 409 once placed. */
export const openCart = async (tx: Executor, id: number) => {
  const [cart] = await tx.select().from(carts).where(eq(carts.id, id)).for('update');
  if (!cart) throw notFound();
  if (cart.status !== 'open') throw conflict({ key: 'server.cart_not_open' });
  return cart;
};

const variantByCode = async (tx: Executor, line: { variant_id?: number; code?: string }) => {
  const code = line.code ?? '';
  const [variant] = await tx
    .select({ id: variants.id })
    .from(variants)
    .where(line.variant_id !== undefined ? eq(variants.id, line.variant_id) : or(eq(variants.sku, code), eq(variants.barcode, code)))
    .limit(1);
  if (!variant) throw refusedAt(422, 'unknown_variant', line.variant_id !== undefined ? 'variant_id' : 'code', { key: 'server.cart_unknown_code', params: { code: code || String(line.variant_id) } });
  return variant.id;
};

/** The variant's quantity in the cart changes from `was` to `now` (0: not in it), with its History row on the cart. */
const setQuantity = async (tx: Executor, actor: number, cartId: number, variantId: number, was: number, now: number, action: string) => {
  if (now === 0) await tx.delete(cartLines).where(and(eq(cartLines.cart_id, cartId), eq(cartLines.variant_id, variantId)));
  else
    await tx
      .insert(cartLines)
      .values({ cart_id: cartId, variant_id: variantId, quantity: now })
      .onConflictDoUpdate({ target: [cartLines.cart_id, cartLines.variant_id], set: { quantity: now } });
  await tx.update(carts).set({ updated_at: new Date() }).where(eq(carts.id, cartId));
  await recordChange(tx, actor, 'carts', cartId, { variant_id: variantId, quantity: was }, { variant_id: variantId, quantity: now }, action);
};

const quantityIn = async (tx: Executor, cartId: number, variantId: number) => {
  const [line] = await tx
    .select({ quantity: cartLines.quantity })
    .from(cartLines)
    .where(and(eq(cartLines.cart_id, cartId), eq(cartLines.variant_id, variantId)));
  return line?.quantity ?? 0;
};

/** `POST /carts/:id/lines` adds pieces of a variant found by id, SKU or barcode; `PUT /carts/:id/lines/:variantId` sets its quantity. */
export const registerCartLines = (app: FastifyInstance, db: Database) => {
  const { apiPath, module } = getResource('carts');
  const access = { config: { access: { module, action: 'edit' as const } } };
  app.post(`/${apiPath}/:id/lines`, { ...access, schema: { params: idParams, body: cartAddSchema, response: { 201: cartAnswer } } }, async (request, reply) => {
    const cartId = pathId(request.params);
    const line = cartAddSchema.parse(request.body ?? {});
    const actor = staffOf(request).id;
    await inTransaction(db, async (tx) => {
      await openCart(tx, cartId);
      const variantId = await variantByCode(tx, line);
      const was = await quantityIn(tx, cartId, variantId);
      await setQuantity(tx, actor, cartId, variantId, was, Math.min(was + line.quantity, 999), 'add_line');
    });
    return reply.status(201).send({ id: cartId });
  });
  app.put(`/${apiPath}/:id/lines/:variantId`, { ...access, schema: { params: idParams.extend({ variantId: idParams.shape.id }), body: cartQuantitySchema, response: { 200: cartAnswer } } }, async (request) => {
    const cartId = pathId(request.params);
    const variantId = pathId({ id: (request.params as { variantId?: unknown }).variantId });
    const { quantity } = cartQuantitySchema.parse(request.body ?? {});
    const actor = staffOf(request).id;
    await inTransaction(db, async (tx) => {
      await openCart(tx, cartId);
      const was = await quantityIn(tx, cartId, variantId);
      if (was === 0) throw notFound();
      await setQuantity(tx, actor, cartId, variantId, was, quantity, 'set_line');
    });
    return { id: cartId };
  });
};
