import { useState, type KeyboardEvent } from 'react';
import { TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { fieldErrorOf } from './cartApi';

interface QuantityInputProps {
  sku: string;
  quantity: number;
  onChange: (quantity: number) => Promise<unknown>;
}

/** A line's quantity (keyed by the server's, so a new one starts afresh), sent when the staff member leaves the field or presses Enter; the server's refusal shows under it. */
export const QuantityInput = ({ sku, quantity, onChange }: QuantityInputProps) => {
  const translate = useTranslate();
  const [value, setValue] = useState(String(quantity));
  const [problem, setProblem] = useState<string>();
  const commit = async () => {
    if (value === String(quantity)) return;
    try {
      await onChange(Number(value));
      setProblem(undefined);
    } catch (error) {
      setProblem(fieldErrorOf(error, 'quantity') ?? (error as Error).message);
    }
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter') void commit();
  };
  return (
    <TextField
      type="number"
      size="small"
      value={value}
      onChange={(event) => setValue(event.target.value)}
      onBlur={() => void commit()}
      onKeyDown={onKeyDown}
      error={Boolean(problem)}
      helperText={problem}
      slotProps={{ htmlInput: { min: 0, max: 999, 'aria-label': `${translate('resources.carts.fields.quantity')} ${sku}` } }}
      sx={{ width: 96 }}
    />
  );
};
