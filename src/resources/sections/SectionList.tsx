import { ConsoleDataTable } from '../../list/ConsoleDataTable';
import { ConsoleList } from '../../list/ConsoleList';
import { ChoiceCol } from '../../fields/ChoiceCol';
import { SelectInput } from '../../filters/lazyFilterInputs';
import { sectionTypeChoices } from '../containers/cmsChoices';

/** /apps/container/:id/section/:type: a container's sections of one type, in storefront order. */
const SectionList = () => (
  <ConsoleList filters={[<SelectInput key="type" source="type" choices={sectionTypeChoices} />]} sort={{ field: 'position', order: 'ASC' }}>
    <ConsoleDataTable rowClick="edit" bulkActionButtons={false}>
      <ConsoleDataTable.Col source="position" render={(record) => Number(record.position) + 1} label="#" />
      <ConsoleDataTable.Col source="title" />
      <ChoiceCol source="type" choices={sectionTypeChoices} />
      <ConsoleDataTable.Col source="items" />
    </ConsoleDataTable>
  </ConsoleList>
);
export default SectionList;
