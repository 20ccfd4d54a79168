import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { useTranslate } from 'react-admin';
import { MAX_SAMPLE_LINES } from '@domain/promotions/preview';
import { PreviewCart } from './PreviewCart';
import { PreviewErrors } from './PreviewErrors';
import { PreviewHits } from './PreviewHits';
import { useDiscountPreview, type SampleLine } from './useDiscountPreview';

/**
 * What the discount being edited would do if it were live: the variants it reaches and a sample cart
 * priced by the server as checkout prices it. Follows the form's unsaved values; writes nothing.
 */
export const DiscountPreviewPanel = () => {
  const translate = useTranslate();
  const values = useWatch() as Record<string, unknown>;
  // null: the server's default sample (a few variants hit); staff's own lines once they change it.
  const [sample, setSample] = useState<SampleLine[] | null>(null);
  const { data, error, isFetching, fieldErrors } = useDiscountPreview(values, sample);
  const blocked = Boolean(fieldErrors || error);
  const current = sample ?? data?.cart.lines.map(({ variant_id, quantity }) => ({ variant_id, quantity })) ?? [];
  const add = (variantId: number) =>
    setSample(current.some((line) => line.variant_id === variantId) ? current.map((line) => (line.variant_id === variantId ? { ...line, quantity: Math.min(line.quantity + 1, 1000) } : line)) : [...current, { variant_id: variantId, quantity: 1 }].slice(0, MAX_SAMPLE_LINES));
  const setQuantity = (variantId: number, quantity: number) => setSample(current.map((line) => (line.variant_id === variantId ? { ...line, quantity } : line)));
  const remove = (variantId: number) => setSample(current.filter((line) => line.variant_id !== variantId));
  const skipped = data?.cart.skipped;
  return (
    <Card variant="outlined" sx={{ width: '100%', mt: 2 }} data-testid="discount-preview" aria-busy={isFetching}>
      <Box sx={{ height: 4 }}>{isFetching && <LinearProgress aria-label={translate('resources.discounts.preview.loading')} />}</Box>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Typography variant="h6" component="h2">
          {translate('resources.discounts.preview.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate('resources.discounts.preview.as_if_live')}
        </Typography>
        {blocked ? <PreviewErrors fields={fieldErrors} error={error} kind={values.kind} /> : null}
        {data && !blocked && (
          <>
            <PreviewHits hits={data.hits} onAdd={add} />
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
              <Typography variant="subtitle2" component="h3" sx={{ flex: 1 }}>
                {translate(data.cart.sample === 'default' ? 'resources.discounts.preview.sample_default' : 'resources.discounts.preview.sample')}
              </Typography>
              {sample && (
                <Button size="small" onClick={() => setSample(null)}>
                  {translate('resources.discounts.preview.reset')}
                </Button>
              )}
            </Box>
            {skipped && (
              <Alert severity="warning" data-testid="discount-preview-skipped">
                {translate(`resources.discounts.preview.skipped.${skipped}`)}
              </Alert>
            )}
            <PreviewCart cart={data.cart} quantityOf={(id) => sample?.find((line) => line.variant_id === id)?.quantity} onQuantity={setQuantity} onRemove={remove} />
          </>
        )}
      </CardContent>
    </Card>
  );
};
