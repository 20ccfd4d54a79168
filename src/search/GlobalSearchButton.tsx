import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Box, Button } from '@mui/material';
import { visuallyHidden } from '@mui/utils';
import SearchIcon from '@mui/icons-material/Search';

const GlobalSearchDialog = lazy(() => import('./GlobalSearchDialog'));

/** Typing in a field keeps its "/": the shortcut opens the search only from elsewhere on the page. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The app bar's search: a button, "/" and Ctrl+K (⌘K) open it. */
export const GlobalSearchButton = () => {
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const ctrlK = (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
      if (!ctrlK && !slash) return;
      event.preventDefault();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <>
      <Button color="inherit" onClick={() => setOpen(true)} startIcon={<SearchIcon />} aria-keyshortcuts="/ Control+K" aria-haspopup="dialog">
        {/* Hidden from sight only on a phone: it still names the icon button there. */}
        <Box component="span" sx={(theme) => ({ [theme.breakpoints.down('md')]: visuallyHidden })}>
          {translate('app.search.open')}
        </Box>
        <Box component="kbd" sx={{ display: { xs: 'none', md: 'inline' }, ml: 1, px: 0.5, border: 1, borderRadius: 0.5, fontSize: '0.75em', fontFamily: 'inherit' }}>
          {translate('app.search.shortcut')}
        </Box>
      </Button>
      {open && (
        <Suspense fallback={null}>
          <GlobalSearchDialog onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
};
