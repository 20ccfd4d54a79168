import type { ReactNode } from 'react';
import { Drawer } from '@mui/material';

/** The phone's menu over the page, as react-admin's Sidebar shows it on a small screen. */
const PhoneDrawer = ({ onClose, children }: { onClose: () => void; children: ReactNode }) => (
  <Drawer
    variant="temporary"
    open
    onClose={onClose}
    className="RaSidebar-root RaSidebar-modal"
    slotProps={{ paper: { className: 'RaSidebar-paper', sx: (theme) => ({ width: 240, height: '100vh', backgroundColor: (theme.vars ?? theme).palette.background.default }) } }}
  >
    {children}
  </Drawer>
);

export default PhoneDrawer;
