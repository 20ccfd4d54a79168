import type { ReactNode } from 'react';
import { AppBar, Layout } from 'react-admin';
import { preloadScreen } from '../resources/registry';
import { ScreenPreloadContext } from '../routes/screenPreload';
import { BarTools } from './BarTools';
import { AppMenu } from './AppMenu';
import { Breadcrumbs } from './Breadcrumbs';
import { ScrollToTop } from './ScrollToTop';
import { ConsoleUserMenu } from './ConsoleUserMenu';
import { KeyboardShortcuts } from '../keyboard/KeyboardShortcuts';

/** react-admin's bar defaults to the secondary colour; the spec's brand colour is the primary. */
const BrandAppBar = () => <AppBar color="primary" toolbar={<BarTools />} userMenu={<ConsoleUserMenu />} />;

/**
 * A list wider than the window (long German or French words in many columns) scrolls inside its
 * card, instead of widening the whole page past the app bar.
 */
const WIDE_LISTS_SCROLL = {
  minWidth: 0,
  '& .RaLayout-content, & .RaList-main': { minWidth: 0 },
  '& .RaDatagrid-tableWrapper, & .RaDataTable-tableWrapper': { overflowX: 'auto' },
};

export const AppLayout = ({ children }: { children: ReactNode }) => (
  <ScreenPreloadContext value={preloadScreen}>
    <Layout menu={AppMenu} appBar={BrandAppBar} sx={WIDE_LISTS_SCROLL}>
      <ScrollToTop />
      <KeyboardShortcuts />
      <Breadcrumbs />
      {children}
    </Layout>
  </ScreenPreloadContext>
);
