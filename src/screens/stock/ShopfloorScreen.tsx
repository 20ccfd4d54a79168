import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Box, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Title, useCreate, useGetList, useGetOne, useNotify, useTranslate } from 'react-admin';
import { DocumentChips } from './DocumentChips';
import { LabelledButton } from './LabelledButton';

const BIG = { minHeight: 56, fontSize: '1.05rem' };

interface ShopfloorScreenProps {
  /** The screen's title key (app.screens.…). */
  title: string;
  /** The documents' resource. */
  resource: string;
  /** Which documents of the warehouse are open (worked on) and which were posted lately. */
  filters: (warehouseId: number) => { open: Record<string, unknown>; posted: Record<string, unknown> };
  /** The "new document" button's label, and the new document's fields besides its warehouse. */
  newLabel: string;
  newDocument?: Record<string, unknown>;
  /** The panel of the document chosen. */
  panel: (id: number, warehouseId: number, onPosted: () => void) => ReactNode;
}

/**
 * /apps/<…>-inventory/:id, for a phone: the warehouse's open documents of one kind as chips, a button
 * that starts another, the lately posted ones, and the chosen one's panel.
 */
export const ShopfloorScreen = ({ title, resource, filters, newLabel, newDocument = {}, panel }: ShopfloorScreenProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const warehouseId = Number(useParams().id);
  const [selected, setSelected] = useState<number>();
  const { data: warehouse } = useGetOne('warehouses', { id: warehouseId });
  const { open: openFilter, posted: postedFilter } = filters(warehouseId);
  const list = (filter: Record<string, unknown>, perPage: number) => ({ filter, sort: { field: 'id', order: 'DESC' as const }, pagination: { page: 1, perPage } });
  const { data: open = [], refetch } = useGetList(resource, list(openFilter, 50));
  const { data: posted = [], refetch: refetchPosted } = useGetList(resource, list(postedFilter, 10));
  const changed = () => {
    void refetch();
    void refetchPosted();
  };
  const [create, { isPending }] = useCreate();
  const start = () =>
    create(
      resource,
      { data: { warehouse_id: warehouseId, ...newDocument } },
      { onSuccess: (created) => (setSelected(created.id as number), void refetch()), onError: (error) => notify((error as Error).message, { type: 'error' }) },
    );
  return (
    <Box sx={{ py: 2, maxWidth: 720 }}>
      <Title title={title} />
      <Button component={Link} to={`/warehouses/${warehouseId}`} label="resources.warehouses.back">
        <ArrowBackIcon />
      </Button>
      <Typography variant="h5" component="h1" sx={{ my: 1 }}>
        {translate(title)}
        {warehouse ? ` · ${warehouse.name as string}` : ''}
      </Typography>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }} aria-label={translate('stock.document.open')} role="group">
          <LabelledButton variant="contained" size="large" sx={BIG} startIcon={<AddIcon />} onClick={() => void start()} disabled={isPending} label={newLabel} />
          <DocumentChips documents={open} selected={selected} onSelect={setSelected} />
        </Stack>
        {posted.length > 0 && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }} aria-label={translate('stock.document.recently_posted')} role="group">
            <Typography color="text.secondary">{translate('stock.document.recently_posted')}</Typography>
            <DocumentChips documents={posted} selected={selected} onSelect={setSelected} />
          </Stack>
        )}
        {!open.length && !selected && <Typography color="text.secondary">{translate('stock.document.none')}</Typography>}
        {selected && <Box key={selected}>{panel(selected, warehouseId, changed)}</Box>}
      </Stack>
    </Box>
  );
};
