import type { OrderAddress } from '@domain/orders/schemas';

interface CustomerAddress {
  name?: string | null;
  phone?: string | null;
  line1: string;
  line2?: string | null;
  city: string;
  state: string;
  pincode: string;
  country?: string | null;
  is_default_shipping?: boolean;
  is_default_billing?: boolean;
}

export interface CustomerWithAddresses {
  first_name: string;
  last_name?: string | null;
  mobile?: string | null;
  addresses?: CustomerAddress[];
}

/** The customer's default address for `use` as the order copies it (the first address when none is marked). */
export const defaultAddressOf = (customer: CustomerWithAddresses, use: 'is_default_shipping' | 'is_default_billing'): OrderAddress | null => {
  const address = customer.addresses?.find((candidate) => candidate[use]) ?? customer.addresses?.[0];
  if (!address) return null;
  return {
    name: address.name || `${customer.first_name} ${customer.last_name ?? ''}`.trim(),
    line1: address.line1,
    line2: address.line2 ?? '',
    city: address.city,
    state: address.state,
    pincode: address.pincode,
    country: address.country ?? 'IN',
    mobile: address.phone || customer.mobile || '',
  };
};
