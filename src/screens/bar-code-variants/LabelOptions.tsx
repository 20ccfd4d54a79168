import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DEFAULT_MARGINS, SHEETS, type Sheet } from '../../labels/layouts';
import type { LabelOutput } from '../../labels/protocol';
import { ZPL_DPIS, type ZplDpi } from '../../labels/zpl';

export const FORMATS = ['zip-png', 'zip-svg', 'pdf', 'zpl'] as const;
export type Format = (typeof FORMATS)[number];

export interface LabelChoices {
  format: Format;
  sheet: Sheet;
  pageMargin: number;
  gap: number;
  dpi: ZplDpi;
}

export const DEFAULT_CHOICES: LabelChoices = { format: 'pdf', sheet: 'a4-3x8', pageMargin: DEFAULT_MARGINS.page, gap: DEFAULT_MARGINS.gap, dpi: 203 };

export const outputOf = (choices: LabelChoices): LabelOutput => {
  if (choices.format === 'pdf') return { kind: 'pdf', sheet: choices.sheet, margins: { page: choices.pageMargin, gap: choices.gap } };
  if (choices.format === 'zpl') return { kind: 'zpl', dpi: choices.dpi };
  return { kind: 'zip', image: choices.format === 'zip-png' ? 'png' : 'svg' };
};

const millimetres = (value: string) => Math.min(30, Math.max(0, Number(value) || 0));

/** Format and layout of the labels: output, sheet and margins for a PDF, resolution for ZPL. */
export const LabelOptions = ({ choices, onChange, disabled }: { choices: LabelChoices; onChange: (next: LabelChoices) => void; disabled: boolean }) => {
  const translate = useTranslate();
  const set = (change: Partial<LabelChoices>) => onChange({ ...choices, ...change });
  const grid = choices.format === 'pdf' && choices.sheet !== 'roll-50x25';
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} flexWrap="wrap" useFlexGap>
      <TextField select label={translate('labels.format')} value={choices.format} onChange={(e) => set({ format: e.target.value as Format })} disabled={disabled} sx={{ minWidth: 240 }}>
        {FORMATS.map((format) => (
          <MenuItem key={format} value={format}>
            {translate(`labels.formats.${format}`)}
          </MenuItem>
        ))}
      </TextField>
      {choices.format === 'pdf' && (
        <TextField select label={translate('labels.sheet')} value={choices.sheet} onChange={(e) => set({ sheet: e.target.value as Sheet })} disabled={disabled} sx={{ minWidth: 220 }}>
          {SHEETS.map((sheet) => (
            <MenuItem key={sheet} value={sheet}>
              {translate(`labels.sheets.${sheet}`)}
            </MenuItem>
          ))}
        </TextField>
      )}
      {grid && (
        <>
          <TextField type="number" label={translate('labels.page_margin')} value={choices.pageMargin} onChange={(e) => set({ pageMargin: millimetres(e.target.value) })} disabled={disabled} slotProps={{ htmlInput: { min: 0, max: 30, step: 0.5 } }} />
          <TextField type="number" label={translate('labels.gap')} value={choices.gap} onChange={(e) => set({ gap: millimetres(e.target.value) })} disabled={disabled} slotProps={{ htmlInput: { min: 0, max: 30, step: 0.5 } }} />
        </>
      )}
      {choices.format === 'zpl' && (
        <TextField select label={translate('labels.dpi')} value={choices.dpi} onChange={(e) => set({ dpi: Number(e.target.value) as ZplDpi })} disabled={disabled} sx={{ minWidth: 160 }}>
          {ZPL_DPIS.map((dpi) => (
            <MenuItem key={dpi} value={dpi}>
              {translate('labels.dpi_value', { dpi })}
            </MenuItem>
          ))}
        </TextField>
      )}
    </Stack>
  );
};
