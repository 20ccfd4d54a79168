import { useState } from 'react';
import { Box, Button, Dialog, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import EditLocationAltIcon from '@mui/icons-material/EditLocationAlt';
import { EditBase, SaveButton, SimpleForm, Toolbar, useTranslate, Button as RaButton } from 'react-admin';
import { cartSchema } from '@domain/orders/cart';
import type { OrderAddress } from '@domain/orders/schemas';
import { useZodValidator } from '../../../forms/zodValidator';
import { AddressInputs } from './AddressInputs';
import type { Cart } from './cartApi';

const SOURCES = ['shipping_address', 'billing_address'] as const;
const addressesSchema = cartSchema.pick({ shipping_address: true, billing_address: true });
/** An address left blank is none (a cart may have no billing address). */
const orNone = (address: unknown) => (address && Object.values(address).some((value) => typeof value === 'string' && value.trim() !== '') ? address : null);
/** Only the addresses go back: the cart's record also holds its lines and totals, which are not the form's. */
const addressesOnly = (values: Record<string, unknown>) => ({ shipping_address: orNone(values.shipping_address), billing_address: orNone(values.billing_address) });

const oneLine = (address: OrderAddress) => [address.name, address.line1, address.line2, address.city, [address.state, address.pincode].filter(Boolean).join(' ')].filter(Boolean).join(', ');

/** The cart's shipping and billing addresses, changed in a dialog until the cart is placed (an offline sale has none). */
export const CartAddresses = ({ cart, onChanged }: { cart: Cart; onChanged: () => void }) => {
  const translate = useTranslate();
  const [editing, setEditing] = useState(false);
  const validate = useZodValidator(addressesSchema, { toPayload: addressesOnly });
  if (cart.channel === 'offline') return null;
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h2">
          {translate('resources.carts.sections.addresses')}
        </Typography>
        {cart.status === 'open' && (
          <Button size="small" startIcon={<EditLocationAltIcon />} onClick={() => setEditing(true)}>
            {translate('resources.carts.edit_addresses')}
          </Button>
        )}
      </Stack>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, m: 0 }}>
        {SOURCES.map((source) => (
          <Box key={source} sx={{ display: 'contents' }}>
            <Typography component="dt" color="text.secondary">
              {translate(`resources.carts.fields.${source}`)}
            </Typography>
            <Typography component="dd" sx={{ m: 0 }}>
              {cart[source] ? oneLine(cart[source]) : translate('resources.carts.no_address')}
            </Typography>
          </Box>
        ))}
      </Box>
      <Dialog open={editing} onClose={() => setEditing(false)} maxWidth="md" fullWidth aria-labelledby="cart-addresses-title">
        <DialogTitle id="cart-addresses-title">{translate('resources.carts.edit_addresses')}</DialogTitle>
        <DialogContent>
          <EditBase
            resource="carts"
            id={cart.id}
            mutationMode="pessimistic"
            redirect={false}
            transform={addressesOnly}
            mutationOptions={{
              onSuccess: () => {
                setEditing(false);
                onChanged();
              },
            }}
          >
            <SimpleForm
              validate={validate}
              toolbar={
                <Toolbar>
                  <SaveButton />
                  <RaButton label="ra.action.cancel" onClick={() => setEditing(false)} sx={{ ml: 1 }} />
                </Toolbar>
              }
            >
              {SOURCES.map((source) => (
                <AddressInputs key={source} source={source} />
              ))}
            </SimpleForm>
          </EditBase>
        </DialogContent>
      </Dialog>
    </Stack>
  );
};
