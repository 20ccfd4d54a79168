import { useState } from 'react';
import { Button, Stack, TextField } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import { fieldErrorOf, type Cart } from './cartApi';

/**
 * The cart's coupon: typed and applied (the server checks it against the cart's lines and says why
 * not at the field), or taken off. A coupon that stopped applying since is told from the cart's preview.
 */
export const CartCoupon = ({ cart, onChanged }: { cart: Cart; onChanged: () => void }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider();
  const [code, setCode] = useState(cart.coupon_code ?? '');
  const [problem, setProblem] = useState<string>();
  const save = async (next: string | null) => {
    try {
      await dataProvider.update('carts', { id: cart.id, data: { coupon_code: next }, previousData: cart });
      setProblem(undefined);
      if (next === null) setCode('');
      onChanged();
    } catch (error) {
      setProblem(fieldErrorOf(error, 'coupon_code') ?? (error as Error).message);
    }
  };
  const stale = cart.coupon_error ? translate(cart.coupon_error.key, cart.coupon_error.params) : undefined;
  const applied = cart.coupon_code && !cart.coupon_error ? translate('resources.carts.coupon_applied', { code: cart.coupon_code }) : undefined;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label={translate('resources.carts.fields.coupon_code')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && code.trim()) void save(code.trim());
        }}
        error={Boolean(problem ?? stale)}
        helperText={problem ?? stale ?? applied ?? ' '}
      />
      <Button variant="outlined" onClick={() => void save(code.trim())} disabled={!code.trim()}>
        {translate('resources.carts.apply_coupon')}
      </Button>
      {cart.coupon_code && <Button onClick={() => void save(null)}>{translate('resources.carts.remove_coupon')}</Button>}
    </Stack>
  );
};
