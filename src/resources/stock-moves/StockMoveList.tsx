import { AutocompleteInput, ReferenceInput, SelectInput } from 'react-admin';
import { ConsoleDataTable } from '../../list/ConsoleDataTable';
import { ConsoleList } from '../../list/ConsoleList';
import { MOVE_STATUSES } from '@domain/stock';
import { ChoiceCol } from '../../fields/ChoiceCol';
import { LocaleDateCol } from '../../fields/LocaleDateCol';
import { LocaleNumberCol } from '../../fields/LocaleNumberCol';
import { searchFilter } from '../taxonomy/filters';

const statusChoices = MOVE_STATUSES.map((status) => ({ id: status, name: `stock.statuses.${status}` }));

const filters = [
  searchFilter,
  <ReferenceInput key="involves" source="involves" reference="warehouses" alwaysOn>
    <AutocompleteInput optionText="name" label="resources.stock-moves.fields.involves" />
  </ReferenceInput>,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
];

/** /stock-moves: every move, leaving or reaching a warehouse, newest first; a row opens the move. */
const StockMoveList = () => (
  <ConsoleList filters={filters} sort={{ field: 'id', order: 'DESC' }} perPage={25}>
    <ConsoleDataTable rowClick="show" bulkActionButtons={false}>
      <ConsoleDataTable.Col source="id" />
      <ConsoleDataTable.Col source="warehouse_name" disableSort />
      <ConsoleDataTable.Col source="destination_name" disableSort render={(record) => (record.destination_name as string | null) ?? '—'} />
      <ChoiceCol source="status" choices={statusChoices} />
      <ConsoleDataTable.Col source="reference" />
      <LocaleNumberCol source="units" disableSort />
      <LocaleDateCol source="updated_at" showTime />
    </ConsoleDataTable>
  </ConsoleList>
);
export default StockMoveList;
