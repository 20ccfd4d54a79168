import { addDays, type OrderReport } from '@domain/orders/report';
import { ORDER_CHANNELS, type OrderChannel } from '@domain/orders/states';

export interface DayTotals {
  day: string;
  orders: number;
  total: number;
  /** Order value of each channel that day, minor units (0 without orders). */
  byChannel: Record<OrderChannel, { orders: number; total: number }>;
}

/** Every day of the range, days without orders included, with each channel's orders and value. */
export const daySeries = (report: OrderReport, from: string, to: string): DayTotals[] => {
  const rows = new Map(report.days.map((row) => [`${row.day} ${row.channel}`, row]));
  const series: DayTotals[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) {
    const byChannel = Object.fromEntries(
      ORDER_CHANNELS.map((channel) => {
        const row = rows.get(`${day} ${channel}`);
        return [channel, { orders: row?.orders ?? 0, total: row?.total ?? 0 }];
      }),
    ) as DayTotals['byChannel'];
    const values = Object.values(byChannel);
    series.push({ day, byChannel, orders: values.reduce((sum, value) => sum + value.orders, 0), total: values.reduce((sum, value) => sum + value.total, 0) });
  }
  return series;
};
