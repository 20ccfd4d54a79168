import type { ChangeEvent } from 'react';
import { useFormContext } from 'react-hook-form';
import { BooleanInput, useSourceContext } from 'react-admin';

type Flag = 'is_default_shipping' | 'is_default_billing';

/** One of an address's default switches: turning it on turns it off on the customer's other addresses. */
export const DefaultAddressInput = ({ source }: { source: Flag }) => {
  const sources = useSourceContext();
  const { getValues, setValue } = useFormContext();
  const own = sources.getSource(source);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    if (!event.target.checked) return;
    const addresses = (getValues('addresses') ?? []) as Record<string, unknown>[];
    addresses.forEach((address, index) => {
      const path = `addresses.${index}.${source}`;
      if (path !== own && address[source]) setValue(path, false, { shouldDirty: true });
    });
  };
  return <BooleanInput source={source} label={`resources.customers.fields.${source}`} onChange={onChange} />;
};
