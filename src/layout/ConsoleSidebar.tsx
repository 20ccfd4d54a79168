import { lazy, Suspense, type ReactNode } from 'react';
import { styled, useMediaQuery, type Theme } from '@mui/material';
import { useLocale, useSidebarState } from 'react-admin';

/** react-admin's sidebar widths (its DRAWER_WIDTH and CLOSED_DRAWER_WIDTH). */
export const SIDEBAR_WIDTH = 240;
export const FOLDED_SIDEBAR_WIDTH = 55;

// On a phone the menu covers the page in MUI's temporary Drawer (Modal, Slide, focus trap): loaded when first opened.
const PhoneDrawer = lazy(() => import('./PhoneDrawer'));

/** The docked sidebar as react-admin's Sidebar lays it out on a wider screen (its class names kept). */
const Docked = styled('div')(({ theme }) => ({
  height: 'calc(100vh - 3em)',
  flexShrink: 0,
  '& .RaSidebar-paper': {
    position: 'relative',
    height: '100%',
    transition: theme.transitions.create('width', { easing: theme.transitions.easing.sharp, duration: theme.transitions.duration.leavingScreen }),
  },
  '& .RaSidebar-fixed': {
    position: 'fixed',
    height: 'calc(100vh - 3em)',
    overflowX: 'hidden',
    scrollbarWidth: 'none',
    '&::-webkit-scrollbar': { display: 'none' },
  },
}));

/**
 * The console's sidebar from react-admin's documented useSidebarState: docked beside the page, folded
 * to its icons when closed, and on a phone a drawer over the page while open.
 */
export const ConsoleSidebar = ({ children }: { children: ReactNode }) => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useSidebarState();
  useLocale(); // the menu's labels follow a change of language
  if (phone) {
    return open ? (
      <Suspense fallback={null}>
        <PhoneDrawer onClose={() => setOpen(false)}>{children}</PhoneDrawer>
      </Suspense>
    ) : null;
  }
  return (
    <Docked className={`RaSidebar-root RaSidebar-docked ${open ? 'RaSidebar-open' : 'RaSidebar-closed'}`}>
      <div className="RaSidebar-paper" style={{ width: open ? SIDEBAR_WIDTH : FOLDED_SIDEBAR_WIDTH }}>
        <div className="RaSidebar-fixed">{children}</div>
      </div>
    </Docked>
  );
};
