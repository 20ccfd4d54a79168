import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { TextInput, useDataProvider, useNotify, useSourceContext } from 'react-admin';
import { INDIAN_PINCODE } from '@domain/customers';
import type { ConsoleDataProvider } from '../../providers/dataProvider';

/**
 * An address's pincode: a complete Indian pincode typed here fills the address's city and state from
 * the maps base. The pincode the address opened with is not looked up again, so edits keep their text.
 */
export const PincodeInput = () => {
  const sources = useSourceContext();
  const { setValue } = useFormContext();
  const dataProvider = useDataProvider<ConsoleDataProvider>();
  const notify = useNotify();
  const pincode = String(useWatch({ name: sources.getSource('pincode') }) ?? '').trim();
  const lookedUp = useRef(pincode);

  useEffect(() => {
    if (!INDIAN_PINCODE.test(pincode) || lookedUp.current === pincode) return;
    lookedUp.current = pincode;
    let current = true;
    dataProvider.pincode({ pincode }).then(
      ({ data }) => {
        if (!current) return;
        setValue(sources.getSource('city'), data.city, { shouldDirty: true, shouldValidate: true });
        setValue(sources.getSource('state'), data.state, { shouldDirty: true, shouldValidate: true });
        notify('resources.customers.pincode_filled', { type: 'info' });
      },
      () => current && notify('resources.customers.pincode_unknown', { type: 'warning' }),
    );
    return () => {
      current = false;
    };
  }, [pincode, dataProvider, notify, setValue, sources]);

  return <TextInput source="pincode" label="resources.customers.fields.pincode" helperText="resources.customers.pincode_help" inputProps={{ inputMode: 'numeric', maxLength: 12 }} />;
};
