import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useLocales, useLocaleState, useNotify, useTheme, useTranslate, type Identifier } from 'react-admin';
import { Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { CONSOLE_THEMES, type Preferences } from '@domain/profile';
import type { ConsoleDataProvider } from '../providers/dataProvider';
import '../search/searchProvider';

/** The menus' choice for "none chosen": MUI shows an empty value as no choice at all. */
const DEFAULT = 'default';
const chosen = (value: string) => (value === DEFAULT ? null : value);

/** The employee's language and theme, kept on the server and applied at each sign-in (SignInPreferences). */
export const ProfilePreferences = ({ id }: { id: Identifier }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const languages = useLocales();
  const [, setLocale] = useLocaleState();
  const [, setTheme] = useTheme();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const queryKey = ['profile', id, 'preferences'];
  const { data } = useQuery({ queryKey, queryFn: async () => (await dataProvider.read<Preferences>('profile', { id, name: 'preferences' })).data });
  const save = useMutation({
    mutationFn: async (changes: Partial<Preferences>) => (await dataProvider.action<Preferences>('profile', { id, name: 'preferences', data: changes })).data,
    onSuccess: (saved) => {
      queryClient.setQueryData(queryKey, saved);
      if (saved.language) setLocale(saved.language);
      if (saved.theme) setTheme(saved.theme);
      notify('resources.employees.profile.preferences_saved', { type: 'info' });
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  if (!data) return null;
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ mb: 2 }}>
          {translate('resources.employees.profile.preferences')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            fullWidth
            label={translate('resources.employees.fields.language')}
            value={data.language ?? DEFAULT}
            disabled={save.isPending}
            onChange={(event) => save.mutate({ language: chosen(event.target.value) })}
          >
            <MenuItem value={DEFAULT}>{translate('resources.employees.profile.language_default')}</MenuItem>
            {languages.map((language) => (
              <MenuItem key={language.locale} value={language.locale}>
                {language.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            fullWidth
            label={translate('resources.employees.fields.theme')}
            value={data.theme ?? DEFAULT}
            disabled={save.isPending}
            onChange={(event) => save.mutate({ theme: chosen(event.target.value) as Preferences['theme'] })}
          >
            <MenuItem value={DEFAULT}>{translate('resources.employees.profile.language_default')}</MenuItem>
            {CONSOLE_THEMES.map((theme) => (
              <MenuItem key={theme} value={theme}>
                {translate(`resources.employees.profile.theme_${theme}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </CardContent>
    </Card>
  );
};
