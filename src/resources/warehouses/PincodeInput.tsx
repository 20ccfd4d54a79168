import { useFormContext } from 'react-hook-form';
import { TextInput } from 'react-admin';
import { PINCODE_PATTERN } from '@domain/employee';
import { apiBaseUrl } from '../../providers/apiBases';
import { httpClient } from '../../providers/httpClient';

interface Place {
  city: string;
  state: string;
}

/** The PIN code: once six valid digits are typed, the maps base fills in the city and state. */
export const PincodeInput = () => {
  const { setValue, getValues } = useFormContext();
  const lookUp = async (pincode: string) => {
    if (!PINCODE_PATTERN.test(pincode)) return;
    try {
      const { json } = await httpClient(`${apiBaseUrl('maps')}/pincodes/${pincode}`);
      const place = (json as { body: Place }).body;
      for (const field of ['city', 'state'] as const) {
        if (!getValues(field)) setValue(field, place[field], { shouldDirty: true });
      }
    } catch {
      // An unknown pincode leaves the fields to be typed; the form still validates the pincode.
    }
  };
  return <TextInput source="pincode" helperText="resources.warehouses.pincode_help" onBlur={(event) => void lookUp(event.target.value.trim())} />;
};
