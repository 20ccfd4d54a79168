import { Edit, SimpleForm, useRecordContext } from 'react-admin';
import { HistoryPanel } from '../../components/HistoryPanel';
import { useZodValidator } from '../../forms/zodValidator';
import { StockToolbar } from '../warehouses/StockToolbar';
import ShelfInputs, { schema } from './ShelfInputs';

const ShelfToolbar = () => {
  const record = useRecordContext();
  return <StockToolbar redirect={record ? `/shelves?filter=${encodeURIComponent(JSON.stringify({ rack_id: record.rack_id }))}` : 'list'} />;
};

/** A shelf's code, and its History. */
const ShelfEdit = () => {
  const validate = useZodValidator(schema);
  return (
    <Edit mutationMode="pessimistic" redirect={false}>
      <SimpleForm toolbar={<ShelfToolbar />} validate={validate}>
        <ShelfInputs />
      </SimpleForm>
      <HistoryPanel />
    </Edit>
  );
};
export default ShelfEdit;
