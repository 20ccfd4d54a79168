import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { ORDER_CHANNELS } from '@domain/orders/states';
import type { SeriesPoint } from '@domain/dashboard';
import { useChannelColours } from '../order-history-report/ReportChart';
import type { Formats } from './format';
import { ChartFrame } from './ChartFrame';

const HEIGHT = 300;
const AMOUNTS_WIDTH = 64;

interface Props {
  points: SeriesPoint[];
  /** Every bucket of the period, in order, those without sales too. */
  buckets: string[];
  bucketLabel: (bucket: string) => string;
  format: Formats;
  compact: (minor: number) => string;
}

/** Revenue by hour or day, stacked by channel. */
const SalesChart = ({ points, buckets, bucketLabel, format, compact }: Props) => {
  const translate = useTranslate();
  const colours = useChannelColours();
  const at = new Map(points.map((point) => [`${point.bucket} ${point.channel}`, point.revenue]));
  const channels = ORDER_CHANNELS.filter((channel) => points.some((point) => point.channel === channel));
  return (
    <ChartFrame height={HEIGHT} minWidth={AMOUNTS_WIDTH + 80}>
      {(width) => (
        <BarChart
          width={width}
          height={HEIGHT}
          xAxis={[{ scaleType: 'band', data: buckets, valueFormatter: bucketLabel }]}
          yAxis={[{ valueFormatter: compact, width: AMOUNTS_WIDTH }]}
          series={channels.map((channel) => ({
            id: channel,
            label: translate(`order_report.channels.${channel}`),
            stack: 'revenue',
            color: colours[channel],
            data: buckets.map((bucket) => at.get(`${bucket} ${channel}`) ?? 0),
            valueFormatter: (value: number | null) => format.money(value ?? 0),
          }))}
        />
      )}
    </ChartFrame>
  );
};
export default SalesChart;
