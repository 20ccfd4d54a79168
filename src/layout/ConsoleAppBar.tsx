import { lazy } from 'react';
import { AppBar as MuiAppBar, IconButton, Toolbar, useMediaQuery, type Theme } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { HideOnScroll, TitlePortal, useSidebarState, useTranslate } from 'react-admin';
import { BarTools } from './BarTools';
import { ClosedUserMenu } from './ClosedUserMenu';
import { MountedWhenIdle } from '../lazy/MountedWhenIdle';

// react-admin's UserMenu (MUI's Menu, Popover, Modal, Tooltip and Avatar) loads once the first screen is shown.
const ConsoleUserMenu = lazy(() => import('./ConsoleUserMenu'));

/** The sidebar's toggle, as react-admin's SidebarToggleButton, named by its action (no tooltip). */
const SidebarToggle = () => {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  return (
    <IconButton color="inherit" className="RaAppBar-menuButton" sx={{ mr: '0.2em' }} aria-label={translate(open ? 'ra.action.close_menu' : 'ra.action.open_menu')} onClick={() => setOpen(!open)}>
      <MenuIcon />
    </IconButton>
  );
};

/**
 * The console's app bar in the spec's brand colour, laid out as react-admin's AppBar (sidebar toggle,
 * page title, tools, user menu) from react-admin's documented parts; its own AppBar would bring the
 * preferences Inspector, MUI's Tooltip and Popper into every first page.
 */
export const ConsoleAppBar = () => {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <HideOnScroll>
      <MuiAppBar color="primary" className="RaAppBar-appBar" sx={{ boxShadow: 'none' }}>
        <Toolbar disableGutters variant={phone ? 'regular' : 'dense'} className="RaAppBar-toolbar" sx={(theme) => ({ px: 1, [theme.breakpoints.down('md')]: { minHeight: theme.spacing(6) } })}>
          <SidebarToggle />
          <TitlePortal className="RaAppBar-title" />
          <BarTools />
          <MountedWhenIdle fallback={<ClosedUserMenu />}>
            <ConsoleUserMenu />
          </MountedWhenIdle>
        </Toolbar>
      </MuiAppBar>
    </HideOnScroll>
  );
};
