import { Card, CardContent, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { RecentOrder } from '@domain/dashboard';
import type { Formats } from './format';

/** The latest orders, whatever the period, each to its page. */
export const RecentOrders = ({ orders, to, format, moment }: { orders: RecentOrder[]; to: (id: number) => string; format: Formats; moment: (at: string) => string }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2">
          {translate('dashboard.recent_orders')}
        </Typography>
        <Table size="small" aria-label={translate('dashboard.recent_orders')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate('resources.orders.fields.number')}</TableCell>
              <TableCell>{translate('resources.orders.fields.customer_name')}</TableCell>
              <TableCell>{translate('resources.orders.fields.channel')}</TableCell>
              <TableCell>{translate('resources.orders.fields.status')}</TableCell>
              <TableCell>{translate('resources.orders.fields.placed_at')}</TableCell>
              <TableCell align="right">{translate('resources.orders.fields.total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {orders.map((order) => (
              <TableRow key={order.id}>
                <TableCell>
                  <Link component={RouterLink} to={to(order.id)}>
                    {order.number}
                  </Link>
                </TableCell>
                <TableCell>{order.customer_name}</TableCell>
                <TableCell>{translate(`order_report.channels.${order.channel}`)}</TableCell>
                <TableCell>{translate(`order_report.statuses.${order.status}`)}</TableCell>
                <TableCell>{moment(order.placed_at)}</TableCell>
                <TableCell align="right">{format.money(order.total)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
};
