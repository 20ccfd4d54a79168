import type { Key, ReactNode } from 'react';
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A column: its header's translation key and what a row shows in it. */
interface SmallTableColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
}

/**
 * A compact read-only table inside a panel (History, versions, errors of a job): a header row, then
 * one row a record. Not react-admin's DataTable, which wants a list context and brings sorting and
 * selection these tables have no use for. `rowActions` adds a last, untitled column of buttons.
 */
export const SmallTable = <Row,>({
  rows,
  rowKey,
  columns,
  rowActions,
  label,
}: {
  rows: Row[];
  rowKey: (row: Row) => Key;
  columns: SmallTableColumn<Row>[];
  rowActions?: (row: Row) => ReactNode;
  /** The table's accessible name, translated. */
  label?: string;
}) => {
  const translate = useTranslate();
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map(({ header }) => (
            <TableCell key={header}>{translate(header)}</TableCell>
          ))}
          {rowActions && <TableCell />}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)}>
            {columns.map(({ header, cell }) => (
              <TableCell key={header}>{cell(row)}</TableCell>
            ))}
            {rowActions && <TableCell align="right">{rowActions(row)}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
