import { lazy, Suspense, useState } from 'react';
import { useLocaleState, useLocales } from 'react-admin';
import { Button } from '@mui/material';
import LanguageIcon from '@mui/icons-material/Translate';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const LanguageMenu = lazy(() => import('./LanguageMenu'));

/**
 * The app bar's language menu, as react-admin's LocalesMenuButton but with its menu mounted only while
 * open: react-admin keeps it mounted, closed, in a portal whose mount sets state as the page first
 * commits, which made React render the page again before the browser could paint a list's first rows.
 */
export const LanguageMenuButton = () => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const languages = useLocales();
  const [locale] = useLocaleState();
  return (
    <span>
      <Button
        color="inherit"
        variant="text"
        aria-controls={anchor ? 'locale-menu' : undefined}
        aria-haspopup="true"
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<LanguageIcon />}
        endIcon={<ExpandMoreIcon fontSize="small" />}
      >
        {languages.find((language) => language.locale === locale)?.name}
      </Button>
      {anchor && (
        <Suspense fallback={null}>
          <LanguageMenu anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </span>
  );
};
