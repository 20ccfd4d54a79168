import { useState } from 'react';
import { Button, Card, CardContent, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { ScanField } from './ScanField';
import { StockTable } from './StockTable';
import { useStockApi, type FoundShelf } from './stockApi';
import { useKnownCanAccess } from '../../access/useKnownCanAccess';

interface CountRow {
  variant_id: number;
  sku: string;
  expected: number;
  /** Blank until counted. */
  counted: number | '';
}

interface CountPanelProps {
  warehouseId: number;
  onPosted: () => void;
  /** Whether a count is open and its expected quantities hidden: the screen hides its own figures meanwhile. */
  onBlind?: (blind: boolean) => void;
}

/**
 * A cycle count: scan a shelf, count what is on it (typing, or scanning each unit), post the differences.
 * Blind by default: the counter sees which variants the shelf should hold but not how many, so the count
 * is of what is there, not a confirmation of the books. Whoever may edit stock documents may show them.
 */
export const CountPanel = ({ warehouseId, onPosted, onBlind }: CountPanelProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useStockApi(warehouseId);
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [shelf, setShelf] = useState<FoundShelf>();
  const [rows, setRows] = useState<CountRow[]>([]);
  const [problem, setProblem] = useState<string>();
  const [posting, setPosting] = useState(false);
  const [reveal, setReveal] = useState(false);
  const { canAccess: mayReveal } = useKnownCanAccess({ resource: 'inbound-documents', action: 'edit' });
  const open = (found: FoundShelf | undefined, held: CountRow[]) => {
    setShelf(found);
    setRows(held);
    onBlind?.(Boolean(found) && !reveal);
  };
  const showExpected = (shown: boolean) => {
    setReveal(shown);
    onBlind?.(Boolean(shelf) && !shown);
  };

  const scanShelf = async (code: string) => {
    const found = await api.findShelf(code);
    setProblem(found ? undefined : translate('stock.scan.unknown_shelf', { code }));
    if (!found) return;
    const held = await api.holdings({ shelf_id: found.id });
    open(found, held.map((row) => ({ variant_id: row.variant_id, sku: row.sku, expected: row.quantity, counted: '' })));
  };
  const scanUnit = async (code: string) => {
    const variant = await api.findVariant(code);
    setProblem(variant ? undefined : translate('stock.scan.unknown_variant', { code }));
    if (!variant) return;
    setRows((current) =>
      current.some((row) => row.variant_id === variant.id)
        ? current.map((row) => (row.variant_id === variant.id ? { ...row, counted: Number(row.counted || 0) + 1 } : row))
        : [...current, { variant_id: variant.id, sku: variant.sku, expected: 0, counted: 1 }],
    );
  };
  const setCounted = (variantId: number, value: string) =>
    setRows((current) => current.map((row) => (row.variant_id === variantId ? { ...row, counted: value === '' ? '' : Math.max(0, Math.trunc(Number(value))) } : row)));
  const counted = rows.filter((row): row is CountRow & { counted: number } => row.counted !== '');
  const post = async () => {
    if (!shelf) return;
    setPosting(true);
    try {
      await dataProvider.action('shelves', { id: shelf.id, name: 'count', data: { lines: counted.map(({ variant_id, counted: n }) => ({ variant_id, counted: n })) } });
      notify('stock.count.posted', { type: 'success', messageArgs: { smart_count: counted.filter((row) => row.counted !== row.expected).length } });
      open(undefined, []);
      onPosted();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setPosting(false);
    }
  };

  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {translate('stock.count.title')}
            {shelf ? ` · ${shelf.code}` : ''}
          </Typography>
          {shelf ? (
            <ScanField key="unit" label="stock.scan.variant" onScan={scanUnit} error={Boolean(problem)} helper={problem} />
          ) : (
            <ScanField key="shelf" label="stock.scan.shelf" onScan={scanShelf} error={Boolean(problem)} helper={problem} />
          )}
          {shelf && !reveal && <Typography color="text.secondary">{translate('stock.count.blind')}</Typography>}
          {shelf && mayReveal && (
            <FormControlLabel control={<Switch checked={reveal} onChange={(event) => showExpected(event.target.checked)} />} label={translate('stock.count.show_expected')} />
          )}
          {shelf && !rows.length && <Typography color="text.secondary">{translate('stock.count.empty_shelf')}</Typography>}
          {rows.length > 0 && (
            <StockTable
              rows={rows}
              rowKey={(row) => row.variant_id}
              columns={reveal ? [{ name: 'sku' }, { name: 'expected', figure: true }, { name: 'counted', figure: true }, { name: 'difference', figure: true }] : [{ name: 'sku' }, { name: 'counted', figure: true }]}
              cells={(row) => [
                row.sku,
                ...(reveal ? [row.expected] : []),
                <TextField
                  type="number"
                  size="small"
                  value={row.counted}
                  onChange={(event) => setCounted(row.variant_id, event.target.value)}
                  slotProps={{ htmlInput: { min: 0, inputMode: 'numeric', 'aria-label': `${translate('stock.columns.counted')} ${row.sku}` } }}
                  sx={{ width: 96 }}
                />,
                ...(reveal ? [row.counted === '' ? '' : row.counted - row.expected] : []),
              ]}
            />
          )}
          {shelf && (
            <Stack direction="row" spacing={1}>
              <Button variant="contained" size="large" sx={{ minHeight: 56 }} disabled={posting || !counted.length} onClick={() => void post()}>
                {translate('stock.count.post')}
              </Button>
              <Button size="large" sx={{ minHeight: 56 }} onClick={() => open(undefined, [])}>
                {translate('stock.scan.cancel')}
              </Button>
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};
