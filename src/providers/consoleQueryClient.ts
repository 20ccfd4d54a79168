import { QueryClient } from '@tanstack/react-query';
import { knownAuthAnswer } from './authProvider';

/**
 * The console's react-query client. react-admin asks the authProvider through queries (checkAuth,
 * getPermissions, canAccess), and a screen waits for them in turn: a list renders its rows only after
 * its access check, which waits for the session check, each answered a task and a render later, and
 * the admin registers its resources again once the permissions come. Where the answer is already
 * known here (knownAuthAnswer), a new auth query starts with it, and the screen renders in its first
 * pass. The query's data is stale at once, so the authProvider's own call still runs as its component
 * mounts, and its answer replaces this one.
 */
export const createConsoleQueryClient = () => {
  const queryClient = new QueryClient();
  queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'added') return;
    const [scope, check, params] = event.query.queryKey;
    // A query created disabled is one its component does not want answered (disableAuthentication):
    // an answer would act on it (a refused check leads to the not-authorized page).
    const { enabled } = event.query.options as { enabled?: unknown };
    if (scope !== 'auth' || (enabled !== undefined && enabled !== true)) return;
    const answer = knownAuthAnswer(check, params);
    if (answer !== undefined) event.query.setData(answer);
  });
  return queryClient;
};
