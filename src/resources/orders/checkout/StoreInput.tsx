import { Typography } from '@mui/material';
import { AutocompleteInput, ReferenceInput, useRecordContext, useTranslate } from 'react-admin';

interface StoreChoice {
  id: number;
  name: string;
  warehouse_id: number | null;
}

/** A store as an option: its name, and why it cannot be chosen when it keeps no stock. */
const StoreOption = () => {
  const store = useRecordContext<StoreChoice>();
  const translate = useTranslate();
  if (!store) return null;
  return (
    <span>
      {store.name}
      {store.warehouse_id === null && (
        <Typography variant="caption" color="text.secondary" display="block">
          {translate('resources.carts.store_without_stock')}
        </Typography>
      )}
    </span>
  );
};

/**
 * The store an in-store order is placed in, among the active ones. A store without a warehouse sells
 * nothing offline (its sale would reserve no stock): it shows, disabled, with the reason.
 */
export const StoreInput = () => (
  <ReferenceInput source="store_id" reference="stores" filter={{ is_active: true }}>
    <AutocompleteInput
      label="resources.carts.fields.store_id"
      optionText={<StoreOption />}
      inputText={(store: StoreChoice) => store.name}
      matchSuggestion={(filter: string, store: StoreChoice) => store.name.toLowerCase().includes(filter.toLowerCase())}
      getOptionDisabled={(store: StoreChoice) => store.warehouse_id === null}
      sx={{ minWidth: 360 }}
    />
  </ReferenceInput>
);
