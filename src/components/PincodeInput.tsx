import { useRef } from 'react';
import type { ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { TextInput, useDataProvider, useNotify, useSourceContext, type TextInputProps } from 'react-admin';
import { INDIAN_PINCODE } from '@domain/customers';
import type { ConsoleDataProvider } from '../providers/dataProvider';

/** Where the pincode is and the city and state it fills: `pincode`, `city`, `state`, or a nested address's (`shipping_address.pincode`). */
const sibling = (pincodeSource: string, field: 'city' | 'state') => pincodeSource.replace(/[^.]+$/, field);

/**
 * An address's pincode: as its sixth digit is typed, the maps base fills the address's city and state.
 * Only typing looks up: a pincode the form opens or is reset with leaves the address as it is.
 */
export const PincodeInput = ({ source = 'pincode', ...props }: Partial<TextInputProps>) => {
  const sources = useSourceContext();
  const { setValue } = useFormContext();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const pincodeSource = sources.getSource(source);
  const asked = useRef('');

  const lookUp = (event: ChangeEvent<HTMLInputElement>) => {
    const pincode = event.target.value.trim();
    if (!INDIAN_PINCODE.test(pincode) || asked.current === pincode) return;
    asked.current = pincode;
    // An answer for a pincode since replaced by another is dropped.
    dataProvider.pincode({ pincode }).then(
      ({ data }) => {
        if (asked.current !== pincode) return;
        setValue(sibling(pincodeSource, 'city'), data.city, { shouldDirty: true, shouldValidate: true });
        setValue(sibling(pincodeSource, 'state'), data.state, { shouldDirty: true, shouldValidate: true });
        notify('app.pincode.filled', { type: 'info' });
      },
      () => asked.current === pincode && notify('app.pincode.unknown', { type: 'warning' }),
    );
  };

  return <TextInput source={source} helperText="app.pincode.help" inputProps={{ inputMode: 'numeric', maxLength: 12 }} onChange={lookUp} {...props} />;
};
