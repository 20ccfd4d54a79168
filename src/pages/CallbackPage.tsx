import { useEffect, useRef } from 'react';
import { CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { enterConsole } from '../boot/consoleRoot';
import { completeIdentitySignIn } from '../providers/identitySignIn';
import { isSilentRenewFrame, parseCallbackHash, postHashToParent } from '../providers/oidc';
import { PublicPageFrame } from './PublicPageFrame';
import { usePublicNavigate } from './publicNavigation';
import { safeTarget } from './loginTarget';

/**
 * /callback: where the identity provider returns with the id_token in the hash. In the silent-renew
 * frame it only hands the hash to the console; otherwise it parses it (state, nonce, expiry), has the
 * server exchange it for a session and goes where the user was heading.
 */
export const CallbackPage = () => {
  const translate = useTranslate();
  const navigate = usePublicNavigate();
  const handled = useRef(false);

  useEffect(() => {
    // The hash is single-use: StrictMode's second effect run must not parse it again.
    if (handled.current) return;
    handled.current = true;
    const { hash } = window.location;
    if (isSilentRenewFrame()) {
      postHashToParent(hash);
      return;
    }
    const signIn = async () => {
      try {
        const result = parseCallbackHash(hash);
        await completeIdentitySignIn(result);
        await enterConsole(safeTarget(result.to));
      } catch (error) {
        console.error(error);
        window.alert(translate('app.pages.callback.failed', { error: (error as Error).message }));
        navigate('/pages/login', { replace: true });
      }
    };
    void signIn();
  }, [navigate, translate]);

  return (
    <PublicPageFrame title={translate('app.pages.callback.title')}>
      <Stack direction="row" spacing={2} alignItems="center">
        <CircularProgress size={24} />
        <Typography color="text.secondary">{translate('app.pages.callback.message')}</Typography>
      </Stack>
    </PublicPageFrame>
  );
};
