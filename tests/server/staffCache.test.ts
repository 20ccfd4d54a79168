import { afterEach, describe, expect, it, vi } from 'vitest';
import { createStaffCache } from '../../server/auth/staffCache';
import type { StaffContext } from '../../server/auth/access';

const staff: StaffContext = { id: 3, email: 'a@example.com', is_super_admin: false, role: 'editor', permissions: {}, sessionId: 's1' };

describe('staff kept by the access guard', () => {
  afterEach(() => vi.useRealTimers());

  it('keeps an employee per session for its life, and forgets everything on clear', () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-23T10:00:00.000Z'));
    const cache = createStaffCache(1000);
    cache.set(3, 's1', staff);
    cache.set(4, undefined, 'inactive');
    expect(cache.get(3, 's1')).toBe(staff);
    expect(cache.get(3, 's2')).toBeUndefined();
    expect(cache.get(4, undefined)).toBe('inactive');
    vi.setSystemTime(new Date('2026-11-23T10:00:01.000Z'));
    expect(cache.get(3, 's1')).toBeUndefined();
    cache.set(3, 's1', staff);
    cache.clear();
    expect(cache.get(3, 's1')).toBeUndefined();
  });
});
