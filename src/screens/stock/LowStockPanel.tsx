import type { FormEvent } from 'react';
import { Box, Button, Stack, TextField, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { StockTable } from './StockTable';
import { useStockApi } from './stockApi';
import { useTextState } from '../../components/useTextState';

export interface LowStockRow {
  variant_id: number;
  sku: string;
  threshold: number;
  available: number;
  on_hand: number;
  reserved: number;
}

/** What is under its low-stock threshold here, and a threshold set for a scanned variant. */
export const LowStockPanel = ({ warehouseId, rows, onChanged }: { warehouseId: number; rows: LowStockRow[]; onChanged: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useStockApi(warehouseId);
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [code, setCode] = useTextState();
  const [threshold, setThreshold] = useTextState();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const variant = await api.findVariant(code.value.trim());
    if (!variant) return notify('stock.scan.unknown_variant', { type: 'warning', messageArgs: { code: code.value } });
    try {
      await dataProvider.action('warehouses', { id: warehouseId, name: 'threshold', data: { variant_id: variant.id, threshold: threshold.value === '' ? null : Number(threshold.value) } });
      notify('stock.threshold_saved', { type: 'success' });
      setCode('');
      setThreshold('');
      onChanged();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    }
  };
  return (
    <Stack spacing={2}>
      {rows.length ? (
        <StockTable
          rows={rows}
          rowKey={(row) => row.variant_id}
          label={translate('stock.low_stock')}
          columns={[{ name: 'sku' }, ...(['on_hand', 'reserved', 'available', 'threshold'] as const).map((name) => ({ name, figure: true }))]}
          cells={(row) => [row.sku, row.on_hand, row.reserved, row.available, row.threshold]}
        />
      ) : (
        <Typography color="text.secondary">{translate('stock.no_low_stock')}</Typography>
      )}
      <Box component="form" onSubmit={(event: FormEvent) => void submit(event)} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField size="small" label={translate('stock.scan.variant')} {...code} required />
        <TextField
          size="small"
          type="number"
          label={translate('stock.columns.threshold')}
          {...threshold}
          slotProps={{ htmlInput: { min: 0, inputMode: 'numeric' } }}
          sx={{ width: 140 }}
        />
        <Button type="submit" variant="outlined" sx={{ minHeight: 40 }}>
          {translate('stock.set_threshold')}
        </Button>
      </Box>
    </Stack>
  );
};
