import { Box, Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { PincodeInput } from '../../../components/PincodeInput';

const FIELDS = ['name', 'line1', 'line2', 'city', 'state', 'pincode', 'mobile'] as const;

/** One address of the cart (`shipping_address` or `billing_address`), labelled as the cart's fields. */
export const AddressInputs = ({ source }: { source: 'shipping_address' | 'billing_address' }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="subtitle2" component="h3">
        {translate(`resources.carts.fields.${source}`)}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', columnGap: 2 }}>
        {FIELDS.map((field) =>
          // The pincode fills the address's city and state as its sixth digit is typed.
          field === 'pincode' ? (
            <PincodeInput key={field} source={`${source}.${field}`} label={`resources.carts.fields.${field}`} />
          ) : (
            <TextInput key={field} source={`${source}.${field}`} label={`resources.carts.fields.${field}`} />
          ),
        )}
      </Box>
    </Box>
  );
};
