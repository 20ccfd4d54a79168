import { Box, Table, TableBody, TableCell, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OrderReport, OrderReportSums } from '@domain/orders/report';
import { ORDER_CHANNELS } from '@domain/orders/states';
import type { DayTotals } from './reportSeries';

interface Format {
  money: (minor: number) => string;
  count: (value: number) => string;
}

/** The chart's numbers as a table: a row a day, each channel's order value, the day's orders and value. */
export const DayTable = ({ series, money, count, dayLabel }: Format & { series: DayTotals[]; dayLabel: (day: string) => string }) => {
  const translate = useTranslate();
  const captionId = 'order-report-by-day';
  return (
    <>
      <Typography id={captionId} variant="subtitle1" component="h2" gutterBottom>
        {translate('order_report.by_day')}
      </Typography>
      <Box role="region" aria-labelledby={captionId} tabIndex={0} sx={{ maxHeight: 360, overflow: 'auto' }}>
      <Table size="small" stickyHeader aria-labelledby={captionId}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('order_report.day')}</TableCell>
            {ORDER_CHANNELS.map((channel) => (
              <TableCell key={channel} align="right">
                {translate(`order_report.channels.${channel}`)}
              </TableCell>
            ))}
            <TableCell align="right">{translate('order_report.orders')}</TableCell>
            <TableCell align="right">{translate('order_report.total')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {series.map((day) => (
            <TableRow key={day.day} data-day={day.day}>
              <TableCell component="th" scope="row">
                {dayLabel(day.day)}
              </TableCell>
              {ORDER_CHANNELS.map((channel) => (
                <TableCell key={channel} align="right">
                  {money(day.byChannel[channel].total)}
                </TableCell>
              ))}
              <TableCell align="right">{count(day.orders)}</TableCell>
              <TableCell align="right">{money(day.total)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      </Box>
    </>
  );
};

const COLUMNS = ['orders', 'items', 'subtotal', 'discount', 'tax', 'shipping', 'total'] as const;

/** Totals by channel and for all channels: orders, pieces, and each amount. */
export const ChannelTable = ({ report, money, count }: Format & { report: OrderReport }) => {
  const translate = useTranslate();
  const cells = (sums: OrderReportSums) =>
    COLUMNS.map((column) => (
      <TableCell key={column} align="right">
        {column === 'orders' || column === 'items' ? count(sums[column]) : money(sums[column])}
      </TableCell>
    ));
  return (
    <Table size="small" aria-label={translate('order_report.by_channel')}>
      <TableHead>
        <TableRow>
          <TableCell>{translate('order_report.channel')}</TableCell>
          {COLUMNS.map((column) => (
            <TableCell key={column} align="right">
              {translate(`order_report.${column}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {report.channels.map((row) => (
          <TableRow key={row.channel}>
            <TableCell component="th" scope="row">
              {translate(`order_report.channels.${row.channel}`)}
            </TableCell>
            {cells(row)}
          </TableRow>
        ))}
      </TableBody>
      <TableFooter>
        <TableRow sx={{ '& .MuiTableCell-root': { typography: 'body2', color: 'text.primary', fontWeight: 'bold' } }}>
          <TableCell component="th" scope="row">
            {translate('order_report.all_channels')}
          </TableCell>
          {cells(report.totals)}
        </TableRow>
      </TableFooter>
    </Table>
  );
};
