import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Box, Typography } from '@mui/material';
import { useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { LevelsTable } from '../../screens/stock/LevelsTable';
import type { InTransitRow, StockLevelRow } from '../../screens/stock/stockApi';

/** The variant page's stock: on hand, reserved and available in each warehouse, and the units on their way between two. */
export const VariantStockLevels = () => {
  const variant = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const variantId = variant?.id as number | undefined;
  const { data } = useQuery({
    queryKey: ['variants', 'stock-levels', variantId],
    enabled: variantId !== undefined,
    queryFn: async () => {
      const query = { variant_id: variantId! };
      const [levels, inTransit] = await Promise.all([
        dataProvider.read<StockLevelRow[]>('warehouses', { name: 'stock-levels', query }),
        dataProvider.read<InTransitRow[]>('warehouses', { name: 'in-transit', query }),
      ]);
      return { levels: levels.data, inTransit: inTransit.data };
    },
  });
  if (!data) return null;
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <Typography variant="h6" component="h2" gutterBottom>
        {translate('stock.variant.by_warehouse')}
      </Typography>
      {data.levels.length ? <LevelsTable rows={data.levels} showWarehouse /> : <Typography color="text.secondary">{translate('stock.variant.none')}</Typography>}
      {data.inTransit.map((row) => (
        <Typography key={row.document_id} sx={{ mt: 1 }}>
          <Link to={`/stock-moves/${row.document_id}/show`}>{`${translate('stock.documents.stock-moves')} #${row.document_id}`}</Link>
          {` · ${translate('stock.columns.in_transit')}: ${row.quantity} · ${translate('stock.move.line', { from: row.from_warehouse_name, to: row.to_warehouse_name })}`}
        </Typography>
      ))}
    </Box>
  );
};
