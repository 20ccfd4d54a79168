import { DataTable, List, SelectField } from 'react-admin';
import { SelectInput } from '../../filters/lazyFilterInputs';
import { sectionTypeChoices } from '../containers/cmsChoices';

/** /apps/container/:id/section/:type: a container's sections of one type, in storefront order. */
const SectionList = () => (
  <List filters={[<SelectInput key="type" source="type" choices={sectionTypeChoices} />]} sort={{ field: 'position', order: 'ASC' }}>
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="position" render={(record) => Number(record.position) + 1} label="#" />
      <DataTable.Col source="title" />
      <DataTable.Col source="type" field={(props) => <SelectField {...props} choices={sectionTypeChoices} />} />
      <DataTable.Col source="items" />
    </DataTable>
  </List>
);
export default SectionList;
