import { sql } from 'drizzle-orm';
import { employees } from '../db/schema';

/** The full name of the employee joined as `employees` (null when none is: the system). */
export const actorName = sql<string | null>`${employees.first_name} || ' ' || ${employees.last_name}`;
