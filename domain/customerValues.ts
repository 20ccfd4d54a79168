import { GENDERS } from './genders';

/**
 * The customer's value lists, apart from its schemas: a list page labels them without loading zod and
 * the phone-number library with its first rows.
 */
export const CUSTOMER_STATUSES = ['active', 'blocked'] as const;
export type CustomerStatus = (typeof CUSTOMER_STATUSES)[number];
export const CUSTOMER_GENDERS = GENDERS;
