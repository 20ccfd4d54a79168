import type { ReactNode } from 'react';
// The Tooltip react-admin's menu items used: MUI's (with Popper) loads once the page is idle (vite.config.ts).
import { Tooltip } from '../shims/deferredTooltip';
import { NavLink } from 'react-router-dom';
import { SIDE_MENU } from './sideMenuStyles';

interface SideMenuLinkProps {
  to: string;
  label: string;
  icon: ReactNode;
  dense?: boolean;
  /** A folded sidebar shows the icon only: the label comes as a tooltip. */
  folded: boolean;
  onClick: () => void;
  /** The pointer or the focus came onto the link. */
  onApproach: () => void;
}

/**
 * A link of the side menu, in the menu's ARIA roles, looking as react-admin's Menu.Item, without its
 * parts: a link and two spans, styled from the menu (sideMenuStyles). Menu.Item made each of the
 * menu's 20 links some 30 components (MUI's MenuItem and ButtonBase, ListItemIcon, Typography, a
 * router Link, a media query, a route match and a hotkey hook each). On a cold deep link the whole
 * menu was 80-100 ms of the first screen's render, the links most of it. NavLink marks the current
 * entry as react-admin's did: the location is the link's path or under it.
 */
export const SideMenuLink = ({ to, label, icon, dense, folded, onClick, onApproach }: SideMenuLinkProps) => {
  const link = (
    <NavLink
      to={to}
      role="menuitem"
      tabIndex={0}
      className={dense ? `${SIDE_MENU.link} ${SIDE_MENU.denseLink}` : SIDE_MENU.link}
      onClick={onClick}
      onPointerEnter={onApproach}
      onFocus={onApproach}
    >
      <span className={SIDE_MENU.icon}>{icon}</span>
      <span className={SIDE_MENU.text}>{label}</span>
    </NavLink>
  );
  return folded ? (
    <Tooltip title={label} placement="right">
      {link}
    </Tooltip>
  ) : (
    link
  );
};
