import { useState } from 'react';
import { Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { Loading, useGetList, useGetOne, useTranslate, type RaRecord } from 'react-admin';
import type { StockDocumentLine } from '@domain/stock';
import { CHOICES_VIEW } from '../../providers/choicesView';
import { DocumentHeading } from './DocumentHeading';
import { DocumentLines } from './DocumentLines';
import { LabelledButton } from './LabelledButton';
import { MoveScanLine } from './MoveScanLine';
import { ScanLine } from './ScanLine';
import type { FoundShelf, FoundVariant } from './stockApi';
import { useDocumentWrites } from './useDocumentWrites';

const BIG = { minHeight: 56, fontSize: '1.05rem' };
const DONE: Record<string, string> = { move: 'stock.move.moved', dispatch: 'stock.move.dispatched', receive: 'stock.move.received' };

/** One unit more from `from` to `to`: the line with the same variant and shelves grows. */
const withUnit = (lines: StockDocumentLine[], variantId: number, from: number, to: number | null) => {
  const same = (line: StockDocumentLine) => line.variant_id === variantId && line.shelf_id === from && (line.to_shelf_id ?? null) === to;
  return lines.some(same)
    ? lines.map((line) => (same(line) ? { ...line, quantity: line.quantity + 1 } : line))
    : [...lines, { variant_id: variantId, shelf_id: from, to_shelf_id: to, quantity: 1 }];
};

/** What posts the move in its status: within a warehouse in one step, between two by dispatch then receipt. */
const verbOf = (document: RaRecord) => {
  if (document.status === 'in_transit') return 'receive';
  if (document.status !== 'draft') return undefined;
  return document.counterpart_warehouse_id ? 'dispatch' : 'move';
};

/**
 * A move document worked on: its destination and reference while a draft, its lines by scanning the
 * source shelf, the unit and the target shelf, and the button that posts it. On its way, the receiver
 * may scan a unit and the shelf it goes on before receiving.
 */
export const MovePanel = ({ id, onPosted }: { id: number; onPosted?: () => void }) => {
  const translate = useTranslate();
  const { data: document, refetch } = useGetOne('stock-moves', { id });
  const { data: warehouses = [] } = useGetList('warehouses', { pagination: { page: 1, perPage: 100 }, sort: { field: 'name', order: 'ASC' }, meta: CHOICES_VIEW });
  const { save, post, posting } = useDocumentWrites('stock-moves', document, refetch, onPosted);
  const [reference, setReference] = useState<string>();
  if (!document) return <Loading />;
  const lines = document.lines as StockDocumentLine[];
  const warehouseId = document.warehouse_id as number;
  const between = document.counterpart_warehouse_id !== null;
  const destinationId = (document.counterpart_warehouse_id ?? warehouseId) as number;
  const nameOf = (warehouse: number) => (warehouses.find((candidate: RaRecord) => candidate.id === warehouse)?.name as string | undefined) ?? `#${warehouse}`;
  const draft = document.status === 'draft';

  const addUnit = (variant: FoundVariant, from: FoundShelf, to: FoundShelf | null) => save({ lines: withUnit(lines, variant.id, from.id, to?.id ?? null) });
  // On its way: every line of the scanned variant goes on the scanned shelf.
  const retarget = (variant: FoundVariant, shelf: FoundShelf) =>
    save({ lines: lines.map((line) => (line.variant_id === variant.id ? { ...line, to_shelf_id: shelf.id } : line)) });
  const verb = verbOf(document);

  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <DocumentHeading resource="stock-moves" id={id} status={document.status as string} open={draft} />
          <Typography color="text.secondary">
            {between ? translate('stock.move.between', { from: nameOf(warehouseId), to: nameOf(destinationId) }) : translate('stock.move.within', { warehouse: nameOf(warehouseId) })}
          </Typography>
          {draft && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                label={translate('stock.move.destination')}
                value={document.counterpart_warehouse_id ?? ''}
                onChange={(event) => void save({ counterpart_warehouse_id: event.target.value === '' ? null : Number(event.target.value) })}
                slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
                sx={{ minWidth: 240 }}
              >
                <MenuItem value="" sx={{ minHeight: 48 }}>
                  {translate('stock.move.same_warehouse')}
                </MenuItem>
                {warehouses
                  .filter((warehouse: RaRecord) => warehouse.id !== warehouseId)
                  .map((warehouse: RaRecord) => (
                    <MenuItem key={warehouse.id} value={warehouse.id} sx={{ minHeight: 48 }}>
                      {warehouse.name as string}
                    </MenuItem>
                  ))}
              </TextField>
              <TextField
                label={translate('stock.document.reference')}
                value={reference ?? (document.reference as string)}
                onChange={(event) => setReference(event.target.value)}
                onBlur={() => reference !== undefined && reference !== document.reference && void save({ reference })}
              />
            </Stack>
          )}
          {draft && <MoveScanLine warehouseId={warehouseId} destinationId={destinationId} targetOptional={between} onLine={addUnit} />}
          {document.status === 'in_transit' && (
            <>
              <Typography>{translate('stock.move.retarget')}</Typography>
              <ScanLine warehouseId={destinationId} suggest={async () => null} suggestionLabel="stock.scan.use_suggestion" onLine={retarget} />
            </>
          )}
          <DocumentLines lines={lines} onChange={draft ? (next) => void save({ lines: next }) : undefined} />
          {verb && <LabelledButton variant="contained" size="large" sx={BIG} disabled={posting || !lines.length} onClick={() => void post(verb, DONE[verb]!)} label={`stock.move.${verb}`} />}
        </Stack>
      </CardContent>
    </Card>
  );
};
