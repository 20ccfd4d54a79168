import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { defaultAddressOf, type CustomerWithAddresses } from './customerAddress';

/**
 * When a customer is chosen, their default shipping and billing addresses fill the cart's (still
 * editable). Read as a record of its own: the customer list the autocomplete read has no addresses,
 * and react-admin would answer getOne from it.
 */
export const AddressPrefill = () => {
  const customerId = useWatch({ name: 'customer_id' }) as number | undefined;
  const { setValue } = useFormContext();
  const dataProvider = useDataProvider();
  const { data: customer } = useQuery({
    queryKey: ['customers', 'addresses', customerId],
    queryFn: async () => (await dataProvider.getOne<CustomerWithAddresses & { id: number }>('customers', { id: customerId! })).data,
    enabled: Boolean(customerId),
  });
  useEffect(() => {
    if (!customer) return;
    setValue('shipping_address', defaultAddressOf(customer, 'is_default_shipping'), { shouldDirty: true });
    setValue('billing_address', defaultAddressOf(customer, 'is_default_billing'), { shouldDirty: true });
  }, [customer, setValue]);
  return null;
};
