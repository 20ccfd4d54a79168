import { IconButton, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import DeleteIcon from '@mui/icons-material/Delete';
import { useGetMany, useTranslate } from 'react-admin';
import type { StockDocumentLine } from '@domain/stock';

interface DocumentLinesProps {
  lines: StockDocumentLine[];
  /** Without it the lines are read only (a posted document). */
  onChange?: (lines: StockDocumentLine[]) => void;
}

const TOUCH = { width: 48, height: 48 };

/** A document's lines: variant, shelf (a move's: from and to) and quantity, each with large +, - and remove buttons while a draft. */
export const DocumentLines = ({ lines, onChange }: DocumentLinesProps) => {
  const translate = useTranslate();
  const { data: variants = [] } = useGetMany('variants', { ids: [...new Set(lines.map((line) => line.variant_id))] });
  const { data: shelves = [] } = useGetMany('shelves', { ids: [...new Set(lines.flatMap((line) => [line.shelf_id, line.to_shelf_id].filter((id): id is number => typeof id === 'number')))] });
  if (!lines.length) return <Typography color="text.secondary">{translate('stock.document.no_lines')}</Typography>;
  const change = (index: number, quantity: number) =>
    onChange?.(quantity > 0 ? lines.map((line, at) => (at === index ? { ...line, quantity } : line)) : lines.filter((_, at) => at !== index));
  return (
    <List dense disablePadding aria-label={translate('stock.document.lines')}>
      {lines.map((line, index) => {
        const sku = variants.find((variant) => variant.id === line.variant_id)?.sku ?? `#${line.variant_id}`;
        const codeOf = (id: number | null | undefined) => shelves.find((candidate) => candidate.id === id)?.code;
        const shelf = codeOf(line.shelf_id) ?? '—';
        // A move's line says where the unit goes too.
        const where = 'to_shelf_id' in line ? translate('stock.move.line', { from: shelf, to: codeOf(line.to_shelf_id) ?? translate('stock.move.target_open') }) : `${translate('stock.columns.shelf')}: ${shelf}`;
        return (
          <ListItem key={`${line.variant_id}-${line.shelf_id}-${index}`} divider sx={{ gap: 1, flexWrap: 'wrap' }}>
            <ListItemText primary={sku} secondary={where} slotProps={{ primary: { sx: { fontWeight: 600 } } }} />
            <Stack direction="row" sx={{ alignItems: 'center' }}>
              {onChange && (
                <IconButton sx={TOUCH} aria-label={translate('stock.document.less')} onClick={() => change(index, line.quantity - 1)}>
                  <RemoveIcon />
                </IconButton>
              )}
              <Typography sx={{ minWidth: 40, textAlign: 'center', fontSize: '1.25rem' }} aria-label={translate('stock.columns.quantity')}>
                {line.quantity}
              </Typography>
              {onChange && (
                <>
                  <IconButton sx={TOUCH} aria-label={translate('stock.document.more')} onClick={() => change(index, line.quantity + 1)}>
                    <AddIcon />
                  </IconButton>
                  <IconButton sx={TOUCH} aria-label={translate('stock.document.remove_line', { line: index + 1 })} onClick={() => change(index, 0)}>
                    <DeleteIcon />
                  </IconButton>
                </>
              )}
            </Stack>
          </ListItem>
        );
      })}
    </List>
  );
};
