import { useState, type FormEvent } from 'react';
import { Alert, Button, Link, Stack, TextField } from '@mui/material';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useAuthProvider, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { IdentityProviderButton } from './IdentityProviderButton';
import { PublicPageFrame } from './PublicPageFrame';
import { safeTarget, signInFailureMessage } from './loginTarget';

export const LoginPage = () => {
  const translate = useTranslate();
  const authProvider = useAuthProvider();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitting(true);
    setError(undefined);
    try {
      await authProvider!.login({ email, password });
      // The shell renders from the cached auth state: refresh it before entering.
      await queryClient.invalidateQueries({ queryKey: ['auth'] });
      navigate(safeTarget(params.get('to')), { replace: true });
    } catch (failure) {
      setError(translate(signInFailureMessage(failure)));
      setSubmitting(false);
    }
  };

  return (
    <PublicPageFrame title={translate('app.pages.login.title')}>
      <form onSubmit={submit} noValidate>
        <Stack spacing={2}>
          {error && <Alert severity="error">{error}</Alert>}
          <TextField
            label={translate('app.pages.login.email')}
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            required
            autoFocus
          />
          <TextField
            label={translate('app.pages.login.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
          <Button type="submit" variant="contained" size="large" disabled={submitting}>
            {translate('app.pages.login.submit')}
          </Button>
          <IdentityProviderButton to={safeTarget(params.get('to'))} onError={setError} />
          <Link component={RouterLink} to="/pages/forgot-password" variant="body2">
            {translate('app.pages.login.forgot')}
          </Link>
        </Stack>
      </form>
    </PublicPageFrame>
  );
};
