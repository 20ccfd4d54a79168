import { Link as RouterLink } from 'react-router-dom';
import { Alert, Button, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import ShoppingCartCheckoutIcon from '@mui/icons-material/ShoppingCartCheckout';
import { Loading, ReferenceField, TextField, Title, useTranslate, type Identifier } from 'react-admin';
import { consolePath } from '@domain/consolePath';
import { useCart, useCartLines, type Cart } from './cartApi';
import { CartAddresses } from './CartAddresses';
import { CartLinesTable } from './CartLinesTable';
import { CartScanField } from './CartScanField';
import { CartTotals } from './CartTotals';
import { CartCoupon } from './CartCoupon';
import { VariantSearch } from './VariantSearch';

/** Who the cart is for, and where (an offline sale's store). */
export const CartHeading = ({ cart }: { cart: Cart }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
      <Typography variant="h6" component="h2">
        <ReferenceField source="customer_id" reference="customers" record={cart} link="show" />
      </Typography>
      <Typography color="text.secondary">{translate(`resources.carts.channels.${cart.channel}`)}</Typography>
      {cart.store_id !== null && (
        <ReferenceField source="store_id" reference="stores" record={cart} link={false}>
          <TextField source="name" />
        </ReferenceField>
      )}
    </Stack>
  );
};

/** A placed cart is an order: say so and link to it. */
export const PlacedCart = ({ cart }: { cart: Cart }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="info"
      action={
        cart.order_id !== null && (
          <Button component={RouterLink} to={consolePath('/apps/orders/view-new/:id', { id: cart.order_id })}>
            {translate('resources.carts.open_order')}
          </Button>
        )
      }
    >
      {translate('resources.carts.already_placed')}
    </Alert>
  );
};

/** Second step of /apps/orders/create: scan or find variants, set quantities, then go to checkout. */
export const CartBuilder = ({ cartId }: { cartId: Identifier }) => {
  const translate = useTranslate();
  const { data: cart, refetch, error } = useCart(cartId);
  const lines = useCartLines(cartId);
  if (error) return <Alert severity="error">{(error as Error).message}</Alert>;
  if (!cart) return <Loading />;
  const changed = () => void refetch();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="resources.carts.new_order" />
      <CardContent>
        <Stack spacing={2}>
          <CartHeading cart={cart} />
          {cart.status !== 'open' ? (
            <PlacedCart cart={cart} />
          ) : (
            <>
              <CartAddresses cart={cart} onChanged={changed} />
              <Typography variant="subtitle1" component="h2">
                {translate('resources.carts.sections.items')}
              </Typography>
              <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
                <CartScanField cartId={cartId} onAdded={changed} />
                <Stack sx={{ width: '100%', pt: { md: 0 } }}>
                  <VariantSearch onPick={(variantId) => void lines.add({ variant_id: variantId }).then(changed)} />
                </Stack>
              </Stack>
              <CartLinesTable lines={cart.lines} onQuantity={(variantId, quantity) => lines.setQuantity(variantId, quantity).then(changed)} />
              <CartCoupon cart={cart} onChanged={changed} />
              <Divider />
              <Stack direction="row" sx={{ alignItems: 'flex-end', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2 }}>
                <Button
                  variant="contained"
                  component={RouterLink}
                  to={consolePath('/apps/orders/:order_id/admin-checkout', { order_id: cart.id })}
                  startIcon={<ShoppingCartCheckoutIcon />}
                  disabled={!cart.lines.length}
                >
                  {translate('resources.carts.to_checkout')}
                </Button>
                <CartTotals totals={cart.totals} promotions={cart.promotions} />
              </Stack>
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};
