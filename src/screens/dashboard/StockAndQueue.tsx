import { Card, CardActionArea, CardContent, Link, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { consolePath } from '@domain/consolePath';
import type { DashboardFigures } from '@domain/dashboard';
import type { Formats } from './format';

type LowStock = NonNullable<DashboardFigures['low_stock']>;
type Queue = NonNullable<DashboardFigures['review_queue']>;

/** Variants at or under their warehouse's threshold, the emptiest first, each to its warehouse's stock. */
export const LowStockCard = ({ lowStock, format }: { lowStock: LowStock; format: Formats }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="subtitle1" component="h2">
          {translate('dashboard.low_stock.title', { smart_count: lowStock.count, count: format.count(lowStock.count) })}
        </Typography>
        {lowStock.rows.length > 0 && (
          <Table size="small" aria-label={translate('dashboard.low_stock.label')}>
            <TableHead>
              <TableRow>
                <TableCell>{translate('dashboard.low_stock.sku')}</TableCell>
                <TableCell>{translate('dashboard.low_stock.warehouse')}</TableCell>
                <TableCell align="right">{translate('dashboard.low_stock.available')}</TableCell>
                <TableCell align="right">{translate('dashboard.low_stock.threshold')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {lowStock.rows.map((row) => (
                <TableRow key={`${row.variant_id} ${row.warehouse_id}`}>
                  <TableCell>
                    <Link component={RouterLink} to={consolePath('/apps/warehouse-variants/:id', { id: row.warehouse_id })}>
                      {row.sku}
                    </Link>
                  </TableCell>
                  <TableCell>{row.warehouse}</TableCell>
                  <TableCell align="right">{format.count(row.available)}</TableCell>
                  <TableCell align="right">{format.count(row.threshold)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
  );
};

const DAY_MS = 86_400_000;

/** The variants waiting for review, and how long the oldest has waited, to the review queue. */
export const ReviewQueueCard = ({ queue, to, format, now }: { queue: Queue; to: string; format: Formats; now: number }) => {
  const translate = useTranslate();
  const days = queue.oldest_at ? Math.max(0, Math.floor((now - Date.parse(queue.oldest_at)) / DAY_MS)) : undefined;
  return (
    <Card variant="outlined">
      <CardActionArea component={RouterLink} to={to}>
        <CardContent>
          <Typography variant="body2" color="text.secondary" component="h2">
            {translate('dashboard.figures.review_queue')}
          </Typography>
          <Typography variant="h5" component="p" data-testid="figure-review_queue">
            {format.count(queue.count)}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {days === undefined ? translate('dashboard.queue_empty') : translate('dashboard.oldest_wait', { smart_count: days, days: format.count(days) })}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
};
