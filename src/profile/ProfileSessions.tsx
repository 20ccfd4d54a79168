import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useTranslate, type Identifier } from 'react-admin';
import { Button, Card, CardContent, Chip, List, ListItem, ListItemText, Typography } from '@mui/material';
import LogoutIcon from '@mui/icons-material/Logout';
import type { ConsoleDataProvider } from '../providers/dataProvider';
import { formatDateTime } from '../i18n/dateTimeFormat';
import { useIntlLocale } from '../i18n/intlLocale';
import '../search/searchProvider';

interface SessionRow {
  id: string;
  started_at: string;
  last_active_at: string;
  ip: string | null;
  agent: string | null;
  current: boolean;
}

/** A browser's name and system, from its user agent: enough to tell one's sessions apart. */
const deviceOf = (agent: string | null): string | undefined => {
  if (!agent) return undefined;
  const browser = /(Edg|Firefox|Chrome|Safari)\/[\d.]+/.exec(agent)?.[1]?.replace('Edg', 'Edge');
  const system = /(Windows|Android|iPhone|iPad|Mac OS X|Linux)/.exec(agent)?.[1]?.replace('Mac OS X', 'macOS');
  return [browser, system].filter(Boolean).join(' · ') || agent.slice(0, 60);
};

/** The employee's open sessions, this one marked, and a button that signs out the others. */
export const ProfileSessions = ({ id }: { id: Identifier }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const locale = useIntlLocale();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const queryClient = useQueryClient();
  const queryKey = ['profile', id, 'sessions'];
  const { data: sessions = [] } = useQuery({ queryKey, queryFn: async () => (await dataProvider.read<SessionRow[]>('profile', { id, name: 'sessions' })).data });
  const signOut = useMutation({
    mutationFn: async () => (await dataProvider.action<{ ended: number }>('profile', { id, name: 'sessions/sign-out-others' })).data,
    onSuccess: ({ ended }) => {
      notify('resources.employees.profile.signed_out_others', { type: 'info', messageArgs: { smart_count: ended } });
      void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  const others = sessions.filter((session) => !session.current).length;
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2">
          {translate('resources.employees.profile.sessions')}
        </Typography>
        <List dense aria-label={translate('resources.employees.profile.sessions')}>
          {sessions.map((session) => (
            <ListItem key={session.id} disableGutters secondaryAction={session.current ? <Chip size="small" color="primary" label={translate('resources.employees.profile.session_current')} /> : undefined}>
              <ListItemText
                primary={[deviceOf(session.agent) ?? translate('resources.employees.profile.session_unknown_device'), session.ip].filter(Boolean).join(' · ')}
                secondary={`${translate('resources.employees.profile.session_started', { date: formatDateTime(session.started_at, locale) })}, ${translate(
                  'resources.employees.profile.session_active',
                  { date: formatDateTime(session.last_active_at, locale) },
                )}`}
              />
            </ListItem>
          ))}
        </List>
        <Button variant="outlined" startIcon={<LogoutIcon />} disabled={!others || signOut.isPending} onClick={() => signOut.mutate()}>
          {translate('resources.employees.profile.sign_out_others')}
        </Button>
        {!others && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('resources.employees.profile.no_other_sessions')}
          </Typography>
        )}
      </CardContent>
    </Card>
  );
};
