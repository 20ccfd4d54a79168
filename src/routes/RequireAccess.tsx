import { useMemo, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useKnownCanAccess } from '../access/useKnownCanAccess';
import { VerifiedAccessContext } from '../access/verifiedAccess';

/** The one not-authorized screen (spec section 6), for a refusal by module permission as by role. */
export const NotAuthorizedRedirect = () => <Navigate to="/pages/not-authorized" replace />;

/**
 * A screen that shows a resource opens only with that resource's permission for it (list by default);
 * without it the user lands on the not-authorized page at once, before the screen asks for any data
 * (react-admin's own check redirects but lets the list's requests go, to be refused).
 */
export const RequireAccess = ({ resource, action = 'list', children }: { resource?: string; action?: string; children: ReactNode }) =>
  resource ? (
    <AccessCheck resource={resource} action={action}>
      {children}
    </AccessCheck>
  ) : (
    children
  );

const AccessCheck = ({ resource, action, children }: { resource: string; action: string; children: ReactNode }) => {
  const { canAccess, isPending } = useKnownCanAccess({ resource, action });
  // The same value while the check answers again: a new one would render the whole screen again.
  const verified = useMemo(() => ({ resource, action }), [resource, action]);
  if (isPending) return null;
  return canAccess ? <VerifiedAccessContext value={verified}>{children}</VerifiedAccessContext> : <NotAuthorizedRedirect />;
};
