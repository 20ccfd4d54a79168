import { Suspense, type ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { Loading } from 'react-admin';
import { ConsoleAppBar } from './ConsoleAppBar';
import { ConsoleSidebar } from './ConsoleSidebar';
import { LayoutErrorBoundary } from './LayoutErrorBoundary';
import { SkipToContent } from './SkipToContent';

/**
 * react-admin's Layout's frame (its class names kept for styles and tests). A list wider than the
 * window (long German or French words in many columns) scrolls inside its card, instead of widening
 * the whole page past the app bar.
 */
const Root = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  minWidth: 0,
  width: '100%',
  position: 'relative',
  backgroundColor: (theme.vars ?? theme).palette.background.default,
  '& .RaLayout-appFrame': {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    marginTop: theme.spacing(6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
  },
  '& .RaLayout-contentWithSidebar': { display: 'flex', flexGrow: 1 },
  '& .RaLayout-content': {
    backgroundColor: (theme.vars ?? theme).palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    minWidth: 0,
    paddingLeft: theme.spacing(1),
    paddingRight: theme.spacing(1),
  },
  '& .RaList-main': { minWidth: 0 },
  '& .RaDatagrid-tableWrapper, & .RaDataTable-tableWrapper': { overflowX: 'auto' },
}));

/**
 * The console's layout, given to react-admin as `<Admin layout>`: the app bar, the side menu and the
 * page, laid out as react-admin's Layout from its documented parts (useSidebarState, TitlePortal,
 * UserMenu, Error, Loading). Its own Layout brings the preferences Inspector, and its AppBar and Menu
 * MUI's Tooltip and Popper, into every first page; what only a click shows loads when asked for.
 */
export const ConsoleLayout = ({ menu, children }: { menu: ReactNode; children: ReactNode }) => (
  <Root className="layout RaLayout-root">
    <SkipToContent />
    <div className="RaLayout-appFrame">
      <ConsoleAppBar />
      <main className="RaLayout-contentWithSidebar">
        <ConsoleSidebar>{menu}</ConsoleSidebar>
        <div id="main-content" className="RaLayout-content">
          <LayoutErrorBoundary>
            <Suspense fallback={<Loading />}>{children}</Suspense>
          </LayoutErrorBoundary>
        </div>
      </main>
    </div>
  </Root>
);
