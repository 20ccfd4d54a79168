import type { Ref } from 'react';
import { Divider, ListItemIcon, ListItemText, MenuItem, useMediaQuery, type MenuItemProps, type Theme } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import CheckIcon from '@mui/icons-material/Check';
import DarkIcon from '@mui/icons-material/Brightness4';
import LightIcon from '@mui/icons-material/Brightness7';
import { Logout, UserMenu, useGetIdentity, useLocaleState, useLocales, useTheme, useTranslate, useUserMenu } from 'react-admin';

/** The props MUI's menu list gives each item (focus and tab order), passed on to the MenuItem. */
type ItemProps = Omit<MenuItemProps, 'onClick' | 'children'> & { ref?: Ref<HTMLLIElement> };

const LanguageItem = ({ language, ...item }: ItemProps & { language: { locale: string; name: string } }) => {
  const [locale, setLocale] = useLocaleState();
  const { onClose } = useUserMenu() ?? {};
  const chosen = language.locale === locale;
  return (
    <MenuItem
      {...item}
      role="menuitemradio"
      aria-checked={chosen}
      lang={language.locale}
      onClick={() => {
        setLocale(language.locale);
        onClose?.();
      }}
    >
      <ListItemIcon>{chosen && <CheckIcon fontSize="small" />}</ListItemIcon>
      <ListItemText>{language.name}</ListItemText>
    </MenuItem>
  );
};

const ThemeItem = (item: ItemProps) => {
  const translate = useTranslate();
  const [theme, setTheme] = useTheme();
  const { onClose } = useUserMenu() ?? {};
  const dark = theme === 'dark';
  return (
    <MenuItem
      {...item}
      onClick={() => {
        setTheme(dark ? 'light' : 'dark');
        onClose?.();
      }}
    >
      <ListItemIcon>{dark ? <LightIcon fontSize="small" /> : <DarkIcon fontSize="small" />}</ListItemIcon>
      <ListItemText>{translate(dark ? 'app.bar.theme_light' : 'app.bar.theme_dark')}</ListItemText>
    </MenuItem>
  );
};

/**
 * react-admin's user menu. Where it shows the employee's name, its accessible name starts with that
 * name (WCAG 2.5.3, label in name). On a phone it is one options button holding the language, the
 * theme and signing out (BarTools leaves those two out there), so the bar keeps its room for the title.
 */
export const ConsoleUserMenu = () => {
  const translate = useTranslate();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const languages = useLocales();
  const { identity } = useGetIdentity();
  if (phone) {
    return (
      <UserMenu label="app.bar.options" icon={<MoreVertIcon />}>
        {languages.map((language) => (
          <LanguageItem key={language.locale} language={language} />
        ))}
        <Divider />
        <ThemeItem />
        <Divider />
        <Logout />
      </UserMenu>
    );
  }
  return (
    <UserMenu label={identity?.fullName ? translate('app.bar.user', { name: identity.fullName }) : undefined}>
      <Logout />
    </UserMenu>
  );
};

export default ConsoleUserMenu;
