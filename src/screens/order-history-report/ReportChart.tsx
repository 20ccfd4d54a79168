import { Box, Stack, Typography, useTheme } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { ORDER_CHANNELS, type OrderChannel } from '@domain/orders/states';
import type { DayTotals } from './reportSeries';

const WIDTH = 720;
const HEIGHT = 240;
const LEFT = 8;
const BOTTOM = 20;

/** The colour of each channel's part of a bar, from the theme (light and dark). */
export const useChannelColours = (): Record<OrderChannel, string> => {
  const { palette } = useTheme();
  return { web: palette.primary.main, mobile: palette.secondary.main, offline: palette.success.main, admin: palette.warning.main };
};

interface Props {
  series: DayTotals[];
  summary: string;
  money: (minor: number) => string;
  dayLabel: (day: string) => string;
}

/**
 * One bar a day, stacked by channel, as tall as the day's order value. An image with a summary for
 * screen readers, each part titled with its figures; the table beside it holds the same numbers.
 */
export const ReportChart = ({ series, summary, money, dayLabel }: Props) => {
  const translate = useTranslate();
  const colours = useChannelColours();
  const titleId = useId();
  const descriptionId = useId();
  const highest = Math.max(1, ...series.map((day) => day.total));
  const slot = (WIDTH - LEFT) / Math.max(1, series.length);
  const bar = Math.max(1, slot * 0.8);
  const scale = (HEIGHT - BOTTOM) / highest;
  const every = Math.ceil(series.length / 8);
  return (
    <Stack spacing={1}>
      <Box component="svg" viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={`${titleId} ${descriptionId}`} sx={{ width: '100%', height: 'auto', display: 'block' }}>
        <title id={titleId}>{translate('order_report.chart_title')}</title>
        <desc id={descriptionId}>{summary}</desc>
        <line x1={LEFT} x2={WIDTH} y1={HEIGHT - BOTTOM} y2={HEIGHT - BOTTOM} stroke="currentColor" strokeOpacity={0.4} />
        {series.map((day, index) => {
          let top = HEIGHT - BOTTOM;
          const x = LEFT + index * slot + (slot - bar) / 2;
          return (
            <g key={day.day} data-day={day.day}>
              {ORDER_CHANNELS.filter((channel) => day.byChannel[channel].total > 0).map((channel) => {
                const { orders, total } = day.byChannel[channel];
                const height = total * scale;
                top -= height;
                return (
                  <rect key={channel} x={x} y={top} width={bar} height={height} fill={colours[channel]}>
                    <title>{translate('order_report.bar', { day: dayLabel(day.day), channel: translate(`order_report.channels.${channel}`), smart_count: orders, total: money(total) })}</title>
                  </rect>
                );
              })}
              {index % every === 0 && (
                <text x={x + bar / 2} y={HEIGHT - 5} fontSize={10} textAnchor="middle" fill="currentColor">
                  {day.day.slice(5)}
                </text>
              )}
            </g>
          );
        })}
      </Box>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }} aria-hidden>
        {ORDER_CHANNELS.map((channel) => (
          <Stack key={channel} direction="row" spacing={0.5} alignItems="center">
            <Box sx={{ width: 12, height: 12, bgcolor: colours[channel], borderRadius: 0.5 }} />
            <Typography variant="caption">{translate(`order_report.channels.${channel}`)}</Typography>
          </Stack>
        ))}
      </Stack>
    </Stack>
  );
};
