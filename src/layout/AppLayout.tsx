import type { ReactNode } from 'react';
import { preloadScreen } from '../resources/registry';
import { ScreenPreloadContext } from '../routes/screenPreload';
import { AppMenu } from './AppMenu';
import { Breadcrumbs } from './Breadcrumbs';
import { ConsoleLayout } from './ConsoleLayout';
import { ScrollToTop } from './ScrollToTop';
import { KeyboardShortcuts } from '../keyboard/KeyboardShortcuts';

const menu = <AppMenu />;

export const AppLayout = ({ children }: { children: ReactNode }) => (
  <ScreenPreloadContext value={preloadScreen}>
    <ConsoleLayout menu={menu}>
      <ScrollToTop />
      <KeyboardShortcuts />
      <Breadcrumbs />
      {children}
    </ConsoleLayout>
  </ScreenPreloadContext>
);
