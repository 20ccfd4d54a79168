import { useEffect } from 'react';
import { useLocaleState, useTheme } from 'react-admin';
import type { AccessSubject } from '@domain/permissions';
import type { Preferences } from '@domain/profile';
import { decodeSession } from '../providers/session';
import { useSessionPermissions } from '../access/useSessionPermissions';

/** The sign-in whose preferences were applied last: later changes in the app bar hold until the next sign-in. */
const APPLIED_KEY = 'bo.preferences.appliedSession';

/**
 * Applies the employee's language and theme, kept on the server (their profile), once per sign-in:
 * they come with the session's permissions.
 */
export const SignInPreferences = () => {
  const { permissions } = useSessionPermissions<AccessSubject & { preferences?: Preferences }>();
  const [locale, setLocale] = useLocaleState();
  const [theme, setTheme] = useTheme();
  const preferences = permissions?.preferences;
  useEffect(() => {
    const session = (decodeSession() as { sid?: string } | undefined)?.sid;
    if (!preferences || !session || localStorage.getItem(APPLIED_KEY) === session) return;
    localStorage.setItem(APPLIED_KEY, session);
    if (preferences.language && preferences.language !== locale) setLocale(preferences.language);
    if (preferences.theme && preferences.theme !== theme) setTheme(preferences.theme);
  }, [preferences, locale, setLocale, theme, setTheme]);
  return null;
};
