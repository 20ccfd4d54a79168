import { Alert, Box, Card, CardContent, Grid, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { DASHBOARD_API_PATH, DASHBOARD_PERIODS, dashboardQuerySchema, type DashboardFigures, type DashboardPeriod } from '@domain/dashboard';
import { addDays } from '@domain/orders/report';
import { zodErrors } from '../../forms/zodValidator';
import { numberFormat } from '../../fields/numberFormat';
import { useIntlLocale } from '../../i18n/intlLocale';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { registerResourceLocation } from '../../providers/resourceUrl';
import { FigureCards } from './FigureCards';
import { formatsOf } from './format';
import { figureLinks } from './links';
import { PeriodBar, type PeriodChoice } from './PeriodBar';
import { Rankings } from './Rankings';
import { RecentOrders } from './RecentOrders';
import { LowStockCard, ReviewQueueCard } from './StockAndQueue';

registerResourceLocation('dashboard', { base: 'order', apiPath: DASHBOARD_API_PATH });

// The charts library loads after the figures, in chunks of the dashboard's own.
const SalesChart = lazy(() => import('./SalesChart'));
const StoresChart = lazy(() => import('./StoresChart'));

const isPeriod = (value: string | null): value is DashboardPeriod => (DASHBOARD_PERIODS as readonly (string | null)[]).includes(value);

/** Every bucket of the period: its days, or the hours of its one day. */
const bucketsOf = (figures: DashboardFigures): string[] => {
  if (figures.bucket === 'hour') return Array.from({ length: 24 }, (_, hour) => `${figures.days.from} ${String(hour).padStart(2, '0')}`);
  const days: string[] = [];
  for (let day = figures.days.from; day <= figures.days.to; day = addDays(day, 1)) days.push(day);
  return days;
};

const Section = ({ title, children }: { title: string; children: React.ReactNode }) => {
  const translate = useTranslate();
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="subtitle1" component="h2" gutterBottom>
          {title}
        </Typography>
        <Suspense fallback={<LinearProgress aria-label={translate('ra.page.loading')} />}>{children}</Suspense>
      </CardContent>
    </Card>
  );
};

/**
 * /dashboard/analytics (and the admins' /hireavilla, /home360): the period's figures against the
 * period before, sales by channel, best sellers, stores, low stock, the review queue and the latest
 * orders, as the server computed them for this employee's role. The period lives in the URL.
 */
const DashboardScreen = () => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [params, setParams] = useSearchParams();
  const period = params.get('period');
  const choice: PeriodChoice = { period: isPeriod(period) ? period : '30d', from: params.get('from') ?? '', to: params.get('to') ?? '' };
  const query = choice.period === 'custom' ? { period: choice.period, from: choice.from, to: choice.to } : { period: choice.period };
  const invalid = zodErrors(dashboardQuerySchema, query, translate, locale) as Partial<Record<'from' | 'to', { message: string; args: Record<string, unknown> }>>;
  const errors = Object.fromEntries(Object.entries(invalid).map(([key, error]) => [key, error && translate(error.message, error.args)]));
  const valid = Object.keys(errors).length === 0;
  const answer = useQuery({
    queryKey: ['dashboard', 'figures', query],
    queryFn: async () => (await dataProvider.read<DashboardFigures>('dashboard', { name: 'figures', query })).data,
    enabled: valid,
  });
  const change = (next: Partial<PeriodChoice>) => {
    const merged = { ...choice, ...next };
    setParams(new URLSearchParams(merged.period === 'custom' ? { period: merged.period, from: merged.from, to: merged.to } : { period: merged.period }), { replace: true });
  };
  const figures = answer.data;
  const format = useMemo(() => formatsOf(locale, figures?.currency ?? 'INR'), [locale, figures?.currency]);
  const compact = (minor: number) => numberFormat(locale, { notation: 'compact', maximumFractionDigits: 1 }).format(minor / 100);
  const links = figures && figureLinks(figures.bounds);
  const moment = (at: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: figures?.time_zone }).format(new Date(at));
  const bucketLabel = (bucket: string) => (figures?.bucket === 'hour' ? `${bucket.slice(11)}:00` : format.day(bucket));

  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 2 }}>
      <Title title="app.screens.dashboard" />
      <Card variant="outlined">
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} justifyContent="space-between" alignItems={{ md: 'center' }}>
            <PeriodBar value={choice} errors={errors} onChange={change} />
            {figures && (
              <Typography variant="body2" color="text.secondary" data-testid="dashboard-days">
                {translate('dashboard.against', { from: format.day(figures.days.from), to: format.day(figures.days.to), previous_from: format.day(figures.days.previous_from), previous_to: format.day(figures.days.previous_to) })}
              </Typography>
            )}
          </Stack>
        </CardContent>
        {answer.isFetching && <LinearProgress aria-label={translate('ra.page.loading')} />}
      </Card>
      {answer.error && <Alert severity="error">{answer.error.message}</Alert>}
      {figures && links && (
        <>
          <FigureCards figures={figures} format={format} links={links} />
          {figures.series && (
            <Section title={translate('dashboard.sales_by_channel')}>
              <Box data-testid="sales-chart">
                <SalesChart points={figures.series} buckets={bucketsOf(figures)} bucketLabel={bucketLabel} format={format} compact={compact} />
              </Box>
            </Section>
          )}
          {figures.top && <Rankings top={figures.top} format={format} links={links} />}
          <Grid container spacing={2}>
            {figures.stores && (
              <Grid size={{ xs: 12, md: 6 }}>
                <Section title={translate('dashboard.stores')}>
                  <Box data-testid="stores-chart">
                    <StoresChart stores={figures.stores} format={format} compact={compact} />
                  </Box>
                </Section>
              </Grid>
            )}
            {(figures.low_stock || figures.review_queue) && (
              <Grid size={{ xs: 12, md: 6 }}>
                <Stack spacing={2}>
                  {figures.review_queue && <ReviewQueueCard queue={figures.review_queue} to={links.reviewQueue} format={format} now={answer.dataUpdatedAt} />}
                  {figures.low_stock && <LowStockCard lowStock={figures.low_stock} format={format} />}
                </Stack>
              </Grid>
            )}
          </Grid>
          {figures.recent_orders && <RecentOrders orders={figures.recent_orders} to={links.order} format={format} moment={moment} />}
        </>
      )}
    </Stack>
  );
};
export default DashboardScreen;
