/** Genders staff may record for an employee or a customer (a value list apart from the schemas, for list pages). */
export const GENDERS = ['female', 'male', 'other'] as const;
