import { useState, type ReactNode } from 'react';
import { Collapse } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { SIDE_MENU } from './sideMenuStyles';

interface SideMenuGroupProps {
  label: string;
  icon: ReactNode;
  /** A folded sidebar shows no text: the toggle is named by its label. */
  folded: boolean;
  children: ReactNode;
}

/**
 * A section of the side menu: its toggle and its links, open at first. react-admin's menu is an ARIA
 * menu: the toggle is a menu item of it (a button, so Enter and Space work as on MUI's), and the
 * links a group of it. Plain elements styled from the menu (sideMenuStyles), as MUI's ListItemButton,
 * ListItemIcon, ListItemText and List looked; the links slide open and shut as before.
 */
export const SideMenuGroup = ({ label, icon, folded, children }: SideMenuGroupProps) => {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button
        type="button"
        role="menuitem"
        tabIndex={0}
        className={SIDE_MENU.groupToggle}
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-label={folded ? label : undefined}
      >
        <span className={SIDE_MENU.icon}>{icon}</span>
        {!folded && <span className={SIDE_MENU.groupLabel}>{label}</span>}
        {open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />}
      </button>
      <Collapse in={open} unmountOnExit>
        <ul role="group" aria-label={label} className={SIDE_MENU.group}>
          {children}
        </ul>
      </Collapse>
    </>
  );
};
