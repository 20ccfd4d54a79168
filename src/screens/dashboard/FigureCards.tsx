import { Card, CardActionArea, CardContent, Grid, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import type { DashboardFigures } from '@domain/dashboard';
import type { Formats } from './format';
import type { FigureLinks } from './links';

interface Figure {
  key: string;
  value: string;
  /** Current against previous: the change shown under the value. */
  now: number;
  before: number;
  previous: string;
  to?: string;
}

const FigureCard = ({ figure, format }: { figure: Figure; format: Formats }) => {
  const translate = useTranslate();
  const change = figure.before === 0 ? undefined : (figure.now - figure.before) / figure.before;
  const body = (
    <CardContent>
      <Typography variant="body2" color="text.secondary" component="h2">
        {translate(`dashboard.figures.${figure.key}`)}
      </Typography>
      <Typography variant="h5" component="p" data-testid={`figure-${figure.key}`}>
        {figure.value}
      </Typography>
      <Typography variant="caption" color={change === undefined || change === 0 ? 'text.secondary' : change > 0 ? 'success.main' : 'error.main'}>
        {change === undefined ? translate('dashboard.previous', { value: figure.previous }) : translate('dashboard.change', { change: format.change(change), value: figure.previous })}
      </Typography>
    </CardContent>
  );
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      {figure.to ? (
        <CardActionArea component={Link} to={figure.to} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        body
      )}
    </Card>
  );
};

/** The period's headline figures, each against the period before and linked to the list it counts. */
export const FigureCards = ({ figures, format, links }: { figures: DashboardFigures; format: Formats; links: FigureLinks }) => {
  const list: Figure[] = [];
  const { sales, customers, returns, credit_notes: credit } = figures;
  if (sales) {
    const { current: now, previous: before } = sales;
    list.push(
      { key: 'revenue', value: format.money(now.revenue), now: now.revenue, before: before.revenue, previous: format.money(before.revenue), to: links.sales },
      { key: 'orders', value: format.count(now.orders), now: now.orders, before: before.orders, previous: format.count(before.orders), to: links.sales },
      { key: 'average_order_value', value: format.money(now.average_order_value), now: now.average_order_value, before: before.average_order_value, previous: format.money(before.average_order_value), to: links.sales },
      { key: 'units', value: format.count(now.units), now: now.units, before: before.units, previous: format.count(before.units), to: links.sales },
    );
  }
  if (customers) {
    const { current: now, previous: before } = customers;
    list.push(
      { key: 'new_customers', value: format.count(now.new), now: now.new, before: before.new, previous: format.count(before.new), to: links.newCustomers },
      { key: 'returning_customers', value: format.count(now.returning), now: now.returning, before: before.returning, previous: format.count(before.returning), to: links.returningCustomers },
    );
  }
  if (returns) {
    const { current: now, previous: before } = returns;
    list.push(
      { key: 'return_rate', value: format.share(now.rate), now: now.rate, before: before.rate, previous: format.share(before.rate), to: links.returns },
      { key: 'returns', value: format.count(now.returns), now: now.returns, before: before.returns, previous: format.count(before.returns), to: links.returns },
    );
  }
  if (credit) {
    const { current: now, previous: before } = credit;
    list.push(
      { key: 'credit_notes', value: format.count(now.count), now: now.count, before: before.count, previous: format.count(before.count), to: links.creditNotes },
      { key: 'credit_notes_amount', value: format.money(now.amount), now: now.amount, before: before.amount, previous: format.money(before.amount), to: links.creditNotes },
    );
  }
  return (
    <Grid container spacing={2}>
      {list.map((figure) => (
        <Grid key={figure.key} size={{ xs: 12, sm: 6, md: 3 }}>
          <FigureCard figure={figure} format={format} />
        </Grid>
      ))}
    </Grid>
  );
};
