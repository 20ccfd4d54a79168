import { useEffect, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useGetList, useTranslate, type Identifier } from 'react-admin';

interface VariantOption {
  id: Identifier;
  sku: string;
  product_title?: string;
  size?: string | null;
}

const optionText = (variant: VariantOption) => [variant.sku, variant.product_title, variant.size].filter(Boolean).join(' · ');

/** Finds a variant by its product's words, SKU or barcode (the variants' `q`) and hands it over when picked. */
export const VariantSearch = ({ onPick }: { onPick: (variantId: Identifier) => void }) => {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data = [], isFetching } = useGetList<VariantOption>(
    'variants',
    { filter: { q }, pagination: { page: 1, perPage: 10 }, sort: { field: 'created_at', order: 'DESC' } },
    { enabled: q.length >= 2 },
  );
  return (
    <Autocomplete<VariantOption>
      options={q.length >= 2 ? data : []}
      loading={isFetching}
      value={null}
      inputValue={typed}
      onInputChange={(_event, value, reason) => reason !== 'reset' && setTyped(value)}
      onChange={(_event, variant) => {
        if (!variant) return;
        setTyped('');
        onPick(variant.id);
      }}
      getOptionLabel={optionText}
      filterOptions={(options) => options}
      isOptionEqualToValue={(option, value) => option.id === value.id}
      renderInput={(params) => <TextField {...params} label={translate('resources.carts.fields.variant_id')} />}
    />
  );
};
