import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import InventoryIcon from '@mui/icons-material/Inventory';
import MoveUpIcon from '@mui/icons-material/MoveUp';
import { Button, useDataProvider, useRecordContext, useTranslate } from 'react-admin';
import { consolePath } from '@domain/consolePath';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { StockTable } from '../../screens/stock/StockTable';

/** A variant on the shelf, as GET /shelves/:id/contents answers it. */
interface ShelfContent {
  variant_id: number;
  sku: string;
  title: string;
  on_hand: number;
  warehouse_reserved: number;
  warehouse_available: number;
}

/** The shelf page's contents: each variant with its units here, and the warehouse's reserved and available of it; the ways to count or move them. */
export const ShelfContents = () => {
  const shelf = useRecordContext();
  const translate = useTranslate();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const shelfId = shelf?.id as number | undefined;
  const { data: rows } = useQuery({
    queryKey: ['shelves', 'contents', shelfId],
    enabled: shelfId !== undefined,
    queryFn: async () => (await dataProvider.read<ShelfContent[]>('shelves', { id: shelfId!, name: 'contents' })).data,
  });
  if (!shelf) return null;
  const warehouseId = shelf.warehouse_id as number;
  return (
    <Card variant="outlined" sx={{ m: 2 }}>
      <CardContent>
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Typography variant="h6" component="h2">
            {translate('resources.shelves.contents')}
          </Typography>
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap' }}>
            <Button component={Link} to={consolePath('/apps/move-inventory/:id', { id: warehouseId })} label="resources.warehouses.moves" variant="outlined">
              <MoveUpIcon />
            </Button>
            <Button component={Link} to={consolePath('/apps/warehouse-variants/:id', { id: warehouseId })} label="resources.shelves.stock_screen" variant="outlined">
              <InventoryIcon />
            </Button>
          </Stack>
        </Stack>
        {rows && !rows.length && <Typography color="text.secondary">{translate('resources.shelves.empty')}</Typography>}
        {rows && rows.length > 0 && (
          <>
            <Box sx={{ overflowX: 'auto' }} role="region" tabIndex={0} aria-label={translate('resources.shelves.contents')}>
              <StockTable
                rows={rows}
                rowKey={(row) => row.variant_id}
                label={translate('resources.shelves.contents')}
                columns={[{ name: 'sku' }, { name: 'title' }, ...(['on_hand', 'warehouse_reserved', 'warehouse_available'] as const).map((name) => ({ name, figure: true }))]}
                cells={(row) => [
                  <Link key="sku" to={consolePath('/apps/products/variant/:id', { id: row.variant_id })} style={{ whiteSpace: 'nowrap' }}>
                    {row.sku}
                  </Link>,
                  row.title,
                  row.on_hand,
                  row.warehouse_reserved,
                  row.warehouse_available,
                ]}
              />
            </Box>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
              {translate('resources.shelves.reserved_note')}
            </Typography>
          </>
        )}
      </CardContent>
    </Card>
  );
};
