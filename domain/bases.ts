/** The service bases of spec section 7. Each is a path prefix on the reference server by default. */
export const SERVICE_BASES = ['employee', 'product', 'customer', 'cart', 'order', 'cms', 'search', 'media', 'maps'] as const;
export type ServiceBase = (typeof SERVICE_BASES)[number];

/** Path prefix under which the reference server mounts a base. */
export const basePrefix = (base: ServiceBase): string => `/svc/${base}`;
