import { TopToolbar, useListContext } from 'react-admin';
import { CreateButton } from '../../list/CreateButton';
import { ConsoleDataTable } from '../../list/ConsoleDataTable';
import { ConsoleList } from '../../list/ConsoleList';
import { LocaleNumberCol } from '../../fields/LocaleNumberCol';
import { searchFilter } from '../taxonomy/filters';

/** Adding shelves goes to the pattern form, for the rack the list shows. */
const ShelfActions = () => {
  const { filterValues } = useListContext();
  const rackId = filterValues.rack_id as number | string | undefined;
  return (
    <TopToolbar>
      <CreateButton to={rackId === undefined ? undefined : { pathname: '/shelves/create', search: `?source=${encodeURIComponent(JSON.stringify({ rack_id: Number(rackId) }))}` }} />
    </TopToolbar>
  );
};

/** /apps/shelfs/:id: the shelves of a rack with the units each holds. */
const ShelfList = () => (
  <ConsoleList filters={[searchFilter]} sort={{ field: 'code', order: 'ASC' }} actions={<ShelfActions />} perPage={50}>
    <ConsoleDataTable rowClick="edit" bulkActionButtons={false}>
      <ConsoleDataTable.Col source="code" />
      <ConsoleDataTable.Col source="rack_code" disableSort />
      <LocaleNumberCol source="units" />
    </ConsoleDataTable>
  </ConsoleList>
);
export default ShelfList;
