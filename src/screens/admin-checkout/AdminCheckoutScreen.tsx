import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Button, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Form, Loading, ReferenceInput, SelectInput, TextInput, Title, useCreatePath, useTranslate, type Identifier } from 'react-admin';
import { cartPlaceSchema } from '@domain/orders/cart';
import { useZodValidator } from '../../forms/zodValidator';
import { useCart, type Cart } from '../../resources/orders/checkout/cartApi';
import { CartHeading, PlacedCart } from '../../resources/orders/checkout/CartBuilder';
import { CartAddresses } from '../../resources/orders/checkout/CartAddresses';
import { CartLinesTable } from '../../resources/orders/checkout/CartLinesTable';
import { CartTotals } from '../../resources/orders/checkout/CartTotals';
import { MoneyInput } from '../../resources/variants/money';
import { CreditNoteBalance } from './CreditNoteBalance';
import { PlaceOrderButton } from './PlaceOrderButton';

const paymentChoices = cartPlaceSchema.shape.payment_method.unwrap().options.map((id) => ({ id, name: `resources.orders.payment_methods.${id}` }));
/** The form checks what the server will, but the key: the button adds it. */
const placeInputSchema = cartPlaceSchema.omit({ idempotency_key: true });
const warehouseNamed = (values: Record<string, unknown>) => (values.warehouse_id ? {} : { warehouse_id: { message: 'ra.validation.required', args: {} } });

/** Where the stock is reserved, how the customer pays, and store credit; then Place order. */
const PlaceForm = ({ cart, onRefused }: { cart: Cart; onRefused: (errors: Record<string, string>) => void }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const offline = cart.channel === 'offline';
  // An offline sale reserves its store's stock; an admin order names the warehouse it leaves from.
  const validate = useZodValidator(placeInputSchema, { formChecks: offline ? undefined : warehouseNamed });
  return (
    <Form validate={validate} defaultValues={{ payment_method: offline ? 'cash' : 'cod', shipping: 0 }} onSubmit={() => undefined}>
      <Typography variant="subtitle1" component="h2">
        {translate('resources.carts.sections.payment')}
      </Typography>
      {/* Wraps rather than running past the card's edge when the menu leaves less room. */}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: { md: 'flex-start' } }}>
        {!offline && (
          <ReferenceInput source="warehouse_id" reference="warehouses" filter={{ is_active: true }} sort={{ field: 'name', order: 'ASC' }}>
            <SelectInput label="resources.carts.fields.warehouse_id" optionText="name" sx={{ minWidth: 240 }} />
          </ReferenceInput>
        )}
        <SelectInput source="payment_method" label="resources.carts.fields.payment_method" choices={paymentChoices} sx={{ minWidth: 200 }} />
        <MoneyInput source="shipping" label="resources.carts.fields.shipping" helperText="resources.carts.shipping_help" sx={{ minWidth: 200 }} />
        <Stack sx={{ minWidth: 280 }}>
          <TextInput source="credit_note_number" label="resources.carts.fields.credit_note_number" helperText="resources.carts.credit_note_help" />
          <CreditNoteBalance />
        </Stack>
        <TextInput source="buyer_gstin" label="resources.carts.fields.buyer_gstin" helperText="resources.carts.buyer_gstin_help" sx={{ minWidth: 220 }} />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
        <Button component={RouterLink} to={{ pathname: createPath({ resource: 'orders', type: 'create' }), search: `?cart=${cart.id}` }} startIcon={<ArrowBackIcon />}>
          {translate('resources.carts.back_to_cart')}
        </Button>
        <PlaceOrderButton cartId={cart.id} onRefused={onRefused} />
      </Stack>
    </Form>
  );
};

const Checkout = ({ cartId }: { cartId: Identifier }) => {
  const { data: cart, error, refetch } = useCart(cartId);
  const [refusals, setRefusals] = useState<Record<string, string>>({});
  if (error) return <Alert severity="error">{(error as Error).message}</Alert>;
  if (!cart) return <Loading />;
  return (
    <Stack spacing={2}>
      <CartHeading cart={cart} />
      {cart.status !== 'open' ? (
        <PlacedCart cart={cart} />
      ) : (
        <>
          <CartAddresses cart={cart} onChanged={() => void refetch()} />
          <CartLinesTable lines={cart.lines} errors={refusals} />
          <CartTotals totals={cart.totals} promotions={cart.promotions} />
          <Divider />
          <PlaceForm cart={cart} onRefused={setRefusals} />
        </>
      )}
    </Stack>
  );
};

/** /apps/orders/:order_id/admin-checkout (the id is the cart's): review the server's prices, GST and totals, and place the order. */
const AdminCheckoutScreen = () => {
  const { order_id: cartId } = useParams();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="resources.carts.checkout" />
      <CardContent>
        <Checkout cartId={cartId!} />
      </CardContent>
    </Card>
  );
};

export default AdminCheckoutScreen;
