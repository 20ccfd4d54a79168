/**
 * The cart form's values as the cart base takes them: an offline sale is handed over in its store
 * (no addresses), an admin order is shipped (no store).
 */
export const cartPayload = (values: Record<string, unknown>): Record<string, unknown> =>
  values.channel === 'offline' ? { ...values, shipping_address: null, billing_address: null } : { ...values, store_id: null };

/** The form's own check: an offline sale names its store (placing refuses one without, at the same field). */
export const storeCheck = (values: Record<string, unknown>) =>
  values.channel === 'offline' && !values.store_id ? { store_id: { message: 'server.cart_offline_needs_store', args: {} } } : {};
