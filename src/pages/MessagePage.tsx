import { Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { PublicPage } from '@domain/consoleRoutes';
import { PublicPageFrame } from './PublicPageFrame';
import { usePublicLink } from './publicNavigation';

/** A public page that states where the user is and offers the way back. */
export const MessagePage = ({ page }: { page: Exclude<PublicPage, 'login'> }) => {
  const translate = useTranslate();
  const toLogin = ['register', 'forgot-password', 'reset-password', 'lock-screen'].includes(page);
  const back = usePublicLink(toLogin ? '/pages/login' : '/');
  return (
    <PublicPageFrame title={translate(`app.pages.${page}.title`)}>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {translate(`app.pages.${page}.message`)}
      </Typography>
      <Button variant="contained" {...back}>
        {translate(toLogin ? 'app.pages.back_login' : 'app.pages.back_home')}
      </Button>
    </PublicPageFrame>
  );
};
