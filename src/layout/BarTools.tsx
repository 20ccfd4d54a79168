import { useMediaQuery, type Theme } from '@mui/material';
import { GlobalSearchButton } from '../search/GlobalSearchButton';
import { SignInPreferences } from '../profile/SignInPreferences';
import { LanguageMenuButton } from './LanguageMenuButton';
import { BarLoadingIndicator } from './BarLoadingIndicator';
import { ThemeToggle } from './ThemeToggle';

/** react-admin's default bar tools (the console has several languages and a dark theme), and the search. */
export const BarTools = () => {
  // On a phone the language and theme are in the user menu (ConsoleUserMenu).
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <>
      <GlobalSearchButton />
      <SignInPreferences />
      {!phone && <LanguageMenuButton />}
      {!phone && <ThemeToggle />}
      <BarLoadingIndicator />
    </>
  );
};
