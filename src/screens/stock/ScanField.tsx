import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Box, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';

interface ScanFieldProps {
  /** Message key of its label. */
  label: string;
  onScan: (code: string) => void | Promise<void>;
  /** Shown under the field (an error, what the scan is for). */
  helper?: string;
  error?: boolean;
  /** Focus moves here whenever this changes (the next step of a scan). */
  focusKey?: string | number;
}

/**
 * One code typed or scanned: a USB scanner types it and presses Enter. Large, for a phone held in one
 * hand; it keeps the focus so the next scan lands here too.
 */
export const ScanField = ({ label, onScan, helper, error, focusKey }: ScanFieldProps) => {
  const translate = useTranslate();
  const [value, setValue] = useState('');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), [focusKey]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = value.trim();
    if (!code) return;
    setValue('');
    void onScan(code);
  };
  return (
    <Box component="form" onSubmit={submit} sx={{ width: '100%' }}>
      <TextField
        inputRef={input}
        fullWidth
        label={translate(label)}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        helperText={helper ?? translate('stock.scan.hint')}
        error={error}
        autoComplete="off"
        slotProps={{ htmlInput: { autoCapitalize: 'characters', spellCheck: false, enterKeyHint: 'done', sx: { fontSize: '1.25rem', py: 2 } } }}
      />
    </Box>
  );
};
