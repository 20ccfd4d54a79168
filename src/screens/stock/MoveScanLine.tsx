import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ScanField } from './ScanField';
import { useStockApi, type FoundShelf, type FoundVariant } from './stockApi';

interface MoveScanLineProps {
  warehouseId: number;
  /** Where the target shelves are: the destination, or `warehouseId` for a shelf-to-shelf move. */
  destinationId: number;
  /** Between warehouses the receiver may choose the target: the line may go without one. */
  targetOptional: boolean;
  onLine: (variant: FoundVariant, from: FoundShelf, to: FoundShelf | null) => Promise<void>;
}

/**
 * A move's line by three scans: the shelf the unit leaves, the unit, the shelf it goes to. The source
 * shelf stays for the next unit until another is chosen, as units of one shelf are usually moved together.
 */
export const MoveScanLine = ({ warehouseId, destinationId, targetOptional, onLine }: MoveScanLineProps) => {
  const translate = useTranslate();
  const api = useStockApi(warehouseId);
  const [from, setFrom] = useState<FoundShelf>();
  const [variant, setVariant] = useState<FoundVariant>();
  const [problem, setProblem] = useState<string>();
  const [scans, setScans] = useState(0);
  const next = () => setScans((n) => n + 1);

  const scanFrom = async (code: string) => {
    const shelf = await api.findShelf(code);
    setProblem(shelf ? undefined : translate('stock.scan.unknown_shelf', { code }));
    if (!shelf) return;
    setFrom({ id: shelf.id, code: shelf.code });
    next();
  };
  const scanVariant = async (code: string) => {
    const found = await api.findVariant(code);
    setProblem(found ? undefined : translate('stock.scan.unknown_variant', { code }));
    if (!found) return;
    setVariant(found);
    next();
  };
  const place = async (to: FoundShelf | null) => {
    if (!variant || !from) return;
    await onLine(variant, from, to);
    setVariant(undefined);
    next();
  };
  const scanTo = async (code: string) => {
    const shelf = await api.findShelf(code, destinationId);
    setProblem(shelf ? undefined : translate(destinationId === warehouseId ? 'stock.scan.unknown_shelf' : 'stock.move.unknown_target', { code }));
    if (shelf) await place({ id: shelf.id, code: shelf.code });
  };
  const again = () => {
    setFrom(undefined);
    setVariant(undefined);
    setProblem(undefined);
    next();
  };

  const step = !from ? (
    <ScanField key="from" label="stock.move.scan_from" onScan={scanFrom} focusKey={scans} error={Boolean(problem)} helper={problem} />
  ) : !variant ? (
    <ScanField key="unit" label="stock.scan.variant" onScan={scanVariant} focusKey={scans} error={Boolean(problem)} helper={problem ?? translate('stock.move.from_shelf', { code: from.code })} />
  ) : (
    <ScanField
      key="to"
      label="stock.move.scan_to"
      onScan={scanTo}
      focusKey={scans}
      error={Boolean(problem)}
      helper={problem ?? translate('stock.move.unit_from', { sku: variant.sku, code: from.code })}
    />
  );
  return (
    <Stack spacing={1.5}>
      {step}
      {from && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {variant && targetOptional && (
            <Button variant="outlined" size="large" sx={{ minHeight: 48 }} onClick={() => void place(null)}>
              {translate('stock.move.target_later')}
            </Button>
          )}
          <Button size="large" sx={{ minHeight: 48 }} onClick={again}>
            {translate('stock.move.another_source')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
};
