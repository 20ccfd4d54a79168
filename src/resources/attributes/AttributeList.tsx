import { ConsoleDataTable } from '../../list/ConsoleDataTable';
import { ChoiceCol } from '../../fields/ChoiceCol';
import { choiceFilter } from '../../filters/choiceFilter';
import { SearchableList } from '../taxonomy/SearchableList';
import { attributeTypeChoices } from './attributeTypes';

const AttributeList = () => (
  <SearchableList rowClick="edit" filters={[choiceFilter('type', attributeTypeChoices)]}>
    <ConsoleDataTable.Col source="name" />
    <ConsoleDataTable.Col source="code" />
    <ChoiceCol source="type" choices={attributeTypeChoices} />
    <ConsoleDataTable.Col source="values" disableSort render={(record) => (record.values as string[]).join(', ') || '—'} />
  </SearchableList>
);
export default AttributeList;
