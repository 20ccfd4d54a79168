import { BooleanField, CreateButton, DataTable, List, SelectField, TopToolbar, useListContext } from 'react-admin';
import { SelectInput } from '../../filters/lazyFilterInputs';
import { searchFilter } from '../taxonomy/filters';
import { LocaleDateField } from '../../fields/LocaleDateField';
import { platformChoices } from './cmsChoices';

/** A new container takes the platform of the list it starts from. */
const ListActions = () => {
  const { filterValues } = useListContext();
  const platform = typeof filterValues.platform === 'string' ? filterValues.platform : undefined;
  return (
    <TopToolbar>
      <CreateButton to={platform ? { pathname: '/containers/create', search: `?source=${encodeURIComponent(JSON.stringify({ platform }))}` } : undefined} />
    </TopToolbar>
  );
};

/** /apps/containers and its per-platform lists (web and mobile homepages, header, footer). */
const ContainerList = () => (
  <List
    filters={[searchFilter, <SelectInput key="platform" source="platform" choices={platformChoices} />]}
    sort={{ field: 'name', order: 'ASC' }}
    actions={<ListActions />}
  >
    <DataTable rowClick="show" bulkActionButtons={false}>
      <DataTable.Col source="name" />
      <DataTable.Col source="slug" />
      <DataTable.Col source="platform" field={(props) => <SelectField {...props} choices={platformChoices} />} />
      <DataTable.Col source="live_version" />
      <DataTable.Col source="draft_changed" field={BooleanField} />
      <DataTable.Col source="scheduled_at" field={(props) => <LocaleDateField {...props} showTime />} />
    </DataTable>
  </List>
);
export default ContainerList;
