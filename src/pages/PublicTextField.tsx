import { useId, type ChangeEvent } from 'react';
import { FilledInput, FormControl, InputLabel } from '@mui/material';

interface PublicTextFieldProps {
  label: string;
  type: string;
  name: string;
  autoComplete: string;
  value: string;
  onChange: (value: string) => void;
  autoFocus?: boolean;
  inputMode?: 'email';
}

/**
 * A filled text field as react-admin's theme shows TextField, built from its parts: MUI's TextField
 * imports Select (with Menu, Popover and Modal), which the sign-in page would download for nothing.
 */
export const PublicTextField = ({ label, onChange, ...input }: PublicTextFieldProps) => {
  const id = useId();
  return (
    <FormControl variant="filled" required fullWidth>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <FilledInput id={id} {...input} onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value)} />
    </FormControl>
  );
};
