/** Only same-origin console paths are followed after sign-in. */
export const safeTarget = (to: string | null | undefined) => (to && to.startsWith('/') && !to.startsWith('//') ? to : '/');

/** The translated reason a sign-in failed, from the server's status. */
export const signInFailureMessage = (error: unknown): string => {
  const status = (error as { status?: number } | undefined)?.status;
  if (status === 401 || status === 400) return 'app.pages.login.failed';
  if (status === 429) return 'app.pages.login.throttled';
  if (status === 403) return 'app.pages.login.refused';
  return 'app.pages.login.unavailable';
};
