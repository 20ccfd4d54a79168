import { useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Alert, Box, Chip, Stack, Typography } from '@mui/material';
import { Button, Labeled, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import LockIcon from '@mui/icons-material/Lock';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import CasinoIcon from '@mui/icons-material/Casino';
import VerifiedIcon from '@mui/icons-material/Verified';
import type { RaffleStatus } from '@domain/raffles';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { LocaleDateField } from '../../fields/LocaleDateField';
import { useRaffleAction } from './useRaffleAction';

interface RaffleRecord {
  id: number;
  status: RaffleStatus;
  seed_hash: string | null;
  seed: string | null;
  drawn_at: string | null;
}

interface Verification {
  verified: boolean;
  hash_matches: boolean;
  order_matches: boolean;
  entries: number;
}

const Hash = ({ value }: { value: string }) => (
  <Typography component="code" sx={{ fontFamily: 'monospace', wordBreak: 'break-all', fontSize: '0.85rem' }}>
    {value}
  </Typography>
);

/** Recomputes the draw on the server from the revealed seed and the entries, and shows whether it matches. */
const VerifyButton = ({ id }: { id: number }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [result, setResult] = useState<Verification>();
  const verify = useMutation({ mutationFn: () => dataProvider.read<Verification>('raffles', { id, name: 'verify' }), onSuccess: ({ data }) => setResult(data) });
  return (
    <Stack spacing={1}>
      <Box>
        <Button label="resources.raffles.actions.verify" onClick={() => verify.mutate()} disabled={verify.isPending} variant="outlined">
          <VerifiedIcon />
        </Button>
      </Box>
      {result && (
        <Alert severity={result.verified ? 'success' : 'error'} role="status">
          {translate(result.verified ? 'resources.raffles.verified' : 'resources.raffles.not_verified', { smart_count: result.entries })}
        </Alert>
      )}
    </Stack>
  );
};

/**
 * The draw on the raffle's page: its state, the published SHA-256 of the committed seed, and the one
 * next step (commit, close entries, draw); once drawn, the revealed seed and the verify button.
 */
export const RaffleDrawPanel = () => {
  const translate = useTranslate();
  const record = useRecordContext<RaffleRecord>();
  const commit = useRaffleAction('raffles', 'resources.raffles.committed');
  const close = useRaffleAction('raffles', 'resources.raffles.closed');
  const draw = useRaffleAction('raffles', 'resources.raffles.drawn');
  if (!record) return null;
  const busy = commit.isPending || close.isPending || draw.isPending;
  const step = (action: typeof commit, name: string) => () => action.mutate({ id: record.id, name });
  return (
    <Box component="section" aria-labelledby="raffle-draw-title" sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={2} alignItems="center" sx={{ mb: 1 }}>
        <Typography id="raffle-draw-title" variant="h6" component="h2">
          {translate('resources.raffles.draw_title')}
        </Typography>
        <Chip size="small" label={translate(`resources.raffles.status.${record.status}`)} color={record.status === 'drawn' ? 'success' : 'default'} />
      </Stack>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('resources.raffles.draw_help')}
      </Typography>
      <Stack spacing={2}>
        <Labeled label="resources.raffles.fields.seed_hash">
          {record.seed_hash ? <Hash value={record.seed_hash} /> : <Typography variant="body2">{translate('resources.raffles.not_committed')}</Typography>}
        </Labeled>
        {record.seed_hash && (
          <Labeled label="resources.raffles.fields.committed_at">
            <LocaleDateField source="committed_at" showTime />
          </Labeled>
        )}
        {record.seed && (
          <Labeled label="resources.raffles.fields.seed">
            <Hash value={record.seed} />
          </Labeled>
        )}
        {record.drawn_at && (
          <Labeled label="resources.raffles.fields.drawn_at">
            <LocaleDateField source="drawn_at" showTime />
          </Labeled>
        )}
        <Stack direction="row" spacing={1}>
          {!record.seed_hash && (record.status === 'upcoming' || record.status === 'open') && (
            <Button label="resources.raffles.actions.commit" onClick={step(commit, 'commit')} disabled={busy} variant="contained">
              <LockIcon />
            </Button>
          )}
          {record.seed_hash && (record.status === 'upcoming' || record.status === 'open') && (
            <Button label="resources.raffles.actions.close" onClick={step(close, 'close')} disabled={busy} variant="outlined">
              <EventBusyIcon />
            </Button>
          )}
          {record.seed_hash && record.status === 'closed' && (
            <Button label="resources.raffles.actions.draw" onClick={step(draw, 'draw')} disabled={busy} variant="contained">
              <CasinoIcon />
            </Button>
          )}
        </Stack>
        {record.drawn_at && <VerifyButton id={record.id} />}
      </Stack>
    </Box>
  );
};
