import { IconButton } from '@mui/material';
import DarkIcon from '@mui/icons-material/Brightness4';
import LightIcon from '@mui/icons-material/Brightness7';
import { useTheme, useTranslate } from 'react-admin';

/** react-admin's ToggleThemeButton from its documented useTheme hook, named by its action (no tooltip). */
export const ThemeToggle = () => {
  const translate = useTranslate();
  const [theme, setTheme] = useTheme();
  const dark = theme === 'dark';
  return (
    <IconButton color="inherit" aria-label={translate('ra.action.toggle_theme')} onClick={() => setTheme(dark ? 'light' : 'dark')}>
      {dark ? <LightIcon /> : <DarkIcon />}
    </IconButton>
  );
};
