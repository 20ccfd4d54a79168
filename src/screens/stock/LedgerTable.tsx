import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useIntlLocale } from '../../i18n/intlLocale';
import type { LedgerRow } from './stockApi';
import { StockTable } from './StockTable';

/** The newest movements: when, which document, shelf, variant, and the quantity before and after. */
export const LedgerTable = ({ rows }: { rows: LedgerRow[] }) => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  if (!rows.length) return <Typography color="text.secondary">{translate('stock.no_ledger')}</Typography>;
  const when = new Intl.DateTimeFormat(locale, { dateStyle: 'short', timeStyle: 'short' });
  return (
    <StockTable
      rows={rows}
      rowKey={(row) => row.id}
      label={translate('stock.ledger')}
      columns={[...(['at', 'document', 'shelf', 'sku'] as const).map((name) => ({ name })), ...(['delta', 'before', 'after'] as const).map((name) => ({ name, figure: true }))]}
      cells={(row) => [
        when.format(new Date(row.at)),
        `${translate(`stock.documents.${row.document_type}`, { _: row.document_type })}${row.document_id ? ` #${row.document_id}` : ''}`,
        row.shelf_code ?? translate(row.in_transit ? 'stock.columns.in_transit' : 'stock.columns.reserved'),
        row.sku,
        row.delta > 0 ? `+${row.delta}` : row.delta,
        row.before,
        row.after,
      ]}
    />
  );
};
