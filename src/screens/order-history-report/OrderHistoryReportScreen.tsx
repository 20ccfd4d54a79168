import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Title, useDataProvider, useTranslate } from 'react-admin';
import { orderReportQuerySchema, type OrderReport } from '@domain/orders/report';
import { formatPrice } from '@domain/price';
import { useFileDownload } from '../../components/useFileDownload';
import { numberFormat } from '../../fields/numberFormat';
import { zodErrors } from '../../forms/zodValidator';
import { useIntlLocale } from '../../i18n/intlLocale';
import type { ConsoleDataProvider } from '../../providers/dataProvider';
import { ReportChart } from './ReportChart';
import { ReportFiltersBar } from './ReportFiltersBar';
import { ChannelTable, DayTable } from './ReportTables';
import { filtersOf, queryOf, type FilterKey } from './reportFilters';
import { daySeries } from './reportSeries';
import { OrdersAreaTabs } from '../../resources/orders/OrdersAreaTabs';
import { useKnownCanAccess } from '../../access/useKnownCanAccess';

/**
 * /apps/order-history-report: orders of a date range (India's days), a channel, a status and a store,
 * as a bar a day stacked by channel with the same figures in a table, totals by channel, and every
 * order of it as a CSV streamed by the server. The filters live in the URL.
 */
const OrderHistoryReportScreen = () => {
  const translate = useTranslate();
  const locale = useIntlLocale();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const query = queryOf(filters);
  const invalid = zodErrors(orderReportQuerySchema, query, translate, locale) as Partial<Record<FilterKey, { message: string; args: Record<string, unknown> }>>;
  const errors = Object.fromEntries(Object.entries(invalid).map(([key, error]) => [key, error && translate(error.message, error.args)]));
  const valid = Object.keys(errors).length === 0;
  const report = useQuery({
    queryKey: ['orders', 'history-report', query],
    queryFn: async () => (await dataProvider.read<OrderReport>('orders', { name: 'history-report', query })).data,
    enabled: valid,
  });
  const { canAccess: canExport } = useKnownCanAccess({ resource: 'orders', action: 'export' });
  const { download, busy } = useFileDownload('orders');
  const change = (key: FilterKey, value: string) => {
    const next = new URLSearchParams({ ...filters, [key]: value });
    setParams(next, { replace: true });
  };
  const currency = report.data?.currency ?? 'INR';
  const money = (minor: number) => formatPrice(minor, currency, locale);
  const count = (value: number) => numberFormat(locale).format(value);
  const dayLabel = (day: string) => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(day));
  const series = useMemo(() => (report.data ? daySeries(report.data, filters.from, filters.to) : []), [report.data, filters.from, filters.to]);

  return (
    <Stack spacing={2} sx={{ mt: 2 }}>
      <Title title="app.screens.order-history-report" />
      <OrdersAreaTabs current="order-history-report" />
      <Card>
        <CardContent>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} justifyContent="space-between" alignItems={{ md: 'flex-start' }}>
            <ReportFiltersBar filters={filters} errors={errors} onChange={change} />
            {canExport && (
              <Button variant="outlined" startIcon={<DownloadIcon />} sx={{ flexShrink: 0, whiteSpace: 'nowrap' }} disabled={!valid || busy !== undefined} onClick={() => void download({ name: 'history-report.csv', query })}>
                {translate('order_report.export_csv')}
              </Button>
            )}
          </Stack>
        </CardContent>
        {report.isFetching && <LinearProgress aria-label={translate('ra.page.loading')} />}
      </Card>
      {report.error && <Alert severity="error">{report.error.message}</Alert>}
      {report.data && (
        <>
          <Card>
            <CardContent>
              {report.data.totals.orders === 0 ? (
                <Typography>{translate('order_report.no_orders')}</Typography>
              ) : (
                <Stack spacing={3}>
                  <Box>
                    <Typography variant="subtitle1" component="h2" gutterBottom>
                      {translate('order_report.chart_title')}
                    </Typography>
                    <ReportChart
                      series={series}
                      money={money}
                      dayLabel={dayLabel}
                      summary={translate('order_report.chart_summary', { days: series.length, orders: count(report.data.totals.orders), total: money(report.data.totals.total) })}
                    />
                  </Box>
                  <Box>
                    <DayTable series={series} money={money} count={count} dayLabel={dayLabel} />
                  </Box>
                </Stack>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardContent>
              <Typography variant="subtitle1" component="h2" gutterBottom>
                {translate('order_report.by_channel')}
              </Typography>
              {/* Scrolls sideways on a phone: a keyboard scrolls it once it takes the focus. */}
              <Box role="region" aria-label={translate('order_report.by_channel')} tabIndex={0} sx={{ overflowX: 'auto' }}>
                <ChannelTable report={report.data} money={money} count={count} />
              </Box>
            </CardContent>
          </Card>
        </>
      )}
    </Stack>
  );
};

export default OrderHistoryReportScreen;
