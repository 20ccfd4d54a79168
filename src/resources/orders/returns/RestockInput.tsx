import { AutocompleteInput, RadioButtonGroupInput, ReferenceInput, SelectInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { RestockChoice } from './returnForm';

const RESTOCK_CHOICES = [
  { id: 'shelf', name: 'resources.return-orders.restock.shelf' },
  { id: 'write_off', name: 'resources.return-orders.restock.write_off' },
];

/**
 * Where returned goods go: onto a shelf picked in a warehouse (the order's by default), or written
 * off. An exchange always names the warehouse (it sends the new pieces): `warehouseAlways`.
 */
export const RestockInput = ({ warehouseAlways = false }: { warehouseAlways?: boolean }) => {
  const { setValue } = useFormContext();
  const restock = useWatch({ name: 'restock' }) as RestockChoice;
  const warehouseId = useWatch({ name: 'warehouse_id' }) as number | null;
  return (
    <>
      <RadioButtonGroupInput source="restock" label="resources.return-orders.fields.restock" choices={RESTOCK_CHOICES} row />
      {(warehouseAlways || restock === 'shelf') && (
        <ReferenceInput source="warehouse_id" reference="warehouses">
          <SelectInput label="resources.return-orders.fields.warehouse_id" optionText="name" onChange={() => setValue('restock_shelf_id', null)} fullWidth />
        </ReferenceInput>
      )}
      {restock === 'shelf' && (
        <ReferenceInput key={warehouseId ?? 0} source="restock_shelf_id" reference="shelves" filter={{ warehouse_id: warehouseId }}>
          <AutocompleteInput label="resources.return-orders.fields.restock_shelf_id" optionText="code" disabled={!warehouseId} fullWidth />
        </ReferenceInput>
      )}
    </>
  );
};
