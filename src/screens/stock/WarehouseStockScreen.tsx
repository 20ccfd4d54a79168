import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, Title, useDataProvider, useGetOne, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { CountPanel } from './CountPanel';
import { LedgerTable } from './LedgerTable';
import { LowStockPanel, type LowStockRow } from './LowStockPanel';
import { StockTable } from './StockTable';
import type { ShelfHolding } from '@domain/stock';
import { LevelsTable } from './LevelsTable';
import { useStockApi, type InTransitRow } from './stockApi';

const Section = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate(title)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};

const HoldingsTable = ({ rows }: { rows: ShelfHolding[] }) => {
  const translate = useTranslate();
  if (!rows.length) return <Typography color="text.secondary">{translate('stock.no_holdings')}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <StockTable
        rows={rows}
        rowKey={(row) => `${row.shelf_id}-${row.variant_id}`}
        label={translate('stock.holdings')}
        columns={[...(['rack', 'shelf', 'sku', 'barcode'] as const).map((name) => ({ name })), { name: 'quantity', figure: true }]}
        cells={(row) => [row.rack_code, row.shelf_code, row.sku, row.barcode, row.quantity]}
      />
    </Box>
  );
};

/** The units of moves on their way to or from the warehouse. */
const InTransitTable = ({ rows }: { rows: InTransitRow[] }) => {
  const translate = useTranslate();
  if (!rows.length) return <Typography color="text.secondary">{translate('stock.no_in_transit')}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <StockTable
        rows={rows}
        rowKey={(row) => `${row.document_id}-${row.variant_id}`}
        label={translate('stock.in_transit')}
        columns={[{ name: 'document' }, { name: 'sku' }, { name: 'from_warehouse' }, { name: 'to_warehouse' }, { name: 'in_transit', figure: true }]}
        cells={(row) => [
          <Link key="move" to={`/stock-moves/${row.document_id}/show`}>{`${translate('stock.documents.stock-moves')} #${row.document_id}`}</Link>,
          row.sku,
          row.from_warehouse_name,
          row.to_warehouse_name,
          row.quantity,
        ]}
      />
    </Box>
  );
};

/** /apps/warehouse-variants/:id: the variants the warehouse holds per shelf, cycle counts, low stock and the ledger. */
const WarehouseStockScreen = () => {
  const warehouseId = Number(useParams().id);
  const translate = useTranslate();
  const api = useStockApi(warehouseId);
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const { data: warehouse } = useGetOne('warehouses', { id: warehouseId });
  const { data, refetch } = useQuery({
    queryKey: ['warehouse-stock', warehouseId],
    queryFn: async () => {
      const [holdings, levels, inTransit, ledger, low] = await Promise.all([
        api.holdings(),
        api.levels(),
        api.inTransit(),
        api.ledger({ limit: 50 }),
        dataProvider.read<LowStockRow[]>('warehouses', { id: warehouseId, name: 'low-stock' }),
      ]);
      return { holdings, levels, inTransit, ledger, low: low.data };
    },
  });
  const load = () => void refetch();
  const { holdings = [], levels = [], inTransit = [], ledger = [], low = [] } = data ?? {};
  // A blind count hides what would tell the counter the shelf's expected quantities.
  const [blind, setBlind] = useState(false);
  return (
    <Box sx={{ py: 2 }}>
      <Title title="app.screens.warehouse-stock" />
      <Button component={Link} to={`/warehouses/${warehouseId}`} label="resources.warehouses.back">
        <ArrowBackIcon />
      </Button>
      <Typography variant="h5" component="h1" sx={{ my: 1 }}>
        {translate('app.screens.warehouse-stock')}
        {warehouse ? ` · ${warehouse.name as string}` : ''}
      </Typography>
      <Stack spacing={2}>
        <Box sx={{ maxWidth: 720 }}>
          <CountPanel warehouseId={warehouseId} onPosted={load} onBlind={setBlind} />
        </Box>
        {!blind && (
          <>
            <Section title="stock.levels">
              {levels.length ? <LevelsTable rows={levels} /> : <Typography color="text.secondary">{translate('stock.no_holdings')}</Typography>}
            </Section>
            <Section title="stock.holdings">
              <HoldingsTable rows={holdings} />
            </Section>
            <Section title="stock.in_transit">
              <InTransitTable rows={inTransit} />
            </Section>
            <Section title="stock.low_stock">
              <LowStockPanel warehouseId={warehouseId} rows={low} onChanged={load} />
            </Section>
            <Section title="stock.ledger">
              <Box sx={{ overflowX: 'auto' }}>
                <LedgerTable rows={ledger} />
              </Box>
            </Section>
          </>
        )}
      </Stack>
    </Box>
  );
};
export default WarehouseStockScreen;
