import type { Theme } from '@mui/material';
import { focusRing } from '../theme';

/** The class names of the side menu's parts (SideMenuLink, SideMenuGroup); react-admin's for the links. */
export const SIDE_MENU = {
  link: 'RaMenuItemLink-root',
  denseLink: 'RaMenuItemLink-dense',
  icon: 'RaMenuItemLink-icon',
  text: 'RaMenuItemLink-text',
  groupToggle: 'SideMenuGroup-toggle',
  groupLabel: 'SideMenuGroup-label',
  group: 'SideMenuGroup-links',
} as const;

const { link, denseLink, icon, text, groupToggle, groupLabel, group } = SIDE_MENU;

/** What a link (an `a`) and a group's toggle (a `button`) take of MUI's ButtonBase. */
const bareButton = {
  display: 'flex',
  alignItems: 'center',
  position: 'relative',
  boxSizing: 'border-box',
  margin: 0,
  border: 0,
  borderRadius: 0,
  outline: 0,
  cursor: 'pointer',
  userSelect: 'none',
  verticalAlign: 'middle',
  textDecoration: 'none',
  WebkitTapHighlightColor: 'transparent',
  '@media print': { colorAdjust: 'exact' },
} as const;

/**
 * The looks of react-admin's menu entries (MUI's MenuItem, ButtonBase, ListItemIcon and a noWrap
 * Typography, under react-admin's colours) and of the groups' toggles (MUI's ListItemButton,
 * ListItemIcon and ListItemText), given once, on the menu, to the plain elements of its entries.
 */
export const sideMenuStyles = (theme: Theme) => {
  const { palette } = theme.vars ?? theme;
  const hovered = { backgroundColor: palette.action.hover, '@media (hover: none)': { backgroundColor: 'transparent' } };
  // Inset: the menu's edge would cut an outline drawn outside the entry.
  const focused = { backgroundColor: palette.action.focus, ...focusRing(theme), outlineOffset: -3 };
  return {
    [`& .${link}`]: {
      ...bareButton,
      ...theme.typography.body1,
      minHeight: 48,
      padding: '6px 16px',
      whiteSpace: 'nowrap',
      color: palette.text.secondary,
      [theme.breakpoints.up('sm')]: { minHeight: 'auto' },
      '&:hover': hovered,
      '&:focus-visible': focused,
      // NavLink marks the current entry (a Tooltip round a folded menu's link replaces a className function).
      '&[aria-current="page"]': { color: palette.text.primary },
    },
    [`& .${denseLink}`]: {
      ...theme.typography.body2,
      minHeight: 32,
      padding: '4px 16px 4px 32px',
      [`& .${icon} svg`]: { fontSize: '1.25rem' },
    },
    [`& .${icon}`]: { display: 'inline-flex', flexShrink: 0, minWidth: 40, color: palette.action.active },
    [`& .${text}`]: { flexGrow: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    [`& .${groupToggle}`]: {
      ...bareButton,
      flexGrow: 1,
      justifyContent: 'flex-start',
      minWidth: 0,
      width: '100%',
      padding: '6px 16px',
      textAlign: 'left',
      font: 'inherit',
      color: 'inherit',
      backgroundColor: 'transparent',
      appearance: 'none',
      transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
      '&:hover': hovered,
      '&:focus-visible': focused,
    },
    [`& .${groupLabel}`]: { ...theme.typography.body1, display: 'block', flex: '1 1 auto', minWidth: 0, margin: '4px 0' },
    [`& .${group}`]: { listStyle: 'none', margin: 0, padding: 0, position: 'relative' },
  };
};
