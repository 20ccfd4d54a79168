import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../db/client';
import { refreshTokens } from '../db/schema';

/** Ends every session of an employee (disabled account, password change): its refresh tokens stop working. */
export const revokeEmployeeSessions = async (db: Database, employeeId: number): Promise<void> => {
  await db
    .update(refreshTokens)
    .set({ revoked_at: new Date() })
    .where(and(eq(refreshTokens.employee_id, employeeId), isNull(refreshTokens.revoked_at)));
};
