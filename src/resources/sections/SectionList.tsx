import { DataTable, List } from 'react-admin';
import { ChoiceCol } from '../../fields/ChoiceCol';
import { SelectInput } from '../../filters/lazyFilterInputs';
import { sectionTypeChoices } from '../containers/cmsChoices';

/** /apps/container/:id/section/:type: a container's sections of one type, in storefront order. */
const SectionList = () => (
  <List filters={[<SelectInput key="type" source="type" choices={sectionTypeChoices} />]} sort={{ field: 'position', order: 'ASC' }}>
    <DataTable rowClick="edit" bulkActionButtons={false}>
      <DataTable.Col source="position" render={(record) => Number(record.position) + 1} label="#" />
      <DataTable.Col source="title" />
      <ChoiceCol source="type" choices={sectionTypeChoices} />
      <DataTable.Col source="items" />
    </DataTable>
  </List>
);
export default SectionList;
