import { useRecordContext } from 'react-admin';
import { EditWithHistory } from '../../components/EditWithHistory';
import { SchemaForm } from '../../forms/SchemaForm';
import { StockToolbar } from '../warehouses/StockToolbar';
import ShelfInputs, { schema } from './ShelfInputs';
import { ShelfContents } from './ShelfContents';
import { ShelfPlace } from './ShelfPlace';

const ShelfToolbar = () => {
  const record = useRecordContext();
  return <StockToolbar redirect={record ? `/shelves?filter=${encodeURIComponent(JSON.stringify({ rack_id: record.rack_id }))}` : 'list'} />;
};

/** The shelf page: where it is, its code, what it holds, and its History. */
const ShelfEdit = () => (
  <EditWithHistory redirect={false}>
    <ShelfPlace />
    <SchemaForm schema={schema} toolbar={<ShelfToolbar />}>
      <ShelfInputs />
    </SchemaForm>
    <ShelfContents />
  </EditWithHistory>
);
export default ShelfEdit;
