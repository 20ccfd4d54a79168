import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput, useDataProvider, useNotify, useSourceContext, type TextInputProps } from 'react-admin';
import { INDIAN_PINCODE } from '../domain/customers';
import type { ConsoleDataProvider } from '../providers/dataProvider';

/** Where the pincode is and the city and state it fills: `pincode`, `city`, `state`, or a nested address's (`shipping_address.pincode`). */
const sibling = (pincodeSource: string, field: 'city' | 'state') => pincodeSource.replace(/[^.]+$/, field);

/**
 * An address's pincode: as its sixth digit is typed, the maps base fills the address's city and state.
 * The pincode the form opened with is not looked up again, so an edit keeps the text it has.
 */
export const PincodeInput = ({ source = 'pincode', ...props }: Partial<TextInputProps>) => {
  const sources = useSourceContext();
  const { setValue } = useFormContext();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const pincodeSource = sources.getSource(source);
  const pincode = String(useWatch({ name: pincodeSource }) ?? '').trim();
  const lookedUp = useRef(pincode);

  useEffect(() => {
    if (!INDIAN_PINCODE.test(pincode) || lookedUp.current === pincode) return;
    lookedUp.current = pincode;
    let current = true;
    dataProvider.pincode({ pincode }).then(
      ({ data }) => {
        if (!current) return;
        setValue(sibling(pincodeSource, 'city'), data.city, { shouldDirty: true, shouldValidate: true });
        setValue(sibling(pincodeSource, 'state'), data.state, { shouldDirty: true, shouldValidate: true });
        notify('app.pincode.filled', { type: 'info' });
      },
      () => current && notify('app.pincode.unknown', { type: 'warning' }),
    );
    return () => {
      current = false;
    };
  }, [pincode, pincodeSource, dataProvider, notify, setValue]);

  return <TextInput source={source} helperText="app.pincode.help" inputProps={{ inputMode: 'numeric', maxLength: 12 }} {...props} />;
};
