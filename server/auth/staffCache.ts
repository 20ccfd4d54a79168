import type { StaffContext, StaffRefusal } from './access';

/**
 * Staff loaded by the access guard in the last second, by employee and session. The guard runs on
 * every request, and reading the same rows again for each one doubled the queries of a list page
 * (PGlite serves one query at a time). The guard clears it whenever a write on the employee base
 * (employees, roles, permissions, sign-in, refresh, logout) answers, so this process applies those
 * changes at once; the one-second life bounds how long another server process's change takes.
 */
export interface StaffCache {
  get(employeeId: number, sessionId: string | undefined): StaffContext | StaffRefusal | undefined;
  set(employeeId: number, sessionId: string | undefined, staff: StaffContext | StaffRefusal): void;
  clear(): void;
}

const MAX_ENTRIES = 10_000;

export const createStaffCache = (lifeMs = 1000): StaffCache => {
  const entries = new Map<string, { until: number; staff: StaffContext | StaffRefusal }>();
  const keyOf = (employeeId: number, sessionId: string | undefined) => `${employeeId}:${sessionId ?? ''}`;
  return {
    get: (employeeId, sessionId) => {
      const entry = entries.get(keyOf(employeeId, sessionId));
      return entry && entry.until > Date.now() ? entry.staff : undefined;
    },
    set: (employeeId, sessionId, staff) => {
      if (entries.size >= MAX_ENTRIES) entries.clear();
      entries.set(keyOf(employeeId, sessionId), { until: Date.now() + lifeMs, staff });
    },
    clear: () => entries.clear(),
  };
};
