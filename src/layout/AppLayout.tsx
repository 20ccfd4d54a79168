import type { ReactNode } from 'react';
import { SignedIn } from '../access/SignedIn';
import { preloadScreen } from '../resources/registry';
import { ScreenPreloadContext } from '../routes/screenPreload';
import { AppMenu } from './AppMenu';
import { Breadcrumbs } from './Breadcrumbs';
import { ConsoleLayout } from './ConsoleLayout';
import { ScrollToTop } from './ScrollToTop';
import { KeyboardShortcuts } from '../keyboard/KeyboardShortcuts';

const menu = <AppMenu />;

/** The shell of every screen but the public pages, for a signed-in session only. */
export const AppLayout = ({ children }: { children: ReactNode }) => (
  <SignedIn>
    <ScreenPreloadContext value={preloadScreen}>
      <ConsoleLayout menu={menu}>
        <ScrollToTop />
        <KeyboardShortcuts />
        <Breadcrumbs />
        {children}
      </ConsoleLayout>
    </ScreenPreloadContext>
  </SignedIn>
);
