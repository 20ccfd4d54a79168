import type { ReactNode } from 'react';
import { SmallTable } from '../../components/SmallTable';
import { Code } from '../../fields/CodeText';

/** Columns of codes, each kept on one line. */
const CODES = ['sku', 'barcode', 'rack', 'shelf', 'code', 'document'];

/** A column, titled by stock.columns.<name>; a figure's cells align right. */
export interface StockColumn {
  name: string;
  figure?: boolean;
}

/** A small table of the stock screens: one row a record, its cells in the order of `columns`; stacked rows on a phone. */
export const StockTable = <Row,>({
  rows,
  rowKey,
  columns,
  cells,
  label,
}: {
  rows: Row[];
  rowKey: (row: Row) => string | number;
  columns: StockColumn[];
  cells: (row: Row) => ReactNode[];
  label?: string;
}) => {
  return (
    <SmallTable
      rows={rows}
      rowKey={rowKey}
      label={label}
      columns={columns.map((column, index) => ({
        header: `stock.columns.${column.name}`,
        align: column.figure ? 'right' : undefined,
        cell: (row: Row) => {
          const cell = cells(row)[index];
          return CODES.includes(column.name) && typeof cell === 'string' ? <Code>{cell}</Code> : cell;
        },
      }))}
    />
  );
};
