import type { ReactNode } from 'react';
import { Tooltip, type Theme } from '@mui/material';
import { NavLink } from 'react-router-dom';

const ROOT = 'RaMenuItemLink-root';
const DENSE = 'RaMenuItemLink-dense';
const ICON = 'RaMenuItemLink-icon';
const TEXT = 'RaMenuItemLink-text';

/**
 * The looks of react-admin's menu entry (MUI's MenuItem, its ButtonBase, ListItemIcon and a noWrap
 * Typography, under react-admin's own colours) given once, on the menu, to every link in it: see SideMenuLink.
 */
export const sideMenuLinkStyles = (theme: Theme) => {
  const { palette } = theme.vars ?? theme;
  return {
    [`& .${ROOT}`]: {
      ...theme.typography.body1,
      display: 'flex',
      alignItems: 'center',
      position: 'relative',
      boxSizing: 'border-box',
      minHeight: 48,
      padding: '6px 16px',
      whiteSpace: 'nowrap',
      color: palette.text.secondary,
      textDecoration: 'none',
      outline: 0,
      cursor: 'pointer',
      userSelect: 'none',
      verticalAlign: 'middle',
      WebkitTapHighlightColor: 'transparent',
      [theme.breakpoints.up('sm')]: { minHeight: 'auto' },
      '&:hover': { backgroundColor: palette.action.hover, '@media (hover: none)': { backgroundColor: 'transparent' } },
      '&:focus-visible': { backgroundColor: palette.action.focus },
      // NavLink marks the active entry (a Tooltip round a folded menu's link replaces a className function).
      '&[aria-current="page"]': { color: palette.text.primary },
      '@media print': { colorAdjust: 'exact' },
    },
    [`& .${DENSE}`]: {
      ...theme.typography.body2,
      minHeight: 32,
      padding: '4px 16px 4px 32px',
      [`& .${ICON} svg`]: { fontSize: '1.25rem' },
    },
    [`& .${ICON}`]: { display: 'inline-flex', flexShrink: 0, minWidth: 40, color: palette.action.active },
    [`& .${TEXT}`]: { flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  };
};

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
 * parts: a link and two spans, styled from the menu (sideMenuLinkStyles). Menu.Item made each of the
 * menu's 20 links some 30 components (MUI's MenuItem and ButtonBase, ListItemIcon, Typography, a
 * router Link, a media query, a route match and a hotkey hook each): on a cold deep link, the menu
 * cost 80-90 ms of the first screen's render. Active as react-admin's: the location is the path or under it.
 */
export const SideMenuLink = ({ to, label, icon, dense, folded, onClick, onApproach }: SideMenuLinkProps) => {
  const link = (
    <NavLink
      to={to}
      role="menuitem"
      tabIndex={0}
      className={dense ? `${ROOT} ${DENSE}` : ROOT}
      onClick={onClick}
      onPointerEnter={onApproach}
      onFocus={onApproach}
    >
      <span className={ICON}>{icon}</span>
      <span className={TEXT}>{label}</span>
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
