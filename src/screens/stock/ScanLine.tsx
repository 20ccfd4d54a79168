import { useState } from 'react';
import { Button, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ScanField } from './ScanField';
import { useStockApi, type FoundShelf, type FoundVariant } from './stockApi';

interface ScanLineProps {
  warehouseId: number;
  /** Where the variant should go (putaway) or be taken from (the shelf holding it). */
  suggest: (variant: FoundVariant) => Promise<FoundShelf | null | undefined>;
  onLine: (variant: FoundVariant, shelf: FoundShelf) => Promise<void>;
  /** Message key of the suggestion's button, given its shelf code. */
  suggestionLabel: string;
}

/** Scan a variant, then a shelf (or take the suggested one): that makes a line. */
export const ScanLine = ({ warehouseId, suggest, onLine, suggestionLabel }: ScanLineProps) => {
  const translate = useTranslate();
  const api = useStockApi(warehouseId);
  const [variant, setVariant] = useState<FoundVariant>();
  const [suggestion, setSuggestion] = useState<FoundShelf | null>();
  const [problem, setProblem] = useState<string>();
  const [scans, setScans] = useState(0);

  const reset = () => {
    setVariant(undefined);
    setSuggestion(undefined);
    setScans((n) => n + 1);
  };
  const scanVariant = async (code: string) => {
    const found = await api.findVariant(code);
    setProblem(found ? undefined : translate('stock.scan.unknown_variant', { code }));
    if (!found) return;
    setVariant(found);
    setSuggestion(await suggest(found));
    setScans((n) => n + 1);
  };
  const place = async (shelf: FoundShelf) => {
    if (!variant) return;
    await onLine(variant, shelf);
    reset();
  };
  const scanShelf = async (code: string) => {
    const shelf = await api.findShelf(code);
    setProblem(shelf ? undefined : translate('stock.scan.unknown_shelf', { code }));
    if (shelf) await place({ id: shelf.id, code: shelf.code });
  };

  return (
    <Stack spacing={1.5}>
      {variant ? (
        <ScanField
          key="shelf"
          label="stock.scan.shelf"
          onScan={scanShelf}
          focusKey={scans}
          error={Boolean(problem)}
          helper={problem ?? translate('stock.scan.for_variant', { sku: variant.sku })}
        />
      ) : (
        <ScanField key="variant" label="stock.scan.variant" onScan={scanVariant} focusKey={scans} error={Boolean(problem)} helper={problem} />
      )}
      {variant && (
        <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
          {suggestion && (
            <Button variant="contained" size="large" sx={{ minHeight: 48 }} onClick={() => void place(suggestion)}>
              {translate(suggestionLabel, { code: suggestion.code })}
            </Button>
          )}
          <Button size="large" sx={{ minHeight: 48 }} onClick={reset}>
            {translate('stock.scan.cancel')}
          </Button>
        </Stack>
      )}
    </Stack>
  );
};
