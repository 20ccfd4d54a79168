import type { ReactNode } from 'react';
// MUI's Tooltip (with Popper) loads once the page is idle: a folded menu's labels show on hover only.
import { Tooltip } from './DeferredTooltip';
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
 * A link of the side menu, in the menu's ARIA roles, looking as react-admin's Menu.Item: a link and two
 * spans styled from the menu (sideMenuStyles), as Menu.Item's many components per link weighed on every
 * first screen. NavLink marks the current entry: the location is the link's path or under it.
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
