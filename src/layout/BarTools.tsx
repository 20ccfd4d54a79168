import { useMediaQuery, type Theme } from '@mui/material';
import { LoadingIndicator, ToggleThemeButton, useTranslate } from 'react-admin';
import { GlobalSearchButton } from '../search/GlobalSearchButton';
import { SignInPreferences } from '../profile/SignInPreferences';
import { LanguageMenuButton } from './LanguageMenuButton';

/**
 * react-admin's default bar tools (the console has several languages and a dark theme), with a named
 * loading spinner: react-admin's has no accessible name, which WCAG requires of a progress bar.
 */
export const BarTools = () => {
  const translate = useTranslate();
  // On a phone the language and theme are in the user menu (ConsoleUserMenu).
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <>
      <GlobalSearchButton />
      <SignInPreferences />
      {!phone && <LanguageMenuButton />}
      {!phone && <ToggleThemeButton />}
      <LoadingIndicator aria-label={translate('ra.page.loading')} />
    </>
  );
};
