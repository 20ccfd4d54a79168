import { createContext, useContext, useMemo, type ReactElement, type ReactNode } from 'react';
import { useSidebarState, useTranslate } from 'react-admin';
import { MenuList, useMediaQuery, type Theme } from '@mui/material';
import { listedResource } from '@domain/consoleRoutes';
import { canDo, type AccessSubject } from '@domain/permissions';
import { preloadListScreen } from '../resources/registry';
import { resolveSpecPath } from '../routes/menuTarget';
import { MENU, isMenuGroup, type MenuGroup, type MenuLink } from './menuEntries';
import { renderMenuIcon } from './menuIcons';
import { SideMenuGroup } from './SideMenuGroup';
import { SideMenuLink } from './SideMenuLink';
import { sideMenuStyles } from './sideMenuStyles';
import { FOLDED_SIDEBAR_WIDTH, SIDEBAR_WIDTH } from './ConsoleSidebar';
import { useSessionPermissions } from '../access/useSessionPermissions';

/** What every link of the menu shares: asked once for the menu, not once a link. */
interface MenuState {
  folded: boolean;
  /** On a small screen the sidebar covers the page: a link taken closes it. */
  onLinkTaken: () => void;
}
const MenuStateContext = createContext<MenuState>({ folded: false, onLinkTaken: () => {} });

const MenuLinkItem = ({ entry, dense }: { entry: MenuLink; dense?: boolean }) => {
  const translate = useTranslate();
  const { folded, onLinkTaken } = useContext(MenuStateContext);
  // A list's screen loads while the pointer or focus is on its entry: loaded before the click, it
  // opens in one pass instead of suspending (src/routes/lazyScreen.ts).
  const preload = () => void preloadListScreen(listedResource(entry.path));
  return (
    <SideMenuLink
      to={resolveSpecPath(entry.path)}
      label={translate(entry.label)}
      icon={renderMenuIcon(entry)}
      dense={dense}
      folded={folded}
      onClick={onLinkTaken}
      onApproach={preload}
    />
  );
};

const MenuGroupItem = ({ entry, links }: { entry: MenuGroup; links: MenuLink[] }): ReactElement => {
  const translate = useTranslate();
  const { folded } = useContext(MenuStateContext);
  return (
    <SideMenuGroup label={translate(entry.label)} icon={renderMenuIcon(entry, 'small')} folded={folded}>
      {links.map((link) => (
        <MenuLinkItem key={link.path} entry={link} dense />
      ))}
    </SideMenuGroup>
  );
};

/**
 * The menu's list, as react-admin's Menu lays it out (its class names kept): react-admin's own Menu
 * module brings its menu items, with MUI's Tooltip and a hotkeys library, into every first page.
 */
const MenuRoot = ({ open, children }: { open: boolean; children?: ReactNode }) => (
  <MenuList className={open ? 'RaMenu-open' : 'RaMenu-closed'} sx={[{ display: 'flex', flexDirection: 'column', width: open ? SIDEBAR_WIDTH : FOLDED_SIDEBAR_WIDTH }, sideMenuStyles]}>
    {children}
  </MenuList>
);

/** The static menu of spec section 1; entries the user's role cannot list are left out. */
export const AppMenu = () => {
  const { permissions, isPending } = useSessionPermissions<AccessSubject>();
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const menuState = useMemo<MenuState>(
    () => ({
      folded: !sidebarOpen,
      onLinkTaken: () => {
        if (isSmall) setSidebarOpen(false);
      },
    }),
    [sidebarOpen, isSmall, setSidebarOpen],
  );
  // Nothing until the permissions are known, so forbidden entries never flash in.
  if (isPending) return <MenuRoot open={sidebarOpen} />;
  const visible = (link: MenuLink) => !permissions || canDo(permissions, link.module, link.action ?? 'list');
  return (
    <MenuStateContext.Provider value={menuState}>
      <MenuRoot open={sidebarOpen}>
        {MENU.map((entry) => {
          if (!isMenuGroup(entry)) return visible(entry) ? <MenuLinkItem key={entry.path} entry={entry} /> : null;
          const links = entry.group.filter(visible);
          return links.length ? <MenuGroupItem key={entry.label} entry={entry} links={links} /> : null;
        })}
      </MenuRoot>
    </MenuStateContext.Provider>
  );
};
