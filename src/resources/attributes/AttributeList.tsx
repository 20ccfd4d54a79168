import { DataTable } from 'react-admin';
import { ChoiceCol } from '../../fields/ChoiceCol';
import { choiceFilter } from '../../filters/choiceFilter';
import { SearchableList } from '../taxonomy/SearchableList';
import { attributeTypeChoices } from './attributeTypes';

const AttributeList = () => (
  <SearchableList rowClick="edit" filters={[choiceFilter('type', attributeTypeChoices)]}>
    <DataTable.Col source="name" />
    <DataTable.Col source="code" />
    <ChoiceCol source="type" choices={attributeTypeChoices} />
    <DataTable.Col source="values" disableSort render={(record) => (record.values as string[]).join(', ') || '—'} />
  </SearchableList>
);
export default AttributeList;
