import { useEffect, useState, type ComponentProps, type FormEvent } from 'react';
import { Button, Link, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { enterConsole, loadConsole } from '../boot/consoleRoot';
import { authProvider } from '../providers/authProvider';
import { IdentityProviderButton } from './IdentityProviderButton';
import { PublicPageFrame } from './PublicPageFrame';
import { usePublicLink } from './publicNavigation';
import { PublicTextField } from './PublicTextField';
import { safeTarget, signInFailureMessage } from './loginTarget';

/** Where the user was heading (?to=): the console's router and the public pages both keep the browser's location. */
const target = () => safeTarget(new URLSearchParams(window.location.search).get('to'));

type CredentialFieldProps = Omit<ComponentProps<typeof PublicTextField>, 'label' | 'type' | 'name'> & { name: 'email' | 'password' };

/**
 * A sign-in credential, labelled by its message (app.pages.login.<name>). The email is a text input
 * with the email keyboard: Chromium's email input turns an internationalised domain into punycode and
 * refuses a non-ASCII local part, both valid addresses (RFC 6531).
 */
const CredentialField = ({ name, ...input }: CredentialFieldProps) => {
  const translate = useTranslate();
  const kind = name === 'email' ? ({ type: 'text', inputMode: 'email' } as const) : { type: name };
  return <PublicTextField label={translate(`app.pages.login.${name}`)} {...kind} name={name} {...input} />;
};

export const LoginPage = () => {
  const translate = useTranslate();
  const forgotLink = usePublicLink('/pages/forgot-password');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);
  // The admin shell's code downloads while the user types, so signing in does not wait for it.
  useEffect(() => {
    const prefetch = () => void loadConsole().catch(() => undefined);
    const idle = window.requestIdleCallback?.(prefetch, { timeout: 1000 });
    if (idle === undefined) prefetch();
    return () => (idle === undefined ? undefined : window.cancelIdleCallback(idle));
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(undefined);
    try {
      await authProvider.login({ email, password });
      // A fresh shell at the target: no auth state cached from before the sign-in.
      await enterConsole(target());
    } catch (failure) {
      setError(translate(signInFailureMessage(failure)));
      setSubmitting(false);
    }
  };

  return (
    <PublicPageFrame title={translate('app.pages.login.title')}>
      <form onSubmit={submit} noValidate>
        <Stack spacing={2}>
          {/* Text in the error colour, not MUI's Alert: that brings its icons and IconButton to the first page. */}
          {error && (
            <Typography role="alert" color="error" variant="body2">
              {error}
            </Typography>
          )}
          <CredentialField name="email" autoComplete="username" value={email} onChange={setEmail} autoFocus />
          <CredentialField name="password" autoComplete="current-password" value={password} onChange={setPassword} />
          <Button type="submit" variant="contained" size="large" disabled={submitting}>
            {translate('app.pages.login.submit')}
          </Button>
          <IdentityProviderButton to={target()} onError={setError} />
          <Link {...forgotLink} variant="body2">
            {translate('app.pages.login.forgot')}
          </Link>
        </Stack>
      </form>
    </PublicPageFrame>
  );
};
