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

type ChoiceOption = 'format' | 'sheet' | 'dpi';

interface ChoiceFieldProps<O extends ChoiceOption> {
  option: O;
  choices: readonly LabelChoices[O][];
  /** The choice's label; by default `labels.<option>s.<choice>`. */
  choiceLabel?: (choice: LabelChoices[O]) => string;
  minWidth: number;
  form: { values: LabelChoices; set: (change: Partial<LabelChoices>) => void; disabled: boolean };
}

/** The select of one label option, labelled `labels.<option>`. */
const ChoiceField = <O extends ChoiceOption>({ option, choices, choiceLabel, minWidth, form: { values, set, disabled } }: ChoiceFieldProps<O>) => {
  const translate = useTranslate();
  const labelOf = choiceLabel ?? ((choice: LabelChoices[O]) => translate(`labels.${option}s.${choice}`));
  // The select answers the chosen item's value (a resolution a number, the rest texts); typed as a text.
  const choose = (value: unknown) => set({ [option]: choices.find((choice) => String(choice) === String(value)) });
  return (
    <TextField select label={translate(`labels.${option}`)} value={values[option]} onChange={(e) => choose(e.target.value)} disabled={disabled} sx={{ minWidth }}>
      {choices.map((choice) => (
        <MenuItem key={choice} value={choice}>
          {labelOf(choice)}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** Format and layout of the labels: output, sheet and margins for a PDF, resolution for ZPL. */
export const LabelOptions = ({ choices, onChange, disabled }: { choices: LabelChoices; onChange: (next: LabelChoices) => void; disabled: boolean }) => {
  const translate = useTranslate();
  const set = (change: Partial<LabelChoices>) => onChange({ ...choices, ...change });
  const form = { values: choices, set, disabled };
  const grid = choices.format === 'pdf' && choices.sheet !== 'roll-50x25';
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} flexWrap="wrap" useFlexGap>
      <ChoiceField option="format" choices={FORMATS} minWidth={240} form={form} />
      {choices.format === 'pdf' && <ChoiceField option="sheet" choices={SHEETS} minWidth={220} form={form} />}
      {grid && (
        <>
          <TextField type="number" label={translate('labels.page_margin')} value={choices.pageMargin} onChange={(e) => set({ pageMargin: millimetres(e.target.value) })} disabled={disabled} slotProps={{ htmlInput: { min: 0, max: 30, step: 0.5 } }} />
          <TextField type="number" label={translate('labels.gap')} value={choices.gap} onChange={(e) => set({ gap: millimetres(e.target.value) })} disabled={disabled} slotProps={{ htmlInput: { min: 0, max: 30, step: 0.5 } }} />
        </>
      )}
      {choices.format === 'zpl' && <ChoiceField option="dpi" choices={ZPL_DPIS} choiceLabel={(dpi) => translate('labels.dpi_value', { dpi })} minWidth={160} form={form} />}
    </Stack>
  );
};
