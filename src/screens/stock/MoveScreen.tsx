import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Box, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Title, useCreate, useGetList, useGetOne, useNotify, useTranslate } from 'react-admin';
import { DocumentChips } from './DocumentChips';
import { LabelledButton } from './LabelledButton';
import { MovePanel } from './MovePanel';

const BIG = { minHeight: 56, fontSize: '1.05rem' };

/** The warehouse's moves in some statuses: leaving it or reaching it. */
const useMoves = (warehouseId: number, status: string[], perPage: number) =>
  useGetList('stock-moves', { filter: { involves: warehouseId, status }, sort: { field: 'id', order: 'DESC' }, pagination: { page: 1, perPage } });

/**
 * /apps/move-inventory/:id: moving stock on a phone. Scan the shelf a unit leaves, the unit, the shelf it
 * goes to; a move to another warehouse is dispatched here and received there.
 */
const MoveScreen = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const warehouseId = Number(useParams().id);
  const [selected, setSelected] = useState<number>();
  const { data: warehouse } = useGetOne('warehouses', { id: warehouseId });
  const { data: open = [], refetch } = useMoves(warehouseId, ['draft', 'in_transit'], 50);
  const { data: posted = [], refetch: refetchPosted } = useMoves(warehouseId, ['moved', 'received'], 10);
  const changed = () => {
    void refetch();
    void refetchPosted();
  };
  const [create, { isPending }] = useCreate();
  const start = () =>
    create(
      'stock-moves',
      { data: { warehouse_id: warehouseId } },
      { onSuccess: (created) => (setSelected(created.id as number), void refetch()), onError: (error) => notify((error as Error).message, { type: 'error' }) },
    );
  return (
    <Box sx={{ py: 2, maxWidth: 720 }}>
      <Title title="app.screens.move-inventory" />
      <Button component={Link} to={`/warehouses/${warehouseId}`} label="resources.warehouses.back">
        <ArrowBackIcon />
      </Button>
      <Typography variant="h5" component="h1" sx={{ my: 1 }}>
        {translate('app.screens.move-inventory')}
        {warehouse ? ` · ${warehouse.name as string}` : ''}
      </Typography>
      <Stack spacing={2}>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }} aria-label={translate('stock.document.open')} role="group">
          <LabelledButton variant="contained" size="large" sx={BIG} startIcon={<AddIcon />} onClick={() => void start()} disabled={isPending} label="stock.move.new" />
          <DocumentChips documents={open} selected={selected} onSelect={setSelected} />
        </Stack>
        {posted.length > 0 && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }} aria-label={translate('stock.document.recently_posted')} role="group">
            <Typography color="text.secondary">{translate('stock.document.recently_posted')}</Typography>
            <DocumentChips documents={posted} selected={selected} onSelect={setSelected} />
          </Stack>
        )}
        {!open.length && !selected && <Typography color="text.secondary">{translate('stock.document.none')}</Typography>}
        {selected && <MovePanel key={selected} id={selected} onPosted={changed} />}
      </Stack>
    </Box>
  );
};
export default MoveScreen;
