import type { ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A column, titled by stock.columns.<name>; a figure's cells align right. */
export interface StockColumn {
  name: string;
  figure?: boolean;
}

/** A small table of the stock screens: one row a record, its cells in the order of `columns`. */
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
  const translate = useTranslate();
  const align = (column: StockColumn) => (column.figure ? 'right' : 'left');
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map((column) => (
            <TableCell key={column.name} align={align(column)}>
              {translate(`stock.columns.${column.name}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {cells(row).map((cell, index) => (
              <TableCell key={columns[index]!.name} align={align(columns[index]!)}>
                {cell}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
