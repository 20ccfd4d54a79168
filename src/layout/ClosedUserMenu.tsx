import { Button, IconButton, useMediaQuery, type Theme } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { useGetIdentity, useTranslate } from 'react-admin';

/**
 * The user menu's button as react-admin's UserMenu renders it closed (ConsoleUserMenu), shown while its
 * code loads after the first paint: the app bar does not move when it comes. Disabled until then: a
 * click on it would open nothing.
 */
export const ClosedUserMenu = () => {
  const translate = useTranslate();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { identity, isPending } = useGetIdentity();
  if (phone) {
    return (
      <div>
        <IconButton color="inherit" aria-label={translate('app.bar.options')} aria-haspopup disabled>
          <MoreVertIcon />
        </IconButton>
      </div>
    );
  }
  if (!isPending && identity?.fullName) {
    return (
      <div>
        <Button color="inherit" variant="text" className="RaUserMenu-userButton" sx={{ textTransform: 'none', marginInlineStart: 0.5 }} aria-label={translate('app.bar.user', { name: identity.fullName })} startIcon={<AccountCircle />} disabled>
          {identity.fullName}
        </Button>
      </div>
    );
  }
  return (
    <div>
      <IconButton color="inherit" aria-label={translate('ra.auth.user_menu')} aria-haspopup disabled>
        <AccountCircle />
      </IconButton>
    </div>
  );
};
