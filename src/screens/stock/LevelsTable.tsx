import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StockLevelRow } from './stockApi';
import { StockTable } from './StockTable';

/** Each variant's on hand (on the shelves), reserved for orders and available (on hand - reserved). */
export const LevelsTable = ({ rows, showWarehouse = false }: { rows: StockLevelRow[]; showWarehouse?: boolean }) => {
  const translate = useTranslate();
  return (
    // A region of its own: on a narrow page it scrolls, and a keyboard must reach it.
    <Box sx={{ overflowX: 'auto' }} role="region" tabIndex={0} aria-label={translate('stock.levels')}>
      <StockTable
        rows={rows}
        rowKey={(row) => `${row.warehouse_id}-${row.variant_id}`}
        label={translate('stock.levels')}
        columns={[
          ...(showWarehouse ? [{ name: 'warehouse' }] : [{ name: 'sku' }, { name: 'title' }]),
          ...(['on_hand', 'reserved', 'available'] as const).map((name) => ({ name, figure: true })),
        ]}
        cells={(row) => [...(showWarehouse ? [row.warehouse_name] : [row.sku, row.title]), row.on_hand, row.reserved, row.available]}
      />
    </Box>
  );
};
