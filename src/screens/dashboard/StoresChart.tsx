import { BarChart } from '@mui/x-charts/BarChart';
import { useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StoreRow } from '@domain/dashboard';
import type { Formats } from './format';
import { ChartFrame } from './ChartFrame';

const STORE_NAMES_WIDTH = 140;

/** The stores side by side: a bar each, as long as its revenue. */
const StoresChart = ({ stores, format, compact }: { stores: StoreRow[]; format: Formats; compact: (minor: number) => string }) => {
  const translate = useTranslate();
  const { palette } = useTheme();
  const height = Math.max(160, 48 * stores.length + 60);
  return (
    <ChartFrame height={height} minWidth={STORE_NAMES_WIDTH + 80}>
      {(width) => (
        <BarChart
          layout="horizontal"
          width={width}
          height={height}
          yAxis={[{ scaleType: 'band', data: stores.map((store) => store.name), width: STORE_NAMES_WIDTH }]}
          xAxis={[{ valueFormatter: compact }]}
          series={[{ id: 'revenue', label: translate('dashboard.figures.revenue'), color: palette.primary.main, data: stores.map((store) => store.revenue), valueFormatter: (value: number | null) => format.money(value ?? 0) }]}
          hideLegend
        />
      )}
    </ChartFrame>
  );
};
export default StoresChart;
