import { Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DASHBOARD_PERIODS, type DashboardPeriod } from '@domain/dashboard';

export interface PeriodChoice {
  period: DashboardPeriod;
  from: string;
  to: string;
}

interface Props {
  value: PeriodChoice;
  errors: Partial<Record<'from' | 'to', string>>;
  onChange: (next: Partial<PeriodChoice>) => void;
}

/** Today, the last 7 or 30 days, the quarter so far, or two days of one's choosing. */
export const PeriodBar = ({ value, errors, onChange }: Props) => {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems={{ md: 'center' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        color="primary"
        value={value.period}
        aria-label={translate('dashboard.period.label')}
        sx={(theme) => ({
          flexShrink: 0,
          // On a phone the five periods do not fit one line: a grid of separate buttons, three a row.
          [theme.breakpoints.down('sm')]: {
            display: 'grid',
            gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
            gap: 0.5,
            // The last (a custom period, the longest name) takes the two cells left on the second row.
            '& .MuiToggleButtonGroup-grouped:last-of-type': { gridColumn: 'span 2' },
            '& .MuiToggleButtonGroup-grouped': {
              m: 0,
              border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
              borderRadius: `${theme.shape.borderRadius}px`,
            },
          },
        })}
        onChange={(_event, period: DashboardPeriod | null) => period && onChange({ period })}
      >
        {DASHBOARD_PERIODS.map((period) => (
          <ToggleButton key={period} value={period} sx={{ whiteSpace: { xs: 'normal', sm: 'nowrap' }, px: 1.5, minWidth: 0 }}>
            {translate(`dashboard.period.${period}`)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {value.period === 'custom' &&
        (['from', 'to'] as const).map((key) => (
          <TextField
            key={key}
            type="date"
            size="small"
            label={translate(`dashboard.period.${key}`)}
            value={value[key]}
            error={Boolean(errors[key])}
            helperText={errors[key]}
            onChange={(event) => onChange({ [key]: event.target.value })}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
    </Stack>
  );
};
