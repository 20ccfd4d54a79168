import { useState } from 'react';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { authorizeUrl, oidcEnabled } from '../providers/oidc';

/** Starts the identity-provider sign-in; shown only when the console was built with VITE_OIDC_*. */
export const IdentityProviderButton = ({ to, onError }: { to: string; onError: (message: string) => void }) => {
  const translate = useTranslate();
  const [leaving, setLeaving] = useState(false);
  if (!oidcEnabled) return null;
  const start = async () => {
    setLeaving(true);
    try {
      window.location.assign(await authorizeUrl(to));
    } catch (error) {
      console.error(error);
      onError(translate('app.pages.login.provider_unavailable'));
      setLeaving(false);
    }
  };
  return (
    <Button variant="outlined" size="large" onClick={start} disabled={leaving} sx={{ textTransform: 'none' }}>
      {translate('app.pages.login.with_provider')}
    </Button>
  );
};
