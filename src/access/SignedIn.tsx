import type { ReactNode } from 'react';
import { LoadingPage, useAuthenticated } from 'react-admin';
import { hasLiveSession } from '../providers/session';

/**
 * The console's screens only for a signed-in session, as <Admin requireAuth> would, but at once when the
 * stored session is live (what checkAuth answers then): react-admin's check answers a render later. The
 * check still runs, and sends the user to sign in when it fails.
 */
export const SignedIn = ({ children }: { children: ReactNode }) => {
  const { isPending, isError } = useAuthenticated();
  if (isError || (isPending && !hasLiveSession())) {
    return (
      <div style={{ height: '100vh' }}>
        <LoadingPage />
      </div>
    );
  }
  return children;
};
