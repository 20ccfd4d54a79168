import { Menu, MenuItem } from '@mui/material';
import { useLocaleState, useLocales } from 'react-admin';

/** The language menu LanguageMenuButton opens, loaded with its first opening (MUI's Menu, Popover and Modal). */
const LanguageMenu = ({ anchor, onClose }: { anchor: HTMLElement; onClose: () => void }) => {
  const languages = useLocales();
  const [locale, setLocale] = useLocaleState();
  return (
    <Menu id="locale-menu" anchorEl={anchor} open onClose={onClose}>
      {languages.map((language) => (
        <MenuItem
          key={language.locale}
          selected={language.locale === locale}
          onClick={() => {
            setLocale(language.locale);
            onClose();
          }}
        >
          {language.name}
        </MenuItem>
      ))}
    </Menu>
  );
};

export default LanguageMenu;
