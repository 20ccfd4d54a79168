import type { Key, ReactNode } from 'react';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, useMediaQuery, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A column: its header's translation key and what a row shows in it. */
export interface SmallTableColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  /** Numbers and money read right-aligned in the table. */
  align?: 'right';
}

interface SmallTableProps<Row> {
  rows: Row[];
  rowKey: (row: Row) => Key;
  columns: SmallTableColumn<Row>[];
  rowActions?: (row: Row) => ReactNode;
  /** The table's accessible name, translated. */
  label?: string;
  /** A test id per row. */
  rowTestId?: (row: Row) => string;
}

/**
 * Below the small breakpoint each row is a block of its own, a label beside each value (a description
 * list), and its buttons under them: a phone never scrolls a record's table sideways.
 */
const StackedRows = <Row,>({ rows, rowKey, columns, rowActions, label, rowTestId }: SmallTableProps<Row>) => {
  const translate = useTranslate();
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => (
        <Box component="li" key={rowKey(row)} data-testid={rowTestId?.(row)} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'minmax(6rem, auto) minmax(0, 1fr)', columnGap: 2, rowGap: 0.5, typography: 'body2' }}>
            {columns.map(({ header, cell, align }) => (
              <Box key={header} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ color: 'text.secondary' }}>
                  {translate(header)}
                </Box>
                <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere', textAlign: align === 'right' ? 'right' : undefined }}>
                  {cell(row)}
                </Box>
              </Box>
            ))}
          </Box>
          {rowActions && <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, mt: 0.5 }}>{rowActions(row)}</Box>}
        </Box>
      ))}
    </Box>
  );
};

/**
 * A compact read-only table inside a panel (History, versions, errors of a job, an order's lines): a
 * header row, then one row a record; stacked rows on a phone. Not react-admin's DataTable, which wants a
 * list context and brings sorting and selection these tables have no use for. `rowActions` adds a last,
 * untitled column of buttons.
 */
export const SmallTable = <Row,>(props: SmallTableProps<Row>) => {
  const { rows, rowKey, columns, rowActions, label, rowTestId } = props;
  const translate = useTranslate();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  if (phone) return <StackedRows {...props} />;
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {columns.map(({ header, align }) => (
            <TableCell key={header} align={align}>
              {translate(header)}
            </TableCell>
          ))}
          {rowActions && <TableCell />}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={rowKey(row)} data-testid={rowTestId?.(row)}>
            {columns.map(({ header, cell, align }) => (
              <TableCell key={header} align={align}>
                {cell(row)}
              </TableCell>
            ))}
            {rowActions && <TableCell align="right">{rowActions(row)}</TableCell>}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
