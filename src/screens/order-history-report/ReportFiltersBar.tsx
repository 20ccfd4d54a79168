import { MenuItem, Stack, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { ORDER_CHANNELS, ORDER_STATUSES } from '@domain/orders/states';
import type { FilterKey, ReportFilters } from './reportFilters';

interface Props {
  filters: ReportFilters;
  /** Each filter's message when the shared schema refuses it (the server's words, translated). */
  errors: Partial<Record<FilterKey, string>>;
  onChange: (key: FilterKey, value: string) => void;
}

/** The report's date range, channel, status and store; a change reads the report again. */
export const ReportFiltersBar = ({ filters, errors, onChange }: Props) => {
  const translate = useTranslate();
  const stores = useGetList('stores', { sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 200 } });
  const select = (key: 'channel' | 'status' | 'store_id', choices: { id: string; name: string }[]) => (
    <TextField
      select
      fullWidth={false}
      size="small"
      label={translate(`order_report.${key === 'store_id' ? 'store' : key}`)}
      value={filters[key]}
      onChange={(event) => onChange(key, event.target.value)}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="">{translate('order_report.all')}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id}>
          {choice.name}
        </MenuItem>
      ))}
    </TextField>
  );
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {(['from', 'to'] as const).map((key) => (
        <TextField
          key={key}
          type="date"
          fullWidth={false}
          size="small"
          label={translate(`order_report.${key}`)}
          value={filters[key]}
          onChange={(event) => onChange(key, event.target.value)}
          error={Boolean(errors[key])}
          helperText={errors[key]}
          slotProps={{ inputLabel: { shrink: true } }}
        />
      ))}
      {select('channel', ORDER_CHANNELS.map((channel) => ({ id: channel, name: translate(`order_report.channels.${channel}`) })))}
      {select('status', ORDER_STATUSES.map((status) => ({ id: status, name: translate(`order_report.statuses.${status}`) })))}
      {select('store_id', (stores.data ?? []).map((store) => ({ id: String(store.id), name: String(store.name) })))}
    </Stack>
  );
};
