import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFormContext } from 'react-hook-form';
import { Button, CircularProgress } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import { useNotify, useTranslate, type Identifier } from 'react-admin';
import { consolePath } from '@domain/consolePath';
import { fieldErrorsOf, usePlaceCart, type PlaceInput } from '../../resources/orders/checkout/cartApi';

const FORM_FIELDS = ['warehouse_id', 'payment_method', 'shipping', 'credit_note_number', 'buyer_gstin'] as const;

interface PlaceOrderButtonProps {
  cartId: Identifier;
  /** The server's refusals by field, lines included (`lines.<variant id>`); empty when a new attempt starts. */
  onRefused: (errors: Record<string, string>) => void;
}

/**
 * Places the cart with one idempotency key for this visit of the checkout screen: a double click,
 * or a retry after an answer that never came, names the same checkout and the server makes one
 * order. The button is disabled while a placement is under way; the order's view opens after it.
 */
export const PlaceOrderButton = ({ cartId, onRefused }: PlaceOrderButtonProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const place = usePlaceCart(cartId);
  const { handleSubmit, setError } = useFormContext<PlaceInput>();
  const [key] = useState(() => crypto.randomUUID());
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);

  const submit = handleSubmit(async (values) => {
    onRefused({});
    try {
      const order = await place(key, values);
      notify('resources.carts.placed', { type: 'success', messageArgs: { number: order.number } });
      navigate(consolePath('/apps/orders/view-new/:id', { id: order.id }));
    } catch (error) {
      const errors = fieldErrorsOf(error);
      onRefused(errors);
      for (const field of FORM_FIELDS) if (errors[field]) setError(field, { type: 'server', message: errors[field] });
      notify((error as Error).message, { type: 'error' });
    }
  });
  const click = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    try {
      await submit();
    } finally {
      inFlight.current = false;
      setPending(false);
    }
  };
  return (
    <Button
      variant="contained"
      size="large"
      disabled={pending}
      onClick={() => void click()}
      startIcon={pending ? <CircularProgress size={18} color="inherit" /> : <CheckIcon />}
    >
      {translate('resources.carts.place')}
    </Button>
  );
};
