import { Checkbox, type CheckboxProps } from '@mui/material';

/**
 * A checkbox whose mixed state is the input's own. MUI marks an indeterminate checkbox
 * aria-checked="mixed" but leaves the native input's `indeterminate` off, and assistive technology
 * (and axe) read the two as disagreeing; here the input's property follows the prop.
 */
export const MixedCheckbox = ({ indeterminate = false, slotProps, ...props }: CheckboxProps) => (
  <Checkbox
    {...props}
    indeterminate={indeterminate}
    slotProps={{
      ...slotProps,
      input: {
        ...(slotProps?.input as object),
        ref: (input: HTMLInputElement | null) => {
          if (input) input.indeterminate = indeterminate;
        },
      },
    }}
  />
);
