import { Box, Stack, Typography } from '@mui/material';
import { Button, DataTable, Pagination, ReferenceManyField, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import DownloadIcon from '@mui/icons-material/GetApp';
import ShoppingBagIcon from '@mui/icons-material/ShoppingBag';
import type { RaffleStatus } from '@domain/raffles';
import { ChoiceCol } from '../../fields/ChoiceCol';
import { LocaleDateCol } from '../../fields/LocaleDateCol';
import { LocaleNumberCol } from '../../fields/LocaleNumberCol';
import { useFileDownload } from '../../components/useFileDownload';
import { AddEntryForm } from './AddEntryForm';
import { entryStatusChoices } from './raffleChoices';
import { useRaffleAction } from './useRaffleAction';
import { useKnownCanAccess } from '../../access/useKnownCanAccess';

/** The entries' CSV (names, not ids), from the server: every entry of the raffle, in entry order. */
const ExportEntriesButton = ({ raffleId }: { raffleId: number }) => {
  const { canAccess } = useKnownCanAccess({ resource: 'raffles', action: 'export' });
  const { download, busy } = useFileDownload('raffle-entries');
  if (!canAccess) return null;
  return (
    <Button
      label="ra.action.export"
      disabled={busy !== undefined}
      onClick={() => void download({ name: 'export.csv', query: { filter: JSON.stringify({ raffle_id: raffleId }), sort: JSON.stringify(['id', 'ASC']) } })}
    >
      <DownloadIcon />
    </Button>
  );
};

/** A winner whose right to buy is open: record that they bought. */
const PurchaseButton = ({ entry }: { entry: RaRecord }) => {
  const purchase = useRaffleAction('raffle-entries', 'resources.raffle-entries.purchased');
  if (entry.status !== 'winner') return null;
  return (
    <Button label="resources.raffle-entries.actions.purchase" onClick={() => purchase.mutate({ id: entry.id, name: 'purchase' })} disabled={purchase.isPending}>
      <ShoppingBagIcon />
    </Button>
  );
};

/** The raffle's entries: added one by one while it is open, listed with their draw places and rights to buy, exported. */
export const RaffleEntries = () => {
  const translate = useTranslate();
  const record = useRecordContext<{ id: number; status: RaffleStatus }>();
  if (!record) return null;
  return (
    <Box component="section" aria-labelledby="raffle-entries-title" sx={{ p: 2, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" justifyContent="space-between" alignItems="center" sx={{ mb: 1 }}>
        <Typography id="raffle-entries-title" variant="h6" component="h2">
          {translate('resources.raffle-entries.name', { smart_count: 2 })}
        </Typography>
        <ExportEntriesButton raffleId={record.id} />
      </Stack>
      {record.status === 'open' && <AddEntryForm raffleId={record.id} />}
      <ReferenceManyField reference="raffle-entries" target="raffle_id" sort={{ field: 'id', order: 'ASC' }} perPage={25} pagination={<Pagination />}>
        <DataTable bulkActionButtons={false} rowClick={false} empty={<Typography variant="body2">{translate('resources.raffle-entries.empty')}</Typography>}>
          <DataTable.Col source="customer_name" label="resources.raffle-entries.fields.customer_id" />
          <DataTable.Col source="customer_email" />
          <ChoiceCol source="status" choices={entryStatusChoices} />
          <LocaleNumberCol source="draw_position" />
          <LocaleDateCol source="right_expires_at" showTime />
          <LocaleDateCol source="created_at" showTime />
          <DataTable.Col label="resources.raffle-entries.fields.actions" render={(entry: RaRecord) => <PurchaseButton entry={entry} />} />
        </DataTable>
      </ReferenceManyField>
    </Box>
  );
};
